// Chapter 2 of the tutorial: static intersections between spheres, boxes and planes. Touching counts.
#include <cmath>

#include <glm/geometric.hpp>

#include "collisions/collisions.hpp"
#include "collisions/detail.hpp"

namespace lab::Collisions {

using detail::LengthSquared;

bool Intersects(const Sphere& a, const Sphere& b) {
  // SOLUTION BEGIN: return false;
  const float radii = a.radius + b.radius;
  return LengthSquared(a.position - b.position) <= radii * radii;
  // SOLUTION END
}

bool Intersects(const Sphere& sphere, const AABB& aabb) {
  // SOLUTION BEGIN: return false;
  // NaN anywhere is no hit (clamping to a NaN box could land on the centre).
  if (detail::HasNaN(aabb.min) || detail::HasNaN(aabb.max) || detail::HasNaN(sphere.position)) return false;
  const Point closest = ClosestPoint(aabb, sphere.position);
  return LengthSquared(sphere.position - closest) <= sphere.radius * sphere.radius;
  // SOLUTION END
}

bool Intersects(const AABB& aabb, const Sphere& sphere) { return Intersects(sphere, aabb); }

bool Intersects(const Sphere& sphere, const Plane& plane) {
  // SOLUTION BEGIN: return false;
  if (plane.IsDegenerate()) return false;
  return std::abs(DistanceFromPlane(sphere.position, plane)) <= sphere.radius;
  // SOLUTION END
}

bool Intersects(const Plane& plane, const Sphere& sphere) { return Intersects(sphere, plane); }

bool Intersects(const AABB& a, const AABB& b) {
  // SOLUTION BEGIN: return false;
  // Touching counts; NaN fails a comparison, so never meets. All six compared, with no branch to mispredict.
  return (a.min.x <= b.max.x) & (a.max.x >= b.min.x) & (a.min.y <= b.max.y) & (a.max.y >= b.min.y) &
         (a.min.z <= b.max.z) & (a.max.z >= b.min.z);
  // SOLUTION END
}

bool Intersects(const AABB& aabb, const Plane& plane) {
  // SOLUTION BEGIN: return false;
  if (plane.IsDegenerate()) return false;
  // The box's half-extent projected onto the normal, against the centre's distance from the plane.
  const glm::vec3 extents = aabb.Extents();
  const float reach = glm::dot(extents, glm::abs(plane.normal));
  return std::abs(DistanceFromPlane(aabb.Center(), plane)) <= reach;
  // SOLUTION END
}

bool Intersects(const Plane& plane, const AABB& aabb) { return Intersects(aabb, plane); }

bool Intersects(const Plane& a, const Plane& b) {
  // SOLUTION BEGIN: return false;
  // Degenerate planes, NaN normals (IsDegenerate) and NaN distances meet nothing.
  if (a.IsDegenerate() || b.IsDegenerate() || std::isnan(a.distance) || std::isnan(b.distance)) return false;
  const glm::vec3 line_direction = glm::cross(a.normal, b.normal);
  return LengthSquared(line_direction) > kParallelPlanesSinSquared;
  // SOLUTION END
}

}  // namespace lab::Collisions
