// The base class of every sample, after the tutorial's Application. A sample checks its expected results
// in Initialize and draws in Render through Draw(); it never calls GL, so its checks run with no GL context.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include <glm/vec2.hpp>

#include "framework/sample/camera.hpp"
#include "framework/sample/checks.hpp"
#include "framework/sample/color.hpp"
#include "framework/sample/debug_draw.hpp"
#include "framework/sample/handles.hpp"

namespace lab {

// Key codes passed to OnKey (the same values as GLFW's, so hosts pass them through unchanged).
namespace keys {
inline constexpr int kSpace = 32;
inline constexpr int kA = 65;
inline constexpr int kD = 68;
inline constexpr int kE = 69;
inline constexpr int kR = 82;
inline constexpr int kS = 83;
inline constexpr int kW = 87;
inline constexpr int kEscape = 256;
inline constexpr int kEnter = 257;
inline constexpr int kRight = 262;
inline constexpr int kLeft = 263;
inline constexpr int kDown = 264;
inline constexpr int kUp = 265;
inline constexpr int kHome = 268;
inline constexpr int kF1 = 290;
inline constexpr int kF12 = 301;
}  // namespace keys

enum class MouseButton { kLeft, kRight, kMiddle };

// A sample's own widgets in the window's panel (EllipsoidWalk's radii, SortAndSweep's box count). Each returns
// true when the user changed the value (or pressed the button) this frame.
class Controls {
 public:
  virtual ~Controls() = default;
  virtual bool Slider(std::string_view label, float& value, float min, float max) = 0;
  virtual bool Slider(std::string_view label, int& value, int min, int max) = 0;
  virtual bool Checkbox(std::string_view label, bool& value) = 0;
  virtual bool Button(std::string_view label) = 0;
  virtual void Text(std::string_view text) = 0;
};

class Application {
 public:
  virtual ~Application() = default;

  // ---- The tutorial's lifecycle. The host calls Initialize once, then Resize, then Update and Render once
  // a frame, and Shutdown at the end.
  // Run the sample's checks here (Check().Expect...). The default does nothing.
  virtual void Initialize(int width, int height);
  // The view's size in window coordinates (the mouse's). The default updates the camera's aspect ratio.
  virtual void Resize(int width, int height);
  // The default advances the camera's automatic orbit.
  virtual void Update(float dt);
  // Draw the scene with Draw(). The default draws nothing.
  virtual void Render();
  virtual void Shutdown();

  // ---- Input hooks; the host has already applied the camera controls and global keys.
  virtual void OnKey(int key, bool pressed);
  virtual void OnMouseButton(MouseButton button, bool pressed, glm::vec2 position);
  virtual void OnMouseMove(glm::vec2 position);
  // True for a key the sample uses itself: the host then skips its own binding of that key (Space, R, Home),
  // and passes it to OnKey. Esc, F1 and F12 always stay the host's.
  virtual bool WantsKey(int /*key*/) const { return false; }

  // False for a sample that only prints (the tutorial's ConsoleSample): the host opens no window.
  virtual bool UsesWindow() const { return true; }
  // Whether to draw the ground grid under the scene (the framework draws it before Render).
  virtual bool ShowsGrid() const { return true; }
  // The sample's own widgets, shown in the window's panel. The default has none.
  virtual void DrawControls(Controls& /*ui*/) {}
  // Called after the user moved a handle or pressed Reset, for a sample that caches what it derives from
  // its data. The default does nothing (Render re-evaluates everything each frame).
  virtual void OnHandlesMoved() {}

  // ---- Services for samples.
  DebugDraw& Draw() { return *draw_; }
  Checks& Check() { return checks_; }
  const Checks& Check() const { return checks_; }
  // What the user may move; see HandleSet.
  HandleSet& Handles() { return handles_; }
  const HandleSet& Handles() const { return handles_; }
  OrbitCamera& ViewCamera() { return camera_; }
  const OrbitCamera& ViewCamera() const { return camera_; }
  // A sample opens on the home its ViewCamera().SetHome gives when that shows all of its cases' geometry; else
  // on a home fitted to them from the same angles (framework/sample/framing.hpp). One that places the view itself
  // calls KeepOwnHome() in Initialize, and its description says why.
  void KeepOwnHome() { keeps_own_home_ = true; }
  bool KeepsOwnHome() const { return keeps_own_home_; }
  // The audit (`collision-lab --audit`) fails a picture with a case under a dozen pixels across. One whose cases
  // must be small beside the rest (a box inside a knot's tube, another knot 10 m away) calls KeepSmallCases(), and
  // its description says why; selecting such a case frames it.
  void KeepSmallCases() { keeps_small_cases_ = true; }
  bool KeepsSmallCases() const { return keeps_small_cases_; }
  // The view's aspect the home was last fitted to (0 before the first frame); FrameHome keeps it.
  float HomeFramedForAspect() const { return home_framed_for_aspect_; }
  void SetHomeFramedForAspect(float aspect) { home_framed_for_aspect_ = aspect; }
  // The tutorial's LogError: prints "error: ..." and counts one failed case.
  void LogError(std::string_view message, std::source_location where = std::source_location::current());
  // Prints a line to the console (silent under --check).
  void Print(std::string_view line);
  const std::string& Name() const { return checks_.Sample(); }
  // The size last given to Resize.
  glm::vec2 ViewSize() const { return view_size_; }

  // Set by the host before Initialize.
  void Attach(std::string name, DebugDraw& draw);

 private:
  Checks checks_;
  HandleSet handles_;
  DebugDraw* draw_ = nullptr;
  OrbitCamera camera_;
  bool keeps_own_home_ = false;
  bool keeps_small_cases_ = false;
  float home_framed_for_aspect_ = 0.0f;
  glm::vec2 view_size_{800.0f, 600.0f};
};

}  // namespace lab
