// Chapter 1, "Point on plane": PointOnPlane and DistanceFromPlane.
#include "samples/cases/point_tests.hpp"
#include "samples/sample.hpp"

namespace lab::samples {
namespace {

using cases::SideOfPlane;

const char* SideOfPlaneName(SideOfPlane side) {
  switch (side) {
    case SideOfPlane::kBehind: return "behind";
    case SideOfPlane::kOn: return "on";
    case SideOfPlane::kInFront: return "in front of";
  }
  return "?";
}

class PointOnPlaneSample final : public Application {
 public:
  void Initialize(int, int) override {
    const auto& [plane, points, expected] = case_;
    for (std::size_t i = 0; i < points.size(); ++i) {
      const SideOfPlane side = Classify(points[i]);
      Check().About(static_cast<int>(i));
      Check().ExpectTrue(
          fmt::format("point {} against plane {}", points[i], plane), side == expected[i],
          fmt::format("expected {} the plane, got {} (DistanceFromPlane {:g})", SideOfPlaneName(expected[i]),
                      SideOfPlaneName(side), Collisions::DistanceFromPlane(points[i], plane)));
    }
    Handles().Add("plane", case_.shape);
    Handles().AddAll<Point>("point", case_.points);
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawPlane(case_.shape, 7.0f, palette::kShape);
    for (std::size_t i = 0; i < case_.points.size(); ++i) {
      Draw().About(static_cast<int>(i));  // point i's case; the shared plane is context
      const SideOfPlane side = Classify(case_.points[i]);
      Draw().DrawPoint(case_.points[i], 7.0f,
                       side == SideOfPlane::kOn       ? palette::kOnPlane
                       : side == SideOfPlane::kBehind ? palette::kBehindPlane
                                                      : palette::kInFrontOfPlane);
    }
  }

 private:
  SideOfPlane Classify(const Point& point) const {
    if (Collisions::PointOnPlane(point, case_.shape)) return SideOfPlane::kOn;
    return Collisions::DistanceFromPlane(point, case_.shape) < 0.0f ? SideOfPlane::kBehind : SideOfPlane::kInFront;
  }

  cases::PointsAgainst<Plane, SideOfPlane, 10> case_ = cases::PointOnPlane();  // movable copies of the table
};

}  // namespace
LAB_REGISTER_SAMPLE(PointOnPlaneSample, Chapter::kShapesAndPoints,
                    "PointOnPlane (within 1e-5) and DistanceFromPlane on 10 points: green on the plane, red "
                    "behind, blue in front. Point 8 is 7e-7 off the plane, so an epsilon is required.");
}  // namespace lab::samples
