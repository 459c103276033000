// The window's verdicts on every sample come from a helper process: this program started again with
// kBackgroundChecksFlag. The window's process has threads (the GL driver's, the background reader), and the
// child of a fork in a process with threads can deadlock on a lock another thread held at the fork
// (AddressSanitizer's allocator does, under load: samples "timed out" before their first case). The helper
// has one thread, forks each sample's isolated child from there and sends back one verdict per sample.
#pragma once

#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <sys/types.h>

#include "framework/harness/isolation.hpp"

namespace lab {

inline constexpr std::string_view kBackgroundChecksFlag = "--background-checks";

struct BackgroundVerdict {
  enum class Kind { kPassed, kFailed, kCrashed };
  std::string sample;
  Kind kind = Kind::kCrashed;
  int passed = 0;
  int total = 0;
  std::vector<std::string> crash_lines;  // the report when it crashed or hung
};

// The window's side: starts the helper, reads its verdicts, stops it.
class BackgroundChecker {
 public:
  BackgroundChecker() = default;
  ~BackgroundChecker();
  BackgroundChecker(const BackgroundChecker&) = delete;
  BackgroundChecker& operator=(const BackgroundChecker&) = delete;

  // Starts the helper on these samples, checked in this order. code_path: the samples' library the helper
  // loads first (watch), or empty when they are built into the program. False, with error, when it cannot
  // start or Stop() came first.
  bool Start(const std::vector<std::string>& samples, const IsolationLimits& limits, const std::string& code_path,
             std::string& error);
  // Blocks until the next verdict; nullopt once the helper has ended. A helper that ended before sending
  // every verdict, other than by Stop(), sets error.
  std::optional<BackgroundVerdict> Next(std::string& error);
  // From any thread: kills the helper and the samples' children it runs (one process group), so that Next()
  // returns at once.
  void Stop();

 private:
  std::mutex mutex_;  // pid_ and stopped_, shared by Start, Stop and the reaping in Next
  pid_t pid_ = -1;
  bool stopped_ = false;
  int fd_ = -1;
  std::string buffer_;
  std::size_t expected_ = 0, received_ = 0;
};

// The helper's side, for main(): true when the arguments ask for the helper.
bool IsBackgroundChecksCall(int argc, char** argv);
// Runs the helper: [--code LIBRARY] --parent PID --timeout-ms N --memory-mib N -- SAMPLE...; the verdicts go
// to descriptor 3.
int RunBackgroundChecks(int argc, char** argv);

}  // namespace lab
