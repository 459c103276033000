// Console output for the lab: plain on pipes and files, coloured on a terminal (NO_COLOR turns colour off).
#pragma once

#include <cstdio>
#include <string_view>

namespace lab::log {

enum class Style { kPlain, kDim, kPass, kFail, kWarn, kBold };

// Writes text to stream, styled when that stream is a terminal.
void Write(std::FILE* stream, Style style, std::string_view text);
// One line on stdout / stderr.
void Info(std::string_view line);
void Dim(std::string_view line);
// "error: ..." on stderr, red on a terminal.
void Error(std::string_view line);
void Warn(std::string_view line);

// Silences Info and Dim (used by --check, so only verdicts are printed). Errors are never silenced.
void SetQuiet(bool quiet);
bool Quiet();

}  // namespace lab::log
