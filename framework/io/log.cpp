#include "framework/io/log.hpp"

#include <cstdlib>
#include <string>
#include <unistd.h>

namespace lab::log {
namespace {

bool g_quiet = false;

bool UseColour(std::FILE* stream) {
  static const bool no_color = std::getenv("NO_COLOR") != nullptr;
  return !no_color && isatty(fileno(stream)) != 0;
}

const char* Escape(Style style) {
  switch (style) {
    case Style::kDim: return "\x1b[2m";
    case Style::kPass: return "\x1b[32m";
    case Style::kFail: return "\x1b[31m";
    case Style::kWarn: return "\x1b[33m";
    case Style::kBold: return "\x1b[1m";
    case Style::kPlain: break;
  }
  return "";
}

}  // namespace

void Write(std::FILE* stream, Style style, std::string_view text) {
  const bool styled = style != Style::kPlain && UseColour(stream);
  if (styled) std::fputs(Escape(style), stream);
  std::fwrite(text.data(), 1, text.size(), stream);
  if (styled) std::fputs("\x1b[0m", stream);
}

static void Line(std::FILE* stream, Style style, std::string_view prefix, std::string_view text) {
  Write(stream, style, std::string(prefix) + std::string(text));
  std::fputc('\n', stream);
  std::fflush(stream);
}

void Info(std::string_view line) {
  if (!g_quiet) Line(stdout, Style::kPlain, "", line);
}
void Dim(std::string_view line) {
  if (!g_quiet) Line(stdout, Style::kDim, "", line);
}
void Error(std::string_view line) { Line(stderr, Style::kFail, "error: ", line); }
void Warn(std::string_view line) { Line(stderr, Style::kWarn, "warning: ", line); }

void SetQuiet(bool quiet) { g_quiet = quiet; }
bool Quiet() { return g_quiet; }

}  // namespace lab::log
