// Chapter 12, the generic separating-axis test (the book's generic_sat.md, made concrete): one test over shapes
// described by their vertices, face normals and edges, with the book's axis counts asserted and its answers
// against every specialised test.
#include <algorithm>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include <glm/gtc/matrix_transform.hpp>

#include "samples/cases/shapes.hpp"
#include "samples/sample.hpp"
#include "samples/sample_checks.hpp"

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

// Order-free comparisons for the contracts' cases: a SatShape's lists may come in any order, and a direction either
// way round.
bool SamePoints(std::vector<Point> got, const std::vector<Point>& want) {
  if (got.size() != want.size()) return false;
  for (const Point& w : want) {
    const auto found =
        std::find_if(got.begin(), got.end(), [&](const Point& g) { return glm::length(g - w) <= kVectorTolerance; });
    if (found == got.end()) return false;
    got.erase(found);
  }
  return true;
}
bool Parallel(const glm::vec3& a, const glm::vec3& b) {
  const float la = glm::length(a), lb = glm::length(b);
  return la > 0.0f && lb > 0.0f && glm::length(glm::cross(a / la, b / lb)) <= kVectorTolerance;
}
bool HasDirection(const std::vector<glm::vec3>& directions, const glm::vec3& direction) {
  return std::any_of(directions.begin(), directions.end(), [&](const glm::vec3& d) { return Parallel(d, direction); });
}
bool SameDirections(std::vector<glm::vec3> got, const std::vector<glm::vec3>& want) {
  if (got.size() != want.size()) return false;
  for (const glm::vec3& w : want) {
    const auto found = std::find_if(got.begin(), got.end(), [&](const glm::vec3& g) { return Parallel(g, w); });
    if (found == got.end()) return false;
    got.erase(found);
  }
  return true;
}
std::vector<glm::vec3> EdgeDirections(const Collisions::SatShape& shape) {
  std::vector<glm::vec3> directions;
  for (const Line& edge : shape.edges) directions.push_back(edge.ToVector());
  return directions;
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
    ViewCamera().SetHome({.target = Point(13, -3, 1), .pitch_degrees = -20.0f, .distance = 30.0f});
    pairs_ = Pairs();
    for (std::size_t i = 0; i < pairs_.size(); ++i) {
      const Pair& pair = pairs_[i];
      Check().About(static_cast<int>(i));
      const int axes = static_cast<int>(Collisions::CandidateAxes(pair.a, pair.b).size());
      if (pair.book_axes >= 0) {
        Check().Clause(
            "the book's counts: OBB-OBB 15, triangle-OBB 13, triangle-triangle 11, segment-OBB 6, segment-triangle 4, "
            "AABB-AABB 3");
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
    Check().Clause("each direction once: one parallel to another, either way round, is left out");
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
    ContractCases();
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"SatShapeOf(AABB)", "SatShapeOf(OBB)", "SatShapeOf(Triangle)", "SatShapeOf(Line)",
                               "GetInterval(SatShape, glm::vec3)", "CandidateAxes(SatShape, SatShape)",
                               "Intersects(SatShape, SatShape)"});
  }

  void Render() override {
    for (std::size_t i = 0; i < pairs_.size(); ++i) {
      const Pair& pair = pairs_[i];
      const glm::vec3 at = Place(i);
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
  // The pairs in rows of four, facing the view, each large enough to read (in one row of seven, receding from the
  // view, the far pairs were small and their labels met).
  static constexpr std::size_t kPerRow = 4;
  static glm::vec3 Place(std::size_t pair) {
    return {8.0f * static_cast<float>(pair % kPerRow), -9.0f * static_cast<float>(pair / kPerRow), 0.0f};
  }

  // The contracts' clauses (samples/contracts/shapes.txt). GetInterval's shapes are made by hand, so that its cases
  // call no other student function.
  void ContractCases() {
    Check().About({});
    using Collisions::SatShape;
    const glm::vec3 x(1, 0, 0), y(0, 1, 0), z(0, 0, 1);

    const SatShape box = Collisions::SatShapeOf(AABB(Point(1, 2, 3), Point(4, 6, 8)));
    ExpectClause(Check(), "its vertices are the 8 corners", "SatShapeOf(AABB (1, 2, 3)-(4, 6, 8)): vertices", true,
                 SamePoints(box.vertices, {Point(1, 2, 3), Point(4, 2, 3), Point(1, 6, 3), Point(4, 6, 3),
                                           Point(1, 2, 8), Point(4, 2, 8), Point(1, 6, 8), Point(4, 6, 8)}));
    ExpectClause(Check(), "its face normals are the 3 axes, each once",
                 "SatShapeOf(AABB (1, 2, 3)-(4, 6, 8)): face normals", true,
                 SameDirections(box.face_normals, {x, y, z}));
    ExpectClause(Check(), "its edges are 3, one along each axis", "SatShapeOf(AABB (1, 2, 3)-(4, 6, 8)): edges", true,
                 SameDirections(EdgeDirections(box), {x, y, z}));

    const OBB turned = cases::TurnedBox();
    const SatShape oriented = Collisions::SatShapeOf(turned);
    const std::array<Point, 8> corners = turned.Corners();
    ExpectClause(Check(), "its vertices are the 8 corners", "SatShapeOf(the turned box): vertices", true,
                 SamePoints(oriented.vertices, std::vector<Point>(corners.begin(), corners.end())));
    const std::vector<glm::vec3> axes = {turned.axes[0], turned.axes[1], turned.axes[2]};
    ExpectClause(Check(), "its face normals are the box's 3 axes, each once",
                 "SatShapeOf(the turned box): face normals", true, SameDirections(oriented.face_normals, axes));
    ExpectClause(Check(), "its edges are 3, one along each of the box's axes", "SatShapeOf(the turned box): edges",
                 true, SameDirections(EdgeDirections(oriented), axes));

    const Triangle raised(Point(1, 1, 1), Point(5, 1, 1), Point(1, 5, 1));
    const SatShape triangle = Collisions::SatShapeOf(raised);
    ExpectClause(Check(), "its vertices are the 3 corners", "SatShapeOf((1, 1, 1), (5, 1, 1), (1, 5, 1)): vertices",
                 true, SamePoints(triangle.vertices, {raised.p0, raised.p1, raised.p2}));
    ExpectClause(Check(), "its one face normal is the triangle's normal",
                 "SatShapeOf((1, 1, 1), (5, 1, 1), (1, 5, 1)): face normals", true,
                 SameDirections(triangle.face_normals, {z}));
    ExpectClause(Check(), "its edges are its 3 sides", "SatShapeOf((1, 1, 1), (5, 1, 1), (1, 5, 1)): edges", true,
                 SameDirections(EdgeDirections(triangle), {x, y, glm::vec3(-1, 1, 0)}));
    const Triangle minute(Point(0), Point(1e-20f, 0, 0), Point(0, 1e-20f, 0));
    ExpectClause(Check(), "a triangle however small has its normal",
                 "SatShapeOf((0, 0, 0), (1e-20, 0, 0), (0, 1e-20, 0)): face normals", true,
                 SameDirections(Collisions::SatShapeOf(minute).face_normals, {z}));
    ExpectClause(Check(), "a degenerate triangle has no face normal (it is the segment it spans)",
                 "SatShapeOf((0, 0, 0), (1, 1, 0), (2, 2, 0)): no face normals", true,
                 Collisions::SatShapeOf(Triangle(Point(0), Point(1, 1, 0), Point(2, 2, 0))).face_normals.empty());

    const SatShape segment = Collisions::SatShapeOf(Line(Point(1, 2, 3), Point(4, 6, 3)));
    ExpectClause(Check(), "its vertices are the two ends", "SatShapeOf((1, 2, 3)-(4, 6, 3)): vertices", true,
                 SamePoints(segment.vertices, {Point(1, 2, 3), Point(4, 6, 3)}));
    ExpectClause(Check(), "it has no face normal", "SatShapeOf((1, 2, 3)-(4, 6, 3)): no face normals", true,
                 segment.face_normals.empty());
    ExpectClause(Check(), "its one edge is the segment", "SatShapeOf((1, 2, 3)-(4, 6, 3)): edges", true,
                 SameDirections(EdgeDirections(segment), {glm::vec3(3, 4, 0)}));

    // Three vertices, the last one farthest along x and z: (1, 0, 0), (3, 1, 0) and (2, 5, 1).
    SatShape three;
    three.vertices = {Point(1, 0, 0), Point(3, 1, 0), Point(2, 5, 1)};
    const auto interval = [&](std::string_view clause, std::string_view call, const glm::vec3& axis, float min,
                              float max) {
      const Collisions::Interval got = Collisions::GetInterval(three, axis);
      ExpectClause(Check(), clause, fmt::format("{}: min", call), min, got.min);
      ExpectClause(Check(), clause, fmt::format("{}: max", call), max, got.max);
    };
    interval("the interval runs from the least to the greatest dot(vertex, axis)", "GetInterval(V, (1, 1, 0))",
             glm::vec3(1, 1, 0), 1.0f, 7.0f);
    interval("the axis is not normalized: a longer axis stretches the interval", "GetInterval(V, (2, 0, 0))",
             glm::vec3(2, 0, 0), 2.0f, 6.0f);
    interval("all vertices on one side of the origin: the interval does not reach 0", "GetInterval(V, (-1, 0, 0))",
             glm::vec3(-1, 0, 0), -3.0f, -1.0f);
    interval("every vertex counts, the last one too", "GetInterval(V, (0, 0, 1))", z, 0.0f, 1.0f);

    // Candidate axes: counted, or looked for among them.
    const SatShape cube = Collisions::SatShapeOf(AABB(Point(-1), Point(1)));
    const auto count = [&](std::string_view clause, std::string_view call, const SatShape& a, const SatShape& b,
                           float expected) {
      ExpectClause(Check(), clause, call, expected, static_cast<float>(Collisions::CandidateAxes(a, b).size()));
    };
    const SatShape into = Collisions::SatShapeOf(kIntoTurnedBox);
    const std::vector<glm::vec3> box_and_triangle = Collisions::CandidateAxes(oriented, into);
    const glm::vec3 into_normal =
        glm::cross(kIntoTurnedBox.p1 - kIntoTurnedBox.p0, kIntoTurnedBox.p2 - kIntoTurnedBox.p0);
    ExpectClause(Check(), "both shapes' face normals are candidates",
                 "CandidateAxes(the turned box, a triangle in it): the box's 3 axes and the triangle's normal", true,
                 HasDirection(box_and_triangle, turned.axes[0]) && HasDirection(box_and_triangle, turned.axes[1]) &&
                     HasDirection(box_and_triangle, turned.axes[2]) && HasDirection(box_and_triangle, into_normal));
    const std::vector<glm::vec3> cube_and_diagonal =
        Collisions::CandidateAxes(cube, Collisions::SatShapeOf(Line(Point(0), Point(1))));
    ExpectClause(Check(), "the cross products of an edge of each shape are candidates",
                 "CandidateAxes(cube, (0, 0, 0)-(1, 1, 1)): x, y and z cross (1, 1, 1)", true,
                 HasDirection(cube_and_diagonal, glm::vec3(0, -1, 1)) &&
                     HasDirection(cube_and_diagonal, glm::vec3(1, 0, -1)) &&
                     HasDirection(cube_and_diagonal, glm::vec3(-1, 1, 0)));
    count("each direction once: one parallel to another, either way round, is left out",
          "CandidateAxes(cube, AABB (0.5, 0.5, 0.5)-(2, 2, 2)): count", cube,
          Collisions::SatShapeOf(AABB(Point(0.5f), Point(2))), 3.0f);
    // The turned box shares z with the cube, and its cross products with the cube's edges are its own axes or z.
    count("each direction once: one parallel to another, either way round, is left out",
          "CandidateAxes(cube, the turned box): count", cube, oriented, 5.0f);
    count("parallel edges give no cross product", "CandidateAxes(cube, (0, 0, 0)-(2, 0, 0)): count", cube,
          Collisions::SatShapeOf(Line(Point(0), Point(2, 0, 0))), 3.0f);
    count("parallel is relative (kParallelAxisSinSquared), whatever the edges' lengths",
          "CandidateAxes((0, 0, 0), (0.001, 0, 0), (0, 0.001, 0) and (0, 0, 1)-(0.001, 0.001, 1.001)): count",
          Collisions::SatShapeOf(Triangle(Point(0), Point(1e-3f, 0, 0), Point(0, 1e-3f, 0))),
          Collisions::SatShapeOf(Line(Point(0, 0, 1), Point(1e-3f, 1e-3f, 1.001f))), 4.0f);

    const auto meets = [&](std::string_view clause, std::string_view call, const SatShape& a, const SatShape& b,
                           bool expected) {
      ExpectClause(Check(), clause, call, expected, Collisions::Intersects(a, b));
    };
    meets("overlapping shapes meet", "Intersects(AABB 0-2, AABB 1-3)", Collisions::SatShapeOf(AABB(Point(0), Point(2))),
          Collisions::SatShapeOf(AABB(Point(1), Point(3))), true);
    const SatShape low = Collisions::SatShapeOf(AABB(Point(0), Point(1)));
    meets("touching intervals overlap (touching counts)", "Intersects(AABB 0-1, AABB (1, 0, 0)-(2, 1, 1))", low,
          Collisions::SatShapeOf(AABB(Point(1, 0, 0), Point(2, 1, 1))), true);
    const SatShape past = Collisions::SatShapeOf(AABB(Point(1.5f, 0, 0), Point(2.5f, 1, 1)));
    meets("shapes apart along a face normal miss", "Intersects(AABB 0-1, AABB (1.5, 0, 0)-(2.5, 1, 1))", low, past,
          false);
    meets("either shape may be on either side of the other", "Intersects(AABB (1.5, 0, 0)-(2.5, 1, 1), AABB 0-1)", past,
          low, false);
    // Past the cube's edge x = y = 1 along (1, 1, 0), which is z cross the segment's direction: 0.35 apart.
    meets("shapes apart only along an edge cross product miss", "Intersects(cube, (0.25, 2.25, 0)-(2.25, 0.25, 0))",
          cube, Collisions::SatShapeOf(Line(Point(0.25f, 2.25f, 0), Point(2.25f, 0.25f, 0))), false);
    meets("coplanar shapes apart in their plane miss (a flat shape's in-plane edge normals)",
          "Intersects((0, 0, 0), (4, 0, 0), (0, 4, 0) and (3, 3, 0), (6, 3, 0), (3, 6, 0))",
          Collisions::SatShapeOf(Triangle(Point(0), Point(4, 0, 0), Point(0, 4, 0))),
          Collisions::SatShapeOf(Triangle(Point(3, 3, 0), Point(6, 3, 0), Point(3, 6, 0))), false);
    const SatShape along_x = Collisions::SatShapeOf(Line(Point(0), Point(2, 0, 0)));
    meets("shapes with no faces on one line or in one plane are told apart (the fallback axes)",
          "Intersects((0, 0, 0)-(2, 0, 0), (3, 0, 0)-(5, 0, 0))", along_x,
          Collisions::SatShapeOf(Line(Point(3, 0, 0), Point(5, 0, 0))), false);
    meets("shapes with no faces on one line or in one plane are told apart (the fallback axes)",
          "Intersects((0, 0, 0)-(2, 0, 0), (0, 1, 0)-(2, 1, 0))", along_x,
          Collisions::SatShapeOf(Line(Point(0, 1, 0), Point(2, 1, 0))), false);
    meets("shapes with no faces on one line or in one plane are told apart (the fallback axes)",
          "Intersects(the point (0, 0, 0), the point (1, 2, 3))", Collisions::SatShapeOf(Line(Point(0), Point(0))),
          Collisions::SatShapeOf(Line(Point(1, 2, 3), Point(1, 2, 3))), false);
    SatShape broken = Collisions::SatShapeOf(AABB(Point(0), Point(2)));
    // (A student's SatShapeOf may still be a stub that returns no vertices: the NaN then goes nowhere.)
    if (!broken.vertices.empty()) broken.vertices[0].x = std::numeric_limits<float>::quiet_NaN();
    meets("NaN never makes a hit", "Intersects(AABB 0-2 with a NaN corner, AABB 1-3)", broken,
          Collisions::SatShapeOf(AABB(Point(1), Point(3))), false);
  }

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
