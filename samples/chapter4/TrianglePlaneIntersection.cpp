// Chapter 4, "Plane to triangle".
#include "samples/sample_data.hpp"

namespace lab::samples {
namespace {

class TrianglePlaneIntersection final : public Application {
 public:
  void Initialize(int, int) override {
    Camera().SetHome({.distance = 18.0f});
    constexpr std::array<bool, 4> kExpected = {false, true, false, true};
    for (std::size_t i = 0; i < triangles_.size(); ++i) {
      Check().Expect(fmt::format("Intersects(plane, triangle {})", triangles_[i]), kExpected[i],
                     Collisions::Intersects(plane_, triangles_[i]));
      Check().Expect(fmt::format("Intersects(triangle {}, plane) (the other argument order)", i), kExpected[i],
                     Collisions::Intersects(triangles_[i], plane_));
    }
  }

  void Render() override {
    Draw().Axes();
    Draw().DrawPlane(plane_, 4.0f, Translucent(palette::kBlue));
    for (const Triangle& triangle : triangles_) {
      Draw().DrawTriangle(triangle, Collisions::Intersects(plane_, triangle) ? palette::kGreen : palette::kRed);
    }
  }

 private:
  const Plane plane_{Point(5, 6, 7), Point(6, 5, 4), Point(1, 2, 3)};
  const std::array<Triangle, 4>& triangles_ = kPlaneTestTriangles;
};

}  // namespace
LAB_REGISTER_SAMPLE(TrianglePlaneIntersection, Chapter::kModels,
                    "Intersects(Plane, Triangle), both argument orders: 4 triangles, green where they meet the plane, "
                    "red otherwise. Triangle 3 lies in the plane; its vertex distances (0, 3.6e-7, 2.4e-7) need the "
                    "1e-5 tolerance the book leaves undefined.");
}  // namespace lab::samples
