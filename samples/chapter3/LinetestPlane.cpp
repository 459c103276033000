// Chapter 3, "Line test plane".
#include "samples/sample_lines.hpp"

namespace lab::samples {
namespace {

class LinetestPlane final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 13.0f});  // the tutorial's orbit, closer so the scene fills the view
    const std::array<LineExpectation, 6> expected = {
        {{false}, {true, Point(0.7071068f, 0.7071068f, 0)}, {false}, {false}, {true, Point(1.414213f, 0, 1)}, {false}}};
    CheckLineTests(Check(), plane_, fmt::format("plane {}", plane_), expected);
    Handles().Add("plane", plane_);  // shared by every line: no item
    Handles().AddAll<Line>("line", lines_);
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawPlane(plane_, 5.0f, Translucent(palette::kShape));
    DrawLineTests(Draw(), plane_, lines_);
  }

 private:
  std::array<Line, 6> lines_ = FirstTutorialLines<6>();  // movable; the checks use kTutorialLines
  Plane plane_{{1, 1, 0}, 1.0f};
};

}  // namespace
LAB_REGISTER_SAMPLE(LinetestPlane, Chapter::kLinesAndRays,
                    "LineTest(Line, Plane) on 6 segments, one-sided like Raycast(Ray, Plane). Erratum: the book's "
                    "comments say line 1 misses and line 3 hits; its own results (asserted here) say the opposite. "
                    "Line 3 crosses the plane from behind, which a one-sided test does not count.");
}  // namespace lab::samples
