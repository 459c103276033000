// Chapter 4 of the tutorial: triangles. Point in triangle, closest point, triangle against sphere, box,
// plane and triangle by separating axes, and the two-sided triangle raycast and line test.
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <utility>

#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include "collisions/collisions.hpp"
#include "collisions/detail.hpp"

// SOLUTION HELPER BEGIN
#include <bit>
#include <cstdint>
#include <optional>

#include "collisions/simd.hpp"
// SOLUTION HELPER END

namespace lab::Collisions {

bool PointInTriangle(const Triangle& triangle, const Point& point) {
  // SOLUTION BEGIN: return false;
  // In double: the products below grow with the fourth power of the coordinates, which float overflows at
  // 1e10 and underflows at 1e-10; double keeps them exact enough from 1e-15 to 1e15.
  const glm::dvec3 p0(triangle.p0), p1(triangle.p1), p2(triangle.p2), p(point);
  const glm::dvec3 normal = glm::cross(p1 - p0, p2 - p0);
  const double normal_length = glm::length(normal);
  if (!(normal_length > 0.0)) return false;  // zero area: no plane, no inside
  if (!(std::abs(glm::dot(normal, p - p0)) < kPointOnPlaneEpsilon * normal_length)) return false;
  // Move the triangle so the point is the origin; the point is inside when the three sub-triangles it makes
  // with the edges all face the same way. All three pairs are compared: with only two, a point on the line
  // of an edge but outside the triangle passes (the book's version, catalog I-23).
  const glm::dvec3 a = p0 - p, b = p1 - p, c = p2 - p;
  const glm::dvec3 u = glm::cross(b, c), v = glm::cross(c, a), w = glm::cross(a, b);
  return glm::dot(u, v) >= 0.0 && glm::dot(u, w) >= 0.0 && glm::dot(v, w) >= 0.0;
  // SOLUTION END
}

Point ClosestPoint(const Triangle& triangle, const Point& point) {
  // SOLUTION BEGIN: return Point(0.0f);
  // Which Voronoi region of the triangle holds the point: a vertex, an edge, or the face
  // (Ericson, Real-Time Collision Detection, 5.1.5). In double: the products vc, vb, va grow with the fourth
  // power of the coordinates (float overflows at 1e10 and underflows at 1e-10).
  using glm::dvec3;
  const dvec3 a(triangle.p0), b(triangle.p1), c(triangle.p2), p(point);
  const dvec3 ab = b - a, ac = c - a, ap = p - a;
  const double d1 = glm::dot(ab, ap), d2 = glm::dot(ac, ap);
  if (d1 <= 0.0 && d2 <= 0.0) return triangle.p0;
  const dvec3 bp = p - b;
  const double d3 = glm::dot(ab, bp), d4 = glm::dot(ac, bp);
  if (d3 >= 0.0 && d4 <= d3) return triangle.p1;
  const double vc = d1 * d4 - d3 * d2;
  // Each edge region needs a positive denominator: a zero-length edge (two equal corners) has no region, and
  // its 0 / 0 would be NaN; such a triangle goes on to the segment case below.
  if (vc <= 0.0 && d1 >= 0.0 && d3 <= 0.0 && d1 - d3 > 0.0) return Point(a + ab * (d1 / (d1 - d3)));
  const dvec3 cp = p - c;
  const double d5 = glm::dot(ab, cp), d6 = glm::dot(ac, cp);
  if (d6 >= 0.0 && d5 <= d6) return triangle.p2;
  const double vb = d5 * d2 - d1 * d6;
  if (vb <= 0.0 && d2 >= 0.0 && d6 <= 0.0 && d2 - d6 > 0.0) return Point(a + ac * (d2 / (d2 - d6)));
  const double va = d3 * d6 - d5 * d4;
  if (va <= 0.0 && (d4 - d3) >= 0.0 && (d5 - d6) >= 0.0 && (d4 - d3) + (d5 - d6) > 0.0) {
    return Point(b + (c - b) * ((d4 - d3) / ((d4 - d3) + (d5 - d6))));
  }
  const double sum = va + vb + vc;
  const dvec3 normal = glm::cross(ab, ac);
  if (!(sum > 0.0) || !(glm::dot(normal, normal) > 0.0)) {
    // NaN anywhere: no closest point (a vertex would pass for one).
    if (detail::HasNaN(triangle) || detail::HasNaN(point)) return Point(std::numeric_limits<float>::quiet_NaN());
    // A degenerate triangle that reached here is a segment: take the nearest of its edges.
    const std::array<Point, 3> candidates = {ClosestPoint(Line(triangle.p0, triangle.p1), point),
                                             ClosestPoint(Line(triangle.p1, triangle.p2), point),
                                             ClosestPoint(Line(triangle.p2, triangle.p0), point)};
    return *std::min_element(candidates.begin(), candidates.end(), [&](const Point& x, const Point& y) {
      return glm::distance(dvec3(x), p) < glm::distance(dvec3(y), p);
    });
  }
  // Inside the face: the projection onto the plane. (The barycentric weights vb / sum, vc / sum lose their
  // accuracy for a sliver, where sum is tiny; the normal, from exact float input in double, keeps it.)
  return Point(p - normal * (glm::dot(ap, normal) / glm::dot(normal, normal)));
  // SOLUTION END
}

bool Intersects(const Triangle& triangle, const Sphere& sphere) {
  // SOLUTION BEGIN: return false;
  if (detail::HasNaN(triangle) || detail::HasNaN(sphere.position)) return false;  // a vertex is no closest point
  const glm::dvec3 gap = glm::dvec3(ClosestPoint(triangle, sphere.position)) - glm::dvec3(sphere.position);
  const double radius = sphere.radius;
  return glm::dot(gap, gap) < radius * radius;
  // SOLUTION END
}

bool Intersects(const Sphere& sphere, const Triangle& triangle) { return Intersects(triangle, sphere); }

Interval GetInterval(const Triangle& triangle, const glm::vec3& axis) {
  // SOLUTION BEGIN: return Interval{};
  const float p0 = glm::dot(triangle.p0, axis), p1 = glm::dot(triangle.p1, axis), p2 = glm::dot(triangle.p2, axis);
  return {std::min({p0, p1, p2}), std::max({p0, p1, p2})};
  // SOLUTION END
}

Interval GetInterval(const AABB& aabb, const glm::vec3& axis) {
  // SOLUTION BEGIN: return Interval{};
  // Every corner projected the way GetInterval(Triangle) projects a vertex, so a triangle lying on a face of
  // the box gets exactly the same numbers there and touches (centre +- extent rounds differently and
  // separated a box's own faces from it by one ulp).
  Interval interval{INFINITY, -INFINITY};
  for (int corner = 0; corner < 8; ++corner) {
    const Point p((corner & 1) ? aabb.max.x : aabb.min.x, (corner & 2) ? aabb.max.y : aabb.min.y,
                  (corner & 4) ? aabb.max.z : aabb.min.z);
    const float projection = glm::dot(p, axis);
    interval.min = std::min(interval.min, projection);
    interval.max = std::max(interval.max, projection);
  }
  return interval;
  // SOLUTION END
}

// SOLUTION HELPER BEGIN
// True when the two intervals do not overlap; intervals that only touch overlap.
static bool Disjoint(const Interval& a, const Interval& b) { return a.max < b.min || b.max < a.min; }
// SOLUTION HELPER END

bool TestAxis(const Triangle& a, const Triangle& b, const glm::vec3& axis) {
  // SOLUTION BEGIN: return false;
  // NaN anywhere is no separation (std::min and std::max may drop a NaN projection).
  if (detail::HasNaN(a) || detail::HasNaN(b) || detail::HasNaN(axis)) return false;
  return Disjoint(GetInterval(a, axis), GetInterval(b, axis));
  // SOLUTION END
}

bool TestAxis(const Triangle& triangle, const AABB& aabb, const glm::vec3& axis) {
  // SOLUTION BEGIN: return false;
  if (detail::HasNaN(triangle) || detail::HasNaN(aabb.min) || detail::HasNaN(aabb.max) || detail::HasNaN(axis)) {
    return false;
  }
  return Disjoint(GetInterval(triangle, axis), GetInterval(aabb, axis));
  // SOLUTION END
}

bool Intersects(const Triangle& triangle, const AABB& aabb) {
  // SOLUTION BEGIN: return false;
  // The same 13 axes as TestAxis would try (the box's 3, the triangle's normal, the 9 cross products of the
  // box's axes with the edges), in Akenine-Moller's order and way: the box centred at the origin, each axis
  // left unnormalized, and only the vertices whose projections differ projected. In double, where the
  // products of float coordinates neither overflow (1e15 cubed) nor round a face the triangle lies on away from
  // it. Touching counts; a zero normal (a triangle with no area) separates nothing, so its edges decide.
  // The box's own axes first, on the coordinates as they are: exact, and before anything is converted. (An
  // inverted box is taken with its corners swapped, as the axes below take it.)
  for (int axis = 0; axis < 3; ++axis) {
    const float low = std::min(aabb.min[axis], aabb.max[axis]), high = std::max(aabb.min[axis], aabb.max[axis]);
    if (std::min({triangle.p0[axis], triangle.p1[axis], triangle.p2[axis]}) > high) return false;
    if (std::max({triangle.p0[axis], triangle.p1[axis], triangle.p2[axis]}) < low) return false;
  }
  const glm::dvec3 low(aabb.min), high(aabb.max);
  const glm::dvec3 centre = 0.5 * low + 0.5 * high, half = glm::abs(0.5 * high - 0.5 * low);
  const std::array<glm::dvec3, 3> v = {glm::dvec3(triangle.p0) - centre, glm::dvec3(triangle.p1) - centre,
                                       glm::dvec3(triangle.p2) - centre};
  const std::array<glm::dvec3, 3> edges = {v[1] - v[0], v[2] - v[1], v[0] - v[2]};
  const glm::dvec3 normal = glm::cross(edges[0], edges[1]);
  const double plane = glm::dot(normal, v[0]), reach = glm::dot(half, glm::abs(normal));
  if (plane > reach || plane < -reach) return false;
  // Separated on an axis: the two projections against the box's radius there.
  const auto separated = [](double a, double b, double radius) {
    return std::min(a, b) > radius || std::max(a, b) < -radius;
  };
  for (int j = 0; j < 3; ++j) {
    const glm::dvec3& e = edges[static_cast<std::size_t>(j)];
    // Edge j's own vertices project alike onto an axis across it: one of them and the opposite vertex.
    const glm::dvec3& a = v[static_cast<std::size_t>(j)];
    const glm::dvec3& b = v[static_cast<std::size_t>((j + 2) % 3)];
    const glm::dvec3 size = glm::abs(e);
    // x, y and z cross e: (0, -e.z, e.y), (e.z, 0, -e.x) and (-e.y, e.x, 0), their zero terms left out.
    if (separated(a.z * e.y - a.y * e.z, b.z * e.y - b.y * e.z, half.y * size.z + half.z * size.y) ||
        separated(a.x * e.z - a.z * e.x, b.x * e.z - b.z * e.x, half.x * size.z + half.z * size.x) ||
        separated(a.y * e.x - a.x * e.y, b.y * e.x - b.x * e.y, half.x * size.y + half.y * size.x)) {
      return false;
    }
  }
  // NaN anywhere is no hit: a NaN projection separates on no axis, so the axes alone say "meets". Looked at only
  // then, off the common path of a miss: one unordered comparison a pair of coordinates, without a branch each.
  return !(std::isunordered(triangle.p0.x, triangle.p0.y) | std::isunordered(triangle.p0.z, triangle.p1.x) |
           std::isunordered(triangle.p1.y, triangle.p1.z) | std::isunordered(triangle.p2.x, triangle.p2.y) |
           std::isunordered(triangle.p2.z, aabb.min.x) | detail::HasNaN(aabb));
  // SOLUTION END
}

bool Intersects(const AABB& aabb, const Triangle& triangle) { return Intersects(triangle, aabb); }

bool Intersects(const Triangle& triangle, const Plane& plane) {
  // SOLUTION BEGIN: return false;
  if (plane.IsDegenerate()) return false;
  const float d0 = DistanceFromPlane(triangle.p0, plane), d1 = DistanceFromPlane(triangle.p1, plane),
              d2 = DistanceFromPlane(triangle.p2, plane);
  const bool all_in_front = d0 > kPointOnPlaneEpsilon && d1 > kPointOnPlaneEpsilon && d2 > kPointOnPlaneEpsilon;
  const bool all_behind = d0 < -kPointOnPlaneEpsilon && d1 < -kPointOnPlaneEpsilon && d2 < -kPointOnPlaneEpsilon;
  // Written so that a NaN distance gives false, not true.
  return !all_in_front && !all_behind && !std::isnan(d0 + d1 + d2);
  // SOLUTION END
}

bool Intersects(const Plane& plane, const Triangle& triangle) { return Intersects(triangle, plane); }

// SOLUTION HELPER BEGIN
// Moller's triangle-triangle test ("A Fast Triangle-Triangle Intersection Test", 1997) in float, as a filter in
// front of the exact test below: each triangle's corners against the other's plane, then the two intervals where
// the triangles cross the line the planes share. It answers only when every quantity it rests on is clear of its
// threshold by kMollerClearance of the coordinates' size M, about 30 times float's rounding of them: there the
// exact answer is the same (corners clearly beyond a plane are beyond it; intervals on the line that clearly
// overlap share points). Otherwise it returns false and the exact test decides: near touching, nearly flat
// triangles or nearly parallel planes, and coordinates whose largest magnitude L is outside 1.5e-3..4e3, where
// the float products of up to eight coordinates below would leave float's range.
constexpr float kMollerClearance = 1e-5f;
// Float's rounding of a corner's distance from the other triangle's plane (times the normal's length, as below),
// relative to L |t0| |t1|, where t0 and t1 are the plane's edges: the normal t0 x t1 is computed to within a few
// units of rounding of |t0| |t1| whatever the angle between them (so a sliver's normal, which is much shorter, can
// point 1e-3 astray), and the corner's offset from the plane's corner, up to 2 sqrt(3) L long, is rounded too.
// About 30 units of float's rounding (6e-8) at most; 4e-6 leaves room.
constexpr float kMollerDistanceRounding = 4e-6f;
static bool ClearMollerAnswer(const Triangle& a, const Triangle& b, float largest, bool& meet) {
  // The clearance kMollerClearance M, M the size that projections onto a unit axis grow with. L being the largest
  // coordinate magnitude of the six corners, M^2 = 54 L^2 is at least the sum of the squares of a corner of each
  // triangle (3 L^2 each) and of two edges of each (12 L^2 each); NaN (no answer) for L outside the range above
  // or infinite. (With a NaN coordinate L may be a number, but the distances of the corners below are NaN.)
  const float clearance = largest > 1.5e-3f && largest < 4e3f ? kMollerClearance * 7.35f * largest  // sqrt(54)
                                                              : std::numeric_limits<float>::quiet_NaN();
  const float clearance_sq = clearance * clearance;
  // Each triangle's corners against the other's plane: signed distances times the normal's length, as Moller
  // has them. Whether they are clear enough to go by is asked only of the answer about to be given.
  const glm::vec3 e0 = a.p1 - a.p0, e1 = a.p2 - a.p1;
  const glm::vec3 na = glm::cross(e0, e1);
  const float db[3] = {glm::dot(na, b.p0 - a.p0), glm::dot(na, b.p1 - a.p0), glm::dot(na, b.p2 - a.p0)};
  const float db_low = std::min(std::min(db[0], db[1]), db[2]), db_high = std::max(std::max(db[0], db[1]), db[2]);
  // A plane's edges t0, t1 and normal n = t0 x t1 (squared lengths): clearly not flat by kParallelAxisSinSquared
  // (a flatter triangle is left to the exact test).
  struct Edges {
    float t0_sq, t1_sq, n_sq;
  };
  const auto usable = [clearance_sq](const Edges& edges) {
    const float product = edges.t0_sq * edges.t1_sq, flat = kParallelAxisSinSquared * product;
    return edges.n_sq > 2.0f * flat && flat > 1e-30f && clearance_sq * product > 1e-30f;
  };
  // A distance d clear of the plane: by the clearance times the larger of |n| and |t0| |t1|. In true distance
  // that is at least the clearance, and it is far more than d's rounding even for a sliver, whose |n| is much
  // less than |t0| |t1| (with |n| alone, a sliver's normal tilted by rounding decided: TriangleTriangle.ASlivers*).
  const auto clear = [clearance_sq](float d, const Edges& edges) {
    return d * d > clearance_sq * std::max(edges.n_sq, edges.t0_sq * edges.t1_sq);
  };
  // b clearly on one side of a's plane: apart (the plane separates them), else no answer.
  const Edges edges_a{glm::dot(e0, e0), glm::dot(e1, e1), glm::dot(na, na)};
  if (db_low > 0.0f || db_high < 0.0f) {
    meet = false;
    return usable(edges_a) && clear(db_low > 0.0f ? db_low : db_high, edges_a);
  }
  // a against b's plane, likewise.
  const glm::vec3 f0 = b.p1 - b.p0, f1 = b.p2 - b.p1;
  const glm::vec3 nb = glm::cross(f0, f1);
  const float da[3] = {glm::dot(nb, a.p0 - b.p0), glm::dot(nb, a.p1 - b.p0), glm::dot(nb, a.p2 - b.p0)};
  const float da_low = std::min(std::min(da[0], da[1]), da[2]), da_high = std::max(std::max(da[0], da[1]), da[2]);
  const Edges edges_b{glm::dot(f0, f0), glm::dot(f1, f1), glm::dot(nb, nb)};
  if (da_low > 0.0f || da_high < 0.0f) {
    meet = false;
    return usable(edges_b) && clear(da_low > 0.0f ? da_low : da_high, edges_b);
  }
  // Each crosses the other's plane, with every corner clearly on its side, so that each distance's sign is
  // right. (A NaN coordinate in a makes every db NaN, and in b every da: no answer.)
  const float db_near = std::min(std::min(std::abs(db[0]), std::abs(db[1])), std::abs(db[2]));
  const float da_near = std::min(std::min(std::abs(da[0]), std::abs(da[1])), std::abs(da[2]));
  if (!usable(edges_a) || !usable(edges_b) || !clear(db_near, edges_a) || !clear(da_near, edges_b)) return false;
  // The line the planes share, clearly not parallel planes (nearly parallel ones are left to the exact test), and
  // the coordinate it is most along.
  const glm::vec3 line = glm::cross(na, nb);
  if (!(glm::dot(line, line) > 2.0f * kParallelAxisSinSquared * edges_a.n_sq * edges_b.n_sq)) return false;
  const glm::vec3 along = glm::abs(line);
  const int axis = along.x >= along.y && along.x >= along.z ? 0 : (along.y >= along.z ? 1 : 2);
  // The interval of a triangle on the line: from its corner alone on its side of the other plane, along its two
  // edges to where they cross the plane. Every distance is clear of it, on both sides, so the pattern of
  // positive distances (bit k for corner k) is never 0 or 7, and names that corner: the one whose side the
  // other two do not share. Then the two corners after it. An end is
  // at the fraction d_alone / (d_alone - d_i) of its edge, so the distances' rounding (up to `rounding`) moves
  // it by up to |p_i - p_alone| rounding / |d_alone - d_i|: the interval's uncertainty, the larger of its ends'.
  struct OnTheLine {
    float lo, hi, uncertainty;
  };
  const auto interval = [axis, largest](const Triangle& t, const float(&d)[3], const Edges& plane) {
    constexpr int kAlone[8] = {0, 0, 1, 2, 2, 1, 0, 0}, kNext[3] = {1, 2, 0}, kAfterNext[3] = {2, 0, 1};
    static_assert(sizeof(Triangle) == 9 * sizeof(float));
    const float* p = &reinterpret_cast<const float*>(&t)[axis];  // corner k's coordinate is p[3 k]
    const int alone = kAlone[(d[0] > 0.0f) | (d[1] > 0.0f) << 1 | (d[2] > 0.0f) << 2];
    const int i = kNext[alone], j = kAfterNext[alone];
    const float to_i = 1.0f / (d[alone] - d[i]), to_j = 1.0f / (d[alone] - d[j]);
    const float along_i = p[3 * i] - p[3 * alone], along_j = p[3 * j] - p[3 * alone];
    const float x = p[3 * alone] + along_i * (d[alone] * to_i), y = p[3 * alone] + along_j * (d[alone] * to_j);
    // |t0| |t1| <= (|t0|^2 + |t1|^2) / 2, which needs no square root.
    const float rounding = kMollerDistanceRounding * largest * 0.5f * (plane.t0_sq + plane.t1_sq);
    const float uncertainty = rounding * std::max(std::abs(along_i * to_i), std::abs(along_j * to_j));
    return OnTheLine{std::min(x, y), std::max(x, y), uncertainty};
  };
  const OnTheLine on_a = interval(a, da, edges_b), on_b = interval(b, db, edges_a);
  const float overlap = std::min(on_a.hi, on_b.hi) - std::max(on_a.lo, on_b.lo);  // negative: the gap
  if (!(std::abs(overlap) > clearance + 2.0f * (on_a.uncertainty + on_b.uncertainty))) return false;
  meet = overlap > 0.0f;
  return true;
}

// ---- Where the filter cannot call it, the answer exactly. Every quantity below is the sign of a polynomial in the
// corners' float coordinates, computed without error, so the answer is the one the float values as given have
// (touching counts, as exactly as it can: a corner on the other triangle, to the last bit, meets it).
//
// A sum of products of up to three floats is held exactly as an expansion (Shewchuk, "Adaptive Precision
// Floating-Point Arithmetic and Fast Robust Geometric Predicates", 1997): doubles that do not overlap, in order of
// magnitude, whose sum is the value and whose largest has its sign. A product of two floats is exact in a double
// (24 + 24 bits); a third factor's rounding is std::fma(ab, c, -ab * c). For finite floats nothing leaves double's
// range: a product of three is zero or between 2^-447 and 2^384 in magnitude. (An infinite coordinate gets an
// answer, but no exact one.)
class ExactSum {
 public:
  // Adds x exactly: Shewchuk's Grow-Expansion (each part summed into x with Knuth's Two-Sum, what rounding
  // dropped kept as a part), zero parts left out.
  void Add(double x) {
    int kept = 0;
    for (int i = 0; i < size_; ++i) {
      const double part = parts_[static_cast<std::size_t>(i)], sum = x + part;
      const double part_kept = sum - x, x_kept = sum - part_kept;
      const double dropped = (x - x_kept) + (part - part_kept);
      if (dropped != 0.0) parts_[static_cast<std::size_t>(kept++)] = dropped;
      x = sum;
    }
    if (x != 0.0 || kept == 0) parts_[static_cast<std::size_t>(kept++)] = x;
    size_ = kept;
  }
  // Adds ab c, where ab is a product of two floats (exact) and c a float. The rounded product is std::fma's with no
  // addend, which no compiler fuses into the sums that follow (-ffp-contract=fast with FMA would add the unrounded
  // product there, and Two-Sum would keep the wrong remainder).
  void AddProduct(double ab, double c) {
    const double product = std::fma(ab, c, 0.0);
    Add(product);
    Add(std::fma(ab, c, -product));
  }
  int Sign() const {
    const double largest = size_ > 0 ? parts_[static_cast<std::size_t>(size_ - 1)] : 0.0;
    return (largest > 0.0) - (largest < 0.0);
  }

 private:
  std::array<double, 48> parts_{};  // one Add adds at most one part; an orientation makes 48 Adds
  int size_ = 0;
};

// Shewchuk's bounds on the double evaluation's error, relative to the sum of its products' magnitudes, for 2 by 2
// and 3 by 3 determinants of coordinate differences (the differences' rounding included): beyond them the sign is
// right, and the exact sum is not needed. e is half a unit of double's rounding.
constexpr double kHalfUlp = 0x1p-53;
constexpr double kOrientation2Bound = (3.0 + 16.0 * kHalfUlp) * kHalfUlp;
constexpr double kOrientation3Bound = (7.0 + 56.0 * kHalfUlp) * kHalfUlp;

// The sign of (b - a) x (c - a) in coordinates i and j: which way a, b, c turn seen along the third axis.
static int Orientation2(const Point& a, const Point& b, const Point& c, int i, int j) {
  const double left = (double(b[i]) - double(a[i])) * (double(c[j]) - double(a[j]));
  const double right = (double(b[j]) - double(a[j])) * (double(c[i]) - double(a[i]));
  const double determinant = left - right, bound = kOrientation2Bound * (std::abs(left) + std::abs(right));
  if (determinant > bound) return 1;
  if (determinant < -bound) return -1;
  if (left == 0.0 && right == 0.0) return 0;  // exactly (a difference of floats rounds to zero only when it is)
  // Exactly: b x c + c x a + a x b, six products of two floats.
  ExactSum sum;
  for (const auto& [p, q] : {std::pair(&a, &b), std::pair(&b, &c), std::pair(&c, &a)}) {
    sum.Add(double((*p)[i]) * double((*q)[j]));
    sum.Add(-double((*p)[j]) * double((*q)[i]));
  }
  return sum.Sign();
}

// The same sign exactly in 128-bit integers, when the twelve coordinates are whole numbers of one unit 2^low below
// 2^(low + 40) in magnitude: nonzero ones within 16 binades of each other, as in most scenes (a mesh's exactly
// coplanar corners come here). Differences are then below 2^41, and products of three below 2^124. Otherwise
// nothing (the expansions decide).
__extension__ using Int128 = __int128;  // GCC's and Clang's
static std::optional<int> IntegerOrientation(const Point& a, const Point& b, const Point& c, const Point& d) {
  // A float is its 24-bit significand times 2^(its last bit's exponent): -149 for a denormal.
  const auto last_bit = [](std::uint32_t bits) {
    const int biased = static_cast<int>(bits >> 23 & 0xffu);
    return (biased == 0 ? 1 : biased) - 150;
  };
  const std::array<Point, 4> corners = {a, b, c, d};
  std::array<std::uint32_t, 12> bits{};
  int low = 1000, high = -1000;  // the least last bit and the greatest top bit of the nonzero coordinates
  for (std::size_t k = 0; k < 12; ++k) {
    bits[k] = std::bit_cast<std::uint32_t>(corners[k / 3][static_cast<int>(k % 3)]);
    if ((bits[k] & 0x7fffffffu) == 0) continue;  // a zero is a whole number of any unit
    low = std::min(low, last_bit(bits[k]));
    high = std::max(high, last_bit(bits[k]) + 24);
  }
  if (high - low > 40) return std::nullopt;
  std::array<std::int64_t, 12> whole{};
  for (std::size_t k = 0; k < 12; ++k) {
    if ((bits[k] & 0x7fffffffu) == 0) continue;
    const std::int64_t significand = (bits[k] & 0x7fffffu) | ((bits[k] & 0x7f800000u) != 0 ? 0x800000u : 0u);
    const std::int64_t magnitude = significand << (last_bit(bits[k]) - low);
    whole[k] = bits[k] >> 31 != 0 ? -magnitude : magnitude;
  }
  std::array<std::int64_t, 3> u{}, v{}, w{};
  for (std::size_t k = 0; k < 3; ++k)
    u[k] = whole[3 + k] - whole[k], v[k] = whole[6 + k] - whole[k], w[k] = whole[9 + k] - whole[k];
  const Int128 determinant = u[0] * (Int128(v[1]) * w[2] - Int128(v[2]) * w[1]) +
                             u[1] * (Int128(v[2]) * w[0] - Int128(v[0]) * w[2]) +
                             u[2] * (Int128(v[0]) * w[1] - Int128(v[1]) * w[0]);
  return (determinant > 0) - (determinant < 0);
}

// The sign of dot(cross(b - a, c - a), d - a): 1 when d lies on the side of the plane through a, b and c that the
// normal cross(b - a, c - a) points to, -1 on the other side, 0 on the plane (or when a, b and c are collinear).
static int Orientation(const Point& a, const Point& b, const Point& c, const Point& d) {
  // Two corners the same (a mesh's neighbours share theirs): 0, with no arithmetic.
  if (a == b || a == c || a == d || b == c || b == d || c == d) return 0;
  const glm::dvec3 u = glm::dvec3(b) - glm::dvec3(a), v = glm::dvec3(c) - glm::dvec3(a),
                   w = glm::dvec3(d) - glm::dvec3(a);
  const double vy_wz = v.y * w.z, vz_wy = v.z * w.y, vz_wx = v.z * w.x, vx_wz = v.x * w.z, vx_wy = v.x * w.y,
               vy_wx = v.y * w.x;
  const double determinant = u.x * (vy_wz - vz_wy) + u.y * (vz_wx - vx_wz) + u.z * (vx_wy - vy_wx);
  const double magnitude = std::abs(u.x) * (std::abs(vy_wz) + std::abs(vz_wy)) +
                           std::abs(u.y) * (std::abs(vz_wx) + std::abs(vx_wz)) +
                           std::abs(u.z) * (std::abs(vx_wy) + std::abs(vy_wx));
  const double bound = kOrientation3Bound * magnitude;
  if (determinant > bound) return 1;
  if (determinant < -bound) return -1;
  if (magnitude == 0.0) return 0;  // every product is zero, exactly (no product of differences underflows)
  if (const std::optional<int> sign = IntegerOrientation(a, b, c, d)) return *sign;
  // Exactly, on the coordinates as they are: det(b, c, d) - det(a, b, c) + det(a, b, d) - det(a, c, d), where
  // det(p, q, r) = dot(p, cross(q, r)) is six products of three floats.
  ExactSum sum;
  const auto add_det = [&sum](const Point& p, const Point& q, const Point& r, double sign) {
    for (int k = 0; k < 3; ++k) {
      const int k1 = (k + 1) % 3, k2 = (k + 2) % 3;
      sum.AddProduct(sign * double(p[k]) * double(q[k1]), double(r[k2]));
      sum.AddProduct(-sign * double(p[k]) * double(q[k2]), double(r[k1]));
    }
  };
  add_det(b, c, d, 1.0);
  add_det(a, b, c, -1.0);
  add_det(a, b, d, 1.0);
  add_det(a, c, d, -1.0);
  return sum.Sign();
}

// A triangle's corners as the convex set they span, decided exactly: a triangle (count 3), or, when they are
// collinear, the segment from the least to the greatest along an axis where they differ (count 2, p[1] the
// other end), or a point (count 1, every p[k] the same). A triangle's plane projects one to one onto the
// coordinates other than `axis` (its normal has a component there).
struct ExactShape {
  std::array<Point, 3> p;
  int count = 3;
  int axis = 0;
};
static ExactShape Classify(const Triangle& t) {
  for (int k = 0; k < 3; ++k) {
    if (Orientation2(t.p0, t.p1, t.p2, (k + 1) % 3, (k + 2) % 3) != 0) return {{t.p0, t.p1, t.p2}, 3, k};
  }
  for (int k = 0; k < 3; ++k) {
    const auto [low, high] =
        std::minmax({t.p0, t.p1, t.p2}, [k](const Point& x, const Point& y) { return x[k] < y[k]; });
    if (low[k] < high[k]) return {{low, high, high}, 2, k};
  }
  return {{t.p0, t.p0, t.p0}, 1, 0};
}

// Whether segment pq (p == q: a point) meets triangle t, given the sides of t's plane p and q are on.
static bool SegmentMeetsTriangle(const Point& p, const Point& q, int side_p, int side_q, const ExactShape& t) {
  if (side_p * side_q > 0) return false;  // both strictly on one side
  const Point &a = t.p[0], &b = t.p[1], &c = t.p[2];
  if (side_p == 0 && side_q == 0) {
    // In the plane: in its projection along t.axis, apart when both ends are strictly outside one edge, or the
    // three corners strictly on one side of the segment's line (the separating axes of a segment and a triangle).
    const int i = (t.axis + 1) % 3, j = (t.axis + 2) % 3, turn = Orientation2(a, b, c, i, j);
    for (const auto& [u, v] : {std::pair(&a, &b), std::pair(&b, &c), std::pair(&c, &a)}) {
      if (Orientation2(*u, *v, p, i, j) * turn < 0 && Orientation2(*u, *v, q, i, j) * turn < 0) return false;
    }
    const int sa = Orientation2(p, q, a, i, j), sb = Orientation2(p, q, b, i, j), sc = Orientation2(p, q, c, i, j);
    return !(sa > 0 && sb > 0 && sc > 0) && !(sa < 0 && sb < 0 && sc < 0);
  }
  // Through the plane, or ending on it: the line pq passes through the closed triangle when it passes none of the
  // three edges on the opposite side from another (the signs of the three tetrahedra it makes with them).
  const int sa = Orientation(p, q, a, b), sb = Orientation(p, q, b, c), sc = Orientation(p, q, c, a);
  return !((sa > 0 || sb > 0 || sc > 0) && (sa < 0 || sb < 0 || sc < 0));
}

// Whether segments pq and rs (either may be a point) in the coordinates i and j meet.
static bool SegmentsMeet2(const Point& p, const Point& q, const Point& r, const Point& s, int i, int j) {
  const int r_side = Orientation2(p, q, r, i, j), s_side = Orientation2(p, q, s, i, j);
  const int p_side = Orientation2(r, s, p, i, j), q_side = Orientation2(r, s, q, i, j);
  if (r_side * s_side > 0 || p_side * q_side > 0) return false;  // one strictly beside the other's line
  // Each reaches the other's line, and they are not all on one line: they cross or touch there.
  if (r_side != 0 || s_side != 0 || p_side != 0 || q_side != 0) return true;
  // On one line (or points): they meet where their boxes do.
  for (const int k : {i, j}) {
    if (std::max(p[k], q[k]) < std::min(r[k], s[k]) || std::max(r[k], s[k]) < std::min(p[k], q[k])) return false;
  }
  return true;
}

// Whether two non-degenerate triangles meet.
static bool TrianglesMeet(const ExactShape& a, const ExactShape& b) {
  std::array<int, 3> side_a{}, side_b{};  // each corner's side of the other's plane
  for (std::size_t k = 0; k < 3; ++k) side_b[k] = Orientation(a.p[0], a.p[1], a.p[2], b.p[k]);
  const auto one_side = [](const std::array<int, 3>& s) {
    return (s[0] > 0 && s[1] > 0 && s[2] > 0) || (s[0] < 0 && s[1] < 0 && s[2] < 0);
  };
  if (one_side(side_b)) return false;
  for (std::size_t k = 0; k < 3; ++k) side_a[k] = Orientation(b.p[0], b.p[1], b.p[2], a.p[k]);
  if (one_side(side_a)) return false;
  if (side_b == std::array<int, 3>{}) {
    // Coplanar (then each lies in the other's plane): in the projection along a.axis, apart when the other's
    // three corners are strictly outside an edge of one (the in-plane edge normals).
    const int i = (a.axis + 1) % 3, j = (a.axis + 2) % 3;
    for (const auto& [x, y] : {std::pair(&a, &b), std::pair(&b, &a)}) {
      const int turn = Orientation2(x->p[0], x->p[1], x->p[2], i, j);
      for (std::size_t k = 0; k < 3; ++k) {
        const Point &u = x->p[k], &v = x->p[(k + 1) % 3];
        if (Orientation2(u, v, y->p[0], i, j) * turn < 0 && Orientation2(u, v, y->p[1], i, j) * turn < 0 &&
            Orientation2(u, v, y->p[2], i, j) * turn < 0) {
          return false;
        }
      }
    }
    return true;
  }
  // Otherwise they meet on the line their planes share, where each spans a segment whose ends lie on its edges;
  // of two segments on a line that overlap, one holds an end of the other: an edge of one meets the other.
  for (std::size_t k = 0; k < 3; ++k) {
    const std::size_t next = (k + 1) % 3;
    if (SegmentMeetsTriangle(a.p[k], a.p[next], side_a[k], side_a[next], b) ||
        SegmentMeetsTriangle(b.p[k], b.p[next], side_b[k], side_b[next], a)) {
      return true;
    }
  }
  return false;
}

// The exact test, for finite coordinates: two triangles as above; a triangle against a segment or point; two
// segments or points, which meet when they lie in one plane and meet seen along each coordinate axis (apart,
// they are apart seen along an axis across their plane, or, on one line, along any axis but the line's). Out of
// line, and optimised for size (cold): only pairs the filter cannot call come here (3 of the kernel
// race's 4,096 random pairs), though touching and coplanar ones, as in a mesh against itself, always do.
[[gnu::cold, gnu::noinline]] static bool ExactlyIntersect(const Triangle& first, const Triangle& second) {
  ExactShape a = Classify(first), b = Classify(second);
  if (a.count < b.count) std::swap(a, b);
  if (b.count == 3) return TrianglesMeet(a, b);
  if (a.count == 3) {
    return SegmentMeetsTriangle(b.p[0], b.p[1], Orientation(a.p[0], a.p[1], a.p[2], b.p[0]),
                                Orientation(a.p[0], a.p[1], a.p[2], b.p[1]), a);
  }
  if (Orientation(a.p[0], a.p[1], b.p[0], b.p[1]) != 0) return false;  // not in one plane
  for (int k = 0; k < 3; ++k) {
    if (!SegmentsMeet2(a.p[0], a.p[1], b.p[0], b.p[1], (k + 1) % 3, (k + 2) % 3)) return false;
  }
  return true;
}
// SOLUTION HELPER END

bool Intersects(const Triangle& a, const Triangle& b) {
  // SOLUTION BEGIN: return false;
  // Boxes apart on a coordinate axis: the triangles are, exactly (no arithmetic, nothing rounded). One branch.
  // Then the largest coordinate magnitude, which scales the filter's clearance.
#if defined(__SSE2__)
  // In SSE, a corner a register (x, y, z, any), loaded within the triangle; the fourth lane is never looked at.
  const auto [a0, a1, a2] = detail::LoadVec3s<3>(a).lanes;
  const auto [b0, b1, b2] = detail::LoadVec3s<3>(b).lanes;
  const __m128 a_low = _mm_min_ps(_mm_min_ps(a0, a1), a2), a_high = _mm_max_ps(_mm_max_ps(a0, a1), a2);
  const __m128 b_low = _mm_min_ps(_mm_min_ps(b0, b1), b2), b_high = _mm_max_ps(_mm_max_ps(b0, b1), b2);
  if ((_mm_movemask_ps(_mm_or_ps(_mm_cmpgt_ps(a_low, b_high), _mm_cmpgt_ps(b_low, a_high))) & 0b111) != 0) return false;
  const __m128 minus_zero = _mm_set1_ps(-0.0f);  // flips the sign
  const float largest = detail::MaxOfXyz(
      _mm_max_ps(_mm_max_ps(_mm_xor_ps(a_low, minus_zero), a_high), _mm_max_ps(_mm_xor_ps(b_low, minus_zero), b_high)));
#else
  const glm::vec3 a_low = glm::min(glm::min(a.p0, a.p1), a.p2), a_high = glm::max(glm::max(a.p0, a.p1), a.p2);
  const glm::vec3 b_low = glm::min(glm::min(b.p0, b.p1), b.p2), b_high = glm::max(glm::max(b.p0, b.p1), b.p2);
  if ((a_low.x > b_high.x) | (a_low.y > b_high.y) | (a_low.z > b_high.z) | (b_low.x > a_high.x) | (b_low.y > a_high.y) |
      (b_low.z > a_high.z)) {
    return false;
  }
  const glm::vec3 magnitudes = glm::max(glm::max(-a_low, a_high), glm::max(-b_low, b_high));
  const float largest = std::max(std::max(magnitudes.x, magnitudes.y), magnitudes.z);
#endif
  bool meet = false;
  if (ClearMollerAnswer(a, b, largest, meet)) return meet;   // "meet" never with NaN, nor any answer with infinities
  if (detail::HasNaN(a) || detail::HasNaN(b)) return false;  // as for the box: NaN separates on no axis
  return ExactlyIntersect(a, b);
  // SOLUTION END
}

bool Raycast(const Ray& ray, const Triangle& triangle, float& t) {
  // SOLUTION BEGIN: t = -1.0f; return false;
  t = -1.0f;
  if (!detail::IsUsable(ray)) return false;
  // Moller-Trumbore: solve origin + t d = p0 + u e1 + v e2 for (t, u, v). In double: t's numerator grows with
  // the cube of the coordinates (float overflows at 1e12) and the area with their square.
  using glm::dvec3;
  const dvec3 direction(ray.direction), p0(triangle.p0);
  const dvec3 e1 = dvec3(triangle.p1) - p0, e2 = dvec3(triangle.p2) - p0;
  const dvec3 p = glm::cross(direction, e2);
  const double determinant = glm::dot(e1, p);  // = dot(direction, cross(e1, e2)) up to sign
  const double area2 = glm::length(glm::cross(e1, e2));
  // Parallel to the plane (or a degenerate triangle): both faces are seen edge-on. Two-sided, so |det|.
  if (!(std::abs(determinant) > kRayParallelSin * area2)) return false;
  const dvec3 s = dvec3(ray.position) - p0;
  const double u = glm::dot(s, p) / determinant;
  if (!(u >= 0.0 && u <= 1.0)) return false;
  const dvec3 q = glm::cross(s, e1);
  const double v = glm::dot(direction, q) / determinant;
  if (!(v >= 0.0 && u + v <= 1.0)) return false;
  const float hit = static_cast<float>(glm::dot(e2, q) / determinant);
  if (!(hit >= 0.0f) || !std::isfinite(hit)) return false;  // infinite input: no finite hit
  t = hit + 0.0f;
  return true;
  // SOLUTION END
}

bool LineTest(const Line& line, const Triangle& triangle, Point& result) {
  // SOLUTION BEGIN: return false;
  return detail::SegmentTest(line, triangle, result);
  // SOLUTION END
}

}  // namespace lab::Collisions
