// Where the scene lies on the view: a frame's view-projection and the view's size in logical pixels, and the ways
// between a scene point and a screen position (the labels, the handles and the window's picking use them).
#pragma once

#include <optional>

#include <glm/mat4x4.hpp>
#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

namespace lab {

// How a frame's scene lies on the view: its view-projection and the view's size in logical pixels.
struct ViewOnScreen {
  glm::mat4 view_projection{1.0f};
  glm::vec2 size{800.0f, 600.0f};
  // A scene point on screen (pixels from the view's top left), or nothing when it is behind the eye (or w is NaN).
  std::optional<glm::vec2> Project(const glm::vec3& point) const;
  // The scene point under a screen position at the depth of `at_depth_of`.
  glm::vec3 Unproject(glm::vec2 position, const glm::vec3& at_depth_of) const;
  // The direction (unit) of the ray from the eye through a screen position.
  glm::vec3 CursorRay(glm::vec2 position) const;
};

}  // namespace lab
