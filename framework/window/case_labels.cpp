#include "framework/window/case_labels.hpp"

#include <algorithm>
#include <cmath>
#include <string_view>
#include <utility>

#include <fmt/format.h>
#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include "framework/sample/color.hpp"
#include "framework/window/text_metrics.hpp"

namespace lab {
namespace {

// A line of the scene's text on screen, in logical pixels: as tall as its capitals and descenders (its width is
// SceneTextWidth's).
constexpr float kLabelHeight = 20.0f;
constexpr float kLabelGap = 2.0f;  // kept clear between two labels
// A label placed farther than this from its anchor gets a leader line back to it.
constexpr float kLeaderAfter = 10.0f;
// More case labels than this in one view are numbers strewn over the picture (PointInTriangle's grid of 100
// points): then only the failing cases and the focused one are labelled.
constexpr std::size_t kMostCaseLabels = 40;

// The box text takes at `position` (left, top, right, bottom).
glm::vec4 TextBox(glm::vec2 position, glm::vec2 size) { return {position, position + size}; }
glm::vec2 TextSize(std::string_view text) {
  const auto lines = static_cast<float>(std::count(text.begin(), text.end(), '\n'));
  return {SceneTextWidth(text), kLabelHeight + lines * DebugDraw::kTextLineHeight};
}

// Where the cases' geometry lies on screen, in square cells kCellPixels wide: what a label would rather not hide.
constexpr float kCellPixels = kLabelCellPixels;
class Occupancy {
 public:
  explicit Occupancy(glm::vec2 view)
      : columns_(static_cast<int>(std::ceil(view.x / kCellPixels))),
        rows_(static_cast<int>(std::ceil(view.y / kCellPixels))),
        cells_(static_cast<std::size_t>(std::max(columns_, 0) * std::max(rows_, 0)), 0) {}
  void Mark(glm::vec2 at) {
    const int x = static_cast<int>(std::floor(at.x / kCellPixels)),
              y = static_cast<int>(std::floor(at.y / kCellPixels));
    if (x >= 0 && y >= 0 && x < columns_ && y < rows_) cells_[static_cast<std::size_t>(y * columns_ + x)] = 1;
  }
  // A segment on screen, marked every half cell (at most kMostSteps marks: a ray's far end is far).
  void MarkSegment(glm::vec2 from, glm::vec2 to) {
    constexpr int kMostSteps = 600;
    const int steps = std::clamp(static_cast<int>(glm::length(to - from) / (kCellPixels * 0.5f)), 1, kMostSteps);
    for (int i = 0; i <= steps; ++i) Mark(from + (to - from) * (static_cast<float>(i) / static_cast<float>(steps)));
  }
  // Whether a triangle's edges are all shorter than half a cell, so MarkSegment would mark their ends only.
  static bool Tiny(glm::vec2 a, glm::vec2 b, glm::vec2 c) {
    const glm::vec2 low = glm::min(a, glm::min(b, c)), high = glm::max(a, glm::max(b, c));
    const glm::vec2 extent = high - low;
    return extent.x * extent.x + extent.y * extent.y < kCellPixels * kCellPixels * 0.25f;
  }
  void MarkSquare(glm::vec2 centre, float size) {
    for (float y = -size * 0.5f; y <= size * 0.5f; y += kCellPixels * 0.5f) {
      MarkSegment(centre + glm::vec2(-size * 0.5f, y), centre + glm::vec2(size * 0.5f, y));
    }
  }
  // How many marked cells a box (left, top, right, bottom) covers.
  int Covered(const glm::vec4& box) const {
    int count = 0;
    const int x0 = std::max(static_cast<int>(box.x / kCellPixels), 0),
              y0 = std::max(static_cast<int>(box.y / kCellPixels), 0);
    const int x1 = std::min(static_cast<int>(box.z / kCellPixels), columns_ - 1);
    const int y1 = std::min(static_cast<int>(box.w / kCellPixels), rows_ - 1);
    for (int y = y0; y <= y1; ++y) {
      for (int x = x0; x <= x1; ++x) count += cells_[static_cast<std::size_t>(y * columns_ + x)];
    }
    return count;
  }

 private:
  int columns_, rows_;
  std::vector<unsigned char> cells_;
};

// Where a case label goes: around its anchor (up right, the first choice; then down right, up left, down left),
// in rings of places up to five lines away, where it overlaps no text placed before it and stays in the view; of
// those, the one that hides the fewest cells of the cases' geometry, a nearer ring winning a tie (a cell or two
// counts as none: a label next to its ray may graze it). A leader line joins a moved label to its anchor. When
// every place is taken, the first choice, moved into the view.
struct Placement {
  glm::vec2 position;
  int hidden_cells = 0;  // of the cases' geometry, under the label
};
Placement PlaceLabel(glm::vec2 anchor, float width, glm::vec2 view, const std::vector<glm::vec4>& taken,
                     const Occupancy& occupied) {
  auto free = [&](glm::vec2 at) {
    if (at.x < 0 || at.y < 0 || at.x + width > view.x || at.y + kLabelHeight > view.y) return false;
    return std::none_of(taken.begin(), taken.end(), [&](const glm::vec4& box) {
      return at.x < box.z + kLabelGap && box.x < at.x + width + kLabelGap && at.y < box.w + kLabelGap &&
             box.y < at.y + kLabelHeight + kLabelGap;
    });
  };
  constexpr int kGrazingCells = 2;
  const float right = 6.0f, left = -6.0f - width, up = -kLabelHeight, down = 4.0f;
  std::optional<Placement> best;
  int best_score = 0;
  for (int ring = 0; ring < 5; ++ring) {
    const float step = static_cast<float>(ring) * (kLabelHeight + kLabelGap);
    for (const glm::vec2 offset : {glm::vec2(right, up - step), glm::vec2(right, down + step),
                                   glm::vec2(left, up - step), glm::vec2(left, down + step)}) {
      const glm::vec2 at = anchor + offset;
      if (!free(at)) continue;
      const int covered = occupied.Covered({at, at + glm::vec2(width, kLabelHeight)});
      const int score = std::max(covered - kGrazingCells, 0) * 4 + ring;  // a ring further away: a quarter cell less
      if (!best || score < best_score) {
        best = Placement{at, covered};
        best_score = score;
      }
    }
    if (best && best_score <= ring) break;  // nothing hidden: no farther ring can do better
  }
  if (best) return *best;
  const glm::vec2 at = glm::clamp(anchor + glm::vec2(right, up), glm::vec2(0.0f),
                                  glm::max(view - glm::vec2(width, kLabelHeight), glm::vec2(0.0f)));
  return {at, occupied.Covered({at, at + glm::vec2(width, kLabelHeight)})};
}

// "4", "4, 5", "1-4", "1-4, 9": the numbers of an item's cases.
std::string CaseNumbers(const std::vector<const Checks::Case*>& cases) {
  std::string text;
  std::size_t i = 0;
  while (i < cases.size()) {
    std::size_t j = i;
    while (j + 1 < cases.size() && cases[j + 1]->case_index == cases[j]->case_index + 1) ++j;
    if (!text.empty()) text += ", ";
    text += j >= i + 2   ? fmt::format("{}-{}", cases[i]->case_index, cases[j]->case_index)
            : j == i + 1 ? fmt::format("{}, {}", cases[i]->case_index, cases[j]->case_index)
                         : fmt::format("{}", cases[i]->case_index);
    i = j + 1;
  }
  return text;
}

}  // namespace

LabelLayout PlaceLabels(RecordingDraw& draw, const Checks& checks, const ViewOnScreen& view,
                        std::optional<int> counterexample_item, std::optional<std::size_t> focus) {
  LabelLayout layout;
  const bool counterexample = counterexample_item.has_value();
  std::vector<glm::vec4> taken;  // the text placed so far
  auto place = [&](PlacedLabel label) {
    taken.push_back(TextBox(label.position, label.size));
    layout.placed.push_back(std::move(label));
  };
  // The sample's own text first, where it put it: what it wrote on the view, and its labels in the scene (over a
  // counterexample, only that one's).
  for (const RecordingDraw::TextItem& text : draw.Texts()) {
    place({PlacedLabel::Kind::kSampleText, DebugDraw::kNoItem, text.text, text.position, TextSize(text.text)});
  }
  std::vector<std::pair<glm::vec2, const RecordingDraw::LabelItem*>> sample_labels;
  for (const RecordingDraw::LabelItem& label : draw.Labels()) {
    if (counterexample && label.item != *counterexample_item) continue;
    if (const std::optional<glm::vec2> at = view.Project(label.position)) {
      place({PlacedLabel::Kind::kSampleLabel, label.item, label.text, *at, TextSize(label.text)});
      sample_labels.emplace_back(*at, &label);
    }
  }
  // What the cases drew, on screen: lines, faces' edges and points of tagged items.
  Occupancy occupied(view.size);
  const auto on_screen = [&](const glm::vec3& p) { return view.Project(p); };
  const std::vector<RecordingDraw::Vertex>& lines = draw.LineVertices();
  for (std::size_t i = 0; i + 1 < lines.size(); i += 2) {
    if (lines[i].item == DebugDraw::kNoItem) continue;
    const std::optional<glm::vec2> from = on_screen(lines[i].position), to = on_screen(lines[i + 1].position);
    if (from && to) occupied.MarkSegment(*from, *to);
  }
  // Each face projected once: a volume's surface is thousands of faces (SweptShapes draws 15,360). A volume's face
  // turned away is not drawn (the renderer culls it) and lies under a face turned to the eye: it hides nothing.
  const std::vector<RecordingDraw::Vertex>& faces = draw.TriangleVertices();
  for (std::size_t i = 0; i + 2 < faces.size(); i += 3) {
    if (faces[i].item == DebugDraw::kNoItem) continue;
    const std::optional<glm::vec2> corners[3] = {on_screen(faces[i].position), on_screen(faces[i + 1].position),
                                                 on_screen(faces[i + 2].position)};
    if (corners[0] && corners[1] && corners[2]) {
      const glm::vec2 ab = *corners[1] - *corners[0], ac = *corners[2] - *corners[0];
      // Clockwise on screen, whose y points down: turned away.
      if (faces[i].shaded && ab.x * ac.y - ab.y * ac.x > 0.0f) continue;
      if (Occupancy::Tiny(*corners[0], *corners[1], *corners[2])) {
        for (const std::optional<glm::vec2>& corner : corners) occupied.Mark(*corner);  // what its edges would mark
        continue;
      }
    }
    for (int edge = 0; edge < 3; ++edge) {
      const std::optional<glm::vec2>&from = corners[edge], &to = corners[(edge + 1) % 3];
      if (from && to) occupied.MarkSegment(*from, *to);
    }
  }
  for (const RecordingDraw::PointItem& point : draw.Points()) {
    if (point.item == DebugDraw::kNoItem) continue;
    if (const std::optional<glm::vec2> at = on_screen(point.position)) occupied.MarkSquare(*at, point.size);
  }
  // Then each item's case numbers next to the first point drawn for it, red when one of them fails, with a leader
  // line back to that point when it had to move away (not over a counterexample, which has labels of its own).
  // More than kMostCaseLabels in view cannot be read: then only the failing cases' and the focused case's.
  struct Labelled {
    int item;
    glm::vec3 anchor;
    glm::vec2 at;
    std::vector<const Checks::Case*> cases;
    bool failing;
  };
  std::vector<Labelled> labelled;
  for (const auto& [item, anchor] : draw.ItemAnchors()) {
    std::vector<const Checks::Case*> cases =
        counterexample ? std::vector<const Checks::Case*>{} : checks.CasesAbout(item);
    if (cases.empty()) continue;
    const std::optional<glm::vec2> at = view.Project(anchor);
    if (!at || at->x < 0 || at->y < 0 || at->x > view.size.x || at->y > view.size.y) continue;
    const bool failing = std::any_of(cases.begin(), cases.end(), [](const Checks::Case* c) { return !c->passed; });
    labelled.push_back({item, anchor, *at, std::move(cases), failing});
  }
  if (labelled.size() > kMostCaseLabels) {
    const std::vector<int> focused =
        focus && *focus < checks.Cases().size() ? checks.Cases()[*focus].items : std::vector<int>{};
    const std::size_t all = labelled.size();
    std::erase_if(labelled, [&](const Labelled& l) {
      return !l.failing && std::find(focused.begin(), focused.end(), l.item) == focused.end();
    });
    layout.hidden_case_labels = all - labelled.size();
  }
  for (const Labelled& label : labelled) {
    const Color color = label.failing ? palette::kTextFail : palette::kText;
    std::string text = CaseNumbers(label.cases);
    const glm::vec2 size = TextSize(text);
    const Placement placed = PlaceLabel(label.at, size.x, view.size, taken, occupied);
    const glm::vec2 position = placed.position;
    const glm::vec2 nearest = glm::clamp(label.at, position, position + size);
    if (glm::length(nearest - label.at) > kLeaderAfter) {
      draw.DrawLine(label.anchor, view.Unproject(nearest, label.anchor), palette::Translucent(color));
    }
    draw.DrawText(position, text, color);
    place({PlacedLabel::Kind::kCase, label.item, std::move(text), position, size, placed.hidden_cells});
  }
  for (const auto& [at, label] : sample_labels) draw.DrawText(at, label->text, label->color);
  return layout;
}

}  // namespace lab
