// `collision-lab --audit [NAME...]`: whether each sample's first picture reads, measured instead of looked at.
// Each sample opens as the window first shows it (1280x720, the panels around the view, no GL needed: the
// panels are laid out by Dear ImGui without drawing), and its frame is checked for case labels that overlap,
// text or tagged geometry outside the view between the panels, and cases too small on screen to see.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "framework/harness/isolation.hpp"
#include "framework/sample/registry.hpp"
#include "framework/window/lab.hpp"

namespace lab::audit {

// A case whose lines, faces and point markers span fewer pixels than this on screen (the larger side of their
// box) is too small to tell apart from its neighbours: about the height of a case label.
inline constexpr float kSmallestReadableCasePixels = 12.0f;
// How far text or geometry may pass the view's edge before it counts as outside: rounding, not a real overlap.
inline constexpr float kEdgeSlackPixels = 0.5f;

struct Report {
  std::string sample;
  std::string no_picture;    // why there is none: the checks crashed or hung (then it fails)
  std::string checks;        // "14 checks passed" or "2 of 14 checks FAILED": the picture is audited either way
  bool own_view = false;     // the sample keeps its own view (Application::KeepOwnHome): geometry may leave it
  bool small_cases = false;  // its cases are small on purpose (Application::KeepSmallCases): told, not failed
  std::size_t labels = 0;    // the case labels placed
  // Case labels with a third of their box over the cases' lines, faces or points (told, not failed: in a dense
  // scene some have nowhere else to go).
  std::size_t labels_over_shapes = 0;
  std::vector<std::string> overlaps;        // "'22-23' on '26-27'"
  std::vector<std::string> text_off_view;   // "'9'", text (a label or the sample's) past the view's edges
  bool scene_off_view = false;              // what every case is about (DebugDraw::kSceneItem) leaves the view
  std::vector<std::size_t> cases_off_view;  // case numbers with tagged geometry outside the view
  // The larger share of the view's width or height the cases' geometry spans (0: a single point, or nothing).
  // Under kLeastFramingFill (framing.hpp) the picture fails: the sample's home was not fitted to its cases.
  float fill = 0.0f;
  std::optional<std::size_t> smallest_case;  // its number
  float smallest_pixels = 0.0f;

  bool SmallInView() const;
  bool Passes() const;
  // One line: the sample, ok or FAIL, and what was found.
  std::string Line() const;
};

// Audits the frame the lab composed last (Lab::Compose) for the sample it shows.
Report AuditFrame(const Lab& lab);

// Audits each sample in turn (its checks first run isolated, so a crash is reported and the run goes on),
// printing one line a sample; samples that open no window are listed as having no picture. Exit status 0 when
// every picture passes, 1 otherwise.
int Run(const std::vector<const SampleInfo*>& samples, const IsolationLimits& limits);

}  // namespace lab::audit
