// Chapter 10, the lecture's bounding volumes of a point set: a sphere (Ritter's) and an axis-aligned box.
#include <vector>

#include "samples/sample_models.hpp"
#include "samples/sample_polygons.hpp"

namespace lab::samples {
namespace {

class BoundingVolumes final : public Application {
 public:
  void Initialize(int, int) override {
    Camera().SetHome({.target = Point(0.0f), .yaw_degrees = 20.0f, .pitch_degrees = -25.0f, .distance = 7.0f});
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
    // Degenerate sets: nothing, one point (not drawn).
    Check().About({});
    Check().ExpectNear("BoundingSphere(no points).radius", 0.0f, Collisions::BoundingSphere({}).radius, 0.0f);
    Check().ExpectNear("BoundingSphere(one point).radius", 0.0f, Collisions::BoundingSphere({Point(1, 2, 3)}).radius,
                       0.0f);
    Check().ExpectNear("BoundingBox(one point).max", Point(1, 2, 3), Collisions::BoundingBox({Point(1, 2, 3)}).max,
                       0.0f);
  }

  void Render() override {
    if (!knot_) return;
    DrawWireMesh(Draw(), *knot_, palette::kGray);
    Draw().About(kSphereItem);
    Draw().WireSphere(sphere_, palette::kConstruction);
    Draw().About(kBoxSphereItem);
    Draw().WireSphere(knot_->bounding_sphere, palette::kRayMiss);
    Draw().About(kBoxItem);
    Draw().WireBox(box_, palette::kClosestPoint);
  }

 private:
  // Items: the volumes (the knot is every case's). No handles: every shape here is computed from the model.
  static constexpr int kBoxItem = 0, kSphereItem = 1, kBoxSphereItem = 2;
  std::shared_ptr<const Mesh> knot_;
  std::vector<Point> points_;
  Sphere sphere_;
  AABB box_;
};

}  // namespace
LAB_REGISTER_SAMPLE(BoundingVolumes, Chapter::kLectureToolbox,
                    "The lecture's bounding volumes of the knot's vertices: the exact box (yellow) and Ritter's "
                    "sphere (magenta: the span of two far-apart points, grown to take in every vertex), tighter "
                    "than the tutorial's sphere around the box (blue). Easy tests, loose fits: the lecture's trade.");
}  // namespace lab::samples
