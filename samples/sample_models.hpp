// Shared by the chapter 4 model samples (samples/model_sample.hpp has their base class): loading the shipped
// models, the tutorial's three-model scene, what we know about knot.obj, and the model under test (knot.obj, or
// the user's own file, `--model FILE`). The knot (assets/generate_models.py) stands in for the tutorial's
// suzanne.obj, which the product does not ship; tests/models_test.cpp checks every figure below against the
// file's text and the knot's curve, independently of the loader and the Collisions functions.
#pragma once

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <limits>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include <glm/geometric.hpp>
#include <glm/gtx/component_wise.hpp>

#include "collisions/models.hpp"
#include "framework/harness/model_option.hpp"
#include "framework/io/obj_loader.hpp"
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

// ---- The model under test: knot.obj, or the user's OBJ file (`collision-lab --model FILE`), in ONE place.

// The user's file's triangles, as read once by the launcher before any sample ran (every sample's process is
// forked from it, or reads the file again the same way).
inline std::vector<Triangle>& UserModelTriangles() {
  static std::vector<Triangle> triangles;
  return triangles;
}

inline std::string WithThousands(std::size_t n) {
  std::string digits = std::to_string(n);
  for (auto i = static_cast<std::ptrdiff_t>(digits.size()) - 3; i > 0; i -= 3)
    digits.insert(static_cast<std::size_t>(i), ",");
  return digits;
}

// The reader `--model FILE` goes through (framework/harness/model_option.hpp): the loader's checks and errors, and the
// triangles kept for the samples. The Mesh (and its BVH, the Collisions code's) is built in each sample.
inline bool ReadUserModel(const std::string& path, std::string& message) {
  ObjReadResult read = ReadObjTriangles(path);
  if (!read) {
    message = std::move(read.error);
    return false;
  }
  const std::size_t count = read.triangles.size();
  message = fmt::format("{} ({} triangle{})", std::filesystem::path(path).filename().string(), WithThousands(count),
                        count == 1 ? "" : "s");
  UserModelTriangles() = std::move(read.triangles);
  return true;
}
inline const bool kUserModelReaderRegistered = SetUserModelReader(&ReadUserModel);

// Which model the model samples run on, and what to expect of it. On the knot: its published figures and
// the samples' hand-made tables. On the user's model, which none of that fits: what holds for any mesh (the
// triangle count the file fans into, the bounds of its vertices) and the samples' shapes carried from the
// knot's space to the model's (centred on its box, scaled to its size) with their answers by brute force
// over the world-space triangles, so the model functions and the BVH are still tested.
struct ModelUnderTest {
  std::shared_ptr<const Mesh> mesh;  // null when the knot could not be loaded (the sample's checks say why)
  bool is_knot = true;
  std::string name = knot::kFile;                         // the file's name, for the checks' labels
  std::size_t expected_triangles = knot::kTriangleCount;  // what the file fans into
  AABB expected_bounds = AABB(knot::kMin, knot::kMax);    // of every vertex in the file
  Point centre{0.0f};  // the user's model's box's centre, and its size against the knot's: knot space
  float scale = 1.0f;  // maps to the model's by p -> centre + scale * p

  explicit operator bool() const { return mesh != nullptr; }

  // The samples' knot-space geometry, in the model's space (unchanged on the knot).
  Point Place(const Point& p) const { return is_knot ? p : centre + p * scale; }
  float Size(float length) const { return is_knot ? length : length * scale; }
  Sphere Place(const Sphere& s) const { return is_knot ? s : Sphere(Place(s.position), Size(s.radius)); }
  AABB Place(const AABB& b) const { return is_knot ? b : AABB(Place(b.min), Place(b.max)); }
  Triangle Place(const Triangle& t) const { return is_knot ? t : Triangle(Place(t.p0), Place(t.p1), Place(t.p2)); }
  Ray Place(const Ray& r) const { return is_knot ? r : Ray(Place(r.position), r.direction); }
  Plane Place(const Plane& p) const {
    return is_knot ? p : Plane(p.normal, Size(p.distance) + glm::dot(p.normal, centre));
  }
  OrbitCamera::Pose Home(OrbitCamera::Pose knot_home) const {
    if (is_knot) return knot_home;
    knot_home.target = Place(knot_home.target);
    knot_home.distance = Size(knot_home.distance);
    return knot_home;
  }
  // Puts the model (its rotation and scale set) where the knot's samples put theirs: at knot_position, or
  // for the user's model with its box's centre at that point carried into the model's space.
  void PlaceModel(Model& model, const glm::vec3& knot_position) const {
    if (is_knot) {
      model.position = knot_position;
      return;
    }
    model.position = glm::vec3(0.0f);
    model.position = Place(knot_position) - Point(model.WorldMatrix() * glm::vec4(centre, 1.0f));
  }
  // An absolute tolerance of the knot's samples, grown with the user's model's coordinates.
  float Tolerance(float knot_tolerance) const {
    if (is_knot) return knot_tolerance;
    return knot_tolerance * std::max(1.0f, glm::compMax(glm::abs(centre)) + 20.0f * scale);
  }
  // "knot.obj", or "my.obj (1,234 triangles)": for descriptions.
  std::string Described() const { return is_knot ? name : UserModelSummary(); }
};

// The model under test for a sample: the user's (--model FILE) or the shipped knot.
inline ModelUnderTest LoadModelUnderTest(Application& app) {
  ModelUnderTest model;
  if (UserModelPath().empty()) {
    model.mesh = LoadAsset(app, knot::kFile);
    return model;
  }
  model.is_knot = false;
  if (!UserModelRereadError().empty()) {
    app.LogError(fmt::format("the model could not be read again: {}", UserModelRereadError()));
    return model;
  }
  static const std::shared_ptr<const Mesh> user_mesh = Mesh::FromTriangles(UserModelTriangles());
  model.mesh = user_mesh;
  model.name = std::filesystem::path(UserModelPath()).filename().string();
  const std::vector<Triangle>& triangles = UserModelTriangles();
  model.expected_triangles = triangles.size();
  glm::vec3 lo(std::numeric_limits<float>::max()), hi(std::numeric_limits<float>::lowest());
  for (const Triangle& t : triangles) {
    for (const Point& p : {t.p0, t.p1, t.p2}) {
      lo = glm::min(lo, p);
      hi = glm::max(hi, p);
    }
  }
  model.expected_bounds.min = lo;
  model.expected_bounds.max = hi;
  model.centre = (lo + hi) * 0.5f;
  const float size = glm::length(hi - lo) / glm::length(knot::kMax - knot::kMin);
  model.scale = std::isfinite(size) && size > 0.0f ? size : 1.0f;
  return model;
}

// The checks OBJDebugTriangles, OBJDebugTrianglesAABB and OBJDebugTrianglesSphere build up, as the
// tutorial's chapters do: the triangle count, then the bounding box.
inline void CheckTriangleCount(Checks& checks, const ModelUnderTest& model) {
  const Mesh& mesh = *model.mesh;
  if (model.is_knot) {
    checks.ExpectTrue("knot.obj triangle count", static_cast<int>(mesh.triangles.size()) == knot::kTriangleCount,
                      fmt::format("expected {}, got {}", knot::kTriangleCount, mesh.triangles.size()));
    return;
  }
  checks.ExpectTrue(fmt::format("{} triangle count: what its faces fan into", model.name),
                    mesh.triangles.size() == model.expected_triangles,
                    fmt::format("expected {}, got {}", model.expected_triangles, mesh.triangles.size()));
}
// The parsed file text is exact, so the bounds compare exactly (the book's AlmostEqual with C#'s
// float.Epsilon is exact comparison too, catalog I-30). On the user's model: the least and greatest
// coordinates of every vertex in the file.
inline void CheckBounds(Checks& checks, const ModelUnderTest& model) {
  const Mesh& mesh = *model.mesh;
  if (model.is_knot) {
    checks.ExpectNear("bounding box min", knot::kMin, mesh.bounds.min, 0.0f);
    checks.ExpectNear("bounding box max", knot::kMax, mesh.bounds.max, 0.0f);
    return;
  }
  checks.ExpectNear("bounding box min: the least coordinates of every vertex", model.expected_bounds.min,
                    mesh.bounds.min, 0.0f);
  checks.ExpectNear("bounding box max: the greatest coordinates of every vertex", model.expected_bounds.max,
                    mesh.bounds.max, 0.0f);
}
// OBJDebugTrianglesAABB's checks, which OBJDebugTrianglesSphere builds on: the triangle count about the mesh's item,
// the bounds about the box's.
inline void CheckTrianglesAndBox(Checks& checks, const ModelUnderTest& model, int mesh_item, int box_item) {
  checks.About(mesh_item);
  CheckTriangleCount(checks, model);
  checks.About(box_item);
  CheckBounds(checks, model);
}
// And what they draw of them: the triangles green, the box white.
inline void DrawTrianglesAndBox(DebugDraw& draw, const Mesh& mesh, int mesh_item, int box_item) {
  draw.About(mesh_item);
  DrawWireMesh(draw, mesh, palette::kGreen);
  draw.About(box_item);
  draw.DrawWireBox(mesh.bounds, palette::kShape);
}

// The answers the user's model's checks compare with: brute force over every triangle carried to world space
// (no BVH, no model query).
template <class Shape, std::size_t N>
bool BruteForceMeetsAny(const std::array<Model, N>& models, const Shape& shape) {
  for (const Model& model : models) {
    const glm::mat4 world = model.WorldMatrix();
    for (const Triangle& t : model.GetMesh().triangles) {
      if (Collisions::Intersects(TransformTriangle(world, t), shape)) return true;
    }
  }
  return false;
}
// The nearest world-space hit of the ray on the model's triangles; +infinity on a miss.
inline float BruteForceRaycast(const Model& model, const Ray& world_ray) {
  const glm::mat4 world = model.WorldMatrix();
  float best = std::numeric_limits<float>::infinity();
  for (const Triangle& t : model.GetMesh().triangles) {
    float hit = 0.0f;
    if (Collisions::Raycast(world_ray, TransformTriangle(world, t), hit)) best = std::min(best, hit);
  }
  return best;
}

// The tutorial's three models for the model-intersection samples: one at the origin, one at (6, 6, 6)
// scaled by 1.5, one at (-6, -6, -6) turned 90 degrees about x. (The book assigns objs[1].Scale twice and
// never objs[2].Scale, catalog I-33, so its third model keeps scale 1, as here.) The user's model is placed
// likewise, relative to its size.
inline std::array<Model, 3> TutorialModels(const ModelUnderTest& under_test) {
  const std::shared_ptr<const Mesh>& mesh = under_test.mesh;
  std::array<Model, 3> models = {Model(mesh), Model(mesh), Model(mesh)};
  models[1].scale = glm::vec3(1.5f);
  models[2].rotation = glm::vec3(90.0f, 0.0f, 0.0f);
  under_test.PlaceModel(models[0], glm::vec3(0.0f));
  under_test.PlaceModel(models[1], glm::vec3(6.0f));
  under_test.PlaceModel(models[2], glm::vec3(-6.0f));
  return models;
}
// The knot's (or any mesh's, placed as the knot is) three models, for the tests.
inline std::array<Model, 3> TutorialModels(const std::shared_ptr<const Mesh>& mesh) {
  ModelUnderTest knot;
  knot.mesh = mesh;
  return TutorialModels(knot);
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
