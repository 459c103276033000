// Where this program's tree is: compiled into each build tree's own small library (build_info.cpp.in), not into
// the framework, so that a tree that links another tree's framework (LAB_REUSE_BUILD) still names its own.
#pragma once

namespace lab::build_info {

// The source tree the program was built from (crash reports print paths relative to it; watch watches it).
const char* SourceDir();
// The shipped models (assets/).
const char* AssetsDir();

}  // namespace lab::build_info
