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

#include "collisions/epsilon.hpp"
#include "primitives/primitives.hpp"

namespace lab {
class Model;     // collisions/models.hpp
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
// edges), and for coplanar triangles the 6 in-plane edge normals; touching counts.
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

// ---- Chapter 7: swept spheres (the seed's ellipsoid collision, in ellipsoid space where the ellipsoid is a
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

// The seed's method, for comparison: the point of the sphere nearest the plane is cast along the velocity
// onto the plane; if that point is in the triangle it is the contact, else the triangle's closest point to
// it is cast back along -velocity onto the sphere. One-sided (the centre must be in front of the face), and
// it misses some edge and vertex hits the complete test finds (see the SweepMethods sample). When the
// plane already cuts the sphere, the plane point is the centre's projection and t is 0. Same miss result.
bool SweepTestPlaneFirst(const Sphere& sphere, const glm::vec3& velocity, const Triangle& triangle, SweepHit& hit);

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
