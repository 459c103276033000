// The pieces of the watch-and-reload mode that touch the system: a watch on the source tree, a build run in the
// background, and the first error in what the build printed. None of them blocks the caller (only
// BuildProcess::Wait and the destructor of a running BuildProcess wait, for a bounded time).
#pragma once

#include <chrono>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <sys/types.h>

namespace lab {

// Watches source directories recursively with inotify (no polling loop): a file saved in them (or below,
// including subdirectories created later) marks the sources changed. Editors that save by writing a temp file
// and renaming it over the original (vim, VS Code) count, as do in-place writes (IN_CLOSE_WRITE, IN_MOVED_TO,
// IN_CREATE of a file, IN_DELETE, IN_MOVED_FROM). Only source-like files count: .cpp .hpp .h .inc .cc .cxx (so
// the editor's swap/backup files such as .swp, ~ and 4913 do not, nor names starting with '.', like Emacs'
// .#lock files), and never anything under a directory whose name starts with "build" or '.' (below the
// watched directories; those themselves are always watched).
class SourceWatcher {
 public:
  SourceWatcher() = default;
  ~SourceWatcher();  // closes the fd
  SourceWatcher(const SourceWatcher&) = delete;
  SourceWatcher& operator=(const SourceWatcher&) = delete;

  // False with a reason (a missing directory, inotify limits) on failure. Calling it again starts afresh.
  bool Start(const std::vector<std::string>& directories, std::string& error);
  // The inotify file descriptor, for poll() (readable when events are waiting); -1 before Start.
  int Fd() const { return fd_; }
  // Reads every waiting event without blocking; true when a source file changed since the last call.
  // Also returns the path of the last changed file through `changed_path` when not null (a watched
  // directory as given to Start, then the path below it; empty when the kernel's queue overflowed, which
  // counts as a change since events were lost).
  bool TakeChanges(std::string* changed_path = nullptr);

 private:
  // 0, or the errno of the failure (with a message in error when not null).
  int AddWatch(const std::string& directory, std::string* error);
  // Watches directory and every directory below it. Stores the first source file found in found_source
  // when not null: a directory created while events were waiting may already hold files nobody saw saved.
  bool AddTree(const std::string& directory, std::string* error, std::string* found_source);
  void RemoveTree(const std::string& directory);
  void Close();

  int fd_ = -1;
  std::vector<std::string> roots_;
  std::map<int, std::string> directories_;  // watch descriptor -> directory
};

// Runs a command (argv, no shell) in the background with its stdout and stderr captured together through a
// pipe, never blocking the caller: Poll() reads what is there and reaps the child when it exits. The child
// runs in a process group of its own, so Kill() reaches the whole build (cmake, ninja and the compilers).
class BuildProcess {
 public:
  BuildProcess() = default;
  ~BuildProcess();  // kills (SIGTERM, then SIGKILL after 2 s) and reaps a still-running child
  BuildProcess(const BuildProcess&) = delete;
  BuildProcess& operator=(const BuildProcess&) = delete;

  // False with a reason when the command cannot be started (a program not found, a missing working
  // directory, a child still running: Kill() it and Poll() until it has ended first). The output and the
  // status of a previous run are cleared.
  bool Start(const std::vector<std::string>& argv, std::string& error, const std::string& working_directory = {});
  // Reads output, reaps the child if it ended; returns true while it is still running. After Kill(), also
  // sends SIGKILL once the child has had 2 s to end.
  bool Poll();
  bool Running() const { return running_; }
  // Valid once Poll() has returned false: the exit status (128 + signal when killed; -1 when unknown).
  int ExitStatus() const { return exit_status_; }
  const std::string& Output() const { return output_; }  // everything captured so far
  // Stops a build the user has superseded by another save: SIGTERM to its process group now, SIGKILL from
  // Poll() 2 s later if it is still running. Does not wait.
  void Kill();
  // Blocks (sleeping in poll(), reading output meanwhile) until the child has ended or timeout has passed;
  // true when it has ended. For tests and shutdown; the window uses Poll().
  bool Wait(std::chrono::milliseconds timeout);

 private:
  void ReadOutput();
  bool Reap();  // true when the child has ended (and is reaped)
  void CloseFds();

  pid_t pid_ = -1;
  int output_fd_ = -1;  // the pipe's read end, non-blocking
  int pid_fd_ = -1;     // readable when the child ends; -1 where pidfd_open is unsupported
  bool running_ = false;
  int exit_status_ = -1;
  std::string output_;
  std::optional<std::chrono::steady_clock::time_point> kill_deadline_;  // after Kill(): when to SIGKILL
};

// The first error in a compiler's or linker's output: GCC/Clang "file:line:column: error: message" (also
// "fatal error:"), or, when there is none, a linker error ("undefined reference to ..." or "multiple
// definition of ..." lines with or without file:line, "ld: cannot find ...", "ld.lld: error: ...", then
// "collect2: error: ld returned 1 exit status"), or, failing that, another tool's error ("cc1plus: error:
// ...", "ninja: error: ..."), or ninja's "FAILED: ..." line. ANSI colour escapes are ignored. Paths are made
// relative to `source_root` when they are under it; a path up from a relative folder ("../../collisions/x.cpp", as
// the compiler cache gives the compiler) is taken from `build_dir`, where the build ran.
struct CompilerError {
  std::string file;     // empty when unknown
  int line = 0;         // 0 when unknown
  int column = 0;       // 0 when unknown
  std::string message;  // "expected ';' before '}' token"
  // "collisions/raycasts.cpp:12:5: error: expected ';' before '}' token" (or just the message).
  std::string Text() const;
};
std::optional<CompilerError> FirstCompilerError(std::string_view build_output, std::string_view source_root = {},
                                                std::string_view build_dir = {});

}  // namespace lab
