// In a browser the page is one process with one thread: what runs in a child process natively (a sample's checks,
// isolation.hpp; every sample's verdict, verdicts.hpp; the bench, window_bench.hpp) runs here in the page itself or
// not at all. A sample's exception is caught and reported as a child's would be; a hang hangs the page (the
// browser offers to stop it) and a trap (an access out of bounds) ends it with its message on the page
// (web/index.html): the Help menu says so.
#include <algorithm>
#include <chrono>
#include <cxxabi.h>
#include <exception>
#include <typeinfo>
#include <utility>

#include <fmt/format.h>

#include "collisions/stubs.hpp"
#include "framework/harness/isolation.hpp"
#include "framework/io/log.hpp"
#include "framework/sample/frame.hpp"
#include "framework/sample/loading.hpp"
#include "framework/window/verdicts.hpp"
#include "framework/window/window_bench.hpp"

namespace lab {
namespace {

// The run that the hooks below record into while a sample runs in the page.
IsolatedRun* g_run = nullptr;
std::vector<Checks::Case> g_cases;

void RecordCase(const Checks&, const Checks::Case& recorded) { g_cases.push_back(recorded); }
void RecordStub(std::string_view signature) { g_run->stubs_called.emplace_back(signature); }

std::string ExceptionText(const std::exception* exception) {
  if (exception == nullptr) return "uncaught exception (not a std::exception)";
  std::string name = typeid(*exception).name();
  int status = 0;
  if (char* demangled = abi::__cxa_demangle(name.c_str(), nullptr, nullptr, &status); status == 0) {
    name = demangled;
    std::free(demangled);
  }
  return fmt::format("uncaught {}: {}", name, exception->what());
}

// One sample as a child process runs it (isolation.cpp's RunChild): its checks, one headless frame, shut down.
IsolatedRun RunInPage(const SampleInfo& info, const IsolationLimits& limits) {
  IsolatedRun run;
  run.checks = Checks(info.name);
  run.abnormal.phase = "checks";
  const auto start = std::chrono::steady_clock::now();
  const bool was_quiet = log::Quiet();
  if (limits.quiet) log::SetQuiet(true);
  // Stubs are reported the first time they run: forget those earlier samples reached, then put them back.
  const auto reached_before = Collisions::stubs::CalledSignatures();
  Collisions::stubs::ForgetCalled();
  g_run = &run;
  g_cases.clear();
  Checks::SetRecordHook(RecordCase);
  Collisions::stubs::SetCalledHook(RecordStub);
  try {
    auto sample = LoadSample(info);
    run.abnormal.phase = "drawing";
    ComposeFrame(*sample->app, info, sample->draw, glm::vec2(kDefaultWindowSize), HudOptions{});
    sample->app->Shutdown();
    run.finished = true;
  } catch (const std::exception& exception) {
    run.abnormal.kind = Abnormal::Kind::kException;
    run.abnormal.what = ExceptionText(&exception);
  } catch (...) {
    run.abnormal.kind = Abnormal::Kind::kException;
    run.abnormal.what = ExceptionText(nullptr);
  }
  // As they were: nothing else in a page sets these hooks, and the stubs reached are those before this run (a
  // caller that counts this run's, RunChecks, adds them from run.stubs_called as it does a child's).
  Checks::SetRecordHook(nullptr);
  Collisions::stubs::SetCalledHook(nullptr);
  Collisions::stubs::ForgetCalled();
  for (const std::string& signature : reached_before) Collisions::stubs::Called(signature);
  for (Checks::Case& recorded : g_cases) run.checks.Add(std::move(recorded));
  g_cases.clear();
  g_run = nullptr;
  log::SetQuiet(was_quiet);
  run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return run;
}

// How long each frame's Take checks samples in the page before the frame is drawn.
constexpr std::chrono::milliseconds kCheckingPerFrame{30};

}  // namespace

// ---- isolation.hpp, in the page.

void LimitChildResources(const IsolationLimits&) {}

void RunIsolatedInOrder(const std::vector<const SampleInfo*>& samples, const IsolationLimits& limits, int,
                        const std::function<void(std::size_t, IsolatedRun&)>& on_result,
                        const std::atomic<bool>* stop) {
  for (std::size_t index = 0; index < samples.size(); ++index) {
    if (stop != nullptr && stop->load()) return;
    IsolatedRun run = RunInPage(*samples[index], limits);
    on_result(index, run);
  }
}

IsolatedRun RunIsolated(const SampleInfo& info, const IsolationLimits& limits) { return RunInPage(info, limits); }

// ---- verdicts.hpp: every sample's verdict, a few samples a frame.

BackgroundChecker::~BackgroundChecker() = default;  // never started in a page

void SampleVerdicts::Start(const SampleInfo* first, const std::string&) {
  pending_.clear();
  if (first != nullptr) pending_.push_back(first);
  for (const Entry& entry : entries_) {
    if (entry.info != first) pending_.push_back(entry.info);
  }
  done_ = pending_.empty();
}

void SampleVerdicts::Prioritise(const SampleInfo* info) {
  const auto queued = std::find(pending_.begin(), pending_.end(), info);
  if (queued != pending_.end()) std::rotate(pending_.begin(), queued, queued + 1);
}

void SampleVerdicts::Stop() {
  pending_.clear();
  done_ = false;
}

void SampleVerdicts::Take() {
  const auto until = std::chrono::steady_clock::now() + kCheckingPerFrame;
  while (!pending_.empty() && std::chrono::steady_clock::now() < until) {
    const SampleInfo& info = *pending_.front();
    pending_.erase(pending_.begin());
    IsolatedRun run = RunInPage(info, limits_);
    Entry entry;
    entry.info = &info;
    entry.passed = run.checks.Passed();
    entry.total = run.checks.Total();
    if (!run.finished) {
      entry.verdict = Verdict::kCrashed;
      entry.crash_lines = AbnormalLines(info, run);
    } else {
      entry.verdict = run.checks.Failed() == 0 ? Verdict::kPassed : Verdict::kFailed;
    }
    entries_[static_cast<std::size_t>(&info - Samples().data())] = std::move(entry);
    if (pending_.empty()) done_ = true;
  }
}

void SampleVerdicts::Wait() {
  while (!pending_.empty()) Take();
}

// ---- window_bench.hpp: the bench runs natively only (./lab.sh bench, or the window's Performance panel).

SampleBench::~SampleBench() = default;

void SampleBench::Start(const std::string& sample, const BenchSetup&) {
  sample_ = sample;
  status_ = Status::kFailed;
  failure_ = {"The bench times your functions in a process of its own: run ./lab.sh bench, or the native window."};
}

void SampleBench::Poll() {}
void SampleBench::Cancel(const std::string&) {}
void SampleBench::Clear() {
  status_ = Status::kIdle;
  sample_.clear();
  failure_.clear();
}
void SampleBench::CodeReloaded() {}
double SampleBench::Seconds() const { return 0.0; }

}  // namespace lab
