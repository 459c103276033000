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
    Camera().SetHome({.target = Point(0, 1, 0), .yaw_degrees = 35.0f, .pitch_degrees = -40.0f, .distance = 24.0f});
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
    tree_ = std::make_unique<lab::BoundingVolumeTree>(boxes_);
    const std::vector<ObjectPair> expected = EveryOverlappingPair(boxes_);
    const std::vector<ObjectPair> pairs = tree_->Pairs();
    Check().ExpectTrue("the tree's overlapping pairs equal every pair's test", pairs == expected,
                       fmt::format("{} pairs, expected {}", pairs.size(), expected.size()));
    const long all_pairs = static_cast<long>(boxes_.size() * (boxes_.size() - 1) / 2);
    Check().ExpectTrue("and it tests fewer boxes than there are pairs", tree_->LastTests() < all_pairs,
                       fmt::format("{} box tests for {} pairs", tree_->LastTests(), all_pairs));
    // The rooms are apart, so the root's children hold whole rooms: each leaf's room is one side or the other.
    const auto& root = tree_->Nodes()[tree_->Root()];
    Check().ExpectTrue("the root's two children do not overlap (the rooms are apart)",
                       !Collisions::Intersects(tree_->Nodes()[root.left].bounds, tree_->Nodes()[root.right].bounds),
                       "they overlap");
    for (const AABB& region : Regions()) {
      std::vector<int> found;
      for (int i = 0; i < static_cast<int>(boxes_.size()); ++i) {
        if (Collisions::Intersects(boxes_[i], region)) found.push_back(i);
      }
      Check().ExpectTrue(fmt::format("Query({}) equals testing every object", region), tree_->Query(region) == found,
                         fmt::format("{} found, expected {}", tree_->Query(region).size(), found.size()));
    }
  }

  void Render() override {
    // Inner nodes coloured by depth, objects white, the query region's finds red.
    std::vector<std::pair<int, int>> stack = {{tree_->Root(), 0}};
    while (!stack.empty()) {
      const auto [node, depth] = stack.back();
      stack.pop_back();
      const auto& n = tree_->Nodes()[node];
      if (n.IsLeaf()) continue;
      if (depth < 4) Draw().WireBox(n.bounds, palette::kPieces[depth % palette::kPieces.size()]);
      stack.emplace_back(n.left, depth + 1);
      stack.emplace_back(n.right, depth + 1);
    }
    const AABB region = Regions().front();
    const std::vector<int> found = tree_->Query(region);
    for (int i = 0; i < static_cast<int>(boxes_.size()); ++i) {
      const bool hit = std::find(found.begin(), found.end(), i) != found.end();
      Draw().WireBox(boxes_[i], hit ? palette::kIntersecting : palette::kShape);
    }
    Draw().WireBox(region, palette::kQueryPoint);
  }

 private:
  static std::vector<AABB> Regions() {
    return {AABB(Point(-7, 0, -5), Point(-4, 2, -2)), AABB(Point(-1, 0, -1), Point(1, 1, 1)),
            AABB(Point(-10, -1, -10), Point(10, 3, 10))};
  }
  std::vector<AABB> boxes_;
  std::unique_ptr<lab::BoundingVolumeTree> tree_;
};

}  // namespace
LAB_REGISTER_SAMPLE(BoundingVolumeTree, Chapter::kLectureToolbox,
                    "The lecture's bounding-volume tree: 42 objects in three rooms, joined bottom up, the pair with "
                    "the smallest joint box first. The top levels are coloured by depth; the root's two children "
                    "hold rooms apart (their boxes do not overlap). A query (cyan) finds the red objects. Pairs and "
                    "queries asserted equal to testing every object.");
}  // namespace lab::samples
