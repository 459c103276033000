// Chapter 2, "AABB to AABB".
#include "samples/cases/static_intersections.hpp"
#include "samples/sample_pairs.hpp"

namespace lab::samples {
namespace {

class AABBtoAABBIntersection final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 12.0f});  // the tutorial's orbit, closer so the scene fills the view
    CheckAllPairs<AABB>(Check(), boxes_, tutorial_.expected, "box");
    Handles().AddAll<AABB>("box", boxes_);
  }

  void Render() override {
    Draw().DrawAxes();
    for (std::size_t i = 0; i < boxes_.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Draw().DrawWireBox(boxes_[i], palette::ForShape(IntersectsAnyOther<AABB>(boxes_, i)));
    }
  }

 private:
  const cases::AllPairs<AABB, 4> tutorial_ = cases::AABBAABB();
  std::array<AABB, 4> boxes_ = tutorial_.shapes;
};

}  // namespace
LAB_REGISTER_SAMPLE(AABBtoAABBIntersection, Chapter::kStaticIntersections,
                    "Intersects(AABB, AABB) on all 16 ordered pairs of 4 boxes; red when a box meets another, blue "
                    "otherwise. Boxes 1 and 2 share only the corner (1, 1, 1): touching counts.");
}  // namespace lab::samples
