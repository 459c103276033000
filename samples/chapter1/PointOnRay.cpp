// Chapter 1, "Point on ray".
#include "samples/cases/point_tests.hpp"
#include "samples/sample.hpp"
#include "samples/sample_checks.hpp"
#include "samples/sample_points.hpp"

namespace lab::samples {
namespace {

class PointOnRay final : public Application {
 public:
  void Initialize(int, int) override {
    for (std::size_t i = 0; i < case_.points.size(); ++i) {
      Check().About(static_cast<int>(i));
      Check().Expect(fmt::format("PointOnRay({}, ray {})", case_.points[i], case_.shape), case_.expected[i],
                     Collisions::PointOnRay(case_.points[i], case_.shape));
    }
    Handles().Add("ray", case_.shape);
    Handles().AddAll<Point>("point", case_.points);
    // The contracts' clauses (samples/contracts/), on the ray from (1, 0, 0) along +y.
    Check().About({});
    const Ray ray(Point(1, 0, 0), glm::vec3(0, 1, 0));
    const auto on = [&](const Point& p) { return Collisions::PointOnRay(p, ray); };
    ExpectClause(Check(), "the origin is on the ray", "PointOnRay((1, 0, 0), ray (1, 0, 0) +y)", true,
                 on(Point(1, 0, 0)));
    ExpectClause(Check(), "a point ahead is on the ray", "PointOnRay((1, 6, 0), ray (1, 0, 0) +y)", true,
                 on(Point(1, 6, 0)));
    ExpectClause(Check(), "a point on the line behind the origin is off it", "PointOnRay((1, -2, 0), ray (1, 0, 0) +y)",
                 false, on(Point(1, -2, 0)));
    ExpectClause(Check(), "a point beside the ray is off it", "PointOnRay((1.001, 3, 0), ray (1, 0, 0) +y)", false,
                 on(Point(1.001f, 3, 0)));
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"PointOnRay(Point, Ray)"});
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawRay(case_.shape, palette::kMagenta);
    DrawPointsOn(Draw(), case_.points, [&](const Point& p) { return Collisions::PointOnRay(p, case_.shape); });
  }

 private:
  cases::PointsAgainst<Ray, bool, 11> case_ = cases::PointOnRay();  // movable copies of the shared table
};

}  // namespace
LAB_REGISTER_SAMPLE(PointOnRay, Chapter::kShapesAndPoints,
                    "PointOnRay on 11 points: on the ray red, off it blue; points on the line behind the origin are "
                    "off. Erratum: the book says a dot product is 0 for vectors pointing the same way; it is 1.");
}  // namespace lab::samples
