// Chapter 1, "Point on line".
#include "samples/sample.hpp"

namespace lab::samples {
namespace {

class PointOnLine final : public Application {
 public:
  void Initialize(int, int) override {
    for (std::size_t i = 0; i < points_.size(); ++i) {
      Check().About(static_cast<int>(i));
      const bool expected = i < 3;  // the two ends and the midpoint
      Check().Expect(fmt::format("PointOnLine({}, line {})", points_[i], line_), expected,
                     Collisions::PointOnLine(points_[i], line_));
    }
    Handles().Add("line", line_);
    Handles().AddAll<Point>("point", points_);
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawSegment(line_, palette::kMagenta);
    for (std::size_t i = 0; i < points_.size(); ++i) {
      Draw().About(static_cast<int>(i));  // point i's case; the shared line is context
      Draw().DrawPoint(points_[i], 7.0f, palette::ForShape(Collisions::PointOnLine(points_[i], line_)));
    }
  }

 private:
  Line line_{Point(-3, -2, -1), Point(3, 2, 1)};
  std::array<Point, 11> points_ = {Point(0, 0, 0),    Point(-3, -2, -1),  Point(3, 2, 1),  Point(7, -2, -1),
                                   Point(-4, -7, -8), Point(7, 8, 5),     Point(1, 5, -5), Point(-6, 5, 7),
                                   Point(1, 6, 8),    Point(-7, -10, -4), Point(5, 5, 3)};
};

}  // namespace
LAB_REGISTER_SAMPLE(PointOnLine, Chapter::kShapesAndPoints,
                    "PointOnLine on 11 points: on the segment red (the two ends and the middle), off it blue. "
                    "Errata: the book's test is 2-D (it ignores z and the segment's ends, and divides by zero "
                    "for vertical lines); this is the 3-D segment test. Its second message should say NOT on.");
}  // namespace lab::samples
