// Raycasts seven rays against one plane: the tutorial's "Ray Against Plane" unit test.
#include "samples/cases/raycasts.hpp"
#include "samples/sample_checks.hpp"
#include "samples/sample_lines.hpp"

namespace lab::samples {
namespace {

class RaycastPlane final : public Application {
 public:
  void Initialize(int, int) override {
    // The tutorial page "Ray Against Plane" checks only the booleans; the catalog gives each hit's t and point too.
    for (std::size_t i = 0; i < case_.rays.size(); ++i) {
      const cases::RayHit& expected = case_.expected[i];
      Check().About(static_cast<int>(i));  // ray i; the plane is shared context
      ExpectRaycast(Check(), case_.rays[i], "plane", case_.shape, expected.hit, expected.t, expected.point);
    }
    Handles().Add("plane", case_.shape);
    Handles().AddAll<Ray>("ray", case_.rays);
    // The contract's clauses (samples/contracts/raycasts.txt), against the plane y = 1.
    Check().About({});
    const Plane y1(glm::vec3(0, 1, 0), 1.0f);
    ExpectRaycastClause(Check(), "a ray travelling against the normal hits", Ray(Point(2, 5, 0), {0, -1, 0}), "plane",
                        y1, true, 4.0f);
    ExpectRaycastClause(Check(), "a ray travelling against the normal hits", Ray(Point(0, 4, 0), {0, -3, 4}), "plane",
                        y1, true, 5.0f);
    ExpectRaycastClause(Check(), "a ray from behind, travelling with the normal, misses (one-sided)",
                        Ray(Point(2, -3, 0), {0, 1, 0}), "plane", y1, false, -1.0f);
    ExpectRaycastClause(Check(), "a ray parallel to the plane misses", Ray(Point(0, 3, 0), {1, 0, 0}), "plane", y1,
                        false, -1.0f);
    ExpectRaycastClause(Check(), "a plane behind the origin is missed, t = -1", Ray(Point(0, 0, 0), {0, -1, 0}),
                        "plane", y1, false, -1.0f);
    ExpectRaycastClause(Check(), "an origin on the plane hits at t = 0", Ray(Point(3, 1, 3), {0, -1, 0}), "plane", y1,
                        true, 0.0f);
    ExpectRaycastClause(Check(), "a degenerate plane meets nothing", Ray(Point(0, 3, 0), {0, -1, 0}), "plane",
                        Plane(glm::vec3(0.0f), 1.0f), false, -1.0f);
    ExpectRaycastClause(Check(), "a zero direction meets nothing", Ray(Point(0, 3, 0), glm::vec3(0.0f)), "plane", y1,
                        false, -1.0f);
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"Raycast(Ray, Plane, float&)"});
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawPlane(case_.shape, 5.0f, palette::kShape);
    DrawRaycasts(Draw(), case_.shape, case_.rays);
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
