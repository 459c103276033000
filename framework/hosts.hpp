// The two hosts that show a sample. Both compose frames with ComposeFrame and draw them with GlRenderer.
#pragma once

#include <string>
#include <vector>

#include <glm/vec2.hpp>

#include "framework/application.hpp"
#include "framework/registry.hpp"

namespace lab {

inline constexpr glm::ivec2 kDefaultWindowSize{800, 600};

// True when DISPLAY or WAYLAND_DISPLAY names a display to open a window on.
bool DisplayAvailable();

// Opens an 800x600 window (resizable, vsync, HiDPI-aware) and runs the sample until it is closed.
// The sample must already be initialized and attached to draw. False, with the reason, when no GL 3.3
// core window can be made.
bool RunInWindow(Application& app, const SampleInfo& info, RecordingDraw& draw, std::string& error);

// Renders the sample's first frame offscreen (EGL surfaceless, no X server) and writes it as a PNG.
// The sample must already be initialized and attached to draw. False, with the reason, on failure.
bool RenderOffscreenPng(Application& app, const SampleInfo& info, RecordingDraw& draw, glm::ivec2 size,
                        const std::string& path, std::string& error);

// Writes RGBA pixels read from GL (bottom row first) to a PNG the right way up.
bool WritePng(const std::string& path, glm::ivec2 size, const std::vector<unsigned char>& bottom_up_rgba,
              std::string& error);

// Reads the current framebuffer's colour into bottom_up_rgba.
void ReadPixels(glm::ivec2 size, std::vector<unsigned char>& bottom_up_rgba);

}  // namespace lab
