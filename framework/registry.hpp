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

#include "framework/application.hpp"

namespace lab {

enum class Chapter {
  kFramework = 0,
  kShapesAndPoints = 1,
  kStaticIntersections = 2,
  kLinesAndRays = 3,
  kModels = 4,
  kScenes = 5,
  kCamera = 6,
  // Beyond the tutorial: chapters after the seed documents in shared/seeds.
  kEllipsoids = 7,        // the seed on ellipsoid collision and sliding
  kPointPlane = 8,        // the seed "Point-Plane Collision Detection Explained"
  kFlipcodePolygons = 9,  // flipcode's "Theory & Practice, Collision Detection Part 2"
  kLectureToolbox = 10,   // the lecture slides "Collision Detection"
};

std::string_view ChapterTitle(Chapter chapter);

struct SampleInfo {
  std::string name;
  Chapter chapter;
  std::string description;
  std::function<std::unique_ptr<Application>()> create;
};

// Adds a sample; returns true so it can initialise a static.
bool RegisterSample(std::string name, Chapter chapter, std::string description,
                    std::function<std::unique_ptr<Application>()> create);

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

}  // namespace lab

#define LAB_REGISTER_SAMPLE(Class, chapter, description)                             \
  [[maybe_unused]] static const bool lab_registered_##Class = ::lab::RegisterSample( \
      #Class, chapter, description, [] { return std::unique_ptr<::lab::Application>(new Class()); })
