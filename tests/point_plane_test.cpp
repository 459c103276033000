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

}  // namespace
}  // namespace lab::Collisions
