// Chapter 10, the lecture's convex polyhedra: point inside (every face plane), against a sphere, and against
// another polyhedron by separating planes, including the edge-to-edge case face planes alone get wrong.
#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

#include <glm/gtc/matrix_transform.hpp>

#include "samples/sample_checks.hpp"
#include "samples/sample_polygons.hpp"

namespace lab::samples {
namespace {

ConvexPolyhedron Transformed(const ConvexPolyhedron& shape, const glm::mat4& m) {
  std::vector<Point> vertices;
  for (const Point& v : shape.vertices) vertices.emplace_back(m * glm::vec4(v, 1.0f));
  return ConvexPolyhedron::FromFaces(std::move(vertices), shape.faces);
}

// The lecture's slide: "find a surface such that all points of the other polyhedron are on the outside".
bool FacePlanesOnly(const ConvexPolyhedron& a, const ConvexPolyhedron& b) {
  const auto all_outside = [](const ConvexPolyhedron& of, const ConvexPolyhedron& other) {
    for (const Plane& plane : of.planes) {
      if (std::all_of(other.vertices.begin(), other.vertices.end(),
                      [&](const Point& v) { return Collisions::DistanceFromPlane(v, plane) > 0.0f; })) {
        return true;
      }
    }
    return false;
  };
  return !all_outside(a, b) && !all_outside(b, a);
}

Point Centroid(const ConvexPolyhedron& shape) {
  Point sum(0.0f);
  for (const Point& v : shape.vertices) sum += v;
  return sum / static_cast<float>(shape.vertices.size());
}

// The distance along the ray to the polyhedron's surface (its faces as fans of triangles); infinity on a miss.
float SurfaceDistance(const ConvexPolyhedron& shape, const Ray& ray) {
  float nearest = std::numeric_limits<float>::infinity();
  for (const auto& face : shape.faces) {
    for (std::size_t i = 1; i + 1 < face.size(); ++i) {
      float t = -1.0f;
      const Triangle triangle(shape.vertices[face[0]], shape.vertices[face[i]], shape.vertices[face[i + 1]]);
      if (Collisions::Raycast(ray, triangle, t)) nearest = std::min(nearest, t);
    }
  }
  return nearest;
}

// The slide's polyhedron-sphere test as written: "if the center of the sphere is inside the polyhedron, they
// collide; otherwise shoot a ray towards the polyhedron: if the intersection distance is less than the radius,
// they also collide". Shot at the polyhedron's centre, the ray misses a near face that lies off its line.
bool SlidesRayTest(const ConvexPolyhedron& shape, const Sphere& sphere) {
  if (Collisions::PointInPolyhedron(shape, sphere.position)) return true;
  return SurfaceDistance(shape, Ray(sphere.position, Centroid(shape) - sphere.position)) < sphere.radius;
}

class ConvexPolyhedra final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.target = Point(4, 0, 0), .yaw_degrees = 20.0f, .pitch_degrees = -20.0f, .distance = 16.0f});
    const ConvexPolyhedron cube = ConvexPolyhedron::FromAABB(AABB(Point(-1.0f), Point(1.0f)));
    // Two cubes turned 45 degrees, about z and about y: their edges cross 0.05 apart along x.
    a_ = Transformed(cube, glm::rotate(glm::mat4(1.0f), std::numbers::pi_v<float> / 4, {0, 0, 1}));
    b_ = Transformed(cube, glm::rotate(glm::translate(glm::mat4(1.0f), {2 * std::sqrt(2.0f) + 0.05f, 0, 0}),
                                       std::numbers::pi_v<float> / 4, {0, 1, 0}));
    tetrahedron_ = ConvexPolyhedron::Tetrahedron(Point(6, -1, -1), Point(8, -1, -1), Point(7, -1, 1), Point(7, 1, 0));
    // Items: the two cubes, the tetrahedron, then the points and the spheres by index from kPointItem, kSphereItem.
    Check().About({kA, kB});
    Check().Expect("Intersects(cube turned about z, cube turned about y, 0.05 apart)", false,
                   Collisions::Intersects(a_, b_));
    Check().Expect("the same in the other order", false, Collisions::Intersects(b_, a_));
    Check().Expect("face planes alone (the slide's test) find no separating face", true, FacePlanesOnly(a_, b_));
    const ConvexPolyhedron touching = Moved(b_, glm::vec3(-0.05f, 0, 0));
    Check().Expect("the two cubes edge to edge, touching", true, Collisions::Intersects(a_, touching));
    Check().About({kB, kTetrahedron});
    Check().Expect("the turned cube against the tetrahedron", false, Collisions::Intersects(b_, tetrahedron_));
    Check().About(kTetrahedron);  // the box is not drawn
    Check().Expect("the tetrahedron against a box around it", true,
                   Collisions::Intersects(
                       tetrahedron_, ConvexPolyhedron::FromAABB(AABB(Point(5.5f, -1.5f, -1.5f), Point(6.5f, 0, 0)))));
    for (std::size_t i = 0; i < kPoints.size(); ++i) {
      const auto& [point, inside] = kPoints[i];
      Check().About({kTetrahedron, kPointItem + static_cast<int>(i)});
      Check().Expect(fmt::format("PointInPolyhedron(tetrahedron, {})", point), inside,
                     Collisions::PointInPolyhedron(tetrahedron_, point));
    }
    for (std::size_t i = 0; i < kSpheres.size(); ++i) {
      const auto& [sphere, meets] = kSpheres[i];
      Check().About({kA, kSphereItem + static_cast<int>(i)});
      Check().Expect(fmt::format("Intersects(cube turned about z, sphere {})", sphere), meets,
                     Collisions::Intersects(a_, sphere));
      Check().Expect(fmt::format("Intersects(sphere {}, cube turned about z)", sphere), meets,
                     Collisions::Intersects(sphere, a_));
    }
    // The slide's ray test against the face-distance one: a sphere 0.7 above the long top face of a bar, with
    // radius 0.8, meets it; the ray towards the bar's centre reaches that face only 2.16 along.
    Check().About({kBar, kBarSphere});
    Check().Expect(fmt::format("Intersects(bar, sphere {})", kBarSphereBook), true,
                   Collisions::Intersects(bar_, kBarSphereBook));
    Check().Expect("the slide's ray towards the centre misses that contact", false,
                   SlidesRayTest(bar_, kBarSphereBook));
    ContractCases();
    // The polyhedra move whole, by their centres.
    const auto centre = Centroid;
    const std::array<std::pair<const char*, const ConvexPolyhedron*>, 3> shapes = {
        {{"cube turned about z", &a_}, {"cube turned about y", &b_}, {"tetrahedron", &tetrahedron_}}};
    for (std::size_t i = 0; i < shapes.size(); ++i) {
      anchors_[i] = Anchor(centre(*shapes[i].second));
      Handles().About(static_cast<int>(i));  // kA, kB, kTetrahedron
      Handles().AddPoint(shapes[i].first, anchors_[i].at);
    }
    for (std::size_t i = 0; i < kPoints.size(); ++i) {
      points_[i] = kPoints[i].first;
      Handles().About(kPointItem + static_cast<int>(i));
      Handles().AddPoint(fmt::format("point {}", i), points_[i]);
    }
    for (std::size_t i = 0; i < kSpheres.size(); ++i) {
      spheres_[i] = kSpheres[i].first;
      Handles().About(kSphereItem + static_cast<int>(i));
      Handles().Add(fmt::format("sphere {}", i), spheres_[i]);
    }
    bar_sphere_ = kBarSphereBook;
    Handles().About(kBarSphere);
    Handles().Add("sphere over the bar", bar_sphere_);
    Handles().About(DebugDraw::kNoItem);
  }

  void Render() override {
    const ConvexPolyhedron a = MovedBy(a_, anchors_[kA]), b = MovedBy(b_, anchors_[kB]);
    const ConvexPolyhedron tetrahedron = MovedBy(tetrahedron_, anchors_[kTetrahedron]);
    const bool meet = Collisions::Intersects(a, b);
    Draw().About(kA);
    DrawPolyhedron(Draw(), a, palette::kShape);
    Draw().About(kB);
    DrawPolyhedron(Draw(), b, palette::ForShape(meet));
    // Where the edges pass (as the book places the cubes): A's along z at x = sqrt 2, B's along y 0.05 further.
    Draw().About(DebugDraw::kNoItem);
    Draw().DrawPoint(Point(std::sqrt(2.0f), 0, 0), 7.0f, palette::kConstruction);
    Draw().About(kTetrahedron);
    DrawPolyhedron(Draw(), tetrahedron, palette::kShape);
    for (std::size_t i = 0; i < points_.size(); ++i) {
      Draw().About(kPointItem + static_cast<int>(i));
      Draw().DrawPoint(points_[i], 8.0f, palette::ForPoint(Collisions::PointInPolyhedron(tetrahedron, points_[i])));
    }
    for (std::size_t i = 0; i < spheres_.size(); ++i) {
      Draw().About(kSphereItem + static_cast<int>(i));
      Draw().DrawSphere(spheres_[i], palette::ForShape(Collisions::Intersects(a, spheres_[i])), 16);
    }
    // The bar, its sphere (red when they meet) and the slide's ray from the centre towards the bar's centre,
    // cut where it reaches the surface: longer than the radius, so the slide's test says no.
    Draw().About(kBar);
    DrawPolyhedron(Draw(), bar_, palette::kShape);
    Draw().About(kBarSphere);
    Draw().DrawSphere(bar_sphere_, palette::ForShape(Collisions::Intersects(bar_, bar_sphere_)), 16);
    const Ray slide_ray(bar_sphere_.position, Centroid(bar_) - bar_sphere_.position);
    const float reach = SurfaceDistance(bar_, slide_ray);
    if (std::isfinite(reach)) {
      Draw().DrawLine(slide_ray.position, slide_ray.position + slide_ray.direction * reach, palette::kConstruction);
    }
  }

 private:
  // The contracts' clauses (samples/contracts/), mostly on the box from (0, 0, 0) to (2, 2, 2); then the random
  // cases.
  void ContractCases() {
    Check().About({});
    const ConvexPolyhedron box = ConvexPolyhedron::FromAABB(AABB(Point(0.0f), Point(2.0f)));
    const ConvexPolyhedron flat =
        ConvexPolyhedron::FromFaces({{0, 0, 0}, {2, 0, 0}, {2, 2, 0}, {0, 2, 0}}, {{0, 1, 2, 3}, {3, 2, 1, 0}});
    const ConvexPolyhedron one_point = ConvexPolyhedron::FromFaces({Point(1.0f)}, {});
    const auto inside = [&](std::string_view clause, std::string_view name, const ConvexPolyhedron& shape,
                            const Point& p, bool expected,
                            std::source_location where = std::source_location::current()) {
      ExpectClause(Check(), clause, fmt::format("PointInPolyhedron({}, {})", name, p), expected,
                   Collisions::PointInPolyhedron(shape, p), where);
    };
    inside("behind every face plane is inside", "box 0..2", box, Point(1, 1, 1), true);
    inside("behind every face plane is inside", "box 0..2", box, Point(0.5f, 1.9f, 0.1f), true);
    inside("in front of any one face plane is outside", "box 0..2", box, Point(1, 1, 2.5f), false);
    inside("in front of any one face plane is outside", "box 0..2", box, Point(-0.5f, 1, 1), false);
    inside("in front of any one face plane is outside", "box 0..2", box, Point(2.0001f, 1, 1), false);
    inside("on a face, an edge or a vertex is inside (touching counts)", "box 0..2", box, Point(2, 1, 1), true);
    inside("on a face, an edge or a vertex is inside (touching counts)", "box 0..2", box, Point(0, 1, 1), true);
    inside("on a face, an edge or a vertex is inside (touching counts)", "box 0..2", box, Point(2, 2, 1), true);
    inside("on a face, an edge or a vertex is inside (touching counts)", "box 0..2", box, Point(2, 2, 2), true);
    inside("within kPointOnPlaneEpsilon in front of a face is inside", "box 0..2", box, Point(2.000005f, 1, 1), true);
    inside("within kPointOnPlaneEpsilon in front of a face is inside", "box 0..2", box, Point(1, -5e-6f, 1), true);
    inside("a flat polyhedron contains the points of its polygon", "the square 0..2 in z = 0", flat, Point(1, 1, 0),
           true);
    inside("a flat polyhedron contains the points of its polygon", "the square 0..2 in z = 0", flat, Point(2, 1, 0),
           true);
    inside("a flat polyhedron: a point off its plane is outside", "the square 0..2 in z = 0", flat, Point(1, 1, 0.5f),
           false);
    inside("a flat polyhedron: a point off its plane is outside", "the square 0..2 in z = 0", flat, Point(1, 1, -0.5f),
           false);
    inside("a degenerate polyhedron contains nothing", "the point (1, 1, 1), no faces", one_point, Point(1, 1, 1),
           false);
    inside("a degenerate polyhedron contains nothing", "no vertices", ConvexPolyhedron(), Point(0, 0, 0), false);

    const auto sphere = [&](std::string_view clause, const Sphere& s, bool meet,
                            std::source_location where = std::source_location::current()) {
      ExpectClause(Check(), clause, fmt::format("Intersects(box 0..2, sphere {})", s), meet,
                   Collisions::Intersects(box, s), where);
    };
    sphere("the centre inside: they meet, however small the sphere", Sphere(Point(1, 1, 1), 0.1f), true);
    sphere("the centre inside: they meet, however small the sphere", Sphere(Point(1.5f, 1, 0.5f), 0.0f), true);
    sphere("a face closer than the radius: they meet", Sphere(Point(2.5f, 1, 1), 1.0f), true);
    // Over the part of the face x = 0 that its second fan triangle covers, clear of every other face.
    sphere("a face closer than the radius: they meet", Sphere(Point(-0.5f, 1.5f, 0.2f), 0.52f), true);
    sphere("touching counts: a face exactly the radius away", Sphere(Point(3, 1, 1), 1.0f), true);
    sphere("touching counts: a face exactly the radius away", Sphere(Point(1, 1, -1.5f), 1.5f), true);
    sphere("beyond an edge or a vertex, the distance to it decides", Sphere(Point(3, 3, 1), 1.42f), true);
    sphere("beyond an edge or a vertex, the distance to it decides", Sphere(Point(3, 3, 1), 1.41f), false);
    sphere("beyond an edge or a vertex, the distance to it decides", Sphere(Point(3, 3, 3), 1.74f), true);
    sphere("beyond an edge or a vertex, the distance to it decides", Sphere(Point(3, 3, 3), 1.73f), false);
    sphere("farther than the radius from every face: no", Sphere(Point(3.01f, 1, 1), 1.0f), false);
    sphere("farther than the radius from every face: no", Sphere(Point(1, 4, 1), 1.5f), false);
    ExpectClause(Check(), "a degenerate polyhedron meets nothing",
                 "Intersects(the point (1, 1, 1), no faces, sphere at (1, 1, 1) r 1)", false,
                 Collisions::Intersects(one_point, Sphere(Point(1.0f), 1.0f)));

    const auto pair = [&](std::string_view clause, std::string_view what, const ConvexPolyhedron& a,
                          const ConvexPolyhedron& b, bool meet,
                          std::source_location where = std::source_location::current()) {
      ExpectClause(Check(), clause, fmt::format("Intersects({})", what), meet, Collisions::Intersects(a, b), where);
      ExpectClause(Check(), clause, fmt::format("Intersects({}) in the other order", what), meet,
                   Collisions::Intersects(b, a), where);
    };
    const auto aabb = [](Point low, Point high) { return ConvexPolyhedron::FromAABB(AABB(low, high)); };
    pair("overlapping polyhedra meet", "box 0..2, box 1..3", box, aabb(Point(1.0f), Point(3.0f)), true);
    pair("touching counts: face to face, edge to edge", "box 0..2, box (2, 0, 0)-(3, 2, 2)", box,
         aabb(Point(2, 0, 0), Point(3, 2, 2)), true);
    pair("touching counts: face to face, edge to edge", "box 0..2, box (2, 2, 0)-(3, 3, 2)", box,
         aabb(Point(2, 2, 0), Point(3, 3, 2)), true);
    pair("touching counts: face to face, edge to edge", "the turned cubes edge to edge", a_,
         Moved(b_, glm::vec3(-0.05f, 0, 0)), true);
    pair("apart along a face normal, of either: no", "box 0..2, box (2.5, 0, 0)-(3, 2, 2)", box,
         aabb(Point(2.5f, 0, 0), Point(3, 2, 2)), false);
    // Only the tetrahedron's face on x + y + z = 6.5 separates it from the box's corner (2, 2, 2).
    const ConvexPolyhedron corner_tetrahedron =
        ConvexPolyhedron::Tetrahedron(Point(4.5f, 1, 1), Point(1, 4.5f, 1), Point(1, 1, 4.5f), Point(4, 4, 4));
    pair("apart along a face normal, of either: no", "box 0..2, a tetrahedron facing its corner", box,
         corner_tetrahedron, false);
    pair("apart only along an edge-edge cross product: no", "the turned cubes 0.05 apart", a_, b_, false);
    const ConvexPolyhedron flat_beside =
        ConvexPolyhedron::FromFaces({{2.5f, 0, 0}, {4, 0, 0}, {4, 2, 0}, {2.5f, 2, 0}}, {{0, 1, 2, 3}, {3, 2, 1, 0}});
    const ConvexPolyhedron flat_touching =
        ConvexPolyhedron::FromFaces({{2, 1, 0}, {4, 1, 0}, {4, 3, 0}, {2, 3, 0}}, {{0, 1, 2, 3}, {3, 2, 1, 0}});
    pair("flat polyhedra add their in-plane edge normals", "the squares (0, 0)-(2, 2) and (2.5, 0)-(4, 2) in z = 0",
         flat, flat_beside, false);
    pair("flat polyhedra add their in-plane edge normals", "the squares (0, 0)-(2, 2) and (2, 1)-(4, 3) in z = 0", flat,
         flat_touching, true);
    pair("a degenerate polyhedron meets nothing", "box 0..2, the point (1, 1, 1) with no faces", box, one_point, false);
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"PointInPolyhedron(ConvexPolyhedron, Point)", "Intersects(ConvexPolyhedron, Sphere)",
                               "Intersects(ConvexPolyhedron, ConvexPolyhedron)"});
  }

  static constexpr int kA = 0, kB = 1, kTetrahedron = 2, kPointItem = 3, kSphereItem = 7, kBar = 11, kBarSphere = 12;
  ConvexPolyhedron a_, b_, tetrahedron_;  // the book's, which the checks test
  const ConvexPolyhedron bar_ = ConvexPolyhedron::FromAABB(AABB(Point(-1, -5.5f, -0.5f), Point(7, -4.5f, 0.5f)));
  static inline const Sphere kBarSphereBook{Point(6.5f, -3.8f, 0), 0.8f};
  Sphere bar_sphere_;
  static inline const std::array<std::pair<Point, bool>, 4> kPoints = {{
      {Point(7, -0.5f, -0.3f), true},
      {Point(7, -1, 0), true},  // on the bottom face
      {Point(7, 0.5f, 0.9f), false},
      {Point(8.5f, -1, -1), false},
  }};
  // Against the cube turned about z: its side faces are 1 from the centre along the xy diagonals.
  static inline const std::array<std::pair<Sphere, bool>, 4> kSpheres = {{
      {Sphere(Point(0, 0, -3), 2.0f), true},  // touching the bottom face
      {Sphere(Point(0, 0, -3), 1.99f), false},
      {Sphere(Point(-1.2f, 1.2f, 0), 0.8f), true},   // over the face whose normal is (-1, 1, 0) / sqrt 2
      {Sphere(Point(0, -2.5f, 1.5f), 0.5f), false},  // beside the corner
  }};
  // What the handles move and Render reads: the polyhedra's centres (kA, kB, kTetrahedron), points, spheres.
  std::array<Anchor, 3> anchors_;
  std::array<Point, 4> points_{};
  std::array<Sphere, 4> spheres_;
};

}  // namespace
LAB_REGISTER_SAMPLE(ConvexPolyhedra, Chapter::kLectureToolbox,
                    "The lecture's convex polyhedra: a point is inside when it is behind every face plane; a sphere "
                    "meets one when its centre is inside or a face is within its radius; two meet unless a plane "
                    "separates them. Erratum: the slide tries face planes only; two cubes edge to edge 0.05 apart "
                    "have no separating face, so the edge-by-edge axes are tested too (asserted). The slide's sphere "
                    "test shoots a ray towards the polyhedron; aimed at its centre, it misses a sphere touching a "
                    "bar's long face (asserted), so the lab measures the distance to every face instead.");
}  // namespace lab::samples
