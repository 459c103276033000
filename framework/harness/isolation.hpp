// Runs a sample's checks and one headless frame in a child process, so that a crash, a hang or a runaway
// allocation in a Collisions function (a student's first attempt) fails that sample instead of taking the
// whole run down. The parent collects every case through a pipe as it is recorded, so the cases before a
// crash keep their verdicts, and names the culprit from a symbolized stack trace.
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "framework/sample/checks.hpp"
#include "framework/sample/registry.hpp"

namespace lab {

// The default time limit of a sample's checks: 10 s, 40 s in a build with AddressSanitizer, which slows code
// three to four times. Defined in isolation.cpp, so that every file agrees (the sanitized build compiles some
// files without AddressSanitizer).
int DefaultTimeoutSeconds();

struct IsolationLimits {
  std::chrono::milliseconds timeout{DefaultTimeoutSeconds() * 1000};  // per sample: checks and one frame
  std::size_t memory_mib = 4096;                                      // resident memory the child may use
  bool quiet = false;  // the child prints nothing of its own (the window's background run)
};

// One frame of a crash's stack trace, symbolized in the parent.
struct StackFrame {
  std::string function;  // demangled, shortened ("lab::Collisions::PointInSphere(lab::Sphere const&, ...)")
  std::string file;      // relative to the source tree where possible ("collisions/point_tests.cpp")
  unsigned line = 0;
};

// How the child ended when it did not finish normally.
struct Abnormal {
  enum class Kind { kSignal, kException, kTimeout, kMemory, kExit };
  Kind kind = Kind::kSignal;
  std::string what;               // "SIGSEGV (invalid memory access)", "uncaught std::out_of_range: ...",
                                  // "no answer within 10 s", "over the 4096 MiB memory limit", "exit status 1"
  std::string phase;              // "checks" or "drawing": what the sample was doing
  std::vector<StackFrame> trace;  // innermost first; empty when no trace could be taken
  std::size_t culprit = 0;        // index in trace of the frame to blame (a Collisions function when there is one)
  std::string output;             // the last lines the child wrote to stderr (an assert's message, a sanitizer report)

  // "SIGSEGV (invalid memory access) in lab::Collisions::PointInSphere(...) at collisions/point_tests.cpp:16".
  std::string Summary() const;
  const char* KindName() const;  // "crash", "exception", "timeout", "memory", "exit"
};

struct IsolatedRun {
  Checks checks;
  bool finished = false;  // the child sent all its results and exited normally
  Abnormal abnormal;      // when !finished
  std::vector<std::string> stubs_called;
  double seconds = 0.0;

  // "while checking, after case 3", "while drawing (Render), after all 7 cases", ...
  std::string WhereInSample() const;
};

// Runs several samples so, up to `jobs` at a time, and calls on_result(index into samples, run) in the
// samples' order, each as soon as it and every sample before it have finished. When *stop becomes true, no
// further sample starts and the call returns once those running have ended (their results unreported).
void RunIsolatedInOrder(const std::vector<const SampleInfo*>& samples, const IsolationLimits& limits, int jobs,
                        const std::function<void(std::size_t, IsolatedRun&)>& on_result,
                        const std::atomic<bool>* stop = nullptr);

// Messages between processes (a sample's child and its parent, the window's background checker and the
// window): records of text fields. Each field ends with kFieldEnd and each record with kRecordEnd; either byte
// in the text carried becomes a space.
inline constexpr char kFieldEnd = '\x1f';
inline constexpr char kRecordEnd = '\x1e';
std::string EncodeRecord(const std::vector<std::string_view>& fields);
std::vector<std::string> SplitFields(std::string_view record);  // one record, without its kRecordEnd
// The lines of a field that holds a list, one item a line.
std::vector<std::string> SplitLines(std::string_view text);
// Writes all of data, through interruptions; false when the reader has gone.
bool WriteAll(int fd, std::string_view data);

// In a child process: no core dump, and (without AddressSanitizer, which reserves terabytes of address space) an
// address-space cap of limits.memory_mib over what it has mapped, past which allocation throws std::bad_alloc.
void LimitChildResources(const IsolationLimits& limits);

// Forks; the child loads the sample (its checks run in Initialize), composes one headless frame (Render) and
// shuts it down. Never throws; the parent's stdout/stderr are flushed first.
IsolatedRun RunIsolated(const SampleInfo& info, const IsolationLimits& limits);

// Prints the report of an abnormal end: the headline on stdout ("CRASH Name: ..."), the trace and the
// child's last output on stderr.
void PrintAbnormal(const SampleInfo& info, const IsolatedRun& run);

// The report as lines of text, for the window.
std::vector<std::string> AbnormalLines(const SampleInfo& info, const IsolatedRun& run);

}  // namespace lab
