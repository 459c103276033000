// Chapter 12, the capsule ("a sphere swept along a segment") and the cylinder ("a capsule without caps"): the
// closest points of two segments they rest on, what a capsule meets, and rays against both.
#include "samples/cases/shapes.hpp"
#include "samples/sample.hpp"

namespace lab::samples {
namespace {

// A wire picture of the solid around the segment start-end: rings along it, and the caps (round or flat).
void DrawRound(DebugDraw& draw, const Point& start, const Point& end, float radius, bool round_caps,
               const Color& color) {
  const glm::vec3 axis = end - start;
  const glm::vec3 side =
      glm::normalize(std::abs(axis.x) < 0.9f * glm::length(axis) ? glm::cross(axis, glm::vec3(1, 0, 0))
                                                                 : glm::cross(axis, glm::vec3(0, 1, 0)));
  const glm::vec3 other = glm::normalize(glm::cross(axis, side));
  constexpr int kSegments = 24;
  for (int i = 0; i < kSegments; ++i) {
    const float a0 = 6.2831853f * static_cast<float>(i) / kSegments,
                a1 = 6.2831853f * static_cast<float>(i + 1) / kSegments;
    const glm::vec3 r0 = radius * (std::cos(a0) * side + std::sin(a0) * other);
    const glm::vec3 r1 = radius * (std::cos(a1) * side + std::sin(a1) * other);
    draw.DrawLine(start + r0, start + r1, color);
    draw.DrawLine(end + r0, end + r1, color);
    if (i % 4 == 0) draw.DrawLine(start + r0, end + r0, color);
  }
  if (round_caps) {
    draw.DrawWireSphere(Sphere(start, radius), color, 16);
    draw.DrawWireSphere(Sphere(end, radius), color, 16);
  }
}

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
    DrawRound(Draw(), cases::kCapsule.start, cases::kCapsule.end, cases::kCapsule.radius, true, palette::kShape);
    Draw().About(item++);
    Draw().DrawWireSphere(cases::kSphereTouchingCapsule,
                          palette::ForShape(Collisions::Intersects(cases::kCapsule, cases::kSphereTouchingCapsule)),
                          20);
    Draw().About(item++);
    DrawRound(Draw(), cases::kCapsuleApart.start, cases::kCapsuleApart.end, cases::kCapsuleApart.radius, true,
              palette::ForShape(Collisions::Intersects(cases::kCapsule, cases::kCapsuleApart)));
    Draw().About(item++);
    DrawRound(Draw(), cases::kCapsuleAcross.start, cases::kCapsuleAcross.end, cases::kCapsuleAcross.radius, true,
              palette::ForShape(Collisions::Intersects(cases::kCapsule, cases::kCapsuleAcross)));
    Draw().About(item++);
    Draw().DrawWireTriangle(cases::kTriangleUnderCapsule,
                            palette::ForShape(Collisions::Intersects(cases::kCapsule, cases::kTriangleUnderCapsule)));
    Draw().About(item++);
    Draw().DrawWireBox(cases::kBoxByCapsuleEnd,
                       palette::ForShape(Collisions::Intersects(cases::kCapsule, cases::kBoxByCapsuleEnd)));
    // The cylinder beside the capsule, 4 along -x, with the same rays shifted.
    const glm::vec3 beside(-4.0f, 0.0f, 0.0f);
    DrawRound(Draw(), cases::kCylinder.start + beside, cases::kCylinder.end + beside, cases::kCylinder.radius, false,
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
};

}  // namespace
LAB_REGISTER_SAMPLE(
    CapsulesAndCylinders, Chapter::kMoreShapes,
    "A capsule and, beside it, a cylinder of radius 1 on the segment (0,0,0)-(0,2,0). The closest points of three "
    "segment pairs (crossing, parallel, a point); the capsule touching a sphere and a triangle, apart from a capsule, "
    "meeting a box's corner (red meets, blue apart); four rays against both: the round cap and the flat one part "
    "ways, and from inside each gives its exit. Points in the cylinder red, outside green.");
}  // namespace lab::samples
