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
    // The contract's clauses (samples/contracts/static_intersections.txt), against the box (0, 0, 0)-(2, 2, 2).
    Check().About({});
    const AABB a(Point(0, 0, 0), Point(2, 2, 2));
    ExpectIntersects(Check(), "a", a, "b", AABB(Point(1, 1, 1), Point(3, 3, 3)), true, "overlapping boxes meet");
    ExpectIntersects(Check(), "a", a, "b", AABB(Point(2, 0.5f, 0.5f), Point(4, 1.5f, 1.5f)), true,
                     "boxes sharing a face meet");
    ExpectIntersects(Check(), "a", a, "b", AABB(Point(2, 2, 2), Point(3, 3, 3)), true,
                     "boxes sharing only an edge or a corner meet");
    ExpectIntersects(Check(), "a", a, "b", AABB(Point(0.5f, 0.5f, -3), Point(1.5f, 1.5f, -1)), false,
                     "boxes apart on any one axis do not meet");
    ExpectIntersects(Check(), "a", a, "b", AABB(Point(-3, 0.5f, 0.5f), Point(-1, 1.5f, 1.5f)), false,
                     "boxes apart on any one axis do not meet");
    ExpectIntersects(Check(), "a", a, "b", AABB(Point(-1, -1, 0.5f), Point(3, 3, 1.5f)), true,
                     "a box through another, with no corner inside it, meets it");
    ExpectIntersects(Check(), "a", a, "b", AABB(Point(0.5f, 0.5f, 0.5f), Point(1, 1, 1)), true,
                     "a box inside another meets it");
    ExpectIntersects(Check(), "a", a, "b",
                     AABB(Point(0.5f, std::numeric_limits<float>::quiet_NaN(), 0.5f), Point(1, 1, 1)), false,
                     "NaN meets nothing");
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"Intersects(AABB, AABB)"});
  }

  void Render() override {
    Draw().DrawAxes();
    for (std::size_t i = 0; i < boxes_.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Draw().DrawBox(boxes_[i], palette::ForShape(IntersectsAnyOther<AABB>(boxes_, i)));
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
