// Chapter 4, "Model vs plane".
#include <limits>

#include "samples/model_sample.hpp"

namespace lab::samples {
namespace {

using PlanesOnKnots = ModelIntersectionSample<Plane, 4>;

class OBJPlaneIntersection final : public PlanesOnKnots {
 public:
  OBJPlaneIntersection() : PlanesOnKnots(knot::kPlanes, knot::kPlanesMeet, "Intersects(Model, Plane)") {}

 protected:
  const char* ShapeName() const override { return "plane"; }
  void DrawShape(const Plane& plane, const Color& color) override { Draw().DrawPlane(plane, 3.0f, Translucent(color)); }

  // The contract's clauses (samples/contracts/models.txt), on the shipped cube.
  void CheckContract() override {
    const ShippedCube cube = ContractCube();
    if (!cube) return;
    const glm::vec3 x(1, 0, 0), y(0, 1, 0);
    const Model unit = cube.Placed(glm::vec3(0.0f));
    const char* at_origin = "the cube at the origin";
    const char* through = "a plane through the model intersects it; one clear of it does not";
    ExpectMeets(through, unit, at_origin, Plane(y, 0.5f), "y = 0.5", true);
    ExpectMeets(through, unit, at_origin, Plane(glm::vec3(1, 1, 0), 1.4f), "(x + y) / sqrt(2) = 1.4", true);
    ExpectMeets(through, unit, at_origin, Plane(glm::vec3(1, 1, 0), 1.5f), "(x + y) / sqrt(2) = 1.5", false);
    ExpectMeets(through, unit, at_origin, Plane(x, 3.0f), "x = 3", false);
    const char* band = "a triangle within kPointOnPlaneEpsilon of the plane counts (as Intersects(Triangle, Plane))";
    ExpectMeets(band, unit, at_origin, Plane(x, 1.000005f), "x = 1.000005", true);
    ExpectMeets(band, unit, at_origin, Plane(x, 1.0001f), "x = 1.0001", false);
    const char* position = "the model's position counts (the book's model-space plane leaves it out)";
    const Model moved = cube.Placed(glm::vec3(10, 0, 0));
    ExpectMeets(position, moved, "the cube at (10, 0, 0)", Plane(x, 10.5f), "x = 10.5", true);
    ExpectMeets(position, moved, "the cube at (10, 0, 0)", Plane(x, 0.5f), "x = 0.5", false);
    // Scaled (3, 1, 1): the faces x = +-3 and y = +-1; turned 90 degrees about z as well, y = +-3 and x = +-1.
    const char* exact = "a non-uniform scale and a rotation are exact (triangles tested in world space)";
    const Model long_x = cube.Placed(glm::vec3(0.0f), glm::vec3(0.0f), glm::vec3(3, 1, 1));
    const Model long_y = cube.Placed(glm::vec3(0.0f), glm::vec3(0, 0, 90), glm::vec3(3, 1, 1));
    ExpectMeets(exact, long_x, "the cube scaled (3, 1, 1)", Plane(x, 2.5f), "x = 2.5", true);
    ExpectMeets(exact, long_x, "the cube scaled (3, 1, 1)", Plane(y, 1.5f), "y = 1.5", false);
    ExpectMeets(exact, long_x, "the cube scaled (3, 1, 1)", Plane(glm::vec3(1, 1, 0), 2.8f), "(x + y) / sqrt(2) = 2.8",
                true);
    ExpectMeets(exact, cube.Placed(glm::vec3(0.0f), glm::vec3(0.0f), glm::vec3(0.25f, 1, 1)),
                "the cube scaled (0.25, 1, 1)", Plane(x, 0.2f), "x = 0.2", true);
    ExpectMeets(exact, long_y, "the cube scaled (3, 1, 1), turned 90 degrees about z", Plane(y, 2.5f), "y = 2.5", true);
    ExpectMeets(exact, long_y, "the cube scaled (3, 1, 1), turned 90 degrees about z", Plane(x, 2.5f), "x = 2.5",
                false);
    ExpectMeets("a degenerate plane meets nothing", unit, at_origin, Plane(glm::vec3(0.0f), 0.0f),
                "with a zero normal and distance 0", false);
    ExpectMeets("an empty model intersects nothing", Model(), "an empty model", Plane(y, 0.0f), "y = 0", false);
    ExpectMeets("NaN never intersects", unit, at_origin, Plane(y, std::numeric_limits<float>::quiet_NaN()), "y = NaN",
                false);
  }
};

}  // namespace
LAB_REGISTER_MODEL_SAMPLE(
    OBJPlaneIntersection, Chapter::kModels,
    "Intersects(Model, Plane): 4 planes against the three placed knots, red when they meet one, blue if not. "
    "Erratum: the book moves the plane into model space ignoring the translation; the right "
    "transform is n' = A^T n, d' = d - n.T.");
}  // namespace lab::samples
