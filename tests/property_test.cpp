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
// Covered: chapters 1 to 4 (points, spheres, boxes, planes, segments, rays, triangles), chapter 6's frustum
// tests, chapter 7's sphere sweeps, chapter 8's point-plane functions, and from chapter 10 ContactNormal,
// the polyhedron tests on boxes (ConvexPolyhedron::FromAABB) and the bounding volumes. Not covered here:
// models, scenes and meshes (their own brute-force tests), the polygons of chapter 9, ConvexHull,
// ConvexDecomposition, and the ellipsoid world sweep and CollideAndSlide (they need a CollisionWorld).
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
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include <fmt/format.h>
#include <glm/geometric.hpp>
#include <glm/gtc/matrix_transform.hpp>
#include <gtest/gtest.h>

#include "collisions/collisions.hpp"
#include "collisions/frustum.hpp"

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

}  // namespace
}  // namespace lab::Collisions
