// Chapter 10, the lecture's bounding volumes of a point set: a sphere (Ritter's) and an axis-aligned box.
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <vector>

#include <glm/gtc/matrix_transform.hpp>
#include <glm/gtx/component_wise.hpp>

#include "samples/sample_checks.hpp"
#include "samples/sample_models.hpp"
#include "samples/sample_polygons.hpp"

namespace lab::samples {
namespace {

class BoundingVolumes final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome(
        {.target = Point(3.5f, 0, 0), .yaw_degrees = 20.0f, .pitch_degrees = -25.0f, .distance = 15.0f});
    knot_ = LoadAsset(*this, "knot.obj");
    if (!knot_) return;
    for (const Triangle& t : knot_->triangles) points_.insert(points_.end(), {t.p0, t.p1, t.p2});
    sphere_ = Collisions::BoundingSphere(points_);
    box_ = Collisions::BoundingBox(points_);
    // The box is exact: the knot's published bounds (tests/models_test.cpp checks them against the file).
    Check().About(kBoxItem);
    Check().ExpectNear("BoundingBox(knot's vertices).min", knot::kMin, box_.min, 1e-5f);
    Check().ExpectNear("BoundingBox(knot's vertices).max", knot::kMax, box_.max, 1e-5f);
    float outside = 0.0f, span = 0.0f;  // span: the farthest vertex from the first
    for (const Point& p : points_) {
      outside = std::max(outside, glm::length(p - sphere_.position) - sphere_.radius);
      span = std::max(span, glm::length(p - points_.front()));
    }
    Check().About(kSphereItem);
    Check().ExpectTrue(fmt::format("BoundingSphere(knot's vertices) = {} holds every vertex", sphere_), outside <= 0.0f,
                       fmt::format("a vertex is {} outside", outside));
    // Smaller than the tutorial's sphere around the box (half its diagonal), and no smaller than possible.
    Check().About({kSphereItem, kBoxSphereItem});
    Check().ExpectTrue("Ritter's sphere is smaller than the box's circumscribed sphere",
                       sphere_.radius < knot_->bounding_sphere.radius,
                       fmt::format("{} against {}", sphere_.radius, knot_->bounding_sphere.radius));
    Check().About(kSphereItem);
    Check().ExpectTrue("and at least half the distance between two vertices", sphere_.radius >= span / 2.0f,
                       fmt::format("{} against {}", sphere_.radius, span / 2.0f));
    // The oriented box by covariance (the lecture "Collision Detection"'s third volume) holds every vertex; on a copy
    // of the knot stretched three times along x and turned, it is far tighter than the axis-aligned box.
    obb_ = Collisions::BoundingOBB(points_);
    Check().About(kObbItem);
    Check().ExpectTrue("BoundingOBB(knot's vertices) holds every vertex", Outside(obb_, points_) <= 1e-4f,
                       fmt::format("a vertex is {} outside", Outside(obb_, points_)));
    const glm::mat4 turn = glm::translate(glm::mat4(1.0f), kTurnedOffset) *
                           glm::rotate(glm::mat4(1.0f), glm::radians(30.0f), glm::vec3(0, 0, 1)) *
                           glm::rotate(glm::mat4(1.0f), glm::radians(20.0f), glm::vec3(1, 0, 0)) *
                           glm::scale(glm::mat4(1.0f), glm::vec3(3, 1, 1));
    for (const Point& p : points_) turned_.emplace_back(turn * glm::vec4(p, 1.0f));
    turned_obb_ = Collisions::BoundingOBB(turned_);
    turned_box_ = Collisions::BoundingBox(turned_);
    const glm::vec3 size = turned_box_.max - turned_box_.min;
    Check().About(kTurnedItem);
    Check().ExpectTrue("on the stretched, turned knot the OBB holds every vertex",
                       Outside(turned_obb_, turned_) <= 1e-4f,
                       fmt::format("a vertex is {} outside", Outside(turned_obb_, turned_)));
    Check().ExpectTrue("and has under half the AABB's volume", turned_obb_.Volume() < 0.5f * size.x * size.y * size.z,
                       fmt::format("{} against {}", turned_obb_.Volume(), size.x * size.y * size.z));
    // Degenerate sets: nothing, one point (not drawn).
    Check().About({});
    Check().ExpectNear("BoundingSphere(no points).radius", 0.0f,
                       Collisions::BoundingSphere(std::vector<Point>{}).radius, 0.0f);
    Check().ExpectNear("BoundingSphere(one point).radius", 0.0f,
                       Collisions::BoundingSphere(std::vector{Point(1, 2, 3)}).radius, 0.0f);
    Check().ExpectNear("BoundingBox(one point).max", Point(1, 2, 3),
                       Collisions::BoundingBox(std::vector{Point(1, 2, 3)}).max, 0.0f);
    ContractCases();
  }

  void Render() override {
    if (!knot_) return;
    DrawWireMesh(Draw(), *knot_, palette::kGray);
    Draw().About(kSphereItem);
    Draw().DrawWireSphere(sphere_, palette::kConstruction);
    Draw().About(kBoxSphereItem);
    Draw().DrawWireSphere(knot_->bounding_sphere, palette::kRayMiss);
    Draw().About(kBoxItem);
    Draw().DrawWireBox(box_, palette::kClosestPoint);
    Draw().About(kObbItem);
    Draw().DrawWireBox(obb_, palette::kQueryPoint);
    Draw().About(kTurnedItem);
    for (std::size_t i = 0; i + 2 < turned_.size(); i += 3) {
      Draw().DrawWireTriangle(Triangle(turned_[i], turned_[i + 1], turned_[i + 2]), palette::kGray);
    }
    Draw().DrawWireBox(turned_obb_, palette::kQueryPoint);
    Draw().DrawWireBox(turned_box_, palette::kClosestPoint);
  }

 private:
  // The contracts' clauses (samples/contracts/); then the random cases.
  void ContractCases() {
    Check().About({});
    const float nan = std::numeric_limits<float>::quiet_NaN();
    const std::vector<Point> scattered = {{0, 0, 0}, {4, 0, 0}, {0, 3, 0}, {1, 1, 5}, {-2, 1, 1}};
    const Sphere around = Collisions::BoundingSphere(scattered);
    Check().Clause("every point is inside or on it");
    Check().ExpectTrue(fmt::format("BoundingSphere({} scattered points) = {} holds them", scattered.size(), around),
                       Outside(around, scattered) <= 0.0f,
                       fmt::format("a point is {} outside", Outside(around, scattered)));
    const Sphere span = Collisions::BoundingSphere(std::vector<Point>{{1, 2, 3}, {5, 2, 0}});
    ExpectClause(Check(), "two points: the sphere on their span", "BoundingSphere((1, 2, 3), (5, 2, 0)).position",
                 Point(3, 2, 1.5f), span.position);
    ExpectClause(Check(), "two points: the sphere on their span", "BoundingSphere((1, 2, 3), (5, 2, 0)).radius", 2.5f,
                 span.radius);
    // A cube's corners and an octahedron's beyond them: the smallest sphere is the octahedron's, radius 2.
    std::vector<Point> star = {{2, 0, 0}, {-2, 0, 0}, {0, 2, 0}, {0, -2, 0}, {0, 0, 2}, {0, 0, -2}};
    for (int i = 0; i < 8; ++i) star.emplace_back(i & 1 ? 1 : -1, i & 2 ? 1 : -1, i & 4 ? 1 : -1);
    const Sphere star_sphere = Collisions::BoundingSphere(star);
    Check().Clause("Ritter's: at most about 20% larger than the smallest");
    Check().ExpectTrue(
        fmt::format("BoundingSphere(a cube's corners and an octahedron's) = {}: radius at most 2.4", star_sphere),
        star_sphere.radius <= 2.4f && Outside(star_sphere, star) <= 0.0f,
        fmt::format("radius {}, a point {} outside", star_sphere.radius, Outside(star_sphere, star)));
    // An equilateral triangle, side 4: the smallest sphere is its circumcircle's, radius 4 / sqrt 3.
    const std::vector<Point> triangle = {{0, 0, 0}, {4, 0, 0}, {2, 2 * std::sqrt(3.0f), 0}};
    const Sphere triangle_sphere = Collisions::BoundingSphere(triangle);
    Check().Clause("Ritter's: at most about 20% larger than the smallest");
    Check().ExpectTrue(
        fmt::format("BoundingSphere(an equilateral triangle, side 4) = {}: radius at most 1.2 * 4 / sqrt 3",
                    triangle_sphere),
        triangle_sphere.radius <= 1.2f * 4.0f / std::sqrt(3.0f) && Outside(triangle_sphere, triangle) <= 0.0f,
        fmt::format("radius {}, a point {} outside", triangle_sphere.radius, Outside(triangle_sphere, triangle)));
    const Sphere skipped = Collisions::BoundingSphere(std::vector<Point>{{nan, 0, 0}, {1, 2, 3}, {3, 2, 3}});
    ExpectClause(Check(), "NaN points are skipped", "BoundingSphere((NaN, 0, 0), (1, 2, 3), (3, 2, 3)).position",
                 Point(2, 2, 3), skipped.position);
    ExpectClause(Check(), "NaN points are skipped", "BoundingSphere((NaN, 0, 0), (1, 2, 3), (3, 2, 3)).radius", 1.0f,
                 skipped.radius);
    const Sphere none = Collisions::BoundingSphere(std::vector<Point>{});
    ExpectClause(Check(), "no points: the zero-size sphere at the origin", "BoundingSphere(no points).position",
                 Point(0.0f), none.position);
    ExpectClause(Check(), "no points: the zero-size sphere at the origin", "BoundingSphere(no points).radius", 0.0f,
                 none.radius);

    const auto box = [&](std::string_view clause, std::string_view what, const std::vector<Point>& points,
                         const Point& min, const Point& max,
                         std::source_location where = std::source_location::current()) {
      const AABB found = Collisions::BoundingBox(points);
      ExpectClause(Check(), clause, fmt::format("BoundingBox({}).min", what), min, found.min, where);
      ExpectClause(Check(), clause, fmt::format("BoundingBox({}).max", what), max, found.max, where);
    };
    box("exact: the least and greatest coordinate on each axis", "(1, 2, 3), (4, -1, 5), (2, 6, -2)",
        {{1, 2, 3}, {4, -1, 5}, {2, 6, -2}}, Point(1, -1, -2), Point(4, 6, 5));
    box("exact: the least and greatest coordinate on each axis", "(1, 2, 3), (4, 5, 6)", {{1, 2, 3}, {4, 5, 6}},
        Point(1, 2, 3), Point(4, 5, 6));
    box("exact: the least and greatest coordinate on each axis", "(-1, -2, -3), (-4, -5, -6)",
        {{-1, -2, -3}, {-4, -5, -6}}, Point(-4, -5, -6), Point(-1, -2, -3));
    box("one point: that point, zero size", "(1, -2, 3)", {{1, -2, 3}}, Point(1, -2, 3), Point(1, -2, 3));
    box("NaN points are skipped", "(NaN, 0, 0), (1, 2, 3), (-1, 5, 0)", {{nan, 0, 0}, {1, 2, 3}, {-1, 5, 0}},
        Point(-1, 2, 0), Point(1, 5, 3));
    box("no points: the zero-size box at the origin", "no points", {}, Point(0.0f), Point(0.0f));

    // A 6 x 2 x 1 box's corners around (1, 2, 3): its axes are x, y and z, largest spread first.
    std::vector<Point> corners;
    for (int i = 0; i < 8; ++i) {
      corners.push_back(Point(1, 2, 3) + Point(i & 1 ? 3 : -3, i & 2 ? 1 : -1, i & 4 ? 0.5f : -0.5f));
    }
    const OBB fitted = Collisions::BoundingOBB(corners);
    Check().Clause("every point is inside it");
    Check().ExpectTrue("BoundingOBB(a 6 x 2 x 1 box's corners) holds them", Outside(fitted, corners) <= 1e-4f,
                       fmt::format("a corner is {} outside", Outside(fitted, corners)));
    ExpectClause(Check(), "its axes are the covariance's eigenvectors, largest spread first",
                 "BoundingOBB(a 6 x 2 x 1 box's corners).half_extents", glm::vec3(3, 1, 0.5f), fitted.half_extents);
    ExpectClause(Check(), "its axes are the covariance's eigenvectors, largest spread first",
                 "BoundingOBB(a 6 x 2 x 1 box's corners): its first axis, either way", glm::vec3(1, 0, 0),
                 glm::abs(fitted.axes[0]));
    ExpectClause(Check(), "its axes are the covariance's eigenvectors, largest spread first",
                 "BoundingOBB(a 6 x 2 x 1 box's corners).center", Point(1, 2, 3), fitted.center);
    // The same corners and a dense clump along a diagonal inside: the hull's covariance never sees the clump.
    std::vector<Point> clumped = corners;
    for (int i = 0; i <= 40; ++i) {
      clumped.push_back(Point(1, 2, 3) + Point(-2.5f, -0.8f, 0) * (1.0f - 0.05f * static_cast<float>(i)));
    }
    ExpectClause(Check(), "the covariance is the hull's: points inside it do not weigh",
                 "BoundingOBB(the box's corners and a clump along a diagonal).half_extents", glm::vec3(3, 1, 0.5f),
                 Collisions::BoundingOBB(clumped).half_extents);
    // The same box turned 30 degrees about z and 20 about x.
    const glm::mat3 turn(
        glm::rotate(glm::rotate(glm::mat4(1.0f), glm::radians(30.0f), {0, 0, 1}), glm::radians(20.0f), {1, 0, 0}));
    std::vector<Point> turned;
    for (const Point& corner : corners) turned.push_back(turn * corner);
    const OBB turned_fit = Collisions::BoundingOBB(turned);
    ExpectClause(Check(), "tight for an elongated, turned set", "BoundingOBB(the box's corners, turned).half_extents",
                 glm::vec3(3, 1, 0.5f), turned_fit.half_extents);
    ExpectClause(Check(), "tight for an elongated, turned set",
                 "BoundingOBB(the box's corners, turned): its first axis, either way", glm::abs(turn[0]),
                 glm::abs(turned_fit.axes[0]));
    std::vector<Point> with_nan = corners;
    with_nan.insert(with_nan.begin() + 3, Point(0, nan, 0));
    ExpectClause(Check(), "NaN points are skipped", "BoundingOBB(the box's corners and (0, NaN, 0)).half_extents",
                 glm::vec3(3, 1, 0.5f), Collisions::BoundingOBB(with_nan).half_extents);
    ExpectClause(Check(), "NaN points are skipped", "BoundingOBB((0, 0, 0), (0, NaN, 0), (3, 4, 0)).half_extents",
                 glm::vec3(2.5f, 0, 0),
                 Collisions::BoundingOBB(std::vector<Point>{{0, 0, 0}, {0, nan, 0}, {3, 4, 0}}).half_extents);
    const OBB nothing = Collisions::BoundingOBB(std::vector<Point>{});
    ExpectClause(Check(), "no points: the zero-size box at the origin", "BoundingOBB(no points).center", Point(0.0f),
                 nothing.center);
    ExpectClause(Check(), "no points: the zero-size box at the origin", "BoundingOBB(no points).half_extents",
                 glm::vec3(0.0f), nothing.half_extents);
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"BoundingSphere(std::vector<Point>)", "BoundingBox(std::vector<Point>)",
                               "BoundingOBB(std::vector<Point>)"});
  }

  // How far the farthest point lies outside the sphere (0 or less: all inside).
  static float Outside(const Sphere& sphere, const std::vector<Point>& points) {
    float outside = 0.0f;
    for (const Point& p : points) outside = std::max(outside, glm::length(p - sphere.position) - sphere.radius);
    return outside;
  }
  // How far the farthest point lies outside the box (0 or less: all inside).
  static float Outside(const OBB& box, const std::vector<Point>& points) {
    float outside = 0.0f;
    for (const Point& p : points) {
      const glm::vec3 along = glm::transpose(box.axes) * (p - box.center);
      outside = std::max(outside, glm::compMax(glm::abs(along) - box.half_extents));
    }
    return outside;
  }

  // Items: the volumes (the knot is every case's). No handles: every shape here is computed from the model.
  static constexpr int kBoxItem = 0, kSphereItem = 1, kBoxSphereItem = 2, kObbItem = 3, kTurnedItem = 4;
  static constexpr glm::vec3 kTurnedOffset{7, 0, 0};
  std::shared_ptr<const Mesh> knot_;
  std::vector<Point> points_;
  Sphere sphere_;
  AABB box_;
  OBB obb_, turned_obb_;
  std::vector<Point> turned_;  // the knot's vertices stretched three times along x, turned, moved aside
  AABB turned_box_;
};

}  // namespace
LAB_REGISTER_SAMPLE(BoundingVolumes, Chapter::kLectureToolbox,
                    "The lecture's bounding volumes of the knot's vertices: the exact box (yellow) and Ritter's "
                    "sphere (magenta: the span of two far-apart points, grown to take in every vertex), tighter "
                    "than the tutorial's sphere around the box (blue), and the oriented box fit by the covariance of "
                    "the hull's points (cyan). On a stretched, turned copy beside it the OBB holds under half the "
                    "AABB's volume. Easy tests, loose fits: the lecture's trade.");
}  // namespace lab::samples
