#include "framework/gl_renderer.hpp"

#include <glad/gl.h>

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <vector>

#include <fmt/format.h>
#include <glm/gtc/matrix_transform.hpp>
#include <glm/gtc/type_ptr.hpp>

#include "framework/log.hpp"

// stb_easy_font turns text into quads; its functions are static, so it is included in this file only.
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wconversion"
#pragma GCC diagnostic ignored "-Wsign-conversion"
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wshadow"
#endif
#include <stb_easy_font.h>
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

namespace lab {
namespace {

// Shaders live in the binary, so the app runs from any working directory.
constexpr const char* kVertexShader = R"(#version 330 core
layout(location = 0) in vec3 a_position;
layout(location = 1) in vec4 a_color;
layout(location = 2) in float a_size;
uniform mat4 u_transform;
out vec4 v_color;
void main() {
  gl_Position = u_transform * vec4(a_position, 1.0);
  gl_PointSize = a_size;
  v_color = a_color;
}
)";

constexpr const char* kFragmentShader = R"(#version 330 core
in vec4 v_color;
uniform bool u_round_points;
out vec4 frag_color;
void main() {
  if (u_round_points) {
    vec2 from_centre = gl_PointCoord * 2.0 - 1.0;
    if (dot(from_centre, from_centre) > 1.0) discard;
  }
  frag_color = v_color;
}
)";

// Text is drawn at this multiple of stb_easy_font's native 7-pixel glyphs (before HiDPI scaling).
constexpr float kTextScale = 2.0f;
constexpr float kLineWidthPixels = 1.5f;

struct GpuVertex {
  glm::vec3 position;
  glm::vec4 color;
  float size;
};

unsigned Compile(unsigned type, const char* source, std::string& error) {
  const unsigned shader = glCreateShader(type);
  glShaderSource(shader, 1, &source, nullptr);
  glCompileShader(shader);
  int ok = 0;
  glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
  if (!ok) {
    char log_text[1024] = {};
    glGetShaderInfoLog(shader, sizeof log_text, nullptr, log_text);
    error = fmt::format("shader compilation failed: {}", log_text);
    glDeleteShader(shader);
    return 0;
  }
  return shader;
}

void AppendText(std::vector<GpuVertex>& out, const RecordingDraw::TextItem& item, float pixel_ratio) {
  // stb_easy_font writes quads of four 16-byte vertices (x, y, z, rgba8); ~270 bytes a character suffice.
  struct EasyFontVertex {
    float x, y, z;
    unsigned char rgba[4];
  };
  std::vector<EasyFontVertex> quads(item.text.size() * 18 + 4);
  std::string text = item.text;
  unsigned char colour[4] = {255, 255, 255, 255};
  const int quad_count = stb_easy_font_print(0.0f, 0.0f, text.data(), colour, quads.data(),
                                             static_cast<int>(quads.size() * sizeof(EasyFontVertex)));
  const float scale = kTextScale * pixel_ratio;
  const glm::vec2 origin = item.position * pixel_ratio;
  auto vertex = [&](const EasyFontVertex& v) {
    return GpuVertex{glm::vec3(origin.x + v.x * scale, origin.y + v.y * scale, 0.0f), item.color, 1.0f};
  };
  for (int q = 0; q < quad_count; ++q) {
    const EasyFontVertex* v = &quads[static_cast<std::size_t>(q) * 4];
    for (int corner : {0, 1, 2, 0, 2, 3}) out.push_back(vertex(v[corner]));
  }
}

}  // namespace

void LogGlInfo() {
  log::Dim(fmt::format("OpenGL: {} | {} | {}", reinterpret_cast<const char*>(glGetString(GL_VENDOR)),
                       reinterpret_cast<const char*>(glGetString(GL_RENDERER)),
                       reinterpret_cast<const char*>(glGetString(GL_VERSION))));
}

GlRenderer::~GlRenderer() {
  if (program_ == 0) return;
  for (Batch* batch : {&triangles_, &lines_, &points_, &text_}) {
    glDeleteBuffers(1, &batch->vbo);
    glDeleteVertexArrays(1, &batch->vao);
  }
  glDeleteProgram(program_);
}

bool GlRenderer::Create(std::string& error) {
  const unsigned vertex = Compile(GL_VERTEX_SHADER, kVertexShader, error);
  if (vertex == 0) return false;
  const unsigned fragment = Compile(GL_FRAGMENT_SHADER, kFragmentShader, error);
  if (fragment == 0) return false;
  program_ = glCreateProgram();
  glAttachShader(program_, vertex);
  glAttachShader(program_, fragment);
  glLinkProgram(program_);
  glDeleteShader(vertex);
  glDeleteShader(fragment);
  int ok = 0;
  glGetProgramiv(program_, GL_LINK_STATUS, &ok);
  if (!ok) {
    error = "shader program failed to link";
    return false;
  }
  transform_location_ = glGetUniformLocation(program_, "u_transform");
  round_points_location_ = glGetUniformLocation(program_, "u_round_points");

  for (Batch* batch : {&triangles_, &lines_, &points_, &text_}) {
    glGenVertexArrays(1, &batch->vao);
    glGenBuffers(1, &batch->vbo);
    glBindVertexArray(batch->vao);
    glBindBuffer(GL_ARRAY_BUFFER, batch->vbo);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, sizeof(GpuVertex),
                          reinterpret_cast<const void*>(offsetof(GpuVertex, position)));
    glEnableVertexAttribArray(1);
    glVertexAttribPointer(1, 4, GL_FLOAT, GL_FALSE, sizeof(GpuVertex),
                          reinterpret_cast<const void*>(offsetof(GpuVertex, color)));
    glEnableVertexAttribArray(2);
    glVertexAttribPointer(2, 1, GL_FLOAT, GL_FALSE, sizeof(GpuVertex),
                          reinterpret_cast<const void*>(offsetof(GpuVertex, size)));
  }
  glBindVertexArray(0);

  // Core profiles may cap line width at 1; use what the driver offers up to kLineWidthPixels.
  float range[2] = {1.0f, 1.0f};
  glGetFloatv(GL_ALIASED_LINE_WIDTH_RANGE, range);
  max_line_width_ = std::max(1.0f, range[1]);
  return true;
}

void GlRenderer::Upload(Batch& batch, const void* data, std::size_t bytes) {
  glBindVertexArray(batch.vao);
  glBindBuffer(GL_ARRAY_BUFFER, batch.vbo);
  glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(bytes), data, GL_STREAM_DRAW);  // orphans last frame's
}

void GlRenderer::DrawFrame(const RecordingDraw& draw, const glm::mat4& view_projection, glm::ivec2 framebuffer_size,
                           float pixel_ratio, const Color& clear_color, glm::ivec4 viewport) {
  if (viewport.z <= 0 || viewport.w <= 0) viewport = glm::ivec4(0, 0, framebuffer_size);
  glViewport(0, 0, framebuffer_size.x, framebuffer_size.y);
  glClearColor(clear_color.x, clear_color.y, clear_color.z, clear_color.w);
  glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
  glViewport(viewport.x, viewport.y, viewport.z, viewport.w);
  glUseProgram(program_);
  glUniformMatrix4fv(transform_location_, 1, GL_FALSE, glm::value_ptr(view_projection));
  glUniform1i(round_points_location_, 0);
  glEnable(GL_DEPTH_TEST);
  glDepthFunc(GL_LEQUAL);
  glEnable(GL_BLEND);
  glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
  glEnable(GL_PROGRAM_POINT_SIZE);

  std::vector<GpuVertex> vertices;
  auto to_gpu = [&](const std::vector<RecordingDraw::Vertex>& source) {
    vertices.clear();
    for (const auto& v : source) vertices.push_back({v.position, v.color, 1.0f});
  };

  to_gpu(draw.LineVertices());
  Upload(lines_, vertices.data(), vertices.size() * sizeof(GpuVertex));
  glLineWidth(std::min(kLineWidthPixels * pixel_ratio, max_line_width_));
  glDrawArrays(GL_LINES, 0, static_cast<GLsizei>(vertices.size()));

  vertices.clear();
  for (const auto& p : draw.Points()) vertices.push_back({p.position, p.color, p.size * pixel_ratio});
  Upload(points_, vertices.data(), vertices.size() * sizeof(GpuVertex));
  glUniform1i(round_points_location_, 1);
  glDrawArrays(GL_POINTS, 0, static_cast<GLsizei>(vertices.size()));
  glUniform1i(round_points_location_, 0);

  // Filled triangles come last so a translucent one blends over the lines and points behind it; they are
  // pushed back a little so lines and points lying on them stay visible.
  to_gpu(draw.TriangleVertices());
  Upload(triangles_, vertices.data(), vertices.size() * sizeof(GpuVertex));
  glEnable(GL_POLYGON_OFFSET_FILL);
  glPolygonOffset(1.0f, 1.0f);
  glDrawArrays(GL_TRIANGLES, 0, static_cast<GLsizei>(vertices.size()));
  glDisable(GL_POLYGON_OFFSET_FILL);

  // Text: screen space, top-left origin, over everything.
  vertices.clear();
  for (const auto& item : draw.Texts()) AppendText(vertices, item, pixel_ratio);
  Upload(text_, vertices.data(), vertices.size() * sizeof(GpuVertex));
  const glm::mat4 screen =
      glm::ortho(0.0f, static_cast<float>(viewport.z), static_cast<float>(viewport.w), 0.0f, -1.0f, 1.0f);
  glUniformMatrix4fv(transform_location_, 1, GL_FALSE, glm::value_ptr(screen));
  glDisable(GL_DEPTH_TEST);
  glDrawArrays(GL_TRIANGLES, 0, static_cast<GLsizei>(vertices.size()));
  glBindVertexArray(0);
}

bool IsSoftwareRenderer() {
  const char* renderer = reinterpret_cast<const char*>(glGetString(GL_RENDERER));
  if (renderer == nullptr) return false;
  for (const char* name : {"llvmpipe", "softpipe", "swrast", "SWR"}) {
    if (std::strstr(renderer, name) != nullptr) return true;
  }
  return false;
}

MultisampleTarget::~MultisampleTarget() { Release(); }

void MultisampleTarget::Release() {
  if (framebuffer_ != 0) glDeleteFramebuffers(1, &framebuffer_);
  if (renderbuffers_[0] != 0) glDeleteRenderbuffers(2, renderbuffers_);
  framebuffer_ = renderbuffers_[0] = renderbuffers_[1] = 0;
  size_ = glm::ivec2(0);
}

bool MultisampleTarget::Bind(glm::ivec2 size) {
  if (size.x <= 0 || size.y <= 0) return false;
  if (size != size_) {
    Release();
    int max_samples = 0;
    glGetIntegerv(GL_MAX_SAMPLES, &max_samples);
    const int samples = std::min(samples_, max_samples);
    glGenFramebuffers(1, &framebuffer_);
    glGenRenderbuffers(2, renderbuffers_);
    glBindRenderbuffer(GL_RENDERBUFFER, renderbuffers_[0]);
    glRenderbufferStorageMultisample(GL_RENDERBUFFER, samples, GL_RGBA8, size.x, size.y);
    glBindRenderbuffer(GL_RENDERBUFFER, renderbuffers_[1]);
    glRenderbufferStorageMultisample(GL_RENDERBUFFER, samples, GL_DEPTH_COMPONENT24, size.x, size.y);
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, renderbuffers_[0]);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER, renderbuffers_[1]);
    if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE) {
      Release();
      samples_ = 0;  // not again every frame: the caller draws straight into its framebuffer from now on
      return false;
    }
    size_ = size;
  }
  glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_);
  return true;
}

void MultisampleTarget::ResolveInto(unsigned into, glm::ivec4 rectangle) const {
  glBindFramebuffer(GL_READ_FRAMEBUFFER, framebuffer_);
  glBindFramebuffer(GL_DRAW_FRAMEBUFFER, into);
  glBlitFramebuffer(0, 0, size_.x, size_.y, rectangle.x, rectangle.y, rectangle.x + size_.x, rectangle.y + size_.y,
                    GL_COLOR_BUFFER_BIT, GL_NEAREST);
  glBindFramebuffer(GL_FRAMEBUFFER, into);
}

}  // namespace lab
