// Chapter 4, "Model vs plane".
#include "samples/sample_models.hpp"

namespace lab::samples {
namespace {

using PlanesOnKnots = ModelIntersectionSample<Plane, 4>;

class OBJPlaneIntersection final : public PlanesOnKnots {
 public:
  OBJPlaneIntersection() : PlanesOnKnots(knot::kPlanes, knot::kPlanesMeet) {}

 protected:
  const char* ShapeName() const override { return "plane"; }
  void DrawShape(const Plane& plane, const Color& color) override { Draw().DrawPlane(plane, 3.0f, Translucent(color)); }
};

}  // namespace
LAB_REGISTER_MODEL_SAMPLE(
    OBJPlaneIntersection, Chapter::kModels,
    "Intersects(Model, Plane): 4 planes against the three placed knots, red when they meet one, blue if not. "
    "Erratum: the book moves the plane into model space ignoring the translation; the right "
    "transform is n' = A^T n, d' = d - n.T.");
}  // namespace lab::samples
