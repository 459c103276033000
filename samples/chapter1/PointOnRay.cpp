// Chapter 1, "Point on ray".
#include "samples/sample.hpp"

namespace lab::samples {
namespace {

class PointOnRay final : public Application {
 public:
  void Initialize(int, int) override {
    for (std::size_t i = 0; i < points_.size(); ++i) {
      Check().About(static_cast<int>(i));
      const bool expected = i < 3;  // the origin and two points ahead; 3 and 10 are on the line but behind
      Check().Expect(fmt::format("PointOnRay({}, ray {})", points_[i], ray_), expected,
                     Collisions::PointOnRay(points_[i], ray_));
    }
    Handles().Add("ray", ray_);
    Handles().AddAll<Point>("point", points_);
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawRay(ray_, palette::kMagenta);
    for (std::size_t i = 0; i < points_.size(); ++i) {
      Draw().About(static_cast<int>(i));  // point i's case; the shared ray is context
      Draw().DrawPoint(points_[i], 7.0f, palette::ForShape(Collisions::PointOnRay(points_[i], ray_)));
    }
  }

 private:
  Ray ray_{Point(-3, -2, -1), glm::vec3(3, 2, 1)};
  std::array<Point, 11> points_ = {Point(-3, -2, -1), Point(12, 8, 4),    Point(0, 0, 0),         Point(-18, -12, -6),
                                   Point(-4, -7, -8), Point(7, 8, 5),     Point(1, 5, -5),        Point(-6, 5, 7),
                                   Point(1, 6, 8),    Point(-7, -10, -4), Point(-4.5f, -3, -1.5f)};
};

}  // namespace
LAB_REGISTER_SAMPLE(PointOnRay, Chapter::kShapesAndPoints,
                    "PointOnRay on 11 points: on the ray red, off it blue; points on the line behind the origin are "
                    "off. Erratum: the book says a dot product is 0 for vectors pointing the same way; it is 1.");
}  // namespace lab::samples
