// `watch`: the loop a student lives in, without restarts. collision-lab-live holds the framework (the window,
// the checks, crash isolation); the samples and the Collisions code are one shared library it loads. On each
// save under collisions/ or samples/ it rebuilds that library (incrementally, with the build system) and
// swaps it in: the window stays open on the same sample, camera, panels and moved handles, and the checks run
// again. A build that fails shows the compiler's first error and the last good code keeps running.
#pragma once

#include <string>
#include <vector>

#include "framework/harness/isolation.hpp"

namespace lab {

struct LiveOptions {
  std::string module_path;                 // the built library of samples and Collisions code
  std::vector<std::string> watched;        // directories whose sources trigger a rebuild
  std::vector<std::string> build_command;  // rebuilds module_path, e.g. cmake --build DIR --target lab_live_code
  std::string source_root;                 // for relative paths in compiler errors
  std::string build_dir;                   // where the build runs (the compiler's relative paths start there)
  std::vector<std::string> samples;        // the samples to open (the window) or to check (the terminal)
  std::string model_path;                  // --model FILE: the model samples run on it (empty: knot.obj)
  std::string against;                     // --against: the reference of the window's Performance panel
  IsolationLimits limits;
  bool window = true;  // false: print each build's verdicts in the terminal
};

// Runs until the window is closed (or, in the terminal, until interrupted). Returns an exit status.
int RunLive(const LiveOptions& options);

// collision-lab-live's command line: [SAMPLE...] [--build-dir DIR] [--source-dir DIR] [--timeout S] [--model FILE]
// [--against PROGRAM|FIGURES].
int RunLiveLauncher(int argc, char** argv);

}  // namespace lab
