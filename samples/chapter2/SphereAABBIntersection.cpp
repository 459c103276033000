// Chapter 2, "Sphere to AABB".
#include "samples/cases/static_intersections.hpp"
#include "samples/sample_checks.hpp"

namespace lab::samples {
namespace {

class SphereAABBIntersection final : public Application {
 public:
  void Initialize(int, int) override {
    for (std::size_t i = 0; i < boxes_.size(); ++i) {
      Check().About(static_cast<int>(i));  // box i; the sphere is shared context
      ExpectIntersects(Check(), fmt::format("box {}", i), boxes_[i], "sphere", sphere_, tutorial_.expected[i]);
    }
    Handles().Add("sphere", sphere_);
    Handles().AddAll<AABB>("box", boxes_);
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawWireSphere(sphere_, palette::kShape);
    for (std::size_t i = 0; i < boxes_.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Draw().DrawWireBox(boxes_[i], palette::ForShape(Collisions::Intersects(boxes_[i], sphere_)));
    }
  }

 private:
  const cases::OneAgainstEach<Sphere, AABB, 4> tutorial_ = cases::SphereAABB();
  Sphere sphere_ = tutorial_.one;
  std::array<AABB, 4> boxes_ = tutorial_.each;
};

}  // namespace
LAB_REGISTER_SAMPLE(SphereAABBIntersection, Chapter::kStaticIntersections,
                    "Intersects(Sphere, AABB), both argument orders: the white sphere against 4 boxes, red when "
                    "they meet (box 3 contains the sphere), blue otherwise. Erratum: the book's convenience "
                    "function calls Intersection; it means Intersects.");
}  // namespace lab::samples
