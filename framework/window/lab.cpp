#include "framework/window/lab.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <utility>

#include <fmt/format.h>
#include <glm/geometric.hpp>
#include <glm/gtc/matrix_transform.hpp>

#include "framework/harness/model_option.hpp"
#include "framework/io/log.hpp"
#include "framework/sample/calls.hpp"
#include "framework/sample/counterexamples.hpp"
#include "framework/sample/frame.hpp"
#include "framework/window/hosts.hpp"
#include "framework/window/text_metrics.hpp"

namespace lab {

std::string LastSamplePath() {
  const char* config = std::getenv("XDG_CONFIG_HOME");
  if (config != nullptr && *config == '/') return std::string(config) + "/collision-lab/last-sample";
  const char* home = std::getenv("HOME");
  if (home != nullptr && *home == '/') return std::string(home) + "/.config/collision-lab/last-sample";
  return {};
}

std::string LoadLastSample() {
  const std::string path = LastSamplePath();
  if (path.empty()) return {};
  std::ifstream in(path);
  std::string name;
  std::getline(in, name);
  return name;
}

void SaveLastSample(std::string_view name) {
  const std::string path = LastSamplePath();
  if (path.empty()) return;
  std::error_code ignored;  // remembering is a convenience: a read-only home only loses it
  std::filesystem::create_directories(std::filesystem::path(path).parent_path(), ignored);
  std::ofstream out(path, std::ios::trunc);
  out << name << '\n';
}

namespace {
std::string g_crash_hint = "Fix the function, rebuild (./lab.sh build), then press F5.";
}  // namespace

const std::string& CrashHint() { return g_crash_hint; }
void SetCrashHint(std::string hint) { g_crash_hint = std::move(hint); }

namespace {

// How far a handle may be from the cursor and still be picked, in logical pixels.
constexpr float kHandlePickRadius = 10.0f;
// How much of the background colour the geometry of other cases takes while one case is in focus.
constexpr float kDimming = 0.78f;
// Points of the focused case grow by this factor.
constexpr float kFocusPointScale = 1.6f;
constexpr float kHandleSize = 9.0f;
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
constexpr float kCellPixels = Lab::kLabelCellPixels;
// A point on screen (pixels from the view's top left) through this view-projection, or nothing when it is behind
// the eye (or w is NaN).
std::optional<glm::vec2> ProjectThrough(const glm::mat4& view_projection, glm::vec2 view, const glm::vec3& point) {
  const glm::vec4 clip = view_projection * glm::vec4(point, 1.0f);
  if (!(clip.w > 1e-6f)) return std::nullopt;
  const glm::vec3 ndc = glm::vec3(clip) / clip.w;
  return glm::vec2((ndc.x * 0.5f + 0.5f) * view.x, (0.5f - ndc.y * 0.5f) * view.y);
}

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

bool ContainsNoCase(std::string_view haystack, std::string_view needle) {
  if (needle.empty()) return true;
  auto lower = [](char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); };
  const auto found = std::search(haystack.begin(), haystack.end(), needle.begin(), needle.end(),
                                 [&](char a, char b) { return lower(a) == lower(b); });
  return found != haystack.end();
}

Color Dim(const Color& color) {
  const Color faded = color * (1.0f - kDimming) + palette::kBackground * kDimming;
  return {faded.x, faded.y, faded.z, color.w * 0.6f};
}
// A volume's face fades further: drawn over a focused ray inside or behind it, a dimmed face would darken it.
constexpr float kDimmedVolumeOpacity = 0.4f;
void DimTriangle(RecordingDraw::Vertex& vertex) {
  vertex.color = Dim(vertex.color);
  if (vertex.shaded) vertex.color.w *= kDimmedVolumeOpacity;
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

Lab::Lab(IsolationLimits limits) : limits_(limits) {
  limits_.quiet = true;  // the current sample prints in the window's process; the background run does not
  TakeSamples();
}

Lab::~Lab() {
  bench_.Cancel("the window closed");
  StopBackgroundChecks();
  if (app_) app_->Shutdown();
}

void Lab::StopBackgroundChecks() {
  stopping_ = true;
  if (checker_) checker_->Stop();
  if (background_.joinable()) background_.join();
  checker_.reset();
  stopping_ = false;
  background_done_ = false;
  const std::scoped_lock lock(mutex_);
  arrived_.clear();
}

void Lab::DropSample() {
  if (app_) {
    app_->Shutdown();
    app_.reset();
  }
  draw_.Clear();
  hovered_case_.reset();
  selected_case_.reset();
  counterexample_.reset();
  hovered_handle_.reset();
  dragged_handle_.reset();
}

Lab::Kept Lab::Snapshot() const {
  Kept kept;
  kept.sample = entries_[current_].info->name;
  kept.pose = app_->ViewCamera().Current();
  kept.auto_rotate = app_->ViewCamera().AutoRotate();
  for (const HandleSet::Handle& handle : app_->Handles().All()) {
    kept.handles.push_back({handle.name,
                            {handle.vector != nullptr ? *handle.vector : glm::vec3(0.0f),
                             handle.value != nullptr ? *handle.value : 0.0f}});
  }
  if (selected_case_ && *selected_case_ < app_->Check().Cases().size()) {
    kept.selected_case_number = app_->Check().Cases()[*selected_case_].case_index;
  }
  return kept;
}

void Lab::ReleaseCode() {
  // The calls the old code's frames noted point into it (a Take after the reload called its unloaded functions).
  calls::Forget();
  bench_.CodeReloaded();
  StopBackgroundChecks();
  if (!kept_ && app_ && !showing_crash_) {
    kept_ = Snapshot();
  } else if (!kept_ && !entries_.empty()) {
    Kept kept;
    kept.sample = entries_[current_].info->name;  // a crash report: only which sample it was
    kept_ = std::move(kept);
  }
  DropSample();
  entries_.clear();
  loaded_ = false;
}

void Lab::TakeSamples() {
  for (const SampleInfo& info : Samples()) {
    Entry entry;
    entry.info = &info;
    entries_.push_back(std::move(entry));
  }
}

void Lab::AdoptCode() {
  TakeSamples();
  current_ = 0;
  if (kept_) {
    if (const SampleInfo* info = FindSample(kept_->sample))
      current_ = static_cast<std::size_t>(info - Samples().data());
  }
  if (!entries_.empty()) StartBackgroundChecks(entries_[current_].info);
}

void Lab::Restore(const Kept& kept) {
  app_->ViewCamera().SetPose(kept.pose);
  app_->ViewCamera().SetAutoRotate(kept.auto_rotate);
  for (HandleSet::Handle& handle : app_->Handles().All()) {
    for (const auto& [name, values] : kept.handles) {
      if (name != handle.name) continue;
      if (handle.vector != nullptr) *handle.vector = values.first;
      if (handle.value != nullptr) *handle.value = values.second;
    }
  }
  app_->OnHandlesMoved();
  if (kept.selected_case_number) SelectCaseNumber(*kept.selected_case_number);
}

void Lab::StartBackgroundChecks(const SampleInfo* first) {
  std::vector<const SampleInfo*> order;
  if (first != nullptr) order.push_back(first);
  for (const Entry& entry : entries_) {
    if (entry.info != first) order.push_back(entry.info);
  }
  checker_ = std::make_unique<BackgroundChecker>();
  background_ = std::thread([this, order] {
    std::vector<std::string> names;
    for (const SampleInfo* info : order) names.push_back(info->name);
    std::string error;
    std::size_t reported = 0;
    if (checker_->Start(names, limits_, code_path_, error)) {
      while (std::optional<BackgroundVerdict> verdict = checker_->Next(error)) {
        const SampleInfo* info = FindSample(verdict->sample);
        if (info == nullptr || stopping_) continue;
        Entry entry;
        entry.info = info;
        entry.passed = verdict->passed;
        entry.total = verdict->total;
        entry.verdict = verdict->kind == BackgroundVerdict::Kind::kPassed   ? Verdict::kPassed
                        : verdict->kind == BackgroundVerdict::Kind::kFailed ? Verdict::kFailed
                                                                            : Verdict::kCrashed;
        entry.crash_lines = std::move(verdict->crash_lines);
        const std::scoped_lock lock(mutex_);
        arrived_.emplace_back(static_cast<std::size_t>(info - Samples().data()), std::move(entry));
        ++reported;
      }
    }
    // A helper that could not start or died early: the samples it did not judge say so (rather than wait).
    if (!error.empty() && !stopping_) {
      const std::scoped_lock lock(mutex_);
      for (std::size_t i = reported; i < order.size(); ++i) {
        Entry entry;
        entry.info = order[i];
        entry.verdict = Verdict::kCrashed;
        entry.crash_lines = {fmt::format("CRASH {}: no verdict: {}", order[i]->name, error),
                             "Nothing ran this sample's checks; open the program again to retry."};
        arrived_.emplace_back(static_cast<std::size_t>(order[i] - Samples().data()), std::move(entry));
      }
    }
    background_done_ = true;
  });
}

void Lab::WaitForBackgroundChecks() {
  if (background_.joinable()) background_.join();
  Poll();
}

void Lab::TakeBackgroundResults() {
  const std::scoped_lock lock(mutex_);
  for (auto& [index, entry] : arrived_) entries_[index] = std::move(entry);
  arrived_.clear();
}

void Lab::Poll() {
  bench_.Poll();
  TakeBackgroundResults();
  if (entries_.empty()) return;
  if (!loaded_ && entries_[current_].verdict != Verdict::kPending) Load();
}

void Lab::Load() {
  const Entry& entry = entries_[current_];
  DropSample();
  if (entry.verdict == Verdict::kCrashed) {
    app_ = MakeCrashReport(entry.crash_lines);
    showing_crash_ = true;
  } else {
    app_ = entry.info->create();
    showing_crash_ = false;
  }
  app_->Attach(entry.info->name, draw_);
  app_->Initialize(static_cast<int>(view_size_.x), static_cast<int>(view_size_.y));
  app_->Resize(static_cast<int>(view_size_.x), static_cast<int>(view_size_.y));
  loaded_ = true;
  // After a reload, the sample as the user left it (a crash report waits for the next good build).
  if (kept_ && !showing_crash_ && kept_->sample == entry.info->name) Restore(*std::exchange(kept_, std::nullopt));
  if (pending_case_number_) SelectCaseNumber(*std::exchange(pending_case_number_, std::nullopt));
}

void Lab::SelectCaseNumber(std::size_t number) {
  if (!loaded_ || !app_) {
    pending_case_number_ = number;
    return;
  }
  const std::vector<Checks::Case>& cases = app_->Check().Cases();
  for (std::size_t i = 0; i < cases.size(); ++i) {
    if (cases[i].case_index == number) selected_case_ = i;
  }
}

void Lab::Select(std::size_t index) {
  if (index >= entries_.size()) return;
  kept_.reset();  // the user has moved on
  // The Performance panel's figures, or its running bench, are another sample's.
  if (bench_.Sample() != entries_[index].info->name) bench_.Clear();
  current_ = index;
  loaded_ = false;
  DropSample();
  if (remember_last_sample_) SaveLastSample(entries_[index].info->name);
  Poll();
}

void Lab::StartBench() {
  if (entries_.empty()) return;
  BenchSetup setup;
  setup.program = bench_program_;
  setup.code_path = code_path_;  // watch: the code the window shows, not the program's (it has none)
  setup.model_path = UserModelPath();
  setup.against = bench_against_;
  setup.limits = limits_;
  if (!BackgroundChecksDone()) {
    // They take every core for their first minute or so: what is timed meanwhile is slower and noisier.
    setup.notes.push_back("timed while the background checks of every sample ran: time it again once they end");
  }
  bench_.Start(entries_[current_].info->name, setup);
}

void Lab::SelectByName(std::string_view name) {
  if (const SampleInfo* info = FindSample(name)) Select(static_cast<std::size_t>(info - Samples().data()));
}

bool Lab::Matches(const Entry& entry) const {
  return ContainsNoCase(entry.info->name, filter_) || ContainsNoCase(ChapterTitle(entry.info->chapter), filter_) ||
         ContainsNoCase(entry.info->description, filter_);
}

void Lab::Next() {
  for (std::size_t step = 1; step <= entries_.size(); ++step) {
    const std::size_t index = (current_ + step) % entries_.size();
    if (Matches(entries_[index])) return Select(index);
  }
}

void Lab::Previous() {
  for (std::size_t step = 1; step <= entries_.size(); ++step) {
    const std::size_t index = (current_ + entries_.size() - step) % entries_.size();
    if (Matches(entries_[index])) return Select(index);
  }
}

void Lab::Restart() {
  if (!app_) return;
  Kept kept = Snapshot();
  kept.selected_case_number.reset();  // a restart starts with no case in focus, as a new load does
  Load();
  Restore(kept);
}

void Lab::SetVerdict(std::size_t index, Verdict verdict, int passed, int total) {
  if (index >= entries_.size()) return;
  entries_[index].verdict = verdict;
  entries_[index].passed = passed;
  entries_[index].total = total;
}

int Lab::PassingCount() const {
  return static_cast<int>(
      std::count_if(entries_.begin(), entries_.end(), [](const Entry& e) { return e.verdict == Verdict::kPassed; }));
}

int Lab::FinishedCount() const {
  return static_cast<int>(
      std::count_if(entries_.begin(), entries_.end(), [](const Entry& e) { return e.verdict != Verdict::kPending; }));
}

std::vector<std::size_t> Lab::CasesFailuresFirst() const {
  std::vector<std::size_t> order;
  if (!app_) return order;
  const std::vector<Checks::Case>& cases = app_->Check().Cases();
  for (std::size_t i = 0; i < cases.size(); ++i) {
    if (!cases[i].passed) order.push_back(i);
  }
  for (std::size_t i = 0; i < cases.size(); ++i) {
    if (cases[i].passed) order.push_back(i);
  }
  return order;
}

void Lab::Update(float dt) {
  if (!app_) return;
  if (paused) {
    // The camera keeps its own clock (the automatic orbit) even while the sample's time stands still.
    if (step_requested_) app_->Update(1.0f / 60.0f);
  } else {
    app_->Update(dt * speed);
  }
  step_requested_ = false;
}

glm::mat4 Lab::ViewProjection() const {
  return app_ ? app_->ViewCamera().Projection() * app_->ViewCamera().View() : glm::mat4(1.0f);
}

std::optional<glm::vec2> Lab::Project(const glm::vec3& point) const {
  return ProjectThrough(ViewProjection(), view_size_, point);
}

glm::vec3 Lab::CursorRayDirection(glm::vec2 cursor) const {
  const glm::mat4 inverse = glm::inverse(ViewProjection());
  const glm::vec2 ndc(cursor.x / view_size_.x * 2.0f - 1.0f, 1.0f - cursor.y / view_size_.y * 2.0f);
  const glm::vec4 near_point = inverse * glm::vec4(ndc, -1.0f, 1.0f);
  const glm::vec4 far_point = inverse * glm::vec4(ndc, 1.0f, 1.0f);
  return glm::normalize(glm::vec3(far_point) / far_point.w - glm::vec3(near_point) / near_point.w);
}

const RecordingDraw& Lab::Compose(glm::vec2 view_size, const Overlay& overlay) {
  if (view_size.x >= 1.0f && view_size.y >= 1.0f && view_size != view_size_) {
    view_size_ = view_size;
    if (app_) app_->Resize(static_cast<int>(view_size.x), static_cast<int>(view_size.y));
  }
  draw_.Clear();
  placed_labels_.clear();
  hidden_case_labels_ = 0;
  noted_verdicts_ = 0;
  if (!app_) return draw_;
  const palette::NotingVerdicts noting(noted_verdicts_);
  ComposeFrame(*app_, *entries_[current_].info, draw_, view_size_,
               HudOptions{.show_title = overlay.hud, .show_help = overlay.hud});
  if (overlay.wireframe) draw_.DropShadedTriangles();
  const Checks& checks = app_->Check();

  // Where each item's geometry lies, for FrameCase.
  item_bounds_.clear();
  auto grow = [&](int item, const glm::vec3& p) {
    if (item == DebugDraw::kNoItem) return;
    for (auto& [key, box] : item_bounds_) {
      if (key == item) {
        box.first = glm::min(box.first, p);
        box.second = glm::max(box.second, p);
        return;
      }
    }
    item_bounds_.push_back({item, {p, p}});
  };
  for (const auto& v : draw_.LineVertices()) {
    grow(v.item, v.position);  // a ray's far end too: FrameCase clamps what it frames
  }
  for (const auto& p : draw_.Points()) grow(p.item, p.position);
  for (const auto& v : draw_.TriangleVertices()) grow(v.item, v.position);

  // Highlight: the focused case's items keep their colours, everything else tagged or not fades.
  if (const std::optional<std::size_t> focus = FocusedCase(); focus && *focus < checks.Cases().size()) {
    const std::vector<int>& items = checks.Cases()[*focus].items;
    if (!items.empty()) {
      auto focused = [&](int item) { return std::find(items.begin(), items.end(), item) != items.end(); };
      for (auto& v : draw_.MutableLineVertices()) {
        if (!focused(v.item)) v.color = Dim(v.color);
      }
      for (auto& v : draw_.MutableTriangleVertices()) {
        if (!focused(v.item)) DimTriangle(v);
      }
      for (auto& p : draw_.MutablePoints()) {
        if (focused(p.item)) {
          p.size *= kFocusPointScale;
        } else {
          p.color = Dim(p.color);
        }
      }
    }
  }

  // A counterexample of the selected case's random cases, drawn over the faded scene, and framed.
  bool frame_counterexample = false;
  if (pending_counterexample_ && loaded_ && selected_case_) {
    counterexample_ = *std::exchange(pending_counterexample_, std::nullopt) - 1;
    frame_counterexample = true;
  }
  if (const Checks::Case* chosen = SelectedCounterexampleCase()) {
    for (auto& v : draw_.MutableLineVertices()) v.color = Dim(v.color);
    for (auto& v : draw_.MutableTriangleVertices()) DimTriangle(v);
    for (auto& p : draw_.MutablePoints()) p.color = Dim(p.color);
    draw_.About(kCounterexampleItem);
    const std::size_t lines = draw_.LineVertices().size(), points = draw_.Points().size();
    counterexamples::Draw(draw_, chosen->functions.front(), chosen->counterexamples[*counterexample_]);
    std::pair<glm::vec3, glm::vec3> box{glm::vec3(1e30f), glm::vec3(-1e30f)};
    for (std::size_t i = lines; i < draw_.LineVertices().size(); ++i) {
      box = {glm::min(box.first, draw_.LineVertices()[i].position),
             glm::max(box.second, draw_.LineVertices()[i].position)};
    }
    for (std::size_t i = points; i < draw_.Points().size(); ++i) {
      box = {glm::min(box.first, draw_.Points()[i].position), glm::max(box.second, draw_.Points()[i].position)};
    }
    if (box.first.x <= box.second.x) item_bounds_.push_back({kCounterexampleItem, box});
    draw_.About(DebugDraw::kNoItem);
    if (frame_counterexample) FrameCounterexample();
  }

  if (overlay.labels) PlaceLabels(checks, SelectedCounterexampleCase() != nullptr);

  // Handles: small squares on the points the user may drag, the hovered or dragged one larger and yellow.
  if (overlay.handles) {
    const std::vector<HandleSet::Handle>& handles = app_->Handles().All();
    for (std::size_t i = 0; i < handles.size(); ++i) {
      if (handles[i].kind == HandleSet::Kind::kScalar) continue;
      const bool active = hovered_handle_ == i || dragged_handle_ == i;
      const glm::vec3 position = HandleSet::Position(handles[i]);
      if (handles[i].kind == HandleSet::Kind::kDirection) {
        draw_.DrawLine(handles[i].anchor(), position, palette::Translucent(palette::kYellow));
      }
      draw_.DrawPoint(position, active ? kHandleSize * 1.5f : kHandleSize,
                      active ? palette::kYellow : Color{1.0f, 1.0f, 1.0f, 0.75f});
    }
  }
  return draw_;
}

glm::vec3 Lab::Unproject(glm::vec2 position, const glm::vec3& at_depth_of) const {
  const glm::mat4 view_projection = ViewProjection();
  const glm::vec4 clip = view_projection * glm::vec4(at_depth_of, 1.0f);
  const glm::vec2 ndc(position.x / view_size_.x * 2.0f - 1.0f, 1.0f - position.y / view_size_.y * 2.0f);
  const glm::vec4 point = glm::inverse(view_projection) * glm::vec4(ndc, clip.z / clip.w, 1.0f);
  return glm::vec3(point) / point.w;
}

void Lab::PlaceLabels(const Checks& checks, bool counterexample) {
  std::vector<glm::vec4> taken;  // the text placed so far
  auto place = [&](PlacedLabel label) {
    taken.push_back(TextBox(label.position, label.size));
    placed_labels_.push_back(std::move(label));
  };
  // The sample's own text first, where it put it: what it wrote on the view, and its labels in the scene (over a
  // counterexample, only that one's).
  for (const RecordingDraw::TextItem& text : draw_.Texts()) {
    place({PlacedLabel::Kind::kSampleText, DebugDraw::kNoItem, text.text, text.position, TextSize(text.text)});
  }
  std::vector<std::pair<glm::vec2, const RecordingDraw::LabelItem*>> sample_labels;
  for (const RecordingDraw::LabelItem& label : draw_.Labels()) {
    if (counterexample && label.item != kCounterexampleItem) continue;
    if (const std::optional<glm::vec2> at = Project(label.position)) {
      place({PlacedLabel::Kind::kSampleLabel, label.item, label.text, *at, TextSize(label.text)});
      sample_labels.emplace_back(*at, &label);
    }
  }
  // What the cases drew, on screen: lines, faces' edges and points of tagged items.
  Occupancy occupied(view_size_);
  const glm::mat4 view_projection = ViewProjection();
  const auto on_screen = [&](const glm::vec3& p) { return ProjectThrough(view_projection, view_size_, p); };
  const std::vector<RecordingDraw::Vertex>& lines = draw_.LineVertices();
  for (std::size_t i = 0; i + 1 < lines.size(); i += 2) {
    if (lines[i].item == DebugDraw::kNoItem) continue;
    const std::optional<glm::vec2> from = on_screen(lines[i].position), to = on_screen(lines[i + 1].position);
    if (from && to) occupied.MarkSegment(*from, *to);
  }
  // Each face projected once: a volume's surface is thousands of faces (SweptShapes draws 15,360). A volume's face
  // turned away is not drawn (the renderer culls it) and lies under a face turned to the eye: it hides nothing.
  const std::vector<RecordingDraw::Vertex>& faces = draw_.TriangleVertices();
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
  for (const RecordingDraw::PointItem& point : draw_.Points()) {
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
  for (const auto& [item, anchor] : draw_.ItemAnchors()) {
    std::vector<const Checks::Case*> cases =
        counterexample ? std::vector<const Checks::Case*>{} : checks.CasesAbout(item);
    if (cases.empty()) continue;
    const std::optional<glm::vec2> at = Project(anchor);
    if (!at || at->x < 0 || at->y < 0 || at->x > view_size_.x || at->y > view_size_.y) continue;
    const bool failing = std::any_of(cases.begin(), cases.end(), [](const Checks::Case* c) { return !c->passed; });
    labelled.push_back({item, anchor, *at, std::move(cases), failing});
  }
  if (labelled.size() > kMostCaseLabels) {
    const std::optional<std::size_t> focus = FocusedCase();
    const std::vector<int> focused =
        focus && *focus < checks.Cases().size() ? checks.Cases()[*focus].items : std::vector<int>{};
    const std::size_t all = labelled.size();
    std::erase_if(labelled, [&](const Labelled& l) {
      return !l.failing && std::find(focused.begin(), focused.end(), l.item) == focused.end();
    });
    hidden_case_labels_ = all - labelled.size();
  }
  for (const Labelled& label : labelled) {
    const Color color = label.failing ? palette::kTextFail : palette::kText;
    std::string text = CaseNumbers(label.cases);
    const glm::vec2 size = TextSize(text);
    const Placement placed = PlaceLabel(label.at, size.x, view_size_, taken, occupied);
    const glm::vec2 position = placed.position;
    const glm::vec2 nearest = glm::clamp(label.at, position, position + size);
    if (glm::length(nearest - label.at) > kLeaderAfter) {
      draw_.DrawLine(label.anchor, Unproject(nearest, label.anchor), palette::Translucent(color));
    }
    draw_.DrawText(position, text, color);
    place({PlacedLabel::Kind::kCase, label.item, std::move(text), position, size, placed.hidden_cells});
  }
  for (const auto& [at, label] : sample_labels) draw_.DrawText(at, label->text, label->color);
}

std::vector<Lab::LegendEntry> Lab::Legend() const {
  std::vector<LegendEntry> legend;
  const auto noted = [&](palette::Verdict verdict) { return (noted_verdicts_ & static_cast<unsigned>(verdict)) != 0; };
  if (noted(palette::Verdict::kRay)) {
    legend.push_back({palette::kRayHit, "a ray or segment that hits"});
    legend.push_back({palette::kHitPoint, "where it hits"});
    legend.push_back({palette::kRayMiss, "a ray or segment that misses"});
  }
  if (noted(palette::Verdict::kShape)) {
    legend.push_back({palette::kIntersecting, "a shape that meets the other"});
    legend.push_back({palette::kSeparate, "a shape apart from the other"});
  }
  if (noted(palette::Verdict::kPoint)) {
    legend.push_back({palette::kInside, "a point inside (or on it, where touching counts)"});
    legend.push_back({palette::kOutside, "a point outside"});
  }
  return legend;
}

bool Lab::FrameCase(std::size_t case_position) {
  if (!app_ || case_position >= app_->Check().Cases().size()) return false;
  return FrameItems(app_->Check().Cases()[case_position].items);
}

bool Lab::FrameCounterexample() { return SelectedCounterexampleCase() != nullptr && FrameItems({kCounterexampleItem}); }

const Checks::Case* Lab::SelectedCounterexampleCase() const {
  if (!app_ || !selected_case_ || !counterexample_ || *selected_case_ >= app_->Check().Cases().size()) return nullptr;
  const Checks::Case& c = app_->Check().Cases()[*selected_case_];
  return *counterexample_ < c.counterexamples.size() && !c.functions.empty() ? &c : nullptr;
}

bool Lab::LoadCounterexample() {
  const Checks::Case* chosen = SelectedCounterexampleCase();
  return chosen != nullptr &&
         counterexamples::Load(app_->Handles(), chosen->functions.front(), chosen->counterexamples[*counterexample_]);
}

bool Lab::FrameItems(const std::vector<int>& items) {
  bool any = false;
  glm::vec3 low(0.0f), high(0.0f);
  for (const auto& [item, box] : item_bounds_) {
    if (std::find(items.begin(), items.end(), item) == items.end()) continue;
    // A ray reaches kRayDrawLength away; clamp what is framed to a sensible neighbourhood of the rest.
    const glm::vec3 a = glm::clamp(box.first, glm::vec3(-50.0f), glm::vec3(50.0f));
    const glm::vec3 b = glm::clamp(box.second, glm::vec3(-50.0f), glm::vec3(50.0f));
    low = any ? glm::min(low, a) : a;
    high = any ? glm::max(high, b) : b;
    any = true;
  }
  if (!any) return false;
  OrbitCamera::Pose pose = app_->ViewCamera().Current();
  pose.target = (low + high) * 0.5f;
  const float radius = std::max(glm::length(high - low) * 0.5f, 0.5f);
  pose.distance = radius / std::tan(glm::radians(OrbitCamera::kFieldOfViewDegrees * 0.5f)) * 1.3f;
  app_->ViewCamera().SetPose(pose);
  app_->ViewCamera().SetAutoRotate(false);
  return true;
}

std::optional<std::size_t> Lab::HandleAt(glm::vec2 cursor) const {
  if (!app_) return std::nullopt;
  std::optional<std::size_t> best;
  float best_distance = kHandlePickRadius;
  const std::vector<HandleSet::Handle>& handles = app_->Handles().All();
  for (std::size_t i = 0; i < handles.size(); ++i) {
    if (handles[i].kind == HandleSet::Kind::kScalar) continue;
    const std::optional<glm::vec2> at = Project(HandleSet::Position(handles[i]));
    if (!at) continue;
    const float distance = glm::length(*at - cursor);
    if (distance <= best_distance) {
      best_distance = distance;
      best = i;
    }
  }
  return best;
}

bool Lab::BeginDrag(glm::vec2 cursor) {
  dragged_handle_ = HandleAt(cursor);
  if (!dragged_handle_) return false;
  drag_start_ = HandleSet::Position(app_->Handles().All()[*dragged_handle_]);
  app_->ViewCamera().SetAutoRotate(false);  // the scene must hold still under the mouse
  return true;
}

void Lab::Drag(glm::vec2 cursor, bool along_axis) {
  if (!app_ || !dragged_handle_) return;
  // The handle moves on the plane through where it started that faces the camera.
  const glm::vec3 eye = app_->ViewCamera().Eye();
  const glm::vec3 facing = glm::normalize(app_->ViewCamera().Current().target - eye);
  const glm::vec3 direction = CursorRayDirection(cursor);
  const float denominator = glm::dot(direction, facing);
  if (std::abs(denominator) < 1e-6f) return;  // the cursor ray runs along the plane
  const float t = glm::dot(drag_start_ - eye, facing) / denominator;
  if (!(t > 0.0f)) return;
  glm::vec3 target = eye + direction * t;
  if (along_axis) {
    // With Shift, only the largest component of the move is kept: the handle slides along one world axis.
    const glm::vec3 move = target - drag_start_;
    const glm::vec3 size = glm::abs(move);
    const int axis = size.x >= size.y && size.x >= size.z ? 0 : size.y >= size.z ? 1 : 2;
    target = drag_start_;
    target[axis] += move[axis];
  }
  HandleSet::MoveTo(app_->Handles().All()[*dragged_handle_], target);
  app_->OnHandlesMoved();
}

void Lab::ResetHandles() {
  if (app_ && app_->Handles().Reset()) app_->OnHandlesMoved();
}

void Lab::HandlesEdited() {
  if (app_) app_->OnHandlesMoved();
}

}  // namespace lab
