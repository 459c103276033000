// Chapter 1 functions: the tutorial's cases plus boundaries, degenerate input and NaN.
#include <cmath>
#include <limits>

#include <glm/geometric.hpp>
#include <gtest/gtest.h>

#include "collisions/collisions.hpp"
#include "tests/expect_near.hpp"

namespace lab::Collisions {
namespace {

constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();

bool HasNaN(const Point& p) { return std::isnan(p.x) || std::isnan(p.y) || std::isnan(p.z); }

TEST(PointInSphere, StrictInside) {
  const Sphere sphere(Point(1, 1, 0), 2.0f);
  EXPECT_TRUE(PointInSphere(sphere, Point(1, 0, 0)));
  EXPECT_TRUE(PointInSphere(sphere, Point(1, 1, 0)));   // the centre
  EXPECT_FALSE(PointInSphere(sphere, Point(3, 1, 0)));  // on the surface: outside
  EXPECT_FALSE(PointInSphere(sphere, Point(2, 2, 2)));
  EXPECT_FALSE(PointInSphere(Sphere(Point(0.0f), 0.0f), Point(0.0f)));  // zero radius contains nothing
  EXPECT_FALSE(PointInSphere(sphere, Point(kNaN, 1, 0)));
}

TEST(ClosestPointSphere, TutorialCaseAndCentre) {
  ExpectNearPoint(Point(0.719944f, 0.719944f, 1.960392f), ClosestPoint(Sphere(Point(1, 1, 0), 2), Point(0, 0, 7)));
  // A point inside maps outward to the surface too.
  ExpectNearPoint(Point(3, 0, 0), ClosestPoint(Sphere(Point(0.0f), 3), Point(1, 0, 0)));
  // The centre maps to the top, never NaN.
  ExpectNearPoint(Point(1, 3, 0), ClosestPoint(Sphere(Point(1, 1, 0), 2), Point(1, 1, 0)));
  ExpectNearPoint(Point(5, 5, 5), ClosestPoint(Sphere(Point(5.0f), 0.0f), Point(9, 9, 9)));
}

TEST(PointInAABB, StrictInside) {
  const AABB box(Point(-0.5f), Point(0.5f));
  EXPECT_TRUE(PointInAABB(box, Point(0.2f, -0.2f, 0.2f)));
  EXPECT_FALSE(PointInAABB(box, Point(-0.5f, 0.5f, -0.5f)));  // corner: outside
  EXPECT_FALSE(PointInAABB(box, Point(0.5f, 0, 0)));          // face: outside
  EXPECT_FALSE(PointInAABB(box, Point(1, 1, 1)));
  EXPECT_FALSE(PointInAABB(box, Point(0, kNaN, 0)));
  EXPECT_FALSE(PointInAABB(AABB(Point(0.0f), Point(0.0f)), Point(0.0f)));  // a point-sized box
}

TEST(ClosestPointAABB, ClampsAndKeepsInsidePoints) {
  const AABB box = AABB::FromCenterExtents(Point(2, 4, 0), glm::vec3(1, 2, 3));
  ExpectNearPoint(Point(2, 3.4f, 1), ClosestPoint(box, Point(2, 3.4f, 1)));
  ExpectNearPoint(Point(1, 3, 1.5f), ClosestPoint(box, Point(-1, 3, 1.5f)));
  ExpectNearPoint(Point(3, 6, 3), ClosestPoint(box, Point(10, 10, 10)));  // a corner
}

TEST(PointOnPlane, TutorialCases) {
  Plane plane(Point(5, 6, 7), Point(6, 5, 4), Point(1, 2, 3));
  plane.distance = 4.0f;
  EXPECT_TRUE(PointOnPlane(Point(-1.632993f, 3.265986f, -1.632993f), plane));  // 7e-7 off
  EXPECT_TRUE(PointOnPlane(Point(-1.020621f, 3.265986f, -2.245366f), plane));
  EXPECT_FALSE(PointOnPlane(Point(2, 6, 1), plane));  // 0.33 behind
  EXPECT_NEAR(DistanceFromPlane(Point(2, 6, 1), plane), -0.325765f, 1e-5f);
  EXPECT_NEAR(DistanceFromPlane(Point(7, 7, -7), plane), 1.71548f, 1e-4f);
}

TEST(PointOnPlane, EpsilonBoundaryAndDegenerate) {
  const Plane ground({0, 1, 0}, 0.0f);
  EXPECT_TRUE(PointOnPlane(Point(5, kPointOnPlaneEpsilon * 0.5f, 5), ground));
  EXPECT_FALSE(PointOnPlane(Point(5, kPointOnPlaneEpsilon * 2.0f, 5), ground));
  EXPECT_FALSE(PointOnPlane(Point(0.0f), Plane(Point(0.0f), Point(1.0f), Point(2.0f))));  // degenerate plane
  EXPECT_FALSE(PointOnPlane(Point(kNaN), ground));
}

TEST(DistanceFromPlane, SignedAndNoTolerance) {
  const Plane plane({0, 0, 2}, 3.0f);  // z = 3
  EXPECT_FLOAT_EQ(DistanceFromPlane(Point(0, 0, 5), plane), 2.0f);
  EXPECT_FLOAT_EQ(DistanceFromPlane(Point(0, 0, 1), plane), -2.0f);
  EXPECT_FLOAT_EQ(DistanceFromPlane(Point(9, 9, 3), plane), 0.0f);
}

TEST(ClosestPointPlane, ProjectsAlongTheNormal) {
  const Plane plane(Point(5, 6, 7), Point(6, 5, 4), Point(1, 2, 3));
  const Point closest = ClosestPoint(plane, Point(2, 5, -3));
  ExpectNearPoint(Point(3.833333f, 1.333333f, -1.166667f), closest, 1e-4f);
  EXPECT_TRUE(PointOnPlane(closest, plane));
  // A point on the plane is its own closest point; a degenerate plane returns the point.
  ExpectNearPoint(Point(0, 0, 3), ClosestPoint(Plane({0, 0, 1}, 3.0f), Point(0, 0, 3)));
  ExpectNearPoint(Point(1, 2, 3), ClosestPoint(Plane(Point(0.0f), Point(1.0f), Point(2.0f)), Point(1, 2, 3)));
}

TEST(ThreePlanes, MeetAtOnePoint) {
  Point result(9.0f);
  ASSERT_TRUE(Intersection(Plane({1, 0, 0}, 0), Plane({0, 1, 0}, 0), Plane({0, 0, 1}, 0), result));
  ExpectNearPoint(Point(0.0f), result);
  ASSERT_TRUE(Intersection(Plane({1, 0, 0}, 1), Plane({0, 1, 0}, 2), Plane({0, 0, 1}, 3), result));
  ExpectNearPoint(Point(1, 2, 3), result);
  // Oblique planes: the point lies on each.
  const Plane d({1, 2, 3}, 4), e({-2, 1, 0}, 1), f({0, 1, -1}, -2);
  ASSERT_TRUE(Intersection(d, e, f, result));
  EXPECT_NEAR(DistanceFromPlane(result, d), 0.0f, 1e-5f);
  EXPECT_NEAR(DistanceFromPlane(result, e), 0.0f, 1e-5f);
  EXPECT_NEAR(DistanceFromPlane(result, f), 0.0f, 1e-5f);
}

TEST(ThreePlanes, ParallelOrRepeatedPlanesHaveNoSinglePoint) {
  Point result(7.0f);
  EXPECT_FALSE(Intersection(Plane({1, 0, 0}, 0), Plane({1, 0, 0}, 2), Plane({0, 0, 1}, 0), result));
  EXPECT_FALSE(Intersection(Plane({1, 0, 0}, 0), Plane({1, 0, 0}, 0), Plane({0, 0, 1}, 0), result));
  EXPECT_FALSE(Intersection(Plane({1, 0, 0}, 0), Plane({0, 1, 0}, 0), Plane({1, 1, 0}, 0), result));  // share z
  // Normals (1,1,0), (0,1,1), (1,0,-1) are coplanar: the first minus the second is the third.
  EXPECT_FALSE(Intersection(Plane({1, 1, 0}, 2), Plane({0, 1, 1}, -1), Plane({1, 0, -1}, 0.5f), result));
  EXPECT_FALSE(Intersection(Plane({1, 0, 0}, kNaN), Plane({kNaN, 1, 0}, 0), Plane({0, 0, 1}, 0), result));
  EXPECT_EQ(result, Point(7.0f));  // untouched
}

TEST(PointOnLine, TutorialCasesIn3D) {
  const Line line(Point(-3, -2, -1), Point(3, 2, 1));
  EXPECT_TRUE(PointOnLine(Point(0, 0, 0), line));
  EXPECT_TRUE(PointOnLine(Point(-3, -2, -1), line));
  EXPECT_TRUE(PointOnLine(Point(3, 2, 1), line));
  EXPECT_FALSE(PointOnLine(Point(7, -2, -1), line));
  EXPECT_FALSE(PointOnLine(Point(6, 4, 2), line));     // on the infinite line, past the end
  EXPECT_FALSE(PointOnLine(Point(0, 0, 0.5f), line));  // the book's 2-D test would accept this: z ignored
}

TEST(PointOnLine, VerticalAndZeroLengthSegments) {
  // The book's slope test divides by zero here.
  const Line vertical(Point(1, -5, 0), Point(1, 5, 0));
  EXPECT_TRUE(PointOnLine(Point(1, 2, 0), vertical));
  EXPECT_FALSE(PointOnLine(Point(1.1f, 2, 0), vertical));
  const Line dot(Point(2, 2, 2), Point(2, 2, 2));
  EXPECT_TRUE(PointOnLine(Point(2, 2, 2), dot));
  EXPECT_FALSE(PointOnLine(Point(2, 2, 2.5f), dot));
  EXPECT_FALSE(PointOnLine(Point(kNaN), vertical));
}

TEST(ClosestPointLine, ClampsToTheEnds) {
  const Line line(Point(-3, -2, -1), Point(1, 2, 3));
  float t = -1.0f;
  ExpectNearPoint(Point(0.3333333f, 1.333333f, 2.333333f), ClosestPoint(line, Point(7, -2, -1), t), 1e-5f);
  EXPECT_NEAR(t, 0.833333f, 1e-5f);
  ExpectNearPoint(Point(-3, -2, -1), ClosestPoint(line, Point(-4, -7, -8), t));
  EXPECT_EQ(t, 0.0f);
  ExpectNearPoint(Point(1, 2, 3), ClosestPoint(line, Point(7, 8, 5), t));
  EXPECT_EQ(t, 1.0f);
  ExpectNearPoint(Point(1, 2, 3), ClosestPoint(line, Point(5, 5, 3)));
}

TEST(ClosestPointLine, ZeroLengthSegmentReturnsStart) {
  float t = 0.5f;
  const Point closest = ClosestPoint(Line(Point(1, 1, 1), Point(1, 1, 1)), Point(4, 5, 6), t);
  EXPECT_EQ(closest, Point(1, 1, 1));
  EXPECT_EQ(t, 0.0f);
  EXPECT_FALSE(HasNaN(closest));
}

TEST(PointOnRay, TutorialCasesAndBehind) {
  const Ray ray(Point(-3, -2, -1), glm::vec3(3, 2, 1));
  EXPECT_TRUE(PointOnRay(Point(-3, -2, -1), ray));  // the origin
  EXPECT_TRUE(PointOnRay(Point(12, 8, 4), ray));
  EXPECT_TRUE(PointOnRay(Point(0, 0, 0), ray));
  EXPECT_FALSE(PointOnRay(Point(-18, -12, -6), ray));  // on the line, behind the origin
  EXPECT_FALSE(PointOnRay(Point(-4.5f, -3, -1.5f), ray));
  EXPECT_FALSE(PointOnRay(Point(0, 0, 0.01f), ray));
}

TEST(PointOnRay, ZeroDirectionContainsOnlyItsOrigin) {
  const Ray ray(Point(1, 2, 3), glm::vec3(0.0f));
  EXPECT_TRUE(PointOnRay(Point(1, 2, 3), ray));
  EXPECT_FALSE(PointOnRay(Point(1, 2, 4), ray));
  EXPECT_FALSE(PointOnRay(Point(kNaN), ray));
}

TEST(ClosestPointRay, BehindMapsToOrigin) {
  const Ray ray(Point(-10, -8, 1), glm::vec3(1, 2, 3));
  ExpectNearPoint(Point(-10, -8, 1), ClosestPoint(ray, Point(-8, -5, -8)));
  ExpectNearPoint(Point(-8.357142f, -4.714285f, 5.928572f), ClosestPoint(ray, Point(-6, -9, 8)), 1e-4f);
  ExpectNearPoint(Point(-6.642857f, -1.285713f, 11.07143f), ClosestPoint(ray, Point(8, 5, 2)), 1e-4f);
  ExpectNearPoint(Point(1, 2, 3), ClosestPoint(Ray(Point(1, 2, 3), glm::vec3(0.0f)), Point(9, 9, 9)));
}

}  // namespace
}  // namespace lab::Collisions
