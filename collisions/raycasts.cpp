// Chapter 3 of the tutorial: raycasts and line tests against spheres, boxes and planes.
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <utility>

#include <glm/geometric.hpp>

#include "collisions/collisions.hpp"
#include "collisions/detail.hpp"

// SOLUTION HELPER BEGIN
#include "collisions/simd.hpp"
// SOLUTION HELPER END

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
  float hit = along - half_chord;  // outside: the entry point, negative when the sphere is behind
  if (!(outside > 0.0f)) {
    // Inside or on the surface (a zero direction only gets here: from outside its half-chord squared is
    // -outside < 0). It meets nothing; else the exit point, or t = 0 for an origin exactly on the surface.
    if (((std::bit_cast<std::uint32_t>(ray.direction.x) | std::bit_cast<std::uint32_t>(ray.direction.y) |
          std::bit_cast<std::uint32_t>(ray.direction.z))
         << 1) == 0) {
      return false;
    }
    hit = outside < 0.0f ? along + half_chord : 0.0f;
  }
  if (!detail::IsAheadAndFinite(hit)) return false;  // an infinite sphere or ray has no finite hit
  t = hit;
  return true;
  // SOLUTION END
}

// SOLUTION HELPER BEGIN
// Raycast(Ray, AABB) when a slab distance is NaN: NaN in the ray or the box (a miss), or 0 * inf, an origin on a
// face of a slab the ray runs along (that slab then sets no limit: the face counts as inside). Rare, and kept out
// of line so that the common path keeps its registers.
[[gnu::cold, gnu::noinline]] static bool RaycastWithNaNSlabs(const Ray& ray, const AABB& aabb, float& t) {
  if (detail::HasNaN(aabb) || detail::HasNaN(ray.position) || detail::HasNaN(ray.direction)) return false;
  // A zero component made +0 first (-0 + 0 is +0), so that its reciprocal is +inf whichever zero it was.
  const glm::vec3 inverse = 1.0f / (ray.direction + 0.0f);
  const glm::vec3 low = (aabb.min - ray.position) * inverse, high = (aabb.max - ray.position) * inverse;
  float t_enter = -std::numeric_limits<float>::infinity();
  float t_exit = std::numeric_limits<float>::infinity();
  for (int axis = 0; axis < 3; ++axis) {
    // Ordered so that a NaN distance comes through as near or far and then fails its comparison: that slab sets
    // no limit.
    const bool swapped = high[axis] < low[axis];
    const float near = swapped ? high[axis] : low[axis], far = swapped ? low[axis] : high[axis];
    t_enter = near > t_enter ? near : t_enter;
    t_exit = far < t_exit ? far : t_exit;
  }
  const float hit = (t_enter >= 0.0f ? t_enter : t_exit) + 0.0f;  // origin inside: the exit point
  if (!(t_enter <= t_exit) || !detail::IsAheadAndFinite(hit)) return false;
  t = hit;
  return true;
}
// SOLUTION HELPER END

bool Raycast(const Ray& ray, const AABB& aabb, float& t) {
  // SOLUTION BEGIN: t = -1.0f; return false;
  t = -1.0f;
  // One reciprocal per axis for both slab planes. Along an axis the ray does not move on (a zero component, its
  // reciprocal +inf or -inf), the slab distances are -inf and +inf for an origin inside the slab (no limit), both
  // +inf or both -inf outside it (a miss), and 0 * inf = NaN for an origin on one of its faces.
#if defined(__SSE2__)
  // The slab test below (#else), three axes at once in SSE: one division for the three reciprocals. A ray and a
  // box are two vec3s each, loaded within the object; the fourth lane is never looked at. Min and max pick as
  // glm's do but for which of two equal values (+0 or -0, made +0 below).
  static_assert(offsetof(Ray, direction) == 3 * sizeof(float) && offsetof(AABB, max) == 3 * sizeof(float));
  const auto [origin, direction] = detail::LoadVec3s<2>(ray).lanes;
  const auto [box_min, box_max] = detail::LoadVec3s<2>(aabb).lanes;
  const __m128 inverse = _mm_div_ps(_mm_set1_ps(1.0f), direction);
  const __m128 low = _mm_mul_ps(_mm_sub_ps(box_min, origin), inverse);
  const __m128 high = _mm_mul_ps(_mm_sub_ps(box_max, origin), inverse);
  if ((_mm_movemask_ps(_mm_cmpunord_ps(low, high)) & 0b111) != 0) return RaycastWithNaNSlabs(ray, aabb, t);
  const float t_enter = detail::MaxOfXyz(_mm_min_ps(low, high)), t_exit = detail::MinOfXyz(_mm_max_ps(low, high));
#else
  const glm::vec3 inverse = 1.0f / ray.direction;
  const glm::vec3 low = (aabb.min - ray.position) * inverse, high = (aabb.max - ray.position) * inverse;
  // NaN in the ray or the box makes a slab distance NaN, and so does an origin on a face it runs along: both are
  // rare, and told apart out of line. One unordered comparison an axis, on the common path.
  if (std::isunordered(low.x, high.x) | std::isunordered(low.y, high.y) | std::isunordered(low.z, high.z)) {
    return RaycastWithNaNSlabs(ray, aabb, t);
  }
  const glm::vec3 near = glm::min(low, high), far = glm::max(low, high);
  const float t_enter = std::max(std::max(near.x, near.y), near.z);
  const float t_exit = std::min(std::min(far.x, far.y), far.z);
#endif
  const float hit = (t_enter >= 0.0f ? t_enter : t_exit) + 0.0f;  // origin inside: the exit point; -0 made +0
  // A hit ahead and finite: a zero direction, or an origin inside a box that is infinite along the ray, has none.
  if (!(t_enter <= t_exit) || !detail::IsAheadAndFinite(hit)) return false;
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
