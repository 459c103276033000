// Chapter 3, "Raycast sphere".
#include "samples/cases/raycasts.hpp"
#include "samples/sample_checks.hpp"

namespace lab::samples {
namespace {

class RaycastSphere final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 14.0f});  // the tutorial's orbit, closer so the scene fills the view
    for (std::size_t i = 0; i < cases_.size(); ++i) {
      const cases::RaySphereCase& c = cases_[i];
      Check().About(static_cast<int>(i));
      ExpectRaycast(Check(), c.ray, "sphere", c.sphere, c.hit, c.t);
    }
    for (std::size_t i = 0; i < cases_.size(); ++i) {
      Handles().About(static_cast<int>(i));
      Handles().Add(fmt::format("ray {}", i), cases_[i].ray);
      Handles().Add(fmt::format("sphere {}", i), cases_[i].sphere);
    }
  }

  void Render() override {
    Draw().DrawAxes();
    for (std::size_t i = 0; i < cases_.size(); ++i) {
      const cases::RaySphereCase& c = cases_[i];
      Draw().About(static_cast<int>(i));
      Point hit_point(0.0f);
      const bool hit = Collisions::Raycast(c.ray, c.sphere, hit_point);
      Draw().DrawRayWithHit(c.ray, hit, hit_point);
      Draw().DrawWireSphere(c.sphere, palette::kShape);
    }
  }

 private:
  std::array<cases::RaySphereCase, 7> cases_ = cases::RaycastSphere();
};

}  // namespace
LAB_REGISTER_SAMPLE(RaycastSphere, Chapter::kLinesAndRays,
                    "Raycast(Ray, Sphere) on 7 cases, t included: two tangents (touching hits), an origin on the "
                    "surface (t = 0), one inside (the exit point) and a sphere behind the ray (a miss, though the "
                    "book's pseudo-code returns its negative t). Hits red with a green point, misses blue.");
}  // namespace lab::samples
