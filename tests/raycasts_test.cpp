// Chapter 3 functions (sphere and box raycasts, line tests): the tutorial's cases plus tangents, origins on
// the surface and inside, shapes behind, zero direction components, degenerate input and NaN.
#include "samples/cases/raycasts.hpp"

#include <cmath>
#include <cstddef>
#include <limits>
#include <string>

#include <gtest/gtest.h>

#include "collisions/collisions.hpp"
#include "tests/expect_near.hpp"

namespace lab::Collisions {
namespace {

constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
constexpr float kInf = std::numeric_limits<float>::infinity();

// Raycast answers are compared to the tutorial's printed figures, which carry about 5 significant digits.
constexpr float kPrintedFigureTolerance = 1e-4f;

// A shared table's rays against its shape: the verdict, t where the table gives it, and exactly -1 on a miss.
template <typename Shape, std::size_t N>
void ExpectRaycasts(const cases::RaysAgainst<Shape, N>& book) {
  for (std::size_t i = 0; i < N; ++i) {
    const cases::RayHit& expected = book.expected[i];
    const std::string what = fmt::format("ray {} {} vs {}", i, book.rays[i], book.shape);
    float t = 99.0f;
    EXPECT_EQ(Raycast(book.rays[i], book.shape, t), expected.hit) << what;
    if (!expected.hit) {
      EXPECT_EQ(t, -1.0f) << what;
    } else if (expected.t) {
      EXPECT_NEAR(t, *expected.t, kPrintedFigureTolerance) << what;
    }
  }
}

// A shared table's segments against its shape: the verdict, the first point on a hit, and the result left
// alone on a miss.
template <typename Shape, std::size_t N>
void ExpectLineTests(const cases::LinesAgainst<Shape, N>& book) {
  for (std::size_t i = 0; i < N; ++i) {
    const cases::LineHit& expected = book.expected[i];
    const std::string what = fmt::format("line {} {} vs {}", i, book.lines[i], book.shape);
    Point result(9.0f);
    EXPECT_EQ(LineTest(book.lines[i], book.shape, result), expected.hit) << what;
    if (expected.hit) {
      ExpectNearPoint(expected.point, result, kPrintedFigureTolerance);
    } else {
      EXPECT_EQ(result, Point(9.0f)) << what;
    }
  }
}

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
  const auto book = cases::RaycastAABB();  // shared with the RaycastAABB sample; ray 4 has the box behind it
  ExpectRaycasts(book);
  Point hit(0.0f);
  ASSERT_TRUE(Raycast(book.rays[3], book.shape, hit));  // inside: the exit
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

TEST(RaycastAABB, NegativeZeroComponentsAreZeroToo) {
  // -(0, 0, 1) is (-0, -0, -1): its reciprocals were -inf, and a ray in a face plane then missed the box.
  float t = 0.0f;
  EXPECT_TRUE(Raycast(Ray(Point(1, 0, 5), -glm::vec3(0, 0, 1)), AABB(), t));  // in the face plane x = max.x
  EXPECT_NEAR(t, 4.0f, 1e-6f);
  EXPECT_TRUE(Raycast(Ray(Point(-1, 0, 5), -glm::vec3(0, 0, 1)), AABB(), t));  // in the face plane x = min.x
  EXPECT_NEAR(t, 4.0f, 1e-6f);
  EXPECT_TRUE(Raycast(Ray(Point(-1, 1, 5), -glm::vec3(0, 0, 1)), AABB(), t));  // along an edge
  EXPECT_FALSE(Raycast(Ray(Point(-1.0001f, 0, 5), -glm::vec3(0, 0, 1)), AABB(), t));
  Ray inside(Point(1, 0, 0), glm::vec3(0, 0, 1));
  inside.direction = glm::vec3(-0.0f, -0.0f, 1.0f);
  EXPECT_TRUE(Raycast(inside, AABB(), t));  // on a face, inside: the exit point
  EXPECT_NEAR(t, 1.0f, 1e-6f);
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
  ExpectLineTests(cases::LineTestSphere());  // shared with the LinetestSphere sample
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
  ExpectLineTests(cases::LineTestAABB());  // shared with the LinecastAABB sample
}

TEST(LineTestPlane, OneSidedTutorialCases) {
  ExpectLineTests(cases::LineTestPlane());  // shared with the LinetestPlane sample; line 3 crosses from behind
}

TEST(LineTest, NaNNeverHits) {
  Point result(0.0f);
  EXPECT_FALSE(LineTest(Line(Point(kNaN), Point(1.0f)), Sphere(), result));
  EXPECT_FALSE(LineTest(Line(Point(-5.0f), Point(kNaN)), AABB(), result));
  EXPECT_FALSE(LineTest(Line(Point(0, 5, 0), Point(0, kNaN, 0)), Plane({0, 1, 0}, 0.0f), result));
}

}  // namespace
}  // namespace lab::Collisions
