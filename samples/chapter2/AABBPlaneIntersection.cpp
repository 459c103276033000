// Chapter 2, "AABB to plane".
#include "samples/cases/static_intersections.hpp"
#include "samples/sample_checks.hpp"

namespace lab::samples {
namespace {

class AABBPlaneIntersection final : public Application {
 public:
  void Initialize(int, int) override {
    for (std::size_t i = 0; i < boxes_.size(); ++i) {
      Check().About(static_cast<int>(i));  // box i; the plane is shared context
      ExpectIntersects(Check(), fmt::format("box {}", i), boxes_[i], "plane", plane_, tutorial_.expected[i]);
    }
    Handles().Add("plane", plane_);
    Handles().AddAll<AABB>("box", boxes_);
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawPlane(plane_, 5.0f, Translucent(palette::kShape));
    for (std::size_t i = 0; i < boxes_.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Draw().DrawWireBox(boxes_[i], palette::ForShape(Collisions::Intersects(boxes_[i], plane_)));
    }
  }

 private:
  const cases::OneAgainstEach<Plane, AABB, 4> tutorial_ = cases::AABBPlane();
  Plane plane_ = tutorial_.one;
  std::array<AABB, 4> boxes_ = tutorial_.each;
};

}  // namespace
LAB_REGISTER_SAMPLE(AABBPlaneIntersection, Chapter::kStaticIntersections,
                    "Intersects(AABB, Plane), both argument orders: 4 boxes against the plane through the origin "
                    "with normal (0, 1, 0.5); red when they meet, blue otherwise.");
}  // namespace lab::samples
