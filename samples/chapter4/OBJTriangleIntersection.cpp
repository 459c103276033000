// Chapter 4, "Model vs triangle" (the book leaves it to the reader).
#include <limits>

#include "samples/model_sample.hpp"

namespace lab::samples {
namespace {

using TrianglesOnKnots = ModelIntersectionSample<Triangle, 3>;

class OBJTriangleIntersection final : public TrianglesOnKnots {
 public:
  OBJTriangleIntersection() : TrianglesOnKnots(knot::kTriangles, knot::kTrianglesMeet, "Intersects(Model, Triangle)") {}

 protected:
  const char* ShapeName() const override { return "triangle"; }
  void DrawShape(const Triangle& triangle, const Color& color) override {
    Draw().DrawSolidTriangle(triangle, Translucent(color));
  }

  // The contract's clauses (samples/contracts/models.txt), on the shipped cube.
  void CheckContract() override {
    const ShippedCube cube = ContractCube();
    if (!cube) return;
    const Model unit = cube.Placed(glm::vec3(0.0f));
    const char* at_origin = "the cube at the origin";
    ExpectMeets("a triangle crossing the model's surface intersects it", unit, at_origin,
                Triangle(Point(0, 0, 0), Point(3, 0, 0), Point(0, 3, 0)), true);
    ExpectMeets("a model is its surface: a triangle wholly inside a closed mesh does not intersect it", unit, at_origin,
                Triangle(Point(-0.5f, -0.5f, 0), Point(0.5f, -0.5f, 0), Point(0, 0.5f, 0)), false);
    const char* touching = "touching counts (as Intersects(Triangle, Triangle))";
    ExpectMeets(touching, unit, at_origin, Triangle(Point(1, 0, 0), Point(2, 0.5f, 0), Point(2, -0.5f, 0)), true);
    ExpectMeets(touching, unit, at_origin, Triangle(Point(1, -0.5f, -0.5f), Point(1, 0.5f, -0.5f), Point(1, 0, 0.5f)),
                true);
    ExpectMeets(touching, unit, at_origin, Triangle(Point(1.5f, 0, 0), Point(2, 0.5f, 0), Point(2, -0.5f, 0)), false);
    // Only the last corner reaches into the cube: a box around the first two would miss it.
    const char* position = "the model's position counts, and all three corners of the triangle";
    ExpectMeets(position, unit, at_origin, Triangle(Point(3, -0.5f, 0), Point(3, 0.5f, 0), Point(0.5f, 0, 0)), true);
    const Model moved = cube.Placed(glm::vec3(10, 0, 0));
    ExpectMeets(position, moved, "the cube at (10, 0, 0)",
                Triangle(Point(13, -0.5f, 0), Point(13, 0.5f, 0), Point(10.5f, 0, 0)), true);
    ExpectMeets(position, moved, "the cube at (10, 0, 0)",
                Triangle(Point(3, -0.5f, 0), Point(3, 0.5f, 0), Point(0.5f, 0, 0)), false);
    // Scaled (3, 1, 1): the faces x = +-3; turned 90 degrees about z as well, y = +-3.
    const char* exact = "a non-uniform scale and a rotation are exact (triangles tested in world space)";
    const Model long_x = cube.Placed(glm::vec3(0.0f), glm::vec3(0.0f), glm::vec3(3, 1, 1));
    const Model long_y = cube.Placed(glm::vec3(0.0f), glm::vec3(0, 0, 90), glm::vec3(3, 1, 1));
    ExpectMeets(exact, long_x, "the cube scaled (3, 1, 1)",
                Triangle(Point(3.5f, -0.5f, 0), Point(3.5f, 0.5f, 0), Point(2.5f, 0, 0)), true);
    ExpectMeets(exact, long_x, "the cube scaled (3, 1, 1)",
                Triangle(Point(-0.5f, 3.5f, 0), Point(0.5f, 3.5f, 0), Point(0, 2.5f, 0)), false);
    ExpectMeets(exact, long_y, "the cube scaled (3, 1, 1), turned 90 degrees about z",
                Triangle(Point(-0.5f, 3.5f, 0), Point(0.5f, 3.5f, 0), Point(0, 2.5f, 0)), true);
    ExpectMeets("an empty model intersects nothing", Model(), "an empty model",
                Triangle(Point(-100, -100, 0), Point(100, -100, 0), Point(0, 100, 0)), false);
    ExpectMeets("NaN never intersects", unit, at_origin,
                Triangle(Point(0, 0, 0), Point(3, 0, 0), Point(0, std::numeric_limits<float>::quiet_NaN(), 0)), false);
  }
};

}  // namespace
LAB_REGISTER_MODEL_SAMPLE(
    OBJTriangleIntersection, Chapter::kModels,
    "Intersects(Model, Triangle): the book's three triangles (z = 0, 4, -4) against the three placed "
    "knots, red when they meet one, blue if not.");
}  // namespace lab::samples
