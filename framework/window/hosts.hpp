// The two hosts that show a sample. Both compose frames with ComposeFrame and draw them with GlRenderer.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include <glm/vec2.hpp>

#include "framework/sample/application.hpp"
#include "framework/sample/loading.hpp"
#include "framework/sample/registry.hpp"
#include "framework/window/lab.hpp"
#include "framework/window/lab_ui.hpp"

namespace lab {

// The window's first size with its panels (a sample alone is checked at kDefaultWindowSize, sample/loading.hpp).
inline constexpr glm::ivec2 kLabWindowSize{1280, 720};

// True when DISPLAY or WAYLAND_DISPLAY names a display to open a window on.
bool DisplayAvailable();

// What a frame of the window was, beside the lab and its panels.
struct FrameFacts {
  glm::ivec2 window_size{0};
  long frame = 0;          // frames shown so far
  long panel_redraws = 0;  // times the panels were drawn into their cache (PanelCache)
};

struct LabWindowOptions {
  glm::ivec2 size = kLabWindowSize;
  int frames = 0;            // --frames: stop after this many frames of the sample (0: when closed)
  bool stats = false;        // --stats: print frame times (no vsync), per sample
  bool all_samples = false;  // with frames: every sample in turn, from the current one
  float ui_scale = 0.0f;     // 0: the monitor's content scale
  int msaa = -1;             // the scene's samples; -1: 4 on a GPU, none on a software renderer
  // Called once a frame before the widgets are built (`watch` rebuilds and reloads the code from here).
  std::function<void(Lab&, LabUi&)> each_frame;
  // Called once with the panels' state before the first frame (the page in a browser adds its own, web/page.cpp).
  std::function<void(LabUi&)> prepare_ui;
  // Called once a frame after it is shown (the tests' state file, framework/window/ui_state.hpp).
  std::function<void(const Lab&, const LabUi&, const FrameFacts&)> after_frame;
};

// Opens the lab's window (resizable, vsync, HiDPI-aware) on the lab's current sample and runs until it is
// closed. False, with the reason, when no GL 3.3 core window can be made.
bool RunLabWindow(Lab& lab, const LabWindowOptions& options, std::string& error);

class GlRenderer;
class MultisampleTarget;

// The panels as ImGui last drew them, in a framebuffer of their own, drawn again only when what ImGui draws
// changes: on a software renderer ImGui's draw is most of a frame (9 of RaycastPlane's 12 ms on llvmpipe at
// 1280x720), and the panels mostly stand still while the scene moves. Anything ImGui draws over the view (a
// tooltip, a menu) is drawn straight into the frame instead, as are panels over a multisampled framebuffer
// (which a blit cannot write).
class PanelCache {
 public:
  PanelCache() = default;
  PanelCache(const PanelCache&) = delete;
  PanelCache& operator=(const PanelCache&) = delete;
  ~PanelCache();
  // Puts ImGui's draw data (after ImGui::Render) into framebuffer `into`, around `view` (framebuffer pixels from
  // the bottom left, as GL counts).
  void Draw(unsigned into, glm::ivec2 framebuffer, glm::ivec4 view);
  // How many times the panels have been drawn into the cache (the window's state file, for the Xvfb test).
  long Redraws() const { return redraws_; }

 private:
  bool Prepare(glm::ivec2 size);
  void Release();

  glm::ivec2 size_{0};
  unsigned framebuffer_ = 0;
  unsigned colour_ = 0;
  std::uint64_t hash_ = 0;
  bool drawn_ = false;
  long redraws_ = 0;
};

// One frame of the lab: its scene in the view between the panels, then ImGui's draw data (after ImGui::Render).
// The scene is drawn straight into the bound framebuffer, or into `scene` and resolved into it from there; the
// panels straight, or through `panels`.
void DrawLabFrame(GlRenderer& renderer, Lab& lab, LabUi& ui, glm::ivec2 framebuffer_size, float pixel_ratio,
                  MultisampleTarget* scene = nullptr, PanelCache* panels = nullptr);

// Renders the sample's first frame offscreen (EGL surfaceless, no X server) and writes it as a PNG; with
// `wireframe`, its volumes as outlines only (the window's Z). The sample must already be initialized and attached
// to draw. False, with the reason, on failure.
bool RenderOffscreenPng(Application& app, const SampleInfo& info, RecordingDraw& draw, glm::ivec2 size,
                        const std::string& path, std::string& error, bool wireframe = false);

// Renders the lab's window as it first appears, panels included (`--screenshot --ui`), offscreen to a PNG.
// Waits for every sample's verdict first, so the browser's badges are final.
bool RenderLabOffscreenPng(Lab& lab, glm::ivec2 size, float ui_scale, const std::string& path, std::string& error);

// Writes RGBA pixels read from GL (bottom row first) to a PNG the right way up.
bool WritePng(const std::string& path, glm::ivec2 size, const std::vector<unsigned char>& bottom_up_rgba,
              std::string& error);

// Reads the current framebuffer's colour into bottom_up_rgba.
void ReadPixels(glm::ivec2 size, std::vector<unsigned char>& bottom_up_rgba);

}  // namespace lab
