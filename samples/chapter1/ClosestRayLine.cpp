// Chapter 1, "Closest point on ray".
#include "samples/cases/point_tests.hpp"
#include "samples/sample.hpp"

namespace lab::samples {
namespace {

class ClosestRayLine final : public Application {
 public:
  void Initialize(int, int) override {
    for (std::size_t i = 0; i < case_.points.size(); ++i) {
      Check().About(static_cast<int>(i));
      Check().ExpectNear(fmt::format("ClosestPoint(ray, {})", case_.points[i]), case_.expected[i],
                         Collisions::ClosestPoint(case_.shape, case_.points[i]), kVectorTolerance);
    }
    Handles().Add("ray", case_.shape);
    Handles().AddAll<Point>("point", case_.points);
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawRay(case_.shape, palette::kMagenta);
    for (std::size_t i = 0; i < case_.points.size(); ++i) {
      const Point& point = case_.points[i];
      Draw().About(static_cast<int>(i));  // point i's case; the shared ray is context
      Draw().DrawPoint(point, 7.0f, palette::kQueryPoint);
      const Point closest = Collisions::ClosestPoint(case_.shape, point);
      Draw().DrawLine(point, closest, palette::kWhite);
      Draw().DrawPoint(closest, 7.0f, palette::kClosestPoint);
    }
  }

 private:
  cases::PointsAgainst<Ray, Point, 7> case_ = cases::ClosestPointRay();  // movable copies of the shared table
};

}  // namespace
LAB_REGISTER_SAMPLE(ClosestRayLine, Chapter::kShapesAndPoints,
                    "ClosestPoint(Ray, Point) for 7 points (cyan): the closest points (yellow); points behind the "
                    "origin map to the origin.");
}  // namespace lab::samples
