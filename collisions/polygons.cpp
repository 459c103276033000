// Chapter 9: flipcode's polygons ("Theory & Practice, Collision Detection Part 2"). In 2-D: convex polygons by
// separating axes, point in polygon by crossing number, a segment against a polygon. In 3-D: point in a
// planar polygon, a camera moving through one, and two convex planar polygons.
#include <algorithm>
#include <cmath>
#include <vector>

#include <glm/geometric.hpp>
#include <glm/vec2.hpp>

#include "collisions/collisions.hpp"
#include "collisions/detail.hpp"

namespace lab::Collisions {

// SOLUTION HELPER BEGIN
namespace {

bool HasNaN2(const std::vector<glm::vec2>& points) {
  return std::any_of(points.begin(), points.end(), [](glm::vec2 p) { return std::isnan(p.x) || std::isnan(p.y); });
}

double Cross2(glm::dvec2 a, glm::dvec2 b) { return a.x * b.y - a.y * b.x; }

// The distance from point to the segment a-b.
float DistanceToSegment(glm::vec2 point, glm::vec2 a, glm::vec2 b) {
  const glm::vec2 ab = b - a;
  const float length_squared = glm::dot(ab, ab);
  const float t = length_squared > 0.0f ? std::clamp(glm::dot(point - a, ab) / length_squared, 0.0f, 1.0f) : 0.0f;
  return glm::length(point - (a + ab * t));
}

// The polygon's span along axis.
void Project(const Polygon2D& polygon, glm::vec2 axis, float& min, float& max) {
  min = max = glm::dot(polygon.vertices.front(), axis);
  for (const glm::vec2& vertex : polygon.vertices) {
    const float d = glm::dot(vertex, axis);
    min = std::min(min, d);
    max = std::max(max, d);
  }
}

// The axis along which a plane's normal is largest: projecting along it keeps the plane's shapes undistorted
// enough, and never flat.
int DominantAxis(const glm::vec3& normal) {
  const glm::vec3 a = glm::abs(normal);
  return a.x >= a.y && a.x >= a.z ? 0 : (a.y >= a.z ? 1 : 2);
}
// A point's 2-D coordinates in that projection: the other two coordinates, in cyclic order (so inside and
// outside stay as they are; only the winding may flip, which the 2-D tests do not mind).
glm::vec2 DropAxis(const Point& point, int drop_axis) {
  return drop_axis == 0   ? glm::vec2(point.y, point.z)
         : drop_axis == 1 ? glm::vec2(point.z, point.x)
                          : glm::vec2(point.x, point.y);
}
Polygon2D DropAxis(const Polygon& polygon, int drop_axis) {
  Polygon2D flat;
  for (const Point& vertex : polygon.vertices) flat.vertices.push_back(DropAxis(vertex, drop_axis));
  return flat;
}

// Where a convex polygon crosses a plane, as a span along the direction `line` (the planes' line of
// intersection): every vertex on the plane and every edge crossing it. False when no part of it reaches the
// plane (all vertices strictly on one side).
bool SpanAcrossPlane(const Polygon& polygon, const Plane& plane, const glm::dvec3& line, double& min, double& max) {
  min = INFINITY;
  max = -INFINITY;
  const std::size_t count = polygon.vertices.size();
  const auto distance = [&](const Point& p) {
    return glm::dot(glm::dvec3(plane.normal), glm::dvec3(p)) - static_cast<double>(plane.distance);
  };
  const auto include = [&](const glm::dvec3& p) {
    min = std::min(min, glm::dot(line, p));
    max = std::max(max, glm::dot(line, p));
  };
  for (std::size_t i = 0; i < count; ++i) {
    const glm::dvec3 u = polygon.vertices[i], v = polygon.vertices[(i + 1) % count];
    const double du = distance(polygon.vertices[i]), dv = distance(polygon.vertices[(i + 1) % count]);
    if (std::abs(du) <= kPointOnPlaneEpsilon) include(u);
    if ((du > kPointOnPlaneEpsilon && dv < -kPointOnPlaneEpsilon) ||
        (du < -kPointOnPlaneEpsilon && dv > kPointOnPlaneEpsilon)) {
      include(u + (v - u) * (du / (du - dv)));
    }
  }
  return min <= max;
}

}  // namespace
// SOLUTION HELPER END

bool Intersects(const Polygon2D& a, const Polygon2D& b) {
  // SOLUTION BEGIN: return false;
  if (a.vertices.empty() || b.vertices.empty() || HasNaN2(a.vertices) || HasNaN2(b.vertices)) return false;
  // Candidate axes: every edge's normal (the seed's "line along an edge"). A polygon with no area is a
  // segment or a point, so its edges' own directions are added (collinear segments need them), and so are x
  // and y (two points need those). Extra axes never hurt: any axis that separates proves separation.
  std::vector<glm::vec2> axes = {{1.0f, 0.0f}, {0.0f, 1.0f}};
  for (const Polygon2D* polygon : {&a, &b}) {
    const std::size_t count = polygon->vertices.size();
    const bool flat = polygon->SignedArea() == 0.0f;
    for (std::size_t i = 0; i < count; ++i) {
      const glm::vec2 edge = polygon->vertices[(i + 1) % count] - polygon->vertices[i];
      if (edge == glm::vec2(0.0f)) continue;
      axes.emplace_back(-edge.y, edge.x);
      if (flat) axes.push_back(edge);
    }
  }
  for (const glm::vec2& axis : axes) {
    float a_min, a_max, b_min, b_max;
    Project(a, axis, a_min, a_max);
    Project(b, axis, b_min, b_max);
    if (a_max < b_min || b_max < a_min) return false;  // touching spans overlap
  }
  return true;
  // SOLUTION END
}

bool PointInPolygon(const Polygon2D& polygon, const glm::vec2& point) {
  // SOLUTION BEGIN: return false;
  const std::size_t count = polygon.vertices.size();
  if (count < 3 || std::isnan(point.x) || std::isnan(point.y) || HasNaN2(polygon.vertices)) return false;
  // No area (collinear or repeated vertices, in double, where float's products neither round nor overflow):
  // no inside, not even on its edges (docs/ROBUSTNESS.md; the property suite found points on them inside).
  double twice_area = 0.0;
  for (std::size_t i = 0; i < count; ++i) {
    const glm::dvec2 a = polygon.vertices[i], b = polygon.vertices[(i + 1) % count];
    twice_area += a.x * b.y - a.y * b.x;
  }
  if (!(twice_area != 0.0)) return false;
  // Each edge is taken from its lesser end (by x, then y), so that rounding, and with it the answer, never
  // depends on the winding or on which vertex is first.
  const auto edge = [&](std::size_t i, glm::vec2& a, glm::vec2& b) {
    a = polygon.vertices[i];
    b = polygon.vertices[(i + 1) % count];
    if (b.x < a.x || (b.x == a.x && b.y < a.y)) std::swap(a, b);
  };
  for (std::size_t i = 0; i < count; ++i) {
    glm::vec2 a, b;
    edge(i, a, b);
    if (DistanceToSegment(point, a, b) <= kPointOnLineEpsilon) return true;  // on the boundary
  }
  // The ray runs from the point along +x. An edge counts when one end is above the ray and the other at or
  // below it: a vertex on the ray then belongs to exactly one of its two edges, so a boundary passing
  // through it counts once, and one that only touches it counts zero or two times (the seed's rule).
  bool inside = false;
  for (std::size_t i = 0; i < count; ++i) {
    glm::vec2 from, to;
    edge(i, from, to);
    const glm::dvec2 a = from, b = to;
    if ((a.y > point.y) == (b.y > point.y)) continue;
    const double crossing_x = a.x + (point.y - a.y) * (b.x - a.x) / (b.y - a.y);
    if (crossing_x > point.x) inside = !inside;  // only the half of the line ahead of the point
  }
  return inside;
  // SOLUTION END
}

SegmentClass ClassifySegment(const Polygon2D& polygon, const glm::vec2& start, const glm::vec2& end) {
  // SOLUTION BEGIN: return SegmentClass::kOutside;
  const std::size_t count = polygon.vertices.size();
  if (count < 3 || std::isnan(start.x + start.y + end.x + end.y)) return SegmentClass::kOutside;
  // Cut the segment wherever it meets the boundary: between two cuts it is wholly in or wholly out, so its
  // midpoint decides; the cut points themselves are tested too (a segment may touch the boundary at one).
  const glm::dvec2 s = start, r = glm::dvec2(end) - s;
  const double length_squared = glm::dot(r, r);
  std::vector<double> cuts = {0.0, 1.0};
  for (std::size_t i = 0; i < count; ++i) {
    const glm::dvec2 a = polygon.vertices[i], q = glm::dvec2(polygon.vertices[(i + 1) % count]) - a;
    const double denominator = Cross2(r, q);
    if (denominator != 0.0) {
      const double t = Cross2(a - s, q) / denominator, u = Cross2(a - s, r) / denominator;
      if (t >= 0.0 && t <= 1.0 && u >= 0.0 && u <= 1.0) cuts.push_back(t);
    }
    // A vertex on the segment (a touch, or a collinear overlap's ends).
    if (length_squared > 0.0 && DistanceToSegment(polygon.vertices[i], start, end) <= kPointOnLineEpsilon) {
      cuts.push_back(std::clamp(glm::dot(a - s, r) / length_squared, 0.0, 1.0));
    }
  }
  std::sort(cuts.begin(), cuts.end());
  bool any_in = false, any_out = false;
  const auto sample = [&](double t) { (PointInPolygon(polygon, glm::vec2(s + r * t)) ? any_in : any_out) = true; };
  for (std::size_t i = 0; i < cuts.size(); ++i) {
    sample(cuts[i]);
    if (i + 1 < cuts.size() && cuts[i + 1] > cuts[i]) sample((cuts[i] + cuts[i + 1]) * 0.5);
  }
  if (!any_in) return SegmentClass::kOutside;
  return any_out ? SegmentClass::kPartlyInside : SegmentClass::kInside;
  // SOLUTION END
}

bool PointInPolygon(const Polygon& polygon, const Point& point) {
  // SOLUTION BEGIN: return false;
  const Plane plane = polygon.GetPlane();
  if (plane.IsDegenerate() || !(std::abs(DistanceFromPlane(point, plane)) <= kPointOnPlaneEpsilon)) return false;
  // The seed cuts the polygon with a half-plane through the point, built from the polygon's normal with 1
  // added to c; for a polygon facing along z (horizontal if z is up; in this lab's y-up world, a wall in a
  // z = const plane) that plane is parallel to the polygon (normal (0, 0, 1) becomes (0, 0, 2)) or undefined
  // (normal (0, 0, -1) becomes zero). Dropping the normal's largest axis instead
  // gives a 2-D polygon with the same inside for any orientation; then the 2-D crossing test.
  const int drop = DominantAxis(plane.normal);
  return PointInPolygon(DropAxis(polygon, drop), DropAxis(point, drop));
  // SOLUTION END
}

bool MovingPointTest(const Point& start, const Point& destination, const Polygon& polygon, Point& hit) {
  // SOLUTION BEGIN: return false;
  Point crossing;
  if (!detail::CrossingPoint(start, destination, polygon.GetPlane(), crossing)) return false;
  if (!PointInPolygon(polygon, crossing)) return false;
  hit = crossing;
  return true;
  // SOLUTION END
}

bool Intersects(const Polygon& a, const Polygon& b) {
  // SOLUTION BEGIN: return false;
  const Plane plane_a = a.GetPlane(), plane_b = b.GetPlane();
  if (plane_a.IsDegenerate() || plane_b.IsDegenerate()) return false;
  const auto within = [](const Polygon& polygon, const Plane& plane) {
    return std::all_of(polygon.vertices.begin(), polygon.vertices.end(),
                       [&](const Point& p) { return std::abs(DistanceFromPlane(p, plane)) <= kPointOnPlaneEpsilon; });
  };
  if (within(b, plane_a) || within(a, plane_b)) {
    // Coplanar: the 2-D test, in the plane seen along its normal's largest axis. The normal is both planes'
    // (turned to agree), the same for either order of the polygons: a's alone could drop another axis than b's
    // for polygons coplanar only within kPointOnPlaneEpsilon (tiny ones), and the two orders would disagree.
    const glm::vec3 normal =
        (glm::dot(plane_a.normal, plane_b.normal) < 0.0f ? -plane_a.normal : plane_a.normal) + plane_b.normal;
    const int drop = DominantAxis(normal);
    return Intersects(DropAxis(a, drop), DropAxis(b, drop));
  }
  const glm::dvec3 line = glm::cross(glm::dvec3(plane_a.normal), glm::dvec3(plane_b.normal));
  if (!(glm::dot(line, line) > static_cast<double>(kParallelAxisSinSquared))) return false;  // parallel, apart
  // Each polygon's span along the line where it crosses the other's plane; no span means it lies wholly on
  // one side. The polygons meet exactly when the spans overlap (touching, within kPointOnLineEpsilon, counts).
  const glm::dvec3 direction = glm::normalize(line);
  double a_min, a_max, b_min, b_max;
  if (!SpanAcrossPlane(a, plane_b, direction, a_min, a_max) || !SpanAcrossPlane(b, plane_a, direction, b_min, b_max)) {
    return false;
  }
  return a_max >= b_min - kPointOnLineEpsilon && b_max >= a_min - kPointOnLineEpsilon;
  // SOLUTION END
}

}  // namespace lab::Collisions
