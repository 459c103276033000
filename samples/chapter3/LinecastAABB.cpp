// Chapter 3, "Line test AABB".
#include "samples/sample_checks.hpp"
#include "samples/sample_lines.hpp"

namespace lab::samples {
namespace {

class LinecastAABB final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 11.0f});  // the tutorial's orbit, closer so the scene fills the view
    CheckLineTests(Check(), case_, fmt::format("box {}", case_.shape));
    Handles().Add("box", case_.shape);  // shared by every line: no item
    Handles().AddAll<Line>("line", case_.lines);
    // The contract's clauses (samples/contracts/raycasts.txt), against the box (0, 0, 0)-(2, 2, 2).
    Check().About({});
    const AABB box(Point(0, 0, 0), Point(2, 2, 2));
    Point at(7, 7, 7);
    const auto test = [&](const Line& line) {
      at = Point(7, 7, 7);
      return Collisions::LineTest(line, box, at);
    };
    ExpectClause(Check(), "a segment into the box meets it at the first surface point",
                 "LineTest((-3, 1, 1)-(1, 1, 1), box (0, 0, 0)-(2, 2, 2))", true,
                 test(Line(Point(-3, 1, 1), Point(1, 1, 1))));
    ExpectClause(Check(), "a segment into the box meets it at the first surface point",
                 "LineTest((-3, 1, 1)-(1, 1, 1), box): the point", Point(0, 1, 1), at);
    ExpectClause(Check(), "a segment that stops short of the box does not meet it",
                 "LineTest((-3, 1, 1)-(-0.5, 1, 1), box (0, 0, 0)-(2, 2, 2))", false,
                 test(Line(Point(-3, 1, 1), Point(-0.5f, 1, 1))));
    ExpectClause(Check(), "on false, result is left unchanged", "LineTest((-3, 1, 1)-(-0.5, 1, 1), box): result",
                 Point(7, 7, 7), at);
    ExpectClause(Check(), "a segment wholly inside meets no surface",
                 "LineTest((0.5, 1, 1)-(1.5, 1, 1), box (0, 0, 0)-(2, 2, 2))", false,
                 test(Line(Point(0.5f, 1, 1), Point(1.5f, 1, 1))));
    ExpectClause(Check(), "a segment from inside out meets the surface where it leaves",
                 "LineTest((1, 1, 1)-(1, 1, 4), box (0, 0, 0)-(2, 2, 2))", true,
                 test(Line(Point(1, 1, 1), Point(1, 1, 4))));
    ExpectClause(Check(), "a segment from inside out meets the surface where it leaves",
                 "LineTest((1, 1, 1)-(1, 1, 4), box): the point", Point(1, 1, 2), at);
    ExpectClause(Check(), "a zero-length segment meets nothing",
                 "LineTest((0, 1, 1)-(0, 1, 1), box (0, 0, 0)-(2, 2, 2))", false,
                 test(Line(Point(0, 1, 1), Point(0, 1, 1))));
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"LineTest(Line, AABB, Point&)"});
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawBox(case_.shape, palette::kShape);
    DrawLineTests(Draw(), case_.shape, case_.lines);
  }

 private:
  cases::LinesAgainst<AABB, 4> case_ = cases::LineTestAABB();  // movable copies of the shared table
};

}  // namespace
LAB_REGISTER_SAMPLE(
    LinecastAABB, Chapter::kLinesAndRays,
    "LineTest(Line, AABB) on 4 segments: line 1 lies inside the box (false), line 3 runs along the "
    "x axis with zero y and z direction. Erratum: the book says 'inside the sphere'; it means the box.");
}  // namespace lab::samples
