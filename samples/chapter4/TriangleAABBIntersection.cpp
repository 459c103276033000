// Chapter 4, "AABB to triangle".
#include "samples/cases/triangles.hpp"
#include "samples/sample_checks.hpp"

namespace lab::samples {
namespace {

class TriangleAABBIntersection final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 22.0f});
    constexpr std::array<bool, 6> kExpected = {true, true, true, true, false, false};
    // Each box is an item; the triangle, shared by every case, is context.
    for (std::size_t i = 0; i < boxes_.size(); ++i) {
      Check().About(static_cast<int>(i));
      ExpectIntersects(Check(), "triangle", triangle_, fmt::format("box {}", i), boxes_[i], kExpected[i]);
    }
    // The separating-axis pieces on their own: box 4 spans z in [1, 3], the triangle z in [-3, 0]. They show
    // box 4's separation (the last, box 0's lack of one), so they are about that box.
    const glm::vec3 z(0, 0, 1);
    Check().About(4);
    const Collisions::Interval box_span = Collisions::GetInterval(boxes_[4], z),
                               triangle_span = Collisions::GetInterval(triangle_, z);
    Check().ExpectNear("GetInterval(box 4, z axis) min", 1.0f, box_span.min, 1e-5f);
    Check().ExpectNear("GetInterval(box 4, z axis) max", 3.0f, box_span.max, 1e-5f);
    Check().ExpectNear("GetInterval(triangle, z axis) min", -3.0f, triangle_span.min, 1e-5f);
    Check().ExpectNear("GetInterval(triangle, z axis) max", 0.0f, triangle_span.max, 1e-5f);
    Check().Expect("TestAxis(triangle, box 4, z axis) separates them", true,
                   Collisions::TestAxis(triangle_, boxes_[4], z));
    Check().About(0);
    Check().Expect("TestAxis(triangle, box 0, z axis) does not", false, Collisions::TestAxis(triangle_, boxes_[0], z));
    Handles().Add("triangle", triangle_);
    Handles().AddAll("box", std::span<AABB>(boxes_));
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawWireTriangle(triangle_, palette::kShape);
    for (std::size_t i = 0; i < boxes_.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Draw().DrawWireBox(boxes_[i], palette::ForShape(Collisions::Intersects(triangle_, boxes_[i])));
    }
  }

 private:
  Triangle triangle_ = cases::TriangleT1();
  std::array<AABB, 6> boxes_ = {AABB::FromCenterExtents(Point(2, 4, -1), glm::vec3(0.5f)),
                                AABB::FromCenterExtents(Point(-1, 5, 0), glm::vec3(0.5f)),
                                AABB::FromCenterExtents(Point(0, 0, 0), glm::vec3(5, 7, 5)),
                                AABB::FromCenterExtents(Point(2, 3, -3), glm::vec3(3, 0.5f, 2)),
                                AABB::FromCenterExtents(Point(2, 2, 2), glm::vec3(1)),
                                AABB::FromCenterExtents(Point(-2, -2, -2), glm::vec3(1))};
};

}  // namespace
LAB_REGISTER_SAMPLE(TriangleAABBIntersection, Chapter::kModels,
                    "Intersects(Triangle, AABB) by 13 separating axes, both argument orders: 6 boxes, red where "
                    "they meet the triangle, blue otherwise (the book: green and red). Errata: the book builds "
                    "axis_u1_f2 from u2, and says "
                    "'9 separating axes' where there are 13.");
}  // namespace lab::samples
