// Test helper: the model queries answered the slow way, over every triangle carried to world space, with
// no BVH and no model query, so tests can check the fast paths against them.
#pragma once

#include <algorithm>
#include <array>
#include <limits>
#include <vector>

#include <glm/geometric.hpp>

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

// The nearest t of the ray over the triangles, Moller-Trumbore in double with no epsilon (an edge counts);
// +infinity on a miss. The reference the production BVH's float answers are held to.
// `index`, when given, gets the hit triangle's index (-1 on a miss).
inline double DoubleNearestHit(const std::vector<Triangle>& triangles, const Ray& ray, int* index = nullptr) {
  const glm::dvec3 o(ray.position), d(ray.direction);
  double best = std::numeric_limits<double>::infinity();
  if (index != nullptr) *index = -1;
  for (const Triangle& t : triangles) {
    const glm::dvec3 p0(t.p0), e1 = glm::dvec3(t.p1) - p0, e2 = glm::dvec3(t.p2) - p0;
    const glm::dvec3 p = glm::cross(d, e2);
    const double det = glm::dot(e1, p);
    if (det == 0.0) continue;
    const glm::dvec3 s = o - p0, q = glm::cross(s, e1);
    const double u = glm::dot(s, p) / det, v = glm::dot(d, q) / det, hit = glm::dot(e2, q) / det;
    if (u >= 0.0 && v >= 0.0 && u + v <= 1.0 && hit >= 0.0 && hit < best) {
      best = hit;
      if (index != nullptr) *index = static_cast<int>(&t - triangles.data());
    }
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
