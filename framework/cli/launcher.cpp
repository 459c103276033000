#include "framework/cli/launcher.hpp"

#include <cerrno>
#include <cmath>
#include <cstring>
#include <dlfcn.h>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "framework/harness/assignment.hpp"
#include "framework/harness/bench.hpp"
#include "framework/harness/isolation.hpp"
#include "framework/harness/model_option.hpp"
#include "framework/io/log.hpp"
#include "framework/io/text.hpp"
#include "framework/sample/frame.hpp"
#include "framework/sample/registry.hpp"
#include "framework/window/audit.hpp"
#include "framework/window/hosts.hpp"
#include "framework/window/ui_state.hpp"

namespace lab {
namespace {

int ReportChecks(const Checks& checks) {
  PrintFailures(checks, "");
  if (checks.Total() == 0) return kExitOk;
  if (checks.Failed() == 0) {
    log::Write(stdout, log::Style::kPass, fmt::format("{}: all {} checks passed\n", checks.Sample(), checks.Total()));
  } else {
    log::Write(stdout, log::Style::kFail,
               fmt::format("{}: {} of {} checks failed\n", checks.Sample(), checks.Failed(), checks.Total()));
  }
  std::fflush(stdout);
  return checks.Failed() == 0 ? kExitOk : kExitChecksFailed;
}

int Screenshot(LoadedSample& sample, const SampleInfo& info, glm::ivec2 size, const std::string& path) {
  std::string error;
  if (!RenderOffscreenPng(*sample.app, info, sample.draw, size, path, error)) {
    // Either no GL context could be made, or the picture could not be written (which says so itself).
    log::Error(error.starts_with("could not write") ? error
                                                    : fmt::format("no offscreen OpenGL 3.3 core rendering: {}", error));
    return kExitGraphics;
  }
  log::Info(fmt::format("wrote {}", std::filesystem::absolute(path).string()));
  return kExitOk;
}

// The program's own path and arguments, so that F5 in a crash report's window can start the rebuilt program.
std::string g_program_path;
std::vector<char*> g_arguments;

}  // namespace

namespace {

// What the window and the offscreen --ui take from the command line.
struct ViewOptions {
  bool ui = false;                            // --ui: a screenshot with the panels
  std::optional<std::size_t> case_number;     // --case: the case selected (highlighted) when the window opens
  std::optional<std::size_t> counterexample;  // --counterexample: that case's random-case disagreement shown
  std::string bench_against;                  // --against: the reference the Performance panel sets beside
  LabWindowOptions window;
};

// Opens the lab's window on a sample. Returns false (with the reason logged) when no window could be made.
bool OpenLab(const SampleInfo& info, const IsolationLimits& limits, const ViewOptions& view) {
  Lab lab(limits);
  lab.SetBenchReference(view.bench_against);
  lab.Select(static_cast<std::size_t>(&info - Samples().data()));
  if (view.case_number) lab.SelectCaseNumber(*view.case_number);
  if (view.counterexample) lab.SelectCounterexampleNumber(*view.counterexample);
  lab.StartBackgroundChecks(&info);
  std::string error;
  if (RunLabWindow(lab, view.window, error)) return true;
  log::Error(error);
  return false;
}

// The PNG of a sample whose checks or first frame crashed or hung: the report instead of the scene.
void ScreenshotCrashReport(const SampleInfo& info, const IsolatedRun& run, glm::ivec2 size, const std::string& path) {
  const SampleInfo report_info{.name = info.name,
                               .chapter = info.chapter,
                               .description = "This sample crashed or hung before it could be drawn:",
                               .create = nullptr,
                               .source_file = info.source_file};
  const std::unique_ptr<Application> report = MakeCrashReport(AbnormalLines(info, run));
  RecordingDraw draw;
  report->Attach(info.name, draw);
  report->Initialize(size.x, size.y);
  std::string error;
  if (!RenderOffscreenPng(*report, report_info, draw, size, path, error)) log::Error(error);
}

// Runs one sample: its checks, then the lab's window on it, or an offscreen PNG when there is no display (or
// --screenshot). The checks and one frame run first in a child process, so that a crash or a hang in them is
// reported instead of fatal; the window then shows the report in place of the scene.
int RunSample(const SampleInfo& info, const std::optional<std::string>& screenshot, glm::ivec2 size,
              const IsolationLimits& limits = {}, const ViewOptions& view = {}) {
  log::Info(fmt::format("{}: {}", info.name, info.description));
  const IsolatedRun trial = RunIsolated(info, limits);
  const bool window = !screenshot && DisplayAvailable() && info.create()->UsesWindow();
  if (!trial.finished) {
    PrintAbnormal(info, trial);
    if (screenshot && !view.ui) {
      ScreenshotCrashReport(info, trial, size, *screenshot);
    } else if (window) {
      OpenLab(info, limits, view);
    }
    if (!screenshot || !view.ui) return kExitChecksFailed;
  }
  std::unique_ptr<LoadedSample> sample;
  int check_status = kExitChecksFailed;
  if (trial.finished) {
    sample = LoadSample(info);
    check_status = ReportChecks(sample->app->Check());
  }
  int status = kExitOk;
  if (!info.create()->UsesWindow()) {
    // Nothing to show.
  } else if (screenshot && view.ui) {
    Lab lab(limits);
    lab.Select(static_cast<std::size_t>(&info - Samples().data()));
    if (view.case_number) lab.SelectCaseNumber(*view.case_number);
    if (view.counterexample) lab.SelectCounterexampleNumber(*view.counterexample);
    lab.StartBackgroundChecks(&info);
    std::string error;
    if (RenderLabOffscreenPng(lab, size, view.window.ui_scale > 0 ? view.window.ui_scale : 1.0f, *screenshot, error)) {
      log::Info(fmt::format("wrote {}", std::filesystem::absolute(*screenshot).string()));
    } else {
      log::Error(error.starts_with("could not write")
                     ? error
                     : fmt::format("no offscreen OpenGL 3.3 core rendering: {}", error));
      status = kExitGraphics;
    }
  } else if (screenshot) {
    status = Screenshot(*sample, info, size, *screenshot);
  } else if (!window) {
    log::Info("no display (DISPLAY and WAYLAND_DISPLAY are unset): rendering the first frame offscreen instead");
    if (!view.bench_against.empty()) {
      log::Warn(
          fmt::format("--against is the window's Performance panel's reference; with no window, time the "
                      "sample in the terminal: collision-lab --bench {} --against {}",
                      info.name, view.bench_against));
    }
    status = Screenshot(*sample, info, size, info.name + ".png");
  } else {
    sample->app->Shutdown();
    sample.reset();  // the lab loads its own
    if (!OpenLab(info, limits, view)) {
      log::Info("rendering the first frame offscreen instead");
      sample = LoadSample(info);
      status = Screenshot(*sample, info, size, info.name + ".png");
    }
  }
  if (sample) sample->app->Shutdown();
  return status != kExitOk ? status : check_status;
}

// No argument: the numbered list, then ask until a sample is chosen, 'q' is typed or input ends.
int Interactive() {
  PrintSampleColumns(stdout);
  std::string answer;
  while (true) {
    std::fputs("Enter a sample number or name (q to quit): ", stdout);
    std::fflush(stdout);
    if (!std::getline(std::cin, answer)) {
      std::fputc('\n', stdout);
      return kExitOk;
    }
    answer.erase(0, answer.find_first_not_of(" \t\r"));
    answer.erase(answer.find_last_not_of(" \t\r") + 1);
    if (answer.empty()) continue;
    if (answer == "q" || answer == "Q") return kExitOk;
    if (const SampleInfo* info = FindSample(answer)) {
      return RunSample(*info, std::nullopt, kDefaultWindowSize);
    }
    if (std::all_of(answer.begin(), answer.end(), [](unsigned char c) { return std::isdigit(c); })) {
      log::Error(fmt::format("there is no sample number {}; the numbers go from 1 to {}", answer, Samples().size()));
    } else {
      log::Error(UnknownSampleMessage(answer));
    }
  }
}

void PrintList() {
  const auto& samples = Samples();
  std::size_t width = 0;
  for (const SampleInfo& info : samples) width = std::max(width, info.name.size());
  for (std::size_t i = 0; i < samples.size(); ++i) {
    const SampleInfo& info = samples[i];
    fmt::print("{:>2}. {:<{}}  {:<24} {}\n", i + 1, info.name, width,
               fmt::format("{}. {}", static_cast<int>(info.chapter), ChapterTitle(info.chapter)), info.description);
  }
}

}  // namespace

void PrintSampleColumns(std::FILE* out) {
  const auto& samples = Samples();
  const std::size_t rows = (samples.size() + 1) / 2;
  for (std::size_t row = 0; row < rows; ++row) {
    std::string line = fmt::format("{:>2}. {:<30}", row + 1, samples[row].name);
    if (row + rows < samples.size()) line += fmt::format("{:>2}. {:<30}", row + rows + 1, samples[row + rows].name);
    line.erase(line.find_last_not_of(' ') + 1);
    fmt::print(out, "{}\n", line);
  }
}

namespace {

// The command line: each option's value, and which options were given at all.
struct CommandLine {
  std::string sample_name;
  // Every name given without an option: one sample to run, or (after --check and its options, as in
  // `--check --model my.obj OBJRaycast OBJSample`) samples whose checks to run.
  std::vector<std::string> positional_names;
  std::vector<std::string> check_names;
  std::vector<std::string> bench_names;
  std::vector<std::string> audit_names;
  std::string against;
  std::string save_figures;
  std::string bench_records;
  std::string screenshot_path;
  std::string model_path;
  std::string size_text = fmt::format("{}x{}", kDefaultWindowSize.x, kDefaultWindowSize.y);
  std::size_t case_number = 0;
  std::size_t counterexample = 0;
  double timeout_seconds = DefaultTimeoutSeconds();
  bool list = false;
  bool names_only = false;
  ViewOptions view;
  CheckOptions checks;
  // Given, beyond its value: a bare --check has no value, and some options only go with others.
  struct Given {
    bool check = false;
    bool screenshot = false;
    bool size = false;
    bool ui = false;
    bool frames = false;
    bool ui_scale = false;
    bool case_number = false;
    bool counterexample = false;
    bool stats = false;
    bool report = false;
    bool contracts = false;
    bool junit = false;
    bool assignment = false;
    bool model = false;
    bool bench = false;
    bool against = false;
    bool save_figures = false;
    bool bench_records = false;
    bool audit = false;
  } given;
  glm::ivec2 image_size = kDefaultWindowSize;  // the screenshot's, set by ResolveValues
};

constexpr const char* kDescription =
    "Collision Lab: a visual unit-test harness for 3D collision detection.\n"
    "Each sample checks a Collisions function against known answers, then draws the scene:\n"
    "rays red on a hit and blue on a miss, hit points green.";

constexpr const char* kFooter =
    "Examples:\n"
    "  collision-lab                      the window on the last sample (no display: list and ask)\n"
    "  collision-lab RaycastPlane         run a sample by name (any case) or number\n"
    "  collision-lab --check              run every sample's checks with no window\n"
    "  collision-lab --check RaycastPlane PointOnLine\n"
    "  collision-lab --check --report results.json --junit results.xml\n"
    "  collision-lab --screenshot out.png --size 1024x768 RaycastPlane\n"
    "  collision-lab --screenshot window.png --ui RaycastSphere   the window, panels included\n"
    "  collision-lab --frames 300 --stats       frame times of every sample in the window\n"
    "  collision-lab --check --model my.obj     the model samples' checks on your own OBJ file\n"
    "  collision-lab --bench RaycastSphere      time the functions a sample calls (ns per call)\n"
    "  collision-lab --audit                    does every sample's picture read? (labels, framing)\n"
    "  collision-lab --bench OBJRaycast --against ../reference/build/release/collision-lab\n"
    "  collision-lab RaycastSphere --against figures.txt   the window; its Performance panel sets\n"
    "                                     the reference beside your figures\n"
    "\n"
    "With a display and no sample named, the window opens on the last sample opened. In the\n"
    "window: the samples on the left (N/P, a filter), every case on the right (point at one\n"
    "to highlight its geometry), white squares to drag; F1 lists the keys.\n"
    "\n"
    "With no display (DISPLAY and WAYLAND_DISPLAY unset) a sample renders its first frame\n"
    "offscreen to NAME.png instead of opening a window.\n"
    "\n"
    "Each sample's checks run in a child process: a crash, a hang (--timeout) or runaway\n"
    "memory (--memory) fails that sample with a stack trace naming the function and line,\n"
    "and the run goes on.\n"
    "\n"
    "Exit status: 0 success, 1 a check failed (or a sample crashed or timed out), 2 usage\n"
    "error or unknown sample, 3 no OpenGL 3.3 core context, or the PNG, a report or the\n"
    "output could not be written.";

// What to run: a sample, the list, or the checks.
void DefineRunOptions(CLI::App& cli, CommandLine& line) {
  cli.add_option("sample", line.positional_names, "Sample name (case-insensitive) or number (with --check, several)")
      ->expected(0, CLI::detail::expected_max_vector_size);
  cli.add_flag("-l,--list", line.list, "List every sample: number, name, chapter and description");
  cli.add_flag("--names", line.names_only, "Print only the sample names, one per line (for scripts)");
  cli.add_option("-c,--check", line.check_names,
                 "Run the checks of the named samples (all when none are named) with no window\n"
                 "or GL context; ends with 'N passed, M failed'")
      ->expected(0, CLI::detail::expected_max_vector_size);
  cli.add_option("--bench", line.bench_names,
                 "Time the Collisions functions the named samples call (all when none are named), on\n"
                 "each sample's own calls and on 4096 random cases, in ns per call")
      ->expected(0, CLI::detail::expected_max_vector_size);
  cli.add_option("--audit", line.audit_names,
                 "Open the named samples (all when none are named) as the window first shows them\n"
                 "(1280x720, with the panels) and print a line each: overlapping labels, text or cases\n"
                 "outside the view, the smallest case on screen; exit 1 when any picture fails")
      ->expected(0, CLI::detail::expected_max_vector_size);
  cli.add_option("--against", line.against,
                 "With --bench or the window (its Performance panel): set the reference's figures beside\n"
                 "yours, from another build's collision-lab (run on the same samples) or a file\n"
                 "--save-figures wrote");
  cli.add_option("--save-figures", line.save_figures, "With --bench: save the figures to this file (for --against)");
  cli.add_option(std::string(bench::kRecordsOption), line.bench_records,
                 "With --bench: write its progress and figures to this file as they come, one line of\n"
                 "tab-separated fields each (for programs; the window reads them)");
  cli.add_option("--model", line.model_path,
                 "Run the model samples (chapter 4's OBJ*, MeshAgainstMesh) on this OBJ file instead of\n"
                 "knot.obj, checking what holds for any mesh against brute force; with --check and no\n"
                 "names, only those samples");
}

// How to show a sample: a screenshot, or the window.
void DefineViewOptions(CLI::App& cli, CommandLine& line) {
  ViewOptions& view = line.view;
  cli.add_option("-s,--screenshot", line.screenshot_path, "Render SAMPLE's first frame offscreen to this PNG file");
  cli.add_option("--size", line.size_text, "Screenshot size as WxH")->capture_default_str();
  cli.add_flag("--ui", view.ui, "With --screenshot: include the window's panels (browser, checks)");
  cli.add_option("--frames", view.window.frames,
                 "Close the window after N frames of the sample (with --stats: of each sample)")
      ->check(CLI::Range(1, 1000000));
  cli.add_option("--ui-scale", view.window.ui_scale, "The panels' scale, 1 to 3 (default: the monitor's)")
      ->check(CLI::Range(1.0f, 3.0f));
  cli.add_option("--msaa", view.window.msaa,
                 "The window's multisampling of the scene: 0 (off), 2, 4 or 8 (default: 4 on a GPU, off on a "
                 "software renderer such as llvmpipe, to keep 60 frames a second)")
      ->check(CLI::IsMember({0, 2, 4, 8}));
  cli.add_option("--counterexample", line.counterexample,
                 "With --case N: show the Kth of that case's random cases that disagree with the reference")
      ->check(CLI::Range(std::size_t{1}, std::size_t{1000}));
  cli.add_option("--case", line.case_number, "Open with case N of the sample selected (its geometry highlighted)")
      ->check(CLI::Range(std::size_t{1}, std::size_t{1000000}));
  cli.add_flag("--stats", view.window.stats,
               "With --frames: print frame times (vsync off); with no sample, of every sample");
}

// How the checks run and where their results go.
void DefineCheckOptions(CLI::App& cli, CommandLine& line) {
  cli.add_option("--timeout", line.timeout_seconds,
                 "Seconds a sample's checks (and its first frame) may take before it is stopped and\n"
                 "reported, with where it was")
      ->capture_default_str()
      ->check(CLI::Range(0.1, 86400.0));
  cli.add_option("--memory", line.checks.limits.memory_mib, "MiB of memory a sample may use before it is stopped")
      ->capture_default_str()
      ->check(CLI::Range(64, 1 << 20));
  cli.add_option("--report", line.checks.report_path, "With --check: write every sample's and case's result as JSON");
  cli.add_option("--junit", line.checks.junit_path, "With --check: write the results as JUnit XML");
  cli.add_option("--assignment", line.checks.assignment_path,
                 "With --check: score the run against this assignment (its JSON, docs/ASSIGNMENT.md): the\n"
                 "points per function in the progress table and the reports (default: the tree's\n"
                 "assignment.json, when a hand-out carries one)");
  cli.add_option("--contracts", line.checks.contracts_path,
                 "Run every sample's checks, then print (or write to FILE) which cases check each clause of\n"
                 "each student function's contract (samples/contracts/); exit 1 when a clause has none")
      ->expected(0, 1);
  cli.add_flag("--fail-fast", line.checks.fail_fast,
               "With --check: start no sample after the first that fails (those running finish); the\n"
               "stubs the samples that ran reached are still listed");
}

// The options in the order --help lists them, each writing into `line`.
void DefineOptions(CLI::App& cli, CommandLine& line) {
  cli.footer(kFooter);
  DefineRunOptions(cli, line);
  DefineViewOptions(cli, line);
  DefineCheckOptions(cli, line);
  cli.get_formatter()->column_width(26);
}

CommandLine::Given GivenOptions(const CLI::App& cli) {
  const auto given = [&](const char* name) { return cli.count(name) > 0; };
  return {.check = given("--check"),
          .screenshot = given("--screenshot"),
          .size = given("--size"),
          .ui = given("--ui"),
          .frames = given("--frames"),
          .ui_scale = given("--ui-scale"),
          .case_number = given("--case"),
          .counterexample = given("--counterexample"),
          .stats = given("--stats"),
          .report = given("--report"),
          .contracts = given("--contracts"),
          .junit = given("--junit"),
          .assignment = given("--assignment"),
          .model = given("--model"),
          .bench = given("--bench"),
          .against = given("--against"),
          .save_figures = given("--save-figures"),
          .bench_records = given(std::string(bench::kRecordsOption).c_str()),
          .audit = given("--audit")};
}

// "WxH", each of one to five digits, as numbers; nullopt for anything else.
std::optional<glm::ivec2> ReadSize(std::string_view text) {
  const std::size_t x = text.find('x');
  unsigned long width = 0, height = 0;
  std::size_t width_digits = 0, height_digits = 0;
  if (x == std::string_view::npos || !text::ReadDigits(text, 0, width, width_digits, 5) || width_digits != x ||
      !text::ReadDigits(text, x + 1, height, height_digits, 5) || x + 1 + height_digits != text.size()) {
    return std::nullopt;
  }
  return glm::ivec2(static_cast<int>(width), static_cast<int>(height));
}

// Why --size's text is not a size the offscreen renderer takes, if it is not.
std::optional<std::string> SizeError(const std::string& text) {
  const std::optional<glm::ivec2> size = ReadSize(text);
  if (!size) return "--size takes WxH, e.g. 1024x768";
  if (size->x < 16 || size->y < 16 || size->x > 8192 || size->y > 8192)
    return "--size must be between 16x16 and 8192x8192";
  return std::nullopt;
}

// A size SizeError has accepted.
glm::ivec2 ParseSize(const std::string& text) { return ReadSize(text).value_or(glm::ivec2(0)); }

// The options that go only with others, whatever is run.
std::optional<std::string> ValidateViewOptions(const CommandLine& line) {
  const CommandLine::Given& given = line.given;
  if (given.size) {
    if (std::optional<std::string> error = SizeError(line.size_text)) return error;
    if (!given.screenshot) return "--size only applies to --screenshot";
  }
  if (given.ui && !given.screenshot) return "--ui only applies to --screenshot (the window always has its panels)";
  if (given.stats && !given.frames) return "--stats needs --frames N, e.g. --frames 300";
  if (given.counterexample && !given.case_number) return "--counterexample K needs --case N (the random cases' case)";
  if (given.screenshot && !line.view.ui && (given.ui_scale || given.case_number)) {
    return "--ui-scale and --case show the panels: with --screenshot they need --ui";
  }
  return std::nullopt;
}

// The options that depend on what is run.
std::optional<std::string> ValidateRunOptions(const CommandLine& line) {
  const CommandLine::Given& given = line.given;
  if ((given.report || given.junit) && !given.check && !given.contracts) {
    return "--report and --junit go with --check";
  }
  if (given.assignment && !given.check) return "--assignment goes with --check";
  if ((given.save_figures || given.bench_records) && !given.bench) {
    return "--save-figures and --bench-records go with --bench";
  }
  if (given.audit && (given.check || given.bench || given.screenshot || given.frames || given.contracts)) {
    return "--audit runs alone: not with --check, --bench, --screenshot or --frames";
  }
  if (given.audit) return std::nullopt;
  if (given.bench) {
    if (given.check || given.screenshot || given.frames)
      return "--bench runs alone: not with --check, --screenshot or --frames";
    return std::nullopt;
  }
  if (given.against && (given.check || given.screenshot)) {
    return "--against goes with --bench or the window (its Performance panel), not with --check or --screenshot";
  }
  if (given.against && !given.bench && !std::filesystem::is_regular_file(line.against)) {
    return fmt::format("--against {}: {} (another build's collision-lab, or figures --save-figures wrote)",
                       line.against, std::filesystem::exists(line.against) ? "not a file" : "no such file");
  }
  if (given.check || given.contracts) {
    if (given.screenshot) return "--check and --screenshot cannot be combined";
    return std::nullopt;
  }
  if (line.positional_names.size() > 1) {
    return fmt::format("one sample at a time ('{}' and '{}'); --check runs the checks of several",
                       line.positional_names[0], line.positional_names[1]);
  }
  if (given.screenshot) {
    if (line.sample_name.empty()) return "--screenshot needs a sample, e.g. --screenshot out.png RaycastPlane";
    if (std::filesystem::path(line.screenshot_path).extension() != ".png") {
      return fmt::format("--screenshot writes PNG files; '{}' does not end in .png", line.screenshot_path);
    }
  }
  if (given.frames && !DisplayAvailable()) return "--frames needs a display (DISPLAY or WAYLAND_DISPLAY); try xvfb-run";
  return std::nullopt;
}

// Why the command line cannot run, if it cannot. --list and --names run whatever else it asks for.
std::optional<std::string> Validate(const CommandLine& line) {
  if (std::optional<std::string> error = ValidateViewOptions(line)) return error;
  if (line.given.model && line.model_path.empty()) return "--model needs an OBJ file, e.g. --model my.obj";
  if (line.list || line.names_only) return std::nullopt;
  return ValidateRunOptions(line);
}

// What the valid options mean: the screenshot's size, the case to select, the limits, LAB_UI_STATE's file.
void ResolveValues(CommandLine& line) {
  if (line.given.size) line.image_size = ParseSize(line.size_text);
  if (line.given.screenshot && line.view.ui && !line.given.size) line.image_size = kLabWindowSize;
  if (line.given.case_number) line.view.case_number = line.case_number;
  if (line.given.counterexample) line.view.counterexample = line.counterexample;
  if (line.given.against) line.view.bench_against = std::filesystem::absolute(line.against).string();
  if (const char* state = std::getenv("LAB_UI_STATE")) line.view.window.after_frame = UiStateWriter(state);
  line.checks.limits.timeout =
      std::chrono::milliseconds(static_cast<long long>(std::llround(line.timeout_seconds * 1000.0)));
}

int UsageError(std::string_view message) {
  log::Error(message);
  std::fputs("run 'collision-lab --help' for usage\n", stderr);
  return kExitUsage;
}

int RunNamedChecks(CommandLine& line) {
  line.checks.contracts = line.given.contracts;
  std::erase(line.check_names, std::string());  // a bare --check yields one empty value
  line.check_names.insert(line.check_names.begin(), line.positional_names.begin(), line.positional_names.end());
  // `--check --model my.obj` with no names: the samples that run on the model.
  if (line.check_names.empty() && line.given.model) line.check_names = ModelSampleNames();
  return RunChecks(line.check_names, line.checks);
}

int RunNamedBench(CommandLine& line) {
  std::erase(line.bench_names, std::string());  // a bare --bench yields one empty value
  line.bench_names.insert(line.bench_names.begin(), line.positional_names.begin(), line.positional_names.end());
  return bench::Run({.names = line.bench_names,
                     .against = line.against,
                     .save_path = line.save_figures,
                     .model_path = line.model_path,
                     .records_path = line.bench_records,
                     .limits = line.checks.limits});
}

int RunNamedAudit(CommandLine& line) {
  std::erase(line.audit_names, std::string());  // a bare --audit yields one empty value
  line.audit_names.insert(line.audit_names.begin(), line.positional_names.begin(), line.positional_names.end());
  std::vector<const SampleInfo*> selected;
  if (line.audit_names.empty()) {
    for (const SampleInfo& info : Samples()) selected.push_back(&info);
  } else {
    auto resolved = Resolve(line.audit_names);
    if (!resolved) return kExitUsage;
    selected = *resolved;
  }
  return audit::Run(selected, line.checks.limits);
}

// --frames with --stats and no sample: every sample that opens a window, from the first.
void StartWithFirstWindowSample(CommandLine& line) {
  line.view.window.all_samples = true;
  for (const SampleInfo& candidate : Samples()) {
    if (candidate.create()->UsesWindow()) {
      line.sample_name = candidate.name;  // ConsoleSample, which opens no window, would end the run at once
      break;
    }
  }
}

// With a display, the window opens on the last sample (its browser lists the others); in a terminal with no
// display, the list and the question.
int RunWithNoSampleNamed(const CommandLine& line) {
  if (!DisplayAvailable()) return Interactive();
  const SampleInfo* last = FindSample(LoadLastSample());
  // Given a model, the window opens on a sample that shows it.
  if (line.given.model && (last == nullptr || !last->uses_model)) last = FindSample(ModelSampleNames().front());
  return RunSample(last != nullptr ? *last : Samples().front(), std::nullopt, kDefaultWindowSize, line.checks.limits,
                   line.view);
}

int RunNamedSample(const CommandLine& line) {
  const SampleInfo* info = FindSample(line.sample_name);
  if (info == nullptr) {
    log::Error(UnknownSampleMessage(line.sample_name));
    return kExitUsage;
  }
  if (line.given.screenshot && !info->create()->UsesWindow()) {
    return UsageError(fmt::format("{} only prints and opens no window: there is no picture to take", info->name));
  }
  return RunSample(*info, line.given.screenshot ? std::optional(line.screenshot_path) : std::nullopt, line.image_size,
                   line.checks.limits, line.view);
}

// Runs what the validated command line asks for; returns the exit code.
int Dispatch(CommandLine& line) {
  if (line.list) {
    PrintList();
    return kExitOk;
  }
  if (line.names_only) {
    for (const SampleInfo& info : Samples()) fmt::print("{}\n", info.name);
    return kExitOk;
  }
  if (line.given.check || line.given.contracts) return RunNamedChecks(line);
  if (line.given.bench) return RunNamedBench(line);
  if (line.given.audit) return RunNamedAudit(line);
  if (line.sample_name.empty() && line.given.stats) StartWithFirstWindowSample(line);
  if (line.sample_name.empty()) return RunWithNoSampleNamed(line);
  return RunNamedSample(line);
}

// The program's path and arguments, so that F5 in a crash report's window can start it again.
void RememberCommand(int argc, char** argv) {
  std::error_code ignored;
  g_program_path = std::filesystem::read_symlink("/proc/self/exe", ignored).string();
  g_arguments.assign(argv, argv + argc);
  g_arguments.push_back(nullptr);
  SetCrashRestart([] {
    if (g_program_path.empty()) return;
    std::fflush(nullptr);
    ::execv(g_program_path.c_str(), g_arguments.data());
    log::Error(fmt::format("could not restart {}: {}", g_program_path, std::strerror(errno)));
  });
}

}  // namespace

bool IsCodeCall(int argc, char** argv) { return argc > 2 && argv[1] == kCodeFlag; }

int RunLauncherWithCode(int argc, char** argv) {
  if (::dlopen(argv[2], RTLD_NOW | RTLD_LOCAL) == nullptr) {
    const char* reason = ::dlerror();
    log::Error(fmt::format("could not load {}: {}", argv[2], reason != nullptr ? reason : "unknown error"));
    return kExitUsage;
  }
  std::vector<char*> rest{argv[0]};
  rest.insert(rest.end(), argv + 3, argv + argc);
  rest.push_back(nullptr);
  return RunLauncher(static_cast<int>(rest.size()) - 1, rest.data());
}

int RunLauncher(int argc, char** argv) {
  RememberCommand(argc, argv);
  CLI::App cli{kDescription, "collision-lab"};
  CommandLine line;
  DefineOptions(cli, line);
  try {
    cli.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int code = cli.exit(e);  // prints help (exit 0) or the error and usage
    return code == 0 ? kExitOk : kExitUsage;
  }
  line.given = GivenOptions(cli);
  if (!line.positional_names.empty()) line.sample_name = line.positional_names.front();
  if (std::optional<std::string> error = Validate(line)) return UsageError(*error);
  ResolveValues(line);
  // A hand-out that leaves out the functions its assignment does not ask for leaves out their samples too.
  if (std::string error; !KeepAssignedSamples(line.checks.assignment_path, error)) {
    log::Error(error);
    return kExitUsage;
  }
  // The model is read once, here, before any sample runs: the samples' processes are forked from this one.
  if (line.given.model) {
    std::string error;
    if (!SetUserModel(line.model_path, error)) {
      log::Error(error);
      return kExitUsage;
    }
  }
  return Dispatch(line);
}

}  // namespace lab
