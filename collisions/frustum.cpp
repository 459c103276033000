// Chapter 6 of the tutorial: the camera, frustum extraction and frustum tests.
#include "collisions/frustum.hpp"

#include <glm/geometric.hpp>
#include <glm/gtc/matrix_inverse.hpp>
#include <glm/gtc/matrix_transform.hpp>

namespace lab {

Frustum Frustum::FromMatrix(const glm::dmat4& m) {
  auto row = [&](int i) { return glm::dvec4(m[0][i], m[1][i], m[2][i], m[3][i]); };
  const std::array<glm::dvec4, 6> sums = {row(3) + row(0), row(3) - row(0), row(3) + row(1),
                                          row(3) - row(1), row(3) + row(2), row(3) - row(2)};
  Frustum frustum;
  for (std::size_t i = 0; i < 6; ++i) {
    // Inside: a x + b y + c z + w >= 0, i.e. n . p >= -w / |n| with n = (a, b, c) / |(a, b, c)|.
    const glm::dvec3 n(sums[i]);
    const double length = glm::length(n);
    frustum.planes[i].normal = glm::vec3(n / length);
    frustum.planes[i].distance = static_cast<float>(-sums[i].w / length);
  }
  return frustum;
}

void Camera::LookAt(const Point& position, const Point& target, const glm::vec3& up) {
  position_ = position;
  forward_ = glm::normalize(target - position);
  up_ = up;
  Orthonormalize();
}

void Camera::Orthonormalize() {
  right_ = glm::normalize(glm::cross(forward_, up_));
  up_ = glm::cross(right_, forward_);
}

void Camera::Pan(float right_amount, float up_amount) { position_ += right_ * right_amount + up_ * up_amount; }

void Camera::Zoom(float forward_amount) { position_ += forward_ * forward_amount; }

void Camera::Pivot(float yaw_degrees, float pitch_degrees) {
  forward_ = glm::vec3(glm::rotate(glm::mat4(1.0f), glm::radians(yaw_degrees), up_) * glm::vec4(forward_, 0.0f));
  forward_ = glm::vec3(glm::rotate(glm::mat4(1.0f), glm::radians(pitch_degrees), right_) * glm::vec4(forward_, 0.0f));
  forward_ = glm::normalize(forward_);
  Orthonormalize();
}

glm::mat4 Camera::Translation() const { return glm::translate(glm::mat4(1.0f), position_); }

glm::mat4 Camera::Orientation() const {
  glm::mat4 m(1.0f);
  m[0] = glm::vec4(right_, 0.0f);
  m[1] = glm::vec4(up_, 0.0f);
  m[2] = glm::vec4(-forward_, 0.0f);
  return m;
}

glm::mat4 Camera::ViewMatrix() const { return glm::affineInverse(WorldMatrix()); }

namespace Collisions {

bool Intersects(const Frustum& frustum, const Point& point) {
  // SOLUTION BEGIN: return false;
  for (const Plane& plane : frustum.planes) {
    if (!(DistanceFromPlane(point, plane) >= 0.0f)) return false;
  }
  return true;
  // SOLUTION END
}

bool Intersects(const Point& point, const Frustum& frustum) { return Intersects(frustum, point); }

bool Intersects(const Frustum& frustum, const Sphere& sphere) {
  // SOLUTION BEGIN: return false;
  for (const Plane& plane : frustum.planes) {
    if (!(DistanceFromPlane(sphere.position, plane) >= -sphere.radius)) return false;
  }
  return true;
  // SOLUTION END
}

bool Intersects(const Sphere& sphere, const Frustum& frustum) { return Intersects(frustum, sphere); }

bool Intersects(const Frustum& frustum, const AABB& aabb) {
  // SOLUTION BEGIN: return false;
  for (const Plane& plane : frustum.planes) {
    // The corner farthest along the normal: when even it is outside, every corner is.
    const Point farthest(plane.normal.x >= 0.0f ? aabb.max.x : aabb.min.x,
                         plane.normal.y >= 0.0f ? aabb.max.y : aabb.min.y,
                         plane.normal.z >= 0.0f ? aabb.max.z : aabb.min.z);
    if (!(DistanceFromPlane(farthest, plane) >= 0.0f)) return false;
  }
  return true;
  // SOLUTION END
}

bool Intersects(const AABB& aabb, const Frustum& frustum) { return Intersects(frustum, aabb); }

}  // namespace Collisions
}  // namespace lab
