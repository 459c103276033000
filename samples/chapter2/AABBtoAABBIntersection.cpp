// Chapter 2, "AABB to AABB".
#include "samples/sample_pairs.hpp"

namespace lab::samples {
namespace {

class AABBtoAABBIntersection final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 12.0f});  // the tutorial's orbit, closer so the scene fills the view
    constexpr std::array<bool, 16> kExpected = {true,  true, false, false, true,  true,  true,  false,
                                                false, true, true,  false, false, false, false, true};
    CheckAllPairs<AABB>(Check(), boxes_, kExpected, "box");
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
  std::array<AABB, 4> boxes_ = {AABB(Point(-0.5f, -2, -0.5f), Point(0.5f, 2, 0.5f)), AABB(),
                                AABB(Point(1, 1, 1), Point(3, 3, 3)), AABB(Point(-3, -3, -3), Point(-4, -4, -4))};
};

}  // namespace
LAB_REGISTER_SAMPLE(AABBtoAABBIntersection, Chapter::kStaticIntersections,
                    "Intersects(AABB, AABB) on all 16 ordered pairs of 4 boxes; red when a box meets another, blue "
                    "otherwise. Boxes 1 and 2 share only the corner (1, 1, 1): touching counts.");
}  // namespace lab::samples
