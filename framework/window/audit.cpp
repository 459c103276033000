#include "framework/window/audit.hpp"

#include <algorithm>
#include <imgui.h>
#include <map>
#include <thread>

#include <fmt/format.h>
#include <glm/mat4x4.hpp>

#include "framework/io/log.hpp"
#include "framework/sample/framing.hpp"
#include "framework/window/hosts.hpp"
#include "framework/window/lab_ui.hpp"

namespace lab::audit {

namespace {

// The frames composed before the audit, as the window's first: the first lays the panels out, and the sample's
// home is fitted to the view between them.
constexpr int kFramesBeforeAudit = 3;

bool Overlap(const Lab::PlacedLabel& a, const Lab::PlacedLabel& b) {
  return a.position.x < b.position.x + b.size.x && b.position.x < a.position.x + a.size.x &&
         a.position.y < b.position.y + b.size.y && b.position.y < a.position.y + a.size.y;
}

bool InView(glm::vec2 low, glm::vec2 high, glm::vec2 view) {
  return low.x >= -kEdgeSlackPixels && low.y >= -kEdgeSlackPixels && high.x <= view.x + kEdgeSlackPixels &&
         high.y <= view.y + kEdgeSlackPixels;
}

std::string Quoted(const std::string& text) {
  std::string line = text.substr(0, text.find('\n'));
  if (line.size() > 24) line = line.substr(0, 21) + "...";
  return fmt::format("'{}'", line);
}

std::string List(const std::vector<std::string>& items, std::size_t most = 4) {
  std::string text;
  for (std::size_t i = 0; i < items.size() && i < most; ++i) text += (i > 0 ? ", " : "") + items[i];
  if (items.size() > most) text += fmt::format(", and {} more", items.size() - most);
  return text;
}

// What a case's lines and faces cover on screen, in logical pixels.
struct ScreenBox {
  glm::vec2 low{1e30f}, high{-1e30f};
  bool Empty() const { return low.x > high.x; }
  float Size() const { return std::max(high.x - low.x, high.y - low.y); }
  void Add(glm::vec2 p) {
    low = glm::min(low, p);
    high = glm::max(high, p);
  }
  void Add(const ScreenBox& other) {
    if (other.Empty()) return;
    Add(other.low);
    Add(other.high);
  }
  // The part of segment a-b inside the view frustum (clipped in homogeneous coordinates, so a ray drawn far past
  // the view counts as far as it is seen), as screen points.
  void AddSegment(const glm::mat4& view_projection, const glm::vec3& a, const glm::vec3& b, glm::vec2 view) {
    const glm::vec4 from = view_projection * glm::vec4(a, 1.0f), to = view_projection * glm::vec4(b, 1.0f);
    float enter = 0.0f, leave = 1.0f;
    // Each of the six planes as distance = w + sign * coordinate >= 0.
    for (int axis = 0; axis < 3; ++axis) {
      for (const float sign : {1.0f, -1.0f}) {
        const float d0 = from.w + sign * from[axis], d1 = to.w + sign * to[axis];
        if (d0 < 0.0f && d1 < 0.0f) return;
        if (d0 < 0.0f) enter = std::max(enter, d0 / (d0 - d1));
        if (d1 < 0.0f) leave = std::min(leave, d0 / (d0 - d1));
      }
    }
    if (!(enter <= leave)) return;  // also NaN: a degenerate segment shows nothing
    glm::vec2 ends[2];
    for (int end = 0; end < 2; ++end) {
      const glm::vec4 clip = from + (to - from) * (end == 0 ? enter : leave);
      if (!(clip.w > 0.0f)) return;
      const glm::vec2 ndc = glm::vec2(clip) / clip.w;
      ends[end] = {(ndc.x * 0.5f + 0.5f) * view.x, (0.5f - ndc.y * 0.5f) * view.y};
    }
    if (glm::length(ends[1] - ends[0]) < 1.0f) return;  // a segment shorter than a pixel (a point's own closest point)
    Add(ends[0]);
    Add(ends[1]);
  }
  // A point's marker, a square `size` pixels wide, when it is in the view.
  void AddMarker(const std::optional<glm::vec2>& at, float size, glm::vec2 view) {
    if (!at || at->x < 0.0f || at->y < 0.0f || at->x > view.x || at->y > view.y) return;
    Add(*at - glm::vec2(size * 0.5f));
    Add(*at + glm::vec2(size * 0.5f));
  }
};

}  // namespace

bool Report::SmallInView() const { return !own_view && fill > 0.0f && fill < kLeastFramingFill; }

bool Report::Passes() const {
  return no_picture.empty() && overlaps.empty() && text_off_view.empty() && cases_off_view.empty() && !scene_off_view &&
         !SmallInView() && (!smallest_case || small_cases || smallest_pixels >= kSmallestReadableCasePixels);
}

std::string Report::Line() const {
  std::vector<std::string> found;
  if (!no_picture.empty()) found.push_back(fmt::format("no picture: {}", no_picture));
  if (!overlaps.empty()) {
    found.push_back(
        fmt::format("{} overlapping text{}: {}", overlaps.size(), overlaps.size() == 1 ? "" : "s", List(overlaps)));
  }
  if (!text_off_view.empty()) found.push_back(fmt::format("text off the view: {}", List(text_off_view)));
  if (!cases_off_view.empty()) {
    std::vector<std::string> numbers;
    for (const std::size_t number : cases_off_view) numbers.push_back(fmt::format("{}", number));
    found.push_back(fmt::format("case{} {} off the view", numbers.size() == 1 ? "" : "s", List(numbers, 8)));
  }
  if (scene_off_view) found.push_back("the scene's shapes (a model, or a volume no case owns) off the view");
  if (no_picture.empty()) {
    found.push_back(
        fmt::format("fills {:.0f} %{}", fill * 100.0f,
                    SmallInView() ? fmt::format(" of the view, under {:.0f} %", kLeastFramingFill * 100.0f) : ""));
    found.push_back(fmt::format("{} case label{}{}", labels, labels == 1 ? "" : "s",
                                labels_over_shapes > 0 ? fmt::format(" ({} over shapes)", labels_over_shapes) : ""));
    if (smallest_case) {
      found.push_back(fmt::format("smallest case {:.0f} px (case {}){}", smallest_pixels, *smallest_case,
                                  smallest_pixels >= kSmallestReadableCasePixels ? ""
                                  : small_cases ? ", small on purpose (its description says why)"
                                                : fmt::format(", under {:.0f}", kSmallestReadableCasePixels)));
    }
    if (own_view) found.push_back("keeps its own view (its description says why)");
    if (!checks.empty()) found.push_back(checks);
  }
  return fmt::format("{:<26} {:<4} {}", sample, Passes() ? "ok" : "FAIL", List(found, found.size()));
}

Report AuditFrame(const Lab& lab) {
  Report report;
  if (lab.App() == nullptr) {
    report.no_picture = "the sample is not loaded";
    return report;
  }
  report.sample = lab.Current().info->name;
  report.own_view = lab.App()->KeepsOwnHome();
  report.small_cases = lab.App()->KeepsSmallCases();
  const glm::vec2 view = lab.ViewSize();

  // Text: no two boxes overlap, and each lies inside the view (which is the space between the panels).
  const std::vector<Lab::PlacedLabel>& placed = lab.PlacedLabels();
  for (std::size_t i = 0; i < placed.size(); ++i) {
    if (placed[i].kind == Lab::PlacedLabel::Kind::kCase) {
      ++report.labels;
      // Over a shape: a third of the label's cells are the cases' geometry.
      const glm::vec2 cells = placed[i].size / Lab::kLabelCellPixels;
      if (static_cast<float>(placed[i].hidden_cells) * 3.0f > cells.x * cells.y) ++report.labels_over_shapes;
    }
    if (!InView(placed[i].position, placed[i].position + placed[i].size, view)) {
      report.text_off_view.push_back(Quoted(placed[i].text));
    }
    for (std::size_t j = i + 1; j < placed.size(); ++j) {
      if (Overlap(placed[i], placed[j])) {
        report.overlaps.push_back(fmt::format("{} on {}", Quoted(placed[j].text), Quoted(placed[i].text)));
      }
    }
  }

  // Geometry: each case's tagged points (a ray to its nearest approach, as framing counts it) in the view.
  const std::map<int, std::vector<glm::vec3>> points = TaggedPointsByItem(lab.Frame());
  // And the size on screen of what it spans: its lines and faces as drawn, cut to the view, and its points'
  // markers. A case drawn only as points is as large as its markers at any distance, so it is not measured.
  const glm::mat4 view_projection = lab.App()->ViewCamera().Projection() * lab.App()->ViewCamera().View();
  std::map<int, ScreenBox> spans;
  const auto& lines = lab.Frame().LineVertices();
  for (std::size_t i = 0; i + 1 < lines.size(); i += 2) {
    spans[lines[i].item].AddSegment(view_projection, lines[i].position, lines[i + 1].position, view);
  }
  const auto& faces = lab.Frame().TriangleVertices();
  for (std::size_t i = 0; i + 2 < faces.size(); i += 3) {
    for (std::size_t edge = 0; edge < 3; ++edge) {
      spans[faces[i].item].AddSegment(view_projection, faces[i + edge].position, faces[i + (edge + 1) % 3].position,
                                      view);
    }
  }
  std::map<int, ScreenBox> markers;
  for (const RecordingDraw::PointItem& point : lab.Frame().Points()) {
    markers[point.item].AddMarker(lab.Project(point.position), point.size, view);
  }
  auto leaves_view = [&](int item) {
    const auto found = points.find(item);
    return found != points.end() && std::any_of(found->second.begin(), found->second.end(), [&](const glm::vec3& p) {
             const std::optional<glm::vec2> at = lab.Project(p);
             return !at || !InView(*at, *at, view);
           });
  };
  report.scene_off_view = !report.own_view && leaves_view(DebugDraw::kSceneItem);
  // How much of the view the cases' geometry fills: its box on screen (what of it is in view) over the view's.
  ScreenBox all;
  for (const auto& [item, item_points] : points) {
    for (const glm::vec3& p : item_points) {
      if (const std::optional<glm::vec2> at = lab.Project(p); at && InView(*at, *at, view)) all.Add(*at);
    }
  }
  if (!all.Empty()) report.fill = std::max((all.high.x - all.low.x) / view.x, (all.high.y - all.low.y) / view.y);
  for (const Checks::Case& c : lab.App()->Check().Cases()) {
    ScreenBox span, marked;
    bool off_view = false;
    for (const int item : c.items) {
      off_view |= leaves_view(item);
      if (const auto found = spans.find(item); found != spans.end()) span.Add(found->second);
      if (const auto found = markers.find(item); found != markers.end()) marked.Add(found->second);
    }
    if (off_view && !report.own_view) report.cases_off_view.push_back(c.case_index);
    if (span.Empty()) continue;  // drawn as points only, or nothing of it in the view
    span.Add(marked);
    const float pixels = span.Size();
    if (!report.smallest_case || pixels < report.smallest_pixels) {
      report.smallest_case = c.case_index;
      report.smallest_pixels = pixels;
    }
  }
  return report;
}

int Run(const std::vector<const SampleInfo*>& samples, const IsolationLimits& limits) {
  log::SetQuiet(true);  // the samples' own console output would drown the lines
  std::vector<const SampleInfo*> pictured;
  for (const SampleInfo* info : samples) {
    if (info->create()->UsesWindow()) {
      pictured.push_back(info);
    } else {
      fmt::print("{:<26} {:<4} prints only: no picture\n", info->name, "-");
    }
  }
  std::fflush(stdout);

  Lab lab(limits);
  lab.RememberLastSample(false);  // auditing is not choosing a sample to come back to
  LabUi ui;
  ui.scale = 1.0f;
  ui.overlay.handles = false;  // as in `--screenshot --ui`: a picture, not a drag target
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  SetUpImGuiStyle(ui.scale);
  ImGuiIO& io = ImGui::GetIO();
  io.DisplaySize = ImVec2(static_cast<float>(kLabWindowSize.x), static_cast<float>(kLabWindowSize.y));
  io.DeltaTime = 1.0f / 60.0f;
  unsigned char* atlas = nullptr;
  int atlas_width = 0, atlas_height = 0;
  io.Fonts->GetTexDataAsAlpha8(&atlas, &atlas_width, &atlas_height);  // lays the font out; nothing is drawn

  int failing = 0;
  const int jobs = static_cast<int>(std::clamp(std::thread::hardware_concurrency(), 1u, 4u));
  RunIsolatedInOrder(pictured, limits, jobs, [&](std::size_t index, IsolatedRun& run) {
    const SampleInfo& info = *pictured[index];
    Report report;
    if (!run.finished) {
      report.no_picture = run.abnormal.Summary();
    } else {
      const auto position = static_cast<std::size_t>(&info - Samples().data());
      const Checks& checks = run.checks;
      lab.SetVerdict(position, checks.Failed() == 0 ? Lab::Verdict::kPassed : Lab::Verdict::kFailed, checks.Passed(),
                     checks.Total());
      lab.Select(position);  // loads it at once: its verdict is known
      for (int frame = 0; frame < kFramesBeforeAudit; ++frame) {
        ImGui::NewFrame();
        DrawLabUi(lab, ui, glm::vec2(kLabWindowSize));
        ImGui::EndFrame();
        lab.Compose(ui.view_size, ui.overlay);
      }
      report = AuditFrame(lab);
      report.checks = checks.Failed() == 0 ? fmt::format("{} checks passed", checks.Total())
                                           : fmt::format("{} of {} checks FAILED", checks.Failed(), checks.Total());
    }
    report.sample = info.name;
    if (!report.Passes()) ++failing;
    fmt::print("{}\n", report.Line());
    std::fflush(stdout);
  });
  ImGui::DestroyContext();
  fmt::print(
      "{} of {} pictures pass the audit (labels apart and in the view, every case in it and {:.0f} px or "
      "larger)\n",
      pictured.size() - static_cast<std::size_t>(failing), pictured.size(), kSmallestReadableCasePixels);
  return failing == 0 ? 0 : 1;
}

}  // namespace lab::audit
