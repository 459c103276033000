// Test helper: loads a registered sample the way the launcher does (attached to a recording draw,
// initialized) and records one frame.
#pragma once

#include <memory>
#include <string_view>

#include <gtest/gtest.h>

#include "framework/frame.hpp"
#include "framework/registry.hpp"

namespace lab::testing {

struct LoadedSample {
  const SampleInfo* info = nullptr;
  std::unique_ptr<Application> app;
  RecordingDraw draw;
};

inline std::unique_ptr<LoadedSample> LoadSample(std::string_view name) {
  auto loaded = std::make_unique<LoadedSample>();
  loaded->info = FindSample(name);
  if (loaded->info == nullptr) {
    ADD_FAILURE() << "no sample " << name;
    return nullptr;
  }
  loaded->app = loaded->info->create();
  loaded->app->Attach(loaded->info->name, loaded->draw);
  loaded->app->Initialize(800, 600);
  loaded->app->Resize(800, 600);
  return loaded;
}

// Records one frame of the sample (grid, Render, HUD) into its draw.
inline void RecordFrame(LoadedSample& sample) {
  ComposeFrame(*sample.app, *sample.info, sample.draw, {800.0f, 600.0f}, HudOptions{.show_help = false});
}

}  // namespace lab::testing
