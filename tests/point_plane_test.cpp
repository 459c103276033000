// Chapter 8: ClassifyPoint, the moving point against a triangle, and the three inside tests.
#include <cmath>
#include <limits>
#include <random>

#include <glm/geometric.hpp>
#include <gtest/gtest.h>

#include "collisions/collisions.hpp"
#include "tests/expect_near.hpp"

namespace lab::Collisions {
namespace {

constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
// In z = 0, facing +z: the right angle at the origin, legs of 4 along +x and +y.
const Triangle kTriangle(Point(0, 0, 0), Point(4, 0, 0), Point(0, 4, 0));
const Triangle kClockwise(kTriangle.p0, kTriangle.p2, kTriangle.p1);

TEST(ClassifyPoint, TheLecturesThreePoints) {
  // The plane through (1, 2, 3) with normal (0.71, 0, -0.71).
  const Plane plane(glm::vec3(0.71f, 0, -0.71f), glm::dot(glm::normalize(glm::vec3(0.71f, 0, -0.71f)), Point(1, 2, 3)));
  EXPECT_EQ(ClassifyPoint(Point(3, 4, 5), plane), PlaneSide::kOn);
  EXPECT_EQ(ClassifyPoint(Point(5, 4, 3), plane), PlaneSide::kFront);
  EXPECT_EQ(ClassifyPoint(Point(0, 0, 0), plane), PlaneSide::kFront);
  EXPECT_EQ(ClassifyPoint(Point(0, 0, 5), plane), PlaneSide::kBack);
}

TEST(ClassifyPoint, TheToleranceIsKPointOnPlaneEpsilon) {
  const Plane floor(glm::vec3(0, 1, 0), 0.0f);
  EXPECT_EQ(ClassifyPoint(Point(3, 0.5f * kPointOnPlaneEpsilon, 1), floor), PlaneSide::kOn);
  EXPECT_EQ(ClassifyPoint(Point(3, 2.0f * kPointOnPlaneEpsilon, 1), floor), PlaneSide::kFront);
  EXPECT_EQ(ClassifyPoint(Point(3, -2.0f * kPointOnPlaneEpsilon, 1), floor), PlaneSide::kBack);
}

TEST(ClassifyPoint, DegenerateAndNaN) {
  EXPECT_EQ(ClassifyPoint(Point(1, 2, 3), Plane(Point(0, 0, 0), Point(1, 1, 1), Point(2, 2, 2))), PlaneSide::kOn);
  EXPECT_EQ(ClassifyPoint(Point(kNaN, 0, 0), Plane(glm::vec3(0, 1, 0), 0.0f)), PlaneSide::kOn);
}

TEST(MovingPointTest, CrossesTheFaceAtTheRatioOfDistances) {
  Point hit(-7.0f);
  // From 3 above to 1 below: d1 / (d1 - d2) = 3 / 4 of the way.
  ASSERT_TRUE(MovingPointTest(Point(1, 1, 3), Point(1, 2, -1), kTriangle, hit));
  ExpectNearPoint(Point(1, 1.75f, 0), hit);
  // Both ways, both windings.
  ASSERT_TRUE(MovingPointTest(Point(1, 2, -1), Point(1, 1, 3), kClockwise, hit));
  ExpectNearPoint(Point(1, 1.75f, 0), hit);
}

TEST(MovingPointTest, SameSideOrInThePlaneCrossesNothing) {
  Point hit(-7.0f);
  EXPECT_FALSE(MovingPointTest(Point(1, 1, 3), Point(1, 1, 0.5f), kTriangle, hit));
  EXPECT_FALSE(MovingPointTest(Point(1, 1, -3), Point(1, 1, -0.5f), kTriangle, hit));
  EXPECT_FALSE(MovingPointTest(Point(-1, 1, 0), Point(1, 1, 0), kTriangle, hit));  // slides in the plane
  ExpectNearPoint(Point(-7.0f), hit);                                              // unchanged on a miss
}

TEST(MovingPointTest, TouchingCounts) {
  Point hit;
  ASSERT_TRUE(MovingPointTest(Point(1, 1, 2), Point(1, 1, 0), kTriangle, hit));  // ends on the face
  ExpectNearPoint(Point(1, 1, 0), hit);
  ASSERT_TRUE(MovingPointTest(Point(2, 2, 1), Point(2, 2, -1), kTriangle, hit));  // through the hypotenuse
  ExpectNearPoint(Point(2, 2, 0), hit);
  ASSERT_TRUE(MovingPointTest(Point(4, 0, 1), Point(4, 0, -1), kTriangle, hit));  // through a vertex
  EXPECT_FALSE(MovingPointTest(Point(2.01f, 2.01f, 1), Point(2.01f, 2.01f, -1), kTriangle, hit));
}

TEST(MovingPointTest, DegenerateAndNaN) {
  Point hit;
  const Triangle segment(Point(0, 0, 0), Point(1, 0, 0), Point(2, 0, 0));
  EXPECT_FALSE(MovingPointTest(Point(1, 0, 1), Point(1, 0, -1), segment, hit));
  EXPECT_FALSE(MovingPointTest(Point(kNaN, 1, 1), Point(1, 1, -1), kTriangle, hit));
  EXPECT_FALSE(MovingPointTest(Point(1, 1, 1), Point(1, 1, kNaN), kTriangle, hit));
}

TEST(InsideTests, AgreeAwayFromTheEdges) {
  std::mt19937 random(8);
  std::uniform_real_distribution<float> coordinate(-2.0f, 6.0f);
  int inside = 0;
  for (int i = 0; i < 4000; ++i) {
    const Point p(coordinate(random), coordinate(random), 0.0f);
    // Farther than 0.2 from every edge's line, where the angle sum's tolerance cannot matter.
    const float margin = std::min({std::abs(p.x), std::abs(p.y), std::abs(p.x + p.y - 4.0f) / std::sqrt(2.0f)});
    if (margin < 0.2f) continue;
    const bool truth = p.x > 0 && p.y > 0 && p.x + p.y < 4;
    inside += truth;
    for (const Triangle& t : {kTriangle, kClockwise}) {
      EXPECT_EQ(PointInTriangleBarycentric(t, p), truth) << p.x << ", " << p.y;
      EXPECT_EQ(PointInTriangleEdgeSides(t, p), truth) << p.x << ", " << p.y;
      EXPECT_EQ(PointInTriangleAngleSum(t, p), truth) << p.x << ", " << p.y;
    }
  }
  EXPECT_GT(inside, 200);
}

TEST(InsideTests, TheAngleSumAcceptsPointsOutsideNearAnEdge) {
  // Just outside the middle of the hypotenuse (length 4 sqrt 2), the angle sum falls short of 2 pi by about
  // 8 d / L: the seed's 0.1 accepts d up to L / 80 = 0.07, far beyond rounding.
  const glm::vec3 out = glm::normalize(glm::vec3(1, 1, 0));
  const Point near = Point(2, 2, 0) + 0.05f * out;
  const Point far = Point(2, 2, 0) + 0.1f * out;
  EXPECT_TRUE(PointInTriangleAngleSum(kTriangle, near));
  EXPECT_FALSE(PointInTriangleBarycentric(kTriangle, near));
  EXPECT_FALSE(PointInTriangleEdgeSides(kTriangle, near));
  EXPECT_FALSE(PointInTriangleAngleSum(kTriangle, far));
  // A tight tolerance rejects it.
  EXPECT_FALSE(PointInTriangleAngleSum(kTriangle, near, 1e-4f));
}

TEST(InsideTests, EdgesAndVerticesCount) {
  for (const Point& p : {kTriangle.p0, kTriangle.p1, kTriangle.p2, Point(2, 0, 0), Point(2, 2, 0), Point(0, 3, 0)}) {
    EXPECT_TRUE(PointInTriangleBarycentric(kTriangle, p));
    EXPECT_TRUE(PointInTriangleEdgeSides(kTriangle, p));
    EXPECT_TRUE(PointInTriangleAngleSum(kTriangle, p, 1e-3f));
  }
  // On an edge's line but beyond the triangle.
  EXPECT_FALSE(PointInTriangleBarycentric(kTriangle, Point(5, 0, 0)));
  EXPECT_FALSE(PointInTriangleEdgeSides(kTriangle, Point(5, 0, 0)));
  EXPECT_FALSE(PointInTriangleAngleSum(kTriangle, Point(5, 0, 0)));
}

TEST(InsideTests, DegenerateAndNaN) {
  const Triangle segment(Point(0, 0, 0), Point(1, 0, 0), Point(2, 0, 0));
  for (const Point& p : {Point(1, 0, 0), Point(0.5f, 0, 0)}) {
    EXPECT_FALSE(PointInTriangleBarycentric(segment, p));
    EXPECT_FALSE(PointInTriangleEdgeSides(segment, p));
    EXPECT_FALSE(PointInTriangleAngleSum(segment, p));
  }
  EXPECT_FALSE(PointInTriangleBarycentric(kTriangle, Point(kNaN, 1, 0)));
  EXPECT_FALSE(PointInTriangleEdgeSides(kTriangle, Point(kNaN, 1, 0)));
  EXPECT_FALSE(PointInTriangleAngleSum(kTriangle, Point(kNaN, 1, 0)));
}

// The documented range, 1e-15 to 1e15: the inside tests' products grow with the fourth power of the
// coordinates, which float overflows from about 1e9 (the barycentric denominator became infinite and made a
// point far outside "inside"; the edge sides' products made every point inside) and underflows below 1e-10.
TEST(InsideTests, SameAnswerAtEveryScale) {
  for (const float scale : {1e-14f, 1e-9f, 1.5e9f, 1e10f, 1e14f}) {
    const Triangle big(kTriangle.p0 * scale, kTriangle.p1 * scale, kTriangle.p2 * scale);
    const Triangle big_clockwise(big.p0, big.p2, big.p1);
    for (const Triangle& t : {big, big_clockwise}) {
      const Point inside = Point(1, 1, 0) * scale;
      EXPECT_TRUE(PointInTriangleBarycentric(t, inside)) << scale;
      EXPECT_TRUE(PointInTriangleEdgeSides(t, inside)) << scale;
      EXPECT_TRUE(PointInTriangleAngleSum(t, inside)) << scale;
      for (const Point& outside : {Point(-1, -1, 0) * scale, Point(3, 3, 0) * scale}) {
        EXPECT_FALSE(PointInTriangleBarycentric(t, outside)) << scale;
        EXPECT_FALSE(PointInTriangleEdgeSides(t, outside)) << scale;
        EXPECT_FALSE(PointInTriangleAngleSum(t, outside)) << scale;
      }
      // MovingPointTest's ends are classified with the absolute kPointOnPlaneEpsilon (not scale-invariant by
      // design), so only large scales, where the move crosses that band.
      if (scale < 1.0f) continue;
      Point hit(-7.0f);
      EXPECT_TRUE(MovingPointTest(Point(1, 1, 1) * scale, Point(1, 1, -1) * scale, t, hit)) << scale;
      EXPECT_FALSE(MovingPointTest(Point(-1, -1, 1) * scale, Point(-1, -1, -1) * scale, t, hit)) << scale;
    }
  }
}

// Outside the range: an infinite corner gives no area to be inside of (its arithmetic makes NaN), so all three
// are false, whatever the winding; a corner at float's limit, 3.4e38, is still computed (in double) the same
// for both windings. Property.MovingPointAndInsideTests, LAB_PROPERTY_SEED=7 and 20.
TEST(InsideTests, InfiniteCornersContainNothingAndTheWindingNeverDecides) {
  const float inf = std::numeric_limits<float>::infinity(), max = std::numeric_limits<float>::max();
  const Point p(-2.83712196f, 2.32651997f, -2.7496686f);
  const Triangle infinite(Point(0.699877024f, -1.76469254f, 1.24247837f), Point(-0.349105358f, inf, 0.169133186f),
                          Point(-0.605106831f, -1.33421838f, -0.336155176f));
  for (const Triangle& t : {infinite, Triangle(infinite.p0, infinite.p2, infinite.p1)}) {
    EXPECT_FALSE(PointInTriangleBarycentric(t, p));
    EXPECT_FALSE(PointInTriangleEdgeSides(t, p));
    EXPECT_FALSE(PointInTriangleAngleSum(t, p));
  }
  const Point q(-1.14609075f, 0.625454426f, -1.80551815f);
  const Triangle huge(Point(0.867737293f, 0.658273458f, max), Point(-1.51742864f, 1.67203712f, 2.87547779f),
                      Point(0.411717415f, -1.55107331f, 1.30551577f));
  const Triangle huge_clockwise(huge.p0, huge.p2, huge.p1);
  EXPECT_EQ(PointInTriangleBarycentric(huge, q), PointInTriangleBarycentric(huge_clockwise, q));
  EXPECT_EQ(PointInTriangleEdgeSides(huge, q), PointInTriangleEdgeSides(huge_clockwise, q));
}

}  // namespace
}  // namespace lab::Collisions
