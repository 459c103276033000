#include "framework/window/window_bench.hpp"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

#include <fmt/format.h>
#include <sys/wait.h>

#include "framework/harness/bench.hpp"
#include "framework/harness/program.hpp"
#include "framework/io/spawn.hpp"
#include "framework/sample/loading.hpp"

namespace lab {
namespace {

using Clock = std::chrono::steady_clock;

// The bench writes its records on this descriptor (/dev/fd/3 to it); its own output goes nowhere.
constexpr int kRecordsFd = 3;
// After SIGTERM, how long the bench gets to stop the reference program it may be running before SIGKILL.
constexpr auto kStopGrace = std::chrono::milliseconds(300);
// Bounds on what a bench may make the window read and keep, whatever it writes: what one frame reads of each
// pipe, the longest record, the rows and lines kept, and the tail of its error output kept.
constexpr std::size_t kReadPerFrame = 64 * 1024;
constexpr std::size_t kLongestRecord = 1024 * 1024;
constexpr std::size_t kMostRows = 1000;
constexpr std::size_t kMostLines = 200;
constexpr std::size_t kErrorTail = 4096;

// Reads what a non-blocking descriptor has now, at most kReadPerFrame, onto `into`. False at its end (EOF or an
// error): the writer has gone.
bool ReadAvailable(int fd, std::string& into) {
  char chunk[4096];
  for (std::size_t taken = 0; taken < kReadPerFrame;) {
    const ssize_t got = ::read(fd, chunk, sizeof chunk);
    if (got > 0) {
      into.append(chunk, static_cast<std::size_t>(got));
      taken += static_cast<std::size_t>(got);
    } else if (got < 0 && errno == EINTR) {
      continue;
    } else {
      return got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK);
    }
  }
  return true;
}

// A pipe whose read end does not block and closes on exec; false, with errno, when none could be made.
bool MakePipe(int (&fds)[2]) {
  if (::pipe2(fds, O_CLOEXEC) != 0) return false;
  ::fcntl(fds[0], F_SETFL, ::fcntl(fds[0], F_GETFL) | O_NONBLOCK);
  return true;
}

double Number(const std::string& text) {
  char* end = nullptr;
  const double value = std::strtod(text.c_str(), &end);
  return end != text.c_str() ? value : NAN;
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
  // The records on one pipe; its error output on another, whose last lines explain an end without "done" (a
  // model it could not read, a library it could not load).
  int fds[2], error_fds[2];
  if (!MakePipe(fds)) {
    status_ = Status::kFailed;
    failure_ = {fmt::format("could not make a pipe: {}", std::strerror(errno))};
    ended_ = Clock::now();
    return;
  }
  if (!MakePipe(error_fds)) error_fds[0] = error_fds[1] = -1;
  const int null_fd = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
  SpawnOptions options;
  options.dup2s = {
      {fds[1], kRecordsFd}, {null_fd, STDOUT_FILENO}, {error_fds[1] >= 0 ? error_fds[1] : null_fd, STDERR_FILENO}};
  options.stdin_from_null = true;
  options.close_from = kRecordsFd + 1;
  // Its own process group: Cancel stops the bench and the children it forks (checks, timing) at once.
  const int failed = SpawnInOwnGroup(arguments, options, pid_);
  for (const int end : {fds[1], error_fds[1], null_fd}) {
    if (end >= 0) ::close(end);
  }
  fd_ = fds[0];
  error_fd_ = error_fds[0];
  if (failed != 0) {
    pid_ = -1;
    CloseRecords();
    status_ = Status::kFailed;
    failure_ = {fmt::format("could not start the bench: {}", std::strerror(failed))};
    ended_ = Clock::now();
  }
}

void SampleBench::Poll() {
  if (pid_ > 0) {
    int wait_status = 0;
    const pid_t reaped = ::waitpid(pid_, &wait_status, WNOHANG);
    if (reaped == pid_ || (reaped < 0 && errno != EINTR)) {  // it ended (or is not ours to wait for)
      exited_status_ = reaped == pid_ ? wait_status : 0;
      pid_ = -1;
    }
  }
  if (error_fd_ >= 0) {
    if (!ReadAvailable(error_fd_, error_tail_)) CloseErrors();
    if (error_tail_.size() > kErrorTail) error_tail_.erase(0, error_tail_.size() - kErrorTail);
  }
  if (fd_ >= 0) {
    const std::size_t before = buffer_.size();
    const bool open = ReadAvailable(fd_, buffer_);
    const bool read_any = buffer_.size() != before;
    for (std::size_t end; (end = buffer_.find('\n')) != std::string::npos; buffer_.erase(0, end + 1)) {
      Take(buffer_.substr(0, end));
    }
    if (buffer_.size() > kLongestRecord) {
      buffer_.clear();
      Cancel("stopped");
      status_ = Status::kFailed;
      progress_.clear();
      failure_.push_back(fmt::format("the bench wrote a record over {} KiB, and was stopped", kLongestRecord / 1024));
      return;
    }
    // Once the bench has ended, an empty pipe is the end of its records, even while a process it started still
    // holds the pipe open.
    if (!open || (exited_status_ && !read_any)) CloseRecords();
  }
  if (fd_ < 0 && exited_status_) {
    const int wait_status = *exited_status_;
    exited_status_.reset();
    Finish(wait_status);
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
  } else if (kind == "figure" && fields.size() == 10 && rows_.size() < kMostRows) {
    rows_.push_back({.label = fields[2],
                     .own_ns = Number(fields[3]),
                     .own_calls = std::atoi(fields[4].c_str()),
                     .random_ns = Number(fields[5]),
                     .random_cases = std::atoi(fields[6].c_str()),
                     .stub = fields[7],
                     .reference_own_ns = Number(fields[8]),
                     .reference_random_ns = Number(fields[9])});
  } else if (((kind == "failure" && fields.size() == 3) || (kind == "error" && fields.size() == 2)) &&
             failure_.size() < kMostLines) {
    failure_.push_back(fields.back());
  } else if (kind == "note" && fields.size() == 2 && notes_.size() < kMostLines) {
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
  if (status_ == Status::kRunning) {
    if (ended_on_its_own_) {
      // Exit status 1: the sample crashed, hung or failed its checks; Failure() has the bench's report.
      status_ = exit_status_ == 0 ? Status::kDone : Status::kFailed;
    } else {
      status_ = Status::kFailed;
      failure_.push_back(
          fmt::format("the bench itself ended ({}) while {}", bench::DescribeStatus(wait_status), progress_));
      // What it said on its way out (a model it could not read, a library it could not load): the last lines
      // of its error output.
      if (error_fd_ >= 0) ReadAvailable(error_fd_, error_tail_);
      std::vector<std::string> said;
      for (std::size_t start = 0; start < error_tail_.size();) {
        const std::size_t end = std::min(error_tail_.find('\n', start), error_tail_.size());
        if (end > start) said.push_back(error_tail_.substr(start, end - start));
        start = end + 1;
      }
      const std::size_t from = said.size() > 8 ? said.size() - 8 : 0;
      failure_.insert(failure_.end(), said.begin() + static_cast<std::ptrdiff_t>(from), said.end());
    }
    progress_.clear();
  }
  CloseErrors();
}

void SampleBench::CloseRecords() {
  if (fd_ >= 0) ::close(fd_);
  fd_ = -1;
}

void SampleBench::CloseErrors() {
  if (error_fd_ >= 0) ::close(error_fd_);
  error_fd_ = -1;
}

void SampleBench::Cancel(const std::string& reason) {
  if (status_ == Status::kRunning) {
    status_ = Status::kCancelled;
    progress_ = reason;
  }
  CloseRecords();  // a bench that writes again finds no reader and stops
  if (pid_ <= 0) {
    if (exited_status_) ended_ = Clock::now();  // it had ended, its last records still unread
    exited_status_.reset();
    CloseErrors();
    return;
  }
  const pid_t group = pid_;
  // SIGTERM first: the bench stops the reference program it may be running (a process group of its own).
  ::kill(-group, SIGTERM);
  const auto deadline = Clock::now() + kStopGrace;
  // Its end is looked at without reaping it: until it is reaped, the group's number cannot be given to another.
  siginfo_t info{};
  while (::waitid(P_PID, static_cast<id_t>(group), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == 0 &&
         Clock::now() < deadline) {
    ::usleep(2000);
  }
  ::kill(-group, SIGKILL);  // whatever is left of the group: a child that outlived the bench
  int wait_status = 0;
  while (::waitpid(group, &wait_status, 0) < 0 && errno == EINTR) {
  }
  Finish(wait_status);
}

void SampleBench::Clear() {
  Cancel("cleared");
  status_ = Status::kIdle;
  sample_.clear();
  buffer_.clear();
  error_tail_.clear();
  exited_status_.reset();
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
