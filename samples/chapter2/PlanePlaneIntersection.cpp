// Chapter 2, "Plane to plane".
#include <glm/geometric.hpp>

#include "samples/cases/static_intersections.hpp"
#include "samples/sample_pairs.hpp"

namespace lab::samples {
namespace {

class PlanePlaneIntersection final : public Application {
 public:
  void Initialize(int, int) override {
    CheckAllPairs<Plane>(Check(), planes_, tutorial_.expected, "plane");
    Handles().AddAll<Plane>("plane", planes_);
    // The contract's clauses (samples/contracts/static_intersections.txt).
    Check().About({});
    const Plane x1(glm::vec3(1, 0, 0), 1.0f);
    ExpectIntersects(Check(), "a", x1, "b", Plane(glm::vec3(0, 1, 0), 2.0f), true, "crossing planes meet in a line");
    ExpectIntersects(Check(), "a", x1, "b", Plane(glm::vec3(1, 0, 0), 4.0f), false, "parallel planes do not meet");
    ExpectIntersects(Check(), "a", x1, "b", Plane(glm::vec3(-1, 0, 0), 3.0f), false, "antiparallel planes do not meet");
    ExpectIntersects(Check(), "a", x1, "b", x1, false, "a plane does not meet itself");
    ExpectIntersects(Check(), "a", x1, "b", Plane(glm::vec3(1, 1e-4f, 0), 1.0f), false,
                     "planes parallel within kParallelPlanesSinSquared do not meet");
    ExpectIntersects(Check(), "a", x1, "b", Plane(glm::vec3(1, 0.02f, 0), 1.0f), true,
                     "planes a little less parallel meet");
    ExpectIntersects(Check(), "a", x1, "b", Plane(glm::vec3(0.0f), 0.0f), false, "a degenerate plane meets nothing");
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"Intersects(Plane, Plane)"});
  }

  void Render() override {
    Draw().DrawAxes();
    for (std::size_t i = 0; i < planes_.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Draw().DrawPlane(planes_[i], 3.0f, Translucent(palette::kShape));
    }
    // Where two planes meet, draw (part of) their common line: context, as it belongs to a pair.
    Draw().About(DebugDraw::kNoItem);
    for (std::size_t i = 0; i < planes_.size(); ++i) {
      for (std::size_t j = i + 1; j < planes_.size(); ++j) {
        if (!Collisions::Intersects(planes_[i], planes_[j])) continue;
        const glm::vec3 direction = glm::normalize(glm::cross(planes_[i].normal, planes_[j].normal));
        Point on_both(0.0f);
        if (Collisions::Intersection(planes_[i], planes_[j], Plane(direction, 0.0f), on_both)) {
          Draw().DrawLine(on_both - direction * 4.0f, on_both + direction * 4.0f, palette::kConstruction);
        }
      }
    }
  }

 private:
  const cases::AllPairs<Plane, 5> tutorial_ = cases::PlanePlane();
  std::array<Plane, 5> planes_ = tutorial_.shapes;
};

}  // namespace
LAB_REGISTER_SAMPLE(PlanePlaneIntersection, Chapter::kStaticIntersections,
                    "Intersects(Plane, Plane) on all 25 ordered pairs of 5 planes: a plane never intersects itself, "
                    "and planes 1 and 4 are parallel. The lines where planes meet are drawn in magenta.");
}  // namespace lab::samples
