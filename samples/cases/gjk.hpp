// Chapter 13's hand-computed pairs, each defined once: what GJK's distance and closest points and EPA's depth
// must be for shapes of every kind. The sample GjkAndEpa asserts and draws them; tests/gjk_test.cpp asserts them
// again beside the random cross-checks against the specialised tests. GL-free (primitives only).
#pragma once

#include <cmath>
#include <variant>
#include <vector>

#include "primitives/primitives.hpp"

namespace lab::cases {

// A convex shape of any kind the chapter supports (a point set stands for its convex hull).
using AnyConvex = std::variant<Sphere, AABB, OBB, Capsule, Cylinder, Triangle, ConvexPolyhedron, std::vector<Point>>;

struct GjkCase {
  const char* what;
  AnyConvex a, b;
  bool intersects;
  float distance;  // apart: between the shapes; 0 when they meet
  float depth;     // meeting: how deep; 0 when they only touch or are apart
};

inline OBB TurnedCube() {  // the unit cube (half extents 1) turned 45 degrees about z: it reaches x = sqrt(2)
  const float c = std::sqrt(0.5f);
  OBB box;
  box.axes = glm::mat3(glm::vec3(c, c, 0), glm::vec3(-c, c, 0), glm::vec3(0, 0, 1));
  box.half_extents = glm::vec3(1.0f);
  return box;
}

inline std::vector<GjkCase> GjkCases() {
  const AABB cube(Point(-1), Point(1));
  return {
      {"spheres of radius 1 and 1.5 whose centres are 5 apart", Sphere(Point(0), 1.0f), Sphere(Point(5, 0, 0), 1.5f),
       false, 2.5f, 0.0f},
      // From (3, 3, 1) the nearest point of the cube is its edge point (1, 1, 1): 2 sqrt(2) away, less the radius.
      {"the cube -1..1 and a sphere of radius 1 at (3, 3, 1), off an edge", cube, Sphere(Point(3, 3, 1), 1.0f), false,
       2.0f * std::sqrt(2.0f) - 1.0f, 0.0f},
      {"a capsule along y (radius 0.5) and a sphere of radius 1 at (3, 1, 0)", Capsule{Point(0), Point(0, 2, 0), 0.5f},
       Sphere(Point(3, 1, 0), 1.0f), false, 1.5f, 0.0f},
      // The point set's lowest vertex, (0, 3, 0), is 1 above the centre of the cylinder's top cap.
      {"a cylinder (radius 1, y from 0 to 2) and a tetrahedron of points above its cap",
       Cylinder{Point(0), Point(0, 2, 0), 1.0f},
       std::vector<Point>{Point(0, 3, 0), Point(1, 4, 0), Point(0, 4, 1), Point(-1, 4, -1)}, false, 1.0f, 0.0f},
      {"the turned cube (reaching x = 1.41) and a triangle in the plane x = 3", TurnedCube(),
       Triangle(Point(3, -1, -1), Point(3, 1, -1), Point(3, 0, 1)), false, 3.0f - std::sqrt(2.0f), 0.0f},
      // The sphere's centre is 5 / sqrt(3) from the face x + y + z = 1, over its middle (1/3, 1/3, 1/3).
      {"the corner tetrahedron (a ConvexPolyhedron) and a sphere of radius 1 at (2, 2, 2)",
       ConvexPolyhedron::Tetrahedron(Point(0), Point(1, 0, 0), Point(0, 1, 0), Point(0, 0, 1)), Sphere(Point(2), 1.0f),
       false, 5.0f / std::sqrt(3.0f) - 1.0f, 0.0f},
      {"spheres of radius 1e-4, 3e-4 apart: tiny shapes", Sphere(Point(0), 1e-4f), Sphere(Point(3e-4f, 0, 0), 1e-4f),
       false, 1e-4f, 0.0f},
      // Touching: a shared face, and two triangles in one plane (their difference is flat: no depth).
      {"unit boxes face to face: touching", AABB(Point(0), Point(1)), AABB(Point(1, 0, 0), Point(2, 1, 1)), true, 0.0f,
       0.0f},
      {"two overlapping triangles in the plane z = 0", Triangle(Point(0), Point(2, 0, 0), Point(0, 2, 0)),
       Triangle(Point(1, 0, 0), Point(3, 0, 0), Point(1, 2, 0)), true, 0.0f, 0.0f},
      {"spheres of radius 1 whose centres are 1.5 apart: 0.5 deep", Sphere(Point(0), 1.0f),
       Sphere(Point(1.5f, 0, 0), 1.0f), true, 0.0f, 0.5f},
      // Deep overlap: the small box must leave through the nearest face, 2 + 0.5 away.
      {"a box of half size 0.5 at the centre of one of half size 2: 2.5 deep", AABB(Point(-2), Point(2)),
       AABB(Point(-0.5f), Point(0.5f)), true, 0.0f, 2.5f},
      {"a capsule (radius 0.5) along x through the cube -1..1: out sideways, 1.5 deep", cube,
       Capsule{Point(-3, 0, 0), Point(3, 0, 0), 0.5f}, true, 0.0f, 1.5f},
  };
}

// Each shape's farthest point along a direction, worked by hand.
struct SupportCase {
  const char* what;
  AnyConvex shape;
  glm::vec3 direction;
  Point farthest;
};
inline std::vector<SupportCase> SupportCases() {
  const float r = std::sqrt(2.0f);
  return {
      {"a sphere of radius 1 at the origin, along (0, 3, 0)", Sphere(Point(0), 1.0f), glm::vec3(0, 3, 0),
       Point(0, 1, 0)},
      {"the box -1..2, along (1, -1, 1): its corner", AABB(Point(-1), Point(2)), glm::vec3(1, -1, 1), Point(2, -1, 2)},
      // The turned cube's corner a0 - a1 + a2 lies at (sqrt(2), 0, 1).
      {"the turned cube, along (1, 0, 1)", TurnedCube(), glm::vec3(1, 0, 1), Point(r, 0, 1)},
      {"a capsule along y (radius 0.5), along y: the top end's sphere", Capsule{Point(0), Point(0, 2, 0), 0.5f},
       glm::vec3(0, 1, 0), Point(0, 2.5f, 0)},
      {"a cylinder (radius 1, y from 0 to 2), along (1, 1, 0): the top rim", Cylinder{Point(0), Point(0, 2, 0), 1.0f},
       glm::vec3(1, 1, 0), Point(1, 2, 0)},
      {"a triangle, along y: its top corner", Triangle(Point(0), Point(1, 0, 0), Point(0, 1, 0)), glm::vec3(0, 1, 0),
       Point(0, 1, 0)},
      {"the corner tetrahedron, along z",
       ConvexPolyhedron::Tetrahedron(Point(0), Point(1, 0, 0), Point(0, 1, 0), Point(0, 0, 1)), glm::vec3(0, 0, 2),
       Point(0, 0, 1)},
      {"three points, along y", std::vector<Point>{Point(0), Point(3, 1, 0), Point(-2, 5, 1)}, glm::vec3(0, 1, 0),
       Point(-2, 5, 1)},
  };
}

// GJK's distances are good to about kGjkRelativeTolerance (1e-6) of themselves: 1e-5 leaves room for float.
inline constexpr float kGjkDistanceTolerance = 1e-5f;  // relative
// EPA approaches the depth of round shapes face by face, to kEpaRelativeTolerance (1e-3) of it; these are unit
// sized.
inline constexpr float kEpaDepthTolerance = 2e-3f;  // absolute

}  // namespace lab::cases
