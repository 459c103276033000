#include "framework/sample/framing.hpp"

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

std::map<int, std::vector<glm::vec3>> TaggedPointsByItem(const RecordingDraw& draw) {
  auto finite = [](const glm::vec3& p) { return std::isfinite(p.x) && std::isfinite(p.y) && std::isfinite(p.z); };
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
  struct TaggedRay {
    int item;
    glm::vec3 origin, direction;  // unit direction
  };
  std::vector<TaggedRay> rays;
  const std::vector<RecordingDraw::Vertex>& lines = draw.LineVertices();
  for (std::size_t i = 0; i + 1 < lines.size(); i += 2) {
    const glm::vec3 from = lines[i].position, to = lines[i + 1].position;
    if (lines[i].item == DebugDraw::kNoItem || !finite(from) || !finite(to)) continue;  // a NaN hit frames nothing
    const float length = glm::length(to - from);
    if (length >= kRayLineLength) {
      rays.push_back({lines[i].item, from, (to - from) / length});
    } else {
      add(lines[i].item, from);
      add(lines[i].item, to);
    }
  }
  for (const RecordingDraw::PointItem& point : draw.Points()) {
    if (point.item != DebugDraw::kNoItem && finite(point.position)) add(point.item, point.position);
  }
  // A surface drawn for no case is still what the cases are about (ClosestPointSample's sphere, RaycastPlane's
  // plane): it counts as the scene's, as a model does.
  for (const RecordingDraw::Vertex& vertex : draw.TriangleVertices()) {
    if (finite(vertex.position))
      add(vertex.item == DebugDraw::kNoItem ? DebugDraw::kSceneItem : vertex.item, vertex.position);
  }
  // An item with many points (a model's mesh) stands in by its box's corners, so that fitting stays cheap on a
  // 100k-triangle model.
  Box rest;  // every point but the rays'
  for (auto& [item, points] : by_item) {
    if (points.size() > kMostPointsAnItem) {
      Box box;
      for (const glm::vec3& p : points) box.Add(p);
      points.clear();
      box.AddCorners(points);
    }
    for (const glm::vec3& p : points) rest.Add(p);
  }
  if (rays.empty()) return by_item;
  if (by_item.empty()) {  // rays alone: their origins' box
    for (const TaggedRay& ray : rays) rest.Add(ray.origin);
  }
  const glm::vec3 centre = (rest.low + rest.high) * 0.5f;
  const float reach = std::max(glm::length(rest.high - rest.low), 1.0f);
  // Each ray's nearest approach to the rest, and its origin when that is near it (else where it comes within
  // reach): a ray cast from far away should not shrink the scene to a dot.
  for (const auto& [item, origin, direction] : rays) {
    const float along = std::max(0.0f, glm::dot(centre - origin, direction));
    std::vector<glm::vec3>& points = by_item[item];
    points.push_back(origin + direction * along);
    points.push_back(glm::length(origin - centre) <= reach ? origin
                                                           : origin + direction * std::max(0.0f, along - reach));
  }
  return by_item;
}

std::vector<glm::vec3> TaggedPoints(const RecordingDraw& draw) {
  std::vector<glm::vec3> points;
  for (const auto& [item, item_points] : TaggedPointsByItem(draw)) {
    points.insert(points.end(), item_points.begin(), item_points.end());
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

std::optional<float> ViewFill(const std::vector<glm::vec3>& points, const OrbitCamera::Pose& pose, float aspect,
                              float top_inset) {
  OrbitCamera camera;
  camera.SetHome(pose);
  camera.SetAspect(aspect);
  const glm::mat4 view_projection = camera.Projection() * camera.View();
  const float top = TextBottom(top_inset);
  glm::vec2 low(1e30f), high(-1e30f);
  for (const glm::vec3& point : points) {
    const glm::vec4 clip = view_projection * glm::vec4(point, 1.0f);
    if (clip.w <= kNearestDepth) return std::nullopt;
    const glm::vec2 at = glm::vec2(clip) / clip.w;
    if (std::abs(at.x) > 1.0f || at.y < -1.0f || at.y > top) return std::nullopt;
    low = glm::min(low, at);
    high = glm::max(high, at);
  }
  if (points.empty()) return 1.0f;
  return std::max((high.x - low.x) * 0.5f, (high.y - low.y) / (top + 1.0f));
}

bool ShowsEveryPoint(const std::vector<glm::vec3>& points, const OrbitCamera::Pose& pose, float aspect,
                     float top_inset) {
  return ViewFill(points, pose, aspect, top_inset).has_value();
}

bool FrameHome(Application& app, const RecordingDraw& draw, float top_inset) {
  OrbitCamera& camera = app.ViewCamera();
  const float aspect = camera.Aspect();
  if (app.KeepsOwnHome() || aspect == app.HomeFramedForAspect()) return false;
  app.SetHomeFramedForAspect(aspect);
  const std::vector<glm::vec3> points = TaggedPoints(draw);
  // The sample's own view will do when it shows every point and they fill a good part of it.
  if (ViewFill(points, camera.Home(), aspect, top_inset).value_or(0.0f) >= kLeastFramingFill) return false;
  const std::optional<OrbitCamera::Pose> fitted = FitPose(points, camera.Home(), aspect, top_inset);
  if (!fitted) return false;
  camera.Refit(*fitted);
  return true;
}

}  // namespace lab
