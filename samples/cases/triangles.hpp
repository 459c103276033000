// The tutorial's chapter 4 triangles and triangle tables, each defined once. The samples assert and draw them;
// tests/triangles_test.cpp asserts them again, beside the boundary cases the book lacks. GL-free (primitives
// only), so the unit tests include it.
#pragma once

#include <array>

#include "primitives/primitives.hpp"
#include "samples/cases/point_tests.hpp"
#include "samples/cases/raycasts.hpp"

namespace lab::cases {

// The triangle "T1" (closest point, sphere and box tests).
inline Triangle TriangleT1() { return Triangle(Point(-1, 5, 0), Point(2, 2, -3), Point(5, 5, 0)); }

// The triangle "T2" (raycast and line test), in the plane x + y = 3.414214.
inline Triangle TriangleT2() {
  return Triangle(Point(5.207108f, -1.792894f, -3.949748f), Point(5.207108f, -1.792894f, 5.949748f),
                  Point(-1.792894f, 5.207108f, 1));
}

// The four triangles of the plane and triangle-triangle samples; the last lies in the plane through
// (5, 6, 7), (6, 5, 4), (1, 2, 3).
inline std::array<Triangle, 4> PlaneTestTriangles() {
  return {TriangleT1(), Triangle(Point(-1, -1, 0), Point(0, 1, 0), Point(1, -1, 0)),
          Triangle(Point(-1, -5, 0), Point(2, -2, -3), Point(5, -5, 0)),
          Triangle(Point(5, 6, 7), Point(6, 5, 4), Point(1, 2, 3))};
}

// "Closest point on triangle": five points and their closest points on T1. Point 1 is the book's erratum: its
// two-check PointInTriangle gives (-1, -1, -6); the true answer is (2, 2, -3).
inline PointsAgainst<Triangle, Point, 5> ClosestPointTriangle() {
  return {
      TriangleT1(),
      {Point(1, 1, 1), Point(-1, -3, -4), Point(2, 4, -1), Point(-2.732051f, 6.732051f, 1.732051f), Point(3, 7, -4)},
      {Point(1, 3.5f, -1.5f), Point(2, 2, -3), Point(2, 4, -1), Point(-1, 5, 0), Point(3, 4, -1)}};
}

// "Line test triangle", two-sided, on the six tutorial segments: line 4 crosses from behind and still hits.
inline LinesAgainst<Triangle, 6> LineTestTriangle() {
  return {TriangleT2(),
          TutorialLines(),
          {{{false}, {false}, {false}, {true, Point(3.414214f, 0, 0)}, {true, Point(3.414214f, 0, 1)}, {false}}}};
}

}  // namespace lab::cases
