#include "framework/io/spawn.hpp"

#include <csignal>
#include <fcntl.h>
#include <spawn.h>

extern char** environ;

namespace lab {

int SpawnInOwnGroup(const std::vector<std::string>& argv, const SpawnOptions& options, pid_t& pid) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  // dup2 clears close-on-exec on the child's copy.
  for (const auto& [from, to] : options.dup2s) posix_spawn_file_actions_adddup2(&actions, from, to);
  if (options.stdin_from_null) posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  if (!options.working_directory.empty()) {
    posix_spawn_file_actions_addchdir_np(&actions, options.working_directory.c_str());
  }
  posix_spawn_file_actions_addclosefrom_np(&actions, options.close_from);  // those opened without O_CLOEXEC too
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  sigset_t all_signals, no_signals;
  sigfillset(&all_signals);
  sigemptyset(&no_signals);
  posix_spawnattr_setpgroup(&attributes, 0);
  posix_spawnattr_setsigdefault(&attributes, &all_signals);
  posix_spawnattr_setsigmask(&attributes, &no_signals);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
  std::vector<std::string> arguments = argv;
  std::vector<char*> pointers;
  for (std::string& argument : arguments) pointers.push_back(argument.data());
  pointers.push_back(nullptr);
  const int result = ::posix_spawnp(&pid, pointers[0], &actions, &attributes, pointers.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  return result;
}

}  // namespace lab
