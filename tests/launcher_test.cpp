// The launcher with two samples of its own, one of which always fails a case.
#include "framework/cli/launcher.hpp"

#include <gtest/gtest.h>

#include "framework/sample/registry.hpp"

namespace {

class AlwaysPasses final : public lab::Application {
 public:
  void Initialize(int, int) override {
    Check().Expect("true is true", true, true);
    Check().ExpectNear("one", 1.0f, 1.0f, 0.0f);
  }
};

class AlwaysFails final : public lab::Application {
 public:
  void Initialize(int, int) override {
    Check().Expect("passes", false, false);
    Check().Expect("Raycast(ray, plane)", true, false);
  }
};

}  // namespace

LAB_REGISTER_SAMPLE(AlwaysPasses, lab::Chapter::kFramework, "Passes both of its cases.");
LAB_REGISTER_SAMPLE(AlwaysFails, lab::Chapter::kFramework, "Fails one of its two cases.");

namespace lab {
namespace {

int Launch(std::vector<std::string> args) {
  args.insert(args.begin(), "collision-lab");
  std::vector<char*> argv;
  for (std::string& arg : args) argv.push_back(arg.data());
  return RunLauncher(static_cast<int>(argv.size()), argv.data());
}

TEST(Launcher, CheckAllCountsCasesAndFails) {
  ::testing::internal::CaptureStdout();
  ::testing::internal::CaptureStderr();
  EXPECT_EQ(RunChecks({}), kExitChecksFailed);
  const std::string out = ::testing::internal::GetCapturedStdout();
  const std::string err = ::testing::internal::GetCapturedStderr();
  EXPECT_NE(out.find("FAIL  AlwaysFails"), std::string::npos) << out;
  EXPECT_NE(out.find("PASS  AlwaysPasses"), std::string::npos) << out;
  EXPECT_TRUE(out.ends_with("\n3 passed, 1 failed\n")) << out;
  EXPECT_NE(err.find("AlwaysFails case 2: Raycast(ray, plane): expected true, got false"), std::string::npos) << err;
}

TEST(Launcher, CheckPassingSampleExitsZero) {
  ::testing::internal::CaptureStdout();
  EXPECT_EQ(Launch({"--check", "alwayspasses"}), kExitOk);
  EXPECT_TRUE(::testing::internal::GetCapturedStdout().ends_with("2 passed, 0 failed\n"));
}

TEST(Launcher, CheckFailingSampleExitsOne) {
  ::testing::internal::CaptureStdout();
  ::testing::internal::CaptureStderr();
  EXPECT_EQ(Launch({"--check", "AlwaysFails"}), kExitChecksFailed);
  ::testing::internal::GetCapturedStderr();
  EXPECT_TRUE(::testing::internal::GetCapturedStdout().ends_with("1 passed, 1 failed\n"));
}

TEST(Launcher, UnknownSampleIsAUsageError) {
  ::testing::internal::CaptureStderr();
  EXPECT_EQ(Launch({"--check", "AlwaysFail"}), kExitUsage);
  EXPECT_NE(::testing::internal::GetCapturedStderr().find("did you mean 'AlwaysFails'?"), std::string::npos);
}

TEST(Launcher, ScreenshotNeedsASampleAndAPngName) {
  ::testing::internal::CaptureStderr();
  EXPECT_EQ(Launch({"--screenshot", "out.png"}), kExitUsage);
  EXPECT_EQ(Launch({"--screenshot", "out.jpg", "AlwaysPasses"}), kExitUsage);
  EXPECT_EQ(Launch({"--check", "--screenshot", "out.png"}), kExitUsage);
  const std::string err = ::testing::internal::GetCapturedStderr();
  EXPECT_NE(err.find("--screenshot needs a sample"), std::string::npos) << err;
  EXPECT_NE(err.find("does not end in .png"), std::string::npos) << err;
}

}  // namespace
}  // namespace lab
