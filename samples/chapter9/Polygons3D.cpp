// Chapter 9, flipcode's convex planar polygons in 3-D: coplanar ones by the 2-D test, others by their spans
// along the planes' line of intersection.
#include "samples/sample_checks.hpp"
#include "samples/sample_polygons.hpp"

namespace lab::samples {
namespace {

struct PolygonPair3D {
  const char* what;
  Polygon b;  // against the floor square
  bool meet;
};

Polygon Wall(float x0, float x1, float z, float y0, float y1) {
  return Polygon({{x0, y0, z}, {x1, y0, z}, {x1, y1, z}, {x0, y1, z}});
}

class Polygons3D final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.target = Point(10, 0, 5), .yaw_degrees = 30.0f, .pitch_degrees = -35.0f, .distance = 26.0f});
    for (std::size_t i = 0; i < kPairs.size(); ++i) {
      Check().About(static_cast<int>(i));  // the pair: the floor's copy and the other polygon
      const std::string what = fmt::format("{}: Intersects(floor {}, {})", kPairs[i].what, kFloor, kPairs[i].b);
      Check().Expect(what, kPairs[i].meet, Collisions::Intersects(kFloor, kPairs[i].b));
      Check().Expect(what + " in the other order", kPairs[i].meet, Collisions::Intersects(kPairs[i].b, kFloor));
    }
    // The contracts' clauses (samples/contracts/), against the floor square, in both orders.
    Check().About({});
    const auto pair = [&](std::string_view clause, std::string_view what, const Polygon& a, const Polygon& b, bool meet,
                          std::source_location where = std::source_location::current()) {
      ExpectClause(Check(), clause, fmt::format("Intersects({})", what), meet, Collisions::Intersects(a, b), where);
      ExpectClause(Check(), clause, fmt::format("Intersects({}) in the other order", what), meet,
                   Collisions::Intersects(b, a), where);
    };
    pair("polygons passing through each other meet", "floor, wall x 1..3, z 2, y -1..1", kFloor, Wall(1, 3, 2, -1, 1),
         true);
    pair("touching counts: one standing on the other meets", "floor, wall x 1..3, z 2, y 0..2", kFloor,
         Wall(1, 3, 2, 0, 2), true);
    pair("touching counts: one standing on the other meets", "floor, wall x 4..7, z 2, y -1..1: spans touching at x 4",
         kFloor, Wall(4, 7, 2, -1, 1), true);
    pair("one wholly on one side of the other's plane: no", "floor, wall x 1..3, z 2, y 0.01..2", kFloor,
         Wall(1, 3, 2, 0.01f, 2), false);
    pair("planes crossing, spans along their line apart: no", "floor, wall x 5..7, z 2, y -1..1", kFloor,
         Wall(5, 7, 2, -1, 1), false);
    pair("coplanar: the 2-D test in their plane", "floor, triangle (3, 0, 3), (6, 0, 3), (6, 0, 6)", kFloor,
         Polygon({{3, 0, 3}, {6, 0, 3}, {6, 0, 6}}), true);
    pair("coplanar: the 2-D test in their plane", "floor, triangle (5, 0, 5), (6, 0, 5), (6, 0, 6)", kFloor,
         Polygon({{5, 0, 5}, {6, 0, 5}, {6, 0, 6}}), false);
    pair("coplanar: the 2-D test in their plane", "wall x 0..2, z 2, y 0..1, wall x 0..2, z 2, y 2..3",
         Wall(0, 2, 2, 0, 1), Wall(0, 2, 2, 2, 3), false);
    pair("coplanar: the 2-D test in their plane", "wall x 0..2, z 2, y 0..1, wall x 2..3, z 2, y 1..2",
         Wall(0, 2, 2, 0, 1), Wall(2, 3, 2, 1, 2), true);
    pair("parallel and apart: false", "floor, triangle (0, 1, 0), (0, 1, 4), (4, 1, 4)", kFloor,
         Polygon({{0, 1, 0}, {0, 1, 4}, {4, 1, 4}}), false);
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"Intersects(Polygon, Polygon)"});
    // Each other polygon moves whole (a vertex dragged alone would leave its plane), by a handle on its
    // first vertex where it is drawn.
    for (std::size_t i = 0; i < kPairs.size(); ++i) {
      anchors_[i] = Anchor(kPairs[i].b.vertices.front() + Offset(i));
      Handles().About(static_cast<int>(i));
      Handles().AddPoint(fmt::format("polygon {}", i), anchors_[i].at);
    }
    Handles().About(DebugDraw::kNoItem);
  }

  bool ShowsGrid() const override { return false; }

  void Render() override {
    for (std::size_t i = 0; i < kPairs.size(); ++i) {
      const Polygon b = Moved(kPairs[i].b, anchors_[i].Moved());
      const bool meet = Collisions::Intersects(kFloor, b);
      Draw().About(static_cast<int>(i));
      DrawPolygon(Draw(), Moved(kFloor, Offset(i)), palette::kShape);
      DrawPolygon(Draw(), Moved(b, Offset(i)), palette::ForShape(meet));
    }
  }

 private:
  static glm::vec3 Offset(std::size_t pair) {
    return glm::vec3(7.0f * static_cast<float>(pair % 4), 0.0f, 7.0f * static_cast<float>(pair / 4));
  }

  static inline const Polygon kFloor{{{0, 0, 0}, {0, 0, 4}, {4, 0, 4}, {4, 0, 0}}};
  static inline const std::array<PolygonPair3D, 8> kPairs = {{
      {"a wall through the middle", Wall(1, 3, 2, -1, 1.5f), true},
      {"a wall standing on it (touching)", Wall(1, 3, 2, 0, 2), true},
      {"a wall 0.01 above it", Wall(1, 3, 2, 0.01f, 2), false},
      // The planes meet in the line z = 2, y = 0, but the wall's span along it (x from 5 to 7) misses the
      // floor's (0 to 4).
      {"planes crossing, spans apart", Wall(5, 7, 2, -1, 1), false},
      {"a tilted triangle through a corner", Polygon({{3, -1, 3}, {5, 1, 3}, {5, 1, 5}}), true},
      {"coplanar, overlapping", Polygon({{3, 0, 3}, {5, 0, 3}, {5, 0, 5}, {3, 0, 5}}), true},
      {"coplanar, apart", Polygon({{4.5f, 0, 0}, {6, 0, 0}, {6, 0, 2}}), false},
      {"parallel, above", Polygon({{0, 1, 0}, {0, 1, 4}, {4, 1, 4}}), false},
  }};
  std::array<Anchor, 8> anchors_;  // each other polygon's handle
};

}  // namespace
LAB_REGISTER_SAMPLE(Polygons3D, Chapter::kFlipcodePolygons,
                    "flipcode's pseudocode for two convex planar polygons in 3-D: coplanar ones reduce to the 2-D "
                    "test, parallel ones apart never meet, and otherwise each polygon's span along the planes' line "
                    "of intersection must overlap the other's. The white floor against 8 others: red meet, blue not.");
}  // namespace lab::samples
