#include "framework/harness/check_run.hpp"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <thread>

#include <fmt/format.h>

#include "framework/harness/assignment.hpp"
#include "framework/harness/contracts.hpp"
#include "framework/harness/hints.hpp"
#include "framework/harness/progress.hpp"
#include "framework/harness/reports.hpp"
#include "framework/io/log.hpp"
#include "framework/sample/loading.hpp"

namespace lab {

void PrintFailures(const Checks& checks, std::string_view indent) {
  for (const Checks::Failure& failure : checks.Failures()) {
    log::Write(stderr, log::Style::kFail, fmt::format("{}FAIL ", indent));
    std::fputs(checks.Describe(failure).c_str(), stderr);
    std::fputc('\n', stderr);
  }
  std::fflush(stderr);
}

std::optional<std::vector<const SampleInfo*>> Resolve(const std::vector<std::string>& names) {
  std::vector<const SampleInfo*> found;
  bool all_known = true;
  for (const std::string& name : names) {
    if (const SampleInfo* info = FindSample(name)) {
      found.push_back(info);
    } else {
      log::Error(UnknownSampleMessage(name));
      all_known = false;
    }
  }
  if (!all_known) return std::nullopt;
  return found;
}

int SampleNumber(const SampleInfo& info) { return static_cast<int>(&info - Samples().data()) + 1; }

int RunChecks(const std::vector<std::string>& names, const CheckOptions& options) {
  ForgetStubsReached();
  std::optional<Assignment> assignment;
  if (const std::string path = options.assignment_path.empty() ? DefaultAssignmentPath() : options.assignment_path;
      !path.empty()) {
    std::string problem;
    assignment = LoadAssignment(path, problem);
    if (!assignment) {
      log::Error(problem);
      return kExitUsage;
    }
  }
  std::vector<const SampleInfo*> selected;
  if (names.empty()) {
    for (const SampleInfo& info : Samples()) selected.push_back(&info);
  } else {
    auto resolved = Resolve(names);
    if (!resolved) return kExitUsage;
    selected = *resolved;
  }
  int passed = 0, failed = 0, abnormal = 0;
  std::vector<SampleResult> results;
  log::SetQuiet(true);  // samples' own console output would drown the verdicts
  // Each sample in a child process, one per core (at most four at a time): a crash or a hang fails that
  // sample and the run goes on. Each sample's lines are printed as soon as it (and every sample before it) has
  // finished.
  results.reserve(selected.size());
  const int jobs = static_cast<int>(std::clamp(std::thread::hardware_concurrency(), 1u, 4u));
  std::atomic<bool> stop = false;  // --fail-fast, once a sample has failed
  RunIsolatedInOrder(
      selected, options.limits, jobs,
      [&](std::size_t index, IsolatedRun& finished) {
        const SampleInfo* info = selected[index];
        SampleResult& result =
            results.emplace_back(SampleResult{.info = info, .number = SampleNumber(*info), .run = std::move(finished)});
        const IsolatedRun& run = result.run;
        RecordStubsReached(run);
        const Checks& checks = run.checks;
        passed += checks.Passed();
        failed += checks.Failed();
        if (!run.finished) {
          ++abnormal;
          PrintAbnormal(*info, run);
          if (checks.Total() > 0) {
            fmt::print("      its cases before that: {} passed, {} failed\n", checks.Passed(), checks.Failed());
            std::fflush(stdout);
          }
          PrintFailures(checks, "      ");
        } else if (checks.Failed() > 0) {
          log::Write(stdout, log::Style::kFail, "FAIL");
          fmt::print("  {:<30} {} of {} cases failed\n", info->name, checks.Failed(), checks.Total());
          std::fflush(stdout);
          PrintFailures(checks, "      ");
        } else {
          log::Write(stdout, log::Style::kPass, "PASS");
          fmt::print("  {:<30} {}\n", info->name,
                     checks.Total() == 0   ? std::string("no checks")
                     : checks.Total() == 1 ? std::string("1 case")
                                           : fmt::format("{} cases", checks.Total()));
        }
        std::fflush(stdout);
        if (options.fail_fast && (!run.finished || checks.Failed() > 0)) stop = true;
      },
      &stop);
  log::SetQuiet(false);
  if (stop && results.size() < selected.size()) {
    fmt::print("stopped at the first failure (--fail-fast): {} of {} samples ran\n", results.size(), selected.size());
  }
  // The failures again by function, each function's own sample (the one that runs its random cases) first, so a
  // broken Raycast(Ray, Sphere) reads as RaycastSphere's before LineTest's; and a function whose failures are
  // exactly a known slip's (the mutant catalogue's, samples/hints.txt) gets its hint.
  const std::vector<FunctionFailures> by_function = FailuresByFunction(results);
  const std::vector<Hint> hints = MatchHints(results);
  if (by_function.size() > 1 || (!by_function.empty() && !hints.empty())) {
    fmt::print("Failing functions, each with its own sample first:\n");
    for (const FunctionFailures& function : by_function) {
      std::string where;
      for (const auto& [sample, cases] : function.samples) {
        where += fmt::format("{}{} {} in {}", where.empty() ? "" : ", ", cases, cases == 1 ? "case" : "cases", sample);
      }
      fmt::print("  {:<40} {}\n", function.function, where);
    }
  }
  for (const Hint& hint : hints) {
    log::Write(stdout, log::Style::kWarn, "hint");
    fmt::print("  {}: {}\n", hint.function, hint.text);
  }
  std::fflush(stdout);
  // The functions implemented are counted only when every sample ran (a stub no sample reached is implemented).
  std::vector<std::string> asked;
  if (assignment) {
    for (const AssignedFunction& function : assignment->functions) asked.push_back(function.signature);
  }
  const Progress progress =
      ComputeProgress(results, names.empty() && results.size() == selected.size(), assignment ? &asked : nullptr);
  if (ProgressToShow()) PrintProgress(progress);
  std::optional<AssignmentScore> points;
  if (assignment) {
    points = ScoreAssignment(*assignment, results, progress.stubs);
    PrintPoints(*points);
  }
  const AssignmentScore* scored = points ? &*points : nullptr;
  int status = failed == 0 && abnormal == 0 ? kExitOk : kExitChecksFailed;
  std::string error;
  if (!options.report_path.empty() && !WriteJsonReport(options.report_path, results, progress, scored, error)) {
    log::Error(error);
    status = kExitGraphics;
  }
  if (!options.junit_path.empty() && !WriteJUnitReport(options.junit_path, results, scored, error)) {
    log::Error(error);
    status = kExitGraphics;
  }
  if (options.contracts) {
    int problems = 0;
    const std::string table = ContractsTable(results, problems);
    if (options.contracts_path.empty()) {
      fmt::print("{}", table);
    } else if (!WriteTextFile(options.contracts_path, table, error)) {
      log::Error(error);
      status = kExitGraphics;
    } else {
      fmt::print("wrote the contracts' table to {}\n", options.contracts_path);
    }
    if (problems > 0) {
      log::Error(fmt::format("{} clause{} without a case, or cases with an unknown clause (see the table)", problems,
                             problems == 1 ? "" : "s"));
      if (status == kExitOk) status = kExitChecksFailed;
    }
  }
  if (abnormal > 0) {
    fmt::print("{} passed, {} failed, {} sample{} crashed or timed out\n", passed, failed, abnormal,
               abnormal == 1 ? "" : "s");
  } else {
    fmt::print("{} passed, {} failed\n", passed, failed);
  }
  std::fflush(stdout);
  return status;
}

}  // namespace lab
