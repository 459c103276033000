// Debug drawing: a small interface of primitives (line, point, triangle, text) and helpers built only on
// those primitives. Samples draw through it and never call GL, so their checks run with no GL context.
// Every drawing call starts with its verb (DrawLine, DrawWireBox), as in Box2D's b2DebugDraw and Jolt's
// DebugRenderer, so no call reads as a type name (lab::Line is a segment; DrawLine draws one).
#pragma once

#include <climits>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <glm/vec2.hpp>

#include "framework/sample/color.hpp"
#include "primitives/primitives.hpp"

namespace lab {

// How long a ray is drawn: long enough to leave any sample's view, short enough for depth precision.
inline constexpr float kRayDrawLength = 500.0f;

class DebugDraw {
 public:
  virtual ~DebugDraw() = default;

  // ---- The primitives a back end implements.
  virtual void DrawLine(const Point& from, const Point& to, const Color& color) = 0;
  // size is the diameter in (logical) pixels.
  virtual void DrawPoint(const Point& point, float size, const Color& color) = 0;
  // A filled triangle; both faces are drawn.
  virtual void DrawSolidTriangle(const Point& a, const Point& b, const Point& c, const Color& color) = 0;
  // A face of a volume, counter-clockwise seen from outside (its back face is not drawn): lit by a light at the
  // eye and translucent, so what lies inside or behind the volume shows through, darker; left out when the
  // window shows wireframes only.
  virtual void DrawShadedTriangle(const Point& a, const Point& b, const Point& c, const Color& color) = 0;
  // Screen-space text; position in logical pixels from the top-left corner of the view. Lines of text are
  // kTextLineHeight apart (the renderer's text scale).
  static constexpr float kTextLineHeight = 24.0f;
  virtual void DrawText(glm::vec2 position, std::string_view text, const Color& color) = 0;
  // Text anchored at a point of the scene (a case number next to its ray), drawn over the scene.
  virtual void DrawLabel(const Point& at, std::string_view text, const Color& color) = 0;

  // ---- Tagging. What is drawn after About(item) belongs to that item of the sample's checks (the key given
  // to Checks::About), so the window can highlight a case's geometry and number it; kNoItem for drawing
  // that belongs to no case (axes, the grid, context). The host resets it to kNoItem before each Render.
  static constexpr int kNoItem = INT_MIN;
  // What every case is about but none owns (the model the rays are cast at): framed with the cases' geometry
  // when a sample opens (framework/sample/framing.hpp), never numbered.
  static constexpr int kSceneItem = kNoItem + 2;
  void About(int item) { item_ = item; }
  int CurrentItem() const { return item_; }

  // ---- Helpers, built on the primitives.
  void DrawSegment(const Line& segment, const Color& color) { DrawLine(segment.start, segment.end, color); }
  // The ray as a long segment from its origin.
  void DrawRay(const Ray& ray, const Color& color);
  // The tutorial's verdict drawing: the ray red (kRayHit) and its hit point green when hit is true,
  // the ray blue (kRayMiss) otherwise.
  void DrawRayWithHit(const Ray& ray, bool hit, const Point& hit_point, float point_size = 8.0f);
  // The plane as a filled square of half-size `half_size` centred on the point nearest the origin, with
  // its outline and a short normal. A degenerate plane draws nothing.
  void DrawPlane(const Plane& plane, float half_size, const Color& color);
  // Outlines: rings, edges.
  void DrawWireSphere(const Sphere& sphere, const Color& color, int segments = 24);
  void DrawWireEllipsoid(const Ellipsoid& ellipsoid, const Color& color, int segments = 24);
  void DrawWireBox(const AABB& box, const Color& color);
  void DrawWireBox(const OBB& box, const Color& color);  // its 12 edges, between OBB::Corners()
  // Rings at both ends, lines along the side, and for the capsule its end spheres' rings.
  void DrawWireCapsule(const Capsule& capsule, const Color& color);
  void DrawWireCylinder(const Cylinder& cylinder, const Color& color);
  // Volumes: the lit, translucent surface (DrawShadedTriangle) with the outline above on top. A shape under
  // test is drawn as a volume; a bound or a tree's node, which only groups others, as an outline.
  // segments: the outline's (DrawWireSphere's); the surface is as fine for every size.
  void DrawSphere(const Sphere& sphere, const Color& color, int segments = 24);
  void DrawEllipsoid(const Ellipsoid& ellipsoid, const Color& color, int segments = 24);
  void DrawBox(const AABB& box, const Color& color);
  void DrawBox(const OBB& box, const Color& color);
  void DrawCapsule(const Capsule& capsule, const Color& color);
  void DrawCylinder(const Cylinder& cylinder, const Color& color);
  // A face of a convex volume (DrawShadedTriangle), turned to face away from `inside`, a point inside the volume.
  void DrawConvexFace(const Point& inside, const Point& a, const Point& b, const Point& c, const Color& color);
  void DrawWireTriangle(const Triangle& triangle, const Color& color);
  void DrawSolidTriangle(const Triangle& triangle, const Color& color) {
    DrawSolidTriangle(triangle.p0, triangle.p1, triangle.p2, color);
  }
  // Unit axes at the origin: x red, y green, z blue.
  void DrawAxes(float length = 1.0f);
  // A square grid on the y = 0 plane, `half_cells` cells each way from the origin.
  void DrawGrid(int half_cells = 10, float cell = 1.0f);

 private:
  int item_ = kNoItem;
};

// Keeps everything drawn in one frame, per primitive type. The GL back end uploads these lists (one buffer
// and one draw call per type per frame); tests inspect them.
class RecordingDraw final : public DebugDraw {
 public:
  struct Vertex {
    Point position;
    Color color;
    int item = kNoItem;
    bool shaded = false;  // a volume's face (DrawShadedTriangle), not a flat triangle
  };
  struct PointItem {
    Point position;
    float size;
    Color color;
    int item = kNoItem;
  };
  struct TextItem {
    glm::vec2 position;
    std::string text;
    Color color;
  };
  struct LabelItem {
    Point position;
    std::string text;
    Color color;
    int item = kNoItem;
  };

  void DrawLine(const Point& from, const Point& to, const Color& color) override;
  void DrawPoint(const Point& point, float size, const Color& color) override;
  void DrawSolidTriangle(const Point& a, const Point& b, const Point& c, const Color& color) override;
  using DebugDraw::DrawSolidTriangle;  // and the helper that takes a Triangle
  void DrawShadedTriangle(const Point& a, const Point& b, const Point& c, const Color& color) override;
  void DrawText(glm::vec2 position, std::string_view text, const Color& color) override;
  void DrawLabel(const Point& at, std::string_view text, const Color& color) override;

  // Forgets the frame's drawing and the current item.
  void Clear();
  // Forgets the volumes' faces, keeping their outlines: the wireframe view.
  void DropShadedTriangles();
  const std::vector<Vertex>& LineVertices() const { return lines_; }  // two per line
  const std::vector<PointItem>& Points() const { return points_; }
  // Three per triangle: flat ones and volumes' faces (Vertex::shaded), in the order drawn.
  const std::vector<Vertex>& TriangleVertices() const { return triangles_; }
  const std::vector<TextItem>& Texts() const { return texts_; }
  const std::vector<LabelItem>& Labels() const { return labels_; }
  // Each item drawn this frame with the first point drawn for it, in the order items first appeared: where
  // the window writes the item's case numbers.
  const std::vector<std::pair<int, Point>>& ItemAnchors() const { return anchors_; }
  // For the host's highlighting, after Render: every colour, to be faded or kept per item.
  std::vector<Vertex>& MutableLineVertices() { return lines_; }
  std::vector<PointItem>& MutablePoints() { return points_; }
  std::vector<Vertex>& MutableTriangleVertices() { return triangles_; }

 private:
  std::vector<Vertex> lines_;
  std::vector<PointItem> points_;
  std::vector<Vertex> triangles_;
  std::vector<TextItem> texts_;
  std::vector<LabelItem> labels_;
  std::vector<std::pair<int, Point>> anchors_;

  void NoteAnchor(const Point& at);
};

}  // namespace lab
