#include "framework/harness/isolation.hpp"

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cxxabi.h>
#include <exception>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <poll.h>
#include <typeinfo>
#include <ucontext.h>
#include <unistd.h>

#include <fmt/format.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>

#define BACKWARD_HAS_DW 1
#include <backward.hpp>

#include "collisions/stubs.hpp"
#include "framework/harness/program.hpp"
#include "framework/io/build_info.hpp"
#include "framework/io/log.hpp"
#include "framework/io/text.hpp"
#include "framework/sample/frame.hpp"
#include "framework/sample/loading.hpp"

namespace lab {

bool WriteAll(int fd, std::string_view data) {
  while (!data.empty()) {
    const ssize_t written = ::write(fd, data.data(), data.size());
    if (written < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    data.remove_prefix(static_cast<std::size_t>(written));
  }
  return true;
}

namespace {

constexpr std::size_t kTraceDepth = 48;
// Past the time limit the child gets this long to send where it was before it is killed outright.
constexpr std::chrono::milliseconds kGrace{3000};
constexpr std::chrono::milliseconds kPollInterval{20};

// ---------------------------------------------------------------------------------------------------------
// The child.

int g_result_fd = -1;

void Send(std::initializer_list<std::string_view> fields) { WriteAll(g_result_fd, EncodeRecord(fields)); }

void SendCase(const Checks&, const Checks::Case& c) {
  std::string functions;
  for (const std::string& function : c.functions) functions += (functions.empty() ? "" : "\n") + function;
  std::string counterexamples;
  for (const std::string& one : c.counterexamples) counterexamples += (counterexamples.empty() ? "" : "\n") + one;
  Send({"case", c.case_index == Checks::kNoCase ? "-" : std::to_string(c.case_index), c.passed ? "1" : "0", c.what,
        c.expected, c.actual, c.tolerance, c.message, c.file, std::to_string(c.line), functions,
        std::to_string(c.random_total), std::to_string(c.random_failed), counterexamples, c.clause});
}

void SendStub(std::string_view signature) { Send({"stub", signature}); }

// Sends the stack as hex addresses; the parent, a copy of this process, symbolizes them.
void SendTrace(const char* kind, int signal_number, const std::string& what, backward::StackTrace& trace) {
  std::string addresses;
  for (std::size_t i = 0; i < trace.size(); ++i)
    addresses += fmt::format("{:x} ", reinterpret_cast<std::uintptr_t>(trace[i].addr));
  Send({"abnormal", kind, std::to_string(signal_number), what, addresses});
}

void OnFatalSignal(int signal_number, siginfo_t* info, void* context) {
  const char* kind = signal_number == SIGUSR1 ? "timeout" : signal_number == SIGUSR2 ? "memory" : "signal";
  backward::StackTrace trace;
  auto* ucontext = static_cast<ucontext_t*>(context);
#if defined(__x86_64__)
  void* pc = reinterpret_cast<void*>(ucontext->uc_mcontext.gregs[REG_RIP]);
#elif defined(__aarch64__)
  void* pc = reinterpret_cast<void*>(ucontext->uc_mcontext.pc);
#else
  void* pc = nullptr;
#endif
  if (pc != nullptr) {
    trace.load_from(pc, kTraceDepth, context, info->si_addr);
  } else {
    trace.load_here(kTraceDepth, context, info->si_addr);
  }
  SendTrace(kind, signal_number, "", trace);
  ::_exit(128 + signal_number);
}

void OnTerminate() {
  std::string what = "std::terminate called";
  if (std::exception_ptr current = std::current_exception()) {
    int status = 0;
    const std::type_info* type = abi::__cxa_current_exception_type();
    char* name = type ? abi::__cxa_demangle(type->name(), nullptr, nullptr, &status) : nullptr;
    std::string type_name = name ? name : type ? type->name() : "an unknown type";
    std::free(name);
    try {
      std::rethrow_exception(current);
    } catch (const std::exception& e) {
      what = fmt::format("uncaught {}: {}", type_name, e.what());
    } catch (...) {
      what = fmt::format("uncaught exception of type {}", type_name);
    }
  }
  backward::StackTrace trace;
  trace.load_here(kTraceDepth);
  SendTrace("exception", 0, what, trace);
  ::_exit(134);
}

}  // namespace

void LimitChildResources(const IsolationLimits& limits) {
  rlimit no_core{0, 0};
  ::setrlimit(RLIMIT_CORE, &no_core);
#if !defined(__SANITIZE_ADDRESS__)
  // A hard cap on address space, over what the process already has mapped; allocation past it throws
  // std::bad_alloc. (AddressSanitizer reserves terabytes of address space, so there the parent's watch on
  // resident memory is the only limit.)
  std::ifstream statm("/proc/self/statm");
  std::size_t pages = 0;
  statm >> pages;
  const std::size_t mapped = pages * static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
  const rlim_t cap = mapped + limits.memory_mib * (std::size_t{1} << 20);
  rlimit address_space{cap, cap};
  ::setrlimit(RLIMIT_AS, &address_space);
#else
  (void)limits;
#endif
}

namespace {

void InstallChildHandlers(const IsolationLimits& limits) {
  // Its own stack, so that runaway recursion can still be reported.
  static std::vector<char> alternate_stack(1 << 20);
  stack_t stack{};
  stack.ss_sp = alternate_stack.data();
  stack.ss_size = alternate_stack.size();
  ::sigaltstack(&stack, nullptr);
  struct sigaction action {};
  action.sa_sigaction = OnFatalSignal;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_RESETHAND;
  sigemptyset(&action.sa_mask);
  for (int signal_number : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGUSR1, SIGUSR2}) {
    ::sigaction(signal_number, &action, nullptr);
  }
  std::set_terminate(OnTerminate);
  LimitChildResources(limits);
}

// Nothing above the child may catch: an exception the sample lets escape must find no handler, so that
// std::terminate (OnTerminate) runs where it was thrown, with the stack intact for the trace.
[[noreturn]] void RunChild(const SampleInfo& info, const IsolationLimits& limits, int result_fd, int output_fd,
                           pid_t parent) {
  g_result_fd = result_fd;
  // A child outlives no parent: were the parent killed, nothing would enforce this child's time limit.
  ::prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (::getppid() != parent) ::_exit(1);  // it died before the line above
  ::dup2(output_fd, STDERR_FILENO);
  InstallChildHandlers(limits);
  // Ctrl+C stops a child at once, whatever its parent does with it (watch ends its loop cleanly).
  for (const int signal_number : {SIGINT, SIGTERM, SIGHUP}) std::signal(signal_number, SIG_DFL);
  if (limits.quiet) log::SetQuiet(true);
  Checks::SetRecordHook(SendCase);
  // Only stubs new to this child are sent: those it inherited, the parent already knows.
  Collisions::stubs::SetCalledHook(SendStub);
  auto sample = LoadSample(info);
  Send({"phase", "drawing"});
  ComposeFrame(*sample->app, info, sample->draw, glm::vec2(kDefaultWindowSize), HudOptions{});
  sample->app->Shutdown();
  std::fflush(stdout);
  Send({"done"});
  ::_exit(0);
}

// ---------------------------------------------------------------------------------------------------------
// The parent.

std::string ShortFunction(std::string name) {
  name = text::ReplaceAll(std::move(name), "glm::vec<2, float, (glm::qualifier)0>", "glm::vec2");
  name = text::ReplaceAll(std::move(name), "glm::vec<3, float, (glm::qualifier)0>", "glm::vec3");
  return text::ReplaceAll(std::move(name), "glm::vec<4, float, (glm::qualifier)0>", "glm::vec4");
}

std::string ShortFile(std::string file) {
  // Through the compiler cache the objects' line tables hold "./samples/..." (from the source root), and
  // UndefinedBehaviorSanitizer's reports the compiler's own path, "../../samples/..." (from the build folder).
  if (!file.empty()) file = std::filesystem::path(file).lexically_normal().string();
  while (file.starts_with("../")) file.erase(0, 3);
  const std::string source_dir = std::string(build_info::SourceDir()) + "/";
  if (file.starts_with(source_dir)) file.erase(0, source_dir.size());
  // Generated copies of the sources (the switchable and graded builds) keep their collisions/ name.
  const std::size_t generated = file.rfind("/collisions/");
  if (generated != std::string::npos) file.erase(0, generated + 1);
  return file;
}

std::vector<StackFrame> Symbolize(const std::string& addresses_text) {
  std::vector<void*> addresses;
  std::size_t start = 0;
  while (start < addresses_text.size()) {
    std::size_t end = addresses_text.find(' ', start);
    if (end == std::string::npos) end = addresses_text.size();
    if (end > start) {
      addresses.push_back(reinterpret_cast<void*>(std::stoull(addresses_text.substr(start, end - start), nullptr, 16)));
    }
    start = end + 1;
  }
  std::vector<StackFrame> frames;
  if (addresses.empty()) return frames;
  backward::TraceResolver resolver;
  resolver.load_addresses(addresses.data(), static_cast<int>(addresses.size()));
  for (std::size_t i = 0; i < addresses.size(); ++i) {
    const backward::ResolvedTrace resolved =
        resolver.resolve(backward::ResolvedTrace(backward::Trace(addresses[i], i)));
    // Innermost first: the source location, then the functions it was inlined into. The outermost of those is
    // the real function, whose symbol gives the full name (namespaces and parameters); inlined ones have only
    // their short names in the debug information.
    std::vector<backward::ResolvedTrace::SourceLoc> chain{resolved.source};
    chain.insert(chain.end(), resolved.inliners.begin(), resolved.inliners.end());
    for (std::size_t k = 0; k < chain.size(); ++k) {
      std::string function = chain[k].function;
      if (k + 1 == chain.size() && !resolved.object_function.empty()) function = resolved.object_function;
      if (function.empty()) function = fmt::format("?? in {}", resolved.object_filename);
      frames.push_back({ShortFunction(function), ShortFile(chain[k].filename), chain[k].line});
    }
  }
  return frames;
}

// Drops the frames of the machinery that reported the problem (std::terminate, the throw).
void DropReportingFrames(std::vector<StackFrame>& frames) {
  std::size_t first = 0;
  for (std::size_t i = 0; i < frames.size(); ++i) {
    const std::string& f = frames[i].function;
    if (f.find("__cxa_throw") != std::string::npos || f.find("OnTerminate") != std::string::npos ||
        f.find("std::terminate") != std::string::npos || f.find("__cxxabiv1::") != std::string::npos) {
      first = i + 1;
    }
  }
  if (first < frames.size()) frames.erase(frames.begin(), frames.begin() + static_cast<std::ptrdiff_t>(first));
}

std::size_t FindCulprit(const std::vector<StackFrame>& frames) {
  auto is_harness = [](const StackFrame& frame) {
    return frame.function.find("Collisions::stubs::") != std::string::npos || frame.file.ends_with("stubs.cpp");
  };
  for (std::size_t i = 0; i < frames.size(); ++i) {
    if (frames[i].function.starts_with("lab::Collisions::") && !is_harness(frames[i])) return i;
  }
  for (std::size_t i = 0; i < frames.size(); ++i) {
    if (frames[i].file.starts_with("collisions/") && !is_harness(frames[i])) return i;
  }
  for (std::size_t i = 0; i < frames.size(); ++i) {
    if (frames[i].file.starts_with("samples/")) return i;
  }
  return 0;
}

std::string SignalText(int signal_number) {
  switch (signal_number) {
    case SIGSEGV: return "SIGSEGV (invalid memory access)";
    case SIGBUS: return "SIGBUS (misaligned or unmapped memory)";
    case SIGFPE: return "SIGFPE (arithmetic error: integer division by zero?)";
    case SIGILL: return "SIGILL (illegal instruction)";
    case SIGABRT: return "SIGABRT (abort: a failed assert, or abort())";
    case SIGKILL: return "SIGKILL (killed)";
    default: return fmt::format("signal {} ({})", signal_number, strsignal(signal_number));
  }
}

// A sanitizer build stops at the first error before a signal comes: AddressSanitizer's "ERROR:
// AddressSanitizer: SEGV on unknown address ..." or UndefinedBehaviorSanitizer's "file:line:col: runtime
// error: ...", each followed by its stack ("#0 0x... in function file:line"). Takes the error and the frames.
bool ReadSanitizerReport(const std::string& output, Abnormal& abnormal) {
  const auto rest_of_line = [&output](std::size_t from) {
    return output.substr(
        from, output.find('\n', from) == std::string::npos ? std::string::npos : output.find('\n', from) - from);
  };
  // "ERROR: AddressSanitizer: what" (or LeakSanitizer), the first.
  std::size_t error = std::string::npos;
  std::string_view sanitizer;
  for (const std::string_view name : {"AddressSanitizer", "LeakSanitizer"}) {
    const std::size_t at = output.find("ERROR: " + std::string(name) + ": ");
    if (at < error) {
      error = at;
      sanitizer = name;
    }
  }
  // "file:line:column: runtime error: what", the first, where file is the word before it.
  std::size_t runtime = std::string::npos, line_number = 0;
  std::string runtime_file;
  for (std::size_t at = output.find(": runtime error: "); at != std::string::npos && runtime == std::string::npos;
       at = output.find(": runtime error: ", at + 1)) {
    std::size_t column_start = at;
    while (column_start > 0 && text::IsDigit(output[column_start - 1])) --column_start;
    if (column_start == at || column_start == 0 || output[column_start - 1] != ':') continue;
    std::size_t line_start = column_start - 1;
    while (line_start > 0 && text::IsDigit(output[line_start - 1])) --line_start;
    if (line_start == column_start - 1 || line_start == 0 || output[line_start - 1] != ':') continue;
    std::size_t start = line_start - 1;
    while (start > 0 && !text::IsSpace(output[start - 1])) --start;
    if (start == line_start - 1) continue;
    runtime = at;
    runtime_file = output.substr(start, line_start - 1 - start);
    line_number = std::stoul(output.substr(line_start, column_start - 1 - line_start));
  }
  if (error != std::string::npos) {
    abnormal.what = fmt::format("{}: {}", sanitizer, rest_of_line(error + 9 + sanitizer.size()));
  } else if (runtime != std::string::npos) {
    abnormal.what = fmt::format("UndefinedBehaviorSanitizer: {}", rest_of_line(runtime + 17));
    abnormal.trace.push_back({"", ShortFile(runtime_file), static_cast<unsigned>(line_number)});
  } else {
    return false;
  }
  // The stack: lines "#N 0xADDRESS in function file:line[:column]", after the first line.
  std::vector<StackFrame> frames;
  for (std::size_t start = output.find('\n'); start != std::string::npos; start = output.find('\n', start + 1)) {
    const std::string line = rest_of_line(start + 1);
    std::size_t at = 0;
    while (at < line.size() && text::IsSpace(line[at])) ++at;
    unsigned long number = 0;
    std::size_t digits = 0;
    if (at >= line.size() || line[at] != '#' || !text::ReadDigits(line, at + 1, number, digits)) continue;
    at += 1 + digits;
    if (line.compare(at, 3, " 0x") != 0) continue;
    at += 3;
    const std::size_t hex_start = at;
    while (at < line.size() && std::isxdigit(static_cast<unsigned char>(line[at])) != 0 &&
           !std::isupper(static_cast<unsigned char>(line[at]))) {
      ++at;
    }
    if (at == hex_start || line.compare(at, 4, " in ") != 0) continue;
    const std::size_t function_start = at + 4, last_space = line.rfind(' ');
    if (last_space == std::string::npos || last_space <= function_start) continue;
    // The location: file:line or file:line:column.
    std::string location = line.substr(last_space + 1);
    std::size_t colon = location.rfind(':');
    if (colon == std::string::npos || colon + 1 == location.size()) continue;
    if (location.find_first_not_of("0123456789", colon + 1) != std::string::npos) continue;
    const std::size_t before = location.rfind(':', colon - 1);
    if (before != std::string::npos && before + 1 < colon &&
        location.find_first_not_of("0123456789", before + 1) == colon) {
      location.resize(colon);  // the column
      colon = before;
    }
    if (colon == 0) continue;
    frames.push_back({ShortFunction(line.substr(function_start, last_space - function_start)),
                      ShortFile(location.substr(0, colon)),
                      static_cast<unsigned>(std::stoul(location.substr(colon + 1)))});
  }
  if (!frames.empty()) abnormal.trace = std::move(frames);
  return true;
}

// Runaway recursion shows as one function filling the innermost frames.
bool LooksLikeRecursion(const std::vector<StackFrame>& frames) {
  if (frames.size() < 16) return false;
  std::size_t repeats = 0;
  for (std::size_t i = 1; i < frames.size(); ++i) repeats += frames[i].function == frames[0].function;
  return repeats >= frames.size() / 2;
}

std::string Tail(std::FILE* file, std::size_t max_bytes) {
  std::string text;
  std::fseek(file, 0, SEEK_END);
  const long size = std::ftell(file);
  const long start = size > static_cast<long>(max_bytes) ? size - static_cast<long>(max_bytes) : 0;
  std::fseek(file, start, SEEK_SET);
  text.resize(static_cast<std::size_t>(size - start));
  text.resize(std::fread(text.data(), 1, text.size(), file));
  if (start > 0) text.erase(0, text.find('\n') + 1);
  while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
  return text;
}

std::size_t ResidentBytes(pid_t pid) {
  std::ifstream statm(fmt::format("/proc/{}/statm", pid));
  std::size_t size = 0, resident = 0;
  statm >> size >> resident;
  return resident * static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
}

}  // namespace

namespace {

// One sample's child process, from fork to verdict. Several can run at once (RunIsolatedInOrder polls them
// together).
class IsolatedChild {
 public:
  IsolatedChild(const SampleInfo& info, const IsolationLimits& limits) : limits_(limits) {
    run_.checks = Checks(info.name);
    run_.abnormal.phase = "checks";
    start_ = std::chrono::steady_clock::now();
    deadline_ = start_ + limits.timeout;
    next_memory_look_ = start_ + kPollInterval;
    int fds[2];
    output_ = std::tmpfile();
    if (output_ == nullptr || ::pipe2(fds, O_CLOEXEC) != 0) {
      Fail(fmt::format("could not start: {}", std::strerror(errno)));
      return;
    }
    std::fflush(stdout);
    std::fflush(stderr);
    const pid_t parent = ::getpid();
    pid_ = ::fork();
    if (pid_ == 0) {
      ::close(fds[0]);
      RunChild(info, limits, fds[1], fileno(output_), parent);
    }
    ::close(fds[1]);
    if (pid_ < 0) {
      ::close(fds[0]);
      Fail(fmt::format("could not fork: {}", std::strerror(errno)));
      return;
    }
    fd_ = fds[0];
  }
  IsolatedChild(const IsolatedChild&) = delete;
  IsolatedChild& operator=(const IsolatedChild&) = delete;
  ~IsolatedChild() {
    if (fd_ >= 0) ::close(fd_);
    if (output_ != nullptr) std::fclose(output_);
  }

  // The pipe to poll; -1 once the child has closed it (or was never started).
  int Fd() const { return fd_; }

  // Reads what the child has sent (call when Fd() is readable) .
  void Read() {
    char chunk[65536];
    const ssize_t got = ::read(fd_, chunk, sizeof chunk);
    if (got <= 0) {
      if (got < 0 && errno == EINTR) return;
      ::close(fd_);
      fd_ = -1;  // the child has closed its end: it has exited
      return;
    }
    buffer_.append(chunk, static_cast<std::size_t>(got));
    std::size_t end;
    while ((end = buffer_.find(kRecordEnd)) != std::string::npos) {
      Receive(SplitFields(std::string_view(buffer_).substr(0, end)));
      buffer_.erase(0, end + 1);
    }
  }

  // Enforces the time and memory limits: first asks the child where it is, then kills it.
  void Watch(std::chrono::steady_clock::time_point now) {
    if (fd_ < 0) return;
    bool over_memory = false;
    if (now > next_memory_look_) {
      over_memory = ResidentBytes(pid_) > limits_.memory_mib * (std::size_t{1} << 20);
      next_memory_look_ = now + kPollInterval;
    }
    if (sent_ == Sent::kNothing && (now > deadline_ || over_memory)) {
      sent_ = now > deadline_ ? Sent::kTimeout : Sent::kMemory;
      ::kill(pid_, sent_ == Sent::kTimeout ? SIGUSR1 : SIGUSR2);  // the child reports where it is, then exits
      deadline_ = now + kGrace;
    } else if (sent_ != Sent::kNothing && now > deadline_) {
      ::kill(pid_, SIGKILL);
      ::close(fd_);
      fd_ = -1;
    }
  }

  // After Fd() is -1: reaps the child and makes the verdict.
  IsolatedRun Finish() {
    if (pid_ > 0) {
      int status = 0;
      while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
      }
      run_.finished = done_ && WIFEXITED(status) && WEXITSTATUS(status) == 0;
      if (output_ != nullptr) run_.abnormal.output = Tail(output_, 6000);
      if (!run_.finished) Diagnose(status);
    }
    run_.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    return std::move(run_);
  }

 private:
  enum class Sent { kNothing, kTimeout, kMemory };

  void Fail(std::string what) {
    run_.abnormal.kind = Abnormal::Kind::kExit;
    run_.abnormal.what = std::move(what);
  }

  void Receive(const std::vector<std::string>& fields) {
    if (fields.empty()) return;
    if (fields[0] == "case" && fields.size() == 15) {
      Checks::Case received;
      received.case_index = fields[1] == "-" ? Checks::kNoCase : std::stoull(fields[1]);
      received.passed = fields[2] == "1";
      received.what = fields[3];
      received.expected = fields[4];
      received.actual = fields[5];
      received.tolerance = fields[6];
      received.message = fields[7];
      received.file = fields[8];
      received.line = static_cast<unsigned>(std::stoul(fields[9]));
      received.functions = SplitLines(fields[10]);
      received.random_total = std::atoi(fields[11].c_str());
      received.random_failed = std::atoi(fields[12].c_str());
      received.counterexamples = SplitLines(fields[13]);
      received.clause = fields[14];
      run_.checks.Add(std::move(received));
    } else if (fields[0] == "stub" && fields.size() == 2) {
      run_.stubs_called.push_back(fields[1]);
    } else if (fields[0] == "phase" && fields.size() == 2) {
      run_.abnormal.phase = fields[1];
    } else if (fields[0] == "done") {
      done_ = true;
    } else if (fields[0] == "abnormal" && fields.size() >= 5) {
      abnormal_record_ = fields;
    }
  }

  void Diagnose(int status) {
    Abnormal& abnormal = run_.abnormal;
    const double limit_seconds = std::chrono::duration<double>(limits_.timeout).count();
    if (!abnormal_record_.empty()) {
      const std::string& kind = abnormal_record_[1];
      const int signal_number = std::stoi(abnormal_record_[2]);
      abnormal.trace = Symbolize(abnormal_record_[4]);
      if (kind == "exception") {
        abnormal.kind = Abnormal::Kind::kException;
        abnormal.what = abnormal_record_[3];
        DropReportingFrames(abnormal.trace);
        if (abnormal.what.find("std::bad_alloc") != std::string::npos) {
          abnormal.what += fmt::format(" (out of memory: a sample may use {} MiB)", limits_.memory_mib);
        }
      } else if (kind == "timeout") {
        abnormal.kind = Abnormal::Kind::kTimeout;
        abnormal.what = fmt::format("no answer within {:g} s (a loop that never ends?); stopped", limit_seconds);
      } else if (kind == "memory") {
        abnormal.kind = Abnormal::Kind::kMemory;
        abnormal.what = fmt::format("over the {} MiB memory limit; stopped", limits_.memory_mib);
      } else {
        abnormal.kind = Abnormal::Kind::kSignal;
        abnormal.what = SignalText(signal_number);
        if (signal_number == SIGSEGV && LooksLikeRecursion(abnormal.trace)) {
          abnormal.what = "SIGSEGV (stack overflow: a function that calls itself without end)";
        }
      }
    } else if (sent_ == Sent::kTimeout) {
      abnormal.kind = Abnormal::Kind::kTimeout;
      abnormal.what = fmt::format("no answer within {:g} s; killed (it did not say where it was)", limit_seconds);
    } else if (sent_ == Sent::kMemory) {
      abnormal.kind = Abnormal::Kind::kMemory;
      abnormal.what = fmt::format("over the {} MiB memory limit; killed", limits_.memory_mib);
    } else if (WIFSIGNALED(status)) {
      abnormal.kind = Abnormal::Kind::kSignal;
      abnormal.what = SignalText(WTERMSIG(status));
    } else if (ReadSanitizerReport(abnormal.output, abnormal)) {
      abnormal.kind = Abnormal::Kind::kSignal;
    } else {
      abnormal.kind = Abnormal::Kind::kExit;
      abnormal.what = WIFEXITED(status) && WEXITSTATUS(status) != 0
                          ? fmt::format("exited with status {} before finishing", WEXITSTATUS(status))
                          : "ended without sending its results";
    }
    abnormal.culprit = FindCulprit(abnormal.trace);
  }

  IsolationLimits limits_;
  IsolatedRun run_;
  std::chrono::steady_clock::time_point start_, deadline_, next_memory_look_;
  std::FILE* output_ = nullptr;  // the child's stderr
  pid_t pid_ = -1;
  int fd_ = -1;
  std::string buffer_;
  bool done_ = false;
  std::vector<std::string> abnormal_record_;
  Sent sent_ = Sent::kNothing;
};

}  // namespace

void RunIsolatedInOrder(const std::vector<const SampleInfo*>& samples, const IsolationLimits& limits, int jobs,
                        const std::function<void(std::size_t, IsolatedRun&)>& on_result,
                        const std::atomic<bool>* stop) {
  jobs = std::max(jobs, 1);
  std::map<std::size_t, std::unique_ptr<IsolatedChild>> running;
  std::map<std::size_t, IsolatedRun> finished;
  std::size_t next_to_start = 0, next_to_report = 0;
  while (next_to_report < samples.size()) {
    const bool stopping = stop != nullptr && stop->load();
    if (stopping && running.empty()) return;
    while (!stopping && next_to_start < samples.size() && running.size() < static_cast<std::size_t>(jobs)) {
      running.emplace(next_to_start, std::make_unique<IsolatedChild>(*samples[next_to_start], limits));
      ++next_to_start;
    }
    std::vector<pollfd> fds;
    std::vector<IsolatedChild*> children;
    for (auto& [index, child] : running) {
      if (child->Fd() >= 0) {
        fds.push_back({child->Fd(), POLLIN, 0});
        children.push_back(child.get());
      }
    }
    if (!fds.empty() && ::poll(fds.data(), fds.size(), static_cast<int>(kPollInterval.count())) > 0) {
      for (std::size_t i = 0; i < fds.size(); ++i) {
        if (fds[i].revents != 0) children[i]->Read();
      }
    }
    const auto now = std::chrono::steady_clock::now();
    for (auto it = running.begin(); it != running.end();) {
      it->second->Watch(now);
      if (it->second->Fd() < 0) {
        finished.emplace(it->first, it->second->Finish());
        it = running.erase(it);
      } else {
        ++it;
      }
    }
    // Results are reported in the samples' order, each as soon as it and those before it are done.
    for (auto it = finished.find(next_to_report); it != finished.end(); it = finished.find(next_to_report)) {
      on_result(next_to_report, it->second);
      finished.erase(it);
      ++next_to_report;
    }
  }
}

IsolatedRun RunIsolated(const SampleInfo& info, const IsolationLimits& limits) {
  IsolatedRun result;
  RunIsolatedInOrder({&info}, limits, 1, [&](std::size_t, IsolatedRun& run) { result = std::move(run); });
  return result;
}

}  // namespace lab
