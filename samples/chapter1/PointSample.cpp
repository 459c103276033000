// Chapter 1, "Point": a hundred points along the diagonal, and the tutorial's lesson on copying points.
#include "samples/sample.hpp"

namespace lab::samples {
namespace {

class PointSample final : public Application {
 public:
  void Initialize(int, int) override {
    for (int i = 0; i < 100; ++i) points_[i] = Point(static_cast<float>(i - 50));
    ViewCamera().SetHome({.yaw_degrees = 180.0f, .pitch_degrees = 0.0f, .distance = 30.0f});  // LookAt (0, 0, 30)
    ViewCamera().SetAutoRotate(false);

    // The tutorial's DoPointUnitTest: a copy is independent of the original (the C# version had to
    // deep-copy by hand to get this; a value type gets it for free).
    Check().About({});  // p1 and p2 are not in the scene
    Point p1(2, 3, 4);
    Point p2 = p1;
    p2.x = 7;
    Check().ExpectNear("p1 after changing its copy p2", Point(2, 3, 4), p1, 0.0f);
    Check().ExpectNear("p2 after p2.x = 7", Point(7, 3, 4), p2, 0.0f);
  }

  bool ShowsGrid() const override { return false; }

  void Render() override {
    for (const Point& point : points_) Draw().DrawPoint(point, 3.0f, palette::kWhite);
  }

 private:
  std::array<Point, 100> points_{};
};

}  // namespace
LAB_REGISTER_SAMPLE(PointSample, Chapter::kShapesAndPoints,
                    "Point: 100 points on the diagonal from -50 to 49; a copied point is independent of the original.");
}  // namespace lab::samples
