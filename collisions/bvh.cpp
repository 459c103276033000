// The production triangle BVH: binned SAH build into a binary tree, collapsed into 8-wide nodes; the watertight
// ray-triangle test; near-first traversal with SSE box tests.
// Built with -ffp-contract=off (collisions/CMakeLists.txt): the watertight test relies on an edge's function
// being computed the same way, to the bit, in the two triangles that share it, which a fused multiply-add in
// one place and not the other would break.
#include "collisions/bvh.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstring>
#include <new>
#include <stdexcept>
#include <string>
#include <utility>

#include "collisions/detail.hpp"
#include "collisions/models.hpp"

#if defined(__SSE2__)
#include <immintrin.h>
#endif

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace lab {

namespace bvh_detail {

namespace {
constexpr std::size_t kHugePage = std::size_t{2} << 20;
}

void* AllocateTreeMemory(std::size_t bytes, std::size_t alignment) {
  if (bytes < kHugePage) return ::operator new(bytes, std::align_val_t(alignment));
  const std::size_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
  void* memory = ::operator new(rounded, std::align_val_t(kHugePage));
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  madvise(memory, rounded, MADV_HUGEPAGE);  // a hint: without it (or refused) the pages are ordinary
#endif
  return memory;
}

void FreeTreeMemory(void* memory, std::size_t bytes, std::size_t alignment) noexcept {
  if (bytes < kHugePage) {
    ::operator delete(memory, std::align_val_t(alignment));
  } else {
    ::operator delete(memory, std::align_val_t(kHugePage));
  }
}

}  // namespace bvh_detail

namespace {

// The box traversal's far distance is stretched by this factor (1 + 2 gamma(3), PBRT's bound on the rounding of
// the slab distances), so a ray that meets a triangle never misses the boxes around it.
constexpr float kSlabRounding = 1.0f + 2.0f * (3.0f * 0x1p-24f) / (1.0f - 3.0f * 0x1p-24f);
// The same for ForEachAlongRay's double slab test; generous, since it only visits a few more triangles.
constexpr double kDoubleSlabRounding = 1.0 + 1e-12;
// The binary tree's depth beyond which nodes split at the median (by index along the widest centroid axis)
// instead of by SAH. The depth is then at most this plus log2(n) <= 79, and a traversal, which adds at most
// kWidth - 1 entries a level, needs at most (kWidth - 1) * 79 + 1 of its kStackSize entries.
constexpr int kMaxSahDepth = 48;
static_assert((TriangleBvh::kWidth - 1) * (kMaxSahDepth + 31) + 1 <= TriangleBvh::kStackSize);
static_assert(TriangleBvh::kWidth % 4 == 0 && TriangleBvh::kWidth <= 8);  // whole SSE groups; masks in a byte
// The watertight test's float filter: an edge value within this many units of its rounding bound (the sheared
// coordinates' size times their reach, relative) is too close to zero to trust in float. Float's rounding of the
// shear and the products stays below 8 ulps (5e-7); 1e-6 leaves room.
constexpr float kEdgeFilter = 1e-6f;

bool IsFinite(const glm::vec3& v) { return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z); }

float HalfArea(const glm::vec3& lo, const glm::vec3& hi) {
  const glm::vec3 size = glm::max(hi - lo, glm::vec3(0.0f));
  return size.x * size.y + size.y * size.z + size.z * size.x;
}

struct Box {
  glm::vec3 lo{std::numeric_limits<float>::infinity()};
  glm::vec3 hi{-std::numeric_limits<float>::infinity()};
  void Grow(const glm::vec3& p) {
    lo = glm::min(lo, p);
    hi = glm::max(hi, p);
  }
  void Grow(const Box& b) {
    lo = glm::min(lo, b.lo);
    hi = glm::max(hi, b.hi);
  }
  float HalfArea() const { return lab::HalfArea(lo, hi); }
};

// ---- The binary SAH build.

struct Reference {
  Box box;
  glm::vec3 centroid;
  std::int32_t triangle;
};
// BinBox's 16-byte loads from box.lo, box.hi and centroid each end inside the reference.
static_assert(offsetof(Reference, box) == 0 && offsetof(Box, hi) == 12 && offsetof(Reference, centroid) == 24 &&
              sizeof(Reference) == 40);

// A box (a SAH bin's, a node's), grown from references four lanes at a time where SSE is there (binning is most of a
// build).
struct BinBox {
#if defined(__SSE2__)
  __m128 lo = _mm_set1_ps(std::numeric_limits<float>::infinity());
  __m128 hi = _mm_set1_ps(-std::numeric_limits<float>::infinity());
  // Each load takes a fourth float, the next field's (hi.x, centroid.x, the triangle's bits), in a lane never read.
  void Grow(const Reference& r) {
    lo = _mm_min_ps(lo, _mm_loadu_ps(&r.box.lo.x));
    hi = _mm_max_ps(hi, _mm_loadu_ps(&r.box.hi.x));
  }
  void GrowCentroid(const Reference& r) {
    const __m128 centroid = _mm_loadu_ps(&r.centroid.x);
    lo = _mm_min_ps(lo, centroid);
    hi = _mm_max_ps(hi, centroid);
  }
  Box ToBox() const {
    alignas(16) float l[4], h[4];
    _mm_store_ps(l, lo);
    _mm_store_ps(h, hi);
    Box box;
    box.lo = glm::vec3(l[0], l[1], l[2]);
    box.hi = glm::vec3(h[0], h[1], h[2]);
    return box;
  }
#else
  Box box;
  void Grow(const Reference& r) { box.Grow(r.box); }
  void GrowCentroid(const Reference& r) { box.Grow(r.centroid); }
  Box ToBox() const { return box; }
#endif
};

struct BinaryNode {
  Box box;
  std::int32_t left = -1, right = -1;  // children, or -1 for a leaf
  std::int32_t first = 0, count = 0;   // its references (contiguous: a node's are its children's)
};

class BinaryBuilder {
 public:
  explicit BinaryBuilder(std::vector<Reference>& references) : references_(references) {
    nodes_.reserve(2 * references.size() / TriangleBvh::kBlockTriangles + 1);
  }
  std::vector<BinaryNode>& Build() {
    Make(0, static_cast<std::int32_t>(references_.size()), 0);
    return nodes_;
  }

 private:
  // Builds the node over references [first, first + count) and returns its index.
  std::int32_t Make(std::int32_t first, std::int32_t count, int depth) {
    const auto index = static_cast<std::int32_t>(nodes_.size());
    nodes_.emplace_back();
    BinBox bounds, centroid_bounds;
    for (std::int32_t i = first; i < first + count; ++i) {
      bounds.Grow(references_[static_cast<std::size_t>(i)]);
      centroid_bounds.GrowCentroid(references_[static_cast<std::size_t>(i)]);
    }
    const Box centroids = centroid_bounds.ToBox();
    nodes_[static_cast<std::size_t>(index)].box = bounds.ToBox();
    nodes_[static_cast<std::size_t>(index)].first = first;
    nodes_[static_cast<std::size_t>(index)].count = count;
    std::int32_t split = Split(first, count, centroids, depth);
    if (split < 0) return index;
    const std::int32_t left = Make(first, split - first, depth + 1);
    const std::int32_t right = Make(split, first + count - split, depth + 1);
    nodes_[static_cast<std::size_t>(index)].left = left;
    nodes_[static_cast<std::size_t>(index)].right = right;
    return index;
  }

  // Partitions the references and returns where the right child starts, or -1 to make a leaf: the split plane
  // between bins with the least surface-area cost A_left n_left + A_right n_right.
  std::int32_t Split(std::int32_t first, std::int32_t count, const Box& centroids, int depth) {
    // Small enough for a leaf: a node's box test costs about as much as testing its 4 triangles, and the
    // smaller tree fits 64 bytes a triangle.
    if (count <= TriangleBvh::kBlockTriangles) return -1;
    const glm::vec3 extent = centroids.hi - centroids.lo;
    const int widest = extent.x >= extent.y && extent.x >= extent.z ? 0 : (extent.y >= extent.z ? 1 : 2);
    auto begin = references_.begin() + first, end = begin + count;
    if (!(extent[widest] > 0.0f) || depth >= kMaxSahDepth) {
      // Every centroid in one place (or the tree too deep): halve by index, along the widest axis.
      return Halve(first, count, widest);
    }
    // The three axes binned in one pass over the references (a large node's do not fit in the cache).
    std::array<std::array<BinBox, TriangleBvh::kBins>, 3> bins;
    std::array<std::array<int, TriangleBvh::kBins>, 3> counts{};
    glm::vec3 scale(0.0f);
    for (int axis = 0; axis < 3; ++axis) {
      if (extent[axis] > 0.0f) scale[axis] = TriangleBvh::kBins / extent[axis];
    }
    for (auto it = begin; it != end; ++it) {
      for (std::size_t axis = 0; axis < 3; ++axis) {
        const auto bin =
            static_cast<std::size_t>(BinOf(it->centroid[int(axis)], centroids.lo[int(axis)], scale[int(axis)]));
        bins[axis][bin].Grow(*it);
        ++counts[axis][bin];
      }
    }
    float best_cost = std::numeric_limits<float>::infinity();
    int best_axis = -1, best_bin = 0;
    for (int axis = 0; axis < 3; ++axis) {
      if (!(extent[axis] > 0.0f)) continue;
      const auto& axis_bins = bins[static_cast<std::size_t>(axis)];
      const auto& axis_counts = counts[static_cast<std::size_t>(axis)];
      // Sweep from the right, then from the left, costing each of the kBins - 1 planes between bins.
      std::array<float, TriangleBvh::kBins> right_cost{};
      Box right;
      int right_count = 0;
      for (int bin = TriangleBvh::kBins - 1; bin > 0; --bin) {
        right.Grow(axis_bins[static_cast<std::size_t>(bin)].ToBox());
        right_count += axis_counts[static_cast<std::size_t>(bin)];
        right_cost[static_cast<std::size_t>(bin)] = right.HalfArea() * Blocks(right_count);
      }
      Box left;
      int left_count = 0;
      for (int bin = 0; bin < TriangleBvh::kBins - 1; ++bin) {
        left.Grow(axis_bins[static_cast<std::size_t>(bin)].ToBox());
        left_count += axis_counts[static_cast<std::size_t>(bin)];
        if (left_count == 0 || left_count == count) continue;
        const float cost = left.HalfArea() * Blocks(left_count) + right_cost[static_cast<std::size_t>(bin + 1)];
        if (cost < best_cost) {
          best_cost = cost;
          best_axis = axis;
          best_bin = bin;
        }
      }
    }
    if (best_axis < 0) return Halve(first, count, widest);
    const auto middle = std::partition(begin, end, [&](const Reference& r) {
      return BinOf(r.centroid[best_axis], centroids.lo[best_axis], scale[best_axis]) <= best_bin;
    });
    return first + static_cast<std::int32_t>(middle - begin);
  }

  // Splits at the median centroid along the axis (by index: it works when every centroid is in one place).
  std::int32_t Halve(std::int32_t first, std::int32_t count, int axis) {
    const auto begin = references_.begin() + first;
    std::nth_element(begin, begin + count / 2, begin + count,
                     [&](const Reference& a, const Reference& b) { return a.centroid[axis] < b.centroid[axis]; });
    return first + count / 2;
  }

  // A side's triangles in the SAH cost, counted in leaf tests of 4 at once (kBlockTriangles), as Embree counts
  // its blocks: the splits then favour sides that fill whole blocks.
  static float Blocks(int count) {
    return static_cast<float>((count + TriangleBvh::kBlockTriangles - 1) / TriangleBvh::kBlockTriangles);
  }

  static int BinOf(float value, float lo, float scale) {
    return std::clamp(static_cast<int>((value - lo) * scale), 0, TriangleBvh::kBins - 1);
  }

  std::vector<Reference>& references_;
  std::vector<BinaryNode> nodes_;
};

}  // namespace

// ---- The wide tree: each node takes up to kWidth descendants of a binary node, opening the largest first.

TriangleBvh::TriangleBvh(std::span<const Triangle> triangles) {
  if (triangles.size() > kMaxTriangles) {
    throw std::length_error("TriangleBvh: " + std::to_string(triangles.size()) + " triangles; at most " +
                            std::to_string(kMaxTriangles));
  }
  std::vector<Reference> references;
  references.reserve(triangles.size());
  Box all;
  for (std::size_t i = 0; i < triangles.size(); ++i) {
    const Triangle& t = triangles[i];
    if (!IsFinite(t.p0) || !IsFinite(t.p1) || !IsFinite(t.p2)) continue;
    Reference r;
    r.box.Grow(t.p0);
    r.box.Grow(t.p1);
    r.box.Grow(t.p2);
    r.centroid = 0.5f * r.box.lo + 0.5f * r.box.hi;  // halves first: no overflow near float's limit
    r.triangle = static_cast<std::int32_t>(i);
    all.Grow(r.box);
    references.push_back(r);
  }
  if (references.empty()) return;
  bounds_ = AABB(all.lo, all.hi);
  BinaryBuilder builder(references);
  const std::vector<BinaryNode>& binary = builder.Build();
  triangle_count_ = references.size();
  nodes_.reserve(binary.size() / 2 + 1);

  std::vector<std::pair<std::int32_t, std::int32_t>> leaves;  // each leaf's first reference and count
  // Emits the wide node for binary node `from` (which may be a leaf: the root of a tiny mesh) and returns it.
  const auto emit = [&](auto&& self, std::int32_t from, int level) -> std::int32_t {
    depth_ = std::max(depth_, level);
    std::array<std::int32_t, kWidth> open{};
    int size = 0;
    const BinaryNode& root = binary[static_cast<std::size_t>(from)];
    if (root.left < 0) {
      open[size++] = from;
    } else {
      open[size++] = root.left;
      open[size++] = root.right;
      while (size < kWidth) {
        int largest = -1;
        float largest_area = -1.0f;
        for (int i = 0; i < size; ++i) {
          const BinaryNode& n = binary[static_cast<std::size_t>(open[static_cast<std::size_t>(i)])];
          if (n.left >= 0 && n.box.HalfArea() > largest_area) {
            largest = i;
            largest_area = n.box.HalfArea();
          }
        }
        if (largest < 0) break;
        const BinaryNode& n = binary[static_cast<std::size_t>(open[static_cast<std::size_t>(largest)])];
        open[static_cast<std::size_t>(largest)] = n.left;
        open[static_cast<std::size_t>(size++)] = n.right;
      }
    }
    const auto index = static_cast<std::int32_t>(nodes_.size());
    nodes_.emplace_back();
    for (int slot = 0; slot < kWidth; ++slot) {
      Node& node = nodes_[static_cast<std::size_t>(index)];
      if (slot >= size) {
        for (int axis = 0; axis < 3; ++axis) {
          node.bounds[axis][slot] = std::numeric_limits<float>::infinity();
          node.bounds[3 + axis][slot] = -std::numeric_limits<float>::infinity();
        }
        node.child[slot] = kEmpty;
        continue;
      }
      const BinaryNode& child = binary[static_cast<std::size_t>(open[static_cast<std::size_t>(slot)])];
      for (int axis = 0; axis < 3; ++axis) {
        node.bounds[axis][slot] = child.box.lo[axis];
        node.bounds[3 + axis][slot] = child.box.hi[axis];
      }
      if (child.left < 0 || child.count <= kMaxLeafTriangles) {  // a binary leaf, or two blocks' worth
        node.child[slot] = LeafOf(child.first, child.count);
        leaves.emplace_back(child.first, child.count);
      } else {
        const std::int32_t inner = self(self, open[static_cast<std::size_t>(slot)], level + 1);
        nodes_[static_cast<std::size_t>(index)].child[slot] = inner;  // nodes_ may have grown: index again
      }
    }
    return index;
  };
  emit(emit, 0, 1);
  // Each leaf's corners as rows of its count values (see Node), then the triangles' indices.
  leaves_.assign(10 * references.size() + 3, 0.0f);
  for (const auto& [first, count] : leaves) {
    float* block = leaves_.data() + 10 * static_cast<std::size_t>(first);
    for (std::size_t lane = 0; lane < static_cast<std::size_t>(count); ++lane) {
      const std::int32_t index = references[static_cast<std::size_t>(first) + lane].triangle;
      const Triangle& t = triangles[static_cast<std::size_t>(index)];
      const Point* corners[3] = {&t.p0, &t.p1, &t.p2};
      for (std::size_t row = 0; row < 9; ++row) {
        block[row * static_cast<std::size_t>(count) + lane] = (*corners[row / 3])[int(row % 3)];
      }
      std::memcpy(block + 9 * static_cast<std::size_t>(count) + lane, &index, sizeof index);
    }
  }
}

int TriangleBvh::BoxesMeet(const Node& node, const AABB& box) {
  int mask = 0;
#if defined(__SSE2__)
  for (int group = 0; group < kWidth; group += 4) {
    if (node.child[group] == kEmpty) break;  // children fill the slots from the first
    __m128 meets = _mm_castsi128_ps(_mm_set1_epi32(-1));
    for (int axis = 0; axis < 3; ++axis) {
      meets = _mm_and_ps(
          meets, _mm_and_ps(_mm_cmple_ps(_mm_load_ps(node.bounds[axis] + group), _mm_set1_ps(box.max[axis])),
                            _mm_cmple_ps(_mm_set1_ps(box.min[axis]), _mm_load_ps(node.bounds[3 + axis] + group))));
    }
    mask |= _mm_movemask_ps(meets) << group;
  }
#else
  for (int slot = 0; slot < kWidth; ++slot) {
    bool meets = true;
    for (int axis = 0; axis < 3; ++axis) {
      meets = meets && node.bounds[axis][slot] <= box.max[axis] && box.min[axis] <= node.bounds[3 + axis][slot];
    }
    mask |= meets ? 1 << slot : 0;
  }
#endif
  return mask;
}

// The squared distance from the centre to each box, against the squared radius. An empty slot's box (+inf to
// -inf) is infinitely far; an infinite radius reaches it, and Walk skips empty slots.
int TriangleBvh::BoxesNear(const Node& node, const Sphere& sphere) {
  int mask = 0;
#if defined(__SSE2__)
  for (int group = 0; group < kWidth; group += 4) {
    if (node.child[group] == kEmpty) break;
    __m128 distance2 = _mm_setzero_ps();
    for (int axis = 0; axis < 3; ++axis) {
      const __m128 centre = _mm_set1_ps(sphere.position[axis]);
      const __m128 outside = _mm_max_ps(_mm_max_ps(_mm_sub_ps(_mm_load_ps(node.bounds[axis] + group), centre),
                                                   _mm_sub_ps(centre, _mm_load_ps(node.bounds[3 + axis] + group))),
                                        _mm_setzero_ps());
      distance2 = _mm_add_ps(distance2, _mm_mul_ps(outside, outside));
    }
    mask |= _mm_movemask_ps(_mm_cmple_ps(distance2, _mm_set1_ps(sphere.radius * sphere.radius))) << group;
  }
#else
  for (int slot = 0; slot < kWidth; ++slot) {
    float distance2 = 0.0f;
    for (int axis = 0; axis < 3; ++axis) {
      const float outside = std::max(std::max(node.bounds[axis][slot] - sphere.position[axis],
                                              sphere.position[axis] - node.bounds[3 + axis][slot]),
                                     0.0f);
      distance2 += outside * outside;
    }
    mask |= distance2 <= sphere.radius * sphere.radius ? 1 << slot : 0;
  }
#endif
  return mask;
}

int TriangleBvh::RayMeetsBoxes(const Node& node, const glm::dvec3& origin, const glm::dvec3& inverse) {
  int mask = 0;
  for (int slot = 0; slot < kWidth; ++slot) {
    double entry = 0.0, exit = std::numeric_limits<double>::infinity();
    for (int axis = 0; axis < 3; ++axis) {
      // The near and far planes by the direction's sign (-0 included, whose inverse is -inf), as HitBoxes does.
      const bool negative = std::signbit(inverse[axis]);
      const double near = (node.bounds[negative ? 3 + axis : axis][slot] - origin[axis]) * inverse[axis];
      const double far = (node.bounds[negative ? axis : 3 + axis][slot] - origin[axis]) * inverse[axis];
      // 0 * inf is NaN: the ray runs in the slab's boundary plane, which counts as inside it (a graze).
      if (!std::isnan(near)) entry = std::max(entry, near);
      if (!std::isnan(far)) exit = std::min(exit, far * kDoubleSlabRounding);
    }
    mask |= entry <= exit ? 1 << slot : 0;
  }
  return mask;
}

// ---- The watertight test.

[[gnu::always_inline]] inline WatertightRay::WatertightRay(const Ray& ray, Inline)
    : origin_(ray.position), direction_(ray.direction) {
  const glm::vec3 d = ray.direction;
  usable_ = Collisions::detail::IsUsable(ray) && IsFinite(ray.position) && IsFinite(d);
  if (!usable_) return;
  const glm::vec3 size = glm::abs(d);
  kz_ = size.x >= size.y && size.x >= size.z ? 0 : (size.y >= size.z ? 1 : 2);
  kx_ = (kz_ + 1) % 3;
  ky_ = (kx_ + 1) % 3;
  if (d[kz_] < 0.0f) std::swap(kx_, ky_);  // keeps the winding, so the edge functions keep their signs
  shear_x_ = d[kx_] / d[kz_];
  shear_y_ = d[ky_] / d[kz_];
  shear_z_ = 1.0f / d[kz_];
  edge_filter_ = kEdgeFilter * (1.0f + std::abs(shear_x_) + std::abs(shear_y_));
}

WatertightRay::WatertightRay(const Ray& ray) : WatertightRay(ray, Inline{}) {}

// The test itself, inlined into the traversals: on a hit, t and the unnormalized barycentrics (u, v, w) with
// their sum det (the weights are u / det, v / det, w / det), so that a nearest-hit search divides only for t.
// The vertices are read as float arrays, so the ray's axis permutation costs no branches.
[[gnu::always_inline]] inline bool WatertightRay::Test(const Triangle& triangle, float t_max, RawHit& out) const {
  const float* p0 = &triangle.p0.x;
  const float* p1 = &triangle.p1.x;
  const float* p2 = &triangle.p2.x;
  const float o[3] = {origin_.x, origin_.y, origin_.z};
  const float a_kx = p0[kx_] - o[kx_], a_ky = p0[ky_] - o[ky_], a_kz = p0[kz_] - o[kz_];
  const float b_kx = p1[kx_] - o[kx_], b_ky = p1[ky_] - o[ky_], b_kz = p1[kz_] - o[kz_];
  const float c_kx = p2[kx_] - o[kx_], c_ky = p2[ky_] - o[ky_], c_kz = p2[kz_] - o[kz_];
  const float ax = a_kx - shear_x_ * a_kz, ay = a_ky - shear_y_ * a_kz;
  const float bx = b_kx - shear_x_ * b_kz, by = b_ky - shear_y_ * b_kz;
  const float cx = c_kx - shear_x_ * c_kz, cy = c_ky - shear_y_ * c_kz;
  const float u = cx * by - cy * bx, v = ax * cy - ay * cx, w = bx * ay - by * ax;
  // Each edge's rounding is bounded by its two vertices' sheared size times their reach from the origin: an
  // edge value within that of zero is decided in double. The bound depends on the edge's two vertices only, so
  // both triangles that share an edge decide it the same way.
  const float size_a = std::abs(ax) + std::abs(ay), size_b = std::abs(bx) + std::abs(by),
              size_c = std::abs(cx) + std::abs(cy);
  const float reach_a = std::max({std::abs(a_kx), std::abs(a_ky), std::abs(a_kz)}),
              reach_b = std::max({std::abs(b_kx), std::abs(b_ky), std::abs(b_kz)}),
              reach_c = std::max({std::abs(c_kx), std::abs(c_ky), std::abs(c_kz)});
  if (!(std::abs(u) > edge_filter_ * (size_b + size_c) * std::max(reach_b, reach_c) &&
        std::abs(v) > edge_filter_ * (size_c + size_a) * std::max(reach_c, reach_a) &&
        std::abs(w) > edge_filter_ * (size_a + size_b) * std::max(reach_a, reach_b))) [[unlikely]] {
    return TestInDouble(triangle, t_max, out);  // also where NaN made a comparison false
  }
  if ((u < 0.0f || v < 0.0f || w < 0.0f) && (u > 0.0f || v > 0.0f || w > 0.0f)) return false;
  const float det = u + v + w;
  const float t = (u * (shear_z_ * a_kz) + v * (shear_z_ * b_kz) + w * (shear_z_ * c_kz)) / det;
  // A t that overflowed (coordinates near float's limit) is no hit: a hit's t is finite.
  if (!(t >= 0.0f && t <= t_max && t <= std::numeric_limits<float>::max())) return false;
  out = {t, u, v, w, det};
  return true;
}

// The same test in double: each vertex sheared the same way whichever triangle it belongs to, so an edge's
// value is exactly negated in its other triangle and the test stays watertight. NaN fails every comparison.
bool WatertightRay::TestInDouble(const Triangle& triangle, float t_max, RawHit& out) const {
  const glm::dvec3 o(origin_);
  const double shear_xd = double(direction_[kx_]) / double(direction_[kz_]),
               shear_yd = double(direction_[ky_]) / double(direction_[kz_]), shear_zd = 1.0 / double(direction_[kz_]);
  double x[3], y[3], z[3];
  const Point* corners[3] = {&triangle.p0, &triangle.p1, &triangle.p2};
  for (int i = 0; i < 3; ++i) {
    const glm::dvec3 p = glm::dvec3(*corners[i]) - o;
    x[i] = p[kx_] - shear_xd * p[kz_];
    y[i] = p[ky_] - shear_yd * p[kz_];
    z[i] = shear_zd * p[kz_];
  }
  const double u = x[2] * y[1] - y[2] * x[1], v = x[0] * y[2] - y[0] * x[2], w = x[1] * y[0] - y[1] * x[0];
  if ((u < 0.0 || v < 0.0 || w < 0.0) && (u > 0.0 || v > 0.0 || w > 0.0)) return false;
  const double det = u + v + w;
  if (!(det != 0.0)) return false;  // a zero-area triangle, the ray in its plane, or NaN
  const double t = (u * z[0] + v * z[1] + w * z[2]) / det;
  // t_max is held to the t reported (in float), as the float test does: a ray given its own hit's t still hits.
  const float reported = static_cast<float>(t);
  if (!(t >= 0.0 && reported <= t_max && reported <= std::numeric_limits<float>::max())) return false;
  // The weights only matter as ratios: scaled to det = 1, where float holds them whatever det's size.
  out = {reported, static_cast<float>(u / det), static_cast<float>(v / det), static_cast<float>(w / det), 1.0f};
  return true;
}

bool WatertightRay::Intersect(const Triangle& triangle, float t_max, TriangleHit& hit) const {
  RawHit raw;
  if (!usable_ || !Test(triangle, t_max, raw)) return false;
  raw.Into(hit);
  return true;
}

// ---- Traversal.

namespace {

// The ray's data for the SoA box test: the origin and the inverse direction, four times each, and which row
// of a node's bounds is each axis's near plane.
struct BoxRay {
  explicit BoxRay(const Ray& ray) {
    for (int axis = 0; axis < 3; ++axis) {
      const float d = ray.direction[axis];
      inverse[axis] = 1.0f / d;  // +-inf along an axis the ray does not move on
      origin[axis] = ray.position[axis];
      near_row[axis] = std::signbit(d) ? 3 + axis : axis;
      far_row[axis] = std::signbit(d) ? axis : 3 + axis;
#if defined(__SSE2__)
      origin4[axis] = _mm_set1_ps(origin[axis]);
      inverse4[axis] = _mm_set1_ps(inverse[axis]);
#endif
    }
  }
  float origin[3], inverse[3];
  int near_row[3], far_row[3];
#if defined(__SSE2__)
  __m128 origin4[3], inverse4[3];
#endif
};

// Which of the node's children the ray enters with entry <= t_max, as a bit mask, and their entry distances.
// A slab distance 0 * inf (the ray in a slab's boundary plane) is NaN and is ignored: touching counts. An
// empty slot's box runs from +inf to -inf, which the near and far rows chosen by the ray's signs always miss.
inline int HitBoxes(const TriangleBvh::Node& node, const BoxRay& ray, float t_max, float entry[TriangleBvh::kWidth]) {
#if defined(__SSE2__)
  int mask = 0;
  for (int group = 0; group < TriangleBvh::kWidth; group += 4) {
    if (node.child[group] == TriangleBvh::kEmpty) break;  // children fill the slots from the first
    __m128 t_entry = _mm_setzero_ps(), t_exit = _mm_set1_ps(t_max);
    for (int axis = 0; axis < 3; ++axis) {
      const __m128 near = _mm_mul_ps(
          _mm_sub_ps(_mm_load_ps(node.bounds[ray.near_row[axis]] + group), ray.origin4[axis]), ray.inverse4[axis]);
      const __m128 far = _mm_mul_ps(_mm_sub_ps(_mm_load_ps(node.bounds[ray.far_row[axis]] + group), ray.origin4[axis]),
                                    ray.inverse4[axis]);
      // maxps and minps return their second operand when either is NaN: the NaN slab drops out.
      t_entry = _mm_max_ps(near, t_entry);
      t_exit = _mm_min_ps(far, t_exit);
    }
    t_exit = _mm_mul_ps(t_exit, _mm_set1_ps(kSlabRounding));
    _mm_storeu_ps(entry + group, t_entry);
    mask |= _mm_movemask_ps(_mm_cmple_ps(t_entry, t_exit)) << group;
  }
  return mask;
#else
  int mask = 0;
  for (int slot = 0; slot < TriangleBvh::kWidth; ++slot) {
    float t_entry = 0.0f, t_exit = t_max;
    for (int axis = 0; axis < 3; ++axis) {
      const float near = (node.bounds[ray.near_row[axis]][slot] - ray.origin[axis]) * ray.inverse[axis];
      const float far = (node.bounds[ray.far_row[axis]][slot] - ray.origin[axis]) * ray.inverse[axis];
      if (near > t_entry) t_entry = near;
      if (far < t_exit) t_exit = far;
    }
    entry[slot] = t_entry;
    if (t_entry <= t_exit * kSlabRounding) mask |= 1 << slot;
  }
  return mask;
#endif
}

}  // namespace

// The watertight test on a leaf's triangles four at a time: the ray's data, four times each (see WatertightRay),
// made once a ray.
struct TriangleBvh::LeafRay {
#if defined(__SSE2__)
  explicit LeafRay(const WatertightRay& test)
      : origin{_mm_set1_ps(test.origin_[test.kx_]), _mm_set1_ps(test.origin_[test.ky_]),
               _mm_set1_ps(test.origin_[test.kz_])},
        shear_x(_mm_set1_ps(test.shear_x_)),
        shear_y(_mm_set1_ps(test.shear_y_)),
        shear_z(_mm_set1_ps(test.shear_z_)),
        edge_filter(_mm_set1_ps(test.edge_filter_)),
        kx(test.kx_),
        ky(test.ky_),
        kz(test.kz_) {}
  __m128 origin[3];  // the origin's kx, ky and kz coordinates
  __m128 shear_x, shear_y, shear_z, edge_filter;
  int kx, ky, kz;
#else
  explicit LeafRay(const WatertightRay&) {}
#endif
};

namespace {

#if defined(__SSE2__)

// A leaf's float results, lane by lane (WatertightRay::RawHit's fields).
struct LeafLanes {
  alignas(16) float t[4], u[4], v[4], w[4], det[4];
};

// WatertightRay::Test on `count` (1 to 4) triangles of a leaf at once, from `block` in rows of `stride` values
// (the leaf's count), with the same operations in the same order lane by lane, so that each lane's values are those
// of the scalar test to the bit (an edge is decided alike in both its triangles). Returns the lanes that hit with
// t <= t_max in float (their results in `lanes`); `fallback` gets the lanes that the scalar test would decide in
// double.
template <class LeafRay>  // TriangleBvh::LeafRay, private to the tree
[[gnu::always_inline]] inline int TestLeaf(const LeafRay& ray, const float* block, int stride, int count, float t_max,
                                           LeafLanes& lanes, int& fallback) {
  const int valid = (1 << count) - 1;
  const __m128 magnitude = _mm_castsi128_ps(_mm_set1_epi32(0x7fffffff));
  const auto abs = [&](__m128 x) { return _mm_and_ps(x, magnitude); };
  const auto load = [&](int corner, int axis) { return _mm_loadu_ps(block + (3 * corner + axis) * stride); };
  // Each corner relative to the origin (k: its kx, ky and kz coordinates), then sheared (x, y).
  __m128 k[3][3], x[3], y[3], size[3], reach[3];
  for (int corner = 0; corner < 3; ++corner) {
    k[corner][0] = _mm_sub_ps(load(corner, ray.kx), ray.origin[0]);
    k[corner][1] = _mm_sub_ps(load(corner, ray.ky), ray.origin[1]);
    k[corner][2] = _mm_sub_ps(load(corner, ray.kz), ray.origin[2]);
    x[corner] = _mm_sub_ps(k[corner][0], _mm_mul_ps(ray.shear_x, k[corner][2]));
    y[corner] = _mm_sub_ps(k[corner][1], _mm_mul_ps(ray.shear_y, k[corner][2]));
    size[corner] = _mm_add_ps(abs(x[corner]), abs(y[corner]));
    reach[corner] = _mm_max_ps(_mm_max_ps(abs(k[corner][0]), abs(k[corner][1])), abs(k[corner][2]));
  }
  const __m128 u = _mm_sub_ps(_mm_mul_ps(x[2], y[1]), _mm_mul_ps(y[2], x[1]));
  const __m128 v = _mm_sub_ps(_mm_mul_ps(x[0], y[2]), _mm_mul_ps(y[0], x[2]));
  const __m128 w = _mm_sub_ps(_mm_mul_ps(x[1], y[0]), _mm_mul_ps(y[1], x[0]));
  const auto bound = [&](int a, int b) {
    return _mm_mul_ps(_mm_mul_ps(ray.edge_filter, _mm_add_ps(size[a], size[b])), _mm_max_ps(reach[a], reach[b]));
  };
  const __m128 sure = _mm_and_ps(_mm_and_ps(_mm_cmpgt_ps(abs(u), bound(1, 2)), _mm_cmpgt_ps(abs(v), bound(2, 0))),
                                 _mm_cmpgt_ps(abs(w), bound(0, 1)));
  const int sure_mask = _mm_movemask_ps(sure) & valid;
  fallback = ~sure_mask & valid;  // also where NaN made a comparison false
  const __m128 zero = _mm_setzero_ps();
  const __m128 negative = _mm_or_ps(_mm_or_ps(_mm_cmplt_ps(u, zero), _mm_cmplt_ps(v, zero)), _mm_cmplt_ps(w, zero));
  const __m128 positive = _mm_or_ps(_mm_or_ps(_mm_cmpgt_ps(u, zero), _mm_cmpgt_ps(v, zero)), _mm_cmpgt_ps(w, zero));
  const __m128 inside = _mm_andnot_ps(_mm_and_ps(negative, positive), sure);
  int hits = _mm_movemask_ps(inside) & valid;
  if (hits == 0) return 0;
  const __m128 det = _mm_add_ps(_mm_add_ps(u, v), w);
  const __m128 t = _mm_div_ps(_mm_add_ps(_mm_add_ps(_mm_mul_ps(u, _mm_mul_ps(ray.shear_z, k[0][2])),
                                                    _mm_mul_ps(v, _mm_mul_ps(ray.shear_z, k[1][2]))),
                                         _mm_mul_ps(w, _mm_mul_ps(ray.shear_z, k[2][2]))),
                              det);
  // A t that overflowed (coordinates near float's limit) is no hit: a hit's t is finite.
  const __m128 in_range = _mm_and_ps(_mm_and_ps(_mm_cmpge_ps(t, zero), _mm_cmple_ps(t, _mm_set1_ps(t_max))),
                                     _mm_cmple_ps(t, _mm_set1_ps(std::numeric_limits<float>::max())));
  hits &= _mm_movemask_ps(in_range);
  if (hits == 0) return 0;
  _mm_store_ps(lanes.t, t);
  _mm_store_ps(lanes.u, u);
  _mm_store_ps(lanes.v, v);
  _mm_store_ps(lanes.w, w);
  _mm_store_ps(lanes.det, det);
  return hits;
}
#endif

}  // namespace

// The nearest hit among a leaf's triangles that is no farther than best: updates best, nearest and nearest_index.
// Out of line, so that the node loop keeps its ray in registers.
void TriangleBvh::NearestInLeaf(const WatertightRay& test, [[maybe_unused]] const LeafRay& leaf_ray, const float* block,
                                std::int32_t count, float& best, WatertightRay::RawHit& nearest,
                                std::int32_t& nearest_index) {
#if defined(__SSE2__)
  // The lanes in order, as the scalar loop would take them: a later triangle at the same t wins.
  for (int group = 0; group < count; group += kBlockTriangles) {
    LeafLanes lanes;
    int fallback = 0;
    const int hits =
        TestLeaf(leaf_ray, block + group, count, std::min(count - group, kBlockTriangles), best, lanes, fallback);
    for (int todo = hits | fallback; todo != 0; todo &= todo - 1) {
      const int lane = __builtin_ctz(static_cast<unsigned>(todo));
      if (fallback >> lane & 1) {
        if (!test.TestInDouble(CornersAt(block, count, group + lane), best, nearest)) continue;
      } else if (lanes.t[lane] <= best) {
        nearest = {lanes.t[lane], lanes.u[lane], lanes.v[lane], lanes.w[lane], lanes.det[lane]};
      } else {
        continue;
      }
      best = nearest.t;
      nearest_index = IndexAt(block, count, group + lane);
    }
  }
#else
  for (std::int32_t lane = 0; lane < count; ++lane) {
    if (test.Test(CornersAt(block, count, lane), best, nearest)) {
      best = nearest.t;
      nearest_index = IndexAt(block, count, lane);
    }
  }
#endif
}

bool TriangleBvh::AnyInLeaf(const WatertightRay& test, [[maybe_unused]] const LeafRay& leaf_ray, const float* block,
                            std::int32_t count, float t_max) {
  WatertightRay::RawHit ignored;
#if defined(__SSE2__)
  for (int group = 0; group < count; group += kBlockTriangles) {
    LeafLanes lanes;
    int fallback = 0;
    if (TestLeaf(leaf_ray, block + group, count, std::min(count - group, kBlockTriangles), t_max, lanes, fallback) != 0)
      return true;
    for (; fallback != 0; fallback &= fallback - 1) {
      const int lane = group + __builtin_ctz(static_cast<unsigned>(fallback));
      if (test.TestInDouble(CornersAt(block, count, lane), t_max, ignored)) return true;
    }
  }
#else
  for (std::int32_t lane = 0; lane < count; ++lane) {
    if (test.Test(CornersAt(block, count, lane), t_max, ignored)) return true;
  }
#endif
  return false;
}

// The nearest-hit and any-hit traversals are compiled twice on x86-64, for AVX2 and for any x86-64, and the loader
// picks one by the CPU (GCC's and Clang's target_clones): the same SSE arithmetic (no fused multiply-add: this file
// is built with -ffp-contract=off), in AVX's three-operand encoding, which saves the register copies. On a Zen 1,
// with 64-byte nodes, coherent rays went from 0.77x Embree to 0.82-0.86x at a million triangles.
#if defined(__x86_64__) && defined(__ELF__) && (defined(__GNUC__) || defined(__clang__))
#define LAB_TRAVERSAL_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define LAB_TRAVERSAL_CLONES
#endif

// Shadow rays take the near child first too: the nearest surface is the likeliest to block, and a ray aimed into a
// mesh would otherwise search its far side first (on a 100k mesh, 0.35-0.45x Embree's shadow rays became 0.5-0.6x
// with 4-wide nodes).
template <bool kAnyHit>
[[gnu::always_inline]] inline bool TriangleBvh::Traverse(const Ray& ray, float t_max, TriangleHit* hit) const {
  const WatertightRay test(ray, WatertightRay::Inline{});
  if (nodes_.empty() || !test.Usable() || std::isnan(t_max)) return false;
  const BoxRay box_ray(ray);
  const LeafRay leaf_ray(test);
  struct Entry {
    std::int32_t child;
    float entry;
  };
  Entry stack[kStackSize];
  int size = 0;
  float best = t_max;
  WatertightRay::RawHit nearest{};
  std::int32_t nearest_index = -1;
  // The nearest child of a node is taken next without the stack; the others wait on it, nearest on top.
  std::int32_t current = 0;
  for (;;) {
    if (!IsLeaf(current)) {
      const Node& node = nodes_[static_cast<std::size_t>(current)];
      float entry[kWidth];
      int mask = HitBoxes(node, box_ray, best, entry);
      if (mask != 0) {
        int slot = __builtin_ctz(static_cast<unsigned>(mask));
        mask &= mask - 1;
        if (mask == 0) {
          current = node.child[slot];
          continue;
        }
        const int second = __builtin_ctz(static_cast<unsigned>(mask));
        if ((mask & (mask - 1)) == 0) {
          // Two children, the commonest case after one: the nearer next, the other on the stack (selects, not
          // branches, which the ray's direction would make a coin toss).
          const bool swap = entry[second] < entry[slot];
          const int near_slot = swap ? second : slot, far_slot = swap ? slot : second;
          stack[size++] = {node.child[far_slot], entry[far_slot]};
          Prefetch(node.child[far_slot]);
          current = node.child[near_slot];
          continue;
        }
        Entry hits[kWidth];
        int count = 1;
        hits[0] = {node.child[slot], entry[slot]};
        while (mask != 0) {
          slot = __builtin_ctz(static_cast<unsigned>(mask));
          mask &= mask - 1;
          int at = count++;
          for (; at > 0 && hits[at - 1].entry > entry[slot]; --at) hits[at] = hits[at - 1];
          hits[at] = {node.child[slot], entry[slot]};
        }
        current = hits[0].child;
        for (int i = count - 1; i > 0; --i) {
          stack[size++] = hits[i];
          Prefetch(hits[i].child);
        }
        continue;
      }
    } else if constexpr (kAnyHit) {
      if (AnyInLeaf(test, leaf_ray, LeafBlock(LeafFirst(current)), LeafCount(current), t_max)) return true;
    } else {
      NearestInLeaf(test, leaf_ray, LeafBlock(LeafFirst(current)), LeafCount(current), best, nearest, nearest_index);
    }
    // Next: the nearest waiting child that is not behind the nearest hit so far (or t_max), with the box test's
    // allowance: a box whose rounded entry lies just past it may still hold a hit at it.
    while (size > 0 && stack[size - 1].entry > best * kSlabRounding) --size;
    if (size == 0) break;
    current = stack[--size].child;
  }
  if constexpr (kAnyHit) {
    return false;
  } else {
    if (nearest_index < 0) return false;
    nearest.Into(*hit);
    hit->triangle = nearest_index;
    return true;
  }
}

LAB_TRAVERSAL_CLONES bool TriangleBvh::Raycast(const Ray& ray, TriangleHit& hit, float t_max) const {
  return Traverse<false>(ray, t_max, &hit);
}

LAB_TRAVERSAL_CLONES bool TriangleBvh::AnyHit(const Ray& ray, float t_max) const {
  return Traverse<true>(ray, t_max, nullptr);
}

bool TriangleBvh::Intersects(const Sphere& sphere) const {
  if (!(sphere.radius >= 0.0f)) return false;  // NaN or negative: no sphere
  const glm::vec3 reach(sphere.radius);
  if (!Collisions::Intersects(bounds_, AABB(sphere.position - reach, sphere.position + reach))) return false;
  // Nodes, and each triangle's own box before its exact test, by their distance to the centre: tighter than the
  // sphere's box.
  const float radius2 = sphere.radius * sphere.radius;
  return Walk([&](const Node& node) { return BoxesNear(node, sphere); },
              [&](const LeafTriangle& leaf) {
                const AABB bounds = BoundsOf(leaf.corners);
                const glm::vec3 outside =
                    glm::max(glm::max(bounds.min - sphere.position, sphere.position - bounds.max), 0.0f);
                return glm::dot(outside, outside) <= radius2 && Collisions::Intersects(leaf.corners, sphere);
              });
}

bool TriangleBvh::Intersects(const AABB& box) const {
  return VisitInBox(box, [&](const LeafTriangle& leaf) { return Collisions::Intersects(leaf.corners, box); });
}

bool TriangleBvh::Intersects(const Triangle& triangle) const {
  return VisitInBox(BoundsOf(triangle),
                    [&](const LeafTriangle& leaf) { return Collisions::Intersects(leaf.corners, triangle); });
}

namespace {

// The world ray carried into the model's space for the production queries, its direction left as the inverse
// matrix makes it: the tree's tests take any direction, and their t is then in the world ray's own units (its
// direction is unit), so no square root or division stands between the world ray and the traversal (Model::
// ToModelSpace's scale-safe unit direction put two square roots and seven divisions there, a third of a ray's time
// on a 100k mesh). Where the direction's squared length leaves [kMinStretch2, kMaxStretch2], in which the tree's
// reciprocals and t stay far from float's limits (a model scaled past 1e15 or below 1e-15), and for NaN,
// ToModelSpace's unit ray is used and `length` (the stretch) converts its t; otherwise length is 1.
constexpr float kMinStretch2 = 1e-30f, kMaxStretch2 = 1e30f;

bool ToModelSpace(const Ray& ray, const Model& model, Ray& model_ray, float& length) {
  if (model.IsEmpty() || !Collisions::detail::IsUsable(ray)) return false;
  length = 1.0f;
  // A model left where its mesh is (no move, turn or scale, no parent) takes the world ray as it is.
  if (model.parent == nullptr && model.position == glm::vec3(0.0f) && model.rotation == glm::vec3(0.0f) &&
      model.scale == glm::vec3(1.0f)) {
    model_ray = ray;
    return true;
  }
  const glm::mat4 inverse = model.InverseWorldMatrix();
  const glm::vec3 direction = glm::mat3(inverse) * ray.direction;
  const float stretch2 = glm::dot(direction, direction);
  if (!(stretch2 >= kMinStretch2 && stretch2 <= kMaxStretch2)) return model.ToModelSpace(ray, model_ray, length);
  model_ray.position = glm::vec3(inverse * glm::vec4(ray.position, 1.0f));
  model_ray.direction = direction;  // not unit: the model's t is the world's
  return true;
}

}  // namespace

bool RaycastModel(const Ray& ray, const Model& model, TriangleHit& hit) {
  Ray model_ray;
  float length = 1.0f;
  if (!ToModelSpace(ray, model, model_ray, length) || model.GetMesh().tree == nullptr) return false;
  TriangleHit model_hit;
  if (!model.GetMesh().tree->Raycast(model_ray, model_hit)) return false;
  hit = model_hit;
  hit.t = model_hit.t / length;
  return true;
}

bool AnyHitModel(const Ray& ray, const Model& model, float t_max) {
  Ray model_ray;
  float length = 1.0f;
  if (!ToModelSpace(ray, model, model_ray, length) || model.GetMesh().tree == nullptr) return false;
  return model.GetMesh().tree->AnyHit(model_ray, t_max * length);  // world units to the model's
}

}  // namespace lab
