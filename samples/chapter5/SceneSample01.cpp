// Chapter 5, "Make a scene": a hierarchy of models and the scene raycast.
#include "samples/sample_scene.hpp"

namespace lab::samples {
namespace {

class SceneSample01 final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 16.0f});
    if (!BuildTutorialScene(*this, scene_)) return;
    // Items: the rays by index (kOntoChild, kPastEverything, kOntoCube), the models by ModelItem.
    float t = 0.0f;
    const Model* hit = scene_.scene.Raycast(scene_rays::kOntoChild, t);
    Check().About(0);
    Check().Expect("the ray down onto suz2 hits the scene", true, hit != nullptr);
    Check().About({0, ModelItem(scene_.scene, scene_.suz2)});
    Check().ExpectTrue("... and the model it hits is suz2 (a child: parent transforms compose)", hit == scene_.suz2,
                       "another model");
    Check().ExpectNear("... at the world distance", scene_rays::kOntoChildT, t, scene_rays::kOntoChildTolerance);
    hit = scene_.scene.Raycast(scene_rays::kPastEverything, t);
    Check().About(1);
    Check().Expect("the book's second ray hits nothing", false, hit != nullptr);
    Check().ExpectNear("... and t is -1, as for every miss", -1.0f, t, 0.0f);
    hit = scene_.scene.Raycast(scene_rays::kOntoCube, t);
    Check().About({2, ModelItem(scene_.scene, scene_.cube)});
    Check().ExpectTrue("the ray down onto the turned cube hits the cube", hit == scene_.cube, "not the cube");
    Check().ExpectNear("... on its sloping top", scene_rays::kOntoCubeT, t, 1e-4f);
    for (std::size_t i = 0; i < rays_.size(); ++i) {
      Handles().About(static_cast<int>(i));
      Handles().Add(fmt::format("ray {}", i), rays_[i]);
    }
  }

  void Update(float dt) override {
    Application::Update(dt);
    if (scene_.cube != nullptr) scene_.cube->rotation.x += 45.0f * dt;  // the book turns the cube
  }

  void Render() override {
    Draw().DrawAxes();
    DrawScene(Draw(), scene_.scene, true);
    for (std::size_t i = 0; i < rays_.size(); ++i) {
      Draw().About(static_cast<int>(i));
      float t = 0.0f;
      const bool hit = scene_.scene.Raycast(rays_[i], t) != nullptr;
      Draw().DrawRayWithHit(rays_[i], hit, rays_[i].At(t));
    }
  }

 private:
  TutorialScene scene_;
  std::array<Ray, 3> rays_ = {scene_rays::kOntoChild, scene_rays::kPastEverything, scene_rays::kOntoCube};
};

}  // namespace
LAB_REGISTER_SAMPLE(SceneSample01, Chapter::kScenes,
                    "Scene.Raycast over the tutorial's hierarchy (knots for its suzannes): the nearest hit, t in "
                    "world units, -1 on a miss. Errata: the book's 2.730469 is a farther surface of suzanne found "
                    "first, in model space; and it returns t = 0 on a miss.");
}  // namespace lab::samples
