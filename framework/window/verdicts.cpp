#include "framework/window/verdicts.hpp"

#include <algorithm>
#include <optional>

#include <fmt/format.h>

namespace lab {

SampleVerdicts::SampleVerdicts(IsolationLimits limits) : limits_(limits) {
  limits_.quiet = true;  // the current sample prints in the window's process; the background run does not
}

SampleVerdicts::~SampleVerdicts() { Stop(); }

void SampleVerdicts::TakeSamples() {
  for (const SampleInfo& info : Samples()) {
    Entry entry;
    entry.info = &info;
    entries_.push_back(std::move(entry));
  }
}

void SampleVerdicts::Clear() {
  Stop();
  entries_.clear();
}

#if !defined(__EMSCRIPTEN__)  // in a browser: framework/web/in_page.cpp
void SampleVerdicts::Prioritise(const SampleInfo*) {}

void SampleVerdicts::Stop() {
  stopping_ = true;
  if (checker_) checker_->Stop();
  if (thread_.joinable()) thread_.join();
  checker_.reset();
  stopping_ = false;
  done_ = false;
  const std::scoped_lock lock(mutex_);
  arrived_.clear();
}

void SampleVerdicts::Start(const SampleInfo* first, const std::string& code_path) {
  std::vector<const SampleInfo*> order;
  if (first != nullptr) order.push_back(first);
  for (const Entry& entry : entries_) {
    if (entry.info != first) order.push_back(entry.info);
  }
  checker_ = std::make_unique<BackgroundChecker>();
  thread_ = std::thread([this, order, code_path] {
    std::vector<std::string> names;
    for (const SampleInfo* info : order) names.push_back(info->name);
    std::string error;
    std::size_t reported = 0;
    if (checker_->Start(names, limits_, code_path, error)) {
      while (std::optional<BackgroundVerdict> verdict = checker_->Next(error)) {
        const SampleInfo* info = FindSample(verdict->sample);
        if (info == nullptr || stopping_) continue;
        Entry entry;
        entry.info = info;
        entry.passed = verdict->passed;
        entry.total = verdict->total;
        entry.verdict = verdict->kind == BackgroundVerdict::Kind::kPassed   ? Verdict::kPassed
                        : verdict->kind == BackgroundVerdict::Kind::kFailed ? Verdict::kFailed
                                                                            : Verdict::kCrashed;
        entry.crash_lines = std::move(verdict->crash_lines);
        const std::scoped_lock lock(mutex_);
        arrived_.emplace_back(static_cast<std::size_t>(info - Samples().data()), std::move(entry));
        ++reported;
      }
    }
    // A helper that could not start or died early: the samples it did not judge say so (rather than wait).
    if (!error.empty() && !stopping_) {
      const std::scoped_lock lock(mutex_);
      for (std::size_t i = reported; i < order.size(); ++i) {
        Entry entry;
        entry.info = order[i];
        entry.verdict = Verdict::kCrashed;
        entry.crash_lines = {fmt::format("CRASH {}: no verdict: {}", order[i]->name, error),
                             "Nothing ran this sample's checks; open the program again to retry."};
        arrived_.emplace_back(static_cast<std::size_t>(order[i] - Samples().data()), std::move(entry));
      }
    }
    done_ = true;
  });
}

void SampleVerdicts::Wait() {
  if (thread_.joinable()) thread_.join();
  Take();
}

void SampleVerdicts::Take() {
  const std::scoped_lock lock(mutex_);
  for (auto& [index, entry] : arrived_) {
    if (index < entries_.size()) entries_[index] = std::move(entry);
  }
  arrived_.clear();
}
#endif

void SampleVerdicts::Set(std::size_t index, Verdict verdict, int passed, int total) {
  if (index >= entries_.size()) return;
  entries_[index].verdict = verdict;
  entries_[index].passed = passed;
  entries_[index].total = total;
}

void SampleVerdicts::Record(std::size_t index, const Checks& checks) {
  if (index >= entries_.size() || entries_[index].verdict == Verdict::kCrashed) return;
  Set(index, checks.Failed() == 0 ? Verdict::kPassed : Verdict::kFailed, checks.Passed(), checks.Total());
}

int SampleVerdicts::PassingCount() const {
  return static_cast<int>(
      std::count_if(entries_.begin(), entries_.end(), [](const Entry& e) { return e.verdict == Verdict::kPassed; }));
}

int SampleVerdicts::FinishedCount() const {
  return static_cast<int>(
      std::count_if(entries_.begin(), entries_.end(), [](const Entry& e) { return e.verdict != Verdict::kPending; }));
}

}  // namespace lab
