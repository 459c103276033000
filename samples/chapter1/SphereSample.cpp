// Chapter 1, "Sphere": two spheres and the origin axes.
#include "samples/sample.hpp"

namespace lab::samples {
namespace {

class SphereSample final : public Application {
 public:
  void Initialize(int, int) override {
    // The tutorial looks from (0, 5, 20) at the origin.
    ViewCamera().SetHome({.yaw_degrees = 180.0f, .pitch_degrees = -14.04f, .distance = 20.6155f});
    ViewCamera().SetAutoRotate(false);
    Check().About(kUnit);
    Check().ExpectNear("Sphere() position", Point(0.0f), unit_.position, 0.0f);
    Check().ExpectNear("Sphere() radius", 1.0f, unit_.radius, 0.0f);
    Check().About(kBig);
    Check().Expect(fmt::format("'{}' formats as the tutorial's ToString", big_), true,
                   fmt::format("{}", big_) == "Position: (4, 0, 0), Radius: 3");
    // The surface point nearest (10, 0, 0) is 3 units from the centre along +x.
    Check().ExpectNear("ClosestPoint(big sphere, (10, 0, 0))", Point(7, 0, 0),
                       Collisions::ClosestPoint(big_, Point(10, 0, 0)), kVectorTolerance);
    Handles().About(kUnit);
    Handles().Add("unit sphere", unit_);
    Handles().About(kBig);
    Handles().Add("big sphere", big_);
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().About(kUnit);
    Draw().DrawSphere(unit_, palette::kBlue);
    Draw().About(kBig);
    Draw().DrawSphere(big_, palette::kRed);
  }

 private:
  static constexpr int kUnit = 0;
  static constexpr int kBig = 1;

  Sphere big_{Point(4, 0, 0), 3.0f};
  Sphere unit_{};
};

}  // namespace
LAB_REGISTER_SAMPLE(SphereSample, Chapter::kShapesAndPoints,
                    "Sphere: the unit sphere (blue) and a radius-3 sphere at (4, 0, 0) (red).");
}  // namespace lab::samples
