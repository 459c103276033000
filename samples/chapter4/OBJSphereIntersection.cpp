// Chapter 4, "Model vs sphere".
#include <limits>

#include "samples/model_sample.hpp"

namespace lab::samples {
namespace {

using SpheresOnKnots = ModelIntersectionSample<Sphere, 5>;

class OBJSphereIntersection final : public SpheresOnKnots {
 public:
  OBJSphereIntersection() : SpheresOnKnots(knot::kSpheres, knot::kSpheresMeet, "Intersects(Model, Sphere)") {
    KeepSmallCases();  // the spheres inside the tube and its hole (its description says why)
  }

 protected:
  const char* ShapeName() const override { return "sphere"; }
  void DrawShape(const Sphere& sphere, const Color& color) override { Draw().DrawSphere(sphere, color); }

  // The contract's clauses (samples/contracts/models.txt), on the shipped cube.
  void CheckContract() override {
    const ShippedCube cube = ContractCube();
    if (!cube) return;
    const Model unit = cube.Placed(glm::vec3(0.0f));
    const char* at_origin = "the cube at the origin";
    ExpectMeets("a sphere crossing the model's surface intersects it", unit, at_origin, Sphere(Point(2, 0, 0), 1.5f),
                true);
    const char* inside = "a model is its surface: a sphere wholly inside a closed mesh does not intersect it";
    ExpectMeets(inside, unit, at_origin, Sphere(Point(0, 0, 0), 0.5f), false);
    ExpectMeets(inside, unit, at_origin, Sphere(Point(0.2f, 0.3f, 0), 0.5f), false);
    ExpectMeets("a sphere around the whole model meets its triangles", unit, at_origin, Sphere(Point(0, 0, 0), 3.0f),
                true);
    const char* touching = "touching does not count (strict, as Intersects(Triangle, Sphere))";
    ExpectMeets(touching, unit, at_origin, Sphere(Point(3, 0, 0), 2.0f), false);
    ExpectMeets(touching, unit, at_origin, Sphere(Point(0.5f, 0.5f, 2), 1.0f), false);
    const char* position = "the model's position counts";
    const Model moved = cube.Placed(glm::vec3(10, 0, 0));
    ExpectMeets(position, moved, "the cube at (10, 0, 0)", Sphere(Point(11.5f, 0, 0), 0.75f), true);
    ExpectMeets(position, moved, "the cube at (10, 0, 0)", Sphere(Point(1.5f, 0, 0), 0.75f), false);
    // Scaled (3, 1, 1): the faces x = +-3 and y = +-1; turned 90 degrees about z as well, y = +-3 and x = +-1.
    const char* exact = "a non-uniform scale and a rotation are exact (triangles tested in world space)";
    const Model long_x = cube.Placed(glm::vec3(0.0f), glm::vec3(0.0f), glm::vec3(3, 1, 1));
    const Model long_y = cube.Placed(glm::vec3(0.0f), glm::vec3(0, 0, 90), glm::vec3(3, 1, 1));
    ExpectMeets(exact, long_x, "the cube scaled (3, 1, 1)", Sphere(Point(3.5f, 0, 0), 0.75f), true);
    ExpectMeets(exact, long_x, "the cube scaled (3, 1, 1)", Sphere(Point(0, 1.5f, 0), 0.75f), true);
    ExpectMeets(exact, long_x, "the cube scaled (3, 1, 1)", Sphere(Point(0, 2.5f, 0), 0.75f), false);
    ExpectMeets(exact, long_y, "the cube scaled (3, 1, 1), turned 90 degrees about z", Sphere(Point(0, 3.5f, 0), 0.75f),
                true);
    ExpectMeets(exact, long_y, "the cube scaled (3, 1, 1), turned 90 degrees about z", Sphere(Point(3.5f, 0, 0), 0.75f),
                false);
    ExpectMeets("an empty model intersects nothing", Model(), "an empty model", Sphere(Point(0, 0, 0), 100.0f), false);
    ExpectMeets("NaN never intersects", unit, at_origin,
                Sphere(Point(std::numeric_limits<float>::quiet_NaN(), 0, 0), 5.0f), false);
  }
};

}  // namespace
LAB_REGISTER_MODEL_SAMPLE(
    OBJSphereIntersection, Chapter::kModels,
    "Intersects(Model, Sphere): 5 spheres against the three placed knots, red when they meet "
    "one, blue if not. A model is its surface, so the small sphere inside the tube does not. Erratum: the book "
    "scales the radius by a diagonal element of the inverse matrix, wrong under rotation. The spheres in the tube "
    "and in its hole are a few pixels across beside knots 10 m apart: select their case to frame them.");
}  // namespace lab::samples
