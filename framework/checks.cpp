#include "framework/checks.hpp"

#include <cmath>

#include <fmt/format.h>

#include "primitives/primitives.hpp"

namespace lab {

namespace {
Checks::RecordHook g_record_hook = nullptr;
}

void Checks::SetRecordHook(RecordHook hook) { g_record_hook = hook; }

void Checks::Add(Case recorded) {
  if (recorded.passed) {
    ++passed_;
  } else {
    failures_.push_back(recorded);
  }
  cases_.push_back(std::move(recorded));
}

namespace {
Checks::Case MakeCase(std::size_t case_index, bool passed, std::string_view what, std::string expected,
                      std::string actual, std::string tolerance, std::string message) {
  Checks::Case made;
  made.case_index = case_index;
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
  recorded.file = where.file_name();
  recorded.line = where.line();
  const bool passed = recorded.passed;
  Add(std::move(recorded));
  if (g_record_hook != nullptr) g_record_hook(*this, cases_.back());
  return passed;
}

bool Checks::Expect(std::size_t case_index, std::string_view what, bool expected, bool actual,
                    std::source_location where) {
  return Record(MakeCase(case_index, expected == actual, what, fmt::format("{}", expected), fmt::format("{}", actual),
                         {}, fmt::format("expected {}, got {}", expected, actual)),
                where);
}

bool Checks::ExpectNear(std::size_t case_index, std::string_view what, float expected, float actual, float tolerance,
                        std::source_location where) {
  // Written so that a NaN actual fails.
  const bool ok = std::abs(expected - actual) <= tolerance;
  return Record(MakeCase(case_index, ok, what, fmt::format("{:g}", expected), fmt::format("{:g}", actual),
                         fmt::format("{:g}", tolerance),
                         fmt::format("expected {:g}, got {:g} (tolerance {:g})", expected, actual, tolerance)),
                where);
}

bool Checks::ExpectNear(std::size_t case_index, std::string_view what, const glm::vec3& expected,
                        const glm::vec3& actual, float tolerance, std::source_location where) {
  bool ok = true;
  for (int axis = 0; axis < 3; ++axis) ok = ok && std::abs(expected[axis] - actual[axis]) <= tolerance;
  return Record(MakeCase(case_index, ok, what, fmt::format("{}", expected), fmt::format("{}", actual),
                         fmt::format("{:g}", tolerance),
                         fmt::format("expected {}, got {} (tolerance {:g})", expected, actual, tolerance)),
                where);
}

bool Checks::ExpectTrue(std::size_t case_index, std::string_view what, bool holds, std::string_view detail,
                        std::source_location where) {
  return Record(MakeCase(case_index, holds, what, {}, {}, {}, std::string(detail)), where);
}

void Checks::Fail(std::string_view message, std::source_location where) {
  Record(MakeCase(kNoCase, false, message, {}, {}, {}, {}), where);
}

std::string Checks::Describe(const Case& recorded) const {
  std::string text = sample_;
  if (recorded.case_index != kNoCase) text += fmt::format(" case {}", recorded.case_index);
  text += ": ";
  text += recorded.what;
  if (!recorded.message.empty()) text += ": " + recorded.message;
  return text;
}

}  // namespace lab
