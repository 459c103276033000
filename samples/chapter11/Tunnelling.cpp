// Chapter 11, the tutorial's tunnelling problem and its cures, on one scene: a box that crosses a plane within a
// twentieth of a frame, found (or missed) by a test at the frame's end, time slicing, linear and binary impact
// search, and the exact swept test, each with the number of tests it made.
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "samples/cases/moving.hpp"
#include "samples/sample.hpp"
#include "samples/sample_checks.hpp"

namespace lab::samples {
namespace {

namespace scene = cases::tunnelling;

// What a method found: the fraction of the motion it settles on (-1: nothing, the box tunnels) and its cost.
struct Found {
  float s = -1.0f;
  int tests = 0;
};

// One way of looking for the contact, given the motion per frame (the handle; the checks use the scene's 20).
struct Method {
  const char* name;
  float step;      // how far before or after the contact its answer may be, as a fraction of the motion
  float expected;  // on the scene, hand-computed (tests/moving_test.cpp works the same numbers)
  int expected_tests;
  Found (*find)(const glm::vec3& motion);
};

AABB BoxAt(const glm::vec3& motion, float s) {
  const Point centre = scene::kStart + s * motion;
  return AABB(centre - scene::kHalf, centre + scene::kHalf);
}
Collisions::OverlapsAt MeetsWall(const glm::vec3& motion) {
  return [motion](float s) { return Collisions::Intersects(BoxAt(motion, s), scene::kWall); };
}

// Time slicing with slices of at most `slice` seconds, and linear search in `steps` steps.
Found Sliced(const glm::vec3& motion, float slice) {
  Found found;
  found.s = Collisions::TimeSlicingSearch(MeetsWall(motion), scene::kFrameSeconds, slice, found.tests);
  return found;
}
Found Stepped(const glm::vec3& motion, int steps) {
  Found found;
  found.s = Collisions::LinearImpactSearch(MeetsWall(motion), steps, found.tests);
  return found;
}
Found Bisection(const glm::vec3& motion) {
  Found found;
  // The box around the start and end of each interval bounds the box's sweep over it. The minimum step is the
  // box's size as a fraction of this motion.
  const auto may_meet = [motion](float from, float to) {
    return Collisions::Intersects(AABB(BoxAt(motion, from).min, BoxAt(motion, to).max), scene::kWall);
  };
  const float size_step = 2.0f * scene::kHalf / glm::length(motion);
  found.s = Collisions::BinaryImpactSearch(may_meet, size_step, found.tests);
  return found;
}
Found Exact(const glm::vec3& motion) {
  Found found{.s = -1.0f, .tests = 1};
  float t = -1.0f;
  if (Collisions::MovingAABBPlane(BoxAt(motion, 0.0f), motion, scene::kWall, t)) found.s = t;
  return found;
}

const std::array<Method, 7> kMethods = {{
    {"one test at the frame's end", 1.0f, -1.0f, 1, [](const glm::vec3& m) { return Stepped(m, 1); }},
    {"time slicing, the book's 0.033 s slices", 0.05f, 0.45f, 9,
     [](const glm::vec3& m) { return Sliced(m, scene::kBookSlice); }},
    {"time slicing, 0.11 s slices", 1.0f / 6.0f, -1.0f, 6,
     [](const glm::vec3& m) { return Sliced(m, scene::kCoarseSlice); }},
    {"linear search, 10 steps", 0.1f, -1.0f, 10, [](const glm::vec3& m) { return Stepped(m, 10); }},
    {"linear search, 32 steps", 1.0f / 32.0f, 14.0f / 32.0f, 14, [](const glm::vec3& m) { return Stepped(m, 32); }},
    {"binary search down to the box's size", scene::kShapeStep, 0.40625f, 9, Bisection},
    {"exact: MovingAABBPlane", 0.0f, scene::kFirstContact, 1, Exact},
}};

// The book's loop as it is written: thisSlice is set once, before the loop over objects, and each call is given
// the time left rather than one slice. Returns, for each object, the times its ResolveCollisions is called with.
std::vector<std::vector<float>> BooksSlicingLoop(int objects, float delta_time, float slice_max) {
  std::vector<std::vector<float>> calls(static_cast<std::size_t>(objects));
  float this_slice = delta_time;
  for (std::vector<float>& object : calls) {
    while (this_slice > 0.0f) {
      object.push_back(this_slice);
      this_slice -= slice_max;
    }
  }
  return calls;
}

class Tunnelling final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.target = Point(4, 0, 4), .yaw_degrees = 180.0f, .pitch_degrees = -45.0f, .distance = 30.0f});
    ViewCamera().SetAutoRotate(false);
    float exact = -1.0f;
    Collisions::MovingAABBPlane(scene::BoxAt(0.0f), scene::kMotion, scene::kWall, exact);
    for (std::size_t i = 0; i < kMethods.size(); ++i) {
      const Method& method = kMethods[i];
      const Found found = method.find(scene::kMotion);
      Check().About(static_cast<int>(i));
      Check().ExpectNear(fmt::format("{}: where it finds the box meeting the wall (-1: it tunnels)", method.name),
                         method.expected, found.s, 1e-6f);
      Check().ExpectTrue(fmt::format("{}: its cost", method.name), found.tests == method.expected_tests,
                         fmt::format("expected {} tests, made {}", method.expected_tests, found.tests));
      if (found.s >= 0.0f && method.step > 0.0f) {
        Check().ExpectTrue(fmt::format("{}: within its step ({:.4f}) of the exact contact", method.name, method.step),
                           std::abs(found.s - exact) <= method.step, fmt::format("found {}, exact {}", found.s, exact));
      }
    }
    // The book's loop, for two objects, and the fixed one (the same slices for each).
    Check().About({});  // the book's loop is about no drawn item
    const auto book = BooksSlicingLoop(2, scene::kFrameSeconds, scene::kBookSlice);
    Check().ExpectTrue(
        "the book's loop: the first object is resolved with the time left, 0.66 s first, 21 times "
        "(float leaves a sliver of 1e-7 s for a 21st)",
        book[0].size() == 21 && book[0].front() == scene::kFrameSeconds,
        fmt::format("{} calls, the first with {} s", book[0].size(), book[0].front()));
    Check().ExpectTrue("the book's loop: the second object is never resolved (thisSlice is not reset)", book[1].empty(),
                       fmt::format("{} calls", book[1].size()));
    int slices = 0;
    Collisions::TimeSlicingSearch([](float) { return false; }, scene::kFrameSeconds, scene::kBookSlice, slices);
    Check().ExpectTrue("fixed (TimeSlicingSearch, once per object): 20 slices of 0.033 s each", slices == 20,
                       fmt::format("{} slices", slices));
    Handles().AddScalar("motion per frame", speed_, 2.0f, 60.0f);
    // The contracts' clauses (samples/contracts/moving.txt), on tests of s alone.
    CheckTimeSlicingContract();
    CheckLinearSearchContract();
    CheckBinarySearchContract();
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(),
                     {"TimeSlicingSearch(OverlapsAt, float, float, int&)", "LinearImpactSearch(OverlapsAt, int, int&)",
                      "BinaryImpactSearch(MayMeetBetween, float, int&)"});
  }

  bool ShowsGrid() const override { return false; }

  void Render() override {
    const glm::vec3 motion(speed_, 0.0f, 0.0f);
    const float lanes = static_cast<float>(kMethods.size());
    // The wall: the plane x = 3 across every lane.
    const float x = scene::kWall.distance;
    const Point a(x, -0.8f, -1.0f), b(x, 0.8f, -1.0f), c(x, 0.8f, 2.0f * lanes - 1.0f),
        d(x, -0.8f, 2.0f * lanes - 1.0f);
    Draw().DrawSolidTriangle(a, b, c, Translucent(palette::kShape));
    Draw().DrawSolidTriangle(a, c, d, Translucent(palette::kShape));
    for (std::size_t i = 0; i < kMethods.size(); ++i) {
      const Method& method = kMethods[i];
      const glm::vec3 lane(0.0f, 0.0f, 2.0f * static_cast<float>(i));
      const auto shifted = [&](const AABB& box) { return AABB(box.min + lane, box.max + lane); };
      const Found found = method.find(motion);
      Draw().About(static_cast<int>(i));
      // Where the box starts (white) and where the method leaves it: red where it found the wall, blue at the
      // frame's end when it tunnelled.
      Draw().DrawBox(shifted(BoxAt(motion, 0.0f)), palette::kShape);
      if (found.s >= 0.0f) {
        Draw().DrawBox(shifted(BoxAt(motion, found.s)), palette::kIntersecting);
      } else {
        Draw().DrawBox(shifted(BoxAt(motion, 1.0f)), palette::kSeparate);
      }
      Draw().DrawLine(scene::kStart + lane, scene::kStart + motion + lane, palette::kConstruction);
      if (method.find == Exact && found.s >= 0.0f) {
        Draw().DrawPoint(Point(x, 0.0f, 0.0f) + lane, 9.0f, palette::kHitPoint);
      }
      Draw().DrawLabel(scene::kStart + lane - glm::vec3(1.0f, 0.0f, 0.0f),
                       found.s >= 0.0f ? fmt::format("{}: s = {:.3f}, {} tests", method.name, found.s, found.tests)
                                       : fmt::format("{}: tunnels, {} tests", method.name, found.tests),
                       palette::kShape);
    }
  }

 private:
  // A search's contract case: the s it settles on, then how many tests it made. The count starts at -9, so that
  // a search that leaves it alone is seen.
  template <class Search>
  void ExpectSearch(std::string_view clause, const std::string& call, float expected_s, int expected_tests,
                    Search search) {
    int tests = -9;
    const float s = search(tests);
    ExpectClause(Check(), clause, call, expected_s, s);
    ExpectClause(Check(), clause, call + ": tests", static_cast<float>(expected_tests), static_cast<float>(tests));
  }
  // The shapes meet for s in [from, to], and not at all; the bound of an interval: may they meet in it.
  static Collisions::OverlapsAt MeetsFor(float from, float to) {
    return [=](float s) { return s >= from && s <= to; };
  }
  static Collisions::OverlapsAt Never() {
    return [](float) { return false; };
  }
  static Collisions::MayMeetBetween MayMeetFor(float from, float to) {
    return [=](float a, float b) { return b >= from && a <= to; };
  }

  void CheckTimeSlicingContract() {
    const auto slicing = [](const Collisions::OverlapsAt& overlaps, float frame_time, float max_slice) {
      return [=](int& tests) { return Collisions::TimeSlicingSearch(overlaps, frame_time, max_slice, tests); };
    };
    ExpectSearch("the first slice's end where they meet", "TimeSlicingSearch(meeting for s in [0.4, 0.6], 1, 0.25)",
                 0.5f, 2, slicing(MeetsFor(0.4f, 0.6f), 1.0f, 0.25f));
    ExpectSearch("the first slice's end where they meet", "TimeSlicingSearch(meeting for s in [0.9, 1], 1, 0.25)", 1.0f,
                 4, slicing(MeetsFor(0.9f, 1.0f), 1.0f, 0.25f));
    ExpectSearch("a frame that is not a whole number of slices gets one more slice",
                 "TimeSlicingSearch(never meeting, 1, 0.3)", -1.0f, 4, slicing(Never(), 1.0f, 0.3f));
    ExpectSearch("a frame that is not a whole number of slices gets one more slice",
                 "TimeSlicingSearch(meeting for s in [0.2, 0.3], 1, 0.3)", 0.25f, 1,
                 slicing(MeetsFor(0.2f, 0.3f), 1.0f, 0.3f));
    // Neither 0.66 nor 0.033 is exact in binary: their quotient is 20.000001.
    ExpectSearch("a whole number of slices up to rounding is that many slices",
                 "TimeSlicingSearch(never meeting, 0.66, 0.033)", -1.0f, 20, slicing(Never(), 0.66f, 0.033f));
    ExpectSearch("s = 0 is never tested", "TimeSlicingSearch(meeting only at s = 0, 1, 0.5)", -1.0f, 2,
                 slicing(MeetsFor(0.0f, 0.0f), 1.0f, 0.5f));
    ExpectSearch("a contact within one slice is missed (-1)",
                 "TimeSlicingSearch(meeting for s in [0.3, 0.45], 1, 0.25)", -1.0f, 4,
                 slicing(MeetsFor(0.3f, 0.45f), 1.0f, 0.25f));
    ExpectSearch("nothing found: -1, after testing every slice's end", "TimeSlicingSearch(never meeting, 2, 0.5)",
                 -1.0f, 4, slicing(Never(), 2.0f, 0.5f));
    ExpectSearch("a slice as long as the frame: one test at its end",
                 "TimeSlicingSearch(meeting for s in [0.9, 1], 0.66, 0.66)", 1.0f, 1,
                 slicing(MeetsFor(0.9f, 1.0f), 0.66f, 0.66f));
    ExpectSearch("a slice as long as the frame: one test at its end", "TimeSlicingSearch(never meeting, 0.66, 5)",
                 -1.0f, 1, slicing(Never(), 0.66f, 5.0f));
    const float nan = std::numeric_limits<float>::quiet_NaN();
    ExpectSearch("no frame or no slice (zero, negative, NaN): no tests, -1",
                 "TimeSlicingSearch(always meeting, 0, 0.1)", -1.0f, 0, slicing(MeetsFor(0.0f, 1.0f), 0.0f, 0.1f));
    ExpectSearch("no frame or no slice (zero, negative, NaN): no tests, -1", "TimeSlicingSearch(always meeting, 1, 0)",
                 -1.0f, 0, slicing(MeetsFor(0.0f, 1.0f), 1.0f, 0.0f));
    ExpectSearch("no frame or no slice (zero, negative, NaN): no tests, -1",
                 "TimeSlicingSearch(always meeting, 1, -0.1)", -1.0f, 0, slicing(MeetsFor(0.0f, 1.0f), 1.0f, -0.1f));
    ExpectSearch("no frame or no slice (zero, negative, NaN): no tests, -1",
                 "TimeSlicingSearch(always meeting, NaN, 0.1)", -1.0f, 0, slicing(MeetsFor(0.0f, 1.0f), nan, 0.1f));
    ExpectSearch("no frame or no slice (zero, negative, NaN): no tests, -1",
                 "TimeSlicingSearch(always meeting, 1, NaN)", -1.0f, 0, slicing(MeetsFor(0.0f, 1.0f), 1.0f, nan));
    // Widened to kMaxSearchTests slices, the 2^16th ends at 1/16: found there, after 2^16 tests.
    ExpectSearch("at most kMaxSearchTests tests: finer slices are widened",
                 "TimeSlicingSearch(meeting from s = 1/16, 1, 1e-30)", 0.0625f, Collisions::kMaxSearchTests / 16,
                 slicing(MeetsFor(0.0625f, 1.0f), 1.0f, 1e-30f));
  }

  void CheckLinearSearchContract() {
    const auto stepping = [](const Collisions::OverlapsAt& overlaps, int steps) {
      return [=](int& tests) { return Collisions::LinearImpactSearch(overlaps, steps, tests); };
    };
    ExpectSearch("the first step's end where they meet", "LinearImpactSearch(meeting for s in [0.4, 0.6], 4)", 0.5f, 2,
                 stepping(MeetsFor(0.4f, 0.6f), 4));
    ExpectSearch("the first step's end where they meet", "LinearImpactSearch(meeting for s in [0.9, 1], 4)", 1.0f, 4,
                 stepping(MeetsFor(0.9f, 1.0f), 4));
    ExpectSearch("s = 0 is never tested", "LinearImpactSearch(meeting only at s = 0, 2)", -1.0f, 2,
                 stepping(MeetsFor(0.0f, 0.0f), 2));
    ExpectSearch("a contact between two steps' ends is missed (-1)",
                 "LinearImpactSearch(meeting for s in [0.3, 0.45], 4)", -1.0f, 4, stepping(MeetsFor(0.3f, 0.45f), 4));
    ExpectSearch("nothing found: -1, after testing every step's end", "LinearImpactSearch(never meeting, 5)", -1.0f, 5,
                 stepping(Never(), 5));
    ExpectSearch("fewer than one step is one step", "LinearImpactSearch(meeting for s in [0.9, 1], 0)", 1.0f, 1,
                 stepping(MeetsFor(0.9f, 1.0f), 0));
    ExpectSearch("fewer than one step is one step", "LinearImpactSearch(never meeting, -3)", -1.0f, 1,
                 stepping(Never(), -3));
    // Widened to kMaxSearchTests steps, the 2^16th ends at 1/16.
    ExpectSearch("at most kMaxSearchTests tests: more steps are widened",
                 "LinearImpactSearch(meeting from s = 1/16, 2 * kMaxSearchTests)", 0.0625f,
                 Collisions::kMaxSearchTests / 16, stepping(MeetsFor(0.0625f, 1.0f), 2 * Collisions::kMaxSearchTests));
  }

  void CheckBinarySearchContract() {
    const auto halving = [](const Collisions::MayMeetBetween& may_meet, float min_step) {
      return [=](int& tests) { return Collisions::BinaryImpactSearch(may_meet, min_step, tests); };
    };
    // [0, 1], [0, 0.5], [0, 0.25] (ruled out), [0.25, 0.5], [0.25, 0.375]: no longer than 0.125.
    ExpectSearch("the start of the first interval no longer than min_step not ruled out",
                 "BinaryImpactSearch(meeting for s in [0.3, 0.35], 0.125)", 0.25f, 5,
                 halving(MayMeetFor(0.3f, 0.35f), 0.125f));
    ExpectSearch(
        "the first half first: the earlier of two contacts",
        "BinaryImpactSearch(meeting for s in [0.1, 0.15] and [0.8, 0.85], 0.25)", 0.0f, 3,
        halving([](float a, float b) { return (b >= 0.1f && a <= 0.15f) || (b >= 0.8f && a <= 0.85f); }, 0.25f));
    // [0, 1], [0, 0.5] (ruled out), [0.5, 1], [0.5, 0.75].
    ExpectSearch("an interval ruled out is not halved, and the search goes on",
                 "BinaryImpactSearch(meeting for s in [0.6, 0.65], 0.25)", 0.5f, 4,
                 halving(MayMeetFor(0.6f, 0.65f), 0.25f));
    ExpectSearch("an interval exactly min_step long is not halved",
                 "BinaryImpactSearch(meeting for s in [0.1, 0.2], 0.5)", 0.0f, 2,
                 halving(MayMeetFor(0.1f, 0.2f), 0.5f));
    ExpectSearch("nothing possible: -1 after one test", "BinaryImpactSearch(never meeting, 0.01)", -1.0f, 1,
                 halving([](float, float) { return false; }, 0.01f));
    // Always possible: [0, 1] halved 20 times, to 2^-20.
    const auto always = [](float, float) { return true; };
    ExpectSearch("min_step finer than 1 / kMaxSearchTests (or none) is widened to it",
                 "BinaryImpactSearch(always meeting, 0)", 0.0f, 21, halving(always, 0.0f));
    ExpectSearch("min_step finer than 1 / kMaxSearchTests (or none) is widened to it",
                 "BinaryImpactSearch(always meeting, -1)", 0.0f, 21, halving(always, -1.0f));
    ExpectSearch("min_step finer than 1 / kMaxSearchTests (or none) is widened to it",
                 "BinaryImpactSearch(always meeting, NaN)", 0.0f, 21,
                 halving(always, std::numeric_limits<float>::quiet_NaN()));
    // A bound that rules out only the finest intervals: the whole first half is looked at (2^20 - 1 tests), and
    // [0.5, 1] is what is left.
    ExpectSearch(
        "out of tests: the start of the earliest interval not ruled out",
        "BinaryImpactSearch(ruling out only intervals of 2^-20, 0)", 0.5f, Collisions::kMaxSearchTests,
        halving([](float a, float b) { return b - a > 1.5f / static_cast<float>(Collisions::kMaxSearchTests); }, 0.0f));
  }

  float speed_ = scene::kMotion.x;
};

}  // namespace
LAB_REGISTER_SAMPLE(
    Tunnelling, Chapter::kMovingObjects,
    "A unit box moves 20 through the plane x = 3 in one frame, meeting it for a twentieth of it (s from 0.425 to "
    "0.475). Per lane, one cure and its cost: a test at the frame's end tunnels (blue); time slicing finds it in "
    "9 tests with the book's 0.033 s slices and tunnels with 0.11 s ones; linear search needs 32 steps, binary "
    "search 9 tests to the box's size, the exact sweep 1. Red: where each stops the box. Errata: the book's "
    "slicing loop never resets thisSlice, so only the first object moves, and passes the time left, not a slice. "
    "Drag the motion per frame to watch the searches fail as it grows.");
}  // namespace lab::samples
