// Chapter 8, the point-plane article's moving point against a triangle: classify both ends, cross the plane, test
// inside.
#include <limits>

#include "samples/sample_checks.hpp"
#include "samples/sample_polygons.hpp"

namespace lab::samples {
namespace {

struct MoveCase {
  const char* what;
  Point start;
  Point destination;
  Collisions::PlaneSide start_side;  // against the counter-clockwise triangle (normal +z)
  Collisions::PlaneSide destination_side;
  bool hits;
  Point hit;
};

using Side = Collisions::PlaneSide;

class MovingPointTriangle final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome(
        {.target = Point(2, 1.5f, 0), .yaw_degrees = 35.0f, .pitch_degrees = -20.0f, .distance = 11.0f});
    for (std::size_t i = 0; i < kCases.size(); ++i) {
      const MoveCase& c = kCases[i];
      Check().About(static_cast<int>(i));  // the move; the triangle is every case's
      const std::string move = fmt::format("{}: from {} to {}", c.what, c.start, c.destination);
      Check().Expect(move + ": start in front", c.start_side == Side::kFront,
                     Collisions::ClassifyPoint(c.start, kPlane) == Side::kFront);
      Check().Expect(move + ": start on the plane", c.start_side == Side::kOn,
                     Collisions::ClassifyPoint(c.start, kPlane) == Side::kOn);
      Check().Expect(move + ": destination behind", c.destination_side == Side::kBack,
                     Collisions::ClassifyPoint(c.destination, kPlane) == Side::kBack);
      // The article's caveat: the winding decides the normal, so clockwise vertices swap front and back, but a
      // crossing is a crossing either way.
      Check().Expect(move + ": start in front of the clockwise copy", c.start_side == Side::kBack,
                     Collisions::ClassifyPoint(c.start, kClockwisePlane) == Side::kFront);
      for (const Triangle& triangle : {kTriangle, kClockwise}) {
        Point hit(-99.0f);
        const bool hits = Collisions::MovingPointTest(c.start, c.destination, triangle, hit);
        const std::string what = fmt::format("MovingPointTest({}, triangle {})", move, triangle);
        Check().Expect(what, c.hits, hits);
        if (c.hits) {
          Check().ExpectNear(what + ": crossing point", c.hit, hit, kVectorTolerance);
        } else {
          Check().ExpectNear(what + ": hit left unchanged", Point(-99.0f), hit, 0.0f);
        }
      }
    }
    Handles().Add("triangle", triangle_);
    for (std::size_t i = 0; i < moves_.size(); ++i) {
      moves_[i] = lab::Line(kCases[i].start, kCases[i].destination);
      Handles().About(static_cast<int>(i));
      Handles().Add(fmt::format("move {}", i), moves_[i]);
    }
    Handles().About(DebugDraw::kNoItem);
    CheckClauses();
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"ClassifyPoint(Point, Plane)", "MovingPointTest(Point, Point, Triangle, Point&)"});
  }

  // The contracts' clauses (samples/contracts/point_plane.txt): ClassifyPoint against the plane z = 2, the moves
  // against the sample's triangle (z = 0, legs of 4 along +x and +y).
  void CheckClauses() {
    Check().About({});
    const Plane z2(glm::vec3(0, 0, 1), 2.0f);
    const auto side = [&](std::string_view clause, const Point& p, Side expected) {
      Check().Clause(clause);
      const Side actual = Collisions::ClassifyPoint(p, z2);
      Check().ExpectTrue(fmt::format("ClassifyPoint({}, plane z = 2) is {}", p, SideName(expected)), actual == expected,
                         fmt::format("it is {}", SideName(actual)));
    };
    side("a point in front (the side the normal points to) is kFront", Point(1, 1, 3), Side::kFront);
    side("a point in front (the side the normal points to) is kFront", Point(1, 1, 2.0001f), Side::kFront);
    side("a point behind is kBack", Point(1, 1, -1), Side::kBack);
    side("a point behind is kBack", Point(1, 1, 1.9999f), Side::kBack);
    side("a point on the plane is kOn", Point(5, -3, 2), Side::kOn);
    side("within kPointOnPlaneEpsilon, in front or behind, is kOn (not the point-plane article's exact 0)",
         Point(1, 1, 2.000005f), Side::kOn);
    side("within kPointOnPlaneEpsilon, in front or behind, is kOn (not the point-plane article's exact 0)",
         Point(1, 1, 1.999995f), Side::kOn);
    side("the plane's distance counts (dot(n, p) - d, not dot(n, p))", Point(0, 0, 1), Side::kBack);
    Check().Clause("a degenerate plane (zero normal) puts every point kOn");
    const Side degenerate =
        Collisions::ClassifyPoint(Point(1, 2, 3), Plane(Point(0, 0, 0), Point(1, 1, 1), Point(2, 2, 2)));
    Check().ExpectTrue("ClassifyPoint((1, 2, 3), the plane of (0, 0, 0), (1, 1, 1), (2, 2, 2)) is kOn",
                       degenerate == Side::kOn, fmt::format("it is {}", SideName(degenerate)));

    // Each move with hit set to (-99, -99, -99) first, so that a miss can be seen to leave it alone.
    const auto move = [&](std::string_view clause, const Point& from, const Point& to, const Triangle& triangle,
                          bool hits, const Point& expected_hit = Point(-99.0f)) {
      Point hit(-99.0f);
      const std::string call = fmt::format("MovingPointTest({}, {}, triangle {})", from, to, triangle);
      ExpectClause(Check(), clause, call, hits, Collisions::MovingPointTest(from, to, triangle, hit));
      ExpectClause(Check(), hits ? clause : "on a miss hit is unchanged", call + ": hit", expected_hit, hit);
    };
    move("a move through the face hits at the crossing d1 / (d1 - d2) of the way", Point(1, 1, 3), Point(1, 2, -1),
         kTriangle, true, Point(1, 1.75f, 0));
    move("two-sided: a move from behind hits too", Point(1, 2, -1), Point(1, 1, 3), kTriangle, true,
         Point(1, 1.75f, 0));
    move("two-sided: a move from behind hits too", Point(0.5f, 0.5f, -3), Point(0.5f, 0.5f, 1), kTriangle, true,
         Point(0.5f, 0.5f, 0));
    move("both ends on the same side cross nothing", Point(1, 1, 3), Point(1, 1, 0.5f), kTriangle, false);
    move("both ends on the same side cross nothing", Point(1, 1, -3), Point(1, 1, -0.5f), kTriangle, false);
    move("a move within the plane (both ends on it) crosses nothing", Point(-1, 1, 0), Point(1, 1, 0), kTriangle,
         false);
    move("touching counts: an end on the plane, inside the triangle, is the hit", Point(1, 0.5f, 2), Point(1, 0.5f, 0),
         kTriangle, true, Point(1, 0.5f, 0));
    move("touching counts: an end on the plane, inside the triangle, is the hit", Point(1, 1, 0), Point(1, 1, -2),
         kTriangle, true, Point(1, 1, 0));
    move("touching counts: a crossing on an edge or a vertex hits", Point(2, 2, 1), Point(2, 2, -1), kTriangle, true,
         Point(2, 2, 0));
    move("touching counts: a crossing on an edge or a vertex hits", Point(4, 0, 1), Point(4, 0, -3), kTriangle, true,
         Point(4, 0, 0));
    move("a crossing of the plane beside the triangle misses", Point(3.5f, 3, 1), Point(3, 3.5f, -1), kTriangle, false);
    move("a crossing of the plane beside the triangle misses", Point(-1, 1, 2), Point(-1, 1, -2), kTriangle, false);
    move("a degenerate triangle is never hit", Point(1, 0, 1), Point(1, 0, -1),
         Triangle(Point(0, 0, 0), Point(1, 0, 0), Point(2, 0, 0)), false);
    const float nan = std::numeric_limits<float>::quiet_NaN();
    move("NaN never hits", Point(nan, 1, 1), Point(1, 1, -1), kTriangle, false);
    move("NaN never hits", Point(1, 1, 1), Point(1, 1, nan), kTriangle, false);
  }

  static const char* SideName(Side side) {
    return side == Side::kFront ? "kFront" : side == Side::kBack ? "kBack" : "kOn";
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawSolidTriangle(triangle_, Translucent(palette::kShape));
    Draw().DrawWireTriangle(triangle_, palette::kShape);
    const Point centre = (triangle_.p0 + triangle_.p1 + triangle_.p2) / 3.0f;
    const Plane plane(triangle_.p0, triangle_.p1, triangle_.p2);
    Draw().DrawLine(centre, centre + plane.normal, palette::kConstruction);  // the front side
    for (std::size_t i = 0; i < moves_.size(); ++i) {
      const lab::Line& move = moves_[i];
      Draw().About(static_cast<int>(i));
      Point hit;
      const bool hits = Collisions::MovingPointTest(move.start, move.end, triangle_, hit);
      Draw().DrawLine(move.start, move.end, palette::ForRay(hits));
      Draw().DrawPoint(move.start, 6.0f, palette::kQueryPoint);
      if (hits) Draw().DrawPoint(hit, 9.0f, palette::kHitPoint);
    }
  }

 private:
  static inline const Triangle kTriangle{Point(0, 0, 0), Point(4, 0, 0), Point(0, 4, 0)};
  static inline const Triangle kClockwise{Point(0, 0, 0), Point(0, 4, 0), Point(4, 0, 0)};
  static inline const Plane kPlane{kTriangle.p0, kTriangle.p1, kTriangle.p2};
  static inline const Plane kClockwisePlane{kClockwise.p0, kClockwise.p1, kClockwise.p2};
  // What Render draws and tests, which the handles move: the triangle and each case's move (start to end).
  Triangle triangle_ = kTriangle;
  std::array<lab::Line, 7> moves_;
  static inline const std::array<MoveCase, 7> kCases = {{
      // d1 = 3, d2 = -1: the crossing is 3/4 of the way.
      {"through the face", Point(1, 1, 3), Point(1, 2, -1), Side::kFront, Side::kBack, true, Point(1, 1.75f, 0)},
      {"from behind", Point(0.5f, 3, -2), Point(0.5f, 2, 2), Side::kBack, Side::kFront, true, Point(0.5f, 2.5f, 0)},
      {"stopping short, same side", Point(3, 0.5f, 3), Point(3, 0.5f, 0.5f), Side::kFront, Side::kFront, false, {}},
      {"sliding in the plane", Point(-1, 1, 0), Point(1, 1, 0), Side::kOn, Side::kOn, false, {}},
      {"through the long edge (touching counts)", Point(2, 2, 1), Point(2, 2, -1), Side::kFront, Side::kBack, true,
       Point(2, 2, 0)},
      {"through the plane beside the triangle",
       Point(3.5f, 3, 1),
       Point(3, 3.5f, -1),
       Side::kFront,
       Side::kBack,
       false,
       {}},
      {"ending on the face", Point(1, 0.5f, 2), Point(1, 0.5f, 0), Side::kFront, Side::kOn, true, Point(1, 0.5f, 0)},
  }};
};

}  // namespace
LAB_REGISTER_SAMPLE(
    MovingPointTriangle, Chapter::kPointPlane,
    "The point-plane article's moving point against a triangle: ClassifyPoint on both ends (front, back or on, "
    "within 1e-5; the article compares with exactly 0), no hit when they agree, else the crossing "
    "d1/(d1-d2) of the way and the inside test. Red: moves that hit (green: where); blue: misses. "
    "The article's winding caveat: clockwise vertices swap front and back but never change a hit. "
    "Unlike the article: a barycentric inside test, and distance = +N.P (the article's D = -N.P).");
}  // namespace lab::samples
