// Chapter 1, "Point in sphere" and "Closest point on sphere".
#include "samples/sample.hpp"

namespace lab::samples {
namespace {

class ClosestPointSample final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 12.0f});  // the tutorial's orbit, closer so the scene fills the view
    constexpr std::array<bool, 7> kInside = {true, true, true, true, false, false, false};
    for (std::size_t i = 0; i < points_.size(); ++i) {
      Check().About(static_cast<int>(i));
      Check().Expect(fmt::format("PointInSphere(sphere, {})", points_[i]), kInside[i],
                     Collisions::PointInSphere(sphere_, points_[i]));
    }
    Check().About(kFarPoint);
    Check().ExpectNear(fmt::format("ClosestPoint(sphere, {})", far_point_), Point(0.719944f, 0.719944f, 1.960392f),
                       Collisions::ClosestPoint(sphere_, far_point_), kVectorTolerance);
    Handles().Add("sphere", sphere_);
    Handles().AddAll<Point>("point", points_);
    Handles().About(kFarPoint);
    Handles().Add("far point", far_point_);
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawWireSphere(sphere_, palette::kShape);
    for (std::size_t i = 0; i < points_.size(); ++i) {
      const Point& point = points_[i];
      Draw().About(static_cast<int>(i));
      Draw().DrawPoint(point, 6.0f, palette::ForPoint(Collisions::PointInSphere(sphere_, point)));
    }
    Draw().About(kFarPoint);
    const Point closest = Collisions::ClosestPoint(sphere_, far_point_);
    Draw().DrawPoint(far_point_, 6.0f, palette::kBlue);
    Draw().DrawLine(sphere_.position, closest, palette::kConstruction);
    Draw().DrawLine(closest, far_point_, palette::kQueryPoint);
    Draw().DrawPoint(closest, 6.0f, palette::kClosestPoint);
  }

 private:
  // Items: points_[i] is i, the far point kFarPoint; the sphere is the context of every case.
  static constexpr int kFarPoint = 7;

  Sphere sphere_{Point(1, 1, 0), 2.0f};
  std::array<Point, 7> points_ = {Point(1, 0, 0), Point(0, 1, 0), Point(0, 0, 1), Point(0.5f, 0.5f, 0.5f),
                                  Point(2, 2, 2), Point(3, 3, 3), Point(4, 4, 4)};
  Point far_point_{0, 0, 7};
};

}  // namespace
LAB_REGISTER_SAMPLE(ClosestPointSample, Chapter::kShapesAndPoints,
                    "PointInSphere (strict: the surface is outside) on 7 points, red inside and green outside; "
                    "ClosestPoint(Sphere, Point) from (0, 0, 7), yellow.");
}  // namespace lab::samples
