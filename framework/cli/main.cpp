#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>

#include "framework/cli/launcher.hpp"
#include "framework/cli/live.hpp"
#include "framework/harness/background_checks.hpp"

namespace {
// An exception nothing caught (fmt throws when stdout is on a full disk): a message and exit status 3, never
// an abort. A terminate handler rather than a catch in main, because a catch would also catch what a
// sample's child process throws, after unwinding the stack its crash report needs.
[[noreturn]] void ReportUncaught() {
  const char* what = "an unknown error";
  try {
    if (std::exception_ptr current = std::current_exception()) std::rethrow_exception(current);
  } catch (const std::exception& e) {
    what = e.what();
  } catch (...) {
  }
  std::fprintf(stderr, "error: %s\n", what);
  std::_Exit(lab::kExitGraphics);
}
}  // namespace

// In a build with UndefinedBehaviorSanitizer, its report includes the stack, which the crash report of an
// isolated sample reads to name the function and line (elsewhere this function is never called).
extern "C" const char* __ubsan_default_options() { return "print_stacktrace=1"; }

// LeakSanitizer's scan of thread-local storage crashes ("Tracer caught signal 11") when Mesa has unloaded its
// driver, whose threads' TLS it then reads, at the end of an offscreen render. Heap blocks referenced only
// from TLS would be reported as leaks (none of ours are); no leak goes unseen.
extern "C" const char* __lsan_default_options() { return "use_tls=0"; }

int main(int argc, char** argv) {
  std::set_terminate(ReportUncaught);
  // A reader that has gone (`collision-lab --list | head -1`) makes a write fail with EPIPE, reported like a
  // full disk (error, exit status 3), rather than kill the program without a word.
  std::signal(SIGPIPE, SIG_IGN);
  // The window's checks of every sample, run by this program in a process of its own.
  if (lab::IsBackgroundChecksCall(argc, argv)) return lab::RunBackgroundChecks(argc, argv);
  // The window's Performance panel under `watch`: --bench on the code the window shows (a library it names).
  if (lab::IsCodeCall(argc, argv)) {
    const int status = lab::RunLauncherWithCode(argc, argv);
    std::fflush(stdout);
    return status;
  }
#if defined(LAB_LIVE)
  // collision-lab-live: the samples come from a library it loads, and loads again after each rebuild.
  const int status = lab::RunLiveLauncher(argc, argv);
#else
  const int status = lab::RunLauncher(argc, argv);
#endif
  // Output that could not be written (stdout on a full disk) is a failure, not a success.
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
    std::fprintf(stderr, "error: could not write the output: %s\n", std::strerror(errno));
    return lab::kExitGraphics;
  }
  return status;
}
