#include "framework/sample/checks.hpp"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "framework/sample/calls.hpp"
#include "primitives/format.hpp"

namespace lab {

namespace {
Checks::RecordHook g_record_hook = nullptr;
}

void Checks::SetRecordHook(RecordHook hook) { g_record_hook = hook; }

Checks::Checks(std::string sample) : sample_(std::move(sample)) {
  calls::Take();  // calls made before these checks began belong to no case of theirs
}

void Checks::Add(Case recorded) {
  if (recorded.passed) {
    ++passed_;
  } else {
    failures_.push_back(recorded);
  }
  cases_.push_back(std::move(recorded));
}

namespace {
Checks::Case MakeCase(bool passed, std::string_view what, std::string expected, std::string actual,
                      std::string tolerance, std::string message) {
  Checks::Case made;
  made.passed = passed;
  made.what = std::string(what);
  made.expected = std::move(expected);
  made.actual = std::move(actual);
  made.tolerance = std::move(tolerance);
  made.message = std::move(message);
  return made;
}
}  // namespace

bool Checks::Record(Case recorded, const std::source_location& where) {
  recorded.case_index = cases_.size() + 1;
  recorded.items = items_;
  recorded.file = where.file_name();
  recorded.line = where.line();
  recorded.functions = calls::Take();
  if (!next_functions_.empty()) recorded.functions = std::move(next_functions_);
  next_functions_.clear();
  recorded.clause = std::move(next_clause_);
  next_clause_.clear();
  if (recorded.functions.empty() &&
      ((recorded.file == last_file_ && recorded.line == last_line_) || !recorded.clause.empty())) {
    // The rest of one check's cases (a raycast's t after its hit), or a clause's case about the last call's
    // outputs (the t it set, the result it left alone).
    recorded.functions = last_functions_;
  }
  last_functions_ = recorded.functions;
  last_file_ = recorded.file;
  last_line_ = recorded.line;
  const bool passed = recorded.passed;
  Add(std::move(recorded));
  if (g_record_hook != nullptr) g_record_hook(*this, cases_.back());
  return passed;
}

bool Checks::Expect(std::string_view what, bool expected, bool actual, std::source_location where) {
  return Record(MakeCase(expected == actual, what, fmt::format("{}", expected), fmt::format("{}", actual), {},
                         fmt::format("expected {}, got {}", expected, actual)),
                where);
}

bool Checks::ExpectNear(std::string_view what, float expected, float actual, float tolerance,
                        std::source_location where) {
  // Written so that a NaN actual fails.
  const bool ok = std::abs(expected - actual) <= tolerance;
  return Record(
      MakeCase(ok, what, fmt::format("{:g}", expected), fmt::format("{:g}", actual), fmt::format("{:g}", tolerance),
               fmt::format("expected {:g}, got {:g} (tolerance {:g})", expected, actual, tolerance)),
      where);
}

bool Checks::ExpectNear(std::string_view what, const glm::vec3& expected, const glm::vec3& actual, float tolerance,
                        std::source_location where) {
  bool ok = true;
  for (int axis = 0; axis < 3; ++axis) ok = ok && std::abs(expected[axis] - actual[axis]) <= tolerance;
  return Record(
      MakeCase(ok, what, fmt::format("{}", expected), fmt::format("{}", actual), fmt::format("{:g}", tolerance),
               fmt::format("expected {}, got {} (tolerance {:g})", expected, actual, tolerance)),
      where);
}

bool Checks::ExpectTrue(std::string_view what, bool holds, std::string_view detail, std::source_location where) {
  return Record(MakeCase(holds, what, {}, {}, {}, std::string(detail)), where);
}

void Checks::Fail(std::string_view message, std::source_location where) {
  Record(MakeCase(false, message, {}, {}, {}, {}), where);
}

bool Checks::RandomCases(std::string_view what, int total, int failed, std::vector<std::string> counterexamples,
                         std::string_view message, std::source_location where) {
  Case made = MakeCase(failed == 0, what, fmt::format("{} agree", total), fmt::format("{} disagree", failed), {},
                       message.empty() ? fmt::format("all {} agree", total) : std::string(message));
  made.random_total = total;
  made.random_failed = failed;
  made.counterexamples = std::move(counterexamples);
  return Record(std::move(made), where);
}

std::vector<const Checks::Case*> Checks::CasesAbout(int item) const {
  std::vector<const Case*> about;
  for (const Case& recorded : cases_) {
    if (std::find(recorded.items.begin(), recorded.items.end(), item) != recorded.items.end())
      about.push_back(&recorded);
  }
  return about;
}

std::string Checks::Describe(const Case& recorded) const {
  std::string text = sample_;
  if (recorded.case_index != kNoCase) text += fmt::format(" case {}", recorded.case_index);
  // The student's functions the case called, unless the check's own words begin with the call.
  std::string called;
  for (const std::string& function : recorded.functions) {
    if (!calls::IsStudentFunction(function)) continue;
    const std::string_view name = std::string_view(function).substr(0, function.find('('));
    if (recorded.what.starts_with(std::string(name) + "(")) continue;
    called += (called.empty() ? "" : ", ") + function;
  }
  if (!recorded.clause.empty()) called += (called.empty() ? "" : ": ") + recorded.clause;
  if (!called.empty()) text += " [" + called + "]";
  text += ": ";
  text += recorded.what;
  if (!recorded.message.empty()) text += ": " + recorded.message;
  return text;
}

}  // namespace lab
