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
    // The contract's clauses (samples/contracts/static_intersections.txt), with the box (0, 0, 0)-(2, 2, 2).
    Check().About({});
    const AABB box(Point(0, 0, 0), Point(2, 2, 2));
    ExpectIntersects(Check(), "box", box, "plane", Plane(glm::vec3(1, 0, 0), 1.0f), true,
                     "a box the plane cuts meets it");
    ExpectIntersects(Check(), "box", box, "plane", Plane(glm::vec3(0, 0, 1), 2.0f), true,
                     "a box with a face on the plane meets it");
    ExpectIntersects(Check(), "box", box, "plane", Plane(glm::vec3(1, 1, 1), 6.0f / std::sqrt(3.0f) - 1e-5f), true,
                     "a box with only a corner on the plane meets it");
    ExpectIntersects(Check(), "box", box, "plane", Plane(glm::vec3(-1, 1, 0), 1.0f), true,
                     "the box's reach uses the normal's absolute components");
    ExpectIntersects(Check(), "box", box, "plane", Plane(glm::vec3(-1, -1, 0), -2.5f), true,
                     "the box's reach uses the normal's absolute components");
    ExpectIntersects(Check(), "box", box, "plane", Plane(glm::vec3(0, 1, 0), 3.0f), false,
                     "a box wholly on one side does not meet it");
    ExpectIntersects(Check(), "box", box, "plane", Plane(glm::vec3(0, 1, 0), -0.5f), false,
                     "a box wholly on one side does not meet it");
    ExpectIntersects(Check(), "box", box, "plane", Plane(glm::vec3(0.0f), 1.0f), false,
                     "a degenerate plane meets nothing");
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"Intersects(AABB, Plane)"});
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawPlane(plane_, 5.0f, Translucent(palette::kShape));
    for (std::size_t i = 0; i < boxes_.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Draw().DrawBox(boxes_[i], palette::ForShape(Collisions::Intersects(boxes_[i], plane_)));
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
