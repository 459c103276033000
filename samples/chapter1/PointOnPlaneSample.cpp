// Chapter 1, "Point on plane": PointOnPlane and DistanceFromPlane.
#include "samples/cases/point_tests.hpp"
#include "samples/sample.hpp"
#include "samples/sample_checks.hpp"

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
    // The contracts' clauses (samples/contracts/), on the plane z = 2 (normal +z, distance 2).
    Check().About({});
    const Plane z2(glm::vec3(0, 0, 1), 2.0f);
    const auto on = [&](const Point& p) { return Collisions::PointOnPlane(p, z2); };
    ExpectClause(Check(), "a point on the plane is on it", "PointOnPlane((3, -4, 2), z = 2)", true,
                 on(Point(3, -4, 2)));
    ExpectClause(Check(), "within kPointOnPlaneEpsilon is on it", "PointOnPlane((3, -4, 2 - 5e-6), z = 2)", true,
                 on(Point(3, -4, 2.0f - 5e-6f)));
    ExpectClause(Check(), "beyond the epsilon, in front or behind, is off it", "PointOnPlane((3, -4, 2.001), z = 2)",
                 false, on(Point(3, -4, 2.001f)));
    ExpectClause(Check(), "beyond the epsilon, in front or behind, is off it", "PointOnPlane((3, -4, 1.5), z = 2)",
                 false, on(Point(3, -4, 1.5f)));
    ExpectClause(Check(), "a degenerate plane holds no point",
                 "PointOnPlane((0, 0, 0), the degenerate plane (0, 0, 0), 0)", false,
                 Collisions::PointOnPlane(Point(0, 0, 0), Plane(glm::vec3(0.0f), 0.0f)));
    const auto distance = [&](const Point& p) { return Collisions::DistanceFromPlane(p, z2); };
    ExpectClause(Check(), "positive in front (where the normal points)", "DistanceFromPlane((1, 1, 5), z = 2)", 3.0f,
                 distance(Point(1, 1, 5)));
    ExpectClause(Check(), "negative behind", "DistanceFromPlane((1, 1, -1), z = 2)", -3.0f, distance(Point(1, 1, -1)));
    ExpectClause(Check(), "zero on the plane", "DistanceFromPlane((7, -2, 2), z = 2)", 0.0f, distance(Point(7, -2, 2)));
    Check().Clause("no tolerance: a tiny distance is kept");
    Check().ExpectTrue("DistanceFromPlane((0, 0, 2.00001), z = 2) is positive, not rounded to 0",
                       distance(Point(0, 0, 2.00001f)) > 0.0f,
                       fmt::format("it is {:g}", distance(Point(0, 0, 2.00001f))));
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"PointOnPlane(Point, Plane)", "DistanceFromPlane(Point, Plane)"});
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
