// Inputs that a case keeps as something that stands for them (random_cases.hpp's StoredAs), because the value
// itself is not data: a convex shape is its support function, a search's test is a callback, a model is a mesh
// of thousands of triangles. Each is made again from what is stored when the function is called (Convert), by
// the lab's own code, never by the student's.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "collisions/ellipsoid.hpp"
#include "collisions/models.hpp"
#include "samples/random/codec.hpp"

namespace lab::samples::random_cases {

// A convex shape given by points: their hull, its support the point farthest along a direction.
struct ConvexPoints {
  std::vector<Point> points;
};

// The searches' test: a segment of the x axis, [centre - half, centre + half], moving from start to end over
// the frame, against a wall from wall_low to wall_high (a fast object and a thin wall: tunnelling). Overlaps at s
// when they meet then (touching counts); may meet between two times unless the swept segment misses the wall.
struct SlabMotion {
  float start = 0.0f, end = 0.0f, half = 0.0f, wall_low = 0.0f, wall_high = 0.0f;
};

// A shipped model (assets/: 0 cube.obj, 1 torus.obj, 2 knot.obj) placed as Model places it.
struct PlacedModel {
  int asset = 0;
  glm::vec3 position{0.0f}, rotation{0.0f}, scale{1.0f};
};

// A shipped mesh by itself (in its own space).
struct ShippedMesh {
  int asset = 0;
};

// A collision world of one collider: these triangles, in place.
struct TriangleWorld {
  std::vector<Triangle> triangles;
};

template <>
struct StoredAs<Collisions::ConvexShape> {
  using Type = ConvexPoints;
};
template <>
struct StoredAs<Collisions::OverlapsAt> {
  using Type = SlabMotion;
};
template <>
struct StoredAs<Collisions::MayMeetBetween> {
  using Type = SlabMotion;
};
template <>
struct StoredAs<Model> {
  using Type = PlacedModel;
};
template <>
struct StoredAs<Mesh> {
  using Type = ShippedMesh;
};
template <>
struct StoredAs<CollisionWorld> {
  using Type = TriangleWorld;
};

// What the function is given: the value itself, or one made from what stands for it.
template <class T>
const T& Convert(const T& value) {
  return value;
}
Collisions::ConvexShape Convert(const ConvexPoints& stored);
// The test or the bound, by which function takes it: both are made from one motion.
struct SlabTests {
  Collisions::OverlapsAt overlaps;
  Collisions::MayMeetBetween may_meet;
  operator const Collisions::OverlapsAt&() const { return overlaps; }      // NOLINT(google-explicit-constructor)
  operator const Collisions::MayMeetBetween&() const { return may_meet; }  // NOLINT(google-explicit-constructor)
};
SlabTests Convert(const SlabMotion& stored);
Model Convert(const PlacedModel& stored);
const Mesh& Convert(const ShippedMesh& stored);
CollisionWorld Convert(const TriangleWorld& stored);

// The shipped mesh of an asset number, loaded once.
std::shared_ptr<const Mesh> ShippedMeshOf(int asset);
inline constexpr int kShippedAssets = 3;

// ---- Their codecs.

template <>
struct Codec<ConvexPoints> {
  static void Write(std::string& out, const ConvexPoints& v) { Codec<std::vector<Point>>::Write(out, v.points); }
  static bool Read(std::string_view& in, ConvexPoints& v) { return Codec<std::vector<Point>>::Read(in, v.points); }
  static void Numbers(std::vector<double>& out, const ConvexPoints& v) {
    Codec<std::vector<Point>>::Numbers(out, v.points);
  }
  static ConvexPoints Scale(const ConvexPoints& v, float factor) {
    return {Codec<std::vector<Point>>::Scale(v.points, factor)};
  }
  static ConvexPoints Jitter(const ConvexPoints& v, Engine& engine, double amount) {
    return {Codec<std::vector<Point>>::Jitter(v.points, engine, amount)};
  }
};
template <>
struct Codec<SlabMotion> {
  static void Write(std::string& out, const SlabMotion& v) {
    for (float f : {v.start, v.end, v.half, v.wall_low, v.wall_high}) WriteNumber(out, f);
  }
  static bool Read(std::string_view& in, SlabMotion& v) {
    return Codec<float>::Read(in, v.start) && Codec<float>::Read(in, v.end) && Codec<float>::Read(in, v.half) &&
           Codec<float>::Read(in, v.wall_low) && Codec<float>::Read(in, v.wall_high);
  }
  static void Numbers(std::vector<double>& out, const SlabMotion& v) {
    for (float f : {v.start, v.end, v.half, v.wall_low, v.wall_high}) out.push_back(f);
  }
  static SlabMotion Scale(SlabMotion v, float factor) {
    return {v.start * factor, v.end * factor, v.half * factor, v.wall_low * factor, v.wall_high * factor};
  }
  static SlabMotion Jitter(SlabMotion v, Engine& engine, double amount) {
    for (float* f : {&v.start, &v.end, &v.half, &v.wall_low, &v.wall_high})
      *f = Codec<float>::Jitter(*f, engine, amount);
    return v;
  }
};
template <>
struct Codec<PlacedModel> {
  static void Write(std::string& out, const PlacedModel& v) {
    Codec<int>::Write(out, v.asset);
    Codec<glm::vec3>::Write(out, v.position);
    Codec<glm::vec3>::Write(out, v.rotation);
    Codec<glm::vec3>::Write(out, v.scale);
  }
  static bool Read(std::string_view& in, PlacedModel& v) {
    return Codec<int>::Read(in, v.asset) && v.asset >= 0 && v.asset < kShippedAssets &&
           Codec<glm::vec3>::Read(in, v.position) && Codec<glm::vec3>::Read(in, v.rotation) &&
           Codec<glm::vec3>::Read(in, v.scale);
  }
  static void Numbers(std::vector<double>& out, const PlacedModel& v) {
    out.push_back(v.asset);
    Codec<glm::vec3>::Numbers(out, v.position);
    Codec<glm::vec3>::Numbers(out, v.rotation);
    Codec<glm::vec3>::Numbers(out, v.scale);
  }
  static PlacedModel Scale(PlacedModel v, float factor) {
    v.position *= factor;
    v.scale *= factor;
    return v;
  }
  static PlacedModel Jitter(PlacedModel v, Engine& engine, double amount) {
    v.position = Codec<glm::vec3>::Jitter(v.position, engine, amount);
    return v;
  }
};
template <>
struct Codec<ShippedMesh> {
  static void Write(std::string& out, const ShippedMesh& v) { Codec<int>::Write(out, v.asset); }
  static bool Read(std::string_view& in, ShippedMesh& v) {
    return Codec<int>::Read(in, v.asset) && v.asset >= 0 && v.asset < kShippedAssets;
  }
  static void Numbers(std::vector<double>& out, const ShippedMesh& v) { out.push_back(v.asset); }
  static ShippedMesh Scale(ShippedMesh v, float) { return v; }  // a mesh in its own space keeps its size
  static ShippedMesh Jitter(ShippedMesh v, Engine&, double) { return v; }
};
template <>
struct Codec<TriangleWorld> {
  static void Write(std::string& out, const TriangleWorld& v) { Codec<std::vector<Triangle>>::Write(out, v.triangles); }
  static bool Read(std::string_view& in, TriangleWorld& v) {
    return Codec<std::vector<Triangle>>::Read(in, v.triangles);
  }
  static void Numbers(std::vector<double>& out, const TriangleWorld& v) {
    Codec<std::vector<Triangle>>::Numbers(out, v.triangles);
  }
  static TriangleWorld Scale(const TriangleWorld& v, float factor) {
    return {Codec<std::vector<Triangle>>::Scale(v.triangles, factor)};
  }
  static TriangleWorld Jitter(const TriangleWorld& v, Engine& engine, double amount) {
    return {Codec<std::vector<Triangle>>::Jitter(v.triangles, engine, amount)};
  }
};

}  // namespace lab::samples::random_cases
