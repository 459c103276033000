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
std::function<void()> g_crash_restart;

// Shown in the window instead of a sample whose checks or first frame crashed or hung: the report, and F5 to
// run the program again once it has been rebuilt (SetCrashRestart).
class CrashReport final : public Application {
 public:
  explicit CrashReport(std::vector<std::string> lines) : lines_(std::move(lines)) {}
  bool ShowsGrid() const override { return false; }
  bool WantsKey(int key) const override { return key == kF5; }
  void OnKey(int key, bool pressed) override {
    if (key == kF5 && pressed && g_crash_restart) g_crash_restart();
  }
  void Render() override {
    // Wrapped to the window, long lines (a stack frame's signature) continued indented.
    const auto columns = static_cast<std::size_t>(std::max(30.0f, (ViewSize().x - 24.0f) / 12.5f));
    float y = 110.0f;  // below the title and description
    for (std::size_t i = 0; i < lines_.size(); ++i) {
      std::string_view rest = lines_[i];
      bool first = true;
      while (!rest.empty() || first) {
        const std::size_t width = first ? columns : columns - 4;
        std::string_view piece = rest.substr(0, width);
        if (rest.size() > width && piece.rfind(' ') != std::string_view::npos && piece.rfind(' ') > width / 2) {
          piece = piece.substr(0, piece.rfind(' ') + 1);  // at a space when there is one
        }
        Draw().DrawText({first ? 12.0f : 62.0f, y}, piece, i == 0 ? palette::kTextFail : palette::kText);
        rest.remove_prefix(piece.size());
        first = false;
        y += 22.0f;
      }
    }
    Draw().DrawText({12.0f, y + 22.0f}, CrashHint(), palette::kTextPass);
  }

 private:
  static constexpr int kF5 = 294;  // GLFW_KEY_F5
  std::vector<std::string> lines_;
};

}  // namespace

const std::string& CrashHint() { return g_crash_hint; }
void SetCrashHint(std::string hint) { g_crash_hint = std::move(hint); }
void SetCrashRestart(std::function<void()> restart) { g_crash_restart = std::move(restart); }

std::unique_ptr<Application> MakeCrashReport(std::vector<std::string> lines) {
  return std::make_unique<CrashReport>(std::move(lines));
}

namespace {

// How much of the background colour the geometry of other cases takes while one case is in focus.
constexpr float kDimming = 0.78f;
// Points of the focused case grow by this factor.
constexpr float kFocusPointScale = 1.6f;
constexpr float kHandleSize = 9.0f;
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

}  // namespace

Lab::Lab(IsolationLimits limits) : limits_(limits), verdicts_(limits) {
  limits_.quiet = true;  // the current sample prints in the window's process; its bench does not
  verdicts_.TakeSamples();
}

Lab::~Lab() {
  bench_.Cancel("the window closed");
  verdicts_.Stop();
  if (app_) app_->Shutdown();
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
  drag_.End();
}

Lab::Kept Lab::Snapshot() const {
  Kept kept;
  kept.sample = verdicts_[current_].info->name;
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
  verdicts_.Stop();
  if (!kept_ && app_ && !showing_crash_) {
    kept_ = Snapshot();
  } else if (!kept_ && !verdicts_.Empty()) {
    Kept kept;
    kept.sample = verdicts_[current_].info->name;  // a crash report: only which sample it was
    kept_ = std::move(kept);
  }
  DropSample();
  verdicts_.Clear();
  loaded_ = false;
}

void Lab::AdoptCode() {
  verdicts_.TakeSamples();
  current_ = 0;
  if (kept_) {
    if (const SampleInfo* info = FindSample(kept_->sample))
      current_ = static_cast<std::size_t>(info - Samples().data());
  }
  if (!verdicts_.Empty()) StartBackgroundChecks(verdicts_[current_].info);
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

void Lab::Poll() {
  bench_.Poll();
  verdicts_.Take();
  if (verdicts_.Empty()) return;
  if (!loaded_ && verdicts_[current_].verdict != Verdict::kPending) Load();
}

void Lab::Load() {
  const Entry& entry = verdicts_[current_];
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
  // The checks just run here are the ones the panel lists: the badge says what they say.
  if (!showing_crash_) verdicts_.Record(current_, app_->Check());
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
  if (index >= verdicts_.Size()) return;
  kept_.reset();  // the user has moved on
  shown_counterexample_.reset();
  // The Performance panel's figures, or its running bench, are another sample's.
  if (bench_.Sample() != verdicts_[index].info->name) bench_.Clear();
  current_ = index;
  loaded_ = false;
  verdicts_.Prioritise(verdicts_[index].info);
  DropSample();
  if (remember_last_sample_) SaveLastSample(verdicts_[index].info->name);
  Poll();
}

void Lab::StartBench() {
  if (verdicts_.Empty()) return;
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
  bench_.Start(verdicts_[current_].info->name, setup);
}

void Lab::SelectByName(std::string_view name) {
  if (const SampleInfo* info = FindSample(name)) Select(static_cast<std::size_t>(info - Samples().data()));
}

bool Lab::Matches(const Entry& entry) const {
  return ContainsNoCase(entry.info->name, filter_) || ContainsNoCase(ChapterTitle(entry.info->chapter), filter_) ||
         ContainsNoCase(entry.info->description, filter_);
}

void Lab::Next() {
  for (std::size_t step = 1; step <= verdicts_.Size(); ++step) {
    const std::size_t index = (current_ + step) % verdicts_.Size();
    if (Matches(verdicts_[index])) return Select(index);
  }
}

void Lab::Previous() {
  for (std::size_t step = 1; step <= verdicts_.Size(); ++step) {
    const std::size_t index = (current_ + verdicts_.Size() - step) % verdicts_.Size();
    if (Matches(verdicts_[index])) return Select(index);
  }
}

void Lab::Restart() {
  if (!app_) return;
  Kept kept = Snapshot();
  kept.selected_case_number.reset();  // a restart starts with no case in focus, as a new load does
  Load();
  Restore(kept);
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

ViewOnScreen Lab::Screen() const { return {ViewProjection(), view_size_}; }

std::optional<glm::vec2> Lab::Project(const glm::vec3& point) const { return Screen().Project(point); }

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
  ComposeFrame(*app_, *verdicts_[current_].info, draw_, view_size_,
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
  std::optional<std::pair<std::string_view, std::string_view>> counterexample;  // function, counterexample
  if (const Checks::Case* chosen = SelectedCounterexampleCase()) {
    counterexample = {chosen->functions.front(), chosen->counterexamples[*counterexample_]};
  } else if (shown_counterexample_) {
    counterexample = {shown_counterexample_->function, shown_counterexample_->text};
    frame_counterexample = !std::exchange(shown_counterexample_->framed, true);
  }
  if (counterexample) {
    for (auto& v : draw_.MutableLineVertices()) v.color = Dim(v.color);
    for (auto& v : draw_.MutableTriangleVertices()) DimTriangle(v);
    for (auto& p : draw_.MutablePoints()) p.color = Dim(p.color);
    draw_.About(kCounterexampleItem);
    const std::size_t lines = draw_.LineVertices().size(), points = draw_.Points().size();
    counterexamples::Draw(draw_, counterexample->first, counterexample->second);
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
    if (frame_counterexample) FrameItems({kCounterexampleItem});
  }

  if (overlay.labels) {
    LabelLayout layout =
        PlaceLabels(draw_, checks, Screen(),
                    SelectedCounterexampleCase() != nullptr ? std::optional<int>(kCounterexampleItem) : std::nullopt,
                    FocusedCase());
    placed_labels_ = std::move(layout.placed);
    hidden_case_labels_ = layout.hidden_case_labels;
  }

  // Handles: small squares on the points the user may drag, the hovered or dragged one larger and yellow.
  if (overlay.handles) {
    const std::vector<HandleSet::Handle>& handles = app_->Handles().All();
    for (std::size_t i = 0; i < handles.size(); ++i) {
      if (handles[i].kind == HandleSet::Kind::kScalar) continue;
      const bool active = hovered_handle_ == i || drag_.Held() == i;
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

void Lab::ShowCounterexample(std::string function, std::string counterexample) {
  selected_case_.reset();
  counterexample_.reset();
  shown_counterexample_ = ShownCounterexample{std::move(function), std::move(counterexample)};
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
  return app_ ? HandleDrag::At(app_->Handles(), Screen(), cursor) : std::nullopt;
}

bool Lab::BeginDrag(glm::vec2 cursor) {
  if (!app_ || !drag_.Begin(app_->Handles(), Screen(), cursor)) return false;
  app_->ViewCamera().SetAutoRotate(false);  // the scene must hold still under the mouse
  return true;
}

void Lab::Drag(glm::vec2 cursor, bool along_axis) {
  if (!app_) return;
  const OrbitCamera& camera = app_->ViewCamera();
  if (drag_.Move(app_->Handles(), Screen(), camera.Eye(), camera.Current().target, cursor, along_axis)) {
    app_->OnHandlesMoved();
  }
}

void Lab::ResetHandles() {
  if (app_ && app_->Handles().Reset()) app_->OnHandlesMoved();
}

void Lab::HandlesEdited() {
  if (app_) app_->OnHandlesMoved();
}

}  // namespace lab
