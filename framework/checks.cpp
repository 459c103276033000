#include "framework/checks.hpp"

#include <cmath>
#include <limits>

#include <fmt/format.h>

#include "primitives/primitives.hpp"

namespace lab {

namespace {
constexpr std::size_t kNoCase = std::numeric_limits<std::size_t>::max();
}

bool Checks::Record(bool ok, std::size_t case_index, std::string_view what, std::string message) {
  if (ok) {
    ++passed_;
  } else {
    failures_.push_back({case_index, std::string(what), std::move(message)});
  }
  return ok;
}

bool Checks::Expect(std::size_t case_index, std::string_view what, bool expected, bool actual) {
  return Record(expected == actual, case_index, what, fmt::format("expected {}, got {}", expected, actual));
}

bool Checks::ExpectNear(std::size_t case_index, std::string_view what, float expected, float actual, float tolerance) {
  // Written so that a NaN actual fails.
  const bool ok = std::abs(expected - actual) <= tolerance;
  return Record(ok, case_index, what,
                fmt::format("expected {:g}, got {:g} (tolerance {:g})", expected, actual, tolerance));
}

bool Checks::ExpectNear(std::size_t case_index, std::string_view what, const glm::vec3& expected,
                        const glm::vec3& actual, float tolerance) {
  bool ok = true;
  for (int axis = 0; axis < 3; ++axis) ok = ok && std::abs(expected[axis] - actual[axis]) <= tolerance;
  return Record(ok, case_index, what, fmt::format("expected {}, got {} (tolerance {:g})", expected, actual, tolerance));
}

bool Checks::ExpectTrue(std::size_t case_index, std::string_view what, bool holds, std::string_view detail) {
  return Record(holds, case_index, what, std::string(detail));
}

void Checks::Fail(std::string_view message) { Record(false, kNoCase, message, {}); }

std::string Checks::Describe(const Failure& failure) const {
  std::string text = sample_;
  if (failure.case_index != kNoCase) text += fmt::format(" case {}", failure.case_index);
  text += ": ";
  text += failure.what;
  if (!failure.message.empty()) text += ": " + failure.message;
  return text;
}

}  // namespace lab
