// Chapter 4, "Closest point on triangle".
#include "samples/cases/triangles.hpp"
#include "samples/sample.hpp"

namespace lab::samples {
namespace {

class ClosestPointTriangle final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 16.0f});
    // Each point is an item; the triangle, shared by every case, is context.
    for (std::size_t i = 0; i < case_.points.size(); ++i) {
      Check().About(static_cast<int>(i));
      Check().ExpectNear(fmt::format("ClosestPoint(triangle, {})", case_.points[i]), case_.expected[i],
                         Collisions::ClosestPoint(case_.shape, case_.points[i]), kVectorTolerance);
    }
    Handles().Add("triangle", case_.shape);
    Handles().AddAll("point", std::span<Point>(case_.points));
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawWireTriangle(case_.shape, palette::kShape);
    for (std::size_t i = 0; i < case_.points.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Draw().DrawPoint(case_.points[i], 7.0f, palette::kGreen);
      Draw().DrawLine(case_.points[i], Collisions::ClosestPoint(case_.shape, case_.points[i]), palette::kRed);
    }
  }

 private:
  cases::PointsAgainst<Triangle, Point, 5> case_ = cases::ClosestPointTriangle();  // movable copies of the table
};

}  // namespace
LAB_REGISTER_SAMPLE(ClosestPointTriangle, Chapter::kModels,
                    "ClosestPoint(Triangle, Point) for 5 points (green), each joined to its closest point (red). "
                    "Erratum: with the book's two-check PointInTriangle, point 1 projects onto edge BC's line "
                    "outside the triangle and comes back as (-1, -1, -6); the true answer (asserted) is (2, 2, -3).");
}  // namespace lab::samples
