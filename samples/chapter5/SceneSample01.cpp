// Chapter 5, "Make a scene": a hierarchy of models and the scene raycast.
#include "samples/sample_scene.hpp"

namespace lab::samples {
namespace {

class SceneSample01 final : public Application {
 public:
  void Initialize(int, int) override {
    Camera().SetHome({.distance = 16.0f});
    if (!BuildTutorialScene(*this, scene_)) return;
    float t = 0.0f;
    const Model* hit = scene_.scene.Raycast(scene_rays::kOntoChild, t);
    Check().Expect("the ray down onto suz2 hits the scene", true, hit != nullptr);
    Check().ExpectTrue("... and the model it hits is suz2 (a child: parent transforms compose)", hit == scene_.suz2,
                       "another model");
    Check().ExpectNear("... at the world distance", scene_rays::kOntoChildT, t, scene_rays::kOntoChildTolerance);
    hit = scene_.scene.Raycast(scene_rays::kPastEverything, t);
    Check().Expect("the book's second ray hits nothing", false, hit != nullptr);
    Check().ExpectNear("... and t is -1, as for every miss", -1.0f, t, 0.0f);
    hit = scene_.scene.Raycast(scene_rays::kOntoCube, t);
    Check().ExpectTrue("the ray down onto the turned cube hits the cube", hit == scene_.cube, "not the cube");
    Check().ExpectNear("... on its sloping top", scene_rays::kOntoCubeT, t, 1e-4f);
  }

  void Update(float dt) override {
    Application::Update(dt);
    if (scene_.cube != nullptr) scene_.cube->rotation.x += 45.0f * dt;  // the book turns the cube
  }

  void Render() override {
    Draw().Axes();
    DrawScene(Draw(), scene_.scene);
    for (const Ray& ray : {scene_rays::kOntoChild, scene_rays::kPastEverything, scene_rays::kOntoCube}) {
      float t = 0.0f;
      const bool hit = scene_.scene.Raycast(ray, t) != nullptr;
      Draw().RayWithHit(ray, hit, ray.At(t));
    }
  }

 private:
  TutorialScene scene_;
};

}  // namespace
LAB_REGISTER_SAMPLE(SceneSample01, Chapter::kScenes,
                    "Scene.Raycast over the tutorial's hierarchy (knots for its suzannes): the nearest hit, t in "
                    "world units, -1 on a miss. Errata: the book's 2.730469 is a farther surface of suzanne found "
                    "first, in model space; and it returns t = 0 on a miss.");
}  // namespace lab::samples
