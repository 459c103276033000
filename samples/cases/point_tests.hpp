// The tutorial's chapter 1 point tables, each defined once: a shape, the points the book tests against it and
// the answers. The samples assert and draw them; tests/point_tests_test.cpp asserts them again, beside the
// boundary cases the book lacks. GL-free (primitives only), so the unit tests include it.
#pragma once

#include <array>
#include <cstddef>

#include "primitives/primitives.hpp"

namespace lab::cases {

// One shape and the points tested against it, with the answer for each.
template <typename Shape, typename Answer, std::size_t N>
struct PointsAgainst {
  Shape shape;
  std::array<Point, N> points;
  std::array<Answer, N> expected;
};

// "Point in sphere" (strict: the surface is outside) and "Closest point on sphere", from one far point.
struct SpherePoints {
  Sphere sphere;
  std::array<Point, 7> points;
  std::array<bool, 7> inside;
  Point far_point;
  Point closest;  // ClosestPoint(sphere, far_point)
};

inline SpherePoints PointInSphere() {
  return {Sphere(Point(1, 1, 0), 2.0f),
          {Point(1, 0, 0), Point(0, 1, 0), Point(0, 0, 1), Point(0.5f, 0.5f, 0.5f), Point(2, 2, 2), Point(3, 3, 3),
           Point(4, 4, 4)},
          {true, true, true, true, false, false, false},
          Point(0, 0, 7),
          Point(0.719944f, 0.719944f, 1.960392f)};
}

// "Point in AABB" (strict: a point on a face is outside) against either of two boxes, and "Closest point on
// AABB" from two far points; the second lies inside box 0, so it is its own closest point.
struct BoxPoints {
  std::array<AABB, 2> boxes;
  std::array<Point, 6> points;
  std::array<bool, 6> inside_either;
  Point far_point;
  std::array<Point, 2> far_closest;  // ClosestPoint(boxes[b], far_point)
  Point second_far_point;
  Point second_far_closest;  // ClosestPoint(boxes[0], second_far_point)
};

inline BoxPoints PointInAABB() {
  return {{AABB::FromCenterExtents(Point(2, 4, 0), glm::vec3(1, 2, 3)),
           AABB(Point(-0.5f, -0.5f, -0.5f), Point(0.5f, 0.5f, 0.5f))},
          {Point(0.2f, -0.2f, 0.2f), Point(1, 1, 1), Point(-0.5f, 0.5f, -0.5f), Point(2, 4, 0), Point(2, 0, 0),
           Point(2, 4, 6.5f)},
          {true, false, false, true, false, false},
          Point(-1, 3, 1.5f),
          {Point(1, 3, 1.5f), Point(-0.5f, 0.5f, 0.5f)},
          Point(2, 3.4f, 1),
          Point(2, 3.4f, 1)};
}

// Where a point lies against a plane: PointOnPlane (within its epsilon), else the sign of DistanceFromPlane.
enum class SideOfPlane { kBehind = -1, kOn = 0, kInFront = 1 };

// "Point on plane": the plane through (5, 6, 7), (6, 5, 4), (1, 2, 3), moved to distance 4 as the book does.
// Point 8 is 7e-7 off the plane, so an epsilon is required.
inline PointsAgainst<Plane, SideOfPlane, 10> PointOnPlane() {
  Plane plane(Point(5, 6, 7), Point(6, 5, 4), Point(1, 2, 3));
  plane.distance = 4.0f;
  return {
      plane,
      {Point(0, 0, 0), Point(2, 6, 1), Point(3, 1, -3), Point(-2, -1, 2), Point(7, 7, -7), Point(3, 2, -1),
       Point(10, 3, -10), Point(2, 8, -7), Point(-1.632993f, 3.265986f, -1.632993f),
       Point(-1.020621f, 3.265986f, -2.245366f)},
      {SideOfPlane::kBehind, SideOfPlane::kBehind, SideOfPlane::kBehind, SideOfPlane::kBehind, SideOfPlane::kInFront,
       SideOfPlane::kBehind, SideOfPlane::kBehind, SideOfPlane::kInFront, SideOfPlane::kOn, SideOfPlane::kOn}};
}

// "Closest point on plane": a point and its projection onto the plane through (5, 6, 7), (6, 5, 4), (1, 2, 3).
struct PlanePoint {
  Plane plane;
  Point point;
  Point closest;
};

inline PlanePoint ClosestPointPlane() {
  return {Plane(Point(5, 6, 7), Point(6, 5, 4), Point(1, 2, 3)), Point(2, 5, -3),
          Point(3.833333f, 1.333333f, -1.166667f)};
}

// "Three plane intersection": the planes x = 0, y = 0 and z = 0 meet at the origin.
struct ThreePlanes {
  std::array<Plane, 3> planes;
  Point meet;
};

inline ThreePlanes ThreePlaneIntersection() {
  return {{Plane({1, 0, 0}, 0.0f), Plane({0, 1, 0}, 0.0f), Plane({0, 0, 1}, 0.0f)}, Point(0.0f)};
}

// "Point on line": on the segment are the two ends and the middle (points 0 to 2).
inline PointsAgainst<Line, bool, 11> PointOnLine() {
  return {Line(Point(-3, -2, -1), Point(3, 2, 1)),
          {Point(0, 0, 0), Point(-3, -2, -1), Point(3, 2, 1), Point(7, -2, -1), Point(-4, -7, -8), Point(7, 8, 5),
           Point(1, 5, -5), Point(-6, 5, 7), Point(1, 6, 8), Point(-7, -10, -4), Point(5, 5, 3)},
          {true, true, true, false, false, false, false, false, false, false, false}};
}

// "Point on ray": on the ray are the origin and two points ahead; points 3 and 10 are on the line but behind.
inline PointsAgainst<Ray, bool, 11> PointOnRay() {
  return {Ray(Point(-3, -2, -1), glm::vec3(3, 2, 1)),
          {Point(-3, -2, -1), Point(12, 8, 4), Point(0, 0, 0), Point(-18, -12, -6), Point(-4, -7, -8), Point(7, 8, 5),
           Point(1, 5, -5), Point(-6, 5, 7), Point(1, 6, 8), Point(-7, -10, -4), Point(-4.5f, -3, -1.5f)},
          {true, true, true, false, false, false, false, false, false, false, false}};
}

// ClosestPoint(Line, Point, t)'s answers: t along the segment, clamped to [0, 1], and the point.
struct OnSegment {
  float t;
  Point closest;
};

// "Closest point on line".
inline PointsAgainst<Line, OnSegment, 8> ClosestPointLine() {
  return {Line(Point(-3, -2, -1), Point(1, 2, 3)),
          {Point(7, -2, -1), Point(-4, -7, -8), Point(7, 8, 5), Point(1, 5, -5), Point(-6, 5, 7), Point(1, 6, 8),
           Point(-7, -10, -4), Point(5, 5, 3)},
          {{{0.833333f, Point(0.3333333f, 1.333333f, 2.333333f)},
            {0.0f, Point(-3, -2, -1)},
            {1.0f, Point(1, 2, 3)},
            {0.583333f, Point(-0.6666667f, 0.3333333f, 1.333333f)},
            {1.0f, Point(1, 2, 3)},
            {1.0f, Point(1, 2, 3)},
            {0.0f, Point(-3, -2, -1)},
            {1.0f, Point(1, 2, 3)}}}};
}

// "Closest point on ray": points behind the origin map to the origin.
inline PointsAgainst<Ray, Point, 7> ClosestPointRay() {
  return {Ray(Point(-10, -8, 1), glm::vec3(1, 2, 3)),
          {Point(-8, -5, -8), Point(-6, -9, 8), Point(-9, -5, 5), Point(-4, 3, -3), Point(2, 1, -10), Point(8, 5, 2),
           Point(4, -3, -8)},
          {Point(-10, -8, 1), Point(-8.357142f, -4.714285f, 5.928572f), Point(-8.642857f, -5.285714f, 5.071428f),
           Point(-8.857142f, -5.714286f, 4.428572f), Point(-10, -8, 1), Point(-6.642857f, -1.285713f, 11.07143f),
           Point(-10, -8, 1)}};
}

}  // namespace lab::cases
