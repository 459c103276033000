// Chapter 1, "Closest point on ray".
#include "samples/cases/point_tests.hpp"
#include "samples/sample.hpp"
#include "samples/sample_checks.hpp"
#include "samples/sample_points.hpp"

namespace lab::samples {
namespace {

class ClosestRayLine final : public Application {
 public:
  void Initialize(int, int) override {
    for (std::size_t i = 0; i < case_.points.size(); ++i) {
      Check().About(static_cast<int>(i));
      Check().ExpectNear(fmt::format("ClosestPoint(ray, {})", case_.points[i]), case_.expected[i],
                         Collisions::ClosestPoint(case_.shape, case_.points[i]), kVectorTolerance);
    }
    Handles().Add("ray", case_.shape);
    Handles().AddAll<Point>("point", case_.points);
    // The contracts' clauses (samples/contracts/), on the ray from (0, 1, 0) along +x.
    Check().About({});
    const Ray ray(Point(0, 1, 0), glm::vec3(1, 0, 0));
    const auto closest = [&](const Point& p) { return Collisions::ClosestPoint(ray, p); };
    ExpectClause(Check(), "a point ahead projects onto the ray", "ClosestPoint(ray (0, 1, 0) +x, (3, 5, -2))",
                 Point(3, 1, 0), closest(Point(3, 5, -2)));
    ExpectClause(Check(), "a point behind the origin maps to the origin", "ClosestPoint(ray (0, 1, 0) +x, (-4, 2, 0))",
                 Point(0, 1, 0), closest(Point(-4, 2, 0)));
    ExpectClause(Check(), "the origin is its own closest point", "ClosestPoint(ray (0, 1, 0) +x, (0, 1, 0))",
                 Point(0, 1, 0), closest(Point(0, 1, 0)));
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"ClosestPoint(Ray, Point)"});
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawRay(case_.shape, palette::kMagenta);
    DrawClosestPoints(Draw(), case_.shape, case_.points);
  }

 private:
  cases::PointsAgainst<Ray, Point, 7> case_ = cases::ClosestPointRay();  // movable copies of the shared table
};

}  // namespace
LAB_REGISTER_SAMPLE(ClosestRayLine, Chapter::kShapesAndPoints,
                    "ClosestPoint(Ray, Point) for 7 points (cyan): the closest points (yellow); points behind the "
                    "origin map to the origin.");
}  // namespace lab::samples
