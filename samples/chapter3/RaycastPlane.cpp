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
      Check().Expect(fmt::format("Raycast(ray {}, plane {})", kRaycastPlaneRays[i], plane_), kExpectedHit[i], hit);
    }
    // Seed 001's test checks only the booleans; the catalog gives each hit's t and point too. Cases 7 to 12,
    // after the seven booleans, so that case i above stays ray i.
    struct Hit {
      std::size_t ray;
      float t;
      Point point;
    };
    constexpr std::array<Hit, 3> kHits = {{{4, 2.58579f, Point(2.0f, -0.5857863f, 3.0f)},
                                           {5, 3.97141f, Point(0.7071068f, 0.7071068f, 0.7071068f)},
                                           {6, 0.438362f, Point(0.7656854f, 0.6485282f, 3.117157f)}}};
    for (const Hit& expected : kHits) {
      const Ray& ray = kRaycastPlaneRays[expected.ray];
      float t = -1.0f;
      Point point(-99.0f);
      Collisions::Raycast(ray, plane_, t);
      Collisions::Raycast(ray, plane_, point);
      const std::string what = fmt::format("Raycast(ray {} (ray {}), plane {})", ray, expected.ray, plane_);
      Check().ExpectNear(what + ": t", expected.t, t, kVectorTolerance);
      Check().ExpectNear(what + ": hit point", expected.point, point, kVectorTolerance);
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
                    "travelling against the normal can hit); hits red with a green point, misses blue; the hits' "
                    "t and points asserted.");
}  // namespace lab::samples
