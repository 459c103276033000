#include "primitives/primitives.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include <glm/common.hpp>
#include <glm/geometric.hpp>
#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

namespace lab {

namespace {
float LargestMagnitude(glm::vec3 v) { return std::max({std::abs(v.x), std::abs(v.y), std::abs(v.z)}); }
}  // namespace

float Length(glm::vec3 v) {
  const float largest = LargestMagnitude(v);
  if (!(largest > 0.0f) || !std::isfinite(largest)) return largest;  // 0, infinity or NaN as they are
  return largest * glm::length(v / largest);
}

glm::vec3 NormalizeOrZero(glm::vec3 v) {
  // Scaled to a largest component of 1 first: x*x + y*y + z*z would overflow for 1e20 and underflow for 1e-30.
  const float largest = LargestMagnitude(v);
  if (!(largest > 0.0f) || !std::isfinite(largest)) return glm::vec3(0.0f);
  const glm::vec3 scaled = v / largest;
  return scaled / glm::length(scaled);
}

float Line::Length() const { return lab::Length(ToVector()); }
float Line::LengthSquared() const { return glm::dot(ToVector(), ToVector()); }

Plane::Plane(Point a, Point b, Point c)
    : normal(NormalizeOrZero(glm::cross(b - a, c - a))), distance(glm::dot(normal, a)) {}

bool Plane::IsDegenerate() const { return !(glm::dot(normal, normal) > 0.5f); }

AABB::AABB(Point a, Point b) : min(a), max(b) { Fix(); }

AABB AABB::FromCenterExtents(Point center, glm::vec3 extents) { return AABB(center - extents, center + extents); }

bool AABB::IsValid() const { return min.x < max.x && min.y < max.y && min.z < max.z; }

bool Ellipsoid::IsDegenerate() const {
  for (int axis = 0; axis < 3; ++axis) {
    if (!(radius[axis] > 0.0f) || !std::isfinite(radius[axis])) return true;
  }
  return false;
}

float Polygon2D::SignedArea() const {
  // The shoelace formula, in double so long thin polygons keep their sign.
  double twice_area = 0.0;
  for (std::size_t i = 0; i < vertices.size(); ++i) {
    const glm::dvec2 a = vertices[i];
    const glm::dvec2 b = vertices[(i + 1) % vertices.size()];
    twice_area += a.x * b.y - b.x * a.y;
  }
  return static_cast<float>(twice_area * 0.5);
}

namespace {
// Newell's normal (not normalized) and the centroid of a loop of points: exact for planar polygons of any
// shape, and the least-squares plane's normal for slightly non-planar ones.
glm::vec3 NewellNormal(const std::vector<Point>& points, const std::vector<int>* loop, Point& centroid) {
  const std::size_t count = loop ? loop->size() : points.size();
  glm::dvec3 normal(0.0);
  glm::dvec3 sum(0.0);
  for (std::size_t i = 0; i < count; ++i) {
    const glm::dvec3 a = points[loop ? (*loop)[i] : i];
    const glm::dvec3 b = points[loop ? (*loop)[(i + 1) % count] : (i + 1) % count];
    normal += glm::dvec3((a.y - b.y) * (a.z + b.z), (a.z - b.z) * (a.x + b.x), (a.x - b.x) * (a.y + b.y));
    sum += a;
  }
  centroid = count ? glm::vec3(sum / static_cast<double>(count)) : Point(0.0f);
  return glm::vec3(normal);
}

Plane PlaneOfLoop(const std::vector<Point>& points, const std::vector<int>* loop) {
  Point centroid;
  const glm::vec3 normal = NormalizeOrZero(NewellNormal(points, loop, centroid));
  Plane plane;
  plane.normal = normal;
  plane.distance = glm::dot(normal, centroid);
  return plane;
}
}  // namespace

Plane Polygon::GetPlane() const { return PlaneOfLoop(vertices, nullptr); }

ConvexPolyhedron ConvexPolyhedron::FromFaces(std::vector<Point> vertices, std::vector<std::vector<int>> faces) {
  ConvexPolyhedron polyhedron;
  polyhedron.vertices = std::move(vertices);
  polyhedron.faces = std::move(faces);
  for (const auto& face : polyhedron.faces) polyhedron.planes.push_back(PlaneOfLoop(polyhedron.vertices, &face));
  return polyhedron;
}

ConvexPolyhedron ConvexPolyhedron::FromAABB(const AABB& box) {
  std::vector<Point> corners;
  for (int i = 0; i < 8; ++i) {
    corners.emplace_back(i & 1 ? box.max.x : box.min.x, i & 2 ? box.max.y : box.min.y, i & 4 ? box.max.z : box.min.z);
  }
  // Corner i has x from bit 0, y from bit 1, z from bit 2; each quad is counter-clockwise from outside.
  return FromFaces(std::move(corners),
                   {{0, 4, 6, 2}, {1, 3, 7, 5}, {0, 1, 5, 4}, {2, 6, 7, 3}, {0, 2, 3, 1}, {4, 5, 7, 6}});
}

ConvexPolyhedron ConvexPolyhedron::Tetrahedron(Point a, Point b, Point c, Point d) {
  std::vector<std::vector<int>> faces = {{0, 1, 2}, {0, 3, 1}, {0, 2, 3}, {1, 3, 2}};
  // Those loops face outwards when d is behind the plane of a, b, c; otherwise reverse every loop.
  if (glm::dot(glm::cross(b - a, c - a), d - a) > 0.0f) {
    for (auto& face : faces) std::swap(face[1], face[2]);
  }
  return FromFaces({a, b, c, d}, std::move(faces));
}

std::vector<std::pair<int, int>> ConvexPolyhedron::Edges() const {
  std::vector<std::pair<int, int>> edges;
  for (const auto& face : faces) {
    for (std::size_t i = 0; i < face.size(); ++i) {
      const int a = face[i];
      const int b = face[(i + 1) % face.size()];
      edges.emplace_back(std::min(a, b), std::max(a, b));
    }
  }
  std::sort(edges.begin(), edges.end());
  edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
  return edges;
}

Rectangle::Rectangle(glm::vec2 a, glm::vec2 b) : min(glm::min(a, b)), max(glm::max(a, b)) {}

void AABB::Fix() {
  for (int axis = 0; axis < 3; ++axis) {
    if (min[axis] > max[axis]) std::swap(min[axis], max[axis]);
  }
}

std::array<Point, 8> OBB::Corners() const {
  std::array<Point, 8> corners;
  for (int i = 0; i < 8; ++i) {
    Point corner = center;
    for (int axis = 0; axis < 3; ++axis) {
      corner += axes[axis] * (half_extents[axis] * ((i >> axis) & 1 ? 1.0f : -1.0f));
    }
    corners[static_cast<std::size_t>(i)] = corner;
  }
  return corners;
}

}  // namespace lab
