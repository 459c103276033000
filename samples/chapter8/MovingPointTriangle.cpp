// Chapter 8, the seed's moving point against a triangle: classify both ends, cross the plane, test inside.
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
      // The seed's caveat: the winding decides the normal, so clockwise vertices swap front and back, but a
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
LAB_REGISTER_SAMPLE(MovingPointTriangle, Chapter::kPointPlane,
                    "The seed's moving point against a triangle: ClassifyPoint on both ends (front, back or on, "
                    "within 1e-5; the seed compares with exactly 0), no hit when they agree, else the crossing "
                    "d1/(d1-d2) of the way and the inside test. Red: moves that hit (green: where); blue: misses. "
                    "The seed's winding caveat: clockwise vertices swap front and back but never change a hit. "
                    "Unlike the seed: a barycentric inside test, and distance = +N.P (the seed's D = -N.P).");
}  // namespace lab::samples
