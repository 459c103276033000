// Chapter 7 (beyond the tutorial): swept spheres and ellipsoids and the sliding response, after the seed
// "collision detection and response for an ellipsoid" (Kasper Fauerby, 2000) and the complete edge and
// vertex sweeps that the seed's method lacks.
#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "collisions/detail.hpp"
#include "collisions/ellipsoid.hpp"

namespace lab::Collisions {
namespace {

// SOLUTION HELPER BEGIN
using glm::dvec3;

// The earliest time in [0, max_t] at which a quadratic a t^2 + b t + c, negative exactly while the sphere
// overlaps a feature, reaches zero from above (a > 0). A start already overlapping (c < 0) is not a first
// contact: SweepTest reports overlaps on their own.
bool FirstContact(double a, double b, double c, double max_t, double& t) {
  if (!(a > 0.0) || c < 0.0) return false;
  const double discriminant = b * b - 4.0 * a * c;
  if (discriminant < 0.0) return false;
  const double root = std::max((-b - std::sqrt(discriminant)) / (2.0 * a), 0.0);  // c >= 0: rounding only
  if (b >= 0.0 || root > max_t) return false;  // b >= 0: moving away from the feature
  t = root;
  return true;
}

// Whether q, a point in the triangle's plane, lies inside the triangle or on its boundary (face is the
// triangle's unnormalized normal).
bool InsideInPlane(const dvec3& q, const dvec3 (&p)[3], const dvec3& face) {
  for (int i = 0; i < 3; ++i) {
    const dvec3& a = p[i];
    const dvec3& b = p[(i + 1) % 3];
    if (glm::dot(glm::cross(b - a, q - a), face) < 0.0) return false;
  }
  return true;
}

// Finite input only: NaN, and an infinity (whose arithmetic makes NaN), miss.
bool IsFinite(const glm::vec3& v) { return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z); }
bool IsUsableSweep(const Sphere& sphere, const glm::vec3& velocity, const Triangle& triangle) {
  return IsFinite(sphere.position) && sphere.radius >= 0.0f && std::isfinite(sphere.radius) && IsFinite(velocity) &&
         velocity != glm::vec3(0.0f) && IsFinite(triangle.p0) && IsFinite(triangle.p1) && IsFinite(triangle.p2);
}

// A sweep's inputs in double precision: the quadratics subtract nearly equal squares when the motion
// grazes an edge.
struct DoubleSweep {
  dvec3 center, v;
  double r;
  dvec3 p[3];

  DoubleSweep(const Sphere& sphere, const glm::vec3& velocity, const Triangle& triangle)
      : center(sphere.position),
        v(velocity),
        r(sphere.radius),
        p{dvec3(triangle.p0), dvec3(triangle.p1), dvec3(triangle.p2)} {}
};

bool Report(SweepHit& hit, double t, const dvec3& contact) {
  // Coordinates near float's limit (3e38) can still make NaN or infinity in the arithmetic: no hit then.
  if (!std::isfinite(t) || !std::isfinite(contact.x) || !std::isfinite(contact.y) || !std::isfinite(contact.z)) {
    return false;
  }
  hit.t = static_cast<float>(t);
  hit.contact = Point(contact);
  return true;
}
// SOLUTION HELPER END

}  // namespace

bool SweepTest(const Sphere& sphere, const glm::vec3& velocity, const Triangle& triangle, SweepHit& hit) {
  // SOLUTION BEGIN: hit.t = -1.0f; return false;
  hit.t = -1.0f;
  if (!IsUsableSweep(sphere, velocity, triangle)) return false;
  const DoubleSweep sweep(sphere, velocity, triangle);
  const auto& [center, v, r, p] = sweep;

  // Already overlapping: stop at once if moving deeper, else let the sphere leave.
  const dvec3 closest(ClosestPoint(triangle, sphere.position));
  const dvec3 to_closest = closest - center;
  if (glm::dot(to_closest, to_closest) < r * r) {
    return glm::dot(to_closest, v) > 0.0 ? Report(hit, 0.0, closest) : false;
  }

  // The face: the sphere's nearest point reaches the plane at t0; if it lands inside the triangle, nothing
  // of the triangle can be touched earlier.
  const dvec3 face = glm::cross(p[1] - p[0], p[2] - p[0]);
  if (glm::dot(face, face) > 0.0) {
    dvec3 n = glm::normalize(face);
    double distance = glm::dot(n, center - p[0]);
    if (distance < 0.0) {  // two-sided: use the side the centre is on
      n = -n;
      distance = -distance;
    }
    if (distance >= r) {
      const double approach = -glm::dot(n, v);
      if (approach <= 0.0) return false;  // never reaches the plane, so never the triangle
      const double t0 = (distance - r) / approach;
      if (t0 > 1.0) return false;
      const dvec3 landing = center - r * n + t0 * v;
      if (InsideInPlane(landing, p, face)) return Report(hit, t0, landing);
    }
    // Otherwise the plane already cuts the sphere, or the landing point is outside: the first contact, if
    // any, is with an edge or a vertex.
  }

  double best = 1.0;
  bool found = false;
  dvec3 contact(0.0);
  const double vv = glm::dot(v, v);
  for (const dvec3& vertex : p) {
    const dvec3 from_vertex = center - vertex;  // |from_vertex + t v|^2 = r^2
    double t = 0.0;
    if (FirstContact(vv, 2.0 * glm::dot(v, from_vertex), glm::dot(from_vertex, from_vertex) - r * r, best, t)) {
      best = t;
      found = true;
      contact = vertex;
    }
  }
  for (int i = 0; i < 3; ++i) {
    // Distance from the moving centre to the edge's line equals r (times |edge|^2, to stay polynomial).
    const dvec3& start = p[i];
    const dvec3 edge = p[(i + 1) % 3] - start;
    const dvec3 to_start = start - center;
    const double edge_squared = glm::dot(edge, edge);
    const double edge_dot_v = glm::dot(edge, v);
    const double edge_dot_start = glm::dot(edge, to_start);
    const double a = edge_squared * vv - edge_dot_v * edge_dot_v;
    // Motion (nearly) parallel to the edge never crosses its cylinder's side; the vertices cover its ends.
    if (!(a > kSweepParallelEdgeSinSquared * edge_squared * vv)) continue;
    const double b = -(edge_squared * 2.0 * glm::dot(v, to_start) - 2.0 * edge_dot_v * edge_dot_start);
    const double c = -(edge_squared * (r * r - glm::dot(to_start, to_start)) + edge_dot_start * edge_dot_start);
    double t = 0.0;
    if (!FirstContact(a, b, c, best, t)) continue;
    const double along = (edge_dot_v * t - edge_dot_start) / edge_squared;  // where on the edge, 0..1
    if (along < 0.0 || along > 1.0) continue;
    best = t;
    found = true;
    contact = start + along * edge;
  }
  return found ? Report(hit, best, contact) : false;
  // SOLUTION END
}

bool SweepTestPlaneFirst(const Sphere& sphere, const glm::vec3& velocity, const Triangle& triangle, SweepHit& hit) {
  // SOLUTION BEGIN: hit.t = -1.0f; return false;
  hit.t = -1.0f;
  if (!IsUsableSweep(sphere, velocity, triangle)) return false;
  const DoubleSweep sweep(sphere, velocity, triangle);
  const auto& [center, v, r, p] = sweep;
  const dvec3 face = glm::cross(p[1] - p[0], p[2] - p[0]);
  if (!(glm::dot(face, face) > 0.0)) return false;
  const dvec3 n = glm::normalize(face);
  const double distance = glm::dot(n, center - p[0]);
  if (distance <= 0.0) return false;  // the seed only checks faces the centre is in front of

  // Steps 2 and 3: the sphere's point nearest the plane, cast along the velocity onto the plane; when the
  // plane already cuts the sphere, cast along the normal instead (touching now, t = 0).
  const dvec3 sphere_point = center - r * n;
  double t = 0.0;
  dvec3 plane_point = center - distance * n;
  if (distance >= r) {
    const double approach = -glm::dot(n, v);
    if (approach <= 0.0) return false;
    t = (distance - r) / approach;
    plane_point = sphere_point + t * v;
  }
  // Step 4: inside the triangle, that is the contact. Otherwise the triangle's point nearest the plane
  // point is cast back along -velocity onto the sphere where it starts.
  if (InsideInPlane(plane_point, p, face)) return t <= 1.0 ? Report(hit, t, plane_point) : false;
  const dvec3 polygon_point(ClosestPoint(triangle, Point(plane_point)));
  const double speed = std::sqrt(glm::dot(v, v));
  const dvec3 back = -v / speed;
  const dvec3 to_center = center - polygon_point;
  const double along = glm::dot(to_center, back);
  const double discriminant = r * r - (glm::dot(to_center, to_center) - along * along);
  if (discriminant < 0.0) return false;  // the ray back misses the sphere: the seed reports no hit
  const double distance_back = along - std::sqrt(discriminant);
  // Step 5: within this move's reach.
  if (distance_back < 0.0 || distance_back > speed) return false;
  return Report(hit, distance_back / speed, polygon_point);
  // SOLUTION END
}

bool SweepTest(const Ellipsoid& ellipsoid, const glm::vec3& velocity, const CollisionWorld& world, WorldHit& hit) {
  // SOLUTION BEGIN: hit.t = -1.0f; return false;
  hit.t = -1.0f;
  hit.collider = -1;
  if (ellipsoid.IsDegenerate() || detail::HasNaN(ellipsoid.center) || detail::HasNaN(velocity) ||
      detail::LengthSquared(velocity) == 0.0f) {
    return false;
  }
  // In ellipsoid space the ellipsoid is the unit sphere.
  const Sphere unit(ellipsoid.ToEllipsoidSpace(ellipsoid.center), 1.0f);
  const glm::vec3 unit_velocity = ellipsoid.ToEllipsoidSpace(velocity);
  const glm::vec3 end = ellipsoid.center + velocity;
  const AABB swept(glm::min(ellipsoid.center, end) - ellipsoid.radius,
                   glm::max(ellipsoid.center, end) + ellipsoid.radius);

  SweepHit nearest;
  Triangle nearest_triangle;
  ForEachTriangleNear(world, swept, [&](const Triangle& triangle, int collider) {
    const Triangle in_unit_space(ellipsoid.ToEllipsoidSpace(triangle.p0), ellipsoid.ToEllipsoidSpace(triangle.p1),
                                 ellipsoid.ToEllipsoidSpace(triangle.p2));
    SweepHit candidate;
    if (!SweepTest(unit, unit_velocity, in_unit_space, candidate)) return;
    if (hit.collider >= 0 && !(candidate.t < nearest.t)) return;
    nearest = candidate;
    nearest_triangle = triangle;
    hit.collider = collider;
  });
  if (hit.collider < 0) return false;

  hit.t = nearest.t;
  hit.contact = ellipsoid.ToWorldSpace(nearest.contact);
  // The unit sphere's normal at the contact, carried to world space as a normal (divided by the radii).
  const glm::vec3 unit_normal = unit.position + nearest.t * unit_velocity - nearest.contact;
  hit.normal = NormalizeOrZero(unit_normal / ellipsoid.radius);
  const glm::vec3 face =
      NormalizeOrZero(glm::cross(nearest_triangle.p1 - nearest_triangle.p0, nearest_triangle.p2 - nearest_triangle.p0));
  hit.face_normal = glm::dot(face, hit.normal) < 0.0f ? -face : face;
  return true;
  // SOLUTION END
}

SlideResult CollideAndSlide(const Ellipsoid& ellipsoid, const glm::vec3& velocity, const CollisionWorld& world,
                            const SlideSettings& settings) {
  // SOLUTION BEGIN: return SlideResult{.position = ellipsoid.center + velocity, .last_hit = {}};
  SlideResult result;
  result.position = ellipsoid.center;
  if (ellipsoid.IsDegenerate() || detail::HasNaN(ellipsoid.center) || detail::HasNaN(velocity)) return result;

  Ellipsoid body = ellipsoid;
  glm::vec3 remaining = velocity;
  glm::vec3 previous_normal(0.0f);  // the plane slid along in the last iteration, if any
  for (int iteration = 0; iteration < settings.max_iterations; ++iteration) {
    const float length = Length(remaining);  // scale-safe: |remaining|^2 overflows float past 1e19
    if (!(length > settings.very_close * kNegligibleSlideFraction)) break;  // nothing left worth a sweep
    ++result.iterations;
    WorldHit hit;
    if (!SweepTest(body, remaining, world, hit)) {
      body.center += remaining;
      break;
    }
    result.collided = true;
    result.last_hit = hit;
    const glm::vec3 target = body.center + remaining;
    const glm::vec3 direction = remaining / length;

    // Stop very_close short of the contact, measured along its normal: backing off along the motion by
    // very_close / cos(angle to the normal). A grazing contact (cosine ~0) means not moving at all.
    const float approach = -glm::dot(direction, hit.normal);
    const float travel = hit.t * length;
    const float back_off = approach > 0.0f ? std::min(travel, settings.very_close / approach) : travel;
    body.center += direction * (travel - back_off);
    const bool face_contact = glm::dot(hit.normal, hit.face_normal) > kFaceContactCos;
    if (hit.normal.y >= settings.stop_on_normal_y ||
        (settings.stop_on_edges_below && !face_contact && hit.normal.y > 0.0f)) {
      result.stopped = true;
      break;
    }

    glm::vec3 normal = hit.normal;
    if (face_contact && hit.face_normal.y > 0.0f && hit.face_normal.y < settings.steep_face_normal_y) {
      const glm::vec3 level(normal.x, 0.0f, normal.z);  // too steep to walk up: slide as along a wall
      if (detail::LengthSquared(level) > kParallelAxisSinSquared) normal = glm::normalize(level);
    }

    // The rest of the move, projected onto the sliding plane; if that runs back into the previous plane,
    // slide along the crease of the two.
    const glm::vec3 rest = target - body.center;
    glm::vec3 slide = rest - glm::dot(rest, normal) * normal;
    if (settings.project_in_ellipsoid_space) {
      // Points scale by 1 / radius into ellipsoid space and normals by radius (the inverse transpose).
      const glm::vec3 normal_e = NormalizeOrZero(normal * body.radius), rest_e = rest / body.radius;
      slide = (rest_e - glm::dot(rest_e, normal_e) * normal_e) * body.radius;
    }
    if (glm::dot(slide, previous_normal) < 0.0f) {
      const glm::vec3 crease = glm::cross(previous_normal, normal);
      const float crease_squared = detail::LengthSquared(crease);
      slide = crease_squared > kParallelAxisSinSquared ? crease * (glm::dot(rest, crease) / crease_squared)
                                                       : glm::vec3(0.0f);
    }
    if (!(glm::dot(slide, velocity) > 0.0f)) break;  // never turn back against the move (corner jitter)
    previous_normal = normal;
    remaining = slide;
  }
  // A move that leaves float's range (coordinates near 3.4e38) would end at infinity or NaN: it does not move.
  if (IsFinite(body.center)) result.position = body.center;
  return result;
  // SOLUTION END
}

}  // namespace lab::Collisions
