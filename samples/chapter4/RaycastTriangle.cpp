// Chapter 4, "Raycast triangle".
#include "samples/sample_data.hpp"

namespace lab::samples {
namespace {

class RaycastTriangle final : public Application {
 public:
  void Initialize(int, int) override {
    Camera().SetHome({.distance = 16.0f});
    constexpr std::array<bool, 7> kExpectedHit = {false, false, true, false, true, true, false};
    constexpr std::array<float, 7> kExpectedT = {-1, -1, 1.0f, -1, 0.585786f, 2.23936f, -1};
    for (std::size_t i = 0; i < rays_.size(); ++i) {
      float t = 0.0f;
      const bool hit = Collisions::Raycast(rays_[i], triangle_, t);
      const std::string what = fmt::format("Raycast(ray {} {}, triangle)", i, rays_[i]);
      Check().Expect(what, kExpectedHit[i], hit);
      Check().ExpectNear(what + ": t", kExpectedT[i], t, 1e-4f);
    }
  }

  void Render() override {
    Draw().Axes();
    Draw().DrawTriangle(triangle_, palette::kShape);
    for (const Ray& ray : rays_) {
      Point hit_point(0.0f);
      const bool hit = Collisions::Raycast(ray, triangle_, hit_point);
      Draw().RayWithHit(ray, hit, hit_point);
    }
  }

 private:
  const Triangle& triangle_ = kTriangleT2;
  const std::array<Ray, 7>& rays_ = kRaycastPlaneRays;
};

}  // namespace
LAB_REGISTER_SAMPLE(RaycastTriangle, Chapter::kModels,
                    "Raycast(Ray, Triangle), two-sided, on RaycastPlane's seven rays, t included: rays 4 and 5 hit "
                    "the back face. Hits red with a green point, misses blue.");
}  // namespace lab::samples
