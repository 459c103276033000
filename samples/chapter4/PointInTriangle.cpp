// Chapter 4, "Point in triangle".
#include <algorithm>
#include <limits>
#include <vector>

#include "samples/sample.hpp"
#include "samples/sample_checks.hpp"

namespace lab::samples {
namespace {

class PointInTriangle final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 9.0f});
    // The book's grid: i in [-2, 3), j in [-2, 3), k in [-1, 3), index (i + 2) * 20 + (j + 2) * 4 + (k + 1).
    for (int i = -2; i < 3; ++i) {
      for (int j = -2; j < 3; ++j) {
        for (int k = -1; k < 3; ++k) points_.emplace_back(i, j, k);
      }
    }
    points_.emplace_back(0.5f, 0.5f, 1.0f);
    points_.emplace_back(0.5f, -0.25f, 1.0f);
    points_.emplace_back(-0.25f, -0.25f, 1.0f);
    // The three vertices, the centre (0, 0, 1), the middle of edge CA, and two interior points. Point 101,
    // (0.5, -0.25, 1), lies just outside edge BC.
    constexpr std::array<std::size_t, 7> kInside = {34, 46, 50, 54, 74, 100, 102};
    // Each point is an item; the triangle, shared by every case, is context.
    for (std::size_t i = 0; i < points_.size(); ++i) {
      const bool expected = std::find(kInside.begin(), kInside.end(), i) != kInside.end();
      Check().About(static_cast<int>(i));
      Check().Expect(fmt::format("PointInTriangle(triangle, {})", points_[i]), expected,
                     Collisions::PointInTriangle(triangle_, points_[i]));
    }
    // The triangle and the three points after the grid (100 to 102) move; 100 grid handles would hide the scene.
    Handles().Add("triangle", triangle_);
    for (std::size_t i = 100; i < points_.size(); ++i) {
      Handles().About(static_cast<int>(i));
      Handles().AddPoint(fmt::format("point {}", i), points_[i]);
    }
    // The contracts' clauses (samples/contracts/), on a triangle of their own in z = 0: (0, 0, 0), (4, 0, 0),
    // (0, 4, 0). Its normal is 16 long, so a tolerance not divided by it would show.
    Check().About({});
    const Triangle triangle(Point(0, 0, 0), Point(4, 0, 0), Point(0, 4, 0));
    const auto in = [&](const Point& p) { return Collisions::PointInTriangle(triangle, p); };
    ExpectClause(Check(), "a point inside is inside", "PointInTriangle((0, 0, 0) (4, 0, 0) (0, 4, 0), (1, 1, 0))", true,
                 in(Point(1, 1, 0)));
    ExpectClause(Check(), "a point on an edge or a vertex is inside",
                 "PointInTriangle((0, 0, 0) (4, 0, 0) (0, 4, 0), (2, 0, 0))", true, in(Point(2, 0, 0)));
    ExpectClause(Check(), "a point on an edge or a vertex is inside",
                 "PointInTriangle((0, 0, 0) (4, 0, 0) (0, 4, 0), (1, 3, 0))", true, in(Point(1, 3, 0)));
    ExpectClause(Check(), "a point on an edge or a vertex is inside",
                 "PointInTriangle((0, 0, 0) (4, 0, 0) (0, 4, 0), (4, 0, 0))", true, in(Point(4, 0, 0)));
    ExpectClause(Check(), "a point on the line of an edge but outside the triangle is outside",
                 "PointInTriangle((0, 0, 0) (4, 0, 0) (0, 4, 0), (6, 0, 0))", false, in(Point(6, 0, 0)));
    ExpectClause(Check(), "a point on the line of an edge but outside the triangle is outside",
                 "PointInTriangle((0, 0, 0) (4, 0, 0) (0, 4, 0), (0, -3, 0))", false, in(Point(0, -3, 0)));
    ExpectClause(Check(), "a point on the line of an edge but outside the triangle is outside",
                 "PointInTriangle((0, 0, 0) (4, 0, 0) (0, 4, 0), (-2, 6, 0))", false, in(Point(-2, 6, 0)));
    ExpectClause(Check(), "a point beside the triangle in its plane is outside",
                 "PointInTriangle((0, 0, 0) (4, 0, 0) (0, 4, 0), (3, 3, 0))", false, in(Point(3, 3, 0)));
    ExpectClause(Check(), "within kPointOnPlaneEpsilon of the plane is in it",
                 "PointInTriangle((0, 0, 0) (4, 0, 0) (0, 4, 0), (1, 1, 0.5 kPointOnPlaneEpsilon))", true,
                 in(Point(1, 1, 0.5f * Collisions::kPointOnPlaneEpsilon)));
    ExpectClause(Check(), "beyond the epsilon, in front or behind, is outside",
                 "PointInTriangle((0, 0, 0) (4, 0, 0) (0, 4, 0), (1, 1, 2 kPointOnPlaneEpsilon))", false,
                 in(Point(1, 1, 2.0f * Collisions::kPointOnPlaneEpsilon)));
    ExpectClause(Check(), "beyond the epsilon, in front or behind, is outside",
                 "PointInTriangle((0, 0, 0) (4, 0, 0) (0, 4, 0), (1, 1, -2 kPointOnPlaneEpsilon))", false,
                 in(Point(1, 1, -2.0f * Collisions::kPointOnPlaneEpsilon)));
    ExpectClause(Check(), "a degenerate triangle contains no point",
                 "PointInTriangle((0, 0, 0) (2, 2, 2) (4, 4, 4), (2, 2, 2))", false,
                 Collisions::PointInTriangle(Triangle(Point(0, 0, 0), Point(2, 2, 2), Point(4, 4, 4)), Point(2, 2, 2)));
    ExpectClause(Check(), "a degenerate triangle contains no point",
                 "PointInTriangle((1, 2, 3) (1, 2, 3) (1, 2, 3), (1, 2, 3))", false,
                 Collisions::PointInTriangle(Triangle(Point(1, 2, 3), Point(1, 2, 3), Point(1, 2, 3)), Point(1, 2, 3)));
    ExpectClause(Check(), "NaN is outside", "PointInTriangle((0, 0, 0) (4, 0, 0) (0, 4, 0), (NaN, 1, 0))", false,
                 in(Point(std::numeric_limits<float>::quiet_NaN(), 1, 0)));
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"PointInTriangle(Triangle, Point)"});
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawWireTriangle(triangle_, palette::kShape);
    for (std::size_t i = 0; i < points_.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Draw().DrawPoint(points_[i], 6.0f, palette::ForPoint(Collisions::PointInTriangle(triangle_, points_[i])));
    }
  }

 private:
  Triangle triangle_{Point(-1, 1, 1), Point(0, -1, 1), Point(1, 1, 1)};
  std::vector<Point> points_;
};

}  // namespace
LAB_REGISTER_SAMPLE(PointInTriangle, Chapter::kModels,
                    "PointInTriangle on 103 points (100 on a grid): red inside or on an edge, green outside, as "
                    "every inside test in the lab (the book's chapter 4 swaps the two). "
                    "Erratum: the book's test compares only two of the three sub-triangle normals, which accepts "
                    "points on an edge's line outside the triangle; this one compares all three and checks the plane.");
}  // namespace lab::samples
