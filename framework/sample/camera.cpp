#include "framework/sample/camera.hpp"

#include <algorithm>
#include <cmath>

#include <glm/gtc/matrix_transform.hpp>

namespace lab {

namespace {
constexpr float kOrbitDegreesPerPixel = 0.3f;
constexpr float kMaxPitch = 89.0f;  // stay off the poles, where the up vector is undefined
constexpr float kZoomFactorPerStep = 0.9f;
constexpr float kMinDistance = 0.5f;
constexpr float kMaxDistance = 400.0f;
}  // namespace

void OrbitCamera::SetHome(const Pose& home) {
  home_ = home;
  pose_ = home;
}

void OrbitCamera::Refit(const Pose& home) {
  const bool untouched =
      pose_.target == home_.target && pose_.distance == home_.distance && pose_.pitch_degrees == home_.pitch_degrees;
  home_ = home;
  if (untouched) {
    pose_.target = home.target;
    pose_.distance = home.distance;
  }
}

void OrbitCamera::Update(float dt) {
  if (auto_rotate_) pose_.yaw_degrees = std::fmod(pose_.yaw_degrees + kAutoRotateDegreesPerSecond * dt, 360.0f);
}

void OrbitCamera::Orbit(glm::vec2 drag_pixels) {
  pose_.yaw_degrees -= drag_pixels.x * kOrbitDegreesPerPixel;
  pose_.pitch_degrees = std::clamp(pose_.pitch_degrees + drag_pixels.y * kOrbitDegreesPerPixel, -kMaxPitch, kMaxPitch);
}

void OrbitCamera::Pan(glm::vec2 drag_pixels, float viewport_height) {
  // Move the target so the point under the cursor follows it, at the target's depth.
  const float world_per_pixel =
      2.0f * pose_.distance * std::tan(glm::radians(kFieldOfViewDegrees) * 0.5f) / std::max(viewport_height, 1.0f);
  const glm::mat4 view = View();
  const glm::vec3 right(view[0][0], view[1][0], view[2][0]);
  const glm::vec3 up(view[0][1], view[1][1], view[2][1]);
  pose_.target += (-right * drag_pixels.x + up * drag_pixels.y) * world_per_pixel;
}

void OrbitCamera::Zoom(float wheel_steps) {
  pose_.distance = std::clamp(pose_.distance * std::pow(kZoomFactorPerStep, wheel_steps), kMinDistance, kMaxDistance);
}

glm::vec3 OrbitCamera::Eye() const {
  // The tutorial's orbit, written as proper spherical coordinates (it nests cos(pitch) inside sin(yaw)).
  const float yaw = glm::radians(pose_.yaw_degrees);
  const float pitch = glm::radians(pose_.pitch_degrees);
  const glm::vec3 offset(-std::sin(yaw) * std::cos(pitch), -std::sin(pitch), -std::cos(yaw) * std::cos(pitch));
  return pose_.target + offset * pose_.distance;
}

glm::mat4 OrbitCamera::View() const { return glm::lookAt(Eye(), pose_.target, glm::vec3(0, 1, 0)); }

glm::mat4 OrbitCamera::Projection() const {
  return glm::perspective(glm::radians(kFieldOfViewDegrees), aspect_, kNear, kFar);
}

}  // namespace lab
