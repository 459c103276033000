// Chapter 2, "Sphere to sphere".
#include "samples/sample_pairs.hpp"

namespace lab::samples {
namespace {

class SphereSphereIntersection final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 14.0f});  // the tutorial's orbit, closer so the scene fills the view
    constexpr std::array<bool, 16> kExpected = {true, false, true, true,  false, true,  false, false,
                                                true, false, true, false, true,  false, false, true};
    CheckAllPairs<Sphere>(Check(), spheres_, kExpected, "sphere");
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
  std::array<Sphere, 4> spheres_ = {Sphere(Point(0, 0, 0), 2.0f), Sphere(Point(0, 3.5f, 0), 1.0f),
                                    Sphere(Point(0, -3, 0), 1.0f), Sphere(Point(1, 0, 0), 1.0f)};
};

}  // namespace
LAB_REGISTER_SAMPLE(SphereSphereIntersection, Chapter::kStaticIntersections,
                    "Intersects(Sphere, Sphere) on all 16 ordered pairs of 4 spheres; red when a sphere meets "
                    "another, blue otherwise. Spheres 0 and 2 just touch: touching counts.");
}  // namespace lab::samples
