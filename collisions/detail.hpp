// Small helpers shared by the Collisions implementation files (not part of the public API).
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>

#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include "collisions/collisions.hpp"
// SOLUTION HELPER BEGIN
#include "collisions/simd.hpp"  // MaxOrSecond, MinOrSecond for the book BVH's node test
// SOLUTION HELPER END

namespace lab::Collisions::detail {

inline bool HasNaN(const glm::vec3& v) { return std::isnan(v.x) || std::isnan(v.y) || std::isnan(v.z); }
inline bool HasNaN(const Triangle& t) { return HasNaN(t.p0) || HasNaN(t.p1) || HasNaN(t.p2); }

// A hit distance ahead of the origin and finite: t in (+0 included) [0, inf). As bits, a float there is below
// +inf's, and NaN, negatives and -0 (which a caller makes +0 first where it can arise) are above: one integer
// comparison in place of three float ones.
inline bool IsAheadAndFinite(float t) {
  return std::bit_cast<std::uint32_t>(t) < std::bit_cast<std::uint32_t>(std::numeric_limits<float>::infinity());
}

// Sorts the first count entries of a tree's child list by their distance (.first), nearest first. Insertion sort:
// a node has at most 8 children, and std::sort's 16-entry insertion pass makes GCC warn of reads past the array.
template <class Entry, std::size_t N>
void SortNearestFirst(std::array<Entry, N>& entries, std::size_t count) {
  for (std::size_t i = 1; i < count; ++i) {
    const Entry entry = entries[i];
    std::size_t j = i;
    for (; j > 0 && entry.first < entries[j - 1].first; --j) entries[j] = entries[j - 1];
    entries[j] = entry;
  }
}

inline float LengthSquared(const glm::vec3& v) { return glm::dot(v, v); }

// A ray whose direction is zero or contains NaN meets nothing; neither does one whose origin has NaN.
inline bool IsUsable(const Ray& ray) {
  return !HasNaN(ray.position) && !HasNaN(ray.direction) && LengthSquared(ray.direction) > 0.0f;
}

// The distance at which the ray enters the solid box: 0 when it starts inside (or on it), else the
// raycast's t. False when it never does. For ordering the boxes of a tree nearest first.
inline bool EntryDistance(const Ray& ray, const AABB& box, float& entry) {
  if (ClosestPoint(box, ray.position) == ray.position) {
    entry = 0.0f;
    return true;
  }
  return Raycast(ray, box, entry);
}

// SOLUTION HELPER BEGIN
// Whether a box has NaN in it: one unordered comparison a pair of components.
inline bool HasNaN(const AABB& box) {
  return std::isunordered(box.min.x, box.max.x) | std::isunordered(box.min.y, box.max.y) |
         std::isunordered(box.min.z, box.max.z);
}

// A ray made ready once for slab tests against many boxes (the book BVH's nodes): its origin and the reciprocals
// of its direction's components, a zero made +0 first (-0 + 0 is +0) so that its reciprocal is +inf whichever
// zero it was.
struct SlabRay {
  Point origin;
  glm::vec3 inverse;
  explicit SlabRay(const Ray& ray) : origin(ray.position), inverse(1.0f / (ray.direction + 0.0f)) {}
};
// tests/benchmarks.cpp times the node test below where it exists (not in a hand-out).
#define LAB_BOOK_BVH_SLAB_RAY 1

// The book BVH's node test: the distance at which a usable ray (IsUsable) enters the solid box, 0 when it starts
// inside or on it, false when it never does: EntryDistance(Ray, AABB, float&)'s answers, with the reciprocals
// taken once a ray. It only decides which triangles are tested: NaN in the box makes its slab set no limit (a
// true the triangle tests then answer), so no NaN check is needed here. Along an axis the ray does not move on,
// the slab distances are -inf and +inf from inside the slab, both +inf or both -inf from outside it, and
// 0 * inf = NaN from one of its faces, which every comparison below passes over: the face counts. No branch:
// a ray's slab order is a coin toss from one node test to the next in the benchmark's random rays, and written
// as branches it cost 22 ns against the slab reference's 6.4 on a Zen 1, where minss and maxss take 7.3
// (tests/benchmarks.cpp; a predictor that learns the benchmark's 4,096-ray sequence hid it on another machine).
inline bool EntryDistance(const SlabRay& ray, const AABB& box, float& entry) {
  const glm::vec3 low = (box.min - ray.origin) * ray.inverse, high = (box.max - ray.origin) * ray.inverse;
  const glm::vec3 near = glm::min(low, high), far = glm::max(high, low);
  const float enter = std::max(std::max(MaxOrSecond(near.x, 0.0f), near.y), near.z);
  const float exit = std::min(std::min(MinOrSecond(far.x, std::numeric_limits<float>::infinity()), far.y), far.z);
  entry = enter;
  // A finite entry no later than the exit (an origin inside a box that is infinite along the ray enters at 0).
  return (enter <= exit) & (enter < std::numeric_limits<float>::infinity());
}

// Whether a triangle has an area to be inside of: its normal, in double (which neither overflows nor
// underflows for float corners), is neither zero, NaN nor infinite. The chapter 8 inside tests contain
// nothing otherwise: a zero-area triangle, NaN, or an infinite corner (whose arithmetic makes NaN).
inline bool HasFiniteArea(const Triangle& triangle) {
  const glm::dvec3 p0(triangle.p0);
  const glm::dvec3 normal = glm::cross(glm::dvec3(triangle.p1) - p0, glm::dvec3(triangle.p2) - p0);
  const double area_squared = glm::dot(normal, normal);
  return area_squared > 0.0 && area_squared < std::numeric_limits<double>::infinity();
}

// The parameters s and t in [0, 1] of the closest points of the segments a(s) = a0 + s da and b(t) = b0 + t db
// (Ericson's ClosestPtSegmentSegment, clamped), in double. Either may be a point; parallel segments give one of
// their closest pairs (from s = 0).
inline void ClosestSegmentParameters(const glm::dvec3& a0, const glm::dvec3& da, const glm::dvec3& b0,
                                     const glm::dvec3& db, double& s, double& t) {
  const glm::dvec3 r = a0 - b0;
  const double aa = glm::dot(da, da), ee = glm::dot(db, db), f = glm::dot(db, r);
  s = 0.0;
  t = 0.0;
  if (aa == 0.0 && ee == 0.0) return;
  if (aa == 0.0) {
    t = glm::clamp(f / ee, 0.0, 1.0);
    return;
  }
  const double c = glm::dot(da, r);
  if (ee == 0.0) {
    s = glm::clamp(-c / aa, 0.0, 1.0);
    return;
  }
  const double bb = glm::dot(da, db), denominator = aa * ee - bb * bb;
  s = denominator > 0.0 ? glm::clamp((bb * f - c * ee) / denominator, 0.0, 1.0) : 0.0;
  t = (bb * s + f) / ee;
  if (t < 0.0) {
    t = 0.0;
    s = glm::clamp(-c / aa, 0.0, 1.0);
  } else if (t > 1.0) {
    t = 1.0;
    s = glm::clamp((bb - c) / aa, 0.0, 1.0);
  }
}

// The shared body of every LineTest: cast a ray from start towards end and accept a hit no farther than
// the segment's length.
template <Raycastable Shape>
bool SegmentTest(const Line& line, const Shape& shape, Point& result) {
  const float length = line.Length();
  if (!(length > 0.0f)) return false;
  const Ray ray(line.start, line.ToVector());
  float t = -1.0f;
  if (!Raycast(ray, shape, t) || !(t <= length)) return false;
  result = ray.At(t);
  return true;
}

// The point-plane article's steps 4 to 6 for any plane (MovingPointTest against a triangle or a polygon): classify both
// ends; a move whose ends are on the same side, or both on the plane, crosses nothing. Otherwise the crossing
// point d1 / (d1 - d2) of the way from start (a ratio of distances: no normalized direction, no overshoot).
inline bool CrossingPoint(const Point& start, const Point& destination, const Plane& plane, Point& crossing) {
  if (plane.IsDegenerate() || HasNaN(start) || HasNaN(destination)) return false;
  const PlaneSide from = ClassifyPoint(start, plane);
  const PlaneSide to = ClassifyPoint(destination, plane);
  if (from == to) return false;
  if (from == PlaneSide::kOn) {
    crossing = start;
  } else if (to == PlaneSide::kOn) {
    crossing = destination;
  } else {
    const float d1 = DistanceFromPlane(start, plane);
    const float d2 = DistanceFromPlane(destination, plane);
    // Projected onto the plane, so float rounding of the interpolation cannot leave it off the plane.
    crossing = ClosestPoint(plane, start + (destination - start) * (d1 / (d1 - d2)));
  }
  return true;
}
// SOLUTION HELPER END

}  // namespace lab::Collisions::detail
