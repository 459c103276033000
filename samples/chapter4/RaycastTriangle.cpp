// Chapter 4, "Raycast triangle".
#include "samples/cases/triangles.hpp"
#include "samples/sample_checks.hpp"

namespace lab::samples {
namespace {

class RaycastTriangle final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 16.0f});
    constexpr std::array<bool, 7> kExpectedHit = {false, false, true, false, true, true, false};
    constexpr std::array<float, 7> kExpectedT = {-1, -1, 1.0f, -1, 0.585786f, 2.23936f, -1};
    // Each ray is an item; the triangle, shared by every case, is context. t is checked on misses too (-1).
    for (std::size_t i = 0; i < rays_.size(); ++i) {
      Check().About(static_cast<int>(i));
      ExpectRaycast(Check(), rays_[i], "triangle", triangle_, kExpectedHit[i], kExpectedT[i], std::nullopt, 1e-4f);
    }
    Handles().Add("triangle", triangle_);
    Handles().AddAll("ray", std::span<Ray>(rays_));
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawSolidTriangle(triangle_, palette::kShape);
    for (std::size_t i = 0; i < rays_.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Point hit_point(0.0f);
      const bool hit = Collisions::Raycast(rays_[i], triangle_, hit_point);
      Draw().DrawRayWithHit(rays_[i], hit, hit_point);
    }
  }

 private:
  Triangle triangle_ = cases::TriangleT2();
  std::array<Ray, 7> rays_ = cases::RaycastPlaneRays();
};

}  // namespace
LAB_REGISTER_SAMPLE(RaycastTriangle, Chapter::kModels,
                    "Raycast(Ray, Triangle), two-sided, on RaycastPlane's seven rays, t included: rays 4 and 5 hit "
                    "the back face. Hits red with a green point, misses blue.");
}  // namespace lab::samples
