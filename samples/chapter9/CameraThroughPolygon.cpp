// Chapter 9, flipcode's 3-D point in polygon and its example: a camera moving through a polygon.
#include <array>
#include <tuple>

#include <glm/gtc/matrix_transform.hpp>

#include "samples/sample_checks.hpp"
#include "samples/sample_polygons.hpp"

namespace lab::samples {
namespace {

struct CameraMove {
  const char* what;
  std::size_t polygon;
  Point from;
  Point to;
  bool passes;
  Point through;
};

struct CameraPointCase {
  const char* what;
  std::size_t polygon;
  Point point;
  bool inside;
};

class CameraThroughPolygon final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.target = Point(4, 2, 0), .yaw_degrees = 60.0f, .pitch_degrees = -25.0f, .distance = 18.0f});
    // Items: the points by index, the moves from kMoveItem, the polygons from kPolygonItem.
    for (std::size_t i = 0; i < kPoints.size(); ++i) {
      const CameraPointCase& c = kPoints[i];
      Check().About({static_cast<int>(i), PolygonItem(c.polygon)});
      Check().Expect(fmt::format("PointInPolygon({}, {}): {}", kNames[c.polygon], c.point, c.what), c.inside,
                     Collisions::PointInPolygon(polygons_[c.polygon], c.point));
    }
    for (std::size_t i = 0; i < kMoves.size(); ++i) {
      const CameraMove& m = kMoves[i];
      Check().About({kMoveItem + static_cast<int>(i), PolygonItem(m.polygon)});
      Point through(-99.0f);
      const std::string what = fmt::format("MovingPointTest({}, {}, {}): {}", m.from, m.to, kNames[m.polygon], m.what);
      Check().Expect(what, m.passes, Collisions::MovingPointTest(m.from, m.to, polygons_[m.polygon], through));
      Check().ExpectNear(what + ": where", m.passes ? m.through : Point(-99.0f), through, kVectorTolerance);
    }
    // flipcode's own cutting plane, (a, b, c + 1) from the polygon's normal (a, b, c), is parallel to the
    // polygon (or zero) exactly when the normal is along z: it fails for the wall in z = 0, in both windings,
    // and works for the floor hatch and the tilted U.
    for (std::size_t i = 0; i < polygons_.size(); ++i) {
      Check().About(PolygonItem(i));
      for (const float winding : {1.0f, -1.0f}) {
        const glm::vec3 normal = winding * polygons_[i].GetPlane().normal;
        Check().Expect(fmt::format("flipcode's cutting plane for {} (normal {}) crosses its plane", kNames[i], normal),
                       i != 0, SeedCuttingPlaneCrosses(normal));
      }
    }
    ContractCases();
    // A polygon moves whole, by a handle on its first vertex: one vertex dragged alone would leave the plane.
    for (std::size_t i = 0; i < polygons_.size(); ++i) {
      anchors_[i] = Anchor(polygons_[i].vertices.front());
      Handles().About(PolygonItem(i));
      Handles().AddPoint(fmt::format("polygon {}", i), anchors_[i].at);
    }
    for (std::size_t i = 0; i < kPoints.size(); ++i) {
      points_[i] = kPoints[i].point;
      Handles().About(static_cast<int>(i));
      Handles().AddPoint(fmt::format("point {}", i), points_[i]);
    }
    for (std::size_t i = 0; i < kMoves.size(); ++i) {
      moves_[i] = lab::Line(kMoves[i].from, kMoves[i].to);
      Handles().About(kMoveItem + static_cast<int>(i));
      Handles().Add(fmt::format("move {}", i), moves_[i]);
    }
    Handles().About(DebugDraw::kNoItem);
  }

  void Render() override {
    std::array<Polygon, 3> polygons;
    for (std::size_t i = 0; i < polygons.size(); ++i) {
      polygons[i] = Moved(polygons_[i], anchors_[i].Moved());
      Draw().About(PolygonItem(i));
      DrawPolygon(Draw(), polygons[i], palette::kShape);
    }
    for (std::size_t i = 0; i < kMoves.size(); ++i) {
      const lab::Line& m = moves_[i];
      Draw().About(kMoveItem + static_cast<int>(i));
      Point through;
      const bool passes = Collisions::MovingPointTest(m.start, m.end, polygons[kMoves[i].polygon], through);
      Draw().DrawLine(m.start, m.end, palette::ForRay(passes));
      Draw().DrawPoint(m.start, 6.0f, palette::kQueryPoint);
      if (passes) Draw().DrawPoint(through, 9.0f, palette::kHitPoint);
    }
    for (std::size_t i = 0; i < kPoints.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Draw().DrawPoint(points_[i], 7.0f,
                       palette::ForPoint(Collisions::PointInPolygon(polygons[kPoints[i].polygon], points_[i])));
    }
  }

 private:
  // The contracts' clauses (samples/contracts/), on the square 0..2 in the plane z = 0 (facing +z), the same
  // square facing x and y, a tilted one, and a U standing in the plane x = 3; then the random cases.
  void ContractCases() {
    Check().About({});
    const Polygon square({{0, 0, 0}, {2, 0, 0}, {2, 2, 0}, {0, 2, 0}});
    const auto in_square = [&](std::string_view clause, const Point& p, bool inside,
                               std::source_location where = std::source_location::current()) {
      ExpectClause(Check(), clause, fmt::format("PointInPolygon(square in z = 0, {})", p), inside,
                   Collisions::PointInPolygon(square, p), where);
    };
    in_square("a point of the polygon, in its plane, is inside", Point(1, 1, 0), true);
    in_square("within kPointOnPlaneEpsilon of the plane is in it", Point(1, 1, 5e-6f), true);
    in_square("within kPointOnPlaneEpsilon of the plane is in it", Point(1, 1, -5e-6f), true);
    in_square("farther than kPointOnPlaneEpsilon from the plane: false", Point(1, 1, 1e-3f), false);
    in_square("farther than kPointOnPlaneEpsilon from the plane: false", Point(1, 1, -1e-3f), false);
    in_square("edges count", Point(2, 1, 0), true);
    in_square("edges count", Point(0, 0, 0), true);
    const Polygon u({{3, 0, 0}, {3, 0, 6}, {3, 6, 6}, {3, 6, 4}, {3, 2, 4}, {3, 2, 2}, {3, 6, 2}, {3, 6, 0}});
    ExpectClause(Check(), "a point in a concave polygon's notch is outside", "PointInPolygon(U in x = 3, (3, 5, 3))",
                 false, Collisions::PointInPolygon(u, Point(3, 5, 3)));
    ExpectClause(Check(), "a point of the polygon, in its plane, is inside", "PointInPolygon(U in x = 3, (3, 5, 5))",
                 true, Collisions::PointInPolygon(u, Point(3, 5, 5)));
    const Polygon facing_x({{0, 0, 0}, {0, 2, 0}, {0, 2, 2}, {0, 0, 2}});
    const Polygon facing_y({{0, 0, 0}, {0, 0, 2}, {2, 0, 2}, {2, 0, 0}});
    const Polygon tilted({{0, 0, 0}, {2, 0, 0}, {2, 2, 1}, {0, 2, 1}});  // normal (0, -1, 2) / sqrt 5
    const std::array<std::tuple<const char*, const Polygon*, Point, bool>, 5> oriented = {{
        {"the square facing x", &facing_x, Point(0, 1, 1.5f), true},
        {"the square facing y", &facing_y, Point(1.5f, 0, 1), true},
        {"the square facing y", &facing_y, Point(3, 0, 1), false},
        {"the tilted square", &tilted, Point(1, 1, 0.5f), true},
        {"the tilted square", &tilted, Point(3, 1, 0.5f), false},
    }};
    for (const auto& [name, polygon, p, inside] : oriented) {
      ExpectClause(Check(), "any orientation: a polygon facing along x, y, z or askew",
                   fmt::format("PointInPolygon({}, {})", name, p), inside, Collisions::PointInPolygon(*polygon, p));
    }
    ExpectClause(Check(), "a polygon with no area contains nothing",
                 "PointInPolygon((0, 0, 0), (1, 1, 1), (2, 2, 2), (1, 1, 1))", false,
                 Collisions::PointInPolygon(Polygon({{0, 0, 0}, {1, 1, 1}, {2, 2, 2}}), Point(1, 1, 1)));

    const auto move = [&](std::string_view clause, const Point& from, const Point& to, bool passes,
                          const Point& through, std::source_location where = std::source_location::current()) {
      Point hit(7.0f);
      const std::string call = fmt::format("MovingPointTest({}, {}, square in z = 0)", from, to);
      ExpectClause(Check(), clause, call, passes, Collisions::MovingPointTest(from, to, square, hit), where);
      ExpectClause(Check(), passes ? clause : "on a miss hit is unchanged", call + ": hit",
                   passes ? through : Point(7.0f), hit, where);
    };
    move("a move through the polygon hits it, d1 / (d1 - d2) of the way", Point(0.5f, 0.5f, 1), Point(1.5f, 1.5f, -3),
         true, Point(0.75f, 0.75f, 0));
    move("two-sided: a move from behind hits too", Point(1, 1.5f, -2), Point(1, 0.5f, 2), true, Point(1, 1, 0));
    move("touching counts: an end on the plane, in the polygon, is the hit", Point(1, 1, 0), Point(1, 1, 3), true,
         Point(1, 1, 0));
    move("touching counts: an end on the plane, in the polygon, is the hit", Point(1.5f, 0.5f, -2),
         Point(1.5f, 0.5f, 0), true, Point(1.5f, 0.5f, 0));
    move("crossing the plane outside the polygon: no hit", Point(3, 1, 1), Point(3, 1, -1), false, {});
    move("both ends on the same side: no hit", Point(1, 1, 1), Point(1, 1, 0.5f), false, {});
    move("both ends on the same side: no hit", Point(1, 1, -1), Point(1.5f, 1, -0.5f), false, {});
    move("both ends on the plane: no hit", Point(1, 1, 0), Point(1.5f, 1, 0), false, {});
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"PointInPolygon(Polygon, Point)", "MovingPointTest(Point, Point, Polygon, Point&)"});
  }

  // Whether flipcode's plane with normal (a, b, c + 1) meets the polygon's plane in a line, as its half-plane
  // test needs: not when it is zero or parallel to the polygon's normal.
  static bool SeedCuttingPlaneCrosses(const glm::vec3& normal) {
    const glm::vec3 cutting(normal.x, normal.y, normal.z + 1.0f);
    return glm::length(glm::cross(NormalizeOrZero(cutting), normal)) > 1e-3f;
  }

  static constexpr int kMoveItem = 7, kPolygonItem = 13;
  static int PolygonItem(std::size_t polygon) { return kPolygonItem + static_cast<int>(polygon); }

  static constexpr std::array<const char*, 3> kNames = {"the wall", "the floor hatch (facing down)", "the tilted U"};
  // A wall in z = 0 (a pentagon; flipcode's cutting plane fails for it), a square hatch in the floor y = 0
  // facing down, and a concave U tilted 30 degrees about x, standing at x = 6.
  const std::array<Polygon, 3> polygons_ = {
      Polygon({{0, 0, 0}, {3, 0, 0}, {3, 2, 0}, {1.5f, 3.5f, 0}, {0, 2, 0}}),
      Polygon({{-1, 0, 2}, {-1, 0, 4}, {1, 0, 4}, {1, 0, 2}}),
      Tilted({{0, 0}, {3, 0}, {3, 3}, {2, 3}, {2, 1}, {1, 1}, {1, 3}, {0, 3}}),
  };
  static Polygon Tilted(std::initializer_list<glm::vec2> outline) {
    const glm::mat4 m =
        glm::rotate(glm::translate(glm::mat4(1.0f), glm::vec3(6, 0, 0)), glm::radians(30.0f), {1, 0, 0});
    Polygon polygon;
    for (glm::vec2 v : outline) polygon.vertices.emplace_back(m * glm::vec4(v.x, v.y, 0, 1));
    return polygon;
  }
  // Points of the tilted U's plane: (x, y) of the outline goes to (6 + x, y cos 30, y sin 30).
  static Point OnU(float x, float y) {
    return Point(6 + x, y * std::cos(glm::radians(30.0f)), y * std::sin(glm::radians(30.0f)));
  }

  static inline const std::array<CameraPointCase, 7> kPoints = {{
      {"in the wall", 0, Point(1.5f, 2.5f, 0), true},
      {"on the wall's plane, above its roof", 0, Point(2.8f, 3, 0), false},
      {"a hair in front of the wall", 0, Point(1.5f, 1, 0.001f), false},
      {"in the hatch", 1, Point(0, 0, 3), true},
      {"on the hatch's edge", 1, Point(1, 0, 3), true},
      {"in the U's notch", 2, OnU(1.5f, 2), false},
      {"in the U's arm", 2, OnU(2.5f, 2), true},
  }};
  // flipcode's camera: d1 and d2 from the plane, the point d1 / (d1 - d2) of the way, then the inside test.
  static inline const std::array<CameraMove, 6> kMoves = {{
      {"straight through the wall", 0, Point(1, 1, 3), Point(2, 2, -1), true, Point(1.75f, 1.75f, 0)},
      {"past the wall's corner", 0, Point(3.5f, 1, 2), Point(3.5f, 1, -2), false, {}},
      {"stopping before the wall", 0, Point(1, 1, 3), Point(1, 1, 0.5f), false, {}},
      {"falling through the hatch", 1, Point(0.5f, 2, 3), Point(0.5f, -2, 3.5f), true, Point(0.5f, 0, 3.25f)},
      {"through the U's arm", 2, OnU(0.5f, 2) + Point(0, -1, 2), OnU(0.5f, 2) + Point(0, 1, -2), true, OnU(0.5f, 2)},
      {"through the U's notch", 2, OnU(1.5f, 2) + Point(0, -1, 2), OnU(1.5f, 2) + Point(0, 1, -2), false, {}},
  }};
  // What the handles move and Render reads: each polygon's anchor, the points, the moves (from, to).
  std::array<Anchor, 3> anchors_;
  std::array<Point, 7> points_{};
  std::array<lab::Line, 6> moves_;
};

}  // namespace
LAB_REGISTER_SAMPLE(CameraThroughPolygon, Chapter::kFlipcodePolygons,
                    "flipcode's 3-D point in polygon (on the plane, then the crossing test) and its camera example "
                    "(d1/(d1-d2) of the way, then inside?): red moves pass through (green: where), blue do not. "
                    "Erratum: flipcode's cutting plane (1 added to the normal's z) is parallel or zero for normals "
                    "along z, so fails on the z = 0 wall (asserted), which works here.");
}  // namespace lab::samples
