// Chapter 1, "Closest point on line".
#include "samples/cases/point_tests.hpp"
#include "samples/sample.hpp"

namespace lab::samples {
namespace {

class ClosestPointLine final : public Application {
 public:
  void Initialize(int, int) override {
    const auto& [line, points, expected] = case_;
    for (std::size_t i = 0; i < points.size(); ++i) {
      Check().About(static_cast<int>(i));
      float t = -1.0f;
      const Point closest = Collisions::ClosestPoint(line, points[i], t);
      Check().ExpectNear(fmt::format("ClosestPoint(line, {}, t): t", points[i]), expected[i].t, t, 1e-4f);
      Check().ExpectNear(fmt::format("ClosestPoint(line, {})", points[i]), expected[i].closest, closest,
                         kVectorTolerance);
    }
    Handles().Add("line", case_.shape);
    Handles().AddAll<Point>("point", case_.points);
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawSegment(case_.shape, palette::kMagenta);
    for (std::size_t i = 0; i < case_.points.size(); ++i) {
      const Point& point = case_.points[i];
      Draw().About(static_cast<int>(i));  // point i's cases; the shared segment is context
      Draw().DrawPoint(point, 7.0f, palette::kQueryPoint);
      const Point closest = Collisions::ClosestPoint(case_.shape, point);
      Draw().DrawLine(point, closest, palette::kWhite);
      Draw().DrawPoint(closest, 7.0f, palette::kClosestPoint);
    }
  }

 private:
  cases::PointsAgainst<Line, cases::OnSegment, 8> case_ = cases::ClosestPointLine();  // movable copies
};

}  // namespace
LAB_REGISTER_SAMPLE(ClosestPointLine, Chapter::kShapesAndPoints,
                    "ClosestPoint(Line, Point, t) for 8 points (cyan): the closest points (yellow) and t, clamped "
                    "to the segment's ends.");
}  // namespace lab::samples
