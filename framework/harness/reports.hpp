// Machine-readable results of --check, for graders and CI: a JSON report and JUnit XML.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "framework/harness/isolation.hpp"
#include "framework/sample/registry.hpp"

namespace lab {

struct SampleResult {
  const SampleInfo* info = nullptr;
  int number = 0;  // 1-based, as --list shows it
  IsolatedRun run;
};

// The student's progress per chapter: Collisions functions implemented (no stub ran) of all, when every sample
// ran; cases passing of all.
struct ChapterProgress {
  int functions_implemented = 0;
  int functions_total = 0;
  int cases_passed = 0;
  int cases_total = 0;
};
struct Progress {
  bool all_samples_ran = false;
  std::map<int, ChapterProgress> chapters;
  std::vector<std::string> stubs;  // the functions still stubs (or reached as stubs), in chapter order
};
// With an assignment, asked names the functions it asks for: only they are counted, and only their chapters shown.
Progress ComputeProgress(const std::vector<SampleResult>& results, bool all_samples_ran,
                         const std::vector<std::string>* asked = nullptr);

// A student function's failing cases, by sample: its own sample (the one that runs its random cases) first,
// then the others in the order they ran.
struct FunctionFailures {
  std::string function;
  std::vector<std::pair<std::string, int>> samples;  // (sample, failing cases that call the function)
};
std::vector<FunctionFailures> FailuresByFunction(const std::vector<SampleResult>& results);

struct AssignmentScore;  // framework/harness/assignment.hpp

// Both write the whole file, with the assignment's points when there is one (points may be null); false with the
// reason when it cannot be written.
bool WriteJsonReport(const std::string& path, const std::vector<SampleResult>& results, const Progress& progress,
                     const AssignmentScore* points, std::string& error);
bool WriteJUnitReport(const std::string& path, const std::vector<SampleResult>& results, const AssignmentScore* points,
                      std::string& error);
// Writes text to path (the whole file); false with the reason when it cannot.
bool WriteTextFile(const std::string& path, const std::string& text, std::string& error);

}  // namespace lab
