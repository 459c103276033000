// Every tolerance the Collisions functions use, each named and explained once. Lengths in the lab are of
// order 0.1 to 100 units, so absolute tolerances are sized for that range. A function's comment in
// collisions.hpp says which of these it uses and whether touching counts.
#pragma once

namespace lab::Collisions {

// PointOnPlane, PointInTriangle (the plane part) and Intersects(Triangle, Plane): a point this close to a
// plane is on it. |dot(n, p) - d| must be below this. The tutorial's data puts an "on the plane" point at
// 7.2e-7 from the plane (float rounding of the printed coordinates) and the nearest "off" point at 0.33,
// so anything from 1e-6 to 0.3 separates them; 1e-5 is float rounding at magnitude ~100.
inline constexpr float kPointOnPlaneEpsilon = 1e-5f;

// PointOnLine / PointOnRay: the point must lie within this distance of the segment or ray. Same reasoning
// as kPointOnPlaneEpsilon: it absorbs float rounding of coordinates up to ~100, nothing more.
inline constexpr float kPointOnLineEpsilon = 1e-5f;

// Intersects(Plane, Plane): planes whose unit normals satisfy |cross(n1, n2)|^2 <= this are parallel
// (angle below ~0.57 degrees). This is the tutorial's value; a smaller one would report "intersecting"
// for planes whose line of intersection lies thousands of units away.
inline constexpr float kParallelPlanesSinSquared = 1e-4f;

// Intersection(Plane, Plane, Plane): the three unit normals span a volume dot(n1, cross(n2, n3)); below
// this the planes share no single point (two are parallel, or all three contain one direction).
inline constexpr float kThreePlaneDeterminantEpsilon = 1e-6f;

// Separating-axis tests in float (triangles, polyhedra, the generic test's candidates): a candidate axis
// cross(a, b) with |a x b|^2 <= this * |a|^2 |b|^2 (the edges are parallel within ~0.006 degrees) is too short
// to project onto reliably; the robust fallback axis is used instead. (The OBB tests work in double and skip
// only exact zeros.) Relative, so it does not depend on the triangles' size. CollideAndSlide uses it too: two unit
// contact normals this close to parallel make no crease to slide along.
inline constexpr float kParallelAxisSinSquared = 1e-8f;

// Raycast(Ray, Triangle): a ray whose direction makes |sin| below this with the triangle's plane runs
// along the plane and misses (a triangle has no thickness to hit edge-on).
inline constexpr float kRayParallelSin = 1e-6f;

// SweepTest's edge quadratic: motion whose squared sine with an edge is below this (relative, in double) runs
// along the edge; its cylinder's side is then never crossed and the end vertices decide. Double precision
// keeps the quadratic exact far below this.
inline constexpr double kSweepParallelEdgeSinSquared = 1e-12;

// CollideAndSlide: a contact whose normal is within this cosine of the touched face's normal (about 0.8
// degrees) is on the face's inside; any other is on an edge or vertex (a stair's nose).
inline constexpr float kFaceContactCos = 0.9999f;

// CollideAndSlide: a move shorter than this fraction of very_close is nothing left to slide (it would be
// below float resolution at level coordinates).
inline constexpr float kNegligibleSlideFraction = 1e-3f;

// ---- Chapters 8 to 10. ClassifyPoint, the polygons and the polyhedra reuse kPointOnPlaneEpsilon (a point
// this close to a plane is on it) and kPointOnLineEpsilon (a point this close to an edge is on it).

// PointInTriangleAngleSum's default: the point-plane article's 0.1 radian, meant to absorb float rounding. It is far
// looser than that: it accepts outside points up to about edge length / 80 from an edge (the InsideTests sample).
inline constexpr float kSeedAngleSumTolerance = 0.1f;

// PointInTriangleBarycentric and PointInTriangleEdgeSides: a barycentric coordinate down to minus this counts
// as zero (on the edge). Relative to the triangle's size, so it means the same for every triangle: about 1e-6
// of the height over that edge, a few float ulps.
inline constexpr float kBarycentricEpsilon = 1e-6f;

// ConvexHull: a point closer than this times the point set's extent to a face's plane is on it, not outside.
// Float input rounds at ~6e-8 relative; 1e-6 keeps points that are coplanar up to rounding from making
// sliver faces, and is far below any feature worth a face.
inline constexpr double kHullRelativeEpsilon = 1e-6;

// ConvexHull: two faces whose unit normals' dot product exceeds this (an angle under ~0.003 degrees), with
// offsets within the hull's epsilon, are one face split into triangles, and are merged into one polygon.
inline constexpr double kHullCoplanarFaceCos = 1.0 - 1e-9;

// ConvexDecomposition: a vertex whose unit edges turn by a sine below this (~6e-8 degrees) is straight, not
// reflex. A cut whose far end lands within this fraction of an edge's length from its end goes to that
// vertex (kCutSnapToVertex) instead of making a sliver. Both relative, in double.
inline constexpr double kStraightTurnSin = 1e-9;
inline constexpr double kCutSnapToVertex = 1e-9;

// PointInMesh: a parity ray that passes within this barycentric distance of a triangle's edge or vertex, or
// meets a triangle at a squared sine below kParallelAxisSinSquared, might be counted once or twice; the
// test throws the ray away and casts along the next direction.
inline constexpr double kParityEdgeMargin = 1e-5;

// Chapter 11's searches: a frame that is a whole number of slices up to rounding (0.66 s in slices of 0.033 s,
// neither exact in binary) is that many slices, not one more sliver of 1e-9 s.
inline constexpr float kSliceCountTolerance = 1e-4f;
// The most tests a search makes (a step of about 1e-6 of the motion): a finer slice or step is widened, so a
// search of a tiny step cannot run for minutes.
inline constexpr int kMaxSearchTests = 1 << 20;

// GJK (chapter 13): it stops when a support point brings the distance down by less than this fraction (of the
// distance, or of the Minkowski difference's size once the distance is smaller than that): distances are good
// to about 1e-6 relative, and shapes this close count as touching. Double arithmetic keeps it far from rounding.
inline constexpr double kGjkRelativeTolerance = 1e-6;
// GJK's cap on support points: polytopes converge in a handful, round shapes in 10 to 30 at the tolerance above.
inline constexpr int kGjkMaxIterations = 64;
// EPA stops when the support point along the nearest face's normal lies within this fraction of that face's
// distance (or of the shapes' size): the depth of round shapes, which EPA can only approach face by face, is
// good to 1e-3; polytopes come out exact.
inline constexpr double kEpaRelativeTolerance = 1e-3;
// EPA's cap on support points, a guard against a loop rather than a limit on precision: round shapes whose
// centres nearly coincide have every face of the polytope about equally near, so EPA must refine the whole
// surface until a face's sag is under the tolerance (about 2 / kEpaRelativeTolerance points for a sphere centred
// on the origin: the near-concentric pairs tested need up to 1,239); a cap of 128 stopped them up to 2% short.
inline constexpr int kEpaMaxIterations = 2048;

// The production BVH (collisions/bvh.cpp, beyond the Collisions functions) names and explains its own:
// kSlabRounding and kDoubleSlabRounding (its box tests' rounding allowance) and kEdgeFilter (an edge value the
// watertight test's float arithmetic cannot call, decided in double).
// Intersects(Triangle, Triangle) runs Moller's float test first, and trusts it only where every quantity clears
// its threshold by kMollerClearance of the coordinates' size and by far more than its own rounding
// (kMollerDistanceRounding; collisions/triangles.cpp explains both); elsewhere it decides exactly, with no
// tolerance: the signs of orientation determinants of the float corners, in double where Shewchuk's error bounds
// allow, else in 128-bit integers or exact sums of doubles.

}  // namespace lab::Collisions
