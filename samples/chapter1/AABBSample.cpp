// Chapter 1, "AABB": constructors, min, max, centre and extents.
#include "samples/sample.hpp"

namespace lab::samples {
namespace {

class AABBSample final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 18.0f});  // the tutorial's orbit, closer so the scene fills the view
    struct Expected {
      Point min, max, center;
      glm::vec3 extents;
    };
    const std::array<Expected, 3> expected = {{
        {Point(-1, -1, -1), Point(1, 1, 1), Point(0, 0, 0), glm::vec3(1, 1, 1)},
        {Point(-3, -2, -3), Point(-1, -1, -2), Point(-2, -1.5f, -2.5f), glm::vec3(1, 0.5f, 0.5f)},
        {Point(3, 1, 2), Point(7, 9, 8), Point(5, 5, 5), glm::vec3(2, 4, 3)},
    }};
    // Every value is exactly representable, so the comparison is exact, as in the tutorial.
    for (std::size_t i = 0; i < boxes_.size(); ++i) {
      const AABB& box = boxes_[i];
      Check().About(static_cast<int>(i));
      Check().ExpectNear(fmt::format("AABB{} min", i + 1), expected[i].min, box.min, 0.0f);
      Check().ExpectNear(fmt::format("AABB{} max", i + 1), expected[i].max, box.max, 0.0f);
      Check().ExpectNear(fmt::format("AABB{} center", i + 1), expected[i].center, box.Center(), 0.0f);
      Check().ExpectNear(fmt::format("AABB{} extents", i + 1), expected[i].extents, box.Extents(), 0.0f);
    }
    for (std::size_t i = 0; i < boxes_.size(); ++i) {
      Handles().About(static_cast<int>(i));
      Handles().Add(fmt::format("AABB{}", i + 1), boxes_[i]);
    }
  }

  void Render() override {
    for (std::size_t i = 0; i < boxes_.size(); ++i) {
      const AABB& box = boxes_[i];
      Draw().About(static_cast<int>(i));
      Draw().DrawBox(box, palette::kShape);
      Draw().DrawPoint(box.min, 6.0f, palette::kYellow);
      Draw().DrawPoint(box.max, 6.0f, palette::kMagenta);
      const Point c = box.Center();
      const glm::vec3 e = box.Extents();
      Draw().DrawLine(c, c + glm::vec3(e.x, 0, 0), palette::kAxisX);
      Draw().DrawLine(c, c + glm::vec3(0, e.y, 0), palette::kAxisY);
      Draw().DrawLine(c, c + glm::vec3(0, 0, e.z), palette::kAxisZ);
      Draw().DrawPoint(c, 6.0f, palette::kCyan);
    }
  }

 private:
  std::array<AABB, 3> boxes_ = {AABB(), AABB(Point(-3, -2, -3), Point(-1, -1, -2)),
                                AABB::FromCenterExtents(Point(5, 5, 5), glm::vec3(2, 4, 3))};
};

}  // namespace
LAB_REGISTER_SAMPLE(AABBSample, Chapter::kShapesAndPoints,
                    "AABB: three boxes' min (yellow), max (magenta), centre (cyan) and extents (x, y, z lines). "
                    "Erratum: the book's text swaps the min and max colours; its code (followed here) does not.");
}  // namespace lab::samples
