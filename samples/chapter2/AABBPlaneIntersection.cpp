// Chapter 2, "AABB to plane".
#include "samples/sample.hpp"

namespace lab::samples {
namespace {

class AABBPlaneIntersection final : public Application {
 public:
  void Initialize(int, int) override {
    plane_.SetNormal({0, 1, 0.5f});
    constexpr std::array<bool, 4> kExpected = {false, false, true, true};
    for (std::size_t i = 0; i < boxes_.size(); ++i) {
      Check().Expect(fmt::format("Intersects(box {} ({}), plane {})", i, boxes_[i], plane_), kExpected[i],
                     Collisions::Intersects(boxes_[i], plane_));
      Check().Expect(fmt::format("Intersects(plane, box {}) (the other argument order)", i), kExpected[i],
                     Collisions::Intersects(plane_, boxes_[i]));
    }
  }

  void Render() override {
    Draw().Axes();
    Draw().DrawPlane(plane_, 5.0f, Translucent(palette::kShape));
    for (const AABB& box : boxes_) {
      Draw().WireBox(box, Collisions::Intersects(box, plane_) ? palette::kIntersecting : palette::kSeparate);
    }
  }

 private:
  Plane plane_{};
  const std::array<AABB, 4> boxes_ = {AABB(Point(-2, -2, -2), Point(-1, -1, -1)), AABB(Point(2, 1, 2), Point(4, 3, 4)),
                                      AABB(Point(1, 0, 1), Point(0, -1, 0)), AABB(Point(5, 5, 5), Point(-5, -5, -5))};
};

}  // namespace
LAB_REGISTER_SAMPLE(AABBPlaneIntersection, Chapter::kStaticIntersections,
                    "Intersects(AABB, Plane), both argument orders: 4 boxes against the plane through the origin "
                    "with normal (0, 1, 0.5); red when they meet, blue otherwise.");
}  // namespace lab::samples
