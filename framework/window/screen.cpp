#include "framework/window/screen.hpp"

#include <glm/geometric.hpp>
#include <glm/matrix.hpp>

namespace lab {

std::optional<glm::vec2> ViewOnScreen::Project(const glm::vec3& point) const {
  const glm::vec4 clip = view_projection * glm::vec4(point, 1.0f);
  if (!(clip.w > 1e-6f)) return std::nullopt;
  const glm::vec3 ndc = glm::vec3(clip) / clip.w;
  return glm::vec2((ndc.x * 0.5f + 0.5f) * size.x, (0.5f - ndc.y * 0.5f) * size.y);
}

glm::vec3 ViewOnScreen::CursorRay(glm::vec2 position) const {
  const glm::mat4 inverse = glm::inverse(view_projection);
  const glm::vec2 ndc(position.x / size.x * 2.0f - 1.0f, 1.0f - position.y / size.y * 2.0f);
  const glm::vec4 near_point = inverse * glm::vec4(ndc, -1.0f, 1.0f);
  const glm::vec4 far_point = inverse * glm::vec4(ndc, 1.0f, 1.0f);
  return glm::normalize(glm::vec3(far_point) / far_point.w - glm::vec3(near_point) / near_point.w);
}

glm::vec3 ViewOnScreen::Unproject(glm::vec2 position, const glm::vec3& at_depth_of) const {
  const glm::vec4 clip = view_projection * glm::vec4(at_depth_of, 1.0f);
  const glm::vec2 ndc(position.x / size.x * 2.0f - 1.0f, 1.0f - position.y / size.y * 2.0f);
  const glm::vec4 point = glm::inverse(view_projection) * glm::vec4(ndc, clip.z / clip.w, 1.0f);
  return glm::vec3(point) / point.w;
}

}  // namespace lab
