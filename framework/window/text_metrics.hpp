// How wide the scene's text is drawn (DebugDraw::DrawText), without GL: the lab places case labels so that none
// overlaps another, and the audit checks that none leaves the view.
#pragma once

#include <string_view>

namespace lab {

// The scene's text is DejaVu Sans at kSceneGlyphPixels (fonts-dejavu-core); without the font file, stb_easy_font's
// 7-pixel strokes at kFallbackTextScale times their size.
inline constexpr float kSceneGlyphPixels = 18.0f;
inline constexpr float kFallbackTextScale = 2.0f;

// The width in logical pixels of text as the renderer draws it (its widest line when it has several).
float SceneTextWidth(std::string_view text);

}  // namespace lab
