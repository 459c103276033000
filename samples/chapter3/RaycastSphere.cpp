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
    // The contract's clauses (samples/contracts/raycasts.txt), against the sphere at (0, 0, 0) of radius 2.
    Check().About({});
    const Sphere s(Point(0, 0, 0), 2.0f);
    ExpectRaycastClause(Check(), "a ray through the sphere hits at the entry point", Ray(Point(-5, 0, 0), {1, 0, 0}),
                        "sphere", s, true, 3.0f);
    ExpectRaycastClause(Check(), "a tangent ray hits (touching counts)", Ray(Point(-5, 2, 0), {1, 0, 0}), "sphere", s,
                        true, 5.0f);
    ExpectRaycastClause(Check(), "a ray whose line passes the sphere misses, t = -1",
                        Ray(Point(-5, 2.5f, 0), {1, 0, 0}), "sphere", s, false, -1.0f);
    ExpectRaycastClause(Check(), "a sphere behind the origin is missed, t = -1", Ray(Point(5, 0, 0), {1, 0, 0}),
                        "sphere", s, false, -1.0f);
    ExpectRaycastClause(Check(), "an origin inside hits at the exit point", Ray(Point(1, 0, 0), {1, 0, 0}), "sphere", s,
                        true, 1.0f);
    ExpectRaycastClause(Check(), "an origin inside hits at the exit point", Ray(Point(1, 0, 0), {-1, 0, 0}), "sphere",
                        s, true, 3.0f);
    ExpectRaycastClause(Check(), "an origin on the surface hits at t = 0", Ray(Point(0, 2, 0), {0, 1, 0}), "sphere", s,
                        true, 0.0f);
    ExpectRaycastClause(Check(), "a zero direction meets nothing", Ray(Point(-5, 0, 0), glm::vec3(0.0f)), "sphere", s,
                        false, -1.0f);
    ExpectRaycastClause(Check(), "NaN meets nothing",
                        Ray(Point(-5, std::numeric_limits<float>::quiet_NaN(), 0), {1, 0, 0}), "sphere", s, false,
                        -1.0f);
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"Raycast(Ray, Sphere, float&)"});
  }

  void Render() override {
    Draw().DrawAxes();
    for (std::size_t i = 0; i < cases_.size(); ++i) {
      const cases::RaySphereCase& c = cases_[i];
      Draw().About(static_cast<int>(i));
      Point hit_point(0.0f);
      const bool hit = Collisions::Raycast(c.ray, c.sphere, hit_point);
      Draw().DrawRayWithHit(c.ray, hit, hit_point);
      Draw().DrawSphere(c.sphere, palette::kShape);
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
