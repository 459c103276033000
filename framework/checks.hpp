// A sample's assertions. Each Expect* call is one case: it passes or fails, every case is recorded with the
// sample, the case index, the expression, expected versus actual and the source line of the check, and
// nothing ever stops early.
#pragma once

#include <cstddef>
#include <source_location>
#include <string>
#include <string_view>
#include <vector>

#include <glm/vec3.hpp>

namespace lab {

class Checks {
 public:
  // The case index of a free-form failure (Fail, the tutorial's LogError), which has none.
  static constexpr std::size_t kNoCase = static_cast<std::size_t>(-1);

  struct Case {
    std::size_t case_index = kNoCase;
    bool passed = false;
    std::string what;       // the expression checked, with its inputs
    std::string expected;   // "true", "(1, 2, 3)"; empty for a property (ExpectTrue) or Fail
    std::string actual;     // likewise
    std::string tolerance;  // "0.0001" for the Near checks, else empty
    std::string message;    // "expected X, got Y" or the property that does not hold
    std::string file;       // where the check was written
    unsigned line = 0;
  };
  using Failure = Case;

  // Called with every case as it is recorded (the isolated --check streams cases to its parent with it, so
  // a crash later keeps them). One hook for the process; nullptr for none.
  using RecordHook = void (*)(const Checks& checks, const Case& recorded);
  static void SetRecordHook(RecordHook hook);

  explicit Checks(std::string sample = {}) : sample_(std::move(sample)) {}

  // A boolean result (hit / no hit, inside / outside).
  bool Expect(std::size_t case_index, std::string_view what, bool expected, bool actual,
              std::source_location where = std::source_location::current());
  // |expected - actual| <= tolerance.
  bool ExpectNear(std::size_t case_index, std::string_view what, float expected, float actual, float tolerance,
                  std::source_location where = std::source_location::current());
  // Every component within tolerance.
  bool ExpectNear(std::size_t case_index, std::string_view what, const glm::vec3& expected, const glm::vec3& actual,
                  float tolerance, std::source_location where = std::source_location::current());
  // A property that must hold; detail says what was observed when it does not.
  bool ExpectTrue(std::size_t case_index, std::string_view what, bool holds, std::string_view detail,
                  std::source_location where = std::source_location::current());
  // A free-form failure (the tutorial's LogError); counts as one failed case.
  void Fail(std::string_view message, std::source_location where = std::source_location::current());
  // A case recorded elsewhere (a child process's, in the isolated --check), kept as it was.
  void Add(Case recorded);

  const std::string& Sample() const { return sample_; }
  int Passed() const { return passed_; }
  int Failed() const { return static_cast<int>(failures_.size()); }
  int Total() const { return Passed() + Failed(); }
  const std::vector<Failure>& Failures() const { return failures_; }
  // Every case, passed or failed, in the order they ran.
  const std::vector<Case>& Cases() const { return cases_; }
  // "RaycastPlane case 4: Raycast(...): expected true, got false".
  std::string Describe(const Case& recorded) const;

 private:
  bool Record(Case recorded, const std::source_location& where);

  std::string sample_;
  int passed_ = 0;
  std::vector<Case> failures_;
  std::vector<Case> cases_;
};

}  // namespace lab
