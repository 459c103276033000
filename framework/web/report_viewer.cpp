#include "framework/web/report_viewer.hpp"

#include <algorithm>
#include <fstream>
#include <imgui.h>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "framework/sample/counterexamples.hpp"
#include "framework/sample/registry.hpp"

namespace lab {

bool ReportViewer::Load(const std::string& path, const std::string& name, std::string& error) {
  using JsonValue = nlohmann::json;
  std::ifstream in(path);
  const JsonValue report = JsonValue::parse(in, nullptr, false);
  if (report.is_discarded() || !report.is_object()) {
    error = fmt::format("{} is not JSON", name);
    return false;
  }
  if (report.value("tool", "") != "collision-lab" || !report.contains("samples") || !report["samples"].is_array()) {
    error = fmt::format("{} is not a collision-lab --report file (no \"tool\": \"collision-lab\" and samples)", name);
    return false;
  }
  try {
    std::vector<Sample> samples;
    int clean = 0;
    for (const JsonValue& sample : report["samples"]) {
      Sample read;
      read.name = sample.value("name", "");
      read.status = sample.value("status", "");
      read.passed = sample.value("passed", 0);
      read.failed = sample.value("failed", 0);
      if (const auto abnormal = sample.find("abnormal"); abnormal != sample.end() && abnormal->is_object()) {
        read.abnormal = abnormal->value("summary", "") + ", " + abnormal->value("where", "");
      }
      for (const JsonValue& c : sample.value("cases", JsonValue::array())) {
        if (c.value("passed", true)) continue;
        Case failure;
        const auto number = c.find("case");
        failure.number = number != c.end() && number->is_number_integer() ? number->get<long>() : 0;
        failure.what = c.value("what", "");
        failure.expected = c.value("expected", "");
        failure.actual = c.value("actual", "");
        failure.message = c.value("message", "");
        failure.file = c.value("file", "");
        failure.line = c.value("line", 0u);
        failure.clause = c.value("clause", "");
        failure.functions = c.value("functions", std::vector<std::string>{});
        if (const auto random = c.find("random"); random != c.end() && random->is_object()) {
          failure.random_cases = random->value("cases", 0);
          failure.random_disagree = random->value("disagree", 0);
          failure.counterexamples = random->value("counterexamples", std::vector<std::string>{});
        }
        read.failures.push_back(std::move(failure));
      }
      if (read.failures.empty() && read.abnormal.empty()) {
        ++clean;
      } else {
        samples.push_back(std::move(read));
      }
    }
    const JsonValue totals = report.value("totals", JsonValue::object());
    summary_ = fmt::format("{} passed, {} failed; {} crashed, {} timed out", totals.value("passed", 0),
                           totals.value("failed", 0), totals.value("crashed", 0), totals.value("timed_out", 0));
    samples_ = std::move(samples);
    clean_samples_ = clean;
  } catch (const JsonValue::exception& exception) {
    error = fmt::format("{}: a field is not what a --report file holds ({})", name, exception.what());
    return false;
  }
  name_ = name;
  open_ = true;
  return true;
}

void ReportViewer::Draw(Lab& lab, LabUi& ui) {
  if (!open_) return;
  // Over the scene, beside the panels it refers to.
  ImGui::SetNextWindowPos(ImVec2(ui.view_origin.x + 8.0f * ui.scale, ui.view_origin.y + 8.0f * ui.scale),
                          ImGuiCond_Appearing);
  ImGui::SetNextWindowSize(ImVec2(std::min(560.0f * ui.scale, ui.view_size.x - 16.0f * ui.scale), 420.0f * ui.scale),
                           ImGuiCond_Appearing);
  if (!ImGui::Begin(fmt::format("Report: {}###report", name_).c_str(), &open_)) {
    ImGui::End();
    return;
  }
  ImGui::TextWrapped("%s. %d sample%s passed every case%s.", summary_.c_str(), clean_samples_,
                     clean_samples_ == 1 ? "" : "s", samples_.empty() ? "" : "; these did not");
  for (const Sample& sample : samples_) {
    ImGui::PushID(sample.name.c_str());
    const std::string title = sample.abnormal.empty() ? fmt::format("{}: {} of {} cases failed", sample.name,
                                                                    sample.failed, sample.passed + sample.failed)
                                                      : fmt::format("{}: {}", sample.name, sample.status);
    if (ImGui::TreeNodeEx(title.c_str(), ImGuiTreeNodeFlags_DefaultOpen)) {
      const bool known = FindSample(sample.name) != nullptr;
      if (!sample.abnormal.empty()) ImGui::TextWrapped("%s", sample.abnormal.c_str());
      for (const Case& c : sample.failures) {
        ImGui::PushID(static_cast<int>(c.number));
        ImGui::Separator();
        ImGui::TextWrapped("case %ld: %s", c.number, c.what.c_str());
        ImGui::TextWrapped("expected %s, got %s", c.expected.c_str(), c.actual.c_str());
        if (!c.message.empty() && c.message.find("expected") != 0) ImGui::TextWrapped("%s", c.message.c_str());
        if (!c.functions.empty()) ImGui::TextDisabled("%s", fmt::format("{}", fmt::join(c.functions, ", ")).c_str());
        ImGui::TextDisabled("%s:%u", c.file.c_str(), c.line);
        if (known && c.number > 0 && ImGui::SmallButton("Show this case")) {
          lab.SelectByName(sample.name);
          lab.SelectCaseNumber(static_cast<std::size_t>(c.number));
        }
        if (c.random_cases > 0) {
          ImGui::Text("%d of %d random cases disagree; shown:", c.random_disagree, c.random_cases);
          for (std::size_t i = 0; i < c.counterexamples.size(); ++i) {
            ImGui::PushID(static_cast<int>(i));
            ImGui::Bullet();
            const std::string words = c.functions.empty()
                                          ? std::string()
                                          : counterexamples::Describe(c.functions.front(), c.counterexamples[i]);
            ImGui::TextWrapped("%s", words.empty() ? c.counterexamples[i].c_str() : words.c_str());
            if (known && !c.functions.empty() && ImGui::SmallButton("Draw it")) {
              lab.SelectByName(sample.name);
              lab.ShowCounterexample(c.functions.front(), c.counterexamples[i]);
            }
            ImGui::PopID();
          }
        }
        ImGui::PopID();
      }
      ImGui::TreePop();
    }
    ImGui::PopID();
  }
  ImGui::End();
}

}  // namespace lab
