// Chapter 2, "AABB to plane".
#include "samples/sample_checks.hpp"

namespace lab::samples {
namespace {

class AABBPlaneIntersection final : public Application {
 public:
  void Initialize(int, int) override {
    plane_.SetNormal({0, 1, 0.5f});
    constexpr std::array<bool, 4> kExpected = {false, false, true, true};
    for (std::size_t i = 0; i < boxes_.size(); ++i) {
      Check().About(static_cast<int>(i));  // box i; the plane is shared context
      ExpectIntersects(Check(), fmt::format("box {}", i), boxes_[i], "plane", plane_, kExpected[i]);
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
  Plane plane_{};
  std::array<AABB, 4> boxes_ = {AABB(Point(-2, -2, -2), Point(-1, -1, -1)), AABB(Point(2, 1, 2), Point(4, 3, 4)),
                                AABB(Point(1, 0, 1), Point(0, -1, 0)), AABB(Point(5, 5, 5), Point(-5, -5, -5))};
};

}  // namespace
LAB_REGISTER_SAMPLE(AABBPlaneIntersection, Chapter::kStaticIntersections,
                    "Intersects(AABB, Plane), both argument orders: 4 boxes against the plane through the origin "
                    "with normal (0, 1, 0.5); red when they meet, blue otherwise.");
}  // namespace lab::samples
