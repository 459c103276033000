// Raycast(Ray, Plane) and its two convenience overloads: the seed's unit test plus the boundaries.
#include <array>
#include <limits>

#include <gtest/gtest.h>

#include "collisions/collisions.hpp"
#include "samples/cases/raycasts.hpp"

namespace lab::Collisions {
namespace {

const Plane kPlane = cases::RaycastPlane().shape;  // x + y = sqrt(2), normal (0.707, 0.707, 0)

TEST(RaycastPlane, TutorialCases) {
  const auto book = cases::RaycastPlane();  // shared with the RaycastPlane sample
  for (std::size_t i = 0; i < book.rays.size(); ++i) {
    const cases::RayHit& expected = book.expected[i];
    float t = 123.0f;
    EXPECT_EQ(Raycast(book.rays[i], book.shape, t), expected.hit) << "ray " << i;
    EXPECT_NEAR(t, expected.t.value_or(-1.0f), 1e-4f) << "ray " << i;  // the book gives t on a hit; a miss sets -1
  }
}

TEST(RaycastPlane, HitPointLiesOnThePlane) {
  const auto book = cases::RaycastPlane();
  for (std::size_t i = 0; i < book.rays.size(); ++i) {
    if (!book.expected[i].point) continue;  // given for the hits
    Point hit(0.0f);
    ASSERT_TRUE(Raycast(book.rays[i], book.shape, hit)) << "ray " << i;
    EXPECT_NEAR(hit.x, book.expected[i].point->x, 1e-5f) << "ray " << i;
    EXPECT_NEAR(hit.y, book.expected[i].point->y, 1e-5f) << "ray " << i;
    EXPECT_NEAR(hit.z, book.expected[i].point->z, 1e-5f) << "ray " << i;
    EXPECT_NEAR(DistanceFromPlane(hit, book.shape), 0.0f, 1e-5f) << "ray " << i;
  }
}

TEST(RaycastPlane, MissReturnsMinusOneAndLeavesPointUnchanged) {
  const Ray away({0, 0, 0}, {0, -1, 0});  // behind the plane, pointing away
  EXPECT_EQ(Raycast(away, kPlane), -1.0f);
  Point hit(7, 8, 9);
  EXPECT_FALSE(Raycast(away, kPlane, hit));
  EXPECT_EQ(hit, Point(7, 8, 9));
  float t = 5.0f;
  EXPECT_FALSE(Raycast(away, kPlane, t));
  EXPECT_EQ(t, -1.0f);
}

TEST(RaycastPlane, FloatOverloadReturnsDistance) {
  EXPECT_NEAR(Raycast(Ray({0, 0, 5}, {0, 0, -1}), Plane({0, 0, 1}, 0.0f)), 5.0f, 1e-6f);
}

TEST(RaycastPlane, ParallelRayMissesEvenInThePlane) {
  const Plane ground({0, 1, 0}, 0.0f);
  float t = 0.0f;
  EXPECT_FALSE(Raycast(Ray({0, 1, 0}, {1, 0, 0}), ground, t));
  EXPECT_FALSE(Raycast(Ray({0, 0, 0}, {1, 0, 0}), ground, t));
  EXPECT_EQ(t, -1.0f);
}

TEST(RaycastPlane, OneSidedRaysFromBehindMiss) {
  const Plane ground({0, 1, 0}, 0.0f);
  float t = 0.0f;
  // From below, travelling up (with the normal): the back face does not count.
  EXPECT_FALSE(Raycast(Ray({0, -1, 0}, {0, 1, 0}), ground, t));
  // From above, travelling down (against the normal): a hit at distance 1.
  EXPECT_TRUE(Raycast(Ray({0, 1, 0}, {0, -1, 0}), ground, t));
  EXPECT_FLOAT_EQ(t, 1.0f);
}

TEST(RaycastPlane, PlaneBehindTheOriginMisses) {
  const Plane ground({0, 1, 0}, 0.0f);
  // Below the plane, pointing down: the plane is behind the origin (t would be negative).
  float t = 0.0f;
  EXPECT_FALSE(Raycast(Ray({0, -1, 0}, {0, -1, 0}), ground, t));
  EXPECT_EQ(t, -1.0f);
}

TEST(RaycastPlane, OriginOnThePlaneHitsAtZero) {
  const Plane ground({0, 1, 0}, 0.0f);
  float t = -5.0f;
  EXPECT_TRUE(Raycast(Ray({3, 0, 4}, {0, -1, 1}), ground, t));
  EXPECT_EQ(t, 0.0f);
  EXPECT_FALSE(std::signbit(t));  // +0, not -0
}

TEST(RaycastPlane, DegenerateInputsMissWithoutNaN) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  float t = 0.0f;
  EXPECT_FALSE(Raycast(Ray({0, 1, 0}, {0, 0, 0}), Plane({0, 1, 0}, 0.0f), t));  // zero direction
  EXPECT_EQ(t, -1.0f);
  EXPECT_FALSE(Raycast(Ray({0, 1, 0}, {0, -1, 0}), Plane(Point(0.0f), Point(1, 1, 1), Point(2, 2, 2)), t));
  EXPECT_FALSE(Raycast(Ray({nan, 1, 0}, {0, -1, 0}), Plane({0, 1, 0}, 0.0f), t));
  EXPECT_FALSE(Raycast(Ray({0, 1, 0}, {0, -1, 0}), Plane({0, 1, 0}, nan), t));
  EXPECT_EQ(t, -1.0f);
}

TEST(RaycastPlane, GrazingRayFarAwayStaysFinite) {
  const Plane ground({0, 1, 0}, 0.0f);
  float t = 0.0f;
  ASSERT_TRUE(Raycast(Ray({0, 1, 0}, {1, -1e-6f, 0}), ground, t));
  EXPECT_TRUE(std::isfinite(t));
  EXPECT_GT(t, 1e5f);
}

}  // namespace
}  // namespace lab::Collisions
