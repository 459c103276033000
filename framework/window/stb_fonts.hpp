// stb_easy_font (text as quads: the fallback when the font file is missing) and stb_truetype (the scene's font),
// their warnings silenced, compiled as static functions into each file that includes this one (gl_renderer.cpp
// draws with them, text_metrics.cpp measures), so no copy's names reach another's, nor ImGui's.
#pragma once

#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wconversion"
#pragma GCC diagnostic ignored "-Wsign-conversion"
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wshadow"
#endif
#include <stb_easy_font.h>
#define STBTT_STATIC
#define STB_TRUETYPE_IMPLEMENTATION
#include <stb_truetype.h>
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
