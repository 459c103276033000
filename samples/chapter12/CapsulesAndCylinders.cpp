// Chapter 12, the capsule ("a sphere swept along a segment") and the cylinder ("a capsule without caps"): the
// closest points of two segments they rest on, what a capsule meets, and rays against both.
#include <cmath>
#include <limits>
#include <string>

#include "samples/cases/shapes.hpp"
#include "samples/sample.hpp"
#include "samples/sample_checks.hpp"

namespace lab::samples {
namespace {

class CapsulesAndCylinders final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.target = Point(4, 1, 0), .pitch_degrees = -20.0f, .distance = 16.0f});
    int item = 0;
    for (const cases::SegmentPairCase& c : cases::SegmentPairs()) {
      Point on_a, on_b;
      const float distance = Collisions::ClosestPoints(c.a, c.b, on_a, on_b);
      Check().About(item++);
      Check().ExpectNear(fmt::format("ClosestPoints, {}: the distance", c.what), c.distance, distance, 1e-5f);
      Check().ExpectNear("... the point on the first", c.on_a, on_a, 1e-5f);
      Check().ExpectNear("... the point on the second", c.on_b, on_b, 1e-5f);
    }
    Check().About(item++);
    Check().Expect("Intersects(Capsule, Sphere), touching at 2.5 from the axis", true,
                   Collisions::Intersects(cases::kCapsule, cases::kSphereTouchingCapsule));
    Check().Expect("... and (Sphere, Capsule)", true,
                   Collisions::Intersects(cases::kSphereTouchingCapsule, cases::kCapsule));
    Check().About(item++);
    Check().Expect("Intersects(Capsule, Capsule), axes 2.12 apart, radii 1.6", false,
                   Collisions::Intersects(cases::kCapsule, cases::kCapsuleApart));
    Check().About(item++);
    Check().Expect("Intersects(Capsule, Capsule), one across it, axes 1.5 apart, radii 2.3", true,
                   Collisions::Intersects(cases::kCapsule, cases::kCapsuleAcross));
    Check().About(item++);
    Check().Expect("Intersects(Capsule, Triangle), the triangle touching the lowest point", true,
                   Collisions::Intersects(cases::kCapsule, cases::kTriangleUnderCapsule));
    Check().Expect("... and (Triangle, Capsule)", true,
                   Collisions::Intersects(cases::kTriangleUnderCapsule, cases::kCapsule));
    Check().About(item++);
    Check().Expect("Intersects(Capsule, AABB), a corner 0.87 from the end", true,
                   Collisions::Intersects(cases::kCapsule, cases::kBoxByCapsuleEnd));
    Check().Expect("... and (AABB, Capsule)", true, Collisions::Intersects(cases::kBoxByCapsuleEnd, cases::kCapsule));
    for (const cases::RayCase& c : cases::CapsuleCylinderRays()) {
      Check().About(item++);
      float t = -1.0f;
      Check().Expect(fmt::format("Raycast(Ray, Capsule), {}", c.what), c.capsule_t >= 0.0f,
                     Collisions::Raycast(c.ray, cases::kCapsule, t));
      Check().ExpectNear("... t", c.capsule_t, t, 1e-5f);
      Check().Expect(fmt::format("Raycast(Ray, Cylinder), {}", c.what), c.cylinder_t >= 0.0f,
                     Collisions::Raycast(c.ray, cases::kCylinder, t));
      Check().ExpectNear("... t", c.cylinder_t, t, 1e-5f);
    }
    for (const cases::PointInCylinderCase& c : cases::CylinderPoints()) {
      Check().About(item++);
      Check().Expect(fmt::format("PointInCylinder, {}", c.what), c.inside,
                     Collisions::PointInCylinder(cases::kCylinder, c.point));
    }
    ContractCases();
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"ClosestPoints(Line, Line, Point&, Point&)", "Intersects(Capsule, Sphere)",
                               "Intersects(Capsule, Capsule)", "Intersects(Capsule, Triangle)",
                               "Intersects(Capsule, AABB)", "Raycast(Ray, Capsule, float&)",
                               "PointInCylinder(Cylinder, Point)", "Raycast(Ray, Cylinder, float&)"});
  }

  void Render() override {
    int item = 0;
    for (const cases::SegmentPairCase& c : cases::SegmentPairs()) {
      const glm::vec3 at(6.0f, -3.0f * static_cast<float>(item), 0.0f);
      Point on_a, on_b;
      Collisions::ClosestPoints(c.a, c.b, on_a, on_b);
      Draw().About(item++);
      Draw().DrawLine(c.a.start + at, c.a.end + at, palette::kShape);
      Draw().DrawLine(c.b.start + at, c.b.end + at, palette::kShape);
      Draw().DrawLine(on_a + at, on_b + at, palette::kConstruction);
      Draw().DrawPoint(on_a + at, 8.0f, palette::kClosestPoint);
      Draw().DrawPoint(on_b + at, 8.0f, palette::kClosestPoint);
    }
    Draw().DrawCapsule(cases::kCapsule, palette::kShape);
    Draw().About(item++);
    Draw().DrawSphere(cases::kSphereTouchingCapsule,
                      palette::ForShape(Collisions::Intersects(cases::kCapsule, cases::kSphereTouchingCapsule)), 20);
    Draw().About(item++);
    Draw().DrawCapsule(cases::kCapsuleApart,
                       palette::ForShape(Collisions::Intersects(cases::kCapsule, cases::kCapsuleApart)));
    Draw().About(item++);
    Draw().DrawCapsule(cases::kCapsuleAcross,
                       palette::ForShape(Collisions::Intersects(cases::kCapsule, cases::kCapsuleAcross)));
    Draw().About(item++);
    Draw().DrawWireTriangle(cases::kTriangleUnderCapsule,
                            palette::ForShape(Collisions::Intersects(cases::kCapsule, cases::kTriangleUnderCapsule)));
    Draw().About(item++);
    Draw().DrawBox(cases::kBoxByCapsuleEnd,
                   palette::ForShape(Collisions::Intersects(cases::kCapsule, cases::kBoxByCapsuleEnd)));
    // The cylinder beside the capsule, 4 along -x, with the same rays shifted.
    const glm::vec3 beside(-4.0f, 0.0f, 0.0f);
    Draw().DrawCylinder(
        Cylinder{cases::kCylinder.start + beside, cases::kCylinder.end + beside, cases::kCylinder.radius},
        palette::kShape);
    for (const cases::RayCase& c : cases::CapsuleCylinderRays()) {
      Draw().About(item++);
      float t = -1.0f;
      const bool hit = Collisions::Raycast(c.ray, cases::kCapsule, t);
      Draw().DrawRayWithHit(c.ray, hit, c.ray.At(t));
      const Ray moved(c.ray.position + beside, c.ray.direction);
      const bool hit_cylinder = Collisions::Raycast(c.ray, cases::kCylinder, t);
      Draw().DrawRayWithHit(moved, hit_cylinder, moved.At(t));
    }
    for (const cases::PointInCylinderCase& c : cases::CylinderPoints()) {
      Draw().About(item++);
      Draw().DrawPoint(c.point + beside, 8.0f,
                       palette::ForPoint(Collisions::PointInCylinder(cases::kCylinder, c.point)));
    }
  }

 private:
  // The contracts' clauses (samples/contracts/shapes.txt), mostly on the capsule and cylinder of radius 1 around
  // (0, 0, 0)-(0, 2, 0) (C).
  void ContractCases() {
    Check().About({});
    const Capsule c = cases::kCapsule;
    const Cylinder cylinder = cases::kCylinder;

    // ClosestPoints: the distance, then each point (on_a, on_b) as a case of its own.
    const auto closest = [&](std::string_view clause, std::string_view call, const Line& a, const Line& b,
                             float distance, const Point& on_a, const Point& on_b) {
      Point got_a(99.0f), got_b(99.0f);
      ExpectClause(Check(), clause, call, distance, Collisions::ClosestPoints(a, b, got_a, got_b));
      ExpectClause(Check(), clause, fmt::format("{}: on_a", call), on_a, got_a);
      ExpectClause(Check(), clause, fmt::format("{}: on_b", call), on_b, got_b);
    };
    closest("crossing segments give their common perpendicular and its length",
            "ClosestPoints((-1, 0, 0)-(1, 0, 0), (0, -1, 2)-(0, 1, 2))", Line(Point(-1, 0, 0), Point(1, 0, 0)),
            Line(Point(0, -1, 2), Point(0, 1, 2)), 2.0f, Point(0, 0, 0), Point(0, 0, 2));
    closest("the points are clamped to the segments (an end when the lines meet beyond it)",
            "ClosestPoints((0, 0, 0)-(1, 0, 0), (3, -1, 0)-(3, 1, 0))", Line(Point(0, 0, 0), Point(1, 0, 0)),
            Line(Point(3, -1, 0), Point(3, 1, 0)), 2.0f, Point(1, 0, 0), Point(3, 0, 0));
    // The lines meet at the origin, before b's start: b clamped to its start (1, 1, 0), then a's point found again.
    closest("the points are clamped to the segments (an end when the lines meet beyond it)",
            "ClosestPoints((0, 0, 0)-(4, 0, 0), (1, 1, 0)-(3, 3, 0))", Line(Point(0, 0, 0), Point(4, 0, 0)),
            Line(Point(1, 1, 0), Point(3, 3, 0)), 1.0f, Point(1, 0, 0), Point(1, 1, 0));
    closest("on_a is on a and on_b on b, in that order", "ClosestPoints((0, 3, 0)-(2, 3, 0), (1, -1, 5)-(1, 1, 5))",
            Line(Point(0, 3, 0), Point(2, 3, 0)), Line(Point(1, -1, 5), Point(1, 1, 5)), std::sqrt(29.0f),
            Point(1, 3, 0), Point(1, 1, 5));
    closest("a zero-length segment is its point", "ClosestPoints((0, 3, 0)-(0, 3, 0), (-1, 0, 0)-(1, 0, 0))",
            Line(Point(0, 3, 0), Point(0, 3, 0)), Line(Point(-1, 0, 0), Point(1, 0, 0)), 3.0f, Point(0, 3, 0),
            Point(0, 0, 0));
    closest("a zero-length segment is its point", "ClosestPoints((-1, 0, 0)-(1, 0, 0), (0.5, 2, 0)-(0.5, 2, 0))",
            Line(Point(-1, 0, 0), Point(1, 0, 0)), Line(Point(0.5f, 2, 0), Point(0.5f, 2, 0)), 2.0f, Point(0.5f, 0, 0),
            Point(0.5f, 2, 0));
    closest("a zero-length segment is its point", "ClosestPoints((1, 2, 3)-(1, 2, 3), (1, 2, 7)-(1, 2, 7))",
            Line(Point(1, 2, 3), Point(1, 2, 3)), Line(Point(1, 2, 7), Point(1, 2, 7)), 4.0f, Point(1, 2, 3),
            Point(1, 2, 7));
    closest("segments that meet give distance 0", "ClosestPoints((-1, 0, 0)-(1, 0, 0), (0, -1, 0)-(0, 1, 0))",
            Line(Point(-1, 0, 0), Point(1, 0, 0)), Line(Point(0, -1, 0), Point(0, 1, 0)), 0.0f, Point(0, 0, 0),
            Point(0, 0, 0));
    // Parallel (and antiparallel), overlapping for x in 1..2: any pair 1 apart there is right.
    for (const Line& b : {Line(Point(1, 1, 0), Point(3, 1, 0)), Line(Point(3, 1, 0), Point(1, 1, 0))}) {
      const Line a(Point(0, 0, 0), Point(2, 0, 0));
      const std::string call = fmt::format("ClosestPoints((0, 0, 0)-(2, 0, 0), {}-{})", b.start, b.end);
      Point on_a(99.0f), on_b(99.0f);
      ExpectClause(Check(), "parallel segments give one of the closest pairs", call, 1.0f,
                   Collisions::ClosestPoints(a, b, on_a, on_b));
      const auto near = [](float got, float want) { return std::abs(got - want) <= kVectorTolerance; };
      ExpectClause(Check(), "parallel segments give one of the closest pairs", call + ": on_a on a, beside b", true,
                   near(on_a.y, 0.0f) && near(on_a.z, 0.0f) && on_a.x >= 1.0f - kVectorTolerance &&
                       on_a.x <= 2.0f + kVectorTolerance);
      ExpectClause(Check(), "parallel segments give one of the closest pairs", call + ": on_b on b, beside on_a", true,
                   near(on_b.y, 1.0f) && near(on_b.z, 0.0f) && near(on_b.x, on_a.x));
    }

    ExpectClause(Check(), "a sphere within the radii of the segment meets it", "Intersects(C, sphere (1.5, 1, 0) r 1)",
                 true, Collisions::Intersects(c, Sphere(Point(1.5f, 1, 0), 1.0f)));
    ExpectClause(Check(), "touching counts (the distance equal to the sum of radii)",
                 "Intersects(C, sphere (3, 1, 0) r 2)", true, Collisions::Intersects(c, Sphere(Point(3, 1, 0), 2.0f)));
    ExpectClause(Check(), "the distance is to the segment: past an end it is to that end",
                 "Intersects(C, sphere (0, 4.5, 0) r 1)", false,
                 Collisions::Intersects(c, Sphere(Point(0, 4.5f, 0), 1.0f)));
    ExpectClause(Check(), "the distance is to the segment: past an end it is to that end",
                 "Intersects(C, sphere (0, -2, 0) r 1): touching the start's end", true,
                 Collisions::Intersects(c, Sphere(Point(0, -2, 0), 1.0f)));
    const Capsule ball{Point(1, 1, 1), Point(1, 1, 1), 1.0f};
    ExpectClause(Check(), "a zero-length capsule is a sphere",
                 "Intersects(capsule (1, 1, 1)-(1, 1, 1) r 1, sphere (1, 1, 4) r 2)", true,
                 Collisions::Intersects(ball, Sphere(Point(1, 1, 4), 2.0f)));
    ExpectClause(Check(), "a zero-length capsule is a sphere",
                 "Intersects(capsule (1, 1, 1)-(1, 1, 1) r 1, sphere (1, 1, 4.5) r 2)", false,
                 Collisions::Intersects(ball, Sphere(Point(1, 1, 4.5f), 2.0f)));
    ExpectClause(Check(), "NaN never makes a hit", "Intersects(C, sphere (NaN, 1, 0) r 1)", false,
                 Collisions::Intersects(c, Sphere(Point(kNaN, 1, 0), 1.0f)));
    ExpectClause(Check(), "a negative radius meets nothing", "Intersects(C, sphere (0.2, 1, 0) r -0.5)", false,
                 Collisions::Intersects(c, Sphere(Point(0.2f, 1, 0), -0.5f)));
    ExpectClause(Check(), "a negative radius meets nothing", "Intersects(C with radius -1, sphere (1, 1, 0) r 2)",
                 false, Collisions::Intersects(Capsule{c.start, c.end, -1.0f}, Sphere(Point(1, 1, 0), 2.0f)));

    ExpectClause(Check(), "capsules whose segments come within the sum of radii meet",
                 "Intersects(C, (2, 1, -3)-(2, 1, 3) r 1.5)", true,
                 Collisions::Intersects(c, Capsule{Point(2, 1, -3), Point(2, 1, 3), 1.5f}));
    ExpectClause(Check(), "touching counts (the distance equal to the sum of radii)",
                 "Intersects(C, (2, 1, -3)-(2, 1, 3) r 1)", true,
                 Collisions::Intersects(c, Capsule{Point(2, 1, -3), Point(2, 1, 3), 1.0f}));
    // Its line crosses C's line at (0, 4, 0), 2 past C's end.
    ExpectClause(Check(), "the distance is between the segments, not their lines",
                 "Intersects(C, (0, 4, -3)-(0, 4, 3) r 0.5)", false,
                 Collisions::Intersects(c, Capsule{Point(0, 4, -3), Point(0, 4, 3), 0.5f}));
    ExpectClause(Check(), "crossing segments meet, whatever the radii",
                 "Intersects((0, 0, 0)-(0, 2, 0) r 0.1, (-3, 1, 0)-(3, 1, 0) r 0.1)", true,
                 Collisions::Intersects(Capsule{c.start, c.end, 0.1f}, Capsule{Point(-3, 1, 0), Point(3, 1, 0), 0.1f}));
    ExpectClause(Check(), "parallel capsules side by side: their segments' distance decides",
                 "Intersects(C, (2, -1, 0)-(2, 5, 0) r 1.5)", true,
                 Collisions::Intersects(c, Capsule{Point(2, -1, 0), Point(2, 5, 0), 1.5f}));
    ExpectClause(Check(), "parallel capsules side by side: their segments' distance decides",
                 "Intersects(C, (3, 0, 0)-(3, 2, 0) r 1)", false,
                 Collisions::Intersects(c, Capsule{Point(3, 0, 0), Point(3, 2, 0), 1.0f}));
    ExpectClause(Check(), "NaN never makes a hit", "Intersects(C, (NaN, 1, 0)-(2, 1, 0) r 1)", false,
                 Collisions::Intersects(c, Capsule{Point(kNaN, 1, 0), Point(2, 1, 0), 1.0f}));
    ExpectClause(Check(), "a negative radius meets nothing", "Intersects(C, (0.25, 1, -3)-(0.25, 1, 3) r -0.5)", false,
                 Collisions::Intersects(c, Capsule{Point(0.25f, 1, -3), Point(0.25f, 1, 3), -0.5f}));

    // Against the triangle in the plane y = 0 around the origin (F), and the one with corners (0, 4, 0), the origin
    // and (4, 0, 0) in z = 0, whose last edge runs from (4, 0, 0) to (0, 4, 0) (G).
    const Triangle floor(Point(-5, 0, -5), Point(5, 0, -5), Point(0, 0, 5));
    const Triangle corner(Point(0, 4, 0), Point(0, 0, 0), Point(4, 0, 0));
    ExpectClause(Check(), "a segment passing through the triangle meets it, whatever the radius",
                 "Intersects((0, -3, 0)-(0, 3, 0) r 0, F)", true,
                 Collisions::Intersects(Capsule{Point(0, -3, 0), Point(0, 3, 0), 0.0f}, floor));
    ExpectClause(Check(), "an end within the radius of the triangle's face meets it",
                 "Intersects((0, 3, 0)-(0, 0.5, 0) r 1, F)", true,
                 Collisions::Intersects(Capsule{Point(0, 3, 0), Point(0, 0.5f, 0), 1.0f}, floor));
    // Upright at (2.5, 2.5), 0.71 outside G's last edge.
    ExpectClause(Check(), "a segment within the radius of an edge meets it, its ends far off",
                 "Intersects((2.5, 2.5, -3)-(2.5, 2.5, 3) r 1, G)", true,
                 Collisions::Intersects(Capsule{Point(2.5f, 2.5f, -3), Point(2.5f, 2.5f, 3), 1.0f}, corner));
    ExpectClause(Check(), "touching counts (the distance equal to the radius)",
                 "Intersects((0, 1, 0)-(0, 3, 0) r 1, F)", true,
                 Collisions::Intersects(Capsule{Point(0, 1, 0), Point(0, 3, 0), 1.0f}, floor));
    ExpectClause(Check(), "a capsule farther than its radius misses", "Intersects((0, 1.5, 0)-(0, 3, 0) r 1, F)", false,
                 Collisions::Intersects(Capsule{Point(0, 1.5f, 0), Point(0, 3, 0), 1.0f}, floor));
    ExpectClause(Check(), "NaN never makes a hit", "Intersects((0, -3, 0)-(NaN, 3, 0) r 1, F)", false,
                 Collisions::Intersects(Capsule{Point(0, -3, 0), Point(kNaN, 3, 0), 1.0f}, floor));
    ExpectClause(Check(), "a negative radius meets nothing", "Intersects((0, -3, 0)-(0, 3, 0) r -1, F)", false,
                 Collisions::Intersects(Capsule{Point(0, -3, 0), Point(0, 3, 0), -1.0f}, floor));

    // Against the box from (0, 0, 0) to (2, 2, 2) (B).
    const AABB box(Point(0), Point(2));
    ExpectClause(Check(), "a segment passing through the box meets it, whatever the radius",
                 "Intersects((-1, 1, 1)-(3, 1, 1) r 0, B)", true,
                 Collisions::Intersects(Capsule{Point(-1, 1, 1), Point(3, 1, 1), 0.0f}, box));
    ExpectClause(Check(), "an end within the radius of the box meets it", "Intersects((1, 1, 2.5)-(1, 1, 5) r 1, B)",
                 true, Collisions::Intersects(Capsule{Point(1, 1, 2.5f), Point(1, 1, 5), 1.0f}, box));
    // Across the edge x = y = 2 at z = 1, nearest it at (2.5, 2.5, 1), 0.71 away; its ends 2.5 from the box.
    ExpectClause(Check(), "a segment within the radius of an edge meets it, its ends far off",
                 "Intersects((0.5, 4.5, 1)-(4.5, 0.5, 1) r 0.75, B)", true,
                 Collisions::Intersects(Capsule{Point(0.5f, 4.5f, 1), Point(4.5f, 0.5f, 1), 0.75f}, box));
    ExpectClause(Check(), "touching counts (the distance equal to the radius)",
                 "Intersects((1, 1, 3)-(1, 1, 5) r 1, B)", true,
                 Collisions::Intersects(Capsule{Point(1, 1, 3), Point(1, 1, 5), 1.0f}, box));
    ExpectClause(Check(), "a capsule farther than its radius misses", "Intersects((1, 1, 3.5)-(1, 1, 5) r 1, B)", false,
                 Collisions::Intersects(Capsule{Point(1, 1, 3.5f), Point(1, 1, 5), 1.0f}, box));
    AABB upside_down;  // fields set directly: the two-corner constructor would order them
    upside_down.min = Point(2);
    upside_down.max = Point(0);
    ExpectClause(Check(), "an inverted box (min above max) meets nothing",
                 "Intersects((1, 1, 1)-(1, 1, 1.5) r 2, min (2, 2, 2) max (0, 0, 0))", false,
                 Collisions::Intersects(Capsule{Point(1), Point(1, 1, 1.5f), 2.0f}, upside_down));
    ExpectClause(Check(), "NaN never makes a hit", "Intersects((-1, 1, 1)-(3, NaN, 1) r 1, B)", false,
                 Collisions::Intersects(Capsule{Point(-1, 1, 1), Point(3, kNaN, 1), 1.0f}, box));
    ExpectClause(Check(), "a negative radius meets nothing", "Intersects((-1, 1, 1)-(3, 1, 1) r -1, B)", false,
                 Collisions::Intersects(Capsule{Point(-1, 1, 1), Point(3, 1, 1), -1.0f}, box));

    // Raycasts: the hit, then t (7 before the call: a miss must set -1).
    const auto raycast = [&](std::string_view clause, std::string_view call, const Ray& ray, const auto& shape,
                             bool hit, float expected_t) {
      float t = 7.0f;
      ExpectClause(Check(), clause, call, hit, Collisions::Raycast(ray, shape, t));
      ExpectClause(Check(), clause, fmt::format("{}: t", call), expected_t, t);
    };
    const Capsule tall{Point(0, 0, 0), Point(0, 10, 0), 1.0f};
    raycast("a ray across the side hits the side between the ends",
            "Raycast((-5, 5, 0) along x, (0, 0, 0)-(0, 10, 0) r 1)", Ray(Point(-5, 5, 0), glm::vec3(1, 0, 0)), tall,
            true, 4.0f);
    raycast("a ray down the axis hits an end's sphere (its pole), not a flat cap", "Raycast((0, 5, 0) along -y, C)",
            Ray(Point(0, 5, 0), glm::vec3(0, -1, 0)), c, true, 2.0f);
    // 0.6 off the axis the end's sphere is at height 2 + 0.8.
    raycast("a ray beside the axis hits an end's sphere where it is round", "Raycast((0.6, 5, 0) along -y, C)",
            Ray(Point(0.6f, 5, 0), glm::vec3(0, -1, 0)), c, true, 2.2f);
    raycast("a tangent ray hits (touching counts)", "Raycast((-5, 1, 1) along x, C)",
            Ray(Point(-5, 1, 1), glm::vec3(1, 0, 0)), c, true, 5.0f);
    raycast("an origin inside gives the exit point", "Raycast((0, 1, 0) along y, C)",
            Ray(Point(0, 1, 0), glm::vec3(0, 1, 0)), c, true, 2.0f);
    raycast("an origin on the surface gives t = 0", "Raycast((1, 1, 0) along x, C)",
            Ray(Point(1, 1, 0), glm::vec3(1, 0, 0)), c, true, 0.0f);
    raycast("an origin on the surface gives t = 0", "Raycast((1, 1, 0) along -x, C)",
            Ray(Point(1, 1, 0), glm::vec3(-1, 0, 0)), c, true, 0.0f);
    raycast("a capsule behind the origin misses", "Raycast((5, 1, 0) along x, C)",
            Ray(Point(5, 1, 0), glm::vec3(1, 0, 0)), c, false, -1.0f);
    raycast("a miss sets t = -1", "Raycast((-5, 1, 2) along x, C)", Ray(Point(-5, 1, 2), glm::vec3(1, 0, 0)), c, false,
            -1.0f);
    raycast("a zero-length capsule is a sphere", "Raycast((-5, 0, 0) along x, (0, 0, 0)-(0, 0, 0) r 1)",
            Ray(Point(-5, 0, 0), glm::vec3(1, 0, 0)), Capsule{Point(0), Point(0), 1.0f}, true, 4.0f);
    raycast("a zero direction, NaN or a negative radius misses, t = -1", "Raycast((-5, 1, 0) along 0, C)",
            Ray(Point(-5, 1, 0), glm::vec3(0)), c, false, -1.0f);
    raycast("a zero direction, NaN or a negative radius misses, t = -1",
            "Raycast((-5, 1, 0) along x, C to (0, NaN, 0))", Ray(Point(-5, 1, 0), glm::vec3(1, 0, 0)),
            Capsule{c.start, Point(0, kNaN, 0), 1.0f}, false, -1.0f);
    raycast("a zero direction, NaN or a negative radius misses, t = -1", "Raycast((-5, 1, 0) along x, C with r -1)",
            Ray(Point(-5, 1, 0), glm::vec3(1, 0, 0)), Capsule{c.start, c.end, -1.0f}, false, -1.0f);

    ExpectClause(Check(), "a point inside is inside", "PointInCylinder(C, (0.5, 1, 0))", true,
                 Collisions::PointInCylinder(cylinder, Point(0.5f, 1, 0)));
    ExpectClause(Check(), "a point inside is inside", "PointInCylinder((0, 0, 0)-(0, 2, 0) r 2, (1.5, 1, 0))", true,
                 Collisions::PointInCylinder(Cylinder{cylinder.start, cylinder.end, 2.0f}, Point(1.5f, 1, 0)));
    ExpectClause(Check(), "a point on the side is inside (touching counts)", "PointInCylinder(C, (1, 1, 0))", true,
                 Collisions::PointInCylinder(cylinder, Point(1, 1, 0)));
    ExpectClause(Check(), "a point on a cap is inside (touching counts)", "PointInCylinder(C, (0.5, 2, 0))", true,
                 Collisions::PointInCylinder(cylinder, Point(0.5f, 2, 0)));
    ExpectClause(Check(), "a point on a cap is inside (touching counts)", "PointInCylinder(C, (0, 0, -0.5))", true,
                 Collisions::PointInCylinder(cylinder, Point(0, 0, -0.5f)));
    ExpectClause(Check(), "past a cap, within the radius of the axis's line, is outside",
                 "PointInCylinder(C, (0, 2.5, 0))", false, Collisions::PointInCylinder(cylinder, Point(0, 2.5f, 0)));
    ExpectClause(Check(), "past a cap, within the radius of the axis's line, is outside",
                 "PointInCylinder(C, (0.5, -0.5, 0))", false,
                 Collisions::PointInCylinder(cylinder, Point(0.5f, -0.5f, 0)));
    ExpectClause(Check(), "beyond the radius, between the caps, is outside", "PointInCylinder(C, (1.5, 1, 0))", false,
                 Collisions::PointInCylinder(cylinder, Point(1.5f, 1, 0)));
    ExpectClause(Check(), "a zero-length axis holds no point", "PointInCylinder((1, 1, 1)-(1, 1, 1) r 1, (1, 1, 1))",
                 false, Collisions::PointInCylinder(Cylinder{Point(1), Point(1), 1.0f}, Point(1)));
    ExpectClause(Check(), "NaN is outside", "PointInCylinder(C, (NaN, 1, 0))", false,
                 Collisions::PointInCylinder(cylinder, Point(kNaN, 1, 0)));
    ExpectClause(Check(), "a negative radius holds no point", "PointInCylinder(C with r -1, (0, 1, 0))", false,
                 Collisions::PointInCylinder(Cylinder{cylinder.start, cylinder.end, -1.0f}, Point(0, 1, 0)));

    raycast("a ray across the side hits the side", "Raycast((-5, 1, 0) along x, cylinder C)",
            Ray(Point(-5, 1, 0), glm::vec3(1, 0, 0)), cylinder, true, 4.0f);
    raycast("a ray along the axis hits the flat cap", "Raycast((0, 5, 0) along -y, cylinder C)",
            Ray(Point(0, 5, 0), glm::vec3(0, -1, 0)), cylinder, true, 3.0f);
    raycast("a ray past a cap misses, though it crosses the axis's line", "Raycast((-5, 2.5, 0) along x, cylinder C)",
            Ray(Point(-5, 2.5f, 0), glm::vec3(1, 0, 0)), cylinder, false, -1.0f);
    raycast("an origin inside gives the exit point", "Raycast((0, 1, 0) along y, cylinder C)",
            Ray(Point(0, 1, 0), glm::vec3(0, 1, 0)), cylinder, true, 1.0f);
    raycast("an origin inside gives the exit point", "Raycast((0, 1, 0) along x, cylinder C)",
            Ray(Point(0, 1, 0), glm::vec3(1, 0, 0)), cylinder, true, 1.0f);
    raycast("an origin on the surface gives t = 0", "Raycast((1, 1, 0) along x, cylinder C)",
            Ray(Point(1, 1, 0), glm::vec3(1, 0, 0)), cylinder, true, 0.0f);
    raycast("a cylinder behind the origin misses", "Raycast((5, 1, 0) along x, cylinder C)",
            Ray(Point(5, 1, 0), glm::vec3(1, 0, 0)), cylinder, false, -1.0f);
    raycast("a miss sets t = -1", "Raycast((-5, 1, 2) along x, cylinder C)", Ray(Point(-5, 1, 2), glm::vec3(1, 0, 0)),
            cylinder, false, -1.0f);
    raycast("a zero-length axis has no volume and no ray hits it",
            "Raycast((-5, 0, 0) along x, (0, 0, 0)-(0, 0, 0) r 1)", Ray(Point(-5, 0, 0), glm::vec3(1, 0, 0)),
            Cylinder{Point(0), Point(0), 1.0f}, false, -1.0f);
    raycast("a zero direction, NaN or a negative radius misses, t = -1", "Raycast((-5, 1, 0) along 0, cylinder C)",
            Ray(Point(-5, 1, 0), glm::vec3(0)), cylinder, false, -1.0f);
    raycast("a zero direction, NaN or a negative radius misses, t = -1",
            "Raycast((-5, 1, 0) along x, cylinder C from (NaN, 0, 0))", Ray(Point(-5, 1, 0), glm::vec3(1, 0, 0)),
            Cylinder{Point(kNaN, 0, 0), cylinder.end, 1.0f}, false, -1.0f);
    raycast("a zero direction, NaN or a negative radius misses, t = -1", "Raycast((-5, 1, 0) along x, cylinder C r -1)",
            Ray(Point(-5, 1, 0), glm::vec3(1, 0, 0)), Cylinder{cylinder.start, cylinder.end, -1.0f}, false, -1.0f);
  }
};

}  // namespace
LAB_REGISTER_SAMPLE(
    CapsulesAndCylinders, Chapter::kMoreShapes,
    "A capsule and, beside it, a cylinder of radius 1 on the segment (0,0,0)-(0,2,0). The closest points of three "
    "segment pairs (crossing, parallel, a point); the capsule touching a sphere and a triangle, apart from a capsule, "
    "meeting a box's corner (red meets, blue apart); four rays against both: the round cap and the flat one part "
    "ways, and from inside each gives its exit. Points in the cylinder red, outside green.");
}  // namespace lab::samples
