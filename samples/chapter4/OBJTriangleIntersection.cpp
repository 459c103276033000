// Chapter 4, "Model vs triangle" (the book leaves it to the reader).
#include "samples/sample_models.hpp"

namespace lab::samples {
namespace {

using TrianglesOnKnots = ModelIntersectionSample<Triangle, 3>;

class OBJTriangleIntersection final : public TrianglesOnKnots {
 public:
  OBJTriangleIntersection() : TrianglesOnKnots(knot::kTriangles, knot::kTrianglesMeet) {}

 protected:
  const char* ShapeName() const override { return "triangle"; }
  void DrawShape(const Triangle& triangle, const Color& color) override {
    Draw().DrawSolidTriangle(triangle, Translucent(color));
  }
};

}  // namespace
LAB_REGISTER_MODEL_SAMPLE(
    OBJTriangleIntersection, Chapter::kModels,
    "Intersects(Model, Triangle): the book's three triangles (z = 0, 4, -4) against the three placed "
    "knots, red when they meet one, blue if not.");
}  // namespace lab::samples
