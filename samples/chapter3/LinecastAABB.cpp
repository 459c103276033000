// Chapter 3, "Line test AABB".
#include "samples/sample_lines.hpp"

namespace lab::samples {
namespace {

class LinecastAABB final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 11.0f});  // the tutorial's orbit, closer so the scene fills the view
    const std::array<LineExpectation, 4> expected = {
        {{false}, {false}, {true, Point(-2, -0.5f, 0)}, {true, Point(-2, 0, 0)}}};
    CheckLineTests(Check(), box_, fmt::format("box {}", box_), expected);
    Handles().Add("box", box_);  // shared by every line: no item
    Handles().AddAll<Line>("line", lines_);
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawWireBox(box_, palette::kShape);
    DrawLineTests(Draw(), box_, lines_);
  }

 private:
  std::array<Line, 4> lines_ = FirstTutorialLines<4>();  // movable; the checks use kTutorialLines
  AABB box_{Point(-2, -2, -2), Point(2, 2, 2)};
};

}  // namespace
LAB_REGISTER_SAMPLE(
    LinecastAABB, Chapter::kLinesAndRays,
    "LineTest(Line, AABB) on 4 segments: line 1 lies inside the box (false), line 3 runs along the "
    "x axis with zero y and z direction. Erratum: the book says 'inside the sphere'; it means the box.");
}  // namespace lab::samples
