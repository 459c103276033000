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
