// Test helper: loads a registered sample the way the launcher does (attached to a recording draw,
// initialized) and records one frame.
#pragma once

#include <memory>
#include <string_view>

#include <gtest/gtest.h>

#include "framework/cli/launcher.hpp"
#include "framework/sample/frame.hpp"
#include "framework/sample/registry.hpp"
#include "framework/window/hosts.hpp"

namespace lab::testing {

// Loads a registered sample by name exactly as the launcher does.
inline std::unique_ptr<LoadedSample> LoadSample(std::string_view name) {
  const SampleInfo* info = FindSample(name);
  if (info == nullptr) {
    ADD_FAILURE() << "no sample " << name;
    return nullptr;
  }
  return lab::LoadSample(*info);
}

// Records one frame of the sample (grid, Render, HUD) into its draw.
inline void RecordFrame(LoadedSample& sample) {
  ComposeFrame(*sample.app, *sample.info, sample.draw, glm::vec2(kDefaultWindowSize), HudOptions{.show_help = false});
}

}  // namespace lab::testing
