// Chapter 9, flipcode's point in polygon by crossing number, for concave polygons, with rays through vertices.
#include <algorithm>
#include <utility>
#include <vector>

#include "samples/sample_checks.hpp"
#include "samples/sample_polygons.hpp"

namespace lab::samples {
namespace {

struct CrossingCase {
  glm::vec2 point;
  bool inside;
  const char* why;
  bool inclusive_rule_wrong;  // whether "one <= 0 and the other >= 0" gets it wrong
};

class PointInPolygon2D final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome(
        {.target = OnFloor({3, 2.5f}), .yaw_degrees = kTopDownYaw, .pitch_degrees = -89.0f, .distance = 15.0f});
    ViewCamera().SetAutoRotate(false);
    for (std::size_t i = 0; i < kCases.size(); ++i) {
      const CrossingCase& c = kCases[i];
      Check().About(static_cast<int>(i));  // the point (and its ray); the zig-zag is every case's
      Check().Expect(fmt::format("PointInPolygon(zig-zag, {}): {}", c.point, c.why), c.inside,
                     Collisions::PointInPolygon(kZigzag, c.point));
      // The rule flipcode's article warns against, "one <= 0 and the other >= 0", counts a vertex on the ray for both
      // its edges: wrong where the boundary passes through it once (touching vertices, counted twice, and
      // pairs of passing ones happen to come out right).
      Check().Expect(fmt::format("the inclusive rule gets {} wrong ({})", c.point, c.why), c.inclusive_rule_wrong,
                     InclusiveRule(c.point) != c.inside);
    }
    // The contracts' clauses (samples/contracts/), on a U (the square 0..6, notched from x = 2 to 4 above y = 2),
    // a diamond whose ray through y = 0 passes its side vertices, and a notch whose vertex (2, 1) only touches
    // the ray from (0, 1).
    Check().About({});
    const Polygon2D u({{0, 0}, {6, 0}, {6, 6}, {4, 6}, {4, 2}, {2, 2}, {2, 6}, {0, 6}});
    const auto in_u = [&](std::string_view clause, glm::vec2 p, bool inside,
                          std::source_location where = std::source_location::current()) {
      ExpectClause(Check(), clause, fmt::format("PointInPolygon(U, {})", p), inside, Collisions::PointInPolygon(u, p),
                   where);
    };
    in_u("a point inside a concave polygon is inside", {1, 5}, true);
    in_u("a point inside a concave polygon is inside", {3, 1}, true);
    in_u("a point in a concave polygon's notch is outside", {3, 5}, false);
    in_u("only the crossings ahead of the point (along +x) count", {5, 5}, true);
    in_u("only the crossings ahead of the point (along +x) count", {-1, 3}, false);
    const Polygon2D diamond({{0, -2}, {2, 0}, {0, 2}, {-2, 0}});
    ExpectClause(Check(), "a ray through a vertex where the boundary passes counts once",
                 "PointInPolygon(diamond (0, -2), (2, 0), (0, 2), (-2, 0), (-1, 0))", true,
                 Collisions::PointInPolygon(diamond, glm::vec2{-1, 0}));
    ExpectClause(Check(), "a ray through a vertex where the boundary passes counts once",
                 "PointInPolygon(diamond (0, -2), (2, 0), (0, 2), (-2, 0), (-3, 0))", false,
                 Collisions::PointInPolygon(diamond, glm::vec2{-3, 0}));
    const Polygon2D notched({{-1, -1}, {5, -1}, {5, 3}, {3, 3}, {2, 1}, {1, 3}, {-1, 3}});
    ExpectClause(Check(), "a ray through a vertex the boundary only touches counts zero or two times",
                 "PointInPolygon(notch down to (2, 1), (0, 1))", true,
                 Collisions::PointInPolygon(notched, glm::vec2{0, 1}));
    ExpectClause(Check(), "a ray through a vertex the boundary only touches counts zero or two times",
                 "PointInPolygon(notch down to (2, 1), (-2, 1))", false,
                 Collisions::PointInPolygon(notched, glm::vec2{-2, 1}));
    in_u("a point within kPointOnLineEpsilon of an edge is inside (touching counts)", {6, 3}, true);
    in_u("a point within kPointOnLineEpsilon of an edge is inside (touching counts)", {0, 3}, true);
    in_u("a point within kPointOnLineEpsilon of an edge is inside (touching counts)", {3, 2}, true);
    in_u("a point within kPointOnLineEpsilon of an edge is inside (touching counts)", {4, 6}, true);
    in_u("a point within kPointOnLineEpsilon of an edge is inside (touching counts)", {6.000005f, 3}, true);
    in_u("a point on an edge's line, past its end, is outside", {7, 0}, false);
    in_u("a point on an edge's line, past its end, is outside", {0, 7}, false);
    Polygon2D clockwise = u;
    std::reverse(clockwise.vertices.begin(), clockwise.vertices.end());
    for (const auto& [p, inside] : {std::pair(glm::vec2(1, 5), true), std::pair(glm::vec2(3, 5), false),
                                    std::pair(glm::vec2(4, 4), true), std::pair(glm::vec2(-1, 3), false)}) {
      ExpectClause(Check(), "clockwise or counter-clockwise, the same answer",
                   fmt::format("PointInPolygon(U clockwise, {})", p), inside, Collisions::PointInPolygon(clockwise, p));
    }
    ExpectClause(Check(), "fewer than 3 vertices: false", "PointInPolygon((0, 0)-(2, 0), (1, 0))", false,
                 Collisions::PointInPolygon(Polygon2D({{0, 0}, {2, 0}}), glm::vec2{1, 0}));
    ExpectClause(Check(), "fewer than 3 vertices: false", "PointInPolygon(the point (1, 1), (1, 1))", false,
                 Collisions::PointInPolygon(Polygon2D({{1, 1}}), glm::vec2{1, 1}));
    ExpectClause(Check(), "fewer than 3 vertices: false", "PointInPolygon(no vertices, (0, 0))", false,
                 Collisions::PointInPolygon(Polygon2D(), glm::vec2{0, 0}));
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"PointInPolygon(Polygon2D, glm::vec2)"});
    zigzag_anchors_ = FloorAnchors(kZigzag);
    AddFloorHandles(Handles(), "zig-zag", zigzag_anchors_);
    for (std::size_t i = 0; i < kCases.size(); ++i) {
      point_anchors_[i] = Anchor(OnFloor(kCases[i].point));
      Handles().About(static_cast<int>(i));
      Handles().AddPoint(fmt::format("point {}", i), point_anchors_[i].at);
    }
    Handles().About(DebugDraw::kNoItem);
  }

  bool ShowsGrid() const override { return false; }

  void Render() override {
    const Polygon2D zigzag = MovedBy(kZigzag, zigzag_anchors_);
    DrawPolygon2D(Draw(), zigzag, {}, palette::kShape);
    for (std::size_t i = 0; i < kCases.size(); ++i) {
      const glm::vec2 point = kCases[i].point + point_anchors_[i].MovedOnFloor();
      const bool inside = Collisions::PointInPolygon(zigzag, point);
      Draw().About(static_cast<int>(i));
      Draw().DrawPoint(OnFloor(point), 9.0f, palette::ForPoint(inside));
      Draw().DrawLine(OnFloor(point), OnFloor({7.5f, point.y}), palette::kConstruction);  // the ray along +x
    }
  }

 private:
  // A concave zig-zag: the top has a notch down to the vertex (2, 2) and a spike up at (4, 5); the bottom
  // has a vertex (3, 0) pointing down and one at (5, 1) on the way.
  static inline const Polygon2D kZigzag{
      {{0, 1}, {3, 0}, {6, 1}, {7, 4}, {5, 4}, {4, 5}, {3, 4}, {2, 2}, {1, 4}, {0, 4}}};

  // The crossing count with both ends allowed on the ray: a vertex on the ray counts for both its edges.
  static bool InclusiveRule(glm::vec2 p) {
    bool inside = false;
    const auto& v = kZigzag.vertices;
    for (std::size_t i = 0; i < v.size(); ++i) {
      const glm::vec2 a = v[i], b = v[(i + 1) % v.size()];
      const float da = a.y - p.y, db = b.y - p.y;
      if (!((da <= 0 && db >= 0) || (da >= 0 && db <= 0)) || da == db) continue;
      const float x = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y);
      if (x > p.x) inside = !inside;
    }
    return inside;
  }

  static inline const std::array<CrossingCase, 12> kCases = {{
      {{0.5f, 3}, true, "inside, left of the notch", false},
      {{2, 3}, false, "in the notch", false},
      {{4, 4.5f}, true, "in the spike", false},
      {{5.5f, 2.5f}, true, "inside, right part", false},
      // Rays through vertices: where the boundary goes on across the ray, the vertex counts once; where it
      // only touches the ray, zero or two times.
      {{1.5f, 1}, true, "the ray passes through (6, 1), where the boundary crosses", true},
      {{0.5f, 1}, true, "the ray passes through (6, 1)", true},
      {{4.5f, 4}, true, "the ray runs through (5, 4) and along the top edge to (7, 4)", true},
      {{-1, 1}, false, "the ray passes through (0, 1) and (6, 1)", false},
      {{-0.5f, 2}, false, "the ray touches the notch's vertex (2, 2), and crosses twice", false},
      {{1, 2}, true, "the ray touches the notch's vertex (2, 2) from inside", false},
      {{2.5f, 4}, false, "in the notch, the ray through (3, 4), (5, 4) and (7, 4)", false},
      {{0.5f, 4}, true, "on the top edge (touching counts)", false},
  }};
  // What the handles move (2-D points, so floor anchors): the zig-zag's vertices and each case's point.
  std::vector<Anchor> zigzag_anchors_;
  std::array<Anchor, 12> point_anchors_;
};

}  // namespace
LAB_REGISTER_SAMPLE(PointInPolygon2D, Chapter::kFlipcodePolygons,
                    "flipcode's point in polygon by crossing number on a concave zig-zag: a ray along +x "
                    "(magenta) counts the edges it crosses, odd meaning inside (red; green outside). Rays through "
                    "vertices use flipcode's rule, one end above and the other at or below; the inclusive rule it "
                    "warns against gets those points wrong (asserted).");
}  // namespace lab::samples
