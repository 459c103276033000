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
    // The contract's clauses (samples/contracts/static_intersections.txt), against the box (0, 0, 0)-(2, 2, 2).
    Check().About({});
    const AABB box(Point(0, 0, 0), Point(2, 2, 2));
    ExpectIntersects(Check(), "sphere", Sphere(Point(3, 1, 1), 1.5f), "box", box, true,
                     "a sphere across a face meets the box");
    ExpectIntersects(Check(), "sphere", Sphere(Point(1, 1, 3), 1.0f), "box", box, true,
                     "a sphere touching a face meets the box");
    ExpectIntersects(Check(), "sphere", Sphere(Point(3, 3, 1), std::sqrt(2.0f) + 1e-5f), "box", box, true,
                     "a sphere touching only an edge or a corner meets the box");
    ExpectIntersects(Check(), "sphere", Sphere(Point(2.9f, 2.9f, 2.9f), 1.2f), "box", box, false,
                     "a sphere off a corner, within its bounding box's corner, does not meet the box");
    ExpectIntersects(Check(), "sphere", Sphere(Point(1, 1, 1), 0.5f), "box", box, true,
                     "a sphere inside the box meets it");
    ExpectIntersects(Check(), "sphere", Sphere(Point(1, 1, 1), 5.0f), "box", box, true,
                     "a box inside the sphere meets it");
    ExpectIntersects(Check(), "sphere", Sphere(Point(5, 1, 1), 1.0f), "box", box, false,
                     "a sphere apart does not meet the box");
    ExpectIntersects(Check(), "sphere", Sphere(Point(1, std::numeric_limits<float>::quiet_NaN(), 1), 1.0f), "box", box,
                     false, "NaN meets nothing");
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"Intersects(Sphere, AABB)"});
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawSphere(sphere_, palette::kShape);
    for (std::size_t i = 0; i < boxes_.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Draw().DrawBox(boxes_[i], palette::ForShape(Collisions::Intersects(boxes_[i], sphere_)));
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
