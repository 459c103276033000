// Chapter 1 of the tutorial: points against spheres, boxes, planes, segments and rays.
#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "collisions/collisions.hpp"
#include "collisions/detail.hpp"

namespace lab::Collisions {

using detail::LengthSquared;

bool PointInSphere(const Sphere& sphere, const Point& point) {
  // SOLUTION BEGIN: return false;
  return LengthSquared(point - sphere.position) < sphere.radius * sphere.radius;
  // SOLUTION END
}

Point ClosestPoint(const Sphere& sphere, const Point& point) {
  // SOLUTION BEGIN: return Point(0.0f);
  glm::vec3 direction = NormalizeOrZero(point - sphere.position);
  // The centre is equally near every surface point; pick the top so the answer is defined.
  if (LengthSquared(direction) == 0.0f) direction = glm::vec3(0.0f, 1.0f, 0.0f);
  return sphere.position + direction * sphere.radius;
  // SOLUTION END
}

bool PointInAABB(const AABB& aabb, const Point& point) {
  // SOLUTION BEGIN: return false;
  return point.x > aabb.min.x && point.x < aabb.max.x && point.y > aabb.min.y && point.y < aabb.max.y &&
         point.z > aabb.min.z && point.z < aabb.max.z;
  // SOLUTION END
}

Point ClosestPoint(const AABB& aabb, const Point& point) {
  // SOLUTION BEGIN: return Point(0.0f);
  return glm::clamp(point, aabb.min, aabb.max);
  // SOLUTION END
}

bool PointOnPlane(const Point& point, const Plane& plane) {
  // SOLUTION BEGIN: return false;
  if (plane.IsDegenerate()) return false;
  return std::abs(DistanceFromPlane(point, plane)) < kPointOnPlaneEpsilon;
  // SOLUTION END
}

float DistanceFromPlane(const Point& point, const Plane& plane) {
  // SOLUTION BEGIN: return 0.0f;
  return glm::dot(plane.normal, point) - plane.distance;
  // SOLUTION END
}

Point ClosestPoint(const Plane& plane, const Point& point) {
  // SOLUTION BEGIN: return Point(0.0f);
  return point - plane.normal * DistanceFromPlane(point, plane);
  // SOLUTION END
}

bool Intersection(const Plane& p1, const Plane& p2, const Plane& p3, Point& result) {
  // SOLUTION BEGIN: return false;
  // Cramer's rule on the 3x3 system n_i . x = d_i.
  const glm::vec3 n23 = glm::cross(p2.normal, p3.normal);
  const float determinant = glm::dot(p1.normal, n23);
  if (!(std::abs(determinant) >= kThreePlaneDeterminantEpsilon)) return false;
  const glm::vec3 n31 = glm::cross(p3.normal, p1.normal);
  const glm::vec3 n12 = glm::cross(p1.normal, p2.normal);
  const Point point = (p1.distance * n23 + p2.distance * n31 + p3.distance * n12) / determinant;
  if (detail::HasNaN(point)) return false;  // a NaN distance: no point
  result = point;
  return true;
  // SOLUTION END
}

bool PointOnLine(const Point& point, const Line& line) {
  // SOLUTION BEGIN: return false;
  const Point closest = ClosestPoint(line, point);
  return LengthSquared(point - closest) <= kPointOnLineEpsilon * kPointOnLineEpsilon;
  // SOLUTION END
}

Point ClosestPoint(const Line& line, const Point& point, float& t) {
  // SOLUTION BEGIN: t = 0.0f; return Point(0.0f);
  const glm::vec3 ab = line.ToVector();
  const float length_squared = LengthSquared(ab);
  t = length_squared > 0.0f ? std::clamp(glm::dot(point - line.start, ab) / length_squared, 0.0f, 1.0f) : 0.0f;
  return line.start + ab * t;
  // SOLUTION END
}

Point ClosestPoint(const Line& line, const Point& point) {
  float t = 0.0f;
  return ClosestPoint(line, point, t);
}

bool PointOnRay(const Point& point, const Ray& ray) {
  // SOLUTION BEGIN: return false;
  const Point closest = ClosestPoint(ray, point);
  return LengthSquared(point - closest) <= kPointOnLineEpsilon * kPointOnLineEpsilon;
  // SOLUTION END
}

Point ClosestPoint(const Ray& ray, const Point& point) {
  // SOLUTION BEGIN: return Point(0.0f);
  const float t = std::max(glm::dot(point - ray.position, ray.direction), 0.0f);
  return ray.At(t);
  // SOLUTION END
}

}  // namespace lab::Collisions
