// Chapter 10, the lecture's convex hull (quickhull), with the degenerate point sets it must survive.
#include <algorithm>
#include <cstdint>
#include <limits>
#include <random>
#include <tuple>

#include "samples/sample_checks.hpp"
#include "samples/sample_polygons.hpp"

namespace lab::samples {
namespace {

// A point set and what its hull must be.
struct HullCase {
  const char* what;
  std::vector<Point> points;
  std::size_t vertices;  // 0: not asserted
  std::size_t faces;
};

// Whether the hull's vertices are exactly these points, in any order.
bool HasVertices(const ConvexPolyhedron& hull, std::vector<Point> expected) {
  std::vector<Point> actual = hull.vertices;
  const auto less = [](const Point& a, const Point& b) { return std::tie(a.x, a.y, a.z) < std::tie(b.x, b.y, b.z); };
  std::sort(actual.begin(), actual.end(), less);
  std::sort(expected.begin(), expected.end(), less);
  return actual == expected;
}
// Every vertex behind or on every face's plane.
bool FacesOutward(const ConvexPolyhedron& hull) {
  for (const Plane& plane : hull.planes) {
    for (const Point& v : hull.vertices) {
      if (!(glm::dot(plane.normal, v) - plane.distance <= 1e-5f)) return false;
    }
  }
  return !hull.planes.empty();
}

// Uniform in [-1, 1] from the generator's raw bits (std's distributions differ between libraries).
float Unit(std::mt19937& random) { return static_cast<float>(random()) / 2147483648.0f - 1.0f; }

class ConvexHull final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.target = Point(6, 0, 0), .yaw_degrees = 10.0f, .pitch_degrees = -30.0f, .distance = 16.0f});
    std::mt19937 random(2026);
    HullCase cloud{"200 points in a ball", {}, 0, 0};
    while (cloud.points.size() < 200) {
      const Point p(Unit(random), Unit(random), Unit(random));
      if (glm::length(p) <= 1.0f) cloud.points.push_back(p * 1.5f);
    }
    HullCase cube{"a cube's corners and 100 points inside", {}, 8, 6};
    for (int i = 0; i < 8; ++i) cube.points.emplace_back(i & 1 ? 1 : -1, i & 2 ? 1 : -1, i & 4 ? 1 : -1);
    for (int i = 0; i < 100; ++i)
      cube.points.emplace_back(Unit(random) * 0.99f, Unit(random) * 0.99f, Unit(random) * 0.99f);
    HullCase flat{"coplanar points: a flat hull with a face on each side", {}, 4, 2};
    for (int i = 0; i < 30; ++i) {
      const float s = 0.9f * Unit(random);
      flat.points.emplace_back(Unit(random), s, s);  // in the tilted plane y = z
    }
    flat.points.insert(flat.points.end(),
                       {Point(-1.5f, 1, 1), Point(1.5f, 1, 1), Point(1.5f, -1, -1), Point(-1.5f, -1, -1)});
    HullCase line{"collinear points: no faces, the two ends",
                  {Point(0, 0, 0), Point(1, 1, 0.5f), Point(3, 3, 1.5f), Point(2, 2, 1)},
                  2,
                  0};
    HullCase one{"one point, repeated", {Point(0.5f, 0.5f, 0.5f), Point(0.5f, 0.5f, 0.5f)}, 1, 0};
    cases_ = {cloud, cube, flat, line, one};

    for (std::size_t i = 0; i < cases_.size(); ++i) {
      const HullCase& c = cases_[i];
      Check().About(static_cast<int>(i));  // the point set and its hull
      const ConvexPolyhedron& hull = hulls_.emplace_back(Collisions::ConvexHull(c.points));
      if (c.vertices > 0) {
        Check().ExpectTrue(fmt::format("ConvexHull({}): vertices", c.what), hull.vertices.size() == c.vertices,
                           fmt::format("expected {}, got {}", c.vertices, hull.vertices.size()));
        Check().ExpectTrue(fmt::format("ConvexHull({}): faces", c.what), hull.faces.size() == c.faces,
                           fmt::format("expected {}, got {}", c.faces, hull.faces.size()));
      }
      if (hull.IsDegenerate()) continue;
      std::size_t outside = 0;
      for (const Point& p : c.points) outside += !Collisions::PointInPolyhedron(hull, p);
      Check().ExpectTrue(fmt::format("ConvexHull({}) holds every point", c.what), outside == 0,
                         fmt::format("{} points outside", outside));
      if (hull.IsSolid()) {
        const long euler = static_cast<long>(hull.vertices.size()) - static_cast<long>(hull.Edges().size()) +
                           static_cast<long>(hull.faces.size());
        Check().ExpectTrue(fmt::format("ConvexHull({}): V - E + F", c.what), euler == 2, fmt::format("{}", euler));
      }
    }
    ContractCases();
    // Handles on the points that shape each hull (not the ball's 200, nor the points inside): the cube's
    // corners, the flat set's four corners, every collinear point and both repeated ones, where they are
    // drawn. The hulls are rebuilt when they move.
    const std::array<std::pair<std::size_t, std::size_t>, 5> handled = {
        {{0, 0}, {0, 8}, {cases_[2].points.size() - 4, 4}, {0, cases_[3].points.size()}, {0, 2}}};
    for (std::size_t i = 0; i < cases_.size(); ++i) {
      const auto [first, count] = handled[i];
      first_handled_[i] = first;
      for (std::size_t k = 0; k < count; ++k) anchors_[i].emplace_back(cases_[i].points[first + k] + Offset(i));
      Handles().About(static_cast<int>(i));
      for (std::size_t k = 0; k < count; ++k)
        Handles().AddPoint(fmt::format("set {} point {}", i, first + k), anchors_[i][k].at);
    }
    Handles().About(DebugDraw::kNoItem);
  }

  void OnHandlesMoved() override {
    for (std::size_t i = 0; i < cases_.size(); ++i) hulls_[i] = Collisions::ConvexHull(Points(i));
  }

  void Render() override {
    for (std::size_t i = 0; i < cases_.size(); ++i) {
      const glm::vec3 offset = Offset(i);
      const ConvexPolyhedron& hull = hulls_[i];  // built in Initialize, and again when a handle moves
      Draw().About(static_cast<int>(i));
      DrawPolyhedron(Draw(), Moved(hull, offset), palette::kPieces[i % palette::kPieces.size()]);
      for (const Point& p : Points(i)) Draw().DrawPoint(p + offset, 4.0f, palette::kShape);
      for (const Point& v : hull.vertices) Draw().DrawPoint(v + offset, 7.0f, palette::kHitPoint);
    }
  }

 private:
  // The contracts' clauses (samples/contracts/); then the random cases.
  void ContractCases() {
    Check().About({});
    const auto expect = [&](std::string_view clause, std::string_view what, const ConvexPolyhedron& hull,
                            const std::vector<Point>& vertices, std::size_t faces,
                            std::source_location where = std::source_location::current()) {
      Check().Clause(clause);
      Check().ExpectTrue(fmt::format("ConvexHull({}): {} vertices and {} faces", what, vertices.size(), faces),
                         HasVertices(hull, vertices) && hull.faces.size() == faces,
                         fmt::format("got {} vertices and {} faces", hull.vertices.size(), hull.faces.size()), where);
    };
    const std::vector<Point> corners = {{0, 0, 0}, {4, 0, 0}, {0, 4, 0}, {0, 0, 4}};
    std::vector<Point> with_inside = corners;
    with_inside.insert(with_inside.begin() + 2, {Point(1, 1, 1), Point(0.5f, 0.5f, 2)});
    expect("every point is inside or on the hull, its vertices the extreme points",
           "a tetrahedron's corners and two points inside", Collisions::ConvexHull(with_inside), corners, 4);
    std::vector<Point> cube_corners;
    for (int i = 0; i < 8; ++i) cube_corners.emplace_back(i & 1 ? 2 : 0, i & 2 ? 2 : 0, i & 4 ? 2 : 0);
    std::vector<Point> cube = cube_corners;
    cube.insert(cube.begin() + 3, {Point(2, 1, 1), Point(2, 2, 1), Point(1, 0, 0.5f)});
    const ConvexPolyhedron cube_hull = Collisions::ConvexHull(cube);
    expect("points on a face or an edge are no vertices",
           "the cube 0..2's corners, two points on faces, one on an edge", cube_hull, cube_corners, 6);
    expect("coplanar neighbours are one face: a cube has 6", "the cube 0..2's corners",
           Collisions::ConvexHull(cube_corners), cube_corners, 6);
    // A point 1e-6 beyond the middle of a face of the cube 0..2 is on it (a relative 3e-7); 1e-7 beyond the cube
    // 0..0.002, a relative 3e-5, is a vertex.
    std::vector<Point> nearly_on = cube_corners;
    nearly_on.push_back(Point(2 + 1e-6f, 1, 1));
    expect("within kHullRelativeEpsilon of a face (relative to the set) is on it; farther is a vertex",
           "the cube 0..2's corners and (2 + 1e-6, 1, 1)", Collisions::ConvexHull(nearly_on), cube_corners, 6);
    std::vector<Point> beyond;
    for (const Point& corner : cube_corners) beyond.push_back(corner * 1e-3f);
    beyond.push_back(Point(0.002f + 1e-7f, 0.001f, 0.001f));
    expect("within kHullRelativeEpsilon of a face (relative to the set) is on it; farther is a vertex",
           "the cube 0..0.002's corners and (0.002 + 1e-7, 0.001, 0.001)", Collisions::ConvexHull(beyond), beyond, 9);
    Check().Clause("its faces face outwards");
    Check().ExpectTrue("ConvexHull(the cube 0..2's corners): every vertex behind or on each face's plane",
                       FacesOutward(Collisions::ConvexHull(cube_corners)), "a face faces in");
    Check().Clause("its faces face outwards");
    Check().ExpectTrue(
        "ConvexHull(a tetrahedron's corners): every vertex behind or on each face's plane",
        FacesOutward(Collisions::ConvexHull(std::vector<Point>{{4, 0, 0}, {0, 0, 0}, {0, 0, 4}, {0, 4, 0}})),
        "a face faces in");
    expect("no points: nothing", "no points", Collisions::ConvexHull(std::vector<Point>{}), {}, 0);
    expect("one point, or one repeated: that vertex, no faces", "(1, 2, 3) twice",
           Collisions::ConvexHull(std::vector<Point>{{1, 2, 3}, {1, 2, 3}}), {{1, 2, 3}}, 0);
    expect("all collinear: the two extreme points, no faces", "(0, 0, 0), (1, 1, 1), (3, 3, 3), (2, 2, 2)",
           Collisions::ConvexHull(std::vector<Point>{{0, 0, 0}, {1, 1, 1}, {3, 3, 3}, {2, 2, 2}}),
           {{0, 0, 0}, {3, 3, 3}}, 0);
    expect("all coplanar: the flat polyhedron of their 2-D hull (two faces)",
           "the square 0..2 in z = 1, its centre and an edge's middle",
           Collisions::ConvexHull(std::vector<Point>{{0, 0, 1}, {2, 0, 1}, {1, 1, 1}, {2, 2, 1}, {1, 2, 1}, {0, 2, 1}}),
           {{0, 0, 1}, {2, 0, 1}, {2, 2, 1}, {0, 2, 1}}, 2);
    const float nan = std::numeric_limits<float>::quiet_NaN();
    std::vector<Point> with_nan = corners;
    with_nan.insert(with_nan.begin(), Point(nan, 1, 1));
    expect("NaN points are skipped", "(NaN, 1, 1) and a tetrahedron's corners", Collisions::ConvexHull(with_nan),
           corners, 4);
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"ConvexHull(std::vector<Point>)"});
  }

  static glm::vec3 Offset(std::size_t set) { return glm::vec3(4.0f * static_cast<float>(set), 0.0f, 0.0f); }
  // A case's points as the handles have moved them.
  std::vector<Point> Points(std::size_t set) const {
    std::vector<Point> points = cases_[set].points;
    for (std::size_t k = 0; k < anchors_[set].size(); ++k) points[first_handled_[set] + k] += anchors_[set][k].Moved();
    return points;
  }

  std::vector<HullCase> cases_;
  std::vector<ConvexPolyhedron> hulls_;         // cases_[i]'s hull
  std::array<std::vector<Anchor>, 5> anchors_;  // the handled points of each case, from first_handled_
  std::array<std::size_t, 5> first_handled_{};
};

}  // namespace
LAB_REGISTER_SAMPLE(ConvexHull, Chapter::kLectureToolbox,
                    "The lecture's convex hull by quickhull: a ball of points, a cube with points inside (8 "
                    "vertices, its coplanar triangles merged into 6 squares), coplanar points (a flat hull), "
                    "collinear points and one repeated point (no faces). Green: the hull's vertices; every input "
                    "point is asserted inside it.");
}  // namespace lab::samples
