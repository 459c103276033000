// Chapter 3, "Line test AABB".
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
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawWireBox(case_.shape, palette::kShape);
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
