// Raycast(Ray, Plane) and its two convenience overloads: the seed's unit test plus the boundaries.
#include <array>
#include <limits>

#include <gtest/gtest.h>

#include "collisions/collisions.hpp"

namespace lab::Collisions {
namespace {

const Plane kPlane({1, 1, 0}, 1.0f);  // x + y = sqrt(2), normal (0.707, 0.707, 0)

TEST(RaycastPlane, TutorialCases) {
  const std::array<Ray, 7> rays = {
      Ray({0, 0, 0}, {0, -1, 0}),  Ray({0.5f, 0.5f, 0}, {-1, -1, 0}), Ray({1, 1, 0}, {1, 1, 0}),
      Ray({1, 1, -3}, {0, 0, 1}),  Ray({2, 2, 3}, {0, -1, 0}),        Ray({3, 3, 3}, {-3, -3, -3}),
      Ray({1, 1, 3}, {-2, -3, 1}),
  };
  const std::array<bool, 7> expected = {false, false, false, false, true, true, true};
  const std::array<float, 7> expected_t = {-1, -1, -1, -1, 2.585786f, 3.971405f, 0.438362f};
  for (std::size_t i = 0; i < rays.size(); ++i) {
    float t = 123.0f;
    EXPECT_EQ(Raycast(rays[i], kPlane, t), expected[i]) << "ray " << i;
    EXPECT_NEAR(t, expected_t[i], 1e-4f) << "ray " << i;
  }
}

TEST(RaycastPlane, HitPointLiesOnThePlane) {
  Point hit(0.0f);
  ASSERT_TRUE(Raycast(Ray({2, 2, 3}, {0, -1, 0}), kPlane, hit));
  EXPECT_NEAR(hit.x, 2.0f, 1e-5f);
  EXPECT_NEAR(hit.y, -0.5857864f, 1e-5f);
  EXPECT_NEAR(hit.z, 3.0f, 1e-5f);
  EXPECT_NEAR(DistanceFromPlane(hit, kPlane), 0.0f, 1e-5f);
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
