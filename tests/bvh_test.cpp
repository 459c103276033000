// The production BVH (collisions/bvh.hpp): the watertight test lets no ray through a closed mesh's shared edges
// and vertices, every query agrees with brute force over the triangles, and the tree keeps its promises (leaf
// size, depth, memory) on ordinary and pathological input.
#include "collisions/bvh.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <set>

#include <gtest/gtest.h>

#include "brute_force.hpp"
#include "collisions/models.hpp"
#include "meshes.hpp"

namespace lab {
namespace {

using testing::Icosphere;
using testing::Terrain;

constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();

// The nearest hit over every triangle, with the same watertight test: what the tree must find exactly.
bool BruteNearest(const std::vector<Triangle>& triangles, const Ray& ray, TriangleHit& best) {
  const WatertightRay test(ray);
  bool found = false;
  float limit = std::numeric_limits<float>::infinity();
  for (std::size_t i = 0; i < triangles.size(); ++i) {
    TriangleHit hit;
    if (test.Intersect(triangles[i], limit, hit)) {
      limit = hit.t;
      best = hit;
      best.triangle = static_cast<int>(i);
      found = true;
    }
  }
  return found;
}

glm::vec3 RandomIn(std::mt19937& rng, const AABB& box) {
  std::uniform_real_distribution<float> unit(0.0f, 1.0f);
  return box.min + (box.max - box.min) * glm::vec3(unit(rng), unit(rng), unit(rng));
}

// The box around the tree's triangles, one unit larger on every side: where rays start from.
AABB Around(const TriangleBvh& tree) {
  AABB around = tree.Bounds();
  around.min -= glm::vec3(1.0f);
  around.max += glm::vec3(1.0f);
  return around;
}

// Where a ray aims to find a leak: a point on an edge of a random face, or (at_corner) one of its corners.
Point OnAnEdge(const testing::IndexedMesh& mesh, std::mt19937& rng, bool at_corner) {
  std::uniform_real_distribution<float> unit(0.0f, 1.0f);
  const auto& face = mesh.faces[rng() % mesh.faces.size()];
  const std::size_t k = rng() % 3;
  return at_corner ? mesh.vertices[face[k]]
                   : glm::mix(mesh.vertices[face[k]], mesh.vertices[face[(k + 1) % 3]], unit(rng));
}

glm::vec3 RandomDirection(std::mt19937& rng) {
  std::normal_distribution<float> normal;
  glm::vec3 d(normal(rng), normal(rng), normal(rng));
  return glm::length(d) > 0.0f ? d : glm::vec3(1, 0, 0);
}

TEST(Watertight, HitsInsideAndOnTheEdgesBothSides) {
  const Triangle triangle(Point(0, 0, 0), Point(1, 0, 0), Point(0, 1, 0));
  TriangleHit hit;
  ASSERT_TRUE(WatertightRay(Ray(Point(0.25f, 0.25f, 2), glm::vec3(0, 0, -1))).Intersect(triangle, 10.0f, hit));
  EXPECT_FLOAT_EQ(hit.t, 2.0f);
  EXPECT_FLOAT_EQ(hit.u, 0.25f);  // p1's weight
  EXPECT_FLOAT_EQ(hit.v, 0.25f);  // p2's weight
  // From behind: two-sided.
  EXPECT_TRUE(WatertightRay(Ray(Point(0.25f, 0.25f, -2), glm::vec3(0, 0, 1))).Intersect(triangle, 10.0f, hit));
  // Touching: an edge, a vertex, and the origin on the triangle (t = 0).
  EXPECT_TRUE(WatertightRay(Ray(Point(0.5f, 0, 1), glm::vec3(0, 0, -1))).Intersect(triangle, 10.0f, hit));
  EXPECT_TRUE(WatertightRay(Ray(Point(1, 0, 1), glm::vec3(0, 0, -1))).Intersect(triangle, 10.0f, hit));
  ASSERT_TRUE(WatertightRay(Ray(Point(0.2f, 0.2f, 0), glm::vec3(0, 0, 1))).Intersect(triangle, 10.0f, hit));
  EXPECT_EQ(hit.t, 0.0f);
  // Misses: beside it, behind the origin, beyond t_max, in its plane, a zero-area triangle, NaN.
  EXPECT_FALSE(WatertightRay(Ray(Point(0.6f, 0.6f, 1), glm::vec3(0, 0, -1))).Intersect(triangle, 10.0f, hit));
  EXPECT_FALSE(WatertightRay(Ray(Point(0.2f, 0.2f, 1), glm::vec3(0, 0, 1))).Intersect(triangle, 10.0f, hit));
  EXPECT_FALSE(WatertightRay(Ray(Point(0.2f, 0.2f, 5), glm::vec3(0, 0, -1))).Intersect(triangle, 4.0f, hit));
  EXPECT_FALSE(WatertightRay(Ray(Point(-1, 0.2f, 0), glm::vec3(1, 0, 0))).Intersect(triangle, 10.0f, hit));
  EXPECT_FALSE(WatertightRay(Ray(Point(0, 0, 1), glm::vec3(0, 0, -1)))
                   .Intersect(Triangle(Point(0, 0, 0), Point(1, 0, 0), Point(2, 0, 0)), 10.0f, hit));
  EXPECT_FALSE(WatertightRay(Ray(Point(kNaN, 0, 1), glm::vec3(0, 0, -1))).Intersect(triangle, 10.0f, hit));
  EXPECT_FALSE(WatertightRay(Ray(Point(0.2f, 0.2f, 1), glm::vec3(0, 0, -1)))
                   .Intersect(Triangle(Point(0, 0, 0), Point(kNaN, 0, 0), Point(0, 1, 0)), 10.0f, hit));
}

// The leak test: rays from inside a closed mesh must all leave through it. Each is aimed exactly at a shared
// vertex, at a point rounded onto a shared edge, or at a random point of a random triangle, from the centre and
// from random points inside; none may pass between the triangles. (The book's Raycast(Ray, Triangle), tested
// the same way, lets some through: the count is printed, not asserted.)
TEST(Watertight, NoRayLeaksThroughAClosedMeshsEdgesAndVertices) {
  const testing::IndexedMesh mesh = Icosphere(12);  // 2,880 triangles
  const std::vector<Triangle> triangles = mesh.Triangles();
  const TriangleBvh tree(triangles);
  std::mt19937 rng(20);
  std::uniform_real_distribution<float> unit(0.0f, 1.0f);
  // Edges, each once: (a, b) with a < b.
  std::vector<std::pair<std::uint32_t, std::uint32_t>> edges;
  for (const auto& f : mesh.faces) {
    for (int k = 0; k < 3; ++k) {
      const std::uint32_t a = f[static_cast<std::size_t>(k)], b = f[static_cast<std::size_t>((k + 1) % 3)];
      if (a < b) edges.emplace_back(a, b);
    }
  }
  const AABB inner(Point(-0.5f), Point(0.5f));  // well inside: the sphere's radius is at least 0.98
  constexpr int kRays = 1'000'000;
  int leaks = 0, book_leaks = 0;
  for (int i = 0; i < kRays; ++i) {
    const Point origin = i % 4 == 0 ? Point(0.0f) : RandomIn(rng, inner);
    Point target;
    switch (i % 3) {
      case 0: target = mesh.vertices[rng() % mesh.vertices.size()]; break;
      case 1: {
        const auto& [a, b] = edges[rng() % edges.size()];
        target = glm::mix(mesh.vertices[a], mesh.vertices[b], unit(rng));
        break;
      }
      default: {
        const Triangle& t = triangles[rng() % triangles.size()];
        float u = unit(rng), v = unit(rng);
        if (u + v > 1.0f) u = 1.0f - u, v = 1.0f - v;
        target = t.p0 + u * (t.p1 - t.p0) + v * (t.p2 - t.p0);
      }
    }
    const Ray ray(origin, target - origin);
    TriangleHit hit;
    if (!tree.Raycast(ray, hit) || !tree.AnyHit(ray)) {
      if (++leaks <= 5)
        ADD_FAILURE() << "leak: ray from " << origin.x << ", " << origin.y << ", " << origin.z << " towards "
                      << target.x << ", " << target.y << ", " << target.z;
    }
    if (i < 20'000) {  // the book's test, brute force, on the first rays only (it is 2,880 tests a ray)
      bool any = false;
      for (const Triangle& t : triangles) {
        float s = 0.0f;
        if (Collisions::Raycast(ray, t, s)) {
          any = true;
          break;
        }
      }
      book_leaks += any ? 0 : 1;
    }
  }
  EXPECT_EQ(leaks, 0) << "of " << kRays << " rays";
  std::printf(
      "%d of %d rays leaked through the watertight BVH; %d of 20000 through the book's Raycast(Ray, "
      "Triangle)\n",
      leaks, kRays, book_leaks);
}

// A terrain's shared edges, from above: every ray down onto the grid meets it.
TEST(Watertight, NoRayFallsThroughATerrain) {
  const testing::IndexedMesh mesh = Terrain(40);
  const TriangleBvh tree(mesh.Triangles());
  std::mt19937 rng(21);
  std::uniform_int_distribution<int> cell(0, 40);
  std::uniform_real_distribution<float> unit(0.0f, 1.0f);
  int leaks = 0;
  for (int i = 0; i < 200'000; ++i) {
    // Through a grid vertex, a point on a grid line, or anywhere, inside the rim (a slanted ray aimed near the
    // rim could leave the grid before it comes down to it); straight down or slanted.
    const auto line = [&] { return -0.9f + 1.8f * static_cast<float>(cell(rng)) / 40.0f; };
    const auto anywhere = [&] { return glm::mix(-0.9f, 0.9f, unit(rng)); };
    const float x = i % 3 == 0 ? line() : anywhere(), z = i % 3 == 2 ? anywhere() : line();
    const glm::vec3 down = i % 2 == 0 ? glm::vec3(0, -1, 0) : glm::vec3(0.3f * unit(rng), -1, -0.3f * unit(rng));
    TriangleHit hit;
    leaks += tree.Raycast(Ray(Point(x, 0, z) - 3.0f * down, down), hit) ? 0 : 1;
  }
  EXPECT_EQ(leaks, 0);
}

TEST(TriangleBvh, NearestHitEqualsBruteForceOnRandomRays) {
  for (const testing::IndexedMesh& mesh : {Icosphere(9), Terrain(30)}) {
    const std::vector<Triangle> triangles = mesh.Triangles();
    const TriangleBvh tree(triangles);
    std::mt19937 rng(7);
    const AABB around = Around(tree);
    int hits = 0;
    for (int i = 0; i < 3000; ++i) {
      const Ray ray(RandomIn(rng, around),
                    i % 2 ? RandomDirection(rng) : RandomIn(rng, tree.Bounds()) - RandomIn(rng, around));
      TriangleHit expected, actual;
      const bool brute = BruteNearest(triangles, ray, expected);
      ASSERT_EQ(tree.Raycast(ray, actual), brute) << "ray " << i;
      ASSERT_EQ(tree.AnyHit(ray), brute) << "ray " << i;
      if (!brute) continue;
      ++hits;
      EXPECT_EQ(actual.t, expected.t) << "ray " << i;            // the same test on the same triangle: the same float
      EXPECT_TRUE(tree.AnyHit(ray, expected.t)) << "ray " << i;  // a limit at the nearest hit still finds it
      // The hit point agrees with the book's test on that triangle within float rounding.
      float book = -1.0f;
      if (Collisions::Raycast(ray, triangles[static_cast<std::size_t>(actual.triangle)], book)) {
        EXPECT_NEAR(book, actual.t, 1e-4f * std::max(1.0f, actual.t));
      }
    }
    EXPECT_GT(hits, 200);
  }
}

// The tree tests a leaf's triangles four at a time; each lane must compute what the one-triangle test computes,
// to the bit, or an edge could be decided one way in one triangle and the other way in its neighbour. Rays aimed
// at edges and vertices of a crumpled mesh (where many lanes fall back to double) and of a fine sphere: the same
// hit or miss, the same t, and on the same triangle the same weights.
TEST(TriangleBvh, FourWideLeavesDecideExactlyAsTheOneTriangleTest) {
  for (const testing::IndexedMesh& mesh : {Icosphere(16, 6.0), Icosphere(20)}) {
    const std::vector<Triangle> triangles = mesh.Triangles();
    const TriangleBvh tree(triangles);
    std::mt19937 rng(5);
    const AABB around = Around(tree);
    int same_triangle = 0;
    for (int i = 0; i < 3000; ++i) {
      const Point target = OnAnEdge(mesh, rng, i % 3 == 0);
      const Point origin = RandomIn(rng, around);
      const Ray ray(origin, target - origin);
      TriangleHit expected, actual;
      const bool brute = BruteNearest(triangles, ray, expected);
      ASSERT_EQ(tree.Raycast(ray, actual), brute) << "ray " << i;
      ASSERT_EQ(tree.AnyHit(ray), brute) << "ray " << i;
      if (!brute) continue;
      ASSERT_EQ(actual.t, expected.t) << "ray " << i;
      TriangleHit own;
      ASSERT_TRUE(WatertightRay(ray).Intersect(triangles[static_cast<std::size_t>(actual.triangle)],
                                               TriangleBvh::kNoLimit, own))
          << "ray " << i;
      EXPECT_EQ(own.t, actual.t) << "ray " << i;
      EXPECT_EQ(own.u, actual.u) << "ray " << i;
      EXPECT_EQ(own.v, actual.v) << "ray " << i;
      same_triangle += actual.triangle == expected.triangle ? 1 : 0;
    }
    EXPECT_GT(same_triangle, 1000);
  }
}

// A crumpled sphere (vertices jittered by 6 edge lengths, so that neighbours fold over each other), with rays
// aimed at points rounded onto its edges: where float cannot tell which side of an edge the ray passes, the
// test decides in double, so every nearest t equals a double-precision brute force within 1e-5. (In float
// alone, kEdgeFilter = 0, a ray at a fold's edge could miss both triangles and take a farther one.)
TEST(TriangleBvh, NearestHitEqualsADoubleBruteForceOnACrumpledMesh) {
  const testing::IndexedMesh mesh = Icosphere(16, 6.0);
  const std::vector<Triangle> triangles = mesh.Triangles();
  const TriangleBvh tree(triangles);
  std::mt19937 rng(11);
  const AABB around = Around(tree);
  int wrong = 0, hits = 0;
  for (int i = 0; i < 4000; ++i) {
    const Point target = OnAnEdge(mesh, rng, false);
    const Point origin = RandomIn(rng, around);
    const Ray ray(origin, target - origin);
    TriangleHit hit;
    const double ours = tree.Raycast(ray, hit) ? hit.t : std::numeric_limits<double>::infinity();
    const double exact = testing::DoubleNearestHit(triangles, ray);
    hits += std::isinf(exact) ? 0 : 1;
    const bool close = std::isinf(exact) ? std::isinf(ours) : std::abs(ours - exact) <= 1e-5 * std::max(1.0, exact);
    if (!close && ++wrong <= 5) ADD_FAILURE() << "ray " << i << ": " << ours << " against " << exact;
  }
  EXPECT_EQ(wrong, 0);
  EXPECT_GT(hits, 3000);
}

TEST(TriangleBvh, BoxAndShapeQueriesEqualBruteForce) {
  const std::vector<Triangle> triangles = Icosphere(10).Triangles();
  const TriangleBvh tree(triangles);
  std::mt19937 rng(8);
  std::uniform_real_distribution<float> size(0.0f, 0.4f);
  const AABB around(Point(-1.5f), Point(1.5f));
  for (int i = 0; i < 400; ++i) {
    const Point c = RandomIn(rng, around);
    const glm::vec3 half(size(rng), size(rng), size(rng));
    const AABB box(c - half, c + half);
    std::set<int> expected, visited;
    for (std::size_t k = 0; k < triangles.size(); ++k) {
      const Triangle& t = triangles[k];
      const AABB around_t(glm::min(glm::min(t.p0, t.p1), t.p2), glm::max(glm::max(t.p0, t.p1), t.p2));
      if (Collisions::Intersects(around_t, box)) expected.insert(static_cast<int>(k));
    }
    int calls = 0;
    tree.ForEachInBox(box, [&](int index) {
      ++calls;
      visited.insert(index);
      return false;
    });
    EXPECT_EQ(visited, expected) << "box " << i;
    EXPECT_EQ(calls, static_cast<int>(visited.size())) << "each triangle once";
    const Sphere sphere(c, half.x);
    const Triangle triangle(c, c + half, c + glm::vec3(half.y, -half.z, 0));
    const auto brute = [&](const auto& shape) {
      return std::any_of(triangles.begin(), triangles.end(),
                         [&](const Triangle& t) { return Collisions::Intersects(t, shape); });
    };
    EXPECT_EQ(tree.Intersects(box), brute(box)) << "box " << i;
    EXPECT_EQ(tree.Intersects(sphere), brute(sphere)) << "sphere " << i;
    EXPECT_EQ(tree.Intersects(triangle), brute(triangle)) << "triangle " << i;
  }
}

TEST(TriangleBvh, ForEachAlongRayVisitsEveryTriangleTheRayCrosses) {
  const std::vector<Triangle> triangles = Terrain(25).Triangles();
  const TriangleBvh tree(triangles);
  std::mt19937 rng(9);
  for (int i = 0; i < 500; ++i) {
    const Ray ray(RandomIn(rng, AABB(Point(-1.2f, -0.5f, -1.2f), Point(1.2f, 0.5f, 1.2f))), RandomDirection(rng));
    std::set<int> visited;
    tree.ForEachAlongRay(glm::dvec3(ray.position), glm::dvec3(ray.direction), [&](int index) {
      visited.insert(index);
      return false;
    });
    const WatertightRay test(ray);
    for (std::size_t k = 0; k < triangles.size(); ++k) {
      TriangleHit hit;
      if (test.Intersect(triangles[k], std::numeric_limits<float>::infinity(), hit)) {
        EXPECT_TRUE(visited.count(static_cast<int>(k))) << "ray " << i << " crosses triangle " << k;
      }
    }
    EXPECT_LT(visited.size(), triangles.size() / 4) << "the boxes prune";
  }
}

// A ray that runs in the plane of a box face (a zero direction component, +0 or -0) grazes the box: every query
// still finds the triangle lying in that plane's slab.
TEST(TriangleBvh, RaysAlongABoxFaceStillMeetItsTriangles) {
  // Two triangles in the plane y = 0 (a flat box in y), and a vertical one at x = 2 reaching y = 0 to 1.
  const std::vector<Triangle> triangles = {Triangle(Point(0, 0, 0), Point(1, 0, 0), Point(0, 0, 1)),
                                           Triangle(Point(1, 0, 0), Point(1, 0, 1), Point(0, 0, 1)),
                                           Triangle(Point(2, 0, -1), Point(2, 1, 0), Point(2, 0, 1))};
  const TriangleBvh tree(triangles);
  for (const float zero : {0.0f, -0.0f}) {
    // Along y = 0 (the flat triangles' plane) towards the vertical triangle, which it meets at its bottom.
    Ray ray;
    ray.position = Point(-1.0f, 0.0f, 0.0f);
    ray.direction = glm::vec3(1.0f, zero, zero);
    TriangleHit hit;
    ASSERT_TRUE(tree.Raycast(ray, hit)) << zero;
    EXPECT_EQ(hit.triangle, 2);
    EXPECT_FLOAT_EQ(hit.t, 3.0f);
    EXPECT_TRUE(tree.AnyHit(ray));
    std::set<int> along;
    tree.ForEachAlongRay(glm::dvec3(ray.position), glm::dvec3(ray.direction), [&](int index) {
      along.insert(index);
      return false;
    });
    EXPECT_TRUE(along.count(2)) << zero;
  }
}

TEST(TriangleBvh, KeepsItsShapeOnOrdinaryAndPathologicalInput) {
  // Ordinary: leaves of at most 4, a depth near log4(n), and at most 64 bytes per triangle.
  const std::vector<Triangle> sphere = Icosphere(40).Triangles();  // 32,000
  const TriangleBvh tree(sphere);
  EXPECT_EQ(tree.TriangleCount(), sphere.size());
  EXPECT_LE(tree.Depth(), 16);
  EXPECT_LE(static_cast<double>(tree.Bytes()) / static_cast<double>(sphere.size()), 64.0);
  // Pathological: identical triangles (every centroid in one place), and sizes growing by powers of two
  // (SAH would peel one at a time): the depth stays within the stacks' bound.
  std::vector<Triangle> same(5000, Triangle(Point(0, 0, 0), Point(1, 0, 0), Point(0, 1, 0)));
  const TriangleBvh stacked(same);
  EXPECT_LE(stacked.Depth(), 20);
  int count = 0;
  stacked.ForEachInBox(AABB(Point(0.1f, 0.1f, -0.1f), Point(0.2f, 0.2f, 0.1f)), [&](int) { return ++count, false; });
  EXPECT_EQ(count, 5000);
  TriangleHit hit;
  EXPECT_TRUE(stacked.Raycast(Ray(Point(0.1f, 0.1f, 1), glm::vec3(0, 0, -1)), hit));
  std::vector<Triangle> nested;
  for (int i = 0; i < 120; ++i) {
    const float s = std::ldexp(1.0f, i - 60);
    nested.emplace_back(Point(s, 0, 0), Point(0, s, 0), Point(0, 0, s));
  }
  const TriangleBvh deep(nested);
  EXPECT_LE(deep.Depth(), 79);
  EXPECT_TRUE(deep.Raycast(Ray(Point(-1.0f), glm::vec3(1.0f)), hit));
}

// Coordinates from 1e-30 to 3e37 in one tree (box areas and centroid spreads overflow float, so SAH costs are
// infinite and the build halves by index): it builds, and a ray aimed at each triangle hits at a finite t no
// farther than that triangle's. (Beyond the documented 1e15 no test can promise the nearest: a triangle 1e14
// across seen from 5e30 away is below even double's resolution there.)
TEST(TriangleBvh, ExtremeMagnitudesBuildAndHitWhatIsAimedAt) {
  std::mt19937 rng(12);
  std::uniform_real_distribution<float> exponent(-30.0f, 37.5f), sign(-1.0f, 1.0f);
  const auto coordinate = [&] { return std::copysign(std::pow(10.0f, exponent(rng)), sign(rng)); };
  std::vector<Triangle> triangles;
  for (int i = 0; i < 300; ++i) {
    const Point a(coordinate(), coordinate(), coordinate());
    const float size = std::abs(a.x) * 0.5f + 1e-30f;
    triangles.emplace_back(a, a + glm::vec3(size, 0, 0), a + glm::vec3(0, size, size));
  }
  const TriangleBvh tree(triangles);
  EXPECT_EQ(tree.TriangleCount(), triangles.size());
  EXPECT_LE(tree.Depth(), 79);
  for (std::size_t i = 0; i < triangles.size(); ++i) {
    const Triangle& t = triangles[i];
    const Point target = t.p0 + 0.25f * (t.p1 - t.p0) + 0.25f * (t.p2 - t.p0);
    const Ray ray(target - glm::vec3(0, 0, 1) * std::max(std::abs(target.z), 1.0f), glm::vec3(0, 0, 1));
    TriangleHit aimed, found;
    if (!WatertightRay(ray).Intersect(t, TriangleBvh::kNoLimit, aimed)) continue;  // lost to rounding
    ASSERT_TRUE(tree.Raycast(ray, found)) << "triangle " << i;
    EXPECT_TRUE(std::isfinite(found.t) && found.t >= 0.0f && found.t <= aimed.t)
        << "triangle " << i << ": " << found.t << " (" << found.triangle << ") against " << aimed.t;
  }
}

// A shadow ray given its own nearest hit's t as t_max is blocked (touching counts), on rays aimed at vertices and
// edges, where the hit is often decided in double and the boxes around it touch the ray's end.
TEST(TriangleBvh, AShadowRayToTheNearestHitIsBlocked) {
  for (const std::vector<Triangle>& triangles : {Icosphere(20).Triangles(), Terrain(40).Triangles()}) {
    const TriangleBvh tree(triangles);
    std::mt19937 rng(13);
    const AABB box = tree.Bounds();
    const AABB around(box.min - box.Extents() * 2.0f, box.max + box.Extents() * 2.0f);
    int blocked = 0;
    for (std::size_t i = 0; i < triangles.size(); ++i) {
      const Triangle& t = triangles[i];
      for (const Point& target : {t.p0, (t.p0 + t.p1) * 0.5f}) {
        const Point origin = RandomIn(rng, around);
        const Ray ray(origin, target - origin);
        TriangleHit hit;
        if (!tree.Raycast(ray, hit)) continue;
        EXPECT_TRUE(tree.AnyHit(ray, hit.t)) << "triangle " << i << ", nearest t " << hit.t;
        ++blocked;
      }
    }
    EXPECT_GT(blocked, static_cast<int>(triangles.size()));
  }
}

TEST(TriangleBvh, NaNAndEmptyMeetNothing) {
  const TriangleBvh empty(std::vector<Triangle>{});
  TriangleHit hit;
  EXPECT_FALSE(empty.Raycast(Ray(Point(0.0f), glm::vec3(1, 0, 0)), hit));
  EXPECT_FALSE(empty.Intersects(Sphere(Point(0.0f), 100.0f)));
  // A triangle with a NaN or infinite corner is left out; the others still count.
  const float inf = std::numeric_limits<float>::infinity();
  const std::vector<Triangle> some = {Triangle(Point(kNaN, 0, 0), Point(1, 0, 0), Point(0, 1, 0)),
                                      Triangle(Point(inf, 0, 0), Point(1, 0, 0), Point(0, 1, 0)),
                                      Triangle(Point(0, 0, 5), Point(1, 0, 5), Point(0, 1, 5))};
  const TriangleBvh tree(some);
  EXPECT_EQ(tree.TriangleCount(), 1u);
  ASSERT_TRUE(tree.Raycast(Ray(Point(0.2f, 0.2f, 0), glm::vec3(0, 0, 1)), hit));
  EXPECT_EQ(hit.triangle, 2);
  EXPECT_FLOAT_EQ(hit.t, 5.0f);
  EXPECT_FALSE(tree.Raycast(Ray(Point(kNaN, 0.2f, 0), glm::vec3(0, 0, 1)), hit));
  EXPECT_FALSE(tree.Raycast(Ray(Point(0.2f, 0.2f, 0), glm::vec3(0, 0, 1)), hit, kNaN));
  EXPECT_FALSE(tree.Intersects(Sphere(Point(0.2f, 0.2f, 5), kNaN)));
  EXPECT_FALSE(tree.AnyHit(Ray(Point(0.2f, 0.2f, 0), glm::vec3(0, 0, kNaN))));
}

// A 720-triangle icosphere placed in the world.
Model PlacedIcosphere(const glm::vec3& position, const glm::vec3& rotation, const glm::vec3& scale) {
  Model model(Mesh::FromTriangles(Icosphere(6).Triangles()));
  model.position = position;
  model.rotation = rotation;
  model.scale = scale;
  return model;
}

TEST(TriangleBvh, RaycastModelMatchesTheBooksModelRaycast) {
  Model model = PlacedIcosphere(glm::vec3(3, -1, 2), glm::vec3(30, 45, 10), glm::vec3(2, 0.5f, 1.5f));
  std::mt19937 rng(10);
  const AABB around(Point(-2, -4, -2), Point(8, 2, 6));
  int hits = 0, book_only = 0;
  for (int i = 0; i < 500; ++i) {
    const Point origin = RandomIn(rng, around);
    const Ray ray(origin, RandomIn(rng, model.WorldBounds()) - origin);
    float book = -1.0f;
    TriangleHit hit;
    const bool expected = Collisions::Raycast(ray, model, book), actual = RaycastModel(ray, model, hit);
    if (expected && actual) {
      ++hits;
      EXPECT_NEAR(hit.t, book, 1e-4f * std::max(1.0f, book)) << "ray " << i;
    }
    // They may differ only on a graze, where the book's epsilons decide.
    book_only += expected && !actual ? 1 : 0;
  }
  EXPECT_GT(hits, 100);
  EXPECT_LE(book_only, 2);
  TriangleHit hit;
  EXPECT_FALSE(RaycastModel(Ray(Point(0.0f), glm::vec3(1, 0, 0)), Model(), hit));
  model.scale = glm::vec3(0.0f);
  EXPECT_FALSE(RaycastModel(Ray(Point(-5, 0, 0), glm::vec3(1, 0, 0)), model, hit));
}

// The shadow ray through a placed model: a hit within t_max world units, as the nearest hit's t says.
TEST(TriangleBvh, AnyHitModelAgreesWithRaycastModel) {
  Model model = PlacedIcosphere(glm::vec3(-2, 1, 4), glm::vec3(15, -60, 25), glm::vec3(0.5f, 3, 1.25f));
  std::mt19937 rng(11);
  const AABB around(Point(-8, -6, -4), Point(6, 8, 10));
  int blocked = 0, clear = 0;
  for (int i = 0; i < 500; ++i) {
    const Point origin = RandomIn(rng, around);
    const Point target = RandomIn(rng, model.WorldBounds());
    const Ray ray(origin, target - origin);
    const float t_max = glm::length(target - origin);
    TriangleHit hit;
    const bool nearest = RaycastModel(ray, model, hit);
    if (nearest && std::abs(hit.t - t_max) <= 1e-4f * t_max) continue;  // too close to call
    const bool expected = nearest && hit.t <= t_max;
    EXPECT_EQ(AnyHitModel(ray, model, t_max), expected)
        << "ray " << i << ", nearest t " << hit.t << ", t_max " << t_max;
    EXPECT_EQ(AnyHitModel(ray, model), nearest) << "ray " << i << " with no limit";
    (expected ? blocked : clear) += 1;
  }
  EXPECT_GT(blocked, 50);
  EXPECT_GT(clear, 50);
  // A ray given its own nearest hit's t as t_max is blocked (touching counts), also where the hit was decided in
  // double (rays aimed at vertices and edges).
  const std::vector<Triangle>& corners = model.GetMesh().triangles;
  for (std::size_t i = 0; i < corners.size(); i += 7) {
    const Point origin = model.WorldBounds().max * 2.0f;
    const Ray at_vertex(origin, glm::vec3(model.WorldMatrix() * glm::vec4(corners[i].p0, 1.0f)) - origin);
    TriangleHit hit;
    if (!RaycastModel(at_vertex, model, hit)) continue;
    EXPECT_TRUE(AnyHitModel(at_vertex, model, hit.t)) << "vertex " << i << " at t " << hit.t;
  }
  const Ray ray(Point(0, 1, -20), glm::vec3(0, 0, 1));
  EXPECT_FALSE(AnyHitModel(ray, Model(), 100.0f));
  EXPECT_FALSE(AnyHitModel(ray, model, std::numeric_limits<float>::quiet_NaN()));
  model.scale = glm::vec3(0.0f);
  EXPECT_FALSE(AnyHitModel(ray, model));
}

// Models scaled past 1e15 or below 1e-15 take Model::ToModelSpace's scale-safe ray, whose t converts to world
// units; a model with a moved parent is no identity, whatever its own values.
TEST(TriangleBvh, ModelQueriesHoldAtEveryScaleAndUnderAParent) {
  auto mesh = Mesh::FromTriangles({Triangle(Point(-1, -1, 0), Point(1, -1, 0), Point(0, 1, 0))});
  for (const float scale : {1e-20f, 1e-16f, 1e-3f, 1.0f, 1e3f, 1e16f, 1e20f}) {
    Model model(mesh);
    model.scale = glm::vec3(scale);
    const Ray ray(Point(0, 0, -4.0f * scale), glm::vec3(0, 0, 1));
    TriangleHit hit;
    ASSERT_TRUE(RaycastModel(ray, model, hit)) << "scale " << scale;
    EXPECT_NEAR(hit.t / scale, 4.0f, 1e-5f) << "scale " << scale;
    EXPECT_TRUE(AnyHitModel(ray, model, 4.001f * scale)) << "scale " << scale;
    EXPECT_FALSE(AnyHitModel(ray, model, 3.999f * scale)) << "scale " << scale;
  }
  Model parent(mesh), child(mesh);
  parent.position = Point(0, 0, 10);
  child.parent = &parent;  // the child's own values are the identity's
  const Ray ray(Point(0, 0, -4), glm::vec3(0, 0, 1));
  TriangleHit hit;
  ASSERT_TRUE(RaycastModel(ray, child, hit));
  EXPECT_FLOAT_EQ(hit.t, 14.0f);
  EXPECT_FALSE(AnyHitModel(ray, child, 13.0f));
  EXPECT_TRUE(AnyHitModel(ray, child, 15.0f));
}

}  // namespace
}  // namespace lab
