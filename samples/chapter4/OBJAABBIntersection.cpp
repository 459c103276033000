// Chapter 4, "Model vs AABB".
#include "samples/sample_models.hpp"

namespace lab::samples {
namespace {

using AABBsOnKnots = ModelIntersectionSample<AABB, 5>;

class OBJAABBIntersection final : public AABBsOnKnots {
 public:
  OBJAABBIntersection() : AABBsOnKnots(knot::kBoxes, knot::kBoxesMeet) {}

 protected:
  const char* ShapeName() const override { return "box"; }
  void DrawShape(const AABB& box, const Color& color) override { Draw().DrawWireBox(box, color); }
};

}  // namespace
LAB_REGISTER_MODEL_SAMPLE(
    OBJAABBIntersection, Chapter::kModels,
    "Intersects(Model, AABB): 5 boxes against the three placed knots, red when they meet one, blue if not. "
    "The book's inverse-transformed box is not a box under rotation (it says so); this tests the "
    "triangles in world space.");
}  // namespace lab::samples
