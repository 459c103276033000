// Every sample's verdict, in one place: the sample browser's badges, the menu bar's count and the checks panel's
// sample read it. A background run of all checks (each sample isolated, in a helper process started from this
// program, background_checks.hpp) fills it as verdicts arrive; when the window loads a sample and runs its checks
// itself, that run has the last word for the sample, so its badge and its table of cases never disagree.
#pragma once

#include <atomic>
#include <cstddef>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "framework/harness/background_checks.hpp"
#include "framework/harness/isolation.hpp"
#include "framework/sample/checks.hpp"
#include "framework/sample/registry.hpp"

namespace lab {

class SampleVerdicts {
 public:
  enum class Verdict { kPending, kPassed, kFailed, kCrashed };
  struct Entry {
    const SampleInfo* info = nullptr;
    Verdict verdict = Verdict::kPending;
    int passed = 0;
    int total = 0;
    std::vector<std::string> crash_lines;  // the isolated run's report when it crashed or hung
  };

  // Limits for each sample's isolated run (quiet: the background run prints nothing).
  explicit SampleVerdicts(IsolationLimits limits);
  ~SampleVerdicts();
  SampleVerdicts(const SampleVerdicts&) = delete;
  SampleVerdicts& operator=(const SampleVerdicts&) = delete;

  // One entry per registered sample, each pending.
  void TakeSamples();
  // Forgets every entry (the code they point into is about to be unloaded); stops the background run first.
  void Clear();

  // Runs every sample's checks in the background, `first` first (its verdict is needed at once), with the samples
  // of code_path (watch's library; empty: built into the program).
  void Start(const SampleInfo* first, const std::string& code_path);
  // The sample the window waits for is judged next (in a browser, where the page judges the samples a few a frame
  // in order; the native helper process is fast enough to wait for).
  void Prioritise(const SampleInfo* info);
  // Stops the background run (at once, and no error) and drops what it had not delivered.
  void Stop();
  // Takes the verdicts that have arrived. Call once a frame.
  void Take();
  // Waits for the whole background run, then takes its verdicts (tests, --frames).
  void Wait();
  bool Done() const { return done_.load(); }

  const std::vector<Entry>& Entries() const { return entries_; }
  bool Empty() const { return entries_.empty(); }
  std::size_t Size() const { return entries_.size(); }
  const Entry& operator[](std::size_t index) const { return entries_[index]; }
  // A verdict found elsewhere (the audit's isolated run of the sample).
  void Set(std::size_t index, Verdict verdict, int passed, int total);
  // The window's own run of a sample's checks, which replaces the background run's verdict for it.
  void Record(std::size_t index, const Checks& checks);
  int PassingCount() const;
  int FinishedCount() const;

 private:
  IsolationLimits limits_;
  std::vector<Entry> entries_;
  // Verdicts arrive on the background thread, under the mutex, and are taken by Take.
  std::unique_ptr<BackgroundChecker> checker_;  // one per run; Stop() may come from the main thread
  std::thread thread_;
  std::mutex mutex_;
  std::vector<std::pair<std::size_t, Entry>> arrived_;
  std::atomic<bool> done_{false};
  std::atomic<bool> stopping_{false};
  std::vector<const SampleInfo*> pending_;  // in a browser: the samples still to check, in order
};

}  // namespace lab
