// A sample's assertions. Each Expect* call is one case: it passes or fails, every case is recorded with the
// sample, its number (given here: 1, 2, 3... in the order the checks run), the expression, expected versus
// actual, the source line of the check and the items of the scene it is about, and nothing stops early.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <source_location>
#include <string>
#include <string_view>
#include <vector>

#include <glm/vec3.hpp>

namespace lab {

class Checks {
 public:
  // The number of a case that has none (a child's record that lost it).
  static constexpr std::size_t kNoCase = static_cast<std::size_t>(-1);

  struct Case {
    std::size_t case_index = kNoCase;  // 1-based, in the order the checks ran
    bool passed = false;
    std::string what;       // the expression checked, with its inputs
    std::string expected;   // "true", "(1, 2, 3)"; empty for a property (ExpectTrue) or Fail
    std::string actual;     // likewise
    std::string tolerance;  // "0.0001" for the Near checks, else empty
    std::string message;    // "expected X, got Y" or the property that does not hold
    std::string file;       // where the check was written
    unsigned line = 0;
    std::vector<int> items;  // what the case is about (see About); Render tags its drawing with the same keys
    // The student functions the case called ("PointInAABB(AABB, Point)"), from samples/traced.hpp's notes
    // (framework/sample/calls.hpp): those called since the case before it, or that case's when this one made no call of
    // its own and was written on the same line (a raycast's t after its hit) or names a clause (an output's case).
    std::vector<std::string> functions;
    // A function's random cases against the reference (samples/random): how many ran and disagreed, and the
    // disagreements ("kind | inputs | expected | actual | how compared", the simplest first, at most 20).
    // The clause of its function's contract the case checks ("a point on the surface is outside"), from Clause;
    // samples/contracts/ lists every function's clauses, and collision-lab --contracts which cases check each.
    std::string clause;
    int random_total = 0;
    int random_failed = 0;
    std::vector<std::string> counterexamples;
  };
  using Failure = Case;

  // Called with every case as it is recorded (the isolated --check streams cases to its parent with it, so
  // a crash later keeps them). One hook for the process; nullptr for none.
  using RecordHook = void (*)(const Checks& checks, const Case& recorded);
  static void SetRecordHook(RecordHook hook);

  explicit Checks(std::string sample = {});

  // Says which items of the sample's scene the next cases are about: keys the sample chooses (the index of a
  // ray, of a shape, of a pair's two shapes), which Render passes to DebugDraw::About when it draws them, so
  // the window can show a case's geometry. About({}) for none; every case keeps the items set when it ran.
  void About(std::initializer_list<int> items) { items_.assign(items); }  // About({}) is about nothing
  void About(std::vector<int> items) { items_ = std::move(items); }
  void About(int item) { items_.assign(1, item); }
  const std::vector<int>& CurrentItems() const { return items_; }

  // A boolean result (hit / no hit, inside / outside).
  bool Expect(std::string_view what, bool expected, bool actual,
              std::source_location where = std::source_location::current());
  // |expected - actual| <= tolerance.
  bool ExpectNear(std::string_view what, float expected, float actual, float tolerance,
                  std::source_location where = std::source_location::current());
  // Every component within tolerance.
  bool ExpectNear(std::string_view what, const glm::vec3& expected, const glm::vec3& actual, float tolerance,
                  std::source_location where = std::source_location::current());
  // A property that must hold; detail says what was observed when it does not.
  bool ExpectTrue(std::string_view what, bool holds, std::string_view detail,
                  std::source_location where = std::source_location::current());
  // A free-form failure (the tutorial's LogError); counts as one failed case.
  void Fail(std::string_view message, std::source_location where = std::source_location::current());
  // A function's random cases, as one case: passed when none of `total` disagreed.
  bool RandomCases(std::string_view what, int total, int failed, std::vector<std::string> counterexamples,
                   std::string_view message, std::source_location where = std::source_location::current());
  // The clause of a contract the next case checks (samples/contracts.def lists them): the failure line names it.
  void Clause(std::string_view clause) { next_clause_ = std::string(clause); }
  // The functions the next case is about, in place of the calls noted since the last case (for a case that calls
  // the function through a pointer, as the random cases do).
  void NextCaseCalls(std::vector<std::string> functions) { next_functions_ = std::move(functions); }
  // A case recorded elsewhere (a child process's, in the isolated --check), kept as it was.
  void Add(Case recorded);

  const std::string& Sample() const { return sample_; }
  int Passed() const { return passed_; }
  int Failed() const { return static_cast<int>(failures_.size()); }
  int Total() const { return Passed() + Failed(); }
  const std::vector<Failure>& Failures() const { return failures_; }
  // Every case, passed or failed, in the order they ran.
  const std::vector<Case>& Cases() const { return cases_; }
  // The cases about an item, in order.
  std::vector<const Case*> CasesAbout(int item) const;
  // "RaycastPlane case 4: Raycast(...): expected true, got false"; the functions the case called follow its
  // number when what it checked does not begin with the call ("AABBPointSample case 4 [PointInAABB(AABB, Point)]:").
  std::string Describe(const Case& recorded) const;

 private:
  bool Record(Case recorded, const std::source_location& where);

  std::string sample_;
  std::vector<int> items_;
  std::vector<std::string> next_functions_;  // NextCaseCalls
  std::string next_clause_;                  // Clause
  std::vector<std::string> last_functions_;  // the last case's, and where it was written
  std::string last_file_;
  unsigned last_line_ = 0;
  int passed_ = 0;
  std::vector<Case> failures_;
  std::vector<Case> cases_;
};

}  // namespace lab
