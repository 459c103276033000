// The collision-lab command line. Exit codes: 0 success, 1 a check failed, 2 usage error or unknown
// sample, 3 no OpenGL context could be made, or the PNG, a report or the output could not be written.
#pragma once

#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "framework/debug_draw.hpp"
#include "framework/isolation.hpp"
#include "framework/registry.hpp"

namespace lab {

inline constexpr int kExitOk = 0;
inline constexpr int kExitChecksFailed = 1;
inline constexpr int kExitUsage = 2;
inline constexpr int kExitGraphics = 3;

int RunLauncher(int argc, char** argv);

// `PROGRAM --code LIBRARY ARGUMENTS...`: the samples come from LIBRARY (a copy of watch's rebuilt code), then
// ARGUMENTS are read as collision-lab's. The window under `watch` starts its Performance panel's bench so, with
// the very code it shows; collision-lab-live, which has no samples of its own, takes it too.
inline constexpr std::string_view kCodeFlag = "--code";
bool IsCodeCall(int argc, char** argv);
int RunLauncherWithCode(int argc, char** argv);

// "unknown sample 'raycastplan'; did you mean 'RaycastPlane'?" (or the list of the closest, or a pointer to
// --list when nothing is close).
std::string UnknownSampleMessage(std::string_view name);

// A sample as every mode of the launcher (and the tests) loads it: created, attached to its own recording
// draw, initialized (its checks run) and sized to the default window.
struct LoadedSample {
  const SampleInfo* info = nullptr;
  std::unique_ptr<Application> app;
  RecordingDraw draw;
};
std::unique_ptr<LoadedSample> LoadSample(const SampleInfo& info);

struct CheckOptions {
  IsolationLimits limits;
  std::string report_path;  // --report: JSON, when not empty
  std::string junit_path;   // --junit: JUnit XML, when not empty
  bool fail_fast = false;   // --fail-fast: no sample starts after one fails
  // --contracts [FILE]: after every sample's checks, the table of the contracts' clauses and their cases
  // (framework/contracts.hpp), to FILE or the terminal; exit status 1 when a clause has no case.
  bool contracts = false;
  std::string contracts_path;
};

// --check: runs the checks (and one headless Render) of the named samples, or of all when names is empty,
// each in a child process (a crash or a hang fails that sample; the run goes on), prints a line per sample
// as it finishes and then "N passed, M failed". Returns an exit code.
int RunChecks(const std::vector<std::string>& names, const CheckOptions& options = {});

// Prints the samples in two numbered columns, as the tutorial's Program does.
void PrintSampleColumns(std::FILE* out);

}  // namespace lab
