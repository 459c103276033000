// Chapter 9, flipcode's mesh against mesh (seed 002): two meshes meet where a polygon of one meets a polygon of
// the other. Bounding volumes answer "no" or "maybe" first, and only the parts they call "maybe" are compared.
#include <array>
#include <utility>

#include "samples/sample_models.hpp"
#include "samples/sample_polygons.hpp"

namespace lab::samples {
namespace {

// The second knot's placement against the first (at its pair's origin, unturned).
struct Placement {
  const char* what;
  glm::vec3 position;
  glm::vec3 rotation;  // degrees
  float scale;
  bool boxes_overlap;  // the world boxes' "maybe"
  bool meet;
};
constexpr std::array<Placement, 4> kPlacements = {{
    {"on it, turned 90 degrees about y", {0, 0, 0}, {0, 90, 0}, 1.0f, true, true},
    {"beside it, 2.7 along x and turned about z: the boxes overlap, no triangles meet",
     {2.7f, 0, 0},
     {0, 0, 90},
     1.0f,
     true,
     false},
    {"a tenth of its size at its centre, in its hole: inside its box, touching nothing",
     {0, 0, 0},
     {0, 0, 0},
     0.1f,
     true,
     false},
    {"10 away along x: the boxes alone say no", {10, 0, 0}, {0, 0, 0}, 1.0f, false, false},
}};

class MeshAgainstMesh final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome(
        {.target = Point(22, 0, 0), .yaw_degrees = 180.0f, .pitch_degrees = -20.0f, .distance = 36.0f});
    mesh_ = LoadAsset(*this, knot::kFile);
    if (!mesh_) return;
    for (std::size_t i = 0; i < kPlacements.size(); ++i) {
      const auto [fixed, moving] = Pair(i, kPlacements[i].position);
      Check().About(static_cast<int>(i));
      Check().Expect(fmt::format("knot {}: the world boxes overlap (maybe)", kPlacements[i].what),
                     kPlacements[i].boxes_overlap, Collisions::Intersects(fixed.WorldBounds(), moving.WorldBounds()));
      Check().Expect(fmt::format("knot {}: Intersects(Model, Model)", kPlacements[i].what), kPlacements[i].meet,
                     Collisions::Intersects(fixed, moving));
      Check().Expect(fmt::format("knot {}, the other argument order", kPlacements[i].what), kPlacements[i].meet,
                     Collisions::Intersects(moving, fixed));
    }
    for (std::size_t i = 0; i < kPlacements.size(); ++i) {
      anchors_[i] = Anchor(Offset(i) + kPlacements[i].position);
      Handles().About(static_cast<int>(i));
      Handles().AddPoint(fmt::format("knot {}", i), anchors_[i].at);
    }
    Handles().About(DebugDraw::kNoItem);
  }

  bool ShowsGrid() const override { return false; }

  void Render() override {
    Draw().DrawAxes();
    if (!mesh_) return;
    // Each pair: the fixed knot white, the other red when they meet and blue when not, and the two world
    // boxes yellow where they overlap (the "maybe" that sends the pair to the triangles), grey where not.
    for (std::size_t i = 0; i < kPlacements.size(); ++i) {
      const auto [fixed, moving] = Pair(i, kPlacements[i].position + anchors_[i].Moved());
      const bool maybe = Collisions::Intersects(fixed.WorldBounds(), moving.WorldBounds());
      Draw().About(static_cast<int>(i));
      DrawModel(Draw(), fixed, palette::kShape);
      DrawModel(Draw(), moving, palette::ForShape(maybe && Collisions::Intersects(fixed, moving)));
      for (const Model* model : {&fixed, &moving}) {
        Draw().DrawWireBox(model->WorldBounds(), maybe ? palette::kClosestPoint : palette::kGray);
      }
    }
    Draw().About(DebugDraw::kNoItem);
  }

 private:
  static glm::vec3 Offset(std::size_t i) { return glm::vec3(12.0f * static_cast<float>(i), 0.0f, 0.0f); }

  // Pair i: the fixed knot at its offset, the other placed by kPlacements[i] at `position` from it.
  std::pair<Model, Model> Pair(std::size_t i, const glm::vec3& position) const {
    Model fixed(mesh_), moving(mesh_);
    fixed.position = Offset(i);
    moving.position = Offset(i) + position;
    moving.rotation = kPlacements[i].rotation;
    moving.scale = glm::vec3(kPlacements[i].scale);
    return {fixed, moving};
  }

  std::shared_ptr<const Mesh> mesh_;
  std::array<Anchor, kPlacements.size()> anchors_;
};

}  // namespace
LAB_REGISTER_SAMPLE(MeshAgainstMesh, Chapter::kFlipcodePolygons,
                    "flipcode's mesh against mesh (seed 002): two meshes meet where a triangle of one meets a "
                    "triangle of the other, and only where bounding volumes say 'maybe'. Intersects(Model, Model) "
                    "descends both knots' BVHs together. Four pairs: turned on each other (meet, red); side by "
                    "side with overlapping boxes (yellow) but no triangles meeting; a small knot in the hole of a "
                    "big one; and apart, where the boxes alone say no. Drag a knot to see it turn red.");
}  // namespace lab::samples
