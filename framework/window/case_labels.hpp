// The text the lab writes over the scene: the number of each case beside what the case drew, red when it fails,
// and the sample's own labels and text, placed so that none overlaps another and each hides as little of the
// cases' geometry as it can. GL-free: it reads and adds to a recorded frame.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include <glm/mat4x4.hpp>
#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "framework/sample/checks.hpp"
#include "framework/sample/debug_draw.hpp"
#include "framework/window/screen.hpp"

namespace lab {

// The cells the lab marks where the cases' geometry lies on screen, for placing labels where they hide least.
inline constexpr float kLabelCellPixels = 6.0f;

// A piece of text over the scene, with the box it takes (top left and size, in the view's logical pixels): a
// case label (its item's case numbers), a label the sample anchored in the scene, or a line it wrote on the view.
struct PlacedLabel {
  enum class Kind { kCase, kSampleLabel, kSampleText };
  Kind kind = Kind::kCase;
  int item = DebugDraw::kNoItem;
  std::string text;
  glm::vec2 position{0.0f};
  glm::vec2 size{0.0f};
  int hidden_cells = 0;  // a case label: the cells (kLabelCellPixels square) of the cases' geometry under it
};

struct LabelLayout {
  std::vector<PlacedLabel> placed;
  std::size_t hidden_case_labels = 0;  // items left unlabelled: too many to read, only failing and focused shown
};

// Places the frame's text and writes it into `draw`: the sample's text where it put it, its scene labels (over a
// counterexample, only those of `counterexample_item`), then each case label (none over a counterexample), with
// a leader line back to its anchor when it had to move. `focus` is the case in focus (kept when labels thin out).
LabelLayout PlaceLabels(RecordingDraw& draw, const Checks& checks, const ViewOnScreen& view,
                        std::optional<int> counterexample_item, std::optional<std::size_t> focus);

}  // namespace lab
