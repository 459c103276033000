// Chapter 1, "Point on ray".
#include "samples/sample.hpp"

namespace lab::samples {
namespace {

class PointOnRay final : public Application {
 public:
  void Initialize(int, int) override {
    for (std::size_t i = 0; i < points_.size(); ++i) {
      const bool expected = i < 3;  // the origin and two points ahead; 3 and 10 are on the line but behind
      Check().Expect(fmt::format("PointOnRay({}, ray {})", points_[i], ray_), expected,
                     Collisions::PointOnRay(points_[i], ray_));
    }
  }

  void Render() override {
    Draw().Axes();
    Draw().DrawRay(ray_, palette::kMagenta);
    for (const Point& point : points_) {
      Draw().DrawPoint(point, 7.0f, Collisions::PointOnRay(point, ray_) ? palette::kRed : palette::kBlue);
    }
  }

 private:
  const Ray ray_{Point(-3, -2, -1), glm::vec3(3, 2, 1)};
  const std::array<Point, 11> points_ = {
      Point(-3, -2, -1), Point(12, 8, 4), Point(0, 0, 0), Point(-18, -12, -6), Point(-4, -7, -8),      Point(7, 8, 5),
      Point(1, 5, -5),   Point(-6, 5, 7), Point(1, 6, 8), Point(-7, -10, -4),  Point(-4.5f, -3, -1.5f)};
};

}  // namespace
LAB_REGISTER_SAMPLE(PointOnRay, Chapter::kShapesAndPoints,
                    "PointOnRay on 11 points: on the ray red, off it blue; points on the line behind the origin are "
                    "off. Erratum: the book says a dot product is 0 for vectors pointing the same way; it is 1.");
}  // namespace lab::samples
