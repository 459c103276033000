// Chapter 4 of the tutorial, part 2: meshes, the BVH, and models placed in the world.
#include "collisions/models.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <limits>

#include <glm/geometric.hpp>
#include <glm/gtc/matrix_transform.hpp>
#include <glm/mat3x3.hpp>
#include <glm/matrix.hpp>

#include "collisions/bvh.hpp"
#include "collisions/detail.hpp"

namespace lab {

std::shared_ptr<const Mesh> Mesh::FromTriangles(std::vector<Triangle> triangles) {
  auto mesh = std::make_shared<Mesh>();
  mesh->triangles = std::move(triangles);
  if (!mesh->triangles.empty()) {
    glm::vec3 lo(std::numeric_limits<float>::max()), hi(std::numeric_limits<float>::lowest());
    for (const Triangle& t : mesh->triangles) {
      for (const Point& p : {t.p0, t.p1, t.p2}) {
        lo = glm::min(lo, p);
        hi = glm::max(hi, p);
      }
    }
    mesh->bounds = AABB(lo, hi);
  } else {
    mesh->bounds = AABB(Point(0.0f), Point(0.0f));
  }
  mesh->bounding_sphere = Sphere(mesh->bounds.Center(), glm::length(mesh->bounds.Extents()));
  mesh->bvh = BVHNode::Build(*mesh);
  mesh->tree = std::make_shared<const TriangleBvh>(mesh->triangles);
  return mesh;
}

struct BVHBuilder {
  // Real meshes grow by well under 2x per split (suzanne: 968 triangles, 2568 references after 3 levels).
  static constexpr std::size_t kMaxReferenceGrowth = 4;
  const Mesh& mesh;

  void Split(BVHNode& node, int depth) const {
    if (!node.IsLeaf() || node.triangles_.empty() || depth >= BVHNode::kMaxDepth) return;
    const Point c = node.bounds_.Center(), lo = node.bounds_.min, hi = node.bounds_.max;
    // The tutorial's order: top (+y) then bottom, front (-z) then back, left (-x) then right.
    const std::array<Point, 8> corners = {Point(lo.x, hi.y, lo.z), Point(hi.x, hi.y, lo.z), Point(lo.x, hi.y, hi.z),
                                          Point(hi.x, hi.y, hi.z), Point(lo.x, lo.y, lo.z), Point(hi.x, lo.y, lo.z),
                                          Point(lo.x, lo.y, hi.z), Point(hi.x, lo.y, hi.z)};
    for (const Point& corner : corners) {
      auto child = std::make_unique<BVHNode>();
      child->bounds_ = AABB(corner, c);  // AABB orders the corners (the tutorial's Fix)
      for (int index : node.triangles_) {
        if (Collisions::Intersects(child->bounds_, mesh.triangles[static_cast<std::size_t>(index)])) {
          child->triangles_.push_back(index);
        }
      }
      node.children_.push_back(std::move(child));
    }
    // A split that separates nothing (each triangle landing in most children, as when a box test always
    // says yes) would multiply the work of every query by 8 per level: keep the node a leaf instead.
    std::size_t references = 0;
    for (const auto& child : node.children_) references += child->triangles_.size();
    if (references > kMaxReferenceGrowth * node.triangles_.size()) {
      node.children_.clear();
      return;
    }
    node.triangles_.clear();
    for (auto& child : node.children_) Split(*child, depth + 1);
  }

  // Drops every child that holds no triangle, bottom up.
  static void Shake(BVHNode& node) {
    for (auto& child : node.children_) Shake(*child);
    std::erase_if(node.children_, [](const auto& child) { return child->TriangleCount() == 0; });
  }
};

std::unique_ptr<BVHNode> BVHNode::Build(const Mesh& mesh) {
  auto root = std::make_unique<BVHNode>();
  root->bounds_ = mesh.bounds;
  for (std::size_t i = 0; i < mesh.triangles.size(); ++i) root->triangles_.push_back(static_cast<int>(i));
  const BVHBuilder builder{mesh};
  builder.Split(*root, 0);
  BVHBuilder::Shake(*root);
  return root;
}

int BVHNode::TriangleCount() const {
  int count = static_cast<int>(triangles_.size());
  for (const auto& child : children_) count += child->TriangleCount();
  return count;
}

int BVHNode::NodeCount() const {
  int count = 1;
  for (const auto& child : children_) count += child->NodeCount();
  return count;
}

Model::Model(std::shared_ptr<const Mesh> mesh) : mesh_(std::move(mesh)) {}

const Mesh& Model::GetMesh() const {
  static const std::shared_ptr<const Mesh> empty = Mesh::FromTriangles({});
  return mesh_ != nullptr ? *mesh_ : *empty;
}

namespace {

glm::mat4 LocalMatrix(const Model& model) {
  glm::mat4 local = glm::translate(glm::mat4(1.0f), model.position);
  local = glm::rotate(local, glm::radians(model.rotation.z), glm::vec3(0, 0, 1));
  local = glm::rotate(local, glm::radians(model.rotation.x), glm::vec3(1, 0, 0));
  local = glm::rotate(local, glm::radians(model.rotation.y), glm::vec3(0, 1, 0));
  return glm::scale(local, model.scale);
}

// parent's world * local, multiplied from the root down.
glm::mat4 WorldMatrixOf(const Model& model) {
  return model.parent != nullptr ? WorldMatrixOf(*model.parent) * LocalMatrix(model) : LocalMatrix(model);
}

// A ray query against a model asks for its inverse world matrix on every ray (three rotations and a double
// inverse: a third of a BVH ray's time), so each thread keeps the matrices of the last placement it asked about.
// The key is the placement's values, every model's position, rotation and scale up the parent chain, not the
// model's address: equal values give equal matrices, so a moved, re-parented or destroyed model is never read
// stale. Values are compared by their bits (a NaN matches itself). Chains deeper than this are not kept.
constexpr int kCachedChainDepth = 4;

struct PlacementKey {
  int depth = 0;  // models in the chain, the model's own included; 0 matches nothing
  std::array<std::array<glm::vec3, 3>, kCachedChainDepth> values{};

  // False for a chain deeper than kCachedChainDepth.
  bool Take(const Model& model) {
    depth = 0;
    for (const Model* m = &model; m != nullptr; m = m->parent) {
      if (depth == kCachedChainDepth) return false;
      values[static_cast<std::size_t>(depth++)] = {m->position, m->rotation, m->scale};
    }
    return true;
  }
  // Whether the model's chain holds these values, compared where they lie (a ray pays this on every call).
  bool Matches(const Model& model) const {
    int level = 0;
    for (const Model* m = &model; m != nullptr; m = m->parent, ++level) {
      if (level == depth) return false;
      const auto& kept = values[static_cast<std::size_t>(level)];
      if (std::memcmp(&kept[0], &m->position, sizeof kept[0]) != 0 ||
          std::memcmp(&kept[1], &m->rotation, sizeof kept[1]) != 0 ||
          std::memcmp(&kept[2], &m->scale, sizeof kept[2]) != 0)
        return false;
    }
    return level == depth;
  }
};

struct Placement {
  PlacementKey key;
  glm::mat4 world{1.0f};
  glm::mat4 inverse{1.0f};
  bool has_inverse = false;  // computed when first asked for
};

Placement& PlacementOf(const Model& model) {
  thread_local Placement cached;
  if (cached.key.Matches(model)) return cached;
  cached.world = WorldMatrixOf(model);
  cached.has_inverse = false;
  if (!cached.key.Take(model)) cached.key.depth = 0;
  return cached;
}

const glm::mat4& InverseOf(const Model& model) {
  Placement& placement = PlacementOf(model);
  if (!placement.has_inverse) {
    placement.inverse = glm::mat4(glm::inverse(glm::dmat4(placement.world)));
    placement.has_inverse = true;
  }
  return placement.inverse;
}

}  // namespace

glm::mat4 Model::WorldMatrix() const { return PlacementOf(*this).world; }

glm::mat4 Model::InverseWorldMatrix() const { return InverseOf(*this); }

namespace {

Point TransformPoint(const glm::mat4& m, const Point& p) { return glm::vec3(m * glm::vec4(p, 1.0f)); }

// The box around the 8 transformed corners of box.
AABB TransformBox(const glm::mat4& m, const AABB& box) {
  glm::vec3 lo(std::numeric_limits<float>::max()), hi(std::numeric_limits<float>::lowest());
  for (int corner = 0; corner < 8; ++corner) {
    const Point p((corner & 1) ? box.max.x : box.min.x, (corner & 2) ? box.max.y : box.min.y,
                  (corner & 4) ? box.max.z : box.min.z);
    const Point q = TransformPoint(m, p);
    lo = glm::min(lo, q);
    hi = glm::max(hi, q);
  }
  return AABB(lo, hi);
}

}  // namespace

bool Model::ToModelSpace(const Ray& world_ray, Ray& model_ray, float& length) const {
  if (IsEmpty() || !Collisions::detail::IsUsable(world_ray)) return false;
  const glm::mat4& inverse = InverseOf(*this);
  const glm::vec3 direction = glm::mat3(inverse) * world_ray.direction;
  length = Length(direction);  // scale-safe: a model scaled by 1e30 makes it 1e-30
  if (!(length > 0.0f) || !std::isfinite(length)) return false;
  model_ray = Ray(TransformPoint(inverse, world_ray.position), direction / length);
  return true;
}

Triangle TransformTriangle(const glm::mat4& m, const Triangle& t) {
  return Triangle(TransformPoint(m, t.p0), TransformPoint(m, t.p1), TransformPoint(m, t.p2));
}

AABB Model::WorldBounds() const {
  return IsEmpty() ? AABB(position, position) : TransformBox(WorldMatrix(), mesh_->bounds);
}

namespace Collisions {

bool Intersects(const AABB& box, const PlaneSlab& slab) {
  if (slab.plane.IsDegenerate()) return false;
  const float reach = glm::dot(box.Extents(), glm::abs(slab.plane.normal)) + slab.half_width;
  return std::abs(DistanceFromPlane(box.Center(), slab.plane)) <= reach;  // NaN: false
}

// SOLUTION HELPER BEGIN
static AABB BoxAround(const Triangle& t) {
  return AABB(glm::min(glm::min(t.p0, t.p1), t.p2), glm::max(glm::max(t.p0, t.p1), t.p2));
}

// True when some triangle of the model, carried to world space, intersects the world shape. The BVH is
// searched in model space with model_region, a conservative stand-in for the shape there.
template <class Region, class Shape>
static bool AnyWorldTriangle(const Model& model, const Region& model_region, const Shape& world_shape) {
  if (model.IsEmpty()) return false;
  const glm::mat4 world = model.WorldMatrix();
  const auto& triangles = model.GetMesh().triangles;
  return model.Bvh().AnyCandidate(model_region, [&](int index) {
    return Collisions::Intersects(TransformTriangle(world, triangles[static_cast<std::size_t>(index)]), world_shape);
  });
}

// A world-space box carried into the model's space (conservatively: the box around its corners).
static AABB ToModelSpace(const Model& model, const AABB& world_box) {
  return TransformBox(model.InverseWorldMatrix(), world_box);
}

// The nearest hit of a model-space ray in the subtree, closer than best (model-space distance). slab_ray is the
// ray made ready once for the node tests.
static void NearestHit(const BVHNode& node, const Ray& ray, const detail::SlabRay& slab_ray,
                       const std::vector<Triangle>& triangles, float& best) {
  for (int index : node.Triangles()) {
    float t = 0.0f;
    if (Raycast(ray, triangles[static_cast<std::size_t>(index)], t) && t < best) best = t;
  }
  // Children nearest first, so farther boxes are skipped once a closer hit is known.
  std::array<std::pair<float, const BVHNode*>, 8> order;
  std::size_t count = 0;
  for (const auto& child : node.Children()) {
    float entry = 0.0f;
    if (detail::EntryDistance(slab_ray, child->Bounds(), entry)) order[count++] = {entry, child.get()};
  }
  detail::SortNearestFirst(order, count);
  for (std::size_t i = 0; i < count; ++i) {
    if (order[i].first <= best) NearestHit(*order[i].second, ray, slab_ray, triangles, best);
  }
}

// Two models' BVHs descended together: b's boxes are carried into a's model space (conservatively), pairs
// whose boxes miss are dropped, and the triangles of two leaves whose boxes meet are tested in world space.
struct ModelPair {
  const Model& a;
  const Model& b;
  glm::mat4 world_a, world_b, b_to_a;
};
static float BoxArea(const AABB& box) {
  const glm::vec3 size = box.max - box.min;
  return size.x * size.y + size.y * size.z + size.z * size.x;
}
static bool AnyTrianglePair(const BVHNode& node_a, const BVHNode& node_b, const ModelPair& pair) {
  const AABB b_in_a = TransformBox(pair.b_to_a, node_b.Bounds());
  if (!Intersects(node_a.Bounds(), b_in_a)) return false;
  if (node_a.IsLeaf() && node_b.IsLeaf()) {
    const auto& triangles_a = pair.a.GetMesh().triangles;
    const auto& triangles_b = pair.b.GetMesh().triangles;
    for (const int i : node_a.Triangles()) {
      const Triangle world_a = TransformTriangle(pair.world_a, triangles_a[static_cast<std::size_t>(i)]);
      for (const int j : node_b.Triangles()) {
        if (Intersects(world_a, TransformTriangle(pair.world_b, triangles_b[static_cast<std::size_t>(j)]))) {
          return true;
        }
      }
    }
    return false;
  }
  // Split the bigger of the two (a leaf cannot be split).
  if (!node_a.IsLeaf() && (node_b.IsLeaf() || BoxArea(node_a.Bounds()) >= BoxArea(b_in_a))) {
    for (const auto& child : node_a.Children()) {
      if (AnyTrianglePair(*child, node_b, pair)) return true;
    }
    return false;
  }
  for (const auto& child : node_b.Children()) {
    if (AnyTrianglePair(node_a, *child, pair)) return true;
  }
  return false;
}
// SOLUTION HELPER END

bool Intersects(const Model& model, const Sphere& sphere) {
  // SOLUTION BEGIN: return false;
  const glm::vec3 reach(std::abs(sphere.radius));
  return AnyWorldTriangle(model, ToModelSpace(model, AABB(sphere.position - reach, sphere.position + reach)), sphere);
  // SOLUTION END
}

bool Intersects(const Sphere& sphere, const Model& model) { return Intersects(model, sphere); }

bool Intersects(const Model& model, const AABB& aabb) {
  // SOLUTION BEGIN: return false;
  return AnyWorldTriangle(model, ToModelSpace(model, aabb), aabb);
  // SOLUTION END
}

bool Intersects(const AABB& aabb, const Model& model) { return Intersects(model, aabb); }

bool Intersects(const Model& model, const Plane& plane) {
  // SOLUTION BEGIN: return false;
  if (model.IsEmpty() || plane.IsDegenerate()) return false;
  // The plane n.x = d seen from model space: points p with n.(A p + T) = d, i.e. (A^T n).p = d - n.T, for
  // the world matrix [A | T]. Exact under any rotation and scale (the tutorial's version, catalog I-34,
  // ignores the translation).
  const glm::mat4 world = model.WorldMatrix();
  const glm::vec3 normal = glm::transpose(glm::mat3(world)) * plane.normal;
  const float length = glm::length(normal);
  if (!(length > 0.0f)) return false;
  PlaneSlab model_slab;
  model_slab.plane.normal = normal / length;
  model_slab.plane.distance = (plane.distance - glm::dot(plane.normal, glm::vec3(world[3]))) / length;
  // The triangle test counts kPointOnPlaneEpsilon in world space, which is that over length in model space;
  // twice that, for the transform's rounding, so that no triangle it would count is culled with its box.
  model_slab.half_width = 2.0f * kPointOnPlaneEpsilon / length;
  return AnyWorldTriangle(model, model_slab, plane);
  // SOLUTION END
}

bool Intersects(const Plane& plane, const Model& model) { return Intersects(model, plane); }

bool Intersects(const Model& model, const Triangle& triangle) {
  // SOLUTION BEGIN: return false;
  return AnyWorldTriangle(model, ToModelSpace(model, BoxAround(triangle)), triangle);
  // SOLUTION END
}

bool Intersects(const Triangle& triangle, const Model& model) { return Intersects(model, triangle); }

bool Intersects(const Model& a, const Model& b) {
  // SOLUTION BEGIN: return false;
  if (a.IsEmpty() || b.IsEmpty()) return false;
  if (!Intersects(a.WorldBounds(), b.WorldBounds())) return false;
  const glm::mat4 world_a = a.WorldMatrix(), world_b = b.WorldMatrix();
  // A model scaled to nothing (a singular world matrix) meets no model, in either order, as it meets no ray
  // and no shape: its inverse, which carries the boxes, does not exist.
  const float det_a = glm::determinant(glm::mat3(world_a)), det_b = glm::determinant(glm::mat3(world_b));
  if (!(std::isfinite(det_a) && det_a != 0.0f && std::isfinite(det_b) && det_b != 0.0f)) return false;
  return AnyTrianglePair(a.Bvh(), b.Bvh(), ModelPair{a, b, world_a, world_b, glm::inverse(world_a) * world_b});
  // SOLUTION END
}

bool Raycast(const Ray& ray, const Model& model, float& t) {
  // SOLUTION BEGIN: t = -1.0f; return false;
  t = -1.0f;
  // The ray carried into model space: a model-space distance divided by length is the world distance.
  Ray model_ray;
  float length = 1.0f;
  if (!model.ToModelSpace(ray, model_ray, length)) return false;
  float best = std::numeric_limits<float>::infinity();
  float entry = 0.0f;
  const detail::SlabRay slab_ray(model_ray);
  if (detail::EntryDistance(slab_ray, model.Bvh().Bounds(), entry)) {
    NearestHit(model.Bvh(), model_ray, slab_ray, model.GetMesh().triangles, best);
  }
  if (!std::isfinite(best)) return false;
  t = best / length;
  return true;
  // SOLUTION END
}

}  // namespace Collisions
}  // namespace lab
