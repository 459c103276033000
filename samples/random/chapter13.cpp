// Chapter 13's random cases (collisions/gjk.cpp): the support functions of every shape, and GJK and EPA on point
// sets (stored.hpp's ConvexPoints: the lab's own support function, so the student's ConvexShapeOf is not used;
// the curved shapes are the contract cases'). A support point on a tie, GJK's closest points and EPA's normal
// are not unique: each is compared by what the contract says of it.
#include "samples/random/generators.hpp"

namespace lab::samples::random_cases {
namespace chapter13 {  // this file's names, apart from the other chapters' it compiles beside
namespace {

// ---- Directions: any, along an axis, and those that decide nothing (zero, NaN).
glm::vec3 AnyDirection(Engine& e) { return UnitVector(e) * Uniform(e, 0.1f, 5.0f); }
glm::vec3 RoundAxis(Engine& e) { return AxisVector(e) * RoundPositive(e, 3.0f); }
glm::vec3 NaNDirection(Engine& e) { return WithNaN(e, UnitVector(e)); }
// An axis at right angles to the axis given (a unit axis vector).
glm::vec3 AcrossAxis(Engine& e, const glm::vec3& axis) {
  glm::vec3 across = AxisVector(e);
  while (glm::dot(across, axis) != 0.0f) across = AxisVector(e);
  return across;
}
// A round direction that is not zero.
glm::vec3 RoundDirection(Engine& e) {
  glm::vec3 d(0.0f);
  while (d == glm::vec3(0.0f)) d = RoundPoint(e, 2.0f);
  return d;
}

// The generators every shape has: a zero and a NaN direction give some point of the shape.
template <class Shape>
std::vector<Generator> WithZeroAndNaN(Shape (*shape)(Engine&), std::vector<Generator> generators) {
  generators.push_back(Exact("a zero direction", [shape](Engine& e) { return Inputs(shape(e), glm::vec3(0.0f)); }));
  generators.push_back(Exact("a NaN direction", [shape](Engine& e) { return Inputs(shape(e), NaNDirection(e)); }));
  return generators;
}

// ---- Support's comparison: the support value (dot(point, direction)) within the tolerance, and the point a
// point of the shape (in or on it; one of the vertices of a polyhedron or a point set). A zero or NaN direction
// has no support value to compare: the point must be one of the shape's all the same.

double Largest(const std::vector<double>& numbers) {
  double largest = 0.0;
  for (double n : numbers) {
    if (std::isfinite(n)) largest = std::max(largest, std::abs(n));
  }
  return largest;
}
glm::dvec3 D(const glm::vec3& v) { return glm::dvec3(v); }
// How far p lies outside the shape (0 in or on it), in double; NaN for a NaN point.
double Outside(const Sphere& s, const glm::dvec3& p) {
  return std::max(0.0, glm::length(p - D(s.position)) - double(s.radius));
}
double Outside(const AABB& b, const glm::dvec3& p) { return glm::length(p - glm::clamp(p, D(b.min), D(b.max))); }
double Outside(const OBB& b, const glm::dvec3& p) {
  const glm::dvec3 local = glm::transpose(glm::dmat3(b.axes)) * (p - D(b.center));
  return glm::length(glm::max(glm::abs(local) - D(b.half_extents), glm::dvec3(0.0)));
}
double FromSegment(const glm::dvec3& a, const glm::dvec3& b, const glm::dvec3& p) {
  const glm::dvec3 ab = b - a;
  const double length_squared = glm::dot(ab, ab);
  const double t = length_squared > 0.0 ? std::clamp(glm::dot(p - a, ab) / length_squared, 0.0, 1.0) : 0.0;
  return glm::length(p - (a + ab * t));
}
double Outside(const Capsule& c, const glm::dvec3& p) {
  return std::max(0.0, FromSegment(D(c.start), D(c.end), p) - double(c.radius));
}
double Outside(const Cylinder& c, const glm::dvec3& p) {
  const glm::dvec3 axis = D(c.end) - D(c.start);
  const double length_squared = glm::dot(axis, axis);
  const double t = length_squared > 0.0 ? glm::dot(p - D(c.start), axis) / length_squared : 0.0;
  const double along = std::max({0.0, -t, t - 1.0}) * std::sqrt(length_squared);
  const double across = std::max(0.0, glm::length(p - D(c.start) - axis * t) - double(c.radius));
  return std::hypot(along, across);
}
// Ericson's ClosestPtPointTriangle (5.1.5), the distance to it.
double Outside(const Triangle& t, const glm::dvec3& p) {
  const glm::dvec3 a = D(t.p0), b = D(t.p1), c = D(t.p2);
  const glm::dvec3 ab = b - a, ac = c - a, ap = p - a;
  // A flat triangle (two corners at one place, or all three in a line) is its segments: the regions below
  // assume an area (with b at a, the corner c fell in a's edge region, |ac| away from itself).
  if (glm::cross(ab, ac) == glm::dvec3(0.0))
    return std::min({FromSegment(a, b, p), FromSegment(b, c, p), FromSegment(a, c, p)});
  const double d1 = glm::dot(ab, ap), d2 = glm::dot(ac, ap);
  if (d1 <= 0.0 && d2 <= 0.0) return glm::length(ap);
  const glm::dvec3 bp = p - b;
  const double d3 = glm::dot(ab, bp), d4 = glm::dot(ac, bp);
  if (d3 >= 0.0 && d4 <= d3) return glm::length(bp);
  const double vc = d1 * d4 - d3 * d2;
  if (vc <= 0.0 && d1 >= 0.0 && d3 <= 0.0) return FromSegment(a, b, p);
  const glm::dvec3 cp = p - c;
  const double d5 = glm::dot(ab, cp), d6 = glm::dot(ac, cp);
  if (d6 >= 0.0 && d5 <= d6) return glm::length(cp);
  const double vb = d5 * d2 - d1 * d6;
  if (vb <= 0.0 && d2 >= 0.0 && d6 <= 0.0) return FromSegment(a, c, p);
  const double va = d3 * d6 - d5 * d4;
  if (va <= 0.0 && (d4 - d3) >= 0.0 && (d5 - d6) >= 0.0) return FromSegment(b, c, p);
  const double sum = va + vb + vc;
  if (!(sum > 0.0)) return std::min({FromSegment(a, b, p), FromSegment(b, c, p), FromSegment(a, c, p)});
  return glm::length(p - (a + ab * (vb / sum) + ac * (vc / sum)));
}
double Outside(const std::vector<Point>& points, const glm::dvec3& p) {
  double nearest = std::numeric_limits<double>::infinity();
  for (const Point& q : points) nearest = std::min(nearest, glm::length(p - D(q)));
  return nearest;
}
double Outside(const ConvexPolyhedron& polyhedron, const glm::dvec3& p) { return Outside(polyhedron.vertices, p); }

// The shape's size (its positions and lengths, not its axes or face indices), for the tolerance.
template <class Shape>
double SizeOf(const Shape& shape) {
  return Largest(NumbersOf(shape));
}
template <>
double SizeOf(const OBB& b) {
  return std::max(Largest(NumbersOf(b.center)), Largest(NumbersOf(b.half_extents)));
}
template <>
double SizeOf(const ConvexPolyhedron& polyhedron) {
  return Largest(NumbersOf(polyhedron.vertices));
}

template <class Shape>
bool SupportAgrees(std::string_view inputs, std::string_view expected, std::string_view actual, double tolerance) {
  std::tuple<Shape, glm::vec3> read;
  Point want, got;
  if (!ReadAll(inputs, read) || !FromText(expected, want) || !FromText(actual, got)) return false;
  const auto& [shape, direction] = read;
  const double slack = tolerance * std::max(SizeOf(shape), 1e-30);
  const glm::dvec3 d = D(direction);
  const double length = glm::length(d);
  if (length > 0.0 && std::isfinite(length)) {
    const double farther = glm::dot(D(want) - D(got), d / length);
    if (!(std::abs(farther) <= slack)) return false;
  }
  return Outside(shape, D(got)) <= slack;
}

// ---- The shapes' generators.
Sphere AnySphere(Engine& e) { return Coin(e) ? RoundSphere(e) : UniformSphere(e); }
AABB AnyBox(Engine& e) { return Coin(e) ? RoundBox(e) : UniformBox(e); }

const std::vector<Generator> kSphere = WithZeroAndNaN<Sphere>(
    AnySphere,
    {
        Kind("random", [](Engine& e) { return Inputs(AnySphere(e), AnyDirection(e)); }),
        Exact("along an axis", [](Engine& e) { return Inputs(RoundSphere(e), RoundAxis(e)); }),
        // Exact: a jitter of the case would turn so short a direction.
        Exact("a short direction",
              [](Engine& e) { return Inputs(AnySphere(e), UnitVector(e) * (Coin(e) ? 1e-3f : 1e-6f)); }),
        Exact("a zero radius", [](Engine& e) { return Inputs(Sphere(RoundPoint(e, 3.0f), 0.0f), RoundDirection(e)); }),
    });

const std::vector<Generator> kBox = WithZeroAndNaN<AABB>(
    AnyBox, {
                Kind("random", [](Engine& e) { return Inputs(AnyBox(e), AnyDirection(e)); }),
                Exact("a diagonal: a corner",
                      [](Engine& e) {
                        const glm::vec3 signs(Coin(e) ? 1 : -1, Coin(e) ? 1 : -1, Coin(e) ? 1 : -1);
                        return Inputs(RoundBox(e), signs * RoundPositive(e, 3.0f));
                      }),
                Exact("an axis: a face (a tie)", [](Engine& e) { return Inputs(RoundBox(e), RoundAxis(e)); }),
                Exact("a zero component: an edge (a tie)",
                      [](Engine& e) {
                        glm::vec3 d = RoundDirection(e);
                        d[UniformInt(e, 0, 2)] = 0.0f;
                        return Inputs(RoundBox(e), d);
                      }),
                Kind("a flat box",
                     [](Engine& e) {
                       AABB box = RoundBox(e);
                       const int axis = UniformInt(e, 0, 2);
                       box.max[axis] = box.min[axis];
                       return Inputs(box, AnyDirection(e));
                     }),
            });

OBB AnyObb(Engine& e) { return Coin(e) ? TurnedObb(e) : UniformObb(e); }
const std::vector<Generator> kObb = WithZeroAndNaN<OBB>(
    AnyObb, {
                Kind("random", [](Engine& e) { return Inputs(UniformObb(e), AnyDirection(e)); }),
                Kind("turned by 45 degrees, a round direction",
                     [](Engine& e) { return Inputs(TurnedObb(e), RoundDirection(e)); }),
                // A tie in exact arithmetic that rounding decides in float: exact, as the
                // comparison takes any point of the face.
                Exact("along one of its axes: a face (a tie)",
                      [](Engine& e) {
                        const OBB box = AnyObb(e);
                        return Inputs(box, box.axes[UniformInt(e, 0, 2)] * (Coin(e) ? 2.0f : -2.0f));
                      }),
                Kind("a flat box (a zero half extent)",
                     [](Engine& e) {
                       OBB box = UniformObb(e);
                       box.half_extents[UniformInt(e, 0, 2)] = 0.0f;
                       return Inputs(box, AnyDirection(e));
                     }),
            });

Capsule AnyCapsule(Engine& e) { return Coin(e) ? RoundCapsule(e) : UniformCapsule(e); }
const std::vector<Generator> kCapsule = WithZeroAndNaN<Capsule>(
    AnyCapsule,
    {
        Kind("random", [](Engine& e) { return Inputs(UniformCapsule(e), AnyDirection(e)); }),
        Exact("along the axis",
              [](Engine& e) {
                const Capsule c = RoundCapsule(e);
                return Inputs(c, (c.end - c.start) * (Coin(e) ? 1.0f : -1.0f));
              }),
        Exact("across the axis: the ends tie",
              [](Engine& e) {
                const Capsule c = RoundCapsule(e);
                return Inputs(c, AcrossAxis(e, glm::normalize(c.end - c.start)) * RoundPositive(e));
              }),
        Kind("oblique to a round capsule", [](Engine& e) { return Inputs(RoundCapsule(e), AnyDirection(e)); }),
        Exact("a zero-length segment: a sphere",
              [](Engine& e) {
                const Point p = RoundPoint(e, 3.0f);
                return Inputs(Capsule{p, p, RoundPositive(e, 1.5f)}, RoundDirection(e));
              }),
    });

Cylinder AnyCylinder(Engine& e) { return Coin(e) ? RoundCylinder(e) : UniformCylinder(e); }
const std::vector<Generator> kCylinder = WithZeroAndNaN<Cylinder>(
    AnyCylinder, {
                     Kind("random", [](Engine& e) { return Inputs(UniformCylinder(e), AnyDirection(e)); }),
                     Exact("along the axis: a cap (a tie)",
                           [](Engine& e) {
                             const Cylinder c = RoundCylinder(e);
                             return Inputs(c, (c.end - c.start) * (Coin(e) ? 1.0f : -1.0f));
                           }),
                     Exact("across the axis: the side (a tie of the caps)",
                           [](Engine& e) {
                             const Cylinder c = RoundCylinder(e);
                             return Inputs(c, AcrossAxis(e, glm::normalize(c.end - c.start)) * RoundPositive(e));
                           }),
                     Exact("oblique to a round cylinder: a rim point",
                           [](Engine& e) {
                             const Cylinder c = RoundCylinder(e);
                             const glm::vec3 axis = glm::normalize(c.end - c.start);
                             return Inputs(c, axis * (Coin(e) ? 1.0f : -1.0f) * RoundPositive(e) +
                                                  AcrossAxis(e, axis) * RoundPositive(e));
                           }),
                 });

Triangle AnyTriangle(Engine& e) { return Coin(e) ? RoundTriangle(e) : UniformTriangle(e); }
const std::vector<Generator> kTriangle = WithZeroAndNaN<Triangle>(
    AnyTriangle, {
                     Kind("random", [](Engine& e) { return Inputs(UniformTriangle(e), AnyDirection(e)); }),
                     Exact("round, a round direction (ties come)",
                           [](Engine& e) { return Inputs(RoundTriangle(e), RoundDirection(e)); }),
                     Exact("along the normal: the face (a tie of the three)",
                           [](Engine& e) {
                             Triangle t = AxisTriangle(e);
                             while (glm::cross(t.p1 - t.p0, t.p2 - t.p0) == glm::vec3(0.0f)) t = AxisTriangle(e);
                             return Inputs(t, glm::cross(t.p1 - t.p0, t.p2 - t.p0) * (Coin(e) ? 1.0f : -1.0f));
                           }),
                     Exact("away from an edge's far side: its two corners tie",
                           [](Engine& e) {
                             const glm::vec3 u = AxisVector(e), w = AcrossAxis(e, u);
                             const Point p0 = RoundPoint(e, 3.0f);
                             const Triangle t(p0, p0 + u * RoundPositive(e),
                                              p0 + w * RoundPositive(e) + u * Round(e, 1.0f));
                             return Inputs(t, -w * RoundPositive(e));
                           }),
                     Exact("degenerate: a segment or a point",
                           [](Engine& e) { return Inputs(DegenerateTriangle(e), RoundDirection(e)); }),
                 });

// The box as a polyhedron, turned by a random rotation about its centre.
ConvexPolyhedron TurnedBoxPolyhedron(Engine& e) {
  const AABB box = UniformBox(e);
  const ConvexPolyhedron straight = ConvexPolyhedron::FromAABB(box);
  const glm::mat3 turn = glm::mat3_cast(
      glm::normalize(glm::quat(Uniform(e, -1, 1), Uniform(e, -1, 1), Uniform(e, -1, 1), Uniform(e, -1, 1)) +
                     glm::quat(1e-3f, 0, 0, 0)));
  std::vector<Point> vertices = straight.vertices;
  for (Point& v : vertices) v = box.Center() + turn * (v - box.Center());
  return ConvexPolyhedron::FromFaces(std::move(vertices), straight.faces);
}
ConvexPolyhedron RandomTetrahedron(Engine& e) {
  const Point c = UniformPoint(e, 3.0f);
  return ConvexPolyhedron::Tetrahedron(c + UniformPoint(e, 1.5f), c + UniformPoint(e, 1.5f), c + UniformPoint(e, 1.5f),
                                       c + UniformPoint(e, 1.5f));
}
ConvexPolyhedron RoundBoxPolyhedron(Engine& e) { return ConvexPolyhedron::FromAABB(RoundBox(e)); }
// Every vertex (or point) has a negative support value along the direction: they lie 6 to 10 behind the origin.
Point Behind(Engine& e, const glm::vec3& direction) { return -direction * Uniform(e, 6.0f, 10.0f); }
const std::vector<Generator> kPolyhedron = WithZeroAndNaN<ConvexPolyhedron>(
    RoundBoxPolyhedron,
    {
        Kind("a random tetrahedron", [](Engine& e) { return Inputs(RandomTetrahedron(e), AnyDirection(e)); }),
        Kind("a turned box", [](Engine& e) { return Inputs(TurnedBoxPolyhedron(e), AnyDirection(e)); }),
        Exact("a box along a diagonal: a corner",
              [](Engine& e) {
                const glm::vec3 signs(Coin(e) ? 1 : -1, Coin(e) ? 1 : -1, Coin(e) ? 1 : -1);
                return Inputs(RoundBoxPolyhedron(e), signs * RoundPositive(e, 3.0f));
              }),
        Exact("a box along an axis: a face (a tie)",
              [](Engine& e) { return Inputs(RoundBoxPolyhedron(e), RoundAxis(e)); }),
        Kind("every vertex behind the origin",
             [](Engine& e) {
               const glm::vec3 d = UnitVector(e);
               const Point c = Behind(e, d);
               return Inputs(ConvexPolyhedron::Tetrahedron(c + UniformPoint(e, 1.5f), c + UniformPoint(e, 1.5f),
                                                           c + UniformPoint(e, 1.5f), c + UniformPoint(e, 1.5f)),
                             d * Uniform(e, 0.5f, 3.0f));
             }),
    });

std::vector<Point> SomePoints(Engine& e) { return UniformPoints(e, UniformInt(e, 1, 12)); }
std::vector<Point> RoundSet(Engine& e) { return RoundPoints(e, UniformInt(e, 2, 8), 1.0f); }
const std::vector<Generator> kPoints = WithZeroAndNaN<std::vector<Point>>(
    RoundSet,
    {
        Kind("random", [](Engine& e) { return Inputs(SomePoints(e), AnyDirection(e)); }),
        Kind("two or three points",
             [](Engine& e) { return Inputs(UniformPoints(e, UniformInt(e, 2, 3)), AnyDirection(e)); }),
        Exact("round points along an axis (ties come)", [](Engine& e) { return Inputs(RoundSet(e), RoundAxis(e)); }),
        Exact("one point", [](Engine& e) { return Inputs(RoundPoints(e, 1), RoundDirection(e)); }),
        Kind("every point behind the origin",
             [](Engine& e) {
               const glm::vec3 d = UnitVector(e);
               std::vector<Point> points = UniformPoints(e, UniformInt(e, 1, 8), 1.5f);
               const Point c = Behind(e, d);
               for (Point& p : points) p += c;
               return Inputs(points, d * Uniform(e, 0.5f, 3.0f));
             }),
    });

// ---- GJK and EPA on point sets.

// Gjk's comparison: whether they meet, the distance (NaN for NaN), and when apart, on_b - on_a of that length
// with each point on its shape's face towards the other (along the gap, on_a as far as a reaches and on_b as near
// as b comes): the closest points may be anywhere on parallel faces, their gap may not. Not the iterations nor the
// steps.
double Reach(const std::vector<Point>& points, const glm::dvec3& n) {
  double reach = -std::numeric_limits<double>::infinity();
  for (const Point& p : points) reach = std::max(reach, glm::dot(D(p), n));
  return reach;
}
double SizeOf(const ConvexPoints& a, const ConvexPoints& b) {
  return std::max({Largest(NumbersOf(a.points)), Largest(NumbersOf(b.points)), 1e-30});
}
bool GjkAgrees(std::string_view inputs, std::string_view expected, std::string_view actual, double tolerance) {
  std::tuple<ConvexPoints, ConvexPoints, bool> read;
  Collisions::GjkResult want, got;
  if (!ReadAll(inputs, read) || !FromText(expected, want) || !FromText(actual, got)) return false;
  const auto& [a, b, steps] = read;
  if (want.intersects != got.intersects) return false;
  if (std::isnan(want.distance) || std::isnan(got.distance))
    return std::isnan(want.distance) == std::isnan(got.distance);
  const double slack = tolerance * SizeOf(a, b);
  if (!(std::abs(double(want.distance) - double(got.distance)) <= slack)) return false;
  if (want.intersects) return true;
  const glm::dvec3 gap = D(got.on_b) - D(got.on_a);
  const double length = glm::length(gap);
  if (!(std::abs(length - double(got.distance)) <= slack)) return false;
  if (length <= slack) return true;  // too near to have a direction
  const glm::dvec3 n = gap / length;
  return glm::dot(D(got.on_a), n) >= Reach(a.points, n) - slack &&
         glm::dot(D(got.on_b), n) <= -Reach(b.points, -n) + slack;
}

// Epa's comparison: whether they meet; apart, everything zero; meeting, the depth within EPA's own tolerance
// (kEpaRelativeTolerance of it, or of a thousandth of the shapes' size); and when deeper than that, the normal unit
// with b having to move the depth along it to leave a (a's reach along it less b's), and the deepest points on
// the faces that meet, on_b + depth * normal = on_a. The normal of a tie between faces may be any of theirs.
bool EpaAgrees(std::string_view inputs, std::string_view expected, std::string_view actual, double tolerance) {
  std::tuple<ConvexPoints, ConvexPoints> read;
  Collisions::Penetration want, got;
  if (!ReadAll(inputs, read) || !FromText(expected, want) || !FromText(actual, got)) return false;
  const auto& [a, b] = read;
  if (want.intersects != got.intersects) return false;
  const double size = SizeOf(a, b), slack = tolerance * size;
  if (!want.intersects) return Largest(NumbersOf(got)) <= slack;
  const double depth_slack =
      2.0 * Collisions::kEpaRelativeTolerance * std::max(double(want.depth), 1e-3 * size) + slack;
  if (!(std::abs(double(want.depth) - double(got.depth)) <= depth_slack)) return false;
  if (want.depth <= depth_slack) return true;  // touching: no direction to leave by
  const glm::dvec3 n = D(got.normal);
  if (!(std::abs(glm::length(n) - 1.0) <= 1e-3)) return false;
  const double separation = Reach(a.points, n) + Reach(b.points, -n);
  if (!(std::abs(separation - double(got.depth)) <= depth_slack)) return false;
  if (!(glm::length(D(got.on_b) + n * double(got.depth) - D(got.on_a)) <= depth_slack)) return false;
  return glm::dot(D(got.on_a), n) >= Reach(a.points, n) - depth_slack &&
         glm::dot(D(got.on_b), n) <= -Reach(b.points, -n) + depth_slack;
}

ConvexPoints Cloud(Engine& e, const Point& centre, float spread) {
  std::vector<Point> points = UniformPoints(e, UniformInt(e, 4, 10), spread);
  for (Point& p : points) p += centre;
  return {points};
}
ConvexPoints Corners(const AABB& box) {
  std::vector<Point> corners;
  for (int i = 0; i < 8; ++i) {
    corners.emplace_back((i & 1) ? box.max.x : box.min.x, (i & 2) ? box.max.y : box.min.y,
                         (i & 4) ? box.max.z : box.min.z);
  }
  return {corners};
}
ConvexPoints Moved(ConvexPoints set, const glm::vec3& by) {
  for (Point& p : set.points) p += by;
  return set;
}
// b next to a along an axis, `gap` beyond a's face (negative: overlapping by that much), centred on a across it.
std::pair<ConvexPoints, ConvexPoints> BoxesAlongAnAxis(Engine& e, float gap) {
  const AABB a = RoundBox(e), drawn = RoundBox(e);
  const glm::vec3 axis = AxisVector(e);
  const float a_reach = glm::dot(glm::abs(axis), a.Extents()), b_reach = glm::dot(glm::abs(axis), drawn.Extents());
  const AABB b = AABB::FromCenterExtents(a.Center() + axis * (a_reach + b_reach + gap), drawn.Extents());
  return {Corners(a), Corners(b)};
}
// A set apart from a by `gap` along a random direction.
ConvexPoints ApartBy(const ConvexPoints& a, ConvexPoints b, const glm::vec3& n, float gap) {
  const double needed = Reach(a.points, D(n)) + Reach(b.points, -D(n)) + gap;
  return Moved(std::move(b), n * static_cast<float>(needed));
}
// Two sets in one plane (z, y or x at one level): flat, so EPA's depth is 0.
std::pair<ConvexPoints, ConvexPoints> Flat(Engine& e) {
  const int axis = UniformInt(e, 0, 2);
  const float level = Round(e, 2.0f);
  std::vector<Point> a = RoundPoints(e, 3, 1.5f), b = RoundPoints(e, 3, 1.5f);
  for (Point& p : a) p[axis] = level;
  for (Point& p : b) p[axis] = level;
  return {{a}, {b}};
}
ConvexPoints NaNSet(Engine& e) { return {{WithNaN(e, RoundPoint(e))}}; }

template <class Make>
Generator GjkKind(std::string kind, bool exact, Make make) {
  Generator g = Kind(std::move(kind), [make](Engine& e) {
    const auto [a, b] = make(e);
    return Inputs(a, b, Coin(e));
  });
  g.exact = exact;
  return g;
}
template <class Make>
Generator EpaKind(std::string kind, bool exact, Make make) {
  Generator g = Kind(std::move(kind), [make](Engine& e) {
    const auto [a, b] = make(e);
    return Inputs(a, b);
  });
  g.exact = exact;
  return g;
}
using Pair = std::pair<ConvexPoints, ConvexPoints>;

Pair RandomClouds(Engine& e) { return {Cloud(e, UniformPoint(e, 2.0f), 1.5f), Cloud(e, UniformPoint(e, 2.0f), 1.5f)}; }
Pair ApartByALittle(Engine& e) {
  const ConvexPoints a = Cloud(e, UniformPoint(e, 2.0f), 1.5f);
  return {a, ApartBy(a, Cloud(e, Point(0.0f), 1.5f), UnitVector(e), Uniform(e, 1e-3f, 0.2f))};
}
// b around a point half way between a's middle and one of its points.
Pair Overlapping(Engine& e) {
  const Point centre = UniformPoint(e, 2.0f);
  const ConvexPoints a = Cloud(e, centre, 1.5f);
  const Point towards = a.points[static_cast<std::size_t>(UniformInt(e, 0, static_cast<int>(a.points.size()) - 1))];
  return {a, Cloud(e, (centre + towards) * 0.5f, 1.0f)};
}
// A point of a's hull: a weighted mean of its points.
Point InsideOf(Engine& e, const ConvexPoints& a) {
  Point sum(0.0f);
  float total = 0.0f;
  for (const Point& p : a.points) {
    const float weight = Uniform(e, 0.1f, 1.0f);
    sum += p * weight;
    total += weight;
  }
  return sum / total;
}
Pair OneInTheOther(Engine& e) {
  const Point centre = UniformPoint(e, 2.0f);
  return {Cloud(e, centre, 2.0f), Cloud(e, centre + UniformPoint(e, 0.2f), 0.4f)};
}
Pair SegmentsAndPoints(Engine& e) {
  return {{UniformPoints(e, UniformInt(e, 1, 2), 2.0f)}, {UniformPoints(e, UniformInt(e, 1, 2), 2.0f)}};
}
Pair FarFromTheOrigin(Engine& e) {
  const Point far = UnitVector(e) * 100.0f;
  const ConvexPoints a = Cloud(e, far, 1.5f);
  return {a, Coin(e) ? ApartBy(a, Cloud(e, Point(0.0f), 1.5f), UnitVector(e), Uniform(e, 0.01f, 1.0f))
                     : Cloud(e, far + UniformPoint(e, 1.0f), 1.5f)};
}
Pair WithNaNPoint(Engine& e) {
  const ConvexPoints set = Cloud(e, RoundPoint(e, 2.0f), 1.5f);
  return Coin(e) ? Pair{set, NaNSet(e)} : Pair{NaNSet(e), set};
}

const std::vector<Generator> kGjk = {
    GjkKind("random clouds", false, RandomClouds),
    GjkKind("apart by a little", false, ApartByALittle),
    GjkKind("overlapping", false, Overlapping),
    GjkKind("one inside the other", false, OneInTheOther),
    GjkKind("boxes face to face: touching", true, [](Engine& e) { return BoxesAlongAnAxis(e, 0.0f); }),
    GjkKind("boxes apart by a round gap", true, [](Engine& e) { return BoxesAlongAnAxis(e, RoundPositive(e, 2.0f)); }),
    GjkKind("segments and points", false, SegmentsAndPoints),
    GjkKind("flat sets in one plane", true, Flat),
    GjkKind("far from the origin", false, FarFromTheOrigin),
    GjkKind("NaN", true, WithNaNPoint),
};

const std::vector<Generator> kEpa = {
    EpaKind("random clouds, near each other", false,
            [](Engine& e) {
              const Point centre = UniformPoint(e, 2.0f);
              return Pair{Cloud(e, centre, 1.5f), Cloud(e, centre + UniformPoint(e, 1.0f), 1.5f)};
            }),
    EpaKind("overlapping", false, Overlapping),
    EpaKind("one inside the other", false, OneInTheOther),
    EpaKind("boxes overlapping by a round depth", true,
            [](Engine& e) { return BoxesAlongAnAxis(e, -0.5f * static_cast<float>(UniformInt(e, 1, 2))); }),
    EpaKind("boxes face to face: touching", true, [](Engine& e) { return BoxesAlongAnAxis(e, 0.0f); }),
    EpaKind("a point inside a cloud", false,
            [](Engine& e) {
              const ConvexPoints a = Cloud(e, UniformPoint(e, 2.0f), 2.0f);
              return Pair{a, {{InsideOf(e, a)}}};
            }),
    EpaKind("flat sets in one plane", true, Flat),
    EpaKind("apart", false, ApartByALittle),
    EpaKind("NaN", true, WithNaNPoint),
};

// Gjk and Epa by their own names: the samples' Collisions:: wrapper of a name (samples/traced.hpp) does not
// convert to a pointer to a function taking a callback.
[[maybe_unused]] const bool kRegistered = RegisterAll({
    WithAgreement(MakeSpec<Point(const Sphere&, const glm::vec3&)>(Collisions::Support, "Support", kSphere),
                  SupportAgrees<Sphere>),
    WithAgreement(MakeSpec<Point(const AABB&, const glm::vec3&)>(Collisions::Support, "Support", kBox),
                  SupportAgrees<AABB>),
    WithAgreement(MakeSpec<Point(const OBB&, const glm::vec3&)>(Collisions::Support, "Support", kObb),
                  SupportAgrees<OBB>),
    WithAgreement(MakeSpec<Point(const Capsule&, const glm::vec3&)>(Collisions::Support, "Support", kCapsule),
                  SupportAgrees<Capsule>),
    WithAgreement(MakeSpec<Point(const Cylinder&, const glm::vec3&)>(Collisions::Support, "Support", kCylinder),
                  SupportAgrees<Cylinder>),
    WithAgreement(MakeSpec<Point(const Triangle&, const glm::vec3&)>(Collisions::Support, "Support", kTriangle),
                  SupportAgrees<Triangle>),
    WithAgreement(
        MakeSpec<Point(const ConvexPolyhedron&, const glm::vec3&)>(Collisions::Support, "Support", kPolyhedron),
        SupportAgrees<ConvexPolyhedron>),
    WithAgreement(MakeSpec<Point(const std::vector<Point>&, const glm::vec3&)>(Collisions::Support, "Support", kPoints),
                  SupportAgrees<std::vector<Point>>),
    WithAgreement(MakeSpec<Collisions::GjkResult(const Collisions::ConvexShape&, const Collisions::ConvexShape&, bool)>(
                      ::lab::Collisions::Gjk, "Gjk", kGjk),
                  GjkAgrees),
    WithAgreement(MakeSpec<Collisions::Penetration(const Collisions::ConvexShape&, const Collisions::ConvexShape&)>(
                      ::lab::Collisions::Epa, "Epa", kEpa),
                  EpaAgrees),
});

}  // namespace
}  // namespace chapter13
}  // namespace lab::samples::random_cases
