#include "framework/harness/bench.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <optional>
#include <poll.h>
#include <random>
#include <signal.h>
#include <sstream>
#include <unistd.h>

#include <fmt/format.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include "collisions/stubs.hpp"
#include "framework/harness/program.hpp"
#include "framework/io/build_info.hpp"
#include "framework/io/log.hpp"
#include "framework/io/spawn.hpp"
#include "framework/io/text.hpp"
#include "framework/sample/calls.hpp"
#include "framework/sample/frame.hpp"
#include "framework/sample/loading.hpp"
#include "framework/sample/registry.hpp"

namespace lab::bench {

std::string DescribeStatus(int status) {
  if (WIFSIGNALED(status)) {
    const int number = WTERMSIG(status);
    return fmt::format("{} ({})",
                       sigabbrev_np(number) != nullptr ? fmt::format("SIG{}", sigabbrev_np(number)) : "signal",
                       sigdescr_np(number) != nullptr ? sigdescr_np(number) : "?");
  }
  return fmt::format("exit status {}", WEXITSTATUS(status));
}

namespace {

using Clock = std::chrono::steady_clock;

// How long one timed batch runs at least, and how many are timed (their median is the figure). Batches of at
// least a millisecond keep the clock's own cost and its resolution out of nanosecond figures.
constexpr double kMinBatchSeconds = 2e-3;
constexpr int kBatches = 7;
// Random cases per function: enough to leave the caches' favourites behind, few enough to prepare quickly;
// fewer (down to kFewestRandomCases) for a function so slow that they would take over kRandomBatchSeconds.
constexpr int kRandomCases = 4096;
constexpr int kFewestRandomCases = 16;
constexpr double kRandomBatchSeconds = 0.05;
constexpr std::uint32_t kRandomSeed = 20201124;

// Median nanoseconds per call of `batch`, which makes `calls` calls.
double NanosecondsPerCall(const std::function<void()>& batch, std::size_t calls) {
  batch();  // warm the caches and the branch predictors
  const auto start = Clock::now();
  batch();
  const double once = std::chrono::duration<double>(Clock::now() - start).count();
  const int repeats = std::max(1, static_cast<int>(std::ceil(kMinBatchSeconds / std::max(once, 1e-9))));
  std::array<double, kBatches> seconds{};
  for (double& each : seconds) {
    const auto begin = Clock::now();
    for (int i = 0; i < repeats; ++i) batch();
    each = std::chrono::duration<double>(Clock::now() - begin).count();
  }
  std::nth_element(seconds.begin(), seconds.begin() + kBatches / 2, seconds.end());
  return seconds[kBatches / 2] * 1e9 / (static_cast<double>(repeats) * static_cast<double>(calls));
}

// A fixed piece of work, the same in every build (it is the framework's, compiled alike in all): the time it
// takes here against where figures were saved scales those figures to this machine. Its speed in one process
// came out bimodal (3.2 or 5.5 ns on the same machine, process to process: where its data lands), so it runs on
// a few fresh copies of the data, and the fastest counts: noise only ever adds time.
double CalibrationNanoseconds() {
  constexpr int kCopies = 5;
  std::mt19937 engine(7);
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  std::vector<std::array<float, 9>> data(1024);
  for (auto& ray : data) {
    for (float& value : ray) value = uniform(engine);
  }
  double fastest = INFINITY;
  std::vector<std::vector<std::array<float, 9>>> copies;  // each kept alive, so that the next lands elsewhere
  for (int copy = 0; copy < kCopies; ++copy) {
    const std::vector<std::array<float, 9>>& rays = copies.emplace_back(data);
    fastest = std::min(fastest, NanosecondsPerCall(
                                    [&rays] {
                                      int hits = 0;
                                      for (const auto& r : rays) {  // a slab test of a ray against [-0.5, 0.5]^3
                                        float enter = 0.0f, exit = 1e30f;
                                        for (int axis = 0; axis < 3; ++axis) {
                                          const float inverse = 1.0f / r[3 + axis];
                                          float near = (-0.5f - r[axis]) * inverse, far = (0.5f - r[axis]) * inverse;
                                          if (near > far) std::swap(near, far);
                                          enter = std::max(enter, near);
                                          exit = std::min(exit, far);
                                        }
                                        hits += enter <= exit ? 1 : 0;
                                      }
                                      KeepResult(hits);
                                    },
                                    rays.size()));
  }
  return fastest;
}

// One function's figures in one sample.
struct Figure {
  std::string sample;
  std::string label;
  double own_ns = NAN;
  int own_calls = 0;
  double random_ns = NAN;  // NaN: no shape argument to draw at random
  int random_cases = 0;
  std::string stub;  // the stub it reached, in a student build: its figures mean nothing
};

struct Figures {
  double calibration_ns = NAN;
  std::vector<Figure> figures;
  const Figure* Find(std::string_view sample, std::string_view label) const {
    for (const Figure& figure : figures) {
      if (figure.sample == sample && figure.label == label) return &figure;
    }
    return nullptr;
  }
};

// The whole text as a number (std::stod would take "0.5xyz" for 0.5); throws when it is not one.
double Number(const std::string& text) {
  std::size_t used = 0;
  const double value = std::stod(text, &used);
  if (used != text.size()) throw std::invalid_argument(text);
  return value;
}

// A figure from its fields: "figure", sample, label, own ns, own calls, random ns, random cases, stub. Times are
// positive (random data's is NaN when there was none to draw).
Figure FigureFrom(const std::vector<std::string>& fields) {
  Figure figure{.sample = fields[1],
                .label = fields[2],
                .own_ns = Number(fields[3]),
                .own_calls = static_cast<int>(Number(fields[4])),
                .random_ns = Number(fields[5]),
                .random_cases = static_cast<int>(Number(fields[6])),
                .stub = fields[7]};
  if (!(figure.own_ns > 0.0 && figure.own_ns < 1e15) ||
      !(std::isnan(figure.random_ns) || (figure.random_ns > 0.0 && figure.random_ns < 1e15))) {
    throw std::invalid_argument("not a time");
  }
  return figure;
}

constexpr std::string_view kFiguresHeader = "# collision-lab bench figures 1";

bool Save(const Figures& figures, const std::string& path) {
  std::ofstream out(path);
  out << kFiguresHeader << "\n" << fmt::format("calibration\t{}\n", figures.calibration_ns);
  for (const Figure& f : figures.figures) {
    out << fmt::format("figure\t{}\t{}\t{}\t{}\t{}\t{}\t{}\n", f.sample, f.label, f.own_ns, f.own_calls, f.random_ns,
                       f.random_cases, f.stub);
  }
  return static_cast<bool>(out.flush());
}

std::optional<Figures> Load(const std::string& path, std::string& error) {
  std::error_code ignored;
  if (!std::filesystem::exists(path, ignored)) {
    error = fmt::format("{}: no such file or program", path);
    return std::nullopt;
  }
  if (std::filesystem::is_directory(path, ignored)) {
    error = fmt::format("{}: a directory, not a figures file or a program", path);
    return std::nullopt;
  }
  std::ifstream in(path);
  std::string line;
  if (!in || !std::getline(in, line) || line != kFiguresHeader) {
    error = fmt::format("{}: not a figures file (--save-figures writes one)", path);
    return std::nullopt;
  }
  Figures figures;
  int number = 1;
  while (std::getline(in, line)) {
    ++number;
    const std::vector<std::string> fields = SplitTabs(line);
    try {
      if (fields.size() == 2 && fields[0] == "calibration") {
        figures.calibration_ns = Number(fields[1]);
        if (figures.calibration_ns > 0.0) continue;
      }
      if (fields.size() == 8 && fields[0] == "figure") {
        figures.figures.push_back(FigureFrom(fields));
        continue;
      }
    } catch (const std::exception&) {
    }
    error = fmt::format("{}:{}: not a line of figures", path, number);
    return std::nullopt;
  }
  return figures;
}

// ---- The child that times one sample: it records the sample's calls, times them and sends each figure.

void Send(int fd, const std::vector<std::string_view>& fields) { WriteAll(fd, EncodeRecord(fields)); }

// The recorded calls by label, in the order of their first call.
std::vector<std::pair<std::string, std::vector<const RecordedCall*>>> ByLabel(const std::vector<RecordedCall>& calls) {
  std::vector<std::pair<std::string, std::vector<const RecordedCall*>>> groups;
  for (const RecordedCall& call : calls) {
    const std::string label = Label(call);
    auto group = std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first == label; });
    if (group == groups.end()) group = groups.insert(groups.end(), {label, {}});
    group->second.push_back(&call);
  }
  return groups;
}

// At most this long for one pass over a function's own calls: a slow function's calls are thinned out evenly.
constexpr double kOwnPassSeconds = 0.05;

// The calls of a group to time: all of them, or an even selection when one pass would take too long.
std::vector<const RecordedCall*> Thinned(const std::vector<const RecordedCall*>& group) {
  const auto start = Clock::now();
  group.front()->again();
  const double one = std::max(std::chrono::duration<double>(Clock::now() - start).count(), 1e-9);
  const auto most = static_cast<std::size_t>(std::clamp(kOwnPassSeconds / one, 1.0, double(group.size())));
  if (most >= group.size()) return group;
  std::vector<const RecordedCall*> chosen;
  for (std::size_t i = 0; i < most; ++i) chosen.push_back(group[i * group.size() / most]);
  return chosen;
}

// Times each function the sample calls. `cases`: how many random cases each label gets when the reference's
// figures say (so that both builds time the same cases); otherwise as many as fit kRandomBatchSeconds.
void TimeCalls(const SampleInfo& info, const std::map<std::string, int>& cases_by_label, int fd) {
  std::vector<RecordedCall> calls;
  std::unique_ptr<LoadedSample> sample;
  {
    Recording recording;
    sample = LoadSample(info);
    ComposeFrame(*sample->app, info, sample->draw, glm::vec2(kDefaultWindowSize), HudOptions{});
    // Recording ends here: the calls made again below, and those their callbacks make, are not recorded.
    calls = recording.Finish();
  }
  const auto groups = ByLabel(calls);
  Send(fd, {"functions", std::to_string(groups.size())});
  for (const auto& [label, all] : groups) {
    Send(fd, {"start", label});
    Collisions::stubs::ForgetCalled();
    const std::vector<const RecordedCall*> group = Thinned(all);
    const auto own = [&group] {
      for (const RecordedCall* call : group) call->again();
    };
    own();
    std::string stub;
    if (!Collisions::stubs::CalledSignatures().empty()) stub = *Collisions::stubs::CalledSignatures().begin();
    const double own_ns = NanosecondsPerCall(own, group.size());
    double random_ns = NAN;
    int cases = 0;
    if (group.front()->on_random) {
      Send(fd, {"random", label});
      const auto given = cases_by_label.find(label);
      cases = given != cases_by_label.end() && given->second > 0
                  ? given->second
                  : static_cast<int>(std::clamp(kRandomBatchSeconds * 1e9 / std::max(own_ns, 1e-3),
                                                double{kFewestRandomCases}, double{kRandomCases}));
      const std::function<void()> random = group.front()->on_random(kRandomSeed, cases);
      random_ns = NanosecondsPerCall(random, static_cast<std::size_t>(cases));
    }
    Send(fd, {"figure", info.name, label, fmt::format("{}", own_ns), fmt::format("{}", group.size()),
              fmt::format("{}", random_ns), fmt::format("{}", cases), stub});
  }
  sample->app->Shutdown();
}

[[noreturn]] void TimeInChild(const SampleInfo& info, const IsolationLimits& limits,
                              const std::map<std::string, int>& cases_by_label, int fd) {
  ::prctl(PR_SET_PDEATHSIG, SIGKILL);
  LimitChildResources(limits);  // a student's function allocating without end on random data stops here
  log::SetQuiet(true);
  try {
    TimeCalls(info, cases_by_label, fd);
  } catch (const std::exception& error) {
    Send(fd, {"exception", error.what()});
    ::_exit(4);
  } catch (...) {
    Send(fd, {"exception", "an exception that is no std::exception"});
    ::_exit(4);
  }
  Send(fd, {"done"});
  ::_exit(0);
}

struct SampleTiming {
  std::vector<Figure> figures;
  bool finished = false;
  std::string failure;  // how the child ended, and what it was timing, when it did not finish
};

// What the timing child is doing, and each figure as it arrives (for --bench-records).
struct TimingWatcher {
  std::function<void(const std::string& doing, int done, int total)> progress;
  std::function<void(const Figure&)> figure;
};

// Times the sample in a child process, stopped after `limit` (3 times --timeout: the timing runs each function
// over and over).
SampleTiming TimeIsolated(const SampleInfo& info, const IsolationLimits& limits,
                          const std::map<std::string, int>& cases_by_label, const TimingWatcher& watcher) {
  const std::chrono::milliseconds limit = limits.timeout * 3;
  SampleTiming timing;
  int fds[2];
  if (::pipe(fds) != 0) {
    timing.failure = "could not make a pipe";
    return timing;
  }
  std::fflush(nullptr);
  const pid_t child = ::fork();
  if (child < 0) {
    timing.failure = fmt::format("could not start a process: {}", std::strerror(errno));
    ::close(fds[0]);
    ::close(fds[1]);
    return timing;
  }
  if (child == 0) {
    ::close(fds[0]);
    TimeInChild(info, limits, cases_by_label, fds[1]);
  }
  ::close(fds[1]);
  std::string buffer, doing = "recording its calls", exception;
  int functions = 0, timed = 0;
  if (watcher.progress) watcher.progress(doing, 0, 0);
  const auto deadline = Clock::now() + limit;
  bool timed_out = false;
  for (;;) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    if (left <= 0) {
      timed_out = true;
      break;
    }
    pollfd reader{fds[0], POLLIN, 0};
    if (::poll(&reader, 1, static_cast<int>(std::min<long long>(left, 1000))) <= 0) continue;
    char chunk[4096];
    const ssize_t got = ::read(fds[0], chunk, sizeof chunk);
    if (got <= 0) break;
    buffer.append(chunk, static_cast<std::size_t>(got));
    for (std::size_t end; (end = buffer.find(kRecordEnd)) != std::string::npos; buffer.erase(0, end + 1)) {
      const std::vector<std::string> fields = SplitFields(std::string_view(buffer).substr(0, end));
      if (fields.empty()) continue;
      const std::string previous = doing;
      if (fields[0] == "functions" && fields.size() == 2) functions = std::atoi(fields[1].c_str());
      if (fields[0] == "start" && fields.size() == 2) doing = fmt::format("timing {} on its own data", fields[1]);
      if (fields[0] == "random" && fields.size() == 2) doing = fmt::format("timing {} on random data", fields[1]);
      if (fields[0] == "done") timing.finished = true;
      if (fields[0] == "exception" && fields.size() == 2) exception = fields[1];
      if (fields[0] == "figure" && fields.size() == 8) {
        ++timed;
        try {
          timing.figures.push_back(FigureFrom(fields));
          if (watcher.figure) watcher.figure(timing.figures.back());
        } catch (const std::exception&) {  // a time the clock could not resolve: left out
        }
      }
      if (watcher.progress && (doing != previous || fields[0] == "functions" || fields[0] == "figure")) {
        watcher.progress(doing, timed, functions);
      }
    }
  }
  ::close(fds[0]);
  if (timed_out) ::kill(child, SIGKILL);
  int status = 0;
  ::waitpid(child, &status, 0);
  if (timed_out) {
    timing.finished = false;
    timing.failure =
        fmt::format("no answer within {:g} s while {}", static_cast<double>(limit.count()) / 1000.0, doing);
  } else if (!exception.empty()) {
    timing.finished = false;
    timing.failure = fmt::format("uncaught exception ({}) while {}", exception, doing);
  } else if (!timing.finished || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    timing.finished = false;
    timing.failure = fmt::format("{} while {}", DescribeStatus(status), doing);
  }
  return timing;
}

// ---- The table.

void PrintSample(const SampleInfo& info, const std::vector<Figure>& figures, const Figures* reference,
                 double reference_scale) {
  fmt::print("{} ({}): {} function{} it calls, each timed on the sample's own calls and on random cases\n", info.name,
             ChapterTitle(info.chapter), figures.size(), figures.size() == 1 ? "" : "s");
  if (figures.empty()) {
    fmt::print(
        "  its checks and first frame call no student function themselves (the lab's own code, a scene or a "
        "character, may call them)\n\n");
    return;
  }
  std::size_t width = 8;
  for (const Figure& f : figures) width = std::max(width, f.label.size());
  if (reference == nullptr) {
    fmt::print("  {:<{}}  {:>22}  {:>22}\n", "function", width, "own data (calls)", "random data (cases)");
  } else {
    fmt::print("  {:<{}}  {:>22}  {:>10}  {:>7}  {:>22}  {:>10}  {:>7}\n", "function", width, "own data (calls)",
               "reference", "ratio", "random data (cases)", "reference", "ratio");
  }
  for (const Figure& f : figures) {
    const std::string own = fmt::format("{} ({})", Nanoseconds(f.own_ns), f.own_calls);
    const std::string random =
        std::isfinite(f.random_ns) ? fmt::format("{} ({})", Nanoseconds(f.random_ns), f.random_cases) : "-";
    if (!f.stub.empty()) {
      fmt::print("  {:<{}}  still a stub ({}): nothing to time\n", f.label, width, f.stub);
      continue;
    }
    if (reference == nullptr) {
      fmt::print("  {:<{}}  {:>22}  {:>22}\n", f.label, width, own, random);
      continue;
    }
    const Figure* theirs = reference->Find(f.sample, f.label);
    const double own_ref = theirs != nullptr && theirs->stub.empty() ? theirs->own_ns * reference_scale : NAN;
    const double random_ref = theirs != nullptr && theirs->stub.empty() ? theirs->random_ns * reference_scale : NAN;
    fmt::print("  {:<{}}  {:>22}  {:>10}  {:>7}  {:>22}  {:>10}  {:>7}\n", f.label, width, own, Nanoseconds(own_ref),
               Ratio(f.own_ns, own_ref), random, Nanoseconds(random_ref), Ratio(f.random_ns, random_ref));
  }
  fmt::print("\n");
}

// The reference's figures: read from a file, or made by running another build's program on the same samples.
bool IsProgram(const std::string& path) {
  std::error_code ignored;
  return std::filesystem::is_regular_file(path, ignored) &&
         (std::filesystem::status(path, ignored).permissions() & std::filesystem::perms::owner_exec) !=
             std::filesystem::perms::none;
}

// The reference program's process group while it runs, for the signal handler below.
volatile sig_atomic_t g_reference_group = 0;

// Ctrl+C (or a kill) while the reference runs: it is in a process group of its own, which the terminal's signal
// does not reach, so it is stopped here before this program goes.
void StopReferenceAndExit(int signal_number) {
  if (g_reference_group > 0) ::kill(-g_reference_group, SIGKILL);
  std::signal(signal_number, SIG_DFL);
  std::raise(signal_number);
}

// --bench-records: each record a line of tab-separated fields, written at once.
class RecordsOut {
 public:
  RecordsOut() = default;
  ~RecordsOut() {
    if (fd_ >= 0) ::close(fd_);
  }
  RecordsOut(const RecordsOut&) = delete;
  RecordsOut& operator=(const RecordsOut&) = delete;

  bool Open(const std::string& path, std::string& error) {
    path_ = path;
    fd_ = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd_ < 0) {
      error = fmt::format("cannot write the records to {}: {}", path, std::strerror(errno));
      return false;
    }
    struct stat info = {};
    if (::fstat(fd_, &info) == 0 && S_ISFIFO(info.st_mode)) {
      // A program reads them as they come (the window): the bench ends with it, even killed outright (SIGTERM,
      // so that a reference program being run is stopped too). A reader gone before this line took hold shows
      // as an error on the pipe.
      ::prctl(PR_SET_PDEATHSIG, SIGTERM);
      pollfd pipe_end{fd_, 0, 0};
      if (::poll(&pipe_end, 1, 0) > 0 && (pipe_end.revents & POLLERR) != 0) ::_exit(kExitGraphics);
    }
    return true;
  }
  // A reader that has gone (the window closed, or cancelled the run) ends the bench, and the reference
  // program it runs: nobody waits for the figures any more. The timing and checks children die with it.
  void Write(const std::vector<std::string>& fields) {
    if (fd_ < 0) return;
    std::string line;
    for (std::string field : fields) {
      std::replace_if(
          field.begin(), field.end(), [](char c) { return c == '\t' || c == '\n' || c == '\r'; }, ' ');
      line += (line.empty() ? "" : "\t") + field;
    }
    if (!WriteAll(fd_, line + "\n")) {
      // EPIPE: the reader has gone, and said why it stopped reading. Anything else (a full disk) is this run's
      // error to report.
      if (errno != EPIPE) log::Error(fmt::format("cannot write the records to {}: {}", path_, std::strerror(errno)));
      if (g_reference_group > 0) ::kill(-g_reference_group, SIGKILL);
      std::fflush(stdout);
      ::_exit(kExitGraphics);
    }
  }

 private:
  int fd_ = -1;
  std::string path_;
};

std::string Decimal(double value) { return fmt::format("{}", value); }

// The last line a run wrote to the file at path (its error output), or "".
std::string LastLine(const std::string& path) {
  std::ifstream in(path);
  std::string line, last;
  while (std::getline(in, line)) {
    if (line.find_first_not_of(" \t\r") != std::string::npos) last = line;
  }
  return last.size() > 300 ? last.substr(0, 300) + "..." : last;
}

// Runs the reference program on the same samples, with the same model and limits, and reads its figures. The
// program is another build's, so someone else's code: it runs in the sandbox ./lab.sh grade checks hand-ins in
// (tools/sandbox.py's "reference" mode, the one place that says what a sandbox sees: its own build folder and
// its tree's assets and samples, read-only, and a folder of its own for its figures; no home, no network, its
// own /tmp and processes, limits).
std::optional<Figures> RunReference(const Options& options, std::size_t samples, std::string& error) {
  const std::string program = std::filesystem::absolute(options.against).string();  // never one found on PATH
  const std::string sandbox = std::string(build_info::SourceDir()) + "/tools/sandbox.py";
  constexpr const char* kYourself =
      "; or time it yourself, trusting it, with its --bench ... --save-figures FILE, and give FILE to --against";
  std::error_code ignored;
  if (!std::filesystem::is_regular_file(sandbox, ignored)) {
    error = fmt::format("cannot run {} in a sandbox: {} is missing{}", program, sandbox, kYourself);
    return std::nullopt;
  }
  // Its folder to write (its figures), and where its error output lands (outside that folder).
  std::string folder_template = (std::filesystem::temp_directory_path() / "collision-lab-reference-XXXXXX").string();
  std::string log_template = folder_template + ".log";
  if (::mkdtemp(folder_template.data()) == nullptr) {
    error = fmt::format("cannot make a folder for the reference's figures: {}", std::strerror(errno));
    return std::nullopt;
  }
  const std::filesystem::path folder = folder_template;
  const int log_fd = ::mkstemps(log_template.data(), 4);
  const std::string temporary = (folder / "figures.txt").string();
  // Each sample may take its checks' limit and three times that for its timing.
  const auto allowed = options.limits.timeout * 4 * static_cast<long>(samples) + std::chrono::seconds(30);
  const auto deadline = Clock::now() + allowed;
  std::vector<std::string> argv{"python3",
                                sandbox,
                                "reference",
                                "--rw",
                                folder.string(),
                                "--cpu",
                                std::to_string(std::chrono::duration_cast<std::chrono::seconds>(allowed).count())};
  if (!options.model_path.empty()) {
    argv.insert(argv.end(), {"--ro", std::filesystem::absolute(options.model_path).string()});
  }
  argv.insert(argv.end(), {"--", program, "--bench"});
  argv.insert(argv.end(), options.names.begin(), options.names.end());
  argv.insert(argv.end(), {"--save-figures", temporary, "--timeout",
                           fmt::format("{}", static_cast<double>(options.limits.timeout.count()) / 1000.0), "--memory",
                           fmt::format("{}", options.limits.memory_mib)});
  if (!options.model_path.empty()) {
    argv.insert(argv.end(), {"--model", std::filesystem::absolute(options.model_path).string()});
  }
  log::Dim(fmt::format("timing the reference, in a sandbox: {} --bench ...", program));
  SpawnOptions spawn;
  const int null_fd = ::open("/dev/null", O_WRONLY);
  spawn.dup2s = {{null_fd, STDOUT_FILENO}, {log_fd >= 0 ? log_fd : null_fd, STDERR_FILENO}};
  spawn.stdin_from_null = true;
  pid_t pid = 0;
  const int failed = SpawnInOwnGroup(argv, spawn, pid);
  ::close(null_fd);
  if (log_fd >= 0) ::close(log_fd);
  const auto clean_up = [&] {
    std::filesystem::remove_all(folder, ignored);
    std::filesystem::remove(log_template, ignored);
  };
  if (failed != 0) {
    error = fmt::format("could not run {} in a sandbox (python3 {}): {}", program, sandbox, std::strerror(failed));
    clean_up();
    return std::nullopt;
  }
  g_reference_group = pid;
  const auto previous_int = std::signal(SIGINT, StopReferenceAndExit);
  const auto previous_term = std::signal(SIGTERM, StopReferenceAndExit);
  int status = 0;
  bool timed_out = false;
  while (::waitpid(pid, &status, WNOHANG) == 0) {
    if (Clock::now() > deadline) {
      ::kill(-pid, SIGKILL);
      ::waitpid(pid, &status, 0);
      timed_out = true;
      break;
    }
    ::usleep(20000);
  }
  std::signal(SIGINT, previous_int);
  std::signal(SIGTERM, previous_term);
  g_reference_group = 0;
  std::optional<Figures> figures;
  if (timed_out) {
    error = fmt::format("{} gave no figures in time, and was stopped", program);
  } else if (!std::filesystem::exists(temporary, ignored)) {
    // The sandbox's own complaint (bubblewrap missing, namespaces not allowed) or the program's last words.
    const std::string last = LastLine(log_template);
    const bool sandbox_failed = last.rfind("sandbox: ", 0) == 0 || last.rfind("bwrap: ", 0) == 0;
    error = sandbox_failed ? fmt::format("cannot run {} in a sandbox: {}{}", program,
                                         last.rfind("sandbox: ", 0) == 0 ? last.substr(9) : last, kYourself)
                           : fmt::format("{} made no figures in its sandbox ({}{}): is it a collision-lab?", program,
                                         DescribeStatus(status), last.empty() ? "" : "; its last words: " + last);
  } else {
    figures = Load(temporary, error);
  }
  clean_up();
  return figures;
}

}  // namespace

int Run(const Options& options) {
  RecordsOut records;
  if (std::string error; !options.records_path.empty() && !records.Open(options.records_path, error)) {
    log::Error(error);
    return kExitGraphics;
  }
  const auto fail = [&records](const std::string& message, int status) {
    log::Error(message);
    records.Write({"error", message});
    records.Write({"done", std::to_string(status)});
    return status;
  };
  std::vector<const SampleInfo*> samples;
  for (const std::string& name : options.names) {
    const SampleInfo* info = FindSample(name);
    if (info == nullptr) return fail(UnknownSampleMessage(name), kExitUsage);
    if (std::find(samples.begin(), samples.end(), info) == samples.end()) samples.push_back(info);
  }
  if (options.names.empty()) {
    for (const SampleInfo& info : Samples()) samples.push_back(&info);
  }
  // Where the figures go must be writable before minutes of timing, not after.
  if (!options.save_path.empty() && !std::ofstream(options.save_path, std::ios::app)) {
    return fail(fmt::format("cannot write the figures to {}: {}", options.save_path, std::strerror(errno)),
                kExitGraphics);
  }
  Figures mine;
  mine.calibration_ns = CalibrationNanoseconds();
  std::optional<Figures> reference;
  double reference_scale = 1.0;
  if (!options.against.empty()) {
    std::string error;
    const bool program = IsProgram(options.against);
    if (program) records.Write({"progress", fmt::format("timing the reference, {}", options.against), "0", "0"});
    reference = program ? RunReference(options, samples.size(), error) : Load(options.against, error);
    if (!reference) return fail(error, kExitUsage);  // as for a malformed --model file: the input cannot be used
    if (program) {
      fmt::print("The reference: {}, timed just now on the same samples. ratio = yours / reference.\n\n",
                 options.against);
      records.Write({"reference", fmt::format("{}, timed just now on the same sample", options.against)});
    } else {
      // Figures from a file may come from another machine: a loop both builds run alike scales them to this one.
      reference_scale = mine.calibration_ns / reference->calibration_ns;
      fmt::print(
          "The reference's figures: {}, scaled by {:.2f} to this machine's speed (a calibration loop both "
          "builds run). ratio = yours / reference.\n\n",
          options.against, reference_scale);
      records.Write(
          {"reference", fmt::format("{}, scaled by {:.2f} to this machine's speed", options.against, reference_scale)});
    }
  }
#if !defined(__OPTIMIZE__)
  constexpr const char* kNotOptimized =
      "this build is not optimized: its figures are far from what the same code does in a release build";
  log::Warn(kNotOptimized);
  records.Write({"note", kNotOptimized});
#endif
  int failed = 0;
  for (const SampleInfo* info : samples) {
    // The checks first, isolated as --check runs them: a crash on the sample's own data is reported with its
    // culprit and stack, as there.
    records.Write({"sample", info->name});
    records.Write({"progress", "running its checks", "0", "0"});
    IsolationLimits quiet = options.limits;
    quiet.quiet = true;
    IsolatedRun checked = RunIsolated(*info, quiet);
    if (!checked.finished) {
      PrintAbnormal(*info, checked);
      fmt::print("{}: not timed\n\n", info->name);
      for (const std::string& line : AbnormalLines(*info, checked)) records.Write({"failure", info->name, line});
      records.Write({"failure", info->name, fmt::format("{}: not timed", info->name)});
      ++failed;
      continue;
    }
    // The reference's number of random cases, where it gives one: both builds then time the same cases.
    std::map<std::string, int> cases_by_label;
    if (reference) {
      for (const Figure& figure : reference->figures) {
        if (figure.sample == info->name) cases_by_label[figure.label] = figure.random_cases;
      }
    }
    TimingWatcher watcher;
    if (!options.records_path.empty()) {
      watcher.progress = [&records](const std::string& doing, int done, int total) {
        records.Write({"progress", doing, std::to_string(done), std::to_string(total)});
      };
      watcher.figure = [&](const Figure& f) {
        const Figure* theirs = reference ? reference->Find(f.sample, f.label) : nullptr;
        const bool usable = theirs != nullptr && theirs->stub.empty();
        records.Write({"figure", f.sample, f.label, Decimal(f.own_ns), std::to_string(f.own_calls),
                       Decimal(f.random_ns), std::to_string(f.random_cases), f.stub,
                       Decimal(usable ? theirs->own_ns * reference_scale : NAN),
                       Decimal(usable ? theirs->random_ns * reference_scale : NAN)});
      };
    }
    SampleTiming timing = TimeIsolated(*info, options.limits, cases_by_label, watcher);
    PrintSample(*info, timing.figures, reference ? &*reference : nullptr, reference_scale);
    if (checked.checks.Failed() > 0) {
      const std::string message =
          fmt::format("{}: {} of its {} cases fail (--check {} says which): time it once it is right", info->name,
                      checked.checks.Failed(), checked.checks.Total(), info->name);
      log::Error(message);
      records.Write({"failure", info->name, message});
      ++failed;
    }
    if (!timing.finished) {
      log::Error(fmt::format("{}: {}", info->name, timing.failure));
      records.Write({"failure", info->name, fmt::format("{}: {}", info->name, timing.failure)});
      ++failed;
    }
    mine.figures.insert(mine.figures.end(), timing.figures.begin(), timing.figures.end());
  }
  if (!options.save_path.empty()) {
    if (!Save(mine, options.save_path)) {
      return fail(fmt::format("could not write the figures to {}", options.save_path), kExitGraphics);
    }
    log::Dim(fmt::format("saved the figures to {}", options.save_path));
  }
  const int status = failed == 0 ? kExitOk : kExitChecksFailed;
  records.Write({"done", std::to_string(status)});
  return status;
}

}  // namespace lab::bench
