// Chapter 2, "Sphere to sphere".
#include "samples/cases/static_intersections.hpp"
#include "samples/sample_pairs.hpp"

namespace lab::samples {
namespace {

class SphereSphereIntersection final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 14.0f});  // the tutorial's orbit, closer so the scene fills the view
    CheckAllPairs<Sphere>(Check(), spheres_, tutorial_.expected, "sphere");
    Handles().AddAll<Sphere>("sphere", spheres_);
    // The contract's clauses (samples/contracts/static_intersections.txt).
    Check().About({});
    const Sphere a(Point(0, 0, 0), 2.0f);
    ExpectIntersects(Check(), "a", a, "b", Sphere(Point(3, 0, 0), 2.0f), true, "overlapping spheres meet");
    ExpectIntersects(Check(), "a", a, "b", Sphere(Point(0, 5, 0), 3.0f), true, "touching spheres meet");
    ExpectIntersects(Check(), "a", a, "b", Sphere(Point(0, 0, 5.5f), 3.0f), false, "spheres apart do not meet");
    ExpectIntersects(Check(), "a", a, "b", Sphere(Point(0.5f, 0, 0), 0.5f), true, "a sphere inside another meets it");
    ExpectIntersects(Check(), "b", Sphere(Point(0.5f, 0, 0), 0.5f), "a", a, true, "a sphere inside another meets it");
    ExpectIntersects(Check(), "a", a, "b", Sphere(Point(3, 4, 0), 2.0f), false,
                     "the sum of the radii is compared with the distance, not its square");
    ExpectIntersects(Check(), "a", a, "b", Sphere(Point(std::numeric_limits<float>::quiet_NaN(), 0, 0), 1.0f), false,
                     "NaN meets nothing");
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"Intersects(Sphere, Sphere)"});
  }

  void Render() override {
    Draw().DrawAxes();
    for (std::size_t i = 0; i < spheres_.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Draw().DrawSphere(spheres_[i], palette::ForShape(IntersectsAnyOther<Sphere>(spheres_, i)));
    }
  }

 private:
  const cases::AllPairs<Sphere, 4> tutorial_ = cases::SphereSphere();
  std::array<Sphere, 4> spheres_ = tutorial_.shapes;
};

}  // namespace
LAB_REGISTER_SAMPLE(SphereSphereIntersection, Chapter::kStaticIntersections,
                    "Intersects(Sphere, Sphere) on all 16 ordered pairs of 4 spheres; red when a sphere meets "
                    "another, blue otherwise. Spheres 0 and 2 just touch: touching counts.");
}  // namespace lab::samples
