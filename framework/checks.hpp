// A sample's assertions. Each Expect* call is one case: it passes or fails, a failure is recorded with the
// sample, the case index, the expression, and expected versus actual, and nothing ever stops early.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include <glm/vec3.hpp>

namespace lab {

class Checks {
 public:
  struct Failure {
    std::size_t case_index;
    std::string what;     // the expression checked, with its inputs
    std::string message;  // "expected X, got Y" or the property that does not hold
  };

  explicit Checks(std::string sample = {}) : sample_(std::move(sample)) {}

  // A boolean result (hit / no hit, inside / outside).
  bool Expect(std::size_t case_index, std::string_view what, bool expected, bool actual);
  // |expected - actual| <= tolerance.
  bool ExpectNear(std::size_t case_index, std::string_view what, float expected, float actual, float tolerance);
  // Every component within tolerance.
  bool ExpectNear(std::size_t case_index, std::string_view what, const glm::vec3& expected, const glm::vec3& actual,
                  float tolerance);
  // A property that must hold; detail says what was observed when it does not.
  bool ExpectTrue(std::size_t case_index, std::string_view what, bool holds, std::string_view detail);
  // A free-form failure (the tutorial's LogError); counts as one failed case.
  void Fail(std::string_view message);

  const std::string& Sample() const { return sample_; }
  int Passed() const { return passed_; }
  int Failed() const { return static_cast<int>(failures_.size()); }
  int Total() const { return Passed() + Failed(); }
  const std::vector<Failure>& Failures() const { return failures_; }
  // "RaycastPlane case 4: Raycast(...): expected true, got false".
  std::string Describe(const Failure& failure) const;

 private:
  bool Record(bool ok, std::size_t case_index, std::string_view what, std::string message);

  std::string sample_;
  int passed_ = 0;
  std::vector<Failure> failures_;
};

}  // namespace lab
