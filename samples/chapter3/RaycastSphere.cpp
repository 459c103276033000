// Chapter 3, "Raycast sphere".
#include "samples/sample.hpp"

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
    Camera().SetHome({.distance = 14.0f});  // the tutorial's orbit, closer so the scene fills the view
    for (std::size_t i = 0; i < cases_.size(); ++i) {
      const RayCase& c = cases_[i];
      float t = 0.0f;
      const bool hit = Collisions::Raycast(c.ray, c.sphere, t);
      const std::string what = fmt::format("Raycast(ray {}, sphere {})", c.ray, c.sphere);
      Check().Expect(i * 2, what, c.hit, hit);
      Check().ExpectNear(i * 2 + 1, what + ": t", c.t, t, 1e-4f);
    }
  }

  void Render() override {
    Draw().Axes();
    for (const RayCase& c : cases_) {
      Draw().WireSphere(c.sphere, palette::kShape);
      Point hit_point(0.0f);
      const bool hit = Collisions::Raycast(c.ray, c.sphere, hit_point);
      Draw().RayWithHit(c.ray, hit, hit_point);
    }
  }

 private:
  // The tutorial's (ray origin, ray direction, sphere centre, radius, expected) tuples, with t added.
  const std::array<RayCase, 7> cases_ = {{
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
