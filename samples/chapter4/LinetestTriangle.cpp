// Chapter 4, "Line test triangle".
#include "samples/cases/triangles.hpp"
#include "samples/sample_checks.hpp"
#include "samples/sample_lines.hpp"

namespace lab::samples {
namespace {

class LinetestTriangle final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 18.0f});
    // Line i is item i; the triangle, shared by every case, is context.
    CheckLineTests(Check(), case_, "triangle");
    Handles().Add("triangle", case_.shape);
    Handles().AddAll("line", std::span<Line>(case_.lines));
    // The contracts' clauses (samples/contracts/), against a triangle of their own in z = 0, facing +z: (0, 0, 0),
    // (4, 0, 0), (0, 4, 0). result starts at (9, 9, 9), which no hit gives, so a miss that writes it shows.
    Check().About({});
    const Triangle triangle(Point(0, 0, 0), Point(4, 0, 0), Point(0, 4, 0));
    const auto expect = [&](std::string_view clause, const Line& line, bool hit, const Point& expected) {
      Point result(9.0f);
      const std::string call = fmt::format("LineTest({}, (0, 0, 0) (4, 0, 0) (0, 4, 0))", line);
      ExpectClause(Check(), clause, call, hit, Collisions::LineTest(line, triangle, result));
      ExpectClause(Check(), clause, call + ": result", expected, result);
    };
    const Point unchanged(9.0f);
    // 8 long, crossing 2 along: a t compared with 1 instead of the length would miss it.
    expect("a segment through the triangle hits at the crossing point", Line(Point(1, 1, 2), Point(1, 1, -6)), true,
           Point(1, 1, 0));
    expect("two-sided: a segment from behind hits too", Line(Point(1, 2, -3), Point(1, 2, 1)), true, Point(1, 2, 0));
    expect("a segment ending exactly on the triangle hits", Line(Point(1, 1, 4), Point(1, 1, 0)), true, Point(1, 1, 0));
    expect("a segment ending exactly on the triangle hits", Line(Point(1, 1, -4), Point(1, 1, 0)), true,
           Point(1, 1, 0));
    expect("a segment that stops short, or starts past the triangle, misses", Line(Point(1, 1, 5), Point(1, 1, 1)),
           false, unchanged);
    expect("a segment that stops short, or starts past the triangle, misses", Line(Point(1, 1, -1), Point(1, 1, -5)),
           false, unchanged);
    expect("a zero-length segment is false", Line(Point(1, 1, 0), Point(1, 1, 0)), false, unchanged);
    expect("on false, result is left unchanged", Line(Point(3, 3, 1), Point(3, 3, -1)), false, unchanged);
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"LineTest(Line, Triangle, Point&)"});
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawSolidTriangle(case_.shape, Translucent(palette::kShape));
    DrawLineTests(Draw(), case_.shape, std::span<const Line>(case_.lines));
  }

 private:
  cases::LinesAgainst<Triangle, 6> case_ = cases::LineTestTriangle();  // movable copies of the shared table
};

}  // namespace
LAB_REGISTER_SAMPLE(LinetestTriangle, Chapter::kModels,
                    "LineTest(Line, Triangle), two-sided, on the six tutorial segments: line 4 crosses from behind "
                    "and still hits. Hits red with a green point, misses blue.");
}  // namespace lab::samples
