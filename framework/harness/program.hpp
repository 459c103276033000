// What collision-lab's modes and the copies of it they start agree on: the exit codes (0 success, 1 a check
// failed, 2 usage error or unknown sample, 3 no OpenGL context could be made, or the PNG, a report or the output
// could not be written), and the flag that makes a copy take its samples from a library.
#pragma once

#include <string_view>

namespace lab {

inline constexpr int kExitOk = 0;
inline constexpr int kExitChecksFailed = 1;
inline constexpr int kExitUsage = 2;
inline constexpr int kExitGraphics = 3;

// `PROGRAM --code LIBRARY ARGUMENTS...`: the samples come from LIBRARY (a copy of watch's rebuilt code), then
// ARGUMENTS are read as collision-lab's. The window under `watch` starts its Performance panel's bench so, with
// the very code it shows; collision-lab-live, which has no samples of its own, takes it too.
inline constexpr std::string_view kCodeFlag = "--code";

}  // namespace lab
