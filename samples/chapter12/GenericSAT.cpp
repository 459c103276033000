// Chapter 12, the generic separating-axis test (the book's generic_sat.md, made concrete): one test over shapes
// described by their vertices, face normals and edges, with the book's axis counts asserted and its answers
// against every specialised test.
#include <functional>
#include <string>
#include <vector>

#include <glm/gtc/matrix_transform.hpp>

#include "samples/cases/shapes.hpp"
#include "samples/sample.hpp"

namespace lab::samples {
namespace {

// A box in general position: turned 0.7 radians about (1, 2, 3), so none of its axes is parallel to another's.
OBB GeneralBox(const Point& center) {
  OBB box;
  box.center = center;
  box.axes = glm::mat3(glm::rotate(glm::mat4(1.0f), 0.7f, glm::vec3(1, 2, 3)));
  box.half_extents = glm::vec3(1.0f, 0.6f, 0.8f);
  return box;
}
bool SegmentMeetsOBB(const Line& segment, const OBB& box) {  // the specialised answer, by the raycast
  if (Collisions::PointInOBB(box, segment.start)) return true;
  float t = -1.0f;
  return Collisions::Raycast(Ray(segment.start, segment.ToVector()), box, t) && t <= segment.Length();
}

struct Pair {
  std::string what;
  Collisions::SatShape a, b;
  int book_axes;  // the book's table; -1 when the book gives none
  bool meets;     // hand-decided (see each)
  std::function<bool()> specialised;
};

const Triangle kFloor(Point(0, 0, 0), Point(4, 0, 0), Point(0, 4, 0));
const Line kThroughFloor(Point(1, 1, -1), Point(1.5f, 1.2f, 1));  // crosses z = 0 at (1.25, 1.1): inside
const Line kFarSegment(Point(5, 5, 5), Point(6, 4.3f, 7.4f));
const Triangle kCrossingFloor(Point(1, 1, -1), Point(2, 1.3f, 1), Point(1.2f, 2.1f, 0.8f));  // through (1.5, 1.15, 0)
const Triangle kIntoTurnedBox(Point(-2, -1.7f, 2), Point(2.3f, -2.4f, 1.8f),
                              Point(0.1f, 0.2f, 0.5f));                       // a corner inside
const Triangle kBesideFloor(Point(5, 0, 0), Point(7, 1, 0), Point(5, 3, 0));  // coplanar with kFloor, apart in-plane

std::vector<Pair> Pairs() {
  const OBB turned = cases::TurnedBox();
  const AABB low(Point(0), Point(1)), high(Point(0.5f), Point(2));
  return {
      {"segment-triangle: the segment through the floor triangle", Collisions::SatShapeOf(kThroughFloor),
       Collisions::SatShapeOf(kFloor), 4, true,
       [] {
         Point hit;
         return Collisions::LineTest(kThroughFloor, kFloor, hit);
       }},
      {"segment-OBB: a segment far from the turned box", Collisions::SatShapeOf(kFarSegment),
       Collisions::SatShapeOf(turned), 6, false, [turned] { return SegmentMeetsOBB(kFarSegment, turned); }},
      {"AABB-AABB: overlapping corners", Collisions::SatShapeOf(low), Collisions::SatShapeOf(high), 3, true,
       [low, high] { return Collisions::Intersects(low, high); }},
      {"OBB-OBB: the turned box and a general one at (0, 0.5, 0)", Collisions::SatShapeOf(turned),
       Collisions::SatShapeOf(GeneralBox(Point(0, 0.5f, 0))), 15, true,
       [turned] { return Collisions::Intersects(turned, GeneralBox(Point(0, 0.5f, 0))); }},
      {"triangle-triangle: one through the floor triangle", Collisions::SatShapeOf(kFloor),
       Collisions::SatShapeOf(kCrossingFloor), 11, true, [] { return Collisions::Intersects(kFloor, kCrossingFloor); }},
      {"triangle-OBB: a corner in the turned box", Collisions::SatShapeOf(kIntoTurnedBox),
       Collisions::SatShapeOf(turned), 13, true, [turned] { return Collisions::Intersects(kIntoTurnedBox, turned); }},
      // Not in the book's table: coplanar triangles apart in their plane, which only the in-plane edge normals
      // separate (every edge cross product is the plane's normal).
      {"coplanar triangles apart in their plane", Collisions::SatShapeOf(kFloor), Collisions::SatShapeOf(kBesideFloor),
       -1, false, [] { return Collisions::Intersects(kFloor, kBesideFloor); }},
  };
}

class GenericSAT final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.target = Point(21, 0, 0), .pitch_degrees = -25.0f, .distance = 34.0f});
    pairs_ = Pairs();
    for (std::size_t i = 0; i < pairs_.size(); ++i) {
      const Pair& pair = pairs_[i];
      Check().About(static_cast<int>(i));
      const int axes = static_cast<int>(Collisions::CandidateAxes(pair.a, pair.b).size());
      if (pair.book_axes >= 0) {
        Check().ExpectTrue(fmt::format("{}: the book's {} candidate axes", pair.what, pair.book_axes),
                           axes == pair.book_axes, fmt::format("{} axes", axes));
      }
      Check().Expect(fmt::format("{}: the generic test", pair.what), pair.meets,
                     Collisions::Intersects(pair.a, pair.b));
      Check().Expect(fmt::format("{}: the specialised test", pair.what), pair.meets, pair.specialised());
    }
    // The book says a generic AABB-triangle test would try 25 axes; with each direction once it is 13.
    Check().About({});  // about no pair drawn
    const int box_triangle =
        static_cast<int>(Collisions::CandidateAxes(Collisions::SatShapeOf(AABB(Point(-1), Point(1))),
                                                   Collisions::SatShapeOf(kIntoTurnedBox))
                             .size());
    Check().ExpectTrue("AABB-triangle: 13 candidate axes (the book's 25 counts directions twice)", box_triangle == 13,
                       fmt::format("{} axes", box_triangle));
    // The projections the test compares: the cube from -1 to 1 along (1, 1, 0) spans -2 to 2 (its corners'
    // x + y); the floor triangle along (1, 2, 0) spans its corners' 0, 4 and 8.
    const Collisions::Interval cube =
        Collisions::GetInterval(Collisions::SatShapeOf(AABB(Point(-1), Point(1))), glm::vec3(1, 1, 0));
    Check().ExpectNear("GetInterval: the cube -1..1 along (1, 1, 0), from", -2.0f, cube.min, 1e-6f);
    Check().ExpectNear("GetInterval: ... to", 2.0f, cube.max, 1e-6f);
    const Collisions::Interval floor = Collisions::GetInterval(Collisions::SatShapeOf(kFloor), glm::vec3(1, 2, 0));
    Check().ExpectNear("GetInterval: the floor triangle along (1, 2, 0), from", 0.0f, floor.min, 1e-6f);
    Check().ExpectNear("GetInterval: ... to", 8.0f, floor.max, 1e-6f);
  }

  void Render() override {
    for (std::size_t i = 0; i < pairs_.size(); ++i) {
      const Pair& pair = pairs_[i];
      const glm::vec3 at(7.0f * static_cast<float>(i), 0.0f, 0.0f);
      Draw().About(static_cast<int>(i));
      const Color color = palette::ForShape(Collisions::Intersects(pair.a, pair.b));
      for (const Collisions::SatShape* shape : {&pair.a, &pair.b}) {
        // Every pair of vertices joined: the shape's outline and its diagonals, enough to see where it is.
        for (std::size_t p = 0; p < shape->vertices.size(); ++p) {
          for (std::size_t q = p + 1; q < shape->vertices.size(); ++q) {
            Draw().DrawLine(shape->vertices[p] + at, shape->vertices[q] + at,
                            shape == &pair.a ? palette::kShape : color);
          }
        }
      }
    }
  }

 private:
  std::vector<Pair> pairs_;
};

}  // namespace
LAB_REGISTER_SAMPLE(
    GenericSAT, Chapter::kMoreShapes,
    "One separating-axis test for any convex shape, described by its vertices, distinct face normals and edges: the "
    "book's axis counts asserted (segment-triangle 4, segment-OBB 6, AABB-AABB 3, OBB-OBB 15, triangle-triangle 11, "
    "triangle-OBB 13) and each answer equal to the specialised test's (red meets, blue apart). Errata: the book says "
    "a generic AABB-triangle test tries 25 axes (13, each direction once), and its axes miss coplanar shapes apart "
    "in their plane, which the in-plane edge normals of a flat shape separate.");
}  // namespace lab::samples
