// Chapter 11, the exact swept tests: a sphere against a plane (the book's MovingSpherePlane and its
// CollisionResult), a sphere against a sphere and a box, a box against a box (relative motion) and a plane.
#include <cmath>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "samples/cases/moving.hpp"
#include "samples/sample.hpp"
#include "samples/sample_checks.hpp"

namespace lab::samples {
namespace {

AABB Moved(const AABB& box, const glm::vec3& by) { return AABB(box.min + by, box.max + by); }

// One case, laid out on a grid: its checks and what it draws, with everything shifted by offset.
struct SweepCase {
  std::string what;
  float expected;
  std::function<float()> sweep;  // the Collisions function's t, or -1
  std::function<void(DebugDraw&, const glm::vec3& offset, float t)> draw;
};

class SweptShapes final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome(
        {.target = Point(15, 0, 8), .yaw_degrees = 180.0f, .pitch_degrees = -70.0f, .distance = 52.0f});
    ViewCamera().SetAutoRotate(false);
    AddSpherePlaneCases();
    AddCases(
        "MovingSphereSphere", cases::SphereSphereSweeps(),
        [](const cases::SphereSphereSweep& c, float& t) {
          Collisions::MovingSphereSphere(c.a, c.velocity_a, c.b, c.velocity_b, t);
        },
        [](DebugDraw& draw, const cases::SphereSphereSweep& c, const glm::vec3& at, float t) {
          DrawMovingSphere(draw, c.a, c.velocity_a, at, t);
          DrawMovingSphere(draw, c.b, c.velocity_b, at, t);
        });
    AddCases(
        "MovingSphereAABB", cases::SphereBoxSweeps(),
        [](const cases::SphereBoxSweep& c, float& t) { Collisions::MovingSphereAABB(c.sphere, c.velocity, c.box, t); },
        [](DebugDraw& draw, const cases::SphereBoxSweep& c, const glm::vec3& at, float t) {
          draw.DrawBox(Moved(c.box, at), palette::kShape);
          DrawMovingSphere(draw, c.sphere, c.velocity, at, t);
          if (t >= 0.0f) {
            const Point centre = c.sphere.position + t * c.velocity;
            draw.DrawPoint(Collisions::ClosestPoint(c.box, centre) + at, 9.0f, palette::kHitPoint);
          }
        });
    AddCases(
        "MovingAABBAABB", cases::BoxBoxSweeps(),
        [](const cases::BoxBoxSweep& c, float& t) {
          Collisions::MovingAABBAABB(c.a, c.velocity_a, c.b, c.velocity_b, t);
        },
        [](DebugDraw& draw, const cases::BoxBoxSweep& c, const glm::vec3& at, float t) {
          DrawMovingBox(draw, c.a, c.velocity_a, at, t);
          DrawMovingBox(draw, c.b, c.velocity_b, at, t);
        });
    AddCases(
        "MovingAABBPlane", cases::BoxPlaneSweeps(),
        [](const cases::BoxPlaneSweep& c, float& t) { Collisions::MovingAABBPlane(c.box, c.velocity, c.plane, t); },
        [](DebugDraw& draw, const cases::BoxPlaneSweep& c, const glm::vec3& at, float t) {
          DrawPlaneAt(draw, c.plane, at);
          DrawMovingBox(draw, c.box, c.velocity, at, t);
        });
    for (std::size_t i = 0; i < cases_.size(); ++i) {
      Check().About(static_cast<int>(i));
      Check().ExpectNear(cases_[i].what + ": t (-1: no contact in the frame)", cases_[i].expected, cases_[i].sweep(),
                         1e-6f);
    }
    // The contracts' clauses (samples/contracts/moving.txt).
    Check().About({});
    CheckSpherePlaneContract();
    CheckSphereSphereContract();
    CheckSphereBoxContract();
    CheckBoxBoxContract();
    CheckBoxPlaneContract();
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"MovingSpherePlane(Sphere, Plane, glm::vec3)",
                               "MovingSphereSphere(Sphere, glm::vec3, Sphere, glm::vec3, float&)",
                               "MovingSphereAABB(Sphere, glm::vec3, AABB, float&)",
                               "MovingAABBAABB(AABB, glm::vec3, AABB, glm::vec3, float&)",
                               "MovingAABBPlane(AABB, glm::vec3, Plane, float&)"});
  }

  bool ShowsGrid() const override { return false; }

  void Render() override {
    for (std::size_t i = 0; i < cases_.size(); ++i) {
      const glm::vec3 at(10.0f * static_cast<float>(i % 4), 0.0f, 10.0f * static_cast<float>(i / 4));
      Draw().About(static_cast<int>(i));
      cases_[i].draw(Draw(), at, cases_[i].sweep());
    }
  }

 private:
  // One table's cases, named "function, what": the t that sweep leaves (-1 when it finds no contact), and how the
  // case is drawn (shifted by its place on the grid, at the sweep's t).
  template <class Table, class Sweep, class DrawCase>
  void AddCases(std::string_view function, const Table& table, Sweep sweep, DrawCase draw_case) {
    for (const auto& c : table) {
      cases_.push_back({fmt::format("{}, {}", function, c.what), c.t,
                        [c, sweep] {
                          float t = -1.0f;
                          sweep(c, t);
                          return t;
                        },
                        [c, draw_case](DebugDraw& draw, const glm::vec3& at, float t) { draw_case(draw, c, at, t); }});
    }
  }

  // A swept test's contract case: whether it hits, then its t (-1 on a miss). t starts at -9, so that a miss that
  // leaves it alone is seen.
  template <class Sweep>
  void ExpectSweep(std::string_view clause, const std::string& call, float expected_t, Sweep sweep) {
    float t = -9.0f;
    const bool hit = sweep(t);
    ExpectClause(Check(), clause, call, expected_t >= 0.0f, hit);
    ExpectClause(Check(), clause, call + ": t", expected_t, t);
  }

  // MovingSpherePlane's clauses, on the floor y = 0 (normal +y) unless said: happened and t, then the fields.
  void CheckSpherePlaneContract() {
    const Plane floor(glm::vec3(0, 1, 0), 0.0f);
    const auto expect_hit = [&](std::string_view clause, const std::string& call, const Sphere& sphere,
                                const glm::vec3& velocity, float expected_t, const Plane& plane) {
      const Collisions::CollisionResult result = Collisions::MovingSpherePlane(sphere, plane, velocity);
      ExpectClause(Check(), clause, call + ": happened", expected_t >= 0.0f, result.happened);
      ExpectClause(Check(), clause, call + ": t", expected_t, result.t);
      return result;
    };
    expect_hit("reaching the plane within the motion: happened, at the fraction t done",
               "MovingSpherePlane((0, 5, 0) r 1, floor, (0, -8, 0))", Sphere(Point(0, 5, 0), 1), {0, -8, 0}, 0.5f,
               floor);
    expect_hit("touching at the end of the motion counts (t = 1)",
               "MovingSpherePlane((0, 5, 0) r 1, floor, (0, -4, 0))", Sphere(Point(0, 5, 0), 1), {0, -4, 0}, 1.0f,
               floor);
    const std::string from_below = "MovingSpherePlane((2, -3, 0) r 1, floor, (0, 6, 0))";
    const auto rising = expect_hit("two-sided: from behind the plane it hits too", from_below,
                                   Sphere(Point(2, -3, 0), 1), {0, 6, 0}, 1.0f / 3.0f, floor);
    ExpectClause(Check(), "the normal is the plane's, turned towards the side the sphere comes from",
                 from_below + ": normal", glm::vec3(0, -1, 0), rising.normal);
    // Starting 4 above with the point under it at (1, 0, -2): it lands at (1, 0, 1), half way.
    const std::string slanted_call = "MovingSpherePlane((1, 5, -2) r 1, floor, (0, -8, 6))";
    const auto slanted = expect_hit("the point is where it first touches the plane", slanted_call,
                                    Sphere(Point(1, 5, -2), 1), {0, -8, 6}, 0.5f, floor);
    ExpectClause(Check(), "the point is where it first touches the plane", slanted_call + ": point", Point(1, 0, 1),
                 slanted.point);
    ExpectClause(Check(), "incident is the unit direction it moves in", slanted_call + ": incident",
                 glm::vec3(0, -0.8f, 0.6f), slanted.incident);
    ExpectClause(Check(), "the normal is the plane's, turned towards the side the sphere comes from",
                 slanted_call + ": normal", glm::vec3(0, 1, 0), slanted.normal);
    const std::string cutting_call = "MovingSpherePlane((-4, 0.5, 0) r 1, floor, (0, 4, 0))";
    const auto cutting = expect_hit("already cutting the plane at the start: t = 0", cutting_call,
                                    Sphere(Point(-4, 0.5f, 0), 1), {0, 4, 0}, 0.0f, floor);
    ExpectClause(Check(), "already cutting the plane at the start: t = 0", cutting_call + ": point", Point(-4, 0, 0),
                 cutting.point);
    const std::string resting_call = "MovingSpherePlane((3, 1, 0) r 1, floor, (0, 0, 0))";
    const auto resting = expect_hit("incident is zero when it starts touching and does not move", resting_call,
                                    Sphere(Point(3, 1, 0), 1), {0, 0, 0}, 0.0f, floor);
    ExpectClause(Check(), "incident is zero when it starts touching and does not move", resting_call + ": incident",
                 glm::vec3(0), resting.incident);
    expect_hit("moving parallel misses", "MovingSpherePlane((0, 5, 0) r 1, floor, (5, 0, 0))",
               Sphere(Point(0, 5, 0), 1), {5, 0, 0}, -1.0f, floor);
    expect_hit("moving away misses", "MovingSpherePlane((0, 5, 0) r 1, floor, (0, 8, 0))", Sphere(Point(0, 5, 0), 1),
               {0, 8, 0}, -1.0f, floor);
    expect_hit("falling short of the plane misses", "MovingSpherePlane((-2, 5, 0) r 1, floor, (0, -3, 0))",
               Sphere(Point(-2, 5, 0), 1), {0, -3, 0}, -1.0f, floor);
    expect_hit("on a miss, happened is false and t = -1", "MovingSpherePlane((6, -5, 0) r 2, floor, (0, -9, 0))",
               Sphere(Point(6, -5, 0), 2), {0, -9, 0}, -1.0f, floor);
    expect_hit("a degenerate plane misses", "MovingSpherePlane((0, 5, 0) r 1, normal (0, 0, 0) distance 0, (0, -8, 0))",
               Sphere(Point(0, 5, 0), 1), {0, -8, 0}, -1.0f, Plane(glm::vec3(0), 0.0f));
    expect_hit("a negative radius misses", "MovingSpherePlane((0, 5, 0) r -1, floor, (0, -8, 0))",
               Sphere(Point(0, 5, 0), -1), {0, -8, 0}, -1.0f, floor);
    expect_hit("NaN never hits", "MovingSpherePlane((0, 5, 0) r 1, floor, (0, NaN, 0))", Sphere(Point(0, 5, 0), 1),
               {0, kNaN, 0}, -1.0f, floor);
    expect_hit("NaN never hits", "MovingSpherePlane((0, NaN, 0) r 1, floor, (0, -8, 0))", Sphere(Point(0, kNaN, 0), 1),
               {0, -8, 0}, -1.0f, floor);
    expect_hit("NaN never hits", "MovingSpherePlane((0, 5, 0) r 1, the plane y = NaN, (0, -8, 0))",
               Sphere(Point(0, 5, 0), 1), {0, -8, 0}, -1.0f, Plane(glm::vec3(0, 1, 0), kNaN));
  }

  // MovingSphereSphere's clauses: two unit spheres 10 apart on x unless said.
  void CheckSphereSphereContract() {
    const Sphere left(Point(-5, 0, 0), 1), right(Point(5, 0, 0), 1);
    const auto sweep = [](const Sphere& a, const glm::vec3& va, const Sphere& b, const glm::vec3& vb) {
      return [=](float& t) { return Collisions::MovingSphereSphere(a, va, b, vb, t); };
    };
    ExpectSweep("closing: t of the first touch, by relative motion",
                "MovingSphereSphere((-5, 0, 0) r 1, (10, 0, 0), (5, 0, 0) r 1, (-10, 0, 0))", 0.4f,
                sweep(left, {10, 0, 0}, right, {-10, 0, 0}));
    ExpectSweep("only b moving: its velocity counts (b's subtracted from a's)",
                "MovingSphereSphere((-5, 0, 0) r 1, (0, 0, 0), (5, 0, 0) r 1, (-16, 0, 0))", 0.5f,
                sweep(left, {0, 0, 0}, right, {-16, 0, 0}));
    // Radius 2 and 1: the centres meet at 3 apart, after 7 of the 10.
    const Sphere big(Point(0, 0, 0), 2), small(Point(10, 0, 0), 1);
    ExpectSweep("the centres within ra + rb: the radii are summed",
                "MovingSphereSphere((0, 0, 0) r 2, (10, 0, 0), (10, 0, 0) r 1, (0, 0, 0))", 0.7f,
                sweep(big, {10, 0, 0}, small, {0, 0, 0}));
    ExpectSweep("the argument order does not matter",
                "MovingSphereSphere((10, 0, 0) r 1, (0, 0, 0), (0, 0, 0) r 2, (10, 0, 0))", 0.7f,
                sweep(small, {0, 0, 0}, big, {10, 0, 0}));
    ExpectSweep("the argument order does not matter",
                "MovingSphereSphere((5, 0, 0) r 1, (-10, 0, 0), (-5, 0, 0) r 1, (10, 0, 0))", 0.4f,
                sweep(right, {-10, 0, 0}, left, {10, 0, 0}));
    ExpectSweep("already touching or overlapping: t = 0",
                "MovingSphereSphere((0, 0, 0) r 1, (0, 5, 0), (2, 0, 0) r 1, (0, 0, 0))", 0.0f,
                sweep(Sphere(Point(0), 1), {0, 5, 0}, Sphere(Point(2, 0, 0), 1), {0, 0, 0}));
    ExpectSweep("already touching or overlapping: t = 0",
                "MovingSphereSphere((0, 0, 0) r 1, (-4, 0, 0), (1, 0, 0) r 1, (4, 0, 0))", 0.0f,
                sweep(Sphere(Point(0), 1), {-4, 0, 0}, Sphere(Point(1, 0, 0), 1), {4, 0, 0}));
    ExpectSweep("equal velocities give the static test",
                "MovingSphereSphere((-5, 0, 0) r 1, (10, 0, 0), (5, 0, 0) r 1, (10, 0, 0))", -1.0f,
                sweep(left, {10, 0, 0}, right, {10, 0, 0}));
    ExpectSweep("equal velocities give the static test",
                "MovingSphereSphere((0, 0, 0) r 1, (3, 3, 0), (2, 0, 0) r 1, (3, 3, 0))", 0.0f,
                sweep(Sphere(Point(0), 1), {3, 3, 0}, Sphere(Point(2, 0, 0), 1), {3, 3, 0}));
    // 2 apart across the motion: the centres pass exactly ra + rb apart, half way.
    ExpectSweep("grazing (passing exactly ra + rb apart) touches",
                "MovingSphereSphere((-5, 2, 0) r 1, (10, 0, 0), (5, 0, 0) r 1, (-10, 0, 0))", 0.5f,
                sweep(Sphere(Point(-5, 2, 0), 1), {10, 0, 0}, right, {-10, 0, 0}));
    ExpectSweep("passing each other farther apart misses",
                "MovingSphereSphere((-5, 3, 0) r 1, (10, 0, 0), (5, 0, 0) r 1, (-10, 0, 0))", -1.0f,
                sweep(Sphere(Point(-5, 3, 0), 1), {10, 0, 0}, right, {-10, 0, 0}));
    ExpectSweep("moving apart misses", "MovingSphereSphere((-5, 0, 0) r 1, (-10, 0, 0), (5, 0, 0) r 1, (10, 0, 0))",
                -1.0f, sweep(left, {-10, 0, 0}, right, {10, 0, 0}));
    ExpectSweep("reaching each other only after the motion misses",
                "MovingSphereSphere((-5, 0, 0) r 1, (2, 0, 0), (5, 0, 0) r 1, (0, 0, 0))", -1.0f,
                sweep(left, {2, 0, 0}, right, {0, 0, 0}));
    ExpectSweep("on a miss, t = -1", "MovingSphereSphere((-5, 0, 0) r 1, (0, 9, 0), (5, 0, 0) r 1, (0, 0, 0))", -1.0f,
                sweep(left, {0, 9, 0}, right, {0, 0, 0}));
    ExpectSweep("NaN never hits", "MovingSphereSphere((NaN, 0, 0) r 1, (10, 0, 0), (5, 0, 0) r 1, (-10, 0, 0))", -1.0f,
                sweep(Sphere(Point(kNaN, 0, 0), 1), {10, 0, 0}, right, {-10, 0, 0}));
    ExpectSweep("NaN never hits", "MovingSphereSphere((-5, 0, 0) r 1, (10, 0, 0), (5, 0, 0) r 1, (NaN, 0, 0))", -1.0f,
                sweep(left, {10, 0, 0}, right, {kNaN, 0, 0}));
  }

  // MovingSphereAABB's clauses, against the box -1..1. Along x, 0.3 and 0.4 off the edge and the corner: the
  // rounded ones are met 0.4 and 0.2 later along x than the grown box's square ones (3-4-5 and 0.32 + 0.04 =
  // 0.36 = 0.6^2).
  void CheckSphereBoxContract() {
    const AABB box(Point(-1), Point(1));
    const auto sweep = [box](const Sphere& sphere, const glm::vec3& velocity) {
      return [=](float& t) { return Collisions::MovingSphereAABB(sphere, velocity, box, t); };
    };
    ExpectSweep("a face: the sphere touches it at t", "MovingSphereAABB((-4, 0, 0) r 0.5, (5, 0, 0), box -1..1)", 0.5f,
                sweep(Sphere(Point(-4, 0, 0), 0.5f), {5, 0, 0}));
    ExpectSweep("an edge: the grown box's rounded edge", "MovingSphereAABB((-4, -1.3, 0) r 0.5, (5, 0, 0), box -1..1)",
                0.52f, sweep(Sphere(Point(-4, -1.3f, 0), 0.5f), {5, 0, 0}));
    // Into the grown box beside the corner (-1, -1, -1), then along the edge x = y = -1: its side is met when
    // the centre is 1 from it across, at 0.9 - 0.3 t = sqrt(0.5), neither the corner nor the other edges first.
    ExpectSweep("an edge: the grown box's rounded edge",
                "MovingSphereAABB((-1.9, -1.9, -3) r 1, (0.3, 0.3, 6), box -1..1)", (0.9f - std::sqrt(0.5f)) / 0.3f,
                sweep(Sphere(Point(-1.9f, -1.9f, -3), 1), {0.3f, 0.3f, 6}));
    ExpectSweep("a corner: the grown box's rounded corner",
                "MovingSphereAABB((-4, -1.4, -1.4) r 0.6, (5, 0, 0), box -1..1)", 0.56f,
                sweep(Sphere(Point(-4, -1.4f, -1.4f), 0.6f), {5, 0, 0}));
    ExpectSweep("a corner: the grown box's rounded corner",
                "MovingSphereAABB((3, 3, 3) r 0.5, (-4, -4, -4), box -1..1)", (2.0f - 0.5f / std::sqrt(3.0f)) / 4.0f,
                sweep(Sphere(Point(3), 0.5f), {-4, -4, -4}));
    // 0.45 off both faces: 0.64 from the edge, inside the grown box's square edge but outside its rounding.
    ExpectSweep("a path past the grown box's square corner misses",
                "MovingSphereAABB((-4, -1.45, -1.45) r 0.5, (8, 0, 0), box -1..1)", -1.0f,
                sweep(Sphere(Point(-4, -1.45f, -1.45f), 0.5f), {8, 0, 0}));
    ExpectSweep("starting in or touching the box: t = 0", "MovingSphereAABB((0, 0, 0) r 0.5, (9, 0, 0), box -1..1)",
                0.0f, sweep(Sphere(Point(0), 0.5f), {9, 0, 0}));
    ExpectSweep("starting in or touching the box: t = 0", "MovingSphereAABB((-1.5, 0, 0) r 0.5, (-3, 0, 0), box -1..1)",
                0.0f, sweep(Sphere(Point(-1.5f, 0, 0), 0.5f), {-3, 0, 0}));
    ExpectSweep("touching at the end of the motion counts (t = 1)",
                "MovingSphereAABB((-4, 0, 0) r 0.5, (2.5, 0, 0), box -1..1)", 1.0f,
                sweep(Sphere(Point(-4, 0, 0), 0.5f), {2.5f, 0, 0}));
    ExpectSweep("moving away or falling short misses", "MovingSphereAABB((-4, 0, 0) r 0.5, (-5, 0, 0), box -1..1)",
                -1.0f, sweep(Sphere(Point(-4, 0, 0), 0.5f), {-5, 0, 0}));
    ExpectSweep("moving away or falling short misses", "MovingSphereAABB((-4, 0, 0) r 0.5, (2, 0, 0), box -1..1)",
                -1.0f, sweep(Sphere(Point(-4, 0, 0), 0.5f), {2, 0, 0}));
    ExpectSweep("no motion is the static test", "MovingSphereAABB((3, 0, 0) r 0.5, (0, 0, 0), box -1..1)", -1.0f,
                sweep(Sphere(Point(3, 0, 0), 0.5f), {0, 0, 0}));
    ExpectSweep("no motion is the static test", "MovingSphereAABB((1.2, 1.2, 0) r 0.5, (0, 0, 0), box -1..1)", 0.0f,
                sweep(Sphere(Point(1.2f, 1.2f, 0), 0.5f), {0, 0, 0}));
    ExpectSweep("on a miss, t = -1", "MovingSphereAABB((-4, 3, 0) r 0.5, (8, 0, 0), box -1..1)", -1.0f,
                sweep(Sphere(Point(-4, 3, 0), 0.5f), {8, 0, 0}));
    ExpectSweep("NaN never hits", "MovingSphereAABB((-4, 0, 0) r 0.5, (NaN, 0, 0), box -1..1)", -1.0f,
                sweep(Sphere(Point(-4, 0, 0), 0.5f), {kNaN, 0, 0}));
    ExpectSweep("NaN never hits", "MovingSphereAABB((-4, NaN, 0) r 0.5, (5, 0, 0), box -1..1)", -1.0f,
                sweep(Sphere(Point(-4, kNaN, 0), 0.5f), {5, 0, 0}));
  }

  // MovingAABBAABB's clauses, with a the unit box 0..1 unless said.
  void CheckBoxBoxContract() {
    const AABB a(Point(0), Point(1));
    const auto sweep = [](const AABB& first, const glm::vec3& va, const AABB& second, const glm::vec3& vb) {
      return [=](float& t) { return Collisions::MovingAABBAABB(first, va, second, vb, t); };
    };
    const AABB ahead(Point(3, 3.5f, 0), Point(4, 4.5f, 1));
    ExpectSweep("closing: the latest start of overlap on the three axes",
                "MovingAABBAABB(0..1, (4, 4, 0), (3, 3.5, 0)-(4, 4.5, 1), (0, 0, 0))", 0.625f,
                sweep(a, {4, 4, 0}, ahead, {0, 0, 0}));
    ExpectSweep("the argument order does not matter",
                "MovingAABBAABB((3, 3.5, 0)-(4, 4.5, 1), (0, 0, 0), 0..1, (4, 4, 0))", 0.625f,
                sweep(ahead, {0, 0, 0}, a, {4, 4, 0}));
    const AABB right(Point(3, 0, 0), Point(4, 1, 1));
    ExpectSweep("relative motion: b moves by velocity_b - velocity_a",
                "MovingAABBAABB(0..1, (4, 0, 0), (3, 0, 0)-(4, 1, 1), (-2, 0, 0))", 1.0f / 3.0f,
                sweep(a, {4, 0, 0}, right, {-2, 0, 0}));
    ExpectSweep("relative motion: b moves by velocity_b - velocity_a",
                "MovingAABBAABB(0..1, (1, 0, 0), (3, 0, 0)-(4, 1, 1), (5, 0, 0))", -1.0f,
                sweep(a, {1, 0, 0}, right, {5, 0, 0}));
    ExpectSweep("moving towards smaller coordinates too",
                "MovingAABBAABB(0..1, (0, 0, 0), (3, 0, 0)-(4, 1, 1), (-4, 0, 0))", 0.5f,
                sweep(a, {0, 0, 0}, right, {-4, 0, 0}));
    ExpectSweep("overlapping on each axis at different times misses",
                "MovingAABBAABB(0..1, (4, 2, 0), (3, 3.5, 0)-(4, 4.5, 1), (0, 0, 0))", -1.0f,
                sweep(a, {4, 2, 0}, ahead, {0, 0, 0}));
    ExpectSweep("apart on an axis without motion misses",
                "MovingAABBAABB(0..1, (4, 0, 0), (3, 2, 0)-(4, 3, 1), (0, 0, 0))", -1.0f,
                sweep(a, {4, 0, 0}, AABB(Point(3, 2, 0), Point(4, 3, 1)), {0, 0, 0}));
    ExpectSweep("already touching or overlapping: t = 0",
                "MovingAABBAABB(0..1, (0, 5, 0), (1, 0, 0)-(2, 1, 1), (0, 0, 0))", 0.0f,
                sweep(a, {0, 5, 0}, AABB(Point(1, 0, 0), Point(2, 1, 1)), {0, 0, 0}));
    ExpectSweep("already touching or overlapping: t = 0",
                "MovingAABBAABB(0..1, (-3, 0, 0), (0.5, 0.5, 0.5)-(2, 2, 2), (3, 0, 0))", 0.0f,
                sweep(a, {-3, 0, 0}, AABB(Point(0.5f), Point(2)), {3, 0, 0}));
    // b overlaps a in x from t = 0.25 to 0.5 and in y from 0.5 to 1: edge to edge at 0.5 only.
    ExpectSweep("touching for an instant counts", "MovingAABBAABB(0..1, (0, 0, 0), (3, -3, 0)-(4, -2, 1), (-8, 4, 0))",
                0.5f, sweep(a, {0, 0, 0}, AABB(Point(3, -3, 0), Point(4, -2, 1)), {-8, 4, 0}));
    AABB inverted;  // min above max on every axis, set field by field (the constructor would order them)
    inverted.min = Point(4, 1, 1);
    inverted.max = Point(3, 0, 0);
    ExpectSweep("an inverted box is empty and meets nothing",
                "MovingAABBAABB(0..1, (4, 0, 0), min (4, 1, 1) max (3, 0, 0), (0, 0, 0))", -1.0f,
                sweep(a, {4, 0, 0}, inverted, {0, 0, 0}));
    ExpectSweep("on a miss, t = -1", "MovingAABBAABB(0..1, (0, 4, 0), (3, 0, 0)-(4, 1, 1), (0, 0, 0))", -1.0f,
                sweep(a, {0, 4, 0}, right, {0, 0, 0}));
    ExpectSweep("NaN never hits", "MovingAABBAABB(0..1, (4, 0, 0), (3, 0, 0)-(4, 1, NaN), (0, 0, 0))", -1.0f,
                sweep(a, {4, 0, 0}, AABB(Point(3, 0, 0), Point(4, 1, kNaN)), {0, 0, 0}));
    ExpectSweep("NaN never hits", "MovingAABBAABB(0..1, (NaN, 0, 0), (3, 0, 0)-(4, 1, 1), (0, 0, 0))", -1.0f,
                sweep(a, {kNaN, 0, 0}, right, {0, 0, 0}));
  }

  // MovingAABBPlane's clauses, with the 2 x 2 x 2 box centred at (0, 4, 0) over the floor y = 0 unless said.
  void CheckBoxPlaneContract() {
    const Plane floor(glm::vec3(0, 1, 0), 0.0f);
    const AABB above(Point(-1, 3, -1), Point(1, 5, 1));
    const auto sweep = [](const AABB& box, const glm::vec3& velocity, const Plane& plane) {
      return [=](float& t) { return Collisions::MovingAABBPlane(box, velocity, plane, t); };
    };
    ExpectSweep("a box reaching the plane: t, as a sphere of its projection radius",
                "MovingAABBPlane((-1, 3, -1)-(1, 5, 1), (0, -6, 0), floor)", 0.5f, sweep(above, {0, -6, 0}, floor));
    // The plane x - y = 0: the box's centre (3, -3, 0) is 6 / sqrt(2) from it, its radius 2 / sqrt(2), closing
    // at 8 / sqrt(2). Without the absolute values the radius would be 0.
    ExpectSweep("the projection radius is the sum of abs(normal_i) * half extent_i",
                "MovingAABBPlane((2, -4, -1)-(4, -2, 1), (-4, 4, 0), plane x - y = 0)", 0.5f,
                sweep(AABB(Point(2, -4, -1), Point(4, -2, 1)), {-4, 4, 0}, Plane(glm::vec3(1, -1, 0), 0.0f)));
    ExpectSweep("two-sided: from behind the plane it hits too",
                "MovingAABBPlane((-1, -5, -1)-(1, -3, 1), (0, 6, 0), floor)", 0.5f,
                sweep(AABB(Point(-1, -5, -1), Point(1, -3, 1)), {0, 6, 0}, floor));
    ExpectSweep("already cutting the plane at the start: t = 0",
                "MovingAABBPlane((-1, -0.5, -1)-(1, 1.5, 1), (0, 3, 0), floor)", 0.0f,
                sweep(AABB(Point(-1, -0.5f, -1), Point(1, 1.5f, 1)), {0, 3, 0}, floor));
    ExpectSweep("touching at the end of the motion counts (t = 1)",
                "MovingAABBPlane((-1, 3, -1)-(1, 5, 1), (0, -3, 0), floor)", 1.0f, sweep(above, {0, -3, 0}, floor));
    ExpectSweep("moving parallel or away misses", "MovingAABBPlane((-1, 3, -1)-(1, 5, 1), (5, 0, 0), floor)", -1.0f,
                sweep(above, {5, 0, 0}, floor));
    ExpectSweep("moving parallel or away misses", "MovingAABBPlane((-1, 3, -1)-(1, 5, 1), (0, 6, 0), floor)", -1.0f,
                sweep(above, {0, 6, 0}, floor));
    ExpectSweep("a degenerate plane misses",
                "MovingAABBPlane((-1, 3, -1)-(1, 5, 1), (0, -6, 0), normal (0, 0, 0) distance 0)", -1.0f,
                sweep(above, {0, -6, 0}, Plane(glm::vec3(0), 0.0f)));
    AABB inverted;  // min above max on every axis, set field by field (the constructor would order them)
    inverted.min = Point(1, 5, 1);
    inverted.max = Point(-1, 3, -1);
    ExpectSweep("an inverted box is empty and meets nothing",
                "MovingAABBPlane(min (1, 5, 1) max (-1, 3, -1), (0, -6, 0), floor)", -1.0f,
                sweep(inverted, {0, -6, 0}, floor));
    ExpectSweep("on a miss, t = -1", "MovingAABBPlane((-1, 3, -1)-(1, 5, 1), (0, -1, 0), floor)", -1.0f,
                sweep(above, {0, -1, 0}, floor));
    ExpectSweep("NaN never hits", "MovingAABBPlane((-1, 3, -1)-(1, 5, NaN), (0, -6, 0), floor)", -1.0f,
                sweep(AABB(Point(-1, 3, -1), Point(1, 5, kNaN)), {0, -6, 0}, floor));
    ExpectSweep("NaN never hits", "MovingAABBPlane((-1, 3, -1)-(1, 5, 1), (0, NaN, 0), floor)", -1.0f,
                sweep(above, {0, kNaN, 0}, floor));
    ExpectSweep("NaN never hits", "MovingAABBPlane((-1, 3, -1)-(1, 5, 1), (0, -6, 0), the plane y = NaN)", -1.0f,
                sweep(above, {0, -6, 0}, Plane(glm::vec3(0, 1, 0), kNaN)));
  }

  // The sphere against the plane, checked field by field: the book's happened, point and incident.
  void AddSpherePlaneCases() {
    const auto spheres = cases::SpherePlaneSweeps();
    for (std::size_t i = 0; i < spheres.size(); ++i) {
      const cases::SpherePlaneSweep& c = spheres[i];
      const Collisions::CollisionResult result = Collisions::MovingSpherePlane(c.sphere, c.plane, c.velocity);
      Check().About(static_cast<int>(i));
      const std::string what = fmt::format("MovingSpherePlane, {}", c.what);
      Check().Expect(what + ": happened", c.t >= 0.0f, result.happened);
      if (c.t >= 0.0f && result.happened) {
        Check().ExpectNear(what + ": the point of the plane it touches", c.point, result.point, 1e-5f);
        Check().ExpectNear(what + ": incident, the direction it strikes along", glm::normalize(c.velocity),
                           result.incident, 1e-5f);
      }
      cases_.push_back({what, c.t, [c] { return Collisions::MovingSpherePlane(c.sphere, c.plane, c.velocity).t; },
                        [c](DebugDraw& draw, const glm::vec3& at, float t) {
                          DrawPlaneAt(draw, c.plane, at);
                          DrawMovingSphere(draw, c.sphere, c.velocity, at, t);
                          if (t >= 0.0f) {
                            draw.DrawPoint(Collisions::MovingSpherePlane(c.sphere, c.plane, c.velocity).point + at,
                                           9.0f, palette::kHitPoint);
                          }
                        }});
    }
  }

  // Start (white), the motion (magenta), and where it touches (red) or, when it does not, the end (blue).
  static void DrawMovingSphere(DebugDraw& draw, const Sphere& sphere, const glm::vec3& velocity, const glm::vec3& at,
                               float t) {
    draw.DrawSphere(Sphere(sphere.position + at, sphere.radius), palette::kShape, 16);
    draw.DrawLine(sphere.position + at, sphere.position + velocity + at, palette::kConstruction);
    const float s = t >= 0.0f ? t : 1.0f;
    draw.DrawSphere(Sphere(sphere.position + s * velocity + at, sphere.radius),
                    t >= 0.0f ? palette::kIntersecting : palette::kSeparate, 16);
  }
  static void DrawMovingBox(DebugDraw& draw, const AABB& box, const glm::vec3& velocity, const glm::vec3& at, float t) {
    draw.DrawBox(Moved(box, at), palette::kShape);
    draw.DrawLine(box.Center() + at, box.Center() + velocity + at, palette::kConstruction);
    const float s = t >= 0.0f ? t : 1.0f;
    draw.DrawBox(Moved(box, s * velocity + at), t >= 0.0f ? palette::kIntersecting : palette::kSeparate);
  }
  static void DrawPlaneAt(DebugDraw& draw, const Plane& plane, const glm::vec3& at) {
    draw.DrawPlane(Plane(plane.normal, plane.distance + glm::dot(plane.normal, at)), 2.5f, palette::kShape);
  }

  std::vector<SweepCase> cases_;
};

}  // namespace
LAB_REGISTER_SAMPLE(
    SweptShapes, Chapter::kMovingObjects,
    "The exact swept tests, each over one frame's motion (t: the fraction done at first contact). The book's "
    "MovingSpherePlane with its CollisionResult (happened, point, incident), two-sided; two spheres and two boxes "
    "by relative motion (the book's 'subtract A's motion'); a sphere against a box's face, edge and corner, and "
    "past the square corner of the grown box, where it must miss; a box against a level and a tilted plane. White: "
    "the start; red: where they touch (green: the contact); blue: the end, when they never do. The book leaves "
    "CollisionResult's fields undefined: incident here is the unit direction of motion.");
}  // namespace lab::samples
