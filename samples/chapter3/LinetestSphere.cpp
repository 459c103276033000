// Chapter 3, "Line test sphere".
#include "samples/sample_checks.hpp"
#include "samples/sample_lines.hpp"

namespace lab::samples {
namespace {

class LinetestSphere final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 10.0f});  // the tutorial's orbit, closer so the scene fills the view
    CheckLineTests(Check(), case_, fmt::format("sphere {}", case_.shape));
    Handles().Add("sphere", case_.shape);  // shared by every line: no item
    Handles().AddAll<Line>("line", case_.lines);
    // The contract's clauses (samples/contracts/raycasts.txt), against the sphere at (0, 0, 0) of radius 2.
    Check().About({});
    const Sphere s(Point(0, 0, 0), 2.0f);
    Point at(7, 7, 7);
    const auto test = [&](const Line& line) {
      at = Point(7, 7, 7);
      return Collisions::LineTest(line, s, at);
    };
    ExpectClause(Check(), "a segment into the sphere meets it at the first surface point",
                 "LineTest((-5, 0, 0)-(0, 0, 0), sphere (0, 0, 0) r 2)", true,
                 test(Line(Point(-5, 0, 0), Point(0, 0, 0))));
    ExpectClause(Check(), "a segment into the sphere meets it at the first surface point",
                 "LineTest((-5, 0, 0)-(0, 0, 0), sphere (0, 0, 0) r 2): the point", Point(-2, 0, 0), at);
    ExpectClause(Check(), "a segment that stops short of the sphere does not meet it",
                 "LineTest((-5, 0, 0)-(-2.5, 0, 0), sphere (0, 0, 0) r 2)", false,
                 test(Line(Point(-5, 0, 0), Point(-2.5f, 0, 0))));
    ExpectClause(Check(), "on false, result is left unchanged", "LineTest((-5, 0, 0)-(-2.5, 0, 0), ...): result",
                 Point(7, 7, 7), at);
    ExpectClause(Check(), "a segment wholly inside meets no surface",
                 "LineTest((-1, 0, 0)-(1, 0, 0), sphere (0, 0, 0) r 2)", false,
                 test(Line(Point(-1, 0, 0), Point(1, 0, 0))));
    ExpectClause(Check(), "a segment from inside out meets the surface where it leaves",
                 "LineTest((0, 0, 0)-(0, 5, 0), sphere (0, 0, 0) r 2)", true,
                 test(Line(Point(0, 0, 0), Point(0, 5, 0))));
    ExpectClause(Check(), "a segment from inside out meets the surface where it leaves",
                 "LineTest((0, 0, 0)-(0, 5, 0), sphere (0, 0, 0) r 2): the point", Point(0, 2, 0), at);
    ExpectClause(Check(), "a zero-length segment meets nothing", "LineTest((2, 0, 0)-(2, 0, 0), sphere (0, 0, 0) r 2)",
                 false, test(Line(Point(2, 0, 0), Point(2, 0, 0))));
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"LineTest(Line, Sphere, Point&)"});
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawSphere(case_.shape, palette::kShape);
    DrawLineTests(Draw(), case_.shape, case_.lines);
  }

 private:
  cases::LinesAgainst<Sphere, 3> case_ = cases::LineTestSphere();  // movable copies of the shared table
};

}  // namespace
LAB_REGISTER_SAMPLE(
    LinetestSphere, Chapter::kLinesAndRays,
    "LineTest(Line, Sphere) on 3 segments: line 1 lies wholly inside the sphere and meets no "
    "surface (false); line 2 enters it at (-1.93, -0.54, 0). Hits red with a green point, misses blue.");
}  // namespace lab::samples
