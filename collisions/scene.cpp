// Chapter 5 of the tutorial: scenes, the octree and picking.
#include "collisions/scene.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

#include <glm/geometric.hpp>
#include <glm/gtc/matrix_transform.hpp>

#include "collisions/detail.hpp"

namespace lab {

Sphere WorldBoundingSphere(const Model& model) {
  const glm::mat4 world = model.WorldMatrix();
  const Sphere& local = model.GetMesh().bounding_sphere;
  const float largest_scale =
      std::max({glm::length(glm::vec3(world[0])), glm::length(glm::vec3(world[1])), glm::length(glm::vec3(world[2]))});
  return Sphere(Point(world * glm::vec4(local.position, 1.0f)), local.radius * largest_scale);
}

namespace {

void Split(Octree::Node& node, int levels) {
  if (levels <= 0) return;
  const Point centre = node.bounds.Center();
  const glm::vec3 half = node.bounds.Extents() * 0.5f;
  for (int i = 0; i < 8; ++i) {
    const glm::vec3 offset((i & 1) ? half.x : -half.x, (i & 2) ? half.y : -half.y, (i & 4) ? half.z : -half.z);
    auto child = std::make_unique<Octree::Node>();
    child->bounds = AABB::FromCenterExtents(centre + offset, half);
    Split(*child, levels - 1);
    node.children.push_back(std::move(child));
  }
}

bool InsertInto(Octree::Node& node, const Model* model, const Sphere& sphere) {
  if (!Collisions::Intersects(sphere, node.bounds)) return false;
  if (node.children.empty()) {
    node.contents.push_back(model);
    return true;
  }
  bool inserted = false;
  for (auto& child : node.children) inserted = InsertInto(*child, model, sphere) || inserted;
  return inserted;
}

void RemoveFrom(Octree::Node& node, const Model* model) {
  std::erase(node.contents, model);
  for (auto& child : node.children) RemoveFrom(*child, model);
}

// Searches the subtree for the nearest hit closer than best. A model stored in several leaves is raycast
// once: `tested` remembers which were.
void NearestIn(const Octree::Node& node, const Ray& ray, const Model*& best_model, float& best,
               std::vector<const Model*>& tested, std::vector<const Octree::Node*>& visited) {
  if (node.children.empty()) {
    visited.push_back(&node);
    for (const Model* model : node.contents) {
      if (std::find(tested.begin(), tested.end(), model) != tested.end()) continue;
      tested.push_back(model);
      float t = 0.0f;
      if (Collisions::Raycast(ray, *model, t) && t < best) {
        best = t;
        best_model = model;
      }
    }
    return;
  }
  std::array<std::pair<float, const Octree::Node*>, 8> order;  // children the ray enters, nearest first
  std::size_t count = 0;
  for (const auto& child : node.children) {
    float entry = 0.0f;
    if (Collisions::detail::EntryDistance(ray, child->bounds, entry)) order[count++] = {entry, child.get()};
  }
  Collisions::detail::SortNearestFirst(order, count);
  for (std::size_t i = 0; i < count; ++i) {
    if (order[i].first <= best) NearestIn(*order[i].second, ray, best_model, best, tested, visited);
  }
}

}  // namespace

Octree::Octree(Point centre, float half_size, int levels) {
  root_.bounds = AABB::FromCenterExtents(centre, glm::vec3(half_size));
  Split(root_, levels);
}

bool Octree::Insert(const Model* model) {
  if (model == nullptr || model->IsEmpty()) return false;
  return InsertInto(root_, model, WorldBoundingSphere(*model));
}

void Octree::Remove(const Model* model) { RemoveFrom(root_, model); }

const Model* Octree::Raycast(const Ray& ray, float& t) const {
  visited_.clear();
  t = -1.0f;
  float best = std::numeric_limits<float>::infinity();
  const Model* best_model = nullptr;
  float entry = 0.0f;
  // Unlike the tutorial's, the root's own box is tested too (catalog I-37).
  std::vector<const Model*> tested;
  if (Collisions::detail::EntryDistance(ray, root_.bounds, entry))
    NearestIn(root_, ray, best_model, best, tested, visited_);
  if (best_model != nullptr) t = best;
  return best_model;
}

namespace {
void CollectVisible(const Octree::Node& node, const Frustum& frustum, std::vector<const Model*>& out) {
  if (!Collisions::Intersects(frustum, node.bounds)) return;
  for (const Model* model : node.contents) {
    if (std::find(out.begin(), out.end(), model) == out.end() &&
        Collisions::Intersects(frustum, WorldBoundingSphere(*model))) {
      out.push_back(model);
    }
  }
  for (const auto& child : node.children) CollectVisible(*child, frustum, out);
}
}  // namespace

std::vector<const Model*> Octree::Visible(const Frustum& frustum) const {
  std::vector<const Model*> visible;
  CollectVisible(root_, frustum, visible);
  return visible;
}

Model& Scene::Add(std::shared_ptr<const Mesh> mesh, Model* parent) {
  Model& model = models_.emplace_back(std::move(mesh));
  model.parent = parent;
  return model;
}

const Model* Scene::Raycast(const Ray& ray, float& t) const {
  t = -1.0f;
  const Model* best_model = nullptr;
  float best = std::numeric_limits<float>::infinity();
  for (const Model& model : models_) {
    float hit = 0.0f;
    if (Collisions::Raycast(ray, model, hit) && hit < best) {
      best = hit;
      best_model = &model;
    }
  }
  if (best_model != nullptr) t = best;
  return best_model;
}

Ray PickRay(glm::vec2 window_position, glm::vec2 window_size, const glm::mat4& view, const glm::mat4& projection) {
  // Window y grows downwards; GL's viewport y grows upwards (the tutorial's UnProject flips it too). In
  // double: with near 0.01 and far 1000, float loses ~1e-3 of aim at a distance of 30.
  const glm::dvec4 viewport(0.0, 0.0, window_size.x, window_size.y);
  const glm::dvec3 window(window_position.x, window_size.y - window_position.y, 0.0);
  const glm::dmat4 v(view), p(projection);
  const glm::dvec3 near_point = glm::unProject(window, v, p, viewport);
  const glm::dvec3 far_point = glm::unProject(glm::dvec3(window.x, window.y, 1.0), v, p, viewport);
  return Ray(Point(near_point), glm::vec3(glm::normalize(far_point - near_point)));
}

}  // namespace lab
