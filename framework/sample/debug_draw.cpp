#include "framework/sample/debug_draw.hpp"

#include <array>
#include <cmath>
#include <utility>
#include <vector>

#include <glm/geometric.hpp>
#include <glm/gtc/constants.hpp>

namespace lab {

void DebugDraw::DrawRay(const Ray& ray, const Color& color) { DrawLine(ray.position, ray.At(kRayDrawLength), color); }

void DebugDraw::DrawRayWithHit(const Ray& ray, bool hit, const Point& hit_point, float point_size) {
  DrawRay(ray, palette::ForRay(hit));
  if (hit) DrawPoint(hit_point, point_size, palette::kHitPoint);
}

// Two unit vectors perpendicular to n and to each other. Unlike the tutorial's Plane.Render, this works
// for every normal, (0, 1, 0) included.
static void PerpendicularBasis(const glm::vec3& n, glm::vec3& u, glm::vec3& v) {
  const glm::vec3 helper = std::abs(n.y) < 0.9f ? glm::vec3(0, 1, 0) : glm::vec3(1, 0, 0);
  u = glm::normalize(glm::cross(helper, n));
  v = glm::cross(n, u);
}

void DebugDraw::DrawPlane(const Plane& plane, float half_size, const Color& color) {
  if (plane.IsDegenerate()) return;
  glm::vec3 u, v;
  PerpendicularBasis(plane.normal, u, v);
  const Point centre = plane.normal * plane.distance;
  const Point c0 = centre + (-u - v) * half_size;
  const Point c1 = centre + (u - v) * half_size;
  const Point c2 = centre + (u + v) * half_size;
  const Point c3 = centre + (-u + v) * half_size;
  DrawSolidTriangle(c0, c1, c2, color);
  DrawSolidTriangle(c0, c2, c3, color);
  const Color edge = palette::kGray;
  DrawLine(c0, c1, edge);
  DrawLine(c1, c2, edge);
  DrawLine(c2, c3, edge);
  DrawLine(c3, c0, edge);
  DrawLine(centre, centre + plane.normal * (half_size * 0.25f), edge);
}

void DebugDraw::DrawWireSphere(const Sphere& sphere, const Color& color, int segments) {
  DrawWireEllipsoid(Ellipsoid(sphere.position, glm::vec3(sphere.radius)), color, segments);
}

void DebugDraw::DrawWireEllipsoid(const Ellipsoid& ellipsoid, const Color& color, int segments) {
  // Three principal ellipses plus latitude rings, enough to read the extent from any angle.
  const float step = glm::two_pi<float>() / static_cast<float>(segments);
  auto ring = [&](const glm::vec3& axis_u, const glm::vec3& axis_v, const Point& centre, float scale) {
    for (int i = 0; i < segments; ++i) {
      const float a0 = step * static_cast<float>(i);
      const float a1 = step * static_cast<float>(i + 1);
      DrawLine(centre + (axis_u * std::cos(a0) + axis_v * std::sin(a0)) * scale,
               centre + (axis_u * std::cos(a1) + axis_v * std::sin(a1)) * scale, color);
    }
  };
  const glm::vec3 x(ellipsoid.radius.x, 0, 0), y(0, ellipsoid.radius.y, 0), z(0, 0, ellipsoid.radius.z);
  ring(x, z, ellipsoid.center, 1.0f);
  ring(x, y, ellipsoid.center, 1.0f);
  ring(y, z, ellipsoid.center, 1.0f);
  for (float latitude : {-0.5f, 0.5f}) ring(x, z, ellipsoid.center + y * std::sin(latitude), std::cos(latitude));
}

void DebugDraw::DrawWireBox(const AABB& box, const Color& color) {
  const Point& a = box.min;
  const Point& b = box.max;
  const Point corners[8] = {{a.x, a.y, a.z}, {b.x, a.y, a.z}, {b.x, b.y, a.z}, {a.x, b.y, a.z},
                            {a.x, a.y, b.z}, {b.x, a.y, b.z}, {b.x, b.y, b.z}, {a.x, b.y, b.z}};
  for (int i = 0; i < 4; ++i) {
    DrawLine(corners[i], corners[(i + 1) % 4], color);          // the z = min face
    DrawLine(corners[i + 4], corners[(i + 1) % 4 + 4], color);  // the z = max face
    DrawLine(corners[i], corners[i + 4], color);                // the edges joining them
  }
}

void DebugDraw::DrawWireBox(const OBB& box, const Color& color) {
  const std::array<Point, 8> corners = box.Corners();  // bit i of the index: the sign along axis i
  for (std::size_t corner = 0; corner < 8; ++corner) {
    for (const std::size_t axis_bit : {1u, 2u, 4u}) {
      if ((corner & axis_bit) == 0) DrawLine(corners[corner], corners[corner | axis_bit], color);
    }
  }
}

// An axis's two perpendicular unit vectors (any pair for a zero axis).
static void AxisBasis(const glm::vec3& axis, glm::vec3& u, glm::vec3& v) {
  const float length = glm::length(axis);
  PerpendicularBasis(length > 0.0f ? axis / length : glm::vec3(0, 1, 0), u, v);
}

// Rings at both ends of the axis start-end and every fourth line along it: a capsule's body, a cylinder's side.
static void WireRound(DebugDraw& draw, const Point& start, const Point& end, float radius, const Color& color) {
  constexpr int kSegments = 24;
  glm::vec3 u, v;
  AxisBasis(end - start, u, v);
  const auto around = [&](int i) {
    const float angle = glm::two_pi<float>() * static_cast<float>(i) / kSegments;
    return radius * (std::cos(angle) * u + std::sin(angle) * v);
  };
  for (int i = 0; i < kSegments; ++i) {
    const glm::vec3 r0 = around(i), r1 = around(i + 1);
    draw.DrawLine(start + r0, start + r1, color);
    draw.DrawLine(end + r0, end + r1, color);
    if (i % 4 == 0) draw.DrawLine(start + r0, end + r0, color);
  }
}

void DebugDraw::DrawWireCapsule(const Capsule& capsule, const Color& color) {
  WireRound(*this, capsule.start, capsule.end, capsule.radius, color);
  DrawWireSphere(Sphere(capsule.start, capsule.radius), color, 16);
  DrawWireSphere(Sphere(capsule.end, capsule.radius), color, 16);
}

void DebugDraw::DrawWireCylinder(const Cylinder& cylinder, const Color& color) {
  WireRound(*this, cylinder.start, cylinder.end, cylinder.radius, color);
}

// ---- Volumes.

void DebugDraw::DrawConvexFace(const Point& inside, const Point& a, const Point& b, const Point& c,
                               const Color& color) {
  const glm::vec3 normal = glm::cross(b - a, c - a);
  if (glm::dot(normal, normal) == 0.0f) return;  // a pole's sliver: nothing to shade
  if (glm::dot(normal, a - inside) >= 0.0f) {
    DrawShadedTriangle(a, b, c, color);
  } else {
    DrawShadedTriangle(a, c, b, color);
  }
}

// Latitude and longitude steps of a round surface: fine enough that the facets' light changes smoothly.
constexpr int kShadeStacks = 12;
constexpr int kShadeSlices = 24;

// A ring of a round surface: the points centre + cos(a) u + sin(a) v.
struct Ring {
  Point centre;
  glm::vec3 u, v;
};

// The faces between consecutive rings, kShadeSlices around, each turned away from `inside`.
static void ShadeRings(DebugDraw& draw, const Point& inside, const std::vector<Ring>& rings, const Color& color) {
  static const std::array<glm::vec2, kShadeSlices + 1> kCircle = [] {
    std::array<glm::vec2, kShadeSlices + 1> circle;
    for (int i = 0; i <= kShadeSlices; ++i) {
      const float angle = glm::two_pi<float>() * static_cast<float>(i) / kShadeSlices;
      circle[static_cast<std::size_t>(i)] = {std::cos(angle), std::sin(angle)};
    }
    return circle;
  }();
  std::vector<Point> previous, current;
  for (const Ring& ring : rings) {
    current.clear();
    for (const glm::vec2& c : kCircle) current.push_back(ring.centre + c.x * ring.u + c.y * ring.v);
    for (std::size_t i = 0; !previous.empty() && i < kShadeSlices; ++i) {
      draw.DrawConvexFace(inside, previous[i], previous[i + 1], current[i + 1], color);
      draw.DrawConvexFace(inside, previous[i], current[i + 1], current[i], color);
    }
    std::swap(previous, current);
  }
}

void DebugDraw::DrawEllipsoid(const Ellipsoid& ellipsoid, const Color& color, int segments) {
  std::vector<Ring> rings;
  for (int stack = 0; stack <= kShadeStacks; ++stack) {
    const float latitude = glm::pi<float>() * (static_cast<float>(stack) / kShadeStacks - 0.5f);
    rings.push_back({ellipsoid.center + glm::vec3(0.0f, ellipsoid.radius.y * std::sin(latitude), 0.0f),
                     glm::vec3(ellipsoid.radius.x * std::cos(latitude), 0.0f, 0.0f),
                     glm::vec3(0.0f, 0.0f, ellipsoid.radius.z * std::cos(latitude))});
  }
  ShadeRings(*this, ellipsoid.center, rings, color);
  DrawWireEllipsoid(ellipsoid, color, segments);
}

void DebugDraw::DrawSphere(const Sphere& sphere, const Color& color, int segments) {
  DrawEllipsoid(Ellipsoid(sphere.position, glm::vec3(sphere.radius)), color, segments);
}

void DebugDraw::DrawBox(const OBB& box, const Color& color) {
  const std::array<Point, 8> corners = box.Corners();  // bit i of the index: the sign along axis i
  for (std::size_t axis_bit : {1u, 2u, 4u}) {
    // The two faces across this axis: the corners without its bit, then with it; the other two bits walk the
    // face's four corners in order.
    const std::size_t first = axis_bit == 1u ? 2u : 1u, second = axis_bit == 4u ? 2u : 4u;
    for (std::size_t side : {std::size_t{0}, axis_bit}) {
      const Point& a = corners[side];
      const Point& b = corners[side | first];
      const Point& c = corners[side | first | second];
      const Point& d = corners[side | second];
      DrawConvexFace(box.center, a, b, c, color);
      DrawConvexFace(box.center, a, c, d, color);
    }
  }
  DrawWireBox(box, color);
}

void DebugDraw::DrawBox(const AABB& box, const Color& color) {
  DrawBox(OBB{box.Center(), glm::mat3(1.0f), box.Extents()}, color);
}

// The surface swept by a circle of `radius` about the axis start-end: a capsule's (`round_caps`: half a sphere
// at each end, in rings of latitude) or a cylinder's (a flat disc at each end).
static void ShadeRound(DebugDraw& draw, const Point& start, const Point& end, float radius, bool round_caps,
                       const Color& color) {
  glm::vec3 u, v;
  const glm::vec3 axis = end - start;
  AxisBasis(axis, u, v);
  const float length = glm::length(axis);
  const glm::vec3 along = length > 0.0f ? axis / length : glm::cross(u, v);
  std::vector<Ring> rings;
  const auto add = [&](const Point& centre, float ring_radius) {
    rings.push_back({centre, u * ring_radius, v * ring_radius});
  };
  if (round_caps) {
    constexpr int kCapStacks = kShadeStacks / 2;
    for (int i = 0; i <= kCapStacks; ++i) {  // the start's cap, from its pole to its equator
      const float latitude = glm::half_pi<float>() * (static_cast<float>(i) / kCapStacks - 1.0f);
      add(start + along * (radius * std::sin(latitude)), radius * std::cos(latitude));
    }
    for (int i = 0; i <= kCapStacks; ++i) {  // the end's, from its equator to its pole
      const float latitude = glm::half_pi<float>() * static_cast<float>(i) / kCapStacks;
      add(end + along * (radius * std::sin(latitude)), radius * std::cos(latitude));
    }
  } else {
    add(start, 0.0f);
    add(start, radius);
    add(end, radius);
    add(end, 0.0f);
  }
  ShadeRings(draw, (start + end) * 0.5f, rings, color);
}

void DebugDraw::DrawCapsule(const Capsule& capsule, const Color& color) {
  ShadeRound(*this, capsule.start, capsule.end, capsule.radius, true, color);
  DrawWireCapsule(capsule, color);
}

void DebugDraw::DrawCylinder(const Cylinder& cylinder, const Color& color) {
  ShadeRound(*this, cylinder.start, cylinder.end, cylinder.radius, false, color);
  DrawWireCylinder(cylinder, color);
}

void DebugDraw::DrawWireTriangle(const Triangle& triangle, const Color& color) {
  DrawLine(triangle.p0, triangle.p1, color);
  DrawLine(triangle.p1, triangle.p2, color);
  DrawLine(triangle.p2, triangle.p0, color);
}

void DebugDraw::DrawAxes(float length) {
  DrawLine(Point(0.0f), Point(length, 0, 0), palette::kAxisX);
  DrawLine(Point(0.0f), Point(0, length, 0), palette::kAxisY);
  DrawLine(Point(0.0f), Point(0, 0, length), palette::kAxisZ);
}

void DebugDraw::DrawGrid(int half_cells, float cell) {
  const float extent = static_cast<float>(half_cells) * cell;
  for (int i = -half_cells; i <= half_cells; ++i) {
    const float offset = static_cast<float>(i) * cell;
    DrawLine(Point(offset, 0, -extent), Point(offset, 0, extent), palette::kGrid);
    DrawLine(Point(-extent, 0, offset), Point(extent, 0, offset), palette::kGrid);
  }
}

void RecordingDraw::NoteAnchor(const Point& at) {
  if (CurrentItem() == kNoItem) return;
  // Items are few (tens) and drawn together, so the last one is nearly always the current one.
  if (!anchors_.empty() && anchors_.back().first == CurrentItem()) return;
  for (const auto& [item, point] : anchors_) {
    if (item == CurrentItem()) return;
  }
  anchors_.emplace_back(CurrentItem(), at);
}

void RecordingDraw::DrawLine(const Point& from, const Point& to, const Color& color) {
  NoteAnchor(from);
  lines_.push_back({from, color, CurrentItem()});
  lines_.push_back({to, color, CurrentItem()});
}

void RecordingDraw::DrawPoint(const Point& point, float size, const Color& color) {
  NoteAnchor(point);
  points_.push_back({point, size, color, CurrentItem()});
}

void RecordingDraw::DrawSolidTriangle(const Point& a, const Point& b, const Point& c, const Color& color) {
  NoteAnchor(a);
  triangles_.push_back({a, color, CurrentItem()});
  triangles_.push_back({b, color, CurrentItem()});
  triangles_.push_back({c, color, CurrentItem()});
}

void RecordingDraw::DrawShadedTriangle(const Point& a, const Point& b, const Point& c, const Color& color) {
  NoteAnchor(a);
  triangles_.push_back({a, color, CurrentItem(), true});
  triangles_.push_back({b, color, CurrentItem(), true});
  triangles_.push_back({c, color, CurrentItem(), true});
}

void RecordingDraw::DropShadedTriangles() {
  std::erase_if(triangles_, [](const Vertex& vertex) { return vertex.shaded; });
}

void RecordingDraw::DrawText(glm::vec2 position, std::string_view text, const Color& color) {
  texts_.push_back({position, std::string(text), color});
}

void RecordingDraw::DrawLabel(const Point& at, std::string_view text, const Color& color) {
  labels_.push_back({at, std::string(text), color, CurrentItem()});
}

void RecordingDraw::Clear() {
  About(kNoItem);
  labels_.clear();
  anchors_.clear();
  lines_.clear();
  points_.clear();
  triangles_.clear();
  texts_.clear();
}

}  // namespace lab
