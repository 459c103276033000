// Chapter 10's random cases (collisions/polyhedra.cpp): points in convex polyhedra and in the shipped meshes,
// polyhedra against spheres and each other, and the hull, the decomposition and the bounding volumes of point
// sets, whose answers are not unique (each has its own comparison).
#include <algorithm>
#include <optional>

#include "samples/random/generators.hpp"

namespace lab::samples::random_cases {
namespace chapter10 {  // this file's names, apart from the other chapters' it compiles beside
namespace {

using glm::vec2;

// ---- Convex polyhedra.

glm::mat3 AnyTurn(Engine& e) {
  return glm::mat3_cast(
      glm::normalize(glm::quat(Uniform(e, -1, 1), Uniform(e, -1, 1), Uniform(e, -1, 1), Uniform(e, -1, 1))));
}
ConvexPolyhedron Turned(const ConvexPolyhedron& shape, const glm::mat3& turn, const Point& centre) {
  std::vector<Point> vertices;
  for (const Point& v : shape.vertices) vertices.push_back(centre + turn * v);
  return ConvexPolyhedron::FromFaces(std::move(vertices), shape.faces);
}
ConvexPolyhedron RoundBoxShape(Engine& e) { return ConvexPolyhedron::FromAABB(RoundBox(e)); }
ConvexPolyhedron TurnedBox(Engine& e) {
  const glm::vec3 half(Uniform(e, 0.3f, 2.0f), Uniform(e, 0.3f, 2.0f), Uniform(e, 0.3f, 2.0f));
  return Turned(ConvexPolyhedron::FromAABB(AABB(-half, half)), AnyTurn(e), UniformPoint(e, 2.0f));
}
ConvexPolyhedron UniformTetrahedron(Engine& e) {
  for (;;) {
    const Point a = UniformPoint(e, 2.5f), b = UniformPoint(e, 2.5f), c = UniformPoint(e, 2.5f),
                d = UniformPoint(e, 2.5f);
    if (std::abs(glm::dot(glm::cross(b - a, c - a), d - a)) > 0.5f) return ConvexPolyhedron::Tetrahedron(a, b, c, d);
  }
}
ConvexPolyhedron RoundTetrahedron(Engine& e) {
  for (;;) {
    const Point a = RoundPoint(e, 2.5f), b = RoundPoint(e, 2.5f), c = RoundPoint(e, 2.5f), d = RoundPoint(e, 2.5f);
    if (glm::dot(glm::cross(b - a, c - a), d - a) != 0.0f) return ConvexPolyhedron::Tetrahedron(a, b, c, d);
  }
}
// An octahedron with its corners `radius` along each axis, turned.
ConvexPolyhedron TurnedOctahedron(Engine& e) {
  const float r = Uniform(e, 0.5f, 2.0f);
  const std::vector<Point> corners = {{r, 0, 0}, {-r, 0, 0}, {0, r, 0}, {0, -r, 0}, {0, 0, r}, {0, 0, -r}};
  std::vector<std::vector<int>> faces;
  for (int x : {0, 1}) {
    for (int y : {2, 3}) {
      for (int z : {4, 5}) {
        // (x, y, z) is counter-clockwise from outside when an even number of the three point down.
        faces.push_back((x + y + z) % 2 == 0 ? std::vector<int>{x, y, z} : std::vector<int>{x, z, y});
      }
    }
  }
  return Turned(ConvexPolyhedron::FromFaces(corners, faces), AnyTurn(e), UniformPoint(e, 2.0f));
}
ConvexPolyhedron AnyPolyhedron(Engine& e) {
  switch (UniformInt(e, 0, 3)) {
    case 0: return RoundBoxShape(e);
    case 1: return TurnedBox(e);
    case 2: return UniformTetrahedron(e);
    default: return TurnedOctahedron(e);
  }
}
// A flat square (or rectangle) in a plane x, y or z = a round level: a face on each side.
ConvexPolyhedron FlatRectangle(int axis, float level, vec2 low, vec2 high) {
  const int u = (axis + 1) % 3, v = (axis + 2) % 3;
  std::vector<Point> corners(4, Point(level));
  const vec2 at[4] = {low, {high.x, low.y}, high, {low.x, high.y}};
  for (int i = 0; i < 4; ++i) {
    corners[static_cast<std::size_t>(i)][u] = at[i].x;
    corners[static_cast<std::size_t>(i)][v] = at[i].y;
  }
  return ConvexPolyhedron::FromFaces(std::move(corners), {{0, 1, 2, 3}, {3, 2, 1, 0}});
}
ConvexPolyhedron RoundFlat(Engine& e) {
  const vec2 low(Round(e, 2.0f), Round(e, 2.0f));
  return FlatRectangle(UniformInt(e, 0, 2), Round(e, 2.0f), low,
                       low + vec2(RoundPositive(e, 2.0f), RoundPositive(e, 2.0f)));
}
// Fewer than 3 non-collinear vertices: no faces.
ConvexPolyhedron Degenerate(Engine& e) {
  std::vector<Point> vertices = {RoundPoint(e, 2.0f)};
  if (Coin(e)) vertices.push_back(RoundPoint(e, 2.0f));
  return ConvexPolyhedron::FromFaces(std::move(vertices), {});
}
Point FaceCentre(const ConvexPolyhedron& shape, std::size_t face) {
  Point sum(0.0f);
  for (int v : shape.faces[face]) sum += shape.vertices[static_cast<std::size_t>(v)];
  return sum / static_cast<float>(shape.faces[face].size());
}
std::size_t AnyFace(Engine& e, const ConvexPolyhedron& shape) {
  return static_cast<std::size_t>(UniformInt(e, 0, static_cast<int>(shape.faces.size()) - 1));
}
// A point inside: a random mix of the vertices.
Point Within(Engine& e, const ConvexPolyhedron& shape) {
  Point sum(0.0f);
  float total = 0.0f;
  for (const Point& v : shape.vertices) {
    const float weight = Uniform(e, 0.0f, 1.0f);
    sum += v * weight;
    total += weight;
  }
  return sum / total;
}

template <class Where>
Generator PolyhedronAndPoint(std::string kind, bool exact, ConvexPolyhedron (*shape)(Engine&), Where where) {
  Generator generator = Kind(std::move(kind), [shape, where](Engine& e) {
    const ConvexPolyhedron polyhedron = shape(e);
    return Inputs(polyhedron, where(e, polyhedron));
  });
  generator.exact = exact;
  return generator;
}

// ---- Point in a convex polyhedron: behind every face plane within kPointOnPlaneEpsilon.
const std::vector<Generator> kPointInPolyhedron = {
    PolyhedronAndPoint(
        "random", false, AnyPolyhedron,
        [](Engine& e, const ConvexPolyhedron& shape) { return Within(e, shape) + UniformPoint(e, 0.8f); }),
    PolyhedronAndPoint("on a face, an edge or a corner", true, RoundBoxShape,
                       [](Engine& e, const ConvexPolyhedron& box) {
                         return PointOnBoxSurface(e, AABB(box.vertices.front(), box.vertices.back()));
                       }),
    // A corner, the middle of an edge, a round point near the middle, or anywhere round.
    PolyhedronAndPoint("round, against a round tetrahedron", true, RoundTetrahedron,
                       [](Engine& e, const ConvexPolyhedron& shape) {
                         const Point a = shape.vertices[static_cast<std::size_t>(UniformInt(e, 0, 3))];
                         const Point b = shape.vertices[static_cast<std::size_t>(UniformInt(e, 0, 3))];
                         switch (UniformInt(e, 0, 3)) {
                           case 0: return a;
                           case 1: return (a + b) * 0.5f;
                           case 2: {
                             const Point centre =
                                 (shape.vertices[0] + shape.vertices[1] + shape.vertices[2] + shape.vertices[3]) *
                                 0.25f;
                             return glm::round(centre * 2.0f) * 0.5f;
                           }
                           default: return RoundPoint(e, 2.5f);
                         }
                       }),
    PolyhedronAndPoint("inside", false, AnyPolyhedron, Within),
    PolyhedronAndPoint("just in front of a face", false, AnyPolyhedron,
                       [](Engine& e, const ConvexPolyhedron& shape) {
                         const std::size_t face = AnyFace(e, shape);
                         return FaceCentre(shape, face) + shape.planes[face].normal * Uniform(e, 1e-6f, 1e-4f);
                       }),
    PolyhedronAndPoint("just behind a face", false, AnyPolyhedron,
                       [](Engine& e, const ConvexPolyhedron& shape) {
                         const std::size_t face = AnyFace(e, shape);
                         return FaceCentre(shape, face) - shape.planes[face].normal * Uniform(e, 1e-6f, 1e-4f);
                       }),
    PolyhedronAndPoint("in front of a face", false, AnyPolyhedron,
                       [](Engine& e, const ConvexPolyhedron& shape) {
                         const std::size_t face = AnyFace(e, shape);
                         return FaceCentre(shape, face) + shape.planes[face].normal * Uniform(e, 0.01f, 2.0f);
                       }),
    PolyhedronAndPoint("a flat polyhedron", true, RoundFlat,
                       [](Engine& e, const ConvexPolyhedron& flat) {
                         Point p = RoundPoint(e, 3.0f);
                         if (Coin(e))
                           p -= flat.planes[0].normal * (glm::dot(flat.planes[0].normal, p) - flat.planes[0].distance);
                         return p;
                       }),
    PolyhedronAndPoint("a degenerate polyhedron", true, Degenerate,
                       [](Engine& e, const ConvexPolyhedron& shape) {
                         return Coin(e) ? shape.vertices.front() : RoundPoint(e, 2.0f);
                       }),
};

// ---- Point in a shipped mesh (cube, torus, knot, in their own space): on a triangle is inside; else parity.

// The first of PointInMesh's parity directions (collisions/polyhedra.cpp): a point from which it runs exactly
// through a cube's edge or corner makes that ray untrustworthy.
const glm::vec3 kFirstParityDirection = glm::normalize(glm::vec3(0.5377f, 0.8622f, 0.3188f));

template <class Where>
Generator MeshAndPoint(std::string kind, bool exact, int asset, Where where) {
  Generator generator = Kind(std::move(kind), [asset, where](Engine& e) {
    const int chosen = asset >= 0 ? asset : UniformInt(e, 0, kShippedAssets - 1);
    return Inputs(ShippedMesh{chosen}, where(e, *ShippedMeshOf(chosen)));
  });
  generator.exact = exact;
  return generator;
}
const Triangle& AnyTriangle(Engine& e, const Mesh& mesh) {
  return mesh.triangles[static_cast<std::size_t>(UniformInt(e, 0, static_cast<int>(mesh.triangles.size()) - 1))];
}

const std::vector<Generator> kPointInMesh = {
    MeshAndPoint("random", false, -1,
                 [](Engine& e, const Mesh& mesh) {
                   const glm::vec3 margin = (mesh.bounds.max - mesh.bounds.min) * 0.1f;
                   const AABB around(mesh.bounds.min - margin, mesh.bounds.max + margin);
                   return Point(Uniform(e, around.min.x, around.max.x), Uniform(e, around.min.y, around.max.y),
                                Uniform(e, around.min.z, around.max.z));
                 }),
    MeshAndPoint("a vertex", true, -1, [](Engine& e, const Mesh& mesh) { return AnyTriangle(e, mesh).p1; }),
    MeshAndPoint("on a face", false, -1,
                 [](Engine& e, const Mesh& mesh) {
                   const Triangle& t = AnyTriangle(e, mesh);
                   return (t.p0 + t.p1 + t.p2) / 3.0f;
                 }),
    MeshAndPoint("near the surface", false, -1,
                 [](Engine& e, const Mesh& mesh) {
                   const Triangle& t = AnyTriangle(e, mesh);
                   const glm::vec3 normal = glm::normalize(glm::cross(t.p1 - t.p0, t.p2 - t.p0));
                   return (t.p0 + t.p1 + t.p2) / 3.0f + normal * (Coin(e) ? 1.0f : -1.0f) * Uniform(e, 1e-6f, 1e-4f);
                 }),
    // Level with the cube's faces, edges and corners, where parity rays graze them.
    MeshAndPoint("the cube, round", true, 0, [](Engine& e, const Mesh&) { return RoundPoint(e, 1.5f); }),
    MeshAndPoint(
        "its first ray through the cube's edge or corner", false, 0,
        [](Engine& e, const Mesh&) {
          const std::array<Point, 4> targets = {Point(1, 1, 1), Point(1, 1, 0), Point(1, 0, 1), Point(0, 1, 1)};
          const Point target = targets[static_cast<std::size_t>(UniformInt(e, 0, 3))];
          return target - kFirstParityDirection * (Coin(e) ? Uniform(e, 0.1f, 0.9f) : Uniform(e, 2.0f, 5.0f));
        }),
    // In the torus's tube (around the y axis, ring radius 1), or in its hole.
    MeshAndPoint("the torus's tube and hole", true, 1,
                 [](Engine& e, const Mesh&) {
                   const std::array<Point, 6> points = {Point(1, 0, 0), Point(0, 0, -1),   Point(-1, 0.25f, 0),
                                                        Point(0, 0, 0), Point(0, 0.5f, 0), Point(0.5f, 0, 0)};
                   return points[static_cast<std::size_t>(UniformInt(e, 0, 5))];
                 }),
};

// ---- Two spheres' contact normal: a to b, unit; false and unchanged with no direction or NaN.
const std::vector<Generator> kContactNormal = {
    Kind("random", [](Engine& e) { return Inputs(UniformSphere(e), UniformSphere(e)); }),
    Exact("along an axis",
          [](Engine& e) {
            const Sphere a = RoundSphere(e);
            return Inputs(a, Sphere(a.position + AxisVector(e) * RoundPositive(e, 3.0f), RoundPositive(e, 2.0f)));
          }),
    Exact("3, 4, 0 apart",
          [](Engine& e) {
            glm::vec3 offset(3.0f * (Coin(e) ? 1.0f : -1.0f), 4.0f * (Coin(e) ? 1.0f : -1.0f), 0.0f);
            std::swap(offset[UniformInt(e, 0, 2)], offset[2]);
            const Sphere a = RoundSphere(e);
            return Inputs(a, Sphere(a.position + offset * RoundPositive(e, 1.0f), RoundPositive(e, 2.0f)));
          }),
    Kind("touching or apart",
         [](Engine& e) {
           const Sphere a = UniformSphere(e);
           const float r = Uniform(e, 0.2f, 2.0f);
           return Inputs(a, Sphere(a.position + UnitVector(e) * (a.radius + r) * Uniform(e, 0.5f, 2.0f), r));
         }),
    Exact("the same centre",
          [](Engine& e) {
            const Sphere a = RoundSphere(e);
            return Inputs(a, Sphere(a.position, RoundPositive(e, 2.0f)));
          }),
    Kind("nearly the same centre",
         [](Engine& e) {
           const Sphere a = UniformSphere(e);
           return Inputs(a, Sphere(a.position + UnitVector(e) * 0.05f, a.radius));
         }),
    Exact("NaN",
          [](Engine& e) {
            Sphere a = RoundSphere(e), b = RoundSphere(e);
            Sphere& spoilt = Coin(e) ? a : b;
            if (Coin(e)) {
              spoilt.position = WithNaN(e, spoilt.position);
            } else {
              spoilt.radius = std::numeric_limits<float>::quiet_NaN();
            }
            return Inputs(a, b);
          }),
};

// ---- A convex polyhedron against a sphere: the centre inside, or a face within the radius (touching counts).
template <class Where>
Generator PolyhedronAndSphere(std::string kind, bool exact, ConvexPolyhedron (*shape)(Engine&), Where where) {
  Generator generator = Kind(std::move(kind), [shape, where](Engine& e) {
    const ConvexPolyhedron polyhedron = shape(e);
    return Inputs(polyhedron, where(e, polyhedron));
  });
  generator.exact = exact;
  return generator;
}
// A round box's corner, edge or face point and the direction out of the box there (not unit off a face).
void OutOfBox(Engine& e, const AABB& box, Point& at, glm::vec3& out) {
  at = box.Center();
  out = glm::vec3(0.0f);
  std::array<int, 3> axes = {0, 1, 2};
  std::shuffle(axes.begin(), axes.end(), e);
  for (int k = 0, fixed = UniformInt(e, 1, 3); k < fixed; ++k) {
    const int axis = axes[static_cast<std::size_t>(k)];
    const bool high = Coin(e);
    at[axis] = high ? box.max[axis] : box.min[axis];
    out[axis] = high ? 1.0f : -1.0f;
  }
}

const std::vector<Generator> kPolyhedronSphere = {
    PolyhedronAndSphere("random", false, AnyPolyhedron,
                        [](Engine& e, const ConvexPolyhedron& shape) {
                          return Sphere(Within(e, shape) + UnitVector(e) * Uniform(e, 0.0f, 4.0f),
                                        Uniform(e, 0.2f, 2.0f));
                        }),
    // Off a round box's face by exactly its radius, anywhere over the face.
    PolyhedronAndSphere("touching a face", true, RoundBoxShape,
                        [](Engine& e, const ConvexPolyhedron& shape) {
                          const AABB box(shape.vertices.front(), shape.vertices.back());
                          const int axis = UniformInt(e, 0, 2);
                          const bool high = Coin(e);
                          Point at =
                              glm::mix(box.min, box.max, glm::vec3(0.25f * static_cast<float>(UniformInt(e, 0, 4))));
                          at[axis] = high ? box.max[axis] : box.min[axis];
                          const float r = RoundPositive(e, 2.0f);
                          at[axis] += (high ? r : -r) + (Coin(e) ? 0.0f : (high ? 0.5f : -0.5f));
                          return Sphere(at, r);
                        }),
    PolyhedronAndSphere("beyond an edge or a corner", false, RoundBoxShape,
                        [](Engine& e, const ConvexPolyhedron& shape) {
                          Point at;
                          glm::vec3 out;
                          OutOfBox(e, AABB(shape.vertices.front(), shape.vertices.back()), at, out);
                          const float distance = Uniform(e, 0.2f, 2.0f);
                          return Sphere(at + glm::normalize(out) * distance, distance * Uniform(e, 0.98f, 1.02f));
                        }),
    PolyhedronAndSphere("the centre inside", true, RoundBoxShape,
                        [](Engine& e, const ConvexPolyhedron& shape) {
                          const AABB box(shape.vertices.front(), shape.vertices.back());
                          return Sphere(glm::mix(box.min, box.max,
                                                 glm::vec3(0.25f * static_cast<float>(UniformInt(e, 1, 3)), 0.5f,
                                                           0.25f * static_cast<float>(UniformInt(e, 1, 3)))),
                                        0.125f);
                        }),
    PolyhedronAndSphere("near a face", false, AnyPolyhedron,
                        [](Engine& e, const ConvexPolyhedron& shape) {
                          const std::size_t face = AnyFace(e, shape);
                          const float r = Uniform(e, 0.2f, 2.0f);
                          return Sphere(FaceCentre(shape, face) +
                                            shape.planes[face].normal * r * (1.0f + Uniform(e, -1e-3f, 1e-3f)),
                                        r);
                        }),
    PolyhedronAndSphere("over a face, off its centre", false, AnyPolyhedron,
                        [](Engine& e, const ConvexPolyhedron& shape) {
                          const std::size_t face = AnyFace(e, shape);
                          const Point corner = shape.vertices[static_cast<std::size_t>(shape.faces[face].front())];
                          const Point over = glm::mix(FaceCentre(shape, face), corner, Uniform(e, 0.0f, 1.2f));
                          const float r = Uniform(e, 0.1f, 1.0f);
                          return Sphere(over + shape.planes[face].normal * r * Uniform(e, 0.8f, 1.2f), r);
                        }),
    PolyhedronAndSphere("a degenerate polyhedron", true, Degenerate,
                        [](Engine& e, const ConvexPolyhedron& shape) {
                          return Sphere(shape.vertices.front(), RoundPositive(e, 2.0f));
                        }),
};

// ---- Two convex polyhedra: face normals, edge cross products and a flat one's in-plane normals; touching counts.
// Two round boxes side by side along an axis, `gap` apart (0: sharing part of a face, an edge or a corner).
std::string BoxesSideBySide(Engine& e, float gap) {
  const Point low = RoundPoint(e, 2.0f);
  const glm::vec3 size(RoundPositive(e, 2.0f), RoundPositive(e, 2.0f), RoundPositive(e, 2.0f));
  const int axis = UniformInt(e, 0, 2);
  Point other = low;
  for (int k = 0; k < 3; ++k) other[k] = low[k] + Round(e, 1.5f);
  other[axis] = low[axis] + size[axis] + gap;
  const ConvexPolyhedron a = ConvexPolyhedron::FromAABB(AABB(low, low + size));
  const ConvexPolyhedron b = ConvexPolyhedron::FromAABB(
      AABB(other, other + glm::vec3(RoundPositive(e, 2.0f), RoundPositive(e, 2.0f), RoundPositive(e, 2.0f))));
  return Coin(e) ? Inputs(a, b) : Inputs(b, a);
}

const std::vector<Generator> kPolyhedra = {
    Kind("random",
         [](Engine& e) {
           const ConvexPolyhedron a = AnyPolyhedron(e), b = AnyPolyhedron(e);
           return Inputs(a, b);
         }),
    Exact("boxes side by side", [](Engine& e) { return BoxesSideBySide(e, Coin(e) ? 0.0f : RoundPositive(e, 1.0f)); }),
    // The cube [-1, 1]^3 turned 45 degrees about z against the same turned about y, their edges crossing `gap`
    // apart along x; the pair turned and moved together.
    Kind("edge to edge",
         [](Engine& e) {
           const ConvexPolyhedron cube = ConvexPolyhedron::FromAABB(AABB(Point(-1.0f), Point(1.0f)));
           const glm::mat3 whole = Coin(e) ? glm::mat3(1.0f) : AnyTurn(e);
           const Point centre = UniformPoint(e, 1.0f);
           const float gap = Uniform(e, -0.05f, 0.05f);
           const ConvexPolyhedron a =
               Turned(cube, whole * glm::mat3_cast(glm::angleAxis(0.78539816f, glm::vec3(0, 0, 1))), centre);
           const ConvexPolyhedron b =
               Turned(cube, whole * glm::mat3_cast(glm::angleAxis(0.78539816f, glm::vec3(0, 1, 0))),
                      centre + whole * glm::vec3(2.0f * std::sqrt(2.0f) + gap, 0, 0));
           return Coin(e) ? Inputs(a, b) : Inputs(b, a);
         }),
    // Two flat rectangles in one plane: touching, apart or overlapping (only their in-plane normals separate them).
    Exact("flat, coplanar",
          [](Engine& e) {
            const int axis = UniformInt(e, 0, 2);
            const float level = Round(e, 2.0f);
            const vec2 low(Round(e, 2.0f), Round(e, 2.0f)), size(RoundPositive(e, 2.0f), RoundPositive(e, 2.0f));
            const vec2 other = low + vec2(size.x + Round(e, 0.5f), Round(e, 2.0f));
            return Inputs(
                FlatRectangle(axis, level, low, low + size),
                FlatRectangle(axis, level, other, other + vec2(RoundPositive(e, 2.0f), RoundPositive(e, 2.0f))));
          }),
    Exact("flat against a box",
          [](Engine& e) {
            const AABB box = RoundBox(e);
            const int axis = UniformInt(e, 0, 2);
            const float level =
                Coin(e) ? box.max[axis] + 0.5f * static_cast<float>(UniformInt(e, -1, 1)) : box.min[axis];
            const vec2 low(Round(e, 3.0f), Round(e, 3.0f));
            const ConvexPolyhedron flat =
                FlatRectangle(axis, level, low, low + vec2(RoundPositive(e, 2.0f), RoundPositive(e, 2.0f)));
            return Coin(e) ? Inputs(flat, ConvexPolyhedron::FromAABB(box))
                           : Inputs(ConvexPolyhedron::FromAABB(box), flat);
          }),
    Kind("tetrahedra", [](Engine& e) { return Inputs(UniformTetrahedron(e), UniformTetrahedron(e)); }),
    Kind("an octahedron and a box", [](Engine& e) { return Inputs(TurnedOctahedron(e), TurnedBox(e)); }),
    Kind("turned boxes, near",
         [](Engine& e) {
           const ConvexPolyhedron a = TurnedBox(e);
           ConvexPolyhedron b = TurnedBox(e);
           b = Turned(b, glm::mat3(1.0f), Within(e, a) - Within(e, b) + UniformPoint(e, 1.5f));
           return Inputs(a, b);
         }),
    Exact("a degenerate polyhedron",
          [](Engine& e) {
            const ConvexPolyhedron box = RoundBoxShape(e);
            ConvexPolyhedron point =
                ConvexPolyhedron::FromFaces({box.vertices[static_cast<std::size_t>(UniformInt(e, 0, 7))]}, {});
            return Coin(e) ? Inputs(point, box) : Inputs(box, point);
          }),
};

// ---- The hull: the same vertices, whatever their order, and as many faces, each facing out.

std::vector<Point> BoxCorners(const AABB& box) {
  std::vector<Point> corners;
  for (int i = 0; i < 8; ++i) {
    corners.emplace_back(i & 1 ? box.max.x : box.min.x, i & 2 ? box.max.y : box.min.y, i & 4 ? box.max.z : box.min.z);
  }
  return corners;
}
std::vector<Point> Shuffled(Engine& e, std::vector<Point> points) {
  std::shuffle(points.begin(), points.end(), e);
  return points;
}
// Round points in a plane x, y or z = level.
std::vector<Point> RoundCoplanar(Engine& e, int count) {
  const int axis = UniformInt(e, 0, 2);
  const float level = Round(e, 2.0f);
  std::vector<Point> points = RoundPoints(e, count, 2.0f);
  for (Point& p : points) p[axis] = level;
  return points;
}

const std::vector<Generator> kHull = {
    Kind("random cloud", [](Engine& e) { return Inputs(UniformPoints(e, UniformInt(e, 4, 40))); }),
    Exact("a box with points inside, on faces and on edges",
          [](Engine& e) {
            const AABB box = RoundBox(e);
            std::vector<Point> points = BoxCorners(box);
            for (int i = 0; i < 12; ++i) {
              points.push_back(Coin(e) ? PointOnBoxSurface(e, box) : glm::mix(box.min, box.max, glm::vec3(0.5f)));
            }
            return Inputs(Shuffled(e, std::move(points)));
          }),
    Kind("a tetrahedron with points inside",
         [](Engine& e) {
           const ConvexPolyhedron tetrahedron = UniformTetrahedron(e);
           std::vector<Point> points = tetrahedron.vertices;
           for (int i = 0; i < 10; ++i) points.push_back(Within(e, tetrahedron));
           return Inputs(Shuffled(e, std::move(points)));
         }),
    Exact("coplanar", [](Engine& e) { return Inputs(RoundCoplanar(e, UniformInt(e, 3, 12))); }),
    Exact("collinear",
          [](Engine& e) {
            const Point a = RoundPoint(e, 2.0f), b = a + RoundPoint(e, 2.0f) + glm::vec3(0.5f, 0, 0);
            std::vector<Point> points;
            for (int i = 0, n = UniformInt(e, 2, 6); i < n; ++i) {
              points.push_back(a + (b - a) * (0.25f * static_cast<float>(UniformInt(e, -4, 4))));
            }
            return Inputs(points);
          }),
    Exact("one point, maybe repeated",
          [](Engine& e) {
            return Inputs(std::vector<Point>(static_cast<std::size_t>(UniformInt(e, 1, 3)), RoundPoint(e)));
          }),
    Exact("no points", [](Engine&) { return Inputs(std::vector<Point>{}); }),
    // A box a few thousandths across and a point a relative 1e-4 beyond the middle of a face: far past the
    // hull's relative epsilon (a vertex), and within any absolute one of 1e-6.
    Exact("a small box and a point just beyond a face",
          [](Engine& e) {
            const AABB box =
                AABB::FromCenterExtents(RoundPoint(e, 2.0f) * 1e-3f, glm::vec3(RoundPositive(e, 2.0f)) * 1e-3f);
            std::vector<Point> points = BoxCorners(box);
            Point beyond = box.Center();
            const int axis = UniformInt(e, 0, 2);
            beyond[axis] = box.max[axis] + 1e-7f * RoundPositive(e, 2.0f);
            points.push_back(beyond);
            return Inputs(Shuffled(e, std::move(points)));
          }),
    Exact("NaN among them",
          [](Engine& e) {
            std::vector<Point> points = BoxCorners(RoundBox(e));
            points.push_back(WithNaN(e, RoundPoint(e)));
            return Inputs(Shuffled(e, std::move(points)));
          }),
    Exact("every point twice",
          [](Engine& e) {
            std::vector<Point> points = RoundTetrahedron(e).vertices;
            points.insert(points.end(), points.begin(), points.end());
            return Inputs(Shuffled(e, std::move(points)));
          }),
};

// Within kAnswerTolerance-style reach: `tolerance` of the larger of 1 and the reference's size.
bool NearPoint(const Point& expected, const Point& actual, double reach) {
  return glm::all(glm::lessThanEqual(glm::abs(glm::dvec3(expected) - glm::dvec3(actual)), glm::dvec3(reach)));
}
double SizeOf(const std::vector<Point>& points) {
  double size = 1.0;
  for (const Point& p : points) {
    if (!glm::any(glm::isnan(p)))
      size = std::max({size, double(std::abs(p.x)), double(std::abs(p.y)), double(std::abs(p.z))});
  }
  return size;
}
template <class T>
std::optional<T> Read(std::string_view text) {
  T value;
  if (!FromText(text, value)) return std::nullopt;
  return value;
}
// Every point of one list is near a point of the other, and they are as many.
bool SameSet(const std::vector<Point>& expected, const std::vector<Point>& actual, double reach) {
  if (expected.size() != actual.size()) return false;
  const auto covers = [reach](const std::vector<Point>& from, const std::vector<Point>& to) {
    return std::all_of(from.begin(), from.end(), [&](const Point& p) {
      return std::any_of(to.begin(), to.end(), [&](const Point& q) { return NearPoint(p, q, reach); });
    });
  };
  return covers(expected, actual) && covers(actual, expected);
}

bool HullsAgree(std::string_view inputs, std::string_view expected, std::string_view actual, double tolerance) {
  std::vector<Point> points;
  const std::optional<ConvexPolyhedron> want = Read<ConvexPolyhedron>(expected), got = Read<ConvexPolyhedron>(actual);
  if (!FromText(inputs, points) || !want || !got) return false;
  const double reach = tolerance * SizeOf(points);
  if (got->faces.size() != want->faces.size() || !SameSet(want->vertices, got->vertices, reach)) return false;
  // Each face facing out: every vertex behind or on its plane.
  for (const Plane& plane : got->planes) {
    for (const Point& v : got->vertices) {
      if (!(glm::dot(plane.normal, v) - plane.distance <= reach)) return false;
    }
  }
  return true;
}

// ---- Convex decomposition: where the contract fixes the cuts (no or one reflex vertex), the reference's pieces;
// otherwise any pieces within the bound, convex, counter-clockwise, inside the polygon and summing to its area.

double TwiceArea(const std::vector<vec2>& v) {
  double twice = 0.0;
  for (std::size_t i = 0; i < v.size(); ++i) {
    const glm::dvec2 a = v[i], b = v[(i + 1) % v.size()];
    twice += a.x * b.y - a.y * b.x;
  }
  return twice;
}
// Turns against the winding by more than kStraightTurnSin (unit edges, in double), repeats dropped.
int ReflexVertices(const Polygon2D& polygon) {
  std::vector<glm::dvec2> v;
  for (const vec2& p : polygon.vertices) {
    if (v.empty() || glm::dvec2(p) != v.back()) v.emplace_back(p);
  }
  while (v.size() > 1 && v.front() == v.back()) v.pop_back();
  const double winding = TwiceArea(polygon.vertices) < 0.0 ? -1.0 : 1.0;
  int reflex = 0;
  for (std::size_t i = 0; i < v.size(); ++i) {
    const glm::dvec2 to_previous = glm::normalize(v[(i + v.size() - 1) % v.size()] - v[i]);
    const glm::dvec2 to_next = glm::normalize(v[(i + 1) % v.size()] - v[i]);
    reflex += winding * (to_next.x * to_previous.y - to_next.y * to_previous.x) < -Collisions::kStraightTurnSin;
  }
  return reflex;
}
bool ConvexCounterClockwise(const Polygon2D& piece, double tolerance) {
  const auto& v = piece.vertices;
  if (v.size() < 3 || !(TwiceArea(v) > 0.0)) return false;
  for (std::size_t i = 0; i < v.size(); ++i) {
    const glm::dvec2 a = v[i], b = v[(i + 1) % v.size()], c = v[(i + 2) % v.size()];
    const glm::dvec2 ab = b - a, bc = c - b;
    if (ab.x * bc.y - ab.y * bc.x < -tolerance * glm::length(ab) * glm::length(bc)) return false;
  }
  return true;
}
// The same loop of vertices, starting anywhere.
bool SameLoop(const Polygon2D& expected, const Polygon2D& actual, double reach) {
  const auto& want = expected.vertices;
  const auto& got = actual.vertices;
  if (want.size() != got.size()) return false;
  const auto near = [reach](vec2 a, vec2 b) { return std::abs(a.x - b.x) <= reach && std::abs(a.y - b.y) <= reach; };
  for (std::size_t start = 0; start < got.size(); ++start) {
    bool all = true;
    for (std::size_t i = 0; i < want.size() && all; ++i) all = near(want[i], got[(start + i) % got.size()]);
    if (all) return true;
  }
  return want.empty();
}
bool StrictlyInside(const Polygon2D& polygon, glm::dvec2 p) {
  bool inside = false;
  const auto& v = polygon.vertices;
  for (std::size_t i = 0, j = v.size() - 1; i < v.size(); j = i++) {
    const glm::dvec2 a = v[i], b = v[j];
    if ((a.y > p.y) != (b.y > p.y) && p.x < a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y)) inside = !inside;
  }
  return inside;
}

bool DecompositionsAgree(std::string_view inputs, std::string_view expected, std::string_view actual,
                         double tolerance) {
  Polygon2D polygon;
  const auto want = Read<std::vector<Polygon2D>>(expected), got = Read<std::vector<Polygon2D>>(actual);
  if (!FromText(inputs, polygon) || !want || !got) return false;
  double size = 1.0;
  for (const vec2& v : polygon.vertices) size = std::max({size, double(std::abs(v.x)), double(std::abs(v.y))});
  const double reach = tolerance * size;
  const int reflex = ReflexVertices(polygon);
  if (want->empty() || reflex <= 1) {
    if (want->size() != got->size()) return false;
    std::vector<bool> matched(got->size(), false);
    for (const Polygon2D& piece : *want) {
      bool found = false;
      for (std::size_t k = 0; k < got->size() && !found; ++k) {
        if (!matched[k] && SameLoop(piece, (*got)[k], reach)) matched[k] = found = true;
      }
      if (!found) return false;
    }
    return true;
  }
  if (got->empty() || static_cast<int>(got->size()) > reflex + 1) return false;
  double twice_area = 0.0;
  for (const Polygon2D& piece : *got) {
    if (!ConvexCounterClockwise(piece, 1e-4)) return false;
    glm::dvec2 centre(0.0);
    for (const vec2& v : piece.vertices) centre += glm::dvec2(v);
    if (!StrictlyInside(polygon, centre / static_cast<double>(piece.vertices.size()))) return false;
    twice_area += TwiceArea(piece.vertices);
  }
  const double whole = std::abs(TwiceArea(polygon.vertices));
  return std::abs(twice_area - whole) <= std::max(tolerance, 1e-4) * whole;
}

// Polygons: convex ones (maybe with straight vertices), one reflex vertex, a cut meeting a vertex, the concave
// outlines, random star-shaped ones, and none with area.
Polygon2D Winding(Engine& e, std::vector<vec2> v) {
  if (Coin(e)) std::reverse(v.begin(), v.end());
  std::rotate(v.begin(), v.begin() + UniformInt(e, 0, static_cast<int>(v.size()) - 1), v.end());
  return Polygon2D(std::move(v));
}
vec2 Round2(Engine& e, float half = 2.0f) { return {Round(e, half), Round(e, half)}; }

const std::vector<Generator> kDecomposition = {
    Exact("convex",
          [](Engine& e) {
            const vec2 low = Round2(e), high = low + vec2(RoundPositive(e, 2.0f), RoundPositive(e, 2.0f));
            std::vector<vec2> v = {low, {high.x, low.y}, high, {low.x, high.y}};
            if (Coin(e)) v = {low, {high.x, low.y}, {low.x, high.y}};
            if (Coin(e)) v.insert(v.begin() + 1, (v[0] + v[1]) * 0.5f);  // a straight vertex
            return Inputs(Winding(e, v));
          }),
    Kind("one reflex vertex",
         [](Engine& e) {
           const float width = Uniform(e, 2.0f, 5.0f), height = Uniform(e, 2.0f, 5.0f);
           const vec2 notch(Uniform(e, 0.3f, width - 0.3f), Uniform(e, 0.2f, height - 0.3f));
           std::vector<vec2> v = {{0, 0}, {width, 0}, {width, height}, notch, {0, height}};
           const vec2 shift = Round2(e);
           for (vec2& p : v) p += shift;
           return Inputs(Winding(e, v));
         }),
    // A chevron whose notch's bisector runs straight into the opposite vertex.
    Exact("a cut that meets a vertex",
          [](Engine& e) {
            const float w = RoundPositive(e, 2.0f), h = RoundPositive(e, 2.0f), d = RoundPositive(e, 1.0f);
            std::vector<vec2> v = {{0, -d}, {w, 0}, {w, h + w}, {0, h}, {-w, h + w}, {-w, 0}};
            const vec2 shift = Round2(e);
            for (vec2& p : v) p += shift;
            return Inputs(Winding(e, v));
          }),
    Kind("concave outlines",
         [](Engine& e) {
           static const std::vector<std::vector<vec2>> outlines = {
               {{0, 0}, {6, 0}, {6, 6}, {4, 6}, {4, 2}, {2, 2}, {2, 6}, {0, 6}},
               {{0, 1}, {3, 0}, {6, 1}, {7, 4}, {5, 4}, {4, 5}, {3, 4}, {2, 2}, {1, 4}, {0, 4}},
               {{0, 0}, {5, 0}, {5, 3}, {4, 3}, {4, 1}, {3, 1}, {3, 3}, {2, 3}, {2, 1}, {1, 1}, {1, 3}, {0, 3}},
               {{0, 0}, {2, 0}, {2, 1}, {1, 1}, {1, 2}, {0, 2}},
           };
           // Each vertex moved a little, so that no cut runs exactly into a vertex (where a rounding decides).
           std::vector<vec2> v = outlines[static_cast<std::size_t>(UniformInt(e, 0, 3))];
           const float scale = Uniform(e, 0.3f, 1.0f);
           const vec2 shift = Uniform(e, -2.0f, 0.0f) * vec2(1.0f);
           for (vec2& p : v) p = (p + vec2(Uniform(e, -0.15f, 0.15f), Uniform(e, -0.15f, 0.15f))) * scale + shift;
           return Inputs(Winding(e, v));
         }),
    Kind("star-shaped",
         [](Engine& e) {
           std::vector<float> angles(static_cast<std::size_t>(UniformInt(e, 5, 12)));
           for (float& a : angles) a = Uniform(e, 0.0f, 6.2831853f);
           std::sort(angles.begin(), angles.end());
           std::vector<vec2> v;
           for (float a : angles) v.push_back(Uniform(e, 0.8f, 3.0f) * vec2(std::cos(a), std::sin(a)));
           return Inputs(Winding(e, v));
         }),
    Exact("no area",
          [](Engine& e) {
            const vec2 a = Round2(e), b = Round2(e);
            std::vector<vec2> v = {a, (a + b) * 0.5f, b};
            v.resize(static_cast<std::size_t>(UniformInt(e, 0, 3)));
            return Inputs(Polygon2D(v));
          }),
};

// ---- Bounding volumes of point sets.

std::vector<Point> Stretched(Engine& e, int count, glm::vec3 spread) {
  const glm::mat3 turn = AnyTurn(e);
  const Point centre = UniformPoint(e, 2.0f);
  std::normal_distribution<float> normal;
  std::vector<Point> points;
  for (int i = 0; i < count; ++i)
    points.push_back(centre + turn * (spread * glm::vec3(normal(e), normal(e), normal(e))));
  return points;
}
// A turned box's corners with points inside: its three extents well apart, so its axes are the covariance's.
std::vector<Point> TurnedBoxPoints(Engine& e, int inside) {
  const glm::vec3 half(Uniform(e, 2.0f, 3.0f), Uniform(e, 0.8f, 1.5f), Uniform(e, 0.2f, 0.5f));
  const glm::mat3 turn = AnyTurn(e);
  const Point centre = UniformPoint(e, 2.0f);
  std::vector<Point> points;
  for (const Point& corner : BoxCorners(AABB(-half, half))) points.push_back(centre + turn * corner);
  for (int i = 0; i < inside; ++i) {
    points.push_back(centre + turn * (half * glm::vec3(Uniform(e, -1, 1), Uniform(e, -1, 1), Uniform(e, -1, 1))));
  }
  return points;
}
// A NaN point first (where it would spoil a search that starts from the first point) or anywhere.
std::vector<Point> WithNaNPoint(Engine& e, std::vector<Point> points) {
  const int at = Coin(e) ? 0 : UniformInt(e, 0, static_cast<int>(points.size()));
  points.insert(points.begin() + at, WithNaN(e, RoundPoint(e)));
  return points;
}

const std::vector<Generator> kBoundingSphere = {
    Kind("random cloud", [](Engine& e) { return Inputs(UniformPoints(e, UniformInt(e, 3, 40))); }),
    Exact("two points", [](Engine& e) { return Inputs(RoundPoints(e, 2)); }),
    Exact("one point", [](Engine& e) { return Inputs(RoundPoints(e, 1)); }),
    Exact("no points", [](Engine&) { return Inputs(std::vector<Point>{}); }),
    Exact("a box's corners", [](Engine& e) { return Inputs(Shuffled(e, BoxCorners(RoundBox(e)))); }),
    Kind("elongated",
         [](Engine& e) {
           return Inputs(Stretched(e, UniformInt(e, 5, 40), {3.0f, 0.7f, 0.3f}));
         }),
    Kind("a cluster and an outlier",
         [](Engine& e) {
           std::vector<Point> points = Stretched(e, UniformInt(e, 5, 30), glm::vec3(0.5f));
           points.push_back(points.front() + UnitVector(e) * Uniform(e, 2.0f, 5.0f));
           return Inputs(Shuffled(e, std::move(points)));
         }),
    Kind("NaN among them", [](Engine& e) { return Inputs(WithNaNPoint(e, UniformPoints(e, UniformInt(e, 2, 20)))); }),
    Kind("on a sphere",
         [](Engine& e) {
           const Sphere sphere = UniformSphere(e);
           std::vector<Point> points;
           for (int i = 0, n = UniformInt(e, 4, 30); i < n; ++i) points.push_back(PointOnSphere(e, sphere, false));
           return Inputs(points);
         }),
};

// Ritter's sphere is not unique: any sphere holding every point, at most about 1.2 times the reference's radius.
constexpr double kRitterSlack = 1.2;
bool SpheresAgree(std::string_view inputs, std::string_view expected, std::string_view actual, double tolerance) {
  std::vector<Point> points;
  const std::optional<Sphere> want = Read<Sphere>(expected), got = Read<Sphere>(actual);
  if (!FromText(inputs, points) || !want || !got) return false;
  const double reach = tolerance * SizeOf(points);
  if (want->radius == 0.0f) return got->radius <= reach && NearPoint(want->position, got->position, reach);
  if (!(got->radius <= kRitterSlack * want->radius + reach)) return false;
  return std::all_of(points.begin(), points.end(), [&](const Point& p) {
    return glm::any(glm::isnan(p)) || glm::length(glm::dvec3(p) - glm::dvec3(got->position)) <= got->radius + reach;
  });
}

const std::vector<Generator> kBoundingBox = {
    Kind("random", [](Engine& e) { return Inputs(UniformPoints(e, UniformInt(e, 1, 30))); }),
    Exact("round", [](Engine& e) { return Inputs(RoundPoints(e, UniformInt(e, 2, 10))); }),
    Exact("every coordinate positive",
          [](Engine& e) {
            std::vector<Point> points = RoundPoints(e, UniformInt(e, 1, 8), 2.0f);
            for (Point& p : points) p += glm::vec3(3.0f);
            return Inputs(points);
          }),
    Exact("every coordinate negative",
          [](Engine& e) {
            std::vector<Point> points = RoundPoints(e, UniformInt(e, 1, 8), 2.0f);
            for (Point& p : points) p -= glm::vec3(3.0f);
            return Inputs(points);
          }),
    Exact("no points", [](Engine&) { return Inputs(std::vector<Point>{}); }),
    Exact("NaN among them", [](Engine& e) { return Inputs(WithNaNPoint(e, RoundPoints(e, UniformInt(e, 1, 6)))); }),
};

const std::vector<Generator> kBoundingOBB = {
    Kind("a turned, stretched box with points inside", [](Engine& e) { return Inputs(TurnedBoxPoints(e, 20)); }),
    Kind("a stretched cloud",
         [](Engine& e) {
           return Inputs(Stretched(e, UniformInt(e, 10, 40), {2.0f, 1.0f, 0.4f}));
         }),
    // A dense clump along another direction inside the box: the hull's covariance ignores it, every point's not.
    Kind("a box and a dense clump inside",
         [](Engine& e) {
           std::vector<Point> points = TurnedBoxPoints(e, 0);
           const Point from = points[0] * 0.2f + points[7] * 0.8f, to = points[3] * 0.2f + points[4] * 0.8f;
           for (int i = 0; i < 40; ++i) points.push_back(glm::mix(from, to, Uniform(e, 0.0f, 1.0f)));
           return Inputs(Shuffled(e, std::move(points)));
         }),
    // Sets whose covariance leaves axes free (the two across a segment, the one across a flat set): their half
    // extents there are 0 whichever way those axes point, so the comparison decides them.
    Exact("two points", [](Engine& e) { return Inputs(RoundPoints(e, 2)); }),
    Exact("a flat rectangle turned in an axis plane",
          [](Engine& e) {
            const float angle = Uniform(e, 0.0f, 3.1415927f);
            const vec2 along(std::cos(angle), std::sin(angle)), across(-along.y, along.x);
            const int axis = UniformInt(e, 0, 2);
            const float level = Round(e, 2.0f);
            std::vector<Point> points;
            for (int i = 0; i < 12; ++i) {
              const vec2 p = i < 4 ? along * (i & 1 ? 3.0f : -3.0f) + across * (i & 2 ? 1.0f : -1.0f)
                                   : along * Uniform(e, -3, 3) + across * Uniform(e, -1, 1);
              Point q(level);
              q[(axis + 1) % 3] = p.x;
              q[(axis + 2) % 3] = p.y;
              points.push_back(q);
            }
            return Inputs(points);
          }),
    Exact("one point", [](Engine& e) { return Inputs(RoundPoints(e, 1)); }),
    Exact("no points", [](Engine&) { return Inputs(std::vector<Point>{}); }),
    Kind("NaN among them", [](Engine& e) { return Inputs(WithNaNPoint(e, TurnedBoxPoints(e, 5))); }),
    Exact("NaN and two points", [](Engine& e) { return Inputs(WithNaNPoint(e, RoundPoints(e, 2))); }),
};

// The covariance box is unique but for its axes' signs: orthonormal axes, every point inside, and the same
// half extents in the same order (largest spread first).
bool BoxesAgree(std::string_view inputs, std::string_view expected, std::string_view actual, double tolerance) {
  std::vector<Point> points;
  const std::optional<OBB> want = Read<OBB>(expected), got = Read<OBB>(actual);
  if (!FromText(inputs, points) || !want || !got) return false;
  const double reach = tolerance * SizeOf(points);
  if (!NearPoint(want->center, got->center, reach) && want->half_extents == glm::vec3(0.0f)) return false;
  for (int i = 0; i < 3; ++i) {
    if (!(std::abs(double(want->half_extents[i]) - double(got->half_extents[i])) <= reach)) return false;
    for (int j = 0; j < 3; ++j) {
      if (!(std::abs(double(glm::dot(got->axes[i], got->axes[j])) - (i == j ? 1.0 : 0.0)) <= 1e-3)) return false;
    }
  }
  return std::all_of(points.begin(), points.end(), [&](const Point& p) {
    if (glm::any(glm::isnan(p))) return true;
    const glm::vec3 offset = p - got->center;
    for (int i = 0; i < 3; ++i) {
      if (!(std::abs(double(glm::dot(got->axes[i], offset))) <= double(got->half_extents[i]) + reach)) return false;
    }
    return true;
  });
}

[[maybe_unused]] const bool kRegistered = RegisterAll({
    MakeSpec<bool(const ConvexPolyhedron&, const Point&)>(Collisions::PointInPolyhedron, "PointInPolyhedron",
                                                          kPointInPolyhedron),
    MakeSpec<bool(const Mesh&, const Point&)>(Collisions::PointInMesh, "PointInMesh", kPointInMesh),
    MakeSpec<bool(const Sphere&, const Sphere&, glm::vec3&)>(Collisions::ContactNormal, "ContactNormal",
                                                             kContactNormal),
    MakeSpec<bool(const ConvexPolyhedron&, const Sphere&)>(Collisions::Intersects, "Intersects", kPolyhedronSphere),
    MakeSpec<bool(const ConvexPolyhedron&, const ConvexPolyhedron&)>(Collisions::Intersects, "Intersects", kPolyhedra),
    WithAgreement(MakeSpec<ConvexPolyhedron(const std::vector<Point>&)>(Collisions::ConvexHull, "ConvexHull", kHull),
                  HullsAgree),
    WithAgreement(MakeSpec<std::vector<Polygon2D>(const Polygon2D&)>(Collisions::ConvexDecomposition,
                                                                     "ConvexDecomposition", kDecomposition),
                  DecompositionsAgree),
    WithAgreement(
        MakeSpec<Sphere(const std::vector<Point>&)>(Collisions::BoundingSphere, "BoundingSphere", kBoundingSphere),
        SpheresAgree),
    WithAgreement(MakeSpec<OBB(const std::vector<Point>&)>(Collisions::BoundingOBB, "BoundingOBB", kBoundingOBB),
                  BoxesAgree),
    MakeSpec<AABB(const std::vector<Point>&)>(Collisions::BoundingBox, "BoundingBox", kBoundingBox),
});

}  // namespace
}  // namespace chapter10
}  // namespace lab::samples::random_cases
