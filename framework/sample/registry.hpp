// The sample registry. Each sample registers itself with one line at the end of its .cpp:
//
//   LAB_REGISTER_SAMPLE(RaycastPlane, Chapter::kLinesAndRays, "What the sample tests, in one line.");
//
// The name is the class name. Samples are sorted by chapter, then name (case-insensitively), when the
// registry is first read, so numbers do not depend on link order and stay stable.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "framework/sample/application.hpp"

namespace lab {

// The chapters, from collisions/chapters.def (their one definition).
enum class Chapter {
#define LAB_CHAPTER(number, identifier, title, sources) identifier = number,
#include "collisions/chapters.def"
#undef LAB_CHAPTER
};

std::string_view ChapterTitle(Chapter chapter);

struct SampleInfo {
  std::string name;
  Chapter chapter;
  std::string description;
  std::function<std::unique_ptr<Application>()> create;
  // The file that registered the sample (its __FILE__), so a test can hold it to its chapter's folder.
  std::string source_file;
  // Runs on the model given by `--model FILE` (framework/harness/model_option.hpp) when there is one.
  bool uses_model = false;
};

// Adds a sample; returns true so it can initialise a static.
bool RegisterSample(std::string name, Chapter chapter, std::string description,
                    std::function<std::unique_ptr<Application>()> create, std::string source_file = {},
                    bool uses_model = false);

// Puts note before the description of every sample that uses the model (and of those registered later, when
// `watch` loads rebuilt code): which model it runs on, under `--model FILE`.
void NoteModelSamples(std::string note);

// Forgets every sample and hands them back, when `watch` loads rebuilt code (whose samples register
// again); RestoreSamples puts them back when that code cannot be loaded.
std::vector<SampleInfo> ForgetSamples();
void RestoreSamples(std::vector<SampleInfo> samples);

// Every registered sample, sorted. Sample number N (1-based) is Samples()[N - 1].
const std::vector<SampleInfo>& Samples();

// Looks a sample up by name (case-insensitive) or by its 1-based number.
const SampleInfo* FindSample(std::string_view name_or_number);

// Up to three sample names close to a mistyped one (edit distance or substring), best first.
std::vector<std::string> SuggestSamples(std::string_view wrong_name);

// The samples that run on the model (`--model FILE`), in the listing's order.
std::vector<std::string> ModelSampleNames();

}  // namespace lab

#define LAB_REGISTER_SAMPLE(Class, chapter, description)                             \
  [[maybe_unused]] static const bool lab_registered_##Class = ::lab::RegisterSample( \
      #Class, chapter, description, [] { return std::unique_ptr<::lab::Application>(new Class()); }, __FILE__)
// A sample that runs on the model `--model FILE` gives (samples/sample_models.hpp's LoadModelUnderTest).
#define LAB_REGISTER_MODEL_SAMPLE(Class, chapter, description)                       \
  [[maybe_unused]] static const bool lab_registered_##Class = ::lab::RegisterSample( \
      #Class, chapter, description, [] { return std::unique_ptr<::lab::Application>(new Class()); }, __FILE__, true)
