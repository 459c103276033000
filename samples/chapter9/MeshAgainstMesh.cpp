// Chapter 9, mesh against mesh after flipcode's article: two meshes meet where a polygon of one meets a polygon of
// the other. Bounding volumes answer "no" or "maybe" first, and only the parts they call "maybe" are compared.
#include <algorithm>
#include <array>
#include <utility>

#include "samples/model_sample.hpp"
#include "samples/sample_polygons.hpp"

namespace lab::samples {
namespace {

// The second knot's placement against the first (at its pair's origin, unturned).
struct Placement {
  const char* where;
  const char* on_the_knot;  // what the knot's answers mean (not said of the user's model)
  glm::vec3 position;
  glm::vec3 rotation;  // degrees
  float scale;
  bool boxes_overlap;  // the world boxes' "maybe"
  bool meet;
};
constexpr std::array<Placement, 4> kPlacements = {{
    {"on it, turned 90 degrees about y", "", {0, 0, 0}, {0, 90, 0}, 1.0f, true, true},
    {"beside it, 2.7 along x and turned about z",
     ": the boxes overlap, no triangles meet",
     {2.7f, 0, 0},
     {0, 0, 90},
     1.0f,
     true,
     false},
    {"a tenth of its size at its centre",
     ", in its hole: inside its box, touching nothing",
     {0, 0, 0},
     {0, 0, 0},
     0.1f,
     true,
     false},
    {"10 away along x", ": the boxes alone say no", {10, 0, 0}, {0, 0, 0}, 1.0f, false, false},
}};

class MeshAgainstMesh final : public ModelSample {
 public:
  MeshAgainstMesh()
      : ModelSample({.target = Point(12, -3, 0), .yaw_degrees = 180.0f, .pitch_degrees = -15.0f, .distance = 30.0f}) {}

  bool ShowsGrid() const override { return false; }

 protected:
  void InitializeWithModel() override {
    const ModelUnderTest& model = UnderTest();
    // On the user's model the placements are carried to its size and the answers found by brute force.
    const std::string name = model.is_knot ? std::string("knot") : model.name;
    for (std::size_t i = 0; i < kPlacements.size(); ++i) {
      const auto [fixed, moving] = Pair(i, glm::vec3(0.0f));
      const bool boxes_overlap = model.is_knot ? kPlacements[i].boxes_overlap : BoxesOverlap(fixed, moving);
      const bool meet = model.is_knot ? kPlacements[i].meet : BruteForceMeet(fixed, moving);
      const std::string what =
          fmt::format("{} {}{}", name, kPlacements[i].where, model.is_knot ? kPlacements[i].on_the_knot : "");
      Check().About(static_cast<int>(i));
      Check().Expect(fmt::format("{}: the world boxes overlap (maybe)", what), boxes_overlap,
                     Collisions::Intersects(fixed.WorldBounds(), moving.WorldBounds()));
      Check().Expect(fmt::format("{}: Intersects(Model, Model)", what), meet, Collisions::Intersects(fixed, moving));
      Check().Expect(fmt::format("{}, the other argument order", what), meet, Collisions::Intersects(moving, fixed));
    }
    for (std::size_t i = 0; i < kPlacements.size(); ++i) {
      anchors_[i] = Anchor(model.Place(Offset(i) + kPlacements[i].position));
      Handles().About(static_cast<int>(i));
      Handles().AddPoint(fmt::format("{} {}", name, i), anchors_[i].at);
    }
    Handles().About(DebugDraw::kNoItem);
    CheckClauses();
    // Then the function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"Intersects(Model, Model)"});
  }

  // Each pair: the fixed knot white, the other red when they meet and blue when not, and the two world
  // boxes yellow where they overlap (the "maybe" that sends the pair to the triangles), grey where not.
  void RenderWithModel() override {
    for (std::size_t i = 0; i < kPlacements.size(); ++i) {
      const glm::vec3 moved = anchors_[i].Moved();
      const auto [fixed, moving] = Pair(i, moved);
      LiveVerdict& live = live_[i];
      if (!live.found || live.moved != moved) {  // asked again only when the pair's knot has been moved
        live = {true, moved, Collisions::Intersects(fixed.WorldBounds(), moving.WorldBounds()), false};
        live.meet = live.maybe && Collisions::Intersects(fixed, moving);
      }
      Draw().About(static_cast<int>(i));
      DrawModel(Draw(), fixed, palette::kShape);
      DrawModel(Draw(), moving, palette::ForShape(live.meet));
      for (const Model* model : {&fixed, &moving}) {
        Draw().DrawWireBox(model->WorldBounds(), live.maybe ? palette::kClosestPoint : palette::kGray);
      }
    }
    Draw().About(DebugDraw::kNoItem);
  }

 private:
  // The contract's clauses (samples/contracts/models.txt), on the shipped cube, each pair in both argument orders.
  void CheckClauses() {
    const ShippedCube cube = ContractCube();
    if (!cube) return;
    const auto meet = [&](std::string_view clause, const Model& a, std::string_view a_text, const Model& b,
                          std::string_view b_text, bool expected) {
      ExpectClause(Check(), clause, fmt::format("Intersects({}, {})", a_text, b_text), expected,
                   Collisions::Intersects(a, b));
      ExpectClause(Check(), "either argument order gives the same answer",
                   fmt::format("Intersects({}, {})", b_text, a_text), expected, Collisions::Intersects(b, a));
    };
    const Model unit = cube.Placed(glm::vec3(0.0f));
    const char* at_origin = "the cube at the origin";
    meet("two models whose surfaces cross intersect", unit, at_origin, cube.Placed(glm::vec3(1.5f, 0.5f, 0)),
         "the cube at (1.5, 0.5, 0)", true);
    meet("surfaces again: a model inside another without touching it does not intersect it, though their boxes overlap",
         unit, at_origin, cube.Placed(glm::vec3(0.0f), glm::vec3(0.0f), glm::vec3(0.5f)),
         "the cube scaled 0.5 at the origin", false);
    const char* touching = "touching counts (a shared face or corner)";
    meet(touching, unit, at_origin, cube.Placed(glm::vec3(2, 0, 0)), "the cube at (2, 0, 0)", true);
    meet(touching, unit, at_origin, cube.Placed(glm::vec3(2, 2, 2)), "the cube at (2, 2, 2)", true);
    meet("models apart do not intersect", unit, at_origin, cube.Placed(glm::vec3(2.5f, 0, 0)),
         "the cube at (2.5, 0, 0)", false);
    // Scaled (3, 1, 1) it reaches x = 3; turned 90 degrees about z as well, y = 3 instead.
    const char* placement = "each model's placement counts: position, non-uniform scale and rotation";
    const Model long_x = cube.Placed(glm::vec3(0.0f), glm::vec3(0.0f), glm::vec3(3, 1, 1));
    const Model long_y = cube.Placed(glm::vec3(0.0f), glm::vec3(0, 0, 90), glm::vec3(3, 1, 1));
    meet(placement, long_x, "the cube scaled (3, 1, 1)", cube.Placed(glm::vec3(3.5f, 0, 0)), "the cube at (3.5, 0, 0)",
         true);
    meet(placement, long_x, "the cube scaled (3, 1, 1)", cube.Placed(glm::vec3(0, 3.5f, 0)), "the cube at (0, 3.5, 0)",
         false);
    meet(placement, long_y, "the cube scaled (3, 1, 1), turned 90 degrees about z", cube.Placed(glm::vec3(0, 3.5f, 0)),
         "the cube at (0, 3.5, 0)", true);
    meet(placement, long_y, "the cube scaled (3, 1, 1), turned 90 degrees about z", cube.Placed(glm::vec3(3.5f, 0, 0)),
         "the cube at (3.5, 0, 0)", false);
    meet(placement, cube.Placed(glm::vec3(10, 0, 0)), "the cube at (10, 0, 0)", cube.Placed(glm::vec3(11.5f, 0.5f, 0)),
         "the cube at (11.5, 0.5, 0)", true);
    meet("an empty model meets no model", unit, at_origin, Model(), "an empty model", false);
  }

  // The pairs two by two facing the view, each large enough to read (in one row of four they were a thin strip,
  // their labels over the knots).
  static glm::vec3 Offset(std::size_t i) {
    return {14.0f * static_cast<float>(i % 2), -6.0f * static_cast<float>(i / 2), 0.0f};
  }

  // Pair i: the fixed knot at its offset, the other placed by kPlacements[i] from it, then moved (in world
  // space) by the user's drag.
  std::pair<Model, Model> Pair(std::size_t i, const glm::vec3& moved) const {
    Model fixed(UnderTest().mesh), moving(UnderTest().mesh);
    moving.rotation = kPlacements[i].rotation;
    moving.scale = glm::vec3(kPlacements[i].scale);
    UnderTest().PlaceModel(fixed, Offset(i));
    UnderTest().PlaceModel(moving, Offset(i) + kPlacements[i].position);
    moving.position += moved;
    return {fixed, moving};
  }

  // The answers on the user's model, without the model and BVH code under test: whether the two models' world
  // boxes overlap, and whether any triangle of one meets any of the other (brute force over the pairs whose
  // triangles' boxes overlap, each decided by Intersects(Triangle, Triangle), which chapter 3 checks).
  static std::vector<std::pair<Triangle, AABB>> WorldTriangles(const Model& model) {
    std::vector<std::pair<Triangle, AABB>> out;
    const glm::mat4 world = model.WorldMatrix();
    for (const Triangle& t : model.GetMesh().triangles) {
      const Triangle w = TransformTriangle(world, t);
      AABB box;
      box.min = glm::min(w.p0, glm::min(w.p1, w.p2));
      box.max = glm::max(w.p0, glm::max(w.p1, w.p2));
      out.emplace_back(w, box);
    }
    return out;
  }
  static bool Overlap(const AABB& a, const AABB& b) {
    return glm::all(glm::lessThanEqual(a.min, b.max)) && glm::all(glm::lessThanEqual(b.min, a.max));
  }
  // The world box of a model: around its mesh's box's eight corners carried to world space.
  AABB WorldBox(const Model& model) const {
    const glm::mat4 world = model.WorldMatrix();
    const AABB& local = UnderTest().expected_bounds;
    AABB box;
    box.min = Point(std::numeric_limits<float>::max());
    box.max = Point(std::numeric_limits<float>::lowest());
    for (int corner = 0; corner < 8; ++corner) {
      const Point p(world * glm::vec4((corner & 1) ? local.max.x : local.min.x,
                                      (corner & 2) ? local.max.y : local.min.y,
                                      (corner & 4) ? local.max.z : local.min.z, 1.0f));
      box.min = glm::min(box.min, p);
      box.max = glm::max(box.max, p);
    }
    return box;
  }
  bool BoxesOverlap(const Model& a, const Model& b) const { return Overlap(WorldBox(a), WorldBox(b)); }
  // Every pair of triangles whose boxes overlap, found through a uniform grid over b's triangles (about one per
  // cell, so a 1,000,000-triangle model takes seconds, not the n^2 of every pair), then tested exactly.
  static bool BruteForceMeet(const Model& a, const Model& b) {
    const auto left = WorldTriangles(a), right = WorldTriangles(b);
    if (left.empty() || right.empty()) return false;
    AABB bounds(right.front().second.min, right.front().second.max);
    for (const auto& [u, box] : right) {
      bounds.min = glm::min(bounds.min, box.min);
      bounds.max = glm::max(bounds.max, box.max);
    }
    const int cells = std::clamp(static_cast<int>(std::cbrt(static_cast<double>(right.size()))), 1, 128);
    const glm::vec3 size = glm::max(bounds.max - bounds.min, glm::vec3(1e-30f));
    const auto cell_of = [&](const Point& p) {
      // Clamped in float: on a flat model the size is 1e-30 across and the quotient too big for an int.
      const glm::vec3 cell = glm::floor((p - bounds.min) / size * static_cast<float>(cells));
      return glm::ivec3(glm::clamp(cell, glm::vec3(0.0f), glm::vec3(static_cast<float>(cells - 1))));
    };
    const auto index = [&](const glm::ivec3& c) { return static_cast<std::size_t>((c.z * cells + c.y) * cells + c.x); };
    std::vector<std::vector<std::size_t>> grid(static_cast<std::size_t>(cells) * cells * cells);
    for (std::size_t i = 0; i < right.size(); ++i) {
      const glm::ivec3 lo = cell_of(right[i].second.min), hi = cell_of(right[i].second.max);
      for (int z = lo.z; z <= hi.z; ++z)
        for (int y = lo.y; y <= hi.y; ++y)
          for (int x = lo.x; x <= hi.x; ++x) grid[index({x, y, z})].push_back(i);
    }
    for (const auto& [t, box] : left) {
      if (!Overlap(box, bounds)) continue;
      const glm::ivec3 lo = cell_of(box.min), hi = cell_of(box.max);
      for (int z = lo.z; z <= hi.z; ++z)
        for (int y = lo.y; y <= hi.y; ++y)
          for (int x = lo.x; x <= hi.x; ++x)
            for (const std::size_t i : grid[index({x, y, z})]) {
              if (Overlap(box, right[i].second) && Collisions::Intersects(t, right[i].first)) return true;
            }
    }
    return false;
  }

  std::array<Anchor, kPlacements.size()> anchors_;
  // The pairs' verdicts as last drawn: four mesh-against-mesh tests a frame were a third of the window's work
  // on a software renderer, for answers that change only when a knot is dragged (or the code is reloaded,
  // which makes the sample again).
  struct LiveVerdict {
    bool found = false;
    glm::vec3 moved{0.0f};
    bool maybe = false, meet = false;
  };
  std::array<LiveVerdict, kPlacements.size()> live_{};
};

}  // namespace
LAB_REGISTER_MODEL_SAMPLE(
    MeshAgainstMesh, Chapter::kFlipcodePolygons,
    "Mesh against mesh after flipcode's article: two meshes meet where a triangle of one meets a triangle of the "
    "other, and only where bounding volumes say 'maybe'. Intersects(Model, Model) "
    "descends both knots' BVHs together. Four pairs: turned on each other (meet, red); side by "
    "side with overlapping boxes (yellow) but no triangles meeting; a small knot in the hole of a "
    "big one; and apart, where the boxes alone say no. Drag a knot to see it turn red.");
}  // namespace lab::samples
