// Chapter 1, "Point in sphere" and "Closest point on sphere".
#include "samples/cases/point_tests.hpp"
#include "samples/sample.hpp"
#include "samples/sample_checks.hpp"

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
    // The contracts' clauses (samples/contracts/), each on a sphere of its own: centre (1, 2, 3), radius 2.
    Check().About({});
    const Sphere sphere(Point(1, 2, 3), 2.0f);
    const auto in = [&](const Point& p) { return Collisions::PointInSphere(sphere, p); };
    ExpectClause(Check(), "a point inside is inside", "PointInSphere(centre (1, 2, 3) r 2, (2, 2.5, 3.5))", true,
                 in(Point(2, 2.5f, 3.5f)));
    ExpectClause(Check(), "a point on the surface is outside (strict)",
                 "PointInSphere(centre (1, 2, 3) r 2, (1, 2, 5))", false, in(Point(1, 2, 5)));
    ExpectClause(Check(), "a point on the surface is outside (strict)",
                 "PointInSphere(centre (1, 2, 3) r 2, (-1, 2, 3))", false, in(Point(-1, 2, 3)));
    ExpectClause(Check(), "a point outside is outside", "PointInSphere(centre (1, 2, 3) r 2, (3, 3, 3))", false,
                 in(Point(3, 3, 3)));
    ExpectClause(Check(), "the distance is measured from the centre", "PointInSphere(centre (1, 2, 3) r 2, (0, 0, 0))",
                 false, in(Point(0, 0, 0)));
    ExpectClause(Check(), "NaN is outside", "PointInSphere(centre (1, 2, 3) r 2, (NaN, 2, 3))", false,
                 in(Point(std::numeric_limits<float>::quiet_NaN(), 2, 3)));
    const auto closest = [&](const Point& p) { return Collisions::ClosestPoint(sphere, p); };
    ExpectClause(Check(), "a point outside maps to the surface towards it",
                 "ClosestPoint(centre (1, 2, 3) r 2, (1, 2, 9))", Point(1, 2, 5), closest(Point(1, 2, 9)));
    ExpectClause(Check(), "a point inside maps to the surface, not to itself",
                 "ClosestPoint(centre (1, 2, 3) r 2, (1.5, 2, 3))", Point(3, 2, 3), closest(Point(1.5f, 2, 3)));
    ExpectClause(Check(), "the centre maps to the top (centre + radius * +Y)",
                 "ClosestPoint(centre (1, 2, 3) r 2, (1, 2, 3))", Point(1, 4, 3), closest(Point(1, 2, 3)));
    ExpectClause(Check(), "a zero radius gives the centre", "ClosestPoint(centre (1, 2, 3) r 0, (4, 5, 6))",
                 Point(1, 2, 3), Collisions::ClosestPoint(Sphere(Point(1, 2, 3), 0.0f), Point(4, 5, 6)));
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"PointInSphere(Sphere, Point)", "ClosestPoint(Sphere, Point)"});
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawSphere(case_.sphere, palette::kShape);
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
