// The lab's widgets, with Dear ImGui: the menu, the sample browser (left), and the sample's panel (right:
// verdict, description and errata, every case, its performance, the handles, the sample's own controls and
// its clock). Both the window and `--screenshot --ui` draw them; neither needs to know what is in them.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include <glm/vec2.hpp>

#include "framework/window/lab.hpp"

namespace lab {

struct LabUi {
  bool visible = true;  // Tab hides every panel (the old heads-up text comes back)
  Lab::Overlay overlay;
  bool show_keys = false;
  bool show_about = false;
  bool screenshot_requested = false;
  bool quit_requested = false;
  bool focus_filter = false;      // Ctrl+F
  bool scroll_to_current = true;  // the browser shows the current sample after N/P or at start
  float scale = 1.0f;             // the monitor's content scale (HiDPI), 1 to 2

  // `watch`: what the last rebuild did. build_error is the compiler's first error when it failed (the last
  // good code keeps running); build_status is a short line for the menu bar ("building...", "reloaded").
  std::string build_status;
  std::string build_error;
  bool building = false;            // a rebuild is running (the window then draws fewer frames)
  std::string counterexample_note;  // what moving a counterexample into the sample's shapes did

  // Filled by Draw, in logical (window) pixels: the scene's rectangle between the panels, and where the
  // browser's rows and the checks' rows were drawn (the tests click on them).
  glm::vec2 view_origin{0.0f};
  glm::vec2 view_size{0.0f};
  struct Row {
    std::string key;  // a sample's name, or a case's number
    glm::vec2 centre;
  };
  std::vector<Row> sample_rows;
  std::vector<Row> case_rows;
  // The Performance section: its header, and its button (Time this sample, or Cancel while it runs); (-1, -1)
  // when not drawn.
  glm::vec2 performance_header{-1.0f};
  glm::vec2 bench_button{-1.0f};
  bool performance_open = false;
  bool browser_focused = false;

  // The page in a browser (framework/web/page.cpp): File > Open a report... asks it for a file, and it draws
  // its report viewer after the lab's panels. Unset in the native window.
  std::function<void()> open_report;
  std::function<void(Lab&, LabUi&)> more_panels;
};

// Sets up ImGui's style and font for a content scale (1 = 96 dpi). Needs a current ImGui context, before the
// back end builds its font texture.
void SetUpImGuiStyle(float scale);

// Builds this frame's widgets (between ImGui::NewFrame and ImGui::Render) for a window of window_size
// logical pixels, and applies what the user did to the lab.
void DrawLabUi(Lab& lab, LabUi& ui, glm::vec2 window_size);

// The keys the window understands, one "key: what" line each, for the Keys window and the README.
std::vector<std::pair<std::string, std::string>> LabKeys();

}  // namespace lab
