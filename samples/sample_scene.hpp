// The tutorial's chapter 5 scene, with our shipped models: knots where the book has suzanne, plus the
// cube and the torus. tests/scene_test.cpp checks the ray answers below by brute force.
#pragma once

#include <cmath>

#include "collisions/scene.hpp"
#include "samples/sample_models.hpp"

namespace lab::samples {

struct TutorialScene {
  Scene scene;
  Model* suz1 = nullptr;   // knot at (2, 0, 0)
  Model* suz2 = nullptr;   // knot under suz1 at (-2, -1, 0), turned 90 degrees about x, scaled 0.5
  Model* suz3 = nullptr;   // knot under suz1 at (0, 0, -2), turned 180 degrees about y
  Model* cube = nullptr;   // cube at (-2, 3, 1), turned 45 degrees about x
  Model* torus = nullptr;  // torus under the cube at (0, 0, -1)
};

// Builds the scene; false (with the reason logged through app) when a model does not load.
inline bool BuildTutorialScene(Application& app, TutorialScene& out) {
  const auto knot = LoadAsset(app, knot::kFile), cube = LoadAsset(app, "cube.obj"), torus = LoadAsset(app, "torus.obj");
  if (!knot || !cube || !torus) return false;
  out.suz1 = &out.scene.Add(knot);
  out.suz1->position = Point(2, 0, 0);
  out.suz2 = &out.scene.Add(knot, out.suz1);
  out.suz2->position = Point(-2, -1, 0);
  out.suz2->scale = glm::vec3(0.5f);
  out.suz2->rotation = glm::vec3(90, 0, 0);
  out.suz3 = &out.scene.Add(knot, out.suz1);
  out.suz3->position = Point(0, 0, -2);
  out.suz3->rotation = glm::vec3(0, 180, 0);
  out.cube = &out.scene.Add(cube);
  out.cube->position = Point(-2, 3, 1);
  out.cube->rotation = glm::vec3(45, 0, 0);
  out.torus = &out.scene.Add(torus, out.cube);
  out.torus->position = Point(0, 0, -1);
  return true;
}

namespace scene_rays {
// Straight down onto suz2's tube: in suz2's space the ray climbs the knot's centre line at C(0) from below,
// meeting the tube at z = -(5 - kDownwardHitT); world y = -1 - 0.5 z, so t = 5 + 1 - 0.5 (5 - kDownwardHitT).
inline const Ray kOntoChild(Point(0, 5, -0.25f), glm::vec3(0, -1, 0));
inline constexpr float kOntoChildT = 6.0f - 0.5f * (5.0f - knot::kDownwardHitT);
inline constexpr float kOntoChildTolerance = 0.5f * knot::kDownwardHitTolerance;
// The book's second ray: it passes everything.
inline const Ray kPastEverything(Point(-1, -3, -5), glm::vec3(0, 0, 1));
// Down onto the cube's sloping top (turned 45 degrees about x): 0.3 from the ridge at y = 3 + sqrt(2).
inline const Ray kOntoCube(Point(-2, 10, 1.3f), glm::vec3(0, -1, 0));
inline const float kOntoCubeT = 10.0f - (3.0f + std::sqrt(2.0f) - 0.3f);
}  // namespace scene_rays

// The item (Checks::About key) of a scene's model for the samples whose checks are about models: kModelItems
// plus its index in the scene, so it stays clear of the small keys the samples give their rays.
inline constexpr int kModelItems = 100;
inline int ModelItem(const Scene& scene, const Model* model) {
  int index = 0;
  for (const Model& m : scene.Models()) {
    if (&m == model) return kModelItems + index;
    ++index;
  }
  return DebugDraw::kNoItem;
}

// tag_models: each model drawn about its ModelItem (the tag is kNoItem after); else the current tag is kept.
inline void DrawScene(DebugDraw& draw, const Scene& scene, bool tag_models = false) {
  const std::array<Color, 5> colours = {palette::kGreen, palette::kCyan, palette::kYellow, palette::kMagenta,
                                        palette::kWhite};
  int i = 0;
  for (const Model& model : scene.Models()) {
    if (tag_models) draw.About(kModelItems + i);
    DrawModel(draw, model, colours[static_cast<std::size_t>(i++) % colours.size()]);
  }
  if (tag_models) draw.About(DebugDraw::kNoItem);
}

}  // namespace lab::samples
