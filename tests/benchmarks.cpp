// Speed of the hot queries, measured with Google Benchmark (never in timed tests). Run: ./lab.sh bench
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include <benchmark/benchmark.h>
#include <glm/gtc/matrix_transform.hpp>
#include <glm/gtx/intersect.hpp>
#include <glm/vec2.hpp>
#include <glm/vector_relational.hpp>

#include "bvh_race.hpp"
#include "collisions/broad_phase.hpp"
#include "collisions/bvh.hpp"
#include "collisions/detail.hpp"
#include "collisions/ellipsoid.hpp"
#include "collisions/models.hpp"
#include "collisions/scene.hpp"
#include "framework/io/obj_loader.hpp"
#include "samples/cases/moving.hpp"

namespace lab {
namespace {

std::vector<Ray> RandomRays(int count, float spread) {
  std::mt19937 rng(5);
  std::uniform_real_distribution<float> u(-spread, spread);
  std::vector<Ray> rays;
  for (int i = 0; i < count; ++i) {
    const Point from(u(rng) * 3, u(rng) * 3, u(rng) * 3), to(u(rng) / 4, u(rng) / 4, u(rng) / 4);
    rays.emplace_back(from, to - from);
  }
  return rays;
}

template <class Shape>
void RaycastShape(benchmark::State& state, const Shape& shape) {
  const auto rays = RandomRays(1024, 3.0f);
  std::size_t i = 0;
  for (auto _ : state) {
    float t = 0.0f;
    benchmark::DoNotOptimize(Collisions::Raycast(rays[i++ & 1023], shape, t));
  }
}

void BM_RaycastPlane(benchmark::State& state) { RaycastShape(state, Plane({0, 1, 0.2f}, 0.5f)); }
void BM_RaycastTriangle(benchmark::State& state) {
  RaycastShape(state, Triangle(Point(-2, -1, 0), Point(2, -1, 0), Point(0, 2, 0)));
}
BENCHMARK(BM_RaycastPlane);
BENCHMARK(BM_RaycastTriangle);

std::shared_ptr<const Mesh> Knot() {
  static const auto mesh = LoadObjFile(AssetPath("knot.obj")).mesh;
  return mesh;
}

// The model raycast through the book's BVH and the production one, against testing every triangle.
template <class Raycast>
void RaycastTurnedKnot(benchmark::State& state, const Raycast& raycast) {
  Model model(Knot());
  model.rotation = glm::vec3(20, 30, 0);
  const auto rays = RandomRays(1024, 2.0f);
  std::size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(raycast(rays[i++ & 1023], model));
}
void BM_RaycastModelBvh(benchmark::State& state) {
  RaycastTurnedKnot(state, [](const Ray& ray, const Model& model) {
    float t = 0.0f;
    return Collisions::Raycast(ray, model, t);
  });
}
void BM_RaycastModelProductionBvh(benchmark::State& state) {
  RaycastTurnedKnot(state, [](const Ray& ray, const Model& model) {
    TriangleHit hit;
    return RaycastModel(ray, model, hit);
  });
}
void BM_RaycastModelEveryTriangle(benchmark::State& state) {
  const auto& triangles = Knot()->triangles;
  const auto rays = RandomRays(1024, 2.0f);
  std::size_t i = 0;
  for (auto _ : state) {
    float best = 1e30f;
    const Ray& ray = rays[i++ & 1023];
    for (const Triangle& triangle : triangles) {
      float t = 0.0f;
      if (Collisions::Raycast(ray, triangle, t) && t < best) best = t;
    }
    benchmark::DoNotOptimize(best);
  }
}
BENCHMARK(BM_RaycastModelBvh);
BENCHMARK(BM_RaycastModelProductionBvh);
BENCHMARK(BM_RaycastModelEveryTriangle);

void BM_BuildBvh(benchmark::State& state) {
  const auto triangles = Knot()->triangles;
  for (auto _ : state) benchmark::DoNotOptimize(Mesh::FromTriangles(triangles));
}
BENCHMARK(BM_BuildBvh);
void BM_BuildProductionBvh(benchmark::State& state) {
  const auto triangles = Knot()->triangles;
  for (auto _ : state) benchmark::DoNotOptimize(TriangleBvh(triangles));
}
BENCHMARK(BM_BuildProductionBvh);

// ---- The kernels against their references (issue 20, kernels). Each lab function and its reference run on the
// same 4,096 random cases. The set-up compares their answers on every case: `near` counts the cases near
// touching (the lab's answer changes with the shapes grown and shrunk by 1e-3 about their centres), `disagree`
// the others where the two answers differ (a yes against a no, or distances more than 1e-4 apart). A
// disagreement fails the benchmark. The references keep none of the lab's rules (NaN, degenerate shapes, t = -1
// on a miss, touching on every axis); they are what a game would write. Every kernel, the lab's and the
// reference's, is called as a function (the lab's live in another library; the references are kept from being
// inlined, and so is the lab's inline node test), so the race compares the kernels and not the inlining.
// The cases come in a random order that repeats only every 65,536 calls: a branch predictor that can
// learn a 4,096-call sequence (seen on one machine) made branchy kernels look as fast as on predictable input,
// where on another (a Zen 1, which does not learn it) the book BVH's node test then took 3.4 times the slab's.

constexpr std::size_t kRaceCases = 4096;
constexpr std::size_t kRaceOrderLength = std::size_t{1} << 16;
// The case of the race's call number i (taken modulo kRaceOrderLength).
std::size_t RaceCase(std::size_t i) {
  static const std::vector<std::uint16_t> order = [] {
    std::mt19937 rng(27);
    std::uniform_int_distribution<std::uint16_t> pick(0, kRaceCases - 1);
    std::vector<std::uint16_t> made(kRaceOrderLength);
    for (std::uint16_t& k : made) k = pick(rng);
    return made;
  }();
  return order[i & (kRaceOrderLength - 1)];
}

struct Tally {
  int meet = 0, near = 0, disagree = 0;
  void Count(bool ours, bool near_touching, bool differs) {
    meet += ours ? 1 : 0;
    if (near_touching) {
      ++near;
    } else if (differs) {
      ++disagree;
    }
  }
};
void Report(benchmark::State& state, const Tally& tally) {
  state.counters["meet"] = tally.meet;
  state.counters["near"] = tally.near;
  state.counters["disagree"] = tally.disagree;
  if (tally.disagree != 0) state.SkipWithError("the lab's function and the reference disagree");
}
bool DistancesDiffer(float a, float b) { return std::abs(a - b) > 1e-4f * (1.0f + std::abs(a)); }

const std::vector<Ray>& RaceRays() {
  static const std::vector<Ray> rays = RandomRays(static_cast<int>(kRaceCases), 3.0f);
  return rays;
}
Sphere Grown(const Sphere& sphere, float factor) { return Sphere(sphere.position, factor * sphere.radius); }
AABB Grown(const AABB& box, float factor) { return AABB::FromCenterExtents(box.Center(), box.Extents() * factor); }
Triangle Grown(const Triangle& t, float factor) {
  const Point c = (t.p0 + t.p1 + t.p2) / 3.0f;
  return Triangle(c + (t.p0 - c) * factor, c + (t.p1 - c) * factor, c + (t.p2 - c) * factor);
}

// Each ray has a shape of its own, about the middle the rays aim at, so no shape is a constant the compiler
// could fold into the reference (the lab's functions read theirs from memory).
const std::vector<Sphere>& RaceSpheres() {
  static const std::vector<Sphere> spheres = [] {
    std::mt19937 rng(25);
    std::uniform_real_distribution<float> u(-0.5f, 0.5f), radius(0.5f, 2.0f);
    std::vector<Sphere> made;
    for (std::size_t i = 0; i < kRaceCases; ++i) made.emplace_back(Point(u(rng), u(rng), u(rng)), radius(rng));
    return made;
  }();
  return spheres;
}
const std::vector<AABB>& RaceBoxes() {
  static const std::vector<AABB> boxes = [] {
    std::mt19937 rng(26);
    std::uniform_real_distribution<float> u(-0.5f, 0.5f), size(0.5f, 2.0f);
    std::vector<AABB> made;
    for (std::size_t i = 0; i < kRaceCases; ++i) {
      made.push_back(
          AABB::FromCenterExtents(Point(u(rng), u(rng), u(rng)), glm::vec3(size(rng), size(rng), size(rng))));
    }
    return made;
  }();
  return boxes;
}

// Raycast(Ray, Sphere) against glm's intersectRaySphere.
[[gnu::noinline]] bool GlmRaySphere(const Ray& ray, const Sphere& sphere, float& t) {
  return glm::intersectRaySphere(ray.position, ray.direction, sphere.position, sphere.radius * sphere.radius, t);
}
// Runs the race's cases one after another: one(k, t) makes case k's call, returns its answer and writes its
// distance; then reports the agreement tally.
template <class OneCase>
void Race(benchmark::State& state, const Tally& tally, const OneCase& one) {
  std::size_t i = 0;
  for (auto _ : state) {
    float t = 0.0f;
    benchmark::DoNotOptimize(one(RaceCase(i++), t));
    benchmark::DoNotOptimize(t);
  }
  Report(state, tally);
}
// Registers a ray kernel's race on the race's rays, each against its own shape: BM_<name> times the lab's
// Raycast(Ray, Shape, float&) and BM_<name><reference_name> the reference, with the one agreement tally (taken the
// first time either runs; near touching: the lab's answer changes with the shape grown and shrunk by 1e-3).
template <class Shape, class Reference>
bool RegisterRayRace(const std::string& name, const std::string& reference_name, const std::vector<Shape>& (*shapes)(),
                     Reference reference) {
  const auto tally = std::make_shared<std::optional<Tally>>();
  const auto agreement = [=]() -> const Tally& {
    if (!*tally) {
      Tally made;
      for (std::size_t i = 0; i < kRaceCases; ++i) {
        const Ray& ray = RaceRays()[i];
        const Shape& shape = shapes()[i];
        float t = -1.0f, reference_t = -1.0f, unused = 0.0f;
        const bool ours = Collisions::Raycast(ray, shape, t);
        const bool theirs = reference(ray, shape, reference_t);
        const bool grown = Collisions::Raycast(ray, Grown(shape, 1.001f), unused);
        const bool shrunk = Collisions::Raycast(ray, Grown(shape, 0.999f), unused);
        made.Count(ours, grown != shrunk, ours != theirs || (ours && DistancesDiffer(t, reference_t)));
      }
      *tally = made;
    }
    return **tally;
  };
  benchmark::RegisterBenchmark(("BM_" + name).c_str(), [=](benchmark::State& state) {
    Race(state, agreement(), [&rays = RaceRays(), &targets = shapes()](std::size_t k, float& t) {
      return Collisions::Raycast(rays[k], targets[k], t);
    });
  });
  benchmark::RegisterBenchmark(("BM_" + name + reference_name).c_str(), [=](benchmark::State& state) {
    Race(state, agreement(), [&rays = RaceRays(), &targets = shapes(), reference](std::size_t k, float& t) {
      return reference(rays[k], targets[k], t);
    });
  });
  return true;
}
[[maybe_unused]] const bool kRaySphereRace =
    RegisterRayRace("RaycastSphere", "GlmReference", RaceSpheres,
                    [](const Ray& ray, const Sphere& sphere, float& t) { return GlmRaySphere(ray, sphere, t); });

// Raycast(Ray, AABB) against a plain slab test (Kay and Kajiya's): the inverse direction, the two slab distances
// on each axis, the latest entry and the earliest exit; the exit when the origin is inside.
[[gnu::noinline]] bool SlabReference(const Ray& ray, const AABB& box, float& t) {
  const glm::vec3 inverse = 1.0f / ray.direction;
  const glm::vec3 low = (box.min - ray.position) * inverse, high = (box.max - ray.position) * inverse;
  const glm::vec3 near = glm::min(low, high), far = glm::max(low, high);
  const float enter = std::max({near.x, near.y, near.z}), leave = std::min({far.x, far.y, far.z});
  t = enter >= 0.0f ? enter : leave;
  return enter <= leave && leave >= 0.0f;
}
[[maybe_unused]] const bool kRayBoxRace =
    RegisterRayRace("RaycastAABB", "SlabReference", RaceBoxes,
                    [](const Ray& ray, const AABB& box, float& t) { return SlabReference(ray, box, t); });

// The book BVH's node test (Raycast(Ray, Model) asks it of every child it may descend into: the distance at which
// the ray enters the box, 0 from inside) against a plain slab node test, each with what it precomputes once a
// ray, on the race's rays against boxes scattered around them.
struct NodeCases {
  std::vector<AABB> boxes;
  std::vector<Point> origins;
  std::vector<glm::vec3> inverses;  // the reference's once-a-ray work
  std::vector<Ray> rays;
#if defined(LAB_BOOK_BVH_SLAB_RAY)
  std::vector<Collisions::detail::SlabRay> slab_rays;  // the lab's
#endif
};
const NodeCases& RaceNodes() {
  static const NodeCases cases = [] {
    NodeCases made;
    std::mt19937 rng(23);
    std::uniform_real_distribution<float> u(-2.5f, 2.5f), size(0.2f, 1.2f);
    for (const Ray& ray : RaceRays()) {
      made.boxes.push_back(
          AABB::FromCenterExtents(Point(u(rng), u(rng), u(rng)), glm::vec3(size(rng), size(rng), size(rng))));
      made.origins.push_back(ray.position);
      made.inverses.push_back(1.0f / ray.direction);
      made.rays.push_back(ray);
#if defined(LAB_BOOK_BVH_SLAB_RAY)
      made.slab_rays.emplace_back(ray);
#endif
    }
    return made;
  }();
  return cases;
}
[[gnu::noinline]] bool BookBvhNodeTest(const NodeCases& cases, std::size_t i, const AABB& box, float& entry) {
#if defined(LAB_BOOK_BVH_SLAB_RAY)
  return Collisions::detail::EntryDistance(cases.slab_rays[i], box, entry);
#else
  return Collisions::detail::EntryDistance(cases.rays[i], box, entry);
#endif
}
[[gnu::noinline]] bool SlabNodeReference(const Point& origin, const glm::vec3& inverse, const AABB& box, float& entry) {
  const glm::vec3 low = (box.min - origin) * inverse, high = (box.max - origin) * inverse;
  const glm::vec3 near = glm::min(low, high), far = glm::max(low, high);
  entry = std::max({near.x, near.y, near.z, 0.0f});
  return entry <= std::min({far.x, far.y, far.z});
}
const Tally& NodeTally() {
  static const Tally tally = [] {
    const NodeCases& cases = RaceNodes();
    Tally made;
    for (std::size_t i = 0; i < kRaceCases; ++i) {
      float entry = -1.0f, reference_entry = -1.0f, unused = 0.0f;
      const bool ours = BookBvhNodeTest(cases, i, cases.boxes[i], entry);
      const bool reference = SlabNodeReference(cases.origins[i], cases.inverses[i], cases.boxes[i], reference_entry);
      const bool grown = BookBvhNodeTest(cases, i, Grown(cases.boxes[i], 1.001f), unused);
      const bool shrunk = BookBvhNodeTest(cases, i, Grown(cases.boxes[i], 0.999f), unused);
      made.Count(ours, grown != shrunk, ours != reference || (ours && DistancesDiffer(entry, reference_entry)));
    }
    return made;
  }();
  return tally;
}
void BM_BookBvhNodeTest(benchmark::State& state) {
  Race(state, NodeTally(), [&cases = RaceNodes()](std::size_t k, float& entry) {
    return BookBvhNodeTest(cases, k, cases.boxes[k], entry);
  });
}
void BM_BookBvhNodeTestSlabReference(benchmark::State& state) {
  Race(state, NodeTally(), [&cases = RaceNodes()](std::size_t k, float& entry) {
    return SlabNodeReference(cases.origins[k], cases.inverses[k], cases.boxes[k], entry);
  });
}
BENCHMARK(BM_BookBvhNodeTest);
BENCHMARK(BM_BookBvhNodeTestSlabReference);

// The race's pairs of shapes for an Intersects(A, B) kernel: pair i is (a[i], b[i]).
template <class A, class B>
struct ShapePairs {
  std::vector<A> a;
  std::vector<B> b;
};
// The lab's Intersects against a reference on every pair: the agreement tally, away from touching (where the
// lab's answer changes with both shapes grown and shrunk by 1e-3).
template <class A, class B, class Reference>
Tally PairTally(const ShapePairs<A, B>& pairs, const Reference& reference) {
  Tally made;
  for (std::size_t i = 0; i < kRaceCases; ++i) {
    const bool ours = Collisions::Intersects(pairs.a[i], pairs.b[i]);
    const bool grown = Collisions::Intersects(Grown(pairs.a[i], 1.001f), Grown(pairs.b[i], 1.001f));
    const bool shrunk = Collisions::Intersects(Grown(pairs.a[i], 0.999f), Grown(pairs.b[i], 0.999f));
    made.Count(ours, grown != shrunk, ours != reference(pairs.a[i], pairs.b[i]));
  }
  return made;
}
// Runs test(a, b) on the pairs one after another, then reports the agreement tally.
template <class A, class B, class Test>
void PairRace(benchmark::State& state, const ShapePairs<A, B>& pairs, const Tally& tally, const Test& test) {
  std::size_t i = 0;
  for (auto _ : state) {
    const std::size_t k = RaceCase(i++);
    benchmark::DoNotOptimize(test(pairs.a[k], pairs.b[k]));
  }
  Report(state, tally);
}
// (Each race's reference comes wrapped in a lambda, whose type names the function: called through a pointer it
// would be an indirect call, where the lab's is direct.)
// Registers a pair kernel's race: BM_<name> times the lab's Intersects(A, B) and BM_<name><reference_name> the
// reference, on the same pairs and with the one agreement tally (taken the first time either of them runs).
template <class A, class B, class Reference>
bool RegisterPairRace(const std::string& name, const std::string& reference_name, const ShapePairs<A, B>& (*pairs)(),
                      Reference reference) {
  const auto tally = std::make_shared<std::optional<Tally>>();
  const auto agreement = [=]() -> const Tally& {
    if (!*tally) *tally = PairTally(pairs(), reference);
    return **tally;
  };
  benchmark::RegisterBenchmark(("BM_" + name).c_str(), [=](benchmark::State& state) {
    PairRace(state, pairs(), agreement(), [](const A& a, const B& b) { return Collisions::Intersects(a, b); });
  });
  benchmark::RegisterBenchmark(("BM_" + name + reference_name).c_str(),
                               [=](benchmark::State& state) { PairRace(state, pairs(), agreement(), reference); });
  return true;
}

// Intersects(AABB, AABB) against the plain overlap test: each box's min at most the other's max on every axis.
using BoxPairs = ShapePairs<AABB, AABB>;
const BoxPairs& RaceBoxPairs() {
  static const BoxPairs pairs = [] {
    BoxPairs made;
    std::mt19937 rng(24);
    std::uniform_real_distribution<float> u(-2.0f, 2.0f), size(0.1f, 1.5f);
    for (std::size_t i = 0; i < 2 * kRaceCases; ++i) {
      (i % 2 == 0 ? made.a : made.b)
          .push_back(
              AABB::FromCenterExtents(Point(u(rng), u(rng), u(rng)), glm::vec3(size(rng), size(rng), size(rng))));
    }
    return made;
  }();
  return pairs;
}
[[gnu::noinline]] bool MinMaxOverlapReference(const AABB& a, const AABB& b) {
  return glm::all(glm::lessThanEqual(a.min, b.max)) && glm::all(glm::lessThanEqual(b.min, a.max));
}
[[maybe_unused]] const bool kBoxBoxRace =
    RegisterPairRace("IntersectsAABBAABB", "MinMaxReference", RaceBoxPairs,
                     [](const AABB& a, const AABB& b) { return MinMaxOverlapReference(a, b); });

// Intersects(Triangle, AABB) against Akenine-Moller's triangle-box test ("Fast 3D Triangle-Box Overlap Testing",
// 2001, and its published code: the box's 3 axes, the triangle's plane, then the 9 edge cross products, each
// projecting only the two vertices that differ, with two products a projection), on random pairs about a quarter
// of which meet.
[[gnu::noinline]] bool AkenineMollerTriangleBox(const AABB& box, const Triangle& triangle) {
  const glm::vec3 c = box.Center(), h = box.Extents();
  const glm::vec3 v[3] = {triangle.p0 - c, triangle.p1 - c, triangle.p2 - c};
  for (int axis = 0; axis < 3; ++axis) {
    const float lo = std::min({v[0][axis], v[1][axis], v[2][axis]}),
                hi = std::max({v[0][axis], v[1][axis], v[2][axis]});
    if (lo > h[axis] || hi < -h[axis]) return false;
  }
  const glm::vec3 e[3] = {v[1] - v[0], v[2] - v[1], v[0] - v[2]};
  const glm::vec3 normal = glm::cross(e[0], e[1]);
  glm::vec3 near_corner, far_corner;
  for (int axis = 0; axis < 3; ++axis) {
    near_corner[axis] = normal[axis] > 0.0f ? -h[axis] - v[0][axis] : h[axis] - v[0][axis];
    far_corner[axis] = normal[axis] > 0.0f ? h[axis] - v[0][axis] : -h[axis] - v[0][axis];
  }
  if (glm::dot(normal, near_corner) > 0.0f || glm::dot(normal, far_corner) < 0.0f) return false;
  for (int j = 0; j < 3; ++j) {
    const glm::vec3& a = v[j];            // on edge j (so is v[j + 1], with the same projection)
    const glm::vec3& b = v[(j + 2) % 3];  // the vertex opposite edge j
    const glm::vec3& edge = e[j];
    const glm::vec3 f = glm::abs(edge);
    // The paper's AXISTEST macros: x, y and z cross the edge, two products a projection.
    const auto separated = [](float pa, float pb, float radius) {
      return std::min(pa, pb) > radius || std::max(pa, pb) < -radius;
    };
    if (separated(edge.z * a.y - edge.y * a.z, edge.z * b.y - edge.y * b.z, f.z * h.y + f.y * h.z) ||
        separated(-edge.z * a.x + edge.x * a.z, -edge.z * b.x + edge.x * b.z, f.z * h.x + f.x * h.z) ||
        separated(edge.y * a.x - edge.x * a.y, edge.y * b.x - edge.x * b.y, f.y * h.x + f.x * h.y)) {
      return false;
    }
  }
  return true;
}

using TriangleBoxPairs = ShapePairs<Triangle, AABB>;
const TriangleBoxPairs& RandomTriangleBoxPairs() {
  static const TriangleBoxPairs pairs = [] {
    TriangleBoxPairs made;
    std::mt19937 rng(21);
    std::uniform_real_distribution<float> u(-1.5f, 1.5f), size(0.2f, 1.0f);
    for (std::size_t i = 0; i < kRaceCases; ++i) {
      const Point a(u(rng), u(rng), u(rng));
      made.a.emplace_back(a, a + glm::vec3(u(rng), u(rng), u(rng)), a + glm::vec3(u(rng), u(rng), u(rng)));
      const glm::vec3 half(size(rng), size(rng), size(rng));
      made.b.emplace_back(-half, half);
    }
    return made;
  }();
  return pairs;
}
[[maybe_unused]] const bool kTriangleBoxRace =
    RegisterPairRace("IntersectsTriangleAABB", "AkenineMollerReference", RandomTriangleBoxPairs,
                     [](const Triangle& t, const AABB& b) { return AkenineMollerTriangleBox(b, t); });

// Intersects(Triangle, Triangle) against Moller's triangle-triangle test ("A Fast Triangle-Triangle Intersection
// Test", 1997), in float as the paper has it. A triangle lying strictly on one side of the other's plane misses
// it. Otherwise each triangle crosses the line where the two planes meet, over an interval found from the signed
// distances of its corners to the other plane (projected onto the coordinate axis the line is most along, the
// paper's shortcut); the triangles meet when the two intervals overlap. Coplanar triangles are tested in their
// plane: an edge of one crossing an edge of the other, or a corner of one inside the other.
float Cross2(const glm::vec2& a, const glm::vec2& b) { return a.x * b.y - a.y * b.x; }
bool SegmentsMeet2(const glm::vec2& a, const glm::vec2& b, const glm::vec2& c, const glm::vec2& d) {
  const float c_side = Cross2(b - a, c - a), d_side = Cross2(b - a, d - a);
  const float a_side = Cross2(d - c, a - c), b_side = Cross2(d - c, b - c);
  return c_side * d_side <= 0.0f && a_side * b_side <= 0.0f;
}
bool InsideTriangle2(const glm::vec2& p, const glm::vec2 (&t)[3]) {
  const float s0 = Cross2(t[1] - t[0], p - t[0]), s1 = Cross2(t[2] - t[1], p - t[1]),
              s2 = Cross2(t[0] - t[2], p - t[2]);
  return (s0 >= 0.0f && s1 >= 0.0f && s2 >= 0.0f) || (s0 <= 0.0f && s1 <= 0.0f && s2 <= 0.0f);
}
bool MollerCoplanar(const glm::vec3& normal, const Triangle& t1, const Triangle& t2) {
  // Drop the coordinate the normal is most along: the projection keeps the most area.
  const glm::vec3 n = glm::abs(normal);
  const int drop = n.x >= n.y && n.x >= n.z ? 0 : (n.y >= n.z ? 1 : 2);
  const int u = drop == 0 ? 1 : 0, v = drop == 2 ? 1 : 2;
  const glm::vec2 a[3] = {{t1.p0[u], t1.p0[v]}, {t1.p1[u], t1.p1[v]}, {t1.p2[u], t1.p2[v]}};
  const glm::vec2 b[3] = {{t2.p0[u], t2.p0[v]}, {t2.p1[u], t2.p1[v]}, {t2.p2[u], t2.p2[v]}};
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j) {
      if (SegmentsMeet2(a[i], a[(i + 1) % 3], b[j], b[(j + 1) % 3])) return true;
    }
  }
  return InsideTriangle2(a[0], b) || InsideTriangle2(b[0], a);
}
// The interval over which a triangle crosses the line: p are its corners projected onto the line, d their signed
// distances to the other plane. False when all three are on the plane.
bool MollerInterval(const float (&p)[3], const float (&d)[3], float& lo, float& hi) {
  int alone = 0;  // the corner on its own side of the plane; its two edges cross it
  if (d[0] * d[1] > 0.0f) {
    alone = 2;
  } else if (d[0] * d[2] > 0.0f) {
    alone = 1;
  } else if (d[1] * d[2] > 0.0f || d[0] != 0.0f) {
    alone = 0;
  } else if (d[1] != 0.0f) {
    alone = 1;
  } else if (d[2] != 0.0f) {
    alone = 2;
  } else {
    return false;
  }
  const int i = (alone + 1) % 3, j = (alone + 2) % 3;
  const float x = p[alone] + (p[i] - p[alone]) * d[alone] / (d[alone] - d[i]);
  const float y = p[alone] + (p[j] - p[alone]) * d[alone] / (d[alone] - d[j]);
  lo = std::min(x, y);
  hi = std::max(x, y);
  return true;
}
[[gnu::noinline]] bool MollerTriangleTriangle(const Triangle& t1, const Triangle& t2) {
  const glm::vec3 n2 = glm::cross(t2.p1 - t2.p0, t2.p2 - t2.p0);
  const float offset2 = glm::dot(n2, t2.p0);
  const float d1[3] = {glm::dot(n2, t1.p0) - offset2, glm::dot(n2, t1.p1) - offset2, glm::dot(n2, t1.p2) - offset2};
  if ((d1[0] > 0.0f && d1[1] > 0.0f && d1[2] > 0.0f) || (d1[0] < 0.0f && d1[1] < 0.0f && d1[2] < 0.0f)) return false;
  const glm::vec3 n1 = glm::cross(t1.p1 - t1.p0, t1.p2 - t1.p0);
  const float offset1 = glm::dot(n1, t1.p0);
  const float d2[3] = {glm::dot(n1, t2.p0) - offset1, glm::dot(n1, t2.p1) - offset1, glm::dot(n1, t2.p2) - offset1};
  if ((d2[0] > 0.0f && d2[1] > 0.0f && d2[2] > 0.0f) || (d2[0] < 0.0f && d2[1] < 0.0f && d2[2] < 0.0f)) return false;
  const glm::vec3 line = glm::abs(glm::cross(n1, n2));
  const int axis = line.x >= line.y && line.x >= line.z ? 0 : (line.y >= line.z ? 1 : 2);
  const float p1[3] = {t1.p0[axis], t1.p1[axis], t1.p2[axis]}, p2[3] = {t2.p0[axis], t2.p1[axis], t2.p2[axis]};
  float lo1 = 0.0f, hi1 = 0.0f, lo2 = 0.0f, hi2 = 0.0f;
  if (!MollerInterval(p1, d1, lo1, hi1) || !MollerInterval(p2, d2, lo2, hi2)) return MollerCoplanar(n1, t1, t2);
  return !(hi1 < lo2 || hi2 < lo1);
}

using TrianglePairs = ShapePairs<Triangle, Triangle>;
const TrianglePairs& RaceTrianglePairs() {
  static const TrianglePairs pairs = [] {
    TrianglePairs made;
    std::mt19937 rng(22);
    std::uniform_real_distribution<float> u(-1.5f, 1.5f), near(-0.5f, 0.5f);
    for (std::size_t i = 0; i < 2 * kRaceCases; ++i) {
      const Point p(near(rng), near(rng), near(rng));
      (i % 2 == 0 ? made.a : made.b)
          .emplace_back(p, p + glm::vec3(u(rng), u(rng), u(rng)), p + glm::vec3(u(rng), u(rng), u(rng)));
    }
    return made;
  }();
  return pairs;
}
[[maybe_unused]] const bool kTriangleTriangleRace =
    RegisterPairRace("IntersectsTriangleTriangle", "MollerReference", RaceTrianglePairs,
                     [](const Triangle& a, const Triangle& b) { return MollerTriangleTriangle(a, b); });

// A scene of N knots on a grid: the octree's raycast against the scene's linear one.
struct Grid {
  explicit Grid(int per_side) : octree(Point(0.0f), 4.0f * per_side, 3) {
    for (int x = 0; x < per_side; ++x) {
      for (int z = 0; z < per_side; ++z) {
        Model& model = scene.Add(Knot());
        model.position = Point((x - per_side / 2) * 4.0f, 0.0f, (z - per_side / 2) * 4.0f);
      }
    }
    for (const Model& model : scene.Models()) octree.Insert(&model);
  }
  Scene scene;
  Octree octree;
};

// Raycasts random rays into a grid of state.range(0)^2 knots through `query` (the scene or its octree).
template <class Query>
void SceneRaycast(benchmark::State& state, Query query) {
  const Grid grid(static_cast<int>(state.range(0)));
  const auto rays = RandomRays(1024, 2.0f * static_cast<float>(state.range(0)));
  std::size_t i = 0;
  for (auto _ : state) {
    float t = 0.0f;
    benchmark::DoNotOptimize(query(grid, rays[i++ & 1023], t));
  }
}
void BM_SceneRaycastLinear(benchmark::State& state) {
  SceneRaycast(state, [](const Grid& grid, const Ray& ray, float& t) { return grid.scene.Raycast(ray, t); });
}
void BM_SceneRaycastOctree(benchmark::State& state) {
  SceneRaycast(state, [](const Grid& grid, const Ray& ray, float& t) { return grid.octree.Raycast(ray, t); });
}
BENCHMARK(BM_SceneRaycastLinear)->Arg(4)->Arg(10);
BENCHMARK(BM_SceneRaycastOctree)->Arg(4)->Arg(10);

// Chapter 7: one swept-sphere test, and one 120 Hz step of a walking character in a room of boxes (the
// budget a game spends per character per step).
void BM_SweepSphereTriangle(benchmark::State& state) {
  const auto rays = RandomRays(1024, 3.0f);
  const Triangle triangle(Point(-1, 0, -1), Point(1, 0, -1), Point(0, 0.5f, 1));
  std::size_t i = 0;
  for (auto _ : state) {
    const Ray& ray = rays[i++ & 1023];
    Collisions::SweepHit hit;
    benchmark::DoNotOptimize(Collisions::SweepTest(Sphere(ray.position, 0.5f), ray.direction * 4.0f, triangle, hit));
  }
}
BENCHMARK(BM_SweepSphereTriangle);

void BM_CharacterStep(benchmark::State& state) {
  CollisionWorld world;
  world.colliders.emplace_back(Mesh::FromTriangles(BoxTriangles(AABB(Point(-10, -1, -10), Point(10, 0, 10)))),
                               glm::mat4(1.0f));
  for (int i = 0; i < state.range(0); ++i) {  // pillars on a grid
    const Point corner(-9.0f + 2.0f * static_cast<float>(i % 9), 0.0f, -9.0f + 2.0f * static_cast<float>(i / 9));
    world.colliders.emplace_back(Mesh::FromTriangles(BoxTriangles(AABB(corner, corner + glm::vec3(0.8f, 2, 0.8f)))),
                                 glm::mat4(1.0f));
  }
  CharacterController character(Point(0, 0.91f, 0), CharacterController::Settings{});
  float angle = 0.0f;
  for (auto _ : state) {
    angle += 0.01f;
    character.Step(world, glm::vec3(std::cos(angle), 0, std::sin(angle)) * 4.0f, false, 1.0f / 120.0f);
  }
  benchmark::DoNotOptimize(character.Body().center);
}
BENCHMARK(BM_CharacterStep)->Arg(0)->Arg(81);

// ---- Chapter 10: hulls, parity and the broad phase.

std::vector<Point> RandomPoints(int count) {
  std::mt19937 rng(9);
  std::uniform_real_distribution<float> u(-5.0f, 5.0f);
  std::vector<Point> points;
  for (int i = 0; i < count; ++i) points.emplace_back(u(rng), u(rng), u(rng));
  return points;
}

void BM_ConvexHull(benchmark::State& state) {
  const auto points = RandomPoints(static_cast<int>(state.range(0)));
  for (auto _ : state) benchmark::DoNotOptimize(Collisions::ConvexHull(points).faces.size());
}
BENCHMARK(BM_ConvexHull)->Arg(100)->Arg(1000)->Arg(10000);

void BM_PointInMeshTorus(benchmark::State& state) {
  const ObjLoadResult torus = LoadObjFile(AssetPath("torus.obj"));
  const auto points = RandomPoints(1024);
  std::size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(Collisions::PointInMesh(*torus.mesh, points[i++ & 1023] * 0.3f));
}
BENCHMARK(BM_PointInMeshTorus);

// Boxes drifting a little each frame: sort-and-sweep keeps its order, brute force tests every pair.
std::vector<AABB> DriftingBoxes(int count, int frame) {
  std::mt19937 rng(11);
  std::uniform_real_distribution<float> u(0.0f, 1.0f);
  const float world = 2.0f * std::cbrt(static_cast<float>(count));
  std::vector<AABB> boxes;
  for (int i = 0; i < count; ++i) {
    const Point centre(u(rng) * world, u(rng) * world, u(rng) * world);
    const Point drift(u(rng) - 0.5f, u(rng) - 0.5f, u(rng) - 0.5f);
    boxes.push_back(
        AABB::FromCenterExtents(centre + drift * (0.02f * static_cast<float>(frame % 100)), glm::vec3(0.5f)));
  }
  return boxes;
}

void BM_SortAndSweepFrame(benchmark::State& state) {
  std::vector<std::vector<AABB>> frames;
  for (int f = 0; f < 100; ++f) frames.push_back(DriftingBoxes(static_cast<int>(state.range(0)), f));
  SortAndSweep sweep;
  std::size_t f = 0;
  for (auto _ : state) {
    sweep.Update(frames[f++ % frames.size()]);
    benchmark::DoNotOptimize(sweep.Pairs().size());
  }
}
BENCHMARK(BM_SortAndSweepFrame)->Arg(100)->Arg(1000);

void BM_EveryOverlappingPair(benchmark::State& state) {
  const auto boxes = DriftingBoxes(static_cast<int>(state.range(0)), 0);
  for (auto _ : state) benchmark::DoNotOptimize(EveryOverlappingPair(boxes).size());
}
BENCHMARK(BM_EveryOverlappingPair)->Arg(100)->Arg(1000);

void BM_BoundingVolumeTreePairs(benchmark::State& state) {
  const BoundingVolumeTree tree(DriftingBoxes(static_cast<int>(state.range(0)), 0));
  for (auto _ : state) benchmark::DoNotOptimize(tree.Pairs().size());
}
BENCHMARK(BM_BoundingVolumeTreePairs)->Arg(100)->Arg(1000);

// Building: insertion (O(n log n)) against the lecture's bottom-up join (O(n^3)).
void BM_BoundingVolumeTreeBuildByInsertion(benchmark::State& state) {
  const auto boxes = DriftingBoxes(static_cast<int>(state.range(0)), 0);
  for (auto _ : state) benchmark::DoNotOptimize(BoundingVolumeTree(boxes).Root());
}
BENCHMARK(BM_BoundingVolumeTreeBuildByInsertion)->Arg(100)->Arg(1000)->Arg(10000);

void BM_BoundingVolumeTreeBuildBottomUp(benchmark::State& state) {
  const auto boxes = DriftingBoxes(static_cast<int>(state.range(0)), 0);
  for (auto _ : state) benchmark::DoNotOptimize(BoundingVolumeTree::BottomUp(boxes).Root());
}
BENCHMARK(BM_BoundingVolumeTreeBuildBottomUp)->Arg(100)->Arg(300);

// A frame of moving objects: each box updated in the tree, then the pairs.
void BM_BoundingVolumeTreeUpdateFrame(benchmark::State& state) {
  std::vector<std::vector<AABB>> frames;
  for (int f = 0; f < 100; ++f) frames.push_back(DriftingBoxes(static_cast<int>(state.range(0)), f));
  BoundingVolumeTree tree(frames[0]);
  std::size_t f = 0;
  for (auto _ : state) {
    const std::vector<AABB>& boxes = frames[++f % frames.size()];
    for (int i = 0; i < static_cast<int>(boxes.size()); ++i) tree.Update(i, boxes[static_cast<std::size_t>(i)]);
    benchmark::DoNotOptimize(tree.Pairs().size());
  }
}
BENCHMARK(BM_BoundingVolumeTreeUpdateFrame)->Arg(100)->Arg(1000);

// Chapter 11: each exact swept test over 1024 random motions (rays' origins and directions, 4 units long), and
// each search on the tunnelling scene: the cost of finding the box against the wall once.
template <class Sweep>
void SweepBenchmark(benchmark::State& state, const Sweep& sweep) {
  const auto rays = RandomRays(1024, 3.0f);
  std::size_t i = 0;
  for (auto _ : state) {
    const Ray& ray = rays[i++ & 1023];
    benchmark::DoNotOptimize(sweep(ray.position, ray.direction * 4.0f));
  }
}
void BM_MovingSpherePlane(benchmark::State& state) {
  SweepBenchmark(state, [](const Point& at, const glm::vec3& v) {
    return Collisions::MovingSpherePlane(Sphere(at, 0.5f), Plane({0, 1, 0.2f}, 0.5f), v).t;
  });
}
void BM_MovingSphereSphere(benchmark::State& state) {
  SweepBenchmark(state, [](const Point& at, const glm::vec3& v) {
    float t = 0.0f;
    return Collisions::MovingSphereSphere(Sphere(at, 0.5f), v, Sphere(Point(0.0f), 1.0f), -0.5f * v, t);
  });
}
void BM_MovingSphereAABB(benchmark::State& state) {
  SweepBenchmark(state, [](const Point& at, const glm::vec3& v) {
    float t = 0.0f;
    return Collisions::MovingSphereAABB(Sphere(at, 0.5f), v, AABB(), t);
  });
}
void BM_MovingAABBAABB(benchmark::State& state) {
  SweepBenchmark(state, [](const Point& at, const glm::vec3& v) {
    float t = 0.0f;
    return Collisions::MovingAABBAABB(AABB(at - 0.5f, at + 0.5f), v, AABB(), glm::vec3(0.0f), t);
  });
}
void BM_MovingAABBPlane(benchmark::State& state) {
  SweepBenchmark(state, [](const Point& at, const glm::vec3& v) {
    float t = 0.0f;
    return Collisions::MovingAABBPlane(AABB(at - 0.5f, at + 0.5f), v, Plane({0, 1, 0.2f}, 0.5f), t);
  });
}
BENCHMARK(BM_MovingSpherePlane);
BENCHMARK(BM_MovingSphereSphere);
BENCHMARK(BM_MovingSphereAABB);
BENCHMARK(BM_MovingAABBAABB);
BENCHMARK(BM_MovingAABBPlane);

// The tunnelling scene's box against its wall, at s of the motion.
bool TunnellingBoxMeetsWall(float s) {
  return Collisions::Intersects(cases::tunnelling::BoxAt(s), cases::tunnelling::kWall);
}
void BM_TimeSlicingSearch(benchmark::State& state) {
  for (auto _ : state) {
    int tests = 0;
    benchmark::DoNotOptimize(Collisions::TimeSlicingSearch(TunnellingBoxMeetsWall, 0.66f, 0.033f, tests));
  }
}
void BM_LinearImpactSearch(benchmark::State& state) {
  for (auto _ : state) {
    int tests = 0;
    benchmark::DoNotOptimize(Collisions::LinearImpactSearch(TunnellingBoxMeetsWall, 32, tests));
  }
}
void BM_BinaryImpactSearch(benchmark::State& state) {
  const auto may_meet = [](float from, float to) {
    return Collisions::Intersects(cases::tunnelling::SweptBox(from, to), cases::tunnelling::kWall);
  };
  for (auto _ : state) {
    int tests = 0;
    benchmark::DoNotOptimize(Collisions::BinaryImpactSearch(may_meet, 0.05f, tests));
  }
}
BENCHMARK(BM_TimeSlicingSearch);
BENCHMARK(BM_LinearImpactSearch);
BENCHMARK(BM_BinaryImpactSearch);

// Chapter 12: the oriented box, the capsule and the cylinder over 1024 random placements, and the generic
// separating-axis test next to the specialised one on the same box pairs.
OBB TurnedBox(const Point& center, float angle) {
  OBB box;
  box.center = center;
  box.axes = glm::mat3(glm::rotate(glm::mat4(1.0f), angle, glm::vec3(1, 2, 3)));
  box.half_extents = glm::vec3(1.0f, 0.6f, 0.8f);
  return box;
}
template <class Query>
void ShapeBenchmark(benchmark::State& state, const Query& query) {
  const auto rays = RandomRays(1024, 1.0f);
  std::size_t i = 0;
  for (auto _ : state) {
    const Ray& ray = rays[i++ & 1023];
    benchmark::DoNotOptimize(query(ray));
  }
}
void BM_IntersectsOBBOBB(benchmark::State& state) {
  ShapeBenchmark(state, [](const Ray& r) {
    return Collisions::Intersects(TurnedBox(Point(0.0f), 0.3f), TurnedBox(r.position, 1.1f));
  });
}
void BM_IntersectsOBBOBBGenericSAT(benchmark::State& state) {
  ShapeBenchmark(state, [](const Ray& r) {
    return Collisions::Intersects(Collisions::SatShapeOf(TurnedBox(Point(0.0f), 0.3f)),
                                  Collisions::SatShapeOf(TurnedBox(r.position, 1.1f)));
  });
}
void BM_IntersectsOBBTriangle(benchmark::State& state) {
  ShapeBenchmark(state, [](const Ray& r) {
    return Collisions::Intersects(TurnedBox(Point(0.0f), 0.3f),
                                  Triangle(r.position, r.position + r.direction, Point(0.5f)));
  });
}
void BM_RaycastOBB(benchmark::State& state) {
  ShapeBenchmark(state, [](const Ray& r) {
    float t = 0.0f;
    return Collisions::Raycast(r, TurnedBox(Point(0.0f), 0.3f), t);
  });
}
void BM_IntersectsCapsuleCapsule(benchmark::State& state) {
  ShapeBenchmark(state, [](const Ray& r) {
    return Collisions::Intersects(Capsule{Point(0, -1, 0), Point(0, 1, 0), 0.5f},
                                  Capsule{r.position, r.position + r.direction, 0.3f});
  });
}
void BM_IntersectsCapsuleAABB(benchmark::State& state) {
  ShapeBenchmark(state, [](const Ray& r) {
    return Collisions::Intersects(Capsule{r.position, r.position + r.direction, 0.3f}, AABB());
  });
}
void BM_RaycastCapsule(benchmark::State& state) {
  ShapeBenchmark(state, [](const Ray& r) {
    float t = 0.0f;
    return Collisions::Raycast(r, Capsule{Point(0, -1, 0), Point(0, 1, 0), 0.5f}, t);
  });
}
void BM_RaycastCylinder(benchmark::State& state) {
  ShapeBenchmark(state, [](const Ray& r) {
    float t = 0.0f;
    return Collisions::Raycast(r, Cylinder{Point(0, -1, 0), Point(0, 1, 0), 0.5f}, t);
  });
}
// Chapter 13: GJK and EPA on the same pairs as the specialised tests, to show what generality costs.
void BM_IntersectsOBBOBBGjk(benchmark::State& state) {
  ShapeBenchmark(state, [](const Ray& r) {
    return Collisions::Intersects(Collisions::ConvexShapeOf(TurnedBox(Point(0.0f), 0.3f)),
                                  Collisions::ConvexShapeOf(TurnedBox(r.position, 1.1f)));
  });
}
void BM_IntersectsCapsuleCapsuleGjk(benchmark::State& state) {
  ShapeBenchmark(state, [](const Ray& r) {
    return Collisions::Intersects(Collisions::ConvexShapeOf(Capsule{Point(0, -1, 0), Point(0, 1, 0), 0.5f}),
                                  Collisions::ConvexShapeOf(Capsule{r.position, r.position + r.direction, 0.3f}));
  });
}
void BM_EpaOBBOBB(benchmark::State& state) {
  ShapeBenchmark(state, [](const Ray& r) {
    return Collisions::Epa(Collisions::ConvexShapeOf(TurnedBox(Point(0.0f), 0.3f)),
                           Collisions::ConvexShapeOf(TurnedBox(r.position * 0.3f, 1.1f)))
        .depth;
  });
}
void BM_EpaSphereSphere(benchmark::State& state) {
  ShapeBenchmark(state, [](const Ray& r) {
    return Collisions::Epa(Collisions::ConvexShapeOf(Sphere(Point(0.0f), 1.0f)),
                           Collisions::ConvexShapeOf(Sphere(r.position * 0.5f, 0.8f)))
        .depth;
  });
}
BENCHMARK(BM_IntersectsOBBOBB);
BENCHMARK(BM_IntersectsOBBOBBGenericSAT);
BENCHMARK(BM_IntersectsOBBOBBGjk);
BENCHMARK(BM_IntersectsCapsuleCapsuleGjk);
BENCHMARK(BM_EpaOBBOBB);
BENCHMARK(BM_EpaSphereSphere);
BENCHMARK(BM_IntersectsOBBTriangle);
BENCHMARK(BM_RaycastOBB);
BENCHMARK(BM_IntersectsCapsuleCapsule);
BENCHMARK(BM_IntersectsCapsuleAABB);
BENCHMARK(BM_RaycastCapsule);
BENCHMARK(BM_RaycastCylinder);

}  // namespace
}  // namespace lab

// `lab_benchmarks --race [--quick]` races the production BVH against Embree (bvh_race.cpp); anything else is
// Google Benchmark's.
int main(int argc, char** argv) {
  const std::vector<std::string_view> arguments(argv + 1, argv + argc);
  if (std::find(arguments.begin(), arguments.end(), "--race") != arguments.end()) {
    return lab::RunBvhRace(std::find(arguments.begin(), arguments.end(), "--quick") != arguments.end());
  }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
