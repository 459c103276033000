#include "framework/harness/background_checks.hpp"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <dlfcn.h>
#include <fcntl.h>
#include <thread>
#include <unistd.h>

#include <fmt/format.h>
#include <sys/prctl.h>
#include <sys/wait.h>

#include "framework/harness/model_option.hpp"
#include "framework/harness/program.hpp"
#include "framework/io/spawn.hpp"
#include "framework/sample/loading.hpp"
#include "framework/sample/registry.hpp"

namespace lab {
namespace {

// The helper sends its verdicts on this descriptor; its stdout and stderr stay the window's, where a
// sample's own printing goes.
constexpr int kVerdictFd = 3;

const char* KindName(BackgroundVerdict::Kind kind) {
  switch (kind) {
    case BackgroundVerdict::Kind::kPassed: return "pass";
    case BackgroundVerdict::Kind::kFailed: return "fail";
    case BackgroundVerdict::Kind::kCrashed: break;
  }
  return "crash";
}

// Sends one verdict; a window that has gone (the write fails) ends the helper, children and all.
void SendVerdict(const BackgroundVerdict& verdict) {
  const std::string passed = std::to_string(verdict.passed), total = std::to_string(verdict.total);
  std::vector<std::string_view> fields = {"verdict", verdict.sample, KindName(verdict.kind), passed, total};
  for (const std::string& line : verdict.crash_lines) fields.push_back(line);
  if (!WriteAll(kVerdictFd, EncodeRecord(fields))) {
    ::kill(0, SIGKILL);  // the helper's own process group: itself and the samples' children
  }
}

std::optional<BackgroundVerdict> ParseVerdict(const std::vector<std::string>& fields) {
  if (fields.size() < 5 || fields[0] != "verdict") return std::nullopt;
  BackgroundVerdict verdict;
  verdict.sample = fields[1];
  verdict.kind = fields[2] == "pass"   ? BackgroundVerdict::Kind::kPassed
                 : fields[2] == "fail" ? BackgroundVerdict::Kind::kFailed
                                       : BackgroundVerdict::Kind::kCrashed;
  verdict.passed = std::atoi(fields[3].c_str());
  verdict.total = std::atoi(fields[4].c_str());
  verdict.crash_lines.assign(fields.begin() + 5, fields.end());
  return verdict;
}

std::string DescribeStatus(int status) {
  if (WIFEXITED(status)) return fmt::format("exit status {}", WEXITSTATUS(status));
  if (WIFSIGNALED(status)) return fmt::format("signal {} ({})", WTERMSIG(status), ::strsignal(WTERMSIG(status)));
  return "an unknown status";
}

}  // namespace

BackgroundChecker::~BackgroundChecker() {
  Stop();
  if (fd_ >= 0) ::close(fd_);
  const std::scoped_lock lock(mutex_);
  if (pid_ > 0) {
    int status = 0;
    while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
    }
  }
}

bool BackgroundChecker::Start(const std::vector<std::string>& samples, const IsolationLimits& limits,
                              const std::string& code_path, std::string& error) {
  const std::scoped_lock lock(mutex_);
  if (stopped_) {
    error = "stopped before it started";
    return false;
  }
  std::vector<std::string> arguments = {"", std::string(kBackgroundChecksFlag)};
  if (!code_path.empty()) arguments.insert(arguments.end(), {"--code", code_path});
  // The model the window's samples run on (--model FILE), read again by the helper.
  if (!UserModelPath().empty()) arguments.insert(arguments.end(), {"--model", UserModelPath()});
  arguments.insert(arguments.end(), {"--parent", std::to_string(::getpid())});
  arguments.insert(arguments.end(), {"--timeout-ms", std::to_string(limits.timeout.count()), "--memory-mib",
                                     std::to_string(limits.memory_mib), "--"});
  arguments.insert(arguments.end(), samples.begin(), samples.end());
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) {
    error = fmt::format("could not make a pipe: {}", std::strerror(errno));
    return false;
  }
  // The program itself, as it is now (even when its file has since been rebuilt), in its own process group so
  // that Stop() ends the helper and every sample's child it runs at once.
  arguments.front() = "/proc/self/exe";
  SpawnOptions options;
  options.dup2s = {{fds[1], kVerdictFd}};
  options.stdin_from_null = true;  // never the terminal's input
  options.close_from = kVerdictFd + 1;
  const int failed = SpawnInOwnGroup(arguments, options, pid_);
  ::close(fds[1]);
  if (failed != 0) {
    pid_ = -1;
    ::close(fds[0]);
    error = fmt::format("could not start the background checks: {}", std::strerror(failed));
    return false;
  }
  fd_ = fds[0];
  expected_ = samples.size();
  return true;
}

std::optional<BackgroundVerdict> BackgroundChecker::Next(std::string& error) {
  while (fd_ >= 0) {
    if (const std::size_t end = buffer_.find(kRecordEnd); end != std::string::npos) {
      std::optional<BackgroundVerdict> verdict = ParseVerdict(SplitFields(std::string_view(buffer_).substr(0, end)));
      buffer_.erase(0, end + 1);
      if (verdict) {
        ++received_;
        return verdict;
      }
      continue;
    }
    char chunk[16384];
    const ssize_t got = ::read(fd_, chunk, sizeof chunk);
    if (got < 0 && errno == EINTR) continue;
    if (got > 0) {
      buffer_.append(chunk, static_cast<std::size_t>(got));
      continue;
    }
    ::close(fd_);
    fd_ = -1;
  }
  const std::scoped_lock lock(mutex_);
  if (pid_ > 0) {
    int status = 0;
    while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
    }
    pid_ = -1;
    if (!stopped_ && received_ < expected_) {
      error = fmt::format("the background checks ended after {} of {} samples ({})", received_, expected_,
                          DescribeStatus(status));
    }
  }
  return std::nullopt;
}

void BackgroundChecker::Stop() {
  const std::scoped_lock lock(mutex_);
  stopped_ = true;
  if (pid_ > 0) ::kill(-pid_, SIGKILL);
}

bool IsBackgroundChecksCall(int argc, char** argv) { return argc > 1 && argv[1] == kBackgroundChecksFlag; }

int RunBackgroundChecks(int argc, char** argv) {
  // The helper outlives no window: a window killed outright takes its checks with it. One that died before
  // this line took hold shows as a parent other than the one named by --parent (init, or a subreaper).
  ::prctl(PR_SET_PDEATHSIG, SIGKILL);
  IsolationLimits limits;
  limits.quiet = true;
  std::string code_path, model_path;
  std::vector<std::string> names;
  for (int i = 2; i < argc; ++i) {
    const std::string_view argument = argv[i];
    if (argument == "--") {
      names.assign(argv + i + 1, argv + argc);
      break;
    }
    if (i + 1 >= argc) break;
    if (argument == "--code") code_path = argv[++i];
    if (argument == "--model") model_path = argv[++i];
    if (argument == "--parent" && ::getppid() != static_cast<pid_t>(std::atoll(argv[++i]))) return kExitUsage;
    if (argument == "--timeout-ms") limits.timeout = std::chrono::milliseconds(std::atoll(argv[++i]));
    if (argument == "--memory-mib") limits.memory_mib = static_cast<std::size_t>(std::atoll(argv[++i]));
  }
  // watch: the samples are in the library the window has loaded (a copy that lives as long as this run).
  if (!code_path.empty() && ::dlopen(code_path.c_str(), RTLD_NOW | RTLD_LOCAL) == nullptr) {
    const char* reason = ::dlerror();
    fmt::print(stderr, "error: the background checks could not load {}: {}\n", code_path,
               reason != nullptr ? reason : "unknown error");
    return kExitUsage;
  }
  if (std::string error; !model_path.empty() && !SetUserModel(model_path, error)) {
    fmt::print(stderr, "error: the background checks could not read the model: {}\n", error);
    return kExitUsage;
  }
  std::vector<const SampleInfo*> order;
  for (const std::string& name : names) {
    if (const SampleInfo* info = FindSample(name)) {
      order.push_back(info);
    } else {
      SendVerdict({name, BackgroundVerdict::Kind::kCrashed, 0, 0, {UnknownSampleMessage(name)}});
    }
  }
  const int jobs = std::clamp(static_cast<int>(std::thread::hardware_concurrency()), 1, 4);
  RunIsolatedInOrder(order, limits, jobs, [&](std::size_t index, IsolatedRun& run) {
    const SampleInfo& info = *order[index];
    BackgroundVerdict verdict{
        info.name, BackgroundVerdict::Kind::kCrashed, run.checks.Passed(), run.checks.Total(), {}};
    if (!run.finished) {
      verdict.crash_lines = AbnormalLines(info, run);
    } else {
      verdict.kind = run.checks.Failed() == 0 ? BackgroundVerdict::Kind::kPassed : BackgroundVerdict::Kind::kFailed;
    }
    SendVerdict(verdict);
  });
  return kExitOk;
}

}  // namespace lab
