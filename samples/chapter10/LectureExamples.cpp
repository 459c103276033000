// Chapter 10, the lecture's four worked examples, each asserted with the slide's numbers.
#include <limits>
#include <set>

#include "samples/sample_checks.hpp"
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
    ViewCamera().SetHome({.target = Point(6, 2, 4), .yaw_degrees = 140.0f, .pitch_degrees = -25.0f, .distance = 26.0f});
    // Items: the examples by number from 0 (the third's points each, from kPointItem, and its plane too).
    // 1. The ray from the origin along +z against the sphere of radius 3 at (2, 1, 8): t_p = 8, the centre is
    //    sqrt 5 from the ray, t = 8 - sqrt(9 - 5) = 6, at (0, 0, 6).
    Check().About(kSphereExample);
    ExpectRaycast(Check(), kSphereRay, "sphere", kSphere, true, 6.0f, Point(0, 0, 6));
    // 2. The ray from (1, 2, 3) along (0.71, 0, -0.71) against the xy plane: (4, 2, 0), at t = 3 sqrt 2
    //    along the unit direction (the slide's t = 3 / 0.71 is along the unnormalized one).
    Check().About(kPlaneExample);
    ExpectRaycast(Check(), kPlaneRay, "the xy plane", kXyPlane, true, 3.0f * std::sqrt(2.0f), Point(4, 2, 0));
    // 3. The three points against the plane through (1, 2, 3) with normal (0.71, 0, -0.71).
    for (std::size_t i = 0; i < kQuestionPoints.size(); ++i) {
      const PlaneSide side = Collisions::ClassifyPoint(kQuestionPoints[i], kQuestionPlane);
      Check().About({kPointItem + static_cast<int>(i), kQuestionPlaneItem});
      Check().ExpectTrue(fmt::format("ClassifyPoint(P{} = {}, {})", i + 1, kQuestionPoints[i], kQuestionPlane),
                         side == kAnswers[i],
                         fmt::format("expected {}, got {}", PlaneSideName(kAnswers[i]), PlaneSideName(side)));
    }
    // 4. The point (0.71, 0.71, 0) against the tetrahedron: outside, and only the face a, c, d (the plane
    //    x + y - z = 1, opposite b) has it in front: 0.71 + 0.71 - 0 = 1.42 > 1.
    Check().About(kTetrahedronExample);
    Check().Expect(fmt::format("PointInPolyhedron(tetrahedron, {})", kQuestion), false,
                   Collisions::PointInPolyhedron(tetrahedron_, kQuestion));
    const std::vector<std::size_t> separating = SeparatingFaces(tetrahedron_, kQuestion);
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
    // 5. Two spheres' contact normal, "the vector from one center to the other": radius 1 at (-4, 0, 8) and
    //    radius 4 at (-1, 4, 8), centres 5 apart and so touching, give (0.6, 0.8, 0).
    Check().About(kContactExample);
    Check().Expect(fmt::format("Intersects({}, {})", kContactA, kContactB), true,
                   Collisions::Intersects(kContactA, kContactB));
    glm::vec3 normal(0.0f);
    Check().Expect(fmt::format("ContactNormal({}, {})", kContactA, kContactB), true,
                   Collisions::ContactNormal(kContactA, kContactB, normal));
    Check().ExpectNear("the normal, from the first centre to the second", glm::vec3(0.6f, 0.8f, 0.0f), normal, 1e-6f);
    glm::vec3 unchanged(7.0f);
    Check().ExpectTrue("concentric spheres have no contact normal (false, left unchanged)",
                       !Collisions::ContactNormal(kContactA, Sphere(kContactA.position, 3.0f), unchanged) &&
                           unchanged == glm::vec3(7.0f),
                       "a direction was made up");
    // The contracts' clauses (samples/contracts/).
    Check().About({});
    const Sphere at_origin(Point(0.0f), 1.0f), up_and_along(Point(0, 3, 4), 1.0f);
    glm::vec3 found(7.0f);
    ExpectClause(Check(), "the unit vector from a's centre towards b's",
                 "ContactNormal(sphere at (0, 0, 0) r 1, sphere at (0, 3, 4) r 1)", true,
                 Collisions::ContactNormal(at_origin, up_and_along, found));
    ExpectClause(Check(), "the unit vector from a's centre towards b's",
                 "ContactNormal(sphere at (0, 0, 0) r 1, sphere at (0, 3, 4) r 1): normal", glm::vec3(0, 0.6f, 0.8f),
                 found);
    ExpectClause(Check(), "from a towards b: the other order turns it over",
                 "ContactNormal(sphere at (0, 3, 4) r 1, sphere at (0, 0, 0) r 1)", true,
                 Collisions::ContactNormal(up_and_along, at_origin, found));
    ExpectClause(Check(), "from a towards b: the other order turns it over",
                 "ContactNormal(sphere at (0, 3, 4) r 1, sphere at (0, 0, 0) r 1): normal", glm::vec3(0, -0.6f, -0.8f),
                 found);
    ExpectClause(Check(), "whether or not they meet",
                 "ContactNormal(sphere at (1, 1, 1) r 0.5, sphere at (1, 1, 11) r 0.5)", true,
                 Collisions::ContactNormal(Sphere(Point(1, 1, 1), 0.5f), Sphere(Point(1, 1, 11), 0.5f), found));
    ExpectClause(Check(), "whether or not they meet",
                 "ContactNormal(sphere at (1, 1, 1) r 0.5, sphere at (1, 1, 11) r 0.5): normal", glm::vec3(0, 0, 1),
                 found);
    glm::vec3 kept(7.0f);
    ExpectClause(Check(), "coinciding centres: false, normal unchanged",
                 "ContactNormal(sphere at (1, 2, 3) r 1, sphere at (1, 2, 3) r 2)", false,
                 Collisions::ContactNormal(Sphere(Point(1, 2, 3), 1.0f), Sphere(Point(1, 2, 3), 2.0f), kept));
    ExpectClause(Check(), "coinciding centres: false, normal unchanged",
                 "ContactNormal(sphere at (1, 2, 3) r 1, sphere at (1, 2, 3) r 2): normal", glm::vec3(7.0f), kept);
    const float nan = std::numeric_limits<float>::quiet_NaN();
    ExpectClause(Check(), "NaN in either sphere: false, normal unchanged",
                 "ContactNormal(sphere at (NaN, 0, 0) r 1, sphere at (0, 3, 4) r 1)", false,
                 Collisions::ContactNormal(Sphere(Point(nan, 0, 0), 1.0f), up_and_along, kept));
    ExpectClause(Check(), "NaN in either sphere: false, normal unchanged",
                 "ContactNormal(sphere at (0, 0, 0) r 1, sphere at (0, 3, 4) r NaN)", false,
                 Collisions::ContactNormal(at_origin, Sphere(Point(0, 3, 4), nan), kept));
    ExpectClause(Check(), "NaN in either sphere: false, normal unchanged",
                 "ContactNormal(sphere at (0, 0, 0) r 1, sphere at (0, 3, 4) r NaN): normal", glm::vec3(7.0f), kept);
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"ContactNormal(Sphere, Sphere, glm::vec3&)"});
    Handles().About(kSphereExample);
    Handles().Add("sphere ray", sphere_ray_);
    Handles().Add("sphere", sphere_);
    Handles().About(kPlaneExample);
    Handles().Add("plane ray", plane_ray_);
    Handles().Add("xy plane", xy_plane_);
    // The third and fourth are drawn shifted, so their points and the tetrahedron (moved whole) have anchors
    // where they are drawn. The third's plane has none: a plane's handles cannot be shifted.
    for (std::size_t i = 0; i < kQuestionPoints.size(); ++i) {
      point_anchors_[i] = Anchor(kQuestionPoints[i] + kQuestionShift);
      Handles().About(kPointItem + static_cast<int>(i));
      Handles().AddPoint(fmt::format("P{}", i + 1), point_anchors_[i].at);
    }
    tetrahedron_anchor_ = Anchor(Point(0.0f) + kTetrahedronShift);  // the tetrahedron's centre
    question_anchor_ = Anchor(kQuestion + kTetrahedronShift);
    Handles().About(kTetrahedronExample);
    Handles().AddPoint("tetrahedron", tetrahedron_anchor_.at);
    Handles().AddPoint("the point outside", question_anchor_.at);
    Handles().About(kContactExample);
    Handles().Add("contact sphere a", contact_a_);
    Handles().Add("contact sphere b", contact_b_);
    Handles().About(DebugDraw::kNoItem);
  }

  void Render() override {
    Draw().DrawAxes(2.0f);
    // 5. The two spheres, red when they meet, and the contact normal from a's centre towards b's.
    Draw().About(kContactExample);
    const Color contact_colour = palette::ForShape(Collisions::Intersects(contact_a_, contact_b_));
    Draw().DrawSphere(contact_a_, contact_colour);
    Draw().DrawSphere(contact_b_, contact_colour);
    if (glm::vec3 normal; Collisions::ContactNormal(contact_a_, contact_b_, normal)) {
      const Point tip = contact_a_.position + normal * (contact_a_.radius + 1.0f);
      Draw().DrawLine(contact_a_.position, tip, palette::kHitPoint);
      Draw().DrawPoint(tip, 7.0f, palette::kHitPoint);
    }
    // 1.
    Draw().About(kSphereExample);
    Point hit;
    const bool sphere_hit = Collisions::Raycast(sphere_ray_, sphere_, hit);
    Draw().DrawRayWithHit(sphere_ray_, sphere_hit, hit);
    Draw().DrawSphere(sphere_, palette::kShape);
    // 2.
    Draw().About(kPlaneExample);
    const bool plane_hit = Collisions::Raycast(plane_ray_, xy_plane_, hit);
    Draw().DrawRayWithHit(plane_ray_, plane_hit, hit);
    Draw().DrawPlane(xy_plane_, 3.0f, Translucent(palette::kGray));
    // 3., drawn at x = 12.
    Draw().About(kQuestionPlaneItem);
    Draw().DrawPlane(
        Plane(kQuestionPlane.normal, kQuestionPlane.distance + glm::dot(kQuestionPlane.normal, kQuestionShift)), 4.0f,
        Translucent(palette::kShape));
    for (std::size_t i = 0; i < kQuestionPoints.size(); ++i) {
      const Point p = kQuestionPoints[i] + point_anchors_[i].Moved();
      const PlaneSide side = Collisions::ClassifyPoint(p, kQuestionPlane);
      Draw().About(kPointItem + static_cast<int>(i));
      Draw().DrawPoint(p + kQuestionShift, 9.0f,
                       side == PlaneSide::kOn      ? palette::kOnPlane
                       : side == PlaneSide::kFront ? palette::kInFrontOfPlane
                                                   : palette::kBehindPlane);
    }
    // 4., drawn at z = -6: the separating face red.
    Draw().About(kTetrahedronExample);
    const ConvexPolyhedron tetrahedron = MovedBy(tetrahedron_, tetrahedron_anchor_);
    const Point question = kQuestion + question_anchor_.Moved();
    Draw().DrawPoint(question + kTetrahedronShift, 9.0f,
                     palette::ForPoint(Collisions::PointInPolyhedron(tetrahedron, question)));
    const ConvexPolyhedron shown = Moved(tetrahedron, kTetrahedronShift);
    DrawPolyhedron(Draw(), shown, palette::kShape, false);
    for (std::size_t face : SeparatingFaces(tetrahedron, question)) {
      const auto& f = shown.faces[face];
      Draw().DrawSolidTriangle(shown.vertices[f[0]], shown.vertices[f[1]], shown.vertices[f[2]],
                               Translucent(palette::kIntersecting));
    }
  }

 private:
  static std::vector<std::size_t> SeparatingFaces(const ConvexPolyhedron& tetrahedron, const Point& point) {
    std::vector<std::size_t> faces;
    for (std::size_t i = 0; i < tetrahedron.planes.size(); ++i) {
      if (Collisions::ClassifyPoint(point, tetrahedron.planes[i]) == PlaneSide::kFront) faces.push_back(i);
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

  static inline const Sphere kContactA{Point(-4, 0, 8), 1.0f}, kContactB{Point(-1, 4, 8), 4.0f};
  static constexpr int kSphereExample = 0, kPlaneExample = 1, kPointItem = 2, kQuestionPlaneItem = 5,
                       kTetrahedronExample = 6, kContactExample = 7;
  static constexpr glm::vec3 kQuestionShift{12, 0, 0}, kTetrahedronShift{0, 0, -6};  // where 3. and 4. are drawn
  // What the handles move and Render reads.
  Sphere sphere_ = kSphere;
  Sphere contact_a_ = kContactA, contact_b_ = kContactB;
  Ray sphere_ray_ = kSphereRay;
  Ray plane_ray_ = kPlaneRay;
  Plane xy_plane_ = kXyPlane;
  std::array<Anchor, 3> point_anchors_;
  Anchor tetrahedron_anchor_, question_anchor_;
};

}  // namespace
LAB_REGISTER_SAMPLE(
    LectureExamples, Chapter::kLectureToolbox,
    "The lecture's worked examples: the ray along +z meets the sphere of radius 3 at (2,1,8) at "
    "(0,0,6); the ray from (1,2,3) along (0.71,0,-0.71) meets the xy plane at (4,2,0); of the three "
    "points, (3,4,5) is on the plane (green) and the others in front (blue); (0.71,0.71,0) is outside the "
    "tetrahedron, separated by face acd (red), the plane x+y-z=1; two touching spheres' contact "
    "normal runs from one centre to the other, (0.6, 0.8, 0) (green). Unlike the slides: touching "
    "spheres meet, a ray from inside a sphere hits, and the ray-plane test is one-sided.");
}  // namespace lab::samples
