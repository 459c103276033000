#include "framework/progress.hpp"

#include <string>
#include <vector>

#include <fmt/format.h>

#include "collisions/stubs.hpp"
#include "framework/log.hpp"
#include "framework/registry.hpp"

namespace lab {

void ForgetStubsReached() { Collisions::stubs::ForgetCalled(); }

void RecordStubsReached(const IsolatedRun& run) {
  for (const std::string& signature : run.stubs_called) Collisions::stubs::Called(signature);
}

bool ProgressToShow() { return Collisions::stubs::IsStudentBuild() || !Collisions::stubs::CalledSignatures().empty(); }

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
  const std::vector<std::string>& stubs = progress.stubs;
  if (!stubs.empty()) {
    fmt::print("{}:\n", progress.all_samples_ran ? "Still stubs" : "Stubs these samples reached");
    std::string line = " ";
    for (std::size_t i = 0; i < stubs.size(); ++i) {
      const std::string item = fmt::format(" {}{}", stubs[i], i + 1 < stubs.size() ? "," : "");
      if (line.size() + item.size() > 100) {
        fmt::print("{}\n", line);
        line = " ";
      }
      line += item;
    }
    fmt::print("{}\n", line);
  }
  if (!progress.all_samples_ran) fmt::print("(run --check with no names to count the functions implemented)\n");
  fmt::print("\n");
}

}  // namespace lab
