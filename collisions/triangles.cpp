// Chapter 4 of the tutorial: triangles. Point in triangle, closest point, triangle against sphere, box,
// plane and triangle by separating axes, and the two-sided triangle raycast and line test.
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include "collisions/collisions.hpp"
#include "collisions/detail.hpp"

// SOLUTION HELPER BEGIN
#include "collisions/simd.hpp"
// SOLUTION HELPER END

namespace lab::Collisions {

using detail::LengthSquared;

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

// cross(a, b) made unit length, or nothing when a and b are too close to parallel for it to be a usable axis.
// The test is in double and the axis unit, so neither the test nor the projections onto the axis overflow or
// underflow for coordinates from 1e-15 to 1e15 (in float, |a|^2 |b|^2 overflows at 1e10).
static bool UsableCross(const glm::vec3& a, const glm::vec3& b, glm::vec3& axis) {
  const glm::dvec3 da(a), db(b), cross = glm::cross(da, db);
  if (!(glm::dot(cross, cross) > kParallelAxisSinSquared * glm::dot(da, da) * glm::dot(db, db))) return false;
  axis = glm::vec3(glm::normalize(cross));
  return true;
}

// A triangle whose corners are collinear is the segment between its two farthest corners (a point when they
// coincide). SAT has no face normal to work with for those; they are tested as what they are.
struct Segment {
  Point start, end;
};
static Segment AsSegment(const Triangle& triangle) {
  const std::array<Segment, 3> sides = {Segment{triangle.p0, triangle.p1}, Segment{triangle.p1, triangle.p2},
                                        Segment{triangle.p2, triangle.p0}};
  return *std::max_element(sides.begin(), sides.end(), [](const Segment& x, const Segment& y) {
    return LengthSquared(x.end - x.start) < LengthSquared(y.end - y.start);
  });
}

// The gap between two segments (either may be a point): from the closest point of a to the closest point of
// b (Ericson's ClosestPtSegmentSegment, clamped). In double, and the difference itself rather than the two
// points: two float points a hair apart would give the gap's direction only to a few bits.
static glm::dvec3 Gap(const Segment& a, const Segment& b) {
  const glm::dvec3 d1 = glm::dvec3(a.end) - glm::dvec3(a.start), d2 = glm::dvec3(b.end) - glm::dvec3(b.start);
  const glm::dvec3 r = glm::dvec3(a.start) - glm::dvec3(b.start);
  double s = 0.0, t = 0.0;
  detail::ClosestSegmentParameters(glm::dvec3(a.start), d1, glm::dvec3(b.start), d2, s, t);
  return d2 * t - d1 * s - r;  // (b.start + d2 t) - (a.start + d1 s)
}
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
// front of the separating axes below: each triangle's corners against the other's plane, then the two intervals
// where the triangles cross the line the planes share. It answers only when every quantity it rests on is clear
// of its threshold by kMollerClearance of the coordinates' size M, about 30 times float's rounding of the
// separating axes' projections: there the axes give the same answer (a plane that separates is their first
// axis; intervals on the line that overlap share points no axis can separate). Otherwise it returns false and
// the axes decide: near touching, nearly flat triangles or nearly parallel planes (which the axes treat in
// their own ways), and coordinates whose largest magnitude L is outside 1.5e-3..4e3, where the float products
// of up to eight coordinates below would leave float's range.
constexpr float kMollerClearance = 1e-5f;
// Float's rounding of a corner's distance from the other triangle's plane (times the normal's length, as below),
// relative to L |t0| |t1|, where t0 and t1 are the plane's edges: the normal t0 x t1 is computed to within a few
// units of rounding of |t0| |t1| whatever the angle between them (so a sliver's normal, which is much shorter, can
// point 1e-3 astray), and the corner's offset from the plane's corner, up to 2 sqrt(3) L long, is rounded too.
// About 30 units of float's rounding (6e-8) at most; 4e-6 leaves room.
constexpr float kMollerDistanceRounding = 4e-6f;
static bool ClearMollerAnswer(const Triangle& a, const Triangle& b, float largest, bool& meet) {
  // The clearance kMollerClearance M, M the size the separating axes' projections grow with. L being the largest
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
  // A plane's edges t0, t1 and normal n = t0 x t1 (squared lengths): usable as UsableCross takes it, clearly.
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
  // b clearly on one side of a's plane: apart (the separating axes' first axis), else no answer.
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
  // The line the planes share, clearly not parallel planes (the axes take those as coplanar), and the coordinate
  // it is most along.
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

// The separating axes: the two normals, the nine edge cross products, and what replaces those that are too short
// (segments and points, coplanar triangles, parallel edges). Out of line, and optimised for size (cold): only
// pairs the filter cannot call come here (3 of the kernel race's 4,096 random pairs), though touching and
// coplanar ones, as in a mesh against itself, always do.
[[gnu::cold, gnu::noinline]] static bool SeparatingAxesIntersect(const Triangle& a, const Triangle& b) {
  const std::array<glm::vec3, 3> edges_a = {a.p1 - a.p0, a.p2 - a.p1, a.p0 - a.p2};
  const std::array<glm::vec3, 3> edges_b = {b.p1 - b.p0, b.p2 - b.p1, b.p0 - b.p2};
  glm::vec3 normal_a, normal_b, axis;
  const bool flat_a = !UsableCross(edges_a[0], edges_a[1], normal_a);  // a segment or a point
  const bool flat_b = !UsableCross(edges_b[0], edges_b[1], normal_b);
  if (flat_a && flat_b) {
    // Two segments (or points): they meet where their closest points do; the gap between those points is
    // the axis that separates them otherwise.
    return !TestAxis(a, b, glm::vec3(Gap(AsSegment(a), AsSegment(b))));
  }
  if ((!flat_a && TestAxis(a, b, normal_a)) || (!flat_b && TestAxis(a, b, normal_b))) return false;
  if (flat_a != flat_b) {
    // A segment or point against a triangle: besides the axes below, the in-plane normals of both, for one
    // lying in the triangle's plane.
    const glm::vec3& normal = flat_a ? normal_b : normal_a;
    for (const auto* edges : {&edges_a, &edges_b}) {
      for (const glm::vec3& edge : *edges) {
        if (UsableCross(edge, normal, axis) && TestAxis(a, b, axis)) return false;
      }
    }
  } else if (!UsableCross(normal_a, normal_b, axis)) {
    // Parallel planes that the normals did not separate: coplanar. Test the in-plane edge normals of both,
    // which the book's robust test leaves out for the second triangle.
    for (const auto* edges : {&edges_a, &edges_b}) {
      for (const glm::vec3& edge : *edges) {
        if (UsableCross(edge, normal_a, axis) && TestAxis(a, b, axis)) return false;
      }
    }
    return true;
  }
  const std::array<Point, 3> starts_a = {a.p0, a.p1, a.p2};
  const std::array<Point, 3> starts_b = {b.p0, b.p1, b.p2};
  for (std::size_t i = 0; i < 3; ++i) {
    for (std::size_t j = 0; j < 3; ++j) {
      if (UsableCross(edges_a[i], edges_b[j], axis)) {
        if (TestAxis(a, b, axis)) return false;
        continue;
      }
      // Parallel edges: the axis perpendicular to edge i in the plane through it and edge j's start
      // (the book's robust fallback). When the edges are collinear there is none, and nothing separates here.
      glm::vec3 normal;
      if (UsableCross(edges_a[i], starts_b[j] - starts_a[i], normal) && UsableCross(edges_a[i], normal, axis) &&
          TestAxis(a, b, axis)) {
        return false;
      }
    }
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
  return SeparatingAxesIntersect(a, b);
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
