// The offscreen host: a GL 3.3 core context on EGL's surfaceless platform (Mesa), rendering into a
// multisampled framebuffer object. Needs no X server or window system.
#include <EGL/egl.h>
#include <EGL/eglext.h>

#include <cstdlib>
#include <imgui.h>

#include <backends/imgui_impl_opengl3.h>
#include <fmt/format.h>

#include "framework/io/log.hpp"
#include "framework/sample/frame.hpp"
#include "framework/window/driver_allocations.hpp"
#include "framework/window/gl.hpp"
#include "framework/window/gl_renderer.hpp"
#include "framework/window/hosts.hpp"

namespace lab {
namespace {

std::string EglErrorText() { return fmt::format("EGL error 0x{:04x}", eglGetError()); }

// Owns the EGL display and context for one offscreen render.
class EglContext {
 public:
  ~EglContext() {
    if (display_ == EGL_NO_DISPLAY) return;
    eglMakeCurrent(display_, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
    if (context_ != EGL_NO_CONTEXT) eglDestroyContext(display_, context_);
    eglTerminate(display_);
  }

  bool Create(std::string& error) {
    auto get_platform_display =
        reinterpret_cast<PFNEGLGETPLATFORMDISPLAYEXTPROC>(eglGetProcAddress("eglGetPlatformDisplayEXT"));
    if (get_platform_display == nullptr) {
      error = "EGL has no eglGetPlatformDisplayEXT (is Mesa's libegl-mesa0 installed?)";
      return false;
    }
    display_ = get_platform_display(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, nullptr);
    EGLint major = 0, minor = 0;
    if (display_ == EGL_NO_DISPLAY || !eglInitialize(display_, &major, &minor)) {
      error = fmt::format("no EGL surfaceless display ({}); install libegl-mesa0 and libgl1-mesa-dri", EglErrorText());
      display_ = EGL_NO_DISPLAY;
      return false;
    }
    if (!eglBindAPI(EGL_OPENGL_API)) {
      error = fmt::format("EGL cannot bind desktop OpenGL ({})", EglErrorText());
      return false;
    }
    const EGLint config_attributes[] = {EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT, EGL_NONE};
    EGLConfig config = nullptr;
    EGLint config_count = 0;
    eglChooseConfig(display_, config_attributes, &config, 1, &config_count);
    const EGLint context_attributes[] = {
        EGL_CONTEXT_MAJOR_VERSION,           3,       EGL_CONTEXT_MINOR_VERSION, 3, EGL_CONTEXT_OPENGL_PROFILE_MASK,
        EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT, EGL_NONE};
    context_ = eglCreateContext(display_, config_count > 0 ? config : nullptr, EGL_NO_CONTEXT, context_attributes);
    if (context_ == EGL_NO_CONTEXT) {
      error = fmt::format("could not create an OpenGL 3.3 core context on EGL ({})", EglErrorText());
      return false;
    }
    if (!eglMakeCurrent(display_, EGL_NO_SURFACE, EGL_NO_SURFACE, context_)) {
      error = fmt::format("could not make the EGL context current ({})", EglErrorText());
      return false;
    }
    if (gladLoadGL(reinterpret_cast<GLADloadfunc>(eglGetProcAddress)) == 0) {
      error = "could not load OpenGL functions through EGL";
      return false;
    }
    return true;
  }

 private:
  EGLDisplay display_ = EGL_NO_DISPLAY;
  EGLContext context_ = EGL_NO_CONTEXT;
};

// A framebuffer object: multisampled colour and depth, resolved into a plain one for reading.
class OffscreenTarget {
 public:
  ~OffscreenTarget() {
    glDeleteFramebuffers(2, framebuffers_);
    glDeleteRenderbuffers(3, renderbuffers_);
  }

  bool Create(glm::ivec2 size, std::string& error) {
    size_ = size;
    int max_samples = 0;
    glGetIntegerv(GL_MAX_SAMPLES, &max_samples);
    const int samples = std::min(4, max_samples);
    glGenFramebuffers(2, framebuffers_);
    glGenRenderbuffers(3, renderbuffers_);
    glBindRenderbuffer(GL_RENDERBUFFER, renderbuffers_[0]);
    glRenderbufferStorageMultisample(GL_RENDERBUFFER, samples, GL_RGBA8, size.x, size.y);
    glBindRenderbuffer(GL_RENDERBUFFER, renderbuffers_[1]);
    glRenderbufferStorageMultisample(GL_RENDERBUFFER, samples, GL_DEPTH_COMPONENT24, size.x, size.y);
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffers_[0]);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, renderbuffers_[0]);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER, renderbuffers_[1]);
    const bool draw_ok = glCheckFramebufferStatus(GL_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;
    glBindRenderbuffer(GL_RENDERBUFFER, renderbuffers_[2]);
    glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, size.x, size.y);
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffers_[1]);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, renderbuffers_[2]);
    const bool read_ok = glCheckFramebufferStatus(GL_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;
    if (!draw_ok || !read_ok) {
      error = fmt::format("the {}x{} offscreen framebuffer is incomplete", size.x, size.y);
      return false;
    }
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffers_[0]);
    return true;
  }

  // Resolves the multisampled image and reads it back, bottom row first.
  void Read(std::vector<unsigned char>& rgba) {
    glBindFramebuffer(GL_READ_FRAMEBUFFER, framebuffers_[0]);
    glBindFramebuffer(GL_DRAW_FRAMEBUFFER, framebuffers_[1]);
    glBlitFramebuffer(0, 0, size_.x, size_.y, 0, 0, size_.x, size_.y, GL_COLOR_BUFFER_BIT, GL_NEAREST);
    glBindFramebuffer(GL_READ_FRAMEBUFFER, framebuffers_[1]);
    ReadPixels(size_, rgba);
  }

 private:
  glm::ivec2 size_{0};
  unsigned framebuffers_[2] = {};
  unsigned renderbuffers_[3] = {};
};

// Everything one offscreen picture needs, made in order: the context, the framebuffer, the renderer.
struct Offscreen {
  EglContext context;
  OffscreenTarget target;
  GlRenderer renderer;

  bool Create(glm::ivec2 size, std::string& error) {
    if (!context.Create(error)) return false;
    LogGlInfo();
    return target.Create(size, error) && renderer.Create(error);
  }
};

}  // namespace

bool RenderOffscreenPng(Application& app, const SampleInfo& info, RecordingDraw& draw, glm::ivec2 size,
                        const std::string& path, std::string& error, bool wireframe) {
  [[maybe_unused]] const DriverAllocationsNotLeakChecked driver_scope;
  Offscreen offscreen;
  if (!offscreen.Create(size, error)) return false;
  GlRenderer& renderer = offscreen.renderer;

  app.Resize(size.x, size.y);
  ComposeFrame(app, info, draw, glm::vec2(size), HudOptions{.show_help = false});
  if (wireframe) draw.DropShadedTriangles();
  const OrbitCamera& camera = app.ViewCamera();
  renderer.DrawFrame(draw, camera.Projection() * camera.View(), size, 1.0f, palette::kBackground);

  std::vector<unsigned char> pixels;
  offscreen.target.Read(pixels);
  return WritePng(path, size, pixels, error);
}

bool RenderLabOffscreenPng(Lab& lab, glm::ivec2 size, float ui_scale, const std::string& path, std::string& error) {
  [[maybe_unused]] const DriverAllocationsNotLeakChecked driver_scope;
  Offscreen offscreen;
  if (!offscreen.Create(size, error)) return false;
  GlRenderer& renderer = offscreen.renderer;
  lab.WaitForBackgroundChecks();

  LabUi ui;
  ui.scale = ui_scale;
  ui.overlay.handles = false;  // a picture, not a drag target: the squares would only clutter it
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  SetUpImGuiStyle(ui.scale);
  ImGui::GetIO().DisplaySize = ImVec2(static_cast<float>(size.x), static_cast<float>(size.y));
  ImGui::GetIO().DeltaTime = 1.0f / 60.0f;
  bool ok = ImGui_ImplOpenGL3_Init("#version 330 core");
  if (!ok) error = "Dear ImGui's OpenGL 3 back end could not start";
  // A few frames, as in the window: the first lays the panels out, the next ones fill them.
  for (int frame = 0; ok && frame < 3; ++frame) {
    ImGui_ImplOpenGL3_NewFrame();
    ImGui::NewFrame();
    lab.Poll();
    DrawLabUi(lab, ui, glm::vec2(size));
    ImGui::Render();
    DrawLabFrame(renderer, lab, ui, size, 1.0f);
  }
  if (ok) ImGui_ImplOpenGL3_Shutdown();
  ImGui::DestroyContext();
  if (!ok) return false;

  std::vector<unsigned char> pixels;
  offscreen.target.Read(pixels);
  return WritePng(path, size, pixels, error);
}

}  // namespace lab
