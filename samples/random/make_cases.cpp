// collision-lab-make-cases: writes the random cases of every student function, as the reference answers them,
// to FOLDER/<collisions source>.cases (samples/random/random_cases.hpp). Built only where the solutions are.
//
//   collision-lab-make-cases FOLDER [--seed N] [--count N] [FUNCTION...]
//
// ./lab.sh random-cases writes the shipped data (samples/random/data, seed 1); ./lab.sh grade writes fresh data
// with a seed of its own for each grading run. Exit status 1 when a student function has no generators.
#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <system_error>
#include <thread>
#include <vector>

#include <fmt/format.h>

#include "collisions/stubs.hpp"
#include "samples/random/random_cases.hpp"

namespace {

int Usage() {
  std::fprintf(stderr, "usage: collision-lab-make-cases FOLDER [--seed N] [--count N] [FUNCTION...]\n");
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace lab::samples::random_cases;
  if (argc < 2) return Usage();
  const std::filesystem::path folder = argv[1];
  unsigned long seed = 1;
  int count = 200;
  std::vector<std::string> only;
  for (int i = 2; i < argc; ++i) {
    const std::string argument = argv[i];
    if ((argument == "--seed" || argument == "--count") && i + 1 < argc) {
      char* end = nullptr;
      const unsigned long value = std::strtoul(argv[++i], &end, 10);
      // A seed is any 32-bit number (./lab.sh grade draws them so); a count up to a billion.
      const unsigned long largest = argument == "--seed" ? 0xFFFFFFFFul : 1000000000ul;
      if (end == nullptr || *end != '\0' || value > largest) return Usage();
      if (argument == "--seed") seed = value;
      if (argument == "--count") count = static_cast<int>(value);
    } else if (argument.starts_with("--")) {
      return Usage();
    } else {
      only.push_back(argument);
    }
  }
  if (lab::Collisions::stubs::IsStudentBuild()) {
    std::fprintf(stderr, "collision-lab-make-cases: this is a student build; the reference makes the cases\n");
    return 2;
  }
  std::error_code error;
  std::filesystem::create_directories(folder, error);

  // The functions asked, in the manifest's order, each with its spec.
  struct Job {
    const lab::Collisions::stubs::Function* function;
    const Spec* spec;
    std::vector<StoredCase> made;
  };
  std::vector<Job> jobs;
  std::vector<std::string> missing;
  for (const lab::Collisions::stubs::Function& function : lab::Collisions::stubs::All()) {
    if (!only.empty() && std::find(only.begin(), only.end(), function.signature) == only.end()) continue;
    const Spec* spec = Find(function.signature);
    if (spec == nullptr || spec->generators.empty()) {
      missing.push_back(function.signature);
      continue;
    }
    jobs.push_back({&function, spec, {}});
  }
  // Made side by side, one thread a core: each function's cases come from an engine of its own (seeded by the
  // seed and its signature), so the files are the same whichever thread makes which.
  std::atomic<std::size_t> next{0};
  const auto work = [&] {
    for (std::size_t i = next++; i < jobs.size(); i = next++) {
      jobs[i].made = MakeCases(*jobs[i].spec, static_cast<std::uint32_t>(seed), count);
    }
  };
  std::vector<std::thread> threads;
  for (std::size_t i = 1; i < std::clamp<std::size_t>(std::thread::hardware_concurrency(), 1, 8); ++i) {
    try {
      threads.emplace_back(work);
    } catch (const std::system_error&) {
      break;  // no thread to be had (a process limit): the ones started, and this one, make the rest
    }
  }
  work();
  for (std::thread& thread : threads) thread.join();

  // Each source's functions, in the manifest's order.
  std::map<std::string, std::string> files;  // stem -> text
  int cases = 0;
  for (const Job& job : jobs) {
    const std::string stem = std::filesystem::path(job.function->file).stem().string();
    std::string& text = files[stem];
    if (text.empty()) {
      text = fmt::format(
          "# Random cases of collisions/{}.cpp's functions, as the reference answers them: made by\n"
          "# collision-lab-make-cases (./lab.sh random-cases), seed {}, {} a function. Each line: what the case aims\n"
          "# at | the inputs | the reference's outputs | how compared (either: on a boundary; tolerance T). Values\n"
          "# are written as samples/random/codec.hpp says, parameters parted by ';'.\n",
          stem, seed, count);
    }
    text += fmt::format("@ {}\n", job.function->signature);
    for (const StoredCase& made : job.made) {
      text += fmt::format("{} | {} | {} | {}\n", made.kind, made.inputs, made.expected, made.compare);
      ++cases;
    }
  }
  for (const auto& [stem, text] : files) {
    const std::filesystem::path path = folder / (stem + ".cases");
    std::ofstream out(path, std::ios::binary);
    out << text;
    if (!out.flush()) {
      std::fprintf(stderr, "collision-lab-make-cases: could not write %s\n", path.c_str());
      return 3;
    }
  }
  std::printf("wrote %d random cases of %zu functions to %s\n", cases, jobs.size(), folder.c_str());
  for (const std::string& signature : missing) std::fprintf(stderr, "no generators: %s\n", signature.c_str());
  return missing.empty() ? 0 : 1;
}
