// The tutorial's chapter 3 ray and segment tables, each defined once. The samples assert and draw them (and
// chapter 4 casts the same rays and segments at triangles); tests/raycasts_test.cpp and raycast_plane_test.cpp
// assert them again, beside the boundary cases the book lacks. GL-free (primitives only), so the tests include it.
#pragma once

#include <array>
#include <cstddef>
#include <optional>

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

// What a ray is expected to do: hit or not, and t and the hit point where the book gives them (t is -1 on a
// miss).
struct RayHit {
  bool hit;
  std::optional<float> t = std::nullopt;
  std::optional<Point> point = std::nullopt;
};

// One shape and the rays cast at it, with the answer for each.
template <typename Shape, std::size_t N>
struct RaysAgainst {
  Shape shape;
  std::array<Ray, N> rays;
  std::array<RayHit, N> expected;
};

// "Ray against plane"'s seven rays; chapter 4's "Raycast triangle" casts the same ones.
inline std::array<Ray, 7> RaycastPlaneRays() {
  return {
      Ray({0.0f, 0.0f, 0.0f}, {0.0f, -1.0f, 0.0f}),  Ray({0.5f, 0.5f, 0.0f}, {-1.0f, -1.0f, 0.0f}),
      Ray({1.0f, 1.0f, 0.0f}, {1.0f, 1.0f, 0.0f}),   Ray({1.0f, 1.0f, -3.0f}, {0.0f, 0.0f, 1.0f}),
      Ray({2.0f, 2.0f, 3.0f}, {0.0f, -1.0f, 0.0f}),  Ray({3.0f, 3.0f, 3.0f}, {-3.0f, -3.0f, -3.0f}),
      Ray({1.0f, 1.0f, 3.0f}, {-2.0f, -3.0f, 1.0f}),
  };
}

// "Ray against plane": the plane x + y = 1.414 (one-sided). The seed's test gives only the verdicts; the
// catalog gives each hit's t and point.
inline RaysAgainst<Plane, 7> RaycastPlane() {
  return {Plane({1.0f, 1.0f, 0.0f}, 1.0f),
          RaycastPlaneRays(),
          {{{false},
            {false},
            {false},
            {false},
            {true, 2.58579f, Point(2.0f, -0.5857863f, 3.0f)},
            {true, 3.97141f, Point(0.7071068f, 0.7071068f, 0.7071068f)},
            {true, 0.438362f, Point(0.7656854f, 0.6485282f, 3.117157f)}}}};
}

// "Raycast AABB": four rays with zero direction components; ray 3 starts inside (t is the exit).
inline RaysAgainst<AABB, 5> RaycastAABB() {
  return {AABB(Point(0.5f, 0.5f, 0.5f), Point(2, 2, 2)),
          {Ray(Point(-2, -2, -2), glm::vec3(2, 2, 2)), Ray(Point(0, 0, 0), glm::vec3(0, 1, 0)),
           Ray(Point(0, 0, 0), glm::vec3(-1, 0, 0)), Ray(Point(1, 1, 1), glm::vec3(1, 1, 0)),
           Ray(Point(0.4f, 1, 1), glm::vec3(-1, 0, 0))},
          {{{true, 4.330127f}, {false, -1.0f}, {false, -1.0f}, {true, 1.414214f}, {false, -1.0f}}}};
}

// The six segments of the tutorial's line tests; each test uses the first few.
inline std::array<Line, 6> TutorialLines() {
  return {
      Line(Point(2.5f, 2.5f, 2.5f), Point(4, 4, 4)), Line(Point(1, 1, 0), Point(0, 0, 0)),
      Line(Point(-1, -1, 0), Point(-3, 0, 0)),       Line(Point(-5, 0, 0), Point(5, 0, 0)),
      Line(Point(7, 0, 1), Point(-7, 0, 1)),         Line(Point(0.5f, 0.5f, 0.5f), Point(0.5f, 0.5f, 2)),
  };
}

// The first N tutorial segments.
template <std::size_t N>
std::array<Line, N> FirstTutorialLines() {
  const std::array<Line, 6> all = TutorialLines();
  static_assert(N <= std::tuple_size_v<std::array<Line, 6>>);
  std::array<Line, N> lines{};
  for (std::size_t i = 0; i < N; ++i) lines[i] = all[i];
  return lines;
}

// What a segment is expected to do: meet the shape or not, and where it first does.
struct LineHit {
  bool hit;
  Point point{0.0f};  // on a hit only
};

// One shape and the segments tested against it, with the answer for each.
template <typename Shape, std::size_t N>
struct LinesAgainst {
  Shape shape;
  std::array<Line, N> lines;
  std::array<LineHit, N> expected;
};

// "Line test sphere": line 1 lies wholly inside the sphere and meets no surface; line 2 leaves it.
inline LinesAgainst<Sphere, 3> LineTestSphere() {
  return {Sphere(Point(0.0f), 2.0f),
          FirstTutorialLines<3>(),
          {{{false}, {false}, {true, Point(-1.92665f, -0.536675f, 0)}}}};
}

// "Line test AABB": line 1 lies inside the box; line 3 runs along the x axis.
inline LinesAgainst<AABB, 4> LineTestAABB() {
  return {AABB(Point(-2, -2, -2), Point(2, 2, 2)),
          FirstTutorialLines<4>(),
          {{{false}, {false}, {true, Point(-2, -0.5f, 0)}, {true, Point(-2, 0, 0)}}}};
}

// "Line test plane", one-sided like the raycast: line 3 crosses from behind and does not count.
inline LinesAgainst<Plane, 6> LineTestPlane() {
  return {
      Plane({1, 1, 0}, 1.0f),
      TutorialLines(),
      {{{false}, {true, Point(0.7071068f, 0.7071068f, 0)}, {false}, {false}, {true, Point(1.414213f, 0, 1)}, {false}}}};
}

}  // namespace lab::cases
