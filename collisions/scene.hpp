// Chapter 5 of the tutorial: scene management. A scene is a hierarchy of models; an octree finds the
// models a ray may hit, nearest first; picking turns a mouse position into a ray.
#pragma once

#include <deque>
#include <memory>
#include <vector>

#include <glm/vec2.hpp>

#include "collisions/frustum.hpp"
#include "collisions/models.hpp"

namespace lab {

// A model's world bounding sphere (its mesh's bounding sphere carried to world space with
// the largest axis scale of the full world matrix, so it stays right under rotation, catalog I-35).
Sphere WorldBoundingSphere(const Model& model);

// A loose octree of models: a model is stored in every leaf that its world bounding sphere touches.
class Octree {
 public:
  // A cube of half-size half_size around centre, split `levels` times (levels = 3 gives 8^3 leaves).
  Octree(Point centre, float half_size, int levels);

  // Adds the model to the leaves its bounding sphere touches; false when it touches none (outside).
  bool Insert(const Model* model);
  void Remove(const Model* model);
  // Re-inserts a model that moved.
  bool Update(const Model* model) {
    Remove(model);
    return Insert(model);
  }

  // The model the ray hits first (nearest over every leaf the ray crosses, visited nearest first), with t
  // its world distance; null and t = -1 on a miss.
  const Model* Raycast(const Ray& ray, float& t) const;

  // The models in the leaves the frustum touches whose world bounding spheres it touches too (chapter 6's
  // culling), each once: what a renderer would draw.
  std::vector<const Model*> Visible(const Frustum& frustum) const;

  struct Node {
    AABB bounds;
    std::vector<std::unique_ptr<Node>> children;  // empty for a leaf
    std::vector<const Model*> contents;           // leaves only
  };
  const Node& Root() const { return root_; }
  // The leaves whose boxes the last Raycast visited (for drawing).
  const std::vector<const Node*>& Visited() const { return visited_; }

 private:
  Node root_;
  mutable std::vector<const Node*> visited_;
};

// A hierarchy of models. Models live as long as the scene and never move in memory, so parents and the
// octree can point at them.
class Scene {
 public:
  // Adds a model (optionally under parent, which must belong to this scene) and returns it.
  Model& Add(std::shared_ptr<const Mesh> mesh, Model* parent = nullptr);
  const std::deque<Model>& Models() const { return models_; }

  // The model the ray hits first, over the whole hierarchy, with t its world distance; null and t = -1 on
  // a miss (the tutorial sets t = 0, catalog I-36).
  const Model* Raycast(const Ray& ray, float& t) const;

 private:
  std::deque<Model> models_;
};

// The world-space ray under a window position (pixels from the top-left corner) for a camera's view and
// projection and the window's size: from the near plane through the far plane.
Ray PickRay(glm::vec2 window_position, glm::vec2 window_size, const glm::mat4& view, const glm::mat4& projection);

}  // namespace lab
