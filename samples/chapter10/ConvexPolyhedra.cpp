// Chapter 10, the lecture's convex polyhedra: point inside (every face plane), against a sphere, and against
// another polyhedron by separating planes, including the edge-to-edge case face planes alone get wrong.
#include <numbers>

#include <glm/gtc/matrix_transform.hpp>

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

class ConvexPolyhedra final : public Application {
 public:
  void Initialize(int, int) override {
    Camera().SetHome({.target = Point(4, 0, 0), .yaw_degrees = 20.0f, .pitch_degrees = -20.0f, .distance = 16.0f});
    const ConvexPolyhedron cube = ConvexPolyhedron::FromAABB(AABB(Point(-1.0f), Point(1.0f)));
    // Two cubes turned 45 degrees, about z and about y: their edges cross 0.05 apart along x.
    a_ = Transformed(cube, glm::rotate(glm::mat4(1.0f), std::numbers::pi_v<float> / 4, {0, 0, 1}));
    b_ = Transformed(cube, glm::rotate(glm::translate(glm::mat4(1.0f), {2 * std::sqrt(2.0f) + 0.05f, 0, 0}),
                                       std::numbers::pi_v<float> / 4, {0, 1, 0}));
    tetrahedron_ = ConvexPolyhedron::Tetrahedron(Point(6, -1, -1), Point(8, -1, -1), Point(7, -1, 1), Point(7, 1, 0));
    Check().Expect("Intersects(cube turned about z, cube turned about y, 0.05 apart)", false,
                   Collisions::Intersects(a_, b_));
    Check().Expect("the same in the other order", false, Collisions::Intersects(b_, a_));
    Check().Expect("face planes alone (the slide's test) find no separating face", true, FacePlanesOnly(a_, b_));
    const ConvexPolyhedron touching = Moved(b_, glm::vec3(-0.05f, 0, 0));
    Check().Expect("the two cubes edge to edge, touching", true, Collisions::Intersects(a_, touching));
    Check().Expect("the turned cube against the tetrahedron", false, Collisions::Intersects(b_, tetrahedron_));
    Check().Expect("the tetrahedron against a box around it", true,
                   Collisions::Intersects(
                       tetrahedron_, ConvexPolyhedron::FromAABB(AABB(Point(5.5f, -1.5f, -1.5f), Point(6.5f, 0, 0)))));
    for (const auto& [point, inside] : kPoints) {
      Check().Expect(fmt::format("PointInPolyhedron(tetrahedron, {})", point), inside,
                     Collisions::PointInPolyhedron(tetrahedron_, point));
    }
    for (const auto& [sphere, meets] : kSpheres) {
      Check().Expect(fmt::format("Intersects(cube turned about z, sphere {})", sphere), meets,
                     Collisions::Intersects(a_, sphere));
      Check().Expect(fmt::format("Intersects(sphere {}, cube turned about z)", sphere), meets,
                     Collisions::Intersects(sphere, a_));
    }
  }

  void Render() override {
    const bool meet = Collisions::Intersects(a_, b_);
    DrawPolyhedron(Draw(), a_, palette::kShape);
    DrawPolyhedron(Draw(), b_, meet ? palette::kIntersecting : palette::kSeparate);
    // Where the edges pass: A's along z at x = sqrt 2, B's along y 0.05 further.
    Draw().DrawPoint(Point(std::sqrt(2.0f), 0, 0), 7.0f, palette::kConstruction);
    DrawPolyhedron(Draw(), tetrahedron_, palette::kShape);
    for (const auto& [point, inside] : kPoints) {
      Draw().DrawPoint(point, 8.0f,
                       Collisions::PointInPolyhedron(tetrahedron_, point) ? palette::kInside : palette::kOutside);
    }
    for (const auto& [sphere, meets] : kSpheres) {
      Draw().WireSphere(sphere, Collisions::Intersects(a_, sphere) ? palette::kIntersecting : palette::kSeparate, 16);
    }
  }

 private:
  ConvexPolyhedron a_, b_, tetrahedron_;
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
};

}  // namespace
LAB_REGISTER_SAMPLE(ConvexPolyhedra, Chapter::kLectureToolbox,
                    "The lecture's convex polyhedra: a point is inside when it is behind every face plane; a sphere "
                    "meets one when its centre is inside or a face is within its radius; two meet unless a plane "
                    "separates them. Erratum: the slide tries face planes only; two cubes edge to edge 0.05 apart "
                    "have no separating face, so the edge-by-edge axes are tested too (asserted).");
}  // namespace lab::samples
