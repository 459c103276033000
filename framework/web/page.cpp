// The lab in a browser (./lab.sh web): the page's start, in place of the command line. Its address says what to do:
//   index.html                  the lab's window on the first sample
//   index.html?sample=NAME      ... on that sample (an unknown name: the message, then the first sample)
//   index.html?check            every sample's checks in the page, the lines and summary of --check
//   index.html?state            (tests) the window's state file, /state.json, written after every frame
//   index.html?msaa=N           the scene's samples (default 4, none on a software renderer)
// web/index.html shows what the page prints, catches a crash, and hands the files it is given to OpenReport.
#include <cstdlib>
#include <optional>
#include <string>

#include <emscripten/emscripten.h>
#include <fmt/format.h>

#include "framework/harness/check_run.hpp"
#include "framework/io/log.hpp"
#include "framework/sample/loading.hpp"
#include "framework/sample/registry.hpp"
#include "framework/web/report_viewer.hpp"
#include "framework/window/hosts.hpp"
#include "framework/window/ui_state.hpp"

namespace lab {
namespace {

// The value of `key` in the page's query string (key alone: ""); nullopt when it is absent.
std::optional<std::string> QueryValue(const std::string& key) {
  const std::string script = fmt::format(
      "(function() {{ const v = new URLSearchParams(location.search).get('{}'); return v === null ? '\\u0001' : v; "
      "}})()",
      key);
  std::string value = emscripten_run_script_string(script.c_str());
  if (value == "\x01") return std::nullopt;
  return value;
}

// The page's lifetime: the lab, its report viewer.
Lab* g_lab = nullptr;
ReportViewer* g_viewer = nullptr;

// True on a software renderer (SwiftShader, llvmpipe), where WebGL names the real renderer only through this
// extension: its scene is not multisampled, to keep 30 frames a second.
EM_JS(int, IsSoftwareWebGl, (), {
  const gl = document.createElement("canvas").getContext("webgl2");
  const info = gl ? gl.getExtension("WEBGL_debug_renderer_info") : null;
  const renderer = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : "";
  const software = renderer.indexOf("SwiftShader") >= 0 || renderer.indexOf("llvmpipe") >= 0;
  return software ? 1 : 0;
});

EM_JS(void, AskForReport, (), {
  if (Module.labAskForReport) Module.labAskForReport();
});
EM_JS(void, ShowPageError, (const char* text), {
  if (Module.labShowError) Module.labShowError(UTF8ToString(text));
});
EM_JS(void, ShowCheckSummary, (int status), {
  if (Module.labChecksDone) Module.labChecksDone(status);
});

int RunPageChecks() {
  CheckOptions options;
  options.report_path = "/report.json";  // the page's run, as --report writes it (web/index.html offers it)
  const int status = RunChecks({}, options);
  ShowCheckSummary(status);
  return status;
}

int OpenLabWindow() {
  SetCrashHint("Fix the function, rebuild the page (./lab.sh web --build-only), then reload it (F5).");
  const std::optional<std::string> wanted = QueryValue("sample");
  g_lab = new Lab();
  g_lab->RememberLastSample(false);  // the address says which sample
  const SampleInfo* first = &Samples().front();
  if (wanted && !wanted->empty()) {
    if (const SampleInfo* info = FindSample(*wanted)) {
      first = info;
    } else {
      const std::string message = UnknownSampleMessage(*wanted);
      log::Error(message);
      ShowPageError(message.c_str());
    }
  }
  g_lab->SelectByName(first->name);
  g_lab->StartBackgroundChecks(first);
  g_viewer = new ReportViewer();
  LabWindowOptions options;
  options.msaa = IsSoftwareWebGl() != 0 ? 0 : -1;
  if (const auto msaa = QueryValue("msaa")) options.msaa = std::atoi(msaa->c_str());
  if (QueryValue("state")) options.after_frame = UiStateWriter("/state.json");
  options.prepare_ui = [](LabUi& ui) {
    ui.open_report = [] { AskForReport(); };
    ui.more_panels = [](Lab& lab, LabUi& panels) { g_viewer->Draw(lab, panels); };
  };
  std::string error;
  // Returns only when the window could not be made: the browser calls its frames from here on.
  if (!RunLabWindow(*g_lab, options, error)) {
    log::Error(error);
    ShowPageError(fmt::format("The lab could not open its window: {}", error).c_str());
    return kExitGraphics;
  }
  return kExitOk;
}

}  // namespace
}  // namespace lab

// Called by web/index.html with a file it has written to the page's file system (a picked or dropped report).
extern "C" EMSCRIPTEN_KEEPALIVE int lab_open_report(const char* path, const char* name) {
  if (lab::g_viewer == nullptr) return 0;
  std::string error;
  if (!lab::g_viewer->Load(path, name, error)) {
    lab::log::Error(error);
    lab::ShowPageError(error.c_str());
    return 0;
  }
  return 1;
}

int main() {
  ::setenv("NO_COLOR", "1", 1);  // the page shows plain text
  if (lab::QueryValue("check")) return lab::RunPageChecks();
  return lab::OpenLabWindow();
}
