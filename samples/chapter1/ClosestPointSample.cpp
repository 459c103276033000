// Chapter 1, "Point in sphere" and "Closest point on sphere".
#include "samples/cases/point_tests.hpp"
#include "samples/sample.hpp"

namespace lab::samples {
namespace {

class ClosestPointSample final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 12.0f});  // the tutorial's orbit, closer so the scene fills the view
    for (std::size_t i = 0; i < case_.points.size(); ++i) {
      Check().About(static_cast<int>(i));
      Check().Expect(fmt::format("PointInSphere(sphere, {})", case_.points[i]), case_.inside[i],
                     Collisions::PointInSphere(case_.sphere, case_.points[i]));
    }
    Check().About(kFarPoint);
    Check().ExpectNear(fmt::format("ClosestPoint(sphere, {})", case_.far_point), case_.closest,
                       Collisions::ClosestPoint(case_.sphere, case_.far_point), kVectorTolerance);
    Handles().Add("sphere", case_.sphere);
    Handles().AddAll<Point>("point", case_.points);
    Handles().About(kFarPoint);
    Handles().Add("far point", case_.far_point);
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawWireSphere(case_.sphere, palette::kShape);
    for (std::size_t i = 0; i < case_.points.size(); ++i) {
      const Point& point = case_.points[i];
      Draw().About(static_cast<int>(i));
      Draw().DrawPoint(point, 6.0f, palette::ForPoint(Collisions::PointInSphere(case_.sphere, point)));
    }
    Draw().About(kFarPoint);
    const Point closest = Collisions::ClosestPoint(case_.sphere, case_.far_point);
    Draw().DrawPoint(case_.far_point, 6.0f, palette::kBlue);
    Draw().DrawLine(case_.sphere.position, closest, palette::kConstruction);
    Draw().DrawLine(closest, case_.far_point, palette::kQueryPoint);
    Draw().DrawPoint(closest, 6.0f, palette::kClosestPoint);
  }

 private:
  // Items: case_.points[i] is i, the far point kFarPoint; the sphere is the context of every case.
  static constexpr int kFarPoint = 7;

  cases::SpherePoints case_ = cases::PointInSphere();  // movable copies of the shared table
};

}  // namespace
LAB_REGISTER_SAMPLE(ClosestPointSample, Chapter::kShapesAndPoints,
                    "PointInSphere (strict: the surface is outside) on 7 points, red inside and green outside; "
                    "ClosestPoint(Sphere, Point) from (0, 0, 7), yellow.");
}  // namespace lab::samples
