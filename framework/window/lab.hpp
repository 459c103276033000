// The interactive lab: what the window shows and the user does, apart from GL and the widgets: the current
// sample, the case the user points at, the moved handles, the clock and the bench, over three parts that stand
// alone: every sample's verdict (verdicts.hpp, filled by a background run of all checks), the text placed over
// the scene (case_labels.hpp) and the dragging of handles (handle_drag.hpp). The window host feeds it input and
// draws it; the offscreen host draws it for `--screenshot --ui`; tests drive it directly.
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <glm/mat4x4.hpp>
#include <glm/vec2.hpp>

#include "framework/harness/isolation.hpp"
#include "framework/sample/application.hpp"
#include "framework/sample/debug_draw.hpp"
#include "framework/sample/registry.hpp"
#include "framework/window/case_labels.hpp"
#include "framework/window/handle_drag.hpp"
#include "framework/window/verdicts.hpp"
#include "framework/window/window_bench.hpp"

namespace lab {

// Where the last sample opened in the window is remembered: $XDG_CONFIG_HOME/collision-lab/last-sample
// (~/.config when XDG_CONFIG_HOME is unset). Empty when neither variable is set.
std::string LastSamplePath();
std::string LoadLastSample();
void SaveLastSample(std::string_view name);

// The stand-in for a sample whose checks or first frame crashed or hung: its report, and F5 to run the
// rebuilt program again.
std::unique_ptr<Application> MakeCrashReport(std::vector<std::string> lines);
// What a crash report tells the student to do next: rebuild and press F5, or, under `watch`, just save.
const std::string& CrashHint();
void SetCrashHint(std::string hint);
// What F5 in a crash report does (the command line starts the rebuilt program again); nothing when unset.
void SetCrashRestart(std::function<void()> restart);

class Lab {
 public:
  using Verdict = SampleVerdicts::Verdict;
  using Entry = SampleVerdicts::Entry;

  // How the scene is overlaid: labels, handles and the highlight of the case in focus.
  struct Overlay {
    bool labels = true;
    bool handles = true;
    bool wireframe = false;  // volumes as their outlines only, without their lit faces
    bool hud = false;        // the old heads-up text (title, description, verdict, key help), for a window without UI
  };

  explicit Lab(IsolationLimits limits = {});
  ~Lab();
  Lab(const Lab&) = delete;
  Lab& operator=(const Lab&) = delete;

  // Runs every sample's checks in the background, `first` first (its verdict is needed at once), in a helper
  // process: this program started again with kBackgroundChecksFlag, so every program that uses a Lab must
  // hand that call to RunBackgroundChecks at the top of main (see background_checks.hpp).
  void StartBackgroundChecks(const SampleInfo* first) { verdicts_.Start(first, code_path_); }
  // watch: the library the samples come from, which the helper loads too. Empty: built into the program.
  void SetCodePath(std::string path) { code_path_ = std::move(path); }
  // Takes the verdicts that have arrived; loads the selected sample once its own has. Call once a frame.
  void Poll();
  // ---- The Performance panel: `--bench` on the current sample, in a process of its own. Switching sample
  // clears it (a running bench is stopped); reloading the code stops it or marks its figures stale.
  // --against: the reference it sets beside the figures (a program or a figures file; empty: none).
  void SetBenchReference(std::string against) { bench_against_ = std::move(against); }
  const std::string& BenchReference() const { return bench_against_; }
  // The program the bench runs: this one (/proc/self/exe) unless a test stands another in.
  void SetBenchProgram(std::string program) { bench_program_ = std::move(program); }
  void StartBench();
  void CancelBench() { bench_.Cancel("cancelled"); }
  const SampleBench& Bench() const { return bench_; }

  // Waits for the whole background run (tests, --frames).
  void WaitForBackgroundChecks() {
    verdicts_.Wait();
    Poll();
  }
  bool BackgroundChecksDone() const { return verdicts_.Done(); }

  // Every sample's verdict (the browser's badges; the current sample's agrees with its checks panel).
  const SampleVerdicts& Verdicts() const { return verdicts_; }
  const std::vector<Entry>& Entries() const { return verdicts_.Entries(); }
  std::size_t CurrentIndex() const { return current_; }
  const Entry& Current() const { return verdicts_[current_]; }
  // The sample shown, or a crash report standing in for it; null while its verdict is pending.
  Application* App() { return app_.get(); }
  const Application* App() const { return app_.get(); }
  bool ShowsCrashReport() const { return showing_crash_; }
  // Selects a sample; it is loaded as soon as its verdict is known (at once when it already is). Remembers
  // it as the last sample. The camera starts from the sample's home view.
  void Select(std::size_t index);
  void SelectByName(std::string_view name);
  // The next and previous sample among those the filter shows (all when it is empty), wrapping around.
  void Next();
  void Previous();
  // Restarts the sample (its animation, its state) keeping the camera and the handles where they are.
  void Restart();
  // The browser's filter: case-insensitive substring of the name, chapter title or description.
  std::string& Filter() { return filter_; }
  bool Matches(const Entry& entry) const;
  // A verdict found elsewhere (the audit's isolated run of the sample), for a sample no background run judges.
  void SetVerdict(std::size_t index, Verdict verdict, int passed, int total) {
    verdicts_.Set(index, verdict, passed, total);
  }
  // Whether Select remembers the sample for the next start (the window does; the audit does not).
  void RememberLastSample(bool remember) { remember_last_sample_ = remember; }
  int PassingCount() const { return verdicts_.PassingCount(); }
  int FinishedCount() const { return verdicts_.FinishedCount(); }

  // ---- Cases: the one the mouse is over in the checks panel (this frame), and the one clicked (kept).
  void HoverCase(std::optional<std::size_t> case_position) { hovered_case_ = case_position; }
  void SelectCase(std::optional<std::size_t> case_position) {
    selected_case_ = case_position;
    counterexample_.reset();
    shown_counterexample_.reset();
  }
  // A disagreement of the selected case's random cases (its index in Checks::Case::counterexamples): drawn in
  // the scene instead of the sample, the reference's answer as a ghost beside the student's.
  void SelectCounterexample(std::optional<std::size_t> index) { counterexample_ = index; }
  std::optional<std::size_t> SelectedCounterexample() const { return counterexample_; }
  // Moves the selected counterexample's inputs into the sample's shapes of those kinds; false when it has none.
  bool LoadCounterexample();
  // Selects the Kth counterexample (1-based) of the case SelectCaseNumber selects, once the sample is loaded, and
  // frames it (`--case N --counterexample K`).
  void SelectCounterexampleNumber(std::size_t number) { pending_counterexample_ = number; }
  // Points the camera at the selected counterexample; false when none is selected.
  bool FrameCounterexample();
  // Draws a counterexample that is not the sample's own (a report's, framework/web/report_viewer.hpp) as a selected
  // one is drawn, and frames it, until another sample or case is selected; function is its manifest signature.
  void ShowCounterexample(std::string function, std::string counterexample);
  // The selected case when a counterexample of it is selected, else null.
  const Checks::Case* SelectedCounterexampleCase() const;
  // What a counterexample's drawing is tagged with (an item no sample uses).
  static constexpr int kCounterexampleItem = DebugDraw::kNoItem + 1;
  // Selects the case numbered `number` (1-based, as printed) once the sample is loaded (`--case N`).
  void SelectCaseNumber(std::size_t number);
  std::optional<std::size_t> SelectedCase() const { return selected_case_; }
  std::optional<std::size_t> HoveredCase() const { return hovered_case_; }
  // The case whose geometry is highlighted: the hovered one, else the selected one.
  std::optional<std::size_t> FocusedCase() const { return hovered_case_ ? hovered_case_ : selected_case_; }
  // The current sample's cases, failures first, each as its position in Checks::Cases().
  std::vector<std::size_t> CasesFailuresFirst() const;
  // Points the camera at the geometry of a case (what its items drew last frame). False when it drew none.
  bool FrameCase(std::size_t case_position);
  // Points the camera at what these items drew last frame; false when they drew nothing.
  bool FrameItems(const std::vector<int>& items);

  // ---- Time: the animated samples' clock.
  bool paused = false;
  float speed = 1.0f;
  void Step() { step_requested_ = true; }
  // One frame of the sample's time: dt scaled by speed, or nothing while paused (one 1/60 s step when asked).
  void Update(float dt);

  // ---- The scene. Records the frame (grid, Render, then the overlay) for a view of view_size logical pixels;
  // also sizes the sample (Resize) when the view changed. Empty while the sample is pending.
  const RecordingDraw& Compose(glm::vec2 view_size, const Overlay& overlay);
  const RecordingDraw& Frame() const { return draw_; }
  // The view the last frame was composed for, in logical pixels.
  glm::vec2 ViewSize() const { return view_size_; }

  // ---- Handles: picking and dragging in the view, in the view's logical pixels.
  std::optional<std::size_t> HandleAt(glm::vec2 cursor) const;
  bool BeginDrag(glm::vec2 cursor);
  void Drag(glm::vec2 cursor, bool along_axis);
  void EndDrag() { drag_.End(); }
  bool Dragging() const { return drag_.Held().has_value(); }
  std::optional<std::size_t> HoveredHandle() const { return hovered_handle_; }
  void HoverHandle(std::optional<std::size_t> handle) { hovered_handle_ = handle; }
  // Puts every handle back on the book's data.
  void ResetHandles();
  // To call after a handle's value changed in the panel.
  void HandlesEdited();

  // ---- Live reload (`watch`). ReleaseCode lets go of everything that points into the samples' code (the
  // sample, the verdicts, the background run) before that code is unloaded, keeping what the user set up:
  // the sample's name, the camera, the handles' values (by name), the selected case. AdoptCode takes the
  // samples registered by the new code and reopens that sample as it was once its checks have run again.
  void ReleaseCode();
  void AdoptCode();

  // The screen position (view logical pixels) of a scene point; nullopt behind the camera.
  std::optional<glm::vec2> Project(const glm::vec3& point) const;
  // The text drawn over the scene last frame, for the audit, tests and the UI state dump: each case label (its
  // item's case numbers), each label the sample anchored in the scene, and each line the sample wrote on the view,
  // with the box it takes (top left and size, in the view's logical pixels).
  using PlacedLabel = lab::PlacedLabel;  // framework/window/case_labels.hpp
  static constexpr float kLabelCellPixels = lab::kLabelCellPixels;
  const std::vector<PlacedLabel>& PlacedLabels() const { return placed_labels_; }
  // How many items' case labels the last frame left out: too many to read, only the failing and focused shown.
  std::size_t HiddenCaseLabels() const { return hidden_case_labels_; }
  // What the colours of the last frame mean: one line a colour for each kind of verdict the sample drew through
  // palette's helpers (ForRay, ForShape, ForPoint), in that order.
  struct LegendEntry {
    Color color;
    std::string meaning;
  };
  std::vector<LegendEntry> Legend() const;

 private:
  void Load();
  // Shuts the sample down and forgets what pointed into it (the case and handle in focus, the frame).
  void DropSample();
  glm::mat4 ViewProjection() const;
  // How the scene lies on the view this frame.
  ViewOnScreen Screen() const;

  // What ReleaseCode keeps for AdoptCode's sample (applied when it loads, unless it crashed).
  struct Kept {
    std::string sample;
    OrbitCamera::Pose pose;
    bool auto_rotate = false;
    std::vector<std::pair<std::string, std::pair<glm::vec3, float>>> handles;  // name, (vector, value)
    std::optional<std::size_t> selected_case_number;
  };
  // The current sample as the user has it (needs app_).
  Kept Snapshot() const;
  void Restore(const Kept& kept);

  std::optional<Kept> kept_;
  IsolationLimits limits_;
  SampleVerdicts verdicts_;
  std::size_t current_ = 0;
  bool loaded_ = false;
  std::unique_ptr<Application> app_;
  RecordingDraw draw_;  // what the application draws through (Attach), then the overlay
  bool showing_crash_ = false;
  std::string filter_;
  bool remember_last_sample_ = true;

  std::optional<std::size_t> hovered_case_, selected_case_, pending_case_number_, counterexample_;
  std::optional<std::size_t> pending_counterexample_;  // SelectCounterexampleNumber, until the sample is loaded
  struct ShownCounterexample {
    std::string function, text;
    bool framed = false;
  };
  std::optional<ShownCounterexample> shown_counterexample_;  // ShowCounterexample's
  std::optional<std::size_t> hovered_handle_;
  HandleDrag drag_;
  bool step_requested_ = false;
  glm::vec2 view_size_{800.0f, 600.0f};
  std::vector<PlacedLabel> placed_labels_;
  std::size_t hidden_case_labels_ = 0;
  unsigned noted_verdicts_ = 0;                                               // palette::Verdict bits of the last frame
  std::vector<std::pair<int, std::pair<glm::vec3, glm::vec3>>> item_bounds_;  // last frame's, for FrameCase

  SampleBench bench_;
  std::string bench_against_;
  std::string bench_program_ = BenchSetup().program;

  std::string code_path_;  // watch: the library the samples come from
};

}  // namespace lab
