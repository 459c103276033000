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
  }

  void Render() override {
    Draw().DrawAxes();
    for (std::size_t i = 0; i < spheres_.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Draw().DrawWireSphere(spheres_[i], palette::ForShape(IntersectsAnyOther<Sphere>(spheres_, i)));
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
