// Chapter 1, "Line": segments from the origin and four others.
#include <cmath>

#include "samples/sample.hpp"

namespace lab::samples {
namespace {

class LineSample final : public Application {
 public:
  void Initialize(int, int) override {
    for (std::size_t i = 0; i < lines_.size(); ++i) {
      const Line& line = lines_[i];
      Check().About(static_cast<int>(i));
      const glm::vec3 v = line.end - line.start;
      Check().ExpectNear(fmt::format("ToVector of line {} ({})", i, line), v, line.ToVector(), 0.0f);
      Check().ExpectNear(fmt::format("Length of line {}", i), std::sqrt(v.x * v.x + v.y * v.y + v.z * v.z),
                         line.Length(), 1e-5f);
    }
    Handles().AddAll<Line>("line", lines_);
  }

  void Render() override {
    Draw().DrawAxes();
    const std::array<Color, 4> colours = {palette::kMagenta, palette::kCyan, palette::kYellow, palette::kWhite};
    for (std::size_t i = 0; i < lines_.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Draw().DrawSegment(lines_[i], colours[i]);
    }
  }

 private:
  std::array<Line, 4> lines_ = {Line(Point(-7, 5, -3), Point(8, 5, -10)), Line(Point(-8, -8, 6), Point(-9, -2, -10)),
                                Line(Point(-4, -6, -3), Point(-9, -1, 5)), Line(Point(-6, 0, 2), Point(-1, 1, 3))};
};

}  // namespace
LAB_REGISTER_SAMPLE(LineSample, Chapter::kShapesAndPoints,
                    "Line: the origin axes and four segments; ToVector is end - start and Length its length.");
}  // namespace lab::samples
