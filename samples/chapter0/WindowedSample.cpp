// The tutorial's first window: one smoothly shaded triangle, red, green and blue at its corners.
#include "framework/sample/registry.hpp"

namespace {

using lab::Point;
namespace palette = lab::palette;

class WindowedSample final : public lab::Application {
 public:
  void Initialize(int, int) override {
    // The tutorial looks from (0, 0, 30) at the origin and does not orbit.
    ViewCamera().SetHome({.target = Point(0.0f), .yaw_degrees = 180.0f, .pitch_degrees = 0.0f, .distance = 30.0f});
    ViewCamera().SetAutoRotate(false);
  }
  bool ShowsGrid() const override { return false; }

  void Render() override {
    // Smooth shading from the three primitives: split the triangle into small ones, each coloured by the
    // barycentric blend of the corner colours at its centre.
    const Point a(-10, -10, -5), b(20, -10, -5), c(-10, 20, -5);
    constexpr int kSteps = 24;
    auto at = [&](float u, float v) { return a + (b - a) * u + (c - a) * v; };
    auto colour = [&](float u, float v) {
      return palette::kRed * (1 - u - v) + palette::kGreen * u + palette::kBlue * v;
    };
    const float step = 1.0f / kSteps;
    for (int i = 0; i < kSteps; ++i) {
      for (int j = 0; i + j < kSteps; ++j) {
        const float u = static_cast<float>(i) * step, v = static_cast<float>(j) * step;
        Draw().DrawSolidTriangle(at(u, v), at(u + step, v), at(u, v + step), colour(u + step / 3, v + step / 3));
        if (i + j + 1 < kSteps) {
          Draw().DrawSolidTriangle(at(u + step, v), at(u + step, v + step), at(u, v + step),
                                   colour(u + 2 * step / 3, v + 2 * step / 3));
        }
      }
    }
  }
};

}  // namespace

LAB_REGISTER_SAMPLE(WindowedSample, lab::Chapter::kFramework,
                    "The tutorial's first window: one triangle shaded from red to green to blue.");
