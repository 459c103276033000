// Chapter 1, "Closest point on plane".
#include <glm/geometric.hpp>

#include "samples/cases/point_tests.hpp"
#include "samples/sample.hpp"
#include "samples/sample_checks.hpp"

namespace lab::samples {
namespace {

class ClosestPointPlaneSample final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 12.0f});  // the tutorial's orbit, closer so the scene fills the view
    Check().About(kPoint);  // every case is about the point and its projection; the plane is the context
    const Point closest = Collisions::ClosestPoint(case_.plane, case_.point);
    Check().ExpectNear(fmt::format("ClosestPoint(plane, {})", case_.point), case_.closest, closest, kVectorTolerance);
    Check().Expect(fmt::format("PointOnPlane(closest point {})", closest), true,
                   Collisions::PointOnPlane(closest, case_.plane));
    const glm::vec3 offset = case_.point - closest;
    const float off_normal = glm::length(glm::cross(offset, case_.plane.normal));
    Check().ExpectTrue("the offset from the closest point to the point is along the normal", off_normal < 1e-4f,
                       fmt::format("|offset x normal| = {:g}", off_normal));
    Check().ExpectNear("|offset| equals |DistanceFromPlane(point)|",
                       std::abs(Collisions::DistanceFromPlane(case_.point, case_.plane)), glm::length(offset), 1e-4f);
    Handles().Add("plane", case_.plane);
    Handles().About(kPoint);
    Handles().Add("point", case_.point);
    // The contracts' clauses (samples/contracts/), on the plane y = -1 (normal +y, distance -1).
    Check().About({});
    const Plane plane(glm::vec3(0, 1, 0), -1.0f);
    const auto project = [&](const Point& p) { return Collisions::ClosestPoint(plane, p); };
    ExpectClause(Check(), "a point in front moves back along the normal", "ClosestPoint(y = -1, (2, 3, 4))",
                 Point(2, -1, 4), project(Point(2, 3, 4)));
    ExpectClause(Check(), "a point behind moves forward along the normal", "ClosestPoint(y = -1, (2, -6, 4))",
                 Point(2, -1, 4), project(Point(2, -6, 4)));
    ExpectClause(Check(), "a point on the plane is its own projection", "ClosestPoint(y = -1, (5, -1, -3))",
                 Point(5, -1, -3), project(Point(5, -1, -3)));
    ExpectClause(Check(), "a degenerate plane returns the point unchanged",
                 "ClosestPoint(the degenerate plane (0, 0, 0), 2, (1, 2, 3))", Point(1, 2, 3),
                 Collisions::ClosestPoint(Plane(glm::vec3(0.0f), 2.0f), Point(1, 2, 3)));
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"ClosestPoint(Plane, Point)"});
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawPlane(case_.plane, 4.0f, palette::kShape);
    Draw().About(kPoint);
    Draw().DrawPoint(case_.point, 7.0f, palette::kRed);
    const Point closest = Collisions::ClosestPoint(case_.plane, case_.point);
    Draw().DrawLine(case_.point, closest, palette::kBlue);
    Draw().DrawLine(closest, closest + case_.plane.normal, palette::kMagenta);
    Draw().DrawPoint(closest, 7.0f, palette::kGreen);
  }

 private:
  static constexpr int kPoint = 0;  // the one item

  cases::PlanePoint case_ = cases::ClosestPointPlane();  // movable copies of the shared table
};

}  // namespace
LAB_REGISTER_SAMPLE(ClosestPointPlaneSample, Chapter::kShapesAndPoints,
                    "ClosestPoint(Plane, Point): (2, 5, -3) (red) projects to (3.83, 1.33, -1.17) (green), "
                    "on the plane and straight along the normal (magenta). Erratum: the book draws the normal "
                    "from closest.X + normal.Z; it means normal.X.");
}  // namespace lab::samples
