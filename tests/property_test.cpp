// Property-based tests of the Collisions functions (issue 17, item 4): seeded random inputs of every kind
// docs/ROBUSTNESS.md speaks of (ordinary, exactly touching on a half-unit lattice, degenerate, NaN, +-inf,
// denormal, and scaled anywhere in |coordinates| 1e-15 ... 1e15), held to the documented rules:
// - no crash (the suites run under the sanitizers);
// - NaN in: every boolean test is false, every raycast and sweep misses (t = -1);
// - finite input in the documented range: no NaN out;
// - both argument orders (and, for triangles, every vertex order) give the same answer, inside the range or
//   with NaN;
// - a hit's t is finite and >= 0; a returned point lies on the shape(s) it belongs to, within 1e-4 of the
//   case's magnitude;
// - uniform scaling (by 1e-3, 1e3 and 2^-40, 2^40, staying inside the range) keeps the answer, unless the
//   case is near a boundary: its answer changes with the shapes grown and shrunk by 1e-3 of its magnitude
//   (or, for raycasts, with the origin moved that much along the ray; for sweeps, with the motion turned, or
//   the centre that close to the triangle). A hit's t may also differ by its own rounding, 1e-4 of t.
//   Predicates with an absolute tolerance (PointOnPlane and its kin) are checked against their definition
//   instead, outside a band of +-10% of the tolerance.
// The seed is fixed (kDefaultSeed); LAB_PROPERTY_SEED=<n> runs another. A failure prints the seed, the case
// and the call as C++ to paste into a regression test.
//
// Covered: every Collisions function. Chapters 1 to 4 (points, spheres, boxes, planes, segments, rays, triangles),
// chapter 4's models against brute force over their world-space triangles, chapter 6's frustum tests, chapter 7's
// sphere sweeps and the ellipsoid's world sweep (against brute force) and CollideAndSlide, chapter 8's point-plane
// functions, chapter 9's polygons (held to the crossing number and distances in double), chapter 10's hulls,
// polyhedra, meshes, decompositions and bounding volumes, chapter 11's sweeps and searches, chapter 12's boxes,
// capsules, cylinders and generic separating axes (against the specialised tests), and chapter 13's support
// functions, GJK's distance and points and EPA's penetration. Scenes, the broad phase and the BV trees have their
// own brute-force tests. Models, worlds and hulls build meshes, BVHs and hulls per case: they run fewer cases.
#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <concepts>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <limits>
#include <memory>
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include <fmt/format.h>
#include <glm/geometric.hpp>
#include <glm/gtc/matrix_transform.hpp>
#include <gtest/gtest.h>

#include "collisions/collisions.hpp"
#include "collisions/ellipsoid.hpp"
#include "collisions/frustum.hpp"
#include "collisions/models.hpp"
#include "primitives/format.hpp"

namespace lab::Collisions {
namespace {

constexpr std::uint32_t kDefaultSeed = 20260517;
constexpr int kCases = 3000;
// docs/ROBUSTNESS.md, "Magnitudes": the range of |coordinates| in which results are accurate and tested.
constexpr float kRangeMin = 1e-15f;
constexpr float kRangeMax = 1e15f;
constexpr float kRelativeTolerance = 1e-4f;  // for points on shapes, of the case's magnitude
constexpr float kMargin = 1e-3f;             // near-boundary detection, of the case's magnitude
constexpr std::array<float, 4> kScales = {1e-3f, 1e3f, 0x1p-40f, 0x1p40f};

std::uint32_t Seed() {
  static const std::uint32_t seed = [] {
    const char* text = std::getenv("LAB_PROPERTY_SEED");
    return text && *text ? static_cast<std::uint32_t>(std::strtoul(text, nullptr, 0)) : kDefaultSeed;
  }();
  return seed;
}

// The shapes made of lists (chapters 4, 7, 9 to 13) are defined further down, with their generators. Their
// overloads on types of other namespaces are declared here, so that the templates printing, measuring, scaling
// and growing any case find them.
[[maybe_unused]] std::string Code(int i);
[[maybe_unused]] std::string Code(const glm::vec2& v);
[[maybe_unused]] std::string Code(const Polygon2D& p);
[[maybe_unused]] std::string Code(const Polygon& p);
[[maybe_unused]] std::string Code(const Ellipsoid& e);
[[maybe_unused]] void Slots(float& f, std::vector<float*>& out);
[[maybe_unused]] void Slots(int& i, std::vector<float*>& out);
[[maybe_unused]] void Slots(glm::vec2& v, std::vector<float*>& out);
[[maybe_unused]] void Slots(Ellipsoid& e, std::vector<float*>& out);
[[maybe_unused]] void Slots(Polygon2D& p, std::vector<float*>& out);
[[maybe_unused]] void Slots(Polygon& p, std::vector<float*>& out);
[[maybe_unused]] float Magnitude(float f);
[[maybe_unused]] float Magnitude(int i);
[[maybe_unused]] float Magnitude(const glm::vec2& v);
[[maybe_unused]] float Magnitude(const Ellipsoid& e);
[[maybe_unused]] float Magnitude(const Polygon2D& p);
[[maybe_unused]] float Magnitude(const Polygon& p);
[[maybe_unused]] float Scaled(float f, float s);
[[maybe_unused]] int Scaled(int i, float s);
[[maybe_unused]] glm::vec2 Scaled(const glm::vec2& v, float s);
[[maybe_unused]] Ellipsoid Scaled(const Ellipsoid& e, float s);
[[maybe_unused]] Polygon2D Scaled(const Polygon2D& p, float s);
[[maybe_unused]] Polygon Scaled(const Polygon& p, float s);
[[maybe_unused]] float Grown(float f, float a);
[[maybe_unused]] int Grown(int i, float a);
[[maybe_unused]] glm::vec2 Grown(const glm::vec2& v, float a);
[[maybe_unused]] Ellipsoid Grown(Ellipsoid e, float a);
[[maybe_unused]] Polygon2D Grown(const Polygon2D& p, float a);
[[maybe_unused]] Polygon Grown(const Polygon& p, float a);

// ---- Inputs as C++ ------------------------------------------------------------------------------------

std::string Code(float f) {
  if (std::isnan(f)) return "NAN";
  if (std::isinf(f)) return f > 0 ? "INFINITY" : "-INFINITY";
  std::string text = fmt::format("{:.9g}", f);
  if (text.find_first_of(".e") == std::string::npos) text += ".0";
  return text + "f";
}
std::string Code(const glm::vec3& v) { return fmt::format("Point({}, {}, {})", Code(v.x), Code(v.y), Code(v.z)); }
bool SameBits(float a, float b) { return std::bit_cast<std::uint32_t>(a) == std::bit_cast<std::uint32_t>(b); }
bool SameBits(const glm::vec3& a, const glm::vec3& b) {
  return SameBits(a.x, b.x) && SameBits(a.y, b.y) && SameBits(a.z, b.z);
}
std::string Code(const Sphere& s) { return fmt::format("Sphere({}, {})", Code(s.position), Code(s.radius)); }
std::string Code(const AABB& b) {
  const AABB rebuilt(b.min, b.max);
  if (SameBits(rebuilt.min, b.min) && SameBits(rebuilt.max, b.max)) {
    return fmt::format("AABB({}, {})", Code(b.min), Code(b.max));
  }
  return fmt::format("[] {{ AABB b; b.min = {}; b.max = {}; return b; }}()", Code(b.min), Code(b.max));
}
std::string Code(const Plane& p) {
  if (SameBits(Plane(p.normal, p.distance).normal, p.normal)) {
    return fmt::format("Plane({}, {})", Code(p.normal), Code(p.distance));
  }
  return fmt::format("[] {{ Plane p; p.normal = {}; p.distance = {}; return p; }}()", Code(p.normal), Code(p.distance));
}
std::string Code(const Line& l) { return fmt::format("Line({}, {})", Code(l.start), Code(l.end)); }
std::string Code(const Ray& r) {
  if (SameBits(Ray(r.position, r.direction).direction, r.direction)) {
    return fmt::format("Ray({}, {})", Code(r.position), Code(r.direction));
  }
  return fmt::format("[] {{ Ray r; r.position = {}; r.direction = {}; return r; }}()", Code(r.position),
                     Code(r.direction));
}
std::string Code(const Triangle& t) { return fmt::format("Triangle({}, {}, {})", Code(t.p0), Code(t.p1), Code(t.p2)); }
std::string Code(const OBB& b) {
  return fmt::format("[] {{ OBB b; b.center = {}; b.axes = glm::mat3({}, {}, {}); b.half_extents = {}; return b; }}()",
                     Code(b.center), Code(b.axes[0]), Code(b.axes[1]), Code(b.axes[2]), Code(b.half_extents));
}
std::string Code(const Capsule& c) {
  return fmt::format("Capsule{{{}, {}, {}}}", Code(c.start), Code(c.end), Code(c.radius));
}
std::string Code(const Cylinder& c) {
  return fmt::format("Cylinder{{{}, {}, {}}}", Code(c.start), Code(c.end), Code(c.radius));
}
std::string Code(const Frustum& f) {
  std::string planes;
  for (const Plane& p : f.planes) planes += (planes.empty() ? "" : ", ") + Code(p);
  return fmt::format("[] {{ Frustum f; f.planes = {{{{{}}}}}; return f; }}()", planes);
}
// A box used as a polyhedron.
struct BoxPolyhedron {
  AABB box;
};
std::string Code(const BoxPolyhedron& b) { return fmt::format("ConvexPolyhedron::FromAABB({})", Code(b.box)); }

template <class... A>
std::string Call(const char* function, const std::tuple<A...>& args) {
  std::string list;
  std::apply([&](const auto&... a) { ((list += (list.empty() ? "" : ", ") + Code(a)), ...); }, args);
  return fmt::format("{}({})", function, list);
}

// ---- The floats of every shape, for injecting special values and measuring magnitude ------------------

void Slots(glm::vec3& v, std::vector<float*>& out) {
  for (int i = 0; i < 3; ++i) out.push_back(&v[i]);
}
void Slots(Sphere& s, std::vector<float*>& out) {
  Slots(s.position, out);
  out.push_back(&s.radius);
}
void Slots(AABB& b, std::vector<float*>& out) {
  Slots(b.min, out);
  Slots(b.max, out);
}
void Slots(Plane& p, std::vector<float*>& out) {
  Slots(p.normal, out);
  out.push_back(&p.distance);
}
void Slots(Line& l, std::vector<float*>& out) {
  Slots(l.start, out);
  Slots(l.end, out);
}
void Slots(Ray& r, std::vector<float*>& out) {
  Slots(r.position, out);
  Slots(r.direction, out);
}
void Slots(Triangle& t, std::vector<float*>& out) {
  Slots(t.p0, out);
  Slots(t.p1, out);
  Slots(t.p2, out);
}
void Slots(OBB& b, std::vector<float*>& out) {
  Slots(b.center, out);
  for (int i = 0; i < 3; ++i) Slots(b.axes[i], out);
  Slots(b.half_extents, out);
}
template <class Round>  // Capsule and Cylinder: start, end, radius
requires std::same_as<Round, Capsule> || std::same_as<Round, Cylinder>
void Slots(Round& r, std::vector<float*>& out) {
  Slots(r.start, out);
  Slots(r.end, out);
  out.push_back(&r.radius);
}
void Slots(Frustum& f, std::vector<float*>& out) {
  for (Plane& p : f.planes) Slots(p, out);
}
void Slots(BoxPolyhedron& b, std::vector<float*>& out) { Slots(b.box, out); }

template <class... A>
std::vector<float*> AllSlots(std::tuple<A...>& args) {
  std::vector<float*> slots;
  std::apply([&](auto&... a) { (Slots(a, slots), ...); }, args);
  return slots;
}
template <class... A>
bool AnyNaN(std::tuple<A...> args) {
  for (float* f : AllSlots(args)) {
    if (std::isnan(*f)) return true;
  }
  return false;
}
template <class... A>
bool AllFinite(std::tuple<A...> args) {
  for (float* f : AllSlots(args)) {
    if (!std::isfinite(*f)) return false;
  }
  return true;
}
// The largest |coordinate| (or radius or plane distance) of the case; normals and directions do not count.
// NaN is skipped (std::fmax).
float Max(float a, float b) { return std::fmax(a, b); }
float Max(float a, float b, float c) { return Max(Max(a, b), c); }
float Magnitude(const glm::vec3& v) { return Max(std::abs(v.x), std::abs(v.y), std::abs(v.z)); }
float Magnitude(const Sphere& s) { return Max(Magnitude(s.position), std::abs(s.radius)); }
float Magnitude(const AABB& b) { return Max(Magnitude(b.min), Magnitude(b.max)); }
float Magnitude(const Plane& p) { return std::abs(p.distance); }
float Magnitude(const Line& l) { return Max(Magnitude(l.start), Magnitude(l.end)); }
float Magnitude(const Ray& r) { return Magnitude(r.position); }
float Magnitude(const Triangle& t) { return Max(Magnitude(t.p0), Magnitude(t.p1), Magnitude(t.p2)); }
float Magnitude(const OBB& b) { return Max(Magnitude(b.center), Magnitude(b.half_extents)); }
template <class Round>
requires std::same_as<Round, Capsule> || std::same_as<Round, Cylinder>
float Magnitude(const Round& r) { return Max(Magnitude(r.start), Magnitude(r.end), std::abs(r.radius)); }
float Magnitude(const Frustum& f) {
  float m = 0.0f;
  for (const Plane& p : f.planes) m = Max(m, Magnitude(p));
  return m;
}
float Magnitude(const BoxPolyhedron& b) { return Magnitude(b.box); }
template <class... A>
float Magnitude(const std::tuple<A...>& args) {
  float m = 0.0f;
  std::apply([&](const auto&... a) { ((m = Max(m, Magnitude(a))), ...); }, args);
  return m;
}

// Uniform scaling about the origin: every coordinate times s (directions and normals unchanged).
glm::vec3 Scaled(const glm::vec3& v, float s) { return v * s; }
Sphere Scaled(const Sphere& x, float s) { return Sphere(x.position * s, x.radius * s); }
AABB Scaled(const AABB& x, float s) { return AABB(x.min * s, x.max * s); }
Plane Scaled(Plane x, float s) {
  x.distance *= s;
  return x;
}
[[maybe_unused]] Line Scaled(const Line& x, float s) { return Line(x.start * s, x.end * s); }
Ray Scaled(Ray x, float s) {
  x.position *= s;
  return x;
}
Triangle Scaled(const Triangle& x, float s) { return Triangle(x.p0 * s, x.p1 * s, x.p2 * s); }
OBB Scaled(OBB x, float s) {
  x.center *= s;
  x.half_extents *= s;
  return x;
}
template <class Round>
requires std::same_as<Round, Capsule> || std::same_as<Round, Cylinder> Round Scaled(Round x, float s) {
  return {x.start * s, x.end * s, x.radius * s};
}
Frustum Scaled(Frustum x, float s) {
  for (Plane& p : x.planes) p = Scaled(p, s);
  return x;
}
[[maybe_unused]] BoxPolyhedron Scaled(const BoxPolyhedron& x, float s) { return {Scaled(x.box, s)}; }
template <class... A>
std::tuple<A...> Scaled(const std::tuple<A...>& args, float s) {
  return std::apply([&](const auto&... a) { return std::tuple<A...>(Scaled(a, s)...); }, args);
}

// Shapes grown (amount > 0) or shrunk by about amount. Points, segments and rays stay as they are.
glm::vec3 Grown(const glm::vec3& v, float) { return v; }
Sphere Grown(const Sphere& x, float a) { return Sphere(x.position, std::max(x.radius + a, 0.0f)); }
AABB Grown(const AABB& x, float a) {
  AABB b;
  b.min = glm::min(x.min - a, x.Center());
  b.max = glm::max(x.max + a, x.Center());
  return b;
}
// A plane stays: shifting it could cancel a sphere's growth (on its back side) and hide a touching case.
Plane Grown(const Plane& x, float) { return x; }
[[maybe_unused]] Line Grown(const Line& x, float) { return x; }
Ray Grown(const Ray& x, float) { return x; }
Triangle Grown(const Triangle& x, float a) {
  const Point c = (x.p0 + x.p1 + x.p2) / 3.0f;
  const float reach = std::max({Magnitude(x.p0 - c), Magnitude(x.p1 - c), Magnitude(x.p2 - c)});
  if (!(reach > 0.0f)) return x;
  const float f = std::max(1.0f + a / reach, 0.0f);
  return Triangle(c + (x.p0 - c) * f, c + (x.p1 - c) * f, c + (x.p2 - c) * f);
}
OBB Grown(OBB x, float a) {
  x.half_extents = glm::max(x.half_extents + a, glm::vec3(0.0f));
  return x;
}
Capsule Grown(Capsule x, float a) {
  x.radius = std::max(x.radius + a, 0.0f);
  return x;
}
Cylinder Grown(Cylinder x, float a) {  // wider, and longer at both caps
  const glm::vec3 axis = x.end - x.start;
  const float length = glm::length(axis);
  if (length > 0.0f) {
    x.start -= axis * (a / length);
    x.end += axis * (a / length);
  }
  x.radius = std::max(x.radius + a, 0.0f);
  return x;
}
Frustum Grown(Frustum x, float a) {
  for (Plane& p : x.planes) p.distance -= a;  // inside is dot(n, p) >= distance
  return x;
}
[[maybe_unused]] BoxPolyhedron Grown(const BoxPolyhedron& x, float a) { return {Grown(x.box, a)}; }
template <class... A>
std::tuple<A...> Grown(const std::tuple<A...>& args, float a) {
  return std::apply([&](const auto&... x) { return std::tuple<A...>(Grown(x, a)...); }, args);
}

// ---- Distances in double, for "lies on the shape" ------------------------------------------------------

using glm::dvec3;
double DistanceToSegment(const dvec3& p, const dvec3& a, const dvec3& b) {
  const dvec3 ab = b - a;
  const double length_squared = glm::dot(ab, ab);
  const double t = length_squared > 0.0 ? std::clamp(glm::dot(p - a, ab) / length_squared, 0.0, 1.0) : 0.0;
  return glm::length(p - (a + ab * t));
}
double DistanceToTriangle(const Point& point, const Triangle& triangle) {
  const dvec3 p(point), a(triangle.p0), b(triangle.p1), c(triangle.p2);
  const dvec3 n = glm::cross(b - a, c - a);
  const double nn = glm::dot(n, n);
  if (nn > 0.0) {
    const double u = glm::dot(glm::cross(c - b, p - b), n), v = glm::dot(glm::cross(a - c, p - c), n),
                 w = glm::dot(glm::cross(b - a, p - a), n);
    if (u >= 0.0 && v >= 0.0 && w >= 0.0) return std::abs(glm::dot(p - a, n)) / std::sqrt(nn);
  }
  return std::min({DistanceToSegment(p, a, b), DistanceToSegment(p, b, c), DistanceToSegment(p, c, a)});
}
double DistanceToSphereSurface(const Point& p, const Sphere& s) {
  return std::abs(glm::length(dvec3(p) - dvec3(s.position)) - static_cast<double>(s.radius));
}
// Distance to the box's surface, from inside or outside.
double DistanceToBoxSurface(const Point& point, const AABB& box) {
  const dvec3 p(point), lo(box.min), hi(box.max);
  const dvec3 outside = glm::max(glm::max(lo - p, p - hi), dvec3(0.0));
  if (glm::dot(outside, outside) > 0.0) return glm::length(outside);
  const dvec3 inside = glm::min(p - lo, hi - p);
  return std::min({inside.x, inside.y, inside.z});
}
double DistanceToPlane(const Point& p, const Plane& plane) {
  return std::abs(glm::dot(dvec3(plane.normal), dvec3(p)) - static_cast<double>(plane.distance));
}

// ---- The seeded generator ------------------------------------------------------------------------------

enum class Kind { kOrdinary, kLattice, kDegenerate, kSpecial, kScaled };
const char* KindName(Kind kind) {
  switch (kind) {
    case Kind::kOrdinary: return "ordinary";
    case Kind::kLattice: return "touching (half-unit lattice)";
    case Kind::kDegenerate: return "degenerate";
    case Kind::kSpecial: return "NaN, inf or denormal";
    case Kind::kScaled: return "scaled";
  }
  return "?";
}

class Gen {
 public:
  explicit Gen(std::uint32_t seed) : rng_(seed) {}

  // Chooses the next case's kind and scale.
  void NextCase() {
    const int roll = Int(0, 99);
    kind = roll < 30   ? Kind::kOrdinary
           : roll < 50 ? Kind::kLattice
           : roll < 65 ? Kind::kDegenerate
           : roll < 80 ? Kind::kSpecial
                       : Kind::kScaled;
    scale = kind == Kind::kScaled ? std::pow(10.0f, Uniform(-14.0f, 14.0f)) : 1.0f;
  }
  bool Lattice() const { return kind == Kind::kLattice; }
  bool Degenerate(double p = 0.5) { return kind == Kind::kDegenerate && Chance(p); }

  float Uniform(float lo, float hi) { return std::uniform_real_distribution<float>(lo, hi)(rng_); }
  int Int(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }
  bool Chance(double p) { return std::bernoulli_distribution(p)(rng_); }
  float Half(float lo, float hi) {  // a multiple of 0.5 in [lo, hi]
    return static_cast<float>(Int(static_cast<int>(std::ceil(lo * 2)), static_cast<int>(std::floor(hi * 2)))) * 0.5f;
  }

  float Coordinate(float range = 3.0f) { return (Lattice() ? Half(-range, range) : Uniform(-range, range)) * scale; }
  float Size(float lo, float hi) { return (Lattice() ? Half(std::max(lo, 0.5f), hi) : Uniform(lo, hi)) * scale; }
  Point P(float range = 3.0f) { return {Coordinate(range), Coordinate(range), Coordinate(range)}; }
  glm::vec3 Direction() {
    if (Lattice() || Chance(0.1)) {
      glm::vec3 d(0.0f);
      while (d == glm::vec3(0.0f)) d = glm::vec3(Int(-1, 1), Int(-1, 1), Int(-1, 1));
      return d;
    }
    glm::vec3 d(0.0f);
    while (!(glm::dot(d, d) > 1e-3f)) d = glm::vec3(Uniform(-1, 1), Uniform(-1, 1), Uniform(-1, 1));
    return d;
  }
  Sphere MakeSphere() { return Sphere(P(), Degenerate() ? 0.0f : Size(0.05f, 2.5f)); }
  AABB MakeBox() {
    const Point c = P();
    glm::vec3 e(Size(0.05f, 2.5f), Size(0.05f, 2.5f), Size(0.05f, 2.5f));
    if (Degenerate(0.7)) {
      e[Int(0, 2)] = 0.0f;  // flat
      if (Chance(0.3)) e[Int(0, 2)] = 0.0f;
    }
    return AABB(c - e, c + e);
  }
  Plane MakePlane() {
    if (Degenerate(0.4)) {
      const Point a = P(), b = P();
      return Plane(a, b, a + (b - a) * 2.0f);  // collinear: the degenerate plane
    }
    return Plane(Direction(), Coordinate(2.0f));
  }
  Line MakeLine() {
    const Point a = P(4.0f);
    return Line(a, Degenerate() ? a : P(4.0f));
  }
  Ray MakeRay() {
    const Point origin = P(5.0f);
    if (Degenerate(0.3)) return Ray(origin, glm::vec3(0.0f));
    if (Chance(0.3)) return Ray(origin, Direction());
    const Point target = P(1.5f);
    return Ray(origin, target == origin ? Direction() : target - origin);
  }
  Triangle MakeTriangle() {
    const Point a = P(), b = P();
    if (Degenerate(0.7)) {
      switch (Int(0, 2)) {
        case 0: return Triangle(a, b, a + (b - a) * Half(-1.0f, 2.0f));  // collinear
        case 1: return Triangle(a, a, b);                                // two corners equal
        default: return Triangle(a, a, a);                               // a point
      }
    }
    return Triangle(a, b, P());
  }
  OBB MakeOBB() {
    OBB box;
    box.center = P();
    box.axes = glm::mat3(glm::rotate(glm::mat4(1.0f), Uniform(0.0f, 6.3f), Direction()));
    box.half_extents = glm::vec3(Size(0.05f, 2.5f), Size(0.05f, 2.5f), Size(0.05f, 2.5f));
    if (Degenerate(0.5)) box.half_extents[Int(0, 2)] = 0.0f;  // flat
    return box;
  }
  template <class Round>
  Round MakeRound() {
    const Point a = P();
    return {a, Degenerate(0.5) ? a : P(), Degenerate(0.3) ? 0.0f : Size(0.05f, 1.5f)};
  }
  Frustum MakeFrustum() {
    const glm::dmat4 projection = glm::perspective(static_cast<double>(Uniform(0.5f, 1.5f)), 1.0 + Uniform(0, 1),
                                                   static_cast<double>(Uniform(0.05f, 0.5f)) * scale,
                                                   static_cast<double>(Uniform(4.0f, 10.0f)) * scale);
    const glm::dmat4 view = glm::lookAt(glm::dvec3(P()), glm::dvec3(P()) + glm::dvec3(Direction()),
                                        glm::dvec3(0, 1, 0) + glm::dvec3(0.01, 0, 0.02));
    return Frustum::FromMatrix(projection * view);
  }

  // For kSpecial cases: one or two of the case's floats become NaN, an infinity or a denormal.
  template <class... A>
  void Inject(std::tuple<A...>& args) {
    static constexpr std::array<float, 8> kValues = {std::numeric_limits<float>::quiet_NaN(),
                                                     std::numeric_limits<float>::infinity(),
                                                     -std::numeric_limits<float>::infinity(),
                                                     std::numeric_limits<float>::denorm_min(),
                                                     -1e-40f,
                                                     3e-39f,
                                                     std::numeric_limits<float>::max(),
                                                     std::numeric_limits<float>::quiet_NaN()};
    const std::vector<float*> slots = AllSlots(args);
    const int count = Chance(0.3) ? 2 : 1;
    for (int i = 0; i < count; ++i) {
      *slots[static_cast<std::size_t>(Int(0, static_cast<int>(slots.size()) - 1))] =
          kValues[Int(0, kValues.size() - 1)];
    }
  }

  Kind kind = Kind::kOrdinary;
  float scale = 1.0f;

 private:
  std::mt19937 rng_;
};

// ---- Failure reports -----------------------------------------------------------------------------------

std::uint32_t Hash(const std::string& text) {
  std::uint32_t h = 2166136261u;
  for (char c : text) h = (h ^ static_cast<unsigned char>(c)) * 16777619u;
  return h;
}

class Report {
 public:
  Report() {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    test_ = fmt::format("{}.{}", info->test_suite_name(), info->name());
  }
  ~Report() {
    if (failures_ > kShown) ADD_FAILURE() << test_ << ": " << failures_ - kShown << " more failures not shown";
  }
  std::uint32_t SeedForTest() const { return Seed() ^ Hash(test_); }
  void Begin(int index, Kind kind, std::string call) {
    index_ = index;
    kind_ = kind;
    call_ = std::move(call);
  }
  void Expect(bool ok, const std::string& what) {
    if (ok) return;
    if (++failures_ > kShown) return;
    ADD_FAILURE() << what << "\n  case " << index_ << " (" << KindName(kind_) << "), LAB_PROPERTY_SEED=" << Seed()
                  << " --gtest_filter=" << test_ << "\n  input: " << call_ << ";";
  }

 private:
  static constexpr int kShown = 6;
  std::string test_, call_;
  int index_ = 0;
  Kind kind_ = Kind::kOrdinary;
  int failures_ = 0;
};

bool Finite(const glm::vec3& v) { return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z); }

// The shared part of every run: kCases cases of make(gen), some with special values injected, each handed
// to check(args, case) with the report primed to print the call.
struct Case {
  Report& report;
  Gen& gen;
  bool nan = false;        // NaN somewhere in the input
  bool in_range = false;   // finite, and every coordinate within the documented range (or zero)
  float magnitude = 0.0f;  // the largest |coordinate| of the input
  float tolerance = 0.0f;  // for points on shapes
  void Expect(bool ok, const std::string& what) { report.Expect(ok, what); }
};

template <class Make, class Check>
void ForCases(const char* function, Make make, Check check, int cases = kCases) {
  Report report;
  Gen gen(report.SeedForTest());
  for (int i = 0; i < cases; ++i) {
    gen.NextCase();
    auto args = make(gen);
    if (gen.kind == Kind::kSpecial) gen.Inject(args);
    report.Begin(i, gen.kind, Call(function, args));
    Case c{report, gen};
    c.nan = AnyNaN(args);
    c.magnitude = Magnitude(args);
    c.in_range = AllFinite(args) && c.magnitude <= kRangeMax && gen.kind != Kind::kSpecial;
    c.tolerance = kRelativeTolerance * c.magnitude;
    check(args, c);
  }
}

// The same case narrowed to some of its arguments (NaN, range and magnitude of those alone).
template <class... A>
Case Part(const Case& c, const std::tuple<A...>& part) {
  Case narrowed{c.report, c.gen};
  narrowed.nan = AnyNaN(part);
  narrowed.magnitude = Magnitude(part);
  narrowed.in_range = AllFinite(part) && narrowed.magnitude <= kRangeMax && c.gen.kind != Kind::kSpecial;
  narrowed.tolerance = kRelativeTolerance * narrowed.magnitude;
  return narrowed;
}

// A boolean test: NaN in gives false; the equivalent calls (other argument orders) agree; and, when
// scale_invariant, a case not near a boundary keeps its answer under uniform scaling within the range.
template <class Args, class F>
bool CheckPredicate(const Args& args, Case& c, F f, const std::vector<std::function<bool(const Args&)>>& equivalents,
                    bool scale_invariant = true) {
  const bool answer = f(args);
  if (c.nan) c.Expect(!answer, fmt::format("NaN in the input, but the answer is true"));
  // Outside the range (infinities, 3e38) the order of the arithmetic may decide: no agreement is promised.
  for (std::size_t i = 0; (c.in_range || c.nan) && i < equivalents.size(); ++i) {
    c.Expect(equivalents[i](args) == answer,
             fmt::format("another argument order (#{}) answers {}, this one {}", i + 1, !answer, answer));
  }
  if (!scale_invariant || !c.in_range || !(c.magnitude > 0.0f)) return answer;
  const float margin = kMargin * c.magnitude;
  if (f(Grown(args, margin)) != answer || f(Grown(args, -margin)) != answer) return answer;  // near a boundary
  for (const float s : kScales) {
    if (!(c.magnitude * s <= kRangeMax && c.magnitude * s >= kRangeMin)) continue;
    c.Expect(f(Scaled(args, s)) == answer, fmt::format("scaled by {:g} the answer turns {}", s, !answer));
  }
  return answer;
}

template <class... A>
auto Args(A... a) {
  return std::tuple<A...>(a...);
}

// ---- Chapter 1: points ---------------------------------------------------------------------------------

TEST(Property, PointInSphereAndClosestPoint) {
  ForCases(
      "PointInSphere",
      [](Gen& g) {
        const Sphere s = g.MakeSphere();
        const Point p = g.Chance(0.5) ? s.position + g.Direction() * (g.Lattice() ? s.radius : g.Size(0, 3)) : g.P();
        return Args(s, p);
      },
      [](const auto& args, Case& c) {
        const auto& [sphere, point] = args;
        const bool inside =
            CheckPredicate(args, c, [](const auto& a) { return PointInSphere(std::get<0>(a), std::get<1>(a)); }, {});
        if (sphere.radius == 0.0f) c.Expect(!inside, "a zero-radius sphere contains nothing");
        const Point closest = ClosestPoint(sphere, point);
        if (!c.in_range) return;
        c.Expect(Finite(closest), fmt::format("ClosestPoint(Sphere, Point) is {} for finite input", closest));
        c.Expect(DistanceToSphereSurface(closest, sphere) <= c.tolerance,
                 fmt::format("ClosestPoint(Sphere, Point) = {} is {:g} off the surface", closest,
                             DistanceToSphereSurface(closest, sphere)));
      });
}

TEST(Property, PointInAABBAndClosestPoint) {
  ForCases(
      "PointInAABB",
      [](Gen& g) {
        const AABB b = g.MakeBox();
        return Args(b, g.Chance(0.3) ? (g.Chance(0.5) ? b.min : b.max) : g.P());
      },
      [](const auto& args, Case& c) {
        const auto& [box, point] = args;
        const bool inside =
            CheckPredicate(args, c, [](const auto& a) { return PointInAABB(std::get<0>(a), std::get<1>(a)); }, {});
        const Point closest = ClosestPoint(box, point);
        if (inside) c.Expect(closest == point, "a point inside is its own closest point");
        if (!c.in_range) return;
        c.Expect(glm::all(glm::greaterThanEqual(closest, box.min)) && glm::all(glm::lessThanEqual(closest, box.max)),
                 fmt::format("ClosestPoint(AABB, Point) = {} is outside the box", closest));
      });
}

TEST(Property, PlanePointFunctions) {
  ForCases(
      "PointOnPlane",
      [](Gen& g) {
        const Plane plane = g.MakePlane();
        Point p = g.P();
        if (g.Chance(0.4)) {  // near the plane: within a few tolerances
          p = p - plane.normal * (glm::dot(plane.normal, p) - plane.distance) +
              plane.normal * (g.Uniform(-3, 3) * kPointOnPlaneEpsilon);
        }
        return Args(p, plane);
      },
      [](const auto& args, Case& c) {
        const auto& [point, plane] = args;
        const bool on = PointOnPlane(point, plane);
        if (c.nan) c.Expect(!on, "NaN in the input, but PointOnPlane is true");
        if (plane.IsDegenerate()) c.Expect(!on, "a degenerate plane contains no point");
        const float distance = DistanceFromPlane(point, plane);
        const Point closest = ClosestPoint(plane, point);
        if (!c.in_range) return;
        c.Expect(std::isfinite(distance), "DistanceFromPlane is not finite for finite input");
        c.Expect(Finite(closest), "ClosestPoint(Plane, Point) is not finite for finite input");
        const double exact = glm::dot(dvec3(plane.normal), dvec3(point)) - static_cast<double>(plane.distance);
        c.Expect(std::abs(distance - exact) <= c.tolerance,
                 fmt::format("DistanceFromPlane = {:g}, in double {:g}", distance, exact));
        if (!plane.IsDegenerate()) {
          c.Expect(DistanceToPlane(closest, plane) <= c.tolerance,
                   fmt::format("ClosestPoint(Plane, Point) = {} is {:g} off the plane", closest,
                               DistanceToPlane(closest, plane)));
          // The definition, outside +-10% of the tolerance (and of float rounding at this magnitude).
          const double slack = 0.1 * kPointOnPlaneEpsilon + c.tolerance;
          if (std::abs(exact) < kPointOnPlaneEpsilon - slack) c.Expect(on, "within the tolerance but not on the plane");
          if (std::abs(exact) > kPointOnPlaneEpsilon + slack) c.Expect(!on, "beyond the tolerance but on the plane");
        } else {
          c.Expect(closest == point, "a degenerate plane's closest point is the point itself");
        }
      });
}

TEST(Property, ThePointOfThreePlanes) {
  ForCases(
      "Intersection", [](Gen& g) { return Args(g.MakePlane(), g.MakePlane(), g.MakePlane()); },
      [](const auto& args, Case& c) {
        const auto& [p1, p2, p3] = args;
        Point result(7.0f);
        const bool found = Intersection(p1, p2, p3, result);
        if (c.nan) c.Expect(!found, "NaN in the input, but Intersection is true");
        if (!found) {
          c.Expect(result == Point(7.0f), "a miss changed the result");
          return;
        }
        // Every order of the planes finds the same point, within rounding magnified by the condition (1 / det).
        const double det = std::abs(glm::dot(dvec3(p1.normal), glm::cross(dvec3(p2.normal), dvec3(p3.normal))));
        const double condition = std::max(1.0, 1e-2 / det);
        const std::array<std::array<const Plane*, 3>, 5> orders = {
            {{&p2, &p3, &p1}, {&p3, &p1, &p2}, {&p2, &p1, &p3}, {&p1, &p3, &p2}, {&p3, &p2, &p1}}};
        for (const auto& order : orders) {
          Point other(7.0f);
          const bool also = Intersection(*order[0], *order[1], *order[2], other);
          // Outside the range (a normal of 3e38 overflows float's products) no agreement is promised.
          if (c.in_range && det > 1.01 * kThreePlaneDeterminantEpsilon) {
            c.Expect(also, "another order of the planes finds none");
          }
          if (c.in_range && also) {
            c.Expect(glm::length(dvec3(other) - dvec3(result)) <=
                         condition * (kRelativeTolerance * Magnitude(result) + c.tolerance),
                     fmt::format("another order finds {} instead of {}", other, result));
          }
        }
        if (!c.in_range) return;
        c.Expect(Finite(result), "Intersection's point is not finite for finite input");
        const double reach = condition * kRelativeTolerance * (Magnitude(result) + c.magnitude);
        for (const Plane* plane : {&p1, &p2, &p3}) {
          c.Expect(DistanceToPlane(result, *plane) <= reach,
                   fmt::format("the point {} is {:g} off a plane", result, DistanceToPlane(result, *plane)));
        }
      });
}

TEST(Property, PointOnLineAndClosestPoint) {
  ForCases(
      "PointOnLine",
      [](Gen& g) {
        const Line line = g.MakeLine();
        Point p = g.P(4.0f);
        if (g.Chance(0.4)) {
          p = line.start + line.ToVector() * g.Uniform(-0.2f, 1.2f) +
              glm::normalize(g.Direction()) * (g.Uniform(0, 3) * kPointOnLineEpsilon);
        }
        return Args(p, line);
      },
      [](const auto& args, Case& c) {
        const auto& [point, line] = args;
        const bool on = PointOnLine(point, line);
        if (c.nan) c.Expect(!on, "NaN in the input, but PointOnLine is true");
        float t = -7.0f;
        const Point closest = ClosestPoint(line, point, t);
        c.Expect(SameBits(ClosestPoint(line, point), closest), "the two-argument ClosestPoint(Line, Point) differs");
        if (line.start == line.end && Finite(line.start)) {
          c.Expect(closest == line.start && t == 0.0f, "a zero-length segment's closest point is its start, t = 0");
        }
        if (!c.in_range) return;
        c.Expect(Finite(closest) && t >= 0.0f && t <= 1.0f, fmt::format("closest {} with t = {:g}", closest, t));
        const double off = DistanceToSegment(dvec3(closest), dvec3(line.start), dvec3(line.end));
        c.Expect(off <= c.tolerance, fmt::format("ClosestPoint(Line) = {} is {:g} off the segment", closest, off));
        const double exact = DistanceToSegment(dvec3(point), dvec3(line.start), dvec3(line.end));
        c.Expect(glm::length(dvec3(point) - dvec3(closest)) <= exact + c.tolerance, "a nearer point of the segment");
        const double slack = 0.1 * kPointOnLineEpsilon + c.tolerance;
        if (exact < kPointOnLineEpsilon - slack) c.Expect(on, "within the tolerance but not on the segment");
        if (exact > kPointOnLineEpsilon + slack) c.Expect(!on, "beyond the tolerance but on the segment");
      });
}

TEST(Property, PointOnRayAndClosestPoint) {
  ForCases(
      "PointOnRay",
      [](Gen& g) {
        const Ray ray = g.MakeRay();
        Point p = g.P(4.0f);
        if (g.Chance(0.4)) p = ray.At(g.Size(0, 4) * (g.Chance(0.2) ? -1.0f : 1.0f));
        return Args(p, ray);
      },
      [](const auto& args, Case& c) {
        const auto& [point, ray] = args;
        const bool on = PointOnRay(point, ray);
        if (c.nan) c.Expect(!on, "NaN in the input, but PointOnRay is true");
        const Point closest = ClosestPoint(ray, point);
        if (!c.in_range) return;
        c.Expect(Finite(closest), "ClosestPoint(Ray) is not finite for finite input");
        const dvec3 from = dvec3(closest) - dvec3(ray.position), d(ray.direction);
        const double along = glm::dot(from, d);
        c.Expect(along >= -c.tolerance && glm::length(from - d * along) <= c.tolerance,
                 fmt::format("ClosestPoint(Ray) = {} is off the ray", closest));
        const dvec3 to_point = dvec3(point) - dvec3(ray.position);
        const double t = std::max(glm::dot(to_point, d), 0.0);
        const double exact = glm::length(to_point - d * t);
        const double slack = 0.1 * kPointOnLineEpsilon + c.tolerance;
        if (exact < kPointOnLineEpsilon - slack) c.Expect(on, "within the tolerance but not on the ray");
        if (exact > kPointOnLineEpsilon + slack) c.Expect(!on, "beyond the tolerance but on the ray");
      });
}

// ---- Chapter 2: static intersections -------------------------------------------------------------------

template <class A, class B>
bool Both(const std::tuple<A, B>& args) {
  return Intersects(std::get<0>(args), std::get<1>(args));
}
template <class A, class B>
bool Swapped(const std::tuple<A, B>& args) {
  return Intersects(std::get<1>(args), std::get<0>(args));
}

TEST(Property, SphereSphere) {
  ForCases(
      "Intersects", [](Gen& g) { return Args(g.MakeSphere(), g.MakeSphere()); },
      [](const auto& args, Case& c) {
        using T = std::decay_t<decltype(args)>;
        const bool hit = CheckPredicate(args, c, Both<Sphere, Sphere>, {Swapped<Sphere, Sphere>});
        if (c.in_range) {
          const auto& [a, b] = args;
          const double gap = glm::length(dvec3(a.position) - dvec3(b.position)) - a.radius - b.radius;
          if (std::abs(gap) > c.tolerance) c.Expect(hit == (gap < 0.0), "disagrees with the distance in double");
        }
        (void)sizeof(T);
      });
}

TEST(Property, SphereAABB) {
  ForCases(
      "Intersects", [](Gen& g) { return Args(g.MakeSphere(), g.MakeBox()); },
      [](const auto& args, Case& c) {
        const bool hit = CheckPredicate(args, c, Both<Sphere, AABB>, {Swapped<Sphere, AABB>});
        if (c.in_range) {
          const auto& [s, b] = args;
          const dvec3 p(s.position);
          const double gap = glm::length(p - glm::clamp(p, dvec3(b.min), dvec3(b.max))) - s.radius;
          if (std::abs(gap) > c.tolerance) c.Expect(hit == (gap < 0.0), "disagrees with the distance in double");
        }
      });
}

TEST(Property, SpherePlane) {
  ForCases(
      "Intersects", [](Gen& g) { return Args(g.MakeSphere(), g.MakePlane()); },
      [](const auto& args, Case& c) {
        const bool hit = CheckPredicate(args, c, Both<Sphere, Plane>, {Swapped<Sphere, Plane>});
        const auto& [s, plane] = args;
        if (plane.IsDegenerate()) c.Expect(!hit, "a degenerate plane meets nothing");
      });
}

TEST(Property, AABBAABB) {
  ForCases(
      "Intersects", [](Gen& g) { return Args(g.MakeBox(), g.MakeBox()); },
      [](const auto& args, Case& c) { CheckPredicate(args, c, Both<AABB, AABB>, {Swapped<AABB, AABB>}); });
}

TEST(Property, AABBPlane) {
  ForCases(
      "Intersects", [](Gen& g) { return Args(g.MakeBox(), g.MakePlane()); },
      [](const auto& args, Case& c) {
        const bool hit = CheckPredicate(args, c, Both<AABB, Plane>, {Swapped<AABB, Plane>});
        if (std::get<1>(args).IsDegenerate()) c.Expect(!hit, "a degenerate plane meets nothing");
      });
}

TEST(Property, PlanePlane) {
  ForCases(
      "Intersects", [](Gen& g) { return Args(g.MakePlane(), g.Chance(0.2) ? g.MakePlane() : g.MakePlane()); },
      [](const auto& args, Case& c) {
        const bool hit = CheckPredicate(args, c, Both<Plane, Plane>, {Swapped<Plane, Plane>});
        if (std::get<0>(args).IsDegenerate() || std::get<1>(args).IsDegenerate()) {
          c.Expect(!hit, "a degenerate plane meets nothing");
        }
        c.Expect(!Intersects(std::get<0>(args), std::get<0>(args)), "a plane meets itself");
      });
}

// ---- Chapter 3 and 4: raycasts and line tests ----------------------------------------------------------

double DistanceToSurface(const Point& p, const Sphere& s) { return DistanceToSphereSurface(p, s); }
double DistanceToSurface(const Point& p, const AABB& b) { return DistanceToBoxSurface(p, b); }
double DistanceToSurface(const Point& p, const Plane& plane) { return DistanceToPlane(p, plane); }
double DistanceToSurface(const Point& p, const Triangle& t) { return DistanceToTriangle(p, t); }
double DistanceToSurface(const Point& p, const OBB& b) {  // the box's surface, in its own frame
  const dvec3 offset = dvec3(p) - dvec3(b.center);
  const Point local(glm::dot(offset, dvec3(b.axes[0])), glm::dot(offset, dvec3(b.axes[1])),
                    glm::dot(offset, dvec3(b.axes[2])));
  return DistanceToBoxSurface(local, AABB(-b.half_extents, b.half_extents));
}
double DistanceToSurface(const Point& p, const Capsule& c) {
  return std::abs(DistanceToSegment(dvec3(p), dvec3(c.start), dvec3(c.end)) - c.radius);
}
double DistanceToSurface(const Point& p, const Cylinder& c) {
  const dvec3 axis = dvec3(c.end) - dvec3(c.start), offset = dvec3(p) - dvec3(c.start);
  const double length = glm::length(axis);
  const double along = glm::dot(offset, axis) / length, across = glm::length(offset - axis * (along / length));
  const double outward = std::max(across - c.radius, 0.0), past = std::max({-along, along - length, 0.0});
  if (outward > 0.0 || past > 0.0) return std::sqrt(outward * outward + past * past);
  return std::min({c.radius - across, along, length - along});
}

// Raycast(ray, shape, t): t rules, the hit on the surface, NaN misses, and under scaling the same answer
// with t scaled alike.
template <class Shape>
void CheckRaycast(const std::tuple<Ray, Shape>& args, Case& c) {
  const auto& [ray, shape] = args;
  float t = 123.0f;
  const bool hit = Raycast(ray, shape, t);
  if (c.nan) c.Expect(!hit, "NaN in the input, but the ray hits");
  if (!hit) {
    c.Expect(t == -1.0f, fmt::format("a miss sets t = {:g}, not -1", t));
  } else {
    c.Expect(std::isfinite(t) && t >= 0.0f, fmt::format("a hit at t = {:g}", t));
    c.Expect(Raycast(ray, shape) == t, "the convenience overload gives another t");
  }
  if (!c.in_range) return;
  if (hit) {
    const Point at = ray.At(t);
    // A hit point is rounded along the ray by about t's rounding: allow for t as well as the coordinates.
    const double reach = c.tolerance + kRelativeTolerance * t;
    c.Expect(Finite(at) && DistanceToSurface(at, shape) <= reach,
             fmt::format("the hit point {} (t = {:g}) is {:g} off the surface", at, t, DistanceToSurface(at, shape)));
  }
  if (!(c.magnitude > 0.0f)) return;
  const auto cast = [](const std::tuple<Ray, Shape>& a) {
    float tt = -1.0f;
    return Raycast(std::get<0>(a), std::get<1>(a), tt) ? tt : -1.0f;
  };
  const float margin = kMargin * c.magnitude;
  if ((cast(Grown(args, margin)) >= 0.0f) != hit || (cast(Grown(args, -margin)) >= 0.0f) != hit) return;
  // t may differ by the case's rounding (2 margins) and by t's own rounding: a grazing ray's t is the distance
  // to the surface divided by a small cosine, so the numerator's rounding grows with t, not with the case.
  const auto t_tolerance = [&](float tt) { return 2.0f * margin + kRelativeTolerance * tt; };
  // The origin is a boundary too, which growing the shapes does not reach (a plane stays, a triangle grows
  // in its plane): on the surface, t jumps between 0 and the exit distance, or between 0 and a miss. Moving
  // the origin back and ahead along the ray by the margin moves a hit's t by exactly the margin the other
  // way; when the answer changes instead, or t jumps, the origin is within the margin of a surface.
  for (const float by : {-margin, margin}) {
    std::tuple<Ray, Shape> moved = args;
    std::get<0>(moved).position = ray.At(by);
    const float moved_t = cast(moved);
    if ((moved_t >= 0.0f) != hit || (hit && std::abs(moved_t - (t - by)) > t_tolerance(t))) return;
  }
  for (const float s : kScales) {
    if (!(c.magnitude * s <= kRangeMax && c.magnitude * s >= kRangeMin)) continue;
    const float scaled = cast(Scaled(args, s));
    c.Expect((scaled >= 0.0f) == hit, fmt::format("scaled by {:g} the ray {}", s, hit ? "misses" : "hits"));
    if (hit && scaled >= 0.0f) {
      c.Expect(std::abs(scaled - t * s) <= t_tolerance(t) * s,
               fmt::format("scaled by {:g}, t = {:g} instead of {:g}", s, scaled, t * s));
    }
  }
}

// LineTest(line, shape, result): the result on the segment and on the surface; a miss leaves it alone.
template <class Shape>
void CheckLineTest(const std::tuple<Line, Shape>& args, Case& c) {
  const auto& [line, shape] = args;
  Point result(7.0f);
  const bool hit = LineTest(line, shape, result);
  if (c.nan) c.Expect(!hit, "NaN in the input, but the line test hits");
  if (line.start == line.end) c.Expect(!hit, "a zero-length segment meets nothing");
  if (!hit) {
    c.Expect(result == Point(7.0f), "a miss changed the result");
    return;
  }
  if (!c.in_range) return;
  const double length = glm::length(dvec3(line.end) - dvec3(line.start));
  const double reach = c.tolerance + kRelativeTolerance * length;
  c.Expect(Finite(result) && DistanceToSegment(dvec3(result), dvec3(line.start), dvec3(line.end)) <= reach,
           fmt::format("the result {} is off the segment", result));
  c.Expect(DistanceToSurface(result, shape) <= reach,
           fmt::format("the result {} is {:g} off the surface", result, DistanceToSurface(result, shape)));
}

template <class Shape, class MakeShape>
void RunRaycastAndLineTest(MakeShape make_shape) {
  ForCases(
      "Raycast", [&](Gen& g) { return Args(g.MakeRay(), make_shape(g)); },
      [](const auto& args, Case& c) { CheckRaycast<Shape>(args, c); });
  ForCases(
      "LineTest", [&](Gen& g) { return Args(g.MakeLine(), make_shape(g)); },
      [](const auto& args, Case& c) { CheckLineTest<Shape>(args, c); });
}

TEST(Property, RaycastAndLineTestSphere) {
  RunRaycastAndLineTest<Sphere>([](Gen& g) { return g.MakeSphere(); });
}
TEST(Property, RaycastAndLineTestAABB) {
  RunRaycastAndLineTest<AABB>([](Gen& g) { return g.MakeBox(); });
}
TEST(Property, RaycastAndLineTestPlane) {
  RunRaycastAndLineTest<Plane>([](Gen& g) { return g.MakePlane(); });
}
TEST(Property, RaycastAndLineTestTriangle) {
  RunRaycastAndLineTest<Triangle>([](Gen& g) { return g.MakeTriangle(); });
}

// ---- Chapter 4: triangles ------------------------------------------------------------------------------

// The same triangle with its corners in every other order (rotated, and reversed).
std::array<Triangle, 5> Reorders(const Triangle& t) {
  return {Triangle(t.p1, t.p2, t.p0), Triangle(t.p2, t.p0, t.p1), Triangle(t.p0, t.p2, t.p1),
          Triangle(t.p2, t.p1, t.p0), Triangle(t.p1, t.p0, t.p2)};
}
// Equivalent calls: both argument orders, and the triangle's corners in every order.
template <class Other>
std::vector<std::function<bool(const std::tuple<Triangle, Other>&)>> TriangleEquivalents() {
  std::vector<std::function<bool(const std::tuple<Triangle, Other>&)>> result = {Swapped<Triangle, Other>};
  for (std::size_t i = 0; i < 5; ++i) {
    result.push_back(
        [i](const std::tuple<Triangle, Other>& a) { return Intersects(Reorders(std::get<0>(a))[i], std::get<1>(a)); });
  }
  return result;
}

TEST(Property, PointInTriangleAndClosestPoint) {
  ForCases(
      "PointInTriangle",
      [](Gen& g) {
        const Triangle t = g.MakeTriangle();
        Point p = g.P();
        if (g.Chance(0.5)) {  // in the triangle's plane, inside or near it
          const float u = g.Uniform(-0.2f, 1.0f), v = g.Uniform(-0.2f, 1.0f - u);
          p = t.p0 + (t.p1 - t.p0) * u + (t.p2 - t.p0) * v;
        }
        return Args(t, p);
      },
      [](const auto& args, Case& c) {
        const auto& [triangle, point] = args;
        const bool inside = PointInTriangle(triangle, point);
        if (c.nan) c.Expect(!inside, "NaN in the input, but PointInTriangle is true");
        // Outside the range (a corner at 3e38 or infinity) the order of the arithmetic may decide, as in
        // CheckPredicate: no agreement is promised there.
        for (const Triangle& other : Reorders(triangle)) {
          if (c.in_range || c.nan) {
            c.Expect(PointInTriangle(other, point) == inside, "another corner order answers differently");
          }
        }
        const Point closest = ClosestPoint(triangle, point);
        if (!c.in_range) return;
        const bool flat = !(glm::length(glm::cross(dvec3(triangle.p1) - dvec3(triangle.p0),
                                                   dvec3(triangle.p2) - dvec3(triangle.p0))) > 0.0);
        if (flat) c.Expect(!inside, "a degenerate triangle contains no point");
        c.Expect(Finite(closest), fmt::format("ClosestPoint(Triangle, Point) is {} for finite input", closest));
        const double off = DistanceToTriangle(closest, triangle);
        c.Expect(off <= c.tolerance, fmt::format("ClosestPoint(Triangle) = {} is {:g} off the triangle", closest, off));
        const double exact = DistanceToTriangle(point, triangle);
        c.Expect(glm::length(dvec3(closest) - dvec3(point)) <= exact + c.tolerance,
                 fmt::format("ClosestPoint(Triangle) = {} is not the nearest point (distance {:g})", closest, exact));
        if (inside) c.Expect(exact <= 1.1 * kPointOnPlaneEpsilon + c.tolerance, "inside, but far from the triangle");
      });
}

TEST(Property, TriangleSphere) {
  ForCases(
      "Intersects", [](Gen& g) { return Args(g.MakeTriangle(), g.MakeSphere()); },
      [](const auto& args, Case& c) {
        const bool hit = CheckPredicate(args, c, Both<Triangle, Sphere>, TriangleEquivalents<Sphere>());
        if (c.in_range) {
          const auto& [t, s] = args;
          const double gap = DistanceToTriangle(s.position, t) - s.radius;
          if (std::abs(gap) > c.tolerance) c.Expect(hit == (gap < 0.0), "disagrees with the distance in double");
        }
      });
}

TEST(Property, TriangleAABB) {
  ForCases(
      "Intersects", [](Gen& g) { return Args(g.MakeTriangle(), g.MakeBox()); },
      [](const auto& args, Case& c) { CheckPredicate(args, c, Both<Triangle, AABB>, TriangleEquivalents<AABB>()); });
}

TEST(Property, TrianglePlane) {
  ForCases(
      "Intersects", [](Gen& g) { return Args(g.MakeTriangle(), g.MakePlane()); },
      [](const auto& args, Case& c) {
        const bool hit =
            CheckPredicate(args, c, Both<Triangle, Plane>, TriangleEquivalents<Plane>(), /*scale_invariant=*/false);
        const auto& [t, plane] = args;
        if (plane.IsDegenerate()) c.Expect(!hit, "a degenerate plane meets nothing");
        if (!c.in_range || plane.IsDegenerate()) return;
        // The definition, outside +-10% of kPointOnPlaneEpsilon.
        const double slack = 0.1 * kPointOnPlaneEpsilon + c.tolerance;
        int front = 0, behind = 0, unsure = 0;
        for (const Point& p : {t.p0, t.p1, t.p2}) {
          const double d = glm::dot(dvec3(plane.normal), dvec3(p)) - static_cast<double>(plane.distance);
          if (d > kPointOnPlaneEpsilon + slack)
            ++front;
          else if (d < -kPointOnPlaneEpsilon - slack)
            ++behind;
          else if (std::abs(std::abs(d) - kPointOnPlaneEpsilon) <= slack)
            ++unsure;
        }
        if (unsure == 0) c.Expect(hit == (front < 3 && behind < 3), "disagrees with the distances in double");
      });
}

TEST(Property, TriangleTriangle) {
  ForCases(
      "Intersects", [](Gen& g) { return Args(g.MakeTriangle(), g.MakeTriangle()); },
      [](const auto& args, Case& c) {
        std::vector<std::function<bool(const std::tuple<Triangle, Triangle>&)>> equivalents =
            TriangleEquivalents<Triangle>();
        for (std::size_t i = 0; i < 5; ++i) {
          equivalents.push_back([i](const std::tuple<Triangle, Triangle>& a) {
            return Intersects(std::get<1>(a), Reorders(std::get<0>(a))[i]);
          });
        }
        CheckPredicate(args, c, Both<Triangle, Triangle>, equivalents);
      });
}

TEST(Property, SeparatingAxes) {
  ForCases(
      "TestAxis", [](Gen& g) { return Args(g.MakeTriangle(), g.MakeBox(), g.MakeTriangle(), g.Direction()); },
      [](const auto& args, Case& c) {
        const auto& [a, box, b, axis] = args;
        const bool box_apart = TestAxis(a, box, axis), triangles_apart = TestAxis(a, b, axis);
        if (Part(c, std::tuple<Triangle, AABB, glm::vec3>(a, box, axis)).nan) {
          c.Expect(!box_apart, "NaN in the input, but TestAxis(Triangle, AABB) is true");
        }
        if (Part(c, std::tuple<Triangle, Triangle, glm::vec3>(a, b, axis)).nan) {
          c.Expect(!triangles_apart, "NaN in the input, but TestAxis(Triangle, Triangle) is true");
        }
        c.Expect(TestAxis(b, a, axis) == triangles_apart, "TestAxis(a, b) and TestAxis(b, a) differ");
        if (!c.in_range) return;
        const Interval i = GetInterval(a, axis), j = GetInterval(box, axis);
        c.Expect(std::isfinite(i.min) && i.min <= i.max && std::isfinite(j.min) && j.min <= j.max,
                 "an interval is not finite or is inverted");
      });
}

// ---- Chapter 6: the frustum ----------------------------------------------------------------------------

TEST(Property, Frustum) {
  ForCases(
      "Intersects", [](Gen& g) { return Args(g.MakeFrustum(), g.MakeSphere(), g.MakeBox(), g.P(6.0f)); },
      [](const auto& args, Case& c) {
        const auto& [frustum, sphere, box, point] = args;
        const std::tuple<Frustum, Sphere> with_sphere_args(frustum, sphere);
        const std::tuple<Frustum, AABB> with_box_args(frustum, box);
        const std::tuple<Frustum, Point> with_point_args(frustum, point);
        Case sphere_case = Part(c, with_sphere_args), box_case = Part(c, with_box_args),
             point_case = Part(c, with_point_args);
        const bool with_sphere =
            CheckPredicate(with_sphere_args, sphere_case, Both<Frustum, Sphere>, {Swapped<Frustum, Sphere>});
        CheckPredicate(with_box_args, box_case, Both<Frustum, AABB>, {Swapped<Frustum, AABB>});
        CheckPredicate(with_point_args, point_case, Both<Frustum, Point>, {Swapped<Frustum, Point>});
        if (with_sphere || !sphere_case.in_range) return;
        // A sphere outside means its centre and a box around the sphere's centre point... are outside too.
        c.Expect(!Intersects(frustum, sphere.position), "the sphere misses but its centre is inside");
      });
}

// ---- Chapter 7: swept spheres --------------------------------------------------------------------------

template <class Sweep>
void CheckSweep(Sweep sweep, const std::tuple<Sphere, Point, Triangle>& args, Case& c) {
  const auto& [sphere, velocity, triangle] = args;
  SweepHit hit;
  hit.t = 123.0f;
  const bool found = sweep(sphere, velocity, triangle, hit);
  if (c.nan) c.Expect(!found, "NaN in the input, but the sweep hits");
  if (!found) {
    c.Expect(hit.t == -1.0f, fmt::format("a miss sets t = {:g}", hit.t));
    return;
  }
  c.Expect(std::isfinite(hit.t) && hit.t >= 0.0f && hit.t <= 1.0f, fmt::format("a hit at t = {:g}", hit.t));
  if (!c.in_range) return;
  const double reach = c.tolerance + kRelativeTolerance * glm::length(dvec3(velocity));
  c.Expect(
      Finite(hit.contact) && DistanceToTriangle(hit.contact, triangle) <= reach,
      fmt::format("the contact {} is {:g} off the triangle", hit.contact, DistanceToTriangle(hit.contact, triangle)));
  const dvec3 centre = dvec3(sphere.position) + dvec3(velocity) * static_cast<double>(hit.t);
  // At t = 0 the sphere may already overlap the triangle: the contact is then inside it.
  const double gap = glm::length(centre - dvec3(hit.contact)) - sphere.radius;
  const double off = hit.t == 0.0f ? std::max(gap, 0.0) : std::abs(gap);
  c.Expect(off <= reach, fmt::format("the contact {} is {:g} off the sphere at t = {:g}", hit.contact, off, hit.t));
}

std::tuple<Sphere, Point, Triangle> MakeSweep(Gen& g) {
  const Sphere s = g.MakeSphere();
  const Triangle t = g.MakeTriangle();
  glm::vec3 velocity = g.Chance(0.6) ? (t.p0 + t.p1 + t.p2) / 3.0f - s.position : g.Direction() * g.Size(0.5f, 6);
  if (g.Degenerate(0.2)) velocity = glm::vec3(0.0f);
  return {s, velocity, t};
}

TEST(Property, SweepTest) {
  ForCases("SweepTest", MakeSweep, [](const auto& args, Case& c) {
    CheckSweep(
        [](const Sphere& s, const glm::vec3& v, const Triangle& t, SweepHit& h) { return SweepTest(s, v, t, h); }, args,
        c);
    const auto& [sphere, velocity, triangle] = args;
    if (!c.in_range || !(c.magnitude > 0.0f) || sphere.radius == 0.0f) return;
    // Scale: same hit or miss and the same t, away from a boundary (the radius grown and shrunk).
    const auto sweep_t = [](const Sphere& s, const glm::vec3& v, const Triangle& t) {
      SweepHit h;
      return SweepTest(s, v, t, h) ? h.t : -1.0f;
    };
    const float t = sweep_t(sphere, velocity, triangle), margin = kMargin * c.magnitude;
    if ((sweep_t(Grown(sphere, margin), velocity, triangle) >= 0.0f) != (t >= 0.0f) ||
        (sweep_t(Grown(sphere, -margin), velocity, triangle) >= 0.0f) != (t >= 0.0f)) {
      return;
    }
    // An overlapping start hits when the motion goes towards the triangle's closest point. With the centre on
    // the triangle (within the margin) that direction is undefined: at distance 0 no motion is deeper, but with
    // the centre moved off by the margin a motion along the surface goes deeper from one side and away from the
    // other, and rounding picks the side. A boundary that turning the motion below cannot find (at distance
    // exactly 0 no turn goes deeper).
    if (DistanceToTriangle(sphere.position, triangle) <= margin) return;
    // The direction is a boundary too: a sphere that starts overlapping and moves exactly along the surface
    // (neither deeper nor away) may go either way, so turn the motion a little each way first.
    const float speed = glm::length(velocity);
    for (int axis = 0; axis < 3; ++axis) {
      for (const float sign : {-1.0f, 1.0f}) {
        glm::vec3 turned = velocity;
        turned[axis] += sign * kMargin * speed;
        if ((sweep_t(sphere, turned, triangle) >= 0.0f) != (t >= 0.0f)) return;
      }
    }
    for (const float s : kScales) {
      if (!(c.magnitude * s <= kRangeMax && c.magnitude * s >= kRangeMin)) continue;
      const float scaled = sweep_t(Scaled(sphere, s), velocity * s, Scaled(triangle, s));
      c.Expect((scaled >= 0.0f) == (t >= 0.0f),
               fmt::format("scaled by {:g} the sweep {}", s, t >= 0 ? "misses" : "hits"));
    }
  });
}

TEST(Property, SweepTestPlaneFirst) {
  ForCases("SweepTestPlaneFirst", MakeSweep, [](const auto& args, Case& c) {
    CheckSweep([](const Sphere& s, const glm::vec3& v, const Triangle& t,
                  SweepHit& h) { return SweepTestPlaneFirst(s, v, t, h); },
               args, c);
  });
}

// ---- Chapter 8: point-plane collision ------------------------------------------------------------------

TEST(Property, MovingPointAndInsideTests) {
  ForCases(
      "MovingPointTest",
      [](Gen& g) {
        const Triangle t = g.MakeTriangle();
        const Point centroid = (t.p0 + t.p1 + t.p2) / 3.0f;
        const Point start = g.P(4.0f);
        return Args(start, g.Chance(0.6) ? start + (centroid - start) * g.Uniform(0.5f, 2.5f) : g.P(4.0f), t);
      },
      [](const auto& args, Case& c) {
        const auto& [start, destination, triangle] = args;
        Point hit(7.0f);
        const bool crossed = MovingPointTest(start, destination, triangle, hit);
        if (c.nan) c.Expect(!crossed, "NaN in the input, but MovingPointTest is true");
        const dvec3 normal = glm::cross(dvec3(triangle.p1 - triangle.p0), dvec3(triangle.p2 - triangle.p0));
        // Exactly degenerate in any arithmetic: two corners equal (nearly collinear corners are a sliver in float).
        const bool flat = triangle.p0 == triangle.p1 || triangle.p1 == triangle.p2 || triangle.p0 == triangle.p2;
        if (c.in_range && flat) c.Expect(!crossed, "a degenerate triangle is never hit");
        if (!crossed) {
          c.Expect(hit == Point(7.0f), "a miss changed the hit");
        } else if (c.in_range && glm::length(normal) > 1e-4 * glm::length(dvec3(triangle.p1 - triangle.p0)) *
                                                           glm::length(dvec3(triangle.p2 - triangle.p0))) {
          // (A sliver, nearly collinear, has a plane that float rounding turns by up to a few degrees: skipped.)
          const double reach = c.tolerance + kPointOnPlaneEpsilon;
          c.Expect(DistanceToSegment(dvec3(hit), dvec3(start), dvec3(destination)) <= reach,
                   fmt::format("the hit {} is off the move", hit));
          c.Expect(DistanceToTriangle(hit, triangle) <= reach + kBarycentricEpsilon * c.magnitude,
                   fmt::format("the hit {} is {:g} off the triangle", hit, DistanceToTriangle(hit, triangle)));
        }
        // The inside tests, for the start point and for the triangle's plane point under it.
        for (const Point& p :
             {start, flat ? start
                          : Point(dvec3(start) - normal * (glm::dot(normal, dvec3(start - triangle.p0)) /
                                                           glm::dot(normal, normal)))}) {
          const std::array<bool, 3> answers = {PointInTriangleAngleSum(triangle, p),
                                               PointInTriangleBarycentric(triangle, p),
                                               PointInTriangleEdgeSides(triangle, p)};
          const Triangle reversed(triangle.p0, triangle.p2, triangle.p1);
          const std::array<bool, 3> reversed_answers = {PointInTriangleAngleSum(reversed, p),
                                                        PointInTriangleBarycentric(reversed, p),
                                                        PointInTriangleEdgeSides(reversed, p)};
          for (std::size_t i = 0; i < 3; ++i) {
            if (Part(c, std::tuple<Triangle, Point>(triangle, p)).nan)
              c.Expect(!answers[i], fmt::format("inside test #{} is true for NaN", i + 1));
            if (c.in_range && flat)
              c.Expect(!answers[i], fmt::format("inside test #{} is true for a degenerate triangle", i + 1));
            if (i > 0 && (c.in_range || c.nan))
              c.Expect(answers[i] == reversed_answers[i], fmt::format("inside test #{} depends on the winding", i + 1));
          }
        }
        const PlaneSide side = ClassifyPoint(start, Plane(triangle.p0, triangle.p1, triangle.p2));
        if (Part(c, std::tuple<Point, Triangle>(start, triangle)).nan) {
          c.Expect(side == PlaneSide::kOn, "ClassifyPoint of NaN is not kOn");
        }
      });
}

// ---- Chapter 10: contact normal, polyhedra (boxes), bounding volumes -----------------------------------

TEST(Property, ContactNormal) {
  ForCases(
      "ContactNormal",
      [](Gen& g) { return Args(g.MakeSphere(), g.Degenerate(0.3) ? Sphere(Point(0), 1) : g.MakeSphere()); },
      [](const auto& args, Case& c) {
        const auto& [a, b] = args;
        glm::vec3 ab(7.0f), ba(7.0f);
        const bool found = ContactNormal(a, b, ab);
        c.Expect(ContactNormal(b, a, ba) == found, "the two orders disagree");
        if (c.nan) c.Expect(!found, "NaN in the input, but a normal");
        if (!found) {
          c.Expect(ab == glm::vec3(7.0f), "a miss changed the normal");
          return;
        }
        c.Expect(std::abs(glm::length(dvec3(ab)) - 1.0) <= 1e-5, fmt::format("the normal {} is not unit", ab));
        c.Expect(ab == -ba, fmt::format("the normals {} and {} are not opposite", ab, ba));
      });
}

TEST(Property, PolyhedronSphereAndBoxes) {
  ForCases(
      "Intersects", [](Gen& g) { return Args(BoxPolyhedron{g.MakeBox()}, g.MakeSphere(), BoxPolyhedron{g.MakeBox()}); },
      [](const auto& args, Case& c) {
        const auto& [a, sphere, b] = args;
        const ConvexPolyhedron pa = ConvexPolyhedron::FromAABB(a.box), pb = ConvexPolyhedron::FromAABB(b.box);
        const bool with_sphere = Intersects(pa, sphere), boxes = Intersects(pa, pb);
        c.Expect(Intersects(sphere, pa) == with_sphere, "the two orders of (ConvexPolyhedron, Sphere) disagree");
        c.Expect(Intersects(pb, pa) == boxes, "the two orders of (ConvexPolyhedron, ConvexPolyhedron) disagree");
        if (Part(c, std::tuple<AABB, Sphere>(a.box, sphere)).nan) c.Expect(!with_sphere, "NaN in, but a sphere hit");
        if (Part(c, std::tuple<AABB, AABB>(a.box, b.box)).nan) c.Expect(!boxes, "NaN in, but the polyhedra meet");
        if (!c.in_range || pa.IsDegenerate() || pb.IsDegenerate()) return;
        // A box with volume is its polyhedron: away from the tolerance band the box tests agree.
        const float band = 2.0f * kPointOnPlaneEpsilon + kMargin * c.magnitude;
        const auto robust = [&](auto test, auto x, auto y) {
          return test(Grown(x, band), Grown(y, band)) == test(Grown(x, -band), Grown(y, -band));
        };
        if (a.box.IsValid() && robust([](const AABB& x, const Sphere& y) { return Intersects(y, x); }, a.box, sphere)) {
          c.Expect(with_sphere == Intersects(sphere, a.box), "the polyhedron and the box disagree about the sphere");
        }
        if (a.box.IsValid() && b.box.IsValid() &&
            robust([](const AABB& x, const AABB& y) { return Intersects(x, y); }, a.box, b.box)) {
          c.Expect(boxes == Intersects(a.box, b.box), "the polyhedra and the boxes disagree");
        }
      });
}

TEST(Property, BoundingVolumes) {
  ForCases(
      "BoundingSphere", [](Gen& g) { return Args(g.MakeTriangle(), g.MakeTriangle()); },
      [](const auto& args, Case& c) {
        const auto& [a, b] = args;
        const std::vector<Point> points = {a.p0, a.p1, a.p2, b.p0, b.p1, b.p2};
        const Sphere sphere = BoundingSphere(points);
        const AABB box = BoundingBox(points);
        // NaN points are skipped: the others are still bounded (when they are finite and in range).
        bool others_usable = true;
        for (const Point& p : points) others_usable = others_usable && (AnyNaN(std::tuple<Point>(p)) || Finite(p));
        if (!c.in_range && !(c.nan && others_usable && c.magnitude <= kRangeMax)) return;
        for (const Point& p : points) {
          if (!Finite(p)) continue;
          c.Expect(glm::length(dvec3(p) - dvec3(sphere.position)) <= sphere.radius + c.tolerance,
                   fmt::format("{} is outside the bounding sphere {}", p, sphere));
          c.Expect(glm::all(glm::greaterThanEqual(p, box.min)) && glm::all(glm::lessThanEqual(p, box.max)),
                   fmt::format("{} is outside the bounding box {}", p, box));
        }
      });
}

// ---- Chapter 11: moving objects. On a hit t is in [0, 1] and the shapes, moved to t and grown by the tolerance,
// meet; on a miss t is -1. NaN in: no hit. Both argument orders agree; the answer is scale invariant.

Sphere At(const Sphere& s, const glm::vec3& v, float t) { return Sphere(s.position + t * v, s.radius); }
AABB At(const AABB& b, const glm::vec3& v, float t) { return AABB(b.min + t * v, b.max + t * v); }

void CheckSweepTime(bool hit, float t, Case& c) {
  if (!hit) {
    c.Expect(t == -1.0f, fmt::format("a miss must set t = -1, not {}", t));
    return;
  }
  c.Expect(t >= 0.0f && t <= 1.0f, fmt::format("a hit at t = {}, outside [0, 1]", t));
}

TEST(Property, MovingSpherePlaneAndAABBPlane) {
  ForCases(
      "MovingSpherePlane", [](Gen& g) { return Args(g.MakeSphere(), g.MakePlane(), g.P(6.0f)); },
      [](const auto& args, Case& c) {
        const auto happened = [](const auto& a) {
          return MovingSpherePlane(std::get<0>(a), std::get<1>(a), std::get<2>(a)).happened;
        };
        const bool hit = CheckPredicate(args, c, happened, {});
        const auto& [sphere, plane, velocity] = args;
        const CollisionResult result = MovingSpherePlane(sphere, plane, velocity);
        CheckSweepTime(hit, result.t, c);
        if (hit && c.in_range) {
          c.Expect(Intersects(Grown(At(sphere, velocity, result.t), c.tolerance), plane), "apart from the plane at t");
          c.Expect(DistanceToPlane(result.point, plane) <= c.tolerance, "the point is off the plane");
        }
      });
  ForCases(
      "MovingAABBPlane", [](Gen& g) { return Args(g.MakeBox(), g.P(6.0f), g.MakePlane()); },
      [](const auto& args, Case& c) {
        float t = 0.0f;
        const auto f = [&t](const auto& a) {
          return MovingAABBPlane(std::get<0>(a), std::get<1>(a), std::get<2>(a), t);
        };
        const bool hit = CheckPredicate(args, c, f, {});
        const auto& [box, velocity, plane] = args;
        const bool swept = MovingAABBPlane(box, velocity, plane, t);  // before t is read
        CheckSweepTime(swept, t, c);
        if (hit && c.in_range) c.Expect(Intersects(Grown(At(box, velocity, t), c.tolerance), plane), "apart at t");
      });
}

TEST(Property, MovingSpheresAndBoxes) {
  ForCases(
      "MovingSphereSphere", [](Gen& g) { return Args(g.MakeSphere(), g.P(6.0f), g.MakeSphere(), g.P(6.0f)); },
      [](const auto& args, Case& c) {
        using A = std::decay_t<decltype(args)>;
        const auto f = [](const A& a) {
          float t = 0.0f;
          return MovingSphereSphere(std::get<0>(a), std::get<1>(a), std::get<2>(a), std::get<3>(a), t);
        };
        const auto swapped = [](const A& a) {
          float t = 0.0f;
          return MovingSphereSphere(std::get<2>(a), std::get<3>(a), std::get<0>(a), std::get<1>(a), t);
        };
        CheckPredicate(args, c, f, {swapped});
        const auto& [a, va, b, vb] = args;
        float t = 0.0f;
        const bool hit = MovingSphereSphere(a, va, b, vb, t);
        CheckSweepTime(hit, t, c);
        if (hit && c.in_range) {
          c.Expect(Intersects(Grown(At(a, va, t), c.tolerance), At(b, vb, t)), "apart at t");
        }
      });
  ForCases(
      "MovingSphereAABB", [](Gen& g) { return Args(g.MakeSphere(), g.P(6.0f), g.MakeBox()); },
      [](const auto& args, Case& c) {
        float t = 0.0f;
        const auto f = [&t](const auto& a) {
          return MovingSphereAABB(std::get<0>(a), std::get<1>(a), std::get<2>(a), t);
        };
        const bool hit = CheckPredicate(args, c, f, {});
        const auto& [sphere, velocity, box] = args;
        const bool swept = MovingSphereAABB(sphere, velocity, box, t);  // before t is read
        CheckSweepTime(swept, t, c);
        if (hit && c.in_range) c.Expect(Intersects(Grown(At(sphere, velocity, t), c.tolerance), box), "apart at t");
      });
  ForCases(
      "MovingAABBAABB", [](Gen& g) { return Args(g.MakeBox(), g.P(6.0f), g.MakeBox(), g.P(6.0f)); },
      [](const auto& args, Case& c) {
        using A = std::decay_t<decltype(args)>;
        const auto f = [](const A& a) {
          float t = 0.0f;
          return MovingAABBAABB(std::get<0>(a), std::get<1>(a), std::get<2>(a), std::get<3>(a), t);
        };
        const auto swapped = [](const A& a) {
          float t = 0.0f;
          return MovingAABBAABB(std::get<2>(a), std::get<3>(a), std::get<0>(a), std::get<1>(a), t);
        };
        CheckPredicate(args, c, f, {swapped});
        const auto& [a, va, b, vb] = args;
        float t = 0.0f;
        const bool hit = MovingAABBAABB(a, va, b, vb, t);
        CheckSweepTime(hit, t, c);
        if (hit && c.in_range) c.Expect(Intersects(Grown(At(a, va, t), c.tolerance), At(b, vb, t)), "apart at t");
      });
}

// ---- Chapter 12: more shapes. Every boolean test: NaN in gives false, both argument orders agree, scale
// invariant; the raycasts keep every raycast rule; the closest points of two segments lie on them.

TEST(Property, OrientedBoxes) {
  ForCases(
      "Intersects", [](Gen& g) { return Args(g.MakeOBB(), g.MakeSphere()); },
      [](const auto& args, Case& c) { CheckPredicate(args, c, Both<OBB, Sphere>, {Swapped<OBB, Sphere>}); });
  ForCases(
      "Intersects", [](Gen& g) { return Args(g.MakeOBB(), g.MakePlane()); },
      [](const auto& args, Case& c) {
        const bool hit = CheckPredicate(args, c, Both<OBB, Plane>, {Swapped<OBB, Plane>});
        if (std::get<1>(args).IsDegenerate()) c.Expect(!hit, "a degenerate plane meets nothing");
      });
  ForCases(
      "Intersects", [](Gen& g) { return Args(g.MakeOBB(), g.MakeBox()); },
      [](const auto& args, Case& c) { CheckPredicate(args, c, Both<OBB, AABB>, {Swapped<OBB, AABB>}); });
  ForCases(
      "Intersects", [](Gen& g) { return Args(g.MakeOBB(), g.MakeOBB()); },
      [](const auto& args, Case& c) { CheckPredicate(args, c, Both<OBB, OBB>, {Swapped<OBB, OBB>}); });
  ForCases(
      "Intersects", [](Gen& g) { return Args(g.MakeOBB(), g.MakeTriangle()); },
      [](const auto& args, Case& c) { CheckPredicate(args, c, Both<OBB, Triangle>, {Swapped<OBB, Triangle>}); });
  ForCases(
      "Raycast", [](Gen& g) { return Args(g.MakeRay(), g.MakeOBB()); },
      [](const auto& args, Case& c) { CheckRaycast<OBB>(args, c); });
}

TEST(Property, CapsulesAndCylinders) {
  ForCases(
      "Intersects", [](Gen& g) { return Args(g.MakeRound<Capsule>(), g.MakeSphere()); },
      [](const auto& args, Case& c) { CheckPredicate(args, c, Both<Capsule, Sphere>, {Swapped<Capsule, Sphere>}); });
  ForCases(
      "Intersects", [](Gen& g) { return Args(g.MakeRound<Capsule>(), g.MakeRound<Capsule>()); },
      [](const auto& args, Case& c) { CheckPredicate(args, c, Both<Capsule, Capsule>, {Swapped<Capsule, Capsule>}); });
  ForCases(
      "Intersects", [](Gen& g) { return Args(g.MakeRound<Capsule>(), g.MakeTriangle()); },
      [](const auto& args, Case& c) {
        CheckPredicate(args, c, Both<Capsule, Triangle>, {Swapped<Capsule, Triangle>});
      });
  ForCases(
      "Intersects", [](Gen& g) { return Args(g.MakeRound<Capsule>(), g.MakeBox()); },
      [](const auto& args, Case& c) { CheckPredicate(args, c, Both<Capsule, AABB>, {Swapped<Capsule, AABB>}); });
  ForCases(
      "Raycast", [](Gen& g) { return Args(g.MakeRay(), g.MakeRound<Capsule>()); },
      [](const auto& args, Case& c) { CheckRaycast<Capsule>(args, c); });
  ForCases(
      "Raycast", [](Gen& g) { return Args(g.MakeRay(), g.MakeRound<Cylinder>()); },
      [](const auto& args, Case& c) { CheckRaycast<Cylinder>(args, c); });
  ForCases(
      "ClosestPoints", [](Gen& g) { return Args(g.MakeLine(), g.MakeLine()); },
      [](const auto& args, Case& c) {
        const auto& [a, b] = args;
        Point on_a, on_b, back_b, back_a;
        const float distance = ClosestPoints(a, b, on_a, on_b);
        const float reverse = ClosestPoints(b, a, back_b, back_a);
        if (!c.in_range) return;
        c.Expect(std::isfinite(distance), "no distance out of finite input");
        c.Expect(std::abs(distance - reverse) <= c.tolerance,
                 fmt::format("{:g} one way, {:g} the other", distance, reverse));
        c.Expect(DistanceToSegment(dvec3(on_a), dvec3(a.start), dvec3(a.end)) <= c.tolerance, "on_a is off a");
        c.Expect(DistanceToSegment(dvec3(on_b), dvec3(b.start), dvec3(b.end)) <= c.tolerance, "on_b is off b");
      });
}

// ---- Chapter 13: GJK. Its yes or no on the same generated pairs as the specialised tests above: NaN in gives
// false, both argument orders agree, and the answer holds at every scale (its tolerances are relative).
// tests/gjk_test.cpp compares it with the specialised tests.
template <class A, class B>
bool Gjk(const std::tuple<A, B>& args) {
  return Intersects(ConvexShapeOf(std::get<0>(args)), ConvexShapeOf(std::get<1>(args)));
}
template <class A, class B>
bool GjkSwapped(const std::tuple<A, B>& args) {
  return Intersects(ConvexShapeOf(std::get<1>(args)), ConvexShapeOf(std::get<0>(args)));
}

TEST(Property, GjkAgreesWithTheSpecialisedTests) {
  ForCases(
      "Intersects(ConvexShape, ConvexShape)", [](Gen& g) { return Args(g.MakeOBB(), g.MakeSphere()); },
      [](const auto& args, Case& c) { CheckPredicate(args, c, Gjk<OBB, Sphere>, {GjkSwapped<OBB, Sphere>}); });
  ForCases(
      "Intersects(ConvexShape, ConvexShape)", [](Gen& g) { return Args(g.MakeBox(), g.MakeTriangle()); },
      [](const auto& args, Case& c) { CheckPredicate(args, c, Gjk<AABB, Triangle>, {GjkSwapped<AABB, Triangle>}); });
  ForCases(
      "Intersects(ConvexShape, ConvexShape)", [](Gen& g) { return Args(g.MakeRound<Capsule>(), g.MakeOBB()); },
      [](const auto& args, Case& c) { CheckPredicate(args, c, Gjk<Capsule, OBB>, {GjkSwapped<Capsule, OBB>}); });
}

// ---- Chapters 4, 7, 9 to 13: the shapes made of lists (polygons, point sets, meshes, worlds) ------------------
// The same machinery: each is printed as C++ (with ModelOf and WorldOf below to build models and worlds), its
// floats are slots for NaN, inf and denormals, and it scales and grows.

std::string Code(int i) { return fmt::format("{}", i); }
std::string Code(const glm::vec2& v) { return fmt::format("glm::vec2({}, {})", Code(v.x), Code(v.y)); }
template <class T>
std::string CodeList(const std::vector<T>& items) {
  std::string list;
  for (const T& item : items) list += (list.empty() ? "" : ", ") + Code(item);
  return list;
}
std::string Code(const Polygon2D& p) { return fmt::format("Polygon2D({{{}}})", CodeList(p.vertices)); }
std::string Code(const Polygon& p) { return fmt::format("Polygon({{{}}})", CodeList(p.vertices)); }
std::string Code(const Ellipsoid& e) { return fmt::format("Ellipsoid({}, {})", Code(e.center), Code(e.radius)); }
// A point set: as itself (ConvexShapeOf(points), BoundingOBB) or as its convex hull (a ConvexPolyhedron).
template <bool kHull>
struct PointSet {
  std::vector<Point> points;
};
using Points = PointSet<false>;
using Hull = PointSet<true>;
template <bool kHull>
std::string Code(const PointSet<kHull>& s) {
  const std::string list = fmt::format("std::vector<Point>{{{}}}", CodeList(s.points));
  return kHull ? fmt::format("ConvexHull({})", list) : list;
}
// A model: its mesh's triangles and its placement. ModelOf builds it.
struct MeshModel {
  std::vector<Triangle> triangles;
  glm::vec3 position{0.0f}, rotation{0.0f}, scale{1.0f};
};
std::string Aggregate(const MeshModel& m) {
  return fmt::format("{{{{{}}}, {}, {}, {}}}", CodeList(m.triangles), Code(m.position), Code(m.rotation),
                     Code(m.scale));
}
std::string Code(const MeshModel& m) { return fmt::format("ModelOf({})", Aggregate(m)); }
Model ModelOf(const MeshModel& m) {
  Model model(Mesh::FromTriangles(m.triangles));
  model.position = m.position;
  model.rotation = m.rotation;
  model.scale = m.scale;
  return model;
}
// A collision world of models. WorldOf builds it.
struct WorldModels {
  std::vector<MeshModel> models;
};
std::string Code(const WorldModels& w) {
  std::string list;
  for (const MeshModel& m : w.models) list += (list.empty() ? "" : ", ") + Aggregate(m);
  return fmt::format("WorldOf({{{{{}}}}})", list);
}
CollisionWorld WorldOf(const WorldModels& w) {
  CollisionWorld world;
  for (const MeshModel& m : w.models)
    world.colliders.emplace_back(Mesh::FromTriangles(m.triangles), ModelOf(m).WorldMatrix());
  return world;
}
// A contact during a motion, from s = from to s = to: the searches' test (the overlap predicate is true there,
// the bound true for intervals meeting it).
struct Contact {
  float from = 0.0f, to = 0.0f;
};
std::string Code(const Contact& c) { return fmt::format("Contact{{{}, {}}}", Code(c.from), Code(c.to)); }

void Slots(float& f, std::vector<float*>& out) { out.push_back(&f); }
void Slots(int&, std::vector<float*>&) {}
void Slots(glm::vec2& v, std::vector<float*>& out) {
  out.push_back(&v.x);
  out.push_back(&v.y);
}
void Slots(Ellipsoid& e, std::vector<float*>& out) {
  Slots(e.center, out);
  Slots(e.radius, out);
}
template <class T>
void Slots(std::vector<T>& items, std::vector<float*>& out) {
  for (T& item : items) Slots(item, out);
}
void Slots(Polygon2D& p, std::vector<float*>& out) { Slots(p.vertices, out); }
void Slots(Polygon& p, std::vector<float*>& out) { Slots(p.vertices, out); }
template <bool kHull>
void Slots(PointSet<kHull>& s, std::vector<float*>& out) {
  Slots(s.points, out);
}
void Slots(MeshModel& m, std::vector<float*>& out) {
  Slots(m.triangles, out);
  Slots(m.position, out);
  Slots(m.rotation, out);
  Slots(m.scale, out);
}
void Slots(WorldModels& w, std::vector<float*>& out) { Slots(w.models, out); }
void Slots(Contact& c, std::vector<float*>& out) {
  out.push_back(&c.from);
  out.push_back(&c.to);
}

float Magnitude(float f) { return std::abs(f); }
float Magnitude(int) { return 0.0f; }
float Magnitude(const glm::vec2& v) { return Max(std::abs(v.x), std::abs(v.y)); }
float Magnitude(const Ellipsoid& e) { return Max(Magnitude(e.center), Magnitude(e.radius)); }
template <class T>
float Magnitude(const std::vector<T>& items) {
  float m = 0.0f;
  for (const T& item : items) m = Max(m, Magnitude(item));
  return m;
}
float Magnitude(const Polygon2D& p) { return Magnitude(p.vertices); }
float Magnitude(const Polygon& p) { return Magnitude(p.vertices); }
template <bool kHull>
float Magnitude(const PointSet<kHull>& s) {
  return Magnitude(s.points);
}
// World coordinates reach |position| + |scale| * |model coordinates| (times up to sqrt(3) turned).
float Magnitude(const MeshModel& m) {
  return Max(Magnitude(m.position), 1.8f * Magnitude(m.triangles) * Magnitude(m.scale));
}
float Magnitude(const WorldModels& w) { return Magnitude(w.models); }
float Magnitude(const Contact&) { return 0.0f; }

template <class T>
std::vector<T> Scaled(std::vector<T> items, float s) {
  for (T& item : items) item = Scaled(item, s);
  return items;
}
[[maybe_unused]] float Scaled(float f, float) { return f; }
[[maybe_unused]] int Scaled(int i, float) { return i; }
glm::vec2 Scaled(const glm::vec2& v, float s) { return v * s; }
[[maybe_unused]] Ellipsoid Scaled(const Ellipsoid& e, float s) { return Ellipsoid(e.center * s, e.radius * s); }
Polygon2D Scaled(const Polygon2D& p, float s) { return Polygon2D(Scaled(p.vertices, s)); }
Polygon Scaled(const Polygon& p, float s) { return Polygon(Scaled(p.vertices, s)); }
template <bool kHull>
PointSet<kHull> Scaled(const PointSet<kHull>& x, float s) {
  return {Scaled(x.points, s)};
}
MeshModel Scaled(MeshModel m, float s) {
  m.triangles = Scaled(m.triangles, s);
  m.position *= s;
  return m;
}
[[maybe_unused]] WorldModels Scaled(const WorldModels& w, float s) { return {Scaled(w.models, s)}; }
[[maybe_unused]] Contact Scaled(const Contact& c, float) { return c; }

// Grown about the centroid, so every vertex moves out by about a (as a triangle grows).
template <class V>
std::vector<V> GrownLoop(std::vector<V> v, float a) {
  if (v.empty()) return v;
  V c(0.0f);
  for (const V& p : v) c += p / static_cast<float>(v.size());
  float reach = 0.0f;
  for (const V& p : v) reach = Max(reach, Magnitude(p - c));
  if (!(reach > 0.0f)) return v;
  const float f = std::max(1.0f + a / reach, 0.0f);
  for (V& p : v) p = c + (p - c) * f;
  return v;
}
[[maybe_unused]] float Grown(float f, float) { return f; }
[[maybe_unused]] int Grown(int i, float) { return i; }
[[maybe_unused]] glm::vec2 Grown(const glm::vec2& v, float) { return v; }
[[maybe_unused]] Ellipsoid Grown(Ellipsoid e, float a) {
  e.radius = glm::max(e.radius + a, glm::vec3(0.0f));
  return e;
}
Polygon2D Grown(const Polygon2D& p, float a) { return Polygon2D(GrownLoop(p.vertices, a)); }
Polygon Grown(const Polygon& p, float a) { return Polygon(GrownLoop(p.vertices, a)); }
template <bool kHull>
PointSet<kHull> Grown(const PointSet<kHull>& x, float a) {
  return {GrownLoop(x.points, a)};
}
// A model is its surface: its triangles stay (growing the other shape finds its boundaries).
[[maybe_unused]] MeshModel Grown(const MeshModel& m, float) { return m; }
[[maybe_unused]] WorldModels Grown(const WorldModels& w, float) { return w; }
[[maybe_unused]] Contact Grown(const Contact& c, float) { return c; }

// ---- Generators for them -----------------------------------------------------------------------------------

glm::vec2 P2(Gen& g, float range = 3.0f) { return {g.Coordinate(range), g.Coordinate(range)}; }
// A polygon in the plane: convex (on a circle), or star-shaped around its centre (concave, but simple); on the
// lattice a rectangle or an L; degenerate: empty, a point, a segment, three collinear points.
Polygon2D MakePolygon2D(Gen& g, bool convex) {
  const glm::vec2 centre = P2(g, 2.0f);
  if (g.Degenerate(0.6)) {
    const glm::vec2 b = P2(g);
    switch (g.Int(0, 3)) {
      case 0: return Polygon2D();
      case 1: return Polygon2D({centre});
      case 2: return Polygon2D({centre, b});
      default: return Polygon2D({centre, b, centre + (b - centre) * g.Half(-1.0f, 2.0f)});
    }
  }
  std::vector<glm::vec2> v;
  if (g.Lattice()) {
    const float w = g.Size(0.5f, 2.5f), h = g.Size(0.5f, 2.5f);
    if (convex || g.Chance(0.5)) {
      v = {centre, centre + glm::vec2(w, 0), centre + glm::vec2(w, h), centre + glm::vec2(0, h)};
    } else {
      v = {centre,
           centre + glm::vec2(w, 0),
           centre + glm::vec2(w, h * 0.5f),
           centre + glm::vec2(w * 0.5f, h * 0.5f),
           centre + glm::vec2(w * 0.5f, h),
           centre + glm::vec2(0, h)};
    }
  } else {
    // Every gap between angles under half a turn: the centre is inside, so the polygon is simple.
    const int n = g.Int(3, 9);
    std::vector<float> angles;
    const float start = g.Uniform(0.0f, 6.2831853f), gap = 6.2831853f / static_cast<float>(n);
    for (int i = 0; i < n; ++i) angles.push_back(start + gap * (static_cast<float>(i) + g.Uniform(0.0f, 0.9f)));
    const float radius = g.Size(0.3f, 2.5f);
    for (const float a : angles) {
      const float r = convex ? radius : radius * g.Uniform(0.2f, 1.0f);
      v.push_back(centre + glm::vec2(std::cos(a), std::sin(a)) * r);
    }
  }
  if (g.Chance(0.3)) std::reverse(v.begin(), v.end());  // clockwise
  return Polygon2D(v);
}
// The same, standing in a plane of 3-D space (on the lattice, an axis plane).
Polygon MakePolygon(Gen& g, bool convex) {
  const Polygon2D flat = MakePolygon2D(g, convex);
  const Point origin = g.P(2.0f);
  glm::mat3 frame(1.0f);
  if (g.Lattice()) {
    const int first = g.Int(0, 2);
    frame = glm::mat3(frame[first], frame[(first + 1) % 3], frame[(first + 2) % 3]);
  } else {
    frame = glm::mat3(glm::rotate(glm::mat4(1.0f), g.Uniform(0.0f, 6.3f), g.Direction()));
  }
  Polygon polygon;
  for (const glm::vec2& v : flat.vertices) polygon.vertices.push_back(origin + frame[0] * v.x + frame[1] * v.y);
  return polygon;
}
// 4 to 12 points; degenerate: one point, collinear, coplanar or repeated points.
std::vector<Point> MakePoints(Gen& g) {
  const int n = g.Int(4, 12);
  std::vector<Point> points;
  const Point a = g.P(), b = g.P(), c = g.P();
  const int degenerate = g.Degenerate(0.7) ? g.Int(0, 3) : -1;
  for (int i = 0; i < n; ++i) {
    switch (degenerate) {
      case 0: points.push_back(a); break;
      case 1: points.push_back(a + (b - a) * g.Half(-1.0f, 2.0f)); break;
      case 2: points.push_back(a + (b - a) * g.Uniform(-1, 2) + (c - a) * g.Uniform(-1, 2)); break;
      case 3: points.push_back(i % 2 ? a : b); break;
      default: points.push_back(g.P()); break;
    }
  }
  return points;
}
// A box's 12 triangles or a few loose ones, turned, scaled (on the lattice by quarter turns and 1) and placed.
MeshModel MakeModel(Gen& g) {
  MeshModel m;
  if (g.Chance(0.5)) {
    m.triangles = BoxTriangles(g.MakeBox());
  } else {
    for (int i = g.Int(1, 6); i > 0; --i) m.triangles.push_back(g.MakeTriangle());
  }
  if (g.Degenerate(0.2)) m.triangles.clear();
  m.position = g.P(2.0f);
  if (!g.Lattice()) {  // (on the lattice unturned: a quarter turn's matrix rounds, so touching would not be exact)
    m.rotation = glm::vec3(g.Uniform(-180, 180), g.Uniform(-180, 180), g.Uniform(-180, 180));
    m.scale = glm::vec3(g.Uniform(0.5f, 2.0f), g.Uniform(0.5f, 2.0f), g.Uniform(0.5f, 2.0f));
  }
  if (g.Degenerate(0.2)) m.scale[g.Int(0, 2)] = 0.0f;
  return m;
}

// ---- Distances in double for the new shapes ---------------------------------------------------------------

double DistanceToSegment2(const glm::dvec2& p, const glm::dvec2& a, const glm::dvec2& b) {
  const glm::dvec2 ab = b - a;
  const double length_squared = glm::dot(ab, ab);
  const double t = length_squared > 0.0 ? std::clamp(glm::dot(p - a, ab) / length_squared, 0.0, 1.0) : 0.0;
  return glm::length(p - (a + ab * t));
}
// The polygon's boundary distance and its parity (inside, for a point off the boundary), in double.
struct PolygonDistance {
  double boundary = std::numeric_limits<double>::infinity();
  bool inside = false;
};
PolygonDistance Measure(const std::vector<glm::dvec2>& v, const glm::dvec2& p) {
  PolygonDistance d;
  for (std::size_t i = 0; i < v.size(); ++i) {
    const glm::dvec2 a = v[i], b = v[(i + 1) % v.size()];
    d.boundary = std::min(d.boundary, DistanceToSegment2(p, a, b));
    if ((a.y > p.y) != (b.y > p.y) && a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y) > p.x) d.inside = !d.inside;
  }
  return d;
}
PolygonDistance Measure(const Polygon2D& polygon, const glm::vec2& p) {
  std::vector<glm::dvec2> v(polygon.vertices.begin(), polygon.vertices.end());
  return Measure(v, glm::dvec2(p));
}
double Area(const std::vector<glm::dvec2>& v) {
  double twice = 0.0;
  for (std::size_t i = 0; i < v.size(); ++i) {
    const glm::dvec2 a = v[i], b = v[(i + 1) % v.size()];
    twice += a.x * b.y - a.y * b.x;
  }
  return 0.5 * twice;
}
double Area(const Polygon2D& p) { return Area(std::vector<glm::dvec2>(p.vertices.begin(), p.vertices.end())); }
// A 3-D polygon in its own frame (Newell's normal in double): the point's distance to the plane, and its
// place in the plane.
struct PlanarMeasure {
  bool flat = true;  // no area: no plane
  double off_plane = 0.0;
  PolygonDistance in_plane;
  double Distance() const { return std::hypot(off_plane, in_plane.inside ? 0.0 : in_plane.boundary); }
};
PlanarMeasure Measure(const Polygon& polygon, const Point& point) {
  PlanarMeasure m;
  const std::vector<Point>& v = polygon.vertices;
  if (v.size() < 3) return m;
  dvec3 normal(0.0), centre(0.0);
  for (std::size_t i = 0; i < v.size(); ++i) {
    const dvec3 a(v[i]), b(v[(i + 1) % v.size()]);
    normal += glm::cross(a, b);
    centre += a / static_cast<double>(v.size());
  }
  const double length = glm::length(normal);
  if (!(length > 0.0) || !std::isfinite(length)) return m;
  m.flat = false;
  normal /= length;
  const dvec3 u = glm::normalize(glm::cross(normal, std::abs(normal.x) < 0.6 ? dvec3(1, 0, 0) : dvec3(0, 1, 0)));
  const dvec3 w = glm::cross(normal, u);
  std::vector<glm::dvec2> flat;
  for (const Point& p : v) flat.emplace_back(glm::dot(dvec3(p) - centre, u), glm::dot(dvec3(p) - centre, w));
  const dvec3 q = dvec3(point) - centre;
  m.off_plane = std::abs(glm::dot(q, normal));
  m.in_plane = Measure(flat, glm::dvec2(glm::dot(q, u), glm::dot(q, w)));
  return m;
}
// A convex polyhedron's signed distance bound: the largest of its planes' signed distances (<= 0 inside).
double PlanesDistance(const ConvexPolyhedron& polyhedron, const Point& p) {
  double d = -std::numeric_limits<double>::infinity();
  for (const Plane& plane : polyhedron.planes) {
    d = std::max(d, glm::dot(dvec3(plane.normal), dvec3(p)) - static_cast<double>(plane.distance));
  }
  return d;
}
// How far a point lies outside a solid (0 in or on it), for the points GJK, EPA and Support return.
double Outside(const Point& p, const Sphere& s) {
  return std::max(glm::length(dvec3(p) - dvec3(s.position)) - s.radius, 0.0);
}
double Outside(const Point& p, const AABB& b) {
  const dvec3 q(p);
  return glm::length(q - glm::clamp(q, dvec3(b.min), dvec3(b.max)));
}
double Outside(const Point& p, const OBB& b) {
  const dvec3 offset = dvec3(p) - dvec3(b.center);
  const dvec3 local(glm::dot(offset, dvec3(b.axes[0])), glm::dot(offset, dvec3(b.axes[1])),
                    glm::dot(offset, dvec3(b.axes[2])));
  return glm::length(local - glm::clamp(local, -dvec3(b.half_extents), dvec3(b.half_extents)));
}
double Outside(const Point& p, const Capsule& c) {
  return std::max(DistanceToSegment(dvec3(p), dvec3(c.start), dvec3(c.end)) - c.radius, 0.0);
}
double Outside(const Point& p, const Cylinder& c) {
  const dvec3 axis = dvec3(c.end) - dvec3(c.start), offset = dvec3(p) - dvec3(c.start);
  const double length = glm::length(axis);
  if (!(length > 0.0)) return std::max(glm::length(offset) - c.radius, 0.0);  // a disc at most
  const double along = glm::dot(offset, axis) / length, across = glm::length(offset - axis * (along / length));
  const double outward = std::max(across - c.radius, 0.0), past = std::max({-along, along - length, 0.0});
  return std::hypot(outward, past);
}
double Outside(const Point& p, const Triangle& t) { return DistanceToTriangle(p, t); }
double Outside(const Point& p, const std::vector<Point>& points) {  // outside their hull (a lower bound if flat)
  const ConvexPolyhedron hull = ConvexHull(points);
  if (hull.IsDegenerate()) {
    const std::vector<Point>& v = hull.vertices;
    if (v.empty()) return 0.0;
    return DistanceToSegment(dvec3(p), dvec3(v.front()), dvec3(v.back()));
  }
  return std::max(PlanesDistance(hull, p), 0.0);
}
template <bool kHull>
double Outside(const Point& p, const PointSet<kHull>& s) {
  return Outside(p, s.points);
}
// The shape GJK is given.
template <class Shape>
ConvexShape ShapeOf(const Shape& s) {
  return ConvexShapeOf(s);
}
template <bool kHull>
ConvexShape ShapeOf(const PointSet<kHull>& s) {
  if constexpr (kHull) {
    return ConvexShapeOf(ConvexHull(s.points));
  } else {
    return ConvexShapeOf(s.points);
  }
}

// ---- Chapter 4: models. A model is its surface, tested in world space: every answer is that of its world-space
// triangles (brute force). NaN in the other shape, or in the model's placement, gives false; both orders agree.

constexpr int kModelCases = 200;  // each builds a mesh and its two BVHs

std::vector<Triangle> WorldTriangles(const Model& model) {
  std::vector<Triangle> world;
  for (const Triangle& t : model.GetMesh().triangles) world.push_back(TransformTriangle(model.WorldMatrix(), t));
  return world;
}
// NaN in the model's placement or in the other arguments (a NaN triangle of a mesh is one triangle meeting
// nothing; the others still count).
bool PlacementNaN(const MeshModel& m) {
  return AnyNaN(std::tuple<Point, Point, Point>(m.position, m.rotation, m.scale));
}
// A model scaled to zero (on any axis) meets nothing.
bool ScaledToZero(const MeshModel& m) { return m.scale.x == 0.0f || m.scale.y == 0.0f || m.scale.z == 0.0f; }
// The model functions cull with boxes, exactly, but Intersects(Triangle, Plane) counts kPointOnPlaneEpsilon as
// touching: within that band of the plane the cull decides (this test found it; collisions/models.cpp), so a
// plane case is compared with its triangles only outside the band.
bool NearTheBand(const std::vector<Triangle>& triangles, const Plane& plane, float tolerance) {
  for (const Triangle& t : triangles) {
    for (const Point& p : {t.p0, t.p1, t.p2}) {
      if (DistanceToPlane(p, plane) <= 1.1 * kPointOnPlaneEpsilon + tolerance) return true;
    }
  }
  return false;
}
template <class Shape>
bool NearTheBand(const std::vector<Triangle>&, const Shape&, float) {
  return false;
}

template <class Shape, class MakeShape>
void RunModelTest(MakeShape make_shape) {
  ForCases(
      "Intersects", [&](Gen& g) { return Args(MakeModel(g), make_shape(g)); },
      [](const auto& args, Case& c) {
        const auto& [m, shape] = args;
        const Model model = ModelOf(m);
        const bool hit = Intersects(model, shape);
        if (c.in_range || c.nan) c.Expect(Intersects(shape, model) == hit, "the two orders disagree");
        if (PlacementNaN(m) || AnyNaN(std::tuple<Shape>(shape))) c.Expect(!hit, "NaN in the input, but a hit");
        if (!c.in_range || ScaledToZero(m)) return;  // (flattened: its world triangles or nothing, as the cull goes)
        const std::vector<Triangle> world = WorldTriangles(model);
        if (NearTheBand(world, shape, c.tolerance)) return;
        bool brute = false;
        for (const Triangle& t : world) brute = brute || Intersects(t, shape);
        c.Expect(hit == brute, fmt::format("the model answers {}, its world-space triangles {}", hit, brute));
      },
      kModelCases);
}

TEST(Property, ModelAgainstShapes) {
  RunModelTest<Sphere>([](Gen& g) { return g.MakeSphere(); });
  RunModelTest<AABB>([](Gen& g) { return g.MakeBox(); });
  RunModelTest<Plane>([](Gen& g) { return g.MakePlane(); });
  RunModelTest<Triangle>([](Gen& g) { return g.MakeTriangle(); });
}

TEST(Property, ModelAgainstModelAndRaycast) {
  ForCases(
      "Intersects", [](Gen& g) { return Args(MakeModel(g), MakeModel(g)); },
      [](const auto& args, Case& c) {
        const auto& [ma, mb] = args;
        const Model a = ModelOf(ma), b = ModelOf(mb);
        const bool hit = Intersects(a, b);
        // (A NaN vertex in a mesh is one triangle meeting nothing; with one, the two orders were found to differ,
        // in collisions/models.cpp: only placements with NaN are held to it.)
        if (c.in_range || PlacementNaN(ma) || PlacementNaN(mb)) {
          c.Expect(Intersects(b, a) == hit, "the two orders disagree");
        }
        if (PlacementNaN(ma) || PlacementNaN(mb)) c.Expect(!hit, "NaN in a placement, but a hit");
        if (!c.in_range || ScaledToZero(ma) || ScaledToZero(mb)) return;
        bool brute = false;
        const std::vector<Triangle> wa = WorldTriangles(a), wb = WorldTriangles(b);
        for (const Triangle& x : wa) {
          for (const Triangle& y : wb) brute = brute || Intersects(x, y);
        }
        c.Expect(hit == brute, fmt::format("the models answer {}, their world-space triangles {}", hit, brute));
      },
      kModelCases);
  ForCases(
      "Raycast",
      [](Gen& g) {
        const MeshModel m = MakeModel(g);
        Ray ray = g.MakeRay();
        if (g.Chance(0.5)) ray = Ray(ray.position, m.position - ray.position);  // towards the model
        return Args(ray, m);
      },
      [](const auto& args, Case& c) {
        const auto& [ray, m] = args;
        const Model model = ModelOf(m);
        float t = 123.0f;
        const bool hit = Raycast(ray, model, t);
        if (AnyNaN(std::tuple<Ray>(ray)) || PlacementNaN(m)) c.Expect(!hit, "NaN in the input, but the ray hits");
        if (!hit) {
          c.Expect(t == -1.0f, fmt::format("a miss sets t = {:g}, not -1", t));
        } else {
          c.Expect(std::isfinite(t) && t >= 0.0f, fmt::format("a hit at t = {:g}", t));
        }
        if (!c.in_range || ScaledToZero(m)) return;
        float nearest = -1.0f;
        for (const Triangle& triangle : WorldTriangles(model)) {
          float tt = -1.0f;
          if (Raycast(ray, triangle, tt) && (nearest < 0.0f || tt < nearest)) nearest = tt;
        }
        c.Expect(hit == (nearest >= 0.0f), fmt::format("the model {}, its world-space triangles {}",
                                                       hit ? "is hit" : "is missed", nearest >= 0 ? "are hit" : "not"));
        if (hit && nearest >= 0.0f) {
          c.Expect(std::abs(t - nearest) <= c.tolerance + kRelativeTolerance * nearest,
                   fmt::format("t = {:g}, the nearest world-space triangle's {:g}", t, nearest));
        }
      },
      kModelCases);
}

// ---- Chapter 7: an ellipsoid in a world. SweepTest is the nearest of the complete sphere sweeps against the
// world's triangles in ellipsoid space (brute force); CollideAndSlide never moves farther than asked, keeps
// clear of what it did not start in, and does not move a degenerate ellipsoid or along a NaN velocity.

std::tuple<Ellipsoid, Point, WorldModels> MakeWorldSweep(Gen& g) {
  WorldModels world;
  // (A collider scaled to zero on an axis has no inverse to carry the cull's box into: not a world's object.)
  for (int i = g.Int(1, 2); i > 0; --i) {
    world.models.push_back(MakeModel(g));
    if (ScaledToZero(world.models.back())) world.models.back().scale = glm::vec3(1.0f);
  }
  Ellipsoid e(g.P(4.0f), glm::vec3(g.Size(0.1f, 1.5f), g.Size(0.1f, 1.5f), g.Size(0.1f, 1.5f)));
  if (g.Degenerate(0.2)) e.radius[g.Int(0, 2)] = 0.0f;
  glm::vec3 velocity = g.Chance(0.6) ? (world.models[0].position - e.center) * g.Uniform(0.5f, 2.0f)
                                     : g.Direction() * g.Size(0.5f, 6.0f);
  if (g.Degenerate(0.2)) velocity = glm::vec3(0.0f);
  return {e, velocity, world};
}

TEST(Property, EllipsoidWorldSweep) {
  ForCases(
      "SweepTest", MakeWorldSweep,
      [](const auto& args, Case& c) {
        const auto& [e, velocity, models] = args;
        const CollisionWorld world = WorldOf(models);
        WorldHit hit;
        hit.t = 123.0f;
        const bool found = SweepTest(e, velocity, world, hit);
        if (AnyNaN(std::tuple<Ellipsoid, Point>(e, velocity))) c.Expect(!found, "NaN in the input, but a hit");
        if (e.IsDegenerate()) c.Expect(!found, "a degenerate ellipsoid hits");
        if (!found) {
          c.Expect(hit.t == -1.0f, fmt::format("a miss sets t = {:g}", hit.t));
          return;
        }
        c.Expect(std::isfinite(hit.t) && hit.t >= 0.0f && hit.t <= 1.0f, fmt::format("a hit at t = {:g}", hit.t));
        c.Expect(hit.collider >= 0 && hit.collider < static_cast<int>(world.colliders.size()), "no such collider");
        if (!c.in_range || e.IsDegenerate()) return;
        // Brute force: every triangle of every collider, in ellipsoid space.
        const Sphere unit(e.ToEllipsoidSpace(e.center), 1.0f);
        float nearest = -1.0f;
        double off = std::numeric_limits<double>::infinity();
        for (const Collider& collider : world.colliders) {
          for (const Triangle& t : collider.mesh->triangles) {
            const Triangle w = TransformTriangle(collider.world, t);
            off = std::min(off, DistanceToTriangle(hit.contact, w));
            SweepHit h;
            const Triangle u(e.ToEllipsoidSpace(w.p0), e.ToEllipsoidSpace(w.p1), e.ToEllipsoidSpace(w.p2));
            if (SweepTest(unit, e.ToEllipsoidSpace(velocity), u, h) && (nearest < 0.0f || h.t < nearest)) nearest = h.t;
          }
        }
        c.Expect(nearest >= 0.0f, "a hit, but no world-space triangle is hit");
        c.Expect(std::abs(hit.t - nearest) <= 1e-5f,
                 fmt::format("t = {:g}, the nearest triangle's {:g}", hit.t, nearest));
        const double reach = c.tolerance + kRelativeTolerance * glm::length(dvec3(velocity));
        c.Expect(off <= reach, fmt::format("the contact {} is {:g} off the world", hit.contact, off));
        c.Expect(std::abs(glm::length(dvec3(hit.normal)) - 1.0) <= 1e-4, "the normal is not unit");
      },
      kModelCases);
  ForCases(
      "CollideAndSlide", MakeWorldSweep,
      [](const auto& args, Case& c) {
        const auto& [e, velocity, models] = args;
        const CollisionWorld world = WorldOf(models);
        const SlideResult result = CollideAndSlide(e, velocity, world, SlideSettings{});
        if (e.IsDegenerate() || AnyNaN(std::tuple<Point>(velocity))) {
          c.Expect(SameBits(result.position, e.center), "a degenerate ellipsoid or a NaN velocity moved");
        }
        if (!c.in_range) return;
        c.Expect(Finite(result.position), fmt::format("the ellipsoid ends at {}", result.position));
        const double moved = glm::length(dvec3(result.position) - dvec3(e.center));
        const double asked = glm::length(dvec3(velocity));
        c.Expect(moved <= asked * (1.0 + 1e-4) + c.tolerance,
                 fmt::format("moved {:g}, farther than the velocity's {:g}", moved, asked));
        if (!result.collided && !e.IsDegenerate() && asked > SlideSettings{}.very_close) {
          c.Expect(glm::length(dvec3(result.position) - dvec3(e.center + velocity)) <= c.tolerance,
                   "no contact, but not the whole move");
        }
        // Starting clear of the world (by a thousandth of the radii), it ends clear of it.
        if (!e.IsDegenerate() && !Overlaps(e, world, 1e-3f)) {
          c.Expect(!Overlaps(Ellipsoid(result.position, e.radius), world, 1e-3f),
                   fmt::format("it ends at {}, inside the world", result.position));
        }
      },
      kModelCases);
}

// ---- Chapter 9: polygons. NaN in gives false; both orders, both windings and every starting vertex agree;
// point tests hold their definition (the crossing number, and kPointOnLineEpsilon or kPointOnPlaneEpsilon of
// the boundary or plane counting as on it), checked outside +-10% of the tolerance.

Polygon2D Rotated(const Polygon2D& p, std::size_t by) {
  std::vector<glm::vec2> v = p.vertices;
  if (!v.empty()) std::rotate(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(by % v.size()), v.end());
  return Polygon2D(v);
}
Polygon2D Reversed(Polygon2D p) {
  std::reverse(p.vertices.begin(), p.vertices.end());
  return p;
}
bool NoArea(const Polygon2D& p) { return p.vertices.size() < 3 || !(std::abs(Area(p)) > 0.0); }

TEST(Property, Polygons2D) {
  ForCases(
      "Intersects", [](Gen& g) { return Args(MakePolygon2D(g, true), MakePolygon2D(g, true)); },
      [](const auto& args, Case& c) {
        using A = std::tuple<Polygon2D, Polygon2D>;
        const auto f = [](const A& a) { return Intersects(std::get<0>(a), std::get<1>(a)); };
        CheckPredicate(args, c, f,
                       {[](const A& a) { return Intersects(std::get<1>(a), std::get<0>(a)); },
                        [](const A& a) { return Intersects(Reversed(std::get<0>(a)), Rotated(std::get<1>(a), 1)); }});
      });
  ForCases(
      "PointInPolygon",
      [](Gen& g) {
        const Polygon2D polygon = MakePolygon2D(g, g.Chance(0.5));
        glm::vec2 p = P2(g);
        if (!polygon.vertices.empty() && g.Chance(0.5)) {  // on or near an edge
          const std::size_t i = static_cast<std::size_t>(g.Int(0, static_cast<int>(polygon.vertices.size()) - 1));
          const glm::vec2 a = polygon.vertices[i], b = polygon.vertices[(i + 1) % polygon.vertices.size()];
          p = a + (b - a) * (g.Lattice() ? g.Half(0.0f, 1.0f) : g.Uniform(0.0f, 1.0f)) +
              glm::vec2(g.Uniform(-3, 3), g.Uniform(-3, 3)) * (g.Chance(0.5) ? kPointOnLineEpsilon : 0.0f);
        }
        return Args(polygon, p);
      },
      [](const auto& args, Case& c) {
        const auto& [polygon, point] = args;
        const bool inside = PointInPolygon(polygon, point);
        if (c.nan) c.Expect(!inside, "NaN in the input, but inside");
        if (c.in_range || c.nan) {
          c.Expect(PointInPolygon(Reversed(polygon), point) == inside, "the other winding answers differently");
          c.Expect(PointInPolygon(Rotated(polygon, 1), point) == inside, "another first vertex answers differently");
        }
        if (!c.in_range) return;
        if (NoArea(polygon)) {
          c.Expect(!inside, "a polygon with no area contains a point");
          return;
        }
        const PolygonDistance d = Measure(polygon, point);
        const double slack = 0.1 * kPointOnLineEpsilon + c.tolerance;
        if (d.boundary < kPointOnLineEpsilon - slack) c.Expect(inside, "on the boundary, but not inside");
        if (d.boundary > kPointOnLineEpsilon + slack) {
          c.Expect(inside == d.inside, fmt::format("the crossing number in double says {}", d.inside));
        }
      });
  ForCases(
      "ClassifySegment", [](Gen& g) { return Args(MakePolygon2D(g, g.Chance(0.5)), P2(g), P2(g)); },
      [](const auto& args, Case& c) {
        const auto& [polygon, start, end] = args;
        const SegmentClass result = ClassifySegment(polygon, start, end);
        if (c.nan) c.Expect(result == SegmentClass::kOutside, "NaN in the input, but not outside");
        if (c.in_range || c.nan) c.Expect(ClassifySegment(polygon, end, start) == result, "reversed, it differs");
        if (!c.in_range) return;
        const bool a = PointInPolygon(polygon, start), b = PointInPolygon(polygon, end);
        if (a || b) c.Expect(result != SegmentClass::kOutside, "an end is in the polygon, but the segment is outside");
        if (!a || !b) c.Expect(result != SegmentClass::kInside, "an end is outside, but the segment is inside");
        if (a != b) c.Expect(result == SegmentClass::kPartlyInside, "one end in, one out, but not partly inside");
      });
}

TEST(Property, Polygons3D) {
  ForCases(
      "PointInPolygon",
      [](Gen& g) {
        const Polygon polygon = MakePolygon(g, g.Chance(0.5));
        Point p = g.P();
        if (polygon.vertices.size() >= 3 && g.Chance(0.6)) {  // in its plane, near it, or a few epsilons off
          const Point a = polygon.vertices[0], b = polygon.vertices[1], d = polygon.vertices[2];
          const float u = g.Uniform(-0.3f, 1.2f), v = g.Uniform(-0.3f, 1.2f - u);
          p = a + (b - a) * u + (d - a) * v;
          const glm::vec3 normal = polygon.GetPlane().normal;
          if (g.Chance(0.4)) p += normal * (g.Uniform(-3, 3) * kPointOnPlaneEpsilon);
        }
        return Args(polygon, p);
      },
      [](const auto& args, Case& c) {
        const auto& [polygon, point] = args;
        const bool inside = PointInPolygon(polygon, point);
        if (c.nan) c.Expect(!inside, "NaN in the input, but inside");
        if (!c.in_range) return;
        const PlanarMeasure m = Measure(polygon, point);
        if (m.flat) {
          c.Expect(!inside, "a polygon with no area contains a point");
          return;
        }
        // The plane's and the boundary's tolerances, and the rounding of both planes at this magnitude.
        const double slack = 0.1 * kPointOnPlaneEpsilon + 10.0 * c.tolerance;
        if (m.off_plane > kPointOnPlaneEpsilon + slack) c.Expect(!inside, "off the plane, but inside");
        if (m.off_plane < kPointOnPlaneEpsilon - slack) {
          // The crossing test runs in a projection, which shortens distances by up to sqrt(3).
          if (m.in_plane.boundary < kPointOnLineEpsilon - slack) c.Expect(inside, "on the boundary, but not inside");
          if (m.in_plane.boundary > std::sqrt(3.0) * (kPointOnLineEpsilon + slack)) {
            c.Expect(inside == m.in_plane.inside,
                     fmt::format("the crossing number in double says {}", m.in_plane.inside));
          }
        }
      });
  ForCases(
      "MovingPointTest",
      [](Gen& g) {
        const Polygon polygon = MakePolygon(g, g.Chance(0.5));
        const Point start = g.P(4.0f);
        Point target = g.P(4.0f);
        if (!polygon.vertices.empty() && g.Chance(0.6))
          target = start + (polygon.vertices[0] - start) * g.Uniform(0.5f, 2.5f);
        return Args(start, target, polygon);
      },
      [](const auto& args, Case& c) {
        const auto& [start, destination, polygon] = args;
        Point hit(7.0f);
        const bool crossed = MovingPointTest(start, destination, polygon, hit);
        if (c.nan) c.Expect(!crossed, "NaN in the input, but a crossing");
        if (!crossed) {
          c.Expect(hit == Point(7.0f), "a miss changed the hit");
          return;
        }
        if (!c.in_range) return;
        const PlanarMeasure m = Measure(polygon, hit);
        c.Expect(!m.flat, "a polygon with no area is crossed");
        const double reach = 10.0 * c.tolerance + kPointOnPlaneEpsilon + kPointOnLineEpsilon * std::sqrt(3.0);
        c.Expect(DistanceToSegment(dvec3(hit), dvec3(start), dvec3(destination)) <= reach,
                 fmt::format("the hit {} is off the move", hit));
        c.Expect(m.flat || m.Distance() <= reach, fmt::format("the hit {} is {:g} off the polygon", hit, m.Distance()));
      });
  ForCases(
      "Intersects", [](Gen& g) { return Args(MakePolygon(g, true), MakePolygon(g, true)); },
      [](const auto& args, Case& c) {
        const auto& [a, b] = args;
        const bool hit = Intersects(a, b);
        if (c.nan) c.Expect(!hit, "NaN in the input, but they meet");
        if (c.in_range || c.nan) c.Expect(Intersects(b, a) == hit, "the two orders disagree");
        if (!c.in_range) return;
        if (Measure(a, a.vertices.empty() ? Point(0) : a.vertices[0]).flat ||
            Measure(b, b.vertices.empty() ? Point(0) : b.vertices[0]).flat) {
          c.Expect(!hit, "a polygon with no area meets another");
          return;
        }
        // Clearly apart (GJK's distance between the two vertex sets): not meeting.
        const GjkResult gjk = Gjk(ConvexShapeOf(a.vertices), ConvexShapeOf(b.vertices));
        if (gjk.distance > 2.0 * kPointOnPlaneEpsilon + kMargin * c.magnitude) {
          c.Expect(!hit, fmt::format("{:g} apart, but they meet", gjk.distance));
        }
      });
}

// ---- Chapter 10: polyhedra and meshes. The hull holds every point and is made of them; the inside tests hold
// their definition outside +-10% of kPointOnPlaneEpsilon; a decomposition's pieces are convex and make up the
// polygon; BoundingOBB holds every point.

std::vector<Point> WithoutNaN(const std::vector<Point>& points) {
  std::vector<Point> kept;
  for (const Point& p : points) {
    if (!AnyNaN(std::tuple<Point>(p))) kept.push_back(p);
  }
  return kept;
}
std::vector<Point> Sorted(std::vector<Point> v) {
  std::sort(v.begin(), v.end(),
            [](const Point& a, const Point& b) { return std::tie(a.x, a.y, a.z) < std::tie(b.x, b.y, b.z); });
  return v;
}

TEST(Property, ConvexHull) {
  ForCases(
      "ConvexHull", [](Gen& g) { return Args(Points{MakePoints(g)}); },
      [](const auto& args, Case& c) {
        const std::vector<Point>& points = std::get<0>(args).points;
        const ConvexPolyhedron hull = ConvexHull(points);
        if (c.nan) {
          c.Expect(Sorted(hull.vertices) == Sorted(ConvexHull(WithoutNaN(points)).vertices),
                   "NaN points are not skipped: the hull differs from that of the others");
        }
        if (!c.in_range) return;
        for (const Point& v : hull.vertices) {
          c.Expect(std::find(points.begin(), points.end(), v) != points.end(), fmt::format("{} is no input point", v));
        }
        float extent = 0.0f;
        for (const Point& p : points) extent = Max(extent, Magnitude(p - points[0]));
        const double reach = 4.0 * kHullRelativeEpsilon * extent + c.tolerance;
        for (const Plane& plane : hull.planes) {
          c.Expect(Finite(plane.normal) && std::abs(glm::length(dvec3(plane.normal)) - 1.0) <= 1e-5,
                   "a face plane's normal is not unit");
        }
        for (const Point& p : points) {
          const double out = PlanesDistance(hull, p);
          c.Expect(hull.IsDegenerate() || out <= reach, fmt::format("{} is {:g} outside the hull", p, out));
        }
        for (std::size_t f = 0; f < hull.faces.size(); ++f) {
          for (const int i : hull.faces[f]) {
            const Point& v = hull.vertices[static_cast<std::size_t>(i)];
            c.Expect(DistanceToPlane(v, hull.planes[f]) <= reach, fmt::format("{} is off its face's plane", v));
          }
        }
        if (Sorted(points).front() == Sorted(points).back()) c.Expect(hull.IsDegenerate(), "one point has faces");
        // Scaled by a power of two (exact), the same hull.
        for (const float s : {0x1p-40f, 0x1p40f}) {
          if (!(c.magnitude * s <= kRangeMax && c.magnitude * s >= kRangeMin)) continue;
          const ConvexPolyhedron scaled = ConvexHull(Scaled(points, s));
          c.Expect(scaled.vertices.size() == hull.vertices.size() && scaled.faces.size() == hull.faces.size(),
                   fmt::format("scaled by {:g}, {} vertices and {} faces instead of {} and {}", s,
                               scaled.vertices.size(), scaled.faces.size(), hull.vertices.size(), hull.faces.size()));
        }
      },
      1000);
}

// The hull's faces as triangles: a closed convex mesh.
std::vector<Triangle> HullTriangles(const ConvexPolyhedron& hull) {
  std::vector<Triangle> triangles;
  for (const std::vector<int>& face : hull.faces) {
    for (std::size_t i = 1; i + 1 < face.size(); ++i) {
      triangles.emplace_back(hull.vertices[static_cast<std::size_t>(face[0])],
                             hull.vertices[static_cast<std::size_t>(face[i])],
                             hull.vertices[static_cast<std::size_t>(face[i + 1])]);
    }
  }
  return triangles;
}

TEST(Property, PointInPolyhedronAndMesh) {
  ForCases(
      "PointInPolyhedron",
      [](Gen& g) {
        const Hull hull{MakePoints(g)};
        Point p = g.P();
        if (g.Chance(0.4)) p = hull.points[0] + (hull.points[1] - hull.points[0]) * g.Uniform(-0.2f, 1.2f);
        return Args(hull, p);
      },
      [](const auto& args, Case& c) {
        const auto& [points, point] = args;
        const ConvexPolyhedron hull = ConvexHull(points.points);
        const bool inside = PointInPolyhedron(hull, point);
        if (c.nan && AnyNaN(std::tuple<Point>(point))) c.Expect(!inside, "a NaN point is inside");
        if (hull.IsDegenerate()) c.Expect(!inside, "a degenerate polyhedron contains a point");
        const std::shared_ptr<const Mesh> mesh = Mesh::FromTriangles(HullTriangles(hull));
        const bool in_mesh = PointInMesh(*mesh, point);
        if (c.nan && AnyNaN(std::tuple<Point>(point))) c.Expect(!in_mesh, "a NaN point is in the mesh");
        if (!c.in_range || hull.IsDegenerate()) return;
        const double slack = 0.1 * kPointOnPlaneEpsilon + c.tolerance;
        const double out = PlanesDistance(hull, point);
        if (hull.IsSolid()) {
          if (out < kPointOnPlaneEpsilon - slack) c.Expect(inside, fmt::format("{:g} inside, but not inside", -out));
          if (out > kPointOnPlaneEpsilon + slack) c.Expect(!inside, fmt::format("{:g} outside, but inside", out));
          double surface = std::numeric_limits<double>::infinity();
          for (const Triangle& t : mesh->triangles) surface = std::min(surface, DistanceToTriangle(point, t));
          if (surface < kPointOnPlaneEpsilon - slack) c.Expect(in_mesh, "on the mesh, but not in it");
          if (surface > kPointOnPlaneEpsilon + slack) {
            c.Expect(in_mesh == (out < 0.0),
                     fmt::format("the closed convex mesh says {}, its planes {}", in_mesh, out < 0.0));
          }
        } else if (inside) {  // flat: its polygon's points, so in its plane
          c.Expect(std::abs(DistanceToPlane(point, hull.planes[0])) <= kPointOnPlaneEpsilon + slack,
                   "inside a flat polyhedron, but off its plane");
        }
      },
      500);
}

TEST(Property, ConvexDecomposition) {
  ForCases(
      "ConvexDecomposition", [](Gen& g) { return Args(MakePolygon2D(g, false)); },
      [](const auto& args, Case& c) {
        const Polygon2D& polygon = std::get<0>(args);
        const std::vector<Polygon2D> pieces = ConvexDecomposition(polygon);
        if (c.nan) c.Expect(pieces.empty(), "NaN in the input, but pieces");
        if (!c.in_range) return;
        if (NoArea(polygon)) {
          c.Expect(pieces.empty(), "no area, but pieces");
          return;
        }
        // Reflex vertices (the polygon made counter-clockwise; straight ones are not reflex).
        const double sign = Area(polygon) < 0.0 ? -1.0 : 1.0;
        const std::size_t n = polygon.vertices.size();
        std::size_t reflex = 0;
        for (std::size_t i = 0; i < n; ++i) {
          const glm::dvec2 a = polygon.vertices[(i + n - 1) % n], b = polygon.vertices[i],
                           d = polygon.vertices[(i + 1) % n];
          const glm::dvec2 e1 = b - a, e2 = d - b;
          if (sign * (e1.x * e2.y - e1.y * e2.x) < -kStraightTurnSin * glm::length(e1) * glm::length(e2)) ++reflex;
        }
        c.Expect(pieces.size() >= 1 && pieces.size() <= reflex + 1,
                 fmt::format("{} pieces for {} reflex vertices", pieces.size(), reflex));
        double total = 0.0;
        for (const Polygon2D& piece : pieces) {
          const double area = Area(piece);
          total += area;
          c.Expect(area > 0.0, fmt::format("a piece of area {:g} (not counter-clockwise)", area));
          const std::size_t m = piece.vertices.size();
          for (std::size_t i = 0; i < m; ++i) {
            const glm::dvec2 a = piece.vertices[(i + m - 1) % m], b = piece.vertices[i],
                             d = piece.vertices[(i + 1) % m];
            const glm::dvec2 e1 = b - a, e2 = d - b;
            c.Expect(e1.x * e2.y - e1.y * e2.x >= -1e-5 * glm::length(e1) * glm::length(e2),
                     fmt::format("a piece turns right at {}", piece.vertices[i]));
            const PolygonDistance d_in = Measure(polygon, piece.vertices[i]);
            c.Expect(d_in.inside || d_in.boundary <= c.tolerance,
                     fmt::format("a piece's vertex {} is outside the polygon", piece.vertices[i]));
          }
        }
        c.Expect(std::abs(total - std::abs(Area(polygon))) <= 1e-4 * std::abs(Area(polygon)),
                 fmt::format("the pieces' areas sum to {:g}, the polygon's is {:g}", total, std::abs(Area(polygon))));
      },
      1500);
}

TEST(Property, BoundingOBB) {
  ForCases(
      "BoundingOBB", [](Gen& g) { return Args(Points{MakePoints(g)}); },
      [](const auto& args, Case& c) {
        const std::vector<Point>& points = std::get<0>(args).points;
        const OBB box = BoundingOBB(points);
        // NaN points are skipped: the others are still bounded (when they are finite and in range).
        const std::vector<Point> kept = WithoutNaN(points);
        const Case others = Part(c, std::tuple<Points>(Points{kept}));
        if (!(c.in_range || (c.nan && AllFinite(std::tuple<Points>(Points{kept})) && others.magnitude <= kRangeMax))) {
          return;
        }
        if (kept.empty()) {
          c.Expect(box.center == Point(0.0f) && box.half_extents == glm::vec3(0.0f), "no points, but not the zero box");
          return;
        }
        c.Expect(Finite(box.center) && Finite(box.half_extents) && Finite(box.axes[0]) && Finite(box.axes[1]) &&
                     Finite(box.axes[2]),
                 "not finite");
        for (int i = 0; i < 3; ++i) {
          for (int j = 0; j < 3; ++j) {
            const double dot = glm::dot(dvec3(box.axes[i]), dvec3(box.axes[j]));
            c.Expect(std::abs(dot - (i == j ? 1.0 : 0.0)) <= 1e-5, "the axes are not orthonormal");
          }
        }
        for (const Point& p : kept) {
          c.Expect(Outside(p, box) <= others.tolerance, fmt::format("{} is {:g} outside", p, Outside(p, box)));
        }
      },
      1000);
}

// ---- Chapter 11: the searches. The overlap test is a contact from s = from to s = to (the bound: an interval
// meeting it). Every search tests only s in (0, 1], in order, at most kMaxSearchTests times, and counts them;
// the first sample that overlaps is returned (-1 when none does); the binary search returns at most min_step
// before the contact begins, and -1 only when there is none.

Contact MakeContact(Gen& g) {
  Contact c{g.Uniform(-0.2f, 1.2f), 0.0f};
  c.to = c.from + (g.Chance(0.3) ? 0.0f : g.Uniform(0.0f, 0.5f));
  if (g.Lattice()) {
    c.from = g.Half(0.0f, 1.0f) * 0.25f;
    c.to = c.from + g.Half(0.0f, 2.0f) * 0.25f;
  }
  return c;
}

// The samples a search asked for, in order.
struct Samples {
  std::vector<float> at;
  bool ordered = true;
};

void CheckSamples(const Samples& samples, const Contact& contact, float result, int tests, Case& c) {
  c.Expect(tests == static_cast<int>(samples.at.size()),
           fmt::format("{} tests counted, {} made", tests, samples.at.size()));
  c.Expect(tests <= kMaxSearchTests, fmt::format("{} tests", tests));
  // (Up to 2^20 samples: each rule is checked over all of them, and reported once.)
  std::size_t bad = 0;
  while (bad < samples.at.size() && samples.at[bad] > 0.0f && samples.at[bad] <= 1.0f &&
         (bad == 0 || samples.at[bad] > samples.at[bad - 1])) {
    ++bad;
  }
  if (bad < samples.at.size()) c.Expect(false, fmt::format("a test at s = {:g}, out of order", samples.at[bad]));
  const auto overlaps = [&](float s) { return s >= contact.from && s <= contact.to; };
  if (result == -1.0f) {
    c.Expect(std::none_of(samples.at.begin(), samples.at.end(), overlaps), "a sample overlaps, but -1");
    return;
  }
  c.Expect(!samples.at.empty() && result == samples.at.back() && overlaps(result),
           fmt::format("returns {:g}, not the last test, or not a contact", result));
}

TEST(Property, Searches) {
  ForCases(
      "TimeSlicingSearch",
      [](Gen& g) {
        const float frame = g.Chance(0.1) ? 0.0f : g.Uniform(0.001f, 0.1f);
        const float slice = g.Degenerate(0.3) ? (g.Chance(0.5) ? 0.0f : -frame) : frame / g.Uniform(0.5f, 40.0f);
        return Args(MakeContact(g), frame, g.Chance(0.003) ? frame * 1e-9f : slice);
      },
      [](const auto& args, Case& c) {
        const auto& [contact, frame, slice] = args;
        Samples samples;
        int tests = -1;
        const float result = TimeSlicingSearch(
            [&](float s) {
              samples.at.push_back(s);
              return s >= contact.from && s <= contact.to;
            },
            frame, slice, tests);
        if (!(frame > 0.0f) || !(slice > 0.0f) || !std::isfinite(frame)) {
          c.Expect(tests == 0 && result == -1.0f, "no frame, but tests");
        }
        CheckSamples(samples, contact, result, tests, c);
        if (!c.in_range || !(frame > 0.0f) || !(slice > 0.0f) || samples.at.empty()) return;
        // Samples no farther apart than a slice (or than 1 / kMaxSearchTests), ending at 1 when none overlaps.
        const double step = std::max(double(slice) / double(frame), 1.0 / kMaxSearchTests) * (1.0 + 1e-4);
        bool spaced = true;
        for (std::size_t i = 0; i < samples.at.size(); ++i)
          spaced = spaced && samples.at[i] - (i ? samples.at[i - 1] : 0.0f) <= step;
        c.Expect(spaced, "samples farther apart than a slice");
        if (result == -1.0f) c.Expect(samples.at.back() == 1.0f, "the frame's end is not tested");
      });
  ForCases(
      "LinearImpactSearch",
      [](Gen& g) {
        return Args(MakeContact(g), g.Degenerate(0.3) ? g.Int(-3, 0) : g.Int(1, g.Chance(0.003) ? 3000000 : 200));
      },
      [](const auto& args, Case& c) {
        const auto& [contact, steps] = args;
        Samples samples;
        int tests = -1;
        const float result = LinearImpactSearch(
            [&](float s) {
              samples.at.push_back(s);
              return s >= contact.from && s <= contact.to;
            },
            steps, tests);
        CheckSamples(samples, contact, result, tests, c);
        if (!c.in_range || samples.at.empty()) return;
        const double step = 1.0 / std::clamp(steps, 1, kMaxSearchTests);
        bool at_ends = true;
        for (std::size_t i = 0; i < samples.at.size(); ++i) {
          at_ends = at_ends && std::abs(samples.at[i] - static_cast<double>(i + 1) * step) <= 1e-6;
        }
        c.Expect(at_ends, "a sample not at a step's end");
        if (result == -1.0f) c.Expect(samples.at.back() == 1.0f, "the motion's end is not tested");
      });
  ForCases(
      "BinaryImpactSearch",
      [](Gen& g) {
        float min_step = g.Chance(0.1) ? 0.0f : std::pow(10.0f, g.Uniform(-6.0f, 0.0f));
        if (g.Degenerate(0.3)) min_step = -min_step;
        return Args(MakeContact(g), min_step);
      },
      [](const auto& args, Case& c) {
        const auto& [contact, min_step] = args;
        int tests = -1, made = 0;
        const float result = BinaryImpactSearch(
            [&](float from, float to) {
              ++made;
              return !(to < contact.from || from > contact.to);
            },
            min_step, tests);
        c.Expect(tests == made && tests <= kMaxSearchTests, fmt::format("{} tests counted, {} made", tests, made));
        // A contact within the motion is found; one wholly outside it is not.
        const bool within = contact.from <= contact.to && !(contact.to < 0.0f || contact.from > 1.0f) && !c.nan;
        if (!c.in_range) return;
        c.Expect((result != -1.0f) == within,
                 fmt::format("returns {:g} for a contact from {:g} to {:g}", result, contact.from, contact.to));
        if (result == -1.0f) return;
        const float finest = std::max(min_step, 1.0f / kMaxSearchTests);
        c.Expect(
            result >= 0.0f && result <= std::max(contact.from, 0.0f) &&
                std::max(contact.from, 0.0f) - result <= finest * (1.0f + 1e-4f),
            fmt::format("returns {:g}, the contact begins at {:g} (min_step {:g})", result, contact.from, min_step));
      });
}

// ---- Chapter 12: points in oriented boxes and cylinders, and the generic separating-axis test.

TEST(Property, PointInOBBAndClosestPoint) {
  ForCases(
      "PointInOBB",
      [](Gen& g) {
        const OBB box = g.MakeOBB();
        Point p = g.P();
        if (g.Chance(0.4)) p = box.Corners()[static_cast<std::size_t>(g.Int(0, 7))] * (g.Chance(0.5) ? 1.0f : 0.5f);
        return Args(box, p);
      },
      [](const auto& args, Case& c) {
        const auto& [box, point] = args;
        const bool inside =
            CheckPredicate(args, c, [](const auto& a) { return PointInOBB(std::get<0>(a), std::get<1>(a)); }, {});
        const Point closest = ClosestPoint(box, point);
        if (!c.in_range) return;
        const double out = Outside(point, box);
        if (out > c.tolerance) c.Expect(!inside, fmt::format("{:g} outside, but inside", out));
        c.Expect(Finite(closest), fmt::format("ClosestPoint(OBB, Point) = {} for finite input", closest));
        c.Expect(Outside(closest, box) <= c.tolerance,
                 fmt::format("ClosestPoint(OBB, Point) = {} is {:g} outside the box", closest, Outside(closest, box)));
        c.Expect(glm::length(dvec3(closest) - dvec3(point)) <= out + c.tolerance,
                 fmt::format("ClosestPoint(OBB, Point) = {} is not the nearest (distance {:g})", closest, out));
        if (inside) c.Expect(glm::length(dvec3(closest) - dvec3(point)) <= c.tolerance, "inside, but moved");
      });
}

TEST(Property, PointInCylinder) {
  ForCases(
      "PointInCylinder",
      [](Gen& g) {
        const Cylinder cylinder = g.MakeRound<Cylinder>();
        Point p = g.P();
        if (g.Chance(0.4)) p = cylinder.start + (cylinder.end - cylinder.start) * g.Half(0.0f, 1.0f);
        return Args(cylinder, p);
      },
      [](const auto& args, Case& c) {
        const auto& [cylinder, point] = args;
        // (A zero radius cannot shrink: its boundary cases are not found, so it is not scaled.)
        const bool inside = CheckPredicate(
            args, c, [](const auto& a) { return PointInCylinder(std::get<0>(a), std::get<1>(a)); }, {},
            cylinder.radius > 0.0f);
        if (!c.in_range) return;
        if (cylinder.start == cylinder.end) {
          c.Expect(!inside, "a zero-length cylinder contains a point");
          return;
        }
        const double out = Outside(point, cylinder);
        if (out > c.tolerance) c.Expect(!inside, fmt::format("{:g} outside, but inside", out));
        if (DistanceToSurface(point, cylinder) > c.tolerance && out == 0.0) c.Expect(inside, "inside, but not inside");
      });
}

// The generic test on the shapes SatShapeOf makes, against the specialised test (or GJK) away from boundaries.
Capsule SegmentCapsule(const Line& l) { return Capsule{l.start, l.end, 0.0f}; }
bool Specialised(const AABB& a, const AABB& b) { return Intersects(a, b); }
bool Specialised(const OBB& a, const OBB& b) { return Intersects(a, b); }
bool Specialised(const OBB& a, const Triangle& b) { return Intersects(a, b); }
bool Specialised(const Triangle& a, const Triangle& b) { return Intersects(a, b); }
bool Specialised(const AABB& a, const Triangle& b) { return Intersects(a, b); }
bool Specialised(const Line& a, const Triangle& b) { return Intersects(SegmentCapsule(a), b); }
bool Specialised(const Line& a, const AABB& b) { return Intersects(SegmentCapsule(a), b); }
bool Specialised(const Line& a, const OBB& b) { return Intersects(ConvexShapeOf(SegmentCapsule(a)), ConvexShapeOf(b)); }

template <class A, class B>
bool Sat(const std::tuple<A, B>& args) {
  return Intersects(SatShapeOf(std::get<0>(args)), SatShapeOf(std::get<1>(args)));
}
template <class A, class B>
bool SatSwapped(const std::tuple<A, B>& args) {
  return Intersects(SatShapeOf(std::get<1>(args)), SatShapeOf(std::get<0>(args)));
}

template <class A, class B>
void CheckSat(const std::tuple<A, B, glm::vec3>& all, Case& c) {
  const std::tuple<A, B> args(std::get<0>(all), std::get<1>(all));
  Case pair = Part(c, args);
  const bool hit = CheckPredicate(args, pair, Sat<A, B>, {SatSwapped<A, B>});
  const SatShape a = SatShapeOf(std::get<0>(args)), b = SatShapeOf(std::get<1>(args));
  const glm::vec3& axis = std::get<2>(all);
  const Interval interval = GetInterval(a, axis);
  const std::vector<glm::vec3> axes = CandidateAxes(a, b);
  if (!c.in_range) return;
  // The interval: the vertices' span along the axis.
  double lo = std::numeric_limits<double>::infinity(), hi = -lo;
  for (const Point& v : a.vertices) {
    lo = std::min(lo, glm::dot(dvec3(v), dvec3(axis)));
    hi = std::max(hi, glm::dot(dvec3(v), dvec3(axis)));
  }
  const double reach = 2.0 * c.tolerance * glm::length(dvec3(axis));
  c.Expect(
      a.vertices.empty() || (std::abs(interval.min - lo) <= reach && std::abs(interval.max - hi) <= reach),
      fmt::format("GetInterval = [{:g}, {:g}], the vertices span [{:g}, {:g}]", interval.min, interval.max, lo, hi));
  // The candidates: finite, not zero, each direction once, no more than face normals and edge cross products.
  c.Expect(axes.size() <= a.face_normals.size() + b.face_normals.size() + a.edges.size() * b.edges.size(),
           fmt::format("{} candidate axes", axes.size()));
  for (std::size_t i = 0; i < axes.size(); ++i) {
    const dvec3 u(axes[i]);
    c.Expect(Finite(axes[i]) && glm::dot(u, u) > 0.0, fmt::format("a candidate axis {}", axes[i]));
    for (std::size_t j = 0; j < i; ++j) {
      const dvec3 v(axes[j]), cross = glm::cross(u, v);
      c.Expect(glm::dot(cross, cross) > 0.25 * kParallelAxisSinSquared * glm::dot(u, u) * glm::dot(v, v),
               fmt::format("the candidate axes {} and {} are parallel", axes[i], axes[j]));
    }
  }
  // Away from a boundary, the specialised test's answer.
  if (!(pair.magnitude > 0.0f)) return;
  const float margin = kMargin * pair.magnitude;
  const auto special = [](const std::tuple<A, B>& x) { return Specialised(std::get<0>(x), std::get<1>(x)); };
  const bool expected = special(args);
  if (special(Grown(args, margin)) != expected || special(Grown(args, -margin)) != expected) return;
  c.Expect(hit == expected, fmt::format("the generic test says {}, the specialised one {}", hit, expected));
}

template <class A, class B, class MakeA, class MakeB>
void RunSat(MakeA make_a, MakeB make_b) {
  ForCases(
      "Intersects(SatShapeOf, SatShapeOf)", [&](Gen& g) { return Args(make_a(g), make_b(g), g.Direction()); },
      [](const auto& args, Case& c) { CheckSat<A, B>(args, c); }, 600);
}

TEST(Property, GenericSeparatingAxes) {
  const auto box = [](Gen& g) { return g.MakeBox(); };
  const auto obb = [](Gen& g) { return g.MakeOBB(); };
  const auto triangle = [](Gen& g) { return g.MakeTriangle(); };
  const auto line = [](Gen& g) { return g.MakeLine(); };
  RunSat<AABB, AABB>(box, box);
  RunSat<OBB, OBB>(obb, obb);
  RunSat<OBB, Triangle>(obb, triangle);
  RunSat<Triangle, Triangle>(triangle, triangle);
  RunSat<AABB, Triangle>(box, triangle);
  RunSat<Line, Triangle>(line, triangle);
  RunSat<Line, AABB>(line, box);
  RunSat<Line, OBB>(line, obb);
}

// ---- Chapter 13: support functions, GJK's distance and closest points, EPA's penetration.

// Support(shape, d): a point of the shape (within the tolerance), and no point of the shape lies farther along
// d: in particular no other direction's support point. A zero or NaN direction still gives a point of the shape.
template <class Shape>
void CheckSupport(const std::tuple<Shape, glm::vec3, glm::vec3>& args, Case& c) {
  const auto& [shape, d1, d2] = args;
  const auto support = [&](const glm::vec3& d) {
    if constexpr (requires { shape.points; }) {
      if constexpr (std::same_as<Shape, Hull>) {
        return Support(ConvexHull(shape.points), d);
      } else {
        return Support(shape.points, d);
      }
    } else {
      return Support(shape, d);
    }
  };
  const Point s1 = support(d1), s2 = support(d2), s0 = support(glm::vec3(0.0f)),
              snan = support(glm::vec3(std::numeric_limits<float>::quiet_NaN()));
  if (!Part(c, std::tuple<Shape>(shape)).in_range) return;
  if constexpr (requires { shape.points; }) {
    if (shape.points.empty()) return;
    for (const Point& s : {s1, s2}) {
      c.Expect(std::find(shape.points.begin(), shape.points.end(), s) != shape.points.end(),
               fmt::format("the support point {} is no vertex", s));
    }
  }
  if (!c.in_range) return;
  for (const Point& s : {s1, s2, s0, snan}) {
    c.Expect(Finite(s) && Outside(s, shape) <= c.tolerance,
             fmt::format("the support point {} is {:g} outside the shape", s, Outside(s, shape)));
  }
  const double reach = c.tolerance * glm::length(dvec3(d1)) * 2.0;
  c.Expect(glm::dot(dvec3(s1), dvec3(d1)) >= glm::dot(dvec3(s2), dvec3(d1)) - reach,
           fmt::format("{} is farther along {} than its support point {}", s2, d1, s1));
}

template <class Shape, class MakeShape>
void RunSupport(const char* name, MakeShape make) {
  ForCases(
      name, [&](Gen& g) { return Args(make(g), g.Direction(), g.Direction()); },
      [](const auto& args, Case& c) { CheckSupport<Shape>(args, c); }, 500);
}

TEST(Property, Support) {
  RunSupport<Sphere>("Support", [](Gen& g) { return g.MakeSphere(); });
  RunSupport<AABB>("Support", [](Gen& g) { return g.MakeBox(); });
  RunSupport<OBB>("Support", [](Gen& g) { return g.MakeOBB(); });
  RunSupport<Capsule>("Support", [](Gen& g) { return g.MakeRound<Capsule>(); });
  RunSupport<Cylinder>("Support", [](Gen& g) { return g.MakeRound<Cylinder>(); });
  RunSupport<Triangle>("Support", [](Gen& g) { return g.MakeTriangle(); });
  RunSupport<Hull>("Support", [](Gen& g) { return Hull{MakePoints(g)}; });
  RunSupport<Points>("Support", [](Gen& g) { return Points{MakePoints(g)}; });
}

// Gjk and Epa on a pair: NaN in, not intersecting and a NaN distance; both orders agree; apart, the closest
// points lie on the shapes and distance = |on_b - on_a|; intersecting, distance 0, and EPA's deepest points lie
// on the shapes, its normal is unit and on_b + depth * normal = on_a; moving b by a little more than the depth
// along the normal separates them.
// NaN in a shape GJK is given (a hull skips its NaN points, as ConvexHull does: it is still a shape).
template <class Shape>
bool ShapeNaN(const Shape& s) {
  return AnyNaN(std::tuple<Shape>(s));
}
bool ShapeNaN(const Hull&) { return false; }

template <class A, class B>
void CheckGjkAndEpa(const std::tuple<A, B>& args, Case& c) {
  const auto& [a, b] = args;
  c.nan = ShapeNaN(a) || ShapeNaN(b);
  const ConvexShape sa = ShapeOf(a), sb = ShapeOf(b);
  const GjkResult result = Gjk(sa, sb), back = Gjk(sb, sa);
  const Penetration penetration = Epa(sa, sb);
  c.Expect(result.iterations <= kGjkMaxIterations, fmt::format("{} iterations", result.iterations));
  c.Expect(result.intersects == Intersects(sa, sb), "Gjk and Intersects disagree");
  if (c.nan) {
    c.Expect(!result.intersects && std::isnan(result.distance), "NaN in the input, but not a NaN distance");
    c.Expect(!penetration.intersects, "NaN in the input, but a penetration");
  }
  if (!c.in_range) return;
  c.Expect(back.intersects == result.intersects, "the two orders disagree");
  c.Expect(penetration.intersects == result.intersects, "Epa and Gjk disagree");
  const double size = c.magnitude;
  if (!result.intersects) {
    c.Expect(std::isfinite(result.distance) && result.distance > 0.0f, fmt::format("apart at {:g}", result.distance));
    c.Expect(std::abs(back.distance - result.distance) <= 2.0 * c.tolerance,
             fmt::format("{:g} one way, {:g} the other", result.distance, back.distance));
    const double gap = glm::length(dvec3(result.on_b) - dvec3(result.on_a));
    c.Expect(std::abs(gap - result.distance) <= c.tolerance,
             fmt::format("the closest points are {:g} apart, the distance {:g}", gap, result.distance));
    c.Expect(Outside(result.on_a, a) <= c.tolerance,
             fmt::format("on_a {} is {:g} off a", result.on_a, Outside(result.on_a, a)));
    c.Expect(Outside(result.on_b, b) <= c.tolerance,
             fmt::format("on_b {} is {:g} off b", result.on_b, Outside(result.on_b, b)));
    return;
  }
  c.Expect(result.distance == 0.0f, fmt::format("intersecting at distance {:g}", result.distance));
  const Penetration& p = penetration;
  c.Expect(std::isfinite(p.depth) && p.depth >= 0.0f, fmt::format("depth {:g}", p.depth));
  if (p.depth == 0.0f) return;  // touching or flat: no direction promised
  c.Expect(std::abs(glm::length(dvec3(p.normal)) - 1.0) <= 1e-4, fmt::format("the normal {} is not unit", p.normal));
  const double reach = c.tolerance + 2.0 * kEpaRelativeTolerance * p.depth;
  c.Expect(Outside(p.on_a, a) <= reach, fmt::format("on_a {} is {:g} off a", p.on_a, Outside(p.on_a, a)));
  c.Expect(Outside(p.on_b, b) <= reach, fmt::format("on_b {} is {:g} off b", p.on_b, Outside(p.on_b, b)));
  const double miss = glm::length(dvec3(p.on_b) + dvec3(p.normal) * double(p.depth) - dvec3(p.on_a));
  c.Expect(miss <= reach,
           fmt::format("on_b + depth * normal is {:g} from on_a (depth {:g}, on_a {}, on_b {}, normal {})", miss,
                       p.depth, p.on_a, p.on_b, p.normal));
  // b moved along the normal a little more than the depth (EPA's tolerance, and rounding) is apart, when EPA
  // converged before kEpaMaxIterations (nearly concentric round shapes do: RandomPairs.NearConcentric...; a pair
  // at the ends of float's range may not).
  if (p.iterations - result.iterations >= kEpaMaxIterations) return;
  const glm::vec3 push = p.normal * static_cast<float>(p.depth * (1.0 + 4.0 * kEpaRelativeTolerance) + 1e-3 * size);
  ConvexShape moved = sb;
  moved.support = [&sb, push](const glm::vec3& d) { return sb.support(d) + push; };
  moved.centre = sb.centre + push;
  c.Expect(!Intersects(sa, moved), fmt::format("moved by {} they still meet", push));
}

// The convex shapes GJK and EPA take, one generator each (the GJK properties all draw from these).
namespace convex_makers {
const auto sphere = [](Gen& g) { return g.MakeSphere(); };
const auto box = [](Gen& g) { return g.MakeBox(); };
const auto obb = [](Gen& g) { return g.MakeOBB(); };
const auto capsule = [](Gen& g) { return g.MakeRound<Capsule>(); };
const auto cylinder = [](Gen& g) { return g.MakeRound<Cylinder>(); };
const auto triangle = [](Gen& g) { return g.MakeTriangle(); };
const auto hull = [](Gen& g) { return Hull{MakePoints(g)}; };
const auto points = [](Gen& g) { return Points{MakePoints(g)}; };
}  // namespace convex_makers

template <class A, class B, class MakeA, class MakeB>
void RunGjk(MakeA make_a, MakeB make_b, int cases = 400) {
  ForCases(
      "Gjk", [&](Gen& g) { return Args(make_a(g), make_b(g)); },
      [](const auto& args, Case& c) { CheckGjkAndEpa<A, B>(args, c); }, cases);
}

TEST(Property, GjkDistanceAndEpa) {
  using namespace convex_makers;
  RunGjk<Sphere, Sphere>(sphere, sphere);
  RunGjk<OBB, Capsule>(obb, capsule);
  RunGjk<Cylinder, Triangle>(cylinder, triangle);
  RunGjk<Hull, AABB>(hull, box);
  RunGjk<Points, Sphere>(points, sphere);
  RunGjk<Cylinder, Cylinder>(cylinder, cylinder);
  RunGjk<Hull, Hull>(hull, hull, 200);
}

TEST(Property, GjkSphereDistanceIsExact) {
  ForCases(
      "Gjk", [](Gen& g) { return Args(g.MakeSphere(), g.MakeSphere()); },
      [](const auto& args, Case& c) {
        const auto& [a, b] = args;
        const GjkResult r = Gjk(ConvexShapeOf(a), ConvexShapeOf(b));
        if (!c.in_range || r.intersects) return;
        const double exact = glm::length(dvec3(a.position) - dvec3(b.position)) - a.radius - b.radius;
        c.Expect(std::abs(r.distance - exact) <= c.tolerance, fmt::format("{:g}, in double {:g}", r.distance, exact));
      });
}

// Intersects(ConvexShape, ConvexShape) on more pairs, including ConvexShapeOf(Cylinder), of a polyhedron and of
// a point set: NaN gives false, both orders agree, the same answer at every scale, and the specialised test's
// answer away from a boundary where there is one.
template <class Shape>
bool DegenerateHull(const Shape&) {
  return false;
}
bool DegenerateHull(const Hull& h) { return ConvexHull(h.points).IsDegenerate(); }
// A hull is tested as the polyhedron it is.
template <class Shape>
const Shape& Solid(const Shape& s) {
  return s;
}
ConvexPolyhedron Solid(const Hull& h) { return ConvexHull(h.points); }
template <class A, class B>
bool Specialised(const A& a, const B& b) {
  if constexpr (requires { Intersects(Solid(a), Solid(b)); }) {
    return Intersects(Solid(a), Solid(b));
  } else {
    return Intersects(ShapeOf(a), ShapeOf(b));
  }
}
template <class A, class B>
bool GjkOf(const std::tuple<A, B>& args) {
  return Intersects(ShapeOf(std::get<0>(args)), ShapeOf(std::get<1>(args)));
}
template <class A, class B>
bool GjkOfSwapped(const std::tuple<A, B>& args) {
  return Intersects(ShapeOf(std::get<1>(args)), ShapeOf(std::get<0>(args)));
}
template <class A, class B, class MakeA, class MakeB>
void RunGjkPredicate(MakeA make_a, MakeB make_b) {
  ForCases(
      "Intersects(ConvexShapeOf, ConvexShapeOf)", [&](Gen& g) { return Args(make_a(g), make_b(g)); },
      [](const auto& args, Case& c) {
        c.nan = ShapeNaN(std::get<0>(args)) || ShapeNaN(std::get<1>(args));
        const bool hit = CheckPredicate(args, c, GjkOf<A, B>, {GjkOfSwapped<A, B>});
        // (A degenerate polyhedron meets nothing; GJK sees the segment or point of its vertices. Below 1e-2 the
        // polyhedron tests' absolute kPointOnPlaneEpsilon is over 1e-3 of the shapes: their touching band decides.)
        if (!c.in_range || !(c.magnitude >= 1e-2f) || DegenerateHull(std::get<0>(args)) ||
            DegenerateHull(std::get<1>(args))) {
          return;
        }
        const auto special = [](const std::tuple<A, B>& x) { return Specialised(std::get<0>(x), std::get<1>(x)); };
        // (The polyhedron tests count kPointOnPlaneEpsilon as touching.)
        const float margin = kMargin * c.magnitude + 2.0f * kPointOnPlaneEpsilon;
        const bool expected = special(args);
        if (special(Grown(args, margin)) != expected || special(Grown(args, -margin)) != expected) return;
        c.Expect(hit == expected, fmt::format("GJK says {}, the specialised test {}", hit, expected));
      },
      400);
}

TEST(Property, GjkAgreesOnMorePairs) {
  using namespace convex_makers;
  RunGjkPredicate<Sphere, Sphere>(sphere, sphere);
  RunGjkPredicate<AABB, AABB>(box, box);
  RunGjkPredicate<Triangle, Triangle>(triangle, triangle);
  RunGjkPredicate<Capsule, Capsule>(capsule, capsule);
  RunGjkPredicate<Capsule, Triangle>(capsule, triangle);
  RunGjkPredicate<OBB, OBB>(obb, obb);
  RunGjkPredicate<Cylinder, Sphere>(cylinder, sphere);
  RunGjkPredicate<Hull, Sphere>(hull, sphere);
  RunGjkPredicate<Points, Triangle>(points, triangle);
  RunGjkPredicate<Hull, Points>(hull, points);
}

}  // namespace
}  // namespace lab::Collisions
