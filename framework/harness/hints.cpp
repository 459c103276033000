#include "framework/harness/hints.hpp"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include <fmt/format.h>

#include "framework/io/build_info.hpp"
#include "framework/io/text.hpp"

namespace lab {

namespace {

struct Entry {
  std::string function;
  std::set<std::string> failures;
  std::string text;
};

std::vector<Entry> ReadHints(const std::string& path) {
  std::vector<Entry> entries;
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const std::size_t first = line.find(" | "), second = line.find(" | ", first == std::string::npos ? 0 : first + 3);
    if (first == std::string::npos || second == std::string::npos) continue;
    Entry entry{text::TrimSpaces(line.substr(0, first)), {}, text::TrimSpaces(line.substr(second + 3))};
    std::istringstream failures(line.substr(first + 3, second - first - 3));
    for (std::string failure; failures >> failure;) entry.failures.insert(failure);
    entries.push_back(std::move(entry));
  }
  return entries;
}

std::string SampleOf(const std::string& failure) { return failure.substr(0, failure.find_first_of("#!")); }

}  // namespace

std::string HintsPath() {
  const char* path = std::getenv("LAB_HINTS");
  if (path != nullptr && *path != '\0') return path;
  return std::string(build_info::SourceDir()) + "/samples/hints.txt";
}

std::vector<Hint> MatchHints(const std::vector<SampleResult>& results) {
  const std::vector<Entry> entries = ReadHints(HintsPath());
  if (entries.empty()) return {};
  std::set<std::string> ran;
  std::map<std::string, std::set<std::string>> failing;  // function -> its failures
  for (const SampleResult& result : results) {
    const std::string& sample = result.info->name;
    ran.insert(sample);
    for (const Checks::Case& c : result.run.checks.Cases()) {
      if (c.passed || c.random_total > 0) continue;
      for (const std::string& function : c.functions)
        failing[function].insert(fmt::format("{}#{}", sample, c.case_index));
    }
    if (!result.run.finished) {
      const Abnormal& abnormal = result.run.abnormal;
      const std::string culprit =
          abnormal.culprit < abnormal.trace.size() ? abnormal.trace[abnormal.culprit].function : "";
      for (const Entry& entry : entries) {
        const std::string name = entry.function.substr(0, entry.function.find('('));
        if (!culprit.empty() && culprit.find(name + "(") != std::string::npos) {
          failing[entry.function].insert(fmt::format("{}!{}", sample, abnormal.KindName()));
        }
      }
    }
  }
  std::vector<Hint> hints;
  for (const Entry& entry : entries) {
    const auto found = failing.find(entry.function);
    if (found == failing.end()) continue;
    std::set<std::string> expected;
    for (const std::string& failure : entry.failures) {
      if (ran.contains(SampleOf(failure))) expected.insert(failure);
    }
    // Two slips can fail the same cases (a reversed normal and an unnormalized one fail the same components):
    // each of their hints is shown, as either may be the student's.
    if (!expected.empty() && expected == found->second && std::none_of(hints.begin(), hints.end(), [&](const Hint& h) {
          return h.function == entry.function && h.text == entry.text;
        })) {
      hints.push_back({entry.function, entry.text});
    }
  }
  return hints;
}

}  // namespace lab
