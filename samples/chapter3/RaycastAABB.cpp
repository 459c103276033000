// Chapter 3, "Raycast AABB".
#include "samples/sample_checks.hpp"

namespace lab::samples {
namespace {

class RaycastAABB final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 10.0f});  // the tutorial's orbit, closer so the scene fills the view
    constexpr std::array<bool, 5> kExpectedHit = {true, false, false, true, false};
    constexpr std::array<float, 5> kExpectedT = {4.330127f, -1.0f, -1.0f, 1.414214f, -1.0f};
    for (std::size_t i = 0; i < rays_.size(); ++i) {
      Check().About(static_cast<int>(i));  // ray i; the box is shared context
      ExpectRaycast(Check(), rays_[i], "box", box_, kExpectedHit[i], kExpectedT[i]);
    }
    Handles().Add("box", box_);
    Handles().AddAll<Ray>("ray", rays_);
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawWireBox(box_, palette::kShape);
    for (std::size_t i = 0; i < rays_.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Point hit_point(0.0f);
      const bool hit = Collisions::Raycast(rays_[i], box_, hit_point);
      Draw().DrawRayWithHit(rays_[i], hit, hit_point);
    }
  }

 private:
  AABB box_{Point(0.5f, 0.5f, 0.5f), Point(2, 2, 2)};
  std::array<Ray, 5> rays_ = {Ray(Point(-2, -2, -2), glm::vec3(2, 2, 2)), Ray(Point(0, 0, 0), glm::vec3(0, 1, 0)),
                              Ray(Point(0, 0, 0), glm::vec3(-1, 0, 0)), Ray(Point(1, 1, 1), glm::vec3(1, 1, 0)),
                              Ray(Point(0.4f, 1, 1), glm::vec3(-1, 0, 0))};
};

}  // namespace
LAB_REGISTER_SAMPLE(RaycastAABB, Chapter::kLinesAndRays,
                    "Raycast(Ray, AABB) on 5 rays, t included; four have zero direction components, handled without "
                    "dividing by zero, and ray 3 starts inside (the exit point). Errata: the book says 'if tMin is "
                    "less than tMax there is no collision'; it means greater, and tMaxX uses max.y for max.x.");
}  // namespace lab::samples
