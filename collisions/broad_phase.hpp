// Chapter 10, the lecture's broad phase: sort-and-sweep over moving boxes, a bounding-volume tree of objects,
// and a quadtree (the 2-D sibling of chapter 5's octree). Each finds the pairs (or the objects) whose boxes
// overlap, touching counting, exactly as Intersects(AABB, AABB) on every pair would; they only do it faster.
#pragma once

#include <functional>
#include <utility>
#include <vector>

#include "collisions/collisions.hpp"

namespace lab {

// A pair of object indices, first < second.
using ObjectPair = std::pair<int, int>;

// The reference every structure below must reproduce: Intersects(AABB, AABB) on every pair, sorted.
// A box that is inverted (min > max on an axis) or has NaN is empty here: it overlaps nothing.
std::vector<ObjectPair> EveryOverlappingPair(const std::vector<AABB>& boxes);

// Sort-and-sweep (sweep-and-prune), kept between frames: the boxes' start and end values along one axis stay
// sorted, and each Update re-sorts them by insertion sort, which costs little when the boxes moved little (the
// lecture's "sort start- and end-values, and iterate over them in sorted order"). An overlap along the axis is
// confirmed on all three axes before it becomes a pair.
//
// The axis is the one along which the boxes' centres spread most (where, as a rule, fewest boxes overlap). It
// changes only when another axis's variance is kAxisSwitchFactor times as large, so boxes that hover between
// two axes do not make every frame a full re-sort. (Boxes with infinite bounds make the spread NaN; the axis
// then stays as it is, and the pairs stay exact.)
class SortAndSweep {
 public:
  static constexpr double kAxisSwitchFactor = 2.0;

  // The boxes' new positions. The first call, a change in the number of boxes or of axis sorts from scratch.
  // Empty boxes (inverted or NaN) are skipped, as in EveryOverlappingPair.
  void Update(const std::vector<AABB>& boxes);
  // The axis swept in the last Update: 0, 1 or 2 for x, y or z.
  int Axis() const { return axis_; }
  // Whether the last Update sorted from scratch (first call, new count or new axis) rather than from the last
  // frame's order.
  bool LastSortedFromScratch() const { return sorted_from_scratch_; }
  // The overlapping pairs after the last Update, sorted.
  const std::vector<ObjectPair>& Pairs() const { return pairs_; }
  // How many swaps the last Update's insertion sort made (small when the motion was coherent).
  long LastSwaps() const { return swaps_; }
  // How many pairs overlapped along the sweep axis and were tested on all axes in the last Update.
  long LastCandidates() const { return candidates_; }

 private:
  struct Endpoint {
    float value;
    int object;
    bool is_start;
  };
  std::vector<Endpoint> endpoints_;
  std::vector<ObjectPair> pairs_;
  int axis_ = 0;
  bool sorted_from_scratch_ = false;
  long swaps_ = 0;
  long candidates_ = 0;
};

// A bounding-volume tree of objects, two ways:
// - the constructor and Insert grow it one object at a time, as production engines do (Box2D's and Bullet's
//   dynamic trees): each new leaf goes beside the node that adds the least surface area to the tree, found by
//   branch and bound, and the nodes on its way up are refitted, rotated where a swap shrinks a child, and
//   rebalanced by height (as Box2D's Balance), so that boxes whose costs tie (identical boxes, points on a
//   line) cannot make a chain: O(n log n) to build; Remove and Update keep it as objects go and move.
// - BottomUp is the lecture's construction: start with every object's box, then repeatedly join the two nodes
//   whose joint box is smallest (by surface area) under a new parent, until one root is left. O(n^3), meant
//   for tens of objects, to show the idea.
// An empty box (inverted or NaN) gets no leaf: it overlaps nothing, as in EveryOverlappingPair.
class BoundingVolumeTree {
 public:
  struct Node {
    AABB bounds;
    int left = -1;  // child node indices; -1 for a leaf
    int right = -1;
    int object = -1;  // the object's index for a leaf
    int parent = -1;  // -1 for the root (and for a free node)
    int height = 0;   // levels below: 0 for a leaf
    bool IsLeaf() const { return left < 0; }
  };

  BoundingVolumeTree() = default;
  // Inserts the boxes in order; box i is object i.
  explicit BoundingVolumeTree(const std::vector<AABB>& boxes);
  static BoundingVolumeTree BottomUp(const std::vector<AABB>& boxes);

  // Adds an object and returns its index (one more than the last).
  int Insert(const AABB& box);
  // Takes an object out; false when it is not in the tree.
  bool Remove(int object);
  // Moves an object to a new box (out, then in again); false when the object was never inserted.
  bool Update(int object, const AABB& box);

  // The objects whose boxes overlap region, sorted. Whole subtrees whose box misses it are skipped.
  std::vector<int> Query(const AABB& region) const;
  // Every pair of objects whose boxes overlap, sorted (the tree tested against itself).
  std::vector<ObjectPair> Pairs() const;
  // How many box tests the last Query or Pairs made (compare n for a query, n(n-1)/2 for pairs).
  long LastTests() const { return tests_; }

  // Every node ever made; those removed are free (unreachable from the root) until reused.
  const std::vector<Node>& Nodes() const { return nodes_; }
  // The root's index, -1 for an empty tree.
  int Root() const { return root_; }
  // Levels from the root to the deepest leaf (1 for a single object, 0 for none).
  int Depth() const;
  // The sum of the inner nodes' surface areas: the cost a query pays, which insertion keeps low.
  float InnerSurfaceArea() const;

 private:
  int NewNode(const Node& node);
  void FreeNode(int node);
  // Makes leaf a child of a new parent beside the best sibling.
  void InsertLeaf(int leaf);
  // From node up to the root: each node's box and height refitted to its children, rotated where it pays,
  // and rebalanced.
  void RefitUpFrom(int node);
  void Refit(int node);
  void Rotate(int node);
  // When one child is more than a level taller than the other, lifts the taller one; returns the node now in
  // this place.
  int Balance(int node);
  void Pairs(int a, int b, std::vector<ObjectPair>& found) const;
  // Every inner node reachable from the root, parents before children.
  void ForEachInnerNode(const std::function<void(const Node&)>& visit) const;

  std::vector<Node> nodes_;
  std::vector<int> free_nodes_;
  std::vector<int> leaf_of_object_;  // -1: removed, or an empty box
  int root_ = -1;
  mutable long tests_ = 0;
};

// A quadtree of rectangles (the lecture's "cut each axis in half"): a cell holding more than one object is
// split in four, down to max_depth; an object is stored in every leaf it overlaps. Objects can leave and move:
// a cell whose four children together hold at most one object is joined again, so the tree stays what
// inserting the objects present would build.
class Quadtree {
 public:
  struct Node {
    Rectangle bounds;
    std::vector<int> children;  // 4 node indices, or none for a leaf
    std::vector<int> objects;   // leaves only
  };

  Quadtree(const Rectangle& bounds, int max_depth);

  // Adds object id with its rectangle; false (and not stored) when it lies wholly outside the tree or is empty
  // (inverted, min > max on an axis, or NaN: as SortAndSweep, it is in no query's answer). An id already stored
  // is moved (as Update).
  bool Insert(int id, const Rectangle& rectangle);
  // Takes object id out; false when it was not stored.
  bool Remove(int id);
  // Moves object id to a new rectangle (Remove, then Insert): false, and no longer stored, when the new
  // rectangle lies wholly outside the tree or is empty.
  bool Update(int id, const Rectangle& rectangle);
  bool Contains(int id) const { return id >= 0 && id < static_cast<int>(stored_.size()) && stored_[id]; }
  // The objects whose rectangles overlap region (touching counts), sorted, each once; none for an empty region.
  std::vector<int> Query(const Rectangle& region) const;
  // How many leaves the last Query visited.
  int LastLeavesVisited() const { return leaves_visited_; }

  // The nodes in use, reached from the root (nodes_[0]); a joined cell's children are kept for reuse and
  // are not listed.
  std::vector<int> LiveNodes() const;
  const std::vector<Node>& Nodes() const { return nodes_; }

 private:
  void Insert(int node, int depth, int id);
  void Split(int node, int depth);
  void Remove(int node, int id);
  // Joins node's four children back into it when they are leaves holding at most one object between them.
  void JoinIfSparse(int node);

  std::vector<Node> nodes_;
  std::vector<int> free_blocks_;       // first index of four consecutive nodes freed by a join
  std::vector<Rectangle> rectangles_;  // by object id
  std::vector<bool> stored_;           // by object id
  int max_depth_;
  mutable int leaves_visited_ = 0;
};

}  // namespace lab
