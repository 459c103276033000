// Chapter 10, the lecture's broad phase: sort-and-sweep, a bounding-volume tree of objects and a quadtree.
// Plumbing around Intersects(AABB, AABB): students write that; these only decide which pairs to ask about.
#include "collisions/broad_phase.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include <glm/common.hpp>

namespace lab {

namespace {
// The box's surface area: the joining cost of the bottom-up tree (a volume would be zero for flat boxes).
float SurfaceArea(const AABB& box) {
  const glm::vec3 size = box.max - box.min;
  return 2.0f * (size.x * size.y + size.y * size.z + size.z * size.x);
}
AABB Join(const AABB& a, const AABB& b) { return AABB(glm::min(a.min, b.min), glm::max(a.max, b.max)); }
// Written so that NaN makes a box empty too.
bool IsEmpty(const AABB& box) { return !(box.min.x <= box.max.x && box.min.y <= box.max.y && box.min.z <= box.max.z); }
}  // namespace

std::vector<ObjectPair> EveryOverlappingPair(const std::vector<AABB>& boxes) {
  std::vector<ObjectPair> pairs;
  for (int i = 0; i < static_cast<int>(boxes.size()); ++i) {
    for (int j = i + 1; j < static_cast<int>(boxes.size()); ++j) {
      if (!IsEmpty(boxes[i]) && !IsEmpty(boxes[j]) && Collisions::Intersects(boxes[i], boxes[j])) {
        pairs.emplace_back(i, j);
      }
    }
  }
  return pairs;
}

// ---- SortAndSweep

void SortAndSweep::Update(const std::vector<AABB>& boxes) {
  swaps_ = 0;
  candidates_ = 0;
  pairs_.clear();
  if (endpoints_.size() != 2 * boxes.size()) {
    endpoints_.clear();
    for (int i = 0; i < static_cast<int>(boxes.size()); ++i) {
      endpoints_.push_back({0.0f, i, true});
      endpoints_.push_back({0.0f, i, false});
    }
  }
  // An empty box (inverted or NaN) sorts to the far end, where it stays out of the other boxes' order, and
  // the sweep skips it.
  for (Endpoint& endpoint : endpoints_) {
    const AABB& box = boxes[endpoint.object];
    endpoint.value = IsEmpty(box) ? std::numeric_limits<float>::infinity() : endpoint.is_start ? box.min.x : box.max.x;
  }
  // Insertion sort: nearly linear when the order barely changed since the last frame. At equal values a
  // start goes before an end, so boxes that only touch along x still overlap.
  const auto before = [](const Endpoint& a, const Endpoint& b) {
    return a.value < b.value || (a.value == b.value && a.is_start && !b.is_start);
  };
  for (std::size_t i = 1; i < endpoints_.size(); ++i) {
    for (std::size_t j = i; j > 0 && before(endpoints_[j], endpoints_[j - 1]); --j) {
      std::swap(endpoints_[j], endpoints_[j - 1]);
      ++swaps_;
    }
  }
  // The sweep: every start meets the boxes already open along x.
  std::vector<int> open;
  for (const Endpoint& endpoint : endpoints_) {
    if (IsEmpty(boxes[endpoint.object])) continue;
    if (!endpoint.is_start) {
      open.erase(std::find(open.begin(), open.end(), endpoint.object));
      continue;
    }
    for (int other : open) {
      ++candidates_;
      if (Collisions::Intersects(boxes[other], boxes[endpoint.object])) {
        pairs_.emplace_back(std::min(other, endpoint.object), std::max(other, endpoint.object));
      }
    }
    open.push_back(endpoint.object);
  }
  std::sort(pairs_.begin(), pairs_.end());
}

// ---- BoundingVolumeTree

BoundingVolumeTree::BoundingVolumeTree(const std::vector<AABB>& boxes) {
  std::vector<int> roots;
  for (int i = 0; i < static_cast<int>(boxes.size()); ++i) {
    nodes_.push_back({.bounds = boxes[i], .object = i});
    roots.push_back(i);
  }
  while (roots.size() > 1) {
    std::size_t best_a = 0, best_b = 1;
    float best_cost = std::numeric_limits<float>::infinity();
    for (std::size_t a = 0; a < roots.size(); ++a) {
      for (std::size_t b = a + 1; b < roots.size(); ++b) {
        const float cost = SurfaceArea(Join(nodes_[roots[a]].bounds, nodes_[roots[b]].bounds));
        if (cost < best_cost) {
          best_cost = cost;
          best_a = a;
          best_b = b;
        }
      }
    }
    const int left = roots[best_a], right = roots[best_b];
    nodes_.push_back({.bounds = Join(nodes_[left].bounds, nodes_[right].bounds), .left = left, .right = right});
    roots.erase(roots.begin() + static_cast<std::ptrdiff_t>(best_b));  // best_b > best_a
    roots[best_a] = static_cast<int>(nodes_.size()) - 1;
  }
  root_ = roots.empty() ? -1 : roots.front();
}

int BoundingVolumeTree::Depth() const {
  if (root_ < 0) return 0;
  int deepest = 0;
  std::vector<std::pair<int, int>> stack = {{root_, 1}};
  while (!stack.empty()) {
    const auto [node, depth] = stack.back();
    stack.pop_back();
    deepest = std::max(deepest, depth);
    if (!nodes_[node].IsLeaf()) {
      stack.emplace_back(nodes_[node].left, depth + 1);
      stack.emplace_back(nodes_[node].right, depth + 1);
    }
  }
  return deepest;
}

std::vector<int> BoundingVolumeTree::Query(const AABB& region) const {
  tests_ = 0;
  std::vector<int> found;
  if (root_ >= 0) Query(root_, region, found);
  std::sort(found.begin(), found.end());
  return found;
}

void BoundingVolumeTree::Query(int node, const AABB& region, std::vector<int>& found) const {
  ++tests_;
  if (!Collisions::Intersects(nodes_[node].bounds, region)) return;
  if (nodes_[node].IsLeaf()) {
    found.push_back(nodes_[node].object);
    return;
  }
  Query(nodes_[node].left, region, found);
  Query(nodes_[node].right, region, found);
}

std::vector<ObjectPair> BoundingVolumeTree::Pairs() const {
  tests_ = 0;
  std::vector<ObjectPair> found;
  // Every pair lies within one subtree or across the two children of some node: descend each node's
  // children against each other, and each child on its own.
  std::vector<int> stack;
  if (root_ >= 0) stack.push_back(root_);
  while (!stack.empty()) {
    const Node& node = nodes_[stack.back()];
    stack.pop_back();
    if (node.IsLeaf()) continue;
    Pairs(node.left, node.right, found);
    stack.push_back(node.left);
    stack.push_back(node.right);
  }
  std::sort(found.begin(), found.end());
  return found;
}

void BoundingVolumeTree::Pairs(int a, int b, std::vector<ObjectPair>& found) const {
  ++tests_;
  const Node& na = nodes_[a];
  const Node& nb = nodes_[b];
  if (!Collisions::Intersects(na.bounds, nb.bounds)) return;
  if (na.IsLeaf() && nb.IsLeaf()) {
    found.emplace_back(std::min(na.object, nb.object), std::max(na.object, nb.object));
  } else if (nb.IsLeaf() || (!na.IsLeaf() && SurfaceArea(na.bounds) >= SurfaceArea(nb.bounds))) {
    Pairs(na.left, b, found);  // descend the bigger node
    Pairs(na.right, b, found);
  } else {
    Pairs(a, nb.left, found);
    Pairs(a, nb.right, found);
  }
}

// ---- Quadtree

Quadtree::Quadtree(const Rectangle& bounds, int max_depth) : max_depth_(max_depth) {
  nodes_.push_back({.bounds = bounds, .children = {}, .objects = {}});
}

bool Quadtree::Insert(int id, const Rectangle& rectangle) {
  if (!nodes_.front().bounds.Overlaps(rectangle)) return false;
  if (id >= static_cast<int>(rectangles_.size())) rectangles_.resize(id + 1);
  rectangles_[id] = rectangle;
  Insert(0, 0, id);
  return true;
}

void Quadtree::Insert(int node, int depth, int id) {
  if (!nodes_[node].bounds.Overlaps(rectangles_[id])) return;
  if (!nodes_[node].children.empty()) {
    for (int i = 0; i < 4; ++i) Insert(nodes_[node].children[i], depth + 1, id);
    return;
  }
  nodes_[node].objects.push_back(id);
  // The lecture: a cell with more than one object is split, unless it is already small enough.
  if (nodes_[node].objects.size() > 1 && depth < max_depth_) Split(node, depth);
}

void Quadtree::Split(int node, int depth) {
  const Rectangle bounds = nodes_[node].bounds;
  const glm::vec2 centre = bounds.Center();
  for (int quadrant = 0; quadrant < 4; ++quadrant) {
    const glm::vec2 low(quadrant & 1 ? centre.x : bounds.min.x, quadrant & 2 ? centre.y : bounds.min.y);
    const glm::vec2 high(quadrant & 1 ? bounds.max.x : centre.x, quadrant & 2 ? bounds.max.y : centre.y);
    nodes_[node].children.push_back(static_cast<int>(nodes_.size()));
    nodes_.push_back({.bounds = Rectangle(low, high), .children = {}, .objects = {}});
  }
  const std::vector<int> objects = std::move(nodes_[node].objects);
  nodes_[node].objects.clear();
  for (int id : objects) {
    for (int i = 0; i < 4; ++i) Insert(nodes_[node].children[i], depth + 1, id);
  }
}

std::vector<int> Quadtree::Query(const Rectangle& region) const {
  leaves_visited_ = 0;
  std::vector<int> found;
  std::vector<int> stack = {0};
  while (!stack.empty()) {
    const Node& node = nodes_[stack.back()];
    stack.pop_back();
    if (!node.bounds.Overlaps(region)) continue;
    if (node.children.empty()) {
      ++leaves_visited_;
      for (int id : node.objects) {
        if (rectangles_[id].Overlaps(region)) found.push_back(id);
      }
    }
    for (int child : node.children) stack.push_back(child);
  }
  std::sort(found.begin(), found.end());
  found.erase(std::unique(found.begin(), found.end()), found.end());
  return found;
}

}  // namespace lab
