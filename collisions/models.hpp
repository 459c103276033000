// Chapter 4 of the tutorial, part 2: triangle meshes, their bounding-volume hierarchy and placed models.
// GLM only: loading OBJ files is the framework's job (framework/io/obj_loader.hpp).
#pragma once

#include <array>
#include <memory>
#include <vector>

#include <glm/mat4x4.hpp>

#include "collisions/collisions.hpp"

namespace lab {

// The triangle carried by a transform (an affine world matrix).
Triangle TransformTriangle(const glm::mat4& transform, const Triangle& triangle);

class BVHNode;
class TriangleBvh;  // collisions/bvh.hpp

// A triangle soup with the tutorial's bounding volumes and its BVH.
struct Mesh {
  std::vector<Triangle> triangles;
  AABB bounds;                              // min and max over every vertex
  Sphere bounding_sphere;                   // the tutorial's: centred on the box, radius = half its diagonal
  std::shared_ptr<const BVHNode> bvh;       // the book's (chapter 4: students build it)
  std::shared_ptr<const TriangleBvh> tree;  // the production BVH, for the lab's own fast queries

  // Computes the bounds and builds both BVHs. An empty mesh gets a zero-size box at the origin.
  static std::shared_ptr<const Mesh> FromTriangles(std::vector<Triangle> triangles);
};

// The tutorial's BVH: a node splits its box into 8 octants (TFL, TFR, TBL, TBR, BFL, BFR, BBL, BBR), each
// keeping the triangles that touch it, down to kMaxDepth; Shake then drops empty children. A split whose
// children would hold over 4 times the node's triangle references separates nothing and is not made.
// Building uses Intersects(Triangle, AABB): in a student build, that function decides the tree.
class BVHNode {
 public:
  static constexpr int kMaxDepth = 3;

  // Builds the whole tree over mesh (which must outlive it): split, then shake.
  static std::unique_ptr<BVHNode> Build(const Mesh& mesh);

  const AABB& Bounds() const { return bounds_; }
  bool IsLeaf() const { return children_.empty(); }
  const std::vector<std::unique_ptr<BVHNode>>& Children() const { return children_; }
  // Indices into the mesh's triangles; only leaves hold any.
  const std::vector<int>& Triangles() const { return triangles_; }
  // Triangle references in the subtree (a triangle touching several leaves counts in each).
  int TriangleCount() const;
  int NodeCount() const;

  // Calls visit(index) for each triangle of each leaf whose box meets `region` (indices may repeat), until
  // visit returns true; returns whether one did.
  template <class Region, class Visit>
  bool AnyCandidate(const Region& region, Visit&& visit) const;

 private:
  friend struct BVHBuilder;
  AABB bounds_;
  std::vector<int> triangles_;
  std::vector<std::unique_ptr<BVHNode>> children_;
};

// A mesh placed in the world: translation, rotation (degrees about Z, then X, then Y, the tutorial's
// "roll * pitch * yaw") and scale, composed as full matrices, so it stays correct under any rotation.
class Model {
 public:
  Model() = default;
  explicit Model(std::shared_ptr<const Mesh> mesh);

  glm::vec3 position{0.0f};
  glm::vec3 rotation{0.0f};  // degrees
  glm::vec3 scale{1.0f};

  // translate * rotateZ * rotateX * rotateY * scale, times the parent's world matrix when it has one.
  glm::mat4 WorldMatrix() const;
  // Its inverse, computed in double: float's own inverse overflows (its determinant is the scale cubed) for a
  // model scaled past about 1e12 or below 1e-12, where this one holds to 1e30 and 1e-30.
  glm::mat4 InverseWorldMatrix() const;
  // The world ray carried into the model's space with a unit direction; length is how much the direction
  // stretched there, so a model-space distance divided by it is the world distance. False for an empty model, a
  // ray with no usable direction or NaN, and a transform that flattens the direction to nothing.
  bool ToModelSpace(const Ray& world_ray, Ray& model_ray, float& length) const;
  // The model's parent in a scene hierarchy (not owned); its world matrix applies first.
  const Model* parent = nullptr;

  bool IsEmpty() const { return mesh_ == nullptr; }
  // The mesh; an empty model has an empty one (no triangles, a one-node BVH).
  const Mesh& GetMesh() const;
  const BVHNode& Bvh() const { return *GetMesh().bvh; }
  // The mesh's box carried to world space (the box around its 8 transformed corners).
  AABB WorldBounds() const;

 private:
  std::shared_ptr<const Mesh> mesh_;
};

// A plane thickened by half_width on each side: Intersects(Model, Plane)'s model-space stand-in for the band of
// kPointOnPlaneEpsilon within which Intersects(Triangle, Plane) counts a triangle as touching the plane.
struct PlaneSlab {
  Plane plane;
  float half_width = 0.0f;
};

namespace Collisions {
// Whether the box reaches into the slab (touching counts); a degenerate plane or NaN gives false.
bool Intersects(const AABB& box, const PlaneSlab& slab);
}  // namespace Collisions

// ---- Template definition.

template <class Region, class Visit>
bool BVHNode::AnyCandidate(const Region& region, Visit&& visit) const {
  if (!Collisions::Intersects(bounds_, region)) return false;
  for (int index : triangles_) {
    if (visit(index)) return true;
  }
  for (const auto& child : children_) {
    if (child->AnyCandidate(region, visit)) return true;
  }
  return false;
}

}  // namespace lab
