// Chapter 8: point-plane collision (the seed "Point-Plane Collision Detection Explained"). Which side of a
// plane a point is on, a point moving through a triangle, and the three inside tests of the sources.
#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

#include <glm/geometric.hpp>

#include "collisions/collisions.hpp"
#include "collisions/detail.hpp"

namespace lab::Collisions {

using detail::HasNaN;
using detail::LengthSquared;

PlaneSide ClassifyPoint(const Point& point, const Plane& plane) {
  // SOLUTION BEGIN: return PlaneSide::kOn;
  // The seed writes the plane as dot(N, P) + D = 0 with D = -dot(N, P1); this lab's distance is dot(N, P1),
  // so the same number is DistanceFromPlane. NaN fails both comparisons and lands on kOn.
  const float distance = DistanceFromPlane(point, plane);
  if (distance > kPointOnPlaneEpsilon) return PlaneSide::kFront;
  if (distance < -kPointOnPlaneEpsilon) return PlaneSide::kBack;
  return PlaneSide::kOn;
  // SOLUTION END
}

bool MovingPointTest(const Point& start, const Point& destination, const Triangle& triangle, Point& hit) {
  // SOLUTION BEGIN: return false;
  Point crossing;
  if (!detail::CrossingPoint(start, destination, Plane(triangle.p0, triangle.p1, triangle.p2), crossing)) return false;
  if (!PointInTriangleBarycentric(triangle, crossing)) return false;
  hit = crossing;
  return true;
  // SOLUTION END
}

bool PointInTriangleAngleSum(const Triangle& triangle, const Point& point, float tolerance) {
  // SOLUTION BEGIN: return false;
  if (HasNaN(point) || !detail::HasFiniteArea(triangle)) return false;
  const glm::vec3 v1 = point - triangle.p0, v2 = point - triangle.p1, v3 = point - triangle.p2;
  // On a vertex the seed would normalize a zero vector (NaN); the point is on the triangle.
  if (LengthSquared(v1) == 0.0f || LengthSquared(v2) == 0.0f || LengthSquared(v3) == 0.0f) return true;
  // The angle between two vectors; the clamp keeps acos defined when rounding puts a cosine past +-1.
  const auto angle = [](const glm::vec3& a, const glm::vec3& b) {
    return std::acos(std::clamp(glm::dot(glm::normalize(a), glm::normalize(b)), -1.0f, 1.0f));
  };
  const float sum = angle(v1, v2) + angle(v2, v3) + angle(v3, v1);
  return std::abs(sum - 2.0f * std::numbers::pi_v<float>) < tolerance;
  // SOLUTION END
}

bool PointInTriangleBarycentric(const Triangle& triangle, const Point& point) {
  // SOLUTION BEGIN: return false;
  // Barycentric coordinates by dot products (Ericson 3.4): point = p0 + v (p1 - p0) + w (p2 - p0), u = 1 - v - w.
  // In double: the denominator grows with the fourth power of the coordinates, which float overflows at 1e10
  // (an infinite denominator made v = w = 0: "inside" far off the triangle) and underflows at 1e-10.
  const glm::dvec3 p0(triangle.p0);
  const glm::dvec3 e0 = glm::dvec3(triangle.p1) - p0, e1 = glm::dvec3(triangle.p2) - p0, p = glm::dvec3(point) - p0;
  const double d00 = glm::dot(e0, e0), d01 = glm::dot(e0, e1), d11 = glm::dot(e1, e1);
  const double d20 = glm::dot(p, e0), d21 = glm::dot(p, e1);
  const double denominator = d00 * d11 - d01 * d01;
  // Zero area, NaN, or an infinite corner (whose arithmetic makes NaN or infinity): no inside.
  if (!(denominator > 0.0 && denominator < std::numeric_limits<double>::infinity())) return false;
  const double v = (d11 * d20 - d01 * d21) / denominator;
  const double w = (d00 * d21 - d01 * d20) / denominator;
  const double u = 1.0 - v - w;
  return u >= -kBarycentricEpsilon && v >= -kBarycentricEpsilon && w >= -kBarycentricEpsilon;
  // SOLUTION END
}

bool PointInTriangleEdgeSides(const Triangle& triangle, const Point& point) {
  // SOLUTION BEGIN: return false;
  // In double, like the barycentric test: the products below grow with the fourth power of the coordinates.
  // In float they overflowed (every point "inside", or an infinite corner's inf - inf deciding by the winding).
  if (HasNaN(point) || !detail::HasFiniteArea(triangle)) return false;
  const glm::dvec3 p0(triangle.p0), p1(triangle.p1), p2(triangle.p2), x(point);
  const glm::dvec3 normal = glm::cross(p1 - p0, p2 - p0);
  const double normal_squared = glm::dot(normal, normal);
  // dot(edge x (x - start), normal) / |normal|^2 is the barycentric coordinate of the vertex opposite the
  // edge, so the same tolerance means the same as in the barycentric test.
  const auto inner_side = [&](const glm::dvec3& from, const glm::dvec3& to) {
    return glm::dot(glm::cross(to - from, x - from), normal) >= -kBarycentricEpsilon * normal_squared;
  };
  return inner_side(p0, p1) && inner_side(p1, p2) && inner_side(p2, p0);
  // SOLUTION END
}

}  // namespace lab::Collisions
