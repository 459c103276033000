#include "framework/harness/progress.hpp"

#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "collisions/stubs.hpp"
#include "framework/io/log.hpp"
#include "framework/sample/registry.hpp"

namespace lab {

void ForgetStubsReached() { Collisions::stubs::ForgetCalled(); }

void RecordStubsReached(const IsolatedRun& run) {
  for (const std::string& signature : run.stubs_called) Collisions::stubs::Called(signature);
}

bool ProgressToShow() { return Collisions::stubs::IsStudentBuild() || !Collisions::stubs::CalledSignatures().empty(); }

namespace {

// How many stubs are listed one per line with where to write them; the rest are counted per file.
constexpr std::size_t kStubsListed = 10;

// The stubs, in chapter order (the order to write them), each with the file and line of its definition.
void PrintStubs(const Progress& progress) {
  const std::vector<std::string>& stubs = progress.stubs;
  if (stubs.empty()) return;
  fmt::print("{} (file:line to write them at):\n",
             progress.all_samples_ran ? "Still stubs" : "Stubs these samples reached");
  std::vector<std::pair<std::string, int>> rest;  // the files of the stubs not listed, with their counts
  for (std::size_t i = 0; i < stubs.size(); ++i) {
    const Collisions::stubs::Function* function = Collisions::stubs::Find(stubs[i]);
    const std::string file = function != nullptr ? function->file : "collisions/";
    if (i < kStubsListed) {
      const std::string where = function != nullptr ? fmt::format("{}:{}", file, function->line) : file;
      fmt::print("  {:<38} {}\n", where, stubs[i]);
    } else if (!rest.empty() && rest.back().first == file) {
      ++rest.back().second;
    } else {
      rest.emplace_back(file, 1);
    }
  }
  if (rest.empty()) return;
  // The files of the rest, wrapped at 100 columns.
  std::string line = fmt::format("  and {} more:", stubs.size() - kStubsListed);
  for (std::size_t i = 0; i < rest.size(); ++i) {
    const std::string item = fmt::format(" {} in {}{}", rest[i].second, rest[i].first, i + 1 < rest.size() ? "," : "");
    if (line.size() + item.size() > 100) {
      fmt::print("{}\n", line);
      line = "   ";
    }
    line += item;
  }
  fmt::print("{}\n", line);
}

}  // namespace

// A function counts as implemented only when every sample ran, since only then is every function reached.
void PrintProgress(const Progress& progress) {
  log::Write(stdout, log::Style::kBold, "\nProgress\n");
  fmt::print("  {:<28} {:>11}  {:>13}\n", "chapter", "functions", "cases passing");
  for (const auto& [chapter, counts] : progress.chapters) {
    if (!progress.all_samples_ran && counts.cases_total == 0) continue;
    // A chapter with no Collisions functions to write (the scene chapter) shows no count.
    const std::string function_column =
        !progress.all_samples_ran     ? "-"
        : counts.functions_total == 0 ? ""
                                      : fmt::format("{} / {}", counts.functions_implemented, counts.functions_total);
    fmt::print("  {:<28} {:>11}  {:>13}\n", fmt::format("{} {}", chapter, ChapterTitle(Chapter(chapter))),
               function_column, fmt::format("{} / {}", counts.cases_passed, counts.cases_total));
  }
  PrintStubs(progress);
  if (!progress.all_samples_ran) {
    fmt::print("(run --check with no names, and no --fail-fast, to count the functions implemented)\n");
  }
  fmt::print("\n");
}

}  // namespace lab
