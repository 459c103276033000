// Chapter 10, the lecture's four worked examples, each asserted with the slide's numbers.
#include <set>

#include "samples/sample_polygons.hpp"

namespace lab::samples {
namespace {

using Collisions::PlaneSide;

const char* PlaneSideName(PlaneSide side) {
  return side == PlaneSide::kFront ? "in front" : side == PlaneSide::kBack ? "behind" : "on";
}

class LectureExamples final : public Application {
 public:
  void Initialize(int, int) override {
    Camera().SetHome({.target = Point(6, 2, 4), .yaw_degrees = 140.0f, .pitch_degrees = -25.0f, .distance = 26.0f});
    // 1. The ray from the origin along +z against the sphere of radius 3 at (2, 1, 8): t_p = 8, the centre is
    //    sqrt 5 from the ray, t = 8 - sqrt(9 - 5) = 6, at (0, 0, 6).
    float t = -1.0f;
    Check().Expect(fmt::format("Raycast({}, {})", kSphereRay, kSphere), true,
                   Collisions::Raycast(kSphereRay, kSphere, t));
    Check().ExpectNear("the slide's t", 6.0f, t, kVectorTolerance);
    Check().ExpectNear("the slide's hit point", Point(0, 0, 6), kSphereRay.At(t), kVectorTolerance);
    // 2. The ray from (1, 2, 3) along (0.71, 0, -0.71) against the xy plane: (4, 2, 0), at t = 3 sqrt 2
    //    along the unit direction (the slide's t = 3 / 0.71 is along the unnormalized one).
    Check().Expect(fmt::format("Raycast({}, the xy plane {})", kPlaneRay, kXyPlane), true,
                   Collisions::Raycast(kPlaneRay, kXyPlane, t));
    Check().ExpectNear("the slide's point", Point(4, 2, 0), kPlaneRay.At(t), kVectorTolerance);
    Check().ExpectNear("t along the unit direction", 3.0f * std::sqrt(2.0f), t, kVectorTolerance);
    // 3. The three points against the plane through (1, 2, 3) with normal (0.71, 0, -0.71).
    for (std::size_t i = 0; i < kQuestionPoints.size(); ++i) {
      const PlaneSide side = Collisions::ClassifyPoint(kQuestionPoints[i], kQuestionPlane);
      Check().ExpectTrue(fmt::format("ClassifyPoint(P{} = {}, {})", i + 1, kQuestionPoints[i], kQuestionPlane),
                         side == kAnswers[i],
                         fmt::format("expected {}, got {}", PlaneSideName(kAnswers[i]), PlaneSideName(side)));
    }
    // 4. The point (0.71, 0.71, 0) against the tetrahedron: outside, and only the face a, c, d (the plane
    //    x + y - z = 1, opposite b) has it in front: 0.71 + 0.71 - 0 = 1.42 > 1.
    Check().Expect(fmt::format("PointInPolyhedron(tetrahedron, {})", kQuestion), false,
                   Collisions::PointInPolyhedron(tetrahedron_, kQuestion));
    const std::vector<std::size_t> separating = SeparatingFaces();
    Check().ExpectTrue("the faces with the point in front", separating.size() == 1,
                       fmt::format("{} faces have it in front", separating.size()));
    if (separating.size() == 1) {
      const auto& face = tetrahedron_.faces[separating.front()];
      Check().ExpectTrue("the separating face is a, c, d",
                         std::set<int>(face.begin(), face.end()) == std::set<int>{0, 2, 3},
                         fmt::format("it is {}", FaceName(separating.front())));
      Print(fmt::format("(0.71, 0.71, 0) is outside the tetrahedron: face {} separates it.",
                        FaceName(separating.front())));
    }
  }

  void Render() override {
    Draw().Axes(2.0f);
    // 1.
    Draw().WireSphere(kSphere, palette::kShape);
    Point hit;
    const bool sphere_hit = Collisions::Raycast(kSphereRay, kSphere, hit);
    Draw().RayWithHit(kSphereRay, sphere_hit, hit);
    // 2.
    Draw().DrawPlane(kXyPlane, 3.0f, Translucent(palette::kGray));
    const bool plane_hit = Collisions::Raycast(kPlaneRay, kXyPlane, hit);
    Draw().RayWithHit(kPlaneRay, plane_hit, hit);
    // 3., drawn at x = 12.
    const glm::vec3 shift(12, 0, 0);
    Draw().DrawPlane(Plane(kQuestionPlane.normal, kQuestionPlane.distance + glm::dot(kQuestionPlane.normal, shift)),
                     4.0f, Translucent(palette::kShape));
    for (const Point& p : kQuestionPoints) {
      const PlaneSide side = Collisions::ClassifyPoint(p, kQuestionPlane);
      Draw().DrawPoint(p + shift, 9.0f,
                       side == PlaneSide::kOn      ? palette::kHitPoint
                       : side == PlaneSide::kFront ? palette::kInside
                                                   : palette::kOutside);
    }
    // 4., drawn at z = -6: the separating face red.
    const ConvexPolyhedron shown = Moved(tetrahedron_, glm::vec3(0, 0, -6));
    DrawPolyhedron(Draw(), shown, palette::kShape, false);
    for (std::size_t face : SeparatingFaces()) {
      const auto& f = shown.faces[face];
      Draw().FilledTriangle(shown.vertices[f[0]], shown.vertices[f[1]], shown.vertices[f[2]],
                            Translucent(palette::kIntersecting));
    }
    Draw().DrawPoint(kQuestion + glm::vec3(0, 0, -6), 9.0f,
                     Collisions::PointInPolyhedron(tetrahedron_, kQuestion) ? palette::kInside : palette::kOutside);
  }

 private:
  std::vector<std::size_t> SeparatingFaces() const {
    std::vector<std::size_t> faces;
    for (std::size_t i = 0; i < tetrahedron_.planes.size(); ++i) {
      if (Collisions::ClassifyPoint(kQuestion, tetrahedron_.planes[i]) == PlaneSide::kFront) faces.push_back(i);
    }
    return faces;
  }
  std::string FaceName(std::size_t face) const {
    std::string name;
    for (int v : tetrahedron_.faces[face]) name += static_cast<char>('a' + v);
    return name;
  }

  static inline const Sphere kSphere{Point(2, 1, 8), 3.0f};
  static inline const Ray kSphereRay{Point(0, 0, 0), glm::vec3(0, 0, 1)};
  static inline const Ray kPlaneRay{Point(1, 2, 3), glm::vec3(0.71f, 0, -0.71f)};
  static inline const Plane kXyPlane{glm::vec3(0, 0, 1), 0.0f};
  // The plane through (1, 2, 3) with normal (0.71, 0, -0.71) (normalized: distance = n . (1, 2, 3)).
  static inline const Plane kQuestionPlane{glm::vec3(0.71f, 0, -0.71f),
                                           glm::dot(glm::normalize(glm::vec3(0.71f, 0, -0.71f)), Point(1, 2, 3))};
  static inline const std::array<Point, 3> kQuestionPoints = {Point(3, 4, 5), Point(5, 4, 3), Point(0, 0, 0)};
  // (3,4,5) - (1,2,3) = (2,2,2): 1.42 - 1.42 = 0, on it; (4,2,0): 2.84 > 0; (-1,-2,-3): -0.71 + 2.13 > 0.
  static constexpr std::array<PlaneSide, 3> kAnswers = {PlaneSide::kOn, PlaneSide::kFront, PlaneSide::kFront};
  static inline const Point kQuestion{0.71f, 0.71f, 0.0f};
  const ConvexPolyhedron tetrahedron_ =
      ConvexPolyhedron::Tetrahedron(Point(1, 1, 1), Point(-1, -1, 1), Point(-1, 1, -1), Point(1, -1, -1));
};

}  // namespace
LAB_REGISTER_SAMPLE(LectureExamples, Chapter::kLectureToolbox,
                    "The lecture's worked examples: the ray along +z meets the sphere of radius 3 at (2,1,8) at "
                    "(0,0,6); the ray from (1,2,3) along (0.71,0,-0.71) meets the xy plane at (4,2,0); of the three "
                    "points, (3,4,5) is on the plane and the others in front; (0.71,0.71,0) is outside the "
                    "tetrahedron, separated by face acd (red), the plane x+y-z=1. Unlike the slides: touching "
                    "spheres meet, a ray from inside a sphere hits, and the ray-plane test is one-sided.");
}  // namespace lab::samples
