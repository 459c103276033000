// Chapter 1, "Closest point on line".
#include "samples/sample.hpp"

namespace lab::samples {
namespace {

class ClosestPointLine final : public Application {
 public:
  void Initialize(int, int) override {
    struct Expected {
      float t;
      Point closest;
    };
    const std::array<Expected, 8> expected = {{
        {0.833333f, Point(0.3333333f, 1.333333f, 2.333333f)},
        {0.0f, Point(-3, -2, -1)},
        {1.0f, Point(1, 2, 3)},
        {0.583333f, Point(-0.6666667f, 0.3333333f, 1.333333f)},
        {1.0f, Point(1, 2, 3)},
        {1.0f, Point(1, 2, 3)},
        {0.0f, Point(-3, -2, -1)},
        {1.0f, Point(1, 2, 3)},
    }};
    for (std::size_t i = 0; i < points_.size(); ++i) {
      Check().About(static_cast<int>(i));
      float t = -1.0f;
      const Point closest = Collisions::ClosestPoint(line_, points_[i], t);
      Check().ExpectNear(fmt::format("ClosestPoint(line, {}, t): t", points_[i]), expected[i].t, t, 1e-4f);
      Check().ExpectNear(fmt::format("ClosestPoint(line, {})", points_[i]), expected[i].closest, closest,
                         kVectorTolerance);
    }
    Handles().Add("line", line_);
    Handles().AddAll<Point>("point", points_);
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawSegment(line_, palette::kMagenta);
    for (std::size_t i = 0; i < points_.size(); ++i) {
      const Point& point = points_[i];
      Draw().About(static_cast<int>(i));  // point i's cases; the shared segment is context
      Draw().DrawPoint(point, 7.0f, palette::kQueryPoint);
      const Point closest = Collisions::ClosestPoint(line_, point);
      Draw().DrawLine(point, closest, palette::kWhite);
      Draw().DrawPoint(closest, 7.0f, palette::kClosestPoint);
    }
  }

 private:
  Line line_{Point(-3, -2, -1), Point(1, 2, 3)};
  std::array<Point, 8> points_ = {Point(7, -2, -1), Point(-4, -7, -8), Point(7, 8, 5),     Point(1, 5, -5),
                                  Point(-6, 5, 7),  Point(1, 6, 8),    Point(-7, -10, -4), Point(5, 5, 3)};
};

}  // namespace
LAB_REGISTER_SAMPLE(ClosestPointLine, Chapter::kShapesAndPoints,
                    "ClosestPoint(Line, Point, t) for 8 points (cyan): the closest points (yellow) and t, clamped "
                    "to the segment's ends.");
}  // namespace lab::samples
