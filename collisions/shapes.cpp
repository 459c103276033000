// Chapter 12: more shapes. The tutorial's chapter 7 lays out the OBB, the capsule and the cylinder and says how to
// test them (move into the box's frame; a capsule is a sphere swept along a segment), and its generic_sat.md
// describes one separating-axis test for any shape. This is that code.
#include <algorithm>
#include <array>
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
using glm::dvec3;

namespace {

// SOLUTION HELPER BEGIN
using detail::HasNaN;  // the overloads below add to detail's, not hide them
bool HasNaN(const OBB& obb) {
  return HasNaN(obb.center) || HasNaN(obb.half_extents) || HasNaN(obb.axes[0]) || HasNaN(obb.axes[1]) ||
         HasNaN(obb.axes[2]);
}
bool HasNaN(const Line& line) { return HasNaN(line.start) || HasNaN(line.end); }
bool IsSolid(const OBB& obb) { return glm::all(glm::greaterThanEqual(obb.half_extents, glm::vec3(0.0f))); }

// The box's reach along axis: half the length of its projection.
double ProjectedRadius(const OBB& obb, const dvec3& axis) {
  double reach = 0.0;
  for (int i = 0; i < 3; ++i) reach += double(obb.half_extents[i]) * std::abs(glm::dot(dvec3(obb.axes[i]), axis));
  return reach;
}

// Whether axis separates the box from points (projected to an interval). A zero axis separates nothing.
template <std::size_t N>
bool SeparatesBoxFromPoints(const OBB& obb, const std::array<dvec3, N>& points, const dvec3& axis) {
  if (glm::dot(axis, axis) == 0.0) return false;
  const double centre = glm::dot(dvec3(obb.center), axis), reach = ProjectedRadius(obb, axis);
  double low = std::numeric_limits<double>::infinity(), high = -low;
  for (const dvec3& p : points) {
    low = std::min(low, glm::dot(p, axis));
    high = std::max(high, glm::dot(p, axis));
  }
  return low > centre + reach || high < centre - reach;
}

OBB BoxOf(const AABB& aabb) {
  OBB obb;
  obb.center = aabb.Center();
  obb.half_extents = aabb.Extents();
  return obb;
}

// The interval of t over which the ray (o + t d, d unit) is inside a shape; false when never.
struct Span {
  double enter = -std::numeric_limits<double>::infinity();
  double leave = std::numeric_limits<double>::infinity();
};
bool SphereSpan(const dvec3& origin, const dvec3& direction, const dvec3& centre, double radius, Span& span) {
  const dvec3 m = origin - centre;
  const double b = glm::dot(m, direction), c = glm::dot(m, m) - radius * radius;
  const double discriminant = b * b - c;
  if (!(discriminant >= 0.0)) return false;
  const double root = std::sqrt(discriminant);
  span = {-b - root, -b + root};
  return true;
}
// The solid cylinder with axis start-end: the infinite cylinder's span cut by the slab between the caps.
bool CylinderSpan(const dvec3& origin, const dvec3& direction, const dvec3& start, const dvec3& end, double radius,
                  Span& span) {
  const dvec3 axis = end - start;
  const double length_squared = glm::dot(axis, axis);
  if (!(length_squared > 0.0)) return false;
  const dvec3 m = origin - start;
  const auto off_axis = [&](const dvec3& v) { return v - axis * (glm::dot(v, axis) / length_squared); };
  const dvec3 m_off = off_axis(m), d_off = off_axis(direction);
  const double a = glm::dot(d_off, d_off), b = glm::dot(m_off, d_off), c = glm::dot(m_off, m_off) - radius * radius;
  Span side;
  if (a == 0.0) {  // along the axis: inside the tube everywhere or nowhere
    if (c > 0.0) return false;
  } else {
    const double discriminant = b * b - a * c;
    if (!(discriminant >= 0.0)) return false;
    const double root = std::sqrt(discriminant);
    side = {(-b - root) / a, (-b + root) / a};
  }
  // Where the point's projection onto the axis is between the caps (0 and 1 along it).
  const double along = glm::dot(m, axis) / length_squared, rate = glm::dot(direction, axis) / length_squared;
  Span slab;
  if (rate == 0.0) {
    if (along < 0.0 || along > 1.0) return false;
  } else {
    slab = {(0.0 - along) / rate, (1.0 - along) / rate};
    if (slab.enter > slab.leave) std::swap(slab.enter, slab.leave);
  }
  span = {std::max(side.enter, slab.enter), std::min(side.leave, slab.leave)};
  return span.enter <= span.leave;
}
// The raycast's answer from the span of a convex solid: the entry, or the exit from inside, never behind.
bool HitFromSpan(const Span& span, float& t) {
  if (!(span.leave >= 0.0)) return false;  // wholly behind the origin
  const float hit = static_cast<float>(span.enter >= 0.0 ? span.enter : span.leave);
  if (!std::isfinite(hit)) return false;
  t = hit + 0.0f;  // an entry at -0.0 (the origin on the surface) reports +0
  return true;
}

// Whether the segment start + s along (s in [0, 1]) meets the solid box: the slab test, inclusive, in double.
bool SegmentMeetsBox(const dvec3& start, const dvec3& along, const AABB& box) {
  double enter = 0.0, leave = 1.0;
  for (int i = 0; i < 3; ++i) {
    const double low = box.min[i], high = box.max[i];
    if (along[i] == 0.0) {
      if (start[i] < low || start[i] > high) return false;
      continue;
    }
    double near = (low - start[i]) / along[i], far = (high - start[i]) / along[i];
    if (near > far) std::swap(near, far);
    enter = std::max(enter, near);
    leave = std::min(leave, far);
    if (enter > leave) return false;
  }
  return true;
}

// The distance from point to the solid box, in double.
double DistanceToBox(const dvec3& point, const AABB& box) {
  return glm::length(point - glm::clamp(point, dvec3(box.min), dvec3(box.max)));
}

// Directions that are the same up to sign count once (kParallelAxisSinSquared).
void AddAxis(std::vector<glm::vec3>& axes, const dvec3& axis) {
  const double length_squared = glm::dot(axis, axis);
  if (!(length_squared > 0.0) || !std::isfinite(length_squared)) return;
  const dvec3 unit = axis / std::sqrt(length_squared);
  for (const glm::vec3& known : axes) {
    const dvec3 cross = glm::cross(dvec3(known), unit);
    if (glm::dot(cross, cross) < double(kParallelAxisSinSquared)) return;
  }
  axes.emplace_back(unit);
}
// SOLUTION HELPER END

}  // namespace

bool PointInOBB(const OBB& obb, const Point& point) {
  // SOLUTION BEGIN: return false;
  const glm::vec3 offset = point - obb.center;
  for (int i = 0; i < 3; ++i) {
    if (!(std::abs(glm::dot(offset, obb.axes[i])) < obb.half_extents[i])) return false;  // NaN: false too
  }
  return true;
  // SOLUTION END
}

Point ClosestPoint(const OBB& obb, const Point& point) {
  // SOLUTION BEGIN: return point;
  const glm::vec3 offset = point - obb.center;
  Point result = obb.center;
  for (int i = 0; i < 3; ++i) {
    const float extent = std::max(obb.half_extents[i], 0.0f);
    result += std::clamp(glm::dot(offset, obb.axes[i]), -extent, extent) * obb.axes[i];
  }
  return result;
  // SOLUTION END
}

bool Intersects(const OBB& obb, const Sphere& sphere) {
  // SOLUTION BEGIN: return false;
  if (HasNaN(obb) || HasNaN(sphere.position) || !IsSolid(obb) || !(sphere.radius >= 0.0f)) return false;
  // How far outside each slab the centre is, in the box's frame and in double: a centre inside is exactly 0 away
  // (rebuilding the closest point in world space would round it off the centre).
  const dvec3 offset = dvec3(sphere.position) - dvec3(obb.center);
  double outside_squared = 0.0;
  for (int i = 0; i < 3; ++i) {
    const double beyond = std::max(std::abs(glm::dot(offset, dvec3(obb.axes[i]))) - double(obb.half_extents[i]), 0.0);
    outside_squared += beyond * beyond;
  }
  return outside_squared <= double(sphere.radius) * double(sphere.radius);
  // SOLUTION END
}
bool Intersects(const Sphere& sphere, const OBB& obb) { return Intersects(obb, sphere); }

bool Intersects(const OBB& obb, const Plane& plane) {
  // SOLUTION BEGIN: return false;
  if (plane.IsDegenerate() || HasNaN(obb) || !IsSolid(obb) || std::isnan(plane.distance)) return false;
  const dvec3 normal(plane.normal);
  const double distance = glm::dot(normal, dvec3(obb.center)) - double(plane.distance);
  return std::abs(distance) <= ProjectedRadius(obb, normal);
  // SOLUTION END
}
bool Intersects(const Plane& plane, const OBB& obb) { return Intersects(obb, plane); }

bool Intersects(const OBB& a, const OBB& b) {
  // SOLUTION BEGIN: return false;
  if (HasNaN(a) || HasNaN(b) || !IsSolid(a) || !IsSolid(b)) return false;
  const dvec3 between = dvec3(b.center) - dvec3(a.center);
  const auto separates = [&](const dvec3& axis) {
    return std::abs(glm::dot(between, axis)) > ProjectedRadius(a, axis) + ProjectedRadius(b, axis);
  };
  for (int i = 0; i < 3; ++i) {
    if (separates(dvec3(a.axes[i])) || separates(dvec3(b.axes[i]))) return false;
  }
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j) {
      const dvec3 axis = glm::cross(dvec3(a.axes[i]), dvec3(b.axes[j]));
      // Only an exactly zero cross product (parallel axes, which the face axes cover) is skipped: a nearly zero
      // one is still a direction, projected consistently in double, and may be the only one that separates two
      // long boxes at a small angle (2000 long, 5e-5 rad, 0.04 apart).
      if (glm::dot(axis, axis) == 0.0) continue;
      if (separates(axis)) return false;
    }
  }
  return true;
  // SOLUTION END
}
bool Intersects(const OBB& obb, const AABB& aabb) {
  // SOLUTION BEGIN: return false;
  return Intersects(obb, BoxOf(aabb));
  // SOLUTION END
}
bool Intersects(const AABB& aabb, const OBB& obb) { return Intersects(obb, aabb); }

bool Intersects(const OBB& obb, const Triangle& triangle) {
  // SOLUTION BEGIN: return false;
  if (HasNaN(obb) || HasNaN(triangle) || !IsSolid(obb)) return false;
  const std::array<dvec3, 3> corners = {dvec3(triangle.p0), dvec3(triangle.p1), dvec3(triangle.p2)};
  const std::array<dvec3, 3> edges = {corners[1] - corners[0], corners[2] - corners[1], corners[0] - corners[2]};
  for (int i = 0; i < 3; ++i) {
    if (SeparatesBoxFromPoints(obb, corners, dvec3(obb.axes[i]))) return false;
  }
  if (SeparatesBoxFromPoints(obb, corners, glm::cross(edges[0], edges[1]))) return false;
  for (int i = 0; i < 3; ++i) {
    for (const dvec3& edge : edges) {
      const dvec3 axis = glm::cross(dvec3(obb.axes[i]), edge);
      if (SeparatesBoxFromPoints(obb, corners, axis)) return false;
    }
  }
  return true;
  // SOLUTION END
}
bool Intersects(const Triangle& triangle, const OBB& obb) { return Intersects(obb, triangle); }

bool Raycast(const Ray& ray, const OBB& obb, float& t) {
  // SOLUTION BEGIN: t = -1.0f; return false;
  t = -1.0f;
  if (HasNaN(obb) || !IsSolid(obb)) return false;
  // In the box's frame the box is an AABB and the (orthonormal) change of frame keeps distances, so t is the same.
  const glm::vec3 offset = ray.position - obb.center;
  const Ray local(Point(glm::dot(offset, obb.axes[0]), glm::dot(offset, obb.axes[1]), glm::dot(offset, obb.axes[2])),
                  glm::vec3(glm::dot(ray.direction, obb.axes[0]), glm::dot(ray.direction, obb.axes[1]),
                            glm::dot(ray.direction, obb.axes[2])));
  return Raycast(local, AABB(-obb.half_extents, obb.half_extents), t);
  // SOLUTION END
}

float ClosestPoints(const Line& a, const Line& b, Point& on_a, Point& on_b) {
  // SOLUTION BEGIN: on_a = a.start; on_b = b.start; return -1.0f;
  // Ericson 5.1.9 in double: a(s) = p1 + s d1, b(t) = p2 + t d2, both clamped to [0, 1].
  const dvec3 p1(a.start), p2(b.start), d1 = dvec3(a.end) - p1, d2 = dvec3(b.end) - p2;
  double s = 0.0, t = 0.0;
  detail::ClosestSegmentParameters(p1, d1, p2, d2, s, t);
  const dvec3 ca = p1 + d1 * s, cb = p2 + d2 * t;
  on_a = Point(ca);
  on_b = Point(cb);
  return static_cast<float>(glm::length(ca - cb));
  // SOLUTION END
}

bool Intersects(const Capsule& capsule, const Sphere& sphere) {
  // SOLUTION BEGIN: return false;
  if (HasNaN(capsule.start) || HasNaN(capsule.end) || HasNaN(sphere.position)) return false;
  if (!(capsule.radius >= 0.0f) || !(sphere.radius >= 0.0f)) return false;
  const Point nearest = ClosestPoint(Line(capsule.start, capsule.end), sphere.position);
  const double reach = double(capsule.radius) + double(sphere.radius);
  const dvec3 gap = dvec3(nearest) - dvec3(sphere.position);
  return glm::dot(gap, gap) <= reach * reach;
  // SOLUTION END
}
bool Intersects(const Sphere& sphere, const Capsule& capsule) { return Intersects(capsule, sphere); }

bool Intersects(const Capsule& a, const Capsule& b) {
  // SOLUTION BEGIN: return false;
  const Line axis_a(a.start, a.end), axis_b(b.start, b.end);
  if (HasNaN(axis_a) || HasNaN(axis_b) || !(a.radius >= 0.0f) || !(b.radius >= 0.0f)) return false;
  Point on_a, on_b;
  return double(ClosestPoints(axis_a, axis_b, on_a, on_b)) <= double(a.radius) + double(b.radius);
  // SOLUTION END
}

bool Intersects(const Capsule& capsule, const Triangle& triangle) {
  // SOLUTION BEGIN: return false;
  const Line axis(capsule.start, capsule.end);
  if (HasNaN(axis) || HasNaN(triangle) || !(capsule.radius >= 0.0f)) return false;
  Point crossing;
  if (LineTest(axis, triangle, crossing)) return true;  // the segment passes through the triangle
  // Otherwise the nearest pair has an end of the segment or lies on an edge of the triangle.
  double nearest = std::min(glm::length(dvec3(ClosestPoint(triangle, capsule.start)) - dvec3(capsule.start)),
                            glm::length(dvec3(ClosestPoint(triangle, capsule.end)) - dvec3(capsule.end)));
  Point on_axis, on_edge;
  for (const Line& edge :
       {Line(triangle.p0, triangle.p1), Line(triangle.p1, triangle.p2), Line(triangle.p2, triangle.p0)}) {
    nearest = std::min(nearest, double(ClosestPoints(axis, edge, on_axis, on_edge)));
  }
  return nearest <= double(capsule.radius);
  // SOLUTION END
}
bool Intersects(const Triangle& triangle, const Capsule& capsule) { return Intersects(capsule, triangle); }

bool Intersects(const Capsule& capsule, const AABB& aabb) {
  // SOLUTION BEGIN: return false;
  if (HasNaN(capsule.start) || HasNaN(capsule.end) || HasNaN(aabb.min) || HasNaN(aabb.max)) return false;
  if (!(capsule.radius >= 0.0f) || glm::any(glm::greaterThan(aabb.min, aabb.max))) return false;  // inverted: empty
  // The distance from a point of the segment to the box is convex along the segment: golden-section search
  // narrows [0, 1] by 0.618 a step, so 90 steps reach double's resolution.
  const dvec3 start(capsule.start), along = dvec3(capsule.end) - start;
  if (SegmentMeetsBox(start, along, aabb)) return true;  // exactly: the search below would only approach 0
  const auto distance = [&](double s) { return DistanceToBox(start + along * s, aabb); };
  constexpr double kGolden = 0.6180339887498949;
  double low = 0.0, high = 1.0;
  double left = high - kGolden * (high - low), right = low + kGolden * (high - low);
  double at_left = distance(left), at_right = distance(right);
  for (int step = 0; step < 90; ++step) {
    if (at_left <= at_right) {
      high = right;
      right = left;
      at_right = at_left;
      left = high - kGolden * (high - low);
      at_left = distance(left);
    } else {
      low = left;
      left = right;
      at_left = at_right;
      right = low + kGolden * (high - low);
      at_right = distance(right);
    }
  }
  const double nearest = std::min({at_left, at_right, distance(0.0), distance(1.0)});
  return nearest <= double(capsule.radius);
  // SOLUTION END
}
bool Intersects(const AABB& aabb, const Capsule& capsule) { return Intersects(capsule, aabb); }

bool Raycast(const Ray& ray, const Capsule& capsule, float& t) {
  // SOLUTION BEGIN: t = -1.0f; return false;
  t = -1.0f;
  if (!detail::IsUsable(ray) || HasNaN(capsule.start) || HasNaN(capsule.end) || !(capsule.radius >= 0.0f)) {
    return false;
  }
  // A capsule is convex, so the ray is inside it over one span: from the earliest entry into any of its parts
  // (the two end spheres and the cylinder between them) to the latest exit.
  const dvec3 origin(ray.position), direction(ray.direction), start(capsule.start), end(capsule.end);
  const double radius = capsule.radius;
  Span whole{std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity()}, part;
  for (const dvec3& centre : {start, end}) {
    if (SphereSpan(origin, direction, centre, radius, part)) {
      whole = {std::min(whole.enter, part.enter), std::max(whole.leave, part.leave)};
    }
  }
  if (CylinderSpan(origin, direction, start, end, radius, part)) {
    whole = {std::min(whole.enter, part.enter), std::max(whole.leave, part.leave)};
  }
  return whole.enter <= whole.leave && HitFromSpan(whole, t);
  // SOLUTION END
}

bool PointInCylinder(const Cylinder& cylinder, const Point& point) {
  // SOLUTION BEGIN: return false;
  const dvec3 start(cylinder.start), axis = dvec3(cylinder.end) - start, offset = dvec3(point) - start;
  const double length_squared = glm::dot(axis, axis);
  if (!(length_squared > 0.0) || !(cylinder.radius >= 0.0f) || HasNaN(point)) return false;
  const double along = glm::dot(offset, axis) / length_squared;
  if (!(along >= 0.0 && along <= 1.0)) return false;
  const dvec3 off_axis = offset - axis * along;
  return glm::dot(off_axis, off_axis) <= double(cylinder.radius) * double(cylinder.radius);
  // SOLUTION END
}

bool Raycast(const Ray& ray, const Cylinder& cylinder, float& t) {
  // SOLUTION BEGIN: t = -1.0f; return false;
  t = -1.0f;
  if (!detail::IsUsable(ray) || HasNaN(cylinder.start) || HasNaN(cylinder.end) || !(cylinder.radius >= 0.0f)) {
    return false;
  }
  Span span;
  if (!CylinderSpan(dvec3(ray.position), dvec3(ray.direction), dvec3(cylinder.start), dvec3(cylinder.end),
                    cylinder.radius, span)) {
    return false;
  }
  return HitFromSpan(span, t);
  // SOLUTION END
}

SatShape SatShapeOf(const AABB& aabb) {
  // SOLUTION BEGIN: return {};
  SatShape shape;
  for (int corner = 0; corner < 8; ++corner) {
    shape.vertices.emplace_back((corner & 1) ? aabb.max.x : aabb.min.x, (corner & 2) ? aabb.max.y : aabb.min.y,
                                (corner & 4) ? aabb.max.z : aabb.min.z);
  }
  shape.face_normals = {glm::vec3(1, 0, 0), glm::vec3(0, 1, 0), glm::vec3(0, 0, 1)};
  for (int i = 0; i < 3; ++i) {
    Point along = aabb.min;
    along[i] = aabb.max[i];
    shape.edges.emplace_back(aabb.min, along);
  }
  return shape;
  // SOLUTION END
}

SatShape SatShapeOf(const OBB& obb) {
  // SOLUTION BEGIN: return {};
  SatShape shape;
  const std::array<Point, 8> corners = obb.Corners();
  shape.vertices.assign(corners.begin(), corners.end());
  for (int i = 0; i < 3; ++i) {
    shape.face_normals.push_back(obb.axes[i]);
    shape.edges.emplace_back(corners[0], corners[0] + 2.0f * obb.half_extents[i] * obb.axes[i]);
  }
  return shape;
  // SOLUTION END
}

SatShape SatShapeOf(const Triangle& triangle) {
  // SOLUTION BEGIN: return {};
  SatShape shape;
  shape.vertices = {triangle.p0, triangle.p1, triangle.p2};
  // In double and unit length: in float the cross product of a triangle 1e-12 across squares to below float's
  // range, its normal was dropped, and the shape was tested as if it had no face (the property suite found it).
  const dvec3 p0(triangle.p0);
  const dvec3 normal = glm::cross(dvec3(triangle.p1) - p0, dvec3(triangle.p2) - p0);
  const double length = glm::length(normal);
  if (length > 0.0 && std::isfinite(length)) shape.face_normals.emplace_back(normal / length);
  shape.edges = {Line(triangle.p0, triangle.p1), Line(triangle.p1, triangle.p2), Line(triangle.p2, triangle.p0)};
  return shape;
  // SOLUTION END
}

SatShape SatShapeOf(const Line& segment) {
  // SOLUTION BEGIN: return {};
  SatShape shape;
  shape.vertices = {segment.start, segment.end};
  shape.edges = {segment};
  return shape;
  // SOLUTION END
}

Interval GetInterval(const SatShape& shape, const glm::vec3& axis) {
  // SOLUTION BEGIN: return {};
  Interval interval{std::numeric_limits<float>::infinity(), -std::numeric_limits<float>::infinity()};
  for (const Point& vertex : shape.vertices) {
    const float along = glm::dot(vertex, axis);
    interval.min = std::min(interval.min, along);
    interval.max = std::max(interval.max, along);
  }
  return interval;
  // SOLUTION END
}

std::vector<glm::vec3> CandidateAxes(const SatShape& a, const SatShape& b) {
  // SOLUTION BEGIN: return {};
  std::vector<glm::vec3> axes;
  for (const SatShape* shape : {&a, &b}) {
    for (const glm::vec3& normal : shape->face_normals) AddAxis(axes, dvec3(normal));
  }
  for (const Line& edge_a : a.edges) {
    for (const Line& edge_b : b.edges) {
      const dvec3 da = dvec3(edge_a.end) - dvec3(edge_a.start), db = dvec3(edge_b.end) - dvec3(edge_b.start);
      const dvec3 axis = glm::cross(da, db);
      if (glm::dot(axis, axis) >= double(kParallelAxisSinSquared) * glm::dot(da, da) * glm::dot(db, db)) {
        AddAxis(axes, axis);
      } else if (a.face_normals.empty() && b.face_normals.empty()) {
        // Parallel edges of shapes with no faces (two segments): the book's robust fallback, the normal to the
        // edge in the plane that holds both.
        AddAxis(axes, glm::cross(da, glm::cross(da, dvec3(edge_b.start) - dvec3(edge_a.start))));
      }
    }
  }
  return axes;
  // SOLUTION END
}

bool Intersects(const SatShape& a, const SatShape& b) {
  // SOLUTION BEGIN: return false;
  if (a.vertices.empty() || b.vertices.empty()) return false;
  for (const SatShape* shape : {&a, &b}) {
    for (const Point& vertex : shape->vertices) {
      if (HasNaN(vertex)) return false;
    }
  }
  std::vector<glm::vec3> axes = CandidateAxes(a, b);
  // A flat shape (one face normal: a triangle) adds the in-plane normals of both shapes' edges, which separate
  // shapes lying in the same plane, where every edge cross product is that plane's normal.
  for (const SatShape* flat : {&a, &b}) {
    if (flat->face_normals.size() != 1) continue;
    const dvec3 normal(flat->face_normals.front());
    for (const SatShape* shape : {&a, &b}) {
      for (const Line& edge : shape->edges) AddAxis(axes, glm::cross(normal, dvec3(edge.end) - dvec3(edge.start)));
    }
  }
  // Two shapes with no faces (points, segments, zero-area triangles) can lie on one line or in one plane, where
  // no cross product separates them: add each edge's direction (collinear), the normal to each edge towards
  // each vertex of the other shape (side by side in a plane) and the line between each pair of vertices (points).
  if (a.face_normals.empty() && b.face_normals.empty()) {
    for (const Point& on_a : a.vertices) {
      for (const Point& on_b : b.vertices) {
        const dvec3 between = dvec3(on_b) - dvec3(on_a);
        AddAxis(axes, between);
        for (const SatShape* shape : {&a, &b}) {
          for (const Line& edge : shape->edges) {
            const dvec3 along = dvec3(edge.end) - dvec3(edge.start);
            AddAxis(axes, along);
            AddAxis(axes, glm::cross(along, glm::cross(along, between)));
          }
        }
      }
    }
  }
  for (const glm::vec3& axis : axes) {
    const Interval on_a = GetInterval(a, axis), on_b = GetInterval(b, axis);
    if (on_a.max < on_b.min || on_b.max < on_a.min) return false;
  }
  return true;
  // SOLUTION END
}

}  // namespace lab::Collisions
