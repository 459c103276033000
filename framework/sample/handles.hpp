// Handles: the points, directions and numbers of a sample's scene that the user may move in the window
// (dragging them in the view or editing them in the panel). A sample adds them in Initialize, after its
// checks, on the members its Render reads; Render then re-evaluates the functions every frame, so the
// verdict colours follow the drag. Reset puts back the values they had when added: the book's data, on
// which the checks always run.
#pragma once

#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <typeindex>
#include <utility>
#include <vector>

#include <glm/vec3.hpp>

#include "framework/sample/debug_draw.hpp"
#include "primitives/primitives.hpp"

namespace lab {

class HandleSet {
 public:
  enum class Kind {
    kPoint,      // a position, dragged where it is
    kDirection,  // a unit direction, dragged by its tip (shown kDirectionLength from its anchor)
    kScalar,     // a number in [min, max], edited in the panel only
  };
  struct Handle {
    std::string name;  // "ray 2 origin"
    Kind kind = Kind::kPoint;
    glm::vec3* vector = nullptr;        // kPoint, kDirection
    std::function<glm::vec3()> anchor;  // kDirection: where the direction starts (a ray's origin)
    float* value = nullptr;             // kScalar
    float min = 0.0f, max = 0.0f;       // kScalar
    int item = DebugDraw::kNoItem;      // the checks' item it belongs to (highlighted with it)
    glm::vec3 book_vector{0.0f};        // what Reset restores
    float book_value = 0.0f;
  };

  // How far from its anchor a direction's tip is drawn, in scene units.
  static constexpr float kDirectionLength = 1.5f;

  // The item (Checks::About key) the handles added next belong to; DebugDraw::kNoItem for none.
  void About(int item) { item_ = item; }

  void AddPoint(std::string name, glm::vec3& point);
  void AddDirection(std::string name, glm::vec3& direction, std::function<glm::vec3()> anchor);
  void AddScalar(std::string name, float& value, float min, float max);

  // The handles of a shape: a ray's origin and direction, a sphere's centre and radius, a box's two corners,
  // a triangle's vertices, a segment's ends, a plane's normal and distance.
  void Add(std::string_view name, Ray& ray);
  void Add(std::string_view name, Sphere& sphere);
  void Add(std::string_view name, AABB& box);
  void Add(std::string_view name, Triangle& triangle);
  void Add(std::string_view name, lab::Line& segment);
  void Add(std::string_view name, Plane& plane);
  void Add(std::string_view name, Point& point) {
    shapes_.emplace_back(typeid(Point), &point);
    AddPoint(std::string(name), point);
  }
  // Every shape of a list, named "noun 0", "noun 1"... and each about its index as an item.
  template <class Shape>
  void AddAll(std::string_view noun, std::span<Shape> shapes) {
    for (std::size_t i = 0; i < shapes.size(); ++i) {
      About(static_cast<int>(i));
      Add(std::string(noun) + " " + std::to_string(i), shapes[i]);
    }
    About(DebugDraw::kNoItem);
  }

  // Where a draggable handle is in the scene, and moving it there (a direction points at it).
  static glm::vec3 Position(const Handle& handle);
  static void MoveTo(Handle& handle, const glm::vec3& position);
  // Restores the book's data; returns whether anything had moved.
  bool Reset();
  // Whether any handle differs from the book's data.
  bool Moved() const;

  // The shapes added whole (Add(name, shape)), in the order added: a value of the same kind can be put in one
  // (the window moves a random case's counterexample into the sample's shapes).
  template <class Shape>
  std::vector<Shape*> Shapes() const {
    std::vector<Shape*> found;
    for (const auto& [type, object] : shapes_) {
      if (type == typeid(Shape)) found.push_back(static_cast<Shape*>(object));
    }
    return found;
  }

  std::vector<Handle>& All() { return handles_; }
  const std::vector<Handle>& All() const { return handles_; }
  bool Empty() const { return handles_.empty(); }
  void Clear() {
    handles_.clear();
    shapes_.clear();
  }

 private:
  Handle& AddHandle(std::string name, Kind kind);

  std::vector<Handle> handles_;
  std::vector<std::pair<std::type_index, void*>> shapes_;  // what Add(name, shape) was given, by its type
  int item_ = DebugDraw::kNoItem;
};

}  // namespace lab
