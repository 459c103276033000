// A sample opens framed on what its cases are about (framework/sample/framing.hpp): every tagged point in view, the
// view filled, Home back there, and a view the user moved left where it is.
#include "framework/sample/framing.hpp"

#include <algorithm>
#include <cmath>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "framework/sample/registry.hpp"
#include "sample_harness.hpp"

namespace lab {
namespace {

// Where a point lands in normalized device coordinates (y up) for a camera at `pose`.
glm::vec2 OnScreen(const OrbitCamera::Pose& pose, float aspect, const glm::vec3& point) {
  OrbitCamera camera;
  camera.SetHome(pose);
  camera.SetAspect(aspect);
  const glm::vec4 clip = camera.Projection() * camera.View() * glm::vec4(point, 1.0f);
  EXPECT_GT(clip.w, 0.0f) << "behind the eye";
  return glm::vec2(clip) / clip.w;
}

std::vector<glm::vec3> Cloud(std::mt19937& random, int count) {
  std::uniform_real_distribution<float> centre(-20.0f, 20.0f), spread(0.2f, 8.0f), unit(-1.0f, 1.0f);
  const glm::vec3 middle(centre(random), centre(random), centre(random));
  const glm::vec3 size(spread(random), spread(random), spread(random));
  std::vector<glm::vec3> points;
  for (int i = 0; i < count; ++i) points.push_back(middle + size * glm::vec3(unit(random), unit(random), unit(random)));
  return points;
}

TEST(Framing, FitPoseShowsEveryPointAndFillsTheViewBelowTheText) {
  std::mt19937 random(7);
  std::uniform_real_distribution<float> yaw(0.0f, 360.0f), pitch(-60.0f, 20.0f), aspect(0.5f, 2.5f), inset(0.0f, 0.4f);
  for (int trial = 0; trial < 200; ++trial) {
    const std::vector<glm::vec3> points = Cloud(random, 40);
    const OrbitCamera::Pose angles{.yaw_degrees = yaw(random), .pitch_degrees = pitch(random)};
    const float view_aspect = aspect(random), top_inset = trial % 2 == 0 ? 0.0f : inset(random);
    const std::optional<OrbitCamera::Pose> pose = FitPose(points, angles, view_aspect, top_inset);
    ASSERT_TRUE(pose);
    EXPECT_EQ(pose->yaw_degrees, angles.yaw_degrees);
    EXPECT_EQ(pose->pitch_degrees, angles.pitch_degrees);
    const glm::vec2 window_low(-kFramingFill, -1.0f + (1.0f - kFramingFill) * (1.0f - top_inset));
    const glm::vec2 window_high(kFramingFill, 1.0f - 2.0f * top_inset - (1.0f - kFramingFill) * (1.0f - top_inset));
    glm::vec2 low(1e30f), high(-1e30f);
    for (const glm::vec3& p : points) {
      const glm::vec2 at = OnScreen(*pose, view_aspect, p);
      low = glm::min(low, at);
      high = glm::max(high, at);
    }
    const float tolerance = 2e-3f;
    EXPECT_TRUE(glm::all(glm::greaterThanEqual(low, window_low - tolerance))) << "trial " << trial;
    EXPECT_TRUE(glm::all(glm::lessThanEqual(high, window_high + tolerance))) << "trial " << trial;
    // Not merely inside: a side touches its edge (a view twice too far would pass the above), and the points sit
    // about the middle (on the axis with room to spare, the eye is centred between its two limits, which under
    // perspective is near but not at the middle of the points' extent on screen).
    const glm::vec2 centre = (window_low + window_high) * 0.5f, half = (window_high - window_low) * 0.5f;
    const glm::vec2 reach = glm::max((high - centre) / half, (centre - low) / half);
    EXPECT_GT(std::max(reach.x, reach.y), 0.98f) << "trial " << trial << ": the view is farther than it need be";
    const glm::vec2 off = glm::abs((low + high) * 0.5f - centre) / half;
    EXPECT_LT(std::max(off.x, off.y), 0.25f) << "trial " << trial << ": the points are off the view's middle";
  }
}

TEST(Framing, NothingToFrameLeavesThePoseAlone) {
  EXPECT_FALSE(FitPose({}, OrbitCamera::Pose{}, 1.5f));
  RecordingDraw draw;
  draw.DrawGrid();  // untagged: not what any case is about
  draw.DrawAxes();
  EXPECT_TRUE(TaggedPoints(draw).empty());
}

TEST(Framing, TaggedPointsCutRaysToTheSceneAndSkipNaN) {
  RecordingDraw draw;
  draw.DrawGrid();
  draw.About(1);
  draw.DrawWireBox(AABB::FromCenterExtents(Point(0.0f), glm::vec3(1.0f)), palette::kWhite);
  draw.About(2);
  draw.DrawRay(Ray(Point(0, 100, 0), glm::vec3(0, -1, 0)), palette::kRed);  // cast from far above, through the box
  draw.DrawPoint(Point(NAN, 0, 0), 5.0f, palette::kGreen);                  // a student's NaN hit
  draw.About(DebugDraw::kSceneItem);
  draw.DrawSolidTriangle(Point(4, 0, 0), Point(5, 0, 0), Point(4, 1, 0), palette::kShape);
  const std::vector<glm::vec3> points = TaggedPoints(draw);
  ASSERT_FALSE(points.empty());
  glm::vec3 low(1e30f), high(-1e30f);
  for (const glm::vec3& p : points) {
    ASSERT_TRUE(std::isfinite(p.x) && std::isfinite(p.y) && std::isfinite(p.z));
    low = glm::min(low, p);
    high = glm::max(high, p);
  }
  EXPECT_EQ(high.x, 5.0f) << "the scene's triangle counts";
  EXPECT_EQ(low.x, -1.0f) << "the box counts; the grid (10 cells each way) does not";
  EXPECT_LT(high.y, 10.0f) << "the ray's origin 100 up would shrink the box to a dot";
  EXPECT_GT(high.y, 1.0f) << "the ray still shows where it comes from";
  EXPECT_GT(low.y, -2.0f) << "nor its far end, 400 below";
}

// A sample drawing one tagged box far from the origin, where the default view does not look.
class FarBox final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.yaw_degrees = 30.0f, .pitch_degrees = -20.0f, .distance = 5.0f});
    if (keep_) KeepOwnHome();
  }
  void Render() override {
    Draw().About(0);
    Draw().DrawWireBox(AABB::FromCenterExtents(Point(40, 3, -25), glm::vec3(2.0f)), palette::kWhite);
  }
  bool keep_ = false;
};

SampleInfo FarBoxInfo() {
  SampleInfo info;
  info.name = "FarBox";
  info.chapter = Chapter::kFramework;
  info.description = "a box far away";
  return info;
}
const SampleInfo kFarBoxInfo = FarBoxInfo();

TEST(Framing, ASampleOpensOnItsCasesAndHomeReturnsThere) {
  RecordingDraw draw;
  FarBox sample;
  sample.Attach("FarBox", draw);
  sample.Initialize(800, 600);
  sample.Resize(800, 600);
  ComposeFrame(sample, kFarBoxInfo, draw, {800, 600}, HudOptions{.show_title = false, .show_help = false});
  const OrbitCamera::Pose framed = sample.ViewCamera().Current();
  EXPECT_LT(glm::length(framed.target - glm::vec3(40, 3, -25)), 1.0f);
  EXPECT_EQ(framed.yaw_degrees, 30.0f) << "the sample's own angles are kept";
  EXPECT_GT(std::abs(OnScreen(framed, 800.0f / 600, Point(42, 5, -23)).y), 0.5f) << "and the box fills the view";
  sample.ViewCamera().Zoom(5.0f);
  sample.ViewCamera().Pan({100, 40}, 600.0f);
  ComposeFrame(sample, kFarBoxInfo, draw, {800, 600}, HudOptions{.show_title = false, .show_help = false});
  EXPECT_NE(sample.ViewCamera().Current().distance, framed.distance) << "a later frame leaves the user's view alone";
  sample.ViewCamera().Reset();  // Home
  EXPECT_EQ(sample.ViewCamera().Current().target, framed.target);
  EXPECT_EQ(sample.ViewCamera().Current().distance, framed.distance);
}

TEST(Framing, AViewMovedBeforeTheFirstFrameOrKeptByTheSampleStaysPut) {
  for (const bool keep : {false, true}) {
    RecordingDraw draw;
    FarBox sample;
    sample.keep_ = keep;
    sample.Attach("FarBox", draw);
    sample.Initialize(800, 600);
    sample.Resize(800, 600);
    if (!keep) sample.ViewCamera().SetPose({.target = Point(1, 2, 3), .distance = 9.0f});  // a reload's kept view
    ComposeFrame(sample, kFarBoxInfo, draw, {800, 600}, HudOptions{.show_title = false, .show_help = false});
    EXPECT_EQ(sample.ViewCamera().Current().target, keep ? glm::vec3(0.0f) : glm::vec3(1, 2, 3));
    sample.ViewCamera().Reset();
    EXPECT_EQ(sample.ViewCamera().Current().target == glm::vec3(0.0f), keep) << "Home is the fitted view unless kept";
  }
}

// Every sample, opened as the window opens it (1280x720 less the panels: about 570x700) and then widened (the
// panels closed), shows all of its cases' geometry both times; the one that keeps its own view says why.
class EverySample : public ::testing::TestWithParam<std::string> {};

TEST_P(EverySample, OpensWithItsCasesInView) {
  const std::unique_ptr<LoadedSample> sample = testing::LoadSample(GetParam());
  ASSERT_TRUE(sample);
  if (!sample->app->UsesWindow()) GTEST_SKIP() << "a console sample";
  if (sample->app->KeepsOwnHome()) {
    EXPECT_NE(sample->info->description.find("view"), std::string::npos) << "it keeps its own view: why?";
    return;
  }
  for (const glm::vec2 size : {glm::vec2(570, 700), glm::vec2(1280, 720)}) {
    sample->app->Resize(static_cast<int>(size.x), static_cast<int>(size.y));
    ComposeFrame(*sample->app, *sample->info, sample->draw, size, HudOptions{.show_title = false, .show_help = false});
    const OrbitCamera::Pose pose = sample->app->ViewCamera().Current();
    int outside = 0;
    for (const glm::vec3& p : TaggedPoints(sample->draw)) {
      const glm::vec2 at = OnScreen(pose, size.x / size.y, p);
      outside += std::abs(at.x) > 1.0f || std::abs(at.y) > 1.0f;
    }
    EXPECT_EQ(outside, 0) << "at " << size.x << "x" << size.y << ": tagged points out of view";
  }
}

std::vector<std::string> SampleNames() {
  std::vector<std::string> names;
  for (const SampleInfo& info : Samples()) names.push_back(info.name);
  return names;
}

INSTANTIATE_TEST_SUITE_P(Framing, EverySample, ::testing::ValuesIn(SampleNames()),
                         [](const ::testing::TestParamInfo<std::string>& name) { return name.param; });

}  // namespace
}  // namespace lab
