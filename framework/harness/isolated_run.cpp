// What every run of a sample's checks reports, however it was run (isolation.hpp): the records its child sends,
// the text of an abnormal end, and the default time limit. Portable C++: the page in a browser (framework/web)
// runs samples in its own process and reports through these too.
#include <algorithm>
#include <cstdio>

#include <fmt/format.h>

#include "framework/harness/isolation.hpp"
#include "framework/io/log.hpp"

namespace lab {

std::string EncodeRecord(const std::vector<std::string_view>& fields) {
  std::string record;
  for (std::string_view field : fields) {
    for (char c : field) record += (c == kFieldEnd || c == kRecordEnd) ? ' ' : c;
    record += kFieldEnd;
  }
  record += kRecordEnd;
  return record;
}

std::vector<std::string> SplitLines(std::string_view text) {
  std::vector<std::string> lines;
  for (std::size_t start = 0; start < text.size();) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    lines.emplace_back(text.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

std::vector<std::string> SplitFields(std::string_view record) {
  std::vector<std::string> fields;
  std::size_t start = 0;
  for (std::size_t end; (end = record.find(kFieldEnd, start)) != std::string_view::npos; start = end + 1) {
    fields.emplace_back(record.substr(start, end - start));
  }
  return fields;
}

int DefaultTimeoutSeconds() {
#if defined(__SANITIZE_ADDRESS__)
  return 40;
#else
  return 10;
#endif
}

const char* Abnormal::KindName() const {
  switch (kind) {
    case Kind::kSignal: return "crash";
    case Kind::kException: return "exception";
    case Kind::kTimeout: return "timeout";
    case Kind::kMemory: return "memory";
    case Kind::kExit: return "exit";
  }
  return "crash";
}

std::string Abnormal::Summary() const {
  std::string text = what;
  if (culprit < trace.size()) {
    const StackFrame& frame = trace[culprit];
    if (!frame.function.empty()) text += fmt::format(" in {}", frame.function);
    if (!frame.file.empty()) text += fmt::format(" at {}:{}", frame.file, frame.line);
  }
  return text;
}

std::string IsolatedRun::WhereInSample() const {
  if (abnormal.phase == "drawing") {
    return fmt::format("while drawing (Render), after all {} case{}", checks.Total(), checks.Total() == 1 ? "" : "s");
  }
  if (checks.Cases().empty()) return "while checking, before its first case";
  const Checks::Case& last = checks.Cases().back();
  if (last.case_index == Checks::kNoCase) return fmt::format("while checking, after {} cases", checks.Total());
  return fmt::format("while checking, after case {}", last.case_index);
}

std::vector<std::string> AbnormalLines(const SampleInfo& info, const IsolatedRun& run) {
  const Abnormal& abnormal = run.abnormal;
  std::vector<std::string> lines;
  lines.push_back(fmt::format("{} {}: {}, {}", abnormal.kind == Abnormal::Kind::kTimeout ? "TIMEOUT" : "CRASH",
                              info.name, abnormal.Summary(), run.WhereInSample()));
  if (!abnormal.trace.empty()) {
    lines.push_back("stack, innermost first:");
    // Down to the sample's own code; below it is the harness (LoadSample, the child process, main).
    std::size_t shown = 0;
    for (; shown < abnormal.trace.size() && shown < 12; ++shown) {
      const StackFrame& frame = abnormal.trace[shown];
      if (shown > abnormal.culprit && frame.file.starts_with("framework/")) break;
      std::string line = fmt::format("{} #{:<2} {}", shown == abnormal.culprit ? "->" : "  ", shown, frame.function);
      if (!frame.file.empty())
        line += fmt::format("{}at {}:{}", frame.function.empty() ? "" : "  ", frame.file, frame.line);
      lines.push_back(line);
    }
    if (shown < abnormal.trace.size())
      lines.push_back(fmt::format("    ... {} more frames", abnormal.trace.size() - shown));
  }
  if (!abnormal.output.empty()) {
    lines.push_back("its last output:");
    std::size_t start = 0;
    while (start <= abnormal.output.size()) {
      std::size_t end = abnormal.output.find('\n', start);
      if (end == std::string::npos) end = abnormal.output.size();
      lines.push_back("  " + abnormal.output.substr(start, end - start));
      start = end + 1;
    }
  }
  return lines;
}

void PrintAbnormal(const SampleInfo& info, const IsolatedRun& run) {
  const std::vector<std::string> lines = AbnormalLines(info, run);
  log::Write(stdout, log::Style::kFail, lines[0].substr(0, lines[0].find(' ')));
  fmt::print("{}\n", lines[0].substr(lines[0].find(' ')));
  std::fflush(stdout);
  for (std::size_t i = 1; i < lines.size(); ++i) fmt::print(stderr, "      {}\n", lines[i]);
  std::fflush(stderr);
}

}  // namespace lab
