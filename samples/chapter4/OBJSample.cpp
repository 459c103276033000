// Chapter 4, "3D models" and "BVH": the model and its bounding-volume hierarchy.
#include <set>

#include "samples/model_sample.hpp"

namespace lab::samples {
namespace {

// Depth of the deepest leaf under node (the root is depth 0).
int Depth(const BVHNode& node) {
  int deepest = 0;
  for (const auto& child : node.Children()) deepest = std::max(deepest, 1 + Depth(*child));
  return deepest;
}

void CollectLeaves(const BVHNode& node, std::set<int>& triangles, int& empty_leaves) {
  if (node.IsLeaf()) {
    triangles.insert(node.Triangles().begin(), node.Triangles().end());
    empty_leaves += node.Triangles().empty();
  }
  for (const auto& child : node.Children()) CollectLeaves(*child, triangles, empty_leaves);
}

class OBJSample final : public ModelSample {
 public:
  OBJSample() : ModelSample({.distance = 7.0f}) {}

 protected:
  void InitializeWithModel() override {
    const ModelUnderTest& model = UnderTest();
    model_ = Model(model.mesh);
    const BVHNode& root = *model.mesh->bvh;
    std::set<int> in_leaves;
    int empty_leaves = 0;
    CollectLeaves(root, in_leaves, empty_leaves);
    Check().About({kModelItem, kBvhItem});
    Check().ExpectTrue("every triangle is in some leaf of the BVH", in_leaves.size() == model.expected_triangles,
                       fmt::format("{} of {} triangles are", in_leaves.size(), model.expected_triangles));
    Check().About(kBvhItem);
    Check().ExpectTrue("no leaf is empty after Shake", empty_leaves == 0, fmt::format("{} empty leaves", empty_leaves));
    Check().ExpectTrue("the BVH is at most 3 levels deep", Depth(root) <= BVHNode::kMaxDepth,
                       fmt::format("depth {}", Depth(root)));
    // Whether the root splits at all depends on the model (a split that separates nothing is not made).
    if (!model.is_knot) return;
    Check().ExpectTrue("the root splits into octants", root.Children().size() > 1 && root.Children().size() <= 8,
                       fmt::format("{} children", root.Children().size()));
  }

  void RenderWithModel() override {
    Draw().About(kModelItem);
    DrawModel(Draw(), model_, palette::kGreen);
    Draw().About(kBvhItem);
    DrawBvh(Draw(), model_, *ModelMesh().bvh, palette::kWhite);
  }

 private:
  // The items: the model and its BVH, derived from the file, so neither has handles.
  static constexpr int kModelItem = 0, kBvhItem = 1;

  Model model_;
};

}  // namespace
LAB_REGISTER_MODEL_SAMPLE(OBJSample, Chapter::kModels,
                          "The shipped knot.obj and its BVH (white): split into 8 octants 3 levels deep, empty boxes "
                          "shaken out. Erratum: the book says the top box is divided into 4; Split makes 8.");
}  // namespace lab::samples
