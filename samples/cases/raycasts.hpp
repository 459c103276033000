// The tutorial's chapter 3 ray tables, each defined once. The samples assert and draw them;
// tests/raycasts_test.cpp asserts them again, beside the boundary cases the book lacks. GL-free (primitives
// only), so the unit tests include it.
#pragma once

#include <array>

#include "primitives/primitives.hpp"

namespace lab::cases {

struct RaySphereCase {
  Ray ray;
  Sphere sphere;
  bool hit;
  float t;  // the distance to the hit, or -1
};

// "Raycast sphere": the book's (ray origin, ray direction, sphere centre, radius, expected) tuples, with t added.
inline std::array<RaySphereCase, 7> RaycastSphere() {
  return {{
      {Ray(Point(-2, 1, 0), glm::vec3(2, 0, 0)), Sphere(Point(2, 0, 0), 2), true, 2.267949f},
      {Ray(Point(-2, 0, 0), glm::vec3(2, 0, 0)), Sphere(Point(2, 2, 0), 2), true, 4.0f},      // tangent
      {Ray(Point(-2, 0, 0), glm::vec3(2, 0, 0)), Sphere(Point(0, 0, 0), 2), true, 0.0f},      // origin on the surface
      {Ray(Point(-2, 2, 0), glm::vec3(2, -1, 2)), Sphere(Point(0, 0, 0), 2), true, 2.0f},     // tangent
      {Ray(Point(2, 1, 0), glm::vec3(2, 0, 0)), Sphere(Point(2, 0, 0), 2), true, 1.732051f},  // origin inside
      {Ray(Point(-2, 1, 0), glm::vec3(-1, 0, 0)), Sphere(Point(2, 0, 0), 2), false, -1.0f},   // sphere behind
      {Ray(Point(-5, 1, 0), glm::vec3(2, 0.4f, 0)), Sphere(Point(2, 0, 0), 2), false, -1.0f},
  }};
}

}  // namespace lab::cases
