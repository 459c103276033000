// `--check`: every named sample's checks, each in a run of its own (a child process natively, the page itself in a
// browser: isolation.hpp), a line per sample as it finishes, the failing functions and hints, the reports, then
// "N passed, M failed". Portable C++: the native launcher and the page (framework/web) both run it.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "framework/harness/isolation.hpp"
#include "framework/harness/program.hpp"
#include "framework/sample/checks.hpp"
#include "framework/sample/registry.hpp"

namespace lab {

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

// Runs the checks (and one headless Render) of the named samples, or of all when names is empty, each isolated
// (a crash or a hang fails that sample; the run goes on), prints a line per sample as it finishes and then
// "N passed, M failed". Returns an exit code (program.hpp).
int RunChecks(const std::vector<std::string>& names, const CheckOptions& options = {});

// Each failed case of a sample on stderr, after `indent`.
void PrintFailures(const Checks& checks, std::string_view indent);

// Looks up every name; prints the unknown ones ("did you mean"). Empty optional when any is unknown.
std::optional<std::vector<const SampleInfo*>> Resolve(const std::vector<std::string>& names);

// The sample's number in the list, from 1.
int SampleNumber(const SampleInfo& info);

}  // namespace lab
