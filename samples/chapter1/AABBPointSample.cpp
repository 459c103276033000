// Chapter 1, "Point in AABB" and "Closest point on AABB".
#include "samples/cases/point_tests.hpp"
#include "samples/sample.hpp"
#include "samples/sample_checks.hpp"

namespace lab::samples {
namespace {

class AABBPointSample final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 14.0f});  // the tutorial's orbit, closer so the scene fills the view
    // The tutorial's one assertion: a point inside box 0 is its own closest point.
    Check().About({kSecondFar, kBox0});
    Check().ExpectNear(fmt::format("ClosestPoint(box 0, {})", case_.second_far_point), case_.second_far_closest,
                       Collisions::ClosestPoint(case_.boxes[0], case_.second_far_point), kVectorTolerance);
    // What the sample draws: which points are strictly inside either box (a point on a face is not).
    for (std::size_t i = 0; i < case_.points.size(); ++i) {
      Check().About(static_cast<int>(i));
      Check().Expect(fmt::format("{} strictly inside box 0 or box 1", case_.points[i]), case_.inside_either[i],
                     InsideAny(case_.points[i]));
    }
    // And the closest points it draws for (-1, 3, 1.5).
    Check().About({kFar, kBox0});
    Check().ExpectNear(fmt::format("ClosestPoint(box 0, {})", case_.far_point), case_.far_closest[0],
                       Collisions::ClosestPoint(case_.boxes[0], case_.far_point), kVectorTolerance);
    Check().About({kFar, kBox0 + 1});
    Check().ExpectNear(fmt::format("ClosestPoint(box 1, {})", case_.far_point), case_.far_closest[1],
                       Collisions::ClosestPoint(case_.boxes[1], case_.far_point), kVectorTolerance);

    Handles().AddAll<Point>("point", case_.points);
    for (std::size_t b = 0; b < case_.boxes.size(); ++b) {
      Handles().About(kBox0 + static_cast<int>(b));
      Handles().Add(fmt::format("box {}", b), case_.boxes[b]);
    }
    Handles().About(kFar);
    Handles().Add("far point", case_.far_point);
    Handles().About(kSecondFar);
    Handles().Add("second far point", case_.second_far_point);
    // The contracts' clauses (samples/contracts/), each on the box from (-1, 0, 1) to (3, 2, 5).
    Check().About({});
    const AABB box(Point(-1, 0, 1), Point(3, 2, 5));
    const auto in = [&](const Point& p) { return Collisions::PointInAABB(box, p); };
    ExpectClause(Check(), "a point inside is inside", "PointInAABB((-1, 0, 1)-(3, 2, 5), (0, 1, 2))", true,
                 in(Point(0, 1, 2)));
    ExpectClause(Check(), "a point on a face is outside (strict)", "PointInAABB((-1, 0, 1)-(3, 2, 5), (3, 1, 2))",
                 false, in(Point(3, 1, 2)));
    ExpectClause(Check(), "a point on a face is outside (strict)", "PointInAABB((-1, 0, 1)-(3, 2, 5), (0, 0, 2))",
                 false, in(Point(0, 0, 2)));
    ExpectClause(Check(), "a point on an edge or a corner is outside", "PointInAABB((-1, 0, 1)-(3, 2, 5), (-1, 2, 5))",
                 false, in(Point(-1, 2, 5)));
    ExpectClause(Check(), "outside on any one axis is outside", "PointInAABB((-1, 0, 1)-(3, 2, 5), (0, 1, 6))", false,
                 in(Point(0, 1, 6)));
    ExpectClause(Check(), "outside on any one axis is outside", "PointInAABB((-1, 0, 1)-(3, 2, 5), (0, 2.5, 2))", false,
                 in(Point(0, 2.5f, 2)));
    ExpectClause(Check(), "NaN is outside", "PointInAABB((-1, 0, 1)-(3, 2, 5), (0, NaN, 2))", false,
                 in(Point(0, std::numeric_limits<float>::quiet_NaN(), 2)));
    const auto closest = [&](const Point& p) { return Collisions::ClosestPoint(box, p); };
    ExpectClause(Check(), "a point inside is its own closest point", "ClosestPoint((-1, 0, 1)-(3, 2, 5), (0, 1, 2))",
                 Point(0, 1, 2), closest(Point(0, 1, 2)));
    ExpectClause(Check(), "a point outside is clamped on every axis", "ClosestPoint((-1, 0, 1)-(3, 2, 5), (5, -3, 9))",
                 Point(3, 0, 5), closest(Point(5, -3, 9)));
    ExpectClause(Check(), "a point beside a face moves only across that face",
                 "ClosestPoint((-1, 0, 1)-(3, 2, 5), (0, 1, 8))", Point(0, 1, 5), closest(Point(0, 1, 8)));
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"PointInAABB(AABB, Point)", "ClosestPoint(AABB, Point)"});
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().About(kFar);
    Draw().DrawPoint(case_.far_point, 6.0f, palette::kBlue);
    // Each box with its closest point to the far point: the box's cases are about that pair.
    for (std::size_t b = 0; b < case_.boxes.size(); ++b) {
      const AABB& box = case_.boxes[b];
      Draw().About(kBox0 + static_cast<int>(b));
      Draw().DrawBox(box, palette::kShape);
      const Point closest = Collisions::ClosestPoint(box, case_.far_point);
      Draw().DrawLine(closest, case_.far_point, palette::kCyan);
      Draw().DrawPoint(closest, 6.0f, palette::kClosestPoint);
    }
    for (std::size_t i = 0; i < case_.points.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Draw().DrawPoint(case_.points[i], 6.0f, palette::ForPoint(InsideAny(case_.points[i])));
    }
    Draw().About(kSecondFar);
    Draw().DrawPoint(case_.second_far_point, 8.0f, palette::kBlue);
    const Point closest = Collisions::ClosestPoint(case_.boxes[0], case_.second_far_point);
    Draw().DrawLine(closest, case_.second_far_point, palette::kCyan);
    Draw().DrawPoint(closest, 5.0f, palette::kClosestPoint);
  }

 private:
  // Items: case_.points[i] is i; then the two far points and the two boxes.
  static constexpr int kFar = 6;
  static constexpr int kSecondFar = 7;
  static constexpr int kBox0 = 8;  // box b is kBox0 + b

  bool InsideAny(const Point& point) const {
    return Collisions::PointInAABB(case_.boxes[0], point) || Collisions::PointInAABB(case_.boxes[1], point);
  }

  cases::BoxPoints case_ = cases::PointInAABB();  // movable copies of the shared table
};

}  // namespace
LAB_REGISTER_SAMPLE(AABBPointSample, Chapter::kShapesAndPoints,
                    "PointInAABB (strict: a point on a face is outside) on 6 points, red inside and green outside; "
                    "ClosestPoint(AABB, Point) from two far points, yellow. Erratum: the book's text says a point "
                    "is outside when it is less than Min.X; it means Max.X.");
}  // namespace lab::samples
