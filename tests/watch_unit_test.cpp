// The watch-and-reload mode's system pieces: the first error in real GCC, ld and ninja output, the inotify
// watch on a temporary tree, and builds run in the background.
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <poll.h>
#include <string>
#include <unistd.h>

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <sys/stat.h>

#include "framework/harness/watch.hpp"

namespace lab {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

// ---------------------------------------------------------------------------------------------------------
// FirstCompilerError, on output GCC 12, binutils 2.40 and ninja printed.

TEST(FirstCompilerError, SyntaxErrorInAnIncludedHeaderComesFirst) {
  const std::string output =
      "[1/4] Building CXX object CMakeFiles/t.dir/collisions/raycasts.cpp.o\n"
      "FAILED: CMakeFiles/t.dir/collisions/raycasts.cpp.o \n"
      "/usr/bin/c++ -I/src -MD -MT CMakeFiles/t.dir/collisions/raycasts.cpp.o -o "
      "CMakeFiles/t.dir/collisions/raycasts.cpp.o -c /src/collisions/raycasts.cpp\n"
      "In file included from /src/collisions/raycasts.cpp:1:\n"
      "/src/collisions/shapes.hpp:2:24: error: expected ‘;’ after struct definition\n"
      "    2 | struct Ray { float t; }\n"
      "      |                        ^\n"
      "      |                        ;\n"
      "/src/collisions/raycasts.cpp: In function ‘int Cast(int)’:\n"
      "/src/collisions/raycasts.cpp:4:1: error: expected ‘,’ or ‘;’ before ‘}’ token\n"
      "    4 | }\n"
      "      | ^\n"
      "/src/collisions/raycasts.cpp:4:1: warning: no return statement in function returning non-void "
      "[-Wreturn-type]\n"
      "ninja: build stopped: subcommand failed.\n";
  const std::optional<CompilerError> error = FirstCompilerError(output, "/src");
  ASSERT_TRUE(error.has_value());
  EXPECT_EQ(error->file, "collisions/shapes.hpp");
  EXPECT_EQ(error->line, 2);
  EXPECT_EQ(error->column, 24);
  EXPECT_EQ(error->message, "expected ‘;’ after struct definition");
  EXPECT_EQ(error->Text(), "collisions/shapes.hpp:2:24: error: expected ‘;’ after struct definition");
}

TEST(FirstCompilerError, NotesAndWarningsBeforeTheErrorAreSkipped) {
  const std::string output =
      "/src/collisions/raycasts.cpp: In function ‘bool Hit(const Ray&)’:\n"
      "/src/collisions/raycasts.cpp:9:7: warning: unused variable ‘t’ [-Wunused-variable]\n"
      "/src/collisions/shapes.hpp:3:5: note: declared here\n"
      "/src/collisions/raycasts.cpp:12:5: error: expected ';' before '}' token\n";
  const std::optional<CompilerError> error = FirstCompilerError(output, "/src/");
  ASSERT_TRUE(error.has_value());
  EXPECT_EQ(error->Text(), "collisions/raycasts.cpp:12:5: error: expected ';' before '}' token");
}

TEST(FirstCompilerError, FatalErrorForAMissingHeader) {
  const std::string output =
      "/tmp/gccout/collisions/missing.cpp:1:10: fatal error: collisions/nope.hpp: No such file or directory\n"
      "    1 | #include \"collisions/nope.hpp\"\n"
      "      |          ^~~~~~~~~~~~~~~~~~~~~\n"
      "compilation terminated.\n";
  const std::optional<CompilerError> error = FirstCompilerError(output, "/tmp/gccout");
  ASSERT_TRUE(error.has_value());
  EXPECT_EQ(error->file, "collisions/missing.cpp");
  EXPECT_EQ(error->line, 1);
  EXPECT_EQ(error->column, 10);
  EXPECT_EQ(error->message, "collisions/nope.hpp: No such file or directory");
}

TEST(FirstCompilerError, PathsOutsideTheRootStayAsTheyAre) {
  const std::string output = "/usr/include/c++/12/bits/stl_vector.h:1123:9: error: no match for ‘operator=’\n";
  const std::optional<CompilerError> error = FirstCompilerError(output, "/src");
  ASSERT_TRUE(error.has_value());
  EXPECT_EQ(error->file, "/usr/include/c++/12/bits/stl_vector.h");
  // Relative paths (GCC's "./" for -I.) are only tidied; without a column there is just the line.
  const std::optional<CompilerError> relative = FirstCompilerError("./collisions/a.hpp:7: error: oops\n", "/src");
  ASSERT_TRUE(relative.has_value());
  EXPECT_EQ(relative->Text(), "collisions/a.hpp:7: error: oops");
  EXPECT_EQ(relative->column, 0);
}

// Through the compiler cache the compiler is given paths relative to the build directory: they are taken from it.
TEST(FirstCompilerError, PathsRelativeToTheBuildDirectoryAreTakenFromIt) {
  const std::string output = "../../collisions/raycasts.cpp:12:5: error: expected ';' before '}' token\n";
  const std::optional<CompilerError> error = FirstCompilerError(output, "/src", "/src/build/release");
  ASSERT_TRUE(error.has_value());
  EXPECT_EQ(error->Text(), "collisions/raycasts.cpp:12:5: error: expected ';' before '}' token");
  // A linker's location comes from the objects' line tables, which the prefix maps wrote from the source root.
  const std::optional<CompilerError> linked =
      FirstCompilerError("./samples/a.cpp:3: undefined reference to `f()'\n", "/src", "/src/build/release");
  ASSERT_TRUE(linked.has_value());
  EXPECT_EQ(linked->file, "samples/a.cpp");
}

TEST(FirstCompilerError, UndefinedReferenceWithDebugInformation) {
  const std::string output =
      "/usr/bin/ld: /tmp/ccfrIZ75.o: in function `main':\n"
      "/tmp/gccout/collisions/link.cpp:2: undefined reference to `F(int)'\n"
      "collect2: error: ld returned 1 exit status\n";
  const std::optional<CompilerError> error = FirstCompilerError(output, "/tmp/gccout");
  ASSERT_TRUE(error.has_value());
  EXPECT_EQ(error->file, "collisions/link.cpp");
  EXPECT_EQ(error->line, 2);
  EXPECT_EQ(error->message, "undefined reference to `F(int)'");
  EXPECT_EQ(error->Text(), "collisions/link.cpp:2: error: undefined reference to `F(int)'");
}

TEST(FirstCompilerError, UndefinedReferenceThroughNinjaWithoutLineNumbers) {
  const std::string output =
      "ninja: Entering directory `b'\n"
      "[1/1] Linking CXX executable l\n"
      "FAILED: l \n"
      ": && /usr/bin/c++   CMakeFiles/l.dir/collisions/link.cpp.o -o l   && :\n"
      "/usr/bin/ld: CMakeFiles/l.dir/collisions/link.cpp.o: in function `main':\n"
      "link.cpp:(.text+0xa): undefined reference to `F(int)'\n"
      "collect2: error: ld returned 1 exit status\n"
      "ninja: build stopped: subcommand failed.\n";
  const std::optional<CompilerError> error = FirstCompilerError(output, "/tmp/gccout");
  ASSERT_TRUE(error.has_value());
  EXPECT_EQ(error->file, "link.cpp");
  EXPECT_EQ(error->line, 0);
  EXPECT_EQ(error->Text(), "link.cpp: error: undefined reference to `F(int)'");
}

TEST(FirstCompilerError, OtherLinkerErrors) {
  const std::optional<CompilerError> duplicate = FirstCompilerError(
      "/usr/bin/ld: /tmp/ccPGZZf2.o: in function `F(int)':\n"
      "b.cpp:(.text+0x0): multiple definition of `F(int)'; /tmp/ccI7NpFo.o:a.cpp:(.text+0x0): first defined here\n"
      "collect2: error: ld returned 1 exit status\n");
  ASSERT_TRUE(duplicate.has_value());
  EXPECT_EQ(duplicate->file, "b.cpp");
  EXPECT_TRUE(duplicate->message.starts_with("multiple definition of `F(int)'")) << duplicate->message;

  const std::optional<CompilerError> library = FirstCompilerError(
      "/usr/bin/ld: cannot find -lnosuchlib: No such file or directory\n"
      "collect2: error: ld returned 1 exit status\n");
  ASSERT_TRUE(library.has_value());
  EXPECT_EQ(library->Text(), "ld: cannot find -lnosuchlib: No such file or directory");

  const std::optional<CompilerError> lld = FirstCompilerError(
      "ld.lld: error: undefined symbol: F(int)\n"
      ">>> referenced by link.cpp:2\n"
      "clang++: error: linker command failed with exit code 1 (use -v to see invocation)\n");
  ASSERT_TRUE(lld.has_value());
  EXPECT_EQ(lld->Text(), "ld.lld: error: undefined symbol: F(int)");

  // Only the summary: that, rather than ninja's FAILED line.
  const std::optional<CompilerError> summary =
      FirstCompilerError("FAILED: l \ncollect2: error: ld returned 1 exit status\n");
  ASSERT_TRUE(summary.has_value());
  EXPECT_EQ(summary->Text(), "collect2: error: ld returned 1 exit status");
}

TEST(FirstCompilerError, ColouredOutput) {
  // GCC's -fdiagnostics-color=always, as ninja passes it through, with ninja's own colour on FAILED.
  const std::string output =
      "\x1b[31mFAILED: \x1b[0mCMakeFiles/t.dir/collisions/raycasts.cpp.o \n"
      "In file included from \x1b[01m\x1b[K/src/collisions/raycasts.cpp:1\x1b[m\x1b[K:\n"
      "\x1b[01m\x1b[K/src/collisions/shapes.hpp:2:24:\x1b[m\x1b[K \x1b[01;31m\x1b[Kerror: \x1b[m\x1b[Kexpected "
      "‘\x1b[01m\x1b[K;\x1b[m\x1b[K’ after struct definition\n"
      "    2 | struct Ray { float t; }\n"
      "      |                        \x1b[01;31m\x1b[K^\x1b[m\x1b[K\n";
  const std::optional<CompilerError> error = FirstCompilerError(output, "/src");
  ASSERT_TRUE(error.has_value());
  EXPECT_EQ(error->Text(), "collisions/shapes.hpp:2:24: error: expected ‘;’ after struct definition");
  // GCC's hyperlinks (OSC 8) go too.
  const std::optional<CompilerError> linked = FirstCompilerError(
      "a.cpp:1:2: error: unused [\x1b]8;;https://gcc.gnu.org/onlinedocs\x1b\\-Werror=unused\x1b]8;;\x1b\\]\n");
  ASSERT_TRUE(linked.has_value());
  EXPECT_EQ(linked->message, "unused [-Werror=unused]");
}

TEST(FirstCompilerError, ToolErrorsAndNinjaFailures) {
  const std::optional<CompilerError> killed =
      FirstCompilerError("FAILED: x.o\nc++: fatal error: Killed signal terminated program cc1plus\n");
  ASSERT_TRUE(killed.has_value());
  EXPECT_EQ(killed->Text(), "c++: fatal error: Killed signal terminated program cc1plus");

  const std::optional<CompilerError> missing = FirstCompilerError(
      "ninja: error: '../collisions/gone.cpp', needed by 'gone.o', missing and no known rule to make it\n");
  ASSERT_TRUE(missing.has_value());
  EXPECT_TRUE(missing->file.empty());
  EXPECT_TRUE(missing->message.starts_with("ninja: error: '../collisions/gone.cpp'"));

  // A custom command that failed without a compiler's message: ninja's line, trimmed.
  const std::optional<CompilerError> failed = FirstCompilerError(
      "[1/3] Generating glad\r[2/3] Generating glad\nFAILED: glad/src/gl.c \nsomething went wrong\n");
  ASSERT_TRUE(failed.has_value());
  EXPECT_EQ(failed->Text(), "FAILED: glad/src/gl.c");
}

TEST(FirstCompilerError, NoError) {
  EXPECT_FALSE(FirstCompilerError("").has_value());
  EXPECT_FALSE(FirstCompilerError("[1/2] Building CXX object a.o\n[2/2] Linking CXX executable lab\n").has_value());
  // Warnings, notes and source lines that merely mention "error:" are not errors.
  EXPECT_FALSE(FirstCompilerError("/src/a.cpp:3:9: warning: unused variable ‘error’ [-Wunused-variable]\n"
                                  "    3 |   int x = f(\"a: error: b\");\n"
                                  "/src/a.cpp:1:1: note: error: in a note\n")
                   .has_value());
}

// ---------------------------------------------------------------------------------------------------------
// SourceWatcher, in a temporary directory.

class TempDirectory {
 public:
  TempDirectory() {
    std::string pattern = (fs::temp_directory_path() / "watch-test-XXXXXX").string();
    EXPECT_NE(::mkdtemp(pattern.data()), nullptr);
    path_ = pattern;
  }
  ~TempDirectory() {
    std::error_code ignored;
    fs::remove_all(path_, ignored);
  }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

void WriteFile(const std::string& path, std::string_view text) {
  std::ofstream file(path, std::ios::binary);
  file << text;
}

// Sleeps in poll() on the watcher until a source change is reported, for at most timeout.
bool WaitForChange(SourceWatcher& watcher, std::string* path, milliseconds timeout = milliseconds(2000)) {
  const Clock::time_point deadline = Clock::now() + timeout;
  while (true) {
    if (watcher.TakeChanges(path)) return true;
    const auto left = std::chrono::duration_cast<milliseconds>(deadline - Clock::now()).count();
    if (left <= 0) return false;
    pollfd fd{watcher.Fd(), POLLIN, 0};
    if (::poll(&fd, 1, static_cast<int>(left)) == 0) return false;
  }
}

// inotify queues events in the system call that causes them: right after it, the fd is readable or nothing
// happened. So "no change" is checked without waiting.
bool EventsWaiting(const SourceWatcher& watcher) {
  pollfd fd{watcher.Fd(), POLLIN, 0};
  return ::poll(&fd, 1, 0) == 1;
}

TEST(SourceWatcher, ReportsSourceSavesAndNothingElse) {
  TempDirectory temp;
  const std::string root = temp.path();
  WriteFile(root + "/shapes.hpp", "struct Ray;\n");
  fs::create_directories(root + "/build/CMakeFiles");
  fs::create_directories(root + "/.git");

  SourceWatcher watcher;
  EXPECT_EQ(watcher.Fd(), -1);
  std::string error;
  ASSERT_TRUE(watcher.Start({root}, error)) << error;
  EXPECT_GE(watcher.Fd(), 0);
  std::string path;
  EXPECT_FALSE(watcher.TakeChanges(&path));
  EXPECT_FALSE(EventsWaiting(watcher));

  // In place: open, write, close.
  {
    const int fd = ::open((root + "/raycasts.cpp").c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    ASSERT_GE(fd, 0);
    ASSERT_EQ(::write(fd, "int x;\n", 7), 7);
    ::close(fd);
  }
  EXPECT_TRUE(WaitForChange(watcher, &path));
  EXPECT_EQ(path, root + "/raycasts.cpp");
  EXPECT_FALSE(watcher.TakeChanges(&path));  // each event counts once

  // vim's and VS Code's way: a temporary file renamed over the original. The temporary file alone is no change.
  WriteFile(root + "/4913", "");
  WriteFile(root + "/.shapes.hpp.swp", "swap");
  WriteFile(root + "/shapes.hpp~", "backup");
  WriteFile(root + "/shapes.hpp.tmp", "struct Ray { float t; };\n");
  EXPECT_TRUE(EventsWaiting(watcher));
  EXPECT_FALSE(watcher.TakeChanges(&path));
  ASSERT_EQ(std::rename((root + "/shapes.hpp.tmp").c_str(), (root + "/shapes.hpp").c_str()), 0);
  EXPECT_TRUE(WaitForChange(watcher, &path));
  EXPECT_EQ(path, root + "/shapes.hpp");

  // Deleting a source counts.
  fs::remove(root + "/raycasts.cpp");
  EXPECT_TRUE(WaitForChange(watcher, &path));

  // Nothing under build or dot directories, whether they were there at Start or made later.
  WriteFile(root + "/build/CMakeFiles/generated.cpp", "");
  WriteFile(root + "/.git/x.cpp", "");
  EXPECT_FALSE(watcher.TakeChanges(&path));
  fs::create_directories(root + "/build-asan/sub");
  fs::create_directories(root + "/.cache");
  EXPECT_TRUE(EventsWaiting(watcher));
  EXPECT_FALSE(watcher.TakeChanges(&path));
  WriteFile(root + "/build-asan/sub/moc.cpp", "");
  WriteFile(root + "/.cache/x.hpp", "");
  EXPECT_FALSE(EventsWaiting(watcher));
  EXPECT_FALSE(watcher.TakeChanges(&path));
}

TEST(SourceWatcher, WatchesSubdirectoriesMadeLater) {
  TempDirectory temp;
  const std::string root = temp.path();
  fs::create_directories(root + "/old/deep");
  SourceWatcher watcher;
  std::string error;
  ASSERT_TRUE(watcher.Start({root + "/"}, error)) << error;
  std::string path;

  // Subdirectories there at Start.
  WriteFile(root + "/old/deep/a.inc", "");
  EXPECT_TRUE(WaitForChange(watcher, &path));
  EXPECT_EQ(path, root + "/old/deep/a.inc");

  // A new subdirectory: an empty one is no change; a file saved in it later is.
  fs::create_directories(root + "/new");
  EXPECT_TRUE(EventsWaiting(watcher));
  EXPECT_FALSE(watcher.TakeChanges(&path));
  WriteFile(root + "/new/b.cc", "");
  EXPECT_TRUE(WaitForChange(watcher, &path));
  EXPECT_EQ(path, root + "/new/b.cc");

  // A file saved in a new directory before the watcher has seen the directory is found all the same.
  fs::create_directories(root + "/newer/nested");
  WriteFile(root + "/newer/nested/c.h", "");
  EXPECT_TRUE(WaitForChange(watcher, &path));
  EXPECT_EQ(path, root + "/newer/nested/c.h");
  WriteFile(root + "/newer/nested/d.cxx", "");
  EXPECT_TRUE(WaitForChange(watcher, &path));
  EXPECT_EQ(path, root + "/newer/nested/d.cxx");

  // A directory of sources renamed within the tree: its sources moved, and it is still watched, by its new name.
  ASSERT_EQ(std::rename((root + "/new").c_str(), (root + "/renamed").c_str()), 0);
  EXPECT_TRUE(WaitForChange(watcher, &path));
  EXPECT_EQ(path, root + "/renamed/b.cc");
  WriteFile(root + "/renamed/e.cpp", "");
  EXPECT_TRUE(WaitForChange(watcher, &path));
  EXPECT_EQ(path, root + "/renamed/e.cpp");
}

TEST(SourceWatcher, StartFailsForAMissingDirectory) {
  TempDirectory temp;
  SourceWatcher watcher;
  std::string error;
  EXPECT_FALSE(watcher.Start({temp.path(), temp.path() + "/missing"}, error));
  EXPECT_NE(error.find(temp.path() + "/missing"), std::string::npos) << error;
  EXPECT_EQ(watcher.Fd(), -1);
  EXPECT_FALSE(watcher.TakeChanges());
}

// ---------------------------------------------------------------------------------------------------------
// BuildProcess

TEST(BuildProcess, CapturesStdoutAndStderrAndTheExitStatus) {
  BuildProcess build;
  std::string error;
  ASSERT_TRUE(build.Start({"sh", "-c", "echo out; echo err >&2; exit 3"}, error)) << error;
  EXPECT_TRUE(build.Running());
  ASSERT_TRUE(build.Wait(milliseconds(10000)));
  EXPECT_FALSE(build.Running());
  EXPECT_FALSE(build.Poll());
  EXPECT_EQ(build.ExitStatus(), 3);
  EXPECT_EQ(build.Output(), "out\nerr\n");

  // Started again, it forgets the previous run.
  ASSERT_TRUE(build.Start({"true"}, error)) << error;
  ASSERT_TRUE(build.Wait(milliseconds(10000)));
  EXPECT_EQ(build.ExitStatus(), 0);
  EXPECT_EQ(build.Output(), "");
}

TEST(BuildProcess, PollNeverBlocksAndReadsMoreThanAPipeHolds) {
  BuildProcess build;
  std::string error;
  // 1 MB: the child blocks on the full pipe until Poll() reads it.
  ASSERT_TRUE(build.Start({"sh", "-c", "head -c 1000000 /dev/zero | tr '\\0' x; exit 0"}, error)) << error;
  const Clock::time_point start = Clock::now();
  EXPECT_TRUE(build.Poll());  // at once, though the child is still writing
  EXPECT_LT(Clock::now() - start, milliseconds(200));
  ASSERT_TRUE(build.Wait(milliseconds(10000)));
  EXPECT_EQ(build.ExitStatus(), 0);
  EXPECT_EQ(build.Output(), std::string(1000000, 'x'));
}

TEST(BuildProcess, RunsInTheWorkingDirectoryWithNoInheritedDescriptors) {
  TempDirectory temp;
  // A descriptor this process opened without O_CLOEXEC must not reach the build.
  int leaked[2];
  ASSERT_EQ(::pipe(leaked), 0);
  struct stat leaked_stat {};
  ASSERT_EQ(::fstat(leaked[0], &leaked_stat), 0);
  BuildProcess build;
  std::string error;
  ASSERT_TRUE(build.Start({"sh", "-c", "pwd; ls -l /proc/$$/fd"}, error, temp.path())) << error;
  ASSERT_TRUE(build.Wait(milliseconds(10000)));
  ::close(leaked[0]);
  ::close(leaked[1]);
  EXPECT_EQ(build.ExitStatus(), 0);
  EXPECT_TRUE(build.Output().starts_with(fs::canonical(temp.path()).string() + "\n")) << build.Output();
  EXPECT_EQ(build.Output().find(fmt::format("pipe:[{}]", leaked_stat.st_ino)), std::string::npos) << build.Output();

  EXPECT_FALSE(build.Start({"pwd"}, error, temp.path() + "/missing"));
  EXPECT_NE(error.find("missing"), std::string::npos) << error;
}

TEST(BuildProcess, AMissingProgramIsAnErrorFromStart) {
  BuildProcess build;
  std::string error;
  EXPECT_FALSE(build.Start({"collision-lab-no-such-program", "--build"}, error));
  EXPECT_EQ(error, "cannot run 'collision-lab-no-such-program': No such file or directory");
  EXPECT_FALSE(build.Running());
  EXPECT_FALSE(build.Poll());
  EXPECT_FALSE(build.Start({"/nonexistent/cmake"}, error));
  EXPECT_NE(error.find("No such file or directory"), std::string::npos) << error;
  EXPECT_FALSE(build.Start({}, error));
}

TEST(BuildProcess, KillStopsTheWholeProcessGroupQuickly) {
  BuildProcess build;
  std::string error;
  // A shell with a background child, like ninja with its compilers.
  ASSERT_TRUE(build.Start({"sh", "-c", "sleep 30 & echo $!; wait"}, error)) << error;
  const Clock::time_point deadline = Clock::now() + milliseconds(5000);
  while (build.Output().find('\n') == std::string::npos && Clock::now() < deadline) build.Wait(milliseconds(10));
  const pid_t sleeper = static_cast<pid_t>(std::atoi(build.Output().c_str()));
  ASSERT_GT(sleeper, 0) << build.Output();
  EXPECT_TRUE(build.Poll());
  EXPECT_FALSE(build.Start({"true"}, error));  // one build at a time
  EXPECT_EQ(error, "the previous build is still running");

  const Clock::time_point start = Clock::now();
  build.Kill();
  ASSERT_TRUE(build.Wait(milliseconds(5000)));
  EXPECT_LT(Clock::now() - start, milliseconds(1500));
  EXPECT_EQ(build.ExitStatus(), 128 + SIGTERM);
  // The background sleep got SIGTERM too (it may linger for a moment as a zombie of whoever adopted it).
  bool sleeper_ended = false;
  for (int i = 0; i < 100 && !sleeper_ended; ++i) {
    std::ifstream stat(fmt::format("/proc/{}/stat", sleeper));
    std::string pid, name, state;
    stat >> pid >> name >> state;
    sleeper_ended = !stat || state == "Z" || name != "(sleep)";
    if (!sleeper_ended) ::poll(nullptr, 0, 10);
  }
  EXPECT_TRUE(sleeper_ended);
}

TEST(BuildProcess, KillEscalatesToSigkillAfterTwoSeconds) {
  BuildProcess build;
  std::string error;
  ASSERT_TRUE(build.Start({"sh", "-c", "trap '' TERM; echo ready; while :; do sleep 1; done"}, error)) << error;
  const Clock::time_point ready_deadline = Clock::now() + milliseconds(5000);
  while (build.Output().empty() && Clock::now() < ready_deadline) build.Wait(milliseconds(10));
  ASSERT_EQ(build.Output(), "ready\n");
  const Clock::time_point start = Clock::now();
  build.Kill();
  EXPECT_TRUE(build.Poll());  // SIGTERM is ignored
  ASSERT_TRUE(build.Wait(milliseconds(5000)));
  const auto took = Clock::now() - start;
  EXPECT_GE(took, milliseconds(1900));
  EXPECT_LT(took, milliseconds(3500));
  EXPECT_EQ(build.ExitStatus(), 128 + SIGKILL);
}

TEST(BuildProcess, DestroyingARunningBuildDoesNotHang) {
  const Clock::time_point start = Clock::now();
  {
    BuildProcess build;
    std::string error;
    ASSERT_TRUE(build.Start({"sleep", "30"}, error)) << error;
    EXPECT_TRUE(build.Poll());
  }
  EXPECT_LT(Clock::now() - start, milliseconds(1500));
}

}  // namespace
}  // namespace lab
