// Chapter 1, "Three plane intersection".
#include "samples/cases/point_tests.hpp"
#include "samples/sample.hpp"
#include "samples/sample_checks.hpp"

namespace lab::samples {
namespace {

class ThreePlaneIntersectionSample final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 6.0f});  // the tutorial's orbit, closer so the scene fills the view
    Point point(99.0f);
    Check().About({0, 1, 2, kPoint});
    Check().Expect("Intersection(x = 0, y = 0, z = 0) exists", true,
                   Collisions::Intersection(case_.planes[0], case_.planes[1], case_.planes[2], point));
    Check().ExpectNear("Intersection(x = 0, y = 0, z = 0)", case_.meet, point, kVectorTolerance);
    for (std::size_t i = 0; i < case_.planes.size(); ++i) {
      Check().About({static_cast<int>(i), kPoint});
      Check().Expect(fmt::format("the point lies on plane {} ({})", i, case_.planes[i]), true,
                     Collisions::PointOnPlane(point, case_.planes[i]));
    }
    // Two of the same plane leave a whole line in common: there is no single point.
    Check().About({0, 2});
    Point unchanged(5.0f);
    Check().Expect("Intersection(x = 0, x = 0, z = 0) has no single point", false,
                   Collisions::Intersection(case_.planes[0], case_.planes[0], case_.planes[2], unchanged));
    Handles().AddAll<Plane>("plane", case_.planes);
    // The contracts' clauses (samples/contracts/).
    Check().About({});
    Point where(7, 7, 7);
    ExpectClause(
        Check(), "three planes meeting in a point give it", "Intersection(x = 1, y + z = 5, z = 2)", true,
        Collisions::Intersection(Plane(glm::vec3(1, 0, 0), 1.0f), Plane(glm::vec3(0, 1, 1), 5.0f / std::sqrt(2.0f)),
                                 Plane(glm::vec3(0, 0, 1), 2.0f), where));
    ExpectClause(Check(), "three planes meeting in a point give it", "Intersection(x = 1, y + z = 5, z = 2): the point",
                 Point(1, 3, 2), where);
    Point untouched(7, 7, 7);
    ExpectClause(Check(), "two parallel planes give no point", "Intersection(x = 1, x = 4, z = 2)", false,
                 Collisions::Intersection(Plane(glm::vec3(1, 0, 0), 1.0f), Plane(glm::vec3(1, 0, 0), 4.0f),
                                          Plane(glm::vec3(0, 0, 1), 2.0f), untouched));
    ExpectClause(Check(), "with no point, result is left unchanged", "Intersection(x = 1, x = 4, z = 2): result",
                 Point(7, 7, 7), untouched);
    ExpectClause(Check(), "three normals in one plane give no point", "Intersection(x = 1, y = 2, x + y = 3)", false,
                 Collisions::Intersection(Plane(glm::vec3(1, 0, 0), 1.0f), Plane(glm::vec3(0, 1, 0), 2.0f),
                                          Plane(glm::vec3(1, 1, 0), 3.0f / std::sqrt(2.0f)), untouched));
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"Intersection(Plane, Plane, Plane, Point&)"});
  }

  void Render() override {
    const std::array<Color, 3> colours = {palette::kRed, palette::kGreen, palette::kBlue};
    for (std::size_t i = 0; i < case_.planes.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Draw().DrawPlane(case_.planes[i], 1.0f, colours[i]);
    }
    Point point(0.0f);
    if (Collisions::Intersection(case_.planes[0], case_.planes[1], case_.planes[2], point)) {
      Draw().About(kPoint);
      Draw().DrawPoint(point, 10.0f, palette::kCyan);
    }
  }
  bool ShowsGrid() const override { return false; }

 private:
  // Items: case_.planes[i] is i; the point where the three meet is kPoint.
  static constexpr int kPoint = 3;

  cases::ThreePlanes case_ = cases::ThreePlaneIntersection();  // movable copies of the shared table
};

}  // namespace
LAB_REGISTER_SAMPLE(ThreePlaneIntersectionSample, Chapter::kShapesAndPoints,
                    "Intersection(Plane, Plane, Plane): the planes x = 0, y = 0, z = 0 meet at the origin (cyan). "
                    "The book's Plane.Render cannot draw the green y = 0 plane; this one can.");
}  // namespace lab::samples
