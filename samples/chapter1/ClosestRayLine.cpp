// Chapter 1, "Closest point on ray".
#include "samples/sample.hpp"

namespace lab::samples {
namespace {

class ClosestRayLine final : public Application {
 public:
  void Initialize(int, int) override {
    const std::array<Point, 7> expected = {Point(-10, -8, 1),
                                           Point(-8.357142f, -4.714285f, 5.928572f),
                                           Point(-8.642857f, -5.285714f, 5.071428f),
                                           Point(-8.857142f, -5.714286f, 4.428572f),
                                           Point(-10, -8, 1),
                                           Point(-6.642857f, -1.285713f, 11.07143f),
                                           Point(-10, -8, 1)};
    for (std::size_t i = 0; i < points_.size(); ++i) {
      Check().About(static_cast<int>(i));
      Check().ExpectNear(fmt::format("ClosestPoint(ray, {})", points_[i]), expected[i],
                         Collisions::ClosestPoint(ray_, points_[i]), kVectorTolerance);
    }
    Handles().Add("ray", ray_);
    Handles().AddAll<Point>("point", points_);
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawRay(ray_, palette::kMagenta);
    for (std::size_t i = 0; i < points_.size(); ++i) {
      const Point& point = points_[i];
      Draw().About(static_cast<int>(i));  // point i's case; the shared ray is context
      Draw().DrawPoint(point, 7.0f, palette::kQueryPoint);
      const Point closest = Collisions::ClosestPoint(ray_, point);
      Draw().DrawLine(point, closest, palette::kWhite);
      Draw().DrawPoint(closest, 7.0f, palette::kClosestPoint);
    }
  }

 private:
  Ray ray_{Point(-10, -8, 1), glm::vec3(1, 2, 3)};
  std::array<Point, 7> points_ = {Point(-8, -5, -8), Point(-6, -9, 8), Point(-9, -5, 5), Point(-4, 3, -3),
                                  Point(2, 1, -10),  Point(8, 5, 2),   Point(4, -3, -8)};
};

}  // namespace
LAB_REGISTER_SAMPLE(ClosestRayLine, Chapter::kShapesAndPoints,
                    "ClosestPoint(Ray, Point) for 7 points (cyan): the closest points (yellow); points behind the "
                    "origin map to the origin.");
}  // namespace lab::samples
