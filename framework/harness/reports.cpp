#include "framework/harness/reports.hpp"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <set>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "collisions/stubs.hpp"
#include "framework/harness/assignment.hpp"
#include "framework/harness/hints.hpp"

namespace lab {
namespace {

std::string Xml(std::string_view text) {
  std::string out;
  for (unsigned char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&apos;"; break;
      default:
        // XML 1.0 allows no other control characters.
        if (c < 0x20 && c != '\n' && c != '\t' && c != '\r') {
          out += '?';
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  return out;
}

const char* Status(const IsolatedRun& run) {
  if (!run.finished) return run.abnormal.kind == Abnormal::Kind::kTimeout ? "timeout" : "crash";
  return run.checks.Failed() == 0 ? "pass" : "fail";
}

}  // namespace

bool WriteTextFile(const std::string& path, const std::string& text, std::string& error) {
  std::FILE* file = std::fopen(path.c_str(), "wb");
  if (file == nullptr) {
    error = fmt::format("cannot write {}: {}", path, std::strerror(errno));
    return false;
  }
  const bool written = std::fwrite(text.data(), 1, text.size(), file) == text.size();
  const bool closed = std::fclose(file) == 0;
  if (!written || !closed) {
    error = fmt::format("cannot write {}: {}", path, std::strerror(errno));
    return false;
  }
  return true;
}

std::vector<FunctionFailures> FailuresByFunction(const std::vector<SampleResult>& results) {
  std::map<std::string, std::string> owners;
  std::map<std::string, std::vector<std::pair<std::string, int>>> failing;
  for (const SampleResult& result : results) {
    for (const Checks::Case& c : result.run.checks.Cases()) {
      if (c.random_total > 0 && c.functions.size() == 1) owners[c.functions[0]] = result.info->name;
      if (c.passed) continue;
      for (const std::string& function : c.functions) {
        if (Collisions::stubs::Find(function) == nullptr) continue;
        auto& samples = failing[function];
        if (samples.empty() || samples.back().first != result.info->name) samples.emplace_back(result.info->name, 0);
        ++samples.back().second;
      }
    }
  }
  std::vector<FunctionFailures> by_function;
  for (const Collisions::stubs::Function& function : Collisions::stubs::All()) {
    const auto found = failing.find(function.signature);
    if (found == failing.end()) continue;
    std::vector<std::pair<std::string, int>> samples = found->second;
    const auto owner = owners.find(function.signature);
    if (owner != owners.end()) {
      std::stable_partition(samples.begin(), samples.end(), [&](const auto& s) { return s.first == owner->second; });
    }
    by_function.push_back({function.signature, std::move(samples)});
  }
  return by_function;
}

Progress ComputeProgress(const std::vector<SampleResult>& results, bool all_samples_ran,
                         const std::vector<std::string>* asked) {
  Progress progress;
  progress.all_samples_ran = all_samples_ran;
  for (const SampleResult& result : results) {
    ChapterProgress& chapter = progress.chapters[static_cast<int>(result.info->chapter)];
    chapter.cases_passed += result.run.checks.Passed();
    chapter.cases_total += result.run.checks.Total();
  }
  std::map<int, ChapterProgress> functions;
  const auto& called = Collisions::stubs::CalledSignatures();
  for (const auto& function : Collisions::stubs::All()) {
    if (asked != nullptr && std::find(asked->begin(), asked->end(), function.signature) == asked->end()) continue;
    ChapterProgress& chapter = functions[function.chapter];
    ++chapter.functions_total;
    if (called.find(std::string_view(function.signature)) == called.end()) {
      ++chapter.functions_implemented;
    } else {
      progress.stubs.emplace_back(function.signature);
    }
  }
  if (all_samples_ran) {
    for (const auto& [number, counts] : functions) {
      progress.chapters[number].functions_implemented = counts.functions_implemented;
      progress.chapters[number].functions_total = counts.functions_total;
    }
  }
  std::erase_if(progress.chapters, [&](const auto& entry) {
    return (entry.second.cases_total == 0 || asked != nullptr) && !functions.contains(entry.first);
  });
  return progress;
}

bool WriteJsonReport(const std::string& path, const std::vector<SampleResult>& results, const Progress& progress,
                     const AssignmentScore* points, std::string& error) {
  using Json = nlohmann::ordered_json;  // the fields in the order docs/REPORT.md gives them
  const auto or_null = [](bool known, auto value) { return known ? Json(value) : Json(nullptr); };
  int passed = 0, failed = 0, crashed = 0, timed_out = 0;
  Json samples = Json::array();
  for (const SampleResult& result : results) {
    const IsolatedRun& run = result.run;
    passed += run.checks.Passed();
    failed += run.checks.Failed();
    crashed += !run.finished && run.abnormal.kind != Abnormal::Kind::kTimeout;
    timed_out += !run.finished && run.abnormal.kind == Abnormal::Kind::kTimeout;
    Json cases = Json::array();
    for (const Checks::Case& c : run.checks.Cases()) {
      Json one = {{"case", or_null(c.case_index != Checks::kNoCase, c.case_index)},
                  {"passed", c.passed},
                  {"what", c.what},
                  {"expected", c.expected},
                  {"actual", c.actual},
                  {"tolerance", c.tolerance},
                  {"message", c.message},
                  {"file", c.file},
                  {"line", c.line},
                  {"functions", c.functions},
                  {"clause", c.clause}};
      if (c.random_total > 0) {
        one["random"] = {
            {"cases", c.random_total}, {"disagree", c.random_failed}, {"counterexamples", c.counterexamples}};
      }
      cases.push_back(std::move(one));
    }
    Json abnormal = nullptr;
    if (!run.finished) {
      const Abnormal& a = run.abnormal;
      Json trace = Json::array();
      for (const StackFrame& frame : a.trace) {
        trace.push_back({{"function", frame.function}, {"file", frame.file}, {"line", frame.line}});
      }
      const StackFrame* culprit = a.culprit < a.trace.size() ? &a.trace[a.culprit] : nullptr;
      abnormal = {{"kind", a.KindName()},
                  {"what", a.what},
                  {"summary", a.Summary()},
                  {"where", run.WhereInSample()},
                  {"function", or_null(culprit != nullptr, culprit ? culprit->function : "")},
                  {"file", or_null(culprit != nullptr, culprit ? culprit->file : "")},
                  {"line", or_null(culprit != nullptr, culprit ? culprit->line : 0)},
                  {"output", a.output},
                  {"trace", std::move(trace)}};
    }
    samples.push_back({{"number", result.number},
                       {"name", result.info->name},
                       {"chapter", static_cast<int>(result.info->chapter)},
                       {"chapter_title", ChapterTitle(result.info->chapter)},
                       {"status", Status(run)},
                       {"passed", run.checks.Passed()},
                       {"failed", run.checks.Failed()},
                       {"seconds", std::round(run.seconds * 1000.0) / 1000.0},  // to the millisecond
                       {"abnormal", std::move(abnormal)},
                       {"cases", std::move(cases)}});
  }
  Json chapters = Json::array();
  for (const auto& [number, chapter] : progress.chapters) {
    chapters.push_back({{"chapter", number},
                        {"title", ChapterTitle(Chapter(number))},
                        {"cases_passed", chapter.cases_passed},
                        {"cases_total", chapter.cases_total},
                        {"functions_implemented", or_null(progress.all_samples_ran, chapter.functions_implemented)},
                        {"functions_total", or_null(progress.all_samples_ran, chapter.functions_total)}});
  }
  // Per student function: the cases that call it, and its random cases against the reference.
  struct FunctionTally {
    int passed = 0, failed = 0, random_cases = 0, random_disagree = 0;
  };
  std::map<std::string, FunctionTally> tallies;
  for (const SampleResult& result : results) {
    for (const Checks::Case& c : result.run.checks.Cases()) {
      for (const std::string& function : c.functions) {
        if (Collisions::stubs::Find(function) == nullptr) continue;
        FunctionTally& tally = tallies[function];
        (c.passed ? tally.passed : tally.failed) += 1;
        tally.random_cases += c.random_total;
        tally.random_disagree += c.random_failed;
      }
    }
  }
  const std::vector<Hint> hints = MatchHints(results);
  Json functions = Json::array();
  for (const Collisions::stubs::Function& function : Collisions::stubs::All()) {
    const auto found = tallies.find(function.signature);
    if (found == tallies.end()) continue;
    std::string hint;  // every matching slip's, when two fail the same cases
    for (const Hint& h : hints) {
      if (h.function == function.signature) hint += (hint.empty() ? "" : " Or: ") + h.text;
    }
    functions.push_back({{"function", function.signature},
                         {"cases_passed", found->second.passed},
                         {"cases_failed", found->second.failed},
                         {"random_cases", found->second.random_cases},
                         {"random_disagree", found->second.random_disagree},
                         {"hint", or_null(!hint.empty(), hint)}});
  }
  Json scored = nullptr;
  if (points != nullptr) {
    const auto rounded = [](double value) { return std::round(value * 1e4) / 1e4; };  // shares of points: 4 places
    Json scored_functions = Json::array();
    for (const FunctionScore& function : points->functions) {
      Json groups = Json::array();
      for (const GroupScore& group : function.groups) {
        groups.push_back({{"group", GroupName(group.group)},
                          {"visibility", group.visibility},
                          {"points", rounded(group.earned)},
                          {"points_possible", rounded(group.possible)},
                          {"passed", group.passed},
                          {"recorded", group.recorded},
                          {"units", group.units},
                          {"baseline", group.baseline},
                          {"failures", group.failures}});
      }
      scored_functions.push_back({{"function", function.signature},
                                  {"points", rounded(function.earned)},
                                  {"points_possible", rounded(function.possible)},
                                  {"stub", function.stub},
                                  {"abnormal", function.abnormal},
                                  {"groups", std::move(groups)}});
    }
    scored = {{"title", points->title},
              {"points", rounded(points->earned)},
              {"points_possible", rounded(points->possible)},
              {"functions", std::move(scored_functions)}};
  }
  const Json report = {{"tool", "collision-lab"},
                       {"student_build", Collisions::stubs::IsStudentBuild()},
                       {"all_samples", progress.all_samples_ran},
                       {"totals",
                        {{"samples", results.size()},
                         {"passed", passed},
                         {"failed", failed},
                         {"crashed", crashed},
                         {"timed_out", timed_out}}},
                       {"chapters", std::move(chapters)},
                       {"stubs", progress.stubs},
                       {"functions", std::move(functions)},
                       {"points", std::move(scored)},
                       {"samples", std::move(samples)}};
  // A student's output may hold any bytes: text that is not UTF-8 is written with U+FFFD in its place.
  return WriteTextFile(path, report.dump(2, ' ', false, Json::error_handler_t::replace) + "\n", error);
}

bool WriteJUnitReport(const std::string& path, const std::vector<SampleResult>& results, const AssignmentScore* points,
                      std::string& error) {
  int tests = 0, failures = 0, errors = 0;
  double seconds = 0.0;
  std::string suites;
  for (const SampleResult& result : results) {
    const IsolatedRun& run = result.run;
    const std::string class_name =
        fmt::format("chapter{}.{}", static_cast<int>(result.info->chapter), result.info->name);
    std::string cases;
    int suite_tests = 0, suite_failures = 0, suite_errors = 0;
    for (const Checks::Case& c : run.checks.Cases()) {
      ++suite_tests;
      const std::string name =
          c.case_index == Checks::kNoCase ? c.what : fmt::format("case {}: {}", c.case_index, c.what);
      cases += fmt::format("    <testcase classname=\"{}\" name=\"{}\" file=\"{}\" line=\"{}\" time=\"0\"",
                           Xml(class_name), Xml(name), Xml(c.file), c.line);
      if (c.passed) {
        cases += "/>\n";
      } else {
        ++suite_failures;
        cases += fmt::format(">\n      <failure type=\"check\" message=\"{}\">{}</failure>\n    </testcase>\n",
                             Xml(c.message.empty() ? c.what : c.message),
                             Xml(fmt::format("expected: {}\nactual: {}\ntolerance: {}", c.expected, c.actual,
                                             c.tolerance.empty() ? "-" : c.tolerance)));
      }
    }
    if (!run.finished) {
      ++suite_tests;
      ++suite_errors;
      std::string detail = run.WhereInSample();
      for (const std::string& line : AbnormalLines(*result.info, run)) detail += "\n" + line;
      cases += fmt::format(
          "    <testcase classname=\"{}\" name=\"{}\" time=\"{:.3f}\">\n      <error type=\"{}\" "
          "message=\"{}\">{}</error>\n"
          "    </testcase>\n",
          Xml(class_name), run.abnormal.kind == Abnormal::Kind::kTimeout ? "timeout" : "crash", run.seconds,
          run.abnormal.KindName(), Xml(run.abnormal.Summary()), Xml(detail));
    }
    tests += suite_tests;
    failures += suite_failures;
    errors += suite_errors;
    seconds += run.seconds;
    suites += fmt::format(
        "  <testsuite name=\"{}\" tests=\"{}\" failures=\"{}\" errors=\"{}\" skipped=\"0\" time=\"{:.3f}\">\n{}  "
        "</testsuite>\n",
        Xml(result.info->name), suite_tests, suite_failures, suite_errors, run.seconds, cases);
  }
  if (points != nullptr) {
    // The assignment's points: a suite of one case per function and group, failing when it earned less than its
    // points, with the points as the suite's properties.
    std::string cases;
    int suite_tests = 0, suite_failures = 0;
    for (const FunctionScore& function : points->functions) {
      for (const GroupScore& group : function.groups) {
        ++suite_tests;
        cases += fmt::format("    <testcase classname=\"points.{}\" name=\"{} cases\" time=\"0\"",
                             Xml(function.signature), GroupName(group.group));
        if (group.earned >= group.possible) {
          cases += "/>\n";
          continue;
        }
        ++suite_failures;
        std::string detail;
        for (const std::string& line : function.abnormal) detail += line + "\n";
        for (const std::string& line : group.failures) detail += line + "\n";
        cases += fmt::format(
            ">\n      <failure type=\"points\" message=\"{} of {} points: {} of {} passed\">{}</failure>\n"
            "    </testcase>\n",
            FormatPoints(group.earned), FormatPoints(group.possible), group.passed, group.units, Xml(detail));
      }
    }
    tests += suite_tests;
    failures += suite_failures;
    suites += fmt::format(
        "  <testsuite name=\"points\" tests=\"{}\" failures=\"{}\" errors=\"0\" skipped=\"0\" time=\"0\">\n"
        "    <properties>\n      <property name=\"points\" value=\"{}\"/>\n"
        "      <property name=\"points_possible\" value=\"{}\"/>\n    </properties>\n{}  </testsuite>\n",
        suite_tests, suite_failures, FormatPoints(points->earned), FormatPoints(points->possible), cases);
  }
  const std::string text = fmt::format(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"collision-lab\" tests=\"{}\" failures=\"{}\" "
      "errors=\"{}\" time=\"{:.3f}\">\n{}</testsuites>\n",
      tests, failures, errors, seconds, suites);
  return WriteTextFile(path, text, error);
}

}  // namespace lab
