// Chapter 11: the exact swept tests (hand-computed times, then every one against a brute-force sampling of its
// static test) and the three searches (their answers and costs on the tunnelling scene, then their contacts
// against the exact sweeps' on random scenes).
#include "samples/cases/moving.hpp"

#include <cmath>
#include <cstdio>
#include <functional>
#include <limits>
#include <random>
#include <string>

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

// ---- The searches on random scenes, against the exact sweeps (issue 19: "agreement of the searches with the
// exact tests within their step"). For convex shapes in linear motion the times they meet are one interval
// [entry, exit]: entry is the exact sweep's t, exit is 1 minus the sweep's t on the motion run backwards. Each
// scene is swept with the moving shape grown and shrunk by kMargin, so rounding at a graze or at a sample that
// falls on the entry or exit decides nothing.

// One scene, whatever its shapes: the static test at s and the exact sweep over part of the motion.
struct SearchScene {
  std::string what;
  std::function<bool(float s)> overlaps;  // the shapes as they are, at s
  // The exact first contact in [from, to], as a fraction of the whole motion, with the moving shape grown by
  // grow (shrunk when negative); -1 when none. Backwards: the motion run from its end to its start, the time
  // measured from the end.
  std::function<float(float from, float to, float grow, bool backwards)> entry;
  std::function<bool(float from, float to)> swept_bound;  // a true bound, or empty: an independent one
  bool swept_bound_is_exact = false;                      // it tightens to the shapes themselves
};

// Times in [0, 1], computed in float from motions up to ~20 units: 1e-5 is well above their rounding.
constexpr float kTimeSlack = 1e-5f;

struct Contact {
  bool surely = false, maybe = false;  // the shrunk shapes meet; the grown ones do
  float entry_shrunk = -1.0f, exit_shrunk = -1.0f, entry_grown = -1.0f, exit_grown = -1.0f;
};
Contact ContactOf(const SearchScene& scene) {
  Contact c;
  c.entry_shrunk = scene.entry(0.0f, 1.0f, -kMargin, false);
  c.entry_grown = scene.entry(0.0f, 1.0f, kMargin, false);
  c.surely = c.entry_shrunk >= 0.0f;
  c.maybe = c.entry_grown >= 0.0f;
  if (c.surely) c.exit_shrunk = 1.0f - scene.entry(0.0f, 1.0f, -kMargin, true);
  if (c.maybe) c.exit_grown = 1.0f - scene.entry(0.0f, 1.0f, kMargin, true);
  return c;
}

struct SearchTally {
  int hits = 0, tunnelled = 0, misses = 0, ambiguous = 0;
};

// A sampling search (time slicing or linear) that returned s with samples at most step apart.
void ExpectSamplingAgrees(float s, float step, const Contact& c, const std::string& what, SearchTally& tally) {
  if (!c.maybe) {
    ++tally.misses;
    EXPECT_EQ(s, -1.0f) << what << ": the exact sweep misses, the search meets at " << s;
    return;
  }
  if (!c.surely) ++tally.ambiguous;
  if (s < 0.0f) {
    EXPECT_EQ(s, -1.0f) << what;
    if (c.surely) {
      ++tally.tunnelled;
      EXPECT_LT(c.exit_shrunk - c.entry_shrunk, step + kTimeSlack)
          << what << ": missed a contact from " << c.entry_shrunk << " to " << c.exit_shrunk << ", longer than a step "
          << step;
    }
    return;
  }
  ++tally.hits;
  EXPECT_GE(s, c.entry_grown - kTimeSlack) << what << ": met before the exact entry " << c.entry_grown;
  EXPECT_LE(s, c.exit_grown + kTimeSlack) << what << ": met after the exact exit " << c.exit_grown;
  if (c.surely) {
    EXPECT_LE(s, c.entry_shrunk + step + kTimeSlack)
        << what << ": more than a step " << step << " after the exact entry " << c.entry_shrunk;
  }
}

// The binary search: at most min_step before the exact entry, never after it; a miss where the sweep misses.
void ExpectBinaryAgrees(float s, float min_step, bool exact_bound, const Contact& c, const std::string& what) {
  if (!c.maybe) {
    if (exact_bound) {
      EXPECT_EQ(s, -1.0f) << what << ": the exact sweep misses, the search says " << s;
    }
    return;
  }
  if (c.surely) {
    ASSERT_GE(s, 0.0f) << what << ": missed the exact entry " << c.entry_shrunk;
    EXPECT_LE(s, c.entry_shrunk + kTimeSlack) << what << ": after the exact entry " << c.entry_shrunk;
  }
  if (s >= 0.0f) {
    EXPECT_GE(s, c.entry_grown - min_step - kTimeSlack)
        << what << ": more than min_step " << min_step << " before the exact entry " << c.entry_grown;
  }
}

class SearchesAgainstSweeps : public SweepsAgainstSampling {
 protected:
  static constexpr int kScenes = 400;  // per pair of shapes

  // Runs the three searches on a scene with random steps and checks each against the exact times.
  void Check(const SearchScene& scene, SearchTally& slicing, SearchTally& linear) {
    const Contact c = ContactOf(scene);
    int tests = 0;
    // Time slicing: a frame of frame_time seconds in slices of at most max_slice.
    const float frame_time = std::uniform_real_distribution<float>(0.1f, 2.0f)(random_);
    const float max_slice = frame_time * std::uniform_real_distribution<float>(0.005f, 0.3f)(random_);
    const float sliced = TimeSlicingSearch(scene.overlaps, frame_time, max_slice, tests);
    ExpectSamplingAgrees(sliced, max_slice / frame_time, c,
                         scene.what + ", time slicing by " + std::to_string(max_slice), slicing);
    const int steps = std::uniform_int_distribution<int>(2, 200)(random_);
    const float stepped = LinearImpactSearch(scene.overlaps, steps, tests);
    ExpectSamplingAgrees(stepped, 1.0f / static_cast<float>(steps), c,
                         scene.what + ", linear in " + std::to_string(steps) + " steps", linear);
    for (const float min_step : {0.05f, 0.01f, 0.001f}) {
      // The exact sweep over [from, to] is the tightest true bound.
      const auto exact = [&](float from, float to) { return scene.entry(from, to, 0.0f, false) >= 0.0f; };
      ExpectBinaryAgrees(BinaryImpactSearch(exact, min_step, tests), min_step, true, c,
                         scene.what + ", binary on the exact bound to " + std::to_string(min_step));
      if (scene.swept_bound) {
        ExpectBinaryAgrees(BinaryImpactSearch(scene.swept_bound, min_step, tests), min_step, scene.swept_bound_is_exact,
                           c, scene.what + ", binary on the swept bound to " + std::to_string(min_step));
      }
    }
  }
  // Not vacuous: every kind of outcome occurs.
  static void ExpectVaried(const SearchTally& tally, const std::string& what) {
    EXPECT_GT(tally.hits, kScenes / 10) << what;
    EXPECT_GT(tally.misses, kScenes / 10) << what;
    EXPECT_LT(tally.ambiguous, kScenes / 20) << what;
    std::printf("%s: %d hits, %d tunnelled, %d misses, %d within the margin of a graze\n", what.c_str(), tally.hits,
                tally.tunnelled, tally.misses, tally.ambiguous);
  }
};

TEST_F(SearchesAgainstSweeps, SpherePlane) {
  SearchTally slicing, linear;
  for (int i = 0; i < kScenes; ++i) {
    const Sphere sphere(Vector(6.0f), Size());
    const Plane plane(Vector(1.0f), Vector(2.0f).x);
    const glm::vec3 velocity = Vector(12.0f);
    const auto at = [=](float s) { return sphere.position + s * velocity; };
    SearchScene scene;
    scene.what = "sphere-plane scene " + std::to_string(i);
    scene.overlaps = [=](float s) { return Intersects(Sphere(at(s), sphere.radius), plane); };
    scene.entry = [=](float from, float to, float grow, bool backwards) {
      const Sphere start(backwards ? at(1.0f - from) : at(from), sphere.radius + grow);
      const CollisionResult r = MovingSpherePlane(start, plane, (backwards ? -velocity : velocity) * (to - from));
      return r.happened ? from + r.t * (to - from) : -1.0f;
    };
    // The swept sphere meets the plane when either end does or the centre crosses it.
    scene.swept_bound = [=](float from, float to) {
      const float d0 = DistanceFromPlane(at(from), plane), d1 = DistanceFromPlane(at(to), plane);
      return std::abs(d0) <= sphere.radius || std::abs(d1) <= sphere.radius || (d0 < 0.0f) != (d1 < 0.0f);
    };
    scene.swept_bound_is_exact = true;
    Check(scene, slicing, linear);
  }
  ExpectVaried(slicing, "sphere-plane, time slicing");
  ExpectVaried(linear, "sphere-plane, linear");
}

TEST_F(SearchesAgainstSweeps, SphereSphere) {
  SearchTally slicing, linear;
  for (int i = 0; i < kScenes; ++i) {
    const Sphere a(Vector(6.0f), Size()), b(Vector(6.0f), Size());
    const glm::vec3 va = (b.position - a.position) * 0.8f + Vector(3.0f), vb = Vector(3.0f);
    const auto at = [](const Sphere& s, const glm::vec3& v, float time, float grow) {
      return Sphere(s.position + time * v, s.radius + grow);
    };
    SearchScene scene;
    scene.what = "sphere-sphere scene " + std::to_string(i);
    scene.overlaps = [=](float s) { return Intersects(at(a, va, s, 0.0f), at(b, vb, s, 0.0f)); };
    scene.entry = [=](float from, float to, float grow, bool backwards) {
      const float start = backwards ? 1.0f - from : from, sign = backwards ? -1.0f : 1.0f;
      float t = 0.0f;
      const bool hit = MovingSphereSphere(at(a, va, start, grow), sign * va * (to - from), at(b, vb, start, 0.0f),
                                          sign * vb * (to - from), t);
      return hit ? from + t * (to - from) : -1.0f;
    };
    // b stands still; a's swept sphere relative to it is a capsule.
    const glm::vec3 relative = va - vb;
    scene.swept_bound = [=](float from, float to) {
      return Intersects(Capsule{a.position + from * relative, a.position + to * relative, a.radius}, b);
    };
    scene.swept_bound_is_exact = true;
    Check(scene, slicing, linear);
  }
  ExpectVaried(slicing, "sphere-sphere, time slicing");
  ExpectVaried(linear, "sphere-sphere, linear");
}

TEST_F(SearchesAgainstSweeps, SphereAABB) {
  SearchTally slicing, linear;
  for (int i = 0; i < kScenes; ++i) {
    const Sphere sphere(Vector(6.0f), Size());
    const AABB box = Box(Vector(1.0f));
    const glm::vec3 velocity = (box.Center() - sphere.position) * 1.3f + Vector(3.0f);
    const auto at = [=](float s) { return sphere.position + s * velocity; };
    SearchScene scene;
    scene.what = "sphere-box scene " + std::to_string(i);
    scene.overlaps = [=](float s) { return Intersects(Sphere(at(s), sphere.radius), box); };
    scene.entry = [=](float from, float to, float grow, bool backwards) {
      const Sphere start(backwards ? at(1.0f - from) : at(from), sphere.radius + grow);
      float t = 0.0f;
      const bool hit = MovingSphereAABB(start, (backwards ? -velocity : velocity) * (to - from), box, t);
      return hit ? from + t * (to - from) : -1.0f;
    };
    scene.swept_bound = [=](float from, float to) { return Intersects(Capsule{at(from), at(to), sphere.radius}, box); };
    scene.swept_bound_is_exact = true;
    Check(scene, slicing, linear);
  }
  ExpectVaried(slicing, "sphere-box, time slicing");
  ExpectVaried(linear, "sphere-box, linear");
}

TEST_F(SearchesAgainstSweeps, AABBAABB) {
  SearchTally slicing, linear;
  for (int i = 0; i < kScenes; ++i) {
    const AABB a = Box(Vector(5.0f)), b = Box(Vector(5.0f));
    const glm::vec3 va = (b.Center() - a.Center()) * 0.9f + Vector(3.0f), vb = Vector(3.0f);
    SearchScene scene;
    scene.what = "box-box scene " + std::to_string(i);
    scene.overlaps = [=](float s) { return Intersects(Moved(a, s * va), Moved(b, s * vb)); };
    scene.entry = [=](float from, float to, float grow, bool backwards) {
      const float start = backwards ? 1.0f - from : from, sign = backwards ? -1.0f : 1.0f;
      float t = 0.0f;
      const bool hit = MovingAABBAABB(Grown(Moved(a, start * va), grow), sign * va * (to - from), Moved(b, start * vb),
                                      sign * vb * (to - from), t);
      return hit ? from + t * (to - from) : -1.0f;
    };
    // The book's bound: the box around a's start and end positions, b standing still. It tightens to a's box
    // axis by axis, not to the swept box (the hull also holds corners the motion never reaches), so a near
    // miss may be reported as a possible contact; a contact is never missed nor reported late.
    const glm::vec3 relative = va - vb;
    scene.swept_bound = [=](float from, float to) {
      const AABB start = Moved(a, from * relative), end = Moved(a, to * relative);
      return Intersects(AABB(glm::min(start.min, end.min), glm::max(start.max, end.max)), b);
    };
    scene.swept_bound_is_exact = false;
    Check(scene, slicing, linear);
  }
  ExpectVaried(slicing, "box-box, time slicing");
  ExpectVaried(linear, "box-box, linear");
}

}  // namespace
}  // namespace lab::Collisions
