// Chapter 3, "Line test plane".
#include "samples/sample_checks.hpp"
#include "samples/sample_lines.hpp"

namespace lab::samples {
namespace {

class LinetestPlane final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 13.0f});  // the tutorial's orbit, closer so the scene fills the view
    CheckLineTests(Check(), case_, fmt::format("plane {}", case_.shape));
    Handles().Add("plane", case_.shape);  // shared by every line: no item
    Handles().AddAll<Line>("line", case_.lines);
    // The contract's clauses (samples/contracts/raycasts.txt), against the plane y = 1.
    Check().About({});
    const Plane y1(glm::vec3(0, 1, 0), 1.0f);
    Point at(7, 7, 7);
    const auto test = [&](const Line& line) {
      at = Point(7, 7, 7);
      return Collisions::LineTest(line, y1, at);
    };
    ExpectClause(Check(), "a segment crossing against the normal meets the plane where it crosses",
                 "LineTest((2, 4, 0)-(2, -2, 0), y = 1)", true, test(Line(Point(2, 4, 0), Point(2, -2, 0))));
    ExpectClause(Check(), "a segment crossing against the normal meets the plane where it crosses",
                 "LineTest((2, 4, 0)-(2, -2, 0), y = 1): the point", Point(2, 1, 0), at);
    ExpectClause(Check(), "a segment crossing with the normal does not meet it (one-sided)",
                 "LineTest((2, -2, 0)-(2, 4, 0), y = 1)", false, test(Line(Point(2, -2, 0), Point(2, 4, 0))));
    ExpectClause(Check(), "a segment that stops short of the plane does not meet it",
                 "LineTest((0, 5, 0)-(0, 2, 0), y = 1)", false, test(Line(Point(0, 5, 0), Point(0, 2, 0))));
    ExpectClause(Check(), "on false, result is left unchanged", "LineTest((0, 5, 0)-(0, 2, 0), y = 1): result",
                 Point(7, 7, 7), at);
    ExpectClause(Check(), "a zero-length segment meets nothing", "LineTest((0, 1, 0)-(0, 1, 0), y = 1)", false,
                 test(Line(Point(0, 1, 0), Point(0, 1, 0))));
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"LineTest(Line, Plane, Point&)"});
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawPlane(case_.shape, 5.0f, Translucent(palette::kShape));
    DrawLineTests(Draw(), case_.shape, case_.lines);
  }

 private:
  cases::LinesAgainst<Plane, 6> case_ = cases::LineTestPlane();  // movable copies of the shared table
};

}  // namespace
LAB_REGISTER_SAMPLE(LinetestPlane, Chapter::kLinesAndRays,
                    "LineTest(Line, Plane) on 6 segments, one-sided like Raycast(Ray, Plane). Erratum: the book's "
                    "comments say line 1 misses and line 3 hits; its own results (asserted here) say the opposite. "
                    "Line 3 crosses the plane from behind, which a one-sided test does not count.");
}  // namespace lab::samples
