// Raycasts seven rays against one plane: the tutorial's "Ray Against Plane" unit test.
#include <array>

#include "collisions/collisions.hpp"
#include "framework/registry.hpp"

namespace {

using lab::Plane;
using lab::Point;
using lab::Ray;
namespace Collisions = lab::Collisions;

class RaycastPlane final : public lab::Application {
 public:
  void Initialize(int, int) override {
    constexpr std::array<bool, 7> kExpectedHit = {false, false, false, false, true, true, true};
    for (std::size_t i = 0; i < rays_.size(); ++i) {
      float t = 0.0f;
      const bool hit = Collisions::Raycast(rays_[i], plane_, t);
      Check().Expect(i, fmt::format("Raycast(ray {}, plane {})", rays_[i], plane_), kExpectedHit[i], hit);
    }
  }

  void Render() override {
    Draw().Axes();
    Draw().DrawPlane(plane_, 5.0f, lab::palette::kShape);
    for (const Ray& ray : rays_) {
      Point hit_point(0.0f);
      const bool hit = Collisions::Raycast(ray, plane_, hit_point);
      Draw().RayWithHit(ray, hit, hit_point);
    }
  }

 private:
  const Plane plane_{{1.0f, 1.0f, 0.0f}, 1.0f};
  const std::array<Ray, 7> rays_ = {
      Ray({0.0f, 0.0f, 0.0f}, {0.0f, -1.0f, 0.0f}),   Ray({0.5f, 0.5f, 0.0f}, {-1.0f, -1.0f, 0.0f}),
      Ray({1.0f, 1.0f, 0.0f}, {1.0f, 1.0f, 0.0f}),    Ray({1.0f, 1.0f, -3.0f}, {0.0f, 0.0f, 1.0f}),
      Ray({2.0f, 2.0f, 3.0f}, {0.0f, -1.0f, 0.0f}),   Ray({3.0f, 3.0f, 3.0f}, {-3.0f, -3.0f, -3.0f}),
      Ray({1.0f, 1.0f, 3.0f}, {-2.0f, -3.0f, 1.0f}),
  };
};

}  // namespace

LAB_REGISTER_SAMPLE(RaycastPlane, lab::Chapter::kLinesAndRays,
                    "Raycast(Ray, Plane): seven rays against the plane x + y = 1.414 (one-sided: only rays "
                    "travelling against the normal can hit); hits red with a green point, misses blue.");
