// The framework with the real samples linked in: registry, checks, recording draw, camera.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <limits>
#include <map>
#include <thread>
#include <unistd.h>
#include <vector>

#include <glm/geometric.hpp>
#include <gtest/gtest.h>
#include <sys/stat.h>

#include "framework/cli/launcher.hpp"
#include "framework/harness/bench.hpp"
#include "framework/sample/checks.hpp"
#include "framework/sample/frame.hpp"
#include "framework/sample/registry.hpp"
#include "framework/window/lab.hpp"
#include "framework/window/window_bench.hpp"
#include "sample_harness.hpp"
#include "samples/sample.hpp"

namespace lab {
namespace {

TEST(Registry, SortedByChapterThenName) {
  const auto& samples = Samples();
  ASSERT_GE(samples.size(), 3u);
  for (std::size_t i = 1; i < samples.size(); ++i) {
    const SampleInfo& a = samples[i - 1];
    const SampleInfo& b = samples[i];
    EXPECT_TRUE(a.chapter < b.chapter || (a.chapter == b.chapter && a.name != b.name))
        << a.name << " before " << b.name;
    EXPECT_FALSE(a.chapter > b.chapter) << a.name << " (chapter " << static_cast<int>(a.chapter) << ") before "
                                        << b.name;
  }
  EXPECT_EQ(samples.front().chapter, Chapter::kFramework);
}

// A sample's chapter is said twice, by its folder and its registration line; they must agree, and the file
// is named after its class (one sample, one class, one .cpp).
TEST(Registry, EverySampleLivesInItsChaptersFolder) {
  for (const SampleInfo& info : Samples()) {
    const std::filesystem::path file(info.source_file);
    ASSERT_FALSE(info.source_file.empty()) << info.name << " registered without its file";
    EXPECT_EQ(file.parent_path().parent_path().filename(), "samples") << info.name << " is in " << file;
    EXPECT_EQ(file.parent_path().filename().string(), "chapter" + std::to_string(static_cast<int>(info.chapter)))
        << info.name << " registers chapter " << static_cast<int>(info.chapter) << " (" << ChapterTitle(info.chapter)
        << ") from " << file;
    EXPECT_EQ(file.filename().string(), info.name + ".cpp") << info.name << " is registered from " << file;
  }
}

TEST(Registry, FindsByNameAnyCaseAndByNumber) {
  const SampleInfo* info = FindSample("rAyCaStPlAnE");
  ASSERT_NE(info, nullptr);
  EXPECT_EQ(info->name, "RaycastPlane");
  const auto& samples = Samples();
  const std::size_t number = static_cast<std::size_t>(info - samples.data()) + 1;
  EXPECT_EQ(FindSample(std::to_string(number)), info);
  EXPECT_EQ(FindSample("0"), nullptr);
  EXPECT_EQ(FindSample(std::to_string(samples.size() + 1)), nullptr);
  EXPECT_EQ(FindSample("NoSuchSample"), nullptr);
  EXPECT_EQ(FindSample(""), nullptr);
}

TEST(Registry, SuggestsCloseNames) {
  const auto typo = SuggestSamples("raycastplan");
  ASSERT_FALSE(typo.empty());
  EXPECT_EQ(typo.front(), "RaycastPlane");
  EXPECT_TRUE(SuggestSamples("zzzzzzzzzzzzzzzz").empty());
}

TEST(Registry, EverySampleHasADescriptionAndCreates) {
  for (const SampleInfo& info : Samples()) {
    EXPECT_FALSE(info.description.empty()) << info.name;
    EXPECT_NE(info.create(), nullptr) << info.name;
  }
}

TEST(Checks, RecordsSampleCaseExpectedAndActual) {
  Checks checks("Demo");
  EXPECT_TRUE(checks.Expect("first", true, true));
  EXPECT_FALSE(checks.Expect("Raycast(a, b)", true, false));
  EXPECT_FALSE(checks.ExpectNear("t", 1.0f, 1.5f, 0.1f));
  EXPECT_TRUE(checks.ExpectNear("p", glm::vec3(1, 2, 3), glm::vec3(1, 2, 3.00001f), 1e-4f));
  EXPECT_FALSE(checks.ExpectTrue("closest point on plane", false, "distance 0.5"));
  EXPECT_EQ(checks.Passed(), 2);
  EXPECT_EQ(checks.Failed(), 3);
  ASSERT_EQ(checks.Failures().size(), 3u);
  EXPECT_EQ(checks.Describe(checks.Failures()[0]), "Demo case 2: Raycast(a, b): expected true, got false");
  EXPECT_EQ(checks.Describe(checks.Failures()[1]), "Demo case 3: t: expected 1, got 1.5 (tolerance 0.1)");
  EXPECT_EQ(checks.Describe(checks.Failures()[2]), "Demo case 5: closest point on plane: distance 0.5");
  // Numbered by the framework, 1-based, in the order the checks ran, each with the line of its check.
  for (std::size_t i = 0; i < checks.Cases().size(); ++i) {
    EXPECT_EQ(checks.Cases()[i].case_index, i + 1);
    EXPECT_NE(checks.Cases()[i].line, 0u);
  }
  EXPECT_EQ(checks.Cases()[1].line, checks.Cases()[0].line + 1);
}

TEST(Checks, CasesKeepTheItemsTheyAreAbout) {
  Checks checks("Demo");
  checks.About(2);
  checks.Expect("ray 2 hits", true, true);
  checks.About({2, 5});
  checks.Expect("pair (2, 5)", true, false);
  checks.About({});
  checks.Fail("free-form");
  EXPECT_EQ(checks.Cases()[0].items, std::vector<int>{2});
  EXPECT_EQ(checks.Cases()[1].items, (std::vector<int>{2, 5}));
  EXPECT_TRUE(checks.Cases()[2].items.empty());
  ASSERT_EQ(checks.CasesAbout(2).size(), 2u);
  EXPECT_EQ(checks.CasesAbout(2)[1]->case_index, 2u);
  ASSERT_EQ(checks.CasesAbout(5).size(), 1u);
  EXPECT_TRUE(checks.CasesAbout(7).empty());
}

TEST(Checks, NaNNeverPasses) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  Checks checks("Demo");
  EXPECT_FALSE(checks.ExpectNear("t", 1.0f, nan, 1.0f));
  EXPECT_FALSE(checks.ExpectNear("p", glm::vec3(0.0f), glm::vec3(0, nan, 0), 1.0f));
  EXPECT_EQ(checks.Failed(), 2);
}

TEST(Checks, LogErrorCountsAFailure) {
  auto sample = testing::LoadSample("RaycastPlane");
  ASSERT_NE(sample, nullptr);
  const int before = sample->app->Check().Failed();
  sample->app->LogError("something went wrong");
  EXPECT_EQ(sample->app->Check().Failed(), before + 1);
  const std::size_t cases = sample->app->Check().Cases().size();  // a LogError is a case too: the last one
  EXPECT_EQ(sample->app->Check().Describe(sample->app->Check().Failures().back()),
            "RaycastPlane case " + std::to_string(cases) + ": something went wrong");
}

bool SameColor(const Color& a, const Color& b) { return glm::length(a - b) < 1e-6f; }

TEST(RaycastPlaneSample, DrawsThreeRedRaysFourBlueRaysAndThreeGreenPoints) {
  auto sample = testing::LoadSample("RaycastPlane");
  ASSERT_NE(sample, nullptr);
  EXPECT_GE(sample->app->Check().Passed(), 13);  // the book's 13 (7 hit-or-miss, t and point of 3 hits) and more
  EXPECT_EQ(sample->app->Check().Failed(), 0);
  testing::RecordFrame(*sample);
  const auto& lines = sample->draw.LineVertices();
  int red_rays = 0, blue_rays = 0;
  for (std::size_t i = 0; i + 1 < lines.size(); i += 2) {
    // A ray is drawn as one long segment; the axes and the plane outline are short.
    if (glm::length(lines[i + 1].position - lines[i].position) < kRayDrawLength * 0.99f) continue;
    red_rays += SameColor(lines[i].color, palette::kRayHit);
    blue_rays += SameColor(lines[i].color, palette::kRayMiss);
  }
  EXPECT_EQ(red_rays, 3);
  EXPECT_EQ(blue_rays, 4);
  const auto& points = sample->draw.Points();
  const auto green =
      std::count_if(points.begin(), points.end(), [](const auto& p) { return SameColor(p.color, palette::kHitPoint); });
  EXPECT_EQ(green, 3);
  // The plane is drawn as two white triangles.
  EXPECT_EQ(sample->draw.TriangleVertices().size(), 6u);
}

TEST(Frame, HudShowsNameAndCheckVerdict) {
  auto sample = testing::LoadSample("RaycastPlane");
  ASSERT_NE(sample, nullptr);
  testing::RecordFrame(*sample);
  std::string all_text;
  for (const auto& text : sample->draw.Texts()) all_text += text.text + "\n";
  EXPECT_NE(all_text.find("RaycastPlane"), std::string::npos) << all_text;
  EXPECT_NE(all_text.find("all " + std::to_string(sample->app->Check().Passed()) + " checks passed"), std::string::npos)
      << all_text;
}

TEST(Frame, HelpLineLeavesOutTheKeysASampleTakes) {
  auto orbiting = testing::LoadSample("RaycastPlane");
  auto walking = testing::LoadSample("EllipsoidWalk");
  ASSERT_NE(orbiting, nullptr);
  ASSERT_NE(walking, nullptr);
  EXPECT_NE(ControlsHelp(*orbiting->app).find("Space: auto-rotate"), std::string::npos);
  EXPECT_NE(ControlsHelp(*orbiting->app).find("Home/R: reset view"), std::string::npos);
  EXPECT_EQ(ControlsHelp(*walking->app).find("Space"), std::string::npos);  // Space jumps there
  EXPECT_NE(ControlsHelp(*walking->app).find("Esc: quit"), std::string::npos);
}

TEST(Camera, DefaultViewIsTheTutorialsOrbit) {
  OrbitCamera camera;
  const glm::vec3 eye = camera.Eye();
  EXPECT_NEAR(glm::length(eye), 20.0f, 1e-4f);
  EXPECT_GT(eye.y, 0.0f);  // looking down on the scene
  camera.Update(2.0f);     // 45 degrees a second
  EXPECT_NEAR(camera.Current().yaw_degrees, 210.0f, 1e-3f);
  camera.SetAutoRotate(false);
  camera.Update(2.0f);
  EXPECT_NEAR(camera.Current().yaw_degrees, 210.0f, 1e-3f);
  camera.Reset();
  EXPECT_NEAR(camera.Current().yaw_degrees, 120.0f, 1e-3f);
}

TEST(Camera, OrbitZoomAndPanStayInRange) {
  OrbitCamera camera;
  camera.Orbit({0.0f, 100000.0f});
  EXPECT_LE(camera.Current().pitch_degrees, 89.0f);
  camera.Zoom(1000.0f);
  EXPECT_GE(camera.Current().distance, 0.5f);
  camera.Zoom(-1000.0f);
  EXPECT_LE(camera.Current().distance, 400.0f);
  camera.Reset();
  camera.Pan({100.0f, 0.0f}, 600.0f);
  EXPECT_GT(glm::length(camera.Current().target), 0.1f);
  const glm::mat4 view = camera.View();
  EXPECT_TRUE(std::isfinite(view[3][0]));
}

}  // namespace
}  // namespace lab

// ---- --bench: what a sample's calls record, and the labels they get.

TEST(Bench, RecordsEveryCallASampleMakesWithItsSignature) {
  const lab::SampleInfo* info = lab::FindSample("RaycastSphere");
  ASSERT_NE(info, nullptr);
  lab::bench::Recording recording;
  const auto sample = lab::LoadSample(*info);
  std::map<std::string, int> calls;
  for (const lab::bench::RecordedCall& call : recording.Calls()) ++calls[lab::bench::Label(call)];
  // The seven rays of the book's table, each through Raycast(Ray, Sphere, float&) in its checks.
  EXPECT_GE(calls["Raycast(Ray, Sphere, float&)"], 7);  // and its contract and random cases' calls
  // Made again, a call goes straight to lab::Collisions: it records nothing.
  lab::bench::Recording quiet;
  recording.Calls().front().again();
  EXPECT_TRUE(quiet.Calls().empty());
}

TEST(Bench, RandomCasesDrawShapesAndKeepTheRest) {
  lab::bench::Recording recording;
  const lab::Sphere sphere(lab::Point(1, 2, 3), 0.5f);
  float t = 0.0f;
  lab::samples::Collisions::Raycast(lab::Ray(lab::Point(0.0f), lab::Point(1, 2, 3)), sphere, t);
  ASSERT_EQ(recording.Calls().size(), 1u);
  const lab::bench::RecordedCall& call = recording.Calls().front();
  EXPECT_EQ(lab::bench::Label(call), "Raycast(Ray, Sphere, float&)");
  ASSERT_TRUE(call.on_random);
  const std::function<void()> random = call.on_random(1, 64);
  ASSERT_TRUE(random);
  random();
  // A call with no shape among its arguments has no random cases: nothing to draw.
  int tests = 0;
  lab::samples::Collisions::TimeSlicingSearch([](float s) { return s > 0.5f; }, 1.0f, 0.1f, tests);
  ASSERT_EQ(recording.Calls().size(), 2u);
  EXPECT_EQ(lab::bench::Label(recording.Calls().back()), "TimeSlicingSearch(OverlapsAt, float, float, int&)");
  EXPECT_FALSE(recording.Calls().back().on_random);
}

TEST(Bench, ShortTypeNames) {
  EXPECT_EQ(lab::bench::TypeName<lab::Ray>(), "Ray");
  EXPECT_EQ(lab::bench::TypeName<glm::vec3>(), "Point");
  EXPECT_EQ(lab::bench::TypeName<std::vector<lab::Point>>(), "std::vector<Point>");
  EXPECT_EQ(lab::bench::TypeName<lab::Collisions::OverlapsAt>(), "callback");
  // A call with a default argument left out still finds its signature; one that is no student's keeps its own.
  const auto label = [](std::string name, std::vector<std::string> types) {
    lab::bench::RecordedCall call;
    call.name = std::move(name);
    call.argument_types = std::move(types);
    return lab::bench::Label(call);
  };
  EXPECT_EQ(label("Gjk", {"ConvexShape", "ConvexShape"}), "Gjk(ConvexShape, ConvexShape, bool)");
  // The convenience Raycast(ray, shape, point) is the lab's (it calls the student's), and its float& cousin needs
  // its third argument: a left-out output parameter matches no signature.
  EXPECT_EQ(label("Raycast", {"Ray", "Sphere", "Point"}),
            "Raycast(Ray, Sphere, Point) (the lab's, around a student's)");
  EXPECT_EQ(label("Raycast", {"Ray", "Sphere"}), "Raycast(Ray, Sphere) (the lab's, around a student's)");
}

// ---- The window's Performance panel: a bench in a process of its own, read as it goes, stopped at will. A
// script stands in for collision-lab --bench: it writes the records on descriptor 3 as the bench does.

namespace {

// A shell script, executable, in a fresh temporary directory; removed with it.
class FakeBench {
 public:
  explicit FakeBench(const std::string& body) {
    directory_ = std::filesystem::temp_directory_path() /
                 ("lab-fake-bench-" + std::to_string(::getpid()) + "-" + std::to_string(counter_++));
    std::filesystem::create_directories(directory_);
    path_ = (directory_ / "bench.sh").string();
    std::ofstream(path_) << "#!/bin/sh\ncd '" << directory_.string() << "'\n" << body << "\n";
    ::chmod(path_.c_str(), 0755);
  }
  ~FakeBench() {
    std::error_code ignored;
    std::filesystem::remove_all(directory_, ignored);
  }
  lab::BenchSetup Setup() const {
    lab::BenchSetup setup;
    setup.program = path_;
    return setup;
  }
  std::filesystem::path Directory() const { return directory_; }

 private:
  static inline int counter_ = 0;
  std::filesystem::path directory_;
  std::string path_;
};

// Polls until `done` holds or a few seconds have passed.
template <class Condition>
bool PollUntil(lab::SampleBench& bench, Condition done) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (!done() && std::chrono::steady_clock::now() < deadline) {
    bench.Poll();
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return done();
}

bool Alive(pid_t pid) { return ::kill(pid, 0) == 0 || errno != ESRCH; }

}  // namespace

TEST(Bench, WindowBenchShowsProgressThenFigures) {
  const FakeBench fake(
      "printf 'sample\\tRaycastSphere\\nprogress\\ttiming F on random data\\t0\\t1\\n' >&3\n"
      "while [ ! -e go ]; do sleep 0.01; done\n"
      "printf 'figure\\tRaycastSphere\\tRaycast(Ray, Sphere, float&)\\t3.5\\t7\\t2.25\\t4096\\t\\t2.5\\tnan\\n' >&3\n"
      "printf 'done\\t0\\n' >&3");
  lab::SampleBench bench;
  bench.Start("RaycastSphere", fake.Setup());
  ASSERT_EQ(bench.State(), lab::SampleBench::Status::kRunning);
  // The progress comes while the bench is still running: Poll never waits for its end.
  ASSERT_TRUE(PollUntil(bench, [&] { return bench.Functions() == 1; }));
  EXPECT_EQ(bench.Progress(), "timing F on random data");
  EXPECT_TRUE(bench.Running());
  EXPECT_GT(bench.Pid(), 0);
  std::ofstream(fake.Directory() / "go") << "go";
  ASSERT_TRUE(PollUntil(bench, [&] { return !bench.Running(); }));
  EXPECT_EQ(bench.State(), lab::SampleBench::Status::kDone);
  ASSERT_EQ(bench.Rows().size(), 1u);
  const lab::BenchRow& row = bench.Rows().front();
  EXPECT_EQ(row.label, "Raycast(Ray, Sphere, float&)");
  EXPECT_DOUBLE_EQ(row.own_ns, 3.5);
  EXPECT_EQ(row.own_calls, 7);
  EXPECT_DOUBLE_EQ(row.random_ns, 2.25);
  EXPECT_EQ(row.random_cases, 4096);
  EXPECT_DOUBLE_EQ(row.reference_own_ns, 2.5);
  EXPECT_TRUE(std::isnan(row.reference_random_ns));
  EXPECT_EQ(bench.Pid(), -1);
  // Reloaded code: the figures stay, marked as the old code's.
  bench.CodeReloaded();
  EXPECT_FALSE(bench.Stale().empty());
  EXPECT_EQ(bench.Rows().size(), 1u);
}

TEST(Bench, WindowBenchCancelStopsEveryProcessOfIt) {
  // The bench and a child of its own (as its checks' and timing's children are), both waiting for ever.
  const FakeBench fake("sleep 60 & echo $! > child\nprintf 'progress\\tbusy\\t0\\t0\\n' >&3\nwait");
  lab::SampleBench bench;
  bench.Start("RaycastSphere", fake.Setup());
  ASSERT_TRUE(PollUntil(bench, [&] { return bench.Progress() == "busy"; }));
  const pid_t leader = bench.Pid();
  pid_t child = 0;
  std::ifstream(fake.Directory() / "child") >> child;
  ASSERT_GT(child, 0);
  ASSERT_TRUE(Alive(child));
  bench.Cancel("stopped");
  EXPECT_EQ(bench.State(), lab::SampleBench::Status::kCancelled);
  EXPECT_EQ(bench.Pid(), -1);
  EXPECT_FALSE(Alive(leader));  // waited for: not even a zombie
  // The child is killed; its parent (init or a subreaper) reaps it in its own time.
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
  while (Alive(child) && std::chrono::steady_clock::now() < deadline) {
    std::ifstream stat("/proc/" + std::to_string(child) + "/stat");
    std::string pid, name, state;
    if (stat >> pid >> name >> state && state == "Z") break;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  std::ifstream stat("/proc/" + std::to_string(child) + "/stat");
  std::string pid, name, state;
  EXPECT_TRUE(!(stat >> pid >> name >> state) || state == "Z") << "the bench's child " << child << " still runs";
  // Another sample: nothing of it is left.
  bench.Clear();
  EXPECT_EQ(bench.State(), lab::SampleBench::Status::kIdle);
  EXPECT_TRUE(bench.Rows().empty());
}

TEST(Bench, WindowBenchReportsABenchThatDies) {
  const FakeBench fake("printf 'progress\\ttiming F on its own data\\t0\\t1\\n' >&3\nkill -SEGV $$");
  lab::SampleBench bench;
  bench.Start("RaycastSphere", fake.Setup());
  ASSERT_TRUE(PollUntil(bench, [&] { return !bench.Running(); }));
  EXPECT_EQ(bench.State(), lab::SampleBench::Status::kFailed);
  ASSERT_FALSE(bench.Failure().empty());
  EXPECT_NE(bench.Failure().back().find("SIGSEGV"), std::string::npos) << bench.Failure().back();
  EXPECT_NE(bench.Failure().back().find("timing F on its own data"), std::string::npos);
}

TEST(Bench, WindowBenchShowsWhatABenchSaidWhenItEndsBeforeItsRecords) {
  // As collision-lab does for a model it cannot read: an error on its error output, no record, exit status 2.
  const FakeBench fake("echo 'error: knot.obj:7: a face needs at least 3 corners' >&2\nexit 2");
  lab::SampleBench bench;
  bench.Start("OBJRaycast", fake.Setup());
  ASSERT_TRUE(PollUntil(bench, [&] { return !bench.Running(); }));
  EXPECT_EQ(bench.State(), lab::SampleBench::Status::kFailed);
  ASSERT_EQ(bench.Failure().size(), 2u);
  EXPECT_NE(bench.Failure()[0].find("exit status 2"), std::string::npos) << bench.Failure()[0];
  EXPECT_EQ(bench.Failure()[1], "error: knot.obj:7: a face needs at least 3 corners");
}

TEST(Bench, WindowBenchStopsABenchWhoseRecordNeverEnds) {
  // 2 MiB with no end of line: more than a record may be. The window keeps at most 1 MiB of it, then stops it.
  const FakeBench fake("head -c 2097152 /dev/zero | tr '\\0' x >&3\nsleep 60");
  lab::SampleBench bench;
  bench.Start("RaycastSphere", fake.Setup());
  const pid_t leader = bench.Pid();
  ASSERT_TRUE(PollUntil(bench, [&] { return !bench.Running(); }));
  EXPECT_EQ(bench.State(), lab::SampleBench::Status::kFailed);
  ASSERT_FALSE(bench.Failure().empty());
  EXPECT_NE(bench.Failure().back().find("over 1024 KiB"), std::string::npos) << bench.Failure().back();
  EXPECT_FALSE(Alive(leader));
}

TEST(Bench, WindowBenchEndsWhenTheBenchDoesThoughItsChildHoldsThePipe) {
  // The bench ends after its last record; a process it left behind still holds the records' pipe open.
  const FakeBench fake("sleep 60 &\nprintf 'done\\t0\\n' >&3");
  lab::SampleBench bench;
  bench.Start("RaycastSphere", fake.Setup());
  const pid_t group = bench.Pid();
  ASSERT_TRUE(PollUntil(bench, [&] { return !bench.Running(); }));
  EXPECT_EQ(bench.State(), lab::SampleBench::Status::kDone);
  ::kill(-group, SIGKILL);  // the sleep left behind
}

TEST(Bench, WindowBenchReportsTheBenchsOwnFailure) {
  // A sample whose checks crashed: the bench's report, line by line, and its exit status 1.
  const FakeBench fake(
      "printf 'failure\\tRaycastSphere\\tCRASH RaycastSphere: SIGSEGV\\nfailure\\tRaycastSphere\\tRaycastSphere: "
      "not timed\\ndone\\t1\\n' >&3\nexit 1");
  lab::SampleBench bench;
  bench.Start("RaycastSphere", fake.Setup());
  ASSERT_TRUE(PollUntil(bench, [&] { return !bench.Running(); }));
  EXPECT_EQ(bench.State(), lab::SampleBench::Status::kFailed);
  EXPECT_EQ(bench.Failure(), (std::vector<std::string>{"CRASH RaycastSphere: SIGSEGV", "RaycastSphere: not timed"}));
}

TEST(Bench, TheLabClearsItsBenchForAnotherSampleAndMarksItStaleAfterAReload) {
  const FakeBench quick(
      "printf 'figure\\tRaycastSphere\\tRaycast(Ray, Sphere, float&)\\t3.5\\t7\\t2.25\\t4096\\t\\tnan\\tnan\\n' >&3\n"
      "printf 'done\\t0\\n' >&3");
  const FakeBench endless("printf 'progress\\tbusy\\t0\\t1\\n' >&3\nsleep 60");
  const auto index = [](std::string_view name) {
    return static_cast<std::size_t>(lab::FindSample(name) - lab::Samples().data());
  };
  lab::Lab lab;
  const auto poll_until = [&lab](auto done) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (!done() && std::chrono::steady_clock::now() < deadline) {
      lab.Poll();
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    return done();
  };
  lab.Select(index("RaycastSphere"));
  lab.SetBenchProgram(quick.Setup().program);
  lab.StartBench();
  ASSERT_TRUE(poll_until([&] { return lab.Bench().State() == lab::SampleBench::Status::kDone; }));
  EXPECT_EQ(lab.Bench().Sample(), "RaycastSphere");
  ASSERT_EQ(lab.Bench().Rows().size(), 1u);
  // The same sample again (a click on it in the browser): the figures stay.
  lab.Select(index("RaycastSphere"));
  EXPECT_EQ(lab.Bench().Rows().size(), 1u);
  // A reload: the figures stay, marked as the old code's.
  lab.ReleaseCode();
  lab.AdoptCode();
  EXPECT_FALSE(lab.Bench().Stale().empty());
  EXPECT_EQ(lab.Bench().Rows().size(), 1u);

  // Another sample while a bench runs: it is stopped, and nothing of it is shown.
  lab.SetBenchProgram(endless.Setup().program);
  lab.StartBench();
  ASSERT_TRUE(poll_until([&] { return lab.Bench().Progress() == "busy"; }));
  EXPECT_TRUE(lab.Bench().Stale().empty()) << "a new run's figures are the code's";
  pid_t pid = lab.Bench().Pid();
  ASSERT_GT(pid, 0);
  lab.Select(index("RaycastPlane"));
  EXPECT_EQ(lab.Bench().State(), lab::SampleBench::Status::kIdle);
  EXPECT_FALSE(Alive(pid));
  // A reload while a bench runs: it is stopped, and says why.
  lab.StartBench();
  ASSERT_TRUE(poll_until([&] { return lab.Bench().Progress() == "busy"; }));
  pid = lab.Bench().Pid();
  lab.ReleaseCode();
  EXPECT_EQ(lab.Bench().State(), lab::SampleBench::Status::kCancelled);
  EXPECT_NE(lab.Bench().Progress().find("reloaded"), std::string::npos) << lab.Bench().Progress();
  EXPECT_FALSE(Alive(pid));
  lab.AdoptCode();
}
