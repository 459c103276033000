// The tutorial's chapter 2 scenes, each defined once: the shapes and the verdicts the book's samples show. The
// samples assert and draw them; tests/static_intersections_test.cpp asserts them again, beside the boundary
// cases the book lacks. GL-free (primitives only), so the unit tests include it.
#pragma once

#include <array>
#include <cstddef>

#include "primitives/primitives.hpp"

namespace lab::cases {

// One shape against each of several, with the verdict for each.
template <typename One, typename Each, std::size_t N>
struct OneAgainstEach {
  One one;
  std::array<Each, N> each;
  std::array<bool, N> expected;
};

// Every ordered pair of N shapes: expected[i * N + j] is shape i against shape j (a shape against itself
// included).
template <typename Shape, std::size_t N>
struct AllPairs {
  std::array<Shape, N> shapes;
  std::array<bool, N * N> expected;
};

// The four boxes the book tests against a sphere and against a plane; box 3 is given with min and max swapped
// (the constructor sorts them) and contains the others.
inline std::array<AABB, 4> FourBoxes() {
  return {AABB(Point(-2, -2, -2), Point(-1, -1, -1)), AABB(Point(2, 1, 2), Point(4, 3, 4)),
          AABB(Point(1, 0, 1), Point(0, -1, 0)), AABB(Point(5, 5, 5), Point(-5, -5, -5))};
}

// "Sphere to sphere": spheres 0 and 2 just touch (touching counts); sphere 3 is inside sphere 0.
inline AllPairs<Sphere, 4> SphereSphere() {
  return {{Sphere(Point(0, 0, 0), 2.0f), Sphere(Point(0, 3.5f, 0), 1.0f), Sphere(Point(0, -3, 0), 1.0f),
           Sphere(Point(1, 0, 0), 1.0f)},
          {true, false, true, true, false, true, false, false, true, false, true, false, true, false, false, true}};
}

// "Sphere to AABB": box 3 contains the sphere.
inline OneAgainstEach<Sphere, AABB, 4> SphereAABB() {
  return {Sphere(Point(1, 0, 1), 2.0f), FourBoxes(), {false, true, true, true}};
}

// "Sphere to plane": planes 2 and 4 are tangent to the sphere (touching counts).
inline OneAgainstEach<Sphere, Plane, 5> SpherePlane() {
  return {
      Sphere(Point(1, 0, 1), 2.0f),
      {Plane(), Plane({0, 1, 0.2f}, 3.0f), Plane({0, 1, 0}, -2.0f), Plane({-1, 1, 2}, 3.0f), Plane({1, 0, 0}, 3.0f)},
      {true, false, true, false, true}};
}

// "AABB to AABB": box 2 shares only the corner (1, 1, 1) with box 1 (touching counts).
inline AllPairs<AABB, 4> AABBAABB() {
  return {{AABB(Point(-0.5f, -2, -0.5f), Point(0.5f, 2, 0.5f)), AABB(), AABB(Point(1, 1, 1), Point(3, 3, 3)),
           AABB(Point(-3, -3, -3), Point(-4, -4, -4))},
          {true, true, false, false, true, true, true, false, false, true, true, false, false, false, false, true}};
}

// "AABB to plane": the plane through the origin with normal (0, 1, 0.5).
inline OneAgainstEach<Plane, AABB, 4> AABBPlane() {
  return {Plane({0, 1, 0.5f}, 0.0f), FourBoxes(), {false, false, true, true}};
}

// "Plane to plane": a plane never intersects itself, and planes 1 and 4 are parallel.
inline AllPairs<Plane, 5> PlanePlane() {
  return {
      {Plane(), Plane({2, 0, 1}, 0.0f), Plane({0, 1, 0}, -2.0f), Plane({-1, 1, 2}, 3.0f), Plane({1, 0, 0.5f}, 3.0f)},
      {false, true, true, true, true, true,  false, true, true,  false, true, true, false,
       true,  true, true, true, true, false, true,  true, false, true,  true, false}};
}

}  // namespace lab::cases
