// Where a sample opens: its home view fitted to what its cases are about, so that every picture is framed.
#pragma once

#include <map>
#include <optional>
#include <vector>

#include <glm/vec3.hpp>

#include "framework/sample/application.hpp"
#include "framework/sample/camera.hpp"
#include "framework/sample/debug_draw.hpp"

namespace lab {

// How much of the view's half-width and half-height framed geometry may fill: the rest is room for its labels.
inline constexpr float kFramingFill = 0.85f;

// The points a frame's cases are about: every point drawn for a tagged item, and every triangle (an untagged one
// as DebugDraw::kSceneItem's: a plane or a volume the cases share); not the grid, not the axes, not an untagged
// wire backdrop. A ray (a line
// kRayDrawLength long) counts from its origin to its nearest approach to the rest, not to its far end.
std::vector<glm::vec3> TaggedPoints(const RecordingDraw& draw);
// The same points by the item they were drawn for.
std::map<int, std::vector<glm::vec3>> TaggedPointsByItem(const RecordingDraw& draw);

// The pose with `angles`' yaw and pitch whose view (of the given aspect, width over height) shows every point
// within kFramingFill of the edges of the part below its top `top_inset` (a fraction of the height, where the
// heads-up text is), at those angles (the automatic orbit may then turn some out of view). Nothing when there are
// no points.
std::optional<OrbitCamera::Pose> FitPose(const std::vector<glm::vec3>& points, const OrbitCamera::Pose& angles,
                                         float aspect, float top_inset = 0.0f);

// A sample's own home is kept when its cases' geometry spans at least this share of the view's width or height
// (below the text); a scene in a fifth of the view is fitted.
inline constexpr float kLeastFramingFill = 0.5f;

// The larger share of the view's width or height (below the top `top_inset`) the points span at `pose`; nothing
// when some point is outside the view (or under the text).
std::optional<float> ViewFill(const std::vector<glm::vec3>& points, const OrbitCamera::Pose& pose, float aspect,
                              float top_inset);

// Whether a view at `pose` shows every point, below the top `top_inset` of its height.
bool ShowsEveryPoint(const std::vector<glm::vec3>& points, const OrbitCamera::Pose& pose, float aspect,
                     float top_inset);

// On a sample's first frame, and again when its view's shape changes: when the home the sample set leaves some
// of the frame's tagged points out of view (or under the text), or shows them small (ViewFill under
// kLeastFramingFill), the home fitted to them (FitPose, from the
// sample's angles), and the view moved there if the user has not moved it; a sample that keeps its own home
// (Application::KeepOwnHome) is left alone. `top_inset` as FitPose's. Returns whether the home changed.
bool FrameHome(Application& app, const RecordingDraw& draw, float top_inset = 0.0f);

}  // namespace lab
