#include "framework/window/ui_state.hpp"

#include <cmath>
#include <filesystem>
#include <fstream>
#include <optional>
#include <system_error>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "framework/window/lab.hpp"
#include "framework/window/lab_ui.hpp"
#include "framework/window/window_bench.hpp"

namespace lab {
namespace {

using Json = nlohmann::ordered_json;

Json Pair(glm::vec2 value) { return Json::array({value.x, value.y}); }

// A figure, or null where there is none (a stub's, a function not yet timed).
Json Figure(double value) { return std::isfinite(value) ? Json(value) : Json(nullptr); }

template <class T>
Json OrNull(const std::optional<T>& value) {
  return value ? Json(*value) : Json(nullptr);
}

// The Performance panel's bench: its state, progress and figures.
Json BenchState(const SampleBench& bench) {
  static constexpr const char* kStatuses[] = {"idle", "running", "done", "failed", "cancelled"};
  Json rows = Json::array();
  for (const BenchRow& row : bench.Rows()) {
    rows.push_back({{"label", row.label},
                    {"own_ns", Figure(row.own_ns)},
                    {"own_calls", row.own_calls},
                    {"random_ns", Figure(row.random_ns)},
                    {"random_cases", row.random_cases},
                    {"stub", row.stub},
                    {"reference_own_ns", Figure(row.reference_own_ns)},
                    {"reference_random_ns", Figure(row.reference_random_ns)}});
  }
  return {{"status", kStatuses[static_cast<int>(bench.State())]},
          {"sample", bench.Sample()},
          {"pid", bench.Pid()},
          {"seconds", bench.Seconds()},
          {"progress", bench.Progress()},
          {"functions_done", bench.FunctionsDone()},
          {"functions", bench.Functions()},
          {"reference", bench.Reference()},
          {"stale", bench.Stale()},
          {"rows", std::move(rows)},
          {"failure", bench.Failure()},
          {"notes", bench.Notes()}};
}

Json State(const Lab& lab, const LabUi& ui, const FrameFacts& facts) {
  static constexpr const char* kVerdicts[] = {"pending", "pass", "fail", "crash"};
  const auto rows = [](const std::vector<LabUi::Row>& list) {
    Json out = Json::array();
    for (const LabUi::Row& row : list) out.push_back({{"key", row.key}, {"x", row.centre.x}, {"y", row.centre.y}});
    return out;
  };
  Json failed = Json::array(), focused = Json::array(), handles = Json::array(), labels = Json::array();
  if (lab.App() != nullptr) {
    const std::vector<Checks::Case>& cases = lab.App()->Check().Cases();
    for (const Checks::Case& c : cases) {
      if (!c.passed) failed.push_back(c.case_index);
    }
    if (const std::optional<std::size_t> focus = lab.FocusedCase(); focus && *focus < cases.size()) {
      for (const int item : cases[*focus].items) focused.push_back(item);
    }
    for (const HandleSet::Handle& handle : lab.App()->Handles().All()) {
      if (handle.kind == HandleSet::Kind::kScalar) continue;
      const std::optional<glm::vec2> at = lab.Project(HandleSet::Position(handle));
      if (!at) continue;
      const glm::vec2 window_at = *at + ui.view_origin;
      handles.push_back({{"name", handle.name}, {"x", window_at.x}, {"y", window_at.y}});
    }
  }
  for (const Lab::PlacedLabel& label : lab.PlacedLabels()) {
    if (label.kind != Lab::PlacedLabel::Kind::kCase) continue;
    labels.push_back({{"item", label.item},
                      {"text", label.text},
                      {"x", label.position.x + ui.view_origin.x},
                      {"y", label.position.y + ui.view_origin.y}});
  }
  Json crashed = Json::array();  // the headline of every sample whose background run crashed or hung
  for (const Lab::Entry& entry : lab.Entries()) {
    if (entry.verdict == Lab::Verdict::kCrashed) {
      crashed.push_back(entry.crash_lines.empty() ? entry.info->name : entry.crash_lines.front());
    }
  }
  Json legend = Json::array();
  for (const Lab::LegendEntry& entry : lab.Legend()) legend.push_back(entry.meaning);
  return {{"frame", facts.frame},
          {"window", {facts.window_size.x, facts.window_size.y}},
          {"sample", lab.Current().info->name},
          {"loaded", lab.App() != nullptr},
          {"ui", ui.visible},
          {"panel_redraws", facts.panel_redraws},
          {"checks_done", lab.BackgroundChecksDone()},
          {"view", {ui.view_origin.x, ui.view_origin.y, ui.view_size.x, ui.view_size.y}},
          {"hovered_case", OrNull(lab.HoveredCase())},
          {"selected_case", OrNull(lab.SelectedCase())},
          {"hovered_handle", OrNull(lab.HoveredHandle())},
          {"dragging", lab.Dragging()},
          {"samples", rows(ui.sample_rows)},
          {"cases", rows(ui.case_rows)},
          {"failed_cases", std::move(failed)},
          {"focused_items", std::move(focused)},
          {"labels_on", ui.overlay.labels},
          {"handles_on", ui.overlay.handles},
          {"wireframe_on", ui.overlay.wireframe},
          {"crashed_samples", std::move(crashed)},
          {"verdict", kVerdicts[static_cast<int>(lab.Current().verdict)]},
          {"passed", lab.Current().passed},
          {"total", lab.Current().total},
          {"crash", lab.Current().crash_lines},
          {"auto_rotate", lab.App() != nullptr && lab.App()->ViewCamera().AutoRotate()},
          {"build_status", ui.build_status},
          {"build_error", ui.build_error},
          {"performance_open", ui.performance_open},
          {"performance_header", Pair(ui.performance_header)},
          {"bench_button", Pair(ui.bench_button)},
          {"bench", BenchState(lab.Bench())},
          {"legend", std::move(legend)},
          {"handles", std::move(handles)},
          {"labels", std::move(labels)}};
}

}  // namespace

std::function<void(const Lab&, const LabUi&, const FrameFacts&)> UiStateWriter(std::string path) {
  return [path = std::move(path)](const Lab& lab, const LabUi& ui, const FrameFacts& facts) {
    const std::string temporary = path + ".tmp";
    {
      std::ofstream out(temporary, std::ios::trunc);
      // A compiler's error or a crash's output may hold any bytes: what is not UTF-8 is written as U+FFFD.
      out << State(lab, ui, facts).dump(-1, ' ', false, Json::error_handler_t::replace) << '\n';
    }
    std::error_code ignored;
    std::filesystem::rename(temporary, path, ignored);
  };
}

}  // namespace lab
