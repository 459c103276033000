// The window host: GLFW, an OpenGL 3.3 core context, the orbit camera on the mouse and the global keys.
#include <glad/gl.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>

#include <fmt/format.h>

#include "framework/driver_allocations.hpp"
#include "framework/frame.hpp"
#include "framework/gl_renderer.hpp"
#include "framework/hosts.hpp"
#include "framework/log.hpp"

namespace lab {

static_assert(keys::kSpace == GLFW_KEY_SPACE && keys::kEscape == GLFW_KEY_ESCAPE && keys::kHome == GLFW_KEY_HOME &&
                  keys::kF1 == GLFW_KEY_F1 && keys::kF12 == GLFW_KEY_F12 && keys::kR == GLFW_KEY_R,
              "lab::keys must match GLFW's key codes");

bool DisplayAvailable() {
  const char* x11 = std::getenv("DISPLAY");
  const char* wayland = std::getenv("WAYLAND_DISPLAY");
  return (x11 != nullptr && *x11 != '\0') || (wayland != nullptr && *wayland != '\0');
}

namespace {

std::string g_glfw_error;

void OnGlfwError(int, const char* description) { g_glfw_error = description; }

// Everything the GLFW callbacks need, reached through the window's user pointer.
struct WindowState {
  Application* app = nullptr;
  const SampleInfo* info = nullptr;
  glm::vec2 cursor{0.0f};
  bool orbiting = false;
  bool panning = false;
  bool show_help = true;
  bool screenshot_requested = false;
  int screenshot_count = 0;
};

WindowState& State(GLFWwindow* window) { return *static_cast<WindowState*>(glfwGetWindowUserPointer(window)); }

void OnKey(GLFWwindow* window, int key, int, int action, int) {
  WindowState& state = State(window);
  const bool pressed = action != GLFW_RELEASE;
  if (action == GLFW_PRESS) {
    switch (key) {
      case GLFW_KEY_ESCAPE: glfwSetWindowShouldClose(window, GLFW_TRUE); return;
      case GLFW_KEY_F1: state.show_help = !state.show_help; return;
      case GLFW_KEY_F12: state.screenshot_requested = true; return;
      default: break;
    }
  }
  if (action == GLFW_PRESS && !state.app->WantsKey(key)) {
    OrbitCamera& camera = state.app->Camera();
    switch (key) {
      case GLFW_KEY_SPACE: camera.SetAutoRotate(!camera.AutoRotate()); return;
      case GLFW_KEY_HOME:
      case GLFW_KEY_R: camera.Reset(); return;
      default: break;
    }
  }
  state.app->OnKey(key, pressed);
}

void OnMouseButton(GLFWwindow* window, int button, int action, int) {
  WindowState& state = State(window);
  const bool pressed = action == GLFW_PRESS;
  if (button == GLFW_MOUSE_BUTTON_LEFT) {
    state.orbiting = pressed;
    if (pressed) state.app->Camera().SetAutoRotate(false);  // the user has taken the camera
  } else if (button == GLFW_MOUSE_BUTTON_RIGHT || button == GLFW_MOUSE_BUTTON_MIDDLE) {
    state.panning = pressed;
  }
  const MouseButton which = button == GLFW_MOUSE_BUTTON_LEFT    ? MouseButton::kLeft
                            : button == GLFW_MOUSE_BUTTON_RIGHT ? MouseButton::kRight
                                                                : MouseButton::kMiddle;
  state.app->OnMouseButton(which, pressed, state.cursor);
}

void OnCursor(GLFWwindow* window, double x, double y) {
  WindowState& state = State(window);
  const glm::vec2 cursor(static_cast<float>(x), static_cast<float>(y));
  const glm::vec2 delta = cursor - state.cursor;
  state.cursor = cursor;
  if (state.orbiting) state.app->Camera().Orbit(delta);
  if (state.panning) {
    int width = 0, height = 0;
    glfwGetWindowSize(window, &width, &height);
    state.app->Camera().Pan(delta, static_cast<float>(height));
  }
  state.app->OnMouseMove(cursor);
}

void OnScroll(GLFWwindow* window, double, double y) { State(window).app->Camera().Zoom(static_cast<float>(y)); }

void GLAD_API_PTR OnGlDebugMessage(GLenum, GLenum type, GLuint, GLenum severity, GLsizei, const GLchar* message,
                                   const void*) {
  if (type == GL_DEBUG_TYPE_ERROR || severity == GL_DEBUG_SEVERITY_HIGH) log::Warn(fmt::format("OpenGL: {}", message));
}

std::string NextScreenshotPath(const SampleInfo& info, int& count) {
  std::string path;
  do {
    path = fmt::format("{}-{}.png", info.name, ++count);
  } while (std::filesystem::exists(path));
  return path;
}

}  // namespace

bool RunInWindow(Application& app, const SampleInfo& info, RecordingDraw& draw, std::string& error) {
  [[maybe_unused]] const DriverAllocationsNotLeakChecked driver_scope;
  glfwSetErrorCallback(OnGlfwError);
  if (!glfwInit()) {
    error = fmt::format("could not start GLFW: {}", g_glfw_error);
    return false;
  }
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
#if defined(__APPLE__)
  glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
#endif
  glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE);  // HiDPI: the 800x600 is in logical pixels
  glfwWindowHint(GLFW_SAMPLES, 4);
  GLFWwindow* window = glfwCreateWindow(kDefaultWindowSize.x, kDefaultWindowSize.y,
                                        fmt::format("Collision Lab - {}", info.name).c_str(), nullptr, nullptr);
  if (window == nullptr) {
    error = fmt::format("could not create a window with an OpenGL 3.3 core context: {}", g_glfw_error);
    glfwTerminate();
    return false;
  }
  glfwMakeContextCurrent(window);
  if (gladLoadGL(reinterpret_cast<GLADloadfunc>(glfwGetProcAddress)) == 0) {
    error = "could not load OpenGL 3.3 core functions";
    glfwDestroyWindow(window);
    glfwTerminate();
    return false;
  }
  LogGlInfo();
  if (GLAD_GL_KHR_debug) {
    glEnable(GL_DEBUG_OUTPUT);
    glDebugMessageCallback(OnGlDebugMessage, nullptr);
  }
  glfwSwapInterval(1);

  {
    GlRenderer renderer;
    if (!renderer.Create(error)) {
      glfwDestroyWindow(window);
      glfwTerminate();
      return false;
    }
    WindowState state{.app = &app, .info = &info};
    double x = 0, y = 0;
    glfwGetCursorPos(window, &x, &y);
    state.cursor = glm::vec2(static_cast<float>(x), static_cast<float>(y));
    glfwSetWindowUserPointer(window, &state);
    glfwSetKeyCallback(window, OnKey);
    glfwSetMouseButtonCallback(window, OnMouseButton);
    glfwSetCursorPosCallback(window, OnCursor);
    glfwSetScrollCallback(window, OnScroll);

    glm::ivec2 logical_size{0};
    double last_time = glfwGetTime();
    while (!glfwWindowShouldClose(window)) {
      glfwPollEvents();
      const double now = glfwGetTime();
      // Clamp the step so a stall (a breakpoint, a dragged window) does not jump the scene.
      const float dt = static_cast<float>(std::min(now - last_time, 0.1));
      last_time = now;

      glm::ivec2 size{0}, window_size{0};
      glfwGetFramebufferSize(window, &size.x, &size.y);
      glfwGetWindowSize(window, &window_size.x, &window_size.y);
      if (size.x == 0 || size.y == 0) continue;  // minimised
      if (window_size != logical_size) {         // in window coordinates, like the mouse (HiDPI)
        logical_size = window_size;
        app.Resize(window_size.x, window_size.y);
      }
      app.Update(dt);
      const float pixel_ratio = static_cast<float>(size.x) / static_cast<float>(std::max(window_size.x, 1));
      ComposeFrame(app, info, draw, glm::vec2(window_size), HudOptions{.show_help = state.show_help});
      renderer.DrawFrame(draw, app.Camera().Projection() * app.Camera().View(), size, pixel_ratio,
                         palette::kBackground);
      if (state.screenshot_requested) {
        state.screenshot_requested = false;
        std::vector<unsigned char> pixels;
        ReadPixels(size, pixels);
        const std::string path = NextScreenshotPath(info, state.screenshot_count);
        std::string write_error;
        if (WritePng(path, size, pixels, write_error)) {
          log::Info(fmt::format("screenshot: {}", std::filesystem::absolute(path).string()));
        } else {
          log::Error(write_error);
        }
      }
      glfwSwapBuffers(window);
    }
  }
  glfwDestroyWindow(window);
  glfwTerminate();
  return true;
}

}  // namespace lab
