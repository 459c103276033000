#include "framework/framing.hpp"

#include <algorithm>
#include <cmath>
#include <map>

#include <glm/geometric.hpp>
#include <glm/mat4x4.hpp>
#include <glm/trigonometric.hpp>

namespace lab {

namespace {
// A line at least this long is a ray (DebugDraw::DrawRay draws kRayDrawLength); no sample draws a segment as long.
constexpr float kRayLineLength = 0.5f * kRayDrawLength;
// The nearest a framed point may come to the eye, well past the near plane (OrbitCamera::kNear).
constexpr float kNearestDepth = 0.1f;
// The closest and farthest a fitted home may be (the wheel's own limits are 0.5 and 400).
constexpr float kNearestHome = 0.5f;
constexpr float kFarthestHome = 400.0f;
// More points than this in one item (a model's mesh, not a wire sphere's 150) and its box's corners stand in.
constexpr std::size_t kMostPointsAnItem = 512;

// The part of the view framed points may fill, in normalized device coordinates (-1 to 1, y up): the view
// below the heads-up text, shrunk by kFramingFill about its own centre.
struct Window {
  glm::vec2 low, high;
};

// The bottom of the heads-up text in normalized device coordinates: top_inset is its share of the view's height.
float TextBottom(float top_inset) { return 1.0f - 2.0f * std::clamp(top_inset, 0.0f, 0.5f); }

Window FramingWindow(float top_inset) {
  const float top = TextBottom(top_inset);
  const glm::vec2 centre(0.0f, (top - 1.0f) * 0.5f), half(1.0f, (top + 1.0f) * 0.5f);
  return {centre - half * kFramingFill, centre + half * kFramingFill};
}

// The box around the points added to it.
struct Box {
  glm::vec3 low{1e30f}, high{-1e30f};
  void Add(const glm::vec3& p) {
    low = glm::min(low, p);
    high = glm::max(high, p);
  }
  void AddCorners(std::vector<glm::vec3>& points) const {
    for (int corner = 0; corner < 8; ++corner) {
      points.emplace_back((corner & 1) ? high.x : low.x, (corner & 2) ? high.y : low.y, (corner & 4) ? high.z : low.z);
    }
  }
};

}  // namespace

std::vector<glm::vec3> TaggedPoints(const RecordingDraw& draw) {
  auto finite = [](const glm::vec3& p) { return std::isfinite(p.x) && std::isfinite(p.y) && std::isfinite(p.z); };
  // Each item's points; an item with many (a model's mesh) stands in by its box's corners, so that fitting stays
  // cheap on a 100k-triangle model.
  std::map<int, std::vector<glm::vec3>> by_item;
  std::vector<glm::vec3>* last = nullptr;
  int last_item = DebugDraw::kNoItem;
  auto add = [&](int item, const glm::vec3& p) {
    if (item != last_item) {  // no point is added for kNoItem, so the first always comes here
      last = &by_item[item];
      last_item = item;
    }
    last->push_back(p);
  };
  std::vector<std::pair<glm::vec3, glm::vec3>> rays;  // origin and unit direction
  const std::vector<RecordingDraw::Vertex>& lines = draw.LineVertices();
  for (std::size_t i = 0; i + 1 < lines.size(); i += 2) {
    const glm::vec3 from = lines[i].position, to = lines[i + 1].position;
    if (lines[i].item == DebugDraw::kNoItem || !finite(from) || !finite(to)) continue;  // a NaN hit frames nothing
    const float length = glm::length(to - from);
    if (length >= kRayLineLength) {
      rays.emplace_back(from, (to - from) / length);
    } else {
      add(lines[i].item, from);
      add(lines[i].item, to);
    }
  }
  for (const RecordingDraw::PointItem& point : draw.Points()) {
    if (point.item != DebugDraw::kNoItem && finite(point.position)) add(point.item, point.position);
  }
  for (const RecordingDraw::Vertex& vertex : draw.TriangleVertices()) {
    if (vertex.item != DebugDraw::kNoItem && finite(vertex.position)) add(vertex.item, vertex.position);
  }
  std::vector<glm::vec3> points;
  for (const auto& [item, item_points] : by_item) {
    if (item_points.size() <= kMostPointsAnItem) {
      points.insert(points.end(), item_points.begin(), item_points.end());
      continue;
    }
    Box box;
    for (const glm::vec3& p : item_points) box.Add(p);
    box.AddCorners(points);
  }
  if (rays.empty()) return points;
  // The rest's box; rays alone: their origins'.
  Box rest;
  for (const glm::vec3& p : points) rest.Add(p);
  if (points.empty()) {
    for (const auto& ray : rays) rest.Add(ray.first);
  }
  const glm::vec3 centre = (rest.low + rest.high) * 0.5f;
  const float reach = std::max(glm::length(rest.high - rest.low), 1.0f);
  // Each ray's nearest approach to the rest, and its origin when that is near it (else where it comes within
  // reach): a ray cast from far away should not shrink the scene to a dot.
  for (const auto& [origin, direction] : rays) {
    const float along = std::max(0.0f, glm::dot(centre - origin, direction));
    const glm::vec3 nearest = origin + direction * along;
    points.push_back(nearest);
    points.push_back(glm::length(origin - centre) <= reach ? origin
                                                           : origin + direction * std::max(0.0f, along - reach));
  }
  return points;
}

std::optional<OrbitCamera::Pose> FitPose(const std::vector<glm::vec3>& points, const OrbitCamera::Pose& angles,
                                         float aspect, float top_inset) {
  if (points.empty() || !(aspect > 0.0f)) return std::nullopt;
  const float tan_y = std::tan(glm::radians(OrbitCamera::kFieldOfViewDegrees) * 0.5f);
  const glm::vec2 tangents(tan_y * aspect, tan_y);
  const Window window = FramingWindow(top_inset);
  // With the angles fixed, where the eye may stand is linear in its position: along each screen axis a point
  // is inside the window when its offset from the eye lies between the window's edges times its depth. The
  // nearest eye meeting all of them is found along the line of sight first, then across it (each axis centred
  // between its two tightest points), and the target put at the points' middle depth.
  OrbitCamera camera;
  camera.SetHome(angles);
  const glm::mat4 view = camera.View();
  const glm::vec3 right(view[0][0], view[1][0], view[2][0]), up(view[0][1], view[1][1], view[2][1]);
  const glm::vec3 forward(-view[0][2], -view[1][2], -view[2][2]);
  glm::vec2 most_high(-1e30f), least_low(1e30f);  // the bounds on the eye's place across, at along 0
  float nearest = 1e30f, farthest = -1e30f;
  const glm::vec2 low_edge = window.low * tangents, high_edge = window.high * tangents;
  for (const glm::vec3& p : points) {
    const glm::vec2 across(glm::dot(p, right), glm::dot(p, up));
    const float along = glm::dot(p, forward);
    most_high = glm::max(most_high, across - high_edge * along);  // the eye's across >= this + high * eye's along
    least_low = glm::min(least_low, across - low_edge * along);   // the eye's across <= this + low * eye's along
    nearest = std::min(nearest, along);
    farthest = std::max(farthest, along);
  }
  // Feasible while most_high + high * e <= least_low + low * e, that is e <= (least_low - most_high) / (high - low).
  const glm::vec2 limit = (least_low - most_high) / (high_edge - low_edge);
  const float eye_along = std::min({limit.x, limit.y, nearest - kNearestDepth});
  const glm::vec2 eye_across = (most_high + high_edge * eye_along + least_low + low_edge * eye_along) * 0.5f;
  const glm::vec3 eye = right * eye_across.x + up * eye_across.y + forward * eye_along;
  OrbitCamera::Pose pose = angles;
  pose.distance = std::clamp((nearest + farthest) * 0.5f - eye_along, kNearestHome, kFarthestHome);
  pose.target = eye + forward * pose.distance;
  return pose;
}

bool ShowsEveryPoint(const std::vector<glm::vec3>& points, const OrbitCamera::Pose& pose, float aspect,
                     float top_inset) {
  OrbitCamera camera;
  camera.SetHome(pose);
  camera.SetAspect(aspect);
  const glm::mat4 view_projection = camera.Projection() * camera.View();
  const float top = TextBottom(top_inset);
  for (const glm::vec3& point : points) {
    const glm::vec4 clip = view_projection * glm::vec4(point, 1.0f);
    if (clip.w <= kNearestDepth) return false;
    const glm::vec2 at = glm::vec2(clip) / clip.w;
    if (std::abs(at.x) > 1.0f || at.y < -1.0f || at.y > top) return false;
  }
  return true;
}

bool FrameHome(Application& app, const RecordingDraw& draw, float top_inset) {
  OrbitCamera& camera = app.ViewCamera();
  const float aspect = camera.Aspect();
  if (app.KeepsOwnHome() || aspect == app.HomeFramedForAspect()) return false;
  app.SetHomeFramedForAspect(aspect);
  const std::vector<glm::vec3> points = TaggedPoints(draw);
  if (ShowsEveryPoint(points, camera.Home(), aspect, top_inset)) return false;  // the sample's own view will do
  const std::optional<OrbitCamera::Pose> fitted = FitPose(points, camera.Home(), aspect, top_inset);
  if (!fitted) return false;
  camera.Refit(*fitted);
  return true;
}

}  // namespace lab
