// Chapter 1, "Point in AABB" and "Closest point on AABB".
#include "samples/sample.hpp"

namespace lab::samples {
namespace {

class AABBPointSample final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 14.0f});  // the tutorial's orbit, closer so the scene fills the view
    // The tutorial's one assertion: a point inside box 0 is its own closest point.
    Check().About({kSecondFar, kBox0});
    Check().ExpectNear(fmt::format("ClosestPoint(box 0, {})", second_far_), Point(2, 3.4f, 1),
                       Collisions::ClosestPoint(boxes_[0], second_far_), kVectorTolerance);
    // What the sample draws: which points are strictly inside either box (a point on a face is not).
    constexpr std::array<bool, 6> kInsideEither = {true, false, false, true, false, false};
    for (std::size_t i = 0; i < points_.size(); ++i) {
      Check().About(static_cast<int>(i));
      Check().Expect(fmt::format("{} strictly inside box 0 or box 1", points_[i]), kInsideEither[i],
                     InsideAny(points_[i]));
    }
    // And the closest points it draws for (-1, 3, 1.5).
    Check().About({kFar, kBox0});
    Check().ExpectNear(fmt::format("ClosestPoint(box 0, {})", far_), Point(1, 3, 1.5f),
                       Collisions::ClosestPoint(boxes_[0], far_), kVectorTolerance);
    Check().About({kFar, kBox0 + 1});
    Check().ExpectNear(fmt::format("ClosestPoint(box 1, {})", far_), Point(-0.5f, 0.5f, 0.5f),
                       Collisions::ClosestPoint(boxes_[1], far_), kVectorTolerance);

    Handles().AddAll<Point>("point", points_);
    for (std::size_t b = 0; b < boxes_.size(); ++b) {
      Handles().About(kBox0 + static_cast<int>(b));
      Handles().Add(fmt::format("box {}", b), boxes_[b]);
    }
    Handles().About(kFar);
    Handles().Add("far point", far_);
    Handles().About(kSecondFar);
    Handles().Add("second far point", second_far_);
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().About(kFar);
    Draw().DrawPoint(far_, 6.0f, palette::kBlue);
    // Each box with its closest point to far_: the box's cases are about that pair.
    for (std::size_t b = 0; b < boxes_.size(); ++b) {
      const AABB& box = boxes_[b];
      Draw().About(kBox0 + static_cast<int>(b));
      Draw().DrawWireBox(box, palette::kShape);
      const Point closest = Collisions::ClosestPoint(box, far_);
      Draw().DrawLine(closest, far_, palette::kCyan);
      Draw().DrawPoint(closest, 6.0f, palette::kClosestPoint);
    }
    for (std::size_t i = 0; i < points_.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Draw().DrawPoint(points_[i], 6.0f, palette::ForPoint(InsideAny(points_[i])));
    }
    Draw().About(kSecondFar);
    Draw().DrawPoint(second_far_, 8.0f, palette::kBlue);
    const Point closest = Collisions::ClosestPoint(boxes_[0], second_far_);
    Draw().DrawLine(closest, second_far_, palette::kCyan);
    Draw().DrawPoint(closest, 5.0f, palette::kClosestPoint);
  }

 private:
  // Items: points_[i] is i; then the two far points and the two boxes.
  static constexpr int kFar = 6;
  static constexpr int kSecondFar = 7;
  static constexpr int kBox0 = 8;  // box b is kBox0 + b

  bool InsideAny(const Point& point) const {
    return Collisions::PointInAABB(boxes_[0], point) || Collisions::PointInAABB(boxes_[1], point);
  }

  std::array<AABB, 2> boxes_ = {AABB::FromCenterExtents(Point(2, 4, 0), glm::vec3(1, 2, 3)),
                                AABB(Point(-0.5f, -0.5f, -0.5f), Point(0.5f, 0.5f, 0.5f))};
  std::array<Point, 6> points_ = {Point(0.2f, -0.2f, 0.2f), Point(1, 1, 1), Point(-0.5f, 0.5f, -0.5f),
                                  Point(2, 4, 0),           Point(2, 0, 0), Point(2, 4, 6.5f)};
  Point far_{-1, 3, 1.5f};
  Point second_far_{2, 3.4f, 1};
};

}  // namespace
LAB_REGISTER_SAMPLE(AABBPointSample, Chapter::kShapesAndPoints,
                    "PointInAABB (strict: a point on a face is outside) on 6 points, red inside and green outside; "
                    "ClosestPoint(AABB, Point) from two far points, yellow. Erratum: the book's text says a point "
                    "is outside when it is less than Min.X; it means Max.X.");
}  // namespace lab::samples
