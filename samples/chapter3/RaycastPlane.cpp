// Raycasts seven rays against one plane: the tutorial's "Ray Against Plane" unit test.
#include "samples/cases/raycasts.hpp"
#include "samples/sample_checks.hpp"

namespace lab::samples {
namespace {

class RaycastPlane final : public Application {
 public:
  void Initialize(int, int) override {
    // Seed 001's test checks only the booleans; the catalog gives each hit's t and point too.
    for (std::size_t i = 0; i < case_.rays.size(); ++i) {
      const cases::RayHit& expected = case_.expected[i];
      Check().About(static_cast<int>(i));  // ray i; the plane is shared context
      ExpectRaycast(Check(), case_.rays[i], "plane", case_.shape, expected.hit, expected.t, expected.point);
    }
    Handles().Add("plane", case_.shape);
    Handles().AddAll<Ray>("ray", case_.rays);
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawPlane(case_.shape, 5.0f, palette::kShape);
    for (std::size_t i = 0; i < case_.rays.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Point hit_point(0.0f);
      const bool hit = Collisions::Raycast(case_.rays[i], case_.shape, hit_point);
      Draw().DrawRayWithHit(case_.rays[i], hit, hit_point);
    }
  }

 private:
  cases::RaysAgainst<Plane, 7> case_ = cases::RaycastPlane();  // movable copies of the shared table
};

}  // namespace
LAB_REGISTER_SAMPLE(RaycastPlane, Chapter::kLinesAndRays,
                    "Raycast(Ray, Plane): seven rays against the plane x + y = 1.414 (one-sided: only rays "
                    "travelling against the normal can hit); hits red with a green point, misses blue; the hits' "
                    "t and points asserted.");
}  // namespace lab::samples
