// Chapter 8, the three inside tests of the sources side by side on the same points: the point-plane article's angle
// sum, barycentric coordinates, and the lecture's edge sides.
#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include <fmt/ranges.h>

#include "samples/sample_checks.hpp"
#include "samples/sample_polygons.hpp"

namespace lab::samples {
namespace {

// One of the three tests, by name.
struct InsideTest {
  const char* name;
  bool (*test)(const Triangle&, const Point&);
};
bool AngleSum(const Triangle& t, const Point& p) { return Collisions::PointInTriangleAngleSum(t, p); }
constexpr std::array<InsideTest, 3> kTests = {{{"PointInTriangleAngleSum", AngleSum},
                                               {"PointInTriangleBarycentric", Collisions::PointInTriangleBarycentric},
                                               {"PointInTriangleEdgeSides", Collisions::PointInTriangleEdgeSides}}};

// The distance from p to the nearest of the triangle's edge lines (all in the floor plane y = 0).
float EdgeLineDistance(const Triangle& t, const Point& p) {
  float nearest = INFINITY;
  for (const auto& [a, b] : {std::pair{t.p0, t.p1}, std::pair{t.p1, t.p2}, std::pair{t.p2, t.p0}}) {
    nearest = std::min(nearest, glm::length(glm::cross(b - a, p - a)) / glm::length(b - a));
  }
  return nearest;
}

class InsideTests final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome(
        {.target = Point(0, 0, 0.5f), .yaw_degrees = kTopDownYaw, .pitch_degrees = -89.0f, .distance = 30.0f});
    ViewCamera().SetAutoRotate(false);
    for (float x = -5.0f; x <= 5.0f; x += 0.5f) {
      for (float z = -4.0f; z <= 5.0f; z += 0.5f) points_.emplace_back(x, 0.0f, z);
    }
    // Just outside the middle of each edge, at 0.06 (the angle sum's 2 pi falls short by about 8 * 0.06 / 8,
    // under the article's 0.1: accepted) and at 0.15 (short by 0.15: rejected).
    const Point centre = (kTriangle.p0 + kTriangle.p1 + kTriangle.p2) / 3.0f;
    for (const auto& [a, b] : {std::pair{kTriangle.p0, kTriangle.p1}, std::pair{kTriangle.p1, kTriangle.p2},
                               std::pair{kTriangle.p2, kTriangle.p0}}) {
      const Point middle = (a + b) * 0.5f;
      const glm::vec3 out =
          glm::normalize(middle - centre - glm::dot(middle - centre, glm::normalize(b - a)) * glm::normalize(b - a));
      near_.push_back(middle + 0.06f * out);
      far_.push_back(middle + 0.15f * out);
    }
    // Items: near_ 0 to 2, far_ 3 to 5, on_ 6 and 7, the triangle of each column kColumnItem + column.
    for (std::size_t i = 0; i < near_.size(); ++i) {
      const Point& p = near_[i];
      Check().About(static_cast<int>(kNearItem + i));
      Check().Expect(fmt::format("PointInTriangleAngleSum(triangle, {}), 0.06 outside an edge", p), true,
                     Collisions::PointInTriangleAngleSum(kTriangle, p));
      Check().Expect(fmt::format("PointInTriangleBarycentric(triangle, {})", p), false,
                     Collisions::PointInTriangleBarycentric(kTriangle, p));
      Check().Expect(fmt::format("PointInTriangleEdgeSides(triangle, {})", p), false,
                     Collisions::PointInTriangleEdgeSides(kTriangle, p));
      Check().Expect(fmt::format("PointInTriangleAngleSum(triangle, {}, 1e-4)", p), false,
                     Collisions::PointInTriangleAngleSum(kTriangle, p, 1e-4f));
    }
    for (std::size_t i = 0; i < far_.size(); ++i) {
      const Point& p = far_[i];
      Check().About(static_cast<int>(kFarItem + i));
      for (const InsideTest& test : kTests) {
        Check().Expect(fmt::format("{}(triangle, {}), 0.15 outside an edge", test.name, p), false,
                       test.test(kTriangle, p));
      }
    }
    on_ = {kTriangle.p0, (kTriangle.p1 + kTriangle.p2) * 0.5f};
    for (std::size_t i = 0; i < on_.size(); ++i) {
      const Point& p = on_[i];
      Check().About(static_cast<int>(kOnItem + i));
      for (const InsideTest& test : kTests) {
        Check().Expect(fmt::format("{}(triangle, {}), a vertex or an edge", test.name, p), true,
                       test.test(kTriangle, p));
      }
    }
    // On the grid, one case per property (a per-point case would count hundreds of outside points that any
    // "return false" gets right): barycentric finds the inside points, edge sides agree with it everywhere,
    // the angle sum wherever the point is more than 0.2 from every edge's line, and the clockwise copy
    // changes no answer of any test.
    int inside = 0, truly_inside = 0;
    std::vector<std::string> edge_sides_differ, angle_sum_differs;
    std::array<int, 3> winding_differs{};
    for (const Point& p : points_) {
      const bool truth = Collisions::PointInTriangleBarycentric(kTriangle, p);
      inside += truth;
      // The triangle, edges included: z >= -3 and |x| <= 4 (4 - z) / 7 (exact on this grid of halves).
      truly_inside += p.z >= -3.0f && 7.0f * std::abs(p.x) <= 4.0f * (4.0f - p.z);
      if (Collisions::PointInTriangleEdgeSides(kTriangle, p) != truth)
        edge_sides_differ.push_back(fmt::format("{}", p));
      if (EdgeLineDistance(kTriangle, p) > 0.2f && Collisions::PointInTriangleAngleSum(kTriangle, p) != truth) {
        angle_sum_differs.push_back(fmt::format("{}", p));
      }
      for (std::size_t k = 0; k < kTests.size(); ++k)
        winding_differs[k] += kTests[k].test(kTriangle, p) != kTests[k].test(kClockwise, p);
    }
    Check().About(kColumnItem + 1);
    Check().ExpectTrue(fmt::format("PointInTriangleBarycentric finds the grid's {} inside points", truly_inside),
                       inside == truly_inside, fmt::format("it finds {}", inside));
    Check().About({kColumnItem + 2, kColumnItem + 1});
    Check().ExpectTrue("PointInTriangleEdgeSides agrees with barycentric on the grid", edge_sides_differ.empty(),
                       fmt::format("it differs at {}", fmt::join(edge_sides_differ, ", ")));
    Check().About({kColumnItem, kColumnItem + 1});
    Check().ExpectTrue("PointInTriangleAngleSum agrees with barycentric 0.2 or more from the edges",
                       angle_sum_differs.empty(), fmt::format("it differs at {}", fmt::join(angle_sum_differs, ", ")));
    for (std::size_t k = 0; k < kTests.size(); ++k) {
      Check().About(kColumnItem + static_cast<int>(k));
      Check().ExpectTrue(fmt::format("{}: the clockwise copy gives every grid point the same answer", kTests[k].name),
                         winding_differs[k] == 0, fmt::format("{} points differ", winding_differs[k]));
    }
    // The article's last caveat, "only for convex polygons": on a concave U, the unsigned angles from a point in
    // its arm add up to far more than 2 pi, so the angle sum says outside where the point is inside. The U is
    // not drawn, so these are about nothing in the scene.
    Check().About({});
    for (const Point& p : {Point(0.5f, 0, 2), Point(2.5f, 0, 2)}) {
      const float sum = AngleSum(kConcaveU, p);
      Check().ExpectTrue(fmt::format("the angle sum on the concave U rejects {}, in its arm", p),
                         Collisions::PointInPolygon(kConcaveU, p) &&
                             !(std::abs(sum - 2.0f * kPi) <= Collisions::kSeedAngleSumTolerance),
                         fmt::format("the angles add up to {:.4f}", sum));
    }
    // The triangle's handles move it in every column (they sit on the middle one, where it is drawn
    // unshifted), and so do the points'.
    Handles().About(kColumnItem + 1);
    Handles().Add("triangle", triangle_);
    for (std::size_t i = 0; i < near_.size(); ++i) {
      Handles().About(static_cast<int>(kNearItem + i));
      Handles().AddPoint(fmt::format("point {} (0.06 out)", kNearItem + i), near_[i]);
    }
    for (std::size_t i = 0; i < far_.size(); ++i) {
      Handles().About(static_cast<int>(kFarItem + i));
      Handles().AddPoint(fmt::format("point {} (0.15 out)", kFarItem + i), far_[i]);
    }
    Handles().About(DebugDraw::kNoItem);
    CheckClauses();
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(),
                     {"PointInTriangleAngleSum(Triangle, Point, float)", "PointInTriangleBarycentric(Triangle, Point)",
                      "PointInTriangleEdgeSides(Triangle, Point)"});
  }

  // The contracts' clauses (samples/contracts/point_plane.txt), each for all three tests where it holds for all
  // three, on the sample's triangle (-4, 0, -3), (0, 0, 4), (4, 0, -3) and its clockwise copy.
  void CheckClauses() {
    Check().About({});
    const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
    const Triangle segment(Point(-4, 0, 0), Point(0, 0, 0), Point(4, 0, 0));
    const Triangle infinite(Point(-4, 0, -3), Point(0, 0, inf), Point(4, 0, -3));
    struct Clause {
      const char* angle_sum;  // the clause's words for each test (null: it has no such clause)
      const char* barycentric;
      const char* edge_sides;
      Triangle triangle;
      const char* triangle_text;
      Point point;
      bool inside;
    };
    const std::array<Clause, 13> clauses = {{
        {"a point inside is inside (the angles add up to 2 pi)", "a point inside is inside", "a point inside is inside",
         kTriangle, "(-4, 0, -3), (0, 0, 4), (4, 0, -3)", Point(0, 0, 0), true},
        {"a point on a vertex is inside", "edges and vertices count (all three >= -kBarycentricEpsilon)",
         "edges and vertices count (dot >= -kBarycentricEpsilon times the squared length of the normal)", kTriangle,
         "(-4, 0, -3), (0, 0, 4), (4, 0, -3)", Point(0, 0, 4), true},
        {"a point on an edge is inside", "edges and vertices count (all three >= -kBarycentricEpsilon)",
         "edges and vertices count (dot >= -kBarycentricEpsilon times the squared length of the normal)", kTriangle,
         "(-4, 0, -3), (0, 0, 4), (4, 0, -3)", Point(0, 0, -3), true},
        {"a point on an edge is inside", "edges and vertices count (all three >= -kBarycentricEpsilon)",
         "edges and vertices count (dot >= -kBarycentricEpsilon times the squared length of the normal)", kTriangle,
         "(-4, 0, -3), (0, 0, 4), (4, 0, -3)", Point(2, 0, 0.5f), true},
        {"a point outside, or on an edge's line past the triangle, is outside",
         "a point outside, or on an edge's line past the triangle, is outside",
         "a point outside any one of the three edges is outside", kTriangle, "(-4, 0, -3), (0, 0, 4), (4, 0, -3)",
         Point(0, 0, -4), false},
        {"a point outside, or on an edge's line past the triangle, is outside",
         "a point outside, or on an edge's line past the triangle, is outside",
         "a point outside any one of the three edges is outside", kTriangle, "(-4, 0, -3), (0, 0, 4), (4, 0, -3)",
         Point(-3, 0, 2), false},
        {"a point outside, or on an edge's line past the triangle, is outside",
         "a point outside, or on an edge's line past the triangle, is outside",
         "a point outside any one of the three edges is outside", kTriangle, "(-4, 0, -3), (0, 0, 4), (4, 0, -3)",
         Point(3, 0, 2), false},
        {"a point outside, or on an edge's line past the triangle, is outside",
         "a point outside, or on an edge's line past the triangle, is outside",
         "a point outside any one of the three edges is outside", kTriangle, "(-4, 0, -3), (0, 0, 4), (4, 0, -3)",
         Point(8, 0, -3), false},
        {"the winding does not change the answer", "the winding does not change the answer",
         "the winding does not change the answer", kClockwise, "(-4, 0, -3), (4, 0, -3), (0, 0, 4)", Point(0, 0, 0),
         true},
        {"the winding does not change the answer", "the winding does not change the answer",
         "the winding does not change the answer", kClockwise, "(-4, 0, -3), (4, 0, -3), (0, 0, 4)", Point(3, 0, 2),
         false},
        {"a degenerate triangle contains no point", "a degenerate triangle contains no point",
         "a degenerate triangle contains no point", segment, "(-4, 0, 0), (0, 0, 0), (4, 0, 0)", Point(1, 0, 0), false},
        {"a triangle with an infinite corner contains no point", "a triangle with an infinite corner contains no point",
         "a triangle with an infinite corner contains no point", infinite, "(-4, 0, -3), (0, 0, inf), (4, 0, -3)",
         Point(0, 0, 0), false},
        {"NaN is outside", "NaN is outside", "NaN is outside", kTriangle, "(-4, 0, -3), (0, 0, 4), (4, 0, -3)",
         Point(nan, 0, 0), false},
    }};
    for (const Clause& c : clauses) {
      const std::string on = fmt::format("(triangle {}, {})", c.triangle_text, c.point);
      ExpectClause(Check(), c.angle_sum, "PointInTriangleAngleSum" + on, c.inside,
                   Collisions::PointInTriangleAngleSum(c.triangle, c.point));
      ExpectClause(Check(), c.barycentric, "PointInTriangleBarycentric" + on, c.inside,
                   Collisions::PointInTriangleBarycentric(c.triangle, c.point));
      ExpectClause(Check(), c.edge_sides, "PointInTriangleEdgeSides" + on, c.inside,
                   Collisions::PointInTriangleEdgeSides(c.triangle, c.point));
    }
    // 0.05 below the base (length 8), the angles fall short of 2 pi by about 8 * 0.05 / 8: within the article's 0.1.
    const Point just_outside(0, 0, -3.05f);
    const char* tolerance =
        "the tolerance given decides: the point-plane article's 0.1 accepts a point just outside an edge, 1e-4 does "
        "not";
    ExpectClause(Check(), tolerance,
                 "PointInTriangleAngleSum(triangle (-4, 0, -3), (0, 0, 4), (4, 0, -3), (0, 0, -3.05), 0.1)", true,
                 Collisions::PointInTriangleAngleSum(kTriangle, just_outside, 0.1f));
    ExpectClause(Check(), tolerance,
                 "PointInTriangleAngleSum(triangle (-4, 0, -3), (0, 0, 4), (4, 0, -3), (0, 0, -3.05), 1e-4)", false,
                 Collisions::PointInTriangleAngleSum(kTriangle, just_outside, 1e-4f));
    // 0.25 below it, short by 0.25: outside for the article's 0.1, inside for 0.5.
    ExpectClause(Check(), tolerance,
                 "PointInTriangleAngleSum(triangle (-4, 0, -3), (0, 0, 4), (4, 0, -3), (0, 0, -3.25), 0.5)", true,
                 Collisions::PointInTriangleAngleSum(kTriangle, Point(0, 0, -3.25f), 0.5f));
    ExpectClause(Check(), tolerance,
                 "PointInTriangleAngleSum(triangle (-4, 0, -3), (0, 0, 4), (4, 0, -3), (0, 0, -3.25), 0.1)", false,
                 Collisions::PointInTriangleAngleSum(kTriangle, Point(0, 0, -3.25f), 0.1f));
  }

  bool ShowsGrid() const override { return false; }

  void Render() override {
    // Left to right: angle sum, barycentric, edge sides. Red inside, green outside; magenta marks the
    // points only the angle sum lets in.
    for (std::size_t column = 0; column < kTests.size(); ++column) {
      const glm::vec3 offset(11.0f * (static_cast<float>(column) - 1.0f), 0.0f, 0.0f);
      const Triangle shown(triangle_.p0 + offset, triangle_.p1 + offset, triangle_.p2 + offset);
      Draw().About(kColumnItem + static_cast<int>(column));
      Draw().DrawWireTriangle(shown, palette::kShape);
      const auto draw = [&](const Point& p) {
        const bool inside = kTests[column].test(triangle_, p);
        const bool only_angle_sum = inside && !Collisions::PointInTriangleBarycentric(triangle_, p);
        Draw().DrawPoint(p + offset, only_angle_sum ? 9.0f : 5.0f,
                         only_angle_sum ? palette::kConstruction
                         : inside       ? palette::kInside
                                        : palette::kOutside);
      };
      Draw().About(DebugDraw::kNoItem);
      for (const Point& p : points_) draw(p);
      // The checked points, each about its item (on_'s two are grid points too, drawn again on top).
      for (std::size_t i = 0; i < near_.size(); ++i) {
        Draw().About(static_cast<int>(kNearItem + i));
        draw(near_[i]);
      }
      for (std::size_t i = 0; i < far_.size(); ++i) {
        Draw().About(static_cast<int>(kFarItem + i));
        draw(far_[i]);
      }
      for (std::size_t i = 0; i < on_.size(); ++i) {
        Draw().About(static_cast<int>(kOnItem + i));
        draw(on_[i]);
      }
    }
  }

 private:
  static constexpr float kPi = 3.14159265f;
  // The article's angle sum over any polygon: the unsigned angles between the vectors to consecutive vertices.
  static float AngleSum(const Polygon& polygon, const Point& point) {
    float sum = 0.0f;
    for (std::size_t i = 0; i < polygon.vertices.size(); ++i) {
      const glm::vec3 a = NormalizeOrZero(polygon.vertices[i] - point);
      const glm::vec3 b = NormalizeOrZero(polygon.vertices[(i + 1) % polygon.vertices.size()] - point);
      sum += std::acos(std::clamp(glm::dot(a, b), -1.0f, 1.0f));
    }
    return sum;
  }
  // A U on the floor (x, z), open towards +z: arms x in [0, 1] and [2, 3], the notch between them above z = 1.
  static inline const Polygon kConcaveU{
      {{0, 0, 0}, {0, 0, 3}, {1, 0, 3}, {1, 0, 1}, {2, 0, 1}, {2, 0, 3}, {3, 0, 3}, {3, 0, 0}}};
  // On the floor, edges about 8 long.
  static inline const Triangle kTriangle{Point(-4, 0, -3), Point(0, 0, 4), Point(4, 0, -3)};
  static inline const Triangle kClockwise{Point(-4, 0, -3), Point(4, 0, -3), Point(0, 0, 4)};
  static constexpr std::size_t kNearItem = 0, kFarItem = 3, kOnItem = 6;
  static constexpr int kColumnItem = 8;  // + 0, 1, 2: the triangle drawn in the angle sum's column, ...
  Triangle triangle_ = kTriangle;        // what Render draws and tests: the handles move it
  std::vector<Point> points_, near_, far_;
  std::array<Point, 2> on_{};  // a vertex and the middle of an edge
};

}  // namespace
LAB_REGISTER_SAMPLE(
    InsideTests, Chapter::kPointPlane,
    "Three inside tests on the same points, left to right: the point-plane article's angle sum, barycentric "
    "coordinates, the lecture's edge sides (red inside, green outside). Erratum: the article's 0.1 "
    "radian tolerance is not float rounding: it lets in points up to about edge/80 outside "
    "(magenta, asserted). Its winding caveat changes no answer; on a concave U the angle sum rejects "
    "inside points, as its convex-only caveat says (both asserted).");
}  // namespace lab::samples
