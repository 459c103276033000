#include "framework/sample/handles.hpp"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

namespace lab {

HandleSet::Handle& HandleSet::AddHandle(std::string name, Kind kind) {
  Handle& handle = handles_.emplace_back();
  handle.name = std::move(name);
  handle.kind = kind;
  handle.item = item_;
  return handle;
}

void HandleSet::AddPoint(std::string name, glm::vec3& point) {
  Handle& handle = AddHandle(std::move(name), Kind::kPoint);
  handle.vector = &point;
  handle.book_vector = point;
}

void HandleSet::AddDirection(std::string name, glm::vec3& direction, std::function<glm::vec3()> anchor) {
  Handle& handle = AddHandle(std::move(name), Kind::kDirection);
  handle.vector = &direction;
  handle.anchor = std::move(anchor);
  handle.book_vector = direction;
}

void HandleSet::AddScalar(std::string name, float& value, float min, float max) {
  Handle& handle = AddHandle(std::move(name), Kind::kScalar);
  handle.value = &value;
  handle.min = min;
  handle.max = max;
  handle.book_value = value;
}

void HandleSet::Add(std::string_view name, Ray& ray) {
  shapes_.emplace_back(typeid(Ray), &ray);
  AddPoint(std::string(name) + " origin", ray.position);
  AddDirection(std::string(name) + " direction", ray.direction, [&ray] { return ray.position; });
}

void HandleSet::Add(std::string_view name, Sphere& sphere) {
  shapes_.emplace_back(typeid(Sphere), &sphere);
  AddPoint(std::string(name) + " centre", sphere.position);
  AddScalar(std::string(name) + " radius", sphere.radius, 0.05f, 10.0f);
}

void HandleSet::Add(std::string_view name, AABB& box) {
  shapes_.emplace_back(typeid(AABB), &box);
  AddPoint(std::string(name) + " min", box.min);
  AddPoint(std::string(name) + " max", box.max);
}

void HandleSet::Add(std::string_view name, Triangle& triangle) {
  shapes_.emplace_back(typeid(Triangle), &triangle);
  AddPoint(std::string(name) + " p0", triangle.p0);
  AddPoint(std::string(name) + " p1", triangle.p1);
  AddPoint(std::string(name) + " p2", triangle.p2);
}

void HandleSet::Add(std::string_view name, lab::Line& segment) {
  shapes_.emplace_back(typeid(lab::Line), &segment);
  AddPoint(std::string(name) + " start", segment.start);
  AddPoint(std::string(name) + " end", segment.end);
}

void HandleSet::Add(std::string_view name, Plane& plane) {
  shapes_.emplace_back(typeid(Plane), &plane);
  AddDirection(std::string(name) + " normal", plane.normal, [&plane] { return plane.normal * plane.distance; });
  const float reach = std::max(10.0f, 2.0f * std::abs(plane.distance));  // the book's value always fits
  AddScalar(std::string(name) + " distance", plane.distance, -reach, reach);
}

glm::vec3 HandleSet::Position(const Handle& handle) {
  switch (handle.kind) {
    case Kind::kPoint: return *handle.vector;
    case Kind::kDirection: {
      const float length = glm::length(*handle.vector);
      const glm::vec3 unit = length > 0.0f ? *handle.vector / length : glm::vec3(0.0f);
      return handle.anchor() + unit * kDirectionLength;
    }
    case Kind::kScalar: break;
  }
  return glm::vec3(0.0f);
}

void HandleSet::MoveTo(Handle& handle, const glm::vec3& position) {
  switch (handle.kind) {
    case Kind::kPoint: *handle.vector = position; break;
    case Kind::kDirection: {
      const glm::vec3 offset = position - handle.anchor();
      // A tip dragged onto its anchor leaves the direction as it was rather than making it zero.
      if (glm::length(offset) > 1e-3f) *handle.vector = glm::normalize(offset);
      break;
    }
    case Kind::kScalar: break;
  }
}

bool HandleSet::Reset() {
  const bool moved = Moved();
  for (Handle& handle : handles_) {
    if (handle.vector != nullptr) *handle.vector = handle.book_vector;
    if (handle.value != nullptr) *handle.value = handle.book_value;
  }
  return moved;
}

bool HandleSet::Moved() const {
  for (const Handle& handle : handles_) {
    if (handle.vector != nullptr && *handle.vector != handle.book_vector) return true;
    if (handle.value != nullptr && *handle.value != handle.book_value) return true;
  }
  return false;
}

}  // namespace lab
