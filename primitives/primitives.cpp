#include "primitives/primitives.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include <glm/geometric.hpp>

namespace lab {

glm::vec3 NormalizeOrZero(glm::vec3 v) {
  const float length = glm::length(v);
  if (!(length > 0.0f) || !std::isfinite(length)) return glm::vec3(0.0f);
  return v / length;
}

float Line::Length() const { return glm::length(ToVector()); }
float Line::LengthSquared() const { return glm::dot(ToVector(), ToVector()); }

Plane::Plane(Point a, Point b, Point c)
    : normal(NormalizeOrZero(glm::cross(b - a, c - a))), distance(glm::dot(normal, a)) {}

bool Plane::IsDegenerate() const { return !(glm::dot(normal, normal) > 0.5f); }

AABB::AABB(Point a, Point b) : min(a), max(b) { Fix(); }

AABB AABB::FromCenterExtents(Point center, glm::vec3 extents) { return AABB(center - extents, center + extents); }

bool AABB::IsValid() const { return min.x < max.x && min.y < max.y && min.z < max.z; }

bool Ellipsoid::IsDegenerate() const {
  for (int axis = 0; axis < 3; ++axis) {
    if (!(radius[axis] > 0.0f) || !std::isfinite(radius[axis])) return true;
  }
  return false;
}

void AABB::Fix() {
  for (int axis = 0; axis < 3; ++axis) {
    if (min[axis] > max[axis]) std::swap(min[axis], max[axis]);
  }
}

}  // namespace lab
