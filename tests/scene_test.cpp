// Chapter 5: the scene samples' ray answers by brute force over world-space triangles, the octree against
// the scene on random rays, and picking.
#include <limits>
#include <random>

#include <glm/gtc/matrix_transform.hpp>
#include <gtest/gtest.h>

#include "brute_force.hpp"
#include "samples/sample_scene.hpp"

namespace lab {
namespace {

struct NullApp final : Application {};

// The nearest world-space triangle hit over every model, computed without the model or scene queries.
const Model* BruteForce(const Scene& scene, const Ray& ray, float& nearest) {
  nearest = std::numeric_limits<float>::infinity();
  const Model* found = nullptr;
  for (const Model& model : scene.Models()) {
    const float hit = testing::BruteForceRaycast(model, ray);
    if (hit < nearest) {
      nearest = hit;
      found = &model;
    }
  }
  return found;
}

class TutorialSceneTest : public ::testing::Test {
 protected:
  void SetUp() override {
    app_.Attach("test", draw_);
    ASSERT_TRUE(samples::BuildTutorialScene(app_, scene_));
  }
  RecordingDraw draw_;
  NullApp app_;
  samples::TutorialScene scene_;
};

TEST_F(TutorialSceneTest, SampleRayAnswersHoldByBruteForce) {
  float t = 0.0f;
  EXPECT_EQ(BruteForce(scene_.scene, samples::scene_rays::kOntoChild, t), scene_.suz2);
  EXPECT_NEAR(t, samples::scene_rays::kOntoChildT, samples::scene_rays::kOntoChildTolerance);
  EXPECT_EQ(BruteForce(scene_.scene, samples::scene_rays::kPastEverything, t), nullptr);
  EXPECT_EQ(BruteForce(scene_.scene, samples::scene_rays::kOntoCube, t), scene_.cube);
  EXPECT_NEAR(t, samples::scene_rays::kOntoCubeT, 1e-4f);
}

TEST_F(TutorialSceneTest, OctreeAgreesWithTheSceneOnRandomRays) {
  Octree octree(Point(0.0f), 7.0f, 3);
  for (const Model& model : scene_.scene.Models()) ASSERT_TRUE(octree.Insert(&model));
  std::mt19937 rng(99);
  std::uniform_real_distribution<float> coordinate(-6, 6);
  int hits = 0;
  for (int i = 0; i < 400; ++i) {
    const Point from(coordinate(rng), coordinate(rng), coordinate(rng)),
        to(coordinate(rng) / 3, coordinate(rng) / 3, coordinate(rng) / 3);
    const Ray ray(from, to - from);
    float scene_t = 0.0f, octree_t = 0.0f;
    const Model* a = scene_.scene.Raycast(ray, scene_t);
    const Model* b = octree.Raycast(ray, octree_t);
    EXPECT_EQ(a, b) << fmt::format("{}", ray);
    EXPECT_NEAR(scene_t, octree_t, 1e-5f);
    hits += a != nullptr;
  }
  EXPECT_GT(hits, 100);
}

TEST_F(TutorialSceneTest, ModelsOutsideTheOctreeAreRefused) {
  Octree octree(Point(0.0f), 1.0f, 1);
  scene_.suz1->position = Point(100, 0, 0);
  EXPECT_FALSE(octree.Insert(scene_.suz1));
  EXPECT_FALSE(octree.Insert(nullptr));
}

TEST(PickRay, ThroughTheCentreAndTheCorners) {
  const glm::mat4 view = glm::lookAt(glm::vec3(0, 0, 10), glm::vec3(0.0f), glm::vec3(0, 1, 0));
  const glm::mat4 projection = glm::perspective(glm::radians(90.0f), 1.0f, 0.1f, 100.0f);
  const Ray centre = PickRay({50, 50}, {100, 100}, view, projection);
  EXPECT_NEAR(centre.direction.z, -1.0f, 1e-6f);
  EXPECT_NEAR(centre.position.z, 9.9f, 1e-5f);
  // The top-left pixel looks up and to the left (window y grows downwards), at 45 degrees each way.
  const Ray corner = PickRay({0, 0}, {100, 100}, view, projection);
  EXPECT_LT(corner.direction.x, 0.0f);
  EXPECT_GT(corner.direction.y, 0.0f);
  EXPECT_NEAR(corner.direction.x / corner.direction.z, 1.0f, 1e-5f);
}

}  // namespace
}  // namespace lab
