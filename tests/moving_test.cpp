// Chapter 11: the exact swept tests (hand-computed times, then every one against a brute-force sampling of its
// static test) and the three searches (their answers and costs on the tunnelling scene).
#include "samples/cases/moving.hpp"

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
const Plane kFloor(glm::vec3(0, 1, 0), 0.0f);
const AABB kUnitBox(Point(-1), Point(1));

// The tables the samples assert (samples/cases/moving.hpp), then the boundaries they leave out.

TEST(MovingSpherePlane, TheSamplesCases) {
  for (const cases::SpherePlaneSweep& c : cases::SpherePlaneSweeps()) {
    const CollisionResult hit = MovingSpherePlane(c.sphere, c.plane, c.velocity);
    EXPECT_EQ(hit.happened, c.t >= 0.0f) << c.what;
    EXPECT_NEAR(hit.t, c.t, 1e-6f) << c.what;
    if (!hit.happened) continue;
    ExpectNearPoint(c.point, hit.point, 1e-6f);
    if (c.t > 0.0f) ExpectNearPoint(glm::normalize(c.velocity), hit.incident, 1e-6f);
    // The normal faces the side the sphere comes from.
    EXPECT_GT(glm::dot(hit.normal, c.sphere.position - hit.point), 0.0f) << c.what;
  }
}

TEST(MovingSpherePlane, BoundariesDegenerateAndNaN) {
  const Sphere high(Point(0, 5, 0), 1.0f);
  // Exactly far enough: touching at the end counts.
  EXPECT_FLOAT_EQ(MovingSpherePlane(high, kFloor, glm::vec3(0, -4, 0)).t, 1.0f);
  EXPECT_FALSE(MovingSpherePlane(high, kFloor, glm::vec3(5, 0, 0)).happened);  // parallel
  EXPECT_FALSE(MovingSpherePlane(high, kFloor, glm::vec3(0, 8, 0)).happened);  // away
  const CollisionResult miss = MovingSpherePlane(high, Plane(glm::vec3(0), 0.0f), glm::vec3(0, -8, 0));
  EXPECT_FALSE(miss.happened);
  EXPECT_EQ(miss.t, -1.0f);
  EXPECT_FALSE(MovingSpherePlane(high, kFloor, glm::vec3(0, kNaN, 0)).happened);
  EXPECT_FALSE(MovingSpherePlane(Sphere(Point(0, 0, 0), kNaN), kFloor, glm::vec3(0, -1, 0)).happened);
  EXPECT_FALSE(MovingSpherePlane(Sphere(Point(0, 5, 0), -1.0f), kFloor, glm::vec3(0, -8, 0)).happened);
}

TEST(MovingSphereSphere, TheSamplesCasesAndRelativeMotion) {
  float t = 0.0f;
  for (const cases::SphereSphereSweep& c : cases::SphereSphereSweeps()) {
    EXPECT_EQ(MovingSphereSphere(c.a, c.velocity_a, c.b, c.velocity_b, t), c.t >= 0.0f) << c.what;
    EXPECT_NEAR(t, c.t, 1e-6f) << c.what;
    // The other argument order gives the same time.
    EXPECT_EQ(MovingSphereSphere(c.b, c.velocity_b, c.a, c.velocity_a, t), c.t >= 0.0f) << c.what;
    EXPECT_NEAR(t, c.t, 1e-6f) << c.what;
  }
  // Passing 3 apart never touches (the radii sum to 2).
  EXPECT_FALSE(MovingSphereSphere(Sphere(Point(-5, 3, 0), 1), glm::vec3(10, 0, 0), Sphere(Point(5, 0, 0), 1),
                                  glm::vec3(-10, 0, 0), t));
  EXPECT_EQ(t, -1.0f);
  // Only b moves: b closes 8 of its 16.
  EXPECT_TRUE(
      MovingSphereSphere(Sphere(Point(-5, 0, 0), 1), glm::vec3(0), Sphere(Point(5, 0, 0), 1), glm::vec3(-16, 0, 0), t));
  EXPECT_NEAR(t, 0.5f, 1e-6f);
  EXPECT_TRUE(MovingSphereSphere(Sphere(Point(0), 1), glm::vec3(9), Sphere(Point(1, 0, 0), 1), glm::vec3(0), t));
  EXPECT_EQ(t, 0.0f);
  EXPECT_FALSE(MovingSphereSphere(Sphere(Point(kNaN), 1), glm::vec3(9), Sphere(Point(1, 0, 0), 1), glm::vec3(0), t));
}

TEST(MovingSphereAABB, TheSamplesCasesInsideAndNaN) {
  float t = 0.0f;
  for (const cases::SphereBoxSweep& c : cases::SphereBoxSweeps()) {
    EXPECT_EQ(MovingSphereAABB(c.sphere, c.velocity, c.box, t), c.t >= 0.0f) << c.what;
    EXPECT_NEAR(t, c.t, 1e-6f) << c.what;
  }
  EXPECT_TRUE(MovingSphereAABB(Sphere(Point(0), 0.5f), glm::vec3(9, 0, 0), kUnitBox, t));
  EXPECT_EQ(t, 0.0f);
  EXPECT_FALSE(MovingSphereAABB(Sphere(Point(-4, 0, 0), 0.5f), glm::vec3(kNaN, 0, 0), kUnitBox, t));
  EXPECT_EQ(t, -1.0f);
}

TEST(MovingAABBAABB, TheSamplesCasesTouchingAndNaN) {
  float t = 0.0f;
  for (const cases::BoxBoxSweep& c : cases::BoxBoxSweeps()) {
    EXPECT_EQ(MovingAABBAABB(c.a, c.velocity_a, c.b, c.velocity_b, t), c.t >= 0.0f) << c.what;
    EXPECT_NEAR(t, c.t, 1e-6f) << c.what;
  }
  const AABB a(Point(0), Point(1));
  // Corner to corner at t = 0.5: touching counts.
  EXPECT_TRUE(MovingAABBAABB(a, glm::vec3(4, 4, 0), AABB(Point(3, 3, 0), Point(4, 4, 1)), glm::vec3(0), t));
  EXPECT_NEAR(t, 0.5f, 1e-6f);
  // Never overlapping in y, which does not move (Ericson's code does not look at a still axis).
  EXPECT_FALSE(MovingAABBAABB(a, glm::vec3(4, 0, 0), AABB(Point(3, 2, 0), Point(4, 3, 1)), glm::vec3(0), t));
  EXPECT_EQ(t, -1.0f);
  EXPECT_FALSE(MovingAABBAABB(a, glm::vec3(4, 0, 0), AABB(Point(3, 0, 0), Point(4, 1, kNaN)), glm::vec3(0), t));
}

TEST(MovingAABBPlane, TheSamplesCasesAndMovingAway) {
  float t = 0.0f;
  for (const cases::BoxPlaneSweep& c : cases::BoxPlaneSweeps()) {
    EXPECT_EQ(MovingAABBPlane(c.box, c.velocity, c.plane, t), c.t >= 0.0f) << c.what;
    EXPECT_NEAR(t, c.t, 1e-6f) << c.what;
  }
  EXPECT_FALSE(
      MovingAABBPlane(AABB(Point(2, 2, -1), Point(4, 4, 1)), glm::vec3(4, 4, 0), Plane(glm::vec3(1, 1, 0), 0.0f), t));
  EXPECT_EQ(t, -1.0f);
}

// ---- Every exact test against its static test, sampled along the motion.

constexpr int kSamples = 1000;    // static tests along each motion
constexpr float kMargin = 1e-3f;  // shapes grown (or shrunk) by this much, so a graze is not a disagreement

// Checks one exact answer against the static test sampled along the motion: on a hit at t the shapes (grown by
// kMargin) meet at t and (shrunk by kMargin) at no sample before it; on a miss they meet at no sample.
template <class MeetsAt>
void ExpectAgreesWithSampling(bool hit, float t, const MeetsAt& meets_at, const std::string& what) {
  if (hit) {
    ASSERT_GE(t, 0.0f) << what;
    ASSERT_LE(t, 1.0f) << what;
    EXPECT_TRUE(meets_at(t, kMargin)) << what << ": not touching at its t = " << t;
  }
  for (int k = 0; k <= kSamples; ++k) {
    const float s = static_cast<float>(k) / kSamples;
    if (hit && s >= t) break;
    if (meets_at(s, -kMargin)) {
      ADD_FAILURE() << what << ": the static test meets at s = " << s << " but the sweep says "
                    << (hit ? "t = " + std::to_string(t) : std::string("miss"));
      return;
    }
  }
}

class SweepsAgainstSampling : public ::testing::Test {
 protected:
  std::mt19937 random_{20261124u};
  glm::vec3 Vector(float range) {
    std::uniform_real_distribution<float> pick(-range, range);
    return {pick(random_), pick(random_), pick(random_)};
  }
  float Size() { return std::uniform_real_distribution<float>(0.2f, 2.0f)(random_); }
  AABB Box(const glm::vec3& centre) { return AABB::FromCenterExtents(centre, glm::abs(Vector(1.5f)) + 0.1f); }
  static AABB Grown(const AABB& box, float by) { return AABB(box.min - by, box.max + by); }
  static AABB Moved(const AABB& box, const glm::vec3& by) { return AABB(box.min + by, box.max + by); }
  static constexpr int kCases = 300;
};

TEST_F(SweepsAgainstSampling, SpherePlane) {
  for (int i = 0; i < kCases; ++i) {
    const Sphere sphere(Vector(6.0f), Size());
    const Plane plane(Vector(1.0f), Vector(2.0f).x);
    const glm::vec3 velocity = Vector(12.0f);
    const CollisionResult result = MovingSpherePlane(sphere, plane, velocity);
    ExpectAgreesWithSampling(
        result.happened, result.t,
        [&](float s, float grow) {
          return Intersects(Sphere(sphere.position + s * velocity, sphere.radius + grow), plane);
        },
        "case " + std::to_string(i));
    if (result.happened) {
      EXPECT_NEAR(DistanceFromPlane(result.point, plane), 0.0f, 1e-4f) << "case " << i;
    }
  }
}

TEST_F(SweepsAgainstSampling, SphereSphere) {
  for (int i = 0; i < kCases; ++i) {
    const Sphere a(Vector(6.0f), Size()), b(Vector(6.0f), Size());
    const glm::vec3 va = Vector(10.0f), vb = Vector(10.0f);
    float t = 0.0f;
    const bool hit = MovingSphereSphere(a, va, b, vb, t);
    ExpectAgreesWithSampling(
        hit, t,
        [&](float s, float grow) {
          return Intersects(Sphere(a.position + s * va, a.radius + grow), Sphere(b.position + s * vb, b.radius));
        },
        "case " + std::to_string(i));
  }
}

TEST_F(SweepsAgainstSampling, SphereAABB) {
  int hits = 0;
  for (int i = 0; i < kCases; ++i) {
    const Sphere sphere(Vector(6.0f), Size());
    const AABB box = Box(Vector(1.0f));
    // Aimed near the box, so that faces, edges and corners are all hit and all just missed.
    const glm::vec3 velocity = (box.Center() - sphere.position) * 1.3f + Vector(3.0f);
    float t = 0.0f;
    const bool hit = MovingSphereAABB(sphere, velocity, box, t);
    hits += hit && t > 0.0f ? 1 : 0;
    ExpectAgreesWithSampling(
        hit, t,
        [&](float s, float grow) {
          return Intersects(Sphere(sphere.position + s * velocity, sphere.radius + grow), box);
        },
        "case " + std::to_string(i));
  }
  EXPECT_GT(hits, kCases / 3);  // the cases are not all misses, nor all starting in the box
}

TEST_F(SweepsAgainstSampling, AABBAABB) {
  for (int i = 0; i < kCases; ++i) {
    const AABB a = Box(Vector(5.0f)), b = Box(Vector(5.0f));
    const glm::vec3 va = Vector(8.0f), vb = Vector(8.0f);
    float t = 0.0f;
    const bool hit = MovingAABBAABB(a, va, b, vb, t);
    ExpectAgreesWithSampling(
        hit, t, [&](float s, float grow) { return Intersects(Grown(Moved(a, s * va), grow), Moved(b, s * vb)); },
        "case " + std::to_string(i));
  }
}

TEST_F(SweepsAgainstSampling, AABBPlane) {
  for (int i = 0; i < kCases; ++i) {
    const AABB box = Box(Vector(6.0f));
    const Plane plane(Vector(1.0f), Vector(2.0f).x);
    const glm::vec3 velocity = Vector(12.0f);
    float t = 0.0f;
    const bool hit = MovingAABBPlane(box, velocity, plane, t);
    ExpectAgreesWithSampling(
        hit, t, [&](float s, float grow) { return Intersects(Grown(Moved(box, s * velocity), grow), plane); },
        "case " + std::to_string(i));
  }
}

// ---- The searches, on the chapter's tunnelling scene (samples/cases/moving.hpp).

namespace scene = cases::tunnelling;
bool BoxMeetsWallAt(float s) { return Intersects(scene::BoxAt(s), scene::kWall); }
bool SweptBoxMayMeetWall(float from, float to) { return Intersects(scene::SweptBox(from, to), scene::kWall); }

TEST(Searches, TimeSlicingFindsTheWallOnlyWithSlicesThinnerThanIt) {
  int tests = 0;
  // The book's numbers: a frame of 0.66 s in slices of 0.033 s is 20 slices; the 9th ends at s = 0.45.
  EXPECT_FLOAT_EQ(TimeSlicingSearch(BoxMeetsWallAt, scene::kFrameSeconds, scene::kBookSlice, tests), 0.45f);
  EXPECT_EQ(tests, 9);
  // Slices of 0.11 s (6 of them) end at s = 1/3 and 1/2, either side of the wall: it tunnels.
  EXPECT_EQ(TimeSlicingSearch(BoxMeetsWallAt, scene::kFrameSeconds, scene::kCoarseSlice, tests), -1.0f);
  EXPECT_EQ(tests, 6);
  // One slice is the plain test at the frame's end.
  EXPECT_EQ(TimeSlicingSearch(BoxMeetsWallAt, 0.66f, 0.66f, tests), -1.0f);
  EXPECT_EQ(tests, 1);
  // Nonsense slices make no tests; absurdly thin ones are capped.
  EXPECT_EQ(TimeSlicingSearch(BoxMeetsWallAt, 0.66f, 0.0f, tests), -1.0f);
  EXPECT_EQ(tests, 0);
  EXPECT_EQ(TimeSlicingSearch([](float) { return false; }, 1.0f, 1e-30f, tests), -1.0f);
  EXPECT_EQ(tests, kMaxSearchTests);
}

TEST(Searches, LinearSearchCostGrowsWithTheSteps) {
  int tests = 0;
  EXPECT_EQ(LinearImpactSearch(BoxMeetsWallAt, 10, tests), -1.0f);  // 0.4 and 0.5: tunnels
  EXPECT_EQ(tests, 10);
  EXPECT_FLOAT_EQ(LinearImpactSearch(BoxMeetsWallAt, 32, tests), 14.0f / 32.0f);
  EXPECT_EQ(tests, 14);
  EXPECT_EQ(LinearImpactSearch(BoxMeetsWallAt, 0, tests), -1.0f);  // at least one step
  EXPECT_EQ(tests, 1);
}

TEST(Searches, BinarySearchLandsWithinItsStepBeforeTheContact) {
  int tests = 0;
  // Halving to 1/32 (the first length no more than the box's 1/20 of the motion): [0.40625, 0.4375].
  EXPECT_FLOAT_EQ(BinaryImpactSearch(SweptBoxMayMeetWall, scene::kShapeStep, tests), 0.40625f);
  EXPECT_LE(tests, 12);
  float exact = 0.0f;
  ASSERT_TRUE(MovingAABBPlane(scene::BoxAt(0.0f), scene::kMotion, scene::kWall, exact));
  EXPECT_NEAR(exact, scene::kFirstContact, 1e-6f);
  for (const float step : {0.05f, 0.01f, 0.001f}) {
    const float found = BinaryImpactSearch(SweptBoxMayMeetWall, step, tests);
    EXPECT_LE(found, exact) << step;
    EXPECT_GE(found, exact - step) << step;
  }
  EXPECT_EQ(BinaryImpactSearch([](float, float) { return false; }, 0.05f, tests), -1.0f);
  EXPECT_EQ(tests, 1);  // ruled out at once
  // A bound that rules out only the finest intervals (2^-20 long) would halve the whole motion: capped, and the
  // earliest interval left is reported as a possible contact rather than lost: the whole motion, then all of
  // its first half (2^20 - 1 tests) are looked at, and the second half, [0.5, 1], is what is left.
  const auto loose = [](float from, float to) { return to - from > 1.5f / static_cast<float>(kMaxSearchTests); };
  EXPECT_EQ(BinaryImpactSearch(loose, 0.0f, tests), 0.5f);
  EXPECT_EQ(tests, kMaxSearchTests);
}

}  // namespace
}  // namespace lab::Collisions
