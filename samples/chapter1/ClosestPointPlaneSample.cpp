// Chapter 1, "Closest point on plane".
#include <glm/geometric.hpp>

#include "samples/sample.hpp"

namespace lab::samples {
namespace {

class ClosestPointPlaneSample final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 12.0f});  // the tutorial's orbit, closer so the scene fills the view
    Check().About(kPoint);  // every case is about the point and its projection; the plane is the context
    const Point closest = Collisions::ClosestPoint(plane_, point_);
    Check().ExpectNear(fmt::format("ClosestPoint(plane, {})", point_), Point(3.833333f, 1.333333f, -1.166667f), closest,
                       kVectorTolerance);
    Check().Expect(fmt::format("PointOnPlane(closest point {})", closest), true,
                   Collisions::PointOnPlane(closest, plane_));
    const glm::vec3 offset = point_ - closest;
    const float off_normal = glm::length(glm::cross(offset, plane_.normal));
    Check().ExpectTrue("the offset from the closest point to the point is along the normal", off_normal < 1e-4f,
                       fmt::format("|offset x normal| = {:g}", off_normal));
    Check().ExpectNear("|offset| equals |DistanceFromPlane(point)|",
                       std::abs(Collisions::DistanceFromPlane(point_, plane_)), glm::length(offset), 1e-4f);
    Handles().Add("plane", plane_);
    Handles().About(kPoint);
    Handles().Add("point", point_);
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawPlane(plane_, 4.0f, palette::kShape);
    Draw().About(kPoint);
    Draw().DrawPoint(point_, 7.0f, palette::kRed);
    const Point closest = Collisions::ClosestPoint(plane_, point_);
    Draw().DrawLine(point_, closest, palette::kBlue);
    Draw().DrawLine(closest, closest + plane_.normal, palette::kMagenta);
    Draw().DrawPoint(closest, 7.0f, palette::kGreen);
  }

 private:
  static constexpr int kPoint = 0;  // the one item

  Plane plane_{Point(5, 6, 7), Point(6, 5, 4), Point(1, 2, 3)};
  Point point_{2, 5, -3};
};

}  // namespace
LAB_REGISTER_SAMPLE(ClosestPointPlaneSample, Chapter::kShapesAndPoints,
                    "ClosestPoint(Plane, Point): (2, 5, -3) (red) projects to (3.83, 1.33, -1.17) (green), "
                    "on the plane and straight along the normal (magenta). Erratum: the book draws the normal "
                    "from closest.X + normal.Z; it means normal.X.");
}  // namespace lab::samples
