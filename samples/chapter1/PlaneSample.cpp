// Chapter 1, "Plane": five planes from normals, distances and points.
#include <glm/geometric.hpp>

#include "samples/sample.hpp"

namespace lab::samples {
namespace {

class PlaneSample final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 9.0f});  // the tutorial's orbit, closer so the scene fills the view
    planes_[1].SetNormal({1, 1, 0});
    planes_[1].distance = 3.0f;
    planes_[3].distance = 4.0f;
    for (std::size_t i = 0; i < planes_.size(); ++i) {
      Check().About(static_cast<int>(i));
      const float length = glm::length(planes_[i].normal);
      Check().ExpectNear(fmt::format("|normal| of plane {} ({})", i, planes_[i]), 1.0f, length, 1e-6f);
    }
    // A plane made from three points contains them.
    Check().About(4);
    const std::array<Point, 3> corners = {Point(0, 0, 2), Point(1, 1, 2), Point(2, 0, 2)};
    for (std::size_t i = 0; i < corners.size(); ++i) {
      Check().Expect(fmt::format("PointOnPlane({}, plane 4)", corners[i]), true,
                     Collisions::PointOnPlane(corners[i], planes_[4]));
    }
    Check().About(3);
    Check().ExpectNear("normal of plane 3, made from (5, 6, 7), (6, 5, 4), (1, 2, 3)",
                       glm::vec3(-0.4082483f, 0.8164966f, -0.4082483f), planes_[3].normal, kVectorTolerance);
    Handles().AddAll<Plane>("plane", planes_);
  }

  void Render() override {
    Draw().DrawAxes();
    const std::array<Color, 5> colours = {palette::kYellow, palette::kMagenta, palette::kCyan, palette::kRed,
                                          palette::kGreen};
    for (std::size_t i = 0; i < planes_.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Draw().DrawPlane(planes_[i], 1.0f, colours[i]);
    }
  }

 private:
  std::array<Plane, 5> planes_ = {Plane(), Plane(), Plane({0, 5, 3}, 4.0f),
                                  Plane(Point(5, 6, 7), Point(6, 5, 4), Point(1, 2, 3)),
                                  Plane(Point(0, 0, 2), Point(1, 1, 2), Point(2, 0, 2))};
};

}  // namespace
LAB_REGISTER_SAMPLE(PlaneSample, Chapter::kShapesAndPoints,
                    "Plane: five planes (normal and distance, or three points); normals are unit length and a "
                    "three-point plane contains its points.");
}  // namespace lab::samples
