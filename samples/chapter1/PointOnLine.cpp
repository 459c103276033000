// Chapter 1, "Point on line".
#include "samples/cases/point_tests.hpp"
#include "samples/sample.hpp"

namespace lab::samples {
namespace {

class PointOnLine final : public Application {
 public:
  void Initialize(int, int) override {
    for (std::size_t i = 0; i < case_.points.size(); ++i) {
      Check().About(static_cast<int>(i));
      Check().Expect(fmt::format("PointOnLine({}, line {})", case_.points[i], case_.shape), case_.expected[i],
                     Collisions::PointOnLine(case_.points[i], case_.shape));
    }
    Handles().Add("line", case_.shape);
    Handles().AddAll<Point>("point", case_.points);
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawSegment(case_.shape, palette::kMagenta);
    for (std::size_t i = 0; i < case_.points.size(); ++i) {
      Draw().About(static_cast<int>(i));  // point i's case; the shared line is context
      Draw().DrawPoint(case_.points[i], 7.0f, palette::ForShape(Collisions::PointOnLine(case_.points[i], case_.shape)));
    }
  }

 private:
  cases::PointsAgainst<Line, bool, 11> case_ = cases::PointOnLine();  // movable copies of the shared table
};

}  // namespace
LAB_REGISTER_SAMPLE(PointOnLine, Chapter::kShapesAndPoints,
                    "PointOnLine on 11 points: on the segment red (the two ends and the middle), off it blue. "
                    "Errata: the book's test is 2-D (it ignores z and the segment's ends, and divides by zero "
                    "for vertical lines); this is the 3-D segment test. Its second message should say NOT on.");
}  // namespace lab::samples
