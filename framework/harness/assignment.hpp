// A course's assignment (docs/ASSIGNMENT.md): the Collisions functions it asks for and their points, each
// function's points split among its case groups (the book's cases, its contract's cases, its random cases
// against the reference). tools/assignment.py reads the instructor's TOML file and writes the resolved JSON this
// reads; --check scores a run against it, and the progress table, the JSON and the JUnit reports show the points.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "framework/harness/reports.hpp"
#include "framework/sample/checks.hpp"

namespace lab {

enum class CaseGroup { kBook, kContract, kRandom };
inline constexpr std::array kCaseGroups = {CaseGroup::kBook, CaseGroup::kContract, CaseGroup::kRandom};

// Which group a case is in: random when it runs random cases, contract when it names a clause, else the book's.
CaseGroup GroupOf(const Checks::Case& c);
// "book", "contract", "random": the names the assignment file and the reports use.
const char* GroupName(CaseGroup group);

struct AssignedGroup {
  double weight = 0.0;  // its share of the function's points, against the other groups' weights
  // What a complete run checks (a case each, or each random case), as the reference's run counted them; a run
  // that records fewer (a crash, a hang) lost the rest. Unset: what this run recorded.
  std::optional<int> units;
  // The checks the hand-out passes as it is, with the function still its stub (as tools/assignment.py counted
  // them): a stub's `return false` passes every miss, so credit is for the checks passed beyond these.
  int baseline = 0;
  std::string visibility = "visible";  // for Gradescope: visible, after_due_date, after_published or hidden
};

struct AssignedFunction {
  std::string signature;  // "Raycast(Ray, Sphere, float&)", as collisions/functions.inc has it
  double points = 0.0;
  std::array<AssignedGroup, kCaseGroups.size()> groups;
  // The samples whose cases call it, as the reference's run found them: one that crashes or hangs costs it the
  // cases it did not reach.
  std::vector<std::string> samples;
};

struct Assignment {
  std::string title;
  std::string path;     // the file it was read from
  bool partial = true;  // a group earns its points in proportion to what passed; false: all or none
  std::vector<AssignedFunction> functions;
  std::vector<std::string> samples;  // the samples the hand-out keeps, in --list order; empty: every one
};

// The resolved assignment (JSON); nullopt with the reason (the file, and what is wrong in it) when it cannot be
// read or names a function this build does not have.
std::optional<Assignment> LoadAssignment(const std::string& path, std::string& error);

// The assignment --check scores when none is given: assignment.json at the top of the source tree (a hand-out
// made with --assignment carries one), when there is one; else empty.
std::string DefaultAssignmentPath();

// Keeps only the samples the assignment at path (or the default one, when path is empty) keeps, when it names
// them (a hand-out that leaves the other functions out); false with the reason when the file cannot be read.
bool KeepAssignedSamples(const std::string& path, std::string& error);

struct GroupScore {
  CaseGroup group = CaseGroup::kBook;
  std::string visibility;
  double possible = 0.0;
  double earned = 0.0;
  int passed = 0;    // units passed
  int recorded = 0;  // units this run recorded
  int units = 0;     // units a complete run checks (the larger of the assignment's and what was recorded)
  int baseline = 0;  // units the stub passes: credit is for those passed beyond them
  std::vector<std::string> failures;  // the failing cases' lines, as --check prints them (the first few)
};

struct FunctionScore {
  std::string signature;
  double possible = 0.0;
  double earned = 0.0;
  std::vector<GroupScore> groups;     // the groups with points, in kCaseGroups order
  std::vector<std::string> abnormal;  // the samples that crashed or hung while checking it, with why
  bool stub = false;                  // still a stub: it earns nothing
};

struct AssignmentScore {
  std::string title;
  double possible = 0.0;
  double earned = 0.0;
  std::vector<FunctionScore> functions;  // in the assignment's order
};

// A function still a stub (stubs: the run's, as Progress lists them) earns nothing, whatever cases its stub's
// answer happens to pass.
AssignmentScore ScoreAssignment(const Assignment& assignment, const std::vector<SampleResult>& results,
                                const std::vector<std::string>& stubs);

// The points table on stdout, after the progress table.
void PrintPoints(const AssignmentScore& score);

// Points as they are printed: 7.5, 10 (no trailing zeros, two decimals at most).
std::string FormatPoints(double points);

}  // namespace lab
