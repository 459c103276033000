// A sample as every mode loads it (the checks, the bench, the screenshot, the window), and the message for a name
// that names none: below the command line, the harness and the window, which all load samples.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include <glm/vec2.hpp>

#include "framework/sample/application.hpp"
#include "framework/sample/debug_draw.hpp"
#include "framework/sample/registry.hpp"

namespace lab {

// The size a sample is checked and screenshot at (logical pixels).
inline constexpr glm::ivec2 kDefaultWindowSize{800, 600};

// "unknown sample 'raycastplan'; did you mean 'RaycastPlane'?" (or the list of the closest, or a pointer to
// --list when nothing is close).
std::string UnknownSampleMessage(std::string_view name);

// A sample created, attached to its own recording draw, initialized (its checks run) and sized to the default
// window.
struct LoadedSample {
  const SampleInfo* info = nullptr;
  std::unique_ptr<Application> app;
  RecordingDraw draw;
};
std::unique_ptr<LoadedSample> LoadSample(const SampleInfo& info);

}  // namespace lab
