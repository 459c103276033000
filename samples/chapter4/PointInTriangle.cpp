// Chapter 4, "Point in triangle".
#include <algorithm>
#include <vector>

#include "samples/sample.hpp"

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
