// Drawing a random case's values in the window (samples/random/random_cases.hpp's Spec::draw) and moving them
// into a sample's own shapes (Spec::load). The inputs in the shape colour; the reference's answer as a white
// ghost, the student's in the verdict colours beside it.
#pragma once

#include <string>
#include <vector>

#include <fmt/format.h>

#include "framework/sample/color.hpp"
#include "framework/sample/debug_draw.hpp"
#include "framework/sample/handles.hpp"
#include "samples/random/stored.hpp"

namespace lab::samples::random_cases {

// ---- An input, in the shape colour.
inline void DrawInput(DebugDraw& d, const Point& p) { d.DrawPoint(p, 8.0f, palette::kQueryPoint); }
inline void DrawInput(DebugDraw& d, const Sphere& s) { d.DrawSphere(s, palette::kShape); }
inline void DrawInput(DebugDraw& d, const AABB& b) { d.DrawBox(b, palette::kShape); }
inline void DrawInput(DebugDraw& d, const OBB& b) { d.DrawBox(b, palette::kShape); }
inline void DrawInput(DebugDraw& d, const Triangle& t) { d.DrawWireTriangle(t, palette::kShape); }
inline void DrawInput(DebugDraw& d, const Line& l) { d.DrawSegment(l, palette::kQueryPoint); }
// A ray as a segment long enough to show where it goes, short enough to frame.
inline void DrawInput(DebugDraw& d, const Ray& r) { d.DrawLine(r.position, r.At(6.0f), palette::kQueryPoint); }
inline void DrawInput(DebugDraw& d, const Plane& p) { d.DrawPlane(p, 4.0f, palette::kGray); }
inline void DrawInput(DebugDraw& d, const Capsule& c) { d.DrawCapsule(c, palette::kShape); }
inline void DrawInput(DebugDraw& d, const Cylinder& c) { d.DrawCylinder(c, palette::kShape); }
inline void DrawInput(DebugDraw& d, const std::vector<Point>& points) {
  for (const Point& p : points) d.DrawPoint(p, 6.0f, palette::kShape);
}
inline void DrawInput(DebugDraw& d, const ConvexPoints& shape) { DrawInput(d, shape.points); }
inline void DrawInput(DebugDraw& d, const TriangleWorld& world) {
  for (const Triangle& t : world.triangles) d.DrawWireTriangle(t, palette::kShape);
}
template <class T>
void DrawInput(DebugDraw&, const T&) {}  // a value with no picture (a number, a callback's stand-in)

// ---- An answer: the reference's as a ghost (white), the student's in colour, where the inputs give it a place.
struct AnswerPlace {
  std::vector<Ray> rays;     // a t is a point along the first
  std::vector<Point> where;  // a yes or no is written at the first
};
inline void DrawAnswer(DebugDraw& d, const AnswerPlace& place, float t, bool reference) {
  if (place.rays.empty() || !(t >= 0.0f) || !(t < 1e6f)) return;
  d.DrawPoint(place.rays.front().At(t), reference ? 14.0f : 8.0f, reference ? palette::kShape : palette::kHitPoint);
}
inline void DrawAnswer(DebugDraw& d, const AnswerPlace&, const Point& p, bool reference) {
  d.DrawPoint(p, reference ? 14.0f : 8.0f, reference ? palette::kShape : palette::kClosestPoint);
}
inline void DrawAnswer(DebugDraw& d, const AnswerPlace& place, bool yes, bool reference) {
  if (place.where.empty()) return;
  d.DrawLabel(place.where.front() + glm::vec3(0.0f, reference ? 0.6f : 0.0f, 0.0f),
              fmt::format("{}: {}", reference ? "reference" : "yours", yes ? "true" : "false"),
              reference ? palette::kShape : palette::ForShape(yes));
}
template <class T>
void DrawAnswer(DebugDraw&, const AnswerPlace&, const T&, bool) {}

inline void Place(AnswerPlace& place, const Ray& r) {
  place.rays.push_back(r);
  place.where.push_back(r.position);
}
inline void Place(AnswerPlace& place, const Point& p) { place.where.push_back(p); }
inline void Place(AnswerPlace& place, const Sphere& s) { place.where.push_back(s.position); }
inline void Place(AnswerPlace& place, const AABB& b) { place.where.push_back(b.max); }
inline void Place(AnswerPlace& place, const Triangle& t) { place.where.push_back(t.p0); }
inline void Place(AnswerPlace& place, const Line& l) {
  place.rays.emplace_back(l.start, l.ToVector());
  place.where.push_back(l.start);
}
template <class T>
void Place(AnswerPlace&, const T&) {}

// ---- Moving an input into the sample's next shape of its kind.
template <class T>
bool LoadInto(const HandleSet& handles, const T& value, std::vector<const void*>& used) {
  if constexpr (std::is_same_v<T, Point> || std::is_same_v<T, Ray> || std::is_same_v<T, Sphere> ||
                std::is_same_v<T, AABB> || std::is_same_v<T, Triangle> || std::is_same_v<T, Line> ||
                std::is_same_v<T, Plane>) {
    for (T* shape : handles.Shapes<T>()) {
      if (std::find(used.begin(), used.end(), shape) != used.end()) continue;
      *shape = value;
      used.push_back(shape);
      return true;
    }
  }
  return false;
}

}  // namespace lab::samples::random_cases
