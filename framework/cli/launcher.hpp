// The collision-lab command line (its exit codes: framework/harness/program.hpp).
#pragma once

#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "framework/harness/check_run.hpp"
#include "framework/harness/isolation.hpp"
#include "framework/harness/program.hpp"
#include "framework/sample/loading.hpp"
#include "framework/sample/registry.hpp"

namespace lab {

int RunLauncher(int argc, char** argv);

// A call with kCodeFlag (framework/harness/program.hpp), and how it runs.
bool IsCodeCall(int argc, char** argv);
int RunLauncherWithCode(int argc, char** argv);

// --check is RunChecks (framework/harness/check_run.hpp).

// Prints the samples in two numbered columns, as the tutorial's Program does.
void PrintSampleColumns(std::FILE* out);

}  // namespace lab
