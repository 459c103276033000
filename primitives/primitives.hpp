// All shapes of Collision Lab. Include as "primitives/primitives.hpp".
#pragma once

#include <array>
#include <utility>
#include <vector>

#include <glm/mat3x3.hpp>
#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

namespace lab {

// A point in 3-D space. The tutorial's Point class is a value here, so the aliasing lesson of its
// "DoPointUnitTest" comes for free: copies never share storage.
using Point = glm::vec3;

// Returns v / |v|, or the zero vector when |v| is zero or not finite, so a degenerate direction stays
// visibly degenerate (all zeros) instead of turning into NaN.
glm::vec3 NormalizeOrZero(glm::vec3 v);
// |v| without overflow or underflow (scaled by its largest component first): right from 1e-38 to 1e38.
float Length(glm::vec3 v);

// A line segment from start to end (the tutorial's Line).
struct Line {
  Point start{0.0f};
  Point end{0.0f};

  Line() = default;
  Line(Point start_point, Point end_point) : start(start_point), end(end_point) {}

  float Length() const;
  float LengthSquared() const;
  glm::vec3 ToVector() const { return end - start; }
};

// A half-line from position along direction. The constructor normalizes direction; a zero direction stays
// zero, and every query treats such a ray as meeting nothing beyond its origin.
struct Ray {
  Point position{0.0f};
  glm::vec3 direction{0.0f, 0.0f, 1.0f};

  Ray() = default;
  Ray(Point origin, glm::vec3 dir) : position(origin), direction(NormalizeOrZero(dir)) {}

  // The point at distance t along the ray.
  Point At(float t) const { return position + direction * t; }
};

// The plane of points p with dot(normal, p) == distance. The normal is kept unit length; three collinear
// points (or a zero normal) give the degenerate plane with a zero normal, which IsDegenerate() reports.
struct Plane {
  glm::vec3 normal{0.0f, 0.0f, 1.0f};
  float distance = 0.0f;

  Plane() = default;
  Plane(glm::vec3 n, float d) : normal(NormalizeOrZero(n)), distance(d) {}
  // The plane through a, b, c; its normal is normalize(cross(b - a, c - a)) (counter-clockwise front).
  Plane(Point a, Point b, Point c);

  bool IsDegenerate() const;
  // The tutorial's Normal setter: assigns a normalized copy and keeps the distance.
  void SetNormal(glm::vec3 n) { normal = NormalizeOrZero(n); }
};

// A sphere; the default is the unit sphere at the origin.
struct Sphere {
  Point position{0.0f};
  float radius = 1.0f;

  Sphere() = default;
  Sphere(Point centre, float r) : position(centre), radius(r) {}
};

// An axis-aligned box. The two-corner constructor orders each component (the tutorial's Fix), so corners
// may be given in any order; the default is the box from (-1, -1, -1) to (1, 1, 1).
struct AABB {
  Point min{-1.0f};
  Point max{1.0f};

  AABB() = default;
  AABB(Point a, Point b);
  static AABB FromCenterExtents(Point center, glm::vec3 extents);

  Point Center() const { return (min + max) * 0.5f; }
  glm::vec3 Extents() const { return max - Center(); }
  // True when min < max on every axis (a box with volume).
  bool IsValid() const;
  // Orders each component so that min <= max.
  void Fix();
};

// An oriented box: a centre, three orthonormal axes (the columns of `axes`, a right-handed frame) and the
// half extents along them. The default is the zero-size box at the origin.
struct OBB {
  Point center{0.0f};
  glm::mat3 axes{1.0f};
  glm::vec3 half_extents{0.0f};

  float Volume() const { return 8.0f * half_extents.x * half_extents.y * half_extents.z; }
  // The 8 corners: the centre plus or minus each axis times its half extent (bit i of the index: axis i's sign).
  std::array<Point, 8> Corners() const;
};

// A capsule (the tutorial's chapter 7 layout): every point within radius of the segment start-end. A zero-length
// segment makes it a sphere.
struct Capsule {
  Point start{0.0f};
  Point end{0.0f, 1.0f, 0.0f};
  float radius = 0.5f;
};

// A solid cylinder, "a capsule without caps": the points within radius of the axis start-end whose projection
// onto the axis lies between start and end (flat caps there).
struct Cylinder {
  Point start{0.0f};
  Point end{0.0f, 1.0f, 0.0f};
  float radius = 0.5f;
};

// A triangle p0, p1, p2; its front face is counter-clockwise (normal cross(p1 - p0, p2 - p0)).
struct Triangle {
  Point p0{0.0f};
  Point p1{0.0f};
  Point p2{0.0f};

  Triangle() = default;
  Triangle(Point a, Point b, Point c) : p0(a), p1(b), p2(c) {}
};

// An axis-aligned ellipsoid: centre and the three radii (x, y, z). Dividing every coordinate by radius is the
// change of basis to "ellipsoid space", where it is the unit sphere at center / radius (Fauerby's trick:
// points and vectors both divide, so the centre is not subtracted).
struct Ellipsoid {
  Point center{0.0f};
  glm::vec3 radius{1.0f};

  Ellipsoid() = default;
  Ellipsoid(Point centre, glm::vec3 radii) : center(centre), radius(radii) {}

  glm::vec3 ToEllipsoidSpace(const glm::vec3& world) const { return world / radius; }
  glm::vec3 ToWorldSpace(const glm::vec3& ellipsoid_space) const { return ellipsoid_space * radius; }
  // True unless every radius is positive and finite (no ellipsoid space exists then).
  bool IsDegenerate() const;
};

// ---- Shapes beyond the tutorial (chapters 8 to 10: the point-plane article, flipcode's polygons, the lecture).

// A polygon in the plane: vertices in order, either winding, the last joined to the first. Convex or
// concave; functions that need a simple (non-self-intersecting) or convex one say so.
struct Polygon2D {
  std::vector<glm::vec2> vertices;

  Polygon2D() = default;
  explicit Polygon2D(std::vector<glm::vec2> points) : vertices(std::move(points)) {}
  // Positive for counter-clockwise vertices, negative for clockwise, zero for fewer than 3 or collinear.
  float SignedArea() const;
};

// A planar polygon in 3-D: vertices in order, the last joined to the first. Its plane is Newell's (the
// best fit, stable for any convex or concave polygon); counter-clockwise seen from the front.
struct Polygon {
  std::vector<Point> vertices;

  Polygon() = default;
  explicit Polygon(std::vector<Point> points) : vertices(std::move(points)) {}
  // The polygon's plane; the degenerate plane (zero normal) for fewer than 3 vertices or a zero area.
  Plane GetPlane() const;
};

// A convex polyhedron: its vertices, its faces (loops of vertex indices, counter-clockwise seen from
// outside) and each face's outward plane. A flat one (all vertices in one plane) has two faces, one per
// side; fewer than 3 non-collinear vertices give no faces at all (IsDegenerate).
struct ConvexPolyhedron {
  std::vector<Point> vertices;
  std::vector<std::vector<int>> faces;
  std::vector<Plane> planes;  // planes[i] is faces[i]'s, normal pointing out

  // Fills planes from vertices and faces (Newell's normal of each face).
  static ConvexPolyhedron FromFaces(std::vector<Point> vertices, std::vector<std::vector<int>> faces);
  // The box as 8 vertices and 6 quads.
  static ConvexPolyhedron FromAABB(const AABB& box);
  // The tetrahedron a, b, c, d, its faces wound outwards whatever the order of the corners.
  static ConvexPolyhedron Tetrahedron(Point a, Point b, Point c, Point d);

  // Every edge once, as a pair of vertex indices (first < second).
  std::vector<std::pair<int, int>> Edges() const;
  // True when it has no faces (fewer than 3 non-collinear vertices): it contains and touches nothing.
  bool IsDegenerate() const { return faces.empty(); }
  // True when it has volume (at least 4 faces).
  bool IsSolid() const { return faces.size() >= 4; }
};

// An axis-aligned rectangle in the plane (the quadtree's cell and the 2-D broad phase's box).
struct Rectangle {
  glm::vec2 min{0.0f};
  glm::vec2 max{0.0f};

  Rectangle() = default;
  // Orders each component, like AABB.
  Rectangle(glm::vec2 a, glm::vec2 b);
  glm::vec2 Center() const { return (min + max) * 0.5f; }
  // Touching counts: rectangles sharing an edge or a corner overlap.
  bool Overlaps(const Rectangle& other) const {
    return min.x <= other.max.x && other.min.x <= max.x && min.y <= other.max.y && other.min.y <= max.y;
  }
};

}  // namespace lab
