// The picture audit (`collision-lab --audit`) on frames the lab composes: a fitting frame passes, and each fault
// it looks for is found when a frame has it. Also the case labels it audits: placed apart, with a leader line
// when moved away, and too many of them reduced to the failing and the focused.
#include "framework/window/audit.hpp"

#include <gtest/gtest.h>

#include "framework/sample/framing.hpp"

namespace lab {
namespace {

std::size_t IndexOf(std::string_view name) { return static_cast<std::size_t>(FindSample(name) - Samples().data()); }

// A lab showing one sample, its checks run in this process (as the audit does after its isolated run).
struct AuditedLab {
  explicit AuditedLab(std::string_view name) {
    lab.RememberLastSample(false);
    lab.SetVerdict(IndexOf(name), Lab::Verdict::kPassed, 0, 0);
    lab.Select(IndexOf(name));
  }
  Lab lab;
};

TEST(Audit, AFramedSamplePassesWithItsLabelsCounted) {
  AuditedLab audited("RaycastSphere");
  Lab& lab = audited.lab;
  ASSERT_NE(lab.App(), nullptr);
  lab.Compose(glm::vec2(570, 690), {});
  const audit::Report report = audit::AuditFrame(lab);
  EXPECT_TRUE(report.Passes()) << report.Line();
  EXPECT_EQ(report.labels, 7u);  // seven rays, each labelled with its two cases
  ASSERT_TRUE(report.smallest_case.has_value());
  EXPECT_GE(report.smallest_pixels, audit::kSmallestReadableCasePixels);
  EXPECT_NE(report.Line().find("RaycastSphere"), std::string::npos);
  EXPECT_NE(report.Line().find(" ok "), std::string::npos);
}

TEST(Audit, FindsCasesOutsideTheViewAndCasesTooSmallToSee) {
  AuditedLab audited("SphereSample");
  Lab& lab = audited.lab;
  ASSERT_NE(lab.App(), nullptr);
  lab.Compose(glm::vec2(570, 690), {});
  ASSERT_TRUE(audit::AuditFrame(lab).Passes()) << audit::AuditFrame(lab).Line();
  OrbitCamera& camera = lab.App()->ViewCamera();
  camera.SetAutoRotate(false);
  // Looking past them to one side (the target moved right by its distance, 45 degrees off): they leave the view.
  OrbitCamera::Pose aside = camera.Current();
  const glm::mat4 view = camera.View();
  aside.target += aside.distance * glm::vec3(view[0][0], view[1][0], view[2][0]);
  camera.SetPose(aside);
  lab.Compose(glm::vec2(570, 690), {});
  audit::Report report = audit::AuditFrame(lab);
  EXPECT_FALSE(report.cases_off_view.empty()) << report.Line();
  EXPECT_FALSE(report.Passes());
  EXPECT_NE(report.Line().find("off the view"), std::string::npos) << report.Line();
  // Far away: every case is a few pixels across.
  OrbitCamera::Pose far = camera.Home();
  far.distance = 380.0f;
  camera.SetPose(far);
  lab.Compose(glm::vec2(570, 690), {});
  report = audit::AuditFrame(lab);
  ASSERT_TRUE(report.smallest_case.has_value()) << report.Line();
  EXPECT_LT(report.smallest_pixels, audit::kSmallestReadableCasePixels);
  EXPECT_FALSE(report.Passes());
  EXPECT_NE(report.Line().find("under 12"), std::string::npos) << report.Line();
}

TEST(Audit, FindsLabelsThatOverlapOrLeaveTheView) {
  AuditedLab audited("RaycastSphere");
  Lab& lab = audited.lab;
  ASSERT_NE(lab.App(), nullptr);
  // Fourteen case numbers in a view too small to hold them apart.
  lab.Compose(glm::vec2(60, 40), {});
  const audit::Report report = audit::AuditFrame(lab);
  EXPECT_FALSE(report.overlaps.empty() && report.text_off_view.empty()) << report.Line();
  EXPECT_FALSE(report.Passes());
}

TEST(CaseLabels, NoTwoOverlapAndAMovedLabelHasALeaderLine) {
  AuditedLab audited("OrientedBoxes");  // a dense cluster of shapes
  Lab& lab = audited.lab;
  ASSERT_NE(lab.App(), nullptr);
  lab.App()->ViewCamera().SetAutoRotate(false);
  const RecordingDraw& frame = lab.Compose(glm::vec2(380, 420), {});  // small: some labels must move
  const std::vector<Lab::PlacedLabel>& labels = lab.PlacedLabels();
  ASSERT_GT(labels.size(), 10u);
  for (std::size_t i = 0; i < labels.size(); ++i) {
    EXPECT_GT(labels[i].size.x, 0.0f);
    for (std::size_t j = i + 1; j < labels.size(); ++j) {
      const bool apart = labels[i].position.x + labels[i].size.x <= labels[j].position.x ||
                         labels[j].position.x + labels[j].size.x <= labels[i].position.x ||
                         labels[i].position.y + labels[i].size.y <= labels[j].position.y ||
                         labels[j].position.y + labels[j].size.y <= labels[i].position.y;
      EXPECT_TRUE(apart) << "'" << labels[i].text << "' and '" << labels[j].text << "' overlap";
    }
  }
  // A label away from its item's first point has a line back to it: an untagged line from that point.
  std::size_t moved = 0, leaders = 0;
  for (const Lab::PlacedLabel& label : labels) {
    const auto anchor = std::find_if(frame.ItemAnchors().begin(), frame.ItemAnchors().end(),
                                     [&](const auto& a) { return a.first == label.item; });
    ASSERT_NE(anchor, frame.ItemAnchors().end());
    const std::optional<glm::vec2> at = lab.Project(anchor->second);
    ASSERT_TRUE(at.has_value());
    const glm::vec2 nearest = glm::clamp(*at, label.position, label.position + label.size);
    if (glm::length(nearest - *at) <= 12.0f) continue;
    ++moved;
    const std::vector<RecordingDraw::Vertex>& lines = frame.LineVertices();
    for (std::size_t i = 0; i + 1 < lines.size(); i += 2) {
      if (lines[i].item == DebugDraw::kNoItem && glm::length(lines[i].position - anchor->second) < 1e-4f) {
        const std::optional<glm::vec2> end = lab.Project(lines[i + 1].position);
        if (end && glm::length(*end - nearest) < 1.0f) ++leaders;
      }
    }
  }
  EXPECT_GT(moved, 0u) << "OrientedBoxes' labels all fit beside their anchors: the test needs a moved one";
  EXPECT_EQ(leaders, moved);
}

TEST(CaseLabels, StandBesideTheShapesTheyNameRatherThanOverThem) {
  AuditedLab audited("MeshAgainstMesh");  // four pairs of knots, each labelled from a vertex of its first knot
  Lab& lab = audited.lab;
  ASSERT_NE(lab.App(), nullptr);
  lab.App()->ViewCamera().SetAutoRotate(false);
  const RecordingDraw& frame = lab.Compose(glm::vec2(570, 690), {});
  std::size_t labels = 0;
  for (const Lab::PlacedLabel& label : lab.PlacedLabels()) {
    if (label.kind != Lab::PlacedLabel::Kind::kCase) continue;
    ++labels;
    std::size_t covered = 0;  // the knots' vertices under the label
    for (const RecordingDraw::Vertex& vertex : frame.TriangleVertices()) {
      if (vertex.item == DebugDraw::kNoItem) continue;
      const std::optional<glm::vec2> at = lab.Project(vertex.position);
      covered += at && glm::all(glm::greaterThanEqual(*at, label.position)) &&
                 glm::all(glm::lessThanEqual(*at, label.position + label.size));
    }
    EXPECT_EQ(covered, 0u) << "label '" << label.text << "' hides " << covered << " vertices of the knots";
  }
  EXPECT_EQ(labels, 4u);
}

TEST(CaseLabels, TooManyToReadLeavesTheFailingAndTheFocused) {
  AuditedLab audited("PointInTriangle");  // 103 points, each its own case
  Lab& lab = audited.lab;
  ASSERT_NE(lab.App(), nullptr);
  auto case_labels = [&] {
    std::vector<std::string> texts;
    for (const Lab::PlacedLabel& label : lab.PlacedLabels()) {
      if (label.kind == Lab::PlacedLabel::Kind::kCase) texts.push_back(label.text);
    }
    return texts;
  };
  lab.Compose(glm::vec2(570, 690), {});
  EXPECT_TRUE(case_labels().empty());  // every case passes
  EXPECT_EQ(lab.HiddenCaseLabels(), 103u);
  lab.SelectCase(41);  // case 42
  lab.Compose(glm::vec2(570, 690), {});
  EXPECT_EQ(case_labels(), std::vector<std::string>{"42"});
  // Fewer labels than the limit are all shown: RaycastSphere's seven.
  AuditedLab few("RaycastSphere");
  few.lab.Compose(glm::vec2(570, 690), {});
  EXPECT_EQ(few.lab.HiddenCaseLabels(), 0u);
  EXPECT_EQ(few.lab.PlacedLabels().size(), 7u);
}

}  // namespace
}  // namespace lab
