#include "framework/window_bench.hpp"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

#include <fmt/format.h>
#include <sys/wait.h>

#include "framework/bench.hpp"
#include "framework/launcher.hpp"
#include "framework/spawn.hpp"

namespace lab {
namespace {

using Clock = std::chrono::steady_clock;

// The bench writes its records on this descriptor (/dev/fd/3 to it); its own output goes nowhere.
constexpr int kRecordsFd = 3;
// After SIGTERM, how long the bench gets to stop the reference program it may be running before SIGKILL.
constexpr auto kStopGrace = std::chrono::milliseconds(300);

double Number(const std::string& text) {
  char* end = nullptr;
  const double value = std::strtod(text.c_str(), &end);
  return end != text.c_str() ? value : NAN;
}

std::string DescribeStatus(int status) {
  if (WIFSIGNALED(status)) {
    const int number = WTERMSIG(status);
    return fmt::format("SIG{} ({})", sigabbrev_np(number) != nullptr ? sigabbrev_np(number) : "?",
                       sigdescr_np(number) != nullptr ? sigdescr_np(number) : "?");
  }
  return fmt::format("exit status {}", WEXITSTATUS(status));
}

}  // namespace

SampleBench::~SampleBench() { Cancel("the window closed"); }

void SampleBench::Start(const std::string& sample, const BenchSetup& setup) {
  Clear();
  sample_ = sample;
  notes_ = setup.notes;
  started_ = Clock::now();
  status_ = Status::kRunning;
  progress_ = "starting";
  std::vector<std::string> arguments = {setup.program};
  if (!setup.code_path.empty()) arguments.insert(arguments.end(), {std::string(kCodeFlag), setup.code_path});
  arguments.insert(arguments.end(),
                   {"--bench", sample, std::string(bench::kRecordsOption), fmt::format("/dev/fd/{}", kRecordsFd),
                    "--timeout", fmt::format("{}", static_cast<double>(setup.limits.timeout.count()) / 1000.0),
                    "--memory", std::to_string(setup.limits.memory_mib)});
  if (!setup.model_path.empty()) arguments.insert(arguments.end(), {"--model", setup.model_path});
  if (!setup.against.empty()) arguments.insert(arguments.end(), {"--against", setup.against});
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) {
    status_ = Status::kFailed;
    failure_ = {fmt::format("could not make a pipe: {}", std::strerror(errno))};
    ended_ = Clock::now();
    return;
  }
  // Only the window's end waits for nothing; the bench's writes block as they should.
  ::fcntl(fds[0], F_SETFL, ::fcntl(fds[0], F_GETFL) | O_NONBLOCK);
  const int null_fd = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
  SpawnOptions options;
  options.dup2s = {{fds[1], kRecordsFd}, {null_fd, STDOUT_FILENO}, {null_fd, STDERR_FILENO}};
  options.stdin_from_null = true;
  options.close_from = kRecordsFd + 1;
  // Its own process group: Cancel stops the bench and the children it forks (checks, timing) at once.
  const int failed = SpawnInOwnGroup(arguments, options, pid_);
  ::close(fds[1]);
  if (null_fd >= 0) ::close(null_fd);
  if (failed != 0) {
    pid_ = -1;
    ::close(fds[0]);
    status_ = Status::kFailed;
    failure_ = {fmt::format("could not start the bench: {}", std::strerror(failed))};
    ended_ = Clock::now();
    return;
  }
  fd_ = fds[0];
}

void SampleBench::Poll() {
  if (fd_ >= 0) {
    for (;;) {
      char chunk[4096];
      const ssize_t got = ::read(fd_, chunk, sizeof chunk);
      if (got > 0) {
        buffer_.append(chunk, static_cast<std::size_t>(got));
        continue;
      }
      if (got < 0 && errno == EINTR) continue;
      if (got == 0) CloseRecords();  // the bench has ended, or closed its end
      break;                         // EAGAIN: nothing more for now
    }
    for (std::size_t end; (end = buffer_.find('\n')) != std::string::npos; buffer_.erase(0, end + 1)) {
      Take(buffer_.substr(0, end));
    }
  }
  if (pid_ > 0 && fd_ < 0) {
    int wait_status = 0;
    const pid_t reaped = ::waitpid(pid_, &wait_status, WNOHANG);
    if (reaped == pid_) Finish(wait_status);
    if (reaped < 0 && errno != EINTR) Finish(0);  // not our child any more: nothing to wait for
  }
}

void SampleBench::Take(const std::string& line) {
  const std::vector<std::string> fields = bench::SplitTabs(line);
  if (fields.empty()) return;
  const std::string& kind = fields[0];
  if (kind == "progress" && fields.size() == 4) {
    progress_ = fields[1];
    functions_done_ = std::atoi(fields[2].c_str());
    functions_ = std::atoi(fields[3].c_str());
  } else if (kind == "figure" && fields.size() == 10) {
    rows_.push_back({.label = fields[2],
                     .own_ns = Number(fields[3]),
                     .own_calls = std::atoi(fields[4].c_str()),
                     .random_ns = Number(fields[5]),
                     .random_cases = std::atoi(fields[6].c_str()),
                     .stub = fields[7],
                     .reference_own_ns = Number(fields[8]),
                     .reference_random_ns = Number(fields[9])});
  } else if ((kind == "failure" && fields.size() == 3) || (kind == "error" && fields.size() == 2)) {
    failure_.push_back(fields.back());
  } else if (kind == "note" && fields.size() == 2) {
    notes_.push_back(fields[1]);
  } else if (kind == "reference" && fields.size() == 2) {
    reference_ = fields[1];
  } else if (kind == "done" && fields.size() == 2) {
    ended_on_its_own_ = true;
    exit_status_ = std::atoi(fields[1].c_str());
  }
}

void SampleBench::Finish(int wait_status) {
  pid_ = -1;
  ended_ = Clock::now();
  if (status_ != Status::kRunning) return;  // cancelled
  if (ended_on_its_own_) {
    // Exit status 1: the sample crashed, hung or failed its checks; Failure() has the bench's report.
    status_ = exit_status_ == 0 ? Status::kDone : Status::kFailed;
  } else {
    status_ = Status::kFailed;
    failure_.push_back(fmt::format("the bench itself ended ({}) while {}", DescribeStatus(wait_status), progress_));
  }
  progress_.clear();
}

void SampleBench::CloseRecords() {
  if (fd_ >= 0) ::close(fd_);
  fd_ = -1;
}

void SampleBench::Cancel(const std::string& reason) {
  if (status_ == Status::kRunning) {
    status_ = Status::kCancelled;
    progress_ = reason;
  }
  CloseRecords();  // a bench that writes again finds no reader and stops
  if (pid_ <= 0) return;
  const pid_t group = pid_;
  // SIGTERM first: the bench stops the reference program it may be running (a process group of its own).
  ::kill(-group, SIGTERM);
  const auto deadline = Clock::now() + kStopGrace;
  int wait_status = 0;
  pid_t reaped = 0;
  while ((reaped = ::waitpid(group, &wait_status, WNOHANG)) == 0 && Clock::now() < deadline) ::usleep(2000);
  ::kill(-group, SIGKILL);  // whatever is left of the group: a child that outlived the bench
  if (reaped == 0) {
    while (::waitpid(group, &wait_status, 0) < 0 && errno == EINTR) {
    }
  }
  Finish(wait_status);
}

void SampleBench::Clear() {
  Cancel("cleared");
  status_ = Status::kIdle;
  sample_.clear();
  buffer_.clear();
  ended_on_its_own_ = false;
  exit_status_ = -1;
  rows_.clear();
  progress_.clear();
  functions_done_ = functions_ = 0;
  failure_.clear();
  notes_.clear();
  reference_.clear();
  stale_.clear();
}

void SampleBench::CodeReloaded() {
  if (Running()) {
    Cancel("stopped: the code was reloaded; time it again");
  } else if (status_ != Status::kIdle) {
    stale_ = "timed on the code before the last reload";
  }
}

double SampleBench::Seconds() const {
  if (status_ == Status::kIdle) return 0.0;
  const Clock::time_point end = pid_ > 0 || status_ == Status::kRunning ? Clock::now() : ended_;
  return std::chrono::duration<double>(end - started_).count();
}

}  // namespace lab
