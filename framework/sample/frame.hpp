// What one frame shows, independent of GL: the grid, the sample's drawing and the heads-up text. Both hosts
// (window and offscreen) compose frames here, so a screenshot shows exactly what the window shows.
#pragma once

#include <string>

#include <glm/vec2.hpp>

#include "framework/sample/application.hpp"
#include "framework/sample/debug_draw.hpp"
#include "framework/sample/registry.hpp"

namespace lab {

struct HudOptions {
  bool show_title = true;  // the sample's name, description and verdict (the window's panels show them instead)
  bool show_help = true;   // the key and mouse help line
};

// Clears draw, then records the grid (if the sample wants it), the sample's Render() and the HUD.
void ComposeFrame(Application& app, const SampleInfo& info, RecordingDraw& draw, glm::vec2 logical_size,
                  const HudOptions& hud);

// The help line shown at the bottom of the window: the host's controls, without those the sample takes
// for itself (EllipsoidWalk's Space jumps, so it does not say "Space: auto-rotate").
std::string ControlsHelp(const Application& app);

}  // namespace lab
