// Chapter 1, "Closest point on line".
#include "samples/cases/point_tests.hpp"
#include "samples/sample.hpp"
#include "samples/sample_checks.hpp"
#include "samples/sample_points.hpp"

namespace lab::samples {
namespace {

class ClosestPointLine final : public Application {
 public:
  void Initialize(int, int) override {
    const auto& [line, points, expected] = case_;
    for (std::size_t i = 0; i < points.size(); ++i) {
      Check().About(static_cast<int>(i));
      float t = -1.0f;
      const Point closest = Collisions::ClosestPoint(line, points[i], t);
      Check().ExpectNear(fmt::format("ClosestPoint(line, {}, t): t", points[i]), expected[i].t, t, 1e-4f);
      Check().ExpectNear(fmt::format("ClosestPoint(line, {})", points[i]), expected[i].closest, closest,
                         kVectorTolerance);
    }
    Handles().Add("line", case_.shape);
    Handles().AddAll<Point>("point", case_.points);
    // The contracts' clauses (samples/contracts/), on the segment from (0, 0, 0) to (4, 0, 0).
    Check().About({});
    const Line segment(Point(0, 0, 0), Point(4, 0, 0));
    float t = -9.0f;
    ExpectClause(Check(), "a point beside the segment projects onto it, t in [0, 1]",
                 "ClosestPoint((0, 0, 0)-(4, 0, 0), (1, 2, 0))", Point(1, 0, 0),
                 Collisions::ClosestPoint(segment, Point(1, 2, 0), t));
    ExpectClause(Check(), "a point beside the segment projects onto it, t in [0, 1]",
                 "ClosestPoint((0, 0, 0)-(4, 0, 0), (1, 2, 0)): t", 0.25f, t);
    ExpectClause(Check(), "before the start: the start, t = 0", "ClosestPoint((0, 0, 0)-(4, 0, 0), (-3, 1, 0))",
                 Point(0, 0, 0), Collisions::ClosestPoint(segment, Point(-3, 1, 0), t));
    ExpectClause(Check(), "before the start: the start, t = 0", "ClosestPoint((0, 0, 0)-(4, 0, 0), (-3, 1, 0)): t",
                 0.0f, t);
    ExpectClause(Check(), "past the end: the end, t = 1", "ClosestPoint((0, 0, 0)-(4, 0, 0), (9, -1, 2))",
                 Point(4, 0, 0), Collisions::ClosestPoint(segment, Point(9, -1, 2), t));
    ExpectClause(Check(), "past the end: the end, t = 1", "ClosestPoint((0, 0, 0)-(4, 0, 0), (9, -1, 2)): t", 1.0f, t);
    const Line zero(Point(1, 2, 3), Point(1, 2, 3));
    ExpectClause(Check(), "a zero-length segment gives its start, t = 0",
                 "ClosestPoint((1, 2, 3)-(1, 2, 3), (4, 4, 4))", Point(1, 2, 3),
                 Collisions::ClosestPoint(zero, Point(4, 4, 4), t));
    ExpectClause(Check(), "a zero-length segment gives its start, t = 0",
                 "ClosestPoint((1, 2, 3)-(1, 2, 3), (4, 4, 4)): t", 0.0f, t);
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"ClosestPoint(Line, Point, float&)"});
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawSegment(case_.shape, palette::kMagenta);
    DrawClosestPoints(Draw(), case_.shape, case_.points);
  }

 private:
  cases::PointsAgainst<Line, cases::OnSegment, 8> case_ = cases::ClosestPointLine();  // movable copies
};

}  // namespace
LAB_REGISTER_SAMPLE(ClosestPointLine, Chapter::kShapesAndPoints,
                    "ClosestPoint(Line, Point, t) for 8 points (cyan): the closest points (yellow) and t, clamped "
                    "to the segment's ends.");
}  // namespace lab::samples
