// Chapter 1, "Ray": five rays and the origin axes.
#include <glm/geometric.hpp>

#include "samples/sample.hpp"

namespace lab::samples {
namespace {

class RaySample final : public Application {
 public:
  void Initialize(int, int) override {
    for (std::size_t i = 0; i < rays_.size(); ++i) {
      Check().About(static_cast<int>(i));
      Check().ExpectNear(fmt::format("|direction| of ray {} ({})", i, rays_[i]), 1.0f, glm::length(rays_[i].direction),
                         1e-6f);
      Check().ExpectNear(fmt::format("ray {} keeps the given direction", i), 1.0f,
                         glm::dot(glm::normalize(given_directions_[i]), rays_[i].direction), 1e-6f);
    }
    Handles().AddAll<Ray>("ray", rays_);
  }

  void Render() override {
    Draw().DrawAxes();
    const std::array<Color, 5> colours = {palette::kMagenta, palette::kCyan, palette::kYellow, palette::kWhite,
                                          palette::kOlive};
    for (std::size_t i = 0; i < rays_.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Draw().DrawRay(rays_[i], colours[i]);
    }
  }

 private:
  const std::array<glm::vec3, 5> given_directions_ = {glm::vec3(0, 0, 1), glm::vec3(1, 7, -3), glm::vec3(-4, -5, 3),
                                                      glm::vec3(0, 5, 1), glm::vec3(-9, 5, -8)};
  std::array<Ray, 5> rays_ = {Ray(), Ray(Point(8, 2, -7), given_directions_[1]),
                              Ray(Point(-2, 3, 2), given_directions_[2]), Ray(Point(-3, 2, 3), given_directions_[3]),
                              Ray(Point(7, -1, -4), given_directions_[4])};
};

}  // namespace
LAB_REGISTER_SAMPLE(RaySample, Chapter::kShapesAndPoints,
                    "Ray: five rays; the constructor normalizes each direction and keeps where it points.");
}  // namespace lab::samples
