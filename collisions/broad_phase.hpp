// Chapter 10, the lecture's broad phase: sort-and-sweep over moving boxes, a bounding-volume tree of objects,
// and a quadtree (the 2-D sibling of chapter 5's octree). Each finds the pairs (or the objects) whose boxes
// overlap, touching counting, exactly as Intersects(AABB, AABB) on every pair would; they only do it faster.
#pragma once

#include <utility>
#include <vector>

#include "collisions/collisions.hpp"

namespace lab {

// A pair of object indices, first < second.
using ObjectPair = std::pair<int, int>;

// The reference every structure below must reproduce: Intersects(AABB, AABB) on every pair, sorted.
// A box that is inverted (min > max on an axis) or has NaN is empty here: it overlaps nothing.
std::vector<ObjectPair> EveryOverlappingPair(const std::vector<AABB>& boxes);

// Sort-and-sweep (sweep-and-prune) along x, kept between frames: the boxes' start and end values stay sorted,
// and each Update re-sorts them by insertion sort, which costs little when the boxes moved little (the
// lecture's "sort start- and end-values, and iterate over them in sorted order"). An overlap along x is
// confirmed on all three axes before it becomes a pair.
class SortAndSweep {
 public:
  // The boxes' new positions. The first call (or a change in the number of boxes) sorts from scratch. Empty
  // boxes (inverted or NaN) are skipped, as in EveryOverlappingPair.
  void Update(const std::vector<AABB>& boxes);
  // The overlapping pairs after the last Update, sorted.
  const std::vector<ObjectPair>& Pairs() const { return pairs_; }
  // How many swaps the last Update's insertion sort made (small when the motion was coherent).
  long LastSwaps() const { return swaps_; }
  // How many pairs overlapped along x and were tested on all axes in the last Update.
  long LastCandidates() const { return candidates_; }

 private:
  struct Endpoint {
    float value;
    int object;
    bool is_start;
  };
  std::vector<Endpoint> endpoints_;
  std::vector<ObjectPair> pairs_;
  long swaps_ = 0;
  long candidates_ = 0;
};

// A bounding-volume tree of objects built bottom up, as the lecture describes: start with every object's box,
// then repeatedly join the two nodes whose joint box is smallest (by surface area) under a new parent, until
// one root is left. O(n^3) to build, meant for tens to hundreds of objects.
class BoundingVolumeTree {
 public:
  struct Node {
    AABB bounds;
    int left = -1;  // child node indices; -1 for a leaf
    int right = -1;
    int object = -1;  // the object's index for a leaf
    bool IsLeaf() const { return left < 0; }
  };

  explicit BoundingVolumeTree(const std::vector<AABB>& boxes);

  // The objects whose boxes overlap region, sorted. Whole subtrees whose box misses it are skipped.
  std::vector<int> Query(const AABB& region) const;
  // Every pair of objects whose boxes overlap, sorted (the tree tested against itself).
  std::vector<ObjectPair> Pairs() const;
  // How many box tests the last Query or Pairs made (compare n for a query, n(n-1)/2 for pairs).
  long LastTests() const { return tests_; }

  const std::vector<Node>& Nodes() const { return nodes_; }
  // The root's index, -1 for an empty tree.
  int Root() const { return root_; }
  // Levels from the root to the deepest leaf (1 for a single object, 0 for none).
  int Depth() const;

 private:
  void Query(int node, const AABB& region, std::vector<int>& found) const;
  void Pairs(int a, int b, std::vector<ObjectPair>& found) const;

  std::vector<Node> nodes_;
  int root_ = -1;
  mutable long tests_ = 0;
};

// A quadtree of rectangles (the lecture's "cut each axis in half"): a cell holding more than one object is
// split in four, down to max_depth; an object is stored in every leaf it overlaps.
class Quadtree {
 public:
  struct Node {
    Rectangle bounds;
    std::vector<int> children;  // 4 node indices, or none for a leaf
    std::vector<int> objects;   // leaves only
  };

  Quadtree(const Rectangle& bounds, int max_depth);

  // Adds object id with its rectangle; false (and not stored) when it lies wholly outside the tree.
  bool Insert(int id, const Rectangle& rectangle);
  // The objects whose rectangles overlap region (touching counts), sorted, each once.
  std::vector<int> Query(const Rectangle& region) const;
  // How many leaves the last Query visited.
  int LastLeavesVisited() const { return leaves_visited_; }

  const std::vector<Node>& Nodes() const { return nodes_; }

 private:
  void Insert(int node, int depth, int id);
  void Split(int node, int depth);

  std::vector<Node> nodes_;
  std::vector<Rectangle> rectangles_;  // by object id
  int max_depth_;
  mutable int leaves_visited_ = 0;
};

}  // namespace lab
