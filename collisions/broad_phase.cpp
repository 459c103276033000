// Chapter 10, the lecture's broad phase: sort-and-sweep, a bounding-volume tree of objects and a quadtree.
// Plumbing around Intersects(AABB, AABB): students write that; these only decide which pairs to ask about.
#include "collisions/broad_phase.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <queue>
#include <utility>

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

namespace {
// The variance of the non-empty boxes' centres along each axis, in double (centres up to 1e15 square to 1e30,
// and sums of many of those must neither overflow nor round away). Welford's update keeps it stable.
glm::dvec3 CentreSpread(const std::vector<AABB>& boxes) {
  glm::dvec3 mean(0.0), sum_of_squares(0.0);
  double count = 0.0;
  for (const AABB& box : boxes) {
    if (IsEmpty(box)) continue;
    const glm::dvec3 centre = (glm::dvec3(box.min) + glm::dvec3(box.max)) * 0.5;
    count += 1.0;
    const glm::dvec3 delta = centre - mean;
    mean += delta / count;
    sum_of_squares += delta * (centre - mean);
  }
  return count > 0.0 ? sum_of_squares / count : glm::dvec3(0.0);
}
}  // namespace

void SortAndSweep::Update(const std::vector<AABB>& boxes) {
  swaps_ = 0;
  candidates_ = 0;
  pairs_.clear();
  sorted_from_scratch_ = false;
  const glm::dvec3 spread = CentreSpread(boxes);
  int widest = 0;
  for (int axis = 1; axis < 3; ++axis) {
    if (spread[axis] > spread[widest]) widest = axis;
  }
  if (endpoints_.size() != 2 * boxes.size() || spread[widest] > kAxisSwitchFactor * spread[axis_]) {
    sorted_from_scratch_ = true;
    axis_ = widest;
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
    endpoint.value = IsEmpty(box)        ? std::numeric_limits<float>::infinity()
                     : endpoint.is_start ? box.min[axis_]
                                         : box.max[axis_];
  }
  // At equal values a start goes before an end, so boxes that only touch along the axis still overlap.
  const auto before = [](const Endpoint& a, const Endpoint& b) {
    return a.value < b.value || (a.value == b.value && a.is_start && !b.is_start);
  };
  // Insertion sort: nearly linear when the order barely changed since the last frame (quadratic from
  // scratch, which happens once, or when the axis changes).
  for (std::size_t i = 1; i < endpoints_.size(); ++i) {
    for (std::size_t j = i; j > 0 && before(endpoints_[j], endpoints_[j - 1]); --j) {
      std::swap(endpoints_[j], endpoints_[j - 1]);
      ++swaps_;
    }
  }
  // The sweep: every start meets the boxes already open along the axis.
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
  nodes_.reserve(2 * boxes.size());
  for (const AABB& box : boxes) Insert(box);
}

BoundingVolumeTree BoundingVolumeTree::BottomUp(const std::vector<AABB>& boxes) {
  BoundingVolumeTree tree;
  std::vector<int> roots;
  for (int i = 0; i < static_cast<int>(boxes.size()); ++i) {
    if (IsEmpty(boxes[i])) {
      tree.leaf_of_object_.push_back(-1);
      continue;
    }
    tree.leaf_of_object_.push_back(tree.NewNode({.bounds = boxes[i], .object = i}));
    roots.push_back(tree.leaf_of_object_.back());
  }
  std::vector<Node>& nodes = tree.nodes_;
  while (roots.size() > 1) {
    std::size_t best_a = 0, best_b = 1;
    float best_cost = std::numeric_limits<float>::infinity();
    for (std::size_t a = 0; a < roots.size(); ++a) {
      for (std::size_t b = a + 1; b < roots.size(); ++b) {
        const float cost = SurfaceArea(Join(nodes[roots[a]].bounds, nodes[roots[b]].bounds));
        if (cost < best_cost) {
          best_cost = cost;
          best_a = a;
          best_b = b;
        }
      }
    }
    const int left = roots[best_a], right = roots[best_b];
    const int parent =
        tree.NewNode({.bounds = Join(nodes[left].bounds, nodes[right].bounds), .left = left, .right = right});
    nodes[left].parent = nodes[right].parent = parent;
    tree.Refit(parent);
    roots.erase(roots.begin() + static_cast<std::ptrdiff_t>(best_b));  // best_b > best_a
    roots[best_a] = parent;
  }
  tree.root_ = roots.empty() ? -1 : roots.front();
  return tree;
}

int BoundingVolumeTree::NewNode(const Node& node) {
  if (free_nodes_.empty()) {
    nodes_.push_back(node);
    return static_cast<int>(nodes_.size()) - 1;
  }
  const int index = free_nodes_.back();
  free_nodes_.pop_back();
  nodes_[index] = node;
  return index;
}

void BoundingVolumeTree::FreeNode(int node) {
  nodes_[node] = Node{};
  free_nodes_.push_back(node);
}

int BoundingVolumeTree::Insert(const AABB& box) {
  const int object = static_cast<int>(leaf_of_object_.size());
  if (IsEmpty(box)) {
    leaf_of_object_.push_back(-1);
    return object;
  }
  const int leaf = NewNode({.bounds = box, .object = object});
  leaf_of_object_.push_back(leaf);
  InsertLeaf(leaf);
  return object;
}

bool BoundingVolumeTree::Remove(int object) {
  if (object < 0 || object >= static_cast<int>(leaf_of_object_.size()) || leaf_of_object_[object] < 0) return false;
  const int leaf = std::exchange(leaf_of_object_[object], -1);
  const int parent = nodes_[leaf].parent;
  FreeNode(leaf);
  if (parent < 0) {
    root_ = -1;
    return true;
  }
  // The sibling takes the parent's place.
  const int sibling = nodes_[parent].left == leaf ? nodes_[parent].right : nodes_[parent].left;
  const int grandparent = nodes_[parent].parent;
  nodes_[sibling].parent = grandparent;
  if (grandparent < 0) {
    root_ = sibling;
  } else {
    (nodes_[grandparent].left == parent ? nodes_[grandparent].left : nodes_[grandparent].right) = sibling;
    RefitUpFrom(grandparent);
  }
  FreeNode(parent);
  return true;
}

bool BoundingVolumeTree::Update(int object, const AABB& box) {
  if (object < 0 || object >= static_cast<int>(leaf_of_object_.size())) return false;
  Remove(object);
  if (IsEmpty(box)) return true;
  const int leaf = NewNode({.bounds = box, .object = object});
  leaf_of_object_[object] = leaf;
  InsertLeaf(leaf);
  return true;
}

void BoundingVolumeTree::InsertLeaf(int leaf) {
  if (root_ < 0) {
    root_ = leaf;
    return;
  }
  // Branch and bound over the siblings the leaf could join: making node N the sibling costs the joint box's
  // area plus what it adds to every ancestor's (the inherited cost). Below N each candidate costs at least
  // the leaf's own area plus N's inherited and added cost, so a subtree that cannot win is skipped.
  const AABB box = nodes_[leaf].bounds;
  const float leaf_area = SurfaceArea(box);
  int best = root_;
  float best_cost = SurfaceArea(Join(nodes_[root_].bounds, box)), best_inherited = 0.0f;
  // Best first: the candidate with the lowest bound is tried first, so a good sibling is found early and
  // bounds the rest of the search.
  struct Candidate {
    float bound;
    int node;
    float inherited;
    bool operator<(const Candidate& other) const { return bound > other.bound; }
  };
  std::priority_queue<Candidate> queue;
  queue.push({leaf_area, root_, 0.0f});
  while (!queue.empty()) {
    const auto [bound, node, inherited] = queue.top();
    queue.pop();
    if (bound >= best_cost) break;  // no candidate left can win
    const float joint = SurfaceArea(Join(nodes_[node].bounds, box));
    if (joint + inherited < best_cost) {
      best_cost = joint + inherited;
      best = node;
      best_inherited = inherited;
    }
    if (nodes_[node].IsLeaf()) continue;
    const float below = inherited + joint - SurfaceArea(nodes_[node].bounds);
    if (leaf_area + below < best_cost) {
      queue.push({leaf_area + below, nodes_[node].left, below});
      queue.push({leaf_area + below, nodes_[node].right, below});
    }
  }
  // Ties (identical boxes, points on a line, where every candidate costs the same) would stack each new leaf
  // on the root, a chain as deep as the boxes are many. Go down while a child costs no more, into the
  // shorter subtree at a tie: ties then fill the tree level by level, and the height balance keeps it so.
  while (!nodes_[best].IsLeaf()) {
    const float below = best_inherited + SurfaceArea(Join(nodes_[best].bounds, box)) - SurfaceArea(nodes_[best].bounds);
    int pick = -1;
    float pick_cost = best_cost;
    for (const int child : {nodes_[best].left, nodes_[best].right}) {
      const float cost = SurfaceArea(Join(nodes_[child].bounds, box)) + below;
      if (cost < pick_cost || (cost == pick_cost && (pick < 0 || nodes_[child].height < nodes_[pick].height))) {
        pick = child;
        pick_cost = cost;
      }
    }
    if (pick < 0) break;
    best = pick;
    best_cost = pick_cost;
    best_inherited = below;
  }
  const int old_parent = nodes_[best].parent;
  const int parent =
      NewNode({.bounds = Join(nodes_[best].bounds, box), .left = best, .right = leaf, .parent = old_parent});
  nodes_[best].parent = nodes_[leaf].parent = parent;
  if (old_parent < 0) {
    root_ = parent;
  } else {
    (nodes_[old_parent].left == best ? nodes_[old_parent].left : nodes_[old_parent].right) = parent;
  }
  RefitUpFrom(parent);
}

void BoundingVolumeTree::Refit(int node) {
  Node& n = nodes_[node];
  n.bounds = Join(nodes_[n.left].bounds, nodes_[n.right].bounds);
  n.height = 1 + std::max(nodes_[n.left].height, nodes_[n.right].height);
}

void BoundingVolumeTree::RefitUpFrom(int node) {
  while (node >= 0) {
    Rotate(node);
    Refit(node);
    node = nodes_[Balance(node)].parent;
  }
}

int BoundingVolumeTree::Balance(int a) {
  const int b = nodes_[a].left, c = nodes_[a].right;
  const int lean = nodes_[c].height - nodes_[b].height;
  if (lean >= -1 && lean <= 1) return a;
  // The taller child t rises into a's place; a keeps its other child and takes t's shorter child, and t
  // keeps its taller one.
  const int tall = lean > 1 ? c : b;
  const int f = nodes_[tall].left, g = nodes_[tall].right;
  const int keep = nodes_[f].height >= nodes_[g].height ? f : g;
  const int give = keep == f ? g : f;
  const int parent = nodes_[a].parent;
  nodes_[tall].parent = parent;
  if (parent < 0) {
    root_ = tall;
  } else {
    (nodes_[parent].left == a ? nodes_[parent].left : nodes_[parent].right) = tall;
  }
  (lean > 1 ? nodes_[a].right : nodes_[a].left) = give;
  nodes_[give].parent = a;
  nodes_[tall].left = a;
  nodes_[tall].right = keep;
  nodes_[a].parent = tall;
  Refit(a);
  Refit(tall);
  return tall;
}

void BoundingVolumeTree::Rotate(int node) {
  // A grandchild may trade places with its uncle when that shrinks the child they end up under (the tree's
  // cost falls by the difference in that child's area). Of the four possible swaps, the best is made.
  const int b = nodes_[node].left, c = nodes_[node].right;
  float best_gain = 0.0f;
  int swap_child = -1, swap_grandchild = -1;  // swap_child's sibling trades with swap_grandchild
  for (const auto& [child, uncle] : {std::pair{b, c}, std::pair{c, b}}) {
    if (nodes_[child].IsLeaf()) continue;
    const float area = SurfaceArea(nodes_[child].bounds);
    const int d = nodes_[child].left, e = nodes_[child].right;
    // The uncle replaces d (child = uncle + e) or e (child = d + uncle).
    for (const auto& [out, stays] : {std::pair{d, e}, std::pair{e, d}}) {
      const float gain = area - SurfaceArea(Join(nodes_[uncle].bounds, nodes_[stays].bounds));
      if (gain > best_gain) {
        best_gain = gain;
        swap_child = child;
        swap_grandchild = out;
      }
    }
  }
  if (swap_child < 0) return;
  const int uncle = swap_child == b ? c : b;
  // uncle goes under swap_child in swap_grandchild's place; swap_grandchild goes up in uncle's place.
  (nodes_[swap_child].left == swap_grandchild ? nodes_[swap_child].left : nodes_[swap_child].right) = uncle;
  (nodes_[node].left == uncle ? nodes_[node].left : nodes_[node].right) = swap_grandchild;
  nodes_[uncle].parent = swap_child;
  nodes_[swap_grandchild].parent = node;
  Refit(swap_child);
}

void BoundingVolumeTree::ForEachInnerNode(const std::function<void(const Node&)>& visit) const {
  std::vector<int> stack;
  if (root_ >= 0) stack.push_back(root_);
  while (!stack.empty()) {
    const Node& node = nodes_[stack.back()];
    stack.pop_back();
    if (node.IsLeaf()) continue;
    visit(node);
    stack.push_back(node.left);
    stack.push_back(node.right);
  }
}

float BoundingVolumeTree::InnerSurfaceArea() const {
  float total = 0.0f;
  ForEachInnerNode([&](const Node& node) { total += SurfaceArea(node.bounds); });
  return total;
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
  std::vector<int> found, stack;
  if (root_ >= 0) stack.push_back(root_);
  while (!stack.empty()) {  // a stack of its own, not recursion: no tree is too deep for it
    const Node& node = nodes_[stack.back()];
    stack.pop_back();
    ++tests_;
    if (!Collisions::Intersects(node.bounds, region)) continue;
    if (node.IsLeaf()) {
      found.push_back(node.object);
    } else {
      stack.push_back(node.left);
      stack.push_back(node.right);
    }
  }
  std::sort(found.begin(), found.end());
  return found;
}

std::vector<ObjectPair> BoundingVolumeTree::Pairs() const {
  tests_ = 0;
  std::vector<ObjectPair> found;
  // Every pair lies within one subtree or across the two children of some node: descend each node's
  // children against each other, and each child on its own.
  ForEachInnerNode([&](const Node& node) { Pairs(node.left, node.right, found); });
  std::sort(found.begin(), found.end());
  return found;
}

void BoundingVolumeTree::Pairs(int first, int second, std::vector<ObjectPair>& found) const {
  std::vector<std::pair<int, int>> stack = {{first, second}};
  while (!stack.empty()) {
    const auto [a, b] = stack.back();
    stack.pop_back();
    ++tests_;
    const Node& na = nodes_[a];
    const Node& nb = nodes_[b];
    if (!Collisions::Intersects(na.bounds, nb.bounds)) continue;
    if (na.IsLeaf() && nb.IsLeaf()) {
      found.emplace_back(std::min(na.object, nb.object), std::max(na.object, nb.object));
    } else if (nb.IsLeaf() || (!na.IsLeaf() && SurfaceArea(na.bounds) >= SurfaceArea(nb.bounds))) {
      stack.emplace_back(na.left, b);  // descend the bigger node
      stack.emplace_back(na.right, b);
    } else {
      stack.emplace_back(a, nb.left);
      stack.emplace_back(a, nb.right);
    }
  }
}

// ---- Quadtree

Quadtree::Quadtree(const Rectangle& bounds, int max_depth) : max_depth_(max_depth) {
  nodes_.push_back({.bounds = bounds, .children = {}, .objects = {}});
}

namespace {
// Inverted (min > max on an axis) or NaN: a rectangle with no points, as IsEmpty(AABB) above. Overlaps alone
// would let an inverted one meet the rectangles around it.
bool IsEmpty(const Rectangle& r) { return !(r.min.x <= r.max.x && r.min.y <= r.max.y); }
}  // namespace

bool Quadtree::Insert(int id, const Rectangle& rectangle) {
  if (id < 0) return false;
  if (Contains(id)) Remove(id);
  if (IsEmpty(rectangle) || !nodes_.front().bounds.Overlaps(rectangle)) return false;
  if (id >= static_cast<int>(rectangles_.size())) {
    rectangles_.resize(static_cast<std::size_t>(id) + 1);
    stored_.resize(static_cast<std::size_t>(id) + 1, false);
  }
  rectangles_[id] = rectangle;
  stored_[id] = true;
  Insert(0, 0, id);
  return true;
}

bool Quadtree::Remove(int id) {
  if (!Contains(id)) return false;
  Remove(0, id);
  stored_[id] = false;
  return true;
}

bool Quadtree::Update(int id, const Rectangle& rectangle) {
  Remove(id);
  return Insert(id, rectangle);
}

void Quadtree::Remove(int node, int id) {
  if (!nodes_[node].bounds.Overlaps(rectangles_[id])) return;
  if (nodes_[node].children.empty()) {
    std::vector<int>& objects = nodes_[node].objects;
    objects.erase(std::remove(objects.begin(), objects.end(), id), objects.end());
    return;
  }
  for (int i = 0; i < 4; ++i) Remove(nodes_[node].children[i], id);
  JoinIfSparse(node);  // after the children: the join travels up as far as the tree has thinned
}

void Quadtree::JoinIfSparse(int node) {
  std::vector<int> held;
  for (const int child : nodes_[node].children) {
    if (!nodes_[child].children.empty()) return;
    held.insert(held.end(), nodes_[child].objects.begin(), nodes_[child].objects.end());
  }
  std::sort(held.begin(), held.end());
  held.erase(std::unique(held.begin(), held.end()), held.end());
  // Insert splits a cell holding more than one object (above the depth limit), so one that holds fewer is
  // what insertion would have left whole. At the depth limit, children were never made.
  if (held.size() > 1) return;
  free_blocks_.push_back(nodes_[node].children.front());
  for (const int child : nodes_[node].children) nodes_[child] = Node{};
  nodes_[node].children.clear();
  nodes_[node].objects = std::move(held);
}

std::vector<int> Quadtree::LiveNodes() const {
  std::vector<int> live, stack = {0};
  while (!stack.empty()) {
    const int node = stack.back();
    stack.pop_back();
    live.push_back(node);
    for (const int child : nodes_[node].children) stack.push_back(child);
  }
  std::sort(live.begin(), live.end());
  return live;
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
  int first = static_cast<int>(nodes_.size());
  if (free_blocks_.empty()) {
    nodes_.resize(nodes_.size() + 4);
  } else {
    first = free_blocks_.back();
    free_blocks_.pop_back();
  }
  for (int quadrant = 0; quadrant < 4; ++quadrant) {
    const glm::vec2 low(quadrant & 1 ? centre.x : bounds.min.x, quadrant & 2 ? centre.y : bounds.min.y);
    const glm::vec2 high(quadrant & 1 ? bounds.max.x : centre.x, quadrant & 2 ? bounds.max.y : centre.y);
    nodes_[first + quadrant] = {.bounds = Rectangle(low, high), .children = {}, .objects = {}};
    nodes_[node].children.push_back(first + quadrant);
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
  if (IsEmpty(region)) return found;
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
