// Chapter 3, "Line test sphere".
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
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawWireSphere(case_.shape, palette::kShape);
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
