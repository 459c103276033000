// Chapter 3 of the tutorial: raycasts and line tests against spheres, boxes and planes.
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <utility>

#include <glm/geometric.hpp>

#include "collisions/collisions.hpp"
#include "collisions/detail.hpp"

namespace lab::Collisions {

bool Raycast(const Ray& ray, const Sphere& sphere, float& t) {
  // SOLUTION BEGIN: t = -1.0f; return false;
  t = -1.0f;
  const glm::vec3 to_centre = sphere.position - ray.position;
  const float along = glm::dot(to_centre, ray.direction);  // the centre's projection onto the ray
  // Positive outside the sphere, negative inside, zero on its surface.
  const float outside = glm::dot(to_centre, to_centre) - sphere.radius * sphere.radius;
  // Squared half-chord; negative when the ray's line passes outside the sphere (the common miss, decided without
  // a square root). Zero is a tangent: a hit. NaN anywhere fails this comparison or the ones below.
  const float half_chord_sq = along * along - outside;
  if (!(half_chord_sq >= 0.0f)) return false;
  const float half_chord = std::sqrt(half_chord_sq);
  // Outside: the entry point, negative when the sphere is behind. Inside: the exit point. An origin exactly on
  // the surface hits at t = 0.
  const float hit = outside > 0.0f ? along - half_chord : (outside < 0.0f ? along + half_chord : 0.0f);
  // An infinite sphere or ray has no finite hit.
  if (!(hit >= 0.0f) || !(hit < std::numeric_limits<float>::infinity())) return false;
  // A zero direction meets nothing; its projection is zero, which a nonzero one's rarely is, so the direction
  // itself is looked at (its bits all zero but the signs) only then.
  if (along == 0.0f && ((std::bit_cast<std::uint32_t>(ray.direction.x) | std::bit_cast<std::uint32_t>(ray.direction.y) |
                         std::bit_cast<std::uint32_t>(ray.direction.z))
                        << 1) == 0) {
    return false;
  }
  t = hit;
  return true;
  // SOLUTION END
}

bool Raycast(const Ray& ray, const AABB& aabb, float& t) {
  // SOLUTION BEGIN: t = -1.0f; return false;
  t = -1.0f;
  // NaN anywhere would leave its slab out: one unordered comparison a pair of components.
  if (detail::HasNaN(aabb) | std::isunordered(ray.position.x, ray.position.y) |
      std::isunordered(ray.position.z, ray.direction.x) | std::isunordered(ray.direction.y, ray.direction.z)) {
    return false;
  }
  // One reciprocal per axis for both slab planes. A zero component is made +0 first (-0 + 0 is +0), so its
  // reciprocal is +inf whichever zero it was: along that axis the slab distances are then -inf and +inf for an
  // origin inside the slab, both +inf or both -inf outside it, or, for an origin on one of its faces,
  // 0 * inf = NaN. No division by zero and no 0 / 0.
  const glm::vec3 inverse = 1.0f / (ray.direction + 0.0f);
  const glm::vec3 low = (aabb.min - ray.position) * inverse, high = (aabb.max - ray.position) * inverse;
  float t_enter = -std::numeric_limits<float>::infinity();
  float t_exit = std::numeric_limits<float>::infinity();
  for (int axis = 0; axis < 3; ++axis) {
    // Ordered so that a NaN distance comes through as near or far and then fails its comparison: that slab sets
    // no limit (the origin is on its face: inside).
    const bool swapped = high[axis] < low[axis];
    const float near = swapped ? high[axis] : low[axis], far = swapped ? low[axis] : high[axis];
    t_enter = near > t_enter ? near : t_enter;
    t_exit = far < t_exit ? far : t_exit;
  }
  const float hit = t_enter >= 0.0f ? t_enter : t_exit;  // origin inside: the exit point
  // A hit ahead and finite: a zero direction, or an origin inside a box that is infinite along the ray, has none.
  if (!(t_enter <= t_exit) || !(hit >= 0.0f) || !(hit < std::numeric_limits<float>::infinity())) return false;
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
