// Chapter 1, "Point on plane": PointOnPlane and DistanceFromPlane.
#include "samples/sample.hpp"

namespace lab::samples {
namespace {

enum class SideOfPlane { kBehind = -1, kOn = 0, kInFront = 1 };

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
    plane_.distance = 4.0f;
    const std::array<SideOfPlane, 10> expected = {
        SideOfPlane::kBehind, SideOfPlane::kBehind, SideOfPlane::kBehind,  SideOfPlane::kBehind, SideOfPlane::kInFront,
        SideOfPlane::kBehind, SideOfPlane::kBehind, SideOfPlane::kInFront, SideOfPlane::kOn,     SideOfPlane::kOn};
    for (std::size_t i = 0; i < points_.size(); ++i) {
      const SideOfPlane side = Classify(points_[i]);
      Check().About(static_cast<int>(i));
      Check().ExpectTrue(
          fmt::format("point {} against plane {}", points_[i], plane_), side == expected[i],
          fmt::format("expected {} the plane, got {} (DistanceFromPlane {:g})", SideOfPlaneName(expected[i]),
                      SideOfPlaneName(side), Collisions::DistanceFromPlane(points_[i], plane_)));
    }
    Handles().Add("plane", plane_);
    Handles().AddAll<Point>("point", points_);
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawPlane(plane_, 7.0f, palette::kShape);
    for (std::size_t i = 0; i < points_.size(); ++i) {
      Draw().About(static_cast<int>(i));  // point i's case; the shared plane is context
      const SideOfPlane side = Classify(points_[i]);
      Draw().DrawPoint(points_[i], 7.0f,
                       side == SideOfPlane::kOn       ? palette::kOnPlane
                       : side == SideOfPlane::kBehind ? palette::kBehindPlane
                                                      : palette::kInFrontOfPlane);
    }
  }

 private:
  SideOfPlane Classify(const Point& point) const {
    if (Collisions::PointOnPlane(point, plane_)) return SideOfPlane::kOn;
    return Collisions::DistanceFromPlane(point, plane_) < 0.0f ? SideOfPlane::kBehind : SideOfPlane::kInFront;
  }

  Plane plane_{Point(5, 6, 7), Point(6, 5, 4), Point(1, 2, 3)};
  std::array<Point, 10> points_ = {Point(0, 0, 0),
                                   Point(2, 6, 1),
                                   Point(3, 1, -3),
                                   Point(-2, -1, 2),
                                   Point(7, 7, -7),
                                   Point(3, 2, -1),
                                   Point(10, 3, -10),
                                   Point(2, 8, -7),
                                   Point(-1.632993f, 3.265986f, -1.632993f),
                                   Point(-1.020621f, 3.265986f, -2.245366f)};
};

}  // namespace
LAB_REGISTER_SAMPLE(PointOnPlaneSample, Chapter::kShapesAndPoints,
                    "PointOnPlane (within 1e-5) and DistanceFromPlane on 10 points: green on the plane, red "
                    "behind, blue in front. Point 8 is 7e-7 off the plane, so an epsilon is required.");
}  // namespace lab::samples
