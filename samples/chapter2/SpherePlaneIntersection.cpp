// Chapter 2, "Sphere to plane".
#include "samples/cases/static_intersections.hpp"
#include "samples/sample_checks.hpp"

namespace lab::samples {
namespace {

class SpherePlaneIntersection final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 12.0f});  // the tutorial's orbit, closer so the scene fills the view
    for (std::size_t i = 0; i < planes_.size(); ++i) {
      Check().About(static_cast<int>(i));  // plane i; the sphere is shared context
      ExpectIntersects(Check(), fmt::format("plane {}", i), planes_[i], "sphere", sphere_, tutorial_.expected[i]);
    }
    Handles().Add("sphere", sphere_);
    Handles().AddAll<Plane>("plane", planes_);
    // The contract's clauses (samples/contracts/static_intersections.txt), against the plane y = 1.
    Check().About({});
    const Plane y1(glm::vec3(0, 1, 0), 1.0f);
    ExpectIntersects(Check(), "sphere", Sphere(Point(0, 1.5f, 0), 1.0f), "plane", y1, true,
                     "a sphere the plane cuts meets it");
    ExpectIntersects(Check(), "sphere", Sphere(Point(2, 3, 0), 2.0f), "plane", y1, true,
                     "a sphere tangent to the plane meets it, in front or behind");
    ExpectIntersects(Check(), "sphere", Sphere(Point(2, -1, 0), 2.0f), "plane", y1, true,
                     "a sphere tangent to the plane meets it, in front or behind");
    ExpectIntersects(Check(), "sphere", Sphere(Point(0, 4, 0), 1.0f), "plane", y1, false,
                     "a sphere wholly in front does not meet it");
    ExpectIntersects(Check(), "sphere", Sphere(Point(0, -3, 0), 1.0f), "plane", y1, false,
                     "a sphere wholly behind does not meet it");
    ExpectIntersects(Check(), "sphere", Sphere(Point(0, 0, 0), 1.0f), "plane", Plane(glm::vec3(0.0f), 0.0f), false,
                     "a degenerate plane meets nothing");
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"Intersects(Sphere, Plane)"});
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawSphere(sphere_, palette::kShape);
    for (std::size_t i = 0; i < planes_.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Draw().DrawPlane(planes_[i], 2.5f, Translucent(palette::ForShape(Collisions::Intersects(planes_[i], sphere_))));
    }
  }

 private:
  const cases::OneAgainstEach<Sphere, Plane, 5> tutorial_ = cases::SpherePlane();
  Sphere sphere_ = tutorial_.one;
  std::array<Plane, 5> planes_ = tutorial_.each;
};

}  // namespace
LAB_REGISTER_SAMPLE(SpherePlaneIntersection, Chapter::kStaticIntersections,
                    "Intersects(Sphere, Plane), both argument orders: 5 planes, red where they meet the sphere, "
                    "blue otherwise. Planes 2 and 4 are exactly tangent: touching counts.");
}  // namespace lab::samples
