// Chapter 1, "Point in AABB" and "Closest point on AABB".
#include "samples/sample.hpp"

namespace lab::samples {
namespace {

class AABBPointSample final : public Application {
 public:
  void Initialize(int, int) override {
    Camera().SetHome({.distance = 14.0f});  // the tutorial's orbit, closer so the scene fills the view
    // The tutorial's one assertion: a point inside box 0 is its own closest point.
    Check().ExpectNear(fmt::format("ClosestPoint(box 0, {})", second_far_), Point(2, 3.4f, 1),
                       Collisions::ClosestPoint(boxes_[0], second_far_), kVectorTolerance);
    // What the sample draws: which points are strictly inside either box (a point on a face is not).
    constexpr std::array<bool, 6> kInsideEither = {true, false, false, true, false, false};
    for (std::size_t i = 0; i < points_.size(); ++i) {
      Check().Expect(fmt::format("{} strictly inside box 0 or box 1", points_[i]), kInsideEither[i],
                     InsideAny(points_[i]));
    }
    // And the closest points it draws for (-1, 3, 1.5).
    Check().ExpectNear(fmt::format("ClosestPoint(box 0, {})", far_), Point(1, 3, 1.5f),
                       Collisions::ClosestPoint(boxes_[0], far_), kVectorTolerance);
    Check().ExpectNear(fmt::format("ClosestPoint(box 1, {})", far_), Point(-0.5f, 0.5f, 0.5f),
                       Collisions::ClosestPoint(boxes_[1], far_), kVectorTolerance);
  }

  void Render() override {
    Draw().Axes();
    for (const AABB& box : boxes_) {
      Draw().WireBox(box, palette::kShape);
      const Point closest = Collisions::ClosestPoint(box, far_);
      Draw().Line(closest, far_, palette::kCyan);
      Draw().DrawPoint(closest, 6.0f, palette::kClosestPoint);
    }
    for (const Point& point : points_)
      Draw().DrawPoint(point, 6.0f, InsideAny(point) ? palette::kInside : palette::kOutside);
    const Point closest = Collisions::ClosestPoint(boxes_[0], second_far_);
    Draw().Line(closest, second_far_, palette::kCyan);
    Draw().DrawPoint(far_, 6.0f, palette::kBlue);
    Draw().DrawPoint(second_far_, 8.0f, palette::kBlue);
    Draw().DrawPoint(closest, 5.0f, palette::kClosestPoint);
  }

 private:
  bool InsideAny(const Point& point) const {
    return Collisions::PointInAABB(boxes_[0], point) || Collisions::PointInAABB(boxes_[1], point);
  }

  const std::array<AABB, 2> boxes_ = {AABB::FromCenterExtents(Point(2, 4, 0), glm::vec3(1, 2, 3)),
                                      AABB(Point(-0.5f, -0.5f, -0.5f), Point(0.5f, 0.5f, 0.5f))};
  const std::array<Point, 6> points_ = {Point(0.2f, -0.2f, 0.2f), Point(1, 1, 1), Point(-0.5f, 0.5f, -0.5f),
                                        Point(2, 4, 0),           Point(2, 0, 0), Point(2, 4, 6.5f)};
  const Point far_{-1, 3, 1.5f};
  const Point second_far_{2, 3.4f, 1};
};

}  // namespace
LAB_REGISTER_SAMPLE(AABBPointSample, Chapter::kShapesAndPoints,
                    "PointInAABB (strict: a point on a face is outside) on 6 points, red inside and green outside; "
                    "ClosestPoint(AABB, Point) from two far points, yellow. Erratum: the book's text says a point "
                    "is outside when it is less than Min.X; it means Max.X.");
}  // namespace lab::samples
