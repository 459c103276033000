// Chapter 3, "Raycast sphere".
#include "samples/sample_checks.hpp"

namespace lab::samples {
namespace {

struct RayCase {
  Ray ray;
  Sphere sphere;
  bool hit;
  float t;  // the distance to the hit, or -1
};

class RaycastSphere final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 14.0f});  // the tutorial's orbit, closer so the scene fills the view
    for (std::size_t i = 0; i < cases_.size(); ++i) {
      const RayCase& c = cases_[i];
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
      const RayCase& c = cases_[i];
      Draw().About(static_cast<int>(i));
      Point hit_point(0.0f);
      const bool hit = Collisions::Raycast(c.ray, c.sphere, hit_point);
      Draw().DrawRayWithHit(c.ray, hit, hit_point);
      Draw().DrawWireSphere(c.sphere, palette::kShape);
    }
  }

 private:
  // The tutorial's (ray origin, ray direction, sphere centre, radius, expected) tuples, with t added.
  std::array<RayCase, 7> cases_ = {{
      {Ray(Point(-2, 1, 0), glm::vec3(2, 0, 0)), Sphere(Point(2, 0, 0), 2), true, 2.267949f},
      {Ray(Point(-2, 0, 0), glm::vec3(2, 0, 0)), Sphere(Point(2, 2, 0), 2), true, 4.0f},      // tangent
      {Ray(Point(-2, 0, 0), glm::vec3(2, 0, 0)), Sphere(Point(0, 0, 0), 2), true, 0.0f},      // origin on the surface
      {Ray(Point(-2, 2, 0), glm::vec3(2, -1, 2)), Sphere(Point(0, 0, 0), 2), true, 2.0f},     // tangent
      {Ray(Point(2, 1, 0), glm::vec3(2, 0, 0)), Sphere(Point(2, 0, 0), 2), true, 1.732051f},  // origin inside
      {Ray(Point(-2, 1, 0), glm::vec3(-1, 0, 0)), Sphere(Point(2, 0, 0), 2), false, -1.0f},   // sphere behind
      {Ray(Point(-5, 1, 0), glm::vec3(2, 0.4f, 0)), Sphere(Point(2, 0, 0), 2), false, -1.0f},
  }};
};

}  // namespace
LAB_REGISTER_SAMPLE(RaycastSphere, Chapter::kLinesAndRays,
                    "Raycast(Ray, Sphere) on 7 cases, t included: two tangents (touching hits), an origin on the "
                    "surface (t = 0), one inside (the exit point) and a sphere behind the ray (a miss, though the "
                    "book's pseudo-code returns its negative t). Hits red with a green point, misses blue.");
}  // namespace lab::samples
