// Chapter 4's random cases for models (collisions/models.cpp): the shipped cube, torus and knot placed with any
// position, rotation and (non-uniform) scale, against spheres, boxes, planes, triangles, other models and rays
// drawn near their surfaces. samples/random/chapter4_triangles.cpp has the triangle functions'.
#include <glm/gtc/matrix_transform.hpp>

#include "samples/random/generators.hpp"

namespace lab::samples::random_cases {
namespace chapter4_models {  // this file's names, apart from the other chapters' it compiles beside
namespace {

constexpr int kCube = 0, kTorus = 1;  // and 2, the knot
constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();

// ---- Placements.

// Any asset anywhere: a turn about every axis and a scale of its own along each.
PlacedModel UniformPlacement(Engine& e) {
  PlacedModel placed;
  placed.asset = UniformInt(e, 0, kShippedAssets - 1);
  placed.position = UniformPoint(e, 2.0f);
  placed.rotation = {Uniform(e, -180, 180), Uniform(e, -180, 180), Uniform(e, -180, 180)};
  placed.scale = {Uniform(e, 0.4f, 2.0f), Uniform(e, 0.4f, 2.0f), Uniform(e, 0.4f, 2.0f)};
  return placed;
}
// The cube or the torus (closed meshes whose inside is easy to name), placed as above.
PlacedModel ClosedPlacement(Engine& e, int asset) {
  PlacedModel placed = UniformPlacement(e);
  placed.asset = asset;
  return placed;
}
// The cube unturned at a round position, scaled by 0.5, 1 or 2 along each axis: its faces are exactly at round
// coordinates, and so is everything carried into its space (a scale of 1.5 would round there).
PlacedModel RoundCube(Engine& e) {
  const auto power_of_two = [&] { return 0.5f * static_cast<float>(1 << UniformInt(e, 0, 2)); };
  PlacedModel placed;
  placed.asset = kCube;
  placed.position = RoundPoint(e, 2.0f);
  placed.scale = {power_of_two(), power_of_two(), power_of_two()};
  return placed;
}
glm::mat4 WorldOf(const PlacedModel& placed) { return Convert(placed).WorldMatrix(); }
Point Transform(const glm::mat4& m, const Point& p) { return Point(m * glm::vec4(p, 1.0f)); }

// A point of the placed model's surface and the unit normal there (world space).
struct SurfacePoint {
  Point point;
  glm::vec3 normal;
};
SurfacePoint OnTheSurface(Engine& e, const PlacedModel& placed) {
  const Mesh& mesh = *ShippedMeshOf(placed.asset);
  const glm::mat4 world = WorldOf(placed);
  const Triangle& local =
      mesh.triangles[static_cast<std::size_t>(UniformInt(e, 0, static_cast<int>(mesh.triangles.size()) - 1))];
  const Triangle t(Transform(world, local.p0), Transform(world, local.p1), Transform(world, local.p2));
  const glm::vec3 n = glm::cross(t.p1 - t.p0, t.p2 - t.p0);
  return {PointInTriangle(e, t), glm::dot(n, n) > 0.0f ? glm::normalize(n) : glm::vec3(0, 1, 0)};
}
// A point inside the closed mesh, and how far it is at least from the surface (world space).
struct InsidePoint {
  Point point;
  float clearance;
};
InsidePoint Inside(Engine& e, const PlacedModel& placed) {
  const float least_scale = std::min({placed.scale.x, placed.scale.y, placed.scale.z});
  if (placed.asset == kCube) {  // within half of the cube's half size of its centre
    return {Transform(WorldOf(placed), UniformPoint(e, 0.5f)), 0.5f * least_scale};
  }
  // On the torus's centre ring (radius 1 around y, the tube's radius 0.35).
  const float angle = Uniform(e, 0.0f, 6.2831853f);
  return {Transform(WorldOf(placed), Point(std::cos(angle), 0.0f, std::sin(angle))), 0.35f * least_scale};
}
// The centre of the torus's hole, and how far its surface is at least (the ring's inner edge at 0.65).
InsidePoint InTheHole(const PlacedModel& placed) {
  const float least_scale = std::min({placed.scale.x, placed.scale.y, placed.scale.z});
  return {placed.position, std::min(0.65f * least_scale, 0.35f * least_scale)};
}
// The placed model's world box (around its mesh's box's corners).
AABB WorldBox(const PlacedModel& placed) { return Convert(placed).WorldBounds(); }

// An unturned round cube's face: the axis, its side (+1 or -1), and a round point of it.
struct CubeFace {
  int axis;
  float side;
  Point point;
};
CubeFace AFace(Engine& e, const PlacedModel& cube) {
  CubeFace face{UniformInt(e, 0, 2), Coin(e) ? 1.0f : -1.0f, cube.position};
  for (int k = 0; k < 3; ++k) {
    face.point[k] += k == face.axis ? face.side * cube.scale[k] : 0.5f * Round(e, 1.0f) * cube.scale[k];
  }
  return face;
}
glm::vec3 Axis(int axis, float side) {
  glm::vec3 v(0.0f);
  v[axis] = side;
  return v;
}

// ---- Spheres: strict (touching is apart), a sphere inside the closed mesh meets nothing.

const std::vector<Generator> kSpheres = {
    Kind("random",
         [](Engine& e) { return Inputs(UniformPlacement(e), Sphere(UniformPoint(e, 3.0f), Uniform(e, 0.1f, 1.5f))); }),
    Kind("crossing the surface",
         [](Engine& e) {
           const PlacedModel placed = UniformPlacement(e);
           const SurfacePoint s = OnTheSurface(e, placed);
           const float r = Uniform(e, 0.05f, 1.0f);
           return Inputs(placed, Sphere(s.point + s.normal * r * Uniform(e, -0.9f, 0.9f), r));
         }),
    Kind("grazing the surface",
         [](Engine& e) {
           const PlacedModel placed = UniformPlacement(e);
           const SurfacePoint s = OnTheSurface(e, placed);
           const float r = Uniform(e, 0.05f, 1.0f);
           return Inputs(
               placed,
               Sphere(s.point + s.normal * r * (Coin(e) ? 1.0f : -1.0f) * (1.0f + Uniform(e, -1e-3f, 1e-3f)), r));
         }),
    Kind("inside the closed mesh",
         [](Engine& e) {
           const PlacedModel placed = ClosedPlacement(e, UniformInt(e, kCube, kTorus));
           const InsidePoint inside = Inside(e, placed);
           return Inputs(placed, Sphere(inside.point, inside.clearance * Uniform(e, 0.1f, 0.9f)));
         }),
    Kind("in the torus's hole",
         [](Engine& e) {
           const PlacedModel placed = ClosedPlacement(e, kTorus);
           const InsidePoint hole = InTheHole(placed);
           return Inputs(placed, Sphere(hole.point, hole.clearance * Uniform(e, 0.5f, 1.2f)));
         }),
    Kind("around the whole model",
         [](Engine& e) {
           const PlacedModel placed = UniformPlacement(e);
           const AABB box = WorldBox(placed);
           return Inputs(placed, Sphere(box.Center(), glm::length(box.Extents()) * Uniform(e, 1.01f, 2.0f)));
         }),
    Exact("the unturned cube: touching a face, or through it",
          [](Engine& e) {
            const PlacedModel cube = RoundCube(e);
            const CubeFace face = AFace(e, cube);
            const float r = RoundPositive(e, 1.5f);
            return Inputs(cube, Sphere(face.point + Axis(face.axis, face.side) * (Coin(e) ? r : 0.5f * r), r));
          }),
    Kind("far from the origin",
         [](Engine& e) {
           PlacedModel placed = UniformPlacement(e);
           placed.position += UniformPoint(e, 50.0f);
           const SurfacePoint s = OnTheSurface(e, placed);
           const float r = Uniform(e, 0.05f, 1.0f);
           return Inputs(placed, Sphere(s.point + s.normal * r * Uniform(e, -1.5f, 1.5f), r));
         }),
    Exact("NaN",
          [](Engine& e) {
            const PlacedModel placed = RoundCube(e);
            return Inputs(placed, Sphere(WithNaN(e, placed.position), RoundPositive(e, 2.0f)));
          }),
};

// ---- Boxes: touching counts, a box inside the closed mesh meets nothing.

AABB BoxAround(Engine& e, const Point& centre, float most) {
  return AABB::FromCenterExtents(centre, {Uniform(e, 0.02f, most), Uniform(e, 0.02f, most), Uniform(e, 0.02f, most)});
}
const std::vector<Generator> kBoxes = {
    Kind("random", [](Engine& e) { return Inputs(UniformPlacement(e), BoxAround(e, UniformPoint(e, 3.0f), 1.0f)); }),
    Kind("crossing the surface",
         [](Engine& e) {
           const PlacedModel placed = UniformPlacement(e);
           return Inputs(placed, BoxAround(e, OnTheSurface(e, placed).point, 0.6f));
         }),
    Kind("a corner at the surface",
         [](Engine& e) {
           const PlacedModel placed = UniformPlacement(e);
           const SurfacePoint s = OnTheSurface(e, placed);
           // The box's corner nearest the model a hair in front of the surface or behind it.
           const Point corner = s.point + s.normal * Uniform(e, -1e-4f, 1e-4f);
           const glm::vec3 away = glm::sign(s.normal) * Uniform(e, 0.05f, 0.8f);
           return Inputs(placed, AABB(corner, corner + away));
         }),
    Kind("inside the closed mesh",
         [](Engine& e) {
           const PlacedModel placed = ClosedPlacement(e, UniformInt(e, kCube, kTorus));
           const InsidePoint inside = Inside(e, placed);
           return Inputs(placed, BoxAround(e, inside.point, inside.clearance * 0.55f));
         }),
    Kind("in the torus's hole",
         [](Engine& e) {
           const PlacedModel placed = ClosedPlacement(e, kTorus);
           const InsidePoint hole = InTheHole(placed);
           return Inputs(placed, BoxAround(e, hole.point, hole.clearance * 0.8f));
         }),
    Kind("around the whole model",
         [](Engine& e) {
           const PlacedModel placed = UniformPlacement(e);
           const AABB box = WorldBox(placed);
           return Inputs(placed, AABB::FromCenterExtents(box.Center(), box.Extents() * Uniform(e, 1.01f, 1.5f)));
         }),
    Exact("the unturned cube: a box on a face, or a gap from it",
          [](Engine& e) {
            const PlacedModel cube = RoundCube(e);
            const CubeFace face = AFace(e, cube);
            const glm::vec3 out = Axis(face.axis, face.side);
            const Point near = face.point + out * (Coin(e) ? 0.0f : 0.5f);
            return Inputs(cube, AABB(near + glm::vec3(0.5f) - glm::abs(out) * 0.5f,
                                     near - glm::vec3(0.5f) + glm::abs(out) * 0.5f + out * RoundPositive(e, 1.5f)));
          }),
    Kind("near the edge of a turned cube",
         [](Engine& e) {
           PlacedModel cube = RoundCube(e);
           cube.rotation[UniformInt(e, 0, 2)] = 45.0f;
           const SurfacePoint s = OnTheSurface(e, cube);
           return Inputs(cube, BoxAround(e, s.point + s.normal * Uniform(e, 0.0f, 0.3f), 0.3f));
         }),
    Exact("NaN",
          [](Engine& e) {
            const PlacedModel placed = RoundCube(e);
            AABB box = AABB::FromCenterExtents(placed.position, glm::vec3(3.0f));
            box.max = WithNaN(e, box.max);
            return Inputs(placed, box);
          }),
};

// ---- Planes: within kPointOnPlaneEpsilon counts; the model's translation counts; a degenerate plane meets nothing.

// The plane with normal n at `offset` beyond the model's farthest vertex along n (negative: into the model).
Plane BeyondTheModel(const PlacedModel& placed, const glm::vec3& n, float offset) {
  const glm::mat4 world = WorldOf(placed);
  float farthest = -std::numeric_limits<float>::infinity();
  for (const Triangle& t : ShippedMeshOf(placed.asset)->triangles) {
    for (const Point& p : {t.p0, t.p1, t.p2}) farthest = std::max(farthest, glm::dot(n, Transform(world, p)));
  }
  return Plane(n, farthest + offset);
}
const std::vector<Generator> kPlanes = {
    Kind("random", [](Engine& e) { return Inputs(UniformPlacement(e), UniformPlane(e)); }),
    Kind("through a point of the surface",
         [](Engine& e) {
           const PlacedModel placed = UniformPlacement(e);
           const glm::vec3 n = UnitVector(e);
           return Inputs(placed, Plane(n, glm::dot(n, OnTheSurface(e, placed).point)));
         }),
    Kind("just past the farthest vertex, or just short of it",
         [](Engine& e) {
           const PlacedModel placed = UniformPlacement(e);
           return Inputs(placed, BeyondTheModel(placed, UnitVector(e), Uniform(e, -3e-5f, 3e-5f)));
         }),
    Kind("clear of the model",
         [](Engine& e) {
           const PlacedModel placed = UniformPlacement(e);
           return Inputs(placed, BeyondTheModel(placed, UnitVector(e), Uniform(e, 0.01f, 1.0f)));
         }),
    Kind("a model far from the origin",
         [](Engine& e) {
           PlacedModel placed = UniformPlacement(e);
           placed.position += UniformPoint(e, 30.0f);
           return Inputs(placed, BeyondTheModel(placed, UnitVector(e), Uniform(e, -1.0f, 0.3f)));
         }),
    Exact("the unturned cube: a face's plane, within the epsilon or just past it",
          [](Engine& e) {
            const PlacedModel cube = RoundCube(e);
            const CubeFace face = AFace(e, cube);
            const float past = (Coin(e) ? 0.5f : 2.0f) * Collisions::kPointOnPlaneEpsilon;
            const glm::vec3 out = Axis(face.axis, face.side);
            return Inputs(cube, Plane(Coin(e) ? out : -out, glm::dot(Coin(e) ? out : -out, face.point + out * past)));
          }),
    Kind("a turned, stretched cube's face",
         [](Engine& e) {
           PlacedModel cube = ClosedPlacement(e, kCube);
           const glm::mat4 world = WorldOf(cube);
           // The world plane of the face x = 1, moved a little out or in.
           const glm::vec3 n = glm::normalize(glm::transpose(glm::inverse(glm::mat3(world))) * glm::vec3(1, 0, 0));
           return Inputs(cube, Plane(n, glm::dot(n, Transform(world, Point(1, 0, 0))) + Uniform(e, -0.05f, 0.05f)));
         }),
    Exact("a degenerate plane",
          [](Engine& e) { return Inputs(UniformPlacement(e), Plane(glm::vec3(0.0f), Uniform(e, -1.0f, 1.0f))); }),
    Exact("NaN", [](Engine& e) { return Inputs(RoundCube(e), Plane(AxisVector(e), kNaN)); }),
};

// ---- Triangles: touching counts, a triangle inside the closed mesh meets nothing.

Triangle TriangleAround(Engine& e, const Point& centre, float size) {
  return Triangle(centre + UniformPoint(e, size), centre + UniformPoint(e, size), centre + UniformPoint(e, size));
}
const std::vector<Generator> kTriangles = {
    Kind("random", [](Engine& e) { return Inputs(UniformPlacement(e), UniformTriangle(e)); }),
    Kind("through the surface",
         [](Engine& e) {
           const PlacedModel placed = UniformPlacement(e);
           return Inputs(placed, TriangleAround(e, OnTheSurface(e, placed).point, 0.6f));
         }),
    Kind("a corner just at the surface",
         [](Engine& e) {
           const PlacedModel placed = UniformPlacement(e);
           const SurfacePoint s = OnTheSurface(e, placed);
           const Point corner = s.point + s.normal * Uniform(e, -1e-4f, 1e-4f);
           const glm::vec3 side = Perpendicular(e, s.normal);
           return Inputs(placed, Triangle(corner, corner + s.normal * 0.5f + side * 0.3f,
                                          corner + s.normal * 0.5f - side * 0.3f));
         }),
    Kind("inside the closed mesh",
         [](Engine& e) {
           const PlacedModel placed = ClosedPlacement(e, UniformInt(e, kCube, kTorus));
           const InsidePoint inside = Inside(e, placed);
           return Inputs(placed, TriangleAround(e, inside.point, inside.clearance * 0.55f));
         }),
    Kind("in the torus's hole",
         [](Engine& e) {
           const PlacedModel placed = ClosedPlacement(e, kTorus);
           const InsidePoint hole = InTheHole(placed);
           return Inputs(placed, TriangleAround(e, hole.point, hole.clearance * 0.55f));
         }),
    Kind("one corner reaching in",
         [](Engine& e) {
           const PlacedModel placed = UniformPlacement(e);
           const SurfacePoint s = OnTheSurface(e, placed);
           const glm::vec3 side = Perpendicular(e, s.normal);
           const Point far = s.point + s.normal * Uniform(e, 0.5f, 2.0f);
           return Inputs(placed,
                         Triangle(far + side * 0.3f, far - side * 0.3f, s.point + s.normal * Uniform(e, -0.2f, 0.2f)));
         }),
    Exact("the unturned cube: a triangle against a face, or a gap from it",
          [](Engine& e) {
            const PlacedModel cube = RoundCube(e);
            const CubeFace face = AFace(e, cube);
            const glm::vec3 out = Axis(face.axis, face.side);
            const Point near = face.point + out * (Coin(e) ? 0.0f : 0.5f);
            const glm::vec3 along = Axis((face.axis + 1) % 3, 0.5f), across = Axis((face.axis + 2) % 3, 0.5f);
            return Coin(e) ? Inputs(cube, Triangle(near, near + out + along, near + out - along))  // a corner on it
                           : Inputs(cube, Triangle(near - along - across, near + along - across, near + across));
          }),
    Kind("a sliver through the surface",
         [](Engine& e) {
           const PlacedModel placed = UniformPlacement(e);
           const SurfacePoint s = OnTheSurface(e, placed);
           const Triangle sliver = SliverTriangle(e);
           const Point middle = (sliver.p0 + sliver.p1) * 0.5f;
           return Inputs(placed, Triangle(sliver.p0 - middle + s.point, sliver.p1 - middle + s.point,
                                          sliver.p2 - middle + s.point));
         }),
    Exact("NaN",
          [](Engine& e) {
            const PlacedModel placed = RoundCube(e);
            return Inputs(placed, Triangle(placed.position, WithNaN(e, placed.position), placed.position + 5.0f));
          }),
};

// ---- Model against model: surfaces meet, one inside another does not; both argument orders (each its own case).

PlacedModel SmallerInside(Engine& e, const PlacedModel& outer) {
  const InsidePoint inside = Inside(e, outer);
  PlacedModel inner;
  inner.asset = kCube;
  inner.position = inside.point;
  inner.rotation = {Uniform(e, -180, 180), Uniform(e, -180, 180), Uniform(e, -180, 180)};
  inner.scale = glm::vec3(inside.clearance * Uniform(e, 0.2f, 0.55f));
  return inner;
}
std::string EitherOrder(Engine& e, const PlacedModel& a, const PlacedModel& b) {
  return Coin(e) ? Inputs(a, b) : Inputs(b, a);
}
const std::vector<Generator> kModelPairs = {
    Kind("random", [](Engine& e) { return Inputs(UniformPlacement(e), UniformPlacement(e)); }),
    Kind("the second at a point of the first's surface",
         [](Engine& e) {
           const PlacedModel a = UniformPlacement(e);
           PlacedModel b = UniformPlacement(e);
           b.position = OnTheSurface(e, a).point;
           b.scale *= 0.5f;
           return EitherOrder(e, a, b);
         }),
    Kind("a small cube inside the closed mesh",
         [](Engine& e) {
           const PlacedModel outer = ClosedPlacement(e, UniformInt(e, kCube, kTorus));
           return EitherOrder(e, outer, SmallerInside(e, outer));
         }),
    Kind("a small cube in the torus's hole",
         [](Engine& e) {
           const PlacedModel torus = ClosedPlacement(e, kTorus);
           const InsidePoint hole = InTheHole(torus);
           PlacedModel cube;
           cube.asset = kCube;
           cube.position = hole.point;
           cube.rotation = {Uniform(e, -180, 180), Uniform(e, -180, 180), Uniform(e, -180, 180)};
           cube.scale = glm::vec3(hole.clearance * Uniform(e, 0.3f, 0.8f));
           return EitherOrder(e, torus, cube);
         }),
    Exact("unturned cubes: sharing a face, an edge or a corner, or a gap apart",
          [](Engine& e) {
            const PlacedModel a = RoundCube(e);
            PlacedModel b = RoundCube(e);
            const float gap = Coin(e) ? 0.0f : 0.5f;
            for (int k = UniformInt(e, 0, 2), count = UniformInt(e, 1, 3); count > 0; --count, k = (k + 1) % 3) {
              const float side = Coin(e) ? 1.0f : -1.0f;
              b.position[k] = a.position[k] + side * (a.scale[k] + b.scale[k] + gap);
            }
            return EitherOrder(e, a, b);
          }),
    Kind("apart, the boxes overlapping",
         [](Engine& e) {
           const PlacedModel a = ClosedPlacement(e, kTorus);
           PlacedModel b = UniformPlacement(e);
           const AABB box = WorldBox(a);
           b.position = box.max + UniformPoint(e, 0.5f);
           return EitherOrder(e, a, b);
         }),
    Kind("grazing: the second a hair from the first's surface",
         [](Engine& e) {
           const PlacedModel a = RoundCube(e);
           PlacedModel b;
           b.asset = kCube;
           b.scale = glm::vec3(Uniform(e, 0.2f, 1.0f));
           const CubeFace face = AFace(e, a);
           b.position = face.point + Axis(face.axis, face.side) * (b.scale.x * (1.0f + Uniform(e, -1e-3f, 1e-3f)));
           return EitherOrder(e, a, b);
         }),
    Kind("far apart",
         [](Engine& e) {
           PlacedModel a = UniformPlacement(e), b = UniformPlacement(e);
           b.position += UnitVector(e) * 20.0f;
           return EitherOrder(e, a, b);
         }),
    Kind("the same placement twice",
         [](Engine& e) {
           const PlacedModel a = UniformPlacement(e);
           return Inputs(a, a);
         }),
};

// ---- Rays: the nearest hit in world units, two-sided, nothing behind the origin.

Ray RayThrough(Engine& e, const Point& target, float from) {
  const Point origin = target + UnitVector(e) * from;
  return Ray(origin, target - origin);
}
const std::vector<Generator> kRays = {
    Kind("aimed near the model",
         [](Engine& e) {
           const PlacedModel placed = UniformPlacement(e);
           return Inputs(RayThrough(e, placed.position + UniformPoint(e, 1.5f), Uniform(e, 3.0f, 8.0f)), placed);
         }),
    Kind("aimed at a point of the surface",
         [](Engine& e) {
           const PlacedModel placed = UniformPlacement(e);
           return Inputs(RayThrough(e, OnTheSurface(e, placed).point, Uniform(e, 3.0f, 8.0f)), placed);
         }),
    Kind("from inside the closed mesh",
         [](Engine& e) {
           const PlacedModel placed = ClosedPlacement(e, UniformInt(e, kCube, kTorus));
           return Inputs(Ray(Inside(e, placed).point, UnitVector(e)), placed);
         }),
    Kind("from a point of the surface",
         [](Engine& e) {
           const PlacedModel placed = UniformPlacement(e);
           return Inputs(Ray(OnTheSurface(e, placed).point, UnitVector(e)), placed);
         }),
    Kind("grazing the surface",
         [](Engine& e) {
           const PlacedModel placed = UniformPlacement(e);
           const SurfacePoint s = OnTheSurface(e, placed);
           const glm::vec3 along = Perpendicular(e, s.normal);
           const Point passing = s.point + s.normal * Uniform(e, -1e-3f, 1e-3f);
           return Inputs(Ray(passing - along * Uniform(e, 3.0f, 6.0f), along), placed);
         }),
    Kind("the model behind the origin",
         [](Engine& e) {
           const PlacedModel placed = UniformPlacement(e);
           const Ray toward = RayThrough(e, placed.position, Uniform(e, 4.0f, 8.0f));
           return Inputs(Ray(toward.position, -toward.direction), placed);
         }),
    Exact("the unturned cube along an axis",
          [](Engine& e) {
            const PlacedModel cube = RoundCube(e);
            const glm::vec3 direction = AxisVector(e);
            Point origin = cube.position + RoundPoint(e, 2.0f);
            origin -= direction * (glm::dot(direction, origin - cube.position) + RoundPositive(e, 3.0f) + 3.0f);
            return Inputs(Ray(origin, direction), cube);
          }),
    Kind("in the torus's hole",
         [](Engine& e) {
           const PlacedModel torus = ClosedPlacement(e, kTorus);
           return Inputs(RayThrough(e, torus.position, Uniform(e, 3.0f, 8.0f)), torus);
         }),
    Exact("a zero direction or NaN",
          [](Engine& e) {
            const PlacedModel placed = RoundCube(e);
            const Point origin = placed.position + AxisVector(e) * 5.0f;
            return Coin(e) ? Inputs(Ray(origin, glm::vec3(0.0f)), placed)
                           : Inputs(Ray(origin, WithNaN(e, placed.position - origin)), placed);
          }),
};

[[maybe_unused]] const bool kRegistered = RegisterAll({
    MakeSpec<bool(const Model&, const Sphere&)>(Collisions::Intersects, "Intersects", kSpheres),
    MakeSpec<bool(const Model&, const AABB&)>(Collisions::Intersects, "Intersects", kBoxes),
    MakeSpec<bool(const Model&, const Plane&)>(Collisions::Intersects, "Intersects", kPlanes),
    MakeSpec<bool(const Model&, const Triangle&)>(Collisions::Intersects, "Intersects", kTriangles),
    MakeSpec<bool(const Model&, const Model&)>(Collisions::Intersects, "Intersects", kModelPairs),
    MakeSpec<bool(const Ray&, const Model&, float&)>(Collisions::Raycast, "Raycast", kRays),
});

}  // namespace
}  // namespace chapter4_models
}  // namespace lab::samples::random_cases
