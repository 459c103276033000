// Chapter 6 of the tutorial: the camera, its view frustum, and frustum tests.
#pragma once

#include <array>

#include <glm/mat4x4.hpp>

#include "collisions/collisions.hpp"

namespace lab {

// The six planes bounding what a camera sees: left, right, bottom, top, near, far. Each normal points
// inwards, so a point p is on the inside of a plane when DistanceFromPlane(p, plane) >= 0: the same Plane
// convention as everywhere else (the tutorial's frustum planes store the opposite distance, catalog I-43).
struct Frustum {
  std::array<Plane, 6> planes;

  // Extracted from projection * view (Gribb and Hartmann). The far plane is the difference of two nearly
  // equal rows: with near 0.01 and far 1000, a float projection matrix already puts it 3 units off
  // (catalog I-42), so pass a double one when the far plane matters.
  static Frustum FromMatrix(const glm::dmat4& view_projection);
  static Frustum FromMatrix(const glm::mat4& view_projection) { return FromMatrix(glm::dmat4(view_projection)); }
};

// The tutorial's Camera: a position and an orthonormal basis.
class Camera {
 public:
  // Places the camera at position looking at target, with up as the rough up direction.
  void LookAt(const Point& position, const Point& target, const glm::vec3& up);
  // Moves along right and up; moves along forward; turns about up (yaw) then right (pitch), in degrees.
  void Pan(float right_amount, float up_amount);
  void Zoom(float forward_amount);
  void Pivot(float yaw_degrees, float pitch_degrees);

  const Point& Position() const { return position_; }
  const glm::vec3& Forward() const { return forward_; }
  const glm::vec3& Right() const { return right_; }
  const glm::vec3& Up() const { return up_; }

  glm::mat4 Translation() const;  // translate(position)
  glm::mat4 Orientation() const;  // columns right, up, -forward
  glm::mat4 WorldMatrix() const { return Translation() * Orientation(); }
  glm::mat4 ViewMatrix() const;  // the inverse of the world matrix
  Frustum GetFrustum(const glm::dmat4& projection) const {
    return Frustum::FromMatrix(projection * glm::dmat4(ViewMatrix()));
  }

 private:
  void Orthonormalize();
  Point position_{0.0f};
  glm::vec3 forward_{0, 0, 1}, right_{1, 0, 0}, up_{0, 1, 0};
};

}  // namespace lab
