// Chapter 5, "Dynamic objects" and "Raycast": the scene in an octree.
#include <memory>

#include "samples/sample_scene.hpp"

namespace lab::samples {
namespace {

int CountLeavesHolding(const Octree::Node& node, const Model* model) {
  int count = std::find(node.contents.begin(), node.contents.end(), model) != node.contents.end();
  for (const auto& child : node.children) count += CountLeavesHolding(*child, model);
  return count;
}

class SceneSample02 final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 22.0f});
    if (!BuildTutorialScene(*this, scene_)) return;
    octree_ = std::make_unique<Octree>(Point(0.0f), 7.0f, 3);
    // Items: the rays by index (kOntoChild, kPastEverything, kOntoCube), the models by ModelItem.
    for (const Model& model : scene_.scene.Models()) {
      Check().About(ModelItem(scene_.scene, &model));
      Check().Expect("the octree takes every model", true, octree_->Insert(&model));
    }
    // The octree's answer is the scene's, model and distance.
    for (std::size_t i = 0; i < rays_.size(); ++i) {
      const Ray& ray = rays_[i];
      Check().About(static_cast<int>(i));
      float scene_t = 0.0f, octree_t = 0.0f;
      const Model* from_scene = scene_.scene.Raycast(ray, scene_t);
      const Model* from_octree = octree_->Raycast(ray, octree_t);
      Check().ExpectTrue(fmt::format("the octree finds the scene's model for ray {}", ray), from_scene == from_octree,
                         "a different model");
      Check().ExpectNear("... at the same distance", scene_t, octree_t, 1e-5f);
    }
    // Moving a model: after Update it is found where it went, and no longer where it was.
    const Point old_position = scene_.cube->position;
    scene_.cube->position = Point(4, -3, -4);
    octree_->Update(scene_.cube);
    float t = 0.0f;
    Check().About({2, ModelItem(scene_.scene, scene_.cube)});
    Check().ExpectTrue("after the cube moves, the old ray misses it",
                       octree_->Raycast(scene_rays::kOntoCube, t) != scene_.cube, "still hits the cube");
    Check().About(ModelItem(scene_.scene, scene_.cube));
    Check().ExpectTrue("... and a ray onto its new place hits it",
                       octree_->Raycast(Ray(Point(4, 10, -4), glm::vec3(0, -1, 0)), t) == scene_.cube, "misses it");
    scene_.cube->position = old_position;
    octree_->Update(scene_.cube);
    octree_->Remove(scene_.torus);
    Check().About(ModelItem(scene_.scene, scene_.torus));
    Check().ExpectTrue("a removed model is in no leaf", CountLeavesHolding(octree_->Root(), scene_.torus) == 0,
                       "still there");
    octree_->Insert(scene_.torus);
    for (std::size_t i = 0; i < rays_.size(); ++i) {
      Handles().About(static_cast<int>(i));
      Handles().Add(fmt::format("ray {}", i), rays_[i]);
    }
  }

  void Update(float dt) override {
    Application::Update(dt);
    if (scene_.cube == nullptr) return;
    scene_.cube->rotation.x += 45.0f * dt;
    octree_->Update(scene_.cube);
    octree_->Update(scene_.torus);  // its parent moved
  }

  void Render() override {
    Draw().DrawAxes();
    if (!octree_) return;
    DrawScene(Draw(), scene_.scene, true);
    for (std::size_t i = 0; i < rays_.size(); ++i) {
      const Ray& ray = rays_[i];
      Draw().About(static_cast<int>(i));
      float t = 0.0f;
      const bool hit = octree_->Raycast(ray, t) != nullptr;
      Draw().DrawRayWithHit(ray, hit, ray.At(t));
      for (const Octree::Node* leaf : octree_->Visited()) Draw().DrawWireBox(leaf->bounds, palette::kGray);
    }
  }

 private:
  TutorialScene scene_;
  std::unique_ptr<Octree> octree_;
  std::array<Ray, 3> rays_ = {scene_rays::kOntoChild, scene_rays::kPastEverything, scene_rays::kOntoCube};
};

}  // namespace
LAB_REGISTER_SAMPLE(SceneSample02, Chapter::kScenes,
                    "The scene in an octree (half-size 7, split 3 times): its raycast visits the leaves the ray "
                    "crosses (gray), nearest first, and agrees with the scene's; moving and removing models. "
                    "Errata: the book returns the first object found, and never tests the root's box.");
}  // namespace lab::samples
