// Chapter 4, "Sphere to triangle".
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
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawWireTriangle(triangle_, palette::kShape);
    for (std::size_t i = 0; i < spheres_.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Draw().DrawWireSphere(spheres_[i], palette::ForShape(Collisions::Intersects(triangle_, spheres_[i])));
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
