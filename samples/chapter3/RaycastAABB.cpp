// Chapter 3, "Raycast AABB".
#include "samples/cases/raycasts.hpp"
#include "samples/sample_checks.hpp"

namespace lab::samples {
namespace {

class RaycastAABB final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 10.0f});  // the tutorial's orbit, closer so the scene fills the view
    for (std::size_t i = 0; i < case_.rays.size(); ++i) {
      const cases::RayHit& expected = case_.expected[i];
      Check().About(static_cast<int>(i));  // ray i; the box is shared context
      ExpectRaycast(Check(), case_.rays[i], "box", case_.shape, expected.hit, expected.t, expected.point);
    }
    Handles().Add("box", case_.shape);
    Handles().AddAll<Ray>("ray", case_.rays);
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawWireBox(case_.shape, palette::kShape);
    for (std::size_t i = 0; i < case_.rays.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Point hit_point(0.0f);
      const bool hit = Collisions::Raycast(case_.rays[i], case_.shape, hit_point);
      Draw().DrawRayWithHit(case_.rays[i], hit, hit_point);
    }
  }

 private:
  cases::RaysAgainst<AABB, 5> case_ = cases::RaycastAABB();  // movable copies of the shared table
};

}  // namespace
LAB_REGISTER_SAMPLE(RaycastAABB, Chapter::kLinesAndRays,
                    "Raycast(Ray, AABB) on 5 rays, t included; four have zero direction components, handled without "
                    "dividing by zero, and ray 3 starts inside (the exit point). Errata: the book says 'if tMin is "
                    "less than tMax there is no collision'; it means greater, and tMaxX uses max.y for max.x.");
}  // namespace lab::samples
