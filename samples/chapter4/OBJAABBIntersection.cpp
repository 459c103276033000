// Chapter 4, "Model vs AABB".
#include <limits>

#include "samples/model_sample.hpp"

namespace lab::samples {
namespace {

using AABBsOnKnots = ModelIntersectionSample<AABB, 5>;

class OBJAABBIntersection final : public AABBsOnKnots {
 public:
  OBJAABBIntersection() : AABBsOnKnots(knot::kBoxes, knot::kBoxesMeet, "Intersects(Model, AABB)") {
    KeepSmallCases();  // the boxes inside the tube and its hole (its description says why)
  }

 protected:
  const char* ShapeName() const override { return "box"; }
  void DrawShape(const AABB& box, const Color& color) override { Draw().DrawBox(box, color); }

  // The contract's clauses (samples/contracts/models.txt), on the shipped cube.
  void CheckContract() override {
    const ShippedCube cube = ContractCube();
    if (!cube) return;
    const Model unit = cube.Placed(glm::vec3(0.0f));
    const char* at_origin = "the cube at the origin";
    ExpectMeets("a box crossing the model's surface intersects it", unit, at_origin, AABB(Point(0.5f), Point(2.0f)),
                true);
    ExpectMeets("a model is its surface: a box wholly inside a closed mesh does not intersect it", unit, at_origin,
                AABB(Point(-0.5f), Point(0.5f)), false);
    ExpectMeets("a box around the whole model meets its triangles", unit, at_origin, AABB(Point(-3.0f), Point(3.0f)),
                true);
    const char* touching = "touching counts (a face, an edge or a corner, as Intersects(Triangle, AABB))";
    ExpectMeets(touching, unit, at_origin, AABB(Point(1, -0.5f, -0.5f), Point(2, 0.5f, 0.5f)), true);
    ExpectMeets(touching, unit, at_origin, AABB(Point(1, 1, 1), Point(2, 2, 2)), true);
    ExpectMeets(touching, unit, at_origin, AABB(Point(1.5f, -0.5f, -0.5f), Point(2, 0.5f, 0.5f)), false);
    const char* position = "the model's position counts";
    const Model moved = cube.Placed(glm::vec3(10, 0, 0));
    const AABB beside(Point(10.5f, -0.2f, -0.2f), Point(11.5f, 0.2f, 0.2f));
    ExpectMeets(position, moved, "the cube at (10, 0, 0)", beside, true);
    ExpectMeets(position, unit, at_origin, beside, false);
    // Scaled (3, 1, 1): the faces x = +-3. Turned 45 degrees about z: a corner at x = sqrt(2) = 1.414, which the
    // box from x = 1.3 reaches and the one from 1.45 does not (the box around its corners in the cube's space,
    // the book's, reaches the cube's corner there).
    const char* exact = "a non-uniform scale and a rotation are exact (triangles tested in world space)";
    ExpectMeets(exact, cube.Placed(glm::vec3(0.0f), glm::vec3(0.0f), glm::vec3(3, 1, 1)), "the cube scaled (3, 1, 1)",
                AABB(Point(2.5f, -0.2f, -0.2f), Point(3.5f, 0.2f, 0.2f)), true);
    const Model turned = cube.Placed(glm::vec3(0.0f), glm::vec3(0, 0, 45));
    ExpectMeets(exact, turned, "the cube turned 45 degrees about z",
                AABB(Point(1.3f, -0.1f, -0.1f), Point(2, 0.1f, 0.1f)), true);
    ExpectMeets(exact, turned, "the cube turned 45 degrees about z",
                AABB(Point(1.45f, -0.1f, -0.1f), Point(2, 0.1f, 0.1f)), false);
    ExpectMeets("an empty model intersects nothing", Model(), "an empty model", AABB(Point(-100.0f), Point(100.0f)),
                false);
    AABB nan_box(Point(-0.5f), Point(2.0f));
    nan_box.min.x = std::numeric_limits<float>::quiet_NaN();
    ExpectMeets("NaN never intersects", unit, at_origin, nan_box, false);
  }
};

}  // namespace
LAB_REGISTER_MODEL_SAMPLE(
    OBJAABBIntersection, Chapter::kModels,
    "Intersects(Model, AABB): 5 boxes against the three placed knots, red when they meet one, blue if not. "
    "The book's inverse-transformed box is not a box under rotation (it says so); this tests the "
    "triangles in world space. The boxes in the tube and in its hole are a few pixels across beside knots 10 m "
    "apart: select their case to frame them.");
}  // namespace lab::samples
