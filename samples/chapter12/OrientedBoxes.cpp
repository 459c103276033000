// Chapter 12, the oriented box (the tutorial's chapter 7: "move the other shape into the box's frame"): one box
// turned 45 degrees, and what it contains, what it meets and where a ray enters it.
#include <cmath>
#include <limits>

#include <glm/gtc/matrix_transform.hpp>

#include "samples/cases/shapes.hpp"
#include "samples/sample.hpp"
#include "samples/sample_checks.hpp"

namespace lab::samples {
namespace {

AABB AsAABB(const OBB& box) { return AABB(box.center - box.half_extents, box.center + box.half_extents); }
bool IsAxisAligned(const OBB& box) { return box.axes == glm::mat3(1.0f); }

// The contracts' boxes. P: half extents (3, 1, 2) along y, -x and z about (1, 2, 3), so it spans x 0..2, y -1..5 and
// z 1..5 and every coordinate in its frame is exact; along x its axis points away, so a reach without abs() is -1.
OBB PermutedBox() {
  OBB box = cases::AxisAlignedBox(Point(1, 2, 3), glm::vec3(3, 1, 2));
  box.axes = glm::mat3(glm::vec3(0, 1, 0), glm::vec3(-1, 0, 0), glm::vec3(0, 0, 1));
  return box;
}
// R: half extents (1, 2, 3) along y, z and x about (10, 20, 30), spanning x 7..13, y 19..21, z 28..32: a cyclic
// frame, which turned the wrong way (axes * v for its transpose) is another frame.
OBB CyclicBox() {
  OBB box = cases::AxisAlignedBox(Point(10, 20, 30), glm::vec3(1, 2, 3));
  box.axes = glm::mat3(glm::vec3(0, 1, 0), glm::vec3(0, 0, 1), glm::vec3(1, 0, 0));
  return box;
}
// G: half extents (1, 0.6, 0.8) turned 0.7 rad about (1, 2, 3) at the origin, no axis parallel to another's; it
// reaches 1.39 along x, so the unit cube at (2.5, 0, 0) is 0.11 from it along x, the cube's axis, and along no other.
OBB GeneralBox() {
  OBB box = cases::AxisAlignedBox(Point(0), glm::vec3(1.0f, 0.6f, 0.8f));
  box.axes = glm::mat3(glm::rotate(glm::mat4(1.0f), 0.7f, glm::vec3(1, 2, 3)));
  return box;
}
// E(d): a unit cube turned so that its edge along (c, c, 0) crosses the unit cube's edge along z, centred at (-d, d,
// 0): the two cubes are (d - 2) sqrt(2) apart along (-1, 1, 0) / sqrt(2), the cross product of those edges, and along
// no face axis for d from 1.5 to 2.5.
OBB EdgeOnBox(float d) {
  const float c = std::sqrt(0.5f);
  OBB box = cases::AxisAlignedBox(Point(-d, d, 0), glm::vec3(1));
  box.axes = glm::mat3(glm::vec3(c, c, 0), glm::vec3(-0.5f, 0.5f, c), glm::vec3(0.5f, -0.5f, c));
  return box;
}
// Two rods 2000 long at 5e-5 rad about n = (0, 1, 1) / sqrt(2), gap apart along n: only cross(a.x, b.x), of squared
// length 2.5e-9, separates them (tests/shapes_test.cpp's case).
OBB TurnedRod(float gap) {
  const glm::dvec3 normal = glm::normalize(glm::dvec3(0, 1, 1));
  OBB rod = cases::AxisAlignedBox(Point(0), glm::vec3(1000, 0.5f, 0.5f));
  rod.axes = glm::mat3(glm::dmat3(glm::rotate(glm::dmat4(1.0), 5e-5, normal)));
  rod.center = Point(normal * (std::sqrt(2.0) + gap));  // each rod reaches 0.5 (|n.y| + |n.z|) along n
  return rod;
}

class OrientedBoxes final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.target = Point(1, 1, 0), .pitch_degrees = -35.0f, .distance = 14.0f});
    int item = 0;
    for (const cases::PointCase& c : cases::TurnedBoxPoints()) {
      Check().About(item++);
      Check().Expect(fmt::format("PointInOBB, {}", c.what), c.inside, Collisions::PointInOBB(box_, c.point));
      Check().ExpectNear(fmt::format("ClosestPoint(OBB), {}", c.what), c.closest,
                         Collisions::ClosestPoint(box_, c.point), 1e-5f);
    }
    for (const cases::SphereCase& c : cases::TurnedBoxSpheres()) {
      Check().About(item++);
      Check().Expect(fmt::format("Intersects(OBB, Sphere), {}", c.what), c.meets,
                     Collisions::Intersects(box_, c.sphere));
      Check().Expect("... and (Sphere, OBB)", c.meets, Collisions::Intersects(c.sphere, box_));
    }
    for (const cases::PlaneCase& c : cases::TurnedBoxPlanes()) {
      Check().About(item++);
      Check().Expect(fmt::format("Intersects(OBB, Plane), {}", c.what), c.meets, Collisions::Intersects(box_, c.plane));
      Check().Expect("... and (Plane, OBB)", c.meets, Collisions::Intersects(c.plane, box_));
    }
    for (const cases::BoxCase& c : cases::TurnedBoxBoxes()) {
      Check().About(item++);
      Check().Expect(fmt::format("Intersects(OBB, OBB), {}", c.what), c.meets, Collisions::Intersects(box_, c.other));
      Check().Expect("... the other order", c.meets, Collisions::Intersects(c.other, box_));
      if (IsAxisAligned(c.other)) {
        Check().Expect("... as an AABB: Intersects(OBB, AABB)", c.meets, Collisions::Intersects(box_, AsAABB(c.other)));
        Check().Expect("... and (AABB, OBB)", c.meets, Collisions::Intersects(AsAABB(c.other), box_));
      }
    }
    for (const cases::TriangleCase& c : cases::TurnedBoxTriangles()) {
      Check().About(item++);
      Check().Expect(fmt::format("Intersects(OBB, Triangle), {}", c.what), c.meets,
                     Collisions::Intersects(box_, c.triangle));
      Check().Expect("... and (Triangle, OBB)", c.meets, Collisions::Intersects(c.triangle, box_));
    }
    Check().About(item);
    float t = -1.0f;
    Check().Expect("Raycast(Ray, OBB) along x from (-5, 0, 0)", true,
                   Collisions::Raycast(cases::kTurnedBoxRay, box_, t));
    Check().ExpectNear("... enters where the a1 slab starts, x = -1.41", cases::kTurnedBoxRayT, t, 1e-5f);
    ContractCases();
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"PointInOBB(OBB, Point)", "ClosestPoint(OBB, Point)", "Intersects(OBB, Sphere)",
                               "Intersects(OBB, Plane)", "Intersects(OBB, OBB)", "Intersects(OBB, AABB)",
                               "Intersects(OBB, Triangle)", "Raycast(Ray, OBB, float&)"});
  }

  void Render() override {
    Draw().DrawBox(box_, palette::kShape);
    int item = 0;
    for (const cases::PointCase& c : cases::TurnedBoxPoints()) {
      Draw().About(item++);
      Draw().DrawPoint(c.point, 8.0f, Collisions::PointInOBB(box_, c.point) ? palette::kInside : palette::kOutside);
      Draw().DrawPoint(Collisions::ClosestPoint(box_, c.point), 8.0f, palette::kClosestPoint);
      Draw().DrawLine(c.point, Collisions::ClosestPoint(box_, c.point), palette::kConstruction);
    }
    for (const cases::SphereCase& c : cases::TurnedBoxSpheres()) {
      Draw().About(item++);
      Draw().DrawSphere(c.sphere, palette::ForShape(Collisions::Intersects(box_, c.sphere)), 20);
    }
    for (const cases::PlaneCase& c : cases::TurnedBoxPlanes()) {
      Draw().About(item++);
      Draw().DrawPlane(c.plane, 0.8f, palette::ForShape(Collisions::Intersects(box_, c.plane)));
    }
    for (const cases::BoxCase& c : cases::TurnedBoxBoxes()) {
      Draw().About(item++);
      Draw().DrawBox(c.other, palette::ForShape(Collisions::Intersects(box_, c.other)));
    }
    for (const cases::TriangleCase& c : cases::TurnedBoxTriangles()) {
      Draw().About(item++);
      Draw().DrawWireTriangle(c.triangle, palette::ForShape(Collisions::Intersects(box_, c.triangle)));
    }
    Draw().About(item);
    float t = -1.0f;
    const bool hit = Collisions::Raycast(cases::kTurnedBoxRay, box_, t);
    Draw().DrawRayWithHit(cases::kTurnedBoxRay, hit, cases::kTurnedBoxRay.At(t));
  }

 private:
  // The contracts' clauses (samples/contracts/shapes.txt), on the boxes above.
  void ContractCases() {
    Check().About({});
    const OBB p = PermutedBox();
    const OBB unit = cases::AxisAlignedBox(Point(0), glm::vec3(1));
    const OBB inverted = cases::AxisAlignedBox(Point(0), glm::vec3(-1, 1, 1));
    OBB broken = p;
    broken.center.x = kNaN;

    ExpectClause(Check(), "a point inside is inside", "PointInOBB(P, (1, 4, 3))", true,
                 Collisions::PointInOBB(p, Point(1, 4, 3)));
    ExpectClause(Check(), "a point on a face is outside (strict)", "PointInOBB(P, (2, 2, 3))", false,
                 Collisions::PointInOBB(p, Point(2, 2, 3)));
    ExpectClause(Check(), "a point on a face is outside (strict)", "PointInOBB(P, (1, 5, 3))", false,
                 Collisions::PointInOBB(p, Point(1, 5, 3)));
    ExpectClause(Check(), "a point on an edge or a corner is outside", "PointInOBB(P, (2, 5, 5))", false,
                 Collisions::PointInOBB(p, Point(2, 5, 5)));
    ExpectClause(Check(), "a point on an edge or a corner is outside", "PointInOBB(P, (0, -1, 3))", false,
                 Collisions::PointInOBB(p, Point(0, -1, 3)));
    ExpectClause(Check(), "outside along any one of the box's axes is outside, on either side",
                 "PointInOBB(P, (1, -1.5, 3))", false, Collisions::PointInOBB(p, Point(1, -1.5f, 3)));
    ExpectClause(Check(), "outside along any one of the box's axes is outside, on either side",
                 "PointInOBB(P, (-0.5, 2, 3))", false, Collisions::PointInOBB(p, Point(-0.5f, 2, 3)));
    ExpectClause(Check(), "outside along any one of the box's axes is outside, on either side",
                 "PointInOBB(P, (1, 2, 5.5))", false, Collisions::PointInOBB(p, Point(1, 2, 5.5f)));
    ExpectClause(Check(), "the box's own axes decide, not the world's", "PointInOBB(P, (2.5, 2, 3))", false,
                 Collisions::PointInOBB(p, Point(2.5f, 2, 3)));
    ExpectClause(Check(), "the box's own axes decide, not the world's", "PointInOBB(P, (1, 4.5, 3))", true,
                 Collisions::PointInOBB(p, Point(1, 4.5f, 3)));
    ExpectClause(Check(), "NaN is outside", "PointInOBB(P, (NaN, 2, 3))", false,
                 Collisions::PointInOBB(p, Point(kNaN, 2, 3)));
    ExpectClause(Check(), "a negative extent holds no point", "PointInOBB(half extents (-1, 1, 1) at 0, 0)", false,
                 Collisions::PointInOBB(inverted, Point(0)));

    ExpectClause(Check(), "a point inside is its own closest point", "ClosestPoint(P, (1, 4, 3))", Point(1, 4, 3),
                 Collisions::ClosestPoint(p, Point(1, 4, 3)));
    ExpectClause(Check(), "a point outside has its local coordinates clamped to the extents",
                 "ClosestPoint(P, (3, 7, 3)): local (5, -2, 0) to (3, -1, 0)", Point(2, 5, 3),
                 Collisions::ClosestPoint(p, Point(3, 7, 3)));
    ExpectClause(Check(), "a point beside a face moves only across that face", "ClosestPoint(P, (1, 4, 7))",
                 Point(1, 4, 5), Collisions::ClosestPoint(p, Point(1, 4, 7)));
    ExpectClause(Check(), "a point past a corner maps to the corner", "ClosestPoint(P, (5, 8, 0))", Point(2, 5, 1),
                 Collisions::ClosestPoint(p, Point(5, 8, 0)));

    ExpectClause(Check(), "a sphere overlapping the box meets it", "Intersects(P, sphere (2.5, 2, 3) r 1)", true,
                 Collisions::Intersects(p, Sphere(Point(2.5f, 2, 3), 1.0f)));
    ExpectClause(Check(), "a sphere whose centre is inside the box meets it", "Intersects(P, sphere (1, 4, 3) r 0.5)",
                 true, Collisions::Intersects(p, Sphere(Point(1, 4, 3), 0.5f)));
    ExpectClause(Check(), "touching counts (a sphere tangent to a face)", "Intersects(P, sphere (3, 2, 3) r 1)", true,
                 Collisions::Intersects(p, Sphere(Point(3, 2, 3), 1.0f)));
    // The corner (2, 5, 5) is (1, 2, 2) from (3, 7, 7): 3 away.
    ExpectClause(Check(), "a sphere touching an edge or a corner meets it", "Intersects(P, sphere (3, 7, 7) r 3)", true,
                 Collisions::Intersects(p, Sphere(Point(3, 7, 7), 3.0f)));
    ExpectClause(Check(), "a sphere past a corner misses, though within its radius of each face's plane",
                 "Intersects(P, sphere (3, 7, 7) r 2.5)", false,
                 Collisions::Intersects(p, Sphere(Point(3, 7, 7), 2.5f)));
    ExpectClause(Check(), "the box's own axes decide, not the world's", "Intersects(P, sphere (3.5, 2, 3) r 1)", false,
                 Collisions::Intersects(p, Sphere(Point(3.5f, 2, 3), 1.0f)));
    ExpectClause(Check(), "NaN never makes a hit", "Intersects(P, sphere (NaN, 2, 3) r 1)", false,
                 Collisions::Intersects(p, Sphere(Point(kNaN, 2, 3), 1.0f)));
    ExpectClause(Check(), "NaN never makes a hit", "Intersects(P centred at NaN, sphere (1, 2, 3) r 1)", false,
                 Collisions::Intersects(broken, Sphere(Point(1, 2, 3), 1.0f)));
    ExpectClause(Check(), "a negative radius or extent meets nothing", "Intersects(P, sphere (1, 2, 3) r -1)", false,
                 Collisions::Intersects(p, Sphere(Point(1, 2, 3), -1.0f)));
    ExpectClause(Check(), "a negative radius or extent meets nothing",
                 "Intersects(half extents (-1, 1, 1) at 0, sphere 0 r 5)", false,
                 Collisions::Intersects(inverted, Sphere(Point(0), 5.0f)));

    ExpectClause(Check(), "a plane through the box meets it", "Intersects(P, x = 1)", true,
                 Collisions::Intersects(p, Plane(glm::vec3(1, 0, 0), 1.0f)));
    ExpectClause(Check(), "touching counts (a face on the plane)", "Intersects(P, x = 2)", true,
                 Collisions::Intersects(p, Plane(glm::vec3(1, 0, 0), 2.0f)));
    ExpectClause(Check(), "touching counts (a face on the plane)", "Intersects(P, -y = 1)", true,
                 Collisions::Intersects(p, Plane(glm::vec3(0, -1, 0), 1.0f)));
    ExpectClause(Check(), "a plane beyond the box's reach misses, in front or behind", "Intersects(P, x = 3)", false,
                 Collisions::Intersects(p, Plane(glm::vec3(1, 0, 0), 3.0f)));
    ExpectClause(Check(), "a plane beyond the box's reach misses, in front or behind", "Intersects(P, x = -1)", false,
                 Collisions::Intersects(p, Plane(glm::vec3(1, 0, 0), -1.0f)));
    ExpectClause(Check(), "the box's reach is the sum of its half extents times |cos| of each axis with the normal",
                 "Intersects(P, x = 1.5)", true, Collisions::Intersects(p, Plane(glm::vec3(1, 0, 0), 1.5f)));
    ExpectClause(Check(), "the box's reach is the sum of its half extents times |cos| of each axis with the normal",
                 "Intersects(P, x = 3.5): reach 1 along x, not 3", false,
                 Collisions::Intersects(p, Plane(glm::vec3(1, 0, 0), 3.5f)));
    ExpectClause(Check(), "false for a degenerate plane", "Intersects(P, normal 0, distance 0)", false,
                 Collisions::Intersects(p, Plane(glm::vec3(0), 0.0f)));
    ExpectClause(Check(), "NaN never makes a hit", "Intersects(P, x = NaN)", false,
                 Collisions::Intersects(p, Plane(glm::vec3(1, 0, 0), kNaN)));
    ExpectClause(Check(), "a negative extent meets nothing", "Intersects(half extents (-1, 1, 1) at 0, y = 0)", false,
                 Collisions::Intersects(inverted, Plane(glm::vec3(0, 1, 0), 0.0f)));

    ExpectClause(Check(), "overlapping boxes meet", "Intersects(P, unit cube at (2, 2, 3))", true,
                 Collisions::Intersects(p, cases::AxisAlignedBox(Point(2, 2, 3), glm::vec3(1))));
    ExpectClause(Check(), "touching counts (face to face)", "Intersects(P, unit cube at (3, 2, 3))", true,
                 Collisions::Intersects(p, cases::AxisAlignedBox(Point(3, 2, 3), glm::vec3(1))));
    const OBB beside = cases::AxisAlignedBox(Point(2.5f, 0, 0), glm::vec3(1));
    ExpectClause(Check(), "boxes apart along one of the first box's axes miss",
                 "Intersects(unit cube at (2.5, 0, 0), G)", false, Collisions::Intersects(beside, GeneralBox()));
    ExpectClause(Check(), "boxes apart along one of the second box's axes miss",
                 "Intersects(G, unit cube at (2.5, 0, 0))", false, Collisions::Intersects(GeneralBox(), beside));
    ExpectClause(Check(), "boxes apart only along a cross product of their axes miss",
                 "Intersects(unit cube, E(2.5)): 0.71 apart along z x (c, c, 0)", false,
                 Collisions::Intersects(unit, EdgeOnBox(2.5f)));
    ExpectClause(Check(), "boxes apart only along a cross product of their axes miss",
                 "Intersects(E(2.5), unit cube): 0.71 apart along (c, c, 0) x z", false,
                 Collisions::Intersects(EdgeOnBox(2.5f), unit));
    ExpectClause(Check(), "overlapping boxes meet", "Intersects(unit cube, E(1.5))", true,
                 Collisions::Intersects(unit, EdgeOnBox(1.5f)));
    ExpectClause(Check(), "a box's reach along an axis adds up |projections| of its half axes",
                 "Intersects(P, unit cube at (2.5, 2, 3))", true,
                 Collisions::Intersects(p, cases::AxisAlignedBox(Point(2.5f, 2, 3), glm::vec3(1))));
    const OBB rod = cases::AxisAlignedBox(Point(0), glm::vec3(1000, 0.5f, 0.5f));
    ExpectClause(Check(), "long boxes at a tiny angle separate (only an exactly zero cross product is skipped)",
                 "Intersects(rod, the rod turned 5e-5 rad, 0.04 apart)", false,
                 Collisions::Intersects(rod, TurnedRod(0.04f)));
    ExpectClause(Check(), "long boxes at a tiny angle separate (only an exactly zero cross product is skipped)",
                 "Intersects(rod, the rod turned 5e-5 rad, 0.04 into it)", true,
                 Collisions::Intersects(rod, TurnedRod(-0.04f)));
    ExpectClause(Check(), "NaN never makes a hit", "Intersects(P, P centred at NaN)", false,
                 Collisions::Intersects(p, broken));
    ExpectClause(Check(), "a negative extent meets nothing", "Intersects(P, half extents (-1, 1, 1) at (1, 2, 3))",
                 false, Collisions::Intersects(p, cases::AxisAlignedBox(Point(1, 2, 3), glm::vec3(-1, 1, 1))));

    ExpectClause(Check(), "the AABB is the box with its centre and half extents",
                 "Intersects(P, AABB (1.5, 1.5, 2.5)-(2.5, 2.5, 3.5))", true,
                 Collisions::Intersects(p, AABB(Point(1.5f, 1.5f, 2.5f), Point(2.5f, 2.5f, 3.5f))));
    ExpectClause(Check(), "the AABB is the box with its centre and half extents",
                 "Intersects(P, AABB (2.5, 1.5, 2.5)-(4.5, 2.5, 3.5))", false,
                 Collisions::Intersects(p, AABB(Point(2.5f, 1.5f, 2.5f), Point(4.5f, 2.5f, 3.5f))));
    ExpectClause(Check(), "touching counts (face to face)", "Intersects(P, AABB (2, 0, 1)-(3, 1, 2))", true,
                 Collisions::Intersects(p, AABB(Point(2, 0, 1), Point(3, 1, 2))));
    ExpectClause(Check(), "boxes apart only along a cross product of their axes miss",
                 "Intersects(E(2.5), AABB (-1, -1, -1)-(1, 1, 1))", false,
                 Collisions::Intersects(EdgeOnBox(2.5f), AABB(Point(-1), Point(1))));
    // The corner (1.6, 1.6) is 2.26 along the turned box's a0, past its 2, and inside its world bounds (2.12).
    ExpectClause(Check(), "the OBB's own axes separate too, not only the world's",
                 "Intersects(the turned box, AABB (1.6, 1.6, -1)-(2.6, 2.6, 1))", false,
                 Collisions::Intersects(box_, AABB(Point(1.6f, 1.6f, -1), Point(2.6f, 2.6f, 1))));
    AABB nan_box(Point(0), Point(1));
    nan_box.min.x = kNaN;
    ExpectClause(Check(), "NaN never makes a hit", "Intersects(P, AABB (NaN, 0, 0)-(1, 1, 1))", false,
                 Collisions::Intersects(p, nan_box));
    AABB upside_down;  // fields set directly: the two-corner constructor would order them
    upside_down.min = Point(2, 3, 4);
    upside_down.max = Point(0, 1, 2);
    ExpectClause(Check(), "a negative extent (an inverted AABB) meets nothing",
                 "Intersects(P, AABB min (2, 3, 4) max (0, 1, 2))", false, Collisions::Intersects(p, upside_down));

    ExpectClause(Check(), "a triangle through the box meets it", "Intersects(P, (1, 0, 0), (1, 4, 0), (1, 2, 6))", true,
                 Collisions::Intersects(p, Triangle(Point(1, 0, 0), Point(1, 4, 0), Point(1, 2, 6))));
    ExpectClause(Check(), "touching counts (a corner of the triangle on a face)",
                 "Intersects(P, (2, 2, 3), (4, 1, 3), (4, 3, 3))", true,
                 Collisions::Intersects(p, Triangle(Point(2, 2, 3), Point(4, 1, 3), Point(4, 3, 3))));
    ExpectClause(Check(), "apart along one of the box's axes misses",
                 "Intersects(P, (2.5, 0, 2), (3.5, 4, 2), (3, 2, 4))", false,
                 Collisions::Intersects(p, Triangle(Point(2.5f, 0, 2), Point(3.5f, 4, 2), Point(3, 2, 4))));
    // In the plane x + y + z = 12.5, half a unit past the corner (2, 5, 5), which it spans on every box axis.
    ExpectClause(Check(), "apart along the triangle's normal misses",
                 "Intersects(P, (6.5, 3, 3), (0.5, 9, 3), (0.5, 3, 9))", false,
                 Collisions::Intersects(p, Triangle(Point(6.5f, 3, 3), Point(0.5f, 9, 3), Point(0.5f, 3, 9))));
    // Its edge (1.25, 6.25, 3)-(3.25, 4.25, 3) passes the box's edge x = 2, y = 5 along (1, 1, 0), 0.35 out.
    ExpectClause(
        Check(), "apart only along a cross product of a box axis and an edge misses",
        "Intersects(P, (1.25, 6.25, 3), (4, 7, 3.5), (3.25, 4.25, 3))", false,
        Collisions::Intersects(p, Triangle(Point(1.25f, 6.25f, 3), Point(4, 7, 3.5f), Point(3.25f, 4.25f, 3))));
    ExpectClause(Check(), "a degenerate triangle is tested as its segment or point",
                 "Intersects(P, (1, 2, 0), (1, 2, 6), (1, 2, 6)): a segment through it", true,
                 Collisions::Intersects(p, Triangle(Point(1, 2, 0), Point(1, 2, 6), Point(1, 2, 6))));
    ExpectClause(Check(), "a degenerate triangle is tested as its segment or point",
                 "Intersects(P, (3, 2, 0), (3, 2, 6), (3, 2, 6)): a segment beside it", false,
                 Collisions::Intersects(p, Triangle(Point(3, 2, 0), Point(3, 2, 6), Point(3, 2, 6))));
    ExpectClause(Check(), "NaN never makes a hit", "Intersects(P, (NaN, 0, 0), (1, 4, 0), (1, 2, 6))", false,
                 Collisions::Intersects(p, Triangle(Point(kNaN, 0, 0), Point(1, 4, 0), Point(1, 2, 6))));
    ExpectClause(Check(), "a negative extent meets nothing",
                 "Intersects(half extents (-1, 1, 1) at 0, (-1, 0, 0), (1, 0, 0), (0, 1, 0))", false,
                 Collisions::Intersects(inverted, Triangle(Point(-1, 0, 0), Point(1, 0, 0), Point(0, 1, 0))));

    const OBB r = CyclicBox();
    const auto raycast = [&](std::string_view clause, std::string_view call, const Ray& ray, const OBB& box, bool hit,
                             float expected_t) {
      float t = 7.0f;  // a miss must set -1
      ExpectClause(Check(), clause, call, hit, Collisions::Raycast(ray, box, t));
      ExpectClause(Check(), clause, fmt::format("{}: t", call), expected_t, t);
    };
    raycast("a ray from outside hits where it enters, t the distance", "Raycast((10, 25, 30) along -y, R)",
            Ray(Point(10, 25, 30), glm::vec3(0, -1, 0)), r, true, 4.0f);
    raycast("the slab test is in the box's frame (a turned box)", "Raycast((5, 20, 30) along x, R)",
            Ray(Point(5, 20, 30), glm::vec3(1, 0, 0)), r, true, 2.0f);
    raycast("an origin inside gives the exit point", "Raycast((10, 20, 30) along y, R)",
            Ray(Point(10, 20, 30), glm::vec3(0, 1, 0)), r, true, 1.0f);
    raycast("an origin on the surface gives t = 0", "Raycast((7, 20, 30) along x, R)",
            Ray(Point(7, 20, 30), glm::vec3(1, 0, 0)), r, true, 0.0f);
    raycast("an origin on the surface gives t = 0", "Raycast((7, 20, 30) along -x, R)",
            Ray(Point(7, 20, 30), glm::vec3(-1, 0, 0)), r, true, 0.0f);
    raycast("a box behind the origin misses", "Raycast((15, 20, 30) along x, R)",
            Ray(Point(15, 20, 30), glm::vec3(1, 0, 0)), r, false, -1.0f);
    raycast("a miss sets t = -1", "Raycast((5, 25, 30) along x, R)", Ray(Point(5, 25, 30), glm::vec3(1, 0, 0)), r,
            false, -1.0f);
    OBB broken_r = r;
    broken_r.center.y = kNaN;
    raycast("NaN or a negative extent misses, t = -1", "Raycast((5, 20, 30) along x, R centred at NaN)",
            Ray(Point(5, 20, 30), glm::vec3(1, 0, 0)), broken_r, false, -1.0f);
    OBB inside_out = r;
    inside_out.half_extents.x = -1.0f;
    raycast("NaN or a negative extent misses, t = -1", "Raycast((5, 20, 30) along x, R with half extents (-1, 2, 3))",
            Ray(Point(5, 20, 30), glm::vec3(1, 0, 0)), inside_out, false, -1.0f);
  }

  OBB box_ = cases::TurnedBox();
};

}  // namespace
LAB_REGISTER_SAMPLE(
    OrientedBoxes, Chapter::kMoreShapes,
    "An oriented box (white), half extents (2, 1, 1) turned 45 degrees about z: points in it (red) or not (green) "
    "with their closest points (yellow), spheres, planes, boxes (15 separating axes) and triangles (13) that meet it "
    "(red) or not (blue), and a ray entering where its short axis's slab starts. The book's Position, Extents and "
    "Orientation are center, half_extents and axes here.");
}  // namespace lab::samples
