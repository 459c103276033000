// Chapter 4, "Line test triangle".
#include "samples/cases/triangles.hpp"
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
