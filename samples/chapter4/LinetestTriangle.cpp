// Chapter 4, "Line test triangle".
#include "samples/sample_data.hpp"
#include "samples/sample_lines.hpp"

namespace lab::samples {
namespace {

class LinetestTriangle final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 18.0f});
    const std::array<LineExpectation, 6> expected = {
        {{false}, {false}, {false}, {true, Point(3.414214f, 0, 0)}, {true, Point(3.414214f, 0, 1)}, {false}}};
    // Line i is item i; the triangle, shared by every case, is context.
    CheckLineTests(Check(), triangle_, "triangle", expected);
    Handles().Add("triangle", triangle_);
    Handles().AddAll("line", std::span<Line>(lines_));
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawSolidTriangle(triangle_, Translucent(palette::kShape));
    DrawLineTests(Draw(), triangle_, std::span<const Line>(lines_));
  }

 private:
  Triangle triangle_ = kTriangleT2;
  std::array<Line, 6> lines_ = kTutorialLines;
};

}  // namespace
LAB_REGISTER_SAMPLE(LinetestTriangle, Chapter::kModels,
                    "LineTest(Line, Triangle), two-sided, on the six tutorial segments: line 4 crosses from behind "
                    "and still hits. Hits red with a green point, misses blue.");
}  // namespace lab::samples
