// Chapter 9, flipcode's line in polygon: is a segment wholly inside a concave polygon, partly, or not at all?
#include "samples/sample_checks.hpp"
#include "samples/sample_polygons.hpp"

namespace lab::samples {
namespace {

using Class = Collisions::SegmentClass;

struct SegmentCase {
  const char* what;
  glm::vec2 start;
  glm::vec2 end;
  Class expected;
};

const char* ClassName(Class c) {
  return c == Class::kInside ? "inside" : c == Class::kOutside ? "outside" : "partly inside";
}

class SegmentInPolygon final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome(
        {.target = OnFloor({3, 3}), .yaw_degrees = kTopDownYaw, .pitch_degrees = -89.0f, .distance = 14.0f});
    ViewCamera().SetAutoRotate(false);
    for (std::size_t i = 0; i < kCases.size(); ++i) {
      const SegmentCase& c = kCases[i];
      Check().About(static_cast<int>(i));  // the segment; the U is every case's
      const Class actual = Collisions::ClassifySegment(kU, c.start, c.end);
      Check().ExpectTrue(fmt::format("ClassifySegment(U, {}, {}): {}", c.start, c.end, c.what), actual == c.expected,
                         fmt::format("expected {}, got {}", ClassName(c.expected), ClassName(actual)));
    }
    // The contracts' clauses (samples/contracts/), on the U and on a comb whose arms stand at x = 0..1, 2..3 and
    // 4..5 above y = 1.
    Check().About({});
    const auto expect = [&](std::string_view clause, std::string_view call, Class expected, Class actual,
                            std::source_location where = std::source_location::current()) {
      Check().Clause(clause);
      Check().ExpectTrue(call, actual == expected,
                         fmt::format("expected {}, got {}", ClassName(expected), ClassName(actual)), where);
    };
    expect("a segment wholly in the polygon is inside", "ClassifySegment(U, (1, 1), (5, 1))", Class::kInside,
           Collisions::ClassifySegment(kU, glm::vec2{1, 1}, glm::vec2{5, 1}));
    expect("a segment along an edge is inside (the boundary counts)", "ClassifySegment(U, (6, 0), (6, 6))",
           Class::kInside, Collisions::ClassifySegment(kU, glm::vec2{6, 0}, glm::vec2{6, 6}));
    expect("a segment along an edge is inside (the boundary counts)", "ClassifySegment(U, (1, 2), (5, 2))",
           Class::kInside, Collisions::ClassifySegment(kU, glm::vec2{1, 2}, glm::vec2{5, 2}));
    expect("a segment crossing the boundary is partly inside", "ClassifySegment(U, (-1, 3), (1, 3))",
           Class::kPartlyInside, Collisions::ClassifySegment(kU, glm::vec2{-1, 3}, glm::vec2{1, 3}));
    expect("a segment crossing the boundary is partly inside", "ClassifySegment(U, (3, 7), (3, 1))",
           Class::kPartlyInside, Collisions::ClassifySegment(kU, glm::vec2{3, 7}, glm::vec2{3, 1}));
    expect("both ends inside but across a notch: partly inside", "ClassifySegment(U, (1, 4), (5, 4))",
           Class::kPartlyInside, Collisions::ClassifySegment(kU, glm::vec2{1, 4}, glm::vec2{5, 4}));
    const Polygon2D comb(
        {{0, 0}, {5, 0}, {5, 3}, {4, 3}, {4, 1}, {3, 1}, {3, 3}, {2, 3}, {2, 1}, {1, 1}, {1, 3}, {0, 3}});
    expect("both ends inside but across a notch: partly inside",
           "ClassifySegment(comb, (0.5, 2), (4.5, 2)): its middle is in the middle arm", Class::kPartlyInside,
           Collisions::ClassifySegment(comb, glm::vec2{0.5f, 2}, glm::vec2{4.5f, 2}));
    expect("a segment touching the boundary from outside is partly inside", "ClassifySegment(U, (-1, 5), (1, 7))",
           Class::kPartlyInside, Collisions::ClassifySegment(kU, glm::vec2{-1, 5}, glm::vec2{1, 7}));
    expect("a segment touching the boundary from outside is partly inside", "ClassifySegment(U, (-1, 5), (0, 6))",
           Class::kPartlyInside, Collisions::ClassifySegment(kU, glm::vec2{-1, 5}, glm::vec2{0, 6}));
    expect("no point in the polygon or on its boundary: outside", "ClassifySegment(U, (2.5, 3), (3.5, 5))",
           Class::kOutside, Collisions::ClassifySegment(kU, glm::vec2{2.5f, 3}, glm::vec2{3.5f, 5}));
    expect("no point in the polygon or on its boundary: outside", "ClassifySegment(U, (-2, 5), (-1, 6))",
           Class::kOutside, Collisions::ClassifySegment(kU, glm::vec2{-2, 5}, glm::vec2{-1, 6}));
    expect("a zero-length segment is the point it is", "ClassifySegment(U, (3, 1), (3, 1))", Class::kInside,
           Collisions::ClassifySegment(kU, glm::vec2{3, 1}, glm::vec2{3, 1}));
    expect("a zero-length segment is the point it is", "ClassifySegment(U, (0, 3), (0, 3))", Class::kInside,
           Collisions::ClassifySegment(kU, glm::vec2{0, 3}, glm::vec2{0, 3}));
    expect("a zero-length segment is the point it is", "ClassifySegment(U, (3, 5), (3, 5))", Class::kOutside,
           Collisions::ClassifySegment(kU, glm::vec2{3, 5}, glm::vec2{3, 5}));
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"ClassifySegment(Polygon2D, glm::vec2, glm::vec2)"});
    u_anchors_ = FloorAnchors(kU);
    AddFloorHandles(Handles(), "U", u_anchors_);
    for (std::size_t i = 0; i < kCases.size(); ++i) {
      ends_[i] = {Anchor(OnFloor(kCases[i].start)), Anchor(OnFloor(kCases[i].end))};
      Handles().About(static_cast<int>(i));
      Handles().AddPoint(fmt::format("segment {} start", i), ends_[i][0].at);
      Handles().AddPoint(fmt::format("segment {} end", i), ends_[i][1].at);
    }
    Handles().About(DebugDraw::kNoItem);
  }

  bool ShowsGrid() const override { return false; }

  void Render() override {
    const Polygon2D u = MovedBy(kU, u_anchors_);
    DrawPolygon2D(Draw(), u, {}, palette::kShape);
    // Red: wholly inside; yellow: partly; blue: outside.
    for (std::size_t i = 0; i < kCases.size(); ++i) {
      const SegmentCase c{kCases[i].what, kCases[i].start + ends_[i][0].MovedOnFloor(),
                          kCases[i].end + ends_[i][1].MovedOnFloor(), kCases[i].expected};
      const Class actual = Collisions::ClassifySegment(u, c.start, c.end);
      Draw().About(static_cast<int>(i));
      const Color& color = actual == Class::kInside    ? palette::kInside
                           : actual == Class::kOutside ? palette::kOutside
                                                       : palette::kStraddling;
      Draw().DrawLine(OnFloor(c.start, {}, 0.01f), OnFloor(c.end, {}, 0.01f), color);
      Draw().DrawPoint(OnFloor(c.start), 6.0f, color);
      Draw().DrawPoint(OnFloor(c.end), 6.0f, color);
    }
  }

 private:
  // A U: the square 0..6 with a notch from x = 2 to 4, from y = 2 up to the top.
  static inline const Polygon2D kU{{{0, 0}, {6, 0}, {6, 6}, {4, 6}, {4, 2}, {2, 2}, {2, 6}, {0, 6}}};
  static inline const std::array<SegmentCase, 9> kCases = {{
      {"along the bottom, inside", {0.5f, 1}, {5.5f, 1}, Class::kInside},
      {"both ends in, across the notch", {1, 4}, {5, 4}, Class::kPartlyInside},
      {"in the notch", {2.5f, 3}, {3.5f, 5}, Class::kOutside},
      {"from outside across the left side", {-1, 3}, {1, 3.5f}, Class::kPartlyInside},
      {"along the left edge (touching counts)", {0, 1}, {0, 5}, Class::kInside},
      {"touching a corner from outside", {-1.5f, 5.5f}, {0, 6}, Class::kPartlyInside},
      {"across the notch's mouth, along no edge", {2, 6}, {4, 6}, Class::kPartlyInside},
      {"above it all", {1, 7}, {5, 6.5f}, Class::kOutside},
      {"along the notch's floor", {2, 2}, {4, 2}, Class::kInside},
  }};
  // What the handles move (2-D points, so floor anchors): the U's vertices and each segment's two ends.
  std::vector<Anchor> u_anchors_;
  std::array<std::array<Anchor, 2>, 9> ends_;
};

}  // namespace
LAB_REGISTER_SAMPLE(SegmentInPolygon, Chapter::kFlipcodePolygons,
                    "flipcode's line in polygon on a concave U: ClassifySegment cuts the segment wherever it meets "
                    "the boundary and tests each piece, so a segment with both ends inside can still leave the "
                    "polygon. Red wholly inside (edges count), orange partly, green outside.");
}  // namespace lab::samples
