// Chapter 1, "Point on line".
#include "samples/cases/point_tests.hpp"
#include "samples/sample.hpp"
#include "samples/sample_checks.hpp"
#include "samples/sample_points.hpp"

namespace lab::samples {
namespace {

class PointOnLine final : public Application {
 public:
  void Initialize(int, int) override {
    for (std::size_t i = 0; i < case_.points.size(); ++i) {
      Check().About(static_cast<int>(i));
      Check().Expect(fmt::format("PointOnLine({}, line {})", case_.points[i], case_.shape), case_.expected[i],
                     Collisions::PointOnLine(case_.points[i], case_.shape));
    }
    Handles().Add("line", case_.shape);
    Handles().AddAll<Point>("point", case_.points);
    // The contracts' clauses (samples/contracts/), on the segment from (1, 1, 1) to (5, 3, 1).
    Check().About({});
    const Line segment(Point(1, 1, 1), Point(5, 3, 1));
    const auto on = [&](const Point& p) { return Collisions::PointOnLine(p, segment); };
    ExpectClause(Check(), "both ends are on the segment", "PointOnLine((1, 1, 1), (1, 1, 1)-(5, 3, 1))", true,
                 on(Point(1, 1, 1)));
    ExpectClause(Check(), "both ends are on the segment", "PointOnLine((5, 3, 1), (1, 1, 1)-(5, 3, 1))", true,
                 on(Point(5, 3, 1)));
    ExpectClause(Check(), "a point between the ends is on it", "PointOnLine((3, 2, 1), (1, 1, 1)-(5, 3, 1))", true,
                 on(Point(3, 2, 1)));
    ExpectClause(Check(), "a point on the line past an end is off it", "PointOnLine((7, 4, 1), (1, 1, 1)-(5, 3, 1))",
                 false, on(Point(7, 4, 1)));
    ExpectClause(Check(), "a point beside the segment is off it", "PointOnLine((3, 2, 1.001), (1, 1, 1)-(5, 3, 1))",
                 false, on(Point(3, 2, 1.001f)));
    ExpectClause(Check(), "a point within kPointOnLineEpsilon of the segment is on it",
                 "PointOnLine((3, 2, 1.000005), (1, 1, 1)-(5, 3, 1))", true, on(Point(3, 2, 1.000005f)));
    ExpectClause(Check(), "a zero-length segment holds only its start", "PointOnLine((2, 2, 2), (2, 2, 2)-(2, 2, 2))",
                 true, Collisions::PointOnLine(Point(2, 2, 2), Line(Point(2, 2, 2), Point(2, 2, 2))));
    ExpectClause(Check(), "a zero-length segment holds only its start", "PointOnLine((2, 2, 3), (2, 2, 2)-(2, 2, 2))",
                 false, Collisions::PointOnLine(Point(2, 2, 3), Line(Point(2, 2, 2), Point(2, 2, 2))));
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"PointOnLine(Point, Line)"});
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawSegment(case_.shape, palette::kMagenta);
    DrawPointsOn(Draw(), case_.points, [&](const Point& p) { return Collisions::PointOnLine(p, case_.shape); });
  }

 private:
  cases::PointsAgainst<Line, bool, 11> case_ = cases::PointOnLine();  // movable copies of the shared table
};

}  // namespace
LAB_REGISTER_SAMPLE(PointOnLine, Chapter::kShapesAndPoints,
                    "PointOnLine on 11 points: on the segment red (the two ends and the middle), off it blue. "
                    "Errata: the book's test is 2-D (it ignores z and the segment's ends, and divides by zero "
                    "for vertical lines); this is the 3-D segment test. Its second message should say NOT on.");
}  // namespace lab::samples
