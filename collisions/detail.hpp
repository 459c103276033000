// Small helpers shared by the Collisions implementation files (not part of the public API).
#pragma once

#include <cmath>

#include <glm/geometric.hpp>

#include "primitives/primitives.hpp"

namespace lab::Collisions::detail {

inline bool HasNaN(const glm::vec3& v) { return std::isnan(v.x) || std::isnan(v.y) || std::isnan(v.z); }

inline float LengthSquared(const glm::vec3& v) { return glm::dot(v, v); }

// A ray whose direction is zero or contains NaN meets nothing; neither does one whose origin has NaN.
inline bool IsUsable(const Ray& ray) {
  return !HasNaN(ray.position) && !HasNaN(ray.direction) && LengthSquared(ray.direction) > 0.0f;
}

}  // namespace lab::Collisions::detail
