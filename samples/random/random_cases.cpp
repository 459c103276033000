#include "samples/random/random_cases.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <sstream>

#include <fmt/format.h>
#include <glm/geometric.hpp>

#include "collisions/stubs.hpp"
#include "framework/io/build_info.hpp"
#include "framework/io/obj_loader.hpp"
#include "framework/sample/counterexamples.hpp"

namespace lab::samples::random_cases {

namespace {

std::vector<Spec>& Specs() {
  static std::vector<Spec> specs;
  return specs;
}

// Every number of a value list's text ("1 2 3 ; 0.5"), in order.
bool AllNumbers(std::string_view text, std::vector<double>& numbers) {
  numbers.clear();
  for (;;) {
    while (!text.empty() && (text.front() == ' ' || text.front() == ';')) text.remove_prefix(1);
    if (text.empty()) return true;
    double value = 0;
    if (!ReadNumber(text, value)) return false;
    numbers.push_back(value);
  }
}

bool Near(double expected, double actual, double tolerance) {
  if (std::isnan(expected) || std::isnan(actual)) return std::isnan(expected) && std::isnan(actual);
  if (std::isinf(expected) || std::isinf(actual)) return expected == actual;
  return std::abs(expected - actual) <= tolerance * std::max(1.0, std::abs(expected));
}

// The tolerance a case's "how compared" field gives.
double ToleranceOf(std::string_view compare) {
  constexpr std::string_view kPrefix = "tolerance ";
  if (!compare.starts_with(kPrefix)) return kAnswerTolerance;
  double value = kAnswerTolerance;
  std::string_view rest = compare.substr(kPrefix.size());
  return ReadNumber(rest, value) ? value : kAnswerTolerance;
}

bool DefaultAgrees(std::string_view expected, std::string_view actual, double tolerance) {
  std::vector<double> want, got;
  if (!AllNumbers(expected, want) || !AllNumbers(actual, got) || want.size() != got.size()) return false;
  for (std::size_t i = 0; i < want.size(); ++i) {
    if (!Near(want[i], got[i], tolerance)) return false;
  }
  return true;
}

// The largest magnitude among a case's positions and lengths: what its jitter is measured against. They are the
// numbers that scaling the case doubles; a list's length, a direction or a count is not one of them.
double LargestMagnitude(const Spec& spec, const std::string& inputs) {
  std::vector<double> numbers, doubled;
  AllNumbers(inputs, numbers);
  AllNumbers(spec.scale(inputs, 2.0f), doubled);
  double largest = 0;
  for (std::size_t i = 0; i < numbers.size() && i < doubled.size(); ++i) {
    if (std::isfinite(numbers[i]) && doubled[i] != numbers[i]) largest = std::max(largest, std::abs(numbers[i]));
  }
  return largest;
}

// How a case is compared, from jittered copies of its inputs: "either" when a yes or no (any whole number of the
// answer) changes, "tolerance T" when a number moves more than kAnswerTolerance allows, "" otherwise.
std::string HowCompared(const Spec& spec, const std::string& inputs, const std::string& expected, Engine& engine) {
  std::vector<double> want, got;
  AllNumbers(expected, want);
  const double amount = kJitter * std::max(LargestMagnitude(spec, inputs), 1e-30);
  if (spec.near_boundary && spec.near_boundary(inputs, amount)) return "either";
  double widest = kAnswerTolerance;
  for (int k = 0; k < kJitterTries; ++k) {
    const std::optional<std::string> answer = spec.answer(spec.jitter(inputs, engine, amount));
    if (!answer || !AllNumbers(*answer, got) || got.size() != want.size()) return "either";
    for (std::size_t i = 0; i < want.size(); ++i) {
      if (Near(want[i], got[i], kAnswerTolerance)) continue;
      const bool whole = std::isfinite(want[i]) && std::floor(want[i]) == want[i] && std::isfinite(got[i]) &&
                         std::floor(got[i]) == got[i] && std::abs(want[i]) < 1e6;
      if (whole || std::isnan(want[i]) != std::isnan(got[i])) return "either";
      widest = std::max(widest, 10.0 * std::abs(want[i] - got[i]) / std::max(1.0, std::abs(want[i])));
    }
  }
  if (widest > kWidestTolerance) return "either";
  return widest > kAnswerTolerance ? fmt::format("tolerance {:.3g}", widest) : "";
}

// samples/random/data/<stem>.cases for the collisions source a function is in.
std::string DataFileOf(std::string_view signature) {
  const Collisions::stubs::Function* function = Collisions::stubs::Find(signature);
  if (function == nullptr) return {};
  const std::string file = std::filesystem::path(function->file).stem().string();
  return DataFolder() + "/" + file + ".cases";
}

struct Loaded {
  std::map<std::string, std::vector<StoredCase>, std::less<>> by_function;
};

std::mutex g_loaded_mutex;
std::map<std::string, std::unique_ptr<Loaded>>& LoadedFiles() {
  static std::map<std::string, std::unique_ptr<Loaded>> files;
  return files;
}

std::string_view Trimmed(std::string_view text) {
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\r')) text.remove_suffix(1);
  return text;
}

Loaded ReadDataFile(const std::string& path) {
  Loaded loaded;
  std::ifstream in(path);
  std::string line;
  std::vector<StoredCase>* current = nullptr;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    if (line[0] == '@') {
      current = &loaded.by_function[std::string(Trimmed(std::string_view(line).substr(1)))];
      continue;
    }
    if (current == nullptr) continue;
    std::vector<std::string_view> fields;
    std::string_view rest = line;
    for (std::size_t bar; (bar = rest.find('|')) != std::string_view::npos; rest.remove_prefix(bar + 1)) {
      fields.push_back(Trimmed(rest.substr(0, bar)));
    }
    fields.push_back(Trimmed(rest));
    if (fields.size() != 4) continue;
    current->push_back(
        {std::string(fields[0]), std::string(fields[1]), std::string(fields[2]), std::string(fields[3])});
  }
  return loaded;
}

}  // namespace

void Register(Spec spec) { Specs().push_back(std::move(spec)); }

const Spec* Find(std::string_view signature) {
  for (const Spec& spec : Specs()) {
    if (spec.signature == signature) return &spec;
  }
  return nullptr;
}

const std::vector<Spec>& All() { return Specs(); }

std::vector<StoredCase> MakeCases(const Spec& spec, std::uint32_t seed, int count) {
  Engine engine(seed ^ static_cast<std::uint32_t>(std::hash<std::string>{}(spec.signature)));
  std::vector<StoredCase> made;
  std::vector<std::string> seen;
  std::size_t next_generator = 0;  // the generators take turns; a scaled copy takes none of theirs
  for (int i = 0, tries = 0; static_cast<int>(made.size()) < count && tries < 20 * count; ++tries, ++i) {
    // Every eighth case is the one before it, tiny or huge: the same question at 1e-4 and 1e4 times the size.
    const bool scaled = i % 8 == 7 && !made.empty();
    const Generator& generator =
        spec.generators[(scaled ? next_generator - 1 : next_generator++) % spec.generators.size()];
    StoredCase stored;
    if (scaled) {
      const bool tiny = (i / 8) % 2 == 0;
      stored.kind = made.back().kind + (tiny ? ", tiny" : ", huge");
      stored.inputs = spec.scale(made.back().inputs, tiny ? 1e-4f : 1e4f);
    } else {
      stored.kind = generator.kind;
      stored.inputs = generator.draw(engine);
    }
    if (std::find(seen.begin(), seen.end(), stored.inputs) != seen.end()) continue;
    const std::optional<std::string> expected = spec.answer(stored.inputs);
    if (!expected) continue;  // a generator's case that does not read back (never, unless a codec is wrong)
    seen.push_back(stored.inputs);
    stored.expected = *expected;
    stored.compare = generator.exact && !scaled ? "" : HowCompared(spec, stored.inputs, stored.expected, engine);
    // The reference must agree with its own answer under the spec's comparison: a comparison that does not
    // (a bug of the spec) would fail every right function on this case, so it is left out and reported.
    if (spec.agrees && stored.compare != "either" &&
        !spec.agrees(stored.inputs, stored.expected, stored.expected, ToleranceOf(stored.compare))) {
      std::fprintf(stderr, "%s: the reference disagrees with its own answer on \"%s | %s\": left out\n",
                   spec.signature.c_str(), stored.inputs.c_str(), stored.expected.c_str());
      continue;
    }
    made.push_back(std::move(stored));
  }
  return made;
}

std::string DataFolder() {
  const char* folder = std::getenv("LAB_RANDOM_CASES");
  if (folder != nullptr && *folder != '\0') return folder;
  return std::string(build_info::SourceDir()) + "/samples/random/data";
}

const std::vector<StoredCase>* StoredCasesOf(std::string_view signature) {
  const std::string path = DataFileOf(signature);
  if (path.empty()) return nullptr;
  std::lock_guard<std::mutex> lock(g_loaded_mutex);
  std::unique_ptr<Loaded>& loaded = LoadedFiles()[path];
  if (loaded == nullptr) loaded = std::make_unique<Loaded>(ReadDataFile(path));
  const auto found = loaded->by_function.find(signature);
  return found == loaded->by_function.end() ? nullptr : &found->second;
}

const Disagreement& Simplest(const std::vector<Disagreement>& disagreements) {
  // Fewest characters: fewer numbers, smaller ones, rounder ones ("0.5" before "0.123456789").
  return *std::min_element(disagreements.begin(), disagreements.end(), [](const auto& a, const auto& b) {
    return a.stored.inputs.size() < b.stored.inputs.size();
  });
}

// Under AddressSanitizer (the test suite's build, ten to thirty times slower) a function whose inputs hold a
// model or a collision world checks every 4th of its cases: each runs whole meshes (the knot's 1,920 triangles),
// and all of them made MeshAgainstMesh and EllipsoidWalk take 15 s more. Every catalogued mutant of those
// functions also fails a contract case; release, student and grading builds check every case.
#if defined(__SANITIZE_ADDRESS__)
constexpr std::size_t kHeavyStride = 4;
#else
constexpr std::size_t kHeavyStride = 1;
#endif

void CheckRandomCases(Checks& checks, std::initializer_list<std::string_view> signatures, std::source_location where) {
  for (const std::string_view signature : signatures) {
    const bool heavy =
        signature.find("Model") != std::string_view::npos || signature.find("CollisionWorld") != std::string_view::npos;
    const std::size_t stride = heavy ? kHeavyStride : 1;
    checks.NextCaseCalls({std::string(signature)});
    const Spec* spec = Find(signature);
    const std::vector<StoredCase>* stored = spec == nullptr ? nullptr : StoredCasesOf(signature);
    const std::string what = fmt::format("{}: {} random cases against the reference", signature,
                                         stored == nullptr ? 0 : (stored->size() + stride - 1) / stride);
    if (spec == nullptr || stored == nullptr || stored->empty()) {
      checks.Fail(fmt::format("{}: no random cases ({} has none for it; ./lab.sh random-cases makes them)", signature,
                              spec == nullptr ? "samples/random/ registers no generators and" : DataFileOf(signature)),
                  where);
      continue;
    }
    const std::size_t stubs_before = Collisions::stubs::CalledSignatures().size();
    std::vector<Disagreement> disagreements;
    std::size_t ran = 0;
    for (std::size_t index = 0; index < stored->size(); index += stride) {
      const StoredCase& one = (*stored)[index];
      const std::optional<std::string> actual = spec->answer(one.inputs);
      ++ran;
      if (Collisions::stubs::CalledSignatures().size() != stubs_before &&
          Collisions::stubs::CalledSignatures().contains(signature)) {
        break;  // still a stub
      }
      const double tolerance = ToleranceOf(one.compare);
      const bool agrees = actual && (one.compare == "either" ||
                                     (spec->agrees ? spec->agrees(one.inputs, one.expected, *actual, tolerance)
                                                   : DefaultAgrees(one.expected, *actual, tolerance)));
      if (!agrees)
        disagreements.push_back({one, actual.value_or("(inputs that do not read)"), spec->describe(one.inputs)});
    }
    if (Collisions::stubs::CalledSignatures().contains(signature)) {
      checks.RandomCases(what, static_cast<int>(stored->size()), static_cast<int>(stored->size()), {},
                         fmt::format("still a stub: its {} random cases wait until it is written", stored->size()),
                         where);
      continue;
    }
    if (disagreements.empty()) {
      checks.RandomCases(what, static_cast<int>(ran), 0, {}, {}, where);
      continue;
    }
    const Disagreement& simplest = Simplest(disagreements);
    std::vector<std::string> counterexamples;
    counterexamples.push_back(fmt::format("{} | {} | {} | {} | {}", simplest.stored.kind, simplest.stored.inputs,
                                          simplest.stored.expected, simplest.actual, simplest.stored.compare));
    for (const Disagreement& other : disagreements) {
      if (&other == &simplest || counterexamples.size() >= 20) continue;
      counterexamples.push_back(fmt::format("{} | {} | {} | {} | {}", other.stored.kind, other.stored.inputs,
                                            other.stored.expected, other.actual, other.stored.compare));
    }
    checks.RandomCases(what, static_cast<int>(ran), static_cast<int>(disagreements.size()), std::move(counterexamples),
                       fmt::format("{} of {} disagree with the reference; the simplest ({}): {}: expected {}, got {}",
                                   disagreements.size(), ran, simplest.stored.kind, simplest.call,
                                   spec->show_outputs(simplest.stored.expected), spec->show_outputs(simplest.actual)),
                       where);
  }
}

// ---- The window's view of a counterexample ("kind | inputs | expected | actual | how compared").

namespace {

std::vector<std::string_view> CounterexampleFields(std::string_view line) {
  std::vector<std::string_view> fields;
  for (std::size_t bar; (bar = line.find(" | ")) != std::string_view::npos; line.remove_prefix(bar + 3)) {
    fields.push_back(line.substr(0, bar));
  }
  fields.push_back(line);
  return fields;
}

bool DrawCounterexample(DebugDraw& draw, std::string_view function, std::string_view counterexample) {
  const Spec* spec = Find(function);
  const std::vector<std::string_view> fields = CounterexampleFields(counterexample);
  if (spec == nullptr || !spec->draw || fields.size() < 4) return false;
  spec->draw(draw, fields[1], fields[2], fields[3]);
  return true;
}

bool LoadCounterexample(HandleSet& handles, std::string_view function, std::string_view counterexample) {
  const Spec* spec = Find(function);
  const std::vector<std::string_view> fields = CounterexampleFields(counterexample);
  return spec != nullptr && spec->load && fields.size() >= 2 && spec->load(handles, fields[1]);
}

std::string DescribeCounterexample(std::string_view function, std::string_view counterexample) {
  const Spec* spec = Find(function);
  const std::vector<std::string_view> fields = CounterexampleFields(counterexample);
  if (spec == nullptr || fields.size() < 4) return std::string(counterexample);
  return fmt::format("{}: {}: expected {}, got {}", fields[0], spec->describe(fields[1]), spec->show_outputs(fields[2]),
                     spec->show_outputs(fields[3]));
}

[[maybe_unused]] const bool kCounterexamplesInstalled =
    (counterexamples::Install(DrawCounterexample, LoadCounterexample, DescribeCounterexample), true);

}  // namespace

// ---- Stored inputs made again.

Collisions::ConvexShape Convert(const ConvexPoints& stored) {
  Collisions::ConvexShape shape;
  glm::vec3 sum(0.0f);
  for (const Point& point : stored.points) sum += point;
  shape.centre = stored.points.empty() ? Point(0.0f) : sum / static_cast<float>(stored.points.size());
  shape.support = [points = stored.points](const glm::vec3& direction) {
    Point best = points.empty() ? Point(0.0f) : points.front();
    float best_dot = -std::numeric_limits<float>::infinity();
    for (const Point& point : points) {
      const float along = glm::dot(point, direction);
      if (along > best_dot) {
        best_dot = along;
        best = point;
      }
    }
    return best;
  };
  return shape;
}

SlabTests Convert(const SlabMotion& stored) {
  const auto centre_at = [stored](float s) { return stored.start + (stored.end - stored.start) * s; };
  SlabTests tests;
  tests.overlaps = [stored, centre_at](float s) {
    const float centre = centre_at(s);
    return centre + stored.half >= stored.wall_low && centre - stored.half <= stored.wall_high;
  };
  tests.may_meet = [stored, centre_at](float from, float to) {
    const float a = centre_at(from), b = centre_at(to);
    return std::max(a, b) + stored.half >= stored.wall_low && std::min(a, b) - stored.half <= stored.wall_high;
  };
  return tests;
}

std::shared_ptr<const Mesh> ShippedMeshOf(int asset) {
  static std::mutex mutex;
  static std::shared_ptr<const Mesh> meshes[kShippedAssets];
  std::lock_guard<std::mutex> lock(mutex);
  const int index = std::clamp(asset, 0, kShippedAssets - 1);
  if (meshes[index] == nullptr) {
    static const char* const kFiles[kShippedAssets] = {"cube.obj", "torus.obj", "knot.obj"};
    ObjLoadResult loaded = LoadObjFile(AssetPath(kFiles[index]));
    meshes[index] = loaded.mesh != nullptr ? loaded.mesh : Mesh::FromTriangles({});
  }
  return meshes[index];
}

Model Convert(const PlacedModel& stored) {
  Model model(ShippedMeshOf(stored.asset));
  model.position = stored.position;
  model.rotation = stored.rotation;
  model.scale = stored.scale;
  return model;
}

const Mesh& Convert(const ShippedMesh& stored) { return *ShippedMeshOf(stored.asset); }

CollisionWorld Convert(const TriangleWorld& stored) {
  CollisionWorld world;
  world.colliders.emplace_back(Mesh::FromTriangles(stored.triangles), glm::mat4(1.0f));
  return world;
}

}  // namespace lab::samples::random_cases
