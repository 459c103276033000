#include "framework/window/text_metrics.hpp"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "framework/window/stb_fonts.hpp"  // the renderer has its own static copy

namespace lab {

namespace {

// Each printable ASCII character's advance at kSceneGlyphPixels, as stb_truetype's baked atlas steps the pen (no
// kerning); empty when the font file is missing, and text is measured as stb_easy_font draws it.
std::vector<float> LoadAdvances() {
  std::ifstream in(LAB_FONT_FILE, std::ios::binary);  // framework/CMakeLists.txt
  const std::vector<unsigned char> file{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  stbtt_fontinfo font{};
  if (file.empty() || stbtt_InitFont(&font, file.data(), stbtt_GetFontOffsetForIndex(file.data(), 0)) == 0) return {};
  const float scale = stbtt_ScaleForPixelHeight(&font, kSceneGlyphPixels);
  std::vector<float> advances;
  for (int c = 32; c < 127; ++c) {
    int advance = 0, bearing = 0;
    stbtt_GetCodepointHMetrics(&font, c, &advance, &bearing);
    advances.push_back(static_cast<float>(advance) * scale);
  }
  return advances;
}

float LineWidth(std::string_view line) {
  static const std::vector<float> advances = LoadAdvances();
  if (advances.empty()) {
    std::string copy(line);
    return static_cast<float>(stb_easy_font_width(copy.data())) * kFallbackTextScale;
  }
  float width = 0.0f;
  for (const char c : line) {
    if (c >= 32 && c < 127) width += advances[static_cast<std::size_t>(c - 32)];
  }
  return width;
}

}  // namespace

float SceneTextWidth(std::string_view text) {
  float widest = 0.0f;
  while (true) {
    const std::size_t end = text.find('\n');
    widest = std::max(widest, LineWidth(text.substr(0, end)));
    if (end == std::string_view::npos) return widest;
    text.remove_prefix(end + 1);
  }
}

}  // namespace lab
