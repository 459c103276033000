// Chapter 4, "Plane to triangle".
#include "samples/cases/triangles.hpp"
#include "samples/sample_checks.hpp"

namespace lab::samples {
namespace {

class TrianglePlaneIntersection final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 18.0f});
    constexpr std::array<bool, 4> kExpected = {false, true, false, true};
    // Each triangle is an item; the plane, shared by every case, is context.
    for (std::size_t i = 0; i < triangles_.size(); ++i) {
      Check().About(static_cast<int>(i));
      ExpectIntersects(Check(), "plane", plane_, fmt::format("triangle {}", i), triangles_[i], kExpected[i]);
    }
    Handles().Add("plane", plane_);
    Handles().AddAll("triangle", std::span<Triangle>(triangles_));
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawPlane(plane_, 4.0f, Translucent(palette::kShape));
    for (std::size_t i = 0; i < triangles_.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Draw().DrawSolidTriangle(triangles_[i], palette::ForShape(Collisions::Intersects(plane_, triangles_[i])));
    }
  }

 private:
  Plane plane_{Point(5, 6, 7), Point(6, 5, 4), Point(1, 2, 3)};
  std::array<Triangle, 4> triangles_ = cases::PlaneTestTriangles();
};

}  // namespace
LAB_REGISTER_SAMPLE(TrianglePlaneIntersection, Chapter::kModels,
                    "Intersects(Plane, Triangle), both argument orders: 4 triangles, red where they meet the plane, "
                    "blue otherwise (the book: green and red). Triangle 3 lies in the plane; its vertex distances (0, "
                    "3.6e-7, 2.4e-7) need the "
                    "1e-5 tolerance the book leaves undefined.");
}  // namespace lab::samples
