// The Collisions functions of Collision Lab (the tutorial's static class Collisions), namespace
// lab::Collisions. Include as "collisions/collisions.hpp"; it includes every primitive.
//
// Conventions for every function below:
// - Each declaration says what a miss returns and whether touching counts. Unless it says otherwise,
//   touching (distance exactly equal to the sum of radii, a box face exactly on a plane, ...) counts.
// - Rays are unit length (lab::Ray normalizes). A ray with a zero direction meets nothing.
// - NaN in any input never produces a hit: every test is written so that a NaN comparison means "no".
// - Tolerances are the named constants of collisions/epsilon.hpp.
// - A degenerate plane (zero normal, e.g. from three collinear points) meets nothing.
#pragma once

#include <concepts>
#include <utility>
#include <vector>

#include "collisions/epsilon.hpp"
#include "collisions/function.hpp"
#include "primitives/primitives.hpp"

namespace lab {
class Model;     // collisions/models.hpp
struct Mesh;     // collisions/models.hpp
struct Frustum;  // collisions/frustum.hpp
}  // namespace lab

namespace lab::Collisions {

// ---- Chapter 1: points ------------------------------------------------------------------------------

// True when point is strictly inside the sphere; a point on the surface is outside.
bool PointInSphere(const Sphere& sphere, const Point& point);
// The point of the sphere's surface nearest to point. The centre itself maps to the top of the sphere
// (centre + radius * +Y) so the answer is always defined; a zero radius returns the centre.
Point ClosestPoint(const Sphere& sphere, const Point& point);

// True when point is strictly inside the box; a point on a face is outside.
bool PointInAABB(const AABB& aabb, const Point& point);
// The point of the solid box nearest to point (each component clamped); a point inside returns itself.
Point ClosestPoint(const AABB& aabb, const Point& point);

// True when point is within kPointOnPlaneEpsilon of the plane. Always false for a degenerate plane.
bool PointOnPlane(const Point& point, const Plane& plane);
// Signed distance dot(n, p) - d: positive in front of the plane (the side the normal points to),
// negative behind, no tolerance.
float DistanceFromPlane(const Point& point, const Plane& plane);
// The orthogonal projection of point onto the plane. A degenerate plane returns point unchanged.
Point ClosestPoint(const Plane& plane, const Point& point);

// The single point shared by three planes. Returns false and leaves result unchanged when there is no
// single point (two planes parallel, or the three normals coplanar; kThreePlaneDeterminantEpsilon).
bool Intersection(const Plane& p1, const Plane& p2, const Plane& p3, Point& result);

// True when point lies on the 3-D segment, endpoints included, within kPointOnLineEpsilon. A zero-length
// segment contains only its start.
bool PointOnLine(const Point& point, const Line& line);
// The point of the segment nearest to point; t in [0, 1] is its parameter (start + t * (end - start)).
// A zero-length segment returns start with t = 0.
Point ClosestPoint(const Line& line, const Point& point, float& t);
Point ClosestPoint(const Line& line, const Point& point);

// True when point lies on the ray (its origin included, nothing behind it) within kPointOnLineEpsilon.
bool PointOnRay(const Point& point, const Ray& ray);
// The point of the ray nearest to point; points behind the origin map to the origin.
Point ClosestPoint(const Ray& ray, const Point& point);

// ---- Chapter 2: static intersections (touching counts) ----------------------------------------------

bool Intersects(const Sphere& a, const Sphere& b);
// The sphere meets the solid box (a sphere wholly inside the box counts).
bool Intersects(const Sphere& sphere, const AABB& aabb);
bool Intersects(const AABB& aabb, const Sphere& sphere);
// The sphere meets the plane (tangent counts). False for a degenerate plane.
bool Intersects(const Sphere& sphere, const Plane& plane);
bool Intersects(const Plane& plane, const Sphere& sphere);
// Inclusive on every axis: boxes sharing a face, edge or corner intersect.
bool Intersects(const AABB& a, const AABB& b);
// The solid box meets the plane (a face or corner touching the plane counts). False for a degenerate plane.
bool Intersects(const AABB& aabb, const Plane& plane);
bool Intersects(const Plane& plane, const AABB& aabb);
// True when the planes meet in a line. False for parallel or coincident planes (a plane with itself),
// decided by kParallelPlanesSinSquared, and for degenerate planes.
bool Intersects(const Plane& a, const Plane& b);

// ---- Chapter 3: raycasts and line tests -------------------------------------------------------------
//
// Raycast(ray, shape, t) is the one a student implements. On a hit it returns true and t >= 0 is the
// distance along the (unit) direction to the first point of the shape's surface at or after the origin:
// an origin inside a solid (sphere, box) gives the exit point, an origin on the surface gives t = 0.
// Hits behind the origin never count. On a miss it returns false and sets t = -1.

// Misses only when the ray's line passes outside the sphere (tangent counts) or the sphere lies wholly
// behind the origin.
bool Raycast(const Ray& ray, const Sphere& sphere, float& t);
// Slab test on the solid box; faces count. A zero direction component is handled exactly: the ray then
// runs inside that slab (boundary included) or misses, and no division by zero decides anything. A ray
// inside a box that is infinite along its path reaches no surface and misses.
bool Raycast(const Ray& ray, const AABB& aabb, float& t);
// One-sided, as in the tutorial: only a ray travelling against the normal (dot(direction, n) < 0) can
// hit, so rays parallel to the plane, or reaching it from behind, miss. An origin on the plane hits at 0.
bool Raycast(const Ray& ray, const Plane& plane, float& t);

// LineTest(line, shape, result): true when the segment meets the shape's surface; result is the first
// such point from start (the surface point nearest start along the segment). A segment wholly inside a
// sphere or box meets no surface and is false. On false, result is left unchanged. A zero-length segment
// is false. Each uses the matching Raycast, so the plane test is one-sided too.
bool LineTest(const Line& line, const Sphere& sphere, Point& result);
bool LineTest(const Line& line, const AABB& aabb, Point& result);
bool LineTest(const Line& line, const Plane& plane, Point& result);

// ---- Chapter 4: triangles -----------------------------------------------------------------------------
// A degenerate (zero-area) triangle has no plane: it contains no point and no ray hits it, but its
// closest point and its separating-axis tests (treating it as the segment it is) are still defined.

// True when point lies in the triangle's plane (within kPointOnPlaneEpsilon) and inside the triangle or on
// an edge or vertex. Points on the line of an edge but outside the triangle are outside.
bool PointInTriangle(const Triangle& triangle, const Point& point);
// The point of the triangle nearest to point (the true closest point, by Voronoi region).
Point ClosestPoint(const Triangle& triangle, const Point& point);

// True when the sphere's centre is closer to the triangle than its radius (strict: touching does not count).
bool Intersects(const Triangle& triangle, const Sphere& sphere);
bool Intersects(const Sphere& sphere, const Triangle& triangle);
// Separating-axis test on 13 axes (3 box axes, the triangle's normal, 9 edge cross products); touching counts.
bool Intersects(const Triangle& triangle, const AABB& aabb);
bool Intersects(const AABB& aabb, const Triangle& triangle);
// True unless all three vertices lie more than kPointOnPlaneEpsilon on the same side of the plane. False for
// a degenerate plane.
bool Intersects(const Triangle& triangle, const Plane& plane);
bool Intersects(const Plane& plane, const Triangle& triangle);
// Robust separating-axis test: both normals, the 9 edge cross products (with a fallback axis for parallel
// edges), and for coplanar triangles the 6 in-plane edge normals; touching counts. The reference's answer is exact
// for finite coordinates: what the float corners as given say, for near-coplanar slivers and grazing edges too
// (docs/ROBUSTNESS.md).
bool Intersects(const Triangle& a, const Triangle& b);

// The span of a shape's projection onto an axis: [min, max] of dot(vertex, axis).
struct Interval {
  float min = 0.0f;
  float max = 0.0f;
};
Interval GetInterval(const Triangle& triangle, const glm::vec3& axis);
Interval GetInterval(const AABB& aabb, const glm::vec3& axis);
// True when axis separates the two shapes (their intervals do not overlap; touching intervals overlap).
bool TestAxis(const Triangle& a, const Triangle& b, const glm::vec3& axis);
bool TestAxis(const Triangle& triangle, const AABB& aabb, const glm::vec3& axis);

// Two-sided: rays hit the front and the back face. Edges and vertices count. A ray in the triangle's plane
// (kRayParallelSin) misses, and so does any ray against a degenerate triangle. Same t rules as above.
bool Raycast(const Ray& ray, const Triangle& triangle, float& t);
// Two-sided, like Raycast(Ray, Triangle).
bool LineTest(const Line& line, const Triangle& triangle, Point& result);

// ---- Chapter 4, models. A model is its surface: a shape wholly inside a closed mesh touches no triangle
// and does not intersect it. An empty model intersects nothing. Triangles are tested in world space, so
// every transform (non-uniform scale, any rotation) is exact; the BVH only culls.

bool Intersects(const Model& model, const Sphere& sphere);
bool Intersects(const Sphere& sphere, const Model& model);
bool Intersects(const Model& model, const AABB& aabb);
bool Intersects(const AABB& aabb, const Model& model);
bool Intersects(const Model& model, const Plane& plane);
bool Intersects(const Plane& plane, const Model& model);
bool Intersects(const Model& model, const Triangle& triangle);
bool Intersects(const Triangle& triangle, const Model& model);
// Mesh against mesh (flipcode's "Theory & Practice: Collision Detection Part 2"): a pair of triangles, one of each,
// that meet. Both BVHs are descended together and triangle pairs tested only where the boxes say "maybe". Surfaces
// again: one model inside another without touching it does not intersect it.
bool Intersects(const Model& a, const Model& b);
// The NEAREST hit over all the model's triangles (two-sided), with t the world-space distance along the
// ray (the tutorial returns the first triangle found, in model space). Same t rules as every raycast.
bool Raycast(const Ray& ray, const Model& model, float& t);

// ---- Chapter 6: the view frustum. Inside means on the inner side of all six planes; touching counts.

bool Intersects(const Frustum& frustum, const Point& point);
bool Intersects(const Point& point, const Frustum& frustum);
// False only when the sphere lies wholly outside one plane.
bool Intersects(const Frustum& frustum, const Sphere& sphere);
bool Intersects(const Sphere& sphere, const Frustum& frustum);
// False only when the box lies wholly outside one plane (conservative: a box outside the frustum near a
// corner, but not wholly outside any single plane, counts as inside, as in the tutorial).
bool Intersects(const Frustum& frustum, const AABB& aabb);
bool Intersects(const AABB& aabb, const Frustum& frustum);

// ---- Chapter 7: swept spheres (Fauerby's ellipsoid collision, in ellipsoid space where the ellipsoid is a
// unit sphere; collisions/ellipsoid.hpp has the ellipsoid, the world and the sliding response).

// Where a moving sphere first touches a triangle: t in [0, 1] is the fraction of the velocity travelled
// (the sphere's centre is then at position + t * velocity); contact is the triangle's point it touches.
struct SweepHit {
  float t = -1.0f;
  Point contact{0.0f};
};

// The complete test: the sphere moving by velocity against the triangle's face, then (when the face is not
// hit) its three edges and three vertices by solving each quadratic; the earliest contact wins. Two-sided;
// touching counts (t is the first time the distance equals the radius). A sphere already overlapping the
// triangle hits at t = 0 when it moves towards the closest point, and misses when it moves away (so it can
// always escape). A zero velocity, NaN or a negative radius misses; a degenerate triangle is still tested as
// its edges and vertices. On a miss it returns false and sets hit.t = -1.
bool SweepTest(const Sphere& sphere, const glm::vec3& velocity, const Triangle& triangle, SweepHit& hit);

// Fauerby's method, for comparison: the point of the sphere nearest the plane is cast along the velocity
// onto the plane; if that point is in the triangle it is the contact, else the triangle's closest point to
// it is cast back along -velocity onto the sphere. One-sided (the centre must be in front of the face), and
// it misses some edge and vertex hits the complete test finds (see the SweepMethods sample). When the
// plane already cuts the sphere, the plane point is the centre's projection and t is 0. Same miss result.
bool SweepTestPlaneFirst(const Sphere& sphere, const glm::vec3& velocity, const Triangle& triangle, SweepHit& hit);

// ---- Chapter 8: point-plane collision (the point-plane article, "Point-Plane Collision Detection Explained"):
// a moving point against a triangle, and the three inside tests the sources teach.

// Which side of a plane a point is on: in front (the side the normal points to), behind, or on it.
enum class PlaneSide { kFront, kBack, kOn };
// kOn within kPointOnPlaneEpsilon (the article compares with exactly 0, which rounding almost never gives);
// else the sign of DistanceFromPlane. A degenerate plane (zero normal) puts every point kOn.
PlaneSide ClassifyPoint(const Point& point, const Plane& plane);

// A point moving from start to destination against the triangle (the article's test): no hit when both ends
// are on the same side of its plane or both on it (a move within the plane crosses nothing); otherwise the
// crossing point d1 / (d1 - d2) of the way along, then the inside test (PointInTriangleBarycentric).
// Two-sided; touching counts (an end on the plane, a crossing on an edge). On a miss hit is unchanged. A
// degenerate triangle is never hit.
bool MovingPointTest(const Point& start, const Point& destination, const Triangle& triangle, Point& hit);

// Three inside tests for a point already in the triangle's plane (the crossing point of MovingPointTest);
// they answer only "inside?", not "on the plane?". Each is false for a degenerate triangle, for NaN and for a
// triangle with an infinite corner, and none depends on the winding (clockwise or not, the answer is the same).
// The article's angle sum: the angles between the vectors to the three vertices add up to 2 pi within
// tolerance (radians). With the article's 0.1 it also accepts points clearly outside, near an edge. A point
// on a vertex is inside (the article's normalize would make NaN there).
bool PointInTriangleAngleSum(const Triangle& triangle, const Point& point, float tolerance = kSeedAngleSumTolerance);
// Barycentric coordinates, all three >= -kBarycentricEpsilon (edges and vertices count).
bool PointInTriangleBarycentric(const Triangle& triangle, const Point& point);
// The lecture's edge sides: for each edge, (v2 - v1) x (x - v1) points the same way as the triangle's normal
// (dot >= -kBarycentricEpsilon * |normal|^2, so edges and vertices count).
bool PointInTriangleEdgeSides(const Triangle& triangle, const Point& point);

// ---- Chapter 9: flipcode's polygons (flipcode's article, "Theory & Practice – Issue 02 – Collision Detection –
// Part 2").

// Convex polygon against convex polygon by separating axes (every edge's normal): touching counts. A polygon
// with fewer than 3 vertices or no area is tested as the point or segment it is; an empty one meets nothing.
bool Intersects(const Polygon2D& a, const Polygon2D& b);
// Point in polygon, convex or concave, by crossing number: a ray along +x counts the edges it crosses, an
// edge counting when one end is above the ray and the other at or below it (flipcode's article's rule, so a ray
// through a vertex counts once where the boundary passes and zero or two times where it only touches). A
// point within kPointOnLineEpsilon of an edge is inside (touching counts). A polygon with no area (fewer than 3
// vertices, or all of them in a line) contains nothing, not even its edges.
bool PointInPolygon(const Polygon2D& polygon, const glm::vec2& point);
// Where the segment start-end lies against the (closed) polygon, convex or concave.
enum class SegmentClass {
  kOutside,       // no point of the segment is in the polygon or on its boundary
  kInside,        // every point is in the polygon or on its boundary
  kPartlyInside,  // some points are and some are not (it crosses the boundary, or touches it from outside)
};
SegmentClass ClassifySegment(const Polygon2D& polygon, const glm::vec2& start, const glm::vec2& end);

// Point in a planar 3-D polygon: within kPointOnPlaneEpsilon of its plane, then the crossing test in the
// plane (projected along the normal's largest axis). Edges count. A polygon with no area contains nothing.
bool PointInPolygon(const Polygon& polygon, const Point& point);
// flipcode's article's camera: moving from start to destination, does it pass through the polygon? Signed distances
// d1 and d2 to its plane; same side (or both on the plane): no; else the point d1 / (d1 - d2) of the way,
// then PointInPolygon. Two-sided; touching counts; on a miss hit is unchanged.
bool MovingPointTest(const Point& start, const Point& destination, const Polygon& polygon, Point& hit);
// Two convex planar polygons in 3-D (flipcode's article's pseudocode). Coplanar (within kPointOnPlaneEpsilon): the 2-D
// test in their plane. Parallel and apart: false. Otherwise each polygon's span along the planes' line of
// intersection (where it crosses the other's plane); they meet when the spans overlap. Touching counts.
bool Intersects(const Polygon& a, const Polygon& b);

// ---- Chapter 10: the lecture's collision toolbox (the slides "Creación de Videojuegos: Collision Detection").

// Inside or on a convex polyhedron: on the inner side of every face plane, within kPointOnPlaneEpsilon
// (touching counts). A flat polyhedron contains the points of its polygon; a degenerate one nothing.
bool PointInPolyhedron(const ConvexPolyhedron& polyhedron, const Point& point);
// Inside or on a closed triangle mesh, convex or not: a point within kPointOnPlaneEpsilon of a triangle is
// on it (inside); otherwise a ray's crossings are counted, odd meaning inside. A ray passing near an edge or
// vertex (kParityEdgeMargin), where the count is unreliable, is replaced by the next of a fixed set of
// directions. A mesh with holes gives direction-dependent answers; an empty mesh contains nothing.
bool PointInMesh(const Mesh& mesh, const Point& point);
// The lecture's contact normal of two spheres: the unit vector from a's centre towards b's (whether or not
// they meet: the caller asks Intersects first). False, with normal unchanged, when the centres coincide (no
// direction) or either sphere has NaN.
bool ContactNormal(const Sphere& a, const Sphere& b, glm::vec3& normal);
// A convex polyhedron against a sphere: the centre inside, or a face closer than the radius; touching
// counts. A degenerate polyhedron meets nothing.
bool Intersects(const ConvexPolyhedron& polyhedron, const Sphere& sphere);
bool Intersects(const Sphere& sphere, const ConvexPolyhedron& polyhedron);
// Two convex polyhedra by separating axes: every face normal of both, and every cross product of an edge of
// one with an edge of the other (without those, two boxes edge to edge can be reported touching when they
// are apart). Flat polyhedra add their in-plane edge normals. Touching counts; degenerate meets nothing.
bool Intersects(const ConvexPolyhedron& a, const ConvexPolyhedron& b);

// The convex hull of a point set by quickhull (in double). Degenerate input gives documented results: no
// points, one point, or all collinear: no faces, vertices the (at most two) extreme points; all coplanar:
// the flat polyhedron of their 2-D hull (two faces). Points within kHullRelativeEpsilon of a face count as
// on it, so the hull keeps no near-coplanar slivers; duplicates are ignored. NaN points are skipped.
ConvexPolyhedron ConvexHull(const std::vector<Point>& points);
// A simple polygon cut into convex pieces at its reflex vertices (the lecture's rule): from each reflex
// vertex, the cut runs along the bisector of its angle to the nearest edge (a new vertex there, or the
// vertex the bisector meets), which leaves both new angles below 180 degrees. At most (reflex vertices + 1)
// pieces, all counter-clockwise, their areas summing to the polygon's. A convex polygon is returned as is
// (made counter-clockwise); fewer than 3 vertices or no area: no pieces. Self-intersecting input is not
// supported.
std::vector<Polygon2D> ConvexDecomposition(const Polygon2D& polygon);

// Bounding volumes of a point set. BoundingSphere is Ritter's: the span between two far-apart points, grown
// to take in every point. It contains every point but is not the smallest sphere (typically a few per cent
// larger, up to about 20%). BoundingBox is exact. Both skip NaN points; no points give the zero-size shape at the
// origin.
Sphere BoundingSphere(const std::vector<Point>& points);
AABB BoundingBox(const std::vector<Point>& points);
// An oriented box fit by the covariance of the points' convex hull (the lecture's third volume): its axes are
// the covariance matrix's eigenvectors (largest spread first), its extents those of every point along them.
// Tight for elongated, turned sets, where the AABB is loose; not the minimum box. NaN points are skipped; no
// points give the zero-size box at the origin.
OBB BoundingOBB(const std::vector<Point>& points);

// ---- Chapter 11: moving objects (the tutorial's "dynamic intersections", which it leaves as prose).
// Tested once per frame, a fast object can pass through a thin one between two frames (tunnelling). Two cures:
// search the motion (sample it, or bisect it with a bound), or solve it exactly. Every exact test below covers
// one frame's motion: t in [0, 1] is the fraction of the motion done at first contact (the shape is then at
// position + t * velocity). Touching counts; shapes that already meet at the start hit at t = 0. On a miss it
// returns false and sets t = -1. No motion is the static test; NaN never hits.

// The book's result of MovingSpherePlane (Chapter1/README.md names the fields and leaves them undefined):
// whether the sphere reaches the plane within the motion, the point of the plane it first touches, and the
// incident direction (the unit direction it moves in when it strikes; zero when it starts touching and does not
// move). t and normal (the plane's normal turned towards the side the sphere comes from) are this lab's.
struct CollisionResult {
  bool happened = false;
  Point point{0.0f};
  glm::vec3 incident{0.0f};
  float t = -1.0f;
  glm::vec3 normal{0.0f};
};
// Two-sided: the sphere touches the plane when its centre comes within its radius of it, from whichever side it
// starts on. Moving parallel or away misses; a degenerate plane or a negative radius misses.
CollisionResult MovingSpherePlane(const Sphere& sphere, const Plane& plane, const glm::vec3& velocity);
// Relative motion (b's velocity subtracted from a's, so b stands still): a's centre against a sphere of radius
// ra + rb around b's centre, a quadratic in t. Equal velocities give the static test.
bool MovingSphereSphere(const Sphere& a, const glm::vec3& velocity_a, const Sphere& b, const glm::vec3& velocity_b,
                        float& t);
// The centre against the box grown by the radius with rounded edges and corners (their Minkowski sum): the grown
// box first, then, when its entry point is in an edge or corner region, the edges' capsules (Ericson 5.5.7). A
// path past the grown box's square corner, where the sphere passes by, misses.
bool MovingSphereAABB(const Sphere& sphere, const glm::vec3& velocity, const AABB& aabb, float& t);
// Relative motion (the book's "subtract A's motion": a stands still and b moves by velocity_b - velocity_a), then
// per axis the times the spans start and stop overlapping; the latest start, if before the earliest stop. An
// inverted box (min > max on an axis) is empty and meets nothing, here and in MovingAABBPlane.
bool MovingAABBAABB(const AABB& a, const glm::vec3& velocity_a, const AABB& b, const glm::vec3& velocity_b, float& t);
// Two-sided, like MovingSpherePlane: the box's projection on the normal (the sum of |normal_i| * half extent_i)
// makes it a sphere of that radius around its centre.
bool MovingAABBPlane(const AABB& aabb, const glm::vec3& velocity, const Plane& plane, float& t);

// The searches sample or bisect the motion instead of solving it. Each asks a test about the motion, s in [0, 1]
// being the fraction done, returns the s it settles on (-1 when it finds nothing) and counts the tests it made
// (their cost). None tests s = 0: the start is the previous frame's end, already resolved. None makes more than
// kMaxSearchTests tests: finer slices or steps are widened to fit.
using OverlapsAt = Function<bool(float s)>;                   // do the shapes meet at s?
using MayMeetBetween = Function<bool(float from, float to)>;  // false only if they cannot meet in [from, to]
// Time slicing (the book's loop, fixed): the frame of frame_time seconds cut into slices of at most max_slice
// seconds, the shapes tested at each slice's end. The first end where they meet; a contact that begins and
// ends within one slice is missed. The book's loop never resets the time left per object (so only the first
// object moves) and passes the time left, not the slice.
float TimeSlicingSearch(const OverlapsAt& overlaps, float frame_time, float max_slice, int& tests);
// Linear impact search: the motion in `steps` equal steps, tested at each step's end. Its cost grows with the
// speed, as the step must stay shorter than the thinnest thing to hit.
float LinearImpactSearch(const OverlapsAt& overlaps, int steps, int& tests);
// Binary impact search: may_meet bounds the motion over an interval (the book bounds its start and end
// positions); an interval it rules out holds no contact, any other is halved, first half first, until it is no
// longer than min_step (the book: the moving shape's size, as a fraction of the motion). Returns the start of the
// first such interval: at most min_step before the first contact, when may_meet is a true bound that tightens to
// the shapes themselves as the interval shrinks. At most kMaxSearchTests tests: past them, the start of the
// earliest interval not yet ruled out (a possible contact, never a missed one).
float BinaryImpactSearch(const MayMeetBetween& may_meet, float min_step, int& tests);

// ---- Chapter 12: more shapes (the tutorial's chapter 7 lays out the OBB, capsule and cylinder in prose): the
// oriented box, the capsule, the cylinder, and one separating-axis test for any convex shape. The book's OBB
// fields Position, Extents and Orientation are OBB's center, half_extents and axes (columns). Touching counts
// unless a declaration says otherwise; NaN never makes a hit; a negative radius or extent meets nothing.

// True when point is strictly inside the box; a point on a face is outside (as PointInAABB).
bool PointInOBB(const OBB& obb, const Point& point);
// The point of the solid box nearest to point: its local coordinates clamped to the extents.
Point ClosestPoint(const OBB& obb, const Point& point);
bool Intersects(const OBB& obb, const Sphere& sphere);
bool Intersects(const Sphere& sphere, const OBB& obb);
// False for a degenerate plane.
bool Intersects(const OBB& obb, const Plane& plane);
bool Intersects(const Plane& plane, const OBB& obb);
// Separating axes: the 3 axes of each box and the 9 cross products (15), in double; only an exactly zero
// cross product (parallel axes, covered by the face axes) is skipped, so long boxes at tiny angles separate.
bool Intersects(const OBB& a, const OBB& b);
bool Intersects(const OBB& obb, const AABB& aabb);
bool Intersects(const AABB& aabb, const OBB& obb);
// Separating axes: the box's 3, the triangle's normal and the 9 cross products of box axes with edges (13). A
// degenerate triangle is tested as its segment or point.
bool Intersects(const OBB& obb, const Triangle& triangle);
bool Intersects(const Triangle& triangle, const OBB& obb);
// The slab test in the box's frame. Same t rules as every raycast (an origin inside gives the exit point).
bool Raycast(const Ray& ray, const OBB& obb, float& t);

// The closest points of two segments (Ericson 5.1.9, clamped): on_a on a, on_b on b; returns the distance
// between them. Parallel segments give one of the closest pairs; a zero-length segment is its point.
float ClosestPoints(const Line& a, const Line& b, Point& on_a, Point& on_b);
// A capsule meets a shape when the shape comes within the radius of its segment.
bool Intersects(const Capsule& capsule, const Sphere& sphere);
bool Intersects(const Sphere& sphere, const Capsule& capsule);
bool Intersects(const Capsule& a, const Capsule& b);
// The segment's distance to the triangle (zero where it passes through it), within the radius.
bool Intersects(const Capsule& capsule, const Triangle& triangle);
bool Intersects(const Triangle& triangle, const Capsule& capsule);
// The segment's distance to the solid box (a convex function along the segment, minimised by golden-section
// search in double), within the radius.
bool Intersects(const Capsule& capsule, const AABB& aabb);
bool Intersects(const AABB& aabb, const Capsule& capsule);
// The first point of the surface: the side of the cylinder between the ends, or an end's sphere. Same t rules.
bool Raycast(const Ray& ray, const Capsule& capsule, float& t);

// Inside or on the solid cylinder (touching counts): within the radius of the axis, between the caps. A
// zero-length axis holds no point.
bool PointInCylinder(const Cylinder& cylinder, const Point& point);
// The first point of the solid cylinder's surface, its flat caps included. Same t rules. A zero-length axis
// has no volume and no ray hits it.
bool Raycast(const Ray& ray, const Cylinder& cylinder, float& t);

// The generic separating-axis test (the book's generic_sat.md, made concrete): a convex shape described by its
// vertices (to project), its distinct face normals and its edges (whose cross products are the other
// candidate axes). Axes parallel to one already tested are tested once. Where the cross products cannot
// separate, Intersects adds more: a flat shape's in-plane edge normals, and for two shapes with no faces
// (segments, points) the book's robust fallback (the normal to an edge towards the other shape), the edges'
// directions and the lines between vertices.
struct SatShape {
  std::vector<Point> vertices;
  std::vector<glm::vec3> face_normals;  // distinct directions: a box has 3
  std::vector<Line> edges;              // distinct directions: a box has 3, a triangle 3, a segment 1
};
SatShape SatShapeOf(const AABB& aabb);
SatShape SatShapeOf(const OBB& obb);
SatShape SatShapeOf(const Triangle& triangle);
SatShape SatShapeOf(const Line& segment);
// The span of the shape's vertices along axis.
Interval GetInterval(const SatShape& shape, const glm::vec3& axis);
// The candidate axes the test tries, each direction once (kParallelAxisSinSquared decides "parallel"): the
// book's table counts them (OBB-OBB 15, triangle-OBB 13, triangle-triangle 11, segment-OBB 6, segment-triangle
// 4, AABB-AABB 3).
std::vector<glm::vec3> CandidateAxes(const SatShape& a, const SatShape& b);
// True when no candidate axis separates the shapes (touching intervals overlap).
bool Intersects(const SatShape& a, const SatShape& b);

// ---- Chapter 13: GJK and EPA (beyond the tutorial: Gilbert, Johnson and Keerthi 1988; van den Bergen 2001;
// what Jolt, Bullet and Box2D v3 decide convex pairs with). A convex shape is known only by its support
// function, its point farthest along a direction. GJK walks a simplex (1 to 4 points) of the Minkowski
// difference A - B towards the origin: the shapes meet when A - B holds the origin, and otherwise its point
// nearest the origin is the vector between their closest points. EPA grows a polytope inside A - B out to the
// face nearest the origin: the depth and direction of the penetration. Both work in double; NaN meets nothing.

// The point of the shape farthest along direction (on a tie, any one of the farthest). A zero or NaN direction
// gives some point of the shape. A cylinder's support lies on a cap's rim; a polyhedron's or a point set's is
// one of its vertices (the point set stands for its convex hull).
Point Support(const Sphere& sphere, const glm::vec3& direction);
Point Support(const AABB& aabb, const glm::vec3& direction);
Point Support(const OBB& obb, const glm::vec3& direction);
Point Support(const Capsule& capsule, const glm::vec3& direction);
Point Support(const Cylinder& cylinder, const glm::vec3& direction);
Point Support(const Triangle& triangle, const glm::vec3& direction);
Point Support(const ConvexPolyhedron& polyhedron, const glm::vec3& direction);
Point Support(const std::vector<Point>& points, const glm::vec3& direction);

// Any convex shape, as GJK sees it: its support function and a point inside it (where the search starts).
struct ConvexShape {
  Function<Point(const glm::vec3&)> support;
  Point centre{0.0f};
};
ConvexShape ConvexShapeOf(const Sphere& sphere);
ConvexShape ConvexShapeOf(const AABB& aabb);
ConvexShape ConvexShapeOf(const OBB& obb);
ConvexShape ConvexShapeOf(const Capsule& capsule);
ConvexShape ConvexShapeOf(const Cylinder& cylinder);
ConvexShape ConvexShapeOf(const Triangle& triangle);
ConvexShape ConvexShapeOf(const ConvexPolyhedron& polyhedron);
ConvexShape ConvexShapeOf(std::vector<Point> points);  // their convex hull; no points is no shape
// (A negative radius or extent, or an inverted box, is no shape either: it meets nothing.)

// One iteration of GJK, for the sample that steps through them: the simplex after it (points of A - B) and
// its point nearest the origin.
struct GjkStep {
  std::vector<Point> simplex;
  Point closest{0.0f};
};
struct GjkResult {
  bool intersects = false;       // touching counts: apart by no more than kGjkRelativeTolerance of their size
  float distance = 0.0f;         // between the shapes; 0 when they intersect, NaN for NaN input
  Point on_a{0.0f}, on_b{0.0f};  // the closest points when apart (on_b - on_a has length distance)
  int iterations = 0;            // support points fetched; at most kGjkMaxIterations
  std::vector<GjkStep> steps;    // filled only when asked for
};
// GJK distance: stops when a support point improves the distance by less than kGjkRelativeTolerance of it, when
// the simplex encloses the origin (or comes within that tolerance of it: touching), or at kGjkMaxIterations.
GjkResult Gjk(const ConvexShape& a, const ConvexShape& b, bool record_steps = false);
// GJK's yes or no (touching counts).
bool Intersects(const ConvexShape& a, const ConvexShape& b);

struct Penetration {
  bool intersects = false;       // false when the shapes are apart (then the rest is zero)
  glm::vec3 normal{0.0f};        // unit: moving b by depth * normal (or a by -depth * normal) separates them
  float depth = 0.0f;            // 0 when they only touch
  Point on_a{0.0f}, on_b{0.0f};  // the deepest points: on_b + depth * normal = on_a, within the tolerance
  int iterations = 0;            // GJK's and EPA's support points; EPA's at most kEpaMaxIterations
};
// EPA, from GJK's enclosing simplex: the face of A - B nearest the origin, refined until a support point comes
// within kEpaRelativeTolerance of it; never long. Flat shapes in one plane penetrate by 0.
Penetration Epa(const ConvexShape& a, const ConvexShape& b);

// ---- Convenience overloads for every raycast ------------------------------------------------------------

// Any shape X with a Raycast(Ray, X, float&) above. (Declared last, so templates see every overload.)
template <class X>
concept Raycastable = requires(const Ray& ray, const X& shape, float& t) {
  { Raycast(ray, shape, t) } -> std::same_as<bool>;
};

// Convenience: t on a hit, -1 on a miss.
template <Raycastable X>
float Raycast(const Ray& ray, const X& shape) {
  float t = -1.0f;
  return Raycast(ray, shape, t) ? t : -1.0f;
}

// Convenience: the hit point. On a miss it returns false and leaves hit unchanged.
template <Raycastable X>
bool Raycast(const Ray& ray, const X& shape, Point& hit) {
  float t = -1.0f;
  if (!Raycast(ray, shape, t)) return false;
  hit = ray.At(t);
  return true;
}

}  // namespace lab::Collisions
