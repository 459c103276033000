// Raycasts seven rays against one plane: the tutorial's "Ray Against Plane" unit test.
#include "samples/sample_checks.hpp"
#include "samples/sample_data.hpp"

namespace lab::samples {
namespace {

class RaycastPlane final : public Application {
 public:
  void Initialize(int, int) override {
    // Seed 001's test checks only the booleans; the catalog gives each hit's t and point too.
    struct Expected {
      bool hit;
      std::optional<float> t = std::nullopt;
      std::optional<Point> point = std::nullopt;
    };
    const std::array<Expected, 7> expected = {{{false},
                                               {false},
                                               {false},
                                               {false},
                                               {true, 2.58579f, Point(2.0f, -0.5857863f, 3.0f)},
                                               {true, 3.97141f, Point(0.7071068f, 0.7071068f, 0.7071068f)},
                                               {true, 0.438362f, Point(0.7656854f, 0.6485282f, 3.117157f)}}};
    for (std::size_t i = 0; i < rays_.size(); ++i) {
      Check().About(static_cast<int>(i));  // ray i; the plane is shared context
      ExpectRaycast(Check(), rays_[i], "plane", plane_, expected[i].hit, expected[i].t, expected[i].point);
    }
    Handles().Add("plane", plane_);
    Handles().AddAll<Ray>("ray", rays_);
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawPlane(plane_, 5.0f, palette::kShape);
    for (std::size_t i = 0; i < rays_.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Point hit_point(0.0f);
      const bool hit = Collisions::Raycast(rays_[i], plane_, hit_point);
      Draw().DrawRayWithHit(rays_[i], hit, hit_point);
    }
  }

 private:
  Plane plane_{{1.0f, 1.0f, 0.0f}, 1.0f};
  std::array<Ray, 7> rays_ = kRaycastPlaneRays;  // movable copies of the shared rays
};

}  // namespace
LAB_REGISTER_SAMPLE(RaycastPlane, Chapter::kLinesAndRays,
                    "Raycast(Ray, Plane): seven rays against the plane x + y = 1.414 (one-sided: only rays "
                    "travelling against the normal can hit); hits red with a green point, misses blue; the hits' "
                    "t and points asserted.");
}  // namespace lab::samples
