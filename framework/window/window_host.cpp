// The window host: GLFW, an OpenGL 3.3 core context, Dear ImGui's panels around the scene, the orbit camera
// and the handles on the mouse, and the keys.
#include "framework/window/gl.hpp"
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <imgui.h>
#include <memory>

#if defined(__EMSCRIPTEN__)
#include <emscripten/emscripten.h>
#include <emscripten/html5.h>
#endif

#include <backends/imgui_impl_glfw.h>
#include <backends/imgui_impl_opengl3.h>
#include <fmt/format.h>

#include "framework/io/log.hpp"
#include "framework/window/driver_allocations.hpp"
#include "framework/window/gl_renderer.hpp"
#include "framework/window/hosts.hpp"

namespace lab {

static_assert(keys::kSpace == GLFW_KEY_SPACE && keys::kEscape == GLFW_KEY_ESCAPE && keys::kHome == GLFW_KEY_HOME &&
                  keys::kF1 == GLFW_KEY_F1 && keys::kF12 == GLFW_KEY_F12 && keys::kR == GLFW_KEY_R,
              "lab::keys must match GLFW's key codes");

bool DisplayAvailable() {
  const char* x11 = std::getenv("DISPLAY");
  const char* wayland = std::getenv("WAYLAND_DISPLAY");
  return (x11 != nullptr && *x11 != '\0') || (wayland != nullptr && *wayland != '\0');
}

PanelCache::~PanelCache() { Release(); }

void PanelCache::Release() {
  if (framebuffer_ != 0) glDeleteFramebuffers(1, &framebuffer_);
  if (colour_ != 0) glDeleteRenderbuffers(1, &colour_);
  framebuffer_ = colour_ = 0;
  size_ = glm::ivec2(0);
  drawn_ = false;
}

bool PanelCache::Prepare(glm::ivec2 size) {
  if (size == size_ && framebuffer_ != 0) return true;
  Release();
  glGenFramebuffers(1, &framebuffer_);
  glGenRenderbuffers(1, &colour_);
  glBindRenderbuffer(GL_RENDERBUFFER, colour_);
  glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, size.x, size.y);
  glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_);
  glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, colour_);
  if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE) {
    Release();
    return false;
  }
  size_ = size;
  return true;
}

namespace {

// FNV-1a over what ImGui draws: every list's vertices and indices, and each command's clip, texture and range.
// Panels that look the same hash the same; a hovered row, a caret or a new figure changes the hash.
std::uint64_t HashDrawData(const ImDrawData& data) {
  std::uint64_t hash = 14695981039346656037ull;
  const auto add = [&hash](const void* bytes, std::size_t count) {
    const auto* p = static_cast<const unsigned char*>(bytes);
    std::size_t i = 0;
    for (; i + 8 <= count; i += 8) {
      std::uint64_t word = 0;
      std::memcpy(&word, p + i, 8);
      hash = (hash ^ word) * 1099511628211ull;
    }
    for (; i < count; ++i) hash = (hash ^ p[i]) * 1099511628211ull;
  };
  add(&data.DisplaySize, sizeof data.DisplaySize);
  add(&data.FramebufferScale, sizeof data.FramebufferScale);
  for (int n = 0; n < data.CmdListsCount; ++n) {
    const ImDrawList& list = *data.CmdLists[n];
    add(list.VtxBuffer.Data, static_cast<std::size_t>(list.VtxBuffer.Size) * sizeof(ImDrawVert));
    add(list.IdxBuffer.Data, static_cast<std::size_t>(list.IdxBuffer.Size) * sizeof(ImDrawIdx));
    for (const ImDrawCmd& command : list.CmdBuffer) {
      add(&command.ClipRect, sizeof command.ClipRect);
      add(&command.TextureId, sizeof command.TextureId);
      add(&command.VtxOffset, sizeof command.VtxOffset);
      add(&command.IdxOffset, sizeof command.IdxOffset);
      add(&command.ElemCount, sizeof command.ElemCount);
    }
  }
  return hash;
}

// Whether ImGui draws anything over the view (a tooltip, a menu, a popup): the box of each command's vertices,
// within its clip rectangle, in framebuffer pixels from the bottom left as `view` is. A command clipped outside
// the view (every panel's) is decided by its clip rectangle alone, without reading its vertices.
bool DrawsOverView(const ImDrawData& data, glm::ivec2 framebuffer, glm::ivec4 view) {
  const ImVec2 origin = data.DisplayPos, scale = data.FramebufferScale;
  // Whether a box in ImGui's coordinates (left, top, right, bottom) meets the view.
  const auto meets_view = [&](float left, float top, float right, float bottom) {
    const float x0 = (left - origin.x) * scale.x, x1 = (right - origin.x) * scale.x;
    const float y0 = static_cast<float>(framebuffer.y) - (bottom - origin.y) * scale.y;
    const float y1 = static_cast<float>(framebuffer.y) - (top - origin.y) * scale.y;
    return x0 < static_cast<float>(view.x + view.z) && x1 > static_cast<float>(view.x) &&
           y0 < static_cast<float>(view.y + view.w) && y1 > static_cast<float>(view.y);
  };
  for (int n = 0; n < data.CmdListsCount; ++n) {
    const ImDrawList& list = *data.CmdLists[n];
    for (const ImDrawCmd& command : list.CmdBuffer) {
      if (command.UserCallback != nullptr || command.ElemCount == 0) continue;
      const ImVec4& clip = command.ClipRect;
      if (!meets_view(clip.x, clip.y, clip.z, clip.w)) continue;
      ImVec2 low(clip.z, clip.w), high(clip.x, clip.y);
      for (unsigned i = 0; i < command.ElemCount; ++i) {
        const ImVec2 p = list.VtxBuffer[static_cast<int>(command.VtxOffset +
                                                         list.IdxBuffer[static_cast<int>(command.IdxOffset + i)])]
                             .pos;
        low = ImVec2(std::min(low.x, p.x), std::min(low.y, p.y));
        high = ImVec2(std::max(high.x, p.x), std::max(high.y, p.y));
      }
      if (meets_view(std::max(low.x, clip.x), std::max(low.y, clip.y), std::min(high.x, clip.z),
                     std::min(high.y, clip.w))) {
        return true;
      }
    }
  }
  return false;
}

}  // namespace

void PanelCache::Draw(unsigned into, glm::ivec2 framebuffer, glm::ivec4 view) {
  ImDrawData* data = ImGui::GetDrawData();
  if (data == nullptr) return;
  GLint multisampled = 0;
  glGetIntegerv(GL_SAMPLE_BUFFERS, &multisampled);
  if (multisampled > 0 || DrawsOverView(*data, framebuffer, view)) {
    drawn_ = false;  // over the scene too: drawn straight into the frame, as the panels are uncached
    ImGui_ImplOpenGL3_RenderDrawData(data);
    return;
  }
  const std::uint64_t hash = HashDrawData(*data);
  if (!drawn_ || hash != hash_ || framebuffer != size_) {
    if (!Prepare(framebuffer)) {
      glBindFramebuffer(GL_FRAMEBUFFER, into);
      ImGui_ImplOpenGL3_RenderDrawData(data);
      return;
    }
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_);
    glViewport(0, 0, framebuffer.x, framebuffer.y);
    glClearColor(palette::kBackground.x, palette::kBackground.y, palette::kBackground.z, palette::kBackground.w);
    glClear(GL_COLOR_BUFFER_BIT);  // what the frame has behind the panels
    ImGui_ImplOpenGL3_RenderDrawData(data);
    hash_ = hash;
    drawn_ = true;
    ++redraws_;
  }
  // The four strips around the view: below, above, left and right of it.
  const int right = view.x + view.z, top = view.y + view.w;
  const glm::ivec4 strips[] = {{0, 0, framebuffer.x, view.y},
                               {0, top, framebuffer.x, framebuffer.y},
                               {0, view.y, view.x, top},
                               {right, view.y, framebuffer.x, top}};
  glBindFramebuffer(GL_READ_FRAMEBUFFER, framebuffer_);
  glBindFramebuffer(GL_DRAW_FRAMEBUFFER, into);
  for (const glm::ivec4& strip : strips) {
    if (strip.z <= strip.x || strip.w <= strip.y) continue;
    glBlitFramebuffer(strip.x, strip.y, strip.z, strip.w, strip.x, strip.y, strip.z, strip.w, GL_COLOR_BUFFER_BIT,
                      GL_NEAREST);
  }
  glBindFramebuffer(GL_FRAMEBUFFER, into);
}

void DrawLabFrame(GlRenderer& renderer, Lab& lab, LabUi& ui, glm::ivec2 framebuffer_size, float pixel_ratio,
                  MultisampleTarget* scene, PanelCache* panels) {
  const RecordingDraw& frame = lab.Compose(ui.view_size, Lab::Overlay{.labels = ui.overlay.labels,
                                                                      .handles = ui.overlay.handles && ui.visible,
                                                                      .wireframe = ui.overlay.wireframe,
                                                                      .hud = !ui.visible});
  const glm::mat4 view_projection =
      lab.App() ? lab.App()->ViewCamera().Projection() * lab.App()->ViewCamera().View() : glm::mat4(1.0f);
  // The view's rectangle in framebuffer pixels, from the bottom left as GL counts.
  const glm::ivec4 viewport(static_cast<int>(ui.view_origin.x * pixel_ratio),
                            framebuffer_size.y - static_cast<int>((ui.view_origin.y + ui.view_size.y) * pixel_ratio),
                            static_cast<int>(ui.view_size.x * pixel_ratio),
                            static_cast<int>(ui.view_size.y * pixel_ratio));
  GLint target = 0;
  glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &target);
  if (scene != nullptr && scene->Samples() > 0 && scene->Bind(framebuffer_size)) {
    renderer.DrawFrame(frame, view_projection, framebuffer_size, pixel_ratio, palette::kBackground, viewport);
    glBindFramebuffer(GL_FRAMEBUFFER, static_cast<GLuint>(target));
    glViewport(0, 0, framebuffer_size.x, framebuffer_size.y);
    glClearColor(palette::kBackground.x, palette::kBackground.y, palette::kBackground.z, palette::kBackground.w);
    glClear(GL_COLOR_BUFFER_BIT);  // behind the panels
    scene->ResolveInto(static_cast<GLuint>(target), viewport);
  } else {
    glBindFramebuffer(GL_FRAMEBUFFER, static_cast<GLuint>(target));  // a failed Bind may have changed it
    renderer.DrawFrame(frame, view_projection, framebuffer_size, pixel_ratio, palette::kBackground, viewport);
  }
  glViewport(0, 0, framebuffer_size.x, framebuffer_size.y);
  if (panels != nullptr) {
    panels->Draw(static_cast<unsigned>(target), framebuffer_size, viewport);
  } else {
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  }
}

namespace {

std::string g_glfw_error;

// The longest a frame waits for input: 60 frames a second, and 15 while `watch` rebuilds.
constexpr double kFrameSeconds = 1.0 / 60.0;
constexpr double kBuildingFrameSeconds = 1.0 / 15.0;
// How often a minimised window wakes to poll background work (the checks' verdicts, `watch`).
constexpr double kMinimisedPollSeconds = 0.1;

void OnGlfwError(int, const char* description) { g_glfw_error = description; }

// Everything the GLFW callbacks need, reached through the window's user pointer.
struct WindowState {
  Lab* lab = nullptr;
  LabUi* ui = nullptr;
  glm::vec2 cursor{0.0f};  // window logical pixels
  bool orbiting = false;
  bool panning = false;
  int screenshot_count = 0;
};

WindowState& State(GLFWwindow* window) { return *static_cast<WindowState*>(glfwGetWindowUserPointer(window)); }

glm::vec2 InView(const WindowState& state) { return state.cursor - state.ui->view_origin; }

bool CursorInView(const WindowState& state) {
  const glm::vec2 at = InView(state);
  return at.x >= 0 && at.y >= 0 && at.x < state.ui->view_size.x && at.y < state.ui->view_size.y;
}

// The lab's own keys; false when the key is not one of them (it then goes to the sample).
bool LabKey([[maybe_unused]] GLFWwindow* window, WindowState& state, int key, int mods) {
  Lab& lab = *state.lab;
  LabUi& ui = *state.ui;
  const bool control = (mods & GLFW_MOD_CONTROL) != 0;
  switch (key) {
#if !defined(__EMSCRIPTEN__)  // a page is closed with its tab, and has no folder for a screenshot
    case GLFW_KEY_ESCAPE: glfwSetWindowShouldClose(window, GLFW_TRUE); return true;
    case GLFW_KEY_F12: ui.screenshot_requested = true; return true;
#endif
    case GLFW_KEY_F1: ui.show_keys = !ui.show_keys; return true;
    case GLFW_KEY_TAB: ui.visible = !ui.visible; return true;
    default: break;
  }
  if (lab.App() != nullptr && lab.App()->WantsKey(key)) return false;  // EllipsoidWalk's R, Space...
  switch (key) {
    case GLFW_KEY_N:
      lab.Next();
      ui.scroll_to_current = true;
      return true;
    case GLFW_KEY_P:
      lab.Previous();
      ui.scroll_to_current = true;
      return true;
    case GLFW_KEY_DOWN:
    case GLFW_KEY_UP:
      if (!ui.browser_focused) return false;
      key == GLFW_KEY_DOWN ? lab.Next() : lab.Previous();
      ui.scroll_to_current = true;
      return true;
    case GLFW_KEY_F:
      if (!control) return false;
      ui.visible = true;
      ui.focus_filter = true;
      return true;
    case GLFW_KEY_L: ui.overlay.labels = !ui.overlay.labels; return true;
    case GLFW_KEY_H: ui.overlay.handles = !ui.overlay.handles; return true;
    case GLFW_KEY_Z: ui.overlay.wireframe = !ui.overlay.wireframe; return true;
    case GLFW_KEY_BACKSPACE: lab.ResetHandles(); return true;
    case GLFW_KEY_PAUSE: lab.paused = !lab.paused; return true;
    case GLFW_KEY_PERIOD:
      lab.paused = true;
      lab.Step();
      return true;
    case GLFW_KEY_R:
      if (control) {
        lab.Restart();
        return true;
      }
      [[fallthrough]];
    case GLFW_KEY_HOME:
      if (lab.App()) lab.App()->ViewCamera().Reset();
      return true;
    case GLFW_KEY_SPACE:
      if (lab.App()) lab.App()->ViewCamera().SetAutoRotate(!lab.App()->ViewCamera().AutoRotate());
      return true;
    default: return false;
  }
}

void OnKey(GLFWwindow* window, int key, int, int action, int mods) {
  WindowState& state = State(window);
  if (ImGui::GetIO().WantTextInput) return;  // typing in the filter box
  if (action == GLFW_PRESS && LabKey(window, state, key, mods)) return;
  if (state.lab->App() != nullptr) state.lab->App()->OnKey(key, action != GLFW_RELEASE);
}

void OnMouseButton(GLFWwindow* window, int button, int action, int) {
  WindowState& state = State(window);
  const bool pressed = action == GLFW_PRESS;
  if (!pressed) {  // a release always ends what a press started, wherever the cursor is
    state.orbiting = state.panning = false;
    state.lab->EndDrag();
  } else if (ImGui::GetIO().WantCaptureMouse || !CursorInView(state)) {
    return;
  } else if (button == GLFW_MOUSE_BUTTON_LEFT) {
    if (!state.lab->BeginDrag(InView(state))) {
      state.orbiting = true;
      if (state.lab->App()) state.lab->App()->ViewCamera().SetAutoRotate(false);  // the user has taken the camera
    }
  } else {
    state.panning = true;
  }
  if (state.lab->App() == nullptr) return;
  const MouseButton which = button == GLFW_MOUSE_BUTTON_LEFT    ? MouseButton::kLeft
                            : button == GLFW_MOUSE_BUTTON_RIGHT ? MouseButton::kRight
                                                                : MouseButton::kMiddle;
  state.lab->App()->OnMouseButton(which, pressed, InView(state));
}

void OnCursor(GLFWwindow* window, double x, double y) {
  WindowState& state = State(window);
  const glm::vec2 cursor(static_cast<float>(x), static_cast<float>(y));
  const glm::vec2 delta = cursor - state.cursor;
  state.cursor = cursor;
  Application* app = state.lab->App();
  if (app == nullptr) return;
  if (state.lab->Dragging()) {
    const bool shift =
        glfwGetKey(window, GLFW_KEY_LEFT_SHIFT) == GLFW_PRESS || glfwGetKey(window, GLFW_KEY_RIGHT_SHIFT) == GLFW_PRESS;
    state.lab->Drag(InView(state), shift);
  } else if (state.orbiting) {
    app->ViewCamera().Orbit(delta);
  } else if (state.panning) {
    app->ViewCamera().Pan(delta, state.ui->view_size.y);
  }
  app->OnMouseMove(InView(state));
}

void OnScroll(GLFWwindow* window, double, double y) {
  WindowState& state = State(window);
  if (ImGui::GetIO().WantCaptureMouse || !CursorInView(state) || state.lab->App() == nullptr) return;
  state.lab->App()->ViewCamera().Zoom(static_cast<float>(y));
}

#if !defined(__EMSCRIPTEN__)
void GLAD_API_PTR OnGlDebugMessage(GLenum, GLenum type, GLuint, GLenum severity, GLsizei, const GLchar* message,
                                   const void*) {
  if (type == GL_DEBUG_TYPE_ERROR || severity == GL_DEBUG_SEVERITY_HIGH) log::Warn(fmt::format("OpenGL: {}", message));
}
#endif

#if !defined(__EMSCRIPTEN__)
std::string NextScreenshotPath(std::string_view name, int& count) {
  std::string path;
  do {
    path = fmt::format("{}-{}.png", name, ++count);
  } while (std::filesystem::exists(path));
  return path;
}
#endif

// Frame times of one sample, for --stats.
struct FrameStats {
  std::string sample;
  std::vector<double> milliseconds;
  double Percentile(double fraction) {
    if (milliseconds.empty()) return 0.0;
    std::sort(milliseconds.begin(), milliseconds.end());
    return milliseconds[static_cast<std::size_t>(fraction * static_cast<double>(milliseconds.size() - 1))];
  }
};

#if !defined(__EMSCRIPTEN__)  // --stats is the native window's
// --stats' table: each sample's frame times, then the slowest sample.
void PrintFrameStats(std::vector<FrameStats>& stats) {
  std::fprintf(stdout, "%-28s %10s %10s %10s %8s\n", "sample", "median ms", "p95 ms", "max ms", "frames");
  FrameStats* slowest = nullptr;
  double slowest_median = -1.0;
  for (FrameStats& sample : stats) {
    const double median = sample.Percentile(0.5);
    std::fprintf(stdout, "%-28s %10.2f %10.2f %10.2f %8zu\n", sample.sample.c_str(), median, sample.Percentile(0.95),
                 sample.Percentile(1.0), sample.milliseconds.size());
    if (median > slowest_median) {
      slowest_median = median;
      slowest = &sample;
    }
  }
  if (slowest != nullptr) {
    std::fprintf(stdout, "slowest: %s, median %.2f ms (%.0f frames a second)\n", slowest->sample.c_str(),
                 slowest_median, 1000.0 / std::max(slowest_median, 1e-3));
  }
  std::fflush(stdout);
}
#endif

// GLFW, started for one window. The only glfwTerminate is here, so every way out of RunLabWindow ends GLFW once.
class GlfwLibrary {
 public:
  GlfwLibrary() {
    glfwSetErrorCallback(OnGlfwError);
    started_ = glfwInit() == GLFW_TRUE;  // a failed glfwInit has already cleaned up after itself
  }
  ~GlfwLibrary() {
    if (started_) glfwTerminate();
  }
  GlfwLibrary(const GlfwLibrary&) = delete;
  GlfwLibrary& operator=(const GlfwLibrary&) = delete;

  bool Started() const { return started_; }

 private:
  bool started_ = false;
};

struct WindowDestroyer {
  void operator()(GLFWwindow* window) const { glfwDestroyWindow(window); }
};
using WindowHandle = std::unique_ptr<GLFWwindow, WindowDestroyer>;

// The lab's window with its OpenGL 3.3 core context current and loaded. Null, with the reason, when there is none.
WindowHandle OpenWindow(glm::ivec2 size, std::string& error) {
#if defined(__EMSCRIPTEN__)
  glfwWindowHint(GLFW_CLIENT_API, GLFW_OPENGL_ES_API);  // WebGL 2
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 0);
  // An opaque canvas: the page would otherwise blend the scene's translucent faces with what is behind it.
  glfwWindowHint(GLFW_ALPHA_BITS, 0);
#else
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
#endif
#if defined(__APPLE__)
  glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
#endif
#if !defined(__EMSCRIPTEN__)  // a page's canvas is sized in device pixels (FrameLoop::FollowPageSize)
  glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE);  // HiDPI: the 1280x720 is in logical pixels
#endif
  glfwWindowHint(GLFW_SAMPLES, 0);  // the scene is multisampled on its own (MultisampleTarget)
  WindowHandle window(glfwCreateWindow(size.x, size.y, "Collision Lab", nullptr, nullptr));
  if (window == nullptr) {
    error = fmt::format("could not create a window with an OpenGL 3.3 core context: {}", g_glfw_error);
    return nullptr;
  }
  glfwMakeContextCurrent(window.get());
#if !defined(__EMSCRIPTEN__)
  if (gladLoadGL(reinterpret_cast<GLADloadfunc>(glfwGetProcAddress)) == 0) {
    error = "could not load OpenGL 3.3 core functions";
    return nullptr;
  }
#endif
  return window;
}

// Logs the driver and its errors; vsync, except that --stats measures what a frame costs.
void ConfigureContext([[maybe_unused]] bool stats) {
  LogGlInfo();
#if !defined(__EMSCRIPTEN__)
  if (GLAD_GL_KHR_debug) {
    glEnable(GL_DEBUG_OUTPUT);
    glDebugMessageCallback(OnGlDebugMessage, nullptr);
  }
#endif
#if !defined(__EMSCRIPTEN__)  // the browser paces a page's frames itself
  glfwSwapInterval(stats ? 0 : 1);
#endif
}

// --ui-scale, or else the monitor's content scale, within 1 to 3.
float PanelScale([[maybe_unused]] GLFWwindow* window, float requested) {
  float scale_x = 1.0f;
#if defined(__EMSCRIPTEN__)
  scale_x = static_cast<float>(emscripten_get_device_pixel_ratio());  // the canvas is in device pixels
#else
  float scale_y = 1.0f;
  glfwGetWindowContentScale(window, &scale_x, &scale_y);
#endif
  return std::clamp(requested > 0.0f ? requested : scale_x, 1.0f, 3.0f);
}

// --msaa, or else the default for the renderer (which says when that is none).
int SceneSamples(int requested) {
  if (requested >= 0) return requested;
  const int samples = IsSoftwareRenderer() ? MultisampleTarget::kSoftwareSamples : MultisampleTarget::kSamples;
  if (samples == 0) {
    log::Dim(
        "the scene is not multisampled on a software renderer, to keep 60 frames a second (--msaa 4 "
        "multisamples it)");
  }
  return samples;
}

// Sends the window's keys, buttons, cursor and scroll to the lab. Before ImGui's back end is set up, which then
// calls these after its own bookkeeping.
void ConnectInput(GLFWwindow* window, WindowState& state) {
  double x = 0, y = 0;
  glfwGetCursorPos(window, &x, &y);
  state.cursor = glm::vec2(static_cast<float>(x), static_cast<float>(y));
  glfwSetWindowUserPointer(window, &state);
  glfwSetKeyCallback(window, OnKey);
  glfwSetMouseButtonCallback(window, OnMouseButton);
  glfwSetCursorPosCallback(window, OnCursor);
  glfwSetScrollCallback(window, OnScroll);
}

// Dear ImGui and its GLFW and OpenGL 3 back ends, for as long as the window draws frames.
class ImGuiSession {
 public:
  ImGuiSession(GLFWwindow* window, float scale) {
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    SetUpImGuiStyle(scale);
    ImGui_ImplGlfw_InitForOpenGL(window, true);
#if defined(__EMSCRIPTEN__)
    ImGui_ImplOpenGL3_Init("#version 300 es");
#else
    ImGui_ImplOpenGL3_Init("#version 330 core");
#endif
  }
  ~ImGuiSession() {
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplGlfw_Shutdown();
    ImGui::DestroyContext();
  }
  ImGuiSession(const ImGuiSession&) = delete;
  ImGuiSession& operator=(const ImGuiSession&) = delete;
};

// The window's frames, until it is closed or (--frames) has shown enough.
class FrameLoop {
 public:
  FrameLoop(GLFWwindow* window, WindowState& state, const LabWindowOptions& options, GlRenderer& renderer,
            MultisampleTarget& scene)
      : window_(window),
        state_(state),
        lab_(*state.lab),
        ui_(*state.ui),
        options_(options),
        renderer_(renderer),
        scene_(scene) {}

  void Run() {
    while (Frame()) {
    }
  }

  // One frame; false once the window is closed or the run is over. (A browser calls this once an animation frame.)
  bool Frame() {
    if (glfwWindowShouldClose(window_) || ui_.quit_requested) return false;
    frame_start_ = Clock::now();
    glfwPollEvents();  // the input callbacks run in here
    PollBackgroundWork();
    const float dt = TakeTimeStep();
#if defined(__EMSCRIPTEN__)
    FollowPageSize();
#endif
    const Sizes sizes = CurrentSizes();
    if (Minimised(sizes)) {
      WaitWhileMinimised();
      return true;
    }
    ShowSampleInTitle();
    BuildPanels(sizes.window);
    lab_.Update(dt);
    DrawAndPresent(sizes);
    ++frame_;
    if (options_.after_frame) options_.after_frame(lab_, ui_, {sizes.window, frame_, panels_.Redraws()});
#if !defined(__EMSCRIPTEN__)  // the browser paces the frames
    if (!options_.stats) WaitOutFrame();
#endif
    return !CountSampleFrame();
  }

  std::vector<FrameStats>& Stats() { return stats_; }

 private:
  using Clock = std::chrono::steady_clock;
  struct Sizes {
    glm::ivec2 framebuffer{0};  // pixels
    glm::ivec2 window{0};       // logical pixels
  };

  // `watch`'s rebuilds and reloads, then the background checks' verdicts.
  void PollBackgroundWork() {
    if (options_.each_frame) options_.each_frame(lab_, ui_);
    lab_.Poll();
  }

  // Seconds since the last frame, clamped so that a stall (a breakpoint, a dragged window) does not jump the scene.
  float TakeTimeStep() {
    const double now = glfwGetTime();
    const float dt = static_cast<float>(std::min(now - last_time_, 0.1));
    last_time_ = now;
    return dt;
  }

#if defined(__EMSCRIPTEN__)
  // The canvas fills the page (its style sheet): its pixels follow the page's size and the device pixel ratio.
  void FollowPageSize() {
    double css_width = 0, css_height = 0;
    emscripten_get_element_css_size("#canvas", &css_width, &css_height);
    const double ratio = emscripten_get_device_pixel_ratio();
    const int width = std::max(1, static_cast<int>(std::lround(css_width * ratio)));
    const int height = std::max(1, static_cast<int>(std::lround(css_height * ratio)));
    int now_width = 0, now_height = 0;
    glfwGetWindowSize(window_, &now_width, &now_height);
    if (width != now_width || height != now_height) glfwSetWindowSize(window_, width, height);
  }
#endif

  Sizes CurrentSizes() const {
    Sizes sizes;
    glfwGetFramebufferSize(window_, &sizes.framebuffer.x, &sizes.framebuffer.y);
    glfwGetWindowSize(window_, &sizes.window.x, &sizes.window.y);
    return sizes;
  }

  // Some platforms shrink a minimised window's framebuffer to 0x0; X11 keeps its size and only says it is iconified.
  bool Minimised(const Sizes& sizes) const {
    return sizes.framebuffer.x == 0 || sizes.framebuffer.y == 0 || glfwGetWindowAttrib(window_, GLFW_ICONIFIED);
  }

  // A minimised window draws nothing and sleeps in GLFW's event wait until it is shown again or closed, waking
  // only while there is background work to poll: verdicts still to come, or `watch` (builds, Ctrl+C).
  void WaitWhileMinimised() const {
    if (options_.each_frame || !lab_.BackgroundChecksDone()) {
      glfwWaitEventsTimeout(kMinimisedPollSeconds);
    } else {
      glfwWaitEvents();
    }
  }

  void ShowSampleInTitle() {
    std::string wanted = fmt::format("Collision Lab - {}", lab_.Current().info->name);
    if (wanted == title_) return;
    title_ = std::move(wanted);
    glfwSetWindowTitle(window_, title_.c_str());
  }

  // ImGui's frame: the panels, and the handle under the cursor (none while a panel has the mouse).
  void BuildPanels(glm::ivec2 window_size) {
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    ImGui::NewFrame();
    if (!lab_.Dragging()) {
      lab_.HoverHandle(!ImGui::GetIO().WantCaptureMouse && CursorInView(state_) ? lab_.HandleAt(InView(state_))
                                                                                : std::nullopt);
    }
    DrawLabUi(lab_, ui_, glm::vec2(window_size));
    ImGui::Render();
  }

  void DrawAndPresent(const Sizes& sizes) {
    const float pixel_ratio = static_cast<float>(sizes.framebuffer.x) / static_cast<float>(std::max(sizes.window.x, 1));
    DrawLabFrame(renderer_, lab_, ui_, sizes.framebuffer, pixel_ratio, &scene_, &panels_);
#if !defined(__EMSCRIPTEN__)  // a page has no folder to write to
    if (ui_.screenshot_requested) SaveScreenshot(sizes.framebuffer);
#endif
    glfwSwapBuffers(window_);
  }

#if !defined(__EMSCRIPTEN__)
  // F12: the whole window, panels included, to NAME-N.png.
  void SaveScreenshot(glm::ivec2 framebuffer) {
    ui_.screenshot_requested = false;
    std::vector<unsigned char> pixels;
    ReadPixels(framebuffer, pixels);
    const std::string path = NextScreenshotPath(lab_.Current().info->name, state_.screenshot_count);
    std::string write_error;
    if (WritePng(path, framebuffer, pixels, write_error)) {
      log::Info(fmt::format("screenshot: {}", std::filesystem::absolute(path).string()));
    } else {
      log::Error(write_error);
    }
  }
#endif

  // Where vsync does not hold the loop back (Xvfb, some drivers), waits out the rest of the frame in GLFW's event
  // wait rather than drawing hundreds of frames a second; while `watch` builds, draws fewer, so the compiler has
  // the cores.
  void WaitOutFrame() const {
    const double frame_seconds = ui_.building ? kBuildingFrameSeconds : kFrameSeconds;
    const double spent = std::chrono::duration<double>(Clock::now() - frame_start_).count();
    if (spent < frame_seconds) glfwWaitEventsTimeout(frame_seconds - spent);
  }

  // --frames: counts the sample's frames (and with --stats times them), then moves on to the next sample or ends
  // the run. Frames count once the sample is loaded and (with --stats) the background checks, which otherwise take
  // both cores for their first second, have finished. True when the run is over.
  bool CountSampleFrame() {
    if (options_.frames <= 0 || lab_.App() == nullptr || (options_.stats && !lab_.BackgroundChecksDone())) {
      return false;
    }
    if (options_.stats) RecordFrameTime();
    if (++sample_frames_ < options_.frames) return false;
    sample_frames_ = 0;
    const bool last = !options_.all_samples || lab_.CurrentIndex() + 1 >= lab_.Entries().size();
    if (last) return true;
    lab_.Select(lab_.CurrentIndex() + 1);
    return false;
  }

  void RecordFrameTime() {
    if (stats_.empty() || stats_.back().sample != lab_.Current().info->name) {
      stats_.push_back({lab_.Current().info->name, {}});
    }
    glFinish();
    stats_.back().milliseconds.push_back(
        std::chrono::duration<double, std::milli>(Clock::now() - frame_start_).count());
  }

  GLFWwindow* window_;
  WindowState& state_;
  Lab& lab_;
  LabUi& ui_;
  const LabWindowOptions& options_;
  GlRenderer& renderer_;
  MultisampleTarget& scene_;
  PanelCache panels_;
  double last_time_ = glfwGetTime();
  Clock::time_point frame_start_ = Clock::now();
  long frame_ = 0;
  long sample_frames_ = 0;
  std::string title_;
  std::vector<FrameStats> stats_;
};

// Draws the lab in the window until it closes, then prints --stats' table. False, with the reason, when the
// renderer cannot be made.
bool RunFrames(GLFWwindow* window, Lab& lab, LabUi& ui, const LabWindowOptions& options, std::string& error) {
#if defined(__EMSCRIPTEN__)
  // The browser calls each frame from its event loop, after main has returned to it: what the frames use lives
  // for the page's lifetime, not on this stack.
  auto* renderer = new GlRenderer;
  auto* scene = new MultisampleTarget(SceneSamples(options.msaa));
  auto* state = new WindowState{.lab = &lab, .ui = &ui};
  ConnectInput(window, *state);
  new ImGuiSession(window, ui.scale);
  if (!renderer->Create(error)) return false;
  auto* frames = new FrameLoop(window, *state, options, *renderer, *scene);
  emscripten_set_main_loop_arg(
      [](void* loop) {
        if (!static_cast<FrameLoop*>(loop)->Frame()) emscripten_cancel_main_loop();
      },
      frames, 0, true);
  return true;
#else
  GlRenderer renderer;
  MultisampleTarget scene(SceneSamples(options.msaa));
  WindowState state{.lab = &lab, .ui = &ui};
  ConnectInput(window, state);
  const ImGuiSession imgui(window, ui.scale);
  if (!renderer.Create(error)) return false;
  FrameLoop frames(window, state, options, renderer, scene);
  frames.Run();
  if (options.stats) PrintFrameStats(frames.Stats());
  return true;
#endif
}

}  // namespace

bool RunLabWindow(Lab& lab, const LabWindowOptions& options, std::string& error) {
#if defined(__EMSCRIPTEN__)
  // The page's one window, for the page's lifetime (RunFrames does not return while it shows): what its frames
  // use is kept off the stack, the options too (the caller's stack is gone once the browser calls the frames).
  const LabWindowOptions& kept = *new LabWindowOptions(options);
  if (!(new GlfwLibrary)->Started()) {
    error = fmt::format("could not start GLFW: {}", g_glfw_error);
    return false;
  }
  WindowHandle window = OpenWindow(kept.size, error);
  if (window == nullptr) return false;
  ConfigureContext(kept.stats);
  auto* ui = new LabUi;
  ui->scale = PanelScale(window.get(), kept.ui_scale);
  if (kept.prepare_ui) kept.prepare_ui(*ui);
  return RunFrames(window.release(), lab, *ui, kept, error);
#else
  [[maybe_unused]] const DriverAllocationsNotLeakChecked driver_scope;
  const GlfwLibrary glfw;  // before the window, so the window is destroyed before GLFW ends
  if (!glfw.Started()) {
    error = fmt::format("could not start GLFW: {}", g_glfw_error);
    return false;
  }
  const WindowHandle window = OpenWindow(options.size, error);
  if (window == nullptr) return false;
  ConfigureContext(options.stats);
  LabUi ui;
  ui.scale = PanelScale(window.get(), options.ui_scale);
  if (options.prepare_ui) options.prepare_ui(ui);
  return RunFrames(window.get(), lab, ui, options, error);
#endif
}

}  // namespace lab
