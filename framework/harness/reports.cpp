#include "framework/harness/reports.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <set>

#include <fmt/format.h>

#include "collisions/stubs.hpp"
#include "framework/harness/hints.hpp"

namespace lab {
namespace {

std::string JsonString(std::string_view text) {
  std::string out = "\"";
  for (unsigned char c : text) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      default:
        if (c < 0x20) {
          out += fmt::format("\\u{:04x}", c);
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  return out + "\"";
}

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

Progress ComputeProgress(const std::vector<SampleResult>& results, bool all_samples_ran) {
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
  std::erase_if(progress.chapters,
                [&](const auto& entry) { return entry.second.cases_total == 0 && entry.second.functions_total == 0; });
  return progress;
}

bool WriteJsonReport(const std::string& path, const std::vector<SampleResult>& results, const Progress& progress,
                     std::string& error) {
  int passed = 0, failed = 0, crashed = 0, timed_out = 0;
  std::string samples;
  for (const SampleResult& result : results) {
    const IsolatedRun& run = result.run;
    passed += run.checks.Passed();
    failed += run.checks.Failed();
    crashed += !run.finished && run.abnormal.kind != Abnormal::Kind::kTimeout;
    timed_out += !run.finished && run.abnormal.kind == Abnormal::Kind::kTimeout;
    std::string cases;
    for (const Checks::Case& c : run.checks.Cases()) {
      std::string functions;
      for (const std::string& function : c.functions)
        functions += (functions.empty() ? "" : ", ") + JsonString(function);
      std::string random;
      if (c.random_total > 0) {
        std::string counterexamples;
        for (const std::string& one : c.counterexamples) {
          counterexamples += (counterexamples.empty() ? "" : ", ") + JsonString(one);
        }
        random = fmt::format(", \"random\": {{\"cases\": {}, \"disagree\": {}, \"counterexamples\": [{}]}}",
                             c.random_total, c.random_failed, counterexamples);
      }
      cases += fmt::format(
          "{}\n        {{\"case\": {}, \"passed\": {}, \"what\": {}, \"expected\": {}, \"actual\": {}, "
          "\"tolerance\": {}, \"message\": {}, \"file\": {}, \"line\": {}, \"functions\": [{}], \"clause\": {}{}}}",
          cases.empty() ? "" : ",", c.case_index == Checks::kNoCase ? "null" : std::to_string(c.case_index), c.passed,
          JsonString(c.what), JsonString(c.expected), JsonString(c.actual), JsonString(c.tolerance),
          JsonString(c.message), JsonString(c.file), c.line, functions, JsonString(c.clause), random);
    }
    std::string abnormal = "null";
    if (!run.finished) {
      const Abnormal& a = run.abnormal;
      std::string trace;
      for (const StackFrame& frame : a.trace) {
        trace += fmt::format("{}\n          {{\"function\": {}, \"file\": {}, \"line\": {}}}", trace.empty() ? "" : ",",
                             JsonString(frame.function), JsonString(frame.file), frame.line);
      }
      const StackFrame* culprit = a.culprit < a.trace.size() ? &a.trace[a.culprit] : nullptr;
      abnormal = fmt::format(
          "{{\"kind\": {}, \"what\": {}, \"summary\": {}, \"where\": {}, \"function\": {}, \"file\": {}, "
          "\"line\": {}, \"output\": {}, \"trace\": [{}\n        ]}}",
          JsonString(a.KindName()), JsonString(a.what), JsonString(a.Summary()), JsonString(run.WhereInSample()),
          culprit ? JsonString(culprit->function) : "null", culprit ? JsonString(culprit->file) : "null",
          culprit ? std::to_string(culprit->line) : "null", JsonString(a.output), trace);
    }
    samples += fmt::format(
        "{}\n    {{\"number\": {}, \"name\": {}, \"chapter\": {}, \"chapter_title\": {}, \"status\": {}, "
        "\"passed\": {}, \"failed\": {}, \"seconds\": {:.3f}, \"abnormal\": {},\n      \"cases\": [{}\n      ]}}",
        samples.empty() ? "" : ",", result.number, JsonString(result.info->name),
        static_cast<int>(result.info->chapter), JsonString(ChapterTitle(result.info->chapter)), JsonString(Status(run)),
        run.checks.Passed(), run.checks.Failed(), run.seconds, abnormal, cases);
  }
  std::string chapters;
  for (const auto& [number, chapter] : progress.chapters) {
    chapters += fmt::format(
        "{}\n    {{\"chapter\": {}, \"title\": {}, \"cases_passed\": {}, \"cases_total\": {}, "
        "\"functions_implemented\": {}, \"functions_total\": {}}}",
        chapters.empty() ? "" : ",", number, JsonString(ChapterTitle(Chapter(number))), chapter.cases_passed,
        chapter.cases_total, progress.all_samples_ran ? std::to_string(chapter.functions_implemented) : "null",
        progress.all_samples_ran ? std::to_string(chapter.functions_total) : "null");
  }
  std::string stubs;
  for (const std::string& stub : progress.stubs)
    stubs += fmt::format("{}{}", stubs.empty() ? "" : ", ", JsonString(stub));
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
  std::string functions;
  for (const Collisions::stubs::Function& function : Collisions::stubs::All()) {
    const auto found = tallies.find(function.signature);
    if (found == tallies.end()) continue;
    std::string hint;  // every matching slip's, when two fail the same cases
    for (const Hint& h : hints) {
      if (h.function == function.signature) hint += (hint.empty() ? "" : " Or: ") + h.text;
    }
    functions += fmt::format(
        "{}\n    {{\"function\": {}, \"cases_passed\": {}, \"cases_failed\": {}, \"random_cases\": {}, "
        "\"random_disagree\": {}, \"hint\": {}}}",
        functions.empty() ? "" : ",", JsonString(function.signature), found->second.passed, found->second.failed,
        found->second.random_cases, found->second.random_disagree, hint.empty() ? "null" : JsonString(hint));
  }
  const std::string text = fmt::format(
      "{{\n  \"tool\": \"collision-lab\",\n  \"student_build\": {},\n  \"all_samples\": {},\n"
      "  \"totals\": {{\"samples\": {}, \"passed\": {}, \"failed\": {}, \"crashed\": {}, \"timed_out\": {}}},\n"
      "  \"chapters\": [{}\n  ],\n  \"stubs\": [{}],\n  \"functions\": [{}\n  ],\n  \"samples\": [{}\n  ]\n}}\n",
      Collisions::stubs::IsStudentBuild(), progress.all_samples_ran, results.size(), passed, failed, crashed, timed_out,
      chapters, stubs, functions, samples);
  return WriteTextFile(path, text, error);
}

bool WriteJUnitReport(const std::string& path, const std::vector<SampleResult>& results, std::string& error) {
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
  const std::string text = fmt::format(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"collision-lab\" tests=\"{}\" failures=\"{}\" "
      "errors=\"{}\" time=\"{:.3f}\">\n{}</testsuites>\n",
      tests, failures, errors, seconds, suites);
  return WriteTextFile(path, text, error);
}

}  // namespace lab
