// Chapter 4, "Sphere to triangle".
#include "samples/sample_data.hpp"

namespace lab::samples {
namespace {

class TriangleSphereIntersection final : public Application {
 public:
  void Initialize(int, int) override {
    Camera().SetHome({.distance = 16.0f});
    constexpr std::array<bool, 4> kExpected = {true, true, false, false};
    for (std::size_t i = 0; i < spheres_.size(); ++i) {
      Check().Expect(fmt::format("Intersects(triangle, sphere {})", spheres_[i]), kExpected[i],
                     Collisions::Intersects(triangle_, spheres_[i]));
      Check().Expect(fmt::format("Intersects(sphere {}, triangle) (the other argument order)", i), kExpected[i],
                     Collisions::Intersects(spheres_[i], triangle_));
    }
  }

  void Render() override {
    Draw().Axes();
    Draw().WireTriangle(triangle_, palette::kBlue);
    for (const Sphere& sphere : spheres_) {
      Draw().WireSphere(sphere, Collisions::Intersects(triangle_, sphere) ? palette::kGreen : palette::kRed);
    }
  }

 private:
  const Triangle& triangle_ = kTriangleT1;
  const std::array<Sphere, 4> spheres_ = {Sphere(Point(2, 4, -1), 0.5f), Sphere(Point(-1, 5, 0), 0.5f),
                                          Sphere(Point(2, 2, 2), 1.0f), Sphere(Point(-2, -2, -2), 1.0f)};
};

}  // namespace
LAB_REGISTER_SAMPLE(TriangleSphereIntersection, Chapter::kModels,
                    "Intersects(Triangle, Sphere), both argument orders: 4 spheres, green where they meet the "
                    "triangle (blue), red otherwise.");
}  // namespace lab::samples
