// The OpenGL 3.3 core back end of DebugDraw. Each frame it uploads each primitive list of a RecordingDraw
// once and draws it with one call: lines, then points, then volumes' lit faces, then flat triangles, then text.
#pragma once

#include <memory>
#include <string>

#include <glm/mat4x4.hpp>
#include <glm/vec2.hpp>
#include <glm/vec4.hpp>

#include "framework/sample/color.hpp"
#include "framework/sample/debug_draw.hpp"

namespace lab {

class GlRenderer {
 public:
  GlRenderer();
  GlRenderer(const GlRenderer&) = delete;
  GlRenderer& operator=(const GlRenderer&) = delete;
  ~GlRenderer();

  // Needs a current GL 3.3 core context with functions loaded. False with a reason on failure.
  bool Create(std::string& error);

  // framebuffer_size in pixels; pixel_ratio = framebuffer pixels per logical pixel (HiDPI). Clears the
  // whole framebuffer and draws into viewport (x, y from the bottom left, width, height, in pixels; all of
  // the framebuffer when its width is 0); text positions are relative to the viewport's top left.
  void DrawFrame(const RecordingDraw& draw, const glm::mat4& view_projection, glm::ivec2 framebuffer_size,
                 float pixel_ratio, const Color& clear_color, glm::ivec4 viewport = glm::ivec4(0));

 private:
  struct Batch {
    unsigned vao = 0;
    unsigned vbo = 0;
  };
  void Upload(Batch& batch, const void* data, std::size_t bytes);

  struct Glyphs;  // the scene's TrueType font, or null (stb_easy_font's strokes) when its file is missing

  unsigned program_ = 0;
  int transform_location_ = -1;
  int round_points_location_ = -1;
  int glyphs_location_ = -1;
  unsigned lit_program_ = 0;  // volumes' faces
  int lit_transform_location_ = -1;
  int eye_location_ = -1;
  std::unique_ptr<Glyphs> glyphs_;
  Batch triangles_, volumes_, lines_, points_, text_;
  float max_line_width_ = 1.0f;
};

// Whether the current context draws on the CPU (Mesa's llvmpipe, softpipe, swrast, OpenSWR).
bool IsSoftwareRenderer();

// A multisampled colour-and-depth framebuffer to draw into, resolved into a rectangle of another. The window
// draws only its scene this way: multisampling the whole window, panels included, cost Mesa's llvmpipe three
// times the frame time (PlanePlaneIntersection: 21 ms a frame against 7), and the panels need none.
class MultisampleTarget {
 public:
  // On a GPU; a software renderer draws the scene without (kSoftwareSamples).
  static constexpr int kSamples = 4;
  // llvmpipe spends 12 of OBJSample's 26 ms a frame on 4x multisampling (it has no 2x), so the window would
  // fall below 60 frames a second; its lines are drawn aliased instead.
  static constexpr int kSoftwareSamples = 0;

  explicit MultisampleTarget(int samples) : samples_(samples) {}
  MultisampleTarget(const MultisampleTarget&) = delete;
  MultisampleTarget& operator=(const MultisampleTarget&) = delete;
  ~MultisampleTarget();

  int Samples() const { return samples_; }
  // Binds it for drawing, made (again) at this size when needed. False when the GL cannot make it complete.
  bool Bind(glm::ivec2 size);
  // Resolves its rectangle (x, y from the bottom left, width, height) into the same rectangle of framebuffer
  // `into` (the same: WebGL 2 resolves only between identical rectangles).
  void ResolveInto(unsigned into, glm::ivec4 rectangle) const;

 private:
  void Release();

  int samples_;
  glm::ivec2 size_{0};
  unsigned framebuffer_ = 0;
  unsigned renderbuffers_[2] = {};  // colour, depth
};

// Prints the GL vendor, renderer and version of the current context.
void LogGlInfo();

}  // namespace lab
