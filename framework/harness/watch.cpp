#include "framework/harness/watch.hpp"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <poll.h>
#include <unistd.h>

#include <fmt/format.h>
#include <sys/inotify.h>
#include <sys/syscall.h>
#include <sys/wait.h>

#include "framework/io/spawn.hpp"

namespace lab {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

// ---------------------------------------------------------------------------------------------------------
// SourceWatcher's rules.

constexpr std::uint32_t kWatchMask =
    IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ONLYDIR | IN_EXCL_UNLINK;

bool IsIgnoredDirectory(std::string_view name) { return name.starts_with('.') || name.starts_with("build"); }

bool IsSourceName(std::string_view name) {
  if (name.starts_with('.')) return false;  // hidden files, Emacs' .#name.cpp lock links
  const std::size_t dot = name.rfind('.');
  if (dot == std::string_view::npos || dot == 0) return false;
  const std::string_view extension = name.substr(dot);
  for (std::string_view source : {".cpp", ".hpp", ".h", ".inc", ".cc", ".cxx"}) {
    if (extension == source) return true;
  }
  return false;
}

std::string WithoutTrailingSlashes(std::string path) {
  while (path.size() > 1 && path.back() == '/') path.pop_back();
  return path;
}

// ---------------------------------------------------------------------------------------------------------
// FirstCompilerError's parsing.

// Drops CSI sequences (colours, ESC[K) and OSC sequences (GCC's hyperlinks), which ninja passes through.
std::string StripEscapes(std::string_view text) {
  std::string plain;
  plain.reserve(text.size());
  std::size_t i = 0;
  while (i < text.size()) {
    if (text[i] != '\x1b') {
      plain += text[i++];
      continue;
    }
    ++i;
    if (i >= text.size()) break;
    if (text[i] == '[') {
      ++i;
      while (i < text.size() && static_cast<unsigned char>(text[i]) >= 0x20 &&
             static_cast<unsigned char>(text[i]) < 0x40) {
        ++i;
      }
      if (i < text.size()) ++i;  // the final byte
    } else if (text[i] == ']') {
      ++i;
      while (i < text.size() && text[i] != '\a' && !(text[i] == '\x1b' && i + 1 < text.size() && text[i + 1] == '\\')) {
        ++i;
      }
      if (i < text.size()) i += text[i] == '\a' ? 1u : 2u;
    } else {
      ++i;  // a two-byte sequence
    }
  }
  return plain;
}

std::string_view Trim(std::string_view text) {
  const std::size_t first = text.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {};
  const std::size_t last = text.find_last_not_of(" \t");
  return text.substr(first, last - first + 1);
}

// A positive decimal number, nothing else.
std::optional<int> Number(std::string_view text) {
  int value = 0;
  if (text.empty()) return std::nullopt;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || value <= 0) return std::nullopt;
  return value;
}

// "file:line:column" or "file:line" (GCC with -fno-show-column); paths hold no colon.
bool ParseLocation(std::string_view location, CompilerError& error) {
  const std::size_t last = location.rfind(':');
  if (last == std::string_view::npos) return false;
  const std::optional<int> last_number = Number(location.substr(last + 1));
  if (!last_number) return false;
  std::string_view file = location.substr(0, last);
  const std::size_t before = file.rfind(':');
  std::optional<int> line_number;
  if (before != std::string_view::npos) line_number = Number(file.substr(before + 1));
  if (line_number) {
    error.line = *line_number;
    error.column = *last_number;
    file = file.substr(0, before);
  } else {
    error.line = *last_number;
  }
  if (file.empty() || file.front() == ' ') return false;
  error.file = file;
  return true;
}

// A linker's name as it starts its lines: /usr/bin/ld, ld.gold, ld.lld, x86_64-linux-gnu-ld, mold.
bool IsLinkerName(std::string_view program) {
  if (program.find(':') != std::string_view::npos) return false;  // "src/fold-ld.cpp:12" is a location
  const std::size_t slash = program.rfind('/');
  if (slash != std::string_view::npos) program.remove_prefix(slash + 1);
  const std::size_t dash = program.rfind('-');
  if (dash != std::string_view::npos) program.remove_prefix(dash + 1);
  for (std::string_view linker : {"ld", "ld.bfd", "ld.gold", "ld.lld", "lld", "mold"}) {
    if (program == linker) return true;
  }
  return false;
}

// The linker's name in "/usr/bin/ld: rest" (without its directory), or empty; rest is what follows.
std::string_view LinkerPrefix(std::string_view line, std::string_view& rest) {
  const std::size_t colon = line.find(": ");
  if (colon == std::string_view::npos) return {};
  const std::string_view program = line.substr(0, colon);
  if (program.find(' ') != std::string_view::npos || !IsLinkerName(program)) return {};
  rest = line.substr(colon + 2);
  const std::size_t slash = program.rfind('/');
  return slash == std::string_view::npos ? program : program.substr(slash + 1);
}

// "src.cpp:12" or "src.cpp:(.text+0x1a)" or "lib.a(obj.o):src.cpp:(.text+0x1a)" before an undefined
// reference: the source file and its line where ld knows them.
void ParseLinkerLocation(std::string_view location, CompilerError& error) {
  const std::size_t last = location.rfind(':');
  if (last == std::string_view::npos) return;
  std::string_view file = location.substr(0, last);
  const std::string_view tail = location.substr(last + 1);
  if (const std::optional<int> line = Number(tail)) {
    error.line = *line;
  } else if (!tail.starts_with('(')) {
    return;
  }
  const std::size_t colon = file.rfind(':');
  if (colon != std::string_view::npos) file.remove_prefix(colon + 1);
  error.file = file;
}

std::string Relativize(const std::string& file, std::string_view source_root, std::string_view build_dir) {
  fs::path path = fs::path(file).lexically_normal();
  // "../../collisions/x.cpp": the compiler's path, from the build folder (through the compiler cache); a linker's
  // "samples/x.cpp" (from the objects' line tables) is already from the source root.
  if (path.is_relative() && !build_dir.empty() && !path.empty() && *path.begin() == "..") {
    path = (fs::path(build_dir) / path).lexically_normal();
  }
  if (!source_root.empty() && path.is_absolute()) {
    fs::path root = fs::path(source_root).lexically_normal();
    if (!root.has_filename()) root = root.parent_path();  // "/src/" -> "/src"
    const fs::path relative = path.lexically_relative(root);
    if (!relative.empty() && *relative.begin() != ".." && relative != ".") return relative.string();
  }
  return path.string();
}

}  // namespace

// ---------------------------------------------------------------------------------------------------------
// SourceWatcher

SourceWatcher::~SourceWatcher() { Close(); }

void SourceWatcher::Close() {
  if (fd_ >= 0) ::close(fd_);
  fd_ = -1;
  roots_.clear();
  directories_.clear();
}

bool SourceWatcher::Start(const std::vector<std::string>& directories, std::string& error) {
  Close();
  fd_ = ::inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
  if (fd_ < 0) {
    error = errno == EMFILE
                ? "cannot watch the sources: too many inotify instances (raise fs.inotify.max_user_instances)"
                : fmt::format("cannot watch the sources: {}", std::strerror(errno));
    return false;
  }
  for (const std::string& given : directories) {
    const std::string directory = WithoutTrailingSlashes(given);
    std::error_code status_error;
    if (!fs::is_directory(directory, status_error)) {
      error = fmt::format("cannot watch '{}': no such directory", directory);
      Close();
      return false;
    }
    roots_.push_back(directory);
    if (!AddTree(directory, &error, nullptr)) {
      Close();
      return false;
    }
  }
  return true;
}

int SourceWatcher::AddWatch(const std::string& directory, std::string* error) {
  const int wd = ::inotify_add_watch(fd_, directory.c_str(), kWatchMask);
  if (wd < 0) {
    const int number = errno;
    if (error != nullptr) {
      *error =
          number == ENOSPC
              ? fmt::format("cannot watch '{}': out of inotify watches (raise fs.inotify.max_user_watches)", directory)
              : fmt::format("cannot watch '{}': {}", directory, std::strerror(number));
    }
    return number;
  }
  directories_[wd] = directory;  // a directory moved within the tree keeps its wd: this renames it
  return 0;
}

bool SourceWatcher::AddTree(const std::string& directory, std::string* error, std::string* found_source) {
  if (AddWatch(directory, error) != 0) return false;
  std::error_code iteration_error;
  fs::recursive_directory_iterator it(directory, fs::directory_options::skip_permission_denied, iteration_error);
  for (; !iteration_error && it != fs::recursive_directory_iterator(); it.increment(iteration_error)) {
    std::error_code type_error;
    const fs::file_status status = it->symlink_status(type_error);
    const std::string name = it->path().filename().string();
    if (fs::is_directory(status)) {
      if (IsIgnoredDirectory(name)) {
        it.disable_recursion_pending();
        continue;
      }
      // A subdirectory the watcher may not read (or that has just gone) is skipped, as the iterator skips it;
      // anything else, such as running out of watches, fails Start.
      const int watch_error = AddWatch(it->path().string(), error);
      if (watch_error != 0 && watch_error != EACCES && watch_error != ENOENT && error != nullptr) return false;
    } else if (found_source != nullptr && found_source->empty() && IsSourceName(name)) {
      *found_source = it->path().string();
    }
  }
  // At Start, a tree that cannot be read fails; later, a directory removed while being scanned is no matter.
  if (iteration_error && error != nullptr) {
    *error = fmt::format("cannot read '{}': {}", directory, iteration_error.message());
    return false;
  }
  return true;
}

void SourceWatcher::RemoveTree(const std::string& directory) {
  const std::string below = directory + "/";
  for (auto it = directories_.begin(); it != directories_.end();) {
    if (it->second == directory || it->second.starts_with(below)) {
      ::inotify_rm_watch(fd_, it->first);
      it = directories_.erase(it);
    } else {
      ++it;
    }
  }
}

bool SourceWatcher::TakeChanges(std::string* changed_path) {
  if (fd_ < 0) return false;
  bool changed = false;
  alignas(inotify_event) char buffer[16 * 1024];
  while (true) {
    const ssize_t size = ::read(fd_, buffer, sizeof buffer);
    if (size < 0 && errno == EINTR) continue;
    if (size <= 0) break;  // EAGAIN: nothing more waiting
    std::size_t offset = 0;
    while (offset + sizeof(inotify_event) <= static_cast<std::size_t>(size)) {
      inotify_event event;
      std::memcpy(&event, buffer + offset, sizeof event);
      const char* name_start = buffer + offset + sizeof(inotify_event);
      const std::string name(name_start, ::strnlen(name_start, event.len));
      offset += sizeof(inotify_event) + event.len;

      if ((event.mask & IN_Q_OVERFLOW) != 0) {
        // Events were lost, maybe a new directory's: count it a change and look at the whole tree again.
        changed = true;
        if (changed_path != nullptr) changed_path->clear();
        for (const std::string& root : roots_) AddTree(root, nullptr, nullptr);
        continue;
      }
      if ((event.mask & IN_IGNORED) != 0) {
        directories_.erase(event.wd);
        continue;
      }
      const auto directory = directories_.find(event.wd);
      if (directory == directories_.end() || name.empty()) continue;  // a watch already removed
      const std::string path = directory->second + "/" + name;
      if ((event.mask & IN_ISDIR) != 0) {
        if (IsIgnoredDirectory(name)) continue;
        if ((event.mask & (IN_CREATE | IN_MOVED_TO)) != 0) {
          std::string found_source;
          AddTree(path, nullptr, &found_source);
          if (!found_source.empty()) {
            changed = true;
            if (changed_path != nullptr) *changed_path = found_source;
          }
        } else if ((event.mask & IN_MOVED_FROM) != 0) {
          RemoveTree(path);  // moved out of the tree, or to where IN_MOVED_TO adds it again
        }
      } else if (IsSourceName(name)) {
        changed = true;
        if (changed_path != nullptr) *changed_path = path;
      }
    }
  }
  return changed;
}

// ---------------------------------------------------------------------------------------------------------
// BuildProcess

namespace {

constexpr auto kKillGrace = std::chrono::seconds(2);

int ExitStatusOf(int status) {
  if (WIFEXITED(status)) return WEXITSTATUS(status);
  if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
  return -1;
}

int MillisecondsUntil(Clock::time_point deadline) {
  const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now()).count();
  return left <= 0 ? 0 : static_cast<int>(std::min<long long>(left, 60'000));
}

}  // namespace

BuildProcess::~BuildProcess() {
  if (running_) {
    Kill();
    if (!Wait(kKillGrace)) {
      ::kill(-pid_, SIGKILL);
      int status = 0;
      while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
      }
    }
  }
  CloseFds();
}

void BuildProcess::CloseFds() {
  if (output_fd_ >= 0) ::close(output_fd_);
  if (pid_fd_ >= 0) ::close(pid_fd_);
  output_fd_ = -1;
  pid_fd_ = -1;
}

bool BuildProcess::Start(const std::vector<std::string>& argv, std::string& error,
                         const std::string& working_directory) {
  if (running_) {
    error = "the previous build is still running";
    return false;
  }
  if (argv.empty()) {
    error = "no build command";
    return false;
  }
  CloseFds();
  output_.clear();
  exit_status_ = -1;
  kill_deadline_.reset();
  std::error_code status_error;
  if (!working_directory.empty() && !fs::is_directory(working_directory, status_error)) {
    error = fmt::format("cannot run '{}' in '{}': no such directory", argv[0], working_directory);
    return false;
  }

  // Close-on-exec on both ends, so builds started by other threads do not inherit them; the child's dup2 onto
  // 1 and 2 clears the flag on its copies. Only the read end is non-blocking: the compilers' writes must block.
  int pipe_fds[2];
  if (::pipe2(pipe_fds, O_CLOEXEC) != 0) {
    error = fmt::format("cannot run '{}': {}", argv[0], std::strerror(errno));
    return false;
  }
  ::fcntl(pipe_fds[0], F_SETFL, ::fcntl(pipe_fds[0], F_GETFL) | O_NONBLOCK);

  pid_t pid = -1;
  SpawnOptions options;
  options.dup2s = {{pipe_fds[1], STDOUT_FILENO}, {pipe_fds[1], STDERR_FILENO}};
  options.stdin_from_null = true;
  options.working_directory = working_directory;
  const int result = SpawnInOwnGroup(argv, options, pid);
  ::close(pipe_fds[1]);
  if (result != 0) {
    ::close(pipe_fds[0]);
    error = fmt::format("cannot run '{}': {}", argv[0], std::strerror(result));
    return false;
  }
  pid_ = pid;
  output_fd_ = pipe_fds[0];
  // A syscall: glibc 2.36's <sys/pidfd.h> lacks extern "C". -1 on kernels before 5.3, and Wait() then wakes up
  // every few milliseconds.
  pid_fd_ = static_cast<int>(::syscall(SYS_pidfd_open, pid, 0u));
  running_ = true;
  return true;
}

void BuildProcess::ReadOutput() {
  char buffer[64 * 1024];
  while (output_fd_ >= 0) {
    const ssize_t size = ::read(output_fd_, buffer, sizeof buffer);
    if (size > 0) {
      output_.append(buffer, static_cast<std::size_t>(size));
    } else if (size < 0 && errno == EINTR) {
      continue;
    } else if (size < 0 && errno == EAGAIN) {
      break;
    } else {  // the end: every writer has closed it (or an error)
      ::close(output_fd_);
      output_fd_ = -1;
    }
  }
}

bool BuildProcess::Reap() {
  int status = 0;
  pid_t result;
  do {
    result = ::waitpid(pid_, &status, WNOHANG);
  } while (result < 0 && errno == EINTR);
  if (result == 0) return false;
  // result < 0: someone else reaped it (SIGCHLD ignored), its status is lost.
  exit_status_ = result == pid_ ? ExitStatusOf(status) : -1;
  running_ = false;
  kill_deadline_.reset();
  return true;
}

bool BuildProcess::Poll() {
  if (!running_) return false;
  ReadOutput();
  if (Reap()) {
    // What it wrote before it ended is in the pipe now. A background process it left may still hold the pipe
    // open; its later output is not waited for.
    ReadOutput();
    CloseFds();
    return false;
  }
  if (kill_deadline_ && Clock::now() >= *kill_deadline_) {
    ::kill(-pid_, SIGKILL);
    kill_deadline_.reset();
  }
  return true;
}

void BuildProcess::Kill() {
  if (!running_) return;
  ::kill(-pid_, SIGTERM);
  if (!kill_deadline_) kill_deadline_ = Clock::now() + kKillGrace;
}

bool BuildProcess::Wait(std::chrono::milliseconds timeout) {
  const Clock::time_point deadline = Clock::now() + timeout;
  while (Poll()) {
    Clock::time_point wake = deadline;
    if (kill_deadline_ && *kill_deadline_ < wake) wake = *kill_deadline_;
    int wait_ms = MillisecondsUntil(wake);
    if (Clock::now() >= deadline) return false;
    pollfd fds[2] = {{output_fd_, POLLIN, 0}, {pid_fd_, POLLIN, 0}};
    if (pid_fd_ < 0) wait_ms = std::min(wait_ms, 10);  // nothing tells of the child's end: look again soon
    ::poll(fds, 2, wait_ms);
  }
  return true;
}

// ---------------------------------------------------------------------------------------------------------
// FirstCompilerError

std::string CompilerError::Text() const {
  if (file.empty()) return message;
  std::string location = file;
  if (line > 0) location += fmt::format(":{}", line);
  if (line > 0 && column > 0) location += fmt::format(":{}", column);
  return fmt::format("{}: error: {}", location, message);
}

std::optional<CompilerError> FirstCompilerError(std::string_view build_output, std::string_view source_root,
                                                std::string_view build_dir) {
  const std::string output = StripEscapes(build_output);
  // In order of preference; the first of each kind is kept.
  std::optional<CompilerError> linker, linker_summary, tool, failed;

  std::size_t start = 0;
  while (start < output.size()) {
    // Ninja's progress lines on a terminal end in '\r' rather than '\n'.
    std::size_t end = output.find_first_of("\r\n", start);
    if (end == std::string::npos) end = output.size();
    const std::string_view line = Trim(std::string_view(output).substr(start, end - start));
    start = end + 1;
    if (line.empty()) continue;

    // The compiler's "file:line:column: error: message".
    std::size_t marker = line.find(": error:");
    std::size_t marker_size = std::strlen(": error:");
    const std::size_t fatal = line.find(": fatal error:");
    if (fatal != std::string_view::npos && fatal < marker) {
      marker = fatal;
      marker_size = std::strlen(": fatal error:");
    }
    if (marker != std::string_view::npos) {
      CompilerError error;
      if (ParseLocation(line.substr(0, marker), error)) {
        error.message = Trim(line.substr(marker + marker_size));
        error.file = Relativize(error.file, source_root, build_dir);
        return error;
      }
    }

    // The linker: "src.cpp:12: undefined reference to `f()'", "ld: cannot find -lfoo", "ld.lld: error: ...".
    if (!linker) {
      std::string_view rest = line;
      const std::string_view program = LinkerPrefix(line, rest);
      std::size_t keyword = std::string_view::npos;
      for (std::string_view phrase : {"undefined reference to", "multiple definition of"}) {
        keyword = std::min(keyword, rest.find(phrase));
      }
      if (keyword != std::string_view::npos) {
        CompilerError error;
        error.message = rest.substr(keyword);
        std::string_view location = Trim(rest.substr(0, keyword));
        if (location.ends_with(':')) location.remove_suffix(1);
        ParseLinkerLocation(location, error);
        if (!error.file.empty()) error.file = Relativize(error.file, source_root, build_dir);
        linker = error;
      } else if (!program.empty() &&
                 (rest.find("error:") != std::string_view::npos || rest.starts_with("cannot find") ||
                  rest.find("undefined symbol") != std::string_view::npos || rest.starts_with("final link failed"))) {
        linker = CompilerError{.file = {}, .line = 0, .column = 0, .message = fmt::format("{}: {}", program, rest)};
      }
    }
    // A program's own error: "cc1plus: error: ...", "g++: fatal error: Killed signal terminated program
    // cc1plus", "ninja: error: ...", and the linker's summary, "collect2: error: ld returned 1 exit status".
    const std::string_view program = marker == std::string_view::npos ? std::string_view() : line.substr(0, marker);
    if (!program.empty() && program.find_first_of(" :") == std::string_view::npos) {
      const bool summary = program == "collect2" || line.find("linker command failed") != std::string_view::npos;
      std::optional<CompilerError>& kind = summary ? linker_summary : tool;
      if (!kind) kind = CompilerError{.file = {}, .line = 0, .column = 0, .message = std::string(line)};
    }
    if (!failed && line.starts_with("FAILED: ")) {
      failed = CompilerError{.file = {}, .line = 0, .column = 0, .message = std::string(line)};
    }
  }
  for (const std::optional<CompilerError>* found : {&linker, &linker_summary, &tool, &failed}) {
    if (*found) return *found;
  }
  return std::nullopt;
}

}  // namespace lab
