// Chapter 9, flipcode's convex polygons by separating axes.
#include "samples/sample_checks.hpp"
#include "samples/sample_polygons.hpp"

namespace lab::samples {
namespace {

struct PolygonPair2D {
  const char* what;
  Polygon2D a;
  Polygon2D b;
  bool meet;
};

Polygon2D Box(glm::vec2 low, glm::vec2 high) { return Polygon2D({low, {high.x, low.y}, high, {low.x, high.y}}); }

class ConvexPolygons2D final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome(
        {.target = OnFloor({9.5f, 10.5f}), .yaw_degrees = kTopDownYaw, .pitch_degrees = -89.0f, .distance = 40.0f});
    ViewCamera().SetAutoRotate(false);
    for (std::size_t i = 0; i < pairs_.size(); ++i) {
      const PolygonPair2D& p = pairs_[i];
      Check().About(static_cast<int>(i));  // the pair
      const std::string what = fmt::format("{}: Intersects({}, {})", p.what, p.a, p.b);
      Check().Expect(what, p.meet, Collisions::Intersects(p.a, p.b));
      Check().Expect(what + " in the other order", p.meet, Collisions::Intersects(p.b, p.a));
    }
    // The contracts' clauses (samples/contracts/), against the square from (0, 0) to (2, 2).
    Check().About({});
    const Polygon2D square = Box({0, 0}, {2, 2});
    ExpectClause(Check(), "overlapping polygons meet", "Intersects(square, square (1, 1)-(3, 3))", true,
                 Collisions::Intersects(square, Box({1, 1}, {3, 3})));
    ExpectClause(Check(), "touching counts: a shared edge or corner meets",
                 "Intersects(square, square (2, 0.5)-(3, 1))", true,
                 Collisions::Intersects(square, Box({2, 0.5f}, {3, 1})));
    ExpectClause(Check(), "touching counts: a shared edge or corner meets", "Intersects(square, square (2, 2)-(3, 3))",
                 true, Collisions::Intersects(square, Box({2, 2}, {3, 3})));
    ExpectClause(Check(), "apart along an edge's normal, of either polygon: no",
                 "Intersects(square, square (2.5, 0)-(3, 2))", false,
                 Collisions::Intersects(square, Box({2.5f, 0}, {3, 2})));
    // Only the triangle's slanted edge (on x + y = 4.5) separates it from the square's corner (2, 2).
    const Polygon2D corner_triangle({{3, 1.5f}, {3, 3}, {1.5f, 3}});
    ExpectClause(Check(), "apart along an edge's normal, of either polygon: no",
                 "Intersects(square, triangle (3, 1.5), (3, 3), (1.5, 3))", false,
                 Collisions::Intersects(square, corner_triangle));
    ExpectClause(Check(), "apart along an edge's normal, of either polygon: no",
                 "Intersects(triangle (3, 1.5), (3, 3), (1.5, 3), square)", false,
                 Collisions::Intersects(corner_triangle, square));
    ExpectClause(Check(), "a polygon with no area is tested as the segment it is",
                 "Intersects(square, (-1, 1), (1, 1), (3, 1))", true,
                 Collisions::Intersects(square, Polygon2D({{-1, 1}, {1, 1}, {3, 1}})));
    ExpectClause(Check(), "a polygon with no area is tested as the segment it is",
                 "Intersects(square, (1, 3.5), (2.25, 2.25), (3.5, 1))", false,
                 Collisions::Intersects(square, Polygon2D({{1, 3.5f}, {2.25f, 2.25f}, {3.5f, 1}})));
    ExpectClause(Check(), "fewer than 3 vertices: tested as the point or segment it is",
                 "Intersects(square, the point (2, 1))", true, Collisions::Intersects(square, Polygon2D({{2, 1}})));
    ExpectClause(Check(), "fewer than 3 vertices: tested as the point or segment it is",
                 "Intersects(square, the point (3, 1))", false, Collisions::Intersects(square, Polygon2D({{3, 1}})));
    ExpectClause(Check(), "fewer than 3 vertices: tested as the point or segment it is",
                 "Intersects(square, (1, 3.5)-(3.5, 1): beside its corner)", false,
                 Collisions::Intersects(square, Polygon2D({{1, 3.5f}, {3.5f, 1}})));
    ExpectClause(Check(), "fewer than 3 vertices: tested as the point or segment it is",
                 "Intersects(the point (0, 0), the point (1, 0))", false,
                 Collisions::Intersects(Polygon2D({{0, 0}}), Polygon2D({{1, 0}})));
    ExpectClause(Check(), "fewer than 3 vertices: tested as the point or segment it is",
                 "Intersects(the point (1, 2), the point (1, 2))", true,
                 Collisions::Intersects(Polygon2D({{1, 2}}), Polygon2D({{1, 2}})));
    ExpectClause(Check(), "an empty polygon meets nothing", "Intersects(square, no vertices)", false,
                 Collisions::Intersects(square, Polygon2D()));
    ExpectClause(Check(), "an empty polygon meets nothing", "Intersects(no vertices, square)", false,
                 Collisions::Intersects(Polygon2D(), square));
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"Intersects(Polygon2D, Polygon2D)"});
    // The vertices, where they are drawn (2-D points: handles on floor anchors).
    for (std::size_t i = 0; i < pairs_.size(); ++i) {
      anchors_[i][0] = FloorAnchors(pairs_[i].a, Offset(i));
      anchors_[i][1] = FloorAnchors(pairs_[i].b, Offset(i));
      Handles().About(static_cast<int>(i));
      AddFloorHandles(Handles(), fmt::format("pair {} first", i), anchors_[i][0]);
      AddFloorHandles(Handles(), fmt::format("pair {} second", i), anchors_[i][1]);
    }
    Handles().About(DebugDraw::kNoItem);
  }

  bool ShowsGrid() const override { return false; }

  void Render() override {
    for (std::size_t i = 0; i < pairs_.size(); ++i) {
      const Polygon2D a = MovedBy(pairs_[i].a, anchors_[i][0]), b = MovedBy(pairs_[i].b, anchors_[i][1]);
      const bool meet = Collisions::Intersects(a, b);
      const Color color = palette::ForShape(meet);
      Draw().About(static_cast<int>(i));
      FillConvex2D(Draw(), a, Offset(i), palette::kShape);
      FillConvex2D(Draw(), b, Offset(i), color);
    }
  }

 private:
  static glm::vec2 Offset(std::size_t pair) {
    return glm::vec2(7.0f * static_cast<float>(pair % 3), 7.0f * static_cast<float>(pair / 3));
  }

  const std::array<PolygonPair2D, 9> pairs_ = {{
      {"overlapping", Box({0, 0}, {3, 3}), Polygon2D({{2, 2}, {5, 1}, {4, 4}}), true},
      {"sharing part of an edge", Box({0, 0}, {3, 3}), Box({3, 1}, {5, 2}), true},
      {"sharing a corner", Box({0, 0}, {3, 3}), Polygon2D({{3, 3}, {5, 3}, {4, 5}}), true},
      {"apart by 0.01", Box({0, 0}, {3, 3}), Box({3.01f, 1}, {5, 2}), false},
      // The boxes' axes overlap; only the triangle's slanted edge separates.
      {"separated only by a slanted edge", Box({0, 0}, {3, 1}), Polygon2D({{2.5f, -1}, {5, -1}, {5, 1.5f}}), false},
      {"a pentagon in a triangle", Polygon2D({{0, 0}, {5, 0}, {2.5f, 5}}),
       Polygon2D({{2, 1}, {3, 1}, {3.3f, 2}, {2.5f, 2.6f}, {1.7f, 2}}), true},
      // Degenerate polygons are the segments and points they are.
      {"a segment across a box", Box({0, 0}, {3, 3}), Polygon2D({{-1, 1}, {4, 2}}), true},
      {"collinear segments apart", Polygon2D({{0, 0}, {2, 2}}), Polygon2D({{2.5f, 2.5f}, {4, 4}}), false},
      {"a point on an edge", Box({0, 0}, {3, 3}), Polygon2D({{3, 1.5f}}), true},
  }};
  std::array<std::array<std::vector<Anchor>, 2>, 9> anchors_;  // each pair's vertices, a's and b's
};

}  // namespace
LAB_REGISTER_SAMPLE(ConvexPolygons2D, Chapter::kFlipcodePolygons,
                    "flipcode's convex polygons: a line along some edge separates them, or they meet (touching "
                    "counts). Nine pairs seen from above, red where they meet, blue apart: shared edges and corners, "
                    "a gap of 0.01, a pair only a slanted edge separates, and segments and points as polygons.");
}  // namespace lab::samples
