// Chapter 3 of the tutorial: raycasts and line tests against spheres, boxes and planes.
#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

#include <glm/geometric.hpp>

#include "collisions/collisions.hpp"
#include "collisions/detail.hpp"

namespace lab::Collisions {

bool Raycast(const Ray& ray, const Sphere& sphere, float& t) {
  // SOLUTION BEGIN: t = -1.0f; return false;
  t = -1.0f;
  // A zero or NaN direction meets nothing. NaN anywhere else makes the half-chord below NaN, which misses.
  if (!(glm::dot(ray.direction, ray.direction) > 0.0f)) return false;
  const glm::vec3 to_centre = sphere.position - ray.position;
  const float centre_distance_sq = glm::dot(to_centre, to_centre);
  const float along = glm::dot(to_centre, ray.direction);  // the centre's projection onto the ray
  const float radius_sq = sphere.radius * sphere.radius;
  // Squared half-chord; negative when the ray's line passes outside the sphere. Zero is a tangent: a hit.
  const float half_chord_sq = radius_sq - centre_distance_sq + along * along;
  if (!(half_chord_sq >= 0.0f)) return false;
  const float half_chord = std::sqrt(half_chord_sq);
  float hit = 0.0f;  // an origin exactly on the surface hits at t = 0
  if (centre_distance_sq < radius_sq) {
    hit = along + half_chord;  // inside: the exit point
  } else if (centre_distance_sq > radius_sq) {
    hit = along - half_chord;  // outside: the entry point, negative when the sphere is behind
  }
  if (!(hit >= 0.0f) || !std::isfinite(hit)) return false;  // an infinite sphere or ray has no finite hit
  t = hit;
  return true;
  // SOLUTION END
}

bool Raycast(const Ray& ray, const AABB& aabb, float& t) {
  // SOLUTION BEGIN: t = -1.0f; return false;
  t = -1.0f;
  // NaN in the origin or the direction shows in their sum (a unit direction is never infinite).
  if (detail::HasNaN(ray.position + ray.direction) || !(glm::dot(ray.direction, ray.direction) > 0.0f) ||
      detail::HasNaN(aabb.min) || detail::HasNaN(aabb.max)) {
    return false;
  }
  // One division per axis for both slab planes; +-inf along an axis the ray does not move on, where a slab
  // distance is then +-inf (outside the slab: never inside) or, for an origin on its face, 0 * inf = NaN.
  const glm::vec3 inverse = 1.0f / ray.direction;
  const glm::vec3 low = (aabb.min - ray.position) * inverse, high = (aabb.max - ray.position) * inverse;
  float t_enter = -std::numeric_limits<float>::infinity();
  float t_exit = std::numeric_limits<float>::infinity();
  for (int axis = 0; axis < 3; ++axis) {
    // Ordered so that a NaN distance comes through as near or far and then fails its comparison below: that
    // slab sets no limit (the origin is on its face: inside).
    const bool swapped = high[axis] < low[axis];
    const float near = swapped ? high[axis] : low[axis], far = swapped ? low[axis] : high[axis];
    t_enter = near > t_enter ? near : t_enter;
    t_exit = far < t_exit ? far : t_exit;
  }
  if (!(t_enter <= t_exit) || !(t_exit >= 0.0f)) return false;
  const float hit = t_enter >= 0.0f ? t_enter : t_exit;  // origin inside: the exit point
  if (!std::isfinite(hit)) return false;  // inside a box that is infinite along the ray: no surface ahead
  t = hit;
  return true;
  // SOLUTION END
}

bool Raycast(const Ray& ray, const Plane& plane, float& t) {
  // SOLUTION BEGIN: t = -1.0f; return false;
  t = -1.0f;
  if (!detail::IsUsable(ray)) return false;
  const float facing = glm::dot(ray.direction, plane.normal);
  // One-sided: parallel rays, rays along the normal and degenerate planes miss.
  if (!(facing < 0.0f)) return false;
  const float hit = (plane.distance - glm::dot(ray.position, plane.normal)) / facing;
  if (!(hit >= 0.0f) || !std::isfinite(hit)) return false;  // an infinite plane distance or origin: no hit
  t = hit + 0.0f;                                           // + 0 turns -0 (origin on the plane) into 0
  return true;
  // SOLUTION END
}

bool LineTest(const Line& line, const Sphere& sphere, Point& result) {
  // SOLUTION BEGIN: return false;
  return detail::SegmentTest(line, sphere, result);
  // SOLUTION END
}

bool LineTest(const Line& line, const AABB& aabb, Point& result) {
  // SOLUTION BEGIN: return false;
  return detail::SegmentTest(line, aabb, result);
  // SOLUTION END
}

bool LineTest(const Line& line, const Plane& plane, Point& result) {
  // SOLUTION BEGIN: return false;
  return detail::SegmentTest(line, plane, result);
  // SOLUTION END
}

}  // namespace lab::Collisions
