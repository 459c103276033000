// Chapter 10, the lecture's convex hull (quickhull), with the degenerate point sets it must survive.
#include <cstdint>
#include <random>

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
