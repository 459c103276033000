// Shared by the chapter 4 model samples: loading the shipped models, the tutorial's three-model scene, and
// what we know about knot.obj. The knot (assets/generate_models.py) stands in for the tutorial's
// suzanne.obj, which the product does not ship; tests/models_test.cpp checks every figure below against
// the file's text and the knot's curve, independently of the loader and the Collisions functions.
#pragma once

#include <map>
#include <memory>
#include <span>
#include <string>

#include <glm/geometric.hpp>

#include "collisions/models.hpp"
#include "framework/obj_loader.hpp"
#include "samples/sample.hpp"

namespace lab::samples {

namespace knot {
inline constexpr const char* kFile = "knot.obj";
inline constexpr int kTriangleCount = 1920;  // 960 quads, fanned
inline constexpr Point kMin{-1.617137f, -1.75f, -0.737764f};
inline constexpr Point kMax{1.617137f, 1.281172f, 0.737764f};
inline constexpr float kTubeRadius = 0.25f;  // vertices lie on it; the flat faces come within 0.2378 of the centre line
// A point of the centre line: C(0). Inside the tube, more than the tube's radius from every other part.
inline constexpr Point kCentreLinePoint{0.0f, -0.5f, 0.0f};
// The centre line never comes within 0.5 of the z axis: rays along the z axis pass through the hole.
inline constexpr float kCentreLineToZAxis = 0.5f;
// Straight down from (0, -0.5, 5), a ray meets the tube's top at z = 0.2915 (the circle of radius 0.25
// around the tilted centre line), so at t = 4.7085; the flat faces lower that by at most 0.015.
inline constexpr float kDownwardHitT = 4.7085f;
inline constexpr float kDownwardHitTolerance = 0.02f;

// The model-intersection samples' shapes, against the three TutorialModels, and whether each meets one.
// tests/models_test.cpp checks every answer by brute force over the world-space triangles.
inline const std::array<Sphere, 5> kSpheres = {
    Sphere(kCentreLinePoint, 0.4f),                           // wider than the tube: meets it
    Sphere(kCentreLinePoint, 0.15f),                          // inside the tube: touches nothing
    Sphere(glm::vec3(6.0f) + kCentreLinePoint * 1.5f, 0.5f),  // through model 1's tube
    Sphere(Point(0.0f), 0.2f),                                // in the hole: every face is 0.25 away
    Sphere(Point(3, 3, -3), 1.0f)};                           // far from everything
inline constexpr std::array<bool, 5> kSpheresMeet = {true, false, true, false, false};
inline const std::array<AABB, 5> kBoxes = {
    AABB::FromCenterExtents(kCentreLinePoint, glm::vec3(0.4f)),  // crosses the tube's surface
    AABB::FromCenterExtents(kCentreLinePoint, glm::vec3(0.1f)),  // inside the tube
    AABB::FromCenterExtents(Point(0.0f), glm::vec3(0.12f)),      // in the hole
    AABB(Point(4.0f), Point(8.0f)),                              // holds part of model 1
    AABB(Point(2, -1, 2), Point(3, 1, 3))};                      // between the models
inline constexpr std::array<bool, 5> kBoxesMeet = {true, false, false, true, false};
inline const std::array<Plane, 4> kPlanes = {
    Plane({0, 1, 0}, -0.5f),     // y = -0.5, through the centre line at C(0): model 0
    Plane({0, 0, 1}, 3.0f),      // z = 3: model 0 reaches z = 0.74, model 1 starts at z = 4.9
    Plane({1, 1, 1}, 10.3923f),  // x + y + z = 18, through model 1's centre (6, 6, 6)
    Plane({0, 0, 1}, -6.0f)};    // z = -6: model 2's local y = 0, which its knot crosses
inline constexpr std::array<bool, 4> kPlanesMeet = {true, false, true, true};
inline const std::array<Triangle, 3> kTriangles = {
    Triangle(Point(-2, -2, 0), Point(2, -2, 0), Point(0, 2, 0)),      // z = 0 cuts model 0's tube
    Triangle(Point(-2, -2, 4), Point(2, -2, 4), Point(0, 2, 4)),      // between models 0 and 1
    Triangle(Point(-2, -2, -4), Point(2, -2, -4), Point(0, 2, -4))};  // far from model 2 in x and y
inline constexpr std::array<bool, 3> kTrianglesMeet = {true, false, false};
}  // namespace knot

// The checks OBJDebugTriangles, OBJDebugTrianglesAABB and OBJDebugTrianglesSphere build up, as the
// tutorial's chapters do: the triangle count, then the bounding box.
inline void CheckKnotTriangleCount(Checks& checks, const Mesh& mesh) {
  checks.ExpectTrue("knot.obj triangle count", static_cast<int>(mesh.triangles.size()) == knot::kTriangleCount,
                    fmt::format("expected {}, got {}", knot::kTriangleCount, mesh.triangles.size()));
}
// The parsed file text is exact, so the bounds compare exactly (the book's AlmostEqual with C#'s
// float.Epsilon is exact comparison too, catalog I-30).
inline void CheckKnotBounds(Checks& checks, const Mesh& mesh) {
  checks.ExpectNear("bounding box min", knot::kMin, mesh.bounds.min, 0.0f);
  checks.ExpectNear("bounding box max", knot::kMax, mesh.bounds.max, 0.0f);
}

inline void DrawWireMesh(DebugDraw& draw, const Mesh& mesh, const Color& color) {
  for (const Triangle& triangle : mesh.triangles) draw.DrawWireTriangle(triangle, color);
}

// Loads a shipped model, or reports why not through the sample's checks (and returns null). Loaded meshes
// (with their BVHs) are kept for the process, so `--check` builds each once, not once per sample.
inline std::shared_ptr<const Mesh> LoadAsset(Application& app, const char* file_name) {
  static std::map<std::string, ObjLoadResult> loaded;
  auto [entry, inserted] = loaded.try_emplace(file_name);
  if (inserted) entry->second = LoadObjFile(AssetPath(file_name));
  if (!entry->second) app.LogError(entry->second.error);
  return entry->second.mesh;
}

// The tutorial's three models for the model-intersection samples: one at the origin, one at (6, 6, 6)
// scaled by 1.5, one at (-6, -6, -6) turned 90 degrees about x. (The book assigns objs[1].Scale twice and
// never objs[2].Scale, catalog I-33, so its third model keeps scale 1, as here.)
inline std::array<Model, 3> TutorialModels(const std::shared_ptr<const Mesh>& mesh) {
  std::array<Model, 3> models = {Model(mesh), Model(mesh), Model(mesh)};
  models[1].position = glm::vec3(6.0f);
  models[1].scale = glm::vec3(1.5f);
  models[2].position = glm::vec3(-6.0f);
  models[2].rotation = glm::vec3(90.0f, 0.0f, 0.0f);
  return models;
}

// Draws a model's triangles in world space, shaded by facing so its shape reads without lighting.
inline void DrawModel(DebugDraw& draw, const Model& model, const Color& color) {
  if (model.IsEmpty()) return;
  const glm::mat4 world = model.WorldMatrix();
  const glm::vec3 light = glm::normalize(glm::vec3(0.4f, 1.0f, 0.6f));
  for (const Triangle& t : model.GetMesh().triangles) {
    const auto [a, b, c] = TransformTriangle(world, t);
    const glm::vec3 n = glm::cross(b - a, c - a);
    const float length = glm::length(n);
    const float facing = length > 0.0f ? std::abs(glm::dot(n / length, light)) : 0.0f;
    const Color shaded(glm::vec3(color) * (0.35f + 0.65f * facing), color.w);
    draw.DrawSolidTriangle(a, b, c, shaded);
  }
}

// Draws the boxes of a model's BVH in world space.
inline void DrawBvh(DebugDraw& draw, const Model& model, const BVHNode& node, const Color& color) {
  const glm::mat4 world = model.WorldMatrix();
  const AABB& b = node.Bounds();
  for (int i = 0; i < 4; ++i) {
    const auto corner = [&](int index) {
      return Point(world * glm::vec4((index & 1) ? b.max.x : b.min.x, (index & 2) ? b.max.y : b.min.y,
                                     (index & 4) ? b.max.z : b.min.z, 1.0f));
    };
    const int ring[4] = {0, 1, 3, 2};
    draw.DrawLine(corner(ring[i]), corner(ring[(i + 1) % 4]), color);
    draw.DrawLine(corner(ring[i] + 4), corner(ring[(i + 1) % 4] + 4), color);
    draw.DrawLine(corner(ring[i]), corner(ring[i] + 4), color);
  }
  for (const auto& child : node.Children()) DrawBvh(draw, model, *child, color);
}

}  // namespace lab::samples

namespace lab::samples {

// The model-intersection samples: shapes against the three tutorial models, each expected to meet some
// model or none. Checks both argument orders; draws a shape red when it meets a model, blue otherwise.
// Each shape is an item (its index) with handles; the models are context and stay where they are.
template <class Shape, std::size_t N>
class ModelIntersectionSample : public Application {
 public:
  ModelIntersectionSample(std::array<Shape, N> shapes, std::array<bool, N> expected)
      : shapes_(shapes), expected_(expected) {}

  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 26.0f});
    mesh_ = LoadAsset(*this, knot::kFile);
    if (!mesh_) return;
    models_ = TutorialModels(mesh_);
    for (std::size_t i = 0; i < N; ++i) {
      Check().About(static_cast<int>(i));
      Check().Expect(fmt::format("{} {} ({}) meets a model", ShapeName(), i, shapes_[i]), expected_[i],
                     MeetsAnyModel(shapes_[i], false));
      Check().Expect(fmt::format("{} {}, the other argument order", ShapeName(), i), expected_[i],
                     MeetsAnyModel(shapes_[i], true));
    }
    Handles().AddAll(ShapeName(), std::span<Shape>(shapes_));
  }

  void Render() override {
    Draw().DrawAxes();
    if (!mesh_) return;
    for (const Model& model : models_) DrawModel(Draw(), model, palette::kShape);
    for (std::size_t i = 0; i < N; ++i) {
      Draw().About(static_cast<int>(i));
      DrawShape(shapes_[i], palette::ForShape(MeetsAnyModel(shapes_[i], false)));
    }
  }

 protected:
  virtual const char* ShapeName() const = 0;
  virtual void DrawShape(const Shape& shape, const Color& color) = 0;

 private:
  bool MeetsAnyModel(const Shape& shape, bool reversed) const {
    for (const Model& model : models_) {
      if (reversed ? Collisions::Intersects(shape, model) : Collisions::Intersects(model, shape)) return true;
    }
    return false;
  }

  std::array<Shape, N> shapes_;
  std::array<bool, N> expected_;
  std::shared_ptr<const Mesh> mesh_;
  std::array<Model, 3> models_;
};

}  // namespace lab::samples
