// The production triangle BVH (beyond the tutorial): what the lab's own queries use where the book's BVHNode
// (models.hpp, which students build in chapter 4) would be too slow — the ellipsoid world, PointInMesh's
// parity rays, the production model raycast and the benchmarks against Embree. GLM only, never GL.
#pragma once

#include <cstdint>
#include <cstring>
#include <limits>
#include <span>
#include <vector>

#include <glm/common.hpp>
#include <glm/vec3.hpp>

#include "collisions/collisions.hpp"

namespace lab {

class Model;

namespace bvh_detail {
// The tree's memory: from 2 MiB up in whole 2 MiB pages, aligned to them and marked for the kernel's transparent
// huge pages (Linux), so that a ray's walk through a large tree costs no TLB miss per node (as Embree's does).
void* AllocateTreeMemory(std::size_t bytes, std::size_t alignment);
void FreeTreeMemory(void* memory, std::size_t bytes, std::size_t alignment) noexcept;

template <class T>
struct TreeAllocator {
  using value_type = T;
  TreeAllocator() = default;
  template <class U>
  TreeAllocator(const TreeAllocator<U>&) noexcept {}
  T* allocate(std::size_t n) { return static_cast<T*>(AllocateTreeMemory(n * sizeof(T), alignof(T))); }
  void deallocate(T* p, std::size_t n) noexcept { FreeTreeMemory(p, n * sizeof(T), alignof(T)); }
  friend bool operator==(const TreeAllocator&, const TreeAllocator&) { return true; }
};
}  // namespace bvh_detail

// A ray's hit on a triangle: t along the ray's unit direction, the triangle's index in the mesh, and the
// barycentric weights of its p1 and p2 (p0's is 1 - u - v).
struct TriangleHit {
  float t = -1.0f;
  int triangle = -1;
  float u = 0.0f, v = 0.0f;
};

// Woop, Benthin and Wald's watertight ray-triangle test ("Watertight Ray/Triangle Intersection", JCGT 2013).
// The ray is sheared so that it runs along +z from the origin; each edge's side of it is then a 2D cross
// product of two sheared vertices, computed identically (up to its sign) for the two triangles that share the
// edge, so no ray passes between them. An edge whose float value is too close to zero to trust (within
// kEdgeFilter of its rounding) is decided in double, as a double-precision test would, for both triangles alike.
// Two-sided; touching an edge or a vertex counts (a ray through a shared edge hits both triangles); a zero-area
// triangle or a ray in the triangle's plane misses; t from 0 (the origin on the triangle) to t_max, and finite (a
// t that overflows float is no hit). NaN anywhere never hits.
class WatertightRay {
 public:
  explicit WatertightRay(const Ray& ray);
  bool Usable() const { return usable_; }
  bool Intersect(const Triangle& triangle, float t_max, TriangleHit& hit) const;

 private:
  friend class TriangleBvh;
  struct RawHit {
    float t, u, v, w, det;
    // t, and the weights of p1 and p2 (the areas opposite them over the whole).
    void Into(TriangleHit& hit) const {
      hit.t = t;
      hit.u = v / det;
      hit.v = w / det;
    }
  };
  bool Test(const Triangle& triangle, float t_max, RawHit& out) const;
  bool TestInDouble(const Triangle& triangle, float t_max, RawHit& out) const;
  struct Inline {};
  WatertightRay(const Ray& ray, Inline);  // the constructor, inlined into the tree's traversals (bvh.cpp)
  glm::vec3 origin_{0.0f};
  int kx_ = 0, ky_ = 1, kz_ = 2;  // the axes permuted so that z is the direction's largest component
  float shear_x_ = 0.0f, shear_y_ = 0.0f, shear_z_ = 1.0f;
  glm::vec3 direction_{0.0f, 0.0f, 1.0f};  // for the shear in double (edges too close to call), made when needed
  float edge_filter_ = 0.0f;               // kEdgeFilter times the shear's growth 1 + |shear_x| + |shear_y|
  bool usable_ = false;
};

// A bounding-volume hierarchy over a triangle soup, as production ray tracers build one: binned
// surface-area-heuristic splits (O(n log n)), leaves of at most kMaxLeafTriangles, and 8-wide nodes whose
// children's boxes are stored as structure of arrays and tested four at a time (SSE). Rays are the watertight test
// above, traversed near child first with a fixed stack. Triangles with a NaN or infinite corner are left out
// (they meet nothing); a query with NaN meets nothing; touching counts.
class TriangleBvh {
 public:
  // Triangles tested at once (SSE): the SAH counts a side's triangles in these blocks, and stops splitting at one.
  static constexpr int kBlockTriangles = 4;
  // A leaf holds one or two blocks: two sibling blocks that would otherwise make a node of their own become one
  // leaf (a whole node for at most 8 triangles would cost 32 bytes a triangle and a cache miss).
  static constexpr int kMaxLeafTriangles = 2 * kBlockTriangles;
  // Children a node (Embree's width on AVX): half the levels of a 4-wide tree, so a ray waits on half as many
  // nodes from memory; their boxes are tested four at a time (SSE), two tests a node. On the 2-core Zen 1, 20%
  // more incoherent rays a second than with 4 at 100k triangles, in less memory.
  static constexpr int kWidth = 8;
  static constexpr int kBins = 16;  // SAH candidates per axis and node
  static constexpr float kNoLimit = std::numeric_limits<float>::infinity();
  // The traversal stacks' size: the build bounds the depth so that no traversal needs more (bvh.cpp).
  static constexpr int kStackSize = 560;

  TriangleBvh() = default;
  // Throws std::length_error for more than kMaxTriangles triangles (268 million: about 10 GB of mesh).
  explicit TriangleBvh(std::span<const Triangle> triangles);

  // The nearest triangle the ray meets with 0 <= t <= t_max; false (and hit untouched) on a miss.
  bool Raycast(const Ray& ray, TriangleHit& hit, float t_max = kNoLimit) const;
  // Whether the ray meets any triangle with 0 <= t <= t_max; stops at the first found (shadow rays).
  bool AnyHit(const Ray& ray, float t_max = kNoLimit) const;
  // Calls visit(index) once for every triangle whose box meets the box (touching counts), until visit returns
  // true; returns whether it did.
  template <class Visit>
  bool ForEachInBox(const AABB& box, Visit&& visit) const;
  // Calls visit(index) once for every triangle whose box the ray origin + s direction, s >= 0, may meet
  // (computed in double and conservatively: a graze counts), until visit returns true. For exact ray tests of
  // one's own, such as PointInMesh's parity count.
  template <class Visit>
  bool ForEachAlongRay(const glm::dvec3& origin, const glm::dvec3& direction, Visit&& visit) const;

  // Whether any triangle meets the shape (Collisions::Intersects(Triangle, shape): touching counts).
  bool Intersects(const Sphere& sphere) const;
  bool Intersects(const AABB& box) const;
  bool Intersects(const Triangle& triangle) const;

  const AABB& Bounds() const { return bounds_; }
  std::size_t TriangleCount() const { return triangle_count_; }
  std::size_t NodeCount() const { return nodes_.size(); }
  int Depth() const { return depth_; }  // node levels, the root's included
  // The tree's memory: its nodes, its copies of the triangles' corners and their indices in the mesh.
  std::size_t Bytes() const { return nodes_.size() * sizeof(Node) + leaves_.size() * sizeof(float); }

  // A child slot: >= 0 an inner node's index, kEmpty unused, otherwise a leaf: ~(first << 3 | (count - 1)), its
  // count (1 to 8) triangles from first in the tree's triangle copies. So a tree holds at most kMaxTriangles. A leaf's
  // corners are stored as structure of arrays, 10 rows of count values from 10 first in leaves_: p0.x of its count
  // triangles, then p0.y, p0.z, p1.x, ..., p2.z, and last their indices in the mesh (int32 bits), so that four lanes
  // of a row load at once (the lanes past count are garbage, masked) and a hit's index is next to its corners.
  static constexpr std::size_t kMaxTriangles = std::size_t{1} << 28;
  static constexpr std::int32_t kEmpty = std::numeric_limits<std::int32_t>::min();
  // 224 bytes, aligned to 64 (256 with padding): a node takes four whole cache lines.
  struct alignas(64) Node {
    float bounds[6][kWidth];  // min x, y, z then max x, y, z, for each child
    std::int32_t child[kWidth];
  };
  // A leaf's triangle as the box and shape queries see it.
  struct LeafTriangle {
    Triangle corners;
    std::int32_t index;  // in the mesh
  };

 private:
  static bool IsLeaf(std::int32_t child) { return child < 0 && child != kEmpty; }
  static std::int32_t LeafFirst(std::int32_t child) { return ~child >> 3; }
  static std::int32_t LeafCount(std::int32_t child) { return (~child & 7) + 1; }  // 1 to 8
  static std::int32_t LeafOf(std::int32_t first, std::int32_t count) { return ~(first << 3 | (count - 1)); }
  // The node's children (a bit mask) whose boxes meet the box, or come within the sphere's radius of its centre
  // (touching counts; NaN meets nothing). Four at a time with SSE.
  static int BoxesMeet(const Node& node, const AABB& box);
  static int BoxesNear(const Node& node, const Sphere& sphere);
  // The triangle's box (its corners already ordered: AABB's constructor would order them again, out of line).
  static AABB BoundsOf(const Triangle& t) {
    AABB box;
    box.min = glm::min(glm::min(t.p0, t.p1), t.p2);
    box.max = glm::max(glm::max(t.p0, t.p1), t.p2);
    return box;
  }
  static bool TriangleBoxMeets(const Triangle& t, const AABB& box) {
    const AABB bounds = BoundsOf(t);
    return bounds.min.x <= box.max.x && box.min.x <= bounds.max.x && bounds.min.y <= box.max.y &&
           box.min.y <= bounds.max.y && bounds.min.z <= box.max.z && box.min.z <= bounds.max.z;
  }
  static int RayMeetsBoxes(const Node& node, const glm::dvec3& origin, const glm::dvec3& inverse);
  // The corners of leaf triangle `lane` (0 to count - 1) of the leaf whose corners start at `block`.
  static Triangle CornersAt(const float* block, std::int32_t count, std::int32_t lane) {
    const float* p = block + lane;
    const std::size_t c = static_cast<std::size_t>(count);
    return Triangle(Point(p[0], p[c], p[2 * c]), Point(p[3 * c], p[4 * c], p[5 * c]),
                    Point(p[6 * c], p[7 * c], p[8 * c]));
  }
  static std::int32_t IndexAt(const float* block, std::int32_t count, std::int32_t lane) {
    std::int32_t index;
    std::memcpy(&index, block + 9 * count + lane, sizeof index);
    return index;
  }
  // Asks the memory for a child's node or leaf block, every cache line of it, before the traversal needs it (a child
  // waiting on the stack).
  void Prefetch(std::int32_t child) const {
    const char* at = IsLeaf(child) ? reinterpret_cast<const char*>(LeafBlock(LeafFirst(child)))
                                   : reinterpret_cast<const char*>(&nodes_[static_cast<std::size_t>(child)]);
    const std::size_t bytes =
        IsLeaf(child) ? 10 * sizeof(float) * static_cast<std::size_t>(LeafCount(child)) : sizeof(Node);
    // From the line the block starts in to the line its last byte is in (a leaf's block need not start a line).
    const auto first_line = reinterpret_cast<std::uintptr_t>(at) & ~std::uintptr_t{63};
    for (std::uintptr_t line = first_line; line < reinterpret_cast<std::uintptr_t>(at) + bytes; line += 64) {
      __builtin_prefetch(reinterpret_cast<const void*>(line));
    }
  }
  const float* LeafBlock(std::int32_t first) const { return leaves_.data() + 10 * static_cast<std::size_t>(first); }
  struct LeafRay;  // the ray's data for the leaf tests (bvh.cpp)
  // Whether any of a leaf's triangles meets the ray with t <= t_max (out of line, as NearestInLeaf).
  [[gnu::noinline]] static bool AnyInLeaf(const WatertightRay& test, const LeafRay& leaf_ray, const float* block,
                                          std::int32_t count, float t_max);
  // The rays' traversal, near child first: the nearest hit into *hit, or with kAnyHit the first hit found.
  template <bool kAnyHit>
  bool Traverse(const Ray& ray, float t_max, TriangleHit* hit) const;
  [[gnu::noinline]] static void NearestInLeaf(const WatertightRay& test, const LeafRay& leaf_ray, const float* block,
                                              std::int32_t count, float& best, WatertightRay::RawHit& nearest,
                                              std::int32_t& nearest_index);
  // Walks the tree into every child in the mask meets(node) returns and calls visit(leaf triangle) on the
  // triangles of each leaf reached, until it returns true; returns whether it did.
  template <class MeetsBox, class Visit>
  bool Walk(MeetsBox&& meets, Visit&& visit) const;
  // Calls visit(leaf triangle) for each triangle whose box meets the box, until it returns true.
  template <class Visit>
  bool VisitInBox(const AABB& box, Visit&& visit) const;

  std::vector<Node, bvh_detail::TreeAllocator<Node>> nodes_;
  std::vector<float, bvh_detail::TreeAllocator<float>>
      leaves_;  // the leaves' corners and indices (see Node), and 3 floats of padding
  std::size_t triangle_count_ = 0;
  AABB bounds_{Point(0.0f), Point(0.0f)};
  int depth_ = 0;
};

// A world-space ray against a placed model through its mesh's TriangleBvh, t in world units: the production
// counterpart of Collisions::Raycast(Ray, Model), which students write over the book's BVH. False on a miss, an
// empty model or one scaled to nothing.
bool RaycastModel(const Ray& ray, const Model& model, TriangleHit& hit);
// Whether the world-space ray meets the placed model with 0 <= t <= t_max world units (a shadow ray); stops at
// the first triangle found. False for an empty model, one scaled to nothing, and a NaN t_max.
bool AnyHitModel(const Ray& ray, const Model& model, float t_max = TriangleBvh::kNoLimit);

// ---- Template definitions.

template <class MeetsBox, class Visit>
bool TriangleBvh::Walk(MeetsBox&& meets, Visit&& visit) const {
  if (nodes_.empty()) return false;
  std::int32_t stack[kStackSize];
  int size = 0;
  stack[size++] = 0;
  while (size > 0) {
    const Node& node = nodes_[static_cast<std::size_t>(stack[--size])];
    for (int mask = meets(node); mask != 0; mask &= mask - 1) {
      const std::int32_t child = node.child[__builtin_ctz(static_cast<unsigned>(mask))];
      if (child == kEmpty) continue;
      if (!IsLeaf(child)) {
        stack[size++] = child;
        continue;
      }
      const std::int32_t first = LeafFirst(child), count = LeafCount(child);
      const float* block = LeafBlock(first);
      for (std::int32_t lane = 0; lane < count; ++lane) {
        if (visit(LeafTriangle{CornersAt(block, count, lane), IndexAt(block, count, lane)})) return true;
      }
    }
  }
  return false;
}

template <class Visit>
bool TriangleBvh::VisitInBox(const AABB& box, Visit&& visit) const {
  if (!Collisions::Intersects(bounds_, box)) return false;
  return Walk([&](const Node& node) { return BoxesMeet(node, box); },
              [&](const LeafTriangle& leaf) { return TriangleBoxMeets(leaf.corners, box) && visit(leaf); });
}

template <class Visit>
bool TriangleBvh::ForEachInBox(const AABB& box, Visit&& visit) const {
  return VisitInBox(box, [&](const LeafTriangle& leaf) { return visit(leaf.index); });
}

template <class Visit>
bool TriangleBvh::ForEachAlongRay(const glm::dvec3& origin, const glm::dvec3& direction, Visit&& visit) const {
  const glm::dvec3 inverse = 1.0 / direction;
  return Walk([&](const Node& node) { return RayMeetsBoxes(node, origin, inverse); },
              [&](const LeafTriangle& leaf) { return visit(leaf.index); });
}

}  // namespace lab
