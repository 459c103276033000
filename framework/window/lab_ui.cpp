#include "framework/window/lab_ui.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <imgui.h>
#include <imgui_stdlib.h>

#include <fmt/format.h>

#include "framework/harness/bench.hpp"
#include "framework/sample/counterexamples.hpp"

namespace lab {

namespace {

// Panel widths at 100 % scale, in logical pixels; narrower windows shrink them (see PanelWidths).
constexpr float kBrowserWidth = 270.0f;
constexpr float kSamplePanelWidth = 440.0f;
// The smallest scene the panels leave, so the picture never disappears behind them.
constexpr float kMinimumSceneWidth = 320.0f;
// The panels' font and its size in pixels at scale 1 (ImGui's own is 13 px of a bitmap font).
constexpr const char* kPanelFontFile = LAB_FONT_FILE;  // framework/CMakeLists.txt
constexpr float kPanelFontPixels = 14.0f;

const ImVec4 kPassColour(0.45f, 0.90f, 0.45f, 1.0f);
const ImVec4 kFailColour(1.0f, 0.40f, 0.35f, 1.0f);
const ImVec4 kCrashColour(1.0f, 0.62f, 0.15f, 1.0f);
const ImVec4 kPendingColour(0.60f, 0.62f, 0.66f, 1.0f);
const ImVec4 kDimColour(0.70f, 0.72f, 0.76f, 1.0f);

glm::vec2 Centre() {
  const ImVec2 low = ImGui::GetItemRectMin(), high = ImGui::GetItemRectMax();
  return {(low.x + high.x) * 0.5f, (low.y + high.y) * 0.5f};
}

// The sample's widgets, drawn with ImGui.
class ImGuiControls final : public Controls {
 public:
  bool Slider(std::string_view label, float& value, float min, float max) override {
    return ImGui::SliderFloat(std::string(label).c_str(), &value, min, max, "%.3g");
  }
  bool Slider(std::string_view label, int& value, int min, int max) override {
    return ImGui::SliderInt(std::string(label).c_str(), &value, min, max);
  }
  bool Checkbox(std::string_view label, bool& value) override {
    return ImGui::Checkbox(std::string(label).c_str(), &value);
  }
  bool Button(std::string_view label) override { return ImGui::Button(std::string(label).c_str()); }
  void Text(std::string_view text) override { ImGui::TextWrapped("%s", std::string(text).c_str()); }
};

void Badge(const Lab::Entry& entry) {
  switch (entry.verdict) {
    case Lab::Verdict::kPending: ImGui::TextColored(kPendingColour, " ... "); break;
    case Lab::Verdict::kPassed: ImGui::TextColored(kPassColour, "PASS "); break;
    case Lab::Verdict::kFailed: ImGui::TextColored(kFailColour, "FAIL "); break;
    case Lab::Verdict::kCrashed: ImGui::TextColored(kCrashColour, "CRASH"); break;
  }
  if (ImGui::IsItemHovered() && entry.verdict != Lab::Verdict::kPending) {
    ImGui::SetTooltip("%s", entry.verdict == Lab::Verdict::kCrashed
                                ? "crashed or hung (open it for the report)"
                                : fmt::format("{} of {} cases pass", entry.passed, entry.total).c_str());
  }
}

void DrawMenu(Lab& lab, LabUi& ui) {
  if (!ImGui::BeginMainMenuBar()) return;
  if (ImGui::BeginMenu("File")) {
    if (ui.open_report && ImGui::MenuItem("Open a report (--report JSON)...")) ui.open_report();
#if !defined(__EMSCRIPTEN__)  // a page is closed with its tab, and saved as the browser saves it
    if (ImGui::MenuItem("Save screenshot", "F12")) ui.screenshot_requested = true;
    ImGui::Separator();
    if (ImGui::MenuItem("Quit", "Esc")) ui.quit_requested = true;
#endif
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Sample")) {
    if (ImGui::MenuItem("Next", "N")) lab.Next();
    if (ImGui::MenuItem("Previous", "P")) lab.Previous();
    if (ImGui::MenuItem("Restart", "Ctrl+R")) lab.Restart();
    if (ImGui::MenuItem("Reset the shapes", "Backspace")) lab.ResetHandles();
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("View")) {
    ImGui::MenuItem("Case numbers in the scene", "L", &ui.overlay.labels);
    ImGui::MenuItem("Handles", "H", &ui.overlay.handles);
    ImGui::MenuItem("Wireframe (volumes as outlines)", "Z", &ui.overlay.wireframe);
    if (ImGui::MenuItem("Hide the panels", "Tab")) ui.visible = false;
    if (ImGui::MenuItem("Reset the camera", "Home") && lab.App()) lab.App()->ViewCamera().Reset();
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Help")) {
    ImGui::MenuItem("Keys and mouse", "F1", &ui.show_keys);
    ImGui::MenuItem("About Collision Lab", nullptr, &ui.show_about);
#if defined(__EMSCRIPTEN__)
    ImGui::Separator();
    ImGui::TextDisabled("In the browser, the checks run in the page itself: a sample that crashes stops the");
    ImGui::TextDisabled("page (its message is shown), one that hangs hangs it. Left out here, in the native");
    ImGui::TextDisabled("program only: process isolation, ./lab.sh watch, the bench (Performance), screenshots.");
#endif
    ImGui::EndMenu();
  }
  // The overall verdict, right-aligned in the menu bar.
  const std::string summary = lab.FinishedCount() < static_cast<int>(lab.Entries().size())
                                  ? fmt::format("checking {} of {}...", lab.FinishedCount(), lab.Entries().size())
                                  : fmt::format("{} of {} samples pass", lab.PassingCount(), lab.Entries().size());
  const std::string status = ui.build_status.empty() ? std::string() : ui.build_status + "   ";
  ImGui::SameLine(ImGui::GetWindowWidth() - ImGui::CalcTextSize((status + summary).c_str()).x - 16.0f * ui.scale);
  if (!status.empty()) {
    ImGui::TextColored(ui.build_error.empty() ? kDimColour : kFailColour, "%s", status.c_str());
    ImGui::SameLine(0.0f, 0.0f);
  }
  ImGui::TextColored(lab.PassingCount() == static_cast<int>(lab.Entries().size()) ? kPassColour : kDimColour, "%s",
                     summary.c_str());
  ImGui::EndMainMenuBar();
}

void DrawBrowser(Lab& lab, LabUi& ui, ImVec2 position, ImVec2 size) {
  ImGui::SetNextWindowPos(position);
  ImGui::SetNextWindowSize(size);
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                                 ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;
  if (!ImGui::Begin("Samples", nullptr, flags)) {
    ImGui::End();
    return;
  }
  ui.browser_focused = ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows);
  if (ui.focus_filter) {
    ImGui::SetKeyboardFocusHere();
    ui.focus_filter = false;
  }
  ImGui::SetNextItemWidth(-1.0f);
  ImGui::InputTextWithHint("##filter", "filter (Ctrl+F): name, chapter, words", &lab.Filter());
  ImGui::BeginChild("tree");
  const std::vector<Lab::Entry>& entries = lab.Entries();
  std::size_t i = 0;
  while (i < entries.size()) {
    const Chapter chapter = entries[i].info->chapter;
    std::size_t end = i;
    int shown = 0, passing = 0;
    while (end < entries.size() && entries[end].info->chapter == chapter) {
      if (lab.Matches(entries[end])) {
        ++shown;
        passing += entries[end].verdict == Lab::Verdict::kPassed ? 1 : 0;
      }
      ++end;
    }
    if (shown > 0) {
      if (!lab.Filter().empty()) ImGui::SetNextItemOpen(true);
      const bool holds_current = lab.CurrentIndex() >= i && lab.CurrentIndex() < end;
      if (holds_current && ui.scroll_to_current) ImGui::SetNextItemOpen(true);
      const std::string title = fmt::format("{} {}  ({}/{})###chapter{}", static_cast<int>(chapter),
                                            ChapterTitle(chapter), passing, shown, static_cast<int>(chapter));
      if (ImGui::TreeNodeEx(title.c_str(), ImGuiTreeNodeFlags_DefaultOpen)) {
        for (std::size_t k = i; k < end; ++k) {
          if (!lab.Matches(entries[k])) continue;
          ImGui::PushID(static_cast<int>(k));
          Badge(entries[k]);
          ImGui::SameLine();
          const bool current = k == lab.CurrentIndex();
          if (ImGui::Selectable(entries[k].info->name.c_str(), current)) lab.Select(k);
          if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", entries[k].info->description.c_str());
          if (current && ui.scroll_to_current) ImGui::SetScrollHereY(0.3f);
          ui.sample_rows.push_back({entries[k].info->name, Centre()});
          ImGui::PopID();
        }
        ImGui::TreePop();
      }
    }
    i = end;
  }
  ui.scroll_to_current = false;
  ImGui::EndChild();
  ImGui::End();
}

void DrawCaseDetails(const Checks::Case& c) {
  ImGui::TextColored(c.passed ? kPassColour : kFailColour, "case %zu %s", c.case_index, c.passed ? "passed" : "FAILED");
  ImGui::TextWrapped("%s", c.what.c_str());
  if (!c.expected.empty()) ImGui::Text("expected  %s", c.expected.c_str());
  if (!c.actual.empty()) ImGui::Text("actual    %s", c.actual.c_str());
  if (!c.tolerance.empty()) ImGui::Text("tolerance %s", c.tolerance.c_str());
  if (c.expected.empty() && !c.message.empty()) ImGui::TextWrapped("%s", c.message.c_str());
  std::string file = c.file;
  if (const std::size_t at = file.find("/samples/"); at != std::string::npos) file = file.substr(at + 1);
  ImGui::TextColored(kDimColour, "%s:%u", file.c_str(), c.line);
}

// A function's random cases that disagree with the reference: one line each (what it aimed at, the answers);
// choosing one draws it in the scene (the reference's answer as a ghost beside yours), and its inputs can be
// moved into the sample's own shapes, where its handles then move them.
void DrawCounterexamples(Lab& lab, LabUi& ui, const Checks::Case& c) {
  if (c.random_total == 0) return;
  ImGui::TextColored(c.random_failed == 0 ? kPassColour : kFailColour, "%d random cases: %d disagree", c.random_total,
                     c.random_failed);
  if (c.counterexamples.empty() || c.functions.empty()) return;
  ImGui::TextColored(kDimColour, "Choose one to see it (the simplest first):");
  for (std::size_t i = 0; i < c.counterexamples.size(); ++i) {
    const std::string label =
        fmt::format("{}##counterexample{}", counterexamples::Describe(c.functions.front(), c.counterexamples[i]), i);
    if (ImGui::Selectable(label.c_str(), lab.SelectedCounterexample() == i)) {
      lab.SelectCounterexample(lab.SelectedCounterexample() == i ? std::nullopt : std::optional(i));
      lab.FrameCounterexample();
    }
  }
  if (lab.SelectedCounterexample()) {
    ImGui::TextColored(kDimColour,
                       "In the scene: the inputs, the reference's answer as a ghost (white), yours in colour.");
    if (ImGui::SmallButton("Move the sample's shapes there")) {
      ui.counterexample_note = lab.LoadCounterexample()
                                   ? "Its inputs are in the sample's shapes now (Backspace puts the book's data back)."
                                   : "This sample has no shapes of those kinds to move.";
    }
    if (!ui.counterexample_note.empty()) ImGui::TextColored(kDimColour, "%s", ui.counterexample_note.c_str());
  } else {
    ui.counterexample_note.clear();
  }
}

void DrawChecks(Lab& lab, LabUi& ui) {
  if (!lab.App()) return;
  const Checks& checks = lab.App()->Check();
  const std::vector<Checks::Case>& cases = checks.Cases();
  if (cases.empty()) {
    ImGui::TextColored(kDimColour, "This sample has no checks.");
    return;
  }
  if (checks.Failed() == 0) {
    ImGui::TextColored(kPassColour, "All %d cases pass.", checks.Total());
  } else {
    ImGui::TextColored(kFailColour, "%d of %d cases FAIL.", checks.Failed(), checks.Total());
  }
  ImGui::SameLine();
  ImGui::TextColored(kDimColour, "(point at one to see it)");
  if (lab.HiddenCaseLabels() > 0) {
    ImGui::TextColored(kDimColour,
                       "%zu labels hidden in the view (too many to read): the failing and the one in focus "
                       "are shown.",
                       lab.HiddenCaseLabels());
  }
  const ImGuiTableFlags flags =
      ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingFixedFit;
  const float height = std::min(ImGui::GetTextLineHeightWithSpacing() * (static_cast<float>(cases.size()) + 1.5f),
                                ImGui::GetContentRegionAvail().y * 0.55f);
  if (ImGui::BeginTable("cases", 4, flags, ImVec2(0.0f, std::max(height, 80.0f * ui.scale)))) {
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn("#");
    ImGui::TableSetupColumn("");
    ImGui::TableSetupColumn("check", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn("line");
    ImGui::TableHeadersRow();
    for (const std::size_t position : lab.CasesFailuresFirst()) {
      const Checks::Case& c = cases[position];
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      const bool selected = lab.SelectedCase() == position;
      const std::string id = fmt::format("{}##case", c.case_index);
      if (ImGui::Selectable(id.c_str(), selected,
                            ImGuiSelectableFlags_SpanAllColumns | ImGuiSelectableFlags_AllowDoubleClick)) {
        lab.SelectCase(selected ? std::nullopt : std::optional(position));
        if (ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) lab.FrameCase(position);
      }
      if (ImGui::IsItemHovered()) {
        lab.HoverCase(position);
        ImGui::BeginTooltip();
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 32.0f);
        DrawCaseDetails(c);
        ImGui::PopTextWrapPos();
        ImGui::EndTooltip();
      }
      ui.case_rows.push_back({std::to_string(c.case_index), Centre()});
      ImGui::TableNextColumn();
      ImGui::TextColored(c.passed ? kPassColour : kFailColour, c.passed ? "pass" : "FAIL");
      ImGui::TableNextColumn();
      const std::string summary = c.passed || c.message.empty() ? c.what : c.what + ": " + c.message;
      ImGui::TextUnformatted(summary.c_str());
      ImGui::TableNextColumn();
      ImGui::TextColored(kDimColour, "%u", c.line);
    }
    ImGui::EndTable();
  }
  if (const std::optional<std::size_t> selected = lab.SelectedCase(); selected && *selected < cases.size()) {
    ImGui::Separator();
    DrawCaseDetails(cases[*selected]);
    if (ImGui::SmallButton("Frame it")) lab.FrameCase(*selected);
    ImGui::SameLine();
    if (ImGui::SmallButton("Clear")) lab.SelectCase(std::nullopt);
    DrawCounterexamples(lab, ui, cases[*selected]);
  }
}

// A figure as the terminal's table shows it ("3.10 ns (7)"), and under it, when there is a reference, the
// ratio and the reference's figure ("1.29x of 2.41 ns"), green when within 10 % of it.
#if !defined(__EMSCRIPTEN__)  // the bench runs natively only
void FigureCell(double yours, int count, double reference) {
  ImGui::Text("%s (%d)", bench::Nanoseconds(yours).c_str(), count);
  if (const std::string ratio = bench::Ratio(yours, reference); !ratio.empty()) {
    ImGui::TextColored(yours <= reference * 1.1 ? kPassColour : kCrashColour, "%s of %s", ratio.c_str(),
                       bench::Nanoseconds(reference).c_str());
  }
}

void DrawBenchTable(const SampleBench& bench) {
  const std::vector<BenchRow>& rows = bench.Rows();
  if (rows.empty()) return;
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingFixedFit;
  if (!ImGui::BeginTable("bench", 3, flags)) return;
  // The signature takes what the figures leave, clipped; its tooltip has all of it.
  ImGui::TableSetupColumn("function", ImGuiTableColumnFlags_WidthStretch);
  ImGui::TableSetupColumn("own data");
  ImGui::TableSetupColumn("random data");
  ImGui::TableHeadersRow();
  for (const BenchRow& row : rows) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(row.label.c_str());
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("%s\nown data: ns per call on the %d calls the sample makes\nrandom data: on %d random cases",
                        row.label.c_str(), row.own_calls, row.random_cases);
    }
    ImGui::TableNextColumn();
    if (!row.stub.empty()) {
      ImGui::TextColored(kFailColour, "not implemented");
      ImGui::TableNextColumn();
      ImGui::TextColored(kFailColour, "(still the stub)");
      continue;
    }
    FigureCell(row.own_ns, row.own_calls, row.reference_own_ns);
    ImGui::TableNextColumn();
    if (std::isfinite(row.random_ns)) {
      FigureCell(row.random_ns, row.random_cases, row.reference_random_ns);
    } else {
      ImGui::TextColored(kDimColour, "no shapes to draw");
    }
  }
  ImGui::EndTable();
}

// The Performance section: --bench on this sample, in a process of its own, while the window keeps drawing.
void DrawPerformance(Lab& lab, LabUi& ui) {
  const SampleBench& bench = lab.Bench();
  if (bench.Running()) {
    if (ImGui::Button("Cancel")) lab.CancelBench();
    ui.bench_button = Centre();
    ImGui::SameLine();
    ImGui::TextColored(kPendingColour, "running... %.1f s", bench.Seconds());
    const float fraction = bench.Functions() > 0
                               ? static_cast<float>(bench.FunctionsDone()) / static_cast<float>(bench.Functions())
                               : 0.0f;
    const std::string overlay = bench.Functions() > 0
                                    ? fmt::format("{} of {} functions", bench.FunctionsDone(), bench.Functions())
                                    : std::string();
    ImGui::ProgressBar(fraction, ImVec2(-1.0f, 0.0f), overlay.c_str());
    ImGui::PushStyleColor(ImGuiCol_Text, kDimColour);
    ImGui::TextWrapped("%s", bench.Progress().c_str());
    ImGui::PopStyleColor();
  } else {
    if (ImGui::Button("Time this sample")) lab.StartBench();
    ui.bench_button = Centre();
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("collision-lab --bench %s, in a process of its own", lab.Current().info->name.c_str());
    }
    ImGui::SameLine();
    if (lab.BenchReference().empty()) {
      ImGui::TextColored(kDimColour, "no reference");
      if (ImGui::IsItemHovered()) {
        ImGui::SetTooltip(
            "Start the window with --against PROGRAM (another build's collision-lab) or --against\n"
            "FIGURES (a file collision-lab --bench --save-figures wrote) to see the ratios");
      }
    } else {
      ImGui::TextColored(kDimColour, "against %s",
                         std::filesystem::path(lab.BenchReference()).filename().string().c_str());
    }
  }
  switch (bench.State()) {
    case SampleBench::Status::kDone:
      ImGui::TextColored(kPassColour, "timed in %.1f s, in ns per call", bench.Seconds());
      break;
    case SampleBench::Status::kCancelled: ImGui::TextColored(kCrashColour, "%s", bench.Progress().c_str()); break;
    default: break;
  }
  if (!bench.Stale().empty()) ImGui::TextColored(kCrashColour, "%s", bench.Stale().c_str());
  ImGui::PushStyleColor(ImGuiCol_Text, kDimColour);
  if (!bench.Reference().empty()) ImGui::TextWrapped("reference: %s", bench.Reference().c_str());
  for (const std::string& note : bench.Notes()) ImGui::TextWrapped("%s", note.c_str());
  ImGui::PopStyleColor();
  DrawBenchTable(bench);
  if (!bench.Failure().empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, kFailColour);
    for (const std::string& line : bench.Failure()) ImGui::TextWrapped("%s", line.c_str());
    ImGui::PopStyleColor();
  }
}
#endif

void DrawHandles(Lab& lab) {
  Application* app = lab.App();
  if (app == nullptr || app->Handles().Empty()) {
    ImGui::TextColored(kDimColour, "Nothing to move in this sample.");
    return;
  }
  ImGui::TextWrapped("Drag a white square in the view (Shift: along one axis) or edit a value here.");
  ImGui::BeginDisabled(!app->Handles().Moved());
  if (ImGui::Button("Reset to the book's data")) lab.ResetHandles();
  ImGui::EndDisabled();
  bool edited = false;
  std::vector<HandleSet::Handle>& handles = app->Handles().All();
  for (std::size_t i = 0; i < handles.size(); ++i) {
    HandleSet::Handle& handle = handles[i];
    ImGui::PushID(static_cast<int>(i));
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.62f);
    switch (handle.kind) {
      case HandleSet::Kind::kPoint:
        edited |= ImGui::DragFloat3(handle.name.c_str(), &handle.vector->x, 0.02f, 0.0f, 0.0f, "%.3f");
        break;
      case HandleSet::Kind::kDirection:
        if (ImGui::DragFloat3(handle.name.c_str(), &handle.vector->x, 0.01f, -1.0f, 1.0f, "%.3f")) {
          const glm::vec3 direction = *handle.vector;
          HandleSet::MoveTo(handle, handle.anchor() + direction);  // normalizes
          edited = true;
        }
        break;
      case HandleSet::Kind::kScalar:
        edited |= ImGui::SliderFloat(handle.name.c_str(), handle.value, handle.min, handle.max, "%.3f");
        break;
    }
    if (ImGui::IsItemHovered() || ImGui::IsItemActive()) lab.HoverHandle(i);
    ImGui::PopID();
  }
  if (edited) lab.HandlesEdited();
}

void DrawTime(Lab& lab) {
  if (ImGui::Button(lab.paused ? "Play" : "Pause")) lab.paused = !lab.paused;
  ImGui::SameLine();
  ImGui::BeginDisabled(!lab.paused);
  if (ImGui::Button("Step")) lab.Step();
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (ImGui::Button("Restart")) lab.Restart();
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.6f);
  ImGui::SliderFloat("speed", &lab.speed, 0.1f, 4.0f, "%.2fx", ImGuiSliderFlags_Logarithmic);
}

void DrawSamplePanel(Lab& lab, LabUi& ui, ImVec2 position, ImVec2 size) {
  ImGui::SetNextWindowPos(position);
  ImGui::SetNextWindowSize(size);
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                                 ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;
  const Lab::Entry& entry = lab.Current();
  if (!ImGui::Begin("Sample", nullptr, flags)) {
    ImGui::End();
    return;
  }
  ImGui::Text("%s", entry.info->name.c_str());
  ImGui::SameLine();
  ImGui::TextColored(kDimColour, "chapter %d, %s", static_cast<int>(entry.info->chapter),
                     std::string(ChapterTitle(entry.info->chapter)).c_str());
#if !defined(__EMSCRIPTEN__)  // a page has no folder to save into
  ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - ImGui::CalcTextSize("Screenshot").x -
                  ImGui::GetStyle().FramePadding.x * 2.0f);
  if (ImGui::SmallButton("Screenshot")) ui.screenshot_requested = true;
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Save the window as NAME-N.png in the current folder (F12)");
#endif
  if (!ui.build_error.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, kFailColour);
    ImGui::TextWrapped("The last save does not build; the last good code keeps running:");
    ImGui::PopStyleColor();
    ImGui::TextWrapped("%s", ui.build_error.c_str());
    ImGui::Separator();
  }
  if (entry.verdict == Lab::Verdict::kPending || lab.App() == nullptr) {
    ImGui::TextColored(kPendingColour, "running its checks...");
  }
  if (ImGui::CollapsingHeader("Description and errata", ImGuiTreeNodeFlags_DefaultOpen)) {
    ImGui::TextWrapped("%s", entry.info->description.c_str());
  }
  if (const std::vector<Lab::LegendEntry> legend = lab.Legend();
      !legend.empty() && !lab.ShowsCrashReport() && ImGui::CollapsingHeader("Legend", ImGuiTreeNodeFlags_DefaultOpen)) {
    for (const Lab::LegendEntry& entry_colour : legend) {
      const ImVec4 colour(entry_colour.color.x, entry_colour.color.y, entry_colour.color.z, 1.0f);
      ImGui::ColorButton(entry_colour.meaning.c_str(), colour, ImGuiColorEditFlags_NoTooltip,
                         ImVec2(ImGui::GetFontSize(), ImGui::GetFontSize()));
      ImGui::SameLine();
      ImGui::TextUnformatted(entry_colour.meaning.c_str());
    }
  }
  if (lab.ShowsCrashReport()) {
    if (ImGui::CollapsingHeader("Crash report", ImGuiTreeNodeFlags_DefaultOpen)) {
      for (std::size_t i = 0; i < entry.crash_lines.size(); ++i) {
        if (i == 0) {
          ImGui::PushStyleColor(ImGuiCol_Text, kCrashColour);
          ImGui::TextWrapped("%s", entry.crash_lines[i].c_str());
          ImGui::PopStyleColor();
        } else {
          ImGui::TextWrapped("%s", entry.crash_lines[i].c_str());
        }
      }
      ImGui::TextColored(kPassColour, "%s", CrashHint().c_str());
    }
  } else if (ImGui::CollapsingHeader("Checks", ImGuiTreeNodeFlags_DefaultOpen)) {
    DrawChecks(lab, ui);
  }
#if !defined(__EMSCRIPTEN__)
  if (lab.App() != nullptr) {
    // Its state in the title, so a bench running in a folded section is not forgotten.
    const SampleBench& bench = lab.Bench();
    std::string state;
    switch (bench.State()) {
      case SampleBench::Status::kIdle: break;
      case SampleBench::Status::kRunning: state = fmt::format(" (running, {:.0f} s)", bench.Seconds()); break;
      case SampleBench::Status::kDone: state = " (timed)"; break;
      case SampleBench::Status::kFailed: state = " (failed)"; break;
      case SampleBench::Status::kCancelled: state = " (stopped)"; break;
    }
    const std::string title = "Performance" + state + "###performance";
    ui.performance_open = ImGui::CollapsingHeader(title.c_str());
    ui.performance_header = Centre();
    if (ui.performance_open) DrawPerformance(lab, ui);
  }
#endif
  if (lab.App() != nullptr && !lab.ShowsCrashReport()) {
    if (ImGui::CollapsingHeader("Move the shapes", ImGuiTreeNodeFlags_DefaultOpen)) DrawHandles(lab);
    if (ImGui::CollapsingHeader("Controls and time")) {
      ImGuiControls controls;
      lab.App()->DrawControls(controls);
      DrawTime(lab);
    }
  }
  ImGui::End();
}

void DrawKeys(LabUi& ui) {
  if (!ui.show_keys) return;
  ImGui::SetNextWindowSize(ImVec2(420.0f * ui.scale, 0.0f), ImGuiCond_Appearing);
  if (ImGui::Begin("Keys and mouse", &ui.show_keys, ImGuiWindowFlags_NoSavedSettings)) {
    if (ImGui::BeginTable("keys", 2, ImGuiTableFlags_RowBg)) {
      for (const auto& [key, what] : LabKeys()) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextColored(kPassColour, "%s", key.c_str());
        ImGui::TableNextColumn();
        ImGui::TextWrapped("%s", what.c_str());
      }
      ImGui::EndTable();
    }
  }
  ImGui::End();
}

void DrawAbout(LabUi& ui) {
  if (!ui.show_about) return;
  if (ImGui::Begin("About Collision Lab", &ui.show_about,
                   ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings)) {
    ImGui::Text("Collision Lab: a visual unit-test harness for 3-D collision detection.");
    ImGui::Text("Rays are red on a hit and blue on a miss; hit points are green.");
#if defined(__EMSCRIPTEN__)
    ImGui::Text("Dear ImGui %s, WebGL 2, WebAssembly.", ImGui::GetVersion());
#else
    ImGui::Text("Dear ImGui %s, OpenGL 3.3 core.", ImGui::GetVersion());
#endif
  }
  ImGui::End();
}

}  // namespace

std::vector<std::pair<std::string, std::string>> LabKeys() {
  return {
    {"N / P", "next / previous sample (among those the filter shows)"},
        {"Up / Down", "the same, while the sample list has the focus"}, {"Ctrl+F", "filter the samples"},
        {"left drag", "orbit the camera; on a white square: move that handle"},
        {"Shift + drag", "move the handle along one axis"}, {"right drag", "pan"}, {"wheel", "zoom"},
        {"Home / R", "reset the camera (R is EllipsoidWalk's own key there)"},
        {"Space", "the slow automatic orbit (EllipsoidWalk jumps instead)"},
        {"Backspace", "put the shapes back on the book's data"}, {"L", "case numbers in the scene on or off"},
        {"H", "handles on or off"}, {"Z", "volumes as lit solids or as wireframes"},
        {"Ctrl+R", "restart the sample (its animation)"}, {"Pause / .", "pause the sample's clock; . steps one frame"},
        {"Tab", "hide or show the panels"},
#if defined(__EMSCRIPTEN__)
        {"F5", "on a crash report: reload the page once it is rebuilt (./lab.sh web --build-only)"},
        {"F1", "this list"},
#else
        {"F12", "save a screenshot (NAME-N.png, with the panels)"},
        {"F5", "on a crash report: run the rebuilt program again"}, {"F1", "this list"}, {"Esc", "quit"},
#endif
  };
}

void SetUpImGuiStyle(float scale) {
  ImGui::StyleColorsDark();
  ImGuiStyle& style = ImGui::GetStyle();
  style.WindowRounding = 0.0f;
  style.FrameRounding = 3.0f;
  style.WindowBorderSize = 0.0f;
  style.Colors[ImGuiCol_WindowBg].w = 0.94f;
  style.ScaleAllSizes(scale);
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // the layout is fixed; nothing to remember
  io.Fonts->Clear();
  // DejaVu Sans (fonts-dejavu-core, installed by lab.sh) rasterized at the window's scale, so it stays crisp at any
  // HiDPI factor; the built-in bitmap font (ProggyClean, blurry once scaled) only when the file is missing.
  std::error_code error;
  if (std::filesystem::is_regular_file(kPanelFontFile, error)) {
    ImFontConfig font;
    font.OversampleH = 2;
    font.OversampleV = 1;
    // Latin, general punctuation (dashes, quotes, the ellipsis), arrows and mathematical operators.
    static const ImWchar kRanges[] = {0x0020, 0x00FF, 0x2010, 0x205E, 0x2190, 0x21FF, 0x2200, 0x22FF, 0};
    if (io.Fonts->AddFontFromFileTTF(kPanelFontFile, std::round(kPanelFontPixels * scale), &font, kRanges) != nullptr) {
      return;
    }
  }
  ImFontConfig font;
  font.SizePixels = 13.0f * scale;  // the built-in ProggyClean, at its native size times the scale
  font.OversampleH = font.OversampleV = 1;
  font.PixelSnapH = true;
  io.Fonts->AddFontDefault(&font);
}

void DrawLabUi(Lab& lab, LabUi& ui, glm::vec2 window_size) {
  ui.view_origin = glm::vec2(0.0f);
  ui.view_size = window_size;
  ui.sample_rows.clear();
  ui.case_rows.clear();
  ui.performance_header = ui.bench_button = glm::vec2(-1.0f);
  ui.performance_open = false;
  lab.HoverCase(std::nullopt);
  if (!ui.visible) {
    ui.browser_focused = false;
    DrawKeys(ui);
    return;
  }
  DrawMenu(lab, ui);
  const float top = ImGui::GetFrameHeight();
  // Panels shrink together in a narrow window so the scene keeps at least kMinimumSceneWidth.
  float browser = kBrowserWidth * ui.scale, panel = kSamplePanelWidth * ui.scale;
  const float room = window_size.x - kMinimumSceneWidth;
  if (browser + panel > room) {
    const float shrink = std::max(room, 0.0f) / (browser + panel);
    browser *= shrink;
    panel *= shrink;
  }
  DrawBrowser(lab, ui, ImVec2(0.0f, top), ImVec2(browser, window_size.y - top));
  DrawSamplePanel(lab, ui, ImVec2(window_size.x - panel, top), ImVec2(panel, window_size.y - top));
  DrawKeys(ui);
  DrawAbout(ui);
  ui.view_origin = glm::vec2(browser, top);
  ui.view_size = glm::vec2(std::max(window_size.x - browser - panel, 1.0f), std::max(window_size.y - top, 1.0f));
  if (ui.more_panels) ui.more_panels(lab, ui);
}

}  // namespace lab
