// Chapter 10, the lecture's bounding volumes of a point set: a sphere (Ritter's) and an axis-aligned box.
#include <algorithm>
#include <array>
#include <vector>

#include <glm/gtc/matrix_transform.hpp>
#include <glm/gtx/component_wise.hpp>

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
    // The oriented box by covariance (the lecture "Collision Detection"'s third volume) holds every vertex; on a copy of the knot
    // stretched three times along x and turned, it is far tighter than the axis-aligned box.
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
