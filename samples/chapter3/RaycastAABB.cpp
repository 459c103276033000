// Chapter 3, "Raycast AABB".
#include "samples/cases/raycasts.hpp"
#include "samples/sample_checks.hpp"
#include "samples/sample_lines.hpp"

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
    // The contract's clauses (samples/contracts/raycasts.txt), against the box (0, 0, 0)-(2, 2, 2).
    Check().About({});
    const AABB box(Point(0, 0, 0), Point(2, 2, 2));
    ExpectRaycastClause(Check(), "a ray through the box hits at the entry point", Ray(Point(-3, 1, 1), {1, 0, 0}),
                        "box", box, true, 3.0f);
    ExpectRaycastClause(Check(), "a ray along a face hits it (faces count)", Ray(Point(-3, 2, 1), {1, 0, 0}), "box",
                        box, true, 3.0f);
    ExpectRaycastClause(Check(), "a ray touching only an edge or a corner hits it", Ray(Point(-1, 1, 1), {1, 1, 0}),
                        "box", box, true, std::sqrt(2.0f));
    ExpectRaycastClause(Check(), "a ray that passes the box misses, t = -1", Ray(Point(-3, 2.5f, 1), {1, 0, 0}), "box",
                        box, false, -1.0f);
    ExpectRaycastClause(Check(), "a box behind the origin is missed, t = -1", Ray(Point(5, 1, 1), {1, 0, 0}), "box",
                        box, false, -1.0f);
    ExpectRaycastClause(Check(), "an origin inside hits at the exit point", Ray(Point(0.5f, 1, 1), {1, 0, 0}), "box",
                        box, true, 1.5f);
    ExpectRaycastClause(Check(), "an origin on a face hits at t = 0", Ray(Point(0, 1, 1), {-1, 0, 0}), "box", box, true,
                        0.0f);
    ExpectRaycastClause(Check(), "a zero direction component is handled without dividing by zero",
                        Ray(Point(1, -4, 1), {0, 1, 0}), "box", box, true, 4.0f);
    ExpectRaycastClause(Check(), "a zero direction component is handled without dividing by zero",
                        Ray(Point(3, -4, 1), {0, 1, 0}), "box", box, false, -1.0f);
    ExpectRaycastClause(Check(), "a zero direction meets nothing", Ray(Point(-3, 1, 1), glm::vec3(0.0f)), "box", box,
                        false, -1.0f);
    ExpectRaycastClause(Check(), "NaN meets nothing",
                        Ray(Point(-3, 1, std::numeric_limits<float>::quiet_NaN()), {1, 0, 0}), "box", box, false,
                        -1.0f);
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"Raycast(Ray, AABB, float&)"});
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawBox(case_.shape, palette::kShape);
    DrawRaycasts(Draw(), case_.shape, case_.rays);
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
