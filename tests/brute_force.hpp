// Test helper: the model queries answered the slow way, over every triangle carried to world space, with
// no BVH and no model query, so tests can check the fast paths against them.
#pragma once

#include <algorithm>
#include <array>
#include <limits>

#include "collisions/models.hpp"

namespace lab::testing {

// The nearest world-space hit of the ray on the model's triangles; +infinity on a miss.
inline float BruteForceRaycast(const Model& model, const Ray& world_ray) {
  const glm::mat4 world = model.WorldMatrix();
  float best = std::numeric_limits<float>::infinity();
  for (const Triangle& t : model.GetMesh().triangles) {
    const Triangle w = TransformTriangle(world, t);
    float hit = 0.0f;
    if (Collisions::Raycast(world_ray, w, hit)) best = std::min(best, hit);
  }
  return best;
}

// True when some triangle of some model meets the shape.
template <class Shape, std::size_t N>
bool BruteForceMeetsAny(const std::array<Model, N>& models, const Shape& shape) {
  for (const Model& model : models) {
    const glm::mat4 world = model.WorldMatrix();
    for (const Triangle& t : model.GetMesh().triangles) {
      const Triangle w = TransformTriangle(world, t);
      if (Collisions::Intersects(w, shape)) return true;
    }
  }
  return false;
}

}  // namespace lab::testing
