// Chapter 13: GJK and EPA, beyond the tutorial. The support functions of every convex shape here, GJK's distance
// (van den Bergen's formulation: the simplex's point nearest the origin, found by Ericson's closest-point
// routines in double) and EPA's expanding polytope.
#include <algorithm>
#include <array>
#include <cmath>
#include <initializer_list>
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
// The unit direction, or zero for a zero, NaN or infinite one.
glm::vec3 UnitOrZero(const glm::vec3& direction) {
  const dvec3 d(direction);
  const double length = glm::length(d);
  if (!(length > 0.0) || !std::isfinite(length)) return glm::vec3(0.0f);
  return glm::vec3(d / length);
}

// A point of A - B with the points of A and B it came from (the closest points are their weighted sums).
struct Vertex {
  dvec3 w, a, b;
};
Vertex SupportOfDifference(const ConvexShape& a, const ConvexShape& b, const dvec3& direction) {
  // Unit before it goes to float, so a direction of 1e-40 does not round to zero.
  const double length = glm::length(direction);
  const glm::vec3 d(length > 0.0 ? direction / length : direction);
  const dvec3 on_a(a.support(d)), on_b(b.support(-d));
  return {on_a - on_b, on_a, on_b};
}

// The simplex's point nearest the origin, as weights of its vertices; the simplex is cut down to the vertices
// with a weight (the smallest set whose hull holds that point). Returns false when the origin is inside a
// tetrahedron.
struct Nearest {
  dvec3 point{0.0};
  std::vector<std::pair<Vertex, double>> weighted;
};

Nearest NearestOnSegment(const Vertex& p, const Vertex& q) {
  const dvec3 along = q.w - p.w;
  const double length_squared = glm::dot(along, along);
  const double t = length_squared > 0.0 ? std::clamp(-glm::dot(p.w, along) / length_squared, 0.0, 1.0) : 0.0;
  if (t <= 0.0) return {p.w, {{p, 1.0}}};
  if (t >= 1.0) return {q.w, {{q, 1.0}}};
  return {p.w + along * t, {{p, 1.0 - t}, {q, t}}};
}

// Ericson's ClosestPtPointTriangle (Real-Time Collision Detection 5.1.5) for the origin, by Voronoi regions.
Nearest NearestOnTriangle(const Vertex& a, const Vertex& b, const Vertex& c) {
  const dvec3 ab = b.w - a.w, ac = c.w - a.w, ap = -a.w;
  const double d1 = glm::dot(ab, ap), d2 = glm::dot(ac, ap);
  if (d1 <= 0.0 && d2 <= 0.0) return {a.w, {{a, 1.0}}};
  const dvec3 bp = -b.w;
  const double d3 = glm::dot(ab, bp), d4 = glm::dot(ac, bp);
  if (d3 >= 0.0 && d4 <= d3) return {b.w, {{b, 1.0}}};
  const double vc = d1 * d4 - d3 * d2;
  if (vc <= 0.0 && d1 >= 0.0 && d3 <= 0.0) return NearestOnSegment(a, b);
  const dvec3 cp = -c.w;
  const double d5 = glm::dot(ab, cp), d6 = glm::dot(ac, cp);
  if (d6 >= 0.0 && d5 <= d6) return {c.w, {{c, 1.0}}};
  const double vb = d5 * d2 - d1 * d6;
  if (vb <= 0.0 && d2 >= 0.0 && d6 <= 0.0) return NearestOnSegment(a, c);
  const double va = d3 * d6 - d5 * d4;
  if (va <= 0.0 && (d4 - d3) >= 0.0 && (d5 - d6) >= 0.0) return NearestOnSegment(b, c);
  const double sum = va + vb + vc;
  if (!(sum > 0.0)) return NearestOnSegment(a, b);  // zero area: the triangle is a segment
  const double v = vb / sum, w = vc / sum;
  return {a.w + ab * v + ac * w, {{a, 1.0 - v - w}, {b, v}, {c, w}}};
}

// The origin inside (or on) the tetrahedron: false. Otherwise the nearest point of the faces the origin is
// outside of (of every face, for a flat tetrahedron, whose sides say nothing).
bool NearestOnTetrahedron(const std::array<Vertex, 4>& v, Nearest& nearest) {
  constexpr std::array<std::array<int, 4>, 4> kFaces = {{{0, 1, 2, 3}, {0, 3, 1, 2}, {0, 2, 3, 1}, {1, 3, 2, 0}}};
  const double volume = glm::dot(v[1].w - v[0].w, glm::cross(v[2].w - v[0].w, v[3].w - v[0].w));
  double scale = 0.0;
  for (const Vertex& x : v) scale = std::max(scale, glm::length(x.w - v[0].w));
  const bool flat = !(std::abs(volume) > 1e-12 * scale * scale * scale);
  bool outside_any = false;
  double best = std::numeric_limits<double>::infinity();
  for (const auto& [i, j, k, opposite] : kFaces) {
    const dvec3 normal = glm::cross(v[j].w - v[i].w, v[k].w - v[i].w);
    const double origin_side = glm::dot(normal, -v[i].w), other_side = glm::dot(normal, v[opposite].w - v[i].w);
    if (!flat && !(origin_side * other_side < 0.0)) continue;  // same side as the fourth vertex (or on the face)
    outside_any = true;
    Nearest candidate = NearestOnTriangle(v[i], v[j], v[k]);
    const double distance = glm::dot(candidate.point, candidate.point);
    if (distance < best) {
      best = distance;
      nearest = std::move(candidate);
    }
  }
  return outside_any && !(flat && best == 0.0);
}

double MaxLength(const std::vector<std::pair<Vertex, double>>& weighted) {
  double size = 0.0;
  for (const auto& [vertex, weight] : weighted) size = std::max(size, glm::length(vertex.w));
  return size;
}

bool IsFinite(const dvec3& v) { return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z); }

// GJK's search, shared by Gjk and Epa: the final simplex (vertices with weights) and its nearest point.
struct Search {
  bool valid = true;  // false for NaN or infinite support points
  bool intersects = false;
  Nearest nearest;
  double size = 0.0;  // the largest |w| seen: the scale of A - B for the relative tolerances
  int iterations = 0;
};
Search RunGjk(const ConvexShape& a, const ConvexShape& b, std::vector<GjkStep>* steps) {
  Search search;
  dvec3 direction = dvec3(a.centre) - dvec3(b.centre);
  if (!(glm::dot(direction, direction) > 0.0) || !IsFinite(direction)) direction = dvec3(1.0, 0.0, 0.0);
  Vertex first = SupportOfDifference(a, b, -direction);
  search.iterations = 1;
  if (!IsFinite(first.w)) {
    search.valid = false;
    return search;
  }
  search.nearest = {first.w, {{first, 1.0}}};
  search.size = glm::length(first.w);
  const auto record = [&] {
    if (steps == nullptr) return;
    GjkStep step;
    for (const auto& [vertex, weight] : search.nearest.weighted) step.simplex.emplace_back(vertex.w);
    step.closest = glm::vec3(search.nearest.point);
    steps->push_back(std::move(step));
  };
  record();
  while (search.iterations < kGjkMaxIterations) {
    const dvec3 v = search.nearest.point;
    const double vv = glm::dot(v, v);
    // Within the tolerance of the origin: touching (or the origin on the simplex's boundary).
    if (vv <= std::pow(kGjkRelativeTolerance * search.size, 2)) {
      search.intersects = true;
      return search;
    }
    const Vertex w = SupportOfDifference(a, b, -v);
    ++search.iterations;
    if (!IsFinite(w.w)) {
      search.valid = false;
      return search;
    }
    search.size = std::max(search.size, glm::length(w.w));
    // No support point farther towards the origin than v by more than the tolerance: v is the nearest point.
    // vv - v.w is how much closer the new point could bring the simplex (times |v|).
    if (vv - glm::dot(v, w.w) <= kGjkRelativeTolerance * vv) return search;
    bool known = false;
    for (const auto& [vertex, weight] : search.nearest.weighted) known = known || vertex.w == w.w;
    if (known) return search;  // no new point: converged as far as double goes
    std::vector<Vertex> simplex;
    for (const auto& [vertex, weight] : search.nearest.weighted) simplex.push_back(vertex);
    simplex.push_back(w);
    Nearest next;
    switch (simplex.size()) {
      case 2: next = NearestOnSegment(simplex[0], simplex[1]); break;
      case 3: next = NearestOnTriangle(simplex[0], simplex[1], simplex[2]); break;
      default:
        if (!NearestOnTetrahedron({simplex[0], simplex[1], simplex[2], simplex[3]}, next)) {
          search.nearest = {dvec3(0.0), {}};
          for (const Vertex& vertex : simplex) search.nearest.weighted.emplace_back(vertex, 0.25);
          record();
          search.intersects = true;
          return search;
        }
    }
    // No progress (rounding): keep the previous simplex, which is as near as double gets.
    if (!(glm::dot(next.point, next.point) < vv)) return search;
    search.nearest = std::move(next);
    record();
  }
  return search;
}

// EPA's polytope: triangles (indices into the points) with outward unit normals and their distances.
struct Face {
  std::array<int, 3> corner;
  dvec3 normal;
  double distance;
};
bool MakeFace(const std::vector<Vertex>& points, int i, int j, int k, const dvec3& inside, Face& face) {
  const dvec3 normal = glm::cross(points[j].w - points[i].w, points[k].w - points[i].w);
  const double length = glm::length(normal);
  if (!(length > 0.0)) return false;
  face = {{i, j, k}, normal / length, 0.0};
  if (glm::dot(face.normal, points[i].w - inside) < 0.0) {  // wound inwards: turn it
    std::swap(face.corner[1], face.corner[2]);
    face.normal = -face.normal;
  }
  face.distance = glm::dot(face.normal, points[i].w);
  return true;
}
// SOLUTION HELPER END

}  // namespace

Point Support(const Sphere& sphere, const glm::vec3& direction) {
  // SOLUTION BEGIN: return sphere.position;
  return sphere.position + UnitOrZero(direction) * sphere.radius;
  // SOLUTION END
}

Point Support(const AABB& aabb, const glm::vec3& direction) {
  // SOLUTION BEGIN: return aabb.min;
  return Point(direction.x > 0.0f ? aabb.max.x : aabb.min.x, direction.y > 0.0f ? aabb.max.y : aabb.min.y,
               direction.z > 0.0f ? aabb.max.z : aabb.min.z);
  // SOLUTION END
}

Point Support(const OBB& obb, const glm::vec3& direction) {
  // SOLUTION BEGIN: return obb.center;
  Point point = obb.center;
  for (int i = 0; i < 3; ++i) {
    const float sign = glm::dot(direction, obb.axes[i]) > 0.0f ? 1.0f : -1.0f;
    point += sign * obb.half_extents[i] * obb.axes[i];
  }
  return point;
  // SOLUTION END
}

Point Support(const Capsule& capsule, const glm::vec3& direction) {
  // SOLUTION BEGIN: return capsule.start;
  const Point end = glm::dot(capsule.end - capsule.start, direction) > 0.0f ? capsule.end : capsule.start;
  return end + UnitOrZero(direction) * capsule.radius;
  // SOLUTION END
}

Point Support(const Cylinder& cylinder, const glm::vec3& direction) {
  // SOLUTION BEGIN: return cylinder.start;
  // The cap farther along direction, then the rim point farthest along direction's part across the axis.
  const dvec3 axis = dvec3(cylinder.end) - dvec3(cylinder.start), d(direction);
  const dvec3 cap = glm::dot(axis, d) > 0.0 ? dvec3(cylinder.end) : dvec3(cylinder.start);
  const double axis_squared = glm::dot(axis, axis);
  const dvec3 across = axis_squared > 0.0 ? d - axis * (glm::dot(d, axis) / axis_squared) : d;
  const double across_length = glm::length(across);
  if (!(across_length > 0.0) || !std::isfinite(across_length)) return Point(cap);
  return Point(cap + across * (double(cylinder.radius) / across_length));
  // SOLUTION END
}

Point Support(const Triangle& triangle, const glm::vec3& direction) {
  // SOLUTION BEGIN: return triangle.p0;
  Point best = triangle.p0;
  for (const Point& p : {triangle.p1, triangle.p2}) {
    if (glm::dot(p, direction) > glm::dot(best, direction)) best = p;
  }
  return best;
  // SOLUTION END
}

Point Support(const ConvexPolyhedron& polyhedron, const glm::vec3& direction) {
  // SOLUTION BEGIN: return polyhedron.vertices.empty() ? Point(0.0f) : polyhedron.vertices.front();
  return Support(polyhedron.vertices, direction);
  // SOLUTION END
}

Point Support(const std::vector<Point>& points, const glm::vec3& direction) {
  // SOLUTION BEGIN: return points.empty() ? Point(0.0f) : points.front();
  if (points.empty()) return Point(std::numeric_limits<float>::quiet_NaN());  // no shape: meets nothing
  const dvec3 d(direction);
  std::size_t best = 0;
  double farthest = glm::dot(dvec3(points[0]), d);
  for (std::size_t i = 1; i < points.size(); ++i) {
    const double along = glm::dot(dvec3(points[i]), d);
    if (along > farthest) {
      farthest = along;
      best = i;
    }
  }
  return points[best];
  // SOLUTION END
}

namespace {
// A shape with NaN anywhere, a negative radius or extent, or an inverted box is no shape: its support is NaN,
// which GJK and EPA answer with "apart" (as the specialised tests meet nothing with it). Checked here, once,
// because a support function may never look at the coordinate that is NaN.
ConvexShape NoShape() {
  return {[](const glm::vec3&) { return Point(std::numeric_limits<float>::quiet_NaN()); }, Point(0.0f)};
}
bool AnyNaN(std::initializer_list<glm::vec3> vectors) {
  return std::any_of(vectors.begin(), vectors.end(), [](const glm::vec3& v) { return HasNaN(v); });
}
bool IsRoundShape(const Point& start, const Point& end, float radius) {
  return !AnyNaN({start, end}) && radius >= 0.0f;  // false for a NaN radius too
}
bool AnyNaN(const std::vector<Point>& points) {
  return std::any_of(points.begin(), points.end(), [](const Point& p) { return HasNaN(p); });
}
Point Centre(const std::vector<Point>& points) {
  Point centre(0.0f);
  for (const Point& p : points) centre += p / static_cast<float>(points.size());
  return centre;
}
}  // namespace

ConvexShape ConvexShapeOf(const Sphere& sphere) {
  if (HasNaN(sphere.position) || !(sphere.radius >= 0.0f)) return NoShape();
  return {[sphere](const glm::vec3& d) { return Support(sphere, d); }, sphere.position};
}
ConvexShape ConvexShapeOf(const AABB& aabb) {
  if (AnyNaN({aabb.min, aabb.max}) || glm::any(glm::greaterThan(aabb.min, aabb.max))) return NoShape();
  return {[aabb](const glm::vec3& d) { return Support(aabb, d); }, aabb.Center()};
}
ConvexShape ConvexShapeOf(const OBB& obb) {
  if (AnyNaN({obb.center, obb.axes[0], obb.axes[1], obb.axes[2], obb.half_extents}) ||
      glm::any(glm::lessThan(obb.half_extents, glm::vec3(0.0f)))) {
    return NoShape();
  }
  return {[obb](const glm::vec3& d) { return Support(obb, d); }, obb.center};
}
ConvexShape ConvexShapeOf(const Capsule& capsule) {
  if (!IsRoundShape(capsule.start, capsule.end, capsule.radius)) return NoShape();
  return {[capsule](const glm::vec3& d) { return Support(capsule, d); }, (capsule.start + capsule.end) * 0.5f};
}
ConvexShape ConvexShapeOf(const Cylinder& cylinder) {
  if (!IsRoundShape(cylinder.start, cylinder.end, cylinder.radius)) return NoShape();
  return {[cylinder](const glm::vec3& d) { return Support(cylinder, d); }, (cylinder.start + cylinder.end) * 0.5f};
}
ConvexShape ConvexShapeOf(const Triangle& triangle) {
  if (HasNaN(triangle)) return NoShape();
  return {[triangle](const glm::vec3& d) { return Support(triangle, d); },
          (triangle.p0 + triangle.p1 + triangle.p2) / 3.0f};
}
ConvexShape ConvexShapeOf(const ConvexPolyhedron& polyhedron) {
  if (AnyNaN(polyhedron.vertices)) return NoShape();
  return {[polyhedron](const glm::vec3& d) { return Support(polyhedron, d); }, Centre(polyhedron.vertices)};
}
ConvexShape ConvexShapeOf(std::vector<Point> points) {
  if (AnyNaN(points)) return NoShape();
  const Point centre = Centre(points);
  return {[points = std::move(points)](const glm::vec3& d) { return Support(points, d); }, centre};
}

GjkResult Gjk(const ConvexShape& a, const ConvexShape& b, bool record_steps) {
  // SOLUTION BEGIN: return {};
  GjkResult result;
  const Search search = RunGjk(a, b, record_steps ? &result.steps : nullptr);
  result.iterations = search.iterations;
  if (!search.valid) {
    result.distance = std::numeric_limits<float>::quiet_NaN();
    return result;
  }
  result.intersects = search.intersects;
  dvec3 on_a(0.0), on_b(0.0);
  for (const auto& [vertex, weight] : search.nearest.weighted) {
    on_a += vertex.a * weight;
    on_b += vertex.b * weight;
  }
  result.on_a = Point(on_a);
  result.on_b = Point(on_b);
  result.distance = search.intersects ? 0.0f : static_cast<float>(glm::length(search.nearest.point));
  return result;
  // SOLUTION END
}

bool Intersects(const ConvexShape& a, const ConvexShape& b) { return Gjk(a, b).intersects; }

Penetration Epa(const ConvexShape& a, const ConvexShape& b) {
  // SOLUTION BEGIN: return {};
  Penetration result;
  const Search search = RunGjk(a, b, nullptr);
  result.iterations = search.iterations;
  if (!search.valid || !search.intersects) return result;
  result.intersects = true;
  // The starting polytope: GJK's simplex, grown to a tetrahedron by support points along the axes and the
  // diagonals while they add a dimension. The origin is in its hull (GJK stopped there).
  std::vector<Vertex> points;
  for (const auto& [vertex, weight] : search.nearest.weighted) points.push_back(vertex);
  double size = std::max(search.size, MaxLength(search.nearest.weighted));
  const double tiny = std::max(size, 1e-30) * kGjkRelativeTolerance;
  // Whether w adds a dimension to the points' hull (a point, a segment, a triangle).
  const auto rank_grows = [&](const std::vector<Vertex>& set, const dvec3& w) {
    if (set.empty()) return true;
    const dvec3 from = w - set[0].w;
    if (set.size() == 1) return glm::length(from) > tiny;
    const dvec3 edge = set[1].w - set[0].w;
    if (set.size() == 2) return glm::length(glm::cross(edge, from)) > tiny * glm::length(edge);
    const dvec3 normal = glm::cross(edge, set[2].w - set[0].w);
    return std::abs(glm::dot(normal, from)) > tiny * glm::length(normal);
  };
  // GJK's simplex without points that add no dimension (it may be flat within the tolerance).
  std::vector<Vertex> gjk_points = std::move(points);
  points.clear();
  for (const Vertex& v : gjk_points) {
    if (rank_grows(points, v.w)) points.push_back(v);
  }
  static const std::array<dvec3, 14> kDirections = {
      dvec3(1, 0, 0),  dvec3(-1, 0, 0),  dvec3(0, 1, 0),    dvec3(0, -1, 0), dvec3(0, 0, 1),
      dvec3(0, 0, -1), dvec3(1, 1, 1),   dvec3(-1, -1, -1), dvec3(1, -1, 1), dvec3(-1, 1, -1),
      dvec3(1, 1, -1), dvec3(-1, -1, 1), dvec3(-1, 1, 1),   dvec3(1, -1, -1)};
  for (const dvec3& direction : kDirections) {
    if (points.size() >= 4) break;
    const Vertex w = SupportOfDifference(a, b, direction);
    ++result.iterations;
    if (!IsFinite(w.w)) return result;
    size = std::max(size, glm::length(w.w));
    if (rank_grows(points, w.w)) points.push_back(w);
  }
  if (points.size() < 4) {
    // A - B is flat (two shapes in one plane): the origin is on it, so they touch and penetrate by nothing.
    if (points.size() == 3)
      result.normal = glm::vec3(glm::normalize(glm::cross(points[1].w - points[0].w, points[2].w - points[0].w)));
    result.on_a = Point(points[0].a);
    result.on_b = Point(points[0].b);
    return result;
  }
  const dvec3 inside = (points[0].w + points[1].w + points[2].w + points[3].w) * 0.25;
  std::vector<Face> faces;
  for (const auto& [i, j, k] : {std::array{0, 1, 2}, std::array{0, 1, 3}, std::array{0, 2, 3}, std::array{1, 2, 3}}) {
    Face face;
    if (MakeFace(points, i, j, k, inside, face)) faces.push_back(face);
  }
  if (faces.empty()) return result;  // cannot happen for four points that each added a dimension
  Face nearest = faces.front();
  for (int iteration = 0; iteration < kEpaMaxIterations && !faces.empty(); ++iteration) {
    nearest = *std::min_element(faces.begin(), faces.end(),
                                [](const Face& x, const Face& y) { return x.distance < y.distance; });
    const Vertex w = SupportOfDifference(a, b, nearest.normal);
    ++result.iterations;
    if (!IsFinite(w.w)) break;
    size = std::max(size, glm::length(w.w));
    // Done when w is no farther out than the face by the tolerance: of the depth, or (for shapes that barely
    // overlap, whose depth a polytope cannot resolve finely) of a thousandth of their size.
    const double gain = glm::dot(nearest.normal, w.w) - nearest.distance;
    if (gain <= kEpaRelativeTolerance * std::max(nearest.distance, 1e-3 * size)) break;
    bool known = false;
    for (const Vertex& p : points) known = known || glm::length(p.w - w.w) <= tiny;
    if (known) break;
    // Remove every face w sees; the edges they shared with the faces it does not see form the horizon.
    const int index = static_cast<int>(points.size());
    points.push_back(w);
    std::vector<std::pair<int, int>> horizon;
    std::vector<Face> kept;
    for (const Face& face : faces) {
      if (glm::dot(face.normal, w.w - points[face.corner[0]].w) > tiny) {
        for (int e = 0; e < 3; ++e) {
          const std::pair<int, int> edge(face.corner[e], face.corner[(e + 1) % 3]);
          const auto twin = std::find(horizon.begin(), horizon.end(), std::make_pair(edge.second, edge.first));
          if (twin != horizon.end()) {
            horizon.erase(twin);
          } else {
            horizon.push_back(edge);
          }
        }
      } else {
        kept.push_back(face);
      }
    }
    if (kept.size() == faces.size()) break;  // w sees no face: nothing to refine (rounding)
    // The horizon must be one loop, each corner leaving once and entering once; rounding near a barely visible
    // face can break that, and the polytope would stop being closed: keep the last good one instead.
    std::vector<int> leaving, entering;
    for (const auto& [from, to] : horizon) {
      leaving.push_back(from);
      entering.push_back(to);
    }
    std::sort(leaving.begin(), leaving.end());
    std::sort(entering.begin(), entering.end());
    if (leaving != entering || std::adjacent_find(leaving.begin(), leaving.end()) != leaving.end()) break;
    for (const auto& [from, to] : horizon) {
      Face face;
      if (MakeFace(points, from, to, index, inside, face)) kept.push_back(face);
    }
    faces = std::move(kept);
  }
  // The origin's projection onto the nearest face's plane (depth * normal), as barycentric weights of the corners
  // of a face that holds it, so that on_a - on_b is depth * normal and both lie on their shapes. A flat side of
  // A - B is several triangles in one plane (up to EPA's tolerance, for round shapes), and the one min_element
  // picks need not hold the projection: the nearest point of that triangle, used before, broke
  // on_b + depth * normal = on_a (by 0.1 for a depth of 0.15; found by the property suite), so every face of the
  // polytope whose plane passes within the tolerance of the projection is tried. None holding it (rounding): the
  // nearest point of the nearest face, as before.
  const dvec3 target = nearest.normal * std::max(nearest.distance, 0.0);
  const double slack = kEpaRelativeTolerance * std::max(nearest.distance, 1e-3 * size);
  std::vector<std::pair<Vertex, double>> weighted;
  const auto holds = [&](const Face& face) {
    const double off = glm::dot(face.normal, target) - face.distance;
    if (!(std::abs(off) <= slack)) return false;
    const Vertex& p = points[face.corner[0]];
    const Vertex& q = points[face.corner[1]];
    const Vertex& r = points[face.corner[2]];
    const dvec3 v0 = q.w - p.w, v1 = r.w - p.w, v2 = target - face.normal * off - p.w;
    const double d00 = glm::dot(v0, v0), d01 = glm::dot(v0, v1), d11 = glm::dot(v1, v1);
    const double d20 = glm::dot(v2, v0), d21 = glm::dot(v2, v1), denominator = d00 * d11 - d01 * d01;
    if (!(denominator > 0.0) || !std::isfinite(denominator)) return false;
    const double v = (d11 * d20 - d01 * d21) / denominator, w = (d00 * d21 - d01 * d20) / denominator;
    if (!(std::min({1.0 - v - w, v, w}) >= -1e-9)) return false;
    weighted = {{p, 1.0 - v - w}, {q, v}, {r, w}};
    return true;
  };
  if (!holds(nearest) && std::none_of(faces.begin(), faces.end(), holds)) {
    weighted =
        NearestOnTriangle(points[nearest.corner[0]], points[nearest.corner[1]], points[nearest.corner[2]]).weighted;
  }
  dvec3 on_a(0.0), on_b(0.0);
  for (const auto& [vertex, weight] : weighted) {
    on_a += vertex.a * weight;
    on_b += vertex.b * weight;
  }
  result.depth = static_cast<float>(std::max(nearest.distance, 0.0));
  result.normal = glm::vec3(nearest.normal);
  result.on_a = Point(on_a);
  result.on_b = Point(on_b);
  return result;
  // SOLUTION END
}

}  // namespace lab::Collisions
