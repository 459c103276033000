// The collision-lab command line. Exit codes: 0 success, 1 a check failed, 2 usage error or unknown
// sample, 3 no OpenGL context could be made or the PNG could not be written.
#pragma once

#include <cstdio>
#include <string>
#include <vector>

namespace lab {

inline constexpr int kExitOk = 0;
inline constexpr int kExitChecksFailed = 1;
inline constexpr int kExitUsage = 2;
inline constexpr int kExitGraphics = 3;

int RunLauncher(int argc, char** argv);

// --check: runs the checks (and one headless Render) of the named samples, or of all when names is empty,
// prints a line per sample and then "N passed, M failed". Returns an exit code.
int RunChecks(const std::vector<std::string>& names);

// Prints the samples in two numbered columns, as the tutorial's Program does.
void PrintSampleColumns(std::FILE* out);

}  // namespace lab
