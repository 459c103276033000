// Chapter 4, "Model vs sphere".
#include <limits>

#include "samples/sample_checks.hpp"
#include "samples/sample_models.hpp"

namespace lab::samples {
namespace {

using SpheresOnKnots = ModelIntersectionSample<Sphere, 5>;

class OBJSphereIntersection final : public SpheresOnKnots {
 public:
  OBJSphereIntersection() : SpheresOnKnots(knot::kSpheres, knot::kSpheresMeet) {}

  void Initialize(int width, int height) override {
    SpheresOnKnots::Initialize(width, height);
    CheckClauses();
    // Then the function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"Intersects(Model, Sphere)"});
  }

 protected:
  const char* ShapeName() const override { return "sphere"; }
  void DrawShape(const Sphere& sphere, const Color& color) override { Draw().DrawWireSphere(sphere, color); }

 private:
  // The contracts' clauses (samples/contracts/models.txt) on the shipped cube, [-1, 1]^3 in its own space, placed
  // by position, rotation (degrees) and scale. Not drawn, so about nothing in the scene.
  void CheckClauses() {
    Check().About({});
    const std::shared_ptr<const Mesh> cube = LoadAsset(*this, "cube.obj");
    if (!cube) return;
    const auto placed = [&](glm::vec3 position, glm::vec3 rotation = glm::vec3(0.0f),
                            glm::vec3 scale = glm::vec3(1.0f)) {
      Model model(cube);
      model.position = position;
      model.rotation = rotation;
      model.scale = scale;
      return model;
    };
    const auto meets = [&](std::string_view clause, const Model& model, std::string_view model_text,
                           const Sphere& sphere, bool expected) {
      ExpectClause(Check(), clause, fmt::format("Intersects({}, sphere {})", model_text, sphere), expected,
                   Collisions::Intersects(model, sphere));
    };
    const Model unit = placed(glm::vec3(0.0f));
    const char* at_origin = "the cube at the origin";
    meets("a sphere crossing the model's surface intersects it", unit, at_origin, Sphere(Point(2, 0, 0), 1.5f), true);
    const char* inside = "a model is its surface: a sphere wholly inside a closed mesh does not intersect it";
    meets(inside, unit, at_origin, Sphere(Point(0, 0, 0), 0.5f), false);
    meets(inside, unit, at_origin, Sphere(Point(0.2f, 0.3f, 0), 0.5f), false);
    meets("a sphere around the whole model meets its triangles", unit, at_origin, Sphere(Point(0, 0, 0), 3.0f), true);
    const char* touching = "touching does not count (strict, as Intersects(Triangle, Sphere))";
    meets(touching, unit, at_origin, Sphere(Point(3, 0, 0), 2.0f), false);
    meets(touching, unit, at_origin, Sphere(Point(0.5f, 0.5f, 2), 1.0f), false);
    const char* position = "the model's position counts";
    const Model moved = placed(glm::vec3(10, 0, 0));
    meets(position, moved, "the cube at (10, 0, 0)", Sphere(Point(11.5f, 0, 0), 0.75f), true);
    meets(position, moved, "the cube at (10, 0, 0)", Sphere(Point(1.5f, 0, 0), 0.75f), false);
    // Scaled (3, 1, 1): the faces x = +-3 and y = +-1; turned 90 degrees about z as well, y = +-3 and x = +-1.
    const char* exact = "a non-uniform scale and a rotation are exact (triangles tested in world space)";
    const Model long_x = placed(glm::vec3(0.0f), glm::vec3(0.0f), glm::vec3(3, 1, 1));
    const Model long_y = placed(glm::vec3(0.0f), glm::vec3(0, 0, 90), glm::vec3(3, 1, 1));
    meets(exact, long_x, "the cube scaled (3, 1, 1)", Sphere(Point(3.5f, 0, 0), 0.75f), true);
    meets(exact, long_x, "the cube scaled (3, 1, 1)", Sphere(Point(0, 1.5f, 0), 0.75f), true);
    meets(exact, long_x, "the cube scaled (3, 1, 1)", Sphere(Point(0, 2.5f, 0), 0.75f), false);
    meets(exact, long_y, "the cube scaled (3, 1, 1), turned 90 degrees about z", Sphere(Point(0, 3.5f, 0), 0.75f),
          true);
    meets(exact, long_y, "the cube scaled (3, 1, 1), turned 90 degrees about z", Sphere(Point(3.5f, 0, 0), 0.75f),
          false);
    meets("an empty model intersects nothing", Model(), "an empty model", Sphere(Point(0, 0, 0), 100.0f), false);
    meets("NaN never intersects", unit, at_origin, Sphere(Point(std::numeric_limits<float>::quiet_NaN(), 0, 0), 5.0f),
          false);
  }
};

}  // namespace
LAB_REGISTER_MODEL_SAMPLE(
    OBJSphereIntersection, Chapter::kModels,
    "Intersects(Model, Sphere): 5 spheres against the three placed knots, red when they meet "
    "one, blue if not. A model is its surface, so the small sphere inside the tube does not. Erratum: the book "
    "scales the radius by a diagonal element of the inverse matrix, wrong under rotation.");
}  // namespace lab::samples
