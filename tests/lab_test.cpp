// The interactive lab without a window: case <-> geometry tagging through the recording draw, the highlight
// of a focused case, the labels, handles and their reset, the browser's navigation and the remembered sample.
#include "framework/window/lab.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <set>

#include <glm/gtc/matrix_transform.hpp>
#include <gtest/gtest.h>

#include "sample_harness.hpp"

namespace lab {
namespace {

bool Same(const Color& a, const Color& b) { return glm::all(glm::lessThan(glm::abs(a - b), glm::vec4(1e-4f))); }

std::size_t IndexOf(std::string_view name) { return static_cast<std::size_t>(FindSample(name) - Samples().data()); }

// A lab on one sample, its checks run (in a child, as in the window) and loaded.
struct LoadedLab {
  explicit LoadedLab(std::string_view name) {
    lab.Select(IndexOf(name));
    lab.StartBackgroundChecks(FindSample(name));
    lab.WaitForBackgroundChecks();
  }
  Lab lab;
};

// The colours drawn for an item (lines and points).
std::vector<Color> ColoursOf(const RecordingDraw& draw, int item) {
  std::vector<Color> colours;
  for (const auto& v : draw.LineVertices()) {
    if (v.item == item) colours.push_back(v.color);
  }
  for (const auto& p : draw.Points()) {
    if (p.item == item) colours.push_back(p.color);
  }
  return colours;
}

bool AnyOf(const std::vector<Color>& colours, const Color& wanted) {
  return std::any_of(colours.begin(), colours.end(), [&](const Color& c) { return Same(c, wanted); });
}

// Every sample: each item a case is about is drawn under that tag, and each handle's item too, so hovering
// any case highlights something and every handle belongs to what it moves.
TEST(Tagging, EveryCasesItemsAreDrawn) {
  int samples_with_items = 0;
  for (const SampleInfo& info : Samples()) {
    auto sample = testing::LoadSample(info.name);
    ASSERT_NE(sample, nullptr);
    if (!sample->app->UsesWindow()) continue;
    testing::RecordFrame(*sample);
    std::set<int> drawn;
    for (const auto& v : sample->draw.LineVertices()) drawn.insert(v.item);
    for (const auto& p : sample->draw.Points()) drawn.insert(p.item);
    for (const auto& v : sample->draw.TriangleVertices()) drawn.insert(v.item);
    bool any = false;
    for (const Checks::Case& c : sample->app->Check().Cases()) {
      for (const int item : c.items) {
        any = true;
        // kNoItem is the grid's and the axes' tag: a case about it would highlight them (About({}) is "none").
        EXPECT_NE(item, DebugDraw::kNoItem) << info.name << " case " << c.case_index << " is about kNoItem";
        EXPECT_TRUE(drawn.count(item)) << info.name << " case " << c.case_index << " is about item " << item
                                       << ", which Render never tags";
      }
    }
    for (const HandleSet::Handle& handle : sample->app->Handles().All()) {
      if (handle.item == DebugDraw::kNoItem) continue;
      EXPECT_TRUE(drawn.count(handle.item)) << info.name << " handle " << handle.name << " belongs to item "
                                            << handle.item << ", which Render never tags";
    }
    samples_with_items += any ? 1 : 0;
  }
  // Most samples link their cases to geometry (the OBJ counts and the console sample need not).
  EXPECT_GE(samples_with_items, 60);
}

TEST(Tagging, RecordingDrawKeepsTheItemAndItsFirstPoint) {
  RecordingDraw draw;
  draw.DrawLine(Point(0.0f), Point(1.0f), palette::kShape);
  draw.About(3);
  draw.DrawPoint(Point(2, 0, 0), 5.0f, palette::kRed);
  draw.DrawLine(Point(4, 0, 0), Point(5, 0, 0), palette::kRed);
  draw.About(DebugDraw::kNoItem);
  draw.DrawSolidTriangle(Point(0.0f), Point(1, 0, 0), Point(0, 1, 0), palette::kShape);
  EXPECT_EQ(draw.LineVertices()[0].item, DebugDraw::kNoItem);
  EXPECT_EQ(draw.LineVertices()[2].item, 3);
  EXPECT_EQ(draw.Points()[0].item, 3);
  EXPECT_EQ(draw.TriangleVertices()[0].item, DebugDraw::kNoItem);
  ASSERT_EQ(draw.ItemAnchors().size(), 1u);
  EXPECT_EQ(draw.ItemAnchors()[0].first, 3);
  EXPECT_EQ(draw.ItemAnchors()[0].second, Point(2, 0, 0));  // the first thing drawn for it
  draw.Clear();
  EXPECT_EQ(draw.CurrentItem(), DebugDraw::kNoItem);
  EXPECT_TRUE(draw.ItemAnchors().empty());
}

// ---- Volumes: every helper's lit faces close its surface, face outward and lie on it; the outline comes too.

struct SurfaceSummary {
  std::size_t faces = 0;
  double area = 0.0;
  glm::dvec3 vector_area{0.0};  // zero for a closed surface
  int facing_in = 0;            // faces whose normal points towards `inside`
  double farthest_off = 0.0;    // the largest |on_surface(vertex)|
};

template <class OnSurface>
SurfaceSummary Summarize(const RecordingDraw& draw, const Point& inside, OnSurface on_surface) {
  SurfaceSummary summary;
  const auto& v = draw.TriangleVertices();
  for (std::size_t i = 0; i + 2 < v.size(); i += 3) {
    if (!v[i].shaded) continue;
    ++summary.faces;
    const glm::dvec3 a(v[i].position), b(v[i + 1].position), c(v[i + 2].position);
    const glm::dvec3 twice = glm::cross(b - a, c - a);
    summary.area += glm::length(twice) / 2.0;
    summary.vector_area += twice / 2.0;
    summary.facing_in += glm::dot(twice, (a + b + c) / 3.0 - glm::dvec3(inside)) < 0.0;
    for (const glm::dvec3& p : {a, b, c})
      summary.farthest_off = std::max(summary.farthest_off, std::abs(on_surface(p)));
  }
  return summary;
}

TEST(Volumes, EachHelpersFacesCloseItsSurfaceFacingOutward) {
  const double pi = 3.14159265358979;
  const auto expect_closed = [](const SurfaceSummary& s, double area, double tolerance, const char* what) {
    EXPECT_GT(s.faces, 0u) << what;
    EXPECT_EQ(s.facing_in, 0) << what << ": faces turned inward would be culled from outside";
    EXPECT_LT(glm::length(s.vector_area), 1e-3 * area) << what << ": the surface has a hole";
    EXPECT_NEAR(s.area, area, tolerance * area) << what;
    EXPECT_LT(s.farthest_off, 1e-4) << what << ": a vertex off the surface";
  };
  {
    RecordingDraw draw;
    const Sphere sphere(Point(1, 2, 3), 2.0f);
    draw.DrawSphere(sphere, palette::kRed);
    expect_closed(Summarize(draw, sphere.position,
                            [&](const glm::dvec3& p) { return glm::length(p - glm::dvec3(sphere.position)) - 2.0; }),
                  4 * pi * 4, 0.03, "sphere");
    EXPECT_FALSE(draw.LineVertices().empty()) << "a volume keeps its outline";
    for (const auto& line : draw.LineVertices()) EXPECT_TRUE(Same(line.color, palette::kRed));
  }
  {
    RecordingDraw draw;
    const Ellipsoid ellipsoid(Point(0.0f), glm::vec3(1, 2, 3));
    draw.DrawEllipsoid(ellipsoid, palette::kShape);
    const SurfaceSummary s =
        Summarize(draw, Point(0.0f), [](const glm::dvec3& p) { return glm::length(p / glm::dvec3(1, 2, 3)) - 1.0; });
    EXPECT_EQ(s.facing_in, 0);
    EXPECT_LT(glm::length(s.vector_area), 1e-2);
    EXPECT_LT(s.farthest_off, 1e-4);
  }
  {
    RecordingDraw draw;
    OBB box;
    box.center = Point(3, -1, 2);
    box.axes = glm::mat3(glm::rotate(glm::mat4(1.0f), 0.7f, glm::normalize(glm::vec3(1, 2, 3))));
    box.half_extents = glm::vec3(1, 2, 0.5f);
    draw.DrawBox(box, palette::kBlue);
    const SurfaceSummary s = Summarize(draw, box.center, [&](const glm::dvec3& p) {
      const glm::dvec3 local = glm::transpose(glm::dmat3(box.axes)) * (p - glm::dvec3(box.center));
      const glm::dvec3 fraction = glm::abs(local) / glm::dvec3(box.half_extents);
      return std::max({fraction.x, fraction.y, fraction.z}) - 1.0;
    });
    EXPECT_EQ(s.faces, 12u);
    expect_closed(s, 8 * (2 * 1 + 2 * 0.5 + 1 * 0.5), 1e-5, "turned box");
    EXPECT_EQ(draw.LineVertices().size(), 24u) << "and its 12 edges";
  }
  {
    RecordingDraw draw;
    const Capsule capsule{Point(0, 0, 0), Point(2, 1, 0), 0.5f};
    draw.DrawCapsule(capsule, palette::kShape);
    const double length = std::sqrt(5.0);
    expect_closed(Summarize(draw, (capsule.start + capsule.end) * 0.5f,
                            [&](const glm::dvec3& p) {
                              const glm::dvec3 a(capsule.start), ab = glm::dvec3(capsule.end) - a;
                              const double t = std::clamp(glm::dot(p - a, ab) / glm::dot(ab, ab), 0.0, 1.0);
                              return glm::length(p - (a + t * ab)) - 0.5;
                            }),
                  4 * pi * 0.25 + 2 * pi * 0.5 * length, 0.03, "capsule");
  }
  {
    RecordingDraw draw;
    const Cylinder cylinder{Point(0, -1, 0), Point(0, 1, 1), 1.0f};
    draw.DrawCylinder(cylinder, palette::kShape);
    const double length = std::sqrt(5.0);
    expect_closed(Summarize(draw, (cylinder.start + cylinder.end) * 0.5f,
                            [&](const glm::dvec3& p) {
                              const glm::dvec3 a(cylinder.start), ab = glm::dvec3(cylinder.end) - a;
                              const double t = glm::dot(p - a, ab) / glm::dot(ab, ab);
                              const double radial = glm::length(p - (a + t * ab)) - 1.0;
                              const double axial = std::max(-t, t - 1.0) * length;
                              return std::max(radial, axial);  // 0 on the side and on the caps
                            }),
                  2 * pi * 1 + 2 * pi * 1 * length, 0.03, "cylinder (caps included)");
  }
}

TEST(Volumes, TheWireframeViewDropsTheFacesAndKeepsTheOutlines) {
  LoadedLab loaded("SphereSample");
  Lab& lab = loaded.lab;
  ASSERT_NE(lab.App(), nullptr);
  const glm::vec2 view(800, 600);
  const auto shaded = [](const RecordingDraw& draw) {
    return std::count_if(draw.TriangleVertices().begin(), draw.TriangleVertices().end(),
                         [](const RecordingDraw::Vertex& v) { return v.shaded; });
  };
  // Without labels, whose leader lines follow what the faces hide.
  const RecordingDraw& solid = lab.Compose(view, {.labels = false});
  const std::size_t lines = solid.LineVertices().size();
  EXPECT_GT(shaded(solid), 0);
  const RecordingDraw& wire = lab.Compose(view, {.labels = false, .wireframe = true});
  EXPECT_EQ(shaded(wire), 0);
  EXPECT_EQ(wire.LineVertices().size(), lines);
}

// The legend says what the colours mean, from the palette helpers the sample's Render called: RaycastSphere's
// rays (palette::ForRay, through DrawRayWithHit), SphereAABBIntersection's shapes (ForShape), and nothing for
// SphereSample, whose two spheres are plain blue and red.
TEST(Legend, ComesFromThePaletteHelpersTheSampleDrawsWith) {
  LoadedLab loaded("RaycastSphere");
  Lab& lab = loaded.lab;
  const auto meanings = [&](std::string_view name) {
    lab.SelectByName(name);
    lab.Poll();
    std::vector<std::string> found;
    if (lab.App() == nullptr) return found;
    lab.Compose(glm::vec2(800, 600), {});
    for (const Lab::LegendEntry& entry : lab.Legend()) found.push_back(entry.meaning);
    return found;
  };
  const auto has = [](const std::vector<std::string>& found, std::string_view part) {
    return std::any_of(found.begin(), found.end(), [&](const std::string& m) { return m.find(part) != m.npos; });
  };
  const std::vector<std::string> rays = meanings("RaycastSphere");
  EXPECT_TRUE(has(rays, "that hits") && has(rays, "where it hits") && has(rays, "that misses")) << rays.size();
  EXPECT_FALSE(has(rays, "shape"));
  const std::vector<std::string> shapes = meanings("SphereAABBIntersection");
  EXPECT_TRUE(has(shapes, "meets") && has(shapes, "apart"));
  EXPECT_FALSE(has(shapes, "ray"));
  EXPECT_TRUE(meanings("SphereSample").empty());
  EXPECT_EQ(palette::noted_verdicts, nullptr) << "the helpers should note verdicts only while a frame is composed";
}

TEST(LabFocus, AFocusedCaseKeepsItsColoursAndDimsTheRest) {
  LoadedLab loaded("RaycastSphere");
  Lab& lab = loaded.lab;
  ASSERT_NE(lab.App(), nullptr);
  ASSERT_FALSE(lab.ShowsCrashReport());
  const glm::vec2 view(800, 600);
  const std::vector<Color> plain0 = ColoursOf(lab.Compose(view, {}), 0);
  const std::vector<Color> plain6 = ColoursOf(lab.Frame(), 6);
  ASSERT_TRUE(AnyOf(plain0, palette::kRayHit));   // ray 0 hits: red
  ASSERT_TRUE(AnyOf(plain6, palette::kRayMiss));  // ray 6 misses: blue
  // Case 1 (position 0) is ray 0's hit.
  ASSERT_EQ(lab.App()->Check().Cases()[0].items, std::vector<int>{0});
  lab.SelectCase(0);
  const std::vector<Color> focused0 = ColoursOf(lab.Compose(view, {}), 0);
  const std::vector<Color> focused6 = ColoursOf(lab.Frame(), 6);
  EXPECT_EQ(focused0.size(), plain0.size());
  for (std::size_t i = 0; i < focused0.size(); ++i) EXPECT_TRUE(Same(focused0[i], plain0[i]));
  EXPECT_FALSE(AnyOf(focused6, palette::kRayMiss)) << "ray 6 belongs to another case and should be dimmed";
  // Hovering wins over the selection; with neither, nothing is dimmed.
  lab.HoverCase(12);
  EXPECT_EQ(lab.FocusedCase(), std::optional<std::size_t>(12));
  lab.HoverCase(std::nullopt);
  lab.SelectCase(std::nullopt);
  EXPECT_TRUE(AnyOf(ColoursOf(lab.Compose(view, {}), 6), palette::kRayMiss));
}

TEST(LabFocus, LabelsNumberEachItemsCasesAndFramingMovesTheCamera) {
  LoadedLab loaded("RaycastSphere");
  Lab& lab = loaded.lab;
  ASSERT_NE(lab.App(), nullptr);
  lab.App()->ViewCamera().SetAutoRotate(false);
  lab.Compose(glm::vec2(800, 600), {});
  std::set<std::string> texts;
  for (const auto& label : lab.PlacedLabels()) texts.insert(label.text);
  // Seven rays, two cases each (the hit, then t), numbered 1-14 in the order they ran.
  for (const char* expected : {"1, 2", "3, 4", "5, 6", "7, 8", "9, 10", "11, 12", "13, 14"}) {
    EXPECT_TRUE(texts.count(expected)) << "no label " << expected;
  }
  lab.Compose(glm::vec2(800, 600), {.labels = false});
  EXPECT_TRUE(lab.PlacedLabels().empty());
  const glm::vec3 before = lab.App()->ViewCamera().Current().target;
  ASSERT_TRUE(lab.FrameCase(12));  // case 13: ray 6, far from the origin
  EXPECT_GT(glm::length(lab.App()->ViewCamera().Current().target - before), 0.5f);
}

TEST(LabHandles, MovingARayAcrossTheSphereTurnsItRedAndResetPutsItBack) {
  LoadedLab loaded("RaycastSphere");
  Lab& lab = loaded.lab;
  ASSERT_NE(lab.App(), nullptr);
  HandleSet& handles = lab.App()->Handles();
  auto origin = std::find_if(handles.All().begin(), handles.All().end(),
                             [](const HandleSet::Handle& h) { return h.name == "ray 6 origin"; });
  ASSERT_NE(origin, handles.All().end());
  EXPECT_EQ(origin->item, 6);
  EXPECT_FALSE(AnyOf(ColoursOf(lab.Compose(glm::vec2(800, 600), {}), 6), palette::kRayHit));
  HandleSet::MoveTo(*origin, Point(-5, -1, 0));  // now aimed through the sphere at (2, 0, 0), radius 2
  lab.HandlesEdited();
  EXPECT_TRUE(handles.Moved());
  EXPECT_TRUE(AnyOf(ColoursOf(lab.Compose(glm::vec2(800, 600), {}), 6), palette::kRayHit));
  // The checks ran on the book's data and are unchanged by the move.
  EXPECT_EQ(lab.App()->Check().Failed(), 0);
  lab.ResetHandles();
  EXPECT_FALSE(handles.Moved());
  EXPECT_EQ(*origin->vector, Point(-5, 1, 0));
  EXPECT_FALSE(AnyOf(ColoursOf(lab.Compose(glm::vec2(800, 600), {}), 6), palette::kRayHit));
}

TEST(LabHandles, ADirectionStaysUnitLengthAndRestartKeepsTheMove) {
  LoadedLab loaded("RaycastSphere");
  Lab& lab = loaded.lab;
  ASSERT_NE(lab.App(), nullptr);
  std::vector<HandleSet::Handle>& all = lab.App()->Handles().All();
  auto direction = std::find_if(all.begin(), all.end(), [](const auto& h) { return h.name == "ray 0 direction"; });
  ASSERT_NE(direction, all.end());
  HandleSet::MoveTo(*direction, Point(-2, 1, 0) + glm::vec3(0, 3, 4));
  EXPECT_NEAR(glm::length(*direction->vector), 1.0f, 1e-6f);
  EXPECT_NEAR(direction->vector->z, 0.8f, 1e-6f);
  HandleSet::MoveTo(*direction, Point(-2, 1, 0));  // onto its own origin: no direction, so it keeps the last
  EXPECT_NEAR(direction->vector->z, 0.8f, 1e-6f);
  OrbitCamera::Pose pose = lab.App()->ViewCamera().Current();
  pose.distance = 7.0f;
  lab.App()->ViewCamera().SetPose(pose);
  lab.Restart();
  ASSERT_NE(lab.App(), nullptr);
  EXPECT_FLOAT_EQ(lab.App()->ViewCamera().Current().distance, 7.0f);
  auto kept = std::find_if(lab.App()->Handles().All().begin(), lab.App()->Handles().All().end(),
                           [](const auto& h) { return h.name == "ray 0 direction"; });
  EXPECT_NEAR(kept->vector->z, 0.8f, 1e-6f);
}

TEST(LabBrowser, NextAndPreviousFollowTheFilterAndTheLastSampleIsRemembered) {
  const std::filesystem::path config = std::filesystem::temp_directory_path() / "lab-test-config";
  std::filesystem::remove_all(config);
  ::setenv("XDG_CONFIG_HOME", config.c_str(), 1);
  SaveLastSample("RaycastPlane");
  EXPECT_EQ(LoadLastSample(), "RaycastPlane");
  EXPECT_EQ(LastSamplePath(), (config / "collision-lab" / "last-sample").string());
  ::unsetenv("XDG_CONFIG_HOME");
  std::filesystem::remove_all(config);

  Lab lab;
  lab.Select(IndexOf("RaycastAABB"));
  lab.Filter() = "raycast";
  lab.Next();
  EXPECT_EQ(lab.Current().info->name, "RaycastPlane");
  lab.Next();
  EXPECT_EQ(lab.Current().info->name, "RaycastSphere");
  lab.Previous();
  lab.Previous();
  lab.Previous();  // past the chapter's first, to the previous match (wrapping round if there is none)
  EXPECT_TRUE(lab.Matches(lab.Current()));
  EXPECT_NE(lab.Current().info->name, "RaycastAABB");
  lab.Filter() = "no sample is called this";
  const std::size_t here = lab.CurrentIndex();
  lab.Next();
  EXPECT_EQ(lab.CurrentIndex(), here);  // nothing matches: stay
}

}  // namespace
}  // namespace lab

namespace lab {
namespace {

// The window's verdicts come from a helper process (this test program started again), never from a fork of a
// process with threads.
// The verdicts alone: a background run fills them; the window's own run of a sample's checks has the last word,
// so the browser's badge and the checks panel agree even when the two runs do not (a flaky function).
TEST(SampleVerdicts, TheWindowsOwnRunOfTheChecksIsTheBadge) {
  SampleVerdicts verdicts(IsolationLimits{});
  verdicts.TakeSamples();
  ASSERT_EQ(verdicts.Size(), Samples().size());
  EXPECT_EQ(verdicts.FinishedCount(), 0);
  const std::size_t index = IndexOf("RaycastSphere");
  verdicts.Set(index, SampleVerdicts::Verdict::kPassed, 14, 14);
  EXPECT_EQ(verdicts.PassingCount(), 1);
  Checks checks;
  checks.Expect("a case that passes", true, true);
  checks.Expect("a case that fails", true, false);
  verdicts.Record(index, checks);
  EXPECT_EQ(verdicts[index].verdict, SampleVerdicts::Verdict::kFailed);
  EXPECT_EQ(verdicts[index].passed, 1);
  EXPECT_EQ(verdicts[index].total, 2);
  EXPECT_EQ(verdicts.PassingCount(), 0);
  EXPECT_EQ(verdicts.FinishedCount(), 1);
  // A crash stays a crash: the window shows its report, not a run of the checks.
  verdicts.Set(index, SampleVerdicts::Verdict::kCrashed, 0, 0);
  verdicts.Record(index, checks);
  EXPECT_EQ(verdicts[index].verdict, SampleVerdicts::Verdict::kCrashed);
}

TEST(SampleVerdicts, ABackgroundRunJudgesTheNamedFirstAndThenTheRest) {
  SampleVerdicts verdicts(IsolationLimits{});
  verdicts.TakeSamples();
  verdicts.Start(FindSample("PointSample"), "");
  verdicts.Wait();
  EXPECT_TRUE(verdicts.Done());
  EXPECT_EQ(verdicts.FinishedCount(), static_cast<int>(verdicts.Size()));
  EXPECT_EQ(verdicts[IndexOf("PointSample")].verdict, SampleVerdicts::Verdict::kPassed);
  verdicts.Clear();
  EXPECT_TRUE(verdicts.Empty());
}

// The loaded sample's badge is its checks panel's verdict.
TEST(LabBrowser, TheCurrentSamplesBadgeIsItsChecksPanel) {
  LoadedLab loaded("RaycastSphere");
  ASSERT_NE(loaded.lab.App(), nullptr);
  const Checks& checks = loaded.lab.App()->Check();
  EXPECT_EQ(loaded.lab.Current().passed, checks.Passed());
  EXPECT_EQ(loaded.lab.Current().total, checks.Total());
}

// The labels alone, on a frame recorded by hand: two items drawn at the same point get two labels that do not
// overlap, the failing one's in the failure colour; projecting and unprojecting a point comes back to it.
TEST(CaseLabels, LabelsAtOnePointDoNotOverlapAndAFailingOneIsRed) {
  const ViewOnScreen view{glm::perspective(glm::radians(60.0f), 800.0f / 600.0f, 0.1f, 100.0f) *
                              glm::lookAt(glm::vec3(0, 0, 5), glm::vec3(0), glm::vec3(0, 1, 0)),
                          {800.0f, 600.0f}};
  const std::optional<glm::vec2> centre = view.Project(glm::vec3(0.0f));
  ASSERT_TRUE(centre);
  EXPECT_NEAR(centre->x, 400.0f, 1e-3f);
  EXPECT_NEAR(centre->y, 300.0f, 1e-3f);
  const glm::vec3 back = view.Unproject(*centre + glm::vec2(40.0f, 0.0f), glm::vec3(0.0f));
  EXPECT_NEAR(back.z, 0.0f, 1e-4f);
  EXPECT_NEAR(view.Project(back)->x, 440.0f, 1e-2f);
  EXPECT_FALSE(view.Project(glm::vec3(0, 0, 10))) << "a point behind the eye has no place on screen";

  RecordingDraw draw;
  Checks checks;
  for (int item : {1, 2}) {
    draw.About(item);
    draw.DrawPoint(glm::vec3(0.0f), 8.0f, palette::kHitPoint);
    checks.About(item);
    checks.Expect("a case", true, item == 1);
  }
  draw.About(DebugDraw::kNoItem);
  const LabelLayout layout = PlaceLabels(draw, checks, view, std::nullopt, std::nullopt);
  ASSERT_EQ(layout.placed.size(), 2u);
  const PlacedLabel &a = layout.placed[0], &b = layout.placed[1];
  const bool apart = a.position.x + a.size.x <= b.position.x || b.position.x + b.size.x <= a.position.x ||
                     a.position.y + a.size.y <= b.position.y || b.position.y + b.size.y <= a.position.y;
  EXPECT_TRUE(apart) << a.text << " at (" << a.position.x << ", " << a.position.y << "), " << b.text << " at ("
                     << b.position.x << ", " << b.position.y << ")";
  bool red = false;
  for (const RecordingDraw::TextItem& text : draw.Texts())
    red = red || (text.text == "2" && text.color == palette::kTextFail);
  EXPECT_TRUE(red) << "case 2 fails: its label is in the failure colour";
}

// Handles alone: the one under the cursor is picked, and dragging it moves it on the plane that faces the camera
// through where it was taken (with Shift, along one world axis only).
TEST(HandleDrag, PicksTheHandleUnderTheCursorAndMovesItOnThePlaneFacingTheEye) {
  const glm::vec3 eye(0, 0, 5), target(0.0f);
  const ViewOnScreen view{glm::perspective(glm::radians(60.0f), 800.0f / 600.0f, 0.1f, 100.0f) *
                              glm::lookAt(eye, target, glm::vec3(0, 1, 0)),
                          {800.0f, 600.0f}};
  glm::vec3 point(0.0f);
  HandleSet handles;
  handles.AddPoint("point", point);
  EXPECT_EQ(HandleDrag::At(handles, view, {403.0f, 298.0f}), std::optional<std::size_t>(0));
  EXPECT_FALSE(HandleDrag::At(handles, view, {400.0f + kHandlePickRadius + 2.0f, 300.0f}));
  HandleDrag drag;
  EXPECT_FALSE(drag.Begin(handles, view, {100.0f, 100.0f})) << "nothing there to take";
  ASSERT_TRUE(drag.Begin(handles, view, {400.0f, 300.0f}));
  ASSERT_TRUE(drag.Move(handles, view, eye, target, {500.0f, 250.0f}, false));
  EXPECT_GT(point.x, 0.1f);
  EXPECT_GT(point.y, 0.05f);
  EXPECT_NEAR(point.z, 0.0f, 1e-4f) << "on the plane through where it was taken, facing the eye";
  EXPECT_NEAR(view.Project(point)->x, 500.0f, 0.05f);
  const glm::vec3 before = point;
  ASSERT_TRUE(drag.Move(handles, view, eye, target, {520.0f, 240.0f}, true));
  EXPECT_GT(point.x, before.x);
  EXPECT_EQ(point.y, 0.0f) << "along one axis: the move's larger component, from where it was taken";
  drag.End();
  EXPECT_FALSE(drag.Move(handles, view, eye, target, {600.0f, 300.0f}, false)) << "nothing held";
}

TEST(BackgroundChecks, EverySampleNamedGetsOneVerdictFromTheHelper) {
  BackgroundChecker checker;
  std::string error;
  ASSERT_TRUE(checker.Start({"RaycastSphere", "NoSuchSample", "PointSample"}, IsolationLimits{}, "", error)) << error;
  std::vector<BackgroundVerdict> verdicts;
  while (std::optional<BackgroundVerdict> verdict = checker.Next(error)) verdicts.push_back(*verdict);
  EXPECT_EQ(error, "");
  ASSERT_EQ(verdicts.size(), 3u);
  std::sort(verdicts.begin(), verdicts.end(), [](const auto& a, const auto& b) { return a.sample < b.sample; });
  EXPECT_EQ(verdicts[0].sample, "NoSuchSample");
  EXPECT_EQ(verdicts[0].kind, BackgroundVerdict::Kind::kCrashed);
  ASSERT_FALSE(verdicts[0].crash_lines.empty());
  EXPECT_EQ(verdicts[0].crash_lines[0], UnknownSampleMessage("NoSuchSample"));
  for (const std::size_t i : {1u, 2u}) {
    EXPECT_EQ(verdicts[i].kind, BackgroundVerdict::Kind::kPassed) << verdicts[i].sample;
    EXPECT_GT(verdicts[i].total, 0) << verdicts[i].sample;
    EXPECT_EQ(verdicts[i].passed, verdicts[i].total) << verdicts[i].sample;
  }
}

TEST(BackgroundChecks, StopEndsTheHelperAtOnceAndIsNoError) {
  BackgroundChecker checker;
  std::string error;
  std::vector<std::string> all;
  for (const SampleInfo& info : Samples()) all.push_back(info.name);
  ASSERT_TRUE(checker.Start(all, IsolationLimits{}, "", error)) << error;
  ASSERT_TRUE(checker.Next(error).has_value()) << error;
  checker.Stop();
  int more = 0;
  while (checker.Next(error)) ++more;  // what was already in the pipe, then the end
  EXPECT_LT(more, static_cast<int>(all.size()) - 1);
  EXPECT_EQ(error, "");
  EXPECT_FALSE(checker.Start(all, IsolationLimits{}, "", error)) << "a stopped checker does not start again";
}

}  // namespace
}  // namespace lab
