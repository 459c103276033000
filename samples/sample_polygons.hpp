// Shared by the chapter 8 to 10 samples: 2-D polygons drawn on the floor (the plane y = 0; the polygon's x
// along x and its y along -z, so that seen from above with kTopDownYaw, x runs right and y up, unmirrored),
// 3-D polygons and convex polyhedra.
#pragma once

#include <glm/geometric.hpp>

#include "samples/sample.hpp"

namespace lab::samples {

// The camera's yaw that looks down on the floor with +x to the right and -z up.
inline constexpr float kTopDownYaw = 180.0f;

// A 2-D point on the floor, shifted by offset (so several cases can sit side by side).
inline Point OnFloor(glm::vec2 point, glm::vec2 offset = glm::vec2(0.0f), float height = 0.0f) {
  return Point(point.x + offset.x, height, -(point.y + offset.y));
}

inline void DrawPolygon2D(DebugDraw& draw, const Polygon2D& polygon, glm::vec2 offset, const Color& color) {
  const auto& v = polygon.vertices;
  for (std::size_t i = 0; i < v.size(); ++i)
    draw.DrawLine(OnFloor(v[i], offset), OnFloor(v[(i + 1) % v.size()], offset), color);
}

// A convex polygon filled as a fan (translucent), with its outline.
inline void FillConvex2D(DebugDraw& draw, const Polygon2D& polygon, glm::vec2 offset, const Color& color) {
  const auto& v = polygon.vertices;
  for (std::size_t i = 1; i + 1 < v.size(); ++i) {
    draw.DrawSolidTriangle(OnFloor(v[0], offset), OnFloor(v[i], offset), OnFloor(v[i + 1], offset), Translucent(color));
  }
  DrawPolygon2D(draw, polygon, offset, color);
}

inline void DrawPolygon(DebugDraw& draw, const Polygon& polygon, const Color& color, bool filled = true) {
  const auto& v = polygon.vertices;
  for (std::size_t i = 0; i < v.size(); ++i) draw.DrawLine(v[i], v[(i + 1) % v.size()], color);
  for (std::size_t i = 1; filled && i + 1 < v.size(); ++i)
    draw.DrawSolidTriangle(v[0], v[i], v[i + 1], Translucent(color));
}

// Every edge, and the faces as a lit volume's (faces are convex, so fans are right).
inline void DrawPolyhedron(DebugDraw& draw, const ConvexPolyhedron& shape, const Color& color, bool filled = true) {
  for (const auto& [from, to] : shape.Edges()) draw.DrawLine(shape.vertices[from], shape.vertices[to], color);
  if (!filled || shape.vertices.empty()) return;
  Point inside(0.0f);
  for (const Point& vertex : shape.vertices) inside += vertex;
  inside /= static_cast<float>(shape.vertices.size());
  for (const auto& face : shape.faces) {
    for (std::size_t i = 1; i + 1 < face.size(); ++i) {
      draw.DrawConvexFace(inside, shape.vertices[face[0]], shape.vertices[face[i]], shape.vertices[face[i + 1]], color);
    }
  }
}

// The same polyhedron moved by offset.
inline ConvexPolyhedron Moved(const ConvexPolyhedron& shape, const glm::vec3& offset) {
  std::vector<Point> vertices;
  for (const Point& v : shape.vertices) vertices.push_back(v + offset);
  return ConvexPolyhedron::FromFaces(std::move(vertices), shape.faces);
}

inline Polygon Moved(const Polygon& polygon, const glm::vec3& offset) {
  Polygon moved = polygon;
  for (Point& v : moved.vertices) v += offset;
  return moved;
}

// A handle for what a Point member cannot hold: a shape moved whole (a polygon's vertex dragged alone would
// leave its plane), something drawn shifted beside other cases, a 2-D point drawn on the floor. The user
// drags `at`, which starts where the thing is drawn; Moved() is how far it went, exactly zero until then,
// so the book's value plus Moved() is the book's value to the bit and the verdicts drawn on the book's data
// are the checks' (shifting by an offset and back is not exact in floats).
struct Anchor {
  Point book{0.0f};
  Point at{0.0f};

  Anchor() = default;
  explicit Anchor(const Point& where) : book(where), at(where) {}
  glm::vec3 Moved() const { return at - book; }
  // The move on the floor, in OnFloor's 2-D coordinates (x, -z).
  glm::vec2 MovedOnFloor() const { return glm::vec2(at.x - book.x, book.z - at.z); }
};

// The shape moved by its anchor; the book's own shape while the anchor has not moved.
inline ConvexPolyhedron MovedBy(const ConvexPolyhedron& shape, const Anchor& anchor) {
  return anchor.Moved() == glm::vec3(0.0f) ? shape : Moved(shape, anchor.Moved());
}

// Anchors on a 2-D polygon's vertices as drawn on the floor at offset, and the polygon they make now.
inline std::vector<Anchor> FloorAnchors(const Polygon2D& polygon, glm::vec2 offset = glm::vec2(0.0f)) {
  std::vector<Anchor> anchors;
  for (const glm::vec2& v : polygon.vertices) anchors.emplace_back(OnFloor(v, offset));
  return anchors;
}
inline Polygon2D MovedBy(const Polygon2D& polygon, const std::vector<Anchor>& anchors) {
  Polygon2D moved = polygon;
  for (std::size_t i = 0; i < moved.vertices.size() && i < anchors.size(); ++i)
    moved.vertices[i] += anchors[i].MovedOnFloor();
  return moved;
}
// Handles on those anchors, "name vertex i", about the handles' current item.
inline void AddFloorHandles(HandleSet& handles, std::string_view name, std::vector<Anchor>& anchors) {
  for (std::size_t i = 0; i < anchors.size(); ++i)
    handles.AddPoint(fmt::format("{} vertex {}", name, i), anchors[i].at);
}

}  // namespace lab::samples
