// Chapter 3 functions (sphere and box raycasts, line tests): the tutorial's cases plus tangents, origins on
// the surface and inside, shapes behind, zero direction components, degenerate input and NaN.
#include "samples/cases/raycasts.hpp"

#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "collisions/collisions.hpp"
#include "tests/expect_near.hpp"

namespace lab::Collisions {
namespace {

constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
constexpr float kInf = std::numeric_limits<float>::infinity();

// Raycast answers are compared to the tutorial's printed figures, which carry about 5 significant digits.
constexpr float kPrintedFigureTolerance = 1e-4f;

// ---- Raycast(Ray, Sphere)

TEST(RaycastSphere, TutorialCases) {
  const auto cases = cases::RaycastSphere();  // shared with the RaycastSphere sample
  for (const cases::RaySphereCase& c : cases) {
    float t = 99.0f;
    EXPECT_EQ(Raycast(c.ray, c.sphere, t), c.hit) << fmt::format("{} vs {}", c.ray, c.sphere);
    EXPECT_NEAR(t, c.t, 1e-4f) << fmt::format("{} vs {}", c.ray, c.sphere);
  }
  Point hit(0.0f);
  ASSERT_TRUE(Raycast(cases[0].ray, cases[0].sphere, hit));
  ExpectNearPoint(Point(0.2679491f, 1, 0), hit, kPrintedFigureTolerance);
}

TEST(RaycastSphere, OriginOnSurfacePointingAwayHitsAtZero) {
  float t = -5.0f;
  EXPECT_TRUE(Raycast(Ray(Point(-2, 0, 0), glm::vec3(-1, 0, 0)), Sphere(Point(0.0f), 2), t));
  EXPECT_EQ(t, 0.0f);
}

TEST(RaycastSphere, OriginAtCentreExitsAtRadius) {
  EXPECT_NEAR(Raycast(Ray(Point(1, 2, 3), glm::vec3(0, 0, -1)), Sphere(Point(1, 2, 3), 4)), 4.0f, 1e-6f);
}

TEST(RaycastSphere, DegenerateInputsMiss) {
  float t = 0.0f;
  EXPECT_FALSE(Raycast(Ray(Point(0.0f), glm::vec3(0.0f)), Sphere(Point(0.0f), 2), t));  // zero direction, inside
  EXPECT_EQ(t, -1.0f);
  EXPECT_FALSE(Raycast(Ray(Point(kNaN), glm::vec3(1, 0, 0)), Sphere(), t));
  EXPECT_FALSE(Raycast(Ray(Point(-5, 0, 0), glm::vec3(1, 0, 0)), Sphere(Point(kNaN), 1), t));
  EXPECT_FALSE(Raycast(Ray(Point(-5, 0, 0), glm::vec3(1, 0, 0)), Sphere(Point(0.0f), kNaN), t));
  EXPECT_EQ(t, -1.0f);
  // A zero-radius sphere is a point: a ray through it touches it.
  EXPECT_TRUE(Raycast(Ray(Point(-5, 0, 0), glm::vec3(1, 0, 0)), Sphere(Point(0.0f), 0), t));
  EXPECT_NEAR(t, 5.0f, 1e-6f);
}

// ---- Raycast(Ray, AABB)

TEST(RaycastAABB, TutorialCases) {
  const AABB box(Point(0.5f), Point(2.0f));
  float t = 0.0f;
  EXPECT_TRUE(Raycast(Ray(Point(-2.0f), glm::vec3(2.0f)), box, t));
  EXPECT_NEAR(t, 4.330127f, 1e-4f);
  EXPECT_FALSE(Raycast(Ray(Point(0.0f), glm::vec3(0, 1, 0)), box, t));
  EXPECT_FALSE(Raycast(Ray(Point(0.0f), glm::vec3(-1, 0, 0)), box, t));
  EXPECT_TRUE(Raycast(Ray(Point(1.0f), glm::vec3(1, 1, 0)), box, t));  // inside: the exit
  EXPECT_NEAR(t, 1.414214f, 1e-4f);
  EXPECT_FALSE(Raycast(Ray(Point(0.4f, 1, 1), glm::vec3(-1, 0, 0)), box, t));  // behind
  EXPECT_EQ(t, -1.0f);
  Point hit(0.0f);
  ASSERT_TRUE(Raycast(Ray(Point(1.0f), glm::vec3(1, 1, 0)), box, hit));
  ExpectNearPoint(Point(2, 2, 1), hit, kPrintedFigureTolerance);
}

TEST(RaycastAABB, ZeroComponentsOnTheSlabBoundaryCount) {
  // The ray runs exactly in the face plane x = 1 (origin.x == max.x, direction.x == 0): no 0/0, a hit.
  float t = 0.0f;
  EXPECT_TRUE(Raycast(Ray(Point(1, 0, -5), glm::vec3(0, 0, 1)), AABB(), t));
  EXPECT_NEAR(t, 4.0f, 1e-6f);
  EXPECT_FALSE(Raycast(Ray(Point(1.0001f, 0, -5), glm::vec3(0, 0, 1)), AABB(), t));
  // Along an edge.
  EXPECT_TRUE(Raycast(Ray(Point(1, 1, -5), glm::vec3(0, 0, 1)), AABB(), t));
}

TEST(RaycastAABB, OriginOnAFaceAndGrazingCorner) {
  float t = 5.0f;
  EXPECT_TRUE(Raycast(Ray(Point(-1, 0, 0), glm::vec3(1, 0, 0)), AABB(), t));  // on the entry face
  EXPECT_EQ(t, 0.0f);
  EXPECT_TRUE(Raycast(Ray(Point(-1, 0, 0), glm::vec3(-1, 0, 0)), AABB(), t));  // on a face, leaving
  EXPECT_EQ(t, 0.0f);
  EXPECT_TRUE(Raycast(Ray(Point(-3, -1, 0), glm::vec3(1, 1, 0)), AABB(), t));  // touches the edge (-1,1,z)
  EXPECT_NEAR(t, 2.828427f, 1e-5f);
}

TEST(RaycastAABB, DegenerateInputsMiss) {
  float t = 0.0f;
  EXPECT_FALSE(Raycast(Ray(Point(0.0f), glm::vec3(0.0f)), AABB(), t));  // zero direction, inside
  EXPECT_FALSE(Raycast(Ray(Point(kNaN, 0, 0), glm::vec3(1, 0, 0)), AABB(), t));
  EXPECT_FALSE(Raycast(Ray(Point(-5, 0, 0), glm::vec3(1, 0, 0)), AABB(Point(kNaN), Point(1.0f)), t));
  EXPECT_EQ(t, -1.0f);
  // Inside a box that is infinite along the ray there is no surface ahead: a miss, not t = +inf.
  EXPECT_FALSE(Raycast(Ray(Point(0.0f), glm::vec3(1, 0, 0)), AABB(Point(-kInf), Point(kInf)), t));
  EXPECT_EQ(t, -1.0f);
  // Infinite only sideways: the ray still meets the finite faces.
  EXPECT_TRUE(
      Raycast(Ray(Point(0, 0, -5), glm::vec3(0, 0, 1)), AABB(Point(-kInf, -kInf, -1), Point(kInf, kInf, 1)), t));
  EXPECT_NEAR(t, 4.0f, 1e-6f);
}

// ---- LineTest

TEST(LineTestSphere, TutorialCases) {
  const Sphere sphere(Point(0.0f), 2.0f);
  Point result(9.0f);
  EXPECT_FALSE(LineTest(Line(Point(2.5f), Point(4.0f)), sphere, result));
  EXPECT_FALSE(LineTest(Line(Point(1, 1, 0), Point(0, 0, 0)), sphere, result));  // wholly inside
  EXPECT_EQ(result, Point(9.0f));
  ASSERT_TRUE(LineTest(Line(Point(-1, -1, 0), Point(-3, 0, 0)), sphere, result));  // leaves the sphere
  ExpectNearPoint(Point(-1.92665f, -0.536675f, 0), result, kPrintedFigureTolerance);
}

TEST(LineTestSphere, EndTouchingCountsShortOfItDoesNot) {
  const Sphere sphere(Point(0.0f), 1.0f);
  Point result(0.0f);
  EXPECT_TRUE(LineTest(Line(Point(-3, 0, 0), Point(-1, 0, 0)), sphere, result));  // ends on the surface
  ExpectNearPoint(Point(-1, 0, 0), result, kPrintedFigureTolerance);
  EXPECT_FALSE(LineTest(Line(Point(-3, 0, 0), Point(-1.01f, 0, 0)), sphere, result));
  EXPECT_FALSE(LineTest(Line(Point(-3, 0, 0), Point(-3, 0, 0)), sphere, result));  // zero length
}

TEST(LineTestAABB, TutorialCases) {
  const AABB box(Point(-2.0f), Point(2.0f));
  Point result(0.0f);
  EXPECT_FALSE(LineTest(Line(Point(2.5f), Point(4.0f)), box, result));
  EXPECT_FALSE(LineTest(Line(Point(1, 1, 0), Point(0, 0, 0)), box, result));
  ASSERT_TRUE(LineTest(Line(Point(-1, -1, 0), Point(-3, 0, 0)), box, result));
  ExpectNearPoint(Point(-2, -0.5f, 0), result, kPrintedFigureTolerance);
  ASSERT_TRUE(LineTest(Line(Point(-5, 0, 0), Point(5, 0, 0)), box, result));
  ExpectNearPoint(Point(-2, 0, 0), result, kPrintedFigureTolerance);
}

TEST(LineTestPlane, OneSidedTutorialCases) {
  const Plane plane({1, 1, 0}, 1.0f);
  Point result(0.0f);
  EXPECT_FALSE(LineTest(Line(Point(2.5f), Point(4.0f)), plane, result));
  ASSERT_TRUE(LineTest(Line(Point(1, 1, 0), Point(0, 0, 0)), plane, result));
  ExpectNearPoint(Point(0.7071068f, 0.7071068f, 0), result, kPrintedFigureTolerance);
  EXPECT_FALSE(LineTest(Line(Point(-1, -1, 0), Point(-3, 0, 0)), plane, result));
  EXPECT_FALSE(LineTest(Line(Point(-5, 0, 0), Point(5, 0, 0)), plane, result));  // crosses from behind
  ASSERT_TRUE(LineTest(Line(Point(7, 0, 1), Point(-7, 0, 1)), plane, result));
  ExpectNearPoint(Point(1.414213f, 0, 1), result, kPrintedFigureTolerance);
  EXPECT_FALSE(LineTest(Line(Point(0.5f), Point(0.5f, 0.5f, 2)), plane, result));
}

TEST(LineTest, NaNNeverHits) {
  Point result(0.0f);
  EXPECT_FALSE(LineTest(Line(Point(kNaN), Point(1.0f)), Sphere(), result));
  EXPECT_FALSE(LineTest(Line(Point(-5.0f), Point(kNaN)), AABB(), result));
  EXPECT_FALSE(LineTest(Line(Point(0, 5, 0), Point(0, kNaN, 0)), Plane({0, 1, 0}, 0.0f), result));
}

}  // namespace
}  // namespace lab::Collisions
