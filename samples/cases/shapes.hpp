// Chapter 12's hand-computed cases, each defined once: the turned box, the capsules and cylinders, and the
// generic separating-axis test's pairs with the book's axis counts. The samples OrientedBoxes,
// CapsulesAndCylinders and GenericSAT assert and draw them; tests/shapes_test.cpp asserts them again beside the
// cross-checks against independent answers. GL-free (primitives only), so the tests include it.
#pragma once

#include <array>
#include <cmath>

#include "primitives/primitives.hpp"

namespace lab::cases {

// The box of chapter 12: half extents (2, 1, 1), turned 45 degrees about z, at the origin. Its axes are
// (c, c, 0), (-c, c, 0) and z with c = sqrt(1/2); its corner furthest along +x is 2 a0 - a1 = (3c, c, 0).
inline OBB TurnedBox() {
  const float c = std::sqrt(0.5f);
  OBB box;
  box.axes = glm::mat3(glm::vec3(c, c, 0), glm::vec3(-c, c, 0), glm::vec3(0, 0, 1));
  box.half_extents = glm::vec3(2, 1, 1);
  return box;
}
inline OBB AxisAlignedBox(const Point& center, const glm::vec3& half_extents) {
  OBB box;
  box.center = center;
  box.half_extents = half_extents;
  return box;
}

struct PointCase {
  const char* what;
  Point point;
  bool inside;
  Point closest;  // ClosestPoint(TurnedBox(), point)
};
inline std::array<PointCase, 3> TurnedBoxPoints() {
  const float c = std::sqrt(0.5f);
  return {{
      {"(1.2, 1.2, 0): 1.70 along a0, 0 along a1: inside", Point(1.2f, 1.2f, 0), true, Point(1.2f, 1.2f, 0)},
      // 1.41 along a0 and -1.41 along a1, clamped to -1: 1.41 a0 - a1 = (1 + c, 1 - c, 0).
      {"(2, 0, 0): -1.41 along a1, past its 1: outside", Point(2, 0, 0), false, Point(1 + c, 1 - c, 0)},
      {"(4, 0, 0): clamped to 2 a0 - a1 = (3c, c, 0)", Point(4, 0, 0), false, Point(3 * c, c, 0)},
  }};
}

// What the turned box meets: each case's shape and the answer.
struct SphereCase {
  const char* what;
  Sphere sphere;
  bool meets;
};
inline std::array<SphereCase, 2> TurnedBoxSpheres() {
  return {{
      // The nearest point of the box to (3, 3, 0) is 2 a0 = (1.41, 1.41, 0), 2.24 away.
      {"radius 2 at (3, 3, 0): 2.24 from the box", Sphere(Point(3, 3, 0), 2.0f), false},
      {"radius 2.5 at (3, 3, 0)", Sphere(Point(3, 3, 0), 2.5f), true},
  }};
}
struct PlaneCase {
  const char* what;
  Plane plane;
  bool meets;
};
inline std::array<PlaneCase, 2> TurnedBoxPlanes() {
  return {{
      // The box reaches 2c + c = 2.12 up y.
      {"y = 2: the box reaches 2.12", Plane(glm::vec3(0, 1, 0), 2.0f), true},
      {"y = 2.2", Plane(glm::vec3(0, 1, 0), 2.2f), false},
  }};
}
struct BoxCase {
  const char* what;
  OBB other;  // axis-aligned ones are the AABB cases too
  bool meets;
};
inline std::array<BoxCase, 3> TurnedBoxBoxes() {
  OBB turned = AxisAlignedBox(Point(0, 3.2f, 0), glm::vec3(1.0f));
  const float c = std::sqrt(0.5f);
  turned.axes = glm::mat3(glm::vec3(c, 0, c), glm::vec3(0, 1, 0), glm::vec3(-c, 0, c));
  return {{
      {"a unit cube at (3, 0, 0) holds the corner (2.12, 0.71, 0)", AxisAlignedBox(Point(3, 0, 0), glm::vec3(1)), true},
      {"at (3.2, 0, 0) it starts at x = 2.2, past the corner", AxisAlignedBox(Point(3.2f, 0, 0), glm::vec3(1)), false},
      // Along y the turned box reaches 2.12 and this one, turned about y, starts at 3.2 - 1 = 2.2.
      {"a cube turned about y at (0, 3.2, 0): 0.08 apart", turned, false},
  }};
}
struct TriangleCase {
  const char* what;
  Triangle triangle;
  bool meets;
};
inline std::array<TriangleCase, 2> TurnedBoxTriangles() {
  return {{
      {"flat at z = 1.5, above the top face", Triangle(Point(-2, -2, 1.5f), Point(2, -2, 1.5f), Point(0, 2, 1.5f)),
       false},
      {"tilted down through the top face", Triangle(Point(-2, -2, 2), Point(2, -2, 2), Point(0, 0, 0.5f)), true},
  }};
}
// Along x from (-5, 0, 0): the box's a1 slab (|-x c| <= 1) is what stops the ray, at x = -1.41.
inline const Ray kTurnedBoxRay(Point(-5, 0, 0), glm::vec3(1, 0, 0));
inline const float kTurnedBoxRayT = 5.0f - std::sqrt(2.0f);

// ---- Capsules and cylinders: a capsule and a cylinder of radius 1 around the segment (0, 0, 0)-(0, 2, 0).

inline const Capsule kCapsule{Point(0, 0, 0), Point(0, 2, 0), 1.0f};
inline const Cylinder kCylinder{Point(0, 0, 0), Point(0, 2, 0), 1.0f};

struct SegmentPairCase {
  const char* what;
  Line a, b;
  float distance;
  Point on_a, on_b;
};
inline std::array<SegmentPairCase, 3> SegmentPairs() {
  return {{
      {"crossing 1 apart", Line(Point(-1, 0, 0), Point(1, 0, 0)), Line(Point(0, -1, 1), Point(0, 1, 1)), 1.0f,
       Point(0, 0, 0), Point(0, 0, 1)},
      {"parallel, offset: the ends nearest", Line(Point(-1, 0, 0), Point(1, 0, 0)),
       Line(Point(2, 1, 0), Point(4, 1, 0)), std::sqrt(2.0f), Point(1, 0, 0), Point(2, 1, 0)},
      {"a point (zero-length) against a segment", Line(Point(0, 3, 0), Point(0, 3, 0)),
       Line(Point(-1, 0, 0), Point(1, 0, 0)), 3.0f, Point(0, 3, 0), Point(0, 0, 0)},
  }};
}

struct RayCase {
  const char* what;
  Ray ray;
  float capsule_t;   // -1: a miss
  float cylinder_t;  // the same ray against the cylinder
};
inline std::array<RayCase, 4> CapsuleCylinderRays() {
  return {{
      {"across the side at y = 1", Ray(Point(-5, 1, 0), glm::vec3(1, 0, 0)), 4.0f, 4.0f},
      // The cap sphere at (0, 2, 0) is at height 2 + sqrt(1 - 0.81) above x = 0.9; the flat cap at 2.
      {"down at x = 0.9: the round cap, then the flat one", Ray(Point(0.9f, 5, 0), glm::vec3(0, -1, 0)),
       3.0f - std::sqrt(0.19f), 3.0f},
      {"down the axis: the capsule's pole, the cylinder's cap", Ray(Point(0, 5, 0), glm::vec3(0, -1, 0)), 2.0f, 3.0f},
      {"from inside, upwards: the exit", Ray(Point(0, 1, 0), glm::vec3(0, 1, 0)), 2.0f, 1.0f},
  }};
}

// The capsule against a sphere, a capsule, a triangle and a box.
inline const Sphere kSphereTouchingCapsule(Point(2.5f, 1, 0), 1.5f);  // 2.5 from the axis, radii 1 + 1.5: touching
// Its axis starts 2.12 from the capsule's end (0, 2, 0), more than the radii's 1.6: apart.
inline const Capsule kCapsuleApart{Point(1.5f, 3.5f, 0), Point(3, 5, 0), 0.6f};
// Across it at y = 1, its axis 1.5 in front of the capsule's, within the radii's 1.3 + 1 = 2.3: they meet.
inline const Capsule kCapsuleAcross{Point(-3, 1, 1.5f), Point(3, 1, 1.5f), 1.3f};
// In the plane y = -1 under the capsule's lowest point (0, -1, 0): touching.
inline const Triangle kTriangleUnderCapsule(Point(-2, -1, -2), Point(2, -1, -2), Point(0, -1, 2));
// Its corner (0.5, 2.5, 0.5) is 0.87 from the capsule's end: they meet.
inline const AABB kBoxByCapsuleEnd(Point(0.5f, 2.5f, 0.5f), Point(2, 3, 2));

struct PointInCylinderCase {
  const char* what;
  Point point;
  bool inside;
};
inline std::array<PointInCylinderCase, 3> CylinderPoints() {
  return {{
      {"on the top cap", Point(0, 2, 0.5f), true},
      {"just above it", Point(0, 2.01f, 0), false},
      {"on the side", Point(1, 1, 0), true},
  }};
}

// ---- The generic separating-axis test: the book's axis counts (generic_sat.md) for shapes in general position.
struct AxisCountCase {
  const char* what;
  int book_count;
};
inline constexpr std::array<AxisCountCase, 6> kBookAxisCounts = {{
    {"segment-triangle", 4},
    {"segment-OBB", 6},
    {"AABB-AABB", 3},
    {"OBB-OBB", 15},
    {"triangle-triangle", 11},
    {"triangle-OBB", 13},
}};

}  // namespace lab::cases
