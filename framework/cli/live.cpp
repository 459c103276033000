#include "framework/cli/live.hpp"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <dlfcn.h>
#include <filesystem>
#include <optional>
#include <poll.h>
#include <signal.h>
#include <unistd.h>
#include <utility>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "framework/cli/launcher.hpp"
#include "framework/harness/assignment.hpp"
#include "framework/harness/model_option.hpp"
#include "framework/harness/watch.hpp"
#include "framework/io/build_info.hpp"
#include "framework/io/log.hpp"
#include "framework/window/hosts.hpp"
#include "framework/window/ui_state.hpp"

namespace lab {
namespace {

using Clock = std::chrono::steady_clock;

// An editor's save is several file-system events (a temporary file, a rename, attributes): the build starts
// once the sources have been quiet this long, so one save is one build.
constexpr auto kQuietPeriod = std::chrono::milliseconds(60);

double SecondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

volatile std::sig_atomic_t g_stop_requested = 0;

// Removes the copies left by a watch that was killed outright (SIGKILL, a crash): their directories carry
// the process id, and that process is gone.
void RemoveStaleCopies(const std::filesystem::path& temporary) {
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(temporary, error)) {
    const std::string name = entry.path().filename().string();
    int pid = 0;
    if (std::sscanf(name.c_str(), "collision-lab-live-%d-", &pid) != 1 || pid <= 0) continue;
    if (::kill(pid, 0) != 0 && errno == ESRCH) std::filesystem::remove_all(entry.path(), error);
  }
}

// The samples' library, loaded from a fresh copy each time: the build may then overwrite the file it
// wrote, and dlopen loads the new code instead of handing back the library it already has.
class LoadedCode {
 public:
  LoadedCode() {
    RemoveStaleCopies(std::filesystem::temp_directory_path());
    std::string pattern =
        (std::filesystem::temp_directory_path() / fmt::format("collision-lab-live-{}-XXXXXX", ::getpid())).string();
    if (::mkdtemp(pattern.data()) != nullptr) directory_ = pattern;
  }
  ~LoadedCode() {
    // The code stays loaded until the process ends (static destructors may still run in it); only the
    // copies go.
    std::error_code ignored;
    if (!directory_.empty()) std::filesystem::remove_all(directory_, ignored);
  }
  LoadedCode(const LoadedCode&) = delete;
  LoadedCode& operator=(const LoadedCode&) = delete;

  // Loads a copy of path. On success its samples have replaced the previous code's, which is closed; on
  // failure the previous code's samples are registered again and error says why.
  bool Load(const std::string& path, std::string& error) {
    if (directory_.empty()) {
      error = "could not make a temporary directory for the loaded code";
      return false;
    }
    const std::string copy = fmt::format("{}/code-{}.so", directory_, ++generation_);
    std::error_code copy_error;
    std::filesystem::copy_file(path, copy, std::filesystem::copy_options::overwrite_existing, copy_error);
    if (copy_error) {
      error = fmt::format("could not copy {}: {}", path, copy_error.message());
      return false;
    }
    std::vector<SampleInfo> previous = ForgetSamples();
    // RTLD_LOCAL: the new code binds to its own functions, not to the previous copy's (which glibc may keep
    // mapped); the framework's come from this program, which exports them.
    void* next = ::dlopen(copy.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (next == nullptr) {
      const char* reason = ::dlerror();
      error = fmt::format("could not load the rebuilt code: {}", reason != nullptr ? reason : "unknown error");
      ForgetSamples();
      RestoreSamples(std::move(previous));
      std::filesystem::remove(copy, copy_error);
      return false;
    }
    previous.clear();  // their std::functions live in the previous code: destroy them before closing it
    if (handle_ != nullptr) {
      ::dlclose(handle_);
      std::filesystem::remove(copy_path_, copy_error);
    }
    handle_ = next;
    copy_path_ = copy;
    // The code registered its samples again: a hand-out's assignment that leaves some out leaves them out anew.
    return KeepAssignedSamples("", error);
  }
  // The copy loaded now (the window's background checks load it too).
  const std::string& Path() const { return copy_path_; }

 private:
  std::string directory_;
  std::string copy_path_;
  void* handle_ = nullptr;
  int generation_ = 0;
};

// Watching, building and loading, shared by the window and the terminal.
class LiveSession {
 public:
  explicit LiveSession(const LiveOptions& options) : options_(options) {}

  bool Start(std::string& error) {
    if (!code_.Load(options_.module_path, error)) return false;
    return watcher_.Start(options_.watched, error);
  }
  int WatcherFd() const { return watcher_.Fd(); }

  // What one step found.
  enum class Event { kNone, kBuilding, kBuilt, kFailed };

  // Non-blocking: takes file events, starts a build once the sources are quiet, and reports its end.
  Event Step() {
    std::string path;
    if (watcher_.TakeChanges(&path)) {
      if (!first_change_) first_change_ = Clock::now();
      last_change_ = Clock::now();
      changed_path_ = path;
      if (building_ && !superseded_) {
        build_.Kill();  // a newer save: this build's result no longer matters
        superseded_ = true;
      }
    }
    if (building_ && !build_.Poll()) {
      building_ = false;
      if (std::exchange(superseded_, false)) {
        // Killed for a newer save, whose build starts below once the sources are quiet.
      } else if (build_.ExitStatus() == 0) {
        return Event::kBuilt;  // the caller lets go of the old code, then calls LoadBuiltCode
      } else {
        const std::optional<CompilerError> first =
            FirstCompilerError(build_.Output(), options_.source_root, options_.build_dir);
        error_ = first ? first->Text() : fmt::format("the build failed (exit status {})", build_.ExitStatus());
        return Event::kFailed;
      }
    }
    if (last_change_ && !building_ && Clock::now() - *last_change_ >= kQuietPeriod) {
      last_change_.reset();
      std::string error;
      if (!build_.Start(options_.build_command, error)) {
        error_ = error;
        return Event::kFailed;
      }
      building_ = true;
      log::Dim(fmt::format("{} changed: rebuilding", Relative(changed_path_)));
      return Event::kBuilding;
    }
    return Event::kNone;
  }

  // Swaps the built library in. Everything that points into the old code (a sample, the registry's
  // entries) must be gone first. False, with Error(), when it cannot be loaded (the old code stays).
  bool LoadBuiltCode() { return code_.Load(options_.module_path, error_); }
  const std::string& CodePath() const { return code_.Path(); }

  const std::string& Error() const { return error_; }
  // Seconds from the first save this build answers to; resets it.
  double TakeSecondsSinceSave() {
    const double seconds = first_change_ ? SecondsSince(*first_change_) : 0.0;
    first_change_.reset();
    return seconds;
  }
  bool Building() const { return building_; }

 private:
  std::string Relative(const std::string& path) const {
    if (!options_.source_root.empty() && path.starts_with(options_.source_root + "/")) {
      return path.substr(options_.source_root.size() + 1);
    }
    return path;
  }

  const LiveOptions& options_;
  LoadedCode code_;
  SourceWatcher watcher_;
  BuildProcess build_;
  bool building_ = false;
  bool superseded_ = false;
  std::optional<Clock::time_point> first_change_, last_change_;
  std::string changed_path_;
  std::string error_;
};

int RunLiveWindow(const LiveOptions& options, LiveSession& session) {
  const SampleInfo* first = options.samples.empty() ? FindSample(LoadLastSample()) : FindSample(options.samples[0]);
  if (first == nullptr) first = &Samples().front();
  Lab lab(options.limits);
  lab.SetCodePath(session.CodePath());
  lab.SetBenchReference(options.against);
  lab.Select(static_cast<std::size_t>(first - Samples().data()));
  lab.StartBackgroundChecks(first);
  bool awaiting_verdict = false;
  double seconds_to_build = 0.0;
  Clock::time_point reloaded_at;
  LabWindowOptions window;
  if (const char* state = std::getenv("LAB_UI_STATE")) window.after_frame = UiStateWriter(state);
  window.each_frame = [&](Lab& current, LabUi& ui) {
    if (g_stop_requested != 0) ui.quit_requested = true;
    switch (session.Step()) {
      case LiveSession::Event::kBuilding: ui.build_status = "building..."; break;
      case LiveSession::Event::kBuilt:
        seconds_to_build = session.TakeSecondsSinceSave();
        reloaded_at = Clock::now();
        current.ReleaseCode();  // before the old code goes: the sample's destructor is in it
        if (session.LoadBuiltCode()) {
          current.SetCodePath(session.CodePath());
          ui.build_error.clear();
          ui.build_status = "reloaded; checking...";
          awaiting_verdict = true;
        } else {
          ui.build_error = session.Error();
          ui.build_status = "could not load";
          log::Write(stderr, log::Style::kFail, session.Error() + "\n");
        }
        current.AdoptCode();
        break;
      case LiveSession::Event::kFailed:
        session.TakeSecondsSinceSave();
        ui.build_error = session.Error();
        ui.build_status = "build failed";
        log::Write(stderr, log::Style::kFail, session.Error() + "\n");
        log::Info("the last good code keeps running");
        break;
      case LiveSession::Event::kNone: break;
    }
    ui.building = session.Building();
    if (awaiting_verdict && current.Current().verdict != Lab::Verdict::kPending) {
      awaiting_verdict = false;
      const Lab::Entry& entry = current.Current();
      const double total = seconds_to_build + SecondsSince(reloaded_at);
      const std::string verdict = entry.verdict != Lab::Verdict::kCrashed
                                      ? fmt::format("{} of {} cases pass", entry.passed, entry.total)
                                  : entry.crash_lines.empty() ? std::string("CRASHED")
                                                              : entry.crash_lines.front();
      ui.build_status = fmt::format("reloaded {:.1f} s after the save", total);
      log::Info(fmt::format("reloaded: {}: {} ({:.2f} s after the save)", entry.info->name, verdict, total));
    }
  };
  std::string error;
  if (!RunLabWindow(lab, window, error)) {
    log::Error(error);
    return kExitGraphics;
  }
  return kExitOk;
}

int RunLiveTerminal(const LiveOptions& options, LiveSession& session) {
  log::Info(fmt::format("watching {} for changes (Ctrl+C stops)", fmt::join(options.watched, " and ")));
  CheckOptions checks;
  checks.limits = options.limits;
  RunChecks(options.samples, checks);
  while (g_stop_requested == 0) {
    // Sleeps in poll() until a file changes, or for the short steps of the quiet period and of a build.
    pollfd watched{.fd = session.WatcherFd(), .events = POLLIN, .revents = 0};
    ::poll(&watched, 1, session.Building() ? 20 : 50);
    switch (session.Step()) {
      case LiveSession::Event::kBuilt: {
        const double seconds = session.TakeSecondsSinceSave();
        if (!session.LoadBuiltCode()) {
          log::Write(stderr, log::Style::kFail, session.Error() + "\n");
          break;
        }
        const Clock::time_point checks_start = Clock::now();
        fmt::print("\n");
        RunChecks(options.samples, checks);
        log::Info(fmt::format("verdict {:.2f} s after the save", seconds + SecondsSince(checks_start)));
        break;
      }
      case LiveSession::Event::kFailed:
        session.TakeSecondsSinceSave();
        fmt::print("\n");
        log::Write(stderr, log::Style::kFail, session.Error() + "\n");
        log::Info("the build failed; the last good code is kept (save again to retry)");
        break;
      default: break;
    }
    std::fflush(stdout);
  }
  return kExitOk;
}

std::string ProgramDirectory() {
  std::error_code error;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
  return error ? std::string(".") : self.parent_path().string();
}

}  // namespace

int RunLive(const LiveOptions& options) {
  SetCrashHint("Fix the function and save: watch rebuilds and tries again.");
  // Ctrl+C, a closed terminal or a kill end the loop instead of the process, so the build is stopped and
  // the library's copies are removed on the way out.
  struct sigaction stop = {};
  stop.sa_handler = [](int) { g_stop_requested = 1; };
  for (const int signal_number : {SIGINT, SIGTERM, SIGHUP}) ::sigaction(signal_number, &stop, nullptr);
  LiveSession session(options);
  std::string error;
  if (!session.Start(error)) {
    log::Error(error);
    return kExitUsage;
  }
  for (const std::string& name : options.samples) {
    if (FindSample(name) == nullptr) {
      log::Error(UnknownSampleMessage(name));
      return kExitUsage;
    }
  }
  // Read once the code (which holds the OBJ reader) is loaded; each reload reads it again.
  if (!options.model_path.empty() && !SetUserModel(options.model_path, error)) {
    log::Error(error);
    return kExitUsage;
  }
  if (!options.model_path.empty() && options.samples.empty()) {
    LiveOptions on_the_model = options;  // the samples that show the model: the window opens on the first
    on_the_model.samples = ModelSampleNames();
    return on_the_model.window ? RunLiveWindow(on_the_model, session) : RunLiveTerminal(on_the_model, session);
  }
  return options.window ? RunLiveWindow(options, session) : RunLiveTerminal(options, session);
}

int RunLiveLauncher(int argc, char** argv) {
  CLI::App cli(
      "collision-lab-live: the window (or, with no display, the terminal) stays open while you edit;\n"
      "each save under collisions/ or samples/ rebuilds the code and reloads it. ./lab.sh watch runs it.");
  LiveOptions options;
  std::string build_dir = ProgramDirectory();
  std::string source_dir = build_info::SourceDir();
  double timeout_seconds = DefaultTimeoutSeconds();
  bool terminal = false;
  cli.add_option("sample", options.samples, "The sample(s) to open (the window) or check (the terminal)");
  cli.add_option("--build-dir", build_dir, "The build directory holding the samples' library")->capture_default_str();
  cli.add_option("--source-dir", source_dir, "The source tree to watch")->capture_default_str();
  cli.add_option("--timeout", timeout_seconds, "Seconds a sample's checks may take")
      ->capture_default_str()
      ->check(CLI::Range(0.1, 86400.0));
  cli.add_option("--model", options.model_path, "Run the model samples on this OBJ file instead of knot.obj");
  cli.add_option("--against", options.against,
                 "The reference the window's Performance panel sets beside your figures: another build's\n"
                 "collision-lab, or a file collision-lab --bench --save-figures wrote")
      ->check(CLI::ExistingFile);
  cli.add_flag("--terminal", terminal, "Print verdicts in the terminal even when a display is available");
  try {
    cli.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int code = cli.exit(e);
    return code == 0 ? kExitOk : kExitUsage;
  }
  options.module_path = build_dir + "/" + LAB_LIVE_MODULE_NAME;
  options.build_dir = std::filesystem::weakly_canonical(build_dir).string();
  options.source_root = std::filesystem::weakly_canonical(source_dir).string();
  options.watched = {options.source_root + "/collisions", options.source_root + "/samples"};
  // LC_ALL=C: the compiler's quotes in plain ASCII, which the window's font has. flock: one build at a time in the
  // tree, with ./lab.sh's (run or student from another terminal; ninja keeps no lock of its own).
  const std::string lock = build_dir + "/.lab-build.lock";
  options.build_command = {
      "flock", lock, "env", "LC_ALL=C", "cmake", "--build", build_dir, "--target", LAB_LIVE_MODULE_TARGET};
  options.limits.timeout = std::chrono::milliseconds(static_cast<long long>(timeout_seconds * 1000.0));
  if (!options.against.empty()) options.against = std::filesystem::absolute(options.against).string();
  options.window = !terminal && DisplayAvailable();
  return RunLive(options);
}

}  // namespace lab
