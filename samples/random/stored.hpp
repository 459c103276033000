// Inputs that a case keeps as something that stands for them (codec.hpp's StoredAs), because the value
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

// ---- Their codecs (samples/random/codec.cpp).

LAB_CODEC(ConvexPoints)
LAB_CODEC(SlabMotion)
LAB_CODEC(PlacedModel)
LAB_CODEC(ShippedMesh)
LAB_CODEC(TriangleWorld)

}  // namespace lab::samples::random_cases
