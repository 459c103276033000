// Chapter 11's scenes, each defined once: the tunnelling box and wall, and the exact swept tests' hand-computed
// cases. The samples Tunnelling and SweptShapes assert and draw them; tests/moving_test.cpp asserts them again,
// beside the boundary cases and the brute-force sampling. GL-free (primitives only), so the tests include it.
#pragma once

#include <array>
#include <cmath>

#include "primitives/primitives.hpp"

namespace lab::cases {

// ---- Tunnelling: a unit box (half size 0.5) from x = -6 moving 20 along x in one frame of 0.66 s (the book's
// example frame), through the plane x = 3. It meets the plane while its centre is in [2.5, 3.5]: for s in
// [0.425, 0.475] of the frame, a twentieth of it, so a test at the frame's end (s = 1, centre at 14) tunnels.
namespace tunnelling {
inline const Plane kWall(glm::vec3(1, 0, 0), 3.0f);
inline constexpr float kHalf = 0.5f;
inline const Point kStart(-6, 0, 0);
inline const glm::vec3 kMotion(20, 0, 0);
inline constexpr float kFrameSeconds = 0.66f;
inline constexpr float kBookSlice = 0.033f;   // the book's sliceMax: 20 slices
inline constexpr float kCoarseSlice = 0.11f;  // the book's other example: 6 slices, which step over the wall
inline constexpr float kFirstContact = 0.425f;
inline constexpr float kLastContact = 0.475f;
// The box's size as a fraction of its motion: the book's "minimum step is the shape's size".
inline constexpr float kShapeStep = 2.0f * kHalf / 20.0f;

inline AABB BoxAt(float s) {
  const Point centre = kStart + s * kMotion;
  return AABB(centre - kHalf, centre + kHalf);
}
// The box swept from s = from to s = to lies in the box around both positions, which shrinks to the box itself.
inline AABB SweptBox(float from, float to) { return AABB(BoxAt(from).min, BoxAt(to).max); }
}  // namespace tunnelling

// ---- The exact swept tests: shapes, motions over one frame, and the fraction t of it at first contact (-1: none).

struct SpherePlaneSweep {
  const char* what;
  Sphere sphere;
  glm::vec3 velocity;
  Plane plane;
  float t;
  Point point;  // where it touches the plane
};
inline std::array<SpherePlaneSweep, 4> SpherePlaneSweeps() {
  const Plane floor(glm::vec3(0, 1, 0), 0.0f);
  return {{
      {"falling 8 from 5: the centre reaches 1 half way", Sphere(Point(0, 5, 0), 1), glm::vec3(0, -8, 0), floor, 0.5f,
       Point(0, 0, 0)},
      {"rising 6 from -3 (two-sided): a third of the way", Sphere(Point(2, -3, 0), 1), glm::vec3(0, 6, 0), floor,
       1.0f / 3.0f, Point(2, 0, 0)},
      {"falling only 3: a unit short", Sphere(Point(-2, 5, 0), 1), glm::vec3(0, -3, 0), floor, -1.0f, Point(0)},
      {"cutting the plane already: t = 0", Sphere(Point(-4, 0.5f, 0), 1), glm::vec3(0, 4, 0), floor, 0.0f,
       Point(-4, 0, 0)},
  }};
}

struct SphereSphereSweep {
  const char* what;
  Sphere a;
  glm::vec3 velocity_a;
  Sphere b;
  glm::vec3 velocity_b;
  float t;
};
inline std::array<SphereSphereSweep, 3> SphereSphereSweeps() {
  return {{
      {"head on, closing 20 across a gap of 8", Sphere(Point(-5, 0, 0), 1), glm::vec3(10, 0, 0),
       Sphere(Point(5, 0, 0), 1), glm::vec3(-10, 0, 0), 0.4f},
      {"passing 2 apart: they graze half way", Sphere(Point(-5, 2, 0), 1), glm::vec3(10, 0, 0),
       Sphere(Point(5, 0, 0), 1), glm::vec3(-10, 0, 0), 0.5f},
      {"the same velocity: the gap stays", Sphere(Point(-5, 0, 0), 1), glm::vec3(10, 0, 0), Sphere(Point(5, 0, 0), 1),
       glm::vec3(10, 0, 0), -1.0f},
  }};
}

struct SphereBoxSweep {
  const char* what;
  Sphere sphere;
  glm::vec3 velocity;
  AABB box;
  float t;
};
inline std::array<SphereBoxSweep, 4> SphereBoxSweeps() {
  const AABB box(Point(-1), Point(1));
  return {{
      {"a face: touching at x = -1.5", Sphere(Point(-4, 0, 0), 0.5f), glm::vec3(6, 0, 0), box, 2.5f / 6.0f},
      // Along x = y, the distance to the edge x = y = -1 is sqrt(2) (2 - 4t).
      {"an edge: sqrt(2) (2 - 4t) = 0.5", Sphere(Point(-3, -3, 0), 0.5f), glm::vec3(4, 4, 0), box,
       (2.0f - 0.5f / std::sqrt(2.0f)) / 4.0f},
      {"a corner: sqrt(3) (2 - 4t) = 0.5", Sphere(Point(-3, -3, -3), 0.5f), glm::vec3(4, 4, 4), box,
       (2.0f - 0.5f / std::sqrt(3.0f)) / 4.0f},
      {"past the grown box's square edge, 0.64 from the edge: a miss", Sphere(Point(-4, -1.45f, -1.45f), 0.5f),
       glm::vec3(8, 0, 0), box, -1.0f},
  }};
}

struct BoxBoxSweep {
  const char* what;
  AABB a;
  glm::vec3 velocity_a;
  AABB b;
  glm::vec3 velocity_b;
  float t;
};
inline std::array<BoxBoxSweep, 3> BoxBoxSweeps() {
  const AABB a(Point(0), Point(1));
  return {{
      {"b closes at 6 relative to a, across 2", a, glm::vec3(4, 0, 0), AABB(Point(3, 0, 0), Point(4, 1, 1)),
       glm::vec3(-2, 0, 0), 1.0f / 3.0f},
      {"diagonal: x from 0.5, y from 0.625; the later wins", a, glm::vec3(4, 4, 0),
       AABB(Point(3, 3.5f, 0), Point(4, 4.5f, 1)), glm::vec3(0), 0.625f},
      {"x overlaps in [0.5, 1], y only from 1.25: none", a, glm::vec3(4, 2, 0),
       AABB(Point(3, 3.5f, 0), Point(4, 4.5f, 1)), glm::vec3(0), -1.0f},
  }};
}

struct BoxPlaneSweep {
  const char* what;
  AABB box;
  glm::vec3 velocity;
  Plane plane;
  float t;
};
inline std::array<BoxPlaneSweep, 2> BoxPlaneSweeps() {
  return {{
      {"falling 6 onto the floor from 3", AABB(Point(-1, 3, -1), Point(1, 5, 1)), glm::vec3(0, -6, 0),
       Plane(glm::vec3(0, 1, 0), 0.0f), 0.5f},
      // Projection radius 2 / sqrt(2), centre 6 / sqrt(2) away, closing at 8 / sqrt(2).
      {"towards x + y = 0: radius sqrt(2), half way", AABB(Point(2, 2, -1), Point(4, 4, 1)), glm::vec3(-4, -4, 0),
       Plane(glm::vec3(1, 1, 0), 0.0f), 0.5f},
  }};
}

}  // namespace lab::cases
