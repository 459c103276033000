// Chapter 3, "Line test plane".
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
