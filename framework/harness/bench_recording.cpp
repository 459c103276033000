// The bench's part that runs inside the samples: the recording of their calls (samples/traced.hpp), the names of
// the recorded types, and the figures' text. Portable C++: the page in a browser links it too, with nothing to record.
#include <cctype>
#include <cmath>
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "framework/harness/bench.hpp"
#include "framework/io/text.hpp"
#include "framework/sample/calls.hpp"

namespace lab::bench {

std::vector<std::string> SplitTabs(const std::string& line) {
  std::vector<std::string> fields;
  std::stringstream stream(line);
  std::string field;
  while (std::getline(stream, field, '\t')) fields.push_back(field);
  if (!line.empty() && line.back() == '\t') fields.emplace_back();
  return fields;
}

std::string Nanoseconds(double ns) {
  if (!std::isfinite(ns)) return "-";
  if (ns < 10.0) return fmt::format("{:.2f} ns", ns);
  if (ns < 1e4) return fmt::format("{:.0f} ns", ns);
  if (ns < 1e7) return fmt::format("{:.1f} us", ns / 1e3);
  return fmt::format("{:.1f} ms", ns / 1e6);
}

std::string Ratio(double yours, double reference) {
  if (!std::isfinite(yours) || !std::isfinite(reference) || reference <= 0.0) return "";
  return fmt::format("{:.2f}x", yours / reference);
}

thread_local Recording* Recording::current_ = nullptr;

Recording::Recording() : previous_(current_) { current_ = this; }
Recording::~Recording() {
  if (!finished_) current_ = previous_;
}

std::vector<RecordedCall> Recording::Finish() {
  if (!finished_) current_ = previous_;
  finished_ = true;
  return std::move(calls_);
}

bool Recording::Wants(std::string_view name, const std::vector<std::string>& argument_types) {
  std::string kind(name);
  for (const std::string& type : argument_types) kind += "," + type;
  return ++per_kind_[kind] <= kMaxCallsPerKind;
}

void Recording::Add(RecordedCall call) { calls_.push_back(std::move(call)); }

std::string ShortTypeName(std::string_view compiler_name) {
  // GCC: "... TypeName() [with T = lab::Ray; std::string = ...]"; Clang: "... [T = lab::Ray]".
  std::string name(compiler_name);
  if (const std::size_t at = name.find("T = "); at != std::string::npos) {
    name = name.substr(at + 4);
    name = name.substr(0, name.find_first_of(";]"));
  }
  if (name.find("lambda") != std::string::npos || name.starts_with("std::function") ||
      name.starts_with("lab::Function")) {
    return "callback";
  }
  // glm::vec<3, float, (glm::qualifier)0> -> glm::vec3.
  for (std::size_t at = name.find("glm::vec<"); at != std::string::npos; at = name.find("glm::vec<", at + 1)) {
    const std::size_t digit = at + 9, close = name.find('>', digit);
    if (close != std::string::npos && std::isdigit(static_cast<unsigned char>(name[digit])) != 0 &&
        name.compare(digit + 1, 9, ", float, ") == 0) {
      name.replace(at, close + 1 - at, std::string("glm::vec") + name[digit]);
    }
  }
  // Qualifiers a reader does not need, where a word starts: lab::Collisions::, lab::, const, std::__cxx11::.
  std::string shorter;
  for (std::size_t at = 0; at < name.size();) {
    const bool word_start =
        at == 0 || !(std::isalnum(static_cast<unsigned char>(name[at - 1])) != 0 || name[at - 1] == '_');
    std::size_t skip = 0;
    for (const std::string_view qualifier : {"lab::Collisions::", "lab::", "const ", "std::__cxx11::"}) {
      if (word_start && std::string_view(name).substr(at).starts_with(qualifier)) {
        skip = qualifier.size();
        break;
      }
    }
    if (skip == 0) shorter += name[at];
    at += skip == 0 ? 1 : skip;
  }
  name = text::ReplaceAll(std::move(shorter), "glm::vec3", "Point");
  // std::vector<Point, std::allocator<Point> > -> std::vector<Point>.
  for (std::size_t at = name.find(", std::allocator<"); at != std::string::npos;
       at = name.find(", std::allocator<", at)) {
    std::size_t end = name.find('>', at);
    if (end == std::string::npos) break;
    end = name[end + 1] == ' ' ? end + 2 : end + 1;
    if (end >= name.size() || name[end] != '>') {
      ++at;
      continue;
    }
    name.replace(at, end + 1 - at, ">");
  }
  name = text::ReplaceAll(std::move(name), " >", ">");
  return name;
}

std::string Label(const RecordedCall& call) { return calls::Label(call.name, call.argument_types); }

}  // namespace lab::bench
