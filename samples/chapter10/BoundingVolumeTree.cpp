// Chapter 10, the lecture's bounding-volume tree of objects, built bottom up by joining the closest pair.
#include <random>
#include <vector>

#include "collisions/broad_phase.hpp"
#include "samples/sample_polygons.hpp"

namespace lab::samples {
namespace {

class BoundingVolumeTree final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.target = Point(0, 1, 0), .yaw_degrees = 35.0f, .pitch_degrees = -40.0f, .distance = 24.0f});
    // Objects in three clusters (rooms), as in the lecture: objects in one room never meet those in another.
    std::mt19937 random(5);
    const auto unit = [&] { return static_cast<float>(random()) / 4294967296.0f; };
    for (const Point room : {Point(-6, 0, -4), Point(5, 0, -3), Point(0, 0, 6)}) {
      for (int i = 0; i < 14; ++i) {
        const Point centre = room + Point(unit() * 5 - 2.5f, unit() * 2, unit() * 5 - 2.5f);
        boxes_.push_back(AABB::FromCenterExtents(
            centre, glm::vec3(0.2f + 0.4f * unit(), 0.2f + 0.4f * unit(), 0.2f + 0.4f * unit())));
      }
    }
    tree_ = std::make_unique<lab::BoundingVolumeTree>(lab::BoundingVolumeTree::BottomUp(boxes_));
    const std::vector<ObjectPair> expected = EveryOverlappingPair(boxes_);
    const std::vector<ObjectPair> pairs = tree_->Pairs();
    // Items: the objects by index, the root's two children as one, the query regions from kRegionItem.
    Check().About({});  // every object
    Check().ExpectTrue("the tree's overlapping pairs equal every pair's test", pairs == expected,
                       fmt::format("{} pairs, expected {}", pairs.size(), expected.size()));
    const std::vector<ObjectPair> inserted_pairs = lab::BoundingVolumeTree(boxes_).Pairs();
    Check().ExpectTrue("so do those of the tree built by insertion", inserted_pairs == expected,
                       fmt::format("{} pairs, expected {}", inserted_pairs.size(), expected.size()));
    const long all_pairs = static_cast<long>(boxes_.size() * (boxes_.size() - 1) / 2);
    Check().ExpectTrue("and it tests fewer boxes than there are pairs", tree_->LastTests() < all_pairs,
                       fmt::format("{} box tests for {} pairs", tree_->LastTests(), all_pairs));
    // The rooms are apart, so the root's children hold whole rooms: each leaf's room is one side or the other.
    const auto& root = tree_->Nodes()[tree_->Root()];
    Check().About(kRootChildrenItem);
    Check().ExpectTrue("the root's two children do not overlap (the rooms are apart)",
                       !Collisions::Intersects(tree_->Nodes()[root.left].bounds, tree_->Nodes()[root.right].bounds),
                       "they overlap");
    const std::vector<AABB> regions = Regions();
    for (std::size_t r = 0; r < regions.size(); ++r) {
      const AABB& region = regions[r];
      std::vector<int> found;
      for (int i = 0; i < static_cast<int>(boxes_.size()); ++i) {
        if (Collisions::Intersects(boxes_[i], region)) found.push_back(i);
      }
      // The region (the first drawn bright, the others faint) and what it finds, unless that is every object.
      std::vector<int> items = {kRegionItem + static_cast<int>(r)};
      if (found.size() < boxes_.size()) items.insert(items.end(), found.begin(), found.end());
      Check().About(items);
      Check().ExpectTrue(fmt::format("Query({}) equals testing every object", region), tree_->Query(region) == found,
                         fmt::format("{} found, expected {}", tree_->Query(region).size(), found.size()));
    }
    // The objects move whole, by their centres (the tree is rebuilt on every move), and the region by its
    // corners.
    for (std::size_t i = 0; i < boxes_.size(); ++i) anchors_.emplace_back(boxes_[i].Center());
    for (std::size_t i = 0; i < boxes_.size(); ++i) {
      Handles().About(static_cast<int>(i));
      Handles().AddPoint(fmt::format("object {}", i), anchors_[i].at);
    }
    region_ = regions.front();
    Handles().About(kRegionItem);
    Handles().Add("query region", region_);
    Handles().About(DebugDraw::kNoItem);
    moved_ = boxes_;
  }

  void OnHandlesMoved() override {
    for (std::size_t i = 0; i < boxes_.size(); ++i) {
      const glm::vec3 moved = anchors_[i].Moved();
      moved_[i] = AABB(boxes_[i].min + moved, boxes_[i].max + moved);
    }
    Rebuild();
  }

  // The production tree beside the lecture's: built by insertion, with rotations.
  void DrawControls(Controls& ui) override {
    if (ui.Checkbox("build by insertion (engines' way)", by_insertion_)) Rebuild();
    ui.Text(fmt::format("depth {}, inner surface area {:.0f}", tree_->Depth(), tree_->InnerSurfaceArea()));
  }

  void Render() override {
    // Inner nodes coloured by depth, objects white, the query region's finds red.
    std::vector<std::pair<int, int>> stack = {{tree_->Root(), 0}};
    while (!stack.empty()) {
      const auto [node, depth] = stack.back();
      stack.pop_back();
      const auto& n = tree_->Nodes()[node];
      if (n.IsLeaf()) continue;
      Draw().About(depth == 1 ? kRootChildrenItem : DebugDraw::kNoItem);
      if (depth < 4) Draw().DrawWireBox(n.bounds, palette::kPieces[depth % palette::kPieces.size()]);
      stack.emplace_back(n.left, depth + 1);
      stack.emplace_back(n.right, depth + 1);
    }
    const std::vector<int> found = tree_->Query(region_);
    for (int i = 0; i < static_cast<int>(moved_.size()); ++i) {
      const bool hit = std::find(found.begin(), found.end(), i) != found.end();
      Draw().About(i);
      Draw().DrawBox(moved_[static_cast<std::size_t>(i)], hit ? palette::kIntersecting : palette::kShape);
    }
    Draw().About(kRegionItem);
    Draw().DrawWireBox(region_, palette::kQueryPoint);
    // The other regions the checks query, faint, so their cases have something to point at.
    const std::vector<AABB> regions = Regions();
    for (std::size_t r = 1; r < regions.size(); ++r) {
      Draw().About(kRegionItem + static_cast<int>(r));
      Draw().DrawWireBox(regions[r], palette::Translucent(palette::kQueryPoint));
    }
    Draw().About(DebugDraw::kNoItem);
  }

 private:
  static std::vector<AABB> Regions() {
    return {AABB(Point(-7, 0, -5), Point(-4, 2, -2)), AABB(Point(-1, 0, -1), Point(1, 1, 1)),
            AABB(Point(-10, -1, -10), Point(10, 3, 10))};
  }
  void Rebuild() {
    tree_ = std::make_unique<lab::BoundingVolumeTree>(by_insertion_ ? lab::BoundingVolumeTree(moved_)
                                                                    : lab::BoundingVolumeTree::BottomUp(moved_));
  }

  static constexpr int kRootChildrenItem = 100, kRegionItem = 200;
  std::vector<AABB> boxes_;  // the book's objects, which the checks test
  std::unique_ptr<lab::BoundingVolumeTree> tree_;
  // What the handles move and Render reads: each object's centre, the objects so moved, the drawn region.
  std::vector<Anchor> anchors_;
  std::vector<AABB> moved_;
  AABB region_;
  bool by_insertion_ = false;
};

}  // namespace
LAB_REGISTER_SAMPLE(BoundingVolumeTree, Chapter::kLectureToolbox,
                    "The lecture's bounding-volume tree: 42 objects in three rooms, joined bottom up, the pair with "
                    "the smallest joint box first. The top levels are coloured by depth; the root's two children "
                    "hold rooms apart (their boxes do not overlap). A query (cyan) finds the red objects. Pairs and "
                    "queries asserted equal to testing every object. The lecture's join is O(n^3); engines insert "
                    "one object at a time beside the node that grows the tree least, and rotate (O(n log n)): tick "
                    "'build by insertion' under Controls to compare.");
}  // namespace lab::samples
