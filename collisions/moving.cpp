// Chapter 11: moving objects. The tutorial's "dynamic intersections" chapter describes tunnelling and its cures in
// prose (time slicing, linear and binary impact search, relative motion, MovingSpherePlane) and writes no code;
// this is that code: the exact swept tests and the three searches.
#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>
#include <vector>

#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include "collisions/collisions.hpp"
#include "collisions/detail.hpp"

namespace lab::Collisions {

using detail::HasNaN;

namespace {

// SOLUTION HELPER BEGIN
// The first s in [0, 1] where a point moving from start by motion is within radius of the segment p-q: the time
// it enters the capsule, the union of the two end spheres and the side of the cylinder between them (the first
// entry into a union is the earliest entry into any part). False when it never enters. In double, so squares of
// coordinates up to 1e15 neither overflow nor lose the small differences that decide a graze.
bool EnterCapsule(const glm::dvec3& start, const glm::dvec3& motion, const glm::dvec3& p, const glm::dvec3& q,
                  double radius, double& s) {
  double first = std::numeric_limits<double>::infinity();
  // The first root in [0, 1] of |m + s d|^2 = radius^2, where m and d may be the components off an axis.
  const auto enter = [&](const glm::dvec3& m, const glm::dvec3& d, double& root) {
    const double a = glm::dot(d, d), b = glm::dot(m, d), c = glm::dot(m, m) - radius * radius;
    if (c <= 0.0) {
      root = 0.0;
      return true;
    }
    if (!(a > 0.0) || b >= 0.0) return false;  // still, or moving away
    const double discriminant = b * b - a * c;
    if (discriminant < 0.0) return false;
    root = (-b - std::sqrt(discriminant)) / a;
    return root <= 1.0;
  };
  double root = 0.0;
  for (const glm::dvec3& end : {p, q}) {
    if (enter(start - end, motion, root)) first = std::min(first, root);
  }
  const glm::dvec3 axis = q - p;
  const double axis_squared = glm::dot(axis, axis);
  if (axis_squared > 0.0) {
    const auto off_axis = [&](const glm::dvec3& v) { return v - axis * (glm::dot(v, axis) / axis_squared); };
    if (enter(off_axis(start - p), off_axis(motion), root)) {
      const double along = glm::dot(start - p + motion * root, axis) / axis_squared;
      if (along >= 0.0 && along <= 1.0) first = std::min(first, root);
    }
  }
  if (!(first <= 1.0)) return false;
  s = first;
  return true;
}

// The corner of the box picked by the bits of which: bit i set takes max on axis i, clear takes min.
glm::dvec3 Corner(const AABB& box, int which) {
  return {(which & 1) ? box.max.x : box.min.x, (which & 2) ? box.max.y : box.min.y,
          (which & 4) ? box.max.z : box.min.z};
}

// Where a point moving from start by motion enters the box (slab test over s in [0, 1]); 0 when it starts inside.
bool EnterBox(const glm::dvec3& start, const glm::dvec3& motion, const glm::dvec3& low, const glm::dvec3& high,
              double& s) {
  double enter = 0.0, leave = 1.0;
  for (int i = 0; i < 3; ++i) {
    if (motion[i] == 0.0) {
      if (start[i] < low[i] || start[i] > high[i]) return false;
      continue;
    }
    double near = (low[i] - start[i]) / motion[i], far = (high[i] - start[i]) / motion[i];
    if (near > far) std::swap(near, far);
    enter = std::max(enter, near);
    leave = std::min(leave, far);
    if (enter > leave) return false;
  }
  s = enter;
  return true;
}

// The first t in [0, 1] at which a shape reaching `reach` from centre along the plane's normal (a sphere's
// radius, a box's projected half size) touches the plane, moving by velocity, from the side it starts on
// (facing: the normal towards that side). In double: the distance's rounding would otherwise decide a touch at
// large coordinates. False when it moves parallel or away, or arrives after t = 1.
bool SweepToPlane(const glm::dvec3& centre, double reach, const glm::dvec3& velocity, const Plane& plane, double& t,
                  glm::dvec3& facing) {
  const glm::dvec3 normal(plane.normal);
  const double distance = glm::dot(normal, centre) - double(plane.distance);
  facing = distance >= 0.0 ? normal : -normal;
  const double gap = std::abs(distance) - reach;
  t = 0.0;
  if (gap > 0.0) {
    const double approach = -glm::dot(facing, velocity);  // closing speed, per unit of t
    if (!(approach > 0.0)) return false;                  // parallel, or moving away
    t = gap / approach;
    if (!(t <= 1.0)) return false;
  }
  return true;
}

bool IsInverted(const AABB& box) { return glm::any(glm::greaterThan(box.min, box.max)); }
// SOLUTION HELPER END

}  // namespace

CollisionResult MovingSpherePlane(const Sphere& sphere, const Plane& plane, const glm::vec3& velocity) {
  // SOLUTION BEGIN: return {};
  CollisionResult result;
  if (plane.IsDegenerate() || HasNaN(sphere.position) || HasNaN(velocity) || std::isnan(plane.distance) ||
      !(sphere.radius >= 0.0f)) {
    return result;
  }
  double t = 0.0;
  glm::dvec3 facing;
  if (!SweepToPlane(glm::dvec3(sphere.position), double(sphere.radius), glm::dvec3(velocity), plane, t, facing)) {
    return result;
  }
  const glm::dvec3 normal(plane.normal);
  const glm::dvec3 centre = glm::dvec3(sphere.position) + glm::dvec3(velocity) * t;
  result.happened = true;
  result.t = static_cast<float>(t);
  // Where it touches: the centre's projection onto the plane (the surface point when it starts cutting it).
  result.point = Point(centre - normal * (glm::dot(normal, centre) - double(plane.distance)));
  result.incident = NormalizeOrZero(velocity);
  result.normal = glm::vec3(facing);
  return result;
  // SOLUTION END
}

bool MovingSphereSphere(const Sphere& a, const glm::vec3& velocity_a, const Sphere& b, const glm::vec3& velocity_b,
                        float& t) {
  // SOLUTION BEGIN: t = -1.0f; return false;
  t = -1.0f;
  if (HasNaN(a.position) || HasNaN(b.position) || HasNaN(velocity_a) || HasNaN(velocity_b)) return false;
  if (!(a.radius >= 0.0f) || !(b.radius >= 0.0f)) return false;
  // b stands still; a moves by the difference. |s - v t| = ra + rb, with s from a's centre to b's.
  const glm::dvec3 s = glm::dvec3(b.position) - glm::dvec3(a.position);
  const glm::dvec3 v = glm::dvec3(velocity_a) - glm::dvec3(velocity_b);
  const double reach = double(a.radius) + double(b.radius);
  const double c = glm::dot(s, s) - reach * reach;
  if (c <= 0.0) {  // already touching
    t = 0.0f;
    return true;
  }
  const double vv = glm::dot(v, v), closing = glm::dot(v, s);
  if (!(vv > 0.0) || closing <= 0.0) return false;  // no relative motion, or moving apart
  const double discriminant = closing * closing - vv * c;
  if (discriminant < 0.0) return false;  // they pass each other
  const double first = (closing - std::sqrt(discriminant)) / vv;
  if (!(first <= 1.0)) return false;
  t = static_cast<float>(first);
  return true;
  // SOLUTION END
}

bool MovingSphereAABB(const Sphere& sphere, const glm::vec3& velocity, const AABB& aabb, float& t) {
  // SOLUTION BEGIN: t = -1.0f; return false;
  t = -1.0f;
  if (HasNaN(sphere.position) || HasNaN(velocity) || HasNaN(aabb.min) || HasNaN(aabb.max)) return false;
  if (!(sphere.radius >= 0.0f)) return false;
  if (Intersects(sphere, aabb)) {
    t = 0.0f;
    return true;
  }
  const glm::dvec3 start(sphere.position), motion(velocity), low(aabb.min), high(aabb.max);
  const double radius = sphere.radius;
  double s = 0.0;
  if (!EnterBox(start, motion, low - radius, high + radius, s)) return false;  // misses even the square box
  // Which faces' outer sides the entry point is on: one (or none) is a face of the grown box, where the square
  // box is right; two is an edge and three a corner, where the grown box is rounded.
  const glm::dvec3 entry = start + motion * s;
  int below = 0, above = 0;
  for (int i = 0; i < 3; ++i) {
    if (entry[i] < low[i]) below |= 1 << i;
    if (entry[i] > high[i]) above |= 1 << i;
  }
  const int outside = below | above;
  if ((outside & (outside - 1)) == 0) {  // zero or one bit: a face
    t = static_cast<float>(s);
    return true;
  }
  double first = std::numeric_limits<double>::infinity(), edge_s = 0.0;
  if (outside == 7) {  // a corner: the three edges leaving it
    for (const int axis : {1, 2, 4}) {
      if (EnterCapsule(start, motion, Corner(aabb, above), Corner(aabb, above ^ axis), radius, edge_s)) {
        first = std::min(first, edge_s);
      }
    }
  } else {  // an edge: the one along the axis the entry point is within
    const int along = 7 ^ outside;
    if (EnterCapsule(start, motion, Corner(aabb, above), Corner(aabb, above | along), radius, edge_s)) first = edge_s;
  }
  if (!(first <= 1.0)) return false;
  t = static_cast<float>(first);
  return true;
  // SOLUTION END
}

bool MovingAABBAABB(const AABB& a, const glm::vec3& velocity_a, const AABB& b, const glm::vec3& velocity_b, float& t) {
  // SOLUTION BEGIN: t = -1.0f; return false;
  t = -1.0f;
  if (HasNaN(a.min) || HasNaN(a.max) || HasNaN(b.min) || HasNaN(b.max) || HasNaN(velocity_a) || HasNaN(velocity_b)) {
    return false;
  }
  if (IsInverted(a) || IsInverted(b)) return false;  // empty
  if (Intersects(a, b)) {
    t = 0.0f;
    return true;
  }
  const glm::dvec3 v = glm::dvec3(velocity_b) - glm::dvec3(velocity_a);  // a stands still
  double first = 0.0, last = 1.0;
  for (int i = 0; i < 3; ++i) {
    const double a_min = a.min[i], a_max = a.max[i], b_min = b.min[i], b_max = b.max[i];
    if (v[i] == 0.0) {
      if (b_max < a_min || b_min > a_max) return false;  // apart on this axis for good (Ericson omits this case)
      continue;
    }
    // The times b's span starts and stops overlapping a's along this axis.
    double enter = (a_min - b_max) / v[i], leave = (a_max - b_min) / v[i];
    if (enter > leave) std::swap(enter, leave);
    first = std::max(first, enter);
    last = std::min(last, leave);
    if (first > last) return false;
  }
  t = static_cast<float>(first);
  return true;
  // SOLUTION END
}

bool MovingAABBPlane(const AABB& aabb, const glm::vec3& velocity, const Plane& plane, float& t) {
  // SOLUTION BEGIN: t = -1.0f; return false;
  t = -1.0f;
  if (HasNaN(aabb.min) || HasNaN(aabb.max) || HasNaN(velocity) || IsInverted(aabb)) return false;
  if (plane.IsDegenerate() || std::isnan(plane.distance)) return false;
  // The box's centre and its reach along the normal, in double as MovingSpherePlane's sphere.
  const glm::dvec3 low(aabb.min), high(aabb.max);
  const double reach = glm::dot((high - low) * 0.5, glm::abs(glm::dvec3(plane.normal)));
  double s = 0.0;
  glm::dvec3 facing;
  if (!SweepToPlane((low + high) * 0.5, reach, glm::dvec3(velocity), plane, s, facing)) return false;
  t = static_cast<float>(s);
  return true;
  // SOLUTION END
}

float TimeSlicingSearch(const OverlapsAt& overlaps, float frame_time, float max_slice, int& tests) {
  // SOLUTION BEGIN: tests = 0; return -1.0f;
  tests = 0;
  if (!(frame_time > 0.0f) || !(max_slice > 0.0f) || !std::isfinite(frame_time)) return -1.0f;
  // Counted, not accumulated: adding 0.033 twenty times does not make 0.66 in float.
  const double whole = double(frame_time) / double(max_slice);
  const double slices = std::min(std::ceil(whole - double(kSliceCountTolerance)), double(kMaxSearchTests));
  const int count = std::max(1, static_cast<int>(slices));
  for (int slice = 1; slice <= count; ++slice) {
    const float s = static_cast<float>(slice) / static_cast<float>(count);
    ++tests;
    if (overlaps(s)) return s;
  }
  return -1.0f;
  // SOLUTION END
}

float LinearImpactSearch(const OverlapsAt& overlaps, int steps, int& tests) {
  // SOLUTION BEGIN: tests = 0; return -1.0f;
  tests = 0;
  steps = std::clamp(steps, 1, kMaxSearchTests);
  for (int step = 1; step <= steps; ++step) {
    const float s = static_cast<float>(step) / static_cast<float>(steps);
    ++tests;
    if (overlaps(s)) return s;
  }
  return -1.0f;
  // SOLUTION END
}

float BinaryImpactSearch(const MayMeetBetween& may_meet, float min_step, int& tests) {
  // SOLUTION BEGIN: tests = 0; return -1.0f;
  tests = 0;
  // No finer than 2^-20: a slow bound could otherwise halve until float runs out. The test cap below is the hard
  // limit (a bound that rules nothing out until the finest level would look at 2^21 - 1 intervals).
  const float finest = 1.0f / static_cast<float>(kMaxSearchTests);
  if (!(min_step >= finest)) min_step = finest;
  // Depth first, the earlier half on top, so the first small interval not ruled out is the earliest.
  std::vector<std::pair<float, float>> pending = {{0.0f, 1.0f}};
  while (!pending.empty()) {
    const auto [from, to] = pending.back();
    if (tests == kMaxSearchTests) return from;  // out of tests: the earliest interval not ruled out may hold one
    pending.pop_back();
    ++tests;
    if (!may_meet(from, to)) continue;
    if (to - from <= min_step) return from;
    const float middle = 0.5f * (from + to);
    pending.emplace_back(middle, to);
    pending.emplace_back(from, middle);
  }
  return -1.0f;
  // SOLUTION END
}

}  // namespace lab::Collisions
