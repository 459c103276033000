// Starting a program from a process that has threads (the window: the GL driver's, the background reader's).
// posix_spawn rather than fork: nothing runs between fork and exec in a copy of a multithreaded parent, and
// glibc reports a failed exec (a program not found) as its return value.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include <sys/types.h>

namespace lab {

struct SpawnOptions {
  std::vector<std::pair<int, int>> dup2s;  // (parent's descriptor, child's number), e.g. a pipe onto 1
  bool stdin_from_null = false;
  std::string working_directory;  // empty: the parent's
  int close_from = 3;             // descriptors from this number up are closed (after dup2s)
};

// Runs argv[0] (searched in PATH unless it has a slash) in its own process group (pgid = its pid), with
// default signal handling (the parent may ignore SIGPIPE, say) and no signal blocked. Returns 0 and the pid,
// or the error number.
int SpawnInOwnGroup(const std::vector<std::string>& argv, const SpawnOptions& options, pid_t& pid);

}  // namespace lab
