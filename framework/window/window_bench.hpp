// The window's Performance panel: `--bench SAMPLE` for the sample shown, run in a process of its own (this
// program again, started with posix_spawn: the window has threads, see background_checks.hpp) while the window
// keeps drawing. Its progress and figures arrive as --bench-records lines on a pipe, read each frame without
// waiting.
#pragma once

#include <chrono>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include <sys/types.h>

#include "framework/harness/isolation.hpp"

namespace lab {

// One function's figures, as `--bench` prints them: ns per call on the sample's own calls and on random cases,
// and the reference's (NaN: none).
struct BenchRow {
  std::string label;  // the manifest's signature, "Raycast(Ray, Sphere, float&)"
  double own_ns = NAN;
  int own_calls = 0;
  double random_ns = NAN;  // NaN: no shape argument to draw at random
  int random_cases = 0;
  std::string stub;  // the stub it reached (not implemented): nothing was timed
  double reference_own_ns = NAN;
  double reference_random_ns = NAN;
};

// What the bench is run with: the window's own command line, passed on.
struct BenchSetup {
  std::string program = "/proc/self/exe";  // this program as it is now, even when its file has been rebuilt
  std::string code_path;                   // watch: the library the window's samples come from
  std::string model_path;                  // --model
  std::string against;                     // --against: a program or a figures file; empty: none
  IsolationLimits limits;                  // --timeout, --memory
  std::vector<std::string> notes;          // shown with the figures, before the bench's own
};

class SampleBench {
 public:
  enum class Status { kIdle, kRunning, kDone, kFailed, kCancelled };

  SampleBench() = default;
  ~SampleBench();  // stops a bench still running
  SampleBench(const SampleBench&) = delete;
  SampleBench& operator=(const SampleBench&) = delete;

  // Starts timing `sample` (a bench already running is stopped first). On failure to start: kFailed, and
  // Failure() says why.
  void Start(const std::string& sample, const BenchSetup& setup);
  // Takes what the bench has written since, without waiting; notices its end. Call once a frame.
  void Poll();
  // Stops a running bench and every process it started (its process group; the reference program, in a group
  // of its own, is stopped by the bench on its way out), and waits for it. Its figures so far are kept.
  void Cancel(const std::string& reason);
  // Forgets everything (a running bench is stopped): another sample is shown.
  void Clear();
  // The code was reloaded: a running bench is stopped; figures already made are marked as from older code.
  void CodeReloaded();

  Status State() const { return status_; }
  bool Running() const { return status_ == Status::kRunning; }
  const std::string& Sample() const { return sample_; }
  const std::vector<BenchRow>& Rows() const { return rows_; }
  // What it is doing now ("timing Raycast(Ray, Sphere, float&) on random data") and how far it is.
  const std::string& Progress() const { return progress_; }
  int FunctionsDone() const { return functions_done_; }
  int Functions() const { return functions_; }
  // The report of a crash, a hang, failing checks, or why it could not run; empty when none.
  const std::vector<std::string>& Failure() const { return failure_; }
  const std::vector<std::string>& Notes() const { return notes_; }
  const std::string& Reference() const { return reference_; }  // what the reference is; empty: none
  // Why the figures shown are no longer the code's (a reload); empty while they are.
  const std::string& Stale() const { return stale_; }
  // Seconds since the start, or the run's length once it has ended.
  double Seconds() const;
  pid_t Pid() const { return pid_; }  // the bench's process (and group) while it runs; -1 otherwise

 private:
  void Take(const std::string& line);
  void Finish(int wait_status);
  void CloseRecords();
  void CloseErrors();

  Status status_ = Status::kIdle;
  std::string sample_;
  pid_t pid_ = -1;
  int fd_ = -1;
  int error_fd_ = -1;  // its error output
  std::string buffer_;
  std::string error_tail_;            // the last of its error output
  std::optional<int> exited_status_;  // reaped while records were still left to read
  bool ended_on_its_own_ = false;     // its last record, "done", arrived
  int exit_status_ = -1;
  std::vector<BenchRow> rows_;
  std::string progress_;
  int functions_done_ = 0, functions_ = 0;
  std::vector<std::string> failure_, notes_;
  std::string reference_, stale_;
  std::chrono::steady_clock::time_point started_{}, ended_{};
};

}  // namespace lab
