// Chapter 1, "Three plane intersection".
#include "samples/sample.hpp"

namespace lab::samples {
namespace {

class ThreePlaneIntersectionSample final : public Application {
 public:
  void Initialize(int, int) override {
    Camera().SetHome({.distance = 6.0f});  // the tutorial's orbit, closer so the scene fills the view
    Point point(99.0f);
    Check().Expect("Intersection(x = 0, y = 0, z = 0) exists", true,
                   Collisions::Intersection(planes_[0], planes_[1], planes_[2], point));
    Check().ExpectNear("Intersection(x = 0, y = 0, z = 0)", Point(0.0f), point, kVectorTolerance);
    for (std::size_t i = 0; i < planes_.size(); ++i) {
      Check().Expect(fmt::format("the point lies on plane {} ({})", i, planes_[i]), true,
                     Collisions::PointOnPlane(point, planes_[i]));
    }
    // Two of the same plane leave a whole line in common: there is no single point.
    Point unchanged(5.0f);
    Check().Expect("Intersection(x = 0, x = 0, z = 0) has no single point", false,
                   Collisions::Intersection(planes_[0], planes_[0], planes_[2], unchanged));
  }

  void Render() override {
    Draw().DrawPlane(planes_[0], 1.0f, palette::kRed);
    Draw().DrawPlane(planes_[1], 1.0f, palette::kGreen);
    Draw().DrawPlane(planes_[2], 1.0f, palette::kBlue);
    Point point(0.0f);
    if (Collisions::Intersection(planes_[0], planes_[1], planes_[2], point)) {
      Draw().DrawPoint(point, 10.0f, palette::kCyan);
    }
  }
  bool ShowsGrid() const override { return false; }

 private:
  const std::array<Plane, 3> planes_ = {Plane({1, 0, 0}, 0.0f), Plane({0, 1, 0}, 0.0f), Plane({0, 0, 1}, 0.0f)};
};

}  // namespace
LAB_REGISTER_SAMPLE(ThreePlaneIntersectionSample, Chapter::kShapesAndPoints,
                    "Intersection(Plane, Plane, Plane): the planes x = 0, y = 0, z = 0 meet at the origin (cyan). "
                    "The book's Plane.Render cannot draw the green y = 0 plane; this one can.");
}  // namespace lab::samples
