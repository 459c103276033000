// Chapter 12, the oriented box (the tutorial's chapter 7: "move the other shape into the box's frame"): one box
// turned 45 degrees, and what it contains, what it meets and where a ray enters it.
#include "samples/cases/shapes.hpp"
#include "samples/sample.hpp"

namespace lab::samples {
namespace {

AABB AsAABB(const OBB& box) { return AABB(box.center - box.half_extents, box.center + box.half_extents); }
bool IsAxisAligned(const OBB& box) { return box.axes == glm::mat3(1.0f); }

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
  }

  void Render() override {
    Draw().DrawWireBox(box_, palette::kShape);
    int item = 0;
    for (const cases::PointCase& c : cases::TurnedBoxPoints()) {
      Draw().About(item++);
      Draw().DrawPoint(c.point, 8.0f, Collisions::PointInOBB(box_, c.point) ? palette::kInside : palette::kOutside);
      Draw().DrawPoint(Collisions::ClosestPoint(box_, c.point), 8.0f, palette::kClosestPoint);
      Draw().DrawLine(c.point, Collisions::ClosestPoint(box_, c.point), palette::kConstruction);
    }
    for (const cases::SphereCase& c : cases::TurnedBoxSpheres()) {
      Draw().About(item++);
      Draw().DrawWireSphere(c.sphere, palette::ForShape(Collisions::Intersects(box_, c.sphere)), 20);
    }
    for (const cases::PlaneCase& c : cases::TurnedBoxPlanes()) {
      Draw().About(item++);
      Draw().DrawPlane(c.plane, 0.8f, palette::ForShape(Collisions::Intersects(box_, c.plane)));
    }
    for (const cases::BoxCase& c : cases::TurnedBoxBoxes()) {
      Draw().About(item++);
      Draw().DrawWireBox(c.other, palette::ForShape(Collisions::Intersects(box_, c.other)));
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
