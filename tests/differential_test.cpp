// Differential tests: every Collisions function against exact rational arithmetic (CGAL's Gmpq kernel) on
// seeded random inputs. Inputs are float; the exact reference reads the very same float values.
//
// Robustness margin: a case counts only when its exact answer stays the same with the shape inflated and
// deflated by kMargin (or, for tolerance-defined predicates, with the tolerance scaled by 1 +- 10%). Other
// cases are so close to a boundary that float rounding may legitimately decide them; they are skipped and
// counted. Counted cases allow zero disagreements. Distances t and points must match within kTolerance.
//
// Triangle against triangle is held to a finer criterion (OnABoundary, kBoundaryRelative): scaling a pair about
// its centre hardly moves a sliver across its own width, so there a disagreement is excused only when the exact
// answer itself changes with the corners moved by a few units of float's rounding.
#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <optional>
#include <random>
#include <string>
#include <utility>

#include <CGAL/Gmpq.h>
#include <CGAL/Simple_cartesian.h>
#include <CGAL/intersections.h>
#include <CGAL/squared_distance_3.h>
#include <glm/geometric.hpp>
#include <glm/gtc/matrix_transform.hpp>
#include <gtest/gtest.h>

#include "collisions/collisions.hpp"
#include "collisions/frustum.hpp"
#include "primitives/format.hpp"

namespace lab::Collisions {
namespace {

using Kernel = CGAL::Simple_cartesian<CGAL::Gmpq>;
using Q = CGAL::Gmpq;
using QPoint = Kernel::Point_3;
using QVector = Kernel::Vector_3;

constexpr int kCasesPerFunction = 20000;
constexpr float kMargin = 1e-3f;     // shape inflation for the robustness check, in world units
constexpr float kTolerance = 1e-3f;  // for t and for points, absolute, with coordinates up to ~20
constexpr std::uint32_t kSeed = 20261121;

Q ToQ(float f) { return Q(static_cast<double>(f)); }
QPoint ToQ(const glm::vec3& v) { return QPoint(ToQ(v.x), ToQ(v.y), ToQ(v.z)); }
QVector ToQVector(const glm::vec3& v) { return QVector(ToQ(v.x), ToQ(v.y), ToQ(v.z)); }
double ToDouble(const Q& q) { return CGAL::to_double(q); }
glm::dvec3 ToDouble(const QPoint& p) { return {ToDouble(p.x()), ToDouble(p.y()), ToDouble(p.z())}; }

// Inputs printed so that a disagreement can be pasted into a regression test exactly.
std::string Exact(const glm::vec3& v) { return fmt::format("Point({:.9g}f, {:.9g}f, {:.9g}f)", v.x, v.y, v.z); }
std::string Exact(const Ray& r) { return fmt::format("Ray({}, {})", Exact(r.position), Exact(r.direction)); }
std::string Exact(const Sphere& s) { return fmt::format("Sphere({}, {:.9g}f)", Exact(s.position), s.radius); }
std::string Exact(const AABB& b) { return fmt::format("AABB({}, {})", Exact(b.min), Exact(b.max)); }
std::string Exact(const Plane& p) { return fmt::format("Plane({}, {:.9g}f)", Exact(p.normal), p.distance); }
std::string Exact(const Line& l) { return fmt::format("Line({}, {})", Exact(l.start), Exact(l.end)); }
std::string Exact(const Triangle& t) {
  return fmt::format("Triangle({}, {}, {})", Exact(t.p0), Exact(t.p1), Exact(t.p2));
}

// ---- Seeded inputs: uniform, with some coordinates snapped to round values and some direction components
// zeroed, so that axis-aligned and exactly-touching cases come up too.
class Inputs {
 public:
  float Uniform(float lo, float hi) { return std::uniform_real_distribution<float>(lo, hi)(rng_); }
  bool Chance(double p) { return std::bernoulli_distribution(p)(rng_); }
  float Coordinate(float range) {
    const float value = Uniform(-range, range);
    return Chance(0.1) ? std::round(value * 2.0f) / 2.0f : value;
  }
  glm::vec3 PointIn(float range) { return {Coordinate(range), Coordinate(range), Coordinate(range)}; }
  glm::vec3 Direction() {
    glm::vec3 d(Uniform(-1, 1), Uniform(-1, 1), Uniform(-1, 1));
    if (Chance(0.15)) d[std::uniform_int_distribution<int>(0, 2)(rng_)] = 0.0f;
    if (Chance(0.05)) d[std::uniform_int_distribution<int>(0, 2)(rng_)] = 0.0f;
    if (glm::dot(d, d) < 1e-4f) d = glm::vec3(0, 0, 1);
    return d;
  }
  Sphere RandomSphere() { return Sphere(PointIn(5), Chance(0.1) ? std::round(Uniform(0.5f, 4)) : Uniform(0.1f, 4)); }
  AABB RandomBox() {
    const glm::vec3 c = PointIn(5);
    const glm::vec3 e(Uniform(0.1f, 4), Uniform(0.1f, 4), Uniform(0.1f, 4));
    return AABB(c - e, c + e);
  }
  Plane RandomPlane() { return Plane(Direction(), Coordinate(5)); }
  // A ray from somewhere around, aimed near `target` most of the time.
  Ray RayToward(const glm::vec3& target, float spread) {
    const glm::vec3 origin = PointIn(10);
    if (Chance(0.25)) return Ray(origin, Direction());
    glm::vec3 aim = target + glm::vec3(Uniform(-spread, spread), Uniform(-spread, spread), Uniform(-spread, spread));
    if (Chance(0.2)) aim[std::uniform_int_distribution<int>(0, 2)(rng_)] = origin[0];
    const glm::vec3 d = aim - origin;
    return Ray(origin, glm::dot(d, d) > 1e-6f ? d : glm::vec3(1, 0, 0));
  }
  std::mt19937& Engine() { return rng_; }
  Inputs() = default;
  explicit Inputs(std::uint32_t seed) : rng_(seed) {}

 private:
  std::mt19937 rng_{kSeed};
};

// ---- The tally of one function's run.
class Tally {
 public:
  explicit Tally(std::string function, int cases = kCasesPerFunction) : function_(std::move(function)), cases_(cases) {}
  // A case whose exact answer is the same for every margin offset; returns that answer.
  std::optional<bool> Robust(const std::function<bool(int)>& exact_with_offset) {
    const bool answer = exact_with_offset(0);
    if (exact_with_offset(-1) != answer || exact_with_offset(+1) != answer) {
      ++skipped_;
      return std::nullopt;
    }
    ++counted_;
    (answer ? trues_ : falses_)++;
    return answer;
  }
  void Disagree(const std::string& inputs, const std::string& what) {
    if (disagreements_++ < 10)
      ADD_FAILURE() << function_ << " disagrees with the exact answer: " << what << "\n  inputs: " << inputs;
  }
  void CountOnly() { ++counted_; }
  // Our answer against the exact one, where a disagreement is excused (skipped) only when on_a_boundary() says
  // the exact answer itself is not settled there; agreements are counted without asking.
  void Compare(bool ours, bool exact, const std::function<bool()>& on_a_boundary, const std::string& inputs) {
    if (ours != exact && on_a_boundary()) {
      ++skipped_;
      return;
    }
    ++counted_;
    (exact ? trues_ : falses_)++;
    if (ours != exact) Disagree(inputs, fmt::format("expected {}", exact));
  }
  int Disagreements() const { return disagreements_; }
  ~Tally() {
    std::printf("%-34s %6d counted (%d true, %d false), %5d skipped near a boundary, %d disagreements\n",
                function_.c_str(), counted_, trues_, falses_, skipped_, disagreements_);
    EXPECT_EQ(disagreements_, 0) << function_;
    EXPECT_GE(counted_, cases_ * 8 / 10) << function_ << ": too many cases skipped to mean anything";
  }
  // Both answers must be well represented, or the test says little.
  void ExpectBothAnswers() const {
    EXPECT_GE(trues_, cases_ / 20) << function_ << ": too few true cases";
    EXPECT_GE(falses_, cases_ / 20) << function_ << ": too few false cases";
  }

 private:
  std::string function_;
  int cases_;
  int counted_ = 0, skipped_ = 0, trues_ = 0, falses_ = 0, disagreements_ = 0;
};

bool Near(double a, double b, double tolerance = kTolerance) { return std::abs(a - b) <= tolerance; }
bool Near(const glm::vec3& a, const glm::dvec3& b, double tolerance = kTolerance) {
  return Near(a.x, b.x, tolerance) && Near(a.y, b.y, tolerance) && Near(a.z, b.z, tolerance);
}

// Exact shapes, grown by offset * kMargin.
Q Grown(float radius, int offset) { return ToQ(radius) + ToQ(kMargin) * offset; }
Kernel::Iso_cuboid_3 GrownBox(const AABB& b, int offset) {
  const Q m = ToQ(kMargin) * offset;
  return {QPoint(ToQ(b.min.x) - m, ToQ(b.min.y) - m, ToQ(b.min.z) - m),
          QPoint(ToQ(b.max.x) + m, ToQ(b.max.y) + m, ToQ(b.max.z) + m)};
}
// The plane n.p = d (n as stored, not exactly unit), moved along n by offset * kMargin * |n|.
Kernel::Plane_3 ExactPlane(const Plane& p, int offset = 0) {
  const Q shift = ToQ(kMargin) * offset;
  return {ToQ(p.normal.x), ToQ(p.normal.y), ToQ(p.normal.z), -(ToQ(p.distance) + shift)};
}
Q Dot(const QVector& a, const QVector& b) { return a * b; }

// ---- Point tests

TEST(Differential, PointInSphereAndClosestPoint) {
  Inputs in;
  Tally inside("PointInSphere(Sphere, Point)"), closest("ClosestPoint(Sphere, Point)");
  for (int i = 0; i < kCasesPerFunction; ++i) {
    const Sphere s = in.RandomSphere();
    const glm::vec3 p = in.Chance(0.5) ? s.position + in.Direction() * in.Uniform(0, s.radius * 1.5f) : in.PointIn(10);
    const Q d2 = CGAL::squared_distance(ToQ(s.position), ToQ(p));
    if (auto exact = inside.Robust([&](int o) { return d2 < CGAL::square(Grown(s.radius, o)); })) {
      if (PointInSphere(s, p) != *exact)
        inside.Disagree(Exact(s) + ", " + Exact(p), fmt::format("expected {}", *exact));
    }
    if (p == s.position) continue;
    const glm::dvec3 c(s.position), offset = glm::dvec3(p) - c;
    const glm::dvec3 reference = c + offset * (double(s.radius) / glm::length(offset));
    closest.CountOnly();
    const Point ours = ClosestPoint(s, p);
    if (!Near(ours, reference)) closest.Disagree(Exact(s) + ", " + Exact(p), fmt::format("got {}", ours));
  }
  inside.ExpectBothAnswers();
}

TEST(Differential, PointInAABBAndClosestPoint) {
  Inputs in;
  Tally inside("PointInAABB(AABB, Point)"), closest("ClosestPoint(AABB, Point)");
  for (int i = 0; i < kCasesPerFunction; ++i) {
    const AABB b = in.RandomBox();
    const glm::vec3 p =
        in.Chance(0.5)
            ? b.Center() + (b.Extents() * 1.3f) * glm::vec3(in.Uniform(-1, 1), in.Uniform(-1, 1), in.Uniform(-1, 1))
            : in.PointIn(10);
    if (auto exact = inside.Robust([&](int o) { return GrownBox(b, o).has_on_bounded_side(ToQ(p)); })) {
      if (PointInAABB(b, p) != *exact) inside.Disagree(Exact(b) + ", " + Exact(p), fmt::format("expected {}", *exact));
    }
    // Clamping is exact in float: the answer must equal the exact one to the bit.
    closest.CountOnly();
    const Point ours = ClosestPoint(b, p);
    for (int axis = 0; axis < 3; ++axis) {
      const Q clamped = std::clamp(ToQ(p[axis]), ToQ(b.min[axis]), ToQ(b.max[axis]));
      if (ToQ(ours[axis]) != clamped) closest.Disagree(Exact(b) + ", " + Exact(p), fmt::format("got {}", ours));
    }
  }
  inside.ExpectBothAnswers();
}

TEST(Differential, PlanePointFunctions) {
  Inputs in;
  Tally on("PointOnPlane(Point, Plane)"), distance("DistanceFromPlane(Point, Plane)"),
      closest("ClosestPoint(Plane, Point)");
  for (int i = 0; i < kCasesPerFunction; ++i) {
    const Plane plane = in.RandomPlane();
    glm::vec3 p = in.PointIn(10);
    if (in.Chance(0.5)) {  // near the plane, within a few epsilons
      p = p - plane.normal * (glm::dot(plane.normal, p) - plane.distance);
      p += plane.normal * in.Uniform(-4, 4) * kPointOnPlaneEpsilon;
    }
    const Kernel::Plane_3 exact_plane = ExactPlane(plane);
    const Q signed_distance =
        Dot(QVector(ToQ(plane.normal.x), ToQ(plane.normal.y), ToQ(plane.normal.z)), ToQ(p) - CGAL::ORIGIN) -
        ToQ(plane.distance);
    const Q normal_length2 = Dot(ToQVector(plane.normal), ToQVector(plane.normal));
    // Within epsilon of the plane, measured as a true distance (|n| is 1 up to float rounding).
    if (auto exact = on.Robust([&](int o) {
          const Q eps = ToQ(kPointOnPlaneEpsilon) * Q(10 + o, 10);
          return CGAL::square(signed_distance) < eps * eps * normal_length2;
        })) {
      if (PointOnPlane(p, plane) != *exact)
        on.Disagree(Exact(plane) + ", " + Exact(p), fmt::format("expected {}", *exact));
    }
    distance.CountOnly();
    if (!Near(DistanceFromPlane(p, plane), ToDouble(signed_distance), 1e-5)) {
      distance.Disagree(Exact(plane) + ", " + Exact(p), fmt::format("got {:g}", DistanceFromPlane(p, plane)));
    }
    closest.CountOnly();
    const glm::dvec3 reference = ToDouble(exact_plane.projection(ToQ(p)));
    if (!Near(ClosestPoint(plane, p), reference))
      closest.Disagree(Exact(plane) + ", " + Exact(p), "projection differs");
  }
  on.ExpectBothAnswers();
}

TEST(Differential, ThreePlaneIntersection) {
  Inputs in;
  Tally exists("Intersection(Plane, Plane, Plane, Point&)");
  for (int i = 0; i < kCasesPerFunction; ++i) {
    const Plane a = in.RandomPlane(), b = in.RandomPlane();
    // Often nearly dependent: the third normal close to a combination of the first two.
    const glm::vec3 n3 = in.Chance(0.4) ? a.normal * in.Uniform(-1, 1) + b.normal * in.Uniform(-1, 1) +
                                              in.Direction() * in.Uniform(0, 2e-6f)
                                        : in.Direction();
    const Plane c(n3, in.Coordinate(5));
    const Q det = Dot(ToQVector(a.normal), CGAL::cross_product(ToQVector(b.normal), ToQVector(c.normal)));
    auto exact = exists.Robust([&](int o) {
      const Q eps = ToQ(kThreePlaneDeterminantEpsilon) * Q(10 + o, 10);
      return CGAL::abs(det) >= eps;
    });
    if (!exact) continue;
    Point ours(123.0f);
    const bool found = Intersection(a, b, c, ours);
    const std::string inputs = Exact(a) + ", " + Exact(b) + ", " + Exact(c);
    if (found != *exact) {
      exists.Disagree(inputs, fmt::format("expected {}", *exact));
    } else if (found && CGAL::abs(det) > Q(1, 10)) {  // well conditioned: the point itself must match
      const auto result = CGAL::intersection(ExactPlane(a), ExactPlane(b), ExactPlane(c));
      const QPoint* point = result ? boost::get<QPoint>(&*result) : nullptr;
      if (point == nullptr) {
        exists.Disagree(inputs, "CGAL finds no single point");
      } else if (!Near(ours, ToDouble(*point), kTolerance * std::max(1.0, glm::length(ToDouble(*point))))) {
        exists.Disagree(inputs, fmt::format("got {}", ours));
      }
    }
  }
  exists.ExpectBothAnswers();
}

TEST(Differential, SegmentAndRayPointFunctions) {
  Inputs in;
  Tally on_line("PointOnLine(Point, Line)"), closest_line("ClosestPoint(Line, Point, float&)");
  Tally on_ray("PointOnRay(Point, Ray)"), closest_ray("ClosestPoint(Ray, Point)");
  for (int i = 0; i < kCasesPerFunction; ++i) {
    const Line line(in.PointIn(8), in.PointIn(8));
    const Ray ray(in.PointIn(8), in.Direction());
    // Points on (within rounding of), near and far from the segment and the ray.
    auto near_point = [&](const glm::vec3& on) {
      return in.Chance(0.5) ? on + in.Direction() * in.Uniform(0, 4 * kPointOnLineEpsilon) : in.PointIn(10);
    };
    const glm::vec3 p = near_point(line.start + line.ToVector() * in.Uniform(-0.2f, 1.2f));
    const glm::vec3 q = near_point(ray.At(in.Uniform(-2, 10)));
    const Kernel::Segment_3 segment(ToQ(line.start), ToQ(line.end));
    const Kernel::Ray_3 exact_ray(ToQ(ray.position), ToQVector(ray.direction));
    const Q d_line = CGAL::squared_distance(ToQ(p), segment);
    const Q d_ray = CGAL::squared_distance(ToQ(q), exact_ray);
    auto within = [](const Q& d2, int o) {
      const Q eps = ToQ(kPointOnLineEpsilon) * Q(10 + o, 10);
      return d2 <= eps * eps;
    };
    if (auto exact = on_line.Robust([&](int o) { return within(d_line, o); })) {
      if (PointOnLine(p, line) != *exact)
        on_line.Disagree(Exact(p) + ", " + Exact(line), fmt::format("expected {}", *exact));
    }
    if (auto exact = on_ray.Robust([&](int o) { return within(d_ray, o); })) {
      if (PointOnRay(q, ray) != *exact)
        on_ray.Disagree(Exact(q) + ", " + Exact(ray), fmt::format("expected {}", *exact));
    }
    // Closest points: the exact parameter, clamped, and the point it gives.
    const QVector ab = segment.to_vector();
    closest_line.CountOnly();
    float t = -1.0f;
    const Point ours = ClosestPoint(line, p, t);
    const Q exact_t = ab.squared_length() == 0
                          ? Q(0)
                          : std::clamp(Dot(ToQ(p) - segment.source(), ab) / ab.squared_length(), Q(0), Q(1));
    const glm::dvec3 reference = ToDouble(segment.source() + ab * exact_t);
    if (!Near(t, ToDouble(exact_t), 1e-5) || !Near(ours, reference)) {
      closest_line.Disagree(Exact(line) + ", " + Exact(p), fmt::format("got t = {:g}, {}", t, ours));
    }
    closest_ray.CountOnly();
    const QVector d = ToQVector(ray.direction);
    const Q s = std::max(Q(0), Dot(ToQ(q) - ToQ(ray.position), d) / d.squared_length());
    if (!Near(ClosestPoint(ray, q), ToDouble(ToQ(ray.position) + d * s))) {
      closest_ray.Disagree(Exact(ray) + ", " + Exact(q), fmt::format("got {}", ClosestPoint(ray, q)));
    }
  }
  on_line.ExpectBothAnswers();
  on_ray.ExpectBothAnswers();
}

// ---- Static intersections

TEST(Differential, StaticIntersections) {
  Inputs in;
  Tally sphere_sphere("Intersects(Sphere, Sphere)"), sphere_box("Intersects(Sphere, AABB)");
  Tally sphere_plane("Intersects(Sphere, Plane)"), box_box("Intersects(AABB, AABB)");
  Tally box_plane("Intersects(AABB, Plane)"), plane_plane("Intersects(Plane, Plane)");
  for (int i = 0; i < kCasesPerFunction; ++i) {
    const Sphere s1 = in.RandomSphere(), s2 = in.RandomSphere();
    const AABB b1 = in.RandomBox(), b2 = in.RandomBox();
    const Plane p1 = in.RandomPlane();
    const Plane p2 =
        in.Chance(0.4) ? Plane(p1.normal + in.Direction() * in.Uniform(0, 0.03f), in.Coordinate(5)) : in.RandomPlane();

    const Q centres = CGAL::squared_distance(ToQ(s1.position), ToQ(s2.position));
    if (auto exact =
            sphere_sphere.Robust([&](int o) { return centres <= CGAL::square(Grown(s1.radius + s2.radius, o)); })) {
      if (Intersects(s1, s2) != *exact)
        sphere_sphere.Disagree(Exact(s1) + ", " + Exact(s2), fmt::format("expected {}", *exact));
    }
    if (auto exact = sphere_box.Robust([&](int o) {
          return CGAL::do_intersect(Kernel::Sphere_3(ToQ(s1.position), CGAL::square(Grown(s1.radius, o))),
                                    GrownBox(b1, 0));
        })) {
      if (Intersects(s1, b1) != *exact || Intersects(b1, s1) != *exact) {
        sphere_box.Disagree(Exact(s1) + ", " + Exact(b1), fmt::format("expected {}", *exact));
      }
    }
    const Q plane_distance2 = CGAL::squared_distance(ToQ(s1.position), ExactPlane(p1));
    if (auto exact = sphere_plane.Robust([&](int o) { return plane_distance2 <= CGAL::square(Grown(s1.radius, o)); })) {
      if (Intersects(s1, p1) != *exact || Intersects(p1, s1) != *exact) {
        sphere_plane.Disagree(Exact(s1) + ", " + Exact(p1), fmt::format("expected {}", *exact));
      }
    }
    if (auto exact = box_box.Robust([&](int o) { return CGAL::do_intersect(GrownBox(b1, o), GrownBox(b2, 0)); })) {
      if (Intersects(b1, b2) != *exact)
        box_box.Disagree(Exact(b1) + ", " + Exact(b2), fmt::format("expected {}", *exact));
    }
    if (auto exact = box_plane.Robust([&](int o) { return CGAL::do_intersect(GrownBox(b1, o), ExactPlane(p1)); })) {
      if (Intersects(b1, p1) != *exact || Intersects(p1, b1) != *exact) {
        box_plane.Disagree(Exact(b1) + ", " + Exact(p1), fmt::format("expected {}", *exact));
      }
    }
    // Planes meet unless their unit normals are parallel within kParallelPlanesSinSquared.
    const QVector cross = CGAL::cross_product(ToQVector(p1.normal), ToQVector(p2.normal));
    if (auto exact = plane_plane.Robust(
            [&](int o) { return cross.squared_length() > ToQ(kParallelPlanesSinSquared) * Q(10 + o, 10); })) {
      if (Intersects(p1, p2) != *exact)
        plane_plane.Disagree(Exact(p1) + ", " + Exact(p2), fmt::format("expected {}", *exact));
    }
  }
  for (const Tally* tally : {&sphere_sphere, &sphere_box, &sphere_plane, &box_box, &box_plane, &plane_plane}) {
    tally->ExpectBothAnswers();
  }
}

// ---- Raycasts and line tests

// The exact first surface point parameter of the ray origin + s * d (s >= 0) on the solid box grown by
// offset, as the contract defines it (the exit point from inside); nullopt on a miss.
std::optional<Q> ExactRayBox(const glm::vec3& origin, const glm::vec3& direction, const AABB& b, int offset) {
  const Kernel::Iso_cuboid_3 box = GrownBox(b, offset);
  std::optional<Q> enter, exit;
  for (int axis = 0; axis < 3; ++axis) {
    const Q o = ToQ(origin[axis]), d = ToQ(direction[axis]);
    const Q lo = box.min()[axis], hi = box.max()[axis];
    if (d == 0) {
      if (o < lo || o > hi) return std::nullopt;
      continue;
    }
    Q t1 = (lo - o) / d, t2 = (hi - o) / d;
    if (t1 > t2) std::swap(t1, t2);
    if (!enter || t1 > *enter) enter = t1;
    if (!exit || t2 < *exit) exit = t2;
  }
  if (!enter) return std::nullopt;  // zero direction: no surface ahead
  if (*enter > *exit || *exit < 0) return std::nullopt;
  return *enter >= 0 ? *enter : *exit;
}

TEST(Differential, Raycasts) {
  Inputs in;
  Tally sphere_tally("Raycast(Ray, Sphere, float&)"), box_tally("Raycast(Ray, AABB, float&)");
  Tally plane_tally("Raycast(Ray, Plane, float&)");
  for (int i = 0; i < kCasesPerFunction; ++i) {
    const Sphere s = in.RandomSphere();
    const AABB b = in.RandomBox();
    const Plane p = in.RandomPlane();

    // Sphere: a hit exists when the ray (s >= 0) comes within the radius of the centre.
    const Ray ray_s = in.RayToward(s.position, s.radius * 1.5f);
    const QVector d = ToQVector(ray_s.direction);
    const QVector to_centre = ToQ(s.position) - ToQ(ray_s.position);
    const Q along = std::max(Q(0), Dot(to_centre, d) / d.squared_length());
    const Q closest2 = (to_centre - d * along).squared_length();
    if (auto exact = sphere_tally.Robust([&](int o) { return closest2 <= CGAL::square(Grown(s.radius, o)); })) {
      float t = 0.0f;
      const bool hit = Raycast(ray_s, s, t);
      if (hit != *exact) {
        sphere_tally.Disagree(Exact(ray_s) + ", " + Exact(s), fmt::format("expected {}", *exact));
      } else if (hit) {
        // The reference t, from the quadratic in long double: the exit root from inside, else the entry.
        const long double a = glm::dot(glm::dvec3(ray_s.direction), glm::dvec3(ray_s.direction));
        const glm::dvec3 oc = glm::dvec3(ray_s.position) - glm::dvec3(s.position);
        const long double half_b = glm::dot(oc, glm::dvec3(ray_s.direction));
        const long double c = glm::dot(oc, oc) - double(s.radius) * double(s.radius);
        const long double root = std::sqrt(std::max(0.0L, half_b * half_b - a * c));
        const long double reference = c < 0 ? (-half_b + root) / a : std::max(0.0L, (-half_b - root) / a);
        if (!Near(t, double(reference)))
          sphere_tally.Disagree(Exact(ray_s) + ", " + Exact(s),
                                fmt::format("t = {:g}, exact {:g}", t, double(reference)));
      }
    }

    // Box: the exact slab test in rationals.
    const Ray ray_b = in.RayToward(b.Center(), glm::length(b.Extents()));
    if (auto exact =
            box_tally.Robust([&](int o) { return ExactRayBox(ray_b.position, ray_b.direction, b, o).has_value(); })) {
      float t = 0.0f;
      const bool hit = Raycast(ray_b, b, t);
      if (hit != *exact) {
        box_tally.Disagree(Exact(ray_b) + ", " + Exact(b), fmt::format("expected {}", *exact));
      } else if (hit) {
        const double reference = ToDouble(*ExactRayBox(ray_b.position, ray_b.direction, b, 0));
        if (!Near(t, reference))
          box_tally.Disagree(Exact(ray_b) + ", " + Exact(b), fmt::format("t = {:g}, exact {:g}", t, reference));
      }
    }

    // Plane, one-sided: the ray must travel against the normal and reach the plane at s >= 0.
    const Ray ray_p = in.RayToward(p.normal * p.distance, 5.0f);
    const QVector n = ToQVector(p.normal);
    const Q facing = Dot(ToQVector(ray_p.direction), n);
    auto exact_plane_t = [&](int o) -> std::optional<Q> {
      if (facing >= 0) return std::nullopt;
      const Q s_hit = (ToQ(p.distance) + ToQ(kMargin) * o - Dot(ToQ(ray_p.position) - CGAL::ORIGIN, n)) / facing;
      return s_hit >= 0 ? std::optional<Q>(s_hit) : std::nullopt;
    };
    if (auto exact = plane_tally.Robust([&](int o) { return exact_plane_t(o).has_value(); })) {
      float t = 0.0f;
      const bool hit = Raycast(ray_p, p, t);
      if (hit != *exact) {
        plane_tally.Disagree(Exact(ray_p) + ", " + Exact(p), fmt::format("expected {}", *exact));
      } else if (hit) {
        const double reference = ToDouble(*exact_plane_t(0));
        if (!Near(t, reference, kTolerance * std::max(1.0, reference))) {
          plane_tally.Disagree(Exact(ray_p) + ", " + Exact(p), fmt::format("t = {:g}, exact {:g}", t, reference));
        }
      }
    }
  }
  for (const Tally* tally : {&sphere_tally, &box_tally, &plane_tally}) tally->ExpectBothAnswers();
}

TEST(Differential, LineTests) {
  Inputs in;
  Tally sphere_tally("LineTest(Line, Sphere, Point&)"), box_tally("LineTest(Line, AABB, Point&)");
  Tally plane_tally("LineTest(Line, Plane, Point&)");
  auto segment_near = [&](const glm::vec3& target, float size) {
    const glm::vec3 start = in.Chance(0.3) ? target + in.Direction() * in.Uniform(0, size) : in.PointIn(10);
    const glm::vec3 end = in.Chance(0.6) ? target + in.Direction() * in.Uniform(0, size * 2) : in.PointIn(10);
    return Line(start, end);
  };
  for (int i = 0; i < kCasesPerFunction; ++i) {
    const Sphere s = in.RandomSphere();
    const AABB b = in.RandomBox();
    const Plane p = in.RandomPlane();
    Point result(0.0f);

    // Sphere surface: some point of the segment at exactly the radius, i.e. the nearest point of the
    // segment is within the radius and the farthest (an end) is not inside it.
    const Line ls = segment_near(s.position, s.radius * 1.5f);
    const Kernel::Segment_3 seg_s(ToQ(ls.start), ToQ(ls.end));
    const Q nearest2 = CGAL::squared_distance(ToQ(s.position), seg_s);
    const Q farthest2 = std::max(CGAL::squared_distance(ToQ(s.position), seg_s.source()),
                                 CGAL::squared_distance(ToQ(s.position), seg_s.target()));
    if (ls.LengthSquared() > 1e-6f) {
      if (auto exact = sphere_tally.Robust([&](int o) {
            const Q r2 = CGAL::square(Grown(s.radius, o));
            return nearest2 <= r2 && farthest2 >= r2;
          })) {
        if (LineTest(ls, s, result) != *exact)
          sphere_tally.Disagree(Exact(ls) + ", " + Exact(s), fmt::format("expected {}", *exact));
      }
    }

    // Box surface: the segment meets the solid box and is not wholly inside its interior.
    const Line lb = segment_near(b.Center(), glm::length(b.Extents()) * 1.2f);
    if (lb.LengthSquared() > 1e-6f) {
      if (auto exact = box_tally.Robust([&](int o) {
            const Kernel::Iso_cuboid_3 box = GrownBox(b, o);
            const bool meets = CGAL::do_intersect(Kernel::Segment_3(ToQ(lb.start), ToQ(lb.end)), box);
            const bool inside = box.has_on_bounded_side(ToQ(lb.start)) && box.has_on_bounded_side(ToQ(lb.end));
            return meets && !inside;
          })) {
        if (LineTest(lb, b, result) != *exact)
          box_tally.Disagree(Exact(lb) + ", " + Exact(b), fmt::format("expected {}", *exact));
      }
    }

    // Plane, one-sided: from in front of (or on) the plane to behind (or on) it.
    const Line lp = segment_near(p.normal * p.distance, 4.0f);
    if (lp.LengthSquared() > 1e-6f) {
      const QVector n = ToQVector(p.normal);
      if (auto exact = plane_tally.Robust([&](int o) {
            const Q d = ToQ(p.distance) + ToQ(kMargin) * o;
            const Q start = Dot(ToQ(lp.start) - CGAL::ORIGIN, n) - d, end = Dot(ToQ(lp.end) - CGAL::ORIGIN, n) - d;
            return start >= 0 && end <= 0 && start != end;
          })) {
        if (LineTest(lp, p, result) != *exact)
          plane_tally.Disagree(Exact(lp) + ", " + Exact(p), fmt::format("expected {}", *exact));
      }
    }
  }
  for (const Tally* tally : {&sphere_tally, &box_tally, &plane_tally}) tally->ExpectBothAnswers();
}

// ---- Chapter 4: triangles

Kernel::Triangle_3 ToQ(const Triangle& t) { return {ToQ(t.p0), ToQ(t.p1), ToQ(t.p2)}; }

// The triangle scaled about its centroid by 1 + offset * s, where s moves the farthest vertex by kMargin.
Triangle Scaled(const Triangle& t, int offset) {
  const Point c = (t.p0 + t.p1 + t.p2) / 3.0f;
  const float size = std::max({glm::length(t.p0 - c), glm::length(t.p1 - c), glm::length(t.p2 - c)});
  const float factor = 1.0f + static_cast<float>(offset) * kMargin / size;
  return Triangle(c + (t.p0 - c) * factor, c + (t.p1 - c) * factor, c + (t.p2 - c) * factor);
}

Triangle RandomTriangle(Inputs& in, const glm::vec3& near, float size) {
  while (true) {
    const Triangle t(near + in.Direction() * in.Uniform(0.2f, size), near + in.Direction() * in.Uniform(0.2f, size),
                     near + in.Direction() * in.Uniform(0.2f, size));
    if (glm::length(glm::cross(t.p1 - t.p0, t.p2 - t.p0)) > 0.05f) return t;  // not degenerate
  }
}

// The smallest distance from p to the lines of the triangle's edges (in double; to skip grazing cases).
double EdgeDistance(const Triangle& t, const glm::vec3& p) {
  double nearest = std::numeric_limits<double>::max();
  const Point v[3] = {t.p0, t.p1, t.p2};
  for (int i = 0; i < 3; ++i) {
    const glm::dvec3 a(v[i]), b(v[(i + 1) % 3]), q(p);
    const glm::dvec3 ab = b - a;
    const double u = std::clamp(glm::dot(q - a, ab) / glm::dot(ab, ab), 0.0, 1.0);
    nearest = std::min(nearest, glm::length(q - (a + ab * u)));
  }
  return nearest;
}

// ---- Triangle against triangle on a boundary
//
// The pair is on a boundary when the exact answer changes with its corners moved by kBoundaryRelative of the pair's
// largest coordinate magnitude L: b translated both ways along a's unit normal and along its own (across which
// near-coplanar slivers and grazing edges are thinnest), and, kBoundaryTrials times, every corner of both moved that
// far in a random direction. 1e-6 L is 8 to 17 ulps of the largest coordinate (its ulp is 2^-24 L to 2^-23 L):
// a test in float rounds the corners' differences by about an ulp, so it cannot be held to an answer that changes
// within several of them; anywhere else the answer must be the exact one. (Scaling the pair about its centre
// by kMargin, the check the other shapes get, moves a sliver along its length but hardly across its width, so it
// says little about how near a sliver pair is to a boundary.)
constexpr double kBoundaryRelative = 1e-6;
constexpr int kBoundaryTrials = 8;

QPoint ExactPoint(const glm::dvec3& p) { return QPoint(Q(p.x), Q(p.y), Q(p.z)); }
bool ExactMeet(const std::array<glm::dvec3, 6>& corners) {
  return CGAL::do_intersect(Kernel::Triangle_3(ExactPoint(corners[0]), ExactPoint(corners[1]), ExactPoint(corners[2])),
                            Kernel::Triangle_3(ExactPoint(corners[3]), ExactPoint(corners[4]), ExactPoint(corners[5])));
}
// Whether exact, the exact answer for a and b, changes when they are moved as above; seed draws the directions.
bool OnABoundary(const Triangle& a, const Triangle& b, bool exact, std::uint32_t seed) {
  using glm::dvec3;
  const std::array<dvec3, 6> corners = {dvec3(a.p0), dvec3(a.p1), dvec3(a.p2), dvec3(b.p0), dvec3(b.p1), dvec3(b.p2)};
  double largest = 0.0;
  for (const dvec3& p : corners) largest = std::max({largest, std::abs(p.x), std::abs(p.y), std::abs(p.z)});
  const double step = kBoundaryRelative * largest;
  for (std::size_t t = 0; t < 2; ++t) {
    const dvec3 normal = glm::cross(corners[3 * t + 1] - corners[3 * t], corners[3 * t + 2] - corners[3 * t]);
    if (!(glm::length(normal) > 0.0)) continue;
    for (const double sign : {-1.0, 1.0}) {
      std::array<dvec3, 6> moved = corners;
      for (std::size_t k = 3; k < 6; ++k) moved[k] += normal * (sign * step / glm::length(normal));
      if (ExactMeet(moved) != exact) return true;
    }
  }
  std::mt19937 rng(seed);
  std::normal_distribution<double> gauss;
  for (int trial = 0; trial < kBoundaryTrials; ++trial) {
    std::array<dvec3, 6> moved = corners;
    for (dvec3& p : moved) {
      dvec3 direction(0.0);
      while (!(glm::length(direction) > 1e-3)) direction = dvec3(gauss(rng), gauss(rng), gauss(rng));
      p += direction * (step / glm::length(direction));
    }
    if (ExactMeet(moved) != exact) return true;
  }
  return false;
}

// Intersects(Triangle, Triangle) against CGAL's exact test, a disagreement excused only on a boundary.
void CompareTriangles(Tally& tally, const Triangle& a, const Triangle& b, std::uint32_t seed) {
  const bool exact = CGAL::do_intersect(ToQ(a), ToQ(b));
  tally.Compare(
      Intersects(a, b), exact, [&] { return OnABoundary(a, b, exact, seed); }, Exact(a) + ", " + Exact(b));
}

// A unit normal and two unit vectors across it, u and v, for a plane in a random direction (sometimes an axis
// plane: Direction() zeroes components).
struct Frame {
  glm::dvec3 n, u, v;
};
Frame RandomFrame(Inputs& in) {
  const glm::dvec3 n = glm::normalize(glm::dvec3(in.Direction()));
  const glm::dvec3 u = glm::normalize(glm::cross(n, std::abs(n.x) < 0.6 ? glm::dvec3(1, 0, 0) : glm::dvec3(0, 1, 0)));
  return {n, u, glm::cross(n, u)};
}
double LogUniform(Inputs& in, float low_exponent, float high_exponent) {
  return std::pow(10.0, static_cast<double>(in.Uniform(low_exponent, high_exponent)));
}
double Sign(Inputs& in) { return in.Chance(0.5) ? 1.0 : -1.0; }
Triangle ToFloat(const glm::dvec3& p0, const glm::dvec3& p1, const glm::dvec3& p2) {
  return Triangle(Point(p0), Point(p1), Point(p2));
}

// Two slivers almost in one plane. a lies in it, 0.5 to 6 long and 1e-4 to 1e-1 of that wide; b, as thin, crosses
// a's long edge (at an angle from 1e-3 radians to square) or ends just short of it or just past it (by 1e-7 to 1e-3
// of the length), and each of b's corners is off the plane by nothing or 1e-7 to 1e-2 of the length, on either side:
// b's plane tilts and shifts by a hair, and whether the two meet is decided across a's width or less.
std::pair<Triangle, Triangle> NearCoplanarSlivers(Inputs& in) {
  using glm::dvec3;
  const Frame frame = RandomFrame(in);
  const auto in_plane = [&](double angle) { return frame.u * std::cos(angle) + frame.v * std::sin(angle); };
  const dvec3 centre(in.PointIn(4));
  const double length = in.Uniform(0.5f, 6.0f), angle = in.Uniform(0.0f, 6.2832f);
  const dvec3 start = centre - in_plane(angle) * (0.5 * length), end = centre + in_plane(angle) * (0.5 * length);
  const dvec3 apex = centre + in_plane(angle) * (length * in.Uniform(-0.5f, 0.5f)) +
                     in_plane(angle + 1.5708) * (length * LogUniform(in, -4, -1));
  // Where b meets a's long edge, and b's direction there.
  const dvec3 at = start + (end - start) * static_cast<double>(in.Uniform(0.0f, 1.0f));
  const double turn = Sign(in) * (in.Chance(0.5) ? LogUniform(in, -3, 0) : in.Uniform(0.0f, 1.5708f));
  const dvec3 along = in_plane(angle + turn), across = in_plane(angle + turn + 1.5708);
  const double length_b = in.Uniform(0.5f, 6.0f), width_b = length_b * LogUniform(in, -4, -1);
  const double from = in.Chance(0.5) ? -length_b * in.Uniform(0.1f, 0.9f)           // crossing
                                     : Sign(in) * length * LogUniform(in, -7, -3);  // ending near
  std::array<dvec3, 3> b = {at + along * from, at + along * (from + length_b),
                            at + along * (from + length_b * in.Uniform(0.0f, 1.0f)) + across * width_b};
  if (in.Chance(0.5)) std::swap(b[0], b[1]);
  for (dvec3& p : b) {
    if (in.Chance(0.8)) p += frame.n * (Sign(in) * length * LogUniform(in, -7, -2));
  }
  return {ToFloat(start, end, apex), ToFloat(b[0], b[1], b[2])};
}

// An edge of b grazing a: through a point q of a (inside it, on an edge or at a corner), along a direction in a's
// plane or any, lifted off a's plane by nothing or 1e-8 to 1e-3 of a's longest edge to either side; b's third
// corner stands off the plane on either side.
std::pair<Triangle, Triangle> Grazing(Inputs& in) {
  using glm::dvec3;
  const Triangle t = RandomTriangle(in, in.PointIn(4), 4);
  const dvec3 p0(t.p0), p1(t.p1), p2(t.p2);
  const dvec3 normal = glm::normalize(glm::cross(p1 - p0, p2 - p0));
  double r = in.Uniform(0.0f, 1.0f), s = in.Uniform(0.0f, 1.0f);
  if (r + s > 1.0) r = 1.0 - r, s = 1.0 - s;
  if (in.Chance(0.3)) {  // on an edge
    const int edge = std::uniform_int_distribution<int>(0, 2)(in.Engine());
    if (edge == 0) s = 0.0;
    if (edge == 1) r = 0.0;
    if (edge == 2) s = 1.0 - r;
  } else if (in.Chance(0.1)) {  // at a corner
    r = std::round(r), s = r > 0.0 ? 0.0 : std::round(s);
  }
  const dvec3 q = p0 + (p1 - p0) * r + (p2 - p0) * s;
  const dvec3 direction =
      glm::normalize(in.Chance(0.6) ? glm::cross(normal, dvec3(in.Direction())) : dvec3(in.Direction()));
  const double size = std::max({glm::length(p1 - p0), glm::length(p2 - p1), glm::length(p0 - p2)});
  const dvec3 lift = normal * (in.Chance(0.2) ? 0.0 : Sign(in) * size * LogUniform(in, -8, -3));
  const Triangle b = ToFloat(q + lift - direction * static_cast<double>(in.Uniform(0.2f, 3.0f)),
                             q + lift + direction * static_cast<double>(in.Uniform(0.2f, 3.0f)),
                             q + normal * (Sign(in) * in.Uniform(0.2f, 3.0f)) + dvec3(in.PointIn(1.5f)));
  return in.Chance(0.5) ? std::pair(t, b) : std::pair(b, t);
}

TEST(Differential, TrianglePointFunctions) {
  Inputs in;
  Tally inside("PointInTriangle(Triangle, Point)"), closest("ClosestPoint(Triangle, Point)");
  for (int i = 0; i < kCasesPerFunction; ++i) {
    const Triangle t = RandomTriangle(in, in.PointIn(4), 4);
    const Kernel::Triangle_3 exact_t = ToQ(t);
    // Points in the plane (within a few epsilons), inside or outside, and points anywhere.
    glm::vec3 p = in.PointIn(8);
    const glm::vec3 normal = glm::normalize(glm::cross(t.p1 - t.p0, t.p2 - t.p0));
    if (in.Chance(0.6)) {
      const float a = in.Uniform(-0.3f, 1.0f), b = in.Uniform(-0.3f, 1.0f);
      p = t.p0 + (t.p1 - t.p0) * a + (t.p2 - t.p0) * b + normal * in.Uniform(-3, 3) * kPointOnPlaneEpsilon;
    }
    const QVector n = CGAL::cross_product(exact_t[1] - exact_t[0], exact_t[2] - exact_t[0]);
    const Q plane_offset = Dot(n, ToQ(p) - exact_t[0]);
    bool inside_edges = true;  // the projection of p lies in the closed triangle
    for (int e = 0; e < 3; ++e) {
      inside_edges =
          inside_edges && Dot(CGAL::cross_product(exact_t[(e + 1) % 3] - exact_t[e], ToQ(p) - exact_t[e]), n) >= 0;
    }
    if (EdgeDistance(t, p) > kMargin) {
      if (auto exact = inside.Robust([&](int o) {
            const Q eps = ToQ(kPointOnPlaneEpsilon) * Q(10 + o, 10);
            return inside_edges && CGAL::square(plane_offset) < eps * eps * n.squared_length();
          })) {
        if (PointInTriangle(t, p) != *exact)
          inside.Disagree(Exact(t) + ", " + Exact(p), fmt::format("expected {}", *exact));
      }
    } else {
      inside.Robust([](int o) { return o == 0; });  // grazing an edge: counted as skipped
    }
    closest.CountOnly();
    const Point ours = ClosestPoint(t, p);
    const double exact_distance = std::sqrt(ToDouble(CGAL::squared_distance(ToQ(p), exact_t)));
    const double off_triangle = std::sqrt(ToDouble(CGAL::squared_distance(ToQ(ours), exact_t)));
    if (!Near(glm::length(glm::dvec3(ours) - glm::dvec3(p)), exact_distance) || off_triangle > kTolerance) {
      closest.Disagree(Exact(t) + ", " + Exact(p),
                       fmt::format("got {} at {:g}, exact distance {:g}", ours, glm::length(ours - p), exact_distance));
    }
  }
  inside.ExpectBothAnswers();
}

TEST(Differential, TriangleIntersections) {
  Inputs in;
  Tally sphere_tally("Intersects(Triangle, Sphere)"), box_tally("Intersects(Triangle, AABB)");
  Tally plane_tally("Intersects(Triangle, Plane)"), triangle_tally("Intersects(Triangle, Triangle)");
  for (int i = 0; i < kCasesPerFunction; ++i) {
    const Triangle t = RandomTriangle(in, in.PointIn(4), 4);
    const Sphere s = in.RandomSphere();
    const AABB b = in.RandomBox();
    const Plane p = in.RandomPlane();
    const Triangle u = RandomTriangle(in, (t.p0 + t.p1 + t.p2) / 3.0f + in.PointIn(2), 4);

    const Q d2 = CGAL::squared_distance(ToQ(s.position), ToQ(t));
    if (auto exact = sphere_tally.Robust([&](int o) { return d2 < CGAL::square(Grown(s.radius, o)); })) {
      if (Intersects(t, s) != *exact)
        sphere_tally.Disagree(Exact(t) + ", " + Exact(s), fmt::format("expected {}", *exact));
    }
    if (auto exact = box_tally.Robust([&](int o) { return CGAL::do_intersect(ToQ(t), GrownBox(b, o)); })) {
      if (Intersects(t, b) != *exact)
        box_tally.Disagree(Exact(t) + ", " + Exact(b), fmt::format("expected {}", *exact));
    }
    // The plane test's tolerance: a vertex within kPointOnPlaneEpsilon (a true distance) is on the plane.
    const QVector n = ToQVector(p.normal);
    if (auto exact = plane_tally.Robust([&](int o) {
          const Q eps2 = CGAL::square(ToQ(kPointOnPlaneEpsilon) * Q(10 + o, 10)) * n.squared_length();
          int above = 0, below = 0;
          for (const Point& v : {t.p0, t.p1, t.p2}) {
            const Q offset = Dot(n, ToQ(v) - CGAL::ORIGIN) - ToQ(p.distance);
            above += offset > 0 && CGAL::square(offset) > eps2;
            below += offset < 0 && CGAL::square(offset) > eps2;
          }
          return above < 3 && below < 3;
        })) {
      if (Intersects(t, p) != *exact)
        plane_tally.Disagree(Exact(t) + ", " + Exact(p), fmt::format("expected {}", *exact));
    }
    CompareTriangles(triangle_tally, t, u, kSeed ^ static_cast<std::uint32_t>(i));
  }
  for (const Tally* tally : {&sphere_tally, &box_tally, &plane_tally, &triangle_tally}) tally->ExpectBothAnswers();
}

// The probe of issue 35: near-coplanar slivers and grazing edges, kProbePairs of each kind from a fixed seed, where the
// separating axes in float disagreed with the exact answer on pairs no boundary excuses.
constexpr int kProbePairs = 10000;
TEST(Differential, TriangleTriangleSliversAndGrazing) {
  Inputs in(kSeed + 35);
  Tally slivers("Intersects(Triangle, Triangle) slivers", kProbePairs);
  Tally grazing("Intersects(Triangle, Triangle) grazing", kProbePairs);
  for (int i = 0; i < kProbePairs; ++i) {
    const auto [a, b] = NearCoplanarSlivers(in);
    CompareTriangles(slivers, a, b, kSeed ^ static_cast<std::uint32_t>(2 * i));
    const auto [c, d] = Grazing(in);
    CompareTriangles(grazing, c, d, kSeed ^ static_cast<std::uint32_t>(2 * i + 1));
  }
  slivers.ExpectBothAnswers();
  grazing.ExpectBothAnswers();
}

TEST(Differential, TriangleRaycastAndLineTest) {
  Inputs in;
  Tally ray_tally("Raycast(Ray, Triangle, float&)"), line_tally("LineTest(Line, Triangle, Point&)");
  for (int i = 0; i < kCasesPerFunction; ++i) {
    const Triangle t = RandomTriangle(in, in.PointIn(4), 4);
    const glm::vec3 centre = (t.p0 + t.p1 + t.p2) / 3.0f;
    const glm::vec3 normal = glm::normalize(glm::cross(t.p1 - t.p0, t.p2 - t.p0));
    // Aimed at a point of the triangle's plane around it (barycentric weights a little beyond [0, 1]).
    const float a = in.Uniform(-0.2f, 1.0f), b = in.Uniform(-0.2f, 1.0f);
    const Ray ray = in.RayToward(t.p0 + (t.p1 - t.p0) * a + (t.p2 - t.p0) * b, 0.1f);
    // A ray nearly in the triangle's plane is a documented miss for us and a hit for CGAL: not comparable.
    if (std::abs(glm::dot(ray.direction, normal)) < 1e-3f) {
      ray_tally.Robust([](int o) { return o == 0; });
    } else if (auto exact = ray_tally.Robust([&](int o) {
                 return CGAL::do_intersect(Kernel::Ray_3(ToQ(ray.position), ToQVector(ray.direction)),
                                           ToQ(Scaled(t, o)));
               })) {
      float tt = 0.0f;
      const bool hit = Raycast(ray, t, tt);
      if (hit != *exact) {
        ray_tally.Disagree(Exact(ray) + ", " + Exact(t), fmt::format("expected {}", *exact));
      } else if (hit) {
        const auto result = CGAL::intersection(Kernel::Ray_3(ToQ(ray.position), ToQVector(ray.direction)), ToQ(t));
        const QPoint* point = result ? boost::get<QPoint>(&*result) : nullptr;
        const double reference = point ? glm::length(ToDouble(*point) - glm::dvec3(ray.position)) : -1.0;
        if (!Near(tt, reference))
          ray_tally.Disagree(Exact(ray) + ", " + Exact(t), fmt::format("t = {:g}, exact {:g}", tt, reference));
      }
    }
    const float to_plane = glm::length(centre - ray.position);
    const Line line(ray.position, ray.At(to_plane * in.Uniform(0.5f, 2.0f)));  // some stop short of it
    if (std::abs(glm::dot(glm::normalize(line.ToVector()), normal)) < 1e-3f) {
      line_tally.Robust([](int o) { return o == 0; });
    } else if (auto exact = line_tally.Robust([&](int o) {
                 return CGAL::do_intersect(Kernel::Segment_3(ToQ(line.start), ToQ(line.end)), ToQ(Scaled(t, o)));
               })) {
      Point result(0.0f);
      if (LineTest(line, t, result) != *exact)
        line_tally.Disagree(Exact(line) + ", " + Exact(t), fmt::format("expected {}", *exact));
    }
  }
  ray_tally.ExpectBothAnswers();
  line_tally.ExpectBothAnswers();
}

// ---- Chapter 6: the frustum (its planes as given, exactly)

TEST(Differential, FrustumTests) {
  Inputs in;
  Tally point_tally("Intersects(Frustum, Point)"), sphere_tally("Intersects(Frustum, Sphere)");
  Tally box_tally("Intersects(Frustum, AABB)");
  for (int i = 0; i < kCasesPerFunction; ++i) {
    Camera camera;
    camera.LookAt(in.PointIn(10), in.PointIn(3), glm::vec3(0, 1, 0));
    const Frustum f = camera.GetFrustum(glm::perspective(glm::radians(double(in.Uniform(30, 100))), 1.3, 0.5, 20.0));
    auto outside_by = [&](const QPoint& p, const Plane& plane) {  // > 0 when outside, as a multiple of |n|
      return -(Dot(ToQVector(plane.normal), p - CGAL::ORIGIN) - ToQ(plane.distance));
    };
    const glm::vec3 target = camera.Position() + camera.Forward() * in.Uniform(0, 25) + in.PointIn(8);
    if (auto exact = point_tally.Robust([&](int o) {
          for (const Plane& plane : f.planes) {
            if (outside_by(ToQ(target), plane) > ToQ(kMargin) * o) return false;  // |n| is 1 within 1e-7
          }
          return true;
        })) {
      if (Intersects(f, target) != *exact) point_tally.Disagree(Exact(target), fmt::format("expected {}", *exact));
    }
    const Sphere s(target, in.Uniform(0.1f, 3));
    if (auto exact = sphere_tally.Robust([&](int o) {
          for (const Plane& plane : f.planes) {
            // outside by more than the radius (n is unit up to float rounding; the margin absorbs it)
            if (outside_by(ToQ(s.position), plane) > Grown(s.radius, o)) return false;
          }
          return true;
        })) {
      if (Intersects(f, s) != *exact) sphere_tally.Disagree(Exact(s), fmt::format("expected {}", *exact));
    }
    const AABB b =
        AABB::FromCenterExtents(target, glm::vec3(in.Uniform(0.1f, 2), in.Uniform(0.1f, 2), in.Uniform(0.1f, 2)));
    if (auto exact = box_tally.Robust([&](int o) {
          const Kernel::Iso_cuboid_3 box = GrownBox(b, o);
          for (const Plane& plane : f.planes) {
            bool all_out = true;
            for (int k = 0; k < 8; ++k) all_out = all_out && outside_by(box.vertex(k), plane) > 0;
            if (all_out) return false;
          }
          return true;
        })) {
      if (Intersects(f, b) != *exact) box_tally.Disagree(Exact(b), fmt::format("expected {}", *exact));
    }
  }
  for (const Tally* tally : {&point_tally, &sphere_tally, &box_tally}) tally->ExpectBothAnswers();
}

}  // namespace
}  // namespace lab::Collisions
