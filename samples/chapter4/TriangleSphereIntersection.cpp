// Chapter 4, "Sphere to triangle".
#include <limits>

#include "samples/cases/triangles.hpp"
#include "samples/sample_checks.hpp"

namespace lab::samples {
namespace {

class TriangleSphereIntersection final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 16.0f});
    constexpr std::array<bool, 4> kExpected = {true, true, false, false};
    // Each sphere is an item; the triangle, shared by every case, is context.
    for (std::size_t i = 0; i < spheres_.size(); ++i) {
      Check().About(static_cast<int>(i));
      ExpectIntersects(Check(), "triangle", triangle_, fmt::format("sphere {}", i), spheres_[i], kExpected[i]);
    }
    Handles().Add("triangle", triangle_);
    Handles().AddAll("sphere", std::span<Sphere>(spheres_));
    // The contracts' clauses (samples/contracts/), against a triangle of their own in z = 0: (0, 0, 0), (4, 0, 0),
    // (0, 4, 0).
    Check().About({});
    const Triangle triangle(Point(0, 0, 0), Point(4, 0, 0), Point(0, 4, 0));
    const auto expect = [&](std::string_view clause, const Sphere& sphere, bool expected) {
      ExpectClause(
          Check(), clause,
          fmt::format("Intersects((0, 0, 0) (4, 0, 0) (0, 4, 0), centre {} r {:g})", sphere.position, sphere.radius),
          expected, Collisions::Intersects(triangle, sphere));
    };
    // 1.5 from the face, radius 2: 2.25 is not below 2 (a radius left unsquared).
    expect("a centre nearer the triangle than the radius meets it", Sphere(Point(1, 1, 1.5f), 2.0f), true);
    expect("a centre nearer the triangle than the radius meets it", Sphere(Point(-1, -1, 0), 1.5f), true);
    expect("touching does not count (strict)", Sphere(Point(1, 1, 2), 2.0f), false);    // the face
    expect("touching does not count (strict)", Sphere(Point(2, -3, 0), 3.0f), false);   // an edge
    expect("touching does not count (strict)", Sphere(Point(-3, -4, 0), 5.0f), false);  // a vertex
    expect("the distance is to the closest point of the triangle, not of its plane", Sphere(Point(6, 6, 0.5f), 1.0f),
           false);
    expect("a sphere apart misses", Sphere(Point(1, 1, 5), 2.0f), false);
    expect("NaN misses", Sphere(Point(std::numeric_limits<float>::quiet_NaN(), 1, 1), 2.0f), false);
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"Intersects(Triangle, Sphere)"});
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawWireTriangle(triangle_, palette::kShape);
    for (std::size_t i = 0; i < spheres_.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Draw().DrawSphere(spheres_[i], palette::ForShape(Collisions::Intersects(triangle_, spheres_[i])));
    }
  }

 private:
  Triangle triangle_ = cases::TriangleT1();
  std::array<Sphere, 4> spheres_ = {Sphere(Point(2, 4, -1), 0.5f), Sphere(Point(-1, 5, 0), 0.5f),
                                    Sphere(Point(2, 2, 2), 1.0f), Sphere(Point(-2, -2, -2), 1.0f)};
};

}  // namespace
LAB_REGISTER_SAMPLE(TriangleSphereIntersection, Chapter::kModels,
                    "Intersects(Triangle, Sphere), both argument orders: 4 spheres, red where they meet the "
                    "triangle (white), blue otherwise. The book draws green for meets and red for not; here red "
                    "means 'meets' in every sample.");
}  // namespace lab::samples
