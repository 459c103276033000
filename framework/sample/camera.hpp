// An orbit camera: it circles a target at a distance, looking at it. Mouse drag orbits, the wheel zooms,
// right drag pans; the tutorial's slow automatic orbit (45 degrees a second) is a toggle.
#pragma once

#include <glm/mat4x4.hpp>
#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

namespace lab {

class OrbitCamera {
 public:
  struct Pose {
    glm::vec3 target{0.0f};
    float yaw_degrees = 120.0f;    // the tutorial's default view angles (120, -10) at distance 20
    float pitch_degrees = -10.0f;  // negative looks down from above
    float distance = 20.0f;
  };

  OrbitCamera() = default;

  // Sets the pose Reset() returns to, and moves there.
  void SetHome(const Pose& home);
  // Replaces the home (with one fitted to the scene, framework/sample/framing.hpp); the view goes with it unless the
  // user has moved, zoomed or tilted it (the automatic orbit's turning does not count).
  void Refit(const Pose& home);
  const Pose& Home() const { return home_; }
  void Reset() { pose_ = home_; }
  const Pose& Current() const { return pose_; }
  // Moves to a pose without changing home (keeping the view over a sample's restart, framing a case).
  void SetPose(const Pose& pose) { pose_ = pose; }
  // Moves the point looked at (a third-person camera following a character), keeping the angles.
  void SetTarget(const glm::vec3& target) { pose_.target = target; }

  void SetAutoRotate(bool on) { auto_rotate_ = on; }
  bool AutoRotate() const { return auto_rotate_; }
  void Update(float dt);

  // Input, in window pixels.
  void Orbit(glm::vec2 drag_pixels);
  void Pan(glm::vec2 drag_pixels, float viewport_height);
  void Zoom(float wheel_steps);

  void SetAspect(float aspect) { aspect_ = aspect; }
  float Aspect() const { return aspect_; }
  glm::vec3 Eye() const;
  glm::mat4 View() const;
  glm::mat4 Projection() const;

  // The tutorial's projection: 60 degree vertical field of view, near 0.01, far 1000.
  static constexpr float kFieldOfViewDegrees = 60.0f;
  static constexpr float kNear = 0.01f;
  static constexpr float kFar = 1000.0f;
  static constexpr float kAutoRotateDegreesPerSecond = 45.0f;

 private:
  Pose home_{};
  Pose pose_{};
  bool auto_rotate_ = true;
  float aspect_ = 4.0f / 3.0f;
};

}  // namespace lab
