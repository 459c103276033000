// Chapter 4, "Model vs sphere".
#include "samples/sample_models.hpp"

namespace lab::samples {
namespace {

using SpheresOnKnots = ModelIntersectionSample<Sphere, 5>;

class OBJSphereIntersection final : public SpheresOnKnots {
 public:
  OBJSphereIntersection() : SpheresOnKnots(knot::kSpheres, knot::kSpheresMeet) {}

 protected:
  const char* ShapeName() const override { return "sphere"; }
  void DrawShape(const Sphere& sphere, const Color& color) override { Draw().DrawWireSphere(sphere, color); }
};

}  // namespace
LAB_REGISTER_MODEL_SAMPLE(
    OBJSphereIntersection, Chapter::kModels,
    "Intersects(Model, Sphere): 5 spheres against the three placed knots, red when they meet "
    "one, blue if not. A model is its surface, so the small sphere inside the tube does not. Erratum: the book "
    "scales the radius by a diagonal element of the inverse matrix, wrong under rotation.");
}  // namespace lab::samples
