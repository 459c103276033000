// Chapter 3, "Line test sphere".
#include "samples/sample_lines.hpp"

namespace lab::samples {
namespace {

class LinetestSphere final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 10.0f});  // the tutorial's orbit, closer so the scene fills the view
    const std::array<LineExpectation, 3> expected = {{{false}, {false}, {true, Point(-1.92665f, -0.536675f, 0)}}};
    CheckLineTests(Check(), sphere_, fmt::format("sphere {}", sphere_), expected);
    Handles().Add("sphere", sphere_);  // shared by every line: no item
    Handles().AddAll<Line>("line", lines_);
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawWireSphere(sphere_, palette::kShape);
    DrawLineTests(Draw(), sphere_, lines_);
  }

 private:
  std::array<Line, 3> lines_ = FirstTutorialLines<3>();  // movable; the checks use kTutorialLines
  Sphere sphere_{Point(0.0f), 2.0f};
};

}  // namespace
LAB_REGISTER_SAMPLE(
    LinetestSphere, Chapter::kLinesAndRays,
    "LineTest(Line, Sphere) on 3 segments: line 1 lies wholly inside the sphere and meets no "
    "surface (false); line 2 enters it at (-1.93, -0.54, 0). Hits red with a green point, misses blue.");
}  // namespace lab::samples
