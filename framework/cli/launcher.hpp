// The collision-lab command line (its exit codes: framework/harness/program.hpp).
#pragma once

#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "framework/harness/isolation.hpp"
#include "framework/harness/program.hpp"
#include "framework/sample/loading.hpp"
#include "framework/sample/registry.hpp"

namespace lab {

int RunLauncher(int argc, char** argv);

// A call with kCodeFlag (framework/harness/program.hpp), and how it runs.
bool IsCodeCall(int argc, char** argv);
int RunLauncherWithCode(int argc, char** argv);

struct CheckOptions {
  IsolationLimits limits;
  std::string report_path;  // --report: JSON, when not empty
  std::string junit_path;   // --junit: JUnit XML, when not empty
  bool fail_fast = false;   // --fail-fast: no sample starts after one fails
  // --contracts [FILE]: after every sample's checks, the table of the contracts' clauses and their cases
  // (framework/harness/contracts.hpp), to FILE or the terminal; exit status 1 when a clause has no case.
  bool contracts = false;
  std::string contracts_path;
  // --assignment FILE (docs/ASSIGNMENT.md): the functions asked and their points; the progress table and the
  // reports show the points earned. Empty: the source tree's assignment.json, when a hand-out carries one.
  std::string assignment_path;
};

// --check: runs the checks (and one headless Render) of the named samples, or of all when names is empty,
// each in a child process (a crash or a hang fails that sample; the run goes on), prints a line per sample
// as it finishes and then "N passed, M failed". Returns an exit code.
int RunChecks(const std::vector<std::string>& names, const CheckOptions& options = {});

// Prints the samples in two numbered columns, as the tutorial's Program does.
void PrintSampleColumns(std::FILE* out);

}  // namespace lab
