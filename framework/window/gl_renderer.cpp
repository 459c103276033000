#include "framework/window/gl_renderer.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstring>
#include <fstream>
#include <functional>
#include <iterator>
#include <memory>
#include <string_view>
#include <unordered_set>
#include <vector>

#include <fmt/format.h>
#include <glm/gtc/matrix_transform.hpp>
#include <glm/gtc/type_ptr.hpp>
#include <glm/matrix.hpp>

#include "framework/io/log.hpp"
#include "framework/window/gl.hpp"
#include "framework/window/stb_fonts.hpp"  // stb_easy_font turns text into quads, stb_truetype bakes the font's atlas
#include "framework/window/text_metrics.hpp"

namespace lab {
namespace {

// Shaders live in the binary, so the app runs from any working directory.
constexpr const char* kVertexShader = LAB_GLSL_VERSION R"(layout(location = 0) in vec3 a_position;
layout(location = 1) in vec4 a_color;
layout(location = 2) in float a_size;
layout(location = 3) in vec2 a_uv;
uniform mat4 u_transform;
out vec4 v_color;
out vec2 v_uv;
out vec3 v_world;  // for the volumes' light; the plain program's fragment shader reads none, so links it away
void main() {
  gl_Position = u_transform * vec4(a_position, 1.0);
  gl_PointSize = a_size;
  v_color = a_color;
  v_uv = a_uv;
  v_world = a_position;
}
)";

constexpr const char* kFragmentShader = LAB_GLSL_VERSION R"(in vec4 v_color;
in vec2 v_uv;
uniform bool u_round_points;
uniform bool u_glyphs;
uniform sampler2D u_atlas;
out vec4 frag_color;
void main() {
  if (u_round_points) {
    vec2 from_centre = gl_PointCoord * 2.0 - 1.0;
    if (dot(from_centre, from_centre) > 1.0) discard;
  }
  frag_color = v_color;
  if (u_glyphs) frag_color.a *= texture(u_atlas, v_uv).r;
}
)";

// Volumes' faces (DrawShadedTriangle): the same vertex shader, and a fragment shader of their own so that the
// lines, points and text, most of the frame's fragments, do not pay for the light on a software renderer.
constexpr const char* kLitFragmentShader = LAB_GLSL_VERSION R"(in vec4 v_color;
in vec3 v_world;
uniform vec4 u_eye;  // homogeneous: w = 0 for an orthographic view, whose eye is a direction
uniform float u_ambient;
uniform float u_volume_opacity;
out vec4 frag_color;
void main() {
  // The facet's own normal (the screen derivatives of its position), lit by a light at the eye: a face turned to
  // the viewer is bright, the rim of a round volume dark, so its shape and what is in front read at once.
  vec3 across = cross(dFdx(v_world), dFdy(v_world));
  vec3 to_eye = u_eye.xyz - v_world * u_eye.w;
  float facing = dot(across, across) > 0.0 && dot(to_eye, to_eye) > 0.0
                     ? abs(dot(normalize(across), normalize(to_eye))) : 0.0;
  frag_color = vec4(v_color.rgb * (u_ambient + (1.0 - u_ambient) * facing), v_color.a * u_volume_opacity);
}
)";

// Text (text_metrics.hpp): DejaVu Sans at kSceneGlyphPixels, a capital as tall as the fallback's stb_easy_font
// glyphs at kFallbackTextScale (before HiDPI scaling), one line in DebugDraw::kTextLineHeight.
// Text is drawn over its outline: copies in the background's colour, this far off (logical pixels) and opaque.
constexpr float kTextOutlinePixels = 1.0f;
constexpr float kTextOutlineOpacity = 0.7f;
constexpr int kAtlasSize = 512;  // ASCII at 18 px fills a tenth of it; at 200 %, under half
constexpr float kLineWidthPixels = 1.5f;
// A volume's faces (DrawShadedTriangle): the light a face edge-on to the eye still gets, and how much of what is
// behind or inside the volume its front face hides (lines behind it keep 70 % of their colour).
constexpr float kVolumeAmbient = 0.2f;
constexpr float kVolumeOpacity = 0.3f;

struct GpuVertex {
  glm::vec3 position;
  glm::vec4 color;
  float size;
  glm::vec2 uv{0.0f};
};

// Appends the frame's line segments, each distinct one once: the same two ends (in either order) in the same
// colour are drawn once. A software renderer pays for each line's set-up more than for its pixels, and scenes draw
// many segments twice over (the edge two triangles share, the face two boxes share): OBJSample drew 4,617 lines,
// 1,783 of them distinct; drawn once each, its frame on llvmpipe went from 28 to 20 ms. An opaque segment drawn
// twice looks as once; a translucent one no longer darkens where two shapes meet.
void AppendDistinctSegments(const std::vector<RecordingDraw::Vertex>& lines, std::vector<GpuVertex>& out) {
  // Compared and hashed by their bytes, so equal keys always hash alike (0 and -0 are two keys, each drawn).
  struct Segment {
    std::array<float, 10> values;  // the lesser end, the other, the colour
    std::string_view Bytes() const { return {reinterpret_cast<const char*>(values.data()), sizeof values}; }
    bool operator==(const Segment& other) const { return Bytes() == other.Bytes(); }
  };
  struct SegmentHash {
    std::size_t operator()(const Segment& segment) const { return std::hash<std::string_view>{}(segment.Bytes()); }
  };
  static thread_local std::unordered_set<Segment, SegmentHash> seen;
  seen.clear();
  seen.reserve(lines.size() / 2);
  for (std::size_t i = 0; i + 1 < lines.size(); i += 2) {
    const RecordingDraw::Vertex& a = lines[i];
    const RecordingDraw::Vertex& b = lines[i + 1];
    if (a.shaded || b.shaded) continue;
    const auto key = [](const glm::vec3& p) { return std::array<float, 3>{p.x, p.y, p.z}; };
    const bool in_order = key(a.position) <= key(b.position);
    const glm::vec3& first = in_order ? a.position : b.position;
    const glm::vec3& second = in_order ? b.position : a.position;
    const Segment segment{
        {first.x, first.y, first.z, second.x, second.y, second.z, a.color.x, a.color.y, a.color.z, a.color.w}};
    if (a.color != b.color || seen.insert(segment).second) {
      out.push_back({a.position, a.color, 1.0f});
      out.push_back({b.position, b.color, 1.0f});
    }
  }
}

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
  const float scale = kFallbackTextScale * pixel_ratio;
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

// The scene's font: printable ASCII baked at one pixel ratio into a one-channel texture.
struct GlRenderer::Glyphs {
  std::vector<unsigned char> file;
  stbtt_fontinfo font{};
  std::vector<stbtt_bakedchar> chars = std::vector<stbtt_bakedchar>(95);
  unsigned texture = 0;
  float pixel_ratio = 0.0f;  // the ratio baked for; 0 before the first bake
  float ascent = 0.0f;       // baseline below the top of a line, in framebuffer pixels

  ~Glyphs() {
    if (texture != 0) glDeleteTextures(1, &texture);
  }
  // Loads the font file; false (text falls back to stb_easy_font) when it is missing or unreadable.
  bool Load(const char* path) {
    std::ifstream in(path, std::ios::binary);
    file.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    return !file.empty() && stbtt_InitFont(&font, file.data(), stbtt_GetFontOffsetForIndex(file.data(), 0)) != 0;
  }
  void BakeFor(float ratio) {
    if (ratio == pixel_ratio) return;
    pixel_ratio = ratio;
    const float pixels = kSceneGlyphPixels * ratio;
    std::vector<unsigned char> bitmap(static_cast<std::size_t>(kAtlasSize) * kAtlasSize);
    stbtt_BakeFontBitmap(file.data(), 0, pixels, bitmap.data(), kAtlasSize, kAtlasSize, 32, 95, chars.data());
    int font_ascent = 0, descent = 0, gap = 0;
    stbtt_GetFontVMetrics(&font, &font_ascent, &descent, &gap);
    ascent = static_cast<float>(font_ascent) * stbtt_ScaleForPixelHeight(&font, pixels);
    if (texture == 0) glGenTextures(1, &texture);
    glBindTexture(GL_TEXTURE_2D, texture);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_R8, kAtlasSize, kAtlasSize, 0, GL_RED, GL_UNSIGNED_BYTE, bitmap.data());
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);  // one texel a pixel: no blur
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
  }
  void Append(std::vector<GpuVertex>& out, const RecordingDraw::TextItem& item) const {
    float x = std::round(item.position.x * pixel_ratio), y = std::round(item.position.y * pixel_ratio + ascent);
    const float line_start = x;
    for (const char c : item.text) {
      if (c == '\n') {
        x = line_start;
        y += DebugDraw::kTextLineHeight * pixel_ratio;
        continue;
      }
      if (c < 32 || c > 126) continue;
      stbtt_aligned_quad q;
      stbtt_GetBakedQuad(chars.data(), kAtlasSize, kAtlasSize, c - 32, &x, &y, &q, 1);
      const GpuVertex corners[4] = {{{q.x0, q.y0, 0.0f}, item.color, 1.0f, {q.s0, q.t0}},
                                    {{q.x1, q.y0, 0.0f}, item.color, 1.0f, {q.s1, q.t0}},
                                    {{q.x1, q.y1, 0.0f}, item.color, 1.0f, {q.s1, q.t1}},
                                    {{q.x0, q.y1, 0.0f}, item.color, 1.0f, {q.s0, q.t1}}};
      for (const int corner : {0, 1, 2, 0, 2, 3}) out.push_back(corners[corner]);
    }
  }
};

void LogGlInfo() {
  log::Dim(fmt::format("OpenGL: {} | {} | {}", reinterpret_cast<const char*>(glGetString(GL_VENDOR)),
                       reinterpret_cast<const char*>(glGetString(GL_RENDERER)),
                       reinterpret_cast<const char*>(glGetString(GL_VERSION))));
}

GlRenderer::GlRenderer() = default;

GlRenderer::~GlRenderer() {
  glyphs_.reset();
  if (lit_program_ != 0) glDeleteProgram(lit_program_);
  if (program_ == 0) return;
  for (Batch* batch : {&triangles_, &volumes_, &lines_, &points_, &text_}) {
    glDeleteBuffers(1, &batch->vbo);
    glDeleteVertexArrays(1, &batch->vao);
  }
  glDeleteProgram(program_);
}

// A program from two shaders' sources; 0, with the reason, when one does not compile or they do not link.
static unsigned Link(const char* vertex_source, const char* fragment_source, std::string& error) {
  const unsigned vertex = Compile(GL_VERTEX_SHADER, vertex_source, error);
  if (vertex == 0) return 0;
  const unsigned fragment = Compile(GL_FRAGMENT_SHADER, fragment_source, error);
  if (fragment == 0) {
    glDeleteShader(vertex);
    return 0;
  }
  const unsigned program = glCreateProgram();
  glAttachShader(program, vertex);
  glAttachShader(program, fragment);
  glLinkProgram(program);
  glDeleteShader(vertex);
  glDeleteShader(fragment);
  int ok = 0;
  glGetProgramiv(program, GL_LINK_STATUS, &ok);
  if (!ok) {
    glDeleteProgram(program);
    error = "shader program failed to link";
    return 0;
  }
  return program;
}

bool GlRenderer::Create(std::string& error) {
  program_ = Link(kVertexShader, kFragmentShader, error);
  if (program_ == 0) return false;
  lit_program_ = Link(kVertexShader, kLitFragmentShader, error);
  if (lit_program_ == 0) return false;
  lit_transform_location_ = glGetUniformLocation(lit_program_, "u_transform");
  eye_location_ = glGetUniformLocation(lit_program_, "u_eye");
  glUseProgram(lit_program_);
  glUniform1f(glGetUniformLocation(lit_program_, "u_ambient"), kVolumeAmbient);
  glUniform1f(glGetUniformLocation(lit_program_, "u_volume_opacity"), kVolumeOpacity);
  transform_location_ = glGetUniformLocation(program_, "u_transform");
  round_points_location_ = glGetUniformLocation(program_, "u_round_points");
  glyphs_location_ = glGetUniformLocation(program_, "u_glyphs");
  glUseProgram(program_);
  glUniform1i(glGetUniformLocation(program_, "u_atlas"), 0);
  glyphs_ = std::make_unique<Glyphs>();
  if (!glyphs_->Load(LAB_FONT_FILE)) glyphs_.reset();

  for (Batch* batch : {&triangles_, &volumes_, &lines_, &points_, &text_}) {
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
    glEnableVertexAttribArray(3);
    glVertexAttribPointer(3, 2, GL_FLOAT, GL_FALSE, sizeof(GpuVertex),
                          reinterpret_cast<const void*>(offsetof(GpuVertex, uv)));
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
  glUniform1i(glyphs_location_, 0);
  glEnable(GL_DEPTH_TEST);
  glDepthFunc(GL_LEQUAL);
  glEnable(GL_BLEND);
  glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
#if !defined(__EMSCRIPTEN__)
  glEnable(GL_PROGRAM_POINT_SIZE);  // always on in OpenGL ES
#endif

  // Kept from frame to frame, so that a frame of thousands of vertices does not grow it again each time.
  static thread_local std::vector<GpuVertex> vertices;
  // The vertices of a list that are volumes' faces (shaded) or are not (lines are never).
  auto to_gpu = [&](const std::vector<RecordingDraw::Vertex>& source, bool shaded) {
    vertices.clear();
    for (const auto& v : source) {
      if (v.shaded == shaded) vertices.push_back({v.position, v.color, 1.0f});
    }
  };

  vertices.clear();
  AppendDistinctSegments(draw.LineVertices(), vertices);
  Upload(lines_, vertices.data(), vertices.size() * sizeof(GpuVertex));
  glLineWidth(std::min(kLineWidthPixels * pixel_ratio, max_line_width_));
  glDrawArrays(GL_LINES, 0, static_cast<GLsizei>(vertices.size()));

  vertices.clear();
  for (const auto& p : draw.Points()) vertices.push_back({p.position, p.color, p.size * pixel_ratio});
  Upload(points_, vertices.data(), vertices.size() * sizeof(GpuVertex));
  glUniform1i(round_points_location_, 1);
  glDrawArrays(GL_POINTS, 0, static_cast<GLsizei>(vertices.size()));
  glUniform1i(round_points_location_, 0);

  // Triangles come after the lines and points so a translucent one blends over those behind it; they are pushed
  // back a little so lines and points lying on them stay visible. Volumes' faces first, front faces only and
  // without writing depth, so volumes behind one another and a plane drawn after them all show through.
  glEnable(GL_POLYGON_OFFSET_FILL);
  glPolygonOffset(1.0f, 1.0f);
  to_gpu(draw.TriangleVertices(), true);
  Upload(volumes_, vertices.data(), vertices.size() * sizeof(GpuVertex));
  if (!vertices.empty()) {
    // The eye: where every view ray meets, the point the view-projection sends to (0, 0, k, 0).
    const glm::vec4 eye = glm::inverse(view_projection) * glm::vec4(0.0f, 0.0f, 1.0f, 0.0f);
    glUseProgram(lit_program_);
    glUniformMatrix4fv(lit_transform_location_, 1, GL_FALSE, glm::value_ptr(view_projection));
    glUniform4fv(eye_location_, 1, glm::value_ptr(eye));
    glEnable(GL_CULL_FACE);
    glDepthMask(GL_FALSE);
    glDrawArrays(GL_TRIANGLES, 0, static_cast<GLsizei>(vertices.size()));
    glDepthMask(GL_TRUE);
    glDisable(GL_CULL_FACE);
    glUseProgram(program_);
  }
  to_gpu(draw.TriangleVertices(), false);
  Upload(triangles_, vertices.data(), vertices.size() * sizeof(GpuVertex));
  glDrawArrays(GL_TRIANGLES, 0, static_cast<GLsizei>(vertices.size()));
  glDisable(GL_POLYGON_OFFSET_FILL);

  // Text: screen space, top-left origin, over everything; each line over its outline (four copies a pixel off
  // diagonally, in the background's colour), so that it reads on a white plane as on the background.
  vertices.clear();
  for (const glm::vec2 outline :
       {glm::vec2(1, 1), glm::vec2(-1, 1), glm::vec2(1, -1), glm::vec2(-1, -1), glm::vec2(0)}) {
    for (RecordingDraw::TextItem item : draw.Texts()) {
      if (outline != glm::vec2(0.0f)) {
        item.position += outline * kTextOutlinePixels;
        item.color = Color(palette::kBackground.x, palette::kBackground.y, palette::kBackground.z,
                           item.color.w * kTextOutlineOpacity);
      }
      if (glyphs_ != nullptr) {
        glyphs_->BakeFor(pixel_ratio);
        glyphs_->Append(vertices, item);
      } else {
        AppendText(vertices, item, pixel_ratio);
      }
    }
  }
  if (glyphs_ != nullptr) {
    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_2D, glyphs_->texture);
    glUniform1i(glyphs_location_, 1);
  }
  Upload(text_, vertices.data(), vertices.size() * sizeof(GpuVertex));
  const glm::mat4 screen =
      glm::ortho(0.0f, static_cast<float>(viewport.z), static_cast<float>(viewport.w), 0.0f, -1.0f, 1.0f);
  glUniformMatrix4fv(transform_location_, 1, GL_FALSE, glm::value_ptr(screen));
  glDisable(GL_DEPTH_TEST);
  glDrawArrays(GL_TRIANGLES, 0, static_cast<GLsizei>(vertices.size()));
  glUniform1i(glyphs_location_, 0);
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

namespace {
// The scene's colour, as the framebuffer it is resolved into has it: WebGL 2 resolves only into the same format,
// and the page's canvas has no alpha (window_host.cpp).
#if defined(__EMSCRIPTEN__)
constexpr GLenum kSceneColourFormat = GL_RGB8;
#else
constexpr GLenum kSceneColourFormat = GL_RGBA8;
#endif
}  // namespace

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
    glRenderbufferStorageMultisample(GL_RENDERBUFFER, samples, kSceneColourFormat, size.x, size.y);
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
  const glm::ivec4 corners(rectangle.x, rectangle.y, rectangle.x + rectangle.z, rectangle.y + rectangle.w);
  glBlitFramebuffer(corners.x, corners.y, corners.z, corners.w, corners.x, corners.y, corners.z, corners.w,
                    GL_COLOR_BUFFER_BIT, GL_NEAREST);
  glBindFramebuffer(GL_FRAMEBUFFER, into);
}

}  // namespace lab
