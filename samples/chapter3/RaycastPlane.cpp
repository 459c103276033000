// Raycasts seven rays against one plane: the tutorial's "Ray Against Plane" unit test.
#include "samples/sample_data.hpp"

namespace lab::samples {
namespace {

class RaycastPlane final : public Application {
 public:
  void Initialize(int, int) override {
    constexpr std::array<bool, 7> kExpectedHit = {false, false, false, false, true, true, true};
    for (std::size_t i = 0; i < kRaycastPlaneRays.size(); ++i) {
      float t = 0.0f;
      const bool hit = Collisions::Raycast(kRaycastPlaneRays[i], plane_, t);
      Check().Expect(i, fmt::format("Raycast(ray {}, plane {})", kRaycastPlaneRays[i], plane_), kExpectedHit[i], hit);
    }
  }

  void Render() override {
    Draw().Axes();
    Draw().DrawPlane(plane_, 5.0f, palette::kShape);
    for (const Ray& ray : kRaycastPlaneRays) {
      Point hit_point(0.0f);
      const bool hit = Collisions::Raycast(ray, plane_, hit_point);
      Draw().RayWithHit(ray, hit, hit_point);
    }
  }

 private:
  const Plane plane_{{1.0f, 1.0f, 0.0f}, 1.0f};
};

}  // namespace
LAB_REGISTER_SAMPLE(RaycastPlane, Chapter::kLinesAndRays,
                    "Raycast(Ray, Plane): seven rays against the plane x + y = 1.414 (one-sided: only rays "
                    "travelling against the normal can hit); hits red with a green point, misses blue.");
}  // namespace lab::samples
