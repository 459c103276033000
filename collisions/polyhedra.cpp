// Chapter 10: the lecture's collision toolbox ("Collision Detection", Creacion de Videojuegos). Points in
// convex polyhedra and in closed meshes, polyhedron against sphere and polyhedron, the convex hull, convex
// decomposition at reflex vertices, and bounding volumes of point sets.
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <map>
#include <utility>
#include <vector>

#include <glm/geometric.hpp>
#include <glm/mat3x3.hpp>
#include <glm/matrix.hpp>

#include "collisions/bvh.hpp"
#include "collisions/collisions.hpp"
#include "collisions/detail.hpp"
#include "collisions/models.hpp"

namespace lab::Collisions {

using detail::HasNaN;
using detail::LengthSquared;

// SOLUTION HELPER BEGIN
namespace {

// The polyhedron's span along axis.
void Project(const ConvexPolyhedron& polyhedron, const glm::vec3& axis, float& min, float& max) {
  min = max = glm::dot(polyhedron.vertices.front(), axis);
  for (const Point& vertex : polyhedron.vertices) {
    const float d = glm::dot(vertex, axis);
    min = std::min(min, d);
    max = std::max(max, d);
  }
}

// Fixed parity-ray directions: irrational-looking, so that no axis-aligned or symmetric mesh puts its edges
// in their way, and spread over the sphere so that one of them is always clear.
constexpr std::array<glm::dvec3, 7> kParityDirections = {{{0.5377, 0.8622, 0.3188},
                                                          {-0.7415, 0.2113, 0.6367},
                                                          {0.1834, -0.6121, 0.7691},
                                                          {-0.3042, -0.5519, -0.7764},
                                                          {0.8431, -0.2907, -0.4525},
                                                          {-0.0923, 0.9711, -0.2201},
                                                          {0.6602, 0.4513, -0.6005}}};

// Counts the mesh's triangles the ray crosses (Moller-Trumbore, double). False when the count cannot be
// trusted: the ray passes within kParityEdgeMargin of an edge or vertex, or runs along a triangle's plane.
bool CountCrossings(const Mesh& mesh, const glm::dvec3& origin, const glm::dvec3& direction, int& crossings) {
  crossings = 0;
  bool trusted = true;
  // Only the triangles whose boxes the ray may meet (the production BVH, conservative in double) can count.
  mesh.tree->ForEachAlongRay(origin, direction, [&](int index) {
    const Triangle& triangle = mesh.triangles[static_cast<std::size_t>(index)];
    const glm::dvec3 p0 = triangle.p0, e1 = glm::dvec3(triangle.p1) - p0, e2 = glm::dvec3(triangle.p2) - p0;
    const glm::dvec3 normal = glm::cross(e1, e2);
    const double normal_squared = glm::dot(normal, normal);
    if (!(normal_squared > 0.0)) return false;  // a degenerate triangle has no inside to cross (next one)
    const glm::dvec3 p = glm::cross(direction, e2);
    const double determinant = glm::dot(e1, p);  // = -dot(direction, normal)
    if (determinant * determinant <= static_cast<double>(kParallelAxisSinSquared) * normal_squared) {
      // Along the triangle's plane: harmless unless the ray lies in that plane.
      trusted = !(std::abs(glm::dot(normal, origin - p0)) <= kParityEdgeMargin * std::sqrt(normal_squared));
      return !trusted;
    }
    const glm::dvec3 s = origin - p0, q = glm::cross(s, e1);
    const double u = glm::dot(s, p) / determinant, v = glm::dot(direction, q) / determinant;
    const double t = glm::dot(e2, q) / determinant;
    if (t <= 0.0) return false;
    if (u < -kParityEdgeMargin || v < -kParityEdgeMargin || u + v > 1.0 + kParityEdgeMargin) return false;
    if (u < kParityEdgeMargin || v < kParityEdgeMargin || u + v > 1.0 - kParityEdgeMargin) {
      trusted = false;
      return true;  // stop: this ray is not to be trusted
    }
    ++crossings;
    return false;
  });
  return trusted;
}

// ---- Quickhull.

struct HullFace {
  std::array<int, 3> v;  // counter-clockwise from outside
  glm::dvec3 normal;     // unit, outward
  double offset = 0.0;   // dot(normal, p) for p on the face
  std::vector<int> outside;
  bool alive = true;
  double Distance(const glm::dvec3& p) const { return glm::dot(normal, p) - offset; }
};

class Quickhull {
 public:
  Quickhull(std::vector<glm::dvec3> points, double epsilon) : points_(std::move(points)), epsilon_(epsilon) {}

  // Builds the hull from the tetrahedron a, b, c, d (d behind the face a, b, c).
  void Build(int a, int b, int c, int d) {
    AddFace(a, b, c);
    AddFace(a, d, b);
    AddFace(a, c, d);
    AddFace(b, d, c);
    std::vector<int> all;
    for (int i = 0; i < static_cast<int>(points_.size()); ++i) {
      if (i != a && i != b && i != c && i != d) all.push_back(i);
    }
    Assign(all, {0, 1, 2, 3});
    for (std::size_t f = 0; f < faces_.size(); ++f) {
      if (faces_[f].alive && !faces_[f].outside.empty()) AddPoint(f);
    }
  }

  // The hull's faces, coplanar neighbours merged into one polygon, with its vertices renumbered.
  ConvexPolyhedron Result() const {
    std::vector<int> group(faces_.size(), -1);
    std::vector<std::vector<int>> loops;
    for (std::size_t f = 0; f < faces_.size(); ++f) {
      if (!faces_[f].alive || group[f] >= 0) continue;
      // Flood over neighbours in the same plane.
      std::vector<std::size_t> members = {f};
      group[f] = static_cast<int>(loops.size());
      for (std::size_t k = 0; k < members.size(); ++k) {
        const HullFace& face = faces_[members[k]];
        for (int e = 0; e < 3; ++e) {
          const int n = edges_.at({face.v[(e + 1) % 3], face.v[e]});
          if (group[n] < 0 && Coplanar(faces_[f], faces_[n])) {
            group[n] = group[f];
            members.push_back(n);
          }
        }
      }
      // The group's boundary: its directed edges whose reverse is not in the group, chained into a loop.
      std::map<int, int> next;
      for (std::size_t member : members) {
        const HullFace& face = faces_[member];
        for (int e = 0; e < 3; ++e) {
          const int from = face.v[e], to = face.v[(e + 1) % 3];
          if (group[edges_.at({to, from})] != group[f]) next[from] = to;
        }
      }
      std::vector<int> loop = {next.begin()->first};
      while (loop.size() <= next.size()) {  // (the bound only guards against a broken chain)
        const int to = next.at(loop.back());
        if (to == loop.front()) break;
        loop.push_back(to);
      }
      // A point that was added while it seemed outside, and then ended up on an edge of the finished hull,
      // is a straight vertex of its faces' loops: drop it.
      for (bool removed = true; removed && loop.size() > 3;) {
        removed = false;
        for (std::size_t i = 0; i < loop.size() && loop.size() > 3; ++i) {
          const glm::dvec3 previous = points_[loop[(i + loop.size() - 1) % loop.size()]];
          const glm::dvec3 following = points_[loop[(i + 1) % loop.size()]];
          const glm::dvec3 along = glm::normalize(following - previous);
          if (glm::length(glm::cross(points_[loop[i]] - previous, along)) <= epsilon_) {
            loop.erase(loop.begin() + static_cast<std::ptrdiff_t>(i));
            removed = true;
          }
        }
      }
      loops.push_back(std::move(loop));
    }
    // Keep only the vertices the faces use.
    std::map<int, int> index;
    std::vector<Point> vertices;
    for (auto& loop : loops) {
      for (int& v : loop) {
        auto [it, inserted] = index.try_emplace(v, static_cast<int>(vertices.size()));
        if (inserted) vertices.emplace_back(points_[v]);
        v = it->second;
      }
    }
    return ConvexPolyhedron::FromFaces(std::move(vertices), std::move(loops));
  }

 private:
  bool Coplanar(const HullFace& a, const HullFace& b) const {
    return glm::dot(a.normal, b.normal) > kHullCoplanarFaceCos && std::abs(a.offset - b.offset) <= epsilon_;
  }

  void AddFace(int a, int b, int c) {
    HullFace face;
    face.v = {a, b, c};
    face.normal = glm::normalize(glm::cross(points_[b] - points_[a], points_[c] - points_[a]));
    face.offset = glm::dot(face.normal, points_[a]);
    const int id = static_cast<int>(faces_.size());
    for (int e = 0; e < 3; ++e) edges_[{face.v[e], face.v[(e + 1) % 3]}] = id;
    faces_.push_back(std::move(face));
  }

  // Gives each point to the first face it is outside of (by more than epsilon); the rest are inside.
  void Assign(const std::vector<int>& points, const std::vector<int>& faces) {
    for (int p : points) {
      for (int f : faces) {
        if (faces_[f].Distance(points_[p]) > epsilon_) {
          faces_[f].outside.push_back(p);
          break;
        }
      }
    }
  }

  // Adds the farthest point outside face f: the faces it sees go, and new faces join it to their horizon.
  void AddPoint(std::size_t f) {
    const std::vector<int>& candidates = faces_[f].outside;
    const int eye = *std::max_element(candidates.begin(), candidates.end(), [&](int a, int b) {
      return faces_[f].Distance(points_[a]) < faces_[f].Distance(points_[b]);
    });
    // The faces the eye sees, by flooding from f (the visible region of a convex hull is connected).
    std::vector<int> visible = {static_cast<int>(f)};
    std::vector<bool> is_visible(faces_.size(), false);
    is_visible[f] = true;
    for (std::size_t k = 0; k < visible.size(); ++k) {
      const HullFace& face = faces_[visible[k]];
      for (int e = 0; e < 3; ++e) {
        const int n = edges_.at({face.v[(e + 1) % 3], face.v[e]});
        if (!is_visible[n] && faces_[n].Distance(points_[eye]) > epsilon_) {
          is_visible[n] = true;
          visible.push_back(n);
        }
      }
    }
    std::vector<std::pair<int, int>> horizon;
    std::vector<int> orphans;
    for (int v : visible) {
      for (int e = 0; e < 3; ++e) {
        const int from = faces_[v].v[e], to = faces_[v].v[(e + 1) % 3];
        if (!is_visible[edges_.at({to, from})]) horizon.emplace_back(from, to);
      }
    }
    for (int v : visible) {
      HullFace& face = faces_[v];
      for (int e = 0; e < 3; ++e) edges_.erase({face.v[e], face.v[(e + 1) % 3]});
      for (int p : face.outside) {
        if (p != eye) orphans.push_back(p);
      }
      face.outside.clear();
      face.alive = false;
    }
    std::vector<int> created;
    for (const auto& [from, to] : horizon) {
      created.push_back(static_cast<int>(faces_.size()));
      AddFace(from, to, eye);
    }
    Assign(orphans, created);
  }

  std::vector<glm::dvec3> points_;
  double epsilon_;
  std::vector<HullFace> faces_;
  std::map<std::pair<int, int>, int> edges_;  // directed edge -> the live face that has it
};

// The 2-D convex hull (Andrew's monotone chain) of points, counter-clockwise, collinear points dropped:
// indices into points.
std::vector<int> Hull2D(const std::vector<glm::dvec2>& points, double epsilon) {
  std::vector<int> order(points.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  std::sort(order.begin(), order.end(), [&](int a, int b) {
    return points[a].x < points[b].x || (points[a].x == points[b].x && points[a].y < points[b].y);
  });
  // How far b lies to the left of the line from o through a (0 when o and a coincide).
  const auto turn = [&](int o, int a, int b) {
    const glm::dvec2 u = points[a] - points[o], v = points[b] - points[o];
    const double length = glm::length(u);
    return length > 0.0 ? (u.x * v.y - u.y * v.x) / length : 0.0;
  };
  std::vector<int> hull;
  for (int pass = 0; pass < 2; ++pass) {
    const std::size_t base = hull.size();
    for (int i : order) {
      while (hull.size() >= base + 2 && turn(hull[hull.size() - 2], hull.back(), i) <= epsilon) hull.pop_back();
      hull.push_back(i);
    }
    hull.pop_back();
    std::reverse(order.begin(), order.end());
  }
  return hull;
}

// Where the ray from origin along direction first meets the polygon's boundary, other than on the edges
// ending at vertex `skip`: the edge index and the parameter along it.
bool NearestEdgeHit(const std::vector<glm::dvec2>& loop, std::size_t skip, glm::dvec2 origin, glm::dvec2 direction,
                    std::size_t& edge, double& along) {
  const std::size_t count = loop.size();
  double nearest = INFINITY;
  for (std::size_t j = 0; j < count; ++j) {
    if (j == skip || (j + 1) % count == skip) continue;
    const glm::dvec2 a = loop[j], q = loop[(j + 1) % count] - a;
    const double denominator = direction.x * q.y - direction.y * q.x;
    if (denominator == 0.0) continue;
    const glm::dvec2 w = a - origin;
    const double t = (w.x * q.y - w.y * q.x) / denominator;
    const double u = (w.x * direction.y - w.y * direction.x) / denominator;
    if (t > 0.0 && u >= 0.0 && u <= 1.0 && t < nearest) {
      nearest = t;
      edge = j;
      along = u;
    }
  }
  return nearest < INFINITY;
}

}  // namespace
// SOLUTION HELPER END

bool PointInPolyhedron(const ConvexPolyhedron& polyhedron, const Point& point) {
  // SOLUTION BEGIN: return false;
  if (polyhedron.IsDegenerate() || HasNaN(point)) return false;
  // Inside a convex shape means behind every face plane (the lecture's first method).
  return std::all_of(polyhedron.planes.begin(), polyhedron.planes.end(),
                     [&](const Plane& plane) { return DistanceFromPlane(point, plane) <= kPointOnPlaneEpsilon; });
  // SOLUTION END
}

bool PointInMesh(const Mesh& mesh, const Point& point) {
  // SOLUTION BEGIN: return false;
  if (mesh.triangles.empty() || HasNaN(point)) return false;
  // On the surface: a triangle within kPointOnPlaneEpsilon, whose box then meets the point's box of that reach
  // (widened by a few float steps of the point's coordinates, so that rounding its corners cannot shrink it).
  const glm::vec3 reach =
      glm::vec3(kPointOnPlaneEpsilon) + glm::abs(point) * (4.0f * std::numeric_limits<float>::epsilon());
  if (mesh.tree->ForEachInBox(AABB(point - reach, point + reach), [&](int index) {
        const Point closest = ClosestPoint(mesh.triangles[static_cast<std::size_t>(index)], point);
        return LengthSquared(closest - point) <= kPointOnPlaneEpsilon * kPointOnPlaneEpsilon;
      })) {
    return true;
  }
  // The lecture's second method, which works for concave shapes: an odd number of crossings is inside.
  int votes_inside = 0, votes = 0;
  for (const glm::dvec3& direction : kParityDirections) {
    int crossings = 0;
    const bool trusted = CountCrossings(mesh, glm::dvec3(point), glm::normalize(direction), crossings);
    if (trusted) return crossings % 2 == 1;
    votes_inside += crossings % 2;
    ++votes;
  }
  return 2 * votes_inside > votes;  // every ray grazed something (never seen in practice): the majority
  // SOLUTION END
}

bool ContactNormal(const Sphere& a, const Sphere& b, glm::vec3& normal) {
  // SOLUTION BEGIN: return false;
  // NormalizeOrZero scales by the largest component first: centres 1e-30 or 1e30 apart keep their direction.
  const glm::vec3 direction = NormalizeOrZero(b.position - a.position);
  if (direction == glm::vec3(0.0f) || HasNaN(direction) || std::isnan(a.radius) || std::isnan(b.radius)) return false;
  normal = direction;
  return true;
  // SOLUTION END
}

bool Intersects(const ConvexPolyhedron& polyhedron, const Sphere& sphere) {
  // SOLUTION BEGIN: return false;
  if (polyhedron.IsDegenerate() || HasNaN(sphere.position) || !(sphere.radius >= 0.0f)) return false;
  for (const Point& v : polyhedron.vertices) {
    if (HasNaN(v)) return false;  // NaN anywhere is no hit
  }
  if (PointInPolyhedron(polyhedron, sphere.position)) return true;  // the lecture's first case
  // Otherwise the nearest point of the surface decides (each face as a fan of triangles).
  for (const auto& face : polyhedron.faces) {
    for (std::size_t i = 1; i + 1 < face.size(); ++i) {
      const Triangle triangle(polyhedron.vertices[face[0]], polyhedron.vertices[face[i]],
                              polyhedron.vertices[face[i + 1]]);
      if (LengthSquared(ClosestPoint(triangle, sphere.position) - sphere.position) <= sphere.radius * sphere.radius) {
        return true;
      }
    }
  }
  return false;
  // SOLUTION END
}

bool Intersects(const Sphere& sphere, const ConvexPolyhedron& polyhedron) { return Intersects(polyhedron, sphere); }

bool Intersects(const ConvexPolyhedron& a, const ConvexPolyhedron& b) {
  // SOLUTION BEGIN: return false;
  if (a.IsDegenerate() || b.IsDegenerate()) return false;
  for (const auto* shape : {&a, &b}) {
    for (const Point& v : shape->vertices) {
      if (HasNaN(v)) return false;
    }
  }
  std::vector<glm::vec3> axes;
  for (const Plane& plane : a.planes) axes.push_back(plane.normal);
  for (const Plane& plane : b.planes) axes.push_back(plane.normal);
  const auto directions = [](const ConvexPolyhedron& shape) {
    std::vector<glm::vec3> result;
    for (const auto& [from, to] : shape.Edges()) result.push_back(shape.vertices[to] - shape.vertices[from]);
    return result;
  };
  const std::vector<glm::vec3> a_edges = directions(a), b_edges = directions(b);
  // Edge against edge: two boxes whose edges cross near each other are separated only along cross(ea, eb).
  for (const glm::vec3& ea : a_edges) {
    for (const glm::vec3& eb : b_edges) {
      const glm::vec3 axis = glm::cross(ea, eb);
      if (LengthSquared(axis) > kParallelAxisSinSquared * LengthSquared(ea) * LengthSquared(eb)) axes.push_back(axis);
    }
  }
  // A flat polyhedron's sides are its edges: their normals within its plane.
  for (const auto* shape : {&a, &b}) {
    if (shape->IsSolid()) continue;
    for (const glm::vec3& edge : shape == &a ? a_edges : b_edges)
      axes.push_back(glm::cross(edge, shape->planes[0].normal));
  }
  for (const glm::vec3& axis : axes) {
    float a_min, a_max, b_min, b_max;
    Project(a, axis, a_min, a_max);
    Project(b, axis, b_min, b_max);
    if (a_max < b_min || b_max < a_min) return false;  // a separating plane; touching spans overlap
  }
  return true;
  // SOLUTION END
}

ConvexPolyhedron ConvexHull(const std::vector<Point>& input) {
  // SOLUTION BEGIN: return {};
  std::vector<glm::dvec3> points;
  for (const Point& p : input) {
    if (!HasNaN(p)) points.emplace_back(p);
  }
  if (points.empty()) return {};
  glm::dvec3 low = points[0], high = points[0];
  for (const glm::dvec3& p : points) {
    low = glm::min(low, p);
    high = glm::max(high, p);
  }
  const double epsilon =
      kHullRelativeEpsilon * std::max({glm::length(high - low), glm::length(low), glm::length(high)});
  const auto vertices_only = [&](std::initializer_list<int> indices) {
    ConvexPolyhedron result;
    for (int i : indices) result.vertices.emplace_back(points[i]);
    return result;
  };
  const auto farthest = [&](auto&& distance) {
    int best = 0;
    for (int i = 1; i < static_cast<int>(points.size()); ++i) {
      if (distance(points[i]) > distance(points[best])) best = i;
    }
    return best;
  };
  // The initial simplex: the farthest pair among the axis extremes, the point farthest from their line,
  // the point farthest from their plane. Each one failing to stand out by epsilon is a degenerate case.
  const int a = farthest([&](const glm::dvec3& p) { return glm::length(p - points[0]); });
  const int b = farthest([&](const glm::dvec3& p) { return glm::length(p - points[a]); });
  if (glm::length(points[b] - points[a]) <= epsilon) return vertices_only({a});
  const glm::dvec3 axis = glm::normalize(points[b] - points[a]);
  const auto from_line = [&](const glm::dvec3& p) { return glm::length(glm::cross(p - points[a], axis)); };
  const int c = farthest(from_line);
  if (from_line(points[c]) <= epsilon) return vertices_only({a, b});
  const glm::dvec3 normal = glm::normalize(glm::cross(points[b] - points[a], points[c] - points[a]));
  const auto from_plane = [&](const glm::dvec3& p) { return std::abs(glm::dot(p - points[a], normal)); };
  const int d = farthest(from_plane);
  if (from_plane(points[d]) <= epsilon) {
    // All coplanar: the 2-D hull in the plane, as a flat polyhedron with a face on each side.
    const glm::dvec3 u = axis, v = glm::cross(normal, axis);
    std::vector<glm::dvec2> flat;
    for (const glm::dvec3& p : points) flat.emplace_back(glm::dot(p - points[a], u), glm::dot(p - points[a], v));
    const std::vector<int> loop = Hull2D(flat, epsilon);
    std::vector<Point> vertices;
    std::vector<int> front, back;
    for (int i : loop) {
      front.push_back(static_cast<int>(vertices.size()));
      vertices.emplace_back(points[i]);
    }
    back.assign(front.rbegin(), front.rend());
    return ConvexPolyhedron::FromFaces(std::move(vertices), {front, back});
  }
  Quickhull hull(points, epsilon);
  if (glm::dot(points[d] - points[a], normal) > 0.0) {
    hull.Build(a, c, b, d);  // d in front of a, b, c: wind the base the other way
  } else {
    hull.Build(a, b, c, d);
  }
  return hull.Result();
  // SOLUTION END
}

std::vector<Polygon2D> ConvexDecomposition(const Polygon2D& polygon) {
  // SOLUTION BEGIN: return {};
  std::vector<glm::dvec2> loop;
  for (const glm::vec2& v : polygon.vertices) {
    if (std::isnan(v.x) || std::isnan(v.y)) return {};
    if (loop.empty() || glm::dvec2(v) != loop.back()) loop.emplace_back(v);
  }
  while (loop.size() > 1 && loop.front() == loop.back()) loop.pop_back();
  const float area = polygon.SignedArea();
  if (loop.size() < 3 || area == 0.0f) return {};
  if (area < 0.0f) std::reverse(loop.begin(), loop.end());  // counter-clockwise from here on

  std::vector<Polygon2D> pieces;
  std::vector<std::vector<glm::dvec2>> work = {loop};
  // Each cut removes a reflex vertex and makes none, so this ends; the bound only guards against
  // self-intersecting input, which the function does not support.
  for (std::size_t steps = 0; !work.empty() && steps < 4 * polygon.vertices.size() + 8; ++steps) {
    std::vector<glm::dvec2> piece = std::move(work.back());
    work.pop_back();
    const std::size_t count = piece.size();
    // A reflex vertex turns clockwise (by more than kStraightTurnSin, so a straight vertex is not reflex).
    std::size_t reflex = count;
    glm::dvec2 to_previous, to_next;
    for (std::size_t i = 0; i < count && reflex == count; ++i) {
      to_previous = glm::normalize(piece[(i + count - 1) % count] - piece[i]);
      to_next = glm::normalize(piece[(i + 1) % count] - piece[i]);
      if (to_next.x * to_previous.y - to_next.y * to_previous.x < -kStraightTurnSin) reflex = i;
    }
    if (reflex == count) {
      Polygon2D convex;
      for (const glm::dvec2& v : piece) convex.vertices.emplace_back(v);
      pieces.push_back(std::move(convex));
      continue;
    }
    // Cut along the bisector of the reflex angle (it points into the polygon) to the nearest edge.
    const glm::dvec2 bisector = -(to_previous + to_next);
    std::size_t edge = 0;
    double along = 0.0;
    if (!NearestEdgeHit(piece, reflex, piece[reflex], glm::normalize(bisector), edge, along)) return {};
    std::size_t target;
    if (along <= kCutSnapToVertex) {
      target = edge;
    } else if (along >= 1.0 - kCutSnapToVertex) {
      target = (edge + 1) % count;
    } else {
      const glm::dvec2 cut = piece[edge] + (piece[(edge + 1) % count] - piece[edge]) * along;
      piece.insert(piece.begin() + static_cast<std::ptrdiff_t>(edge + 1), cut);
      target = edge + 1;
      if (reflex > edge) ++reflex;
    }
    // The two loops on either side of the cut, each running from one end of it to the other.
    const std::size_t size = piece.size();
    std::vector<glm::dvec2> first, second;
    for (std::size_t i = reflex;; i = (i + 1) % size) {
      first.push_back(piece[i]);
      if (i == target) break;
    }
    for (std::size_t i = target;; i = (i + 1) % size) {
      second.push_back(piece[i]);
      if (i == reflex) break;
    }
    work.push_back(std::move(first));
    work.push_back(std::move(second));
  }
  return pieces;
  // SOLUTION END
}

Sphere BoundingSphere(const std::vector<Point>& input) {
  // SOLUTION BEGIN: return Sphere(Point(0.0f), 0.0f);
  std::vector<Point> points;
  for (const Point& p : input) {
    if (!HasNaN(p)) points.push_back(p);
  }
  if (points.empty()) return Sphere(Point(0.0f), 0.0f);
  // Ritter: a point far from the first, the point farthest from that, and the sphere on that span...
  const auto farthest_from = [&](const Point& from) {
    return *std::max_element(points.begin(), points.end(), [&](const Point& a, const Point& b) {
      return LengthSquared(a - from) < LengthSquared(b - from);
    });
  };
  const Point x = farthest_from(points.front());
  const Point y = farthest_from(x);
  Point centre = (x + y) * 0.5f;
  float radius = glm::length(y - x) * 0.5f;
  // ...grown just enough to take in each point outside it: the new sphere spans from the old one's far
  // side to that point.
  for (const Point& p : points) {
    const float distance = glm::length(p - centre);
    if (distance > radius) {
      const float grown = (radius + distance) * 0.5f;
      centre += (p - centre) * ((grown - radius) / distance);
      radius = grown;
    }
  }
  // Float rounding in the growth can leave a point a few ulps outside; make containment exact.
  for (const Point& p : points) radius = std::max(radius, glm::length(p - centre));
  return Sphere(centre, radius);
  // SOLUTION END
}

// SOLUTION HELPER BEGIN
// The eigenvectors (columns, by eigenvalue from largest) of a symmetric 3x3 matrix, by cyclic Jacobi rotations.
static glm::dmat3 SymmetricEigenvectors(glm::dmat3 m) {
  glm::dmat3 vectors(1.0);
  for (int sweep = 0; sweep < 50; ++sweep) {
    const double off = m[0][1] * m[0][1] + m[0][2] * m[0][2] + m[1][2] * m[1][2];
    if (!(off > 1e-30 * (m[0][0] * m[0][0] + m[1][1] * m[1][1] + m[2][2] * m[2][2]))) break;
    for (int p = 0; p < 2; ++p) {
      for (int q = p + 1; q < 3; ++q) {
        if (m[p][q] == 0.0) continue;
        // The rotation in the (p, q) plane that zeroes m[p][q].
        const double theta = (m[q][q] - m[p][p]) / (2.0 * m[p][q]);
        const double t = (theta >= 0.0 ? 1.0 : -1.0) / (std::abs(theta) + std::sqrt(theta * theta + 1.0));
        const double c = 1.0 / std::sqrt(t * t + 1.0), s = t * c;
        glm::dmat3 rotation(1.0);
        rotation[p][p] = c;
        rotation[q][q] = c;
        rotation[q][p] = s;  // glm is column-major: [column][row]
        rotation[p][q] = -s;
        m = glm::transpose(rotation) * m * rotation;
        vectors = vectors * rotation;
      }
    }
  }
  // Largest eigenvalue first.
  std::array<int, 3> order = {0, 1, 2};
  std::sort(order.begin(), order.end(), [&](int a, int b) { return m[a][a] > m[b][b]; });
  return glm::dmat3(vectors[order[0]], vectors[order[1]], vectors[order[2]]);
}
// SOLUTION HELPER END

OBB BoundingOBB(const std::vector<Point>& input) {
  // SOLUTION BEGIN: return OBB{};
  std::vector<Point> points;
  for (const Point& p : input) {
    if (!HasNaN(p)) points.push_back(p);
  }
  if (points.empty()) return OBB{};
  // The hull's vertices, not every point: points inside the hull would weigh its dense parts more.
  const ConvexPolyhedron hull = ConvexHull(points);
  const std::vector<Point>& fit = hull.vertices.size() >= 4 ? hull.vertices : points;
  glm::dvec3 mean(0.0);
  for (const Point& p : fit) mean += glm::dvec3(p);
  mean /= static_cast<double>(fit.size());
  glm::dmat3 covariance(0.0);
  for (const Point& p : fit) {
    const glm::dvec3 d = glm::dvec3(p) - mean;
    covariance += glm::outerProduct(d, d);
  }
  glm::dmat3 axes = SymmetricEigenvectors(covariance / static_cast<double>(fit.size()));
  axes[2] = glm::cross(axes[0], axes[1]);  // a right-handed frame
  glm::dvec3 low(std::numeric_limits<double>::infinity()), high(-std::numeric_limits<double>::infinity());
  for (const Point& p : points) {
    const glm::dvec3 along = glm::transpose(axes) * glm::dvec3(p);
    low = glm::min(low, along);
    high = glm::max(high, along);
  }
  OBB box;
  box.axes = glm::mat3(axes);
  box.center = Point(axes * ((low + high) * 0.5));
  box.half_extents = glm::vec3((high - low) * 0.5);
  return box;
  // SOLUTION END
}

AABB BoundingBox(const std::vector<Point>& points) {
  // SOLUTION BEGIN: return AABB(Point(0.0f), Point(0.0f));
  bool any = false;
  Point low(0.0f), high(0.0f);
  for (const Point& p : points) {
    if (HasNaN(p)) continue;
    low = any ? glm::min(low, p) : p;
    high = any ? glm::max(high, p) : p;
    any = true;
  }
  return AABB(low, high);
  // SOLUTION END
}

}  // namespace lab::Collisions
