#include "framework/harness/assignment.hpp"

#include <algorithm>
#include <climits>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "collisions/stubs.hpp"
#include "framework/io/build_info.hpp"
#include "framework/io/log.hpp"
#include "framework/io/text.hpp"
#include "framework/sample/registry.hpp"

namespace lab {
namespace {

// How many failing cases of a group its score lists (Gradescope shows them as the test's output).
constexpr std::size_t kFailuresListed = 10;

const std::set<std::string>& Visibilities() {
  static const std::set<std::string> known = {"visible", "after_due_date", "after_published", "hidden"};
  return known;
}

}  // namespace

CaseGroup GroupOf(const Checks::Case& c) {
  if (c.random_total > 0) return CaseGroup::kRandom;
  return c.clause.empty() ? CaseGroup::kBook : CaseGroup::kContract;
}

const char* GroupName(CaseGroup group) {
  switch (group) {
    case CaseGroup::kBook: return "book";
    case CaseGroup::kContract: return "contract";
    case CaseGroup::kRandom: return "random";
  }
  return "?";
}

std::string FormatPoints(double points) {
  std::string text = fmt::format("{:.2f}", points);
  text.erase(text.find_last_not_of('0') + 1);
  if (text.back() == '.') text.pop_back();
  return text == "-0" ? "0" : text;
}

std::string DefaultAssignmentPath() {
  const std::filesystem::path path = std::filesystem::path(build_info::SourceDir()) / "assignment.json";
  std::error_code ignored;
  return std::filesystem::is_regular_file(path, ignored) ? path.string() : std::string();
}

std::optional<Assignment> LoadAssignment(const std::string& path, std::string& error) {
  std::ifstream in(path);
  if (!in) {
    error = fmt::format("{}: cannot read the assignment", path);
    return std::nullopt;
  }
  using Json = nlohmann::json;
  const auto refuse = [&](std::string why) {
    error = fmt::format("{}: {} (tools/assignment.py resolve writes this file from the course's TOML file)", path, why);
    return std::nullopt;
  };
  Json json;
  try {
    json = Json::parse(in);
  } catch (const Json::exception& problem) {
    return refuse(fmt::format("not JSON: {}", problem.what()));
  }
  Assignment assignment;
  assignment.path = path;
  try {
    if (!json.is_object() || !json.contains("functions") || !json.at("functions").is_array()) {
      return refuse("no list of functions");
    }
    assignment.title = json.value("title", std::string());
    assignment.partial = json.value("partial", true);
    assignment.samples = json.value("samples", std::vector<std::string>());
    for (const std::string& name : assignment.samples) {
      if (FindSample(name) == nullptr) return refuse(fmt::format("no sample {}", name));
    }
    std::set<std::string> seen;
    for (const Json& entry : json.at("functions")) {
      AssignedFunction function;
      function.signature = entry.at("function").get<std::string>();
      if (Collisions::stubs::Find(function.signature) == nullptr) {
        return refuse(fmt::format("this build has no function {}", function.signature));
      }
      if (!seen.insert(function.signature).second) return refuse(fmt::format("{} is listed twice", function.signature));
      function.points = entry.at("points").get<double>();
      if (!std::isfinite(function.points) || function.points < 0.0) {
        return refuse(fmt::format("{} has {} points", function.signature, function.points));
      }
      function.samples = entry.value("samples", std::vector<std::string>());
      const Json& groups = entry.at("groups");
      if (!groups.is_object() || groups.empty())
        return refuse(fmt::format("{} has no case groups", function.signature));
      for (const auto& [name, value] : groups.items()) {
        const auto group = std::find_if(kCaseGroups.begin(), kCaseGroups.end(),
                                        [&name = name](CaseGroup g) { return name == GroupName(g); });
        if (group == kCaseGroups.end()) {
          return refuse(fmt::format("{}: no case group '{}' (book, contract, random)", function.signature, name));
        }
        AssignedGroup& assigned = function.groups[static_cast<std::size_t>(*group)];
        assigned.weight = value.value("weight", 1.0);
        if (!std::isfinite(assigned.weight) || assigned.weight <= 0.0) {
          return refuse(fmt::format("{}'s {} cases: weight {}", function.signature, name, assigned.weight));
        }
        if (value.contains("units") && !value.at("units").is_null()) assigned.units = value.at("units").get<int>();
        assigned.baseline = value.value("baseline", 0);
        if (assigned.units.value_or(0) < 0 || assigned.baseline < 0 ||
            assigned.baseline > assigned.units.value_or(INT_MAX)) {
          return refuse(fmt::format("{}'s {} cases: {} checks, {} of them the stub's", function.signature, name,
                                    assigned.units.value_or(0), assigned.baseline));
        }
        assigned.visibility = value.value("visibility", std::string("visible"));
        if (!Visibilities().contains(assigned.visibility)) {
          return refuse(
              fmt::format("{}'s {} cases: unknown visibility '{}'", function.signature, name, assigned.visibility));
        }
      }
      assignment.functions.push_back(std::move(function));
    }
  } catch (const Json::exception& problem) {
    return refuse(problem.what());
  }
  return assignment;
}

bool KeepAssignedSamples(const std::string& path, std::string& error) {
  const std::string file = path.empty() ? DefaultAssignmentPath() : path;
  if (file.empty()) return true;
  const std::optional<Assignment> assignment = LoadAssignment(file, error);
  if (!assignment) return false;
  if (assignment->samples.empty()) return true;
  std::vector<SampleInfo> kept;
  for (SampleInfo& info : ForgetSamples()) {
    if (std::find(assignment->samples.begin(), assignment->samples.end(), info.name) != assignment->samples.end())
      kept.push_back(std::move(info));
  }
  RestoreSamples(std::move(kept));
  return true;
}

AssignmentScore ScoreAssignment(const Assignment& assignment, const std::vector<SampleResult>& results,
                                const std::vector<std::string>& stubs) {
  // Per function and group: units passed and recorded, and the failing cases' lines.
  struct Tally {
    int passed = 0, recorded = 0;
    std::vector<std::string> failures;
  };
  std::map<std::pair<std::string, CaseGroup>, Tally> tallies;
  std::map<std::string, std::string> abnormal;             // per sample that crashed or hung, why
  std::map<std::string, std::set<std::string>> called_in;  // per sample, the functions its cases called
  for (const SampleResult& result : results) {
    std::set<std::string>& called = called_in[result.info->name];
    for (const Checks::Case& c : result.run.checks.Cases()) {
      const CaseGroup group = GroupOf(c);
      for (const std::string& function : c.functions) {
        called.insert(function);
        Tally& tally = tallies[{function, group}];
        const int units = group == CaseGroup::kRandom ? c.random_total : 1;
        const int failed = group == CaseGroup::kRandom ? c.random_failed : (c.passed ? 0 : 1);
        tally.recorded += units;
        tally.passed += units - failed;
        if (!c.passed && tally.failures.size() < kFailuresListed) {
          tally.failures.push_back(fmt::format("{}: {}", result.info->name, result.run.checks.Describe(c)));
        }
      }
    }
    if (!result.run.finished) {
      abnormal[result.info->name] =
          fmt::format("{}: {} ({})", result.info->name, result.run.abnormal.Summary(), result.run.WhereInSample());
    }
  }
  AssignmentScore score;
  score.title = assignment.title;
  for (const AssignedFunction& function : assignment.functions) {
    FunctionScore& scored = score.functions.emplace_back();
    scored.signature = function.signature;
    scored.possible = function.points;
    scored.stub = std::find(stubs.begin(), stubs.end(), function.signature) != stubs.end();
    // A sample that stopped costs the function the cases it did not reach: one of the function's samples, or
    // one that had called it before it stopped.
    for (const auto& [sample, why] : abnormal) {
      if (std::find(function.samples.begin(), function.samples.end(), sample) != function.samples.end() ||
          called_in[sample].contains(function.signature)) {
        scored.abnormal.push_back(why);
      }
    }
    // The groups with cases share the function's points by weight.
    double weights = 0.0;
    for (CaseGroup group : kCaseGroups) {
      const AssignedGroup& assigned = function.groups[static_cast<std::size_t>(group)];
      const auto found = tallies.find({function.signature, group});
      const int recorded = found == tallies.end() ? 0 : found->second.recorded;
      const int units = std::max(assigned.units.value_or(recorded), recorded);
      // A group with no checks has no points; but with no count to go by (a file not resolved by
      // tools/assignment.py), one whose sample stopped before its cases may have lost them all: it earns nothing.
      const bool lost = !assigned.units && !scored.abnormal.empty();
      if (assigned.weight <= 0.0 || (units == 0 && !lost)) continue;
      GroupScore& scored_group = scored.groups.emplace_back();
      scored_group.group = group;
      scored_group.visibility = assigned.visibility;
      scored_group.units = units;
      scored_group.baseline = std::min(assigned.baseline, units);
      scored_group.recorded = recorded;
      if (found != tallies.end()) {
        scored_group.passed = found->second.passed;
        scored_group.failures = found->second.failures;
      }
      weights += assigned.weight;
    }
    for (GroupScore& group : scored.groups) {
      group.possible = function.points * function.groups[static_cast<std::size_t>(group.group)].weight / weights;
      // Credit for the checks passed beyond those the stub passes: a wrong answer that is always the stub's earns
      // nothing, and all of them passed earns all of it. A group whose every check the stub passes can tell no
      // answer from the stub's: it earns nothing (tools/assignment.py leaves such groups out).
      const int beyond = group.units - group.baseline;
      const double fraction =
          beyond > 0 ? std::max(0, group.passed - group.baseline) / static_cast<double>(beyond) : 0.0;
      group.earned = scored.stub          ? 0.0
                     : assignment.partial ? group.possible * fraction
                     : fraction == 1.0    ? group.possible
                                          : 0.0;
      scored.earned += group.earned;
    }
    score.possible += scored.possible;
    score.earned += scored.earned;
  }
  return score;
}

void PrintPoints(const AssignmentScore& score) {
  log::Write(stdout, log::Style::kBold,
             score.title.empty() ? std::string("Points\n") : fmt::format("Points: {}\n", score.title));
  fmt::print("  {:<40} {:>9}  {}\n", "function", "points", "by group (passed / checked)");
  for (const FunctionScore& function : score.functions) {
    std::string groups;
    for (const GroupScore& group : function.groups) {
      groups +=
          fmt::format("{}{} {}/{}", groups.empty() ? "" : ", ", GroupName(group.group), group.passed, group.units);
    }
    if (function.groups.empty()) groups = "no case calls it";
    if (function.stub) groups += " (still a stub: no points)";
    fmt::print("  {:<40} {:>9}  {}\n", function.signature,
               fmt::format("{} / {}", FormatPoints(function.earned), FormatPoints(function.possible)), groups);
  }
  fmt::print("  {:<40} {:>9}\n\n", "total",
             fmt::format("{} / {}", FormatPoints(score.earned), FormatPoints(score.possible)));
}

}  // namespace lab
