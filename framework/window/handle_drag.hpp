// Picking and dragging a sample's handles in the view: which handle is under the cursor, and where the dragged
// one goes as the cursor moves (on the plane through where it started that faces the camera; with Shift, along
// one world axis). GL-free: a HandleSet, the view on screen and the camera's eye.
#pragma once

#include <cstddef>
#include <optional>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "framework/sample/handles.hpp"
#include "framework/window/screen.hpp"

namespace lab {

// How far a handle may be from the cursor and still be picked, in logical pixels.
inline constexpr float kHandlePickRadius = 10.0f;

class HandleDrag {
 public:
  // The point or direction handle nearest the cursor within kHandlePickRadius, or none.
  static std::optional<std::size_t> At(const HandleSet& handles, const ViewOnScreen& view, glm::vec2 cursor);
  // Takes hold of the handle under the cursor; false when there is none.
  bool Begin(const HandleSet& handles, const ViewOnScreen& view, glm::vec2 cursor);
  // Moves the handle held to the cursor, seen from `eye` looking at `target`; false when it did not move (none
  // held, or the cursor's ray runs along the plane or away from it).
  bool Move(HandleSet& handles, const ViewOnScreen& view, const glm::vec3& eye, const glm::vec3& target,
            glm::vec2 cursor, bool along_axis) const;
  void End() { held_.reset(); }
  std::optional<std::size_t> Held() const { return held_; }

 private:
  std::optional<std::size_t> held_;
  glm::vec3 start_{0.0f};  // where the held handle was taken
};

}  // namespace lab
