// Chapter 4, "Closest point on triangle".
#include "samples/sample_data.hpp"

namespace lab::samples {
namespace {

class ClosestPointTriangle final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 16.0f});
    const std::array<Point, 5> expected = {Point(1, 3.5f, -1.5f), Point(2, 2, -3), Point(2, 4, -1), Point(-1, 5, 0),
                                           Point(3, 4, -1)};
    // Each point is an item; the triangle, shared by every case, is context.
    for (std::size_t i = 0; i < points_.size(); ++i) {
      Check().About(static_cast<int>(i));
      Check().ExpectNear(fmt::format("ClosestPoint(triangle, {})", points_[i]), expected[i],
                         Collisions::ClosestPoint(triangle_, points_[i]), kVectorTolerance);
    }
    Handles().Add("triangle", triangle_);
    Handles().AddAll("point", std::span<Point>(points_));
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawWireTriangle(triangle_, palette::kShape);
    for (std::size_t i = 0; i < points_.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Draw().DrawPoint(points_[i], 7.0f, palette::kGreen);
      Draw().DrawLine(points_[i], Collisions::ClosestPoint(triangle_, points_[i]), palette::kRed);
    }
  }

 private:
  Triangle triangle_ = kTriangleT1;
  std::array<Point, 5> points_ = {Point(1, 1, 1), Point(-1, -3, -4), Point(2, 4, -1),
                                  Point(-2.732051f, 6.732051f, 1.732051f), Point(3, 7, -4)};
};

}  // namespace
LAB_REGISTER_SAMPLE(ClosestPointTriangle, Chapter::kModels,
                    "ClosestPoint(Triangle, Point) for 5 points (green), each joined to its closest point (red). "
                    "Erratum: with the book's two-check PointInTriangle, point 1 projects onto edge BC's line "
                    "outside the triangle and comes back as (-1, -1, -6); the true answer (asserted) is (2, 2, -3).");
}  // namespace lab::samples
