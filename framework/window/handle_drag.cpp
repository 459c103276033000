#include "framework/window/handle_drag.hpp"

#include <cmath>
#include <vector>

#include <glm/geometric.hpp>

namespace lab {

std::optional<std::size_t> HandleDrag::At(const HandleSet& handles, const ViewOnScreen& view, glm::vec2 cursor) {
  std::optional<std::size_t> best;
  float best_distance = kHandlePickRadius;
  const std::vector<HandleSet::Handle>& all = handles.All();
  for (std::size_t i = 0; i < all.size(); ++i) {
    if (all[i].kind == HandleSet::Kind::kScalar) continue;
    const std::optional<glm::vec2> at = view.Project(HandleSet::Position(all[i]));
    if (!at) continue;
    const float distance = glm::length(*at - cursor);
    if (distance <= best_distance) {
      best_distance = distance;
      best = i;
    }
  }
  return best;
}

bool HandleDrag::Begin(const HandleSet& handles, const ViewOnScreen& view, glm::vec2 cursor) {
  held_ = At(handles, view, cursor);
  if (!held_) return false;
  start_ = HandleSet::Position(handles.All()[*held_]);
  return true;
}

bool HandleDrag::Move(HandleSet& handles, const ViewOnScreen& view, const glm::vec3& eye, const glm::vec3& target,
                      glm::vec2 cursor, bool along_axis) const {
  if (!held_ || *held_ >= handles.All().size()) return false;
  const glm::vec3 facing = glm::normalize(target - eye);
  const glm::vec3 direction = view.CursorRay(cursor);
  const float denominator = glm::dot(direction, facing);
  if (std::abs(denominator) < 1e-6f) return false;  // the cursor ray runs along the plane
  const float t = glm::dot(start_ - eye, facing) / denominator;
  if (!(t > 0.0f)) return false;
  glm::vec3 to = eye + direction * t;
  if (along_axis) {
    // Only the largest component of the move is kept: the handle slides along one world axis.
    const glm::vec3 move = to - start_;
    const glm::vec3 size = glm::abs(move);
    const int axis = size.x >= size.y && size.x >= size.z ? 0 : size.y >= size.z ? 1 : 2;
    to = start_;
    to[axis] += move[axis];
  }
  HandleSet::MoveTo(handles.All()[*held_], to);
  return true;
}

}  // namespace lab
