// Drawing the random cases' shapes: round ones (small multiples of a half, where float arithmetic is exact and a
// touching case stays touching), uniform ones, and shapes in a chosen relation to another (a point on a sphere,
// a ray aimed past a box's edge). samples/random/chapterN.cpp registers each function's generators with these.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <initializer_list>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

#include "samples/random/random_cases.hpp"

namespace lab::samples::random_cases {

inline float Uniform(Engine& engine, float low, float high) {
  return std::uniform_real_distribution<float>(low, high)(engine);
}
inline int UniformInt(Engine& engine, int low, int high) {
  return std::uniform_int_distribution<int>(low, high)(engine);
}
inline bool Coin(Engine& engine) { return UniformInt(engine, 0, 1) == 1; }
// A multiple of 0.5 in [-half, half]: exact in float, and so are their sums and products here.
inline float Round(Engine& engine, float half = 4.0f) {
  const int steps = static_cast<int>(half * 2.0f);
  return 0.5f * static_cast<float>(UniformInt(engine, -steps, steps));
}
inline float RoundPositive(Engine& engine, float most = 3.0f) {
  return 0.5f * static_cast<float>(UniformInt(engine, 1, static_cast<int>(most * 2.0f)));
}
inline Point RoundPoint(Engine& engine, float half = 4.0f) {
  return {Round(engine, half), Round(engine, half), Round(engine, half)};
}
inline Point UniformPoint(Engine& engine, float half = 4.0f) {
  return {Uniform(engine, -half, half), Uniform(engine, -half, half), Uniform(engine, -half, half)};
}
inline glm::vec3 UnitVector(Engine& engine) {
  std::normal_distribution<float> normal;
  glm::vec3 v;
  do {
    v = {normal(engine), normal(engine), normal(engine)};
  } while (glm::dot(v, v) < 1e-6f);
  return glm::normalize(v);
}
// +x, -x, +y, -y, +z or -z.
inline glm::vec3 AxisVector(Engine& engine) {
  glm::vec3 v(0.0f);
  v[UniformInt(engine, 0, 2)] = Coin(engine) ? 1.0f : -1.0f;
  return v;
}
// A unit vector perpendicular to v (v unit).
inline glm::vec3 Perpendicular(Engine& engine, const glm::vec3& v) {
  for (;;) {
    const glm::vec3 p = glm::cross(v, UnitVector(engine));
    if (glm::dot(p, p) > 1e-4f) return glm::normalize(p);
  }
}

inline Sphere RoundSphere(Engine& engine) { return Sphere(RoundPoint(engine, 3.0f), RoundPositive(engine, 2.0f)); }
inline Sphere UniformSphere(Engine& engine) { return Sphere(UniformPoint(engine, 3.0f), Uniform(engine, 0.2f, 2.0f)); }
inline AABB RoundBox(Engine& engine) {
  const Point centre = RoundPoint(engine, 3.0f);
  return AABB::FromCenterExtents(
      centre, {RoundPositive(engine, 2.0f), RoundPositive(engine, 2.0f), RoundPositive(engine, 2.0f)});
}
inline AABB UniformBox(Engine& engine) {
  return AABB::FromCenterExtents(UniformPoint(engine, 3.0f), {Uniform(engine, 0.1f, 2.0f), Uniform(engine, 0.1f, 2.0f),
                                                              Uniform(engine, 0.1f, 2.0f)});
}
inline Plane RoundPlane(Engine& engine) { return Plane(AxisVector(engine), Round(engine, 3.0f)); }
inline Plane UniformPlane(Engine& engine) { return Plane(UnitVector(engine), Uniform(engine, -3.0f, 3.0f)); }
inline Triangle UniformTriangle(Engine& engine) {
  const Point centre = UniformPoint(engine, 3.0f);
  return Triangle(centre + UniformPoint(engine, 1.5f), centre + UniformPoint(engine, 1.5f),
                  centre + UniformPoint(engine, 1.5f));
}
inline Triangle RoundTriangle(Engine& engine) {
  const Point centre = RoundPoint(engine, 3.0f);
  return Triangle(centre + RoundPoint(engine, 1.5f), centre + RoundPoint(engine, 1.5f),
                  centre + RoundPoint(engine, 1.5f));
}
// A triangle in a plane through the origin with normal +z, -z or another axis: edges exact.
inline Triangle AxisTriangle(Engine& engine) {
  const int axis = UniformInt(engine, 0, 2);
  const float level = Round(engine, 2.0f);
  Triangle t;
  for (Point* p : {&t.p0, &t.p1, &t.p2}) {
    *p = RoundPoint(engine, 2.0f);
    (*p)[axis] = level;
  }
  return t;
}
// A triangle with no area: a segment (two corners the same, or three in a row) or a point.
inline Triangle DegenerateTriangle(Engine& engine) {
  const Point a = RoundPoint(engine, 2.0f), b = RoundPoint(engine, 2.0f);
  switch (UniformInt(engine, 0, 2)) {
    case 0: return Triangle(a, b, b);
    case 1: return Triangle(a, (a + b) * 0.5f, b);
    default: return Triangle(a, a, a);
  }
}
// A sliver: one corner within a hair of the line through the other two.
inline Triangle SliverTriangle(Engine& engine) {
  const Point a = UniformPoint(engine, 2.0f), b = UniformPoint(engine, 2.0f);
  const glm::vec3 off = Perpendicular(engine, glm::normalize(b - a + glm::vec3(1e-6f)));
  return Triangle(a, b, glm::mix(a, b, Uniform(engine, 0.1f, 0.9f)) + off * Uniform(engine, 1e-4f, 1e-2f));
}
inline Line UniformLine(Engine& engine) {
  const Point start = UniformPoint(engine, 3.0f);
  return Line(start, start + UniformPoint(engine, 3.0f));
}
inline Line RoundLine(Engine& engine) {
  const Point start = RoundPoint(engine, 3.0f);
  return Line(start, start + RoundPoint(engine, 3.0f));
}
// A ray from a sphere of radius 8 aimed into the middle (hits and misses both come), or from anywhere along
// an axis (round).
inline Ray AimedRay(Engine& engine) {
  const Point origin = 8.0f * UnitVector(engine);
  return Ray(origin, UniformPoint(engine, 2.5f) - origin);
}
inline Ray RoundRay(Engine& engine) { return Ray(RoundPoint(engine, 4.0f), AxisVector(engine)); }
inline OBB UniformObb(Engine& engine) {
  const glm::quat rotation = glm::normalize(
      glm::quat(Uniform(engine, -1, 1), Uniform(engine, -1, 1), Uniform(engine, -1, 1), Uniform(engine, -1, 1)));
  OBB box;
  box.center = UniformPoint(engine, 3.0f);
  box.axes = glm::mat3_cast(rotation);
  box.half_extents = {Uniform(engine, 0.1f, 2.0f), Uniform(engine, 0.1f, 2.0f), Uniform(engine, 0.1f, 2.0f)};
  return box;
}
// An OBB turned about one axis by a multiple of 45 degrees.
inline OBB TurnedObb(Engine& engine) {
  OBB box;
  box.center = RoundPoint(engine, 3.0f);
  const float angle = 0.7853981634f * static_cast<float>(UniformInt(engine, 0, 7));
  const glm::vec3 axis = AxisVector(engine);
  box.axes = glm::mat3_cast(glm::angleAxis(angle, glm::abs(axis)));
  box.half_extents = {RoundPositive(engine, 2.0f), RoundPositive(engine, 2.0f), RoundPositive(engine, 2.0f)};
  return box;
}
inline Capsule UniformCapsule(Engine& engine) {
  const Point start = UniformPoint(engine, 3.0f);
  return {start, start + UniformPoint(engine, 2.0f), Uniform(engine, 0.1f, 1.5f)};
}
inline Capsule RoundCapsule(Engine& engine) {
  const Point start = RoundPoint(engine, 3.0f);
  return {start, start + AxisVector(engine) * RoundPositive(engine, 2.0f), RoundPositive(engine, 1.5f)};
}
inline Cylinder UniformCylinder(Engine& engine) {
  const Point start = UniformPoint(engine, 3.0f);
  return {start, start + UniformPoint(engine, 2.0f), Uniform(engine, 0.1f, 1.5f)};
}
inline Cylinder RoundCylinder(Engine& engine) {
  const Point start = RoundPoint(engine, 3.0f);
  return {start, start + AxisVector(engine) * RoundPositive(engine, 2.0f), RoundPositive(engine, 1.5f)};
}
// A point in the box, on a face (exactly: a coordinate at min or max), on an edge or corner, or outside.
inline Point PointOnBoxSurface(Engine& engine, const AABB& box) {
  Point p(Uniform(engine, box.min.x, box.max.x), Uniform(engine, box.min.y, box.max.y),
          Uniform(engine, box.min.z, box.max.z));
  const int fixed = UniformInt(engine, 1, 3);  // 1: a face, 2: an edge, 3: a corner
  std::array<int, 3> axes = {0, 1, 2};
  std::shuffle(axes.begin(), axes.end(), engine);
  for (int k = 0; k < fixed; ++k) p[axes[k]] = Coin(engine) ? box.min[axes[k]] : box.max[axes[k]];
  return p;
}
// A point on the sphere along an axis from its centre (exact), or in a random direction (on within rounding).
inline Point PointOnSphere(Engine& engine, const Sphere& sphere, bool exact) {
  return sphere.position + (exact ? AxisVector(engine) : UnitVector(engine)) * sphere.radius;
}
// A point on the plane, exactly when the plane's normal is an axis and the point round.
inline Point PointOnPlane(Engine& engine, const Plane& plane) {
  const Point p = RoundPoint(engine, 3.0f);
  return p - plane.normal * (glm::dot(plane.normal, p) - plane.distance);
}
// A point of the triangle: barycentric (a, b, c), a corner, or the middle of an edge.
inline Point PointInTriangle(Engine& engine, const Triangle& t) {
  switch (UniformInt(engine, 0, 2)) {
    case 0: {
      float a = Uniform(engine, 0, 1), b = Uniform(engine, 0, 1);
      if (a + b > 1) {
        a = 1 - a;
        b = 1 - b;
      }
      return t.p0 + (t.p1 - t.p0) * a + (t.p2 - t.p0) * b;
    }
    case 1: {
      const int corner = UniformInt(engine, 0, 2);
      return corner == 0 ? t.p0 : corner == 1 ? t.p1 : t.p2;
    }
    default: return (t.p0 + t.p1) * 0.5f;
  }
}
// NaN somewhere in a point.
inline Point WithNaN(Engine& engine, Point p) {
  p[UniformInt(engine, 0, 2)] = std::numeric_limits<float>::quiet_NaN();
  return p;
}
inline std::vector<Point> UniformPoints(Engine& engine, int count, float half = 3.0f) {
  std::vector<Point> points(static_cast<std::size_t>(count));
  for (Point& p : points) p = UniformPoint(engine, half);
  return points;
}
inline std::vector<Point> RoundPoints(Engine& engine, int count, float half = 3.0f) {
  std::vector<Point> points(static_cast<std::size_t>(count));
  for (Point& p : points) p = RoundPoint(engine, half);
  return points;
}

// A generator from a kind and a callable returning the inputs as text (Inputs(...)); Exact for one whose cases the
// contract decides exactly (random_cases.hpp's Generator).
template <class F>
Generator Kind(std::string kind, F draw) {
  return {std::move(kind), std::function<std::string(Engine&)>(std::move(draw)), false};
}
template <class F>
Generator Exact(std::string kind, F draw) {
  return {std::move(kind), std::function<std::string(Engine&)>(std::move(draw)), true};
}

// The same generator with its two inputs the other way round (a point and a plane become a plane and a point).
inline Generator Swapped(const Generator& generator) {
  Generator swapped = generator;
  swapped.draw = [draw = generator.draw](Engine& e) {
    const std::string inputs = draw(e);
    const std::size_t semicolon = inputs.find(" ; ");
    return inputs.substr(semicolon + 3) + " ; " + inputs.substr(0, semicolon);
  };
  return swapped;
}

}  // namespace lab::samples::random_cases
