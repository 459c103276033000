// Chapter 10, the lecture's second point-in-polyhedron method: count a ray's crossings, which works for
// concave shapes, against the convex hull (the lecture's "approximate with a convex polyhedron").
#include <cmath>
#include <string>
#include <vector>

#include <fmt/ranges.h>

#include "samples/sample_checks.hpp"
#include "samples/sample_models.hpp"
#include "samples/sample_polygons.hpp"

namespace lab::samples {
namespace {

// torus.obj: around the y axis, ring radius 1, tube radius 0.35 (assets/generate_models.py). Its flat
// faces come within 0.025 of the true tube, so points closer than kSurfaceMargin to it are not judged.
constexpr float kRingRadius = 1.0f;
constexpr float kTubeRadius = 0.35f;
constexpr float kSurfaceMargin = 0.05f;

float DistanceFromTube(const Point& p) {
  return glm::length(glm::vec2(glm::length(glm::vec2(p.x, p.z)) - kRingRadius, p.y)) - kTubeRadius;
}

class PointInConcaveMesh final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.target = Point(0.0f), .yaw_degrees = 30.0f, .pitch_degrees = -50.0f, .distance = 5.0f});
    torus_ = LoadAsset(*this, "torus.obj");
    if (!torus_) return;
    std::vector<Point> vertices;
    for (const Triangle& t : torus_->triangles) vertices.insert(vertices.end(), {t.p0, t.p1, t.p2});
    hull_ = Collisions::ConvexHull(vertices);
    // A grid through the tube's middle (y = 0, level with a ring of vertices and edges) and above it.
    for (float y : {0.0f, 0.2f}) {
      for (float x = -1.6f; x <= 1.61f; x += 0.1f) {
        for (float z = -1.6f; z <= 1.61f; z += 0.1f) points_.emplace_back(x, y, z);
      }
    }
    // One case for the whole grid (a case per point would count hundreds of outside points that any
    // "return false" gets right), one for the count of points inside.
    int judged = 0, inside = 0, truly_inside = 0;
    std::vector<std::string> wrong;
    for (const Point& p : points_) {
      inside_.push_back(Collisions::PointInMesh(*torus_, p));  // kept for drawing: too slow to redo each frame
      const float distance = DistanceFromTube(p);
      if (std::abs(distance) < kSurfaceMargin) continue;
      ++judged;
      inside += inside_.back();
      truly_inside += distance < 0.0f;
      if (inside_.back() != (distance < 0.0f)) wrong.push_back(fmt::format("{}", p));
    }
    // Items: the grid, the two probe points (the hole's centre, a vertex) and the torus.
    Check().About({kGridItem, kTorusItem});
    Check().ExpectTrue(fmt::format("PointInMesh(torus, p) agrees with the true tube at {} grid points", judged),
                       wrong.empty(), fmt::format("{} wrong: {}", wrong.size(), fmt::join(wrong, ", ")));
    Check().ExpectTrue(fmt::format("{} of those points are inside the tube", truly_inside), inside == truly_inside,
                       fmt::format("PointInMesh finds {}", inside));
    // The hole: outside the torus, inside its convex hull.
    Check().About({kHoleItem, kTorusItem});
    Check().Expect("PointInMesh(torus, the hole's centre)", false, Collisions::PointInMesh(*torus_, Point(0.0f)));
    Check().About(kHoleItem);  // the hull is not drawn
    Check().Expect("PointInPolyhedron(the torus's convex hull, the hole's centre)", true,
                   Collisions::PointInPolyhedron(hull_, Point(0.0f)));
    Check().About({kVertexItem, kTorusItem});
    Check().Expect("PointInMesh(torus, a vertex)", true, Collisions::PointInMesh(*torus_, torus_->triangles[0].p0));
    ContractCases();
    // The two probes, tested again every frame wherever they are dragged (the grid is too slow for that).
    probes_ = {Point(0.0f), torus_->triangles[0].p0};
    for (std::size_t i = 0; i < probes_.size(); ++i) {
      Handles().About(kHoleItem + static_cast<int>(i));
      Handles().AddPoint(i == 0 ? "the hole's centre" : "a vertex", probes_[i]);
    }
    Handles().About(DebugDraw::kNoItem);
  }

  bool ShowsGrid() const override { return false; }

  void Render() override {
    if (!torus_) return;
    Draw().About(kTorusItem);
    DrawWireMesh(Draw(), *torus_, palette::kGray);
    Draw().About(kGridItem);
    for (std::size_t i = 0; i < points_.size(); ++i) {
      Draw().DrawPoint(points_[i], 4.0f, palette::ForPoint(inside_[i]));
    }
    for (std::size_t i = 0; i < probes_.size(); ++i) {
      Draw().About(kHoleItem + static_cast<int>(i));
      Draw().DrawPoint(probes_[i], 8.0f, palette::ForPoint(Collisions::PointInMesh(*torus_, probes_[i])));
    }
  }

 private:
  // The contracts' clauses (samples/contracts/), on the torus and on the cube [-1, 1]^3 as twelve triangles; then
  // the random cases.
  void ContractCases() {
    Check().About({});
    std::vector<Triangle> faces;
    for (int axis = 0; axis < 3; ++axis) {
      for (const float side : {-1.0f, 1.0f}) {
        // The face's corners counter-clockwise seen from outside: u and v span it, u x v along side * axis.
        glm::vec3 normal(0.0f), u(0.0f), v(0.0f);
        normal[axis] = side;
        u[(axis + 1) % 3] = 1.0f;
        v[(axis + 2) % 3] = side;
        const Point c = normal;
        faces.emplace_back(c - u - v, c + u - v, c + u + v);
        faces.emplace_back(c - u - v, c + u + v, c - u + v);
      }
    }
    const std::shared_ptr<const Mesh> cube = Mesh::FromTriangles(std::move(faces));
    const auto in = [&](std::string_view clause, std::string_view name, const Mesh& mesh, const Point& p, bool inside,
                        std::source_location where = std::source_location::current()) {
      ExpectClause(Check(), clause, fmt::format("PointInMesh({}, {})", name, p), inside,
                   Collisions::PointInMesh(mesh, p), where);
    };
    in("a point inside a closed mesh is inside", "cube", *cube, Point(0.5f, 0.25f, -0.5f), true);
    in("a point inside a closed mesh is inside", "torus", *torus_, Point(1, 0, 0), true);
    in("a point inside a closed mesh is inside", "torus", *torus_, Point(0, 0.1f, -1.1f), true);
    in("a point outside is outside", "cube", *cube, Point(2, 0, 0), false);
    in("a point outside is outside", "cube", *cube, Point(1.5f, 1.5f, 1.5f), false);
    in("a point outside is outside", "torus", *torus_, Point(0, 2, 0), false);
    in("concave: a point in the torus's hole is outside", "torus", *torus_, Point(0, 0, 0), false);
    in("concave: a point in the torus's hole is outside", "torus", *torus_, Point(0.3f, 0.1f, 0), false);
    in("within kPointOnPlaneEpsilon of a triangle is on it (inside)", "cube", *cube, Point(1, 0.3f, 0.2f), true);
    in("within kPointOnPlaneEpsilon of a triangle is on it (inside)", "cube", *cube, Point(1.000005f, 0.3f, 0.2f),
       true);
    in("within kPointOnPlaneEpsilon of a triangle is on it (inside)", "cube", *cube, Point(1, 1, 0), true);
    in("within kPointOnPlaneEpsilon of a triangle is on it (inside)", "cube", *cube, Point(-1, -1, -1), true);
    in("within kPointOnPlaneEpsilon of a triangle is on it (inside)", "torus", *torus_, torus_->triangles[5].p2, true);
    // Points from which the first parity direction runs exactly through the cube's corner (1, 1, 1) or the
    // middle of its edge (1, 1, 0): that ray is thrown away and the next one counts.
    const glm::vec3 first = glm::normalize(glm::vec3(0.5377f, 0.8622f, 0.3188f));
    for (const Point& target : {Point(1, 1, 1), Point(1, 1, 0)}) {
      in("a ray through an edge or a vertex is replaced: the answer stays right", "cube", *cube, target - first * 0.5f,
         true);
      in("a ray through an edge or a vertex is replaced: the answer stays right", "cube", *cube, target - first * 5.0f,
         false);
    }
    in("an empty mesh contains nothing", "no triangles", *Mesh::FromTriangles({}), Point(0, 0, 0), false);
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"PointInMesh(Mesh, Point)"});
  }

  static constexpr int kGridItem = 0, kHoleItem = 1, kVertexItem = 2, kTorusItem = 3;
  std::shared_ptr<const Mesh> torus_;
  std::array<Point, 2> probes_{};  // the hole's centre and a vertex (kHoleItem, kVertexItem), as the handles move
  ConvexPolyhedron hull_;
  std::vector<Point> points_;
  std::vector<bool> inside_;
};

}  // namespace
LAB_REGISTER_SAMPLE(PointInConcaveMesh, Chapter::kLectureToolbox,
                    "The lecture's ray-parity test on the shipped torus, which is not convex: red points are inside "
                    "(an odd number of crossings), green outside, checked against the true tube. A ray that grazes "
                    "an edge or vertex is replaced by the next direction. The torus's convex hull, the lecture's "
                    "convex stand-in, would wrongly hold the hole (asserted).");
}  // namespace lab::samples
