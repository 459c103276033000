// Chapter 4's random cases for collisions/triangles.cpp: points, spheres, boxes, planes, triangles, rays and
// segments against triangles. (chapter4_models.cpp has the models'.) The round triangles lie in an axis plane
// (AxisTriangle) or have round corners, so that a corner, an edge's middle and a point along an axis from them are
// exact, and touching stays touching.
#include "samples/random/generators.hpp"

namespace lab::samples::random_cases {
namespace chapter4_triangles {  // this file's names, apart from the other chapters' it compiles beside
namespace {

Triangle AnyTriangle(Engine& e) { return Coin(e) ? RoundTriangle(e) : UniformTriangle(e); }
// A triangle within 0.5 of the origin: the random cases' jitter (1e-5 of the largest coordinate) then moves a point
// by less than kPointOnPlaneEpsilon, so a point in its plane stays in it.
Triangle SmallTriangle(Engine& e) {
  const Point centre = UniformPoint(e, 0.3f);
  return Triangle(centre + UniformPoint(e, 0.2f), centre + UniformPoint(e, 0.2f), centre + UniformPoint(e, 0.2f));
}
Triangle SmallSliver(Engine& e) {
  const Triangle t = SliverTriangle(e);
  return Triangle(t.p0 * 0.2f, t.p1 * 0.2f, t.p2 * 0.2f);
}
glm::vec3 NormalOf(const Triangle& t) { return glm::cross(t.p1 - t.p0, t.p2 - t.p0); }
glm::vec3 UnitNormalOf(const Triangle& t) { return glm::normalize(NormalOf(t) + glm::vec3(1e-30f)); }
// The axis an AxisTriangle's plane is perpendicular to (+x, +y or +z), from its corners: the one they share.
glm::vec3 AxisOf(const Triangle& t) {
  glm::vec3 axis(0.0f);
  for (int i = 0; i < 3; ++i) {
    if (t.p0[i] == t.p1[i] && t.p1[i] == t.p2[i]) {
      axis[i] = 1.0f;
      return axis;
    }
  }
  axis.z = 1.0f;
  return axis;
}
// An AxisTriangle that is a real triangle (its corners not in a row): exact answers need its area.
Triangle FlatTriangle(Engine& e) {
  for (;;) {
    const Triangle t = AxisTriangle(e);
    if (glm::dot(NormalOf(t), NormalOf(t)) > 0.0f) return t;
  }
}
// A corner or the middle of an edge: exact for round corners.
Point CornerOrMiddle(Engine& e, const Triangle& t) {
  const std::array<Point, 6> points = {
      t.p0, t.p1, t.p2, (t.p0 + t.p1) * 0.5f, (t.p1 + t.p2) * 0.5f, (t.p2 + t.p0) * 0.5f};
  return points[static_cast<std::size_t>(UniformInt(e, 0, 5))];
}
// A point strictly inside (barycentric weights from 0.05 up).
Point Interior(Engine& e, const Triangle& t) {
  float a = Uniform(e, 0.05f, 0.9f), b = Uniform(e, 0.05f, 0.9f);
  if (a + b > 0.95f) {
    a = 0.95f - a * 0.5f;
    b = 0.95f - a;
  }
  return t.p0 + (t.p1 - t.p0) * a + (t.p2 - t.p0) * b;
}
// A point on an edge and the direction out of the triangle there, in its plane.
struct EdgePoint {
  Point point;
  glm::vec3 out;
};
EdgePoint OnAnEdge(Engine& e, const Triangle& t) {
  const std::array<Point, 3> corners = {t.p0, t.p1, t.p2};
  const int edge = UniformInt(e, 0, 2);
  const Point& a = corners[static_cast<std::size_t>(edge)];
  const Point& b = corners[static_cast<std::size_t>((edge + 1) % 3)];
  const Point& opposite = corners[static_cast<std::size_t>((edge + 2) % 3)];
  const glm::vec3 along = glm::normalize(b - a + glm::vec3(1e-30f));
  glm::vec3 out = a - opposite;
  out -= along * glm::dot(out, along);
  return {glm::mix(a, b, Uniform(e, 0.05f, 0.95f)), glm::normalize(out + glm::vec3(1e-30f))};
}
float Sign(Engine& e) { return Coin(e) ? 1.0f : -1.0f; }
Triangle Shifted(const Triangle& t, const glm::vec3& by) { return Triangle(t.p0 + by, t.p1 + by, t.p2 + by); }
// The same triangle with its first corner moved to `at` (round when both are): to draw pairs near each other.
Triangle StartingAt(const Triangle& t, const Point& at) { return Shifted(t, at - t.p0); }

// ---- PointInTriangle: in the plane within kPointOnPlaneEpsilon, edges included, nothing on an edge's line
// outside; a degenerate triangle holds nothing.
const std::vector<Generator> kPointInTriangle = {
    Kind("random", [](Engine& e) { return Inputs(AnyTriangle(e), UniformPoint(e, 4.0f)); }),
    Kind("inside",
         [](Engine& e) {
           const Triangle t = SmallTriangle(e);
           return Inputs(t, Interior(e, t));
         }),
    Exact("a corner or an edge's middle",
          [](Engine& e) {
            const Triangle t = FlatTriangle(e);
            return Inputs(t, CornerOrMiddle(e, t));
          }),
    Exact("on an edge's line, outside",
          [](Engine& e) {
            const Triangle t = FlatTriangle(e);
            const std::array<Point, 3> corners = {t.p0, t.p1, t.p2};
            const int edge = UniformInt(e, 0, 2);
            const Point& start = corners[static_cast<std::size_t>(edge)];
            const Point& end = corners[static_cast<std::size_t>((edge + 1) % 3)];
            return Inputs(t, Coin(e) ? end + (end - start) : start - (end - start));
          }),
    Exact("over a corner, off the plane",
          [](Engine& e) {
            const Triangle t = FlatTriangle(e);
            return Inputs(t, CornerOrMiddle(e, t) + AxisOf(t) * (Sign(e) * RoundPositive(e, 2.0f)));
          }),
    Kind("just off the plane",
         [](Engine& e) {
           const Triangle t = SmallTriangle(e);
           return Inputs(t, Interior(e, t) + UnitNormalOf(t) * (Sign(e) * Uniform(e, 1e-6f, 5e-5f)));
         }),
    Kind("just beside an edge",
         [](Engine& e) {
           const Triangle t = SmallTriangle(e);
           const EdgePoint edge = OnAnEdge(e, t);
           return Inputs(t, edge.point + edge.out * (Sign(e) * Uniform(e, 1e-6f, 1e-3f)));
         }),
    Kind("a sliver",
         [](Engine& e) {
           const Triangle t = SmallSliver(e);
           return Inputs(t, Coin(e) ? Interior(e, t) : PointInTriangle(e, t));
         }),
    Exact("a degenerate triangle",
          [](Engine& e) {
            const Triangle t = DegenerateTriangle(e);
            return Inputs(t, CornerOrMiddle(e, t));
          }),
    Exact("NaN",
          [](Engine& e) {
            const Triangle t = FlatTriangle(e);
            return Inputs(t, WithNaN(e, t.p0));
          }),
};

// ---- ClosestPoint: the Voronoi region decides (a vertex, an edge, the face); a degenerate triangle is its segment.
const std::vector<Generator> kClosestPoint = {
    Kind("random", [](Engine& e) { return Inputs(AnyTriangle(e), UniformPoint(e, 5.0f)); }),
    Kind("over the face",
         [](Engine& e) {
           const Triangle t = UniformTriangle(e);
           return Inputs(t, Interior(e, t) + UnitNormalOf(t) * Uniform(e, -3.0f, 3.0f));
         }),
    Kind("beyond an edge",
         [](Engine& e) {
           const Triangle t = UniformTriangle(e);
           const EdgePoint edge = OnAnEdge(e, t);
           return Inputs(t,
                         edge.point + edge.out * Uniform(e, 0.01f, 3.0f) + UnitNormalOf(t) * Uniform(e, -2.0f, 2.0f));
         }),
    Exact("beyond a corner, round",
          [](Engine& e) {
            const Triangle t = FlatTriangle(e);
            const Point corner = Coin(e) ? t.p0 : (Coin(e) ? t.p1 : t.p2);
            const Point centroid_times_3 = t.p0 + t.p1 + t.p2;
            return Inputs(t, corner + (corner * 3.0f - centroid_times_3) + AxisOf(t) * Round(e, 2.0f));
          }),
    Exact("in the plane, round",
          [](Engine& e) {
            const Triangle t = FlatTriangle(e);
            Point p = RoundPoint(e, 3.0f);
            const glm::vec3 axis = AxisOf(t);
            p -= axis * glm::dot(axis, p - t.p0);  // into the plane, exactly (an axis)
            return Inputs(t, p);
          }),
    Exact("a corner or an edge's middle",
          [](Engine& e) {
            const Triangle t = FlatTriangle(e);
            return Inputs(t, CornerOrMiddle(e, t));
          }),
    Kind("a sliver", [](Engine& e) { return Inputs(SliverTriangle(e), UniformPoint(e, 3.0f)); }),
    Exact("a degenerate triangle", [](Engine& e) { return Inputs(DegenerateTriangle(e), RoundPoint(e, 3.0f)); }),
    Kind("a degenerate triangle, uniform",
         [](Engine& e) {
           const Point a = UniformPoint(e, 2.0f), b = UniformPoint(e, 2.0f);
           return Inputs(Coin(e) ? Triangle(a, b, b) : Triangle(a, a, b), UniformPoint(e, 3.0f));
         }),
};

// ---- Intersects(Triangle, Sphere): strict (touching is apart); the distance to the closest point of the triangle.
const std::vector<Generator> kTriangleSphere = {
    Kind("random",
         [](Engine& e) {
           const Triangle t = AnyTriangle(e);
           return Inputs(t, Sphere(t.p0 + UniformPoint(e, 2.0f), Uniform(e, 0.2f, 2.0f)));
         }),
    Exact("touching along the plane's axis",
          [](Engine& e) {
            const Triangle t = FlatTriangle(e);
            const float radius = RoundPositive(e, 2.0f);
            return Inputs(t, Sphere(CornerOrMiddle(e, t) + AxisOf(t) * (Sign(e) * radius), radius));
          }),
    Exact("the centre on the triangle",
          [](Engine& e) {
            const Triangle t = FlatTriangle(e);
            return Inputs(t, Sphere(CornerOrMiddle(e, t), Coin(e) ? RoundPositive(e, 2.0f) : 0.0f));
          }),
    Kind("nearly touching the face",
         [](Engine& e) {
           const Triangle t = UniformTriangle(e);
           const float radius = Uniform(e, 0.2f, 2.0f);
           return Inputs(
               t, Sphere(Interior(e, t) + UnitNormalOf(t) * (Sign(e) * radius * Uniform(e, 0.999f, 1.001f)), radius));
         }),
    Kind("nearly touching an edge",
         [](Engine& e) {
           const Triangle t = UniformTriangle(e);
           const EdgePoint edge = OnAnEdge(e, t);
           const float radius = Uniform(e, 0.2f, 2.0f);
           return Inputs(t, Sphere(edge.point + edge.out * radius * Uniform(e, 0.999f, 1.001f), radius));
         }),
    // Nearer the plane than the radius but beside the triangle: the plane's distance alone would say "meets".
    Kind("beside, within the plane's reach",
         [](Engine& e) {
           const Triangle t = UniformTriangle(e);
           const EdgePoint edge = OnAnEdge(e, t);
           const float radius = Uniform(e, 0.2f, 1.0f);
           return Inputs(t, Sphere(edge.point + edge.out * radius * Uniform(e, 1.2f, 3.0f) +
                                       UnitNormalOf(t) * radius * Uniform(e, -0.5f, 0.5f),
                                   radius));
         }),
    Kind("a degenerate triangle", [](Engine& e) { return Inputs(DegenerateTriangle(e), RoundSphere(e)); }),
    Kind("around the triangle",
         [](Engine& e) {
           const Triangle t = UniformTriangle(e);
           return Inputs(t, Sphere((t.p0 + t.p1 + t.p2) / 3.0f + UniformPoint(e, 0.5f), Uniform(e, 2.0f, 5.0f)));
         }),
    Exact("NaN",
          [](Engine& e) {
            const Triangle t = FlatTriangle(e);
            return Inputs(t, Sphere(WithNaN(e, t.p0), 1.0f));
          }),
};

// ---- GetInterval: [min, max] of the corners' projections, on an axis of any length.
glm::vec3 AnyAxis(Engine& e) {
  switch (UniformInt(e, 0, 2)) {
    case 0: return UnitVector(e);
    case 1: return UnitVector(e) * Uniform(e, 0.1f, 4.0f);
    default: return glm::vec3(Round(e, 2.0f), Round(e, 2.0f), Round(e, 2.0f));
  }
}
const std::vector<Generator> kTriangleInterval = {
    Kind("random", [](Engine& e) { return Inputs(UniformTriangle(e), AnyAxis(e)); }),
    Exact("round, on an axis",
          [](Engine& e) { return Inputs(RoundTriangle(e), AxisVector(e) * RoundPositive(e, 2.0f)); }),
    Exact(
        "round, on a round axis",
        [](Engine& e) { return Inputs(RoundTriangle(e), glm::vec3(Round(e, 2.0f), Round(e, 2.0f), Round(e, 2.0f))); }),
    Kind("a unit axis", [](Engine& e) { return Inputs(UniformTriangle(e), UnitVector(e)); }),
    Kind("a long axis", [](Engine& e) { return Inputs(UniformTriangle(e), UnitVector(e) * Uniform(e, 2.0f, 10.0f)); }),
    Exact("a degenerate triangle", [](Engine& e) { return Inputs(DegenerateTriangle(e), AnyAxis(e)); }),
    Exact("a zero axis", [](Engine& e) { return Inputs(RoundTriangle(e), glm::vec3(0.0f)); }),
};
const std::vector<Generator> kBoxInterval = {
    Kind("random", [](Engine& e) { return Inputs(UniformBox(e), AnyAxis(e)); }),
    Exact("round, on an axis", [](Engine& e) { return Inputs(RoundBox(e), AxisVector(e) * RoundPositive(e, 2.0f)); }),
    Exact("round, on a round axis",
          [](Engine& e) { return Inputs(RoundBox(e), glm::vec3(Round(e, 2.0f), Round(e, 2.0f), Round(e, 2.0f))); }),
    Exact("round, on an axis of mixed signs",
          [](Engine& e) {
            glm::vec3 axis(RoundPositive(e, 2.0f), RoundPositive(e, 2.0f), RoundPositive(e, 2.0f));
            axis[UniformInt(e, 0, 2)] *= -1.0f;
            return Inputs(RoundBox(e), Coin(e) ? axis : -axis);
          }),
    Kind("a unit axis", [](Engine& e) { return Inputs(UniformBox(e), UnitVector(e)); }),
    Exact("a flat box",
          [](Engine& e) {
            AABB box = RoundBox(e);
            const int axis = UniformInt(e, 0, 2);
            box.max[axis] = box.min[axis];
            return Inputs(box, glm::vec3(Round(e, 2.0f), Round(e, 2.0f), Round(e, 2.0f)));
          }),
    Exact("a zero axis", [](Engine& e) { return Inputs(RoundBox(e), glm::vec3(0.0f)); }),
};

// ---- TestAxis: apart separates, touching and overlapping do not; NaN separates nothing. b is a moved by an
// amount along the axis (round when the axis is), so a's interval and b's are apart, touching or overlapping.
template <class Other>
Generator AlongAnAxis(std::string kind, bool exact, Other (*other)(Engine&, const Triangle&, const glm::vec3&)) {
  Generator generator = Kind(std::move(kind), [other](Engine& e) {
    const Triangle a = RoundTriangle(e);
    const glm::vec3 axis = AxisVector(e);
    return Coin(e) ? Inputs(a, other(e, a, axis), axis) : Inputs(a, other(e, a, -axis), -axis);
  });
  generator.exact = exact;
  return generator;
}
// How far a triangle reaches along an axis: the extent of its corners.
float Reach(const Triangle& t, const glm::vec3& axis) {
  return std::max({glm::dot(t.p0, axis), glm::dot(t.p1, axis), glm::dot(t.p2, axis)});
}
float Least(const Triangle& t, const glm::vec3& axis) {
  return std::min({glm::dot(t.p0, axis), glm::dot(t.p1, axis), glm::dot(t.p2, axis)});
}
// A round triangle whose interval starts `gap` past a's end along the axis.
Triangle Past(Engine& e, const Triangle& a, const glm::vec3& axis, float gap) {
  const Triangle b = RoundTriangle(e);
  return Shifted(b, axis * (Reach(a, axis) - Least(b, axis) + gap));
}
const std::vector<Generator> kTestAxisTriangles = {
    Kind("random", [](Engine& e) { return Inputs(UniformTriangle(e), UniformTriangle(e), AnyAxis(e)); }),
    AlongAnAxis<Triangle>("touching on an axis", true,
                          [](Engine& e, const Triangle& a, const glm::vec3& axis) { return Past(e, a, axis, 0.0f); }),
    AlongAnAxis<Triangle>(
        "apart on an axis", true,
        [](Engine& e, const Triangle& a, const glm::vec3& axis) { return Past(e, a, axis, RoundPositive(e, 1.0f)); }),
    AlongAnAxis<Triangle>(
        "overlapping on an axis", true,
        [](Engine& e, const Triangle& a, const glm::vec3& axis) { return Past(e, a, axis, -RoundPositive(e, 1.0f)); }),
    AlongAnAxis<Triangle>("nearly touching on an axis", false,
                          [](Engine& e, const Triangle& a, const glm::vec3& axis) {
                            return Past(e, a, axis, Uniform(e, -1e-3f, 1e-3f));
                          }),
    Kind("nearly touching on any axis",
         [](Engine& e) {
           const Triangle a = UniformTriangle(e), b = UniformTriangle(e);
           const glm::vec3 axis = UnitVector(e);
           const Triangle moved = Shifted(b, axis * (Reach(a, axis) - Least(b, axis) + Uniform(e, -1e-3f, 1e-3f)));
           return Coin(e) ? Inputs(a, moved, axis) : Inputs(moved, a, axis);
         }),
    Exact("NaN",
          [](Engine& e) {
            const Triangle a = RoundTriangle(e);
            const glm::vec3 axis = AxisVector(e);
            Triangle b = Past(e, a, axis, RoundPositive(e, 1.0f));
            b.p1 = WithNaN(e, b.p1);
            return Coin(e) ? Inputs(a, b, axis) : Inputs(b, a, axis);
          }),
};
// The least projection of a box's corners onto an axis.
float BoxLeast(const AABB& box, const glm::vec3& axis) {
  float least = 0.0f;
  for (int i = 0; i < 3; ++i) least += std::min(box.min[i] * axis[i], box.max[i] * axis[i]);
  return least;
}
// A round box whose interval starts `gap` past the triangle's end along the axis.
AABB BoxPast(Engine& e, const Triangle& t, const glm::vec3& axis, float gap) {
  const AABB box = RoundBox(e);
  const glm::vec3 by = axis * (Reach(t, axis) - BoxLeast(box, axis) + gap);
  return AABB(box.min + by, box.max + by);
}
const std::vector<Generator> kTestAxisBox = {
    Kind("random", [](Engine& e) { return Inputs(UniformTriangle(e), UniformBox(e), AnyAxis(e)); }),
    AlongAnAxis<AABB>("touching on an axis", true,
                      [](Engine& e, const Triangle& t, const glm::vec3& axis) { return BoxPast(e, t, axis, 0.0f); }),
    AlongAnAxis<AABB>("apart on an axis", true,
                      [](Engine& e, const Triangle& t, const glm::vec3& axis) {
                        return BoxPast(e, t, axis, RoundPositive(e, 1.0f));
                      }),
    AlongAnAxis<AABB>("overlapping on an axis", true,
                      [](Engine& e, const Triangle& t, const glm::vec3& axis) {
                        return BoxPast(e, t, axis, -RoundPositive(e, 1.0f));
                      }),
    AlongAnAxis<AABB>("nearly touching on an axis", false,
                      [](Engine& e, const Triangle& t, const glm::vec3& axis) {
                        return BoxPast(e, t, axis, Uniform(e, -1e-3f, 1e-3f));
                      }),
    Kind("nearly touching on any axis",
         [](Engine& e) {
           const Triangle t = UniformTriangle(e);
           const AABB box = UniformBox(e);
           const glm::vec3 axis = UnitVector(e);
           const glm::vec3 by = axis * (Reach(t, axis) - BoxLeast(box, axis) + Uniform(e, -1e-3f, 1e-3f));
           return Inputs(t, AABB(box.min + by, box.max + by), axis);
         }),
    Exact("NaN",
          [](Engine& e) {
            const Triangle t = RoundTriangle(e);
            const glm::vec3 axis = AxisVector(e);
            AABB box = BoxPast(e, t, axis, RoundPositive(e, 1.0f));
            if (Coin(e)) {
              box.min = WithNaN(e, box.min);
            } else {
              return Inputs(Triangle(t.p0, WithNaN(e, t.p1), t.p2), box, axis);
            }
            return Inputs(t, box, axis);
          }),
};

// ---- Intersects(Triangle, AABB): 13 axes, touching counts. Round boxes and triangles keep every projection
// exact in the reference's double arithmetic, so a touching case stays touching.
// A round point on a face of a round box (a coordinate at min or max), and the face's outward axis.
struct FacePoint {
  Point point;
  glm::vec3 out;
};
FacePoint OnAFace(Engine& e, const AABB& box) {
  const int axis = UniformInt(e, 0, 2);
  Point p;
  for (int i = 0; i < 3; ++i) {
    const int steps = static_cast<int>((box.max[i] - box.min[i]) * 2.0f);
    p[i] = box.min[i] + 0.5f * static_cast<float>(UniformInt(e, 0, steps));
  }
  glm::vec3 out(0.0f);
  const bool high = Coin(e);
  p[axis] = high ? box.max[axis] : box.min[axis];
  out[axis] = high ? 1.0f : -1.0f;
  return {p, out};
}
// A triangle across the box's edge where faces i and j meet (at their max), in a plane of the third axis inside
// the box: its side facing the box lies on the line (x_i - max_i) + (x_j - max_j) = offset, so offset 0 touches
// the edge, a positive one is apart (only cross(side, axis k) separates them), a negative one cuts the corner.
Triangle AcrossAnEdge(Engine& e, const AABB& box, float offset) {
  const int i = UniformInt(e, 0, 2), j = (i + 1) % 3, k = (i + 2) % 3;
  const float level =
      box.min[k] + 0.5f * static_cast<float>(UniformInt(e, 0, static_cast<int>((box.max[k] - box.min[k]) * 2.0f)));
  const float reach = RoundPositive(e, 2.0f);
  const auto at = [&](float along_i, float along_j) {
    Point p;
    p[i] = box.max[i] + along_i;
    p[j] = box.max[j] + along_j;
    p[k] = level;
    return p;
  };
  return Triangle(at(offset + reach, -reach), at(-reach, offset + reach), at(reach + 1.0f, reach + 1.0f));
}
const std::vector<Generator> kTriangleBox = {
    Kind("random",
         [](Engine& e) {
           const AABB box = UniformBox(e);
           return Inputs(StartingAt(UniformTriangle(e), box.Center() + UniformPoint(e, 2.0f)), box);
         }),
    Kind("round",
         [](Engine& e) {
           const AABB box = RoundBox(e);
           return Inputs(StartingAt(RoundTriangle(e), box.Center() + RoundPoint(e, 2.0f)), box);
         }),
    Exact("a corner on a face",
          [](Engine& e) {
            const AABB box = RoundBox(e);
            const FacePoint face = OnAFace(e, box);
            return Inputs(Triangle(face.point, face.point + face.out * RoundPositive(e, 2.0f) + RoundPoint(e, 1.0f),
                                   face.point + face.out * RoundPositive(e, 2.0f) + RoundPoint(e, 1.0f)),
                          box);
          }),
    Exact("in a face's plane",
          [](Engine& e) {
            const AABB box = RoundBox(e);
            const FacePoint face = OnAFace(e, box);
            Triangle t(face.point, face.point + RoundPoint(e, 2.0f), face.point + RoundPoint(e, 2.0f));
            const int axis = face.out.x != 0.0f ? 0 : (face.out.y != 0.0f ? 1 : 2);
            t.p1[axis] = t.p2[axis] = face.point[axis];
            return Inputs(Shifted(t, RoundPoint(e, 1.0f) * (glm::vec3(1.0f) - glm::abs(face.out))), box);
          }),
    Exact("across an edge, touching or apart",
          [](Engine& e) {
            const AABB box = RoundBox(e);
            return Inputs(AcrossAnEdge(e, box, 0.5f * static_cast<float>(UniformInt(e, -1, 2))), box);
          }),
    Kind("across an edge, nearly touching",
         [](Engine& e) {
           const AABB box = UniformBox(e);
           return Inputs(AcrossAnEdge(e, box, Uniform(e, -1e-3f, 1e-3f)), box);
         }),
    // A plane through a point near a corner, tilted towards the box: the normal separates or not by a hair.
    Kind("over a corner",
         [](Engine& e) {
           const AABB box = UniformBox(e);
           const glm::vec3 signs(Sign(e), Sign(e), Sign(e));
           const Point corner = box.Center() + signs * (box.max - box.min) * 0.5f;
           const glm::vec3 normal = glm::normalize(
               signs * glm::vec3(Uniform(e, 0.3f, 1.0f), Uniform(e, 0.3f, 1.0f), Uniform(e, 0.3f, 1.0f)));
           const Point on = corner + normal * Uniform(e, -1e-3f, 1e-3f);
           const glm::vec3 u = Perpendicular(e, normal), v = glm::cross(normal, u);
           return Inputs(Triangle(on + u * 2.0f, on - u + v * 2.0f, on - u - v * 2.0f), box);
         }),
    Kind("inside",
         [](Engine& e) {
           const AABB box = UniformBox(e);
           const auto inside = [&] {
             return glm::mix(box.min, box.max,
                             glm::vec3(Uniform(e, 0.05f, 0.95f), Uniform(e, 0.05f, 0.95f), Uniform(e, 0.05f, 0.95f)));
           };
           return Inputs(Triangle(inside(), inside(), inside()), box);
         }),
    Kind("a sliver", [](Engine& e) { return Inputs(SliverTriangle(e), UniformBox(e)); }),
    Exact("a degenerate triangle", [](Engine& e) { return Inputs(DegenerateTriangle(e), RoundBox(e)); }),
    Exact("NaN",
          [](Engine& e) {
            const AABB box = RoundBox(e);
            const Triangle t(box.Center(), box.Center() + RoundPoint(e, 1.0f), box.Center() + RoundPoint(e, 1.0f));
            return Coin(e) ? Inputs(Triangle(WithNaN(e, t.p0), t.p1, t.p2), box)
                           : Inputs(t, AABB(WithNaN(e, box.min), box.max));
          }),
};

// ---- Intersects(Triangle, Plane): unless all three corners are beyond kPointOnPlaneEpsilon on one side.
// A round triangle with corners on the plane and the others `side` of it (round for an axis plane).
Triangle AgainstPlane(Engine& e, const Plane& plane, int on, float side) {
  std::array<Point, 3> corners;
  for (int i = 0; i < 3; ++i) {
    corners[static_cast<std::size_t>(i)] =
        PointOnPlane(e, plane) + (i < on ? 0.0f : side * RoundPositive(e, 2.0f)) * plane.normal;
  }
  std::shuffle(corners.begin(), corners.end(), e);
  return Triangle(corners[0], corners[1], corners[2]);
}
const std::vector<Generator> kTrianglePlane = {
    Kind("random", [](Engine& e) { return Inputs(AnyTriangle(e), Coin(e) ? RoundPlane(e) : UniformPlane(e)); }),
    Exact("a corner on an axis plane",
          [](Engine& e) {
            const Plane plane = RoundPlane(e);
            return Inputs(AgainstPlane(e, plane, UniformInt(e, 1, 2), Sign(e)), plane);
          }),
    Exact("in an axis plane",
          [](Engine& e) {
            const Plane plane = RoundPlane(e);
            return Inputs(AgainstPlane(e, plane, 3, 1.0f), plane);
          }),
    Exact("off an axis plane, one side",
          [](Engine& e) {
            const Plane plane = RoundPlane(e);
            return Inputs(AgainstPlane(e, plane, 0, Sign(e)), plane);
          }),
    Kind("crossing a plane",
         [](Engine& e) {
           const Plane plane = UniformPlane(e);
           Triangle t = AgainstPlane(e, plane, 0, 1.0f);
           t.p1 -= plane.normal * Uniform(e, 2.5f, 4.0f);
           return Inputs(t, plane);
         }),
    // A corner half or twice the epsilon off an axis plane, the others further on its side: decided by the epsilon
    // alone (a jittered copy would move the corner by as much, since the plane's normal is as large as 1).
    Exact("a corner half or twice the epsilon off an axis plane",
          [](Engine& e) {
            const Plane plane = RoundPlane(e);
            const float side = Sign(e);
            Triangle t = AgainstPlane(e, plane, 0, side);
            t.p0 = PointOnPlane(e, plane) +
                   plane.normal * (side * (Coin(e) ? 0.5f : 2.0f) * Collisions::kPointOnPlaneEpsilon);
            return Inputs(t, plane);
          }),
    Kind("one side of a plane",
         [](Engine& e) {
           const Plane plane = UniformPlane(e);
           return Inputs(AgainstPlane(e, plane, 0, Sign(e)), plane);
         }),
    Exact("a degenerate plane",
          [](Engine& e) { return Inputs(RoundTriangle(e), Plane(glm::vec3(0.0f), Coin(e) ? 0.0f : Round(e, 2.0f))); }),
    Exact("NaN",
          [](Engine& e) {
            const Plane plane = RoundPlane(e);
            const Triangle t = AgainstPlane(e, plane, 1, Sign(e));
            return Inputs(Triangle(t.p0, WithNaN(e, t.p1), t.p2), plane);
          }),
};

// ---- Intersects(Triangle, Triangle): both normals, the edge cross products and, for coplanar triangles, the
// in-plane edge normals of both; touching counts; segments and points are what they are.
// b standing on a's edge: its side through the middle m of one of a's edges, along a's plane's axis, and its third
// corner reflected from a's opposite corner through m (away from a). Moved `gap` further away from a: touching at
// 0, apart by a hair or more (where only the cross product of the two edges separates them), or crossing below 0.
Triangle OnAnEdgeOf(Engine& e, const Triangle& a, float gap) {
  const std::array<Point, 3> corners = {a.p0, a.p1, a.p2};
  const int edge = UniformInt(e, 0, 2);
  const Point& start = corners[static_cast<std::size_t>(edge)];
  const Point& end = corners[static_cast<std::size_t>((edge + 1) % 3)];
  const Point& opposite = corners[static_cast<std::size_t>((edge + 2) % 3)];
  const Point middle = (start + end) * 0.5f;
  const glm::vec3 axis = AxisOf(a), away = middle - opposite;
  const Triangle b(middle - axis * RoundPositive(e, 1.5f), middle + axis * RoundPositive(e, 1.5f),
                   middle + away + axis * Round(e, 1.0f));
  return Shifted(b, away * gap);
}
// Two round triangles in one axis plane.
Triangle InThePlaneOf(Engine& e, const Triangle& a) {
  const glm::vec3 axis = AxisOf(a);
  Triangle b = StartingAt(RoundTriangle(e), CornerOrMiddle(e, a) + RoundPoint(e, 1.5f));
  for (Point* p : {&b.p0, &b.p1, &b.p2}) *p -= axis * glm::dot(axis, *p - a.p0);
  return b;
}
const std::vector<Generator> kTriangleTriangle = {
    Kind("random",
         [](Engine& e) {
           const Triangle a = UniformTriangle(e);
           return Inputs(a, StartingAt(UniformTriangle(e), Interior(e, a) + UniformPoint(e, 0.5f)));
         }),
    Kind("round",
         [](Engine& e) {
           const Triangle a = RoundTriangle(e);
           return Inputs(a, StartingAt(RoundTriangle(e), CornerOrMiddle(e, a) + RoundPoint(e, 1.0f)));
         }),
    Kind("crossing",
         [](Engine& e) {
           const Triangle a = UniformTriangle(e);
           const glm::vec3 n = UnitNormalOf(a);
           const Point through = Interior(e, a);
           const Triangle b(through + n * Uniform(e, 0.1f, 1.5f),
                            through - n * Uniform(e, 0.1f, 1.5f) + UniformPoint(e, 0.5f),
                            through + UniformPoint(e, 2.0f));
           return Coin(e) ? Inputs(a, b) : Inputs(b, a);
         }),
    Exact("standing on an edge, touching or apart",
          [](Engine& e) {
            const Triangle a = FlatTriangle(e);
            const Triangle b = OnAnEdgeOf(e, a, Coin(e) ? 0.0f : 0.25f * static_cast<float>(UniformInt(e, -1, 2)));
            return Coin(e) ? Inputs(a, b) : Inputs(b, a);
          }),
    Kind("standing on an edge, nearly touching",
         [](Engine& e) {
           const Triangle a = FlatTriangle(e);
           const Triangle b = OnAnEdgeOf(e, a, Uniform(e, -1e-3f, 1e-3f));
           return Coin(e) ? Inputs(a, b) : Inputs(b, a);
         }),
    Exact("a corner on the other",
          [](Engine& e) {
            const Triangle a = FlatTriangle(e);
            const Point touch = CornerOrMiddle(e, a);
            const glm::vec3 up = AxisOf(a) * Sign(e);
            const Triangle b(touch, touch + up * RoundPositive(e, 2.0f) + RoundPoint(e, 1.0f),
                             touch + up * RoundPositive(e, 2.0f) + RoundPoint(e, 1.0f));
            return Coin(e) ? Inputs(a, b) : Inputs(b, a);
          }),
    Exact("coplanar",
          [](Engine& e) {
            const Triangle a = FlatTriangle(e);
            return Inputs(a, InThePlaneOf(e, a));
          }),
    Kind("parallel planes, near",
         [](Engine& e) {
           const Triangle a = UniformTriangle(e);
           return Inputs(a, Shifted(Shifted(a, UniformPoint(e, 1.0f)), UnitNormalOf(a) * Uniform(e, -1e-3f, 1e-3f)));
         }),
    Kind("slivers",
         [](Engine& e) {
           const Triangle a = SliverTriangle(e);
           return Inputs(a, StartingAt(Coin(e) ? SliverTriangle(e) : UniformTriangle(e), PointInTriangle(e, a)));
         }),
    Exact("segments and points",
          [](Engine& e) {
            const Triangle a = Coin(e) ? DegenerateTriangle(e) : FlatTriangle(e);
            return Inputs(
                StartingAt(DegenerateTriangle(e), CornerOrMiddle(e, a) + (Coin(e) ? Point(0.0f) : RoundPoint(e, 0.5f))),
                a);
          }),
    Exact("NaN",
          [](Engine& e) {
            const Triangle a = FlatTriangle(e);
            const Triangle b = OnAnEdgeOf(e, a, -0.25f);
            return Coin(e) ? Inputs(a, Triangle(b.p0, b.p1, WithNaN(e, b.p2)))
                           : Inputs(Triangle(b.p0, WithNaN(e, b.p1), b.p2), a);
          }),
};

// ---- Raycast(Ray, Triangle): two-sided; edges and vertices count; a ray in the plane, a degenerate triangle, a
// zero direction and NaN miss; t = -1 on a miss.
// A ray from `distance` away along `from` (front or back) aimed at `target`.
Ray AimedAt(const Point& target, const glm::vec3& from, float distance) { return Ray(target + from * distance, -from); }
const std::vector<Generator> kRaycast = {
    Kind("random",
         [](Engine& e) {
           const Triangle t = UniformTriangle(e);
           const Point from = t.p0 + UniformPoint(e, 6.0f);
           return Inputs(Ray(from, (t.p0 + t.p1 + t.p2) / 3.0f + UniformPoint(e, 0.7f) - from), t);
         }),
    Kind("aimed at the triangle, front or back",
         [](Engine& e) {
           const Triangle t = UniformTriangle(e);
           return Inputs(AimedAt(Interior(e, t), UnitVector(e), Uniform(e, 0.5f, 6.0f)), t);
         }),
    Exact("along the axis at a corner or an edge's middle",
          [](Engine& e) {
            const Triangle t = FlatTriangle(e);
            return Inputs(AimedAt(CornerOrMiddle(e, t), AxisOf(t) * Sign(e), RoundPositive(e, 4.0f)), t);
          }),
    Exact("along the axis, away from the triangle",
          [](Engine& e) {
            const Triangle t = FlatTriangle(e);
            const glm::vec3 side = AxisOf(t) * Sign(e);
            return Inputs(Ray(CornerOrMiddle(e, t) + side * RoundPositive(e, 4.0f), side), t);
          }),
    Exact("from a point of the triangle",
          [](Engine& e) {
            const Triangle t = FlatTriangle(e);
            return Inputs(Ray(CornerOrMiddle(e, t), AxisVector(e)), t);
          }),
    Kind("grazing an edge",
         [](Engine& e) {
           const Triangle t = UniformTriangle(e);
           const EdgePoint edge = OnAnEdge(e, t);
           return Inputs(
               AimedAt(edge.point + edge.out * Uniform(e, -1e-3f, 1e-3f), UnitVector(e), Uniform(e, 0.5f, 6.0f)), t);
         }),
    Kind("at a grazing angle",
         [](Engine& e) {
           const Triangle t = UniformTriangle(e);
           const glm::vec3 n = UnitNormalOf(t), along = Perpendicular(e, n);
           return Inputs(AimedAt(Interior(e, t), glm::normalize(along + n * (Sign(e) * Uniform(e, 0.05f, 0.2f))), 1.0f),
                         t);
         }),
    Exact("in the plane",
          [](Engine& e) {
            const Triangle t = FlatTriangle(e);
            glm::vec3 along = AxisVector(e);
            while (glm::dot(along, AxisOf(t)) != 0.0f) along = AxisVector(e);
            return Inputs(Ray(CornerOrMiddle(e, t) - along * RoundPositive(e, 3.0f), along), t);
          }),
    Exact("a degenerate triangle",
          [](Engine& e) {
            const Triangle t = DegenerateTriangle(e);
            return Inputs(AimedAt(CornerOrMiddle(e, t), AxisVector(e), RoundPositive(e, 3.0f)), t);
          }),
    Exact("a zero direction or NaN",
          [](Engine& e) {
            const Triangle t = FlatTriangle(e);
            const Ray aimed = AimedAt(CornerOrMiddle(e, t), AxisOf(t), 2.0f);
            return Coin(e) ? Inputs(Ray(aimed.position, glm::vec3(0.0f)), t)
                           : Inputs(Ray(WithNaN(e, aimed.position), aimed.direction), t);
          }),
};

// ---- LineTest(Line, Triangle): a two-sided raycast no farther than the segment's length; result unchanged on a miss.
const std::vector<Generator> kLineTest = {
    Kind("random",
         [](Engine& e) {
           const Triangle t = UniformTriangle(e);
           const Point middle = (t.p0 + t.p1 + t.p2) / 3.0f, start = middle + UniformPoint(e, 3.0f);
           return Inputs(Line(start, middle + (middle - start) * Uniform(e, -0.5f, 1.5f) + UniformPoint(e, 0.7f)), t);
         }),
    Kind("through the triangle or stopping short",
         [](Engine& e) {
           const Triangle t = UniformTriangle(e);
           const Point target = Interior(e, t);
           const glm::vec3 from = UnitVector(e);
           return Inputs(Line(target + from * Uniform(e, 0.5f, 4.0f), target - from * Uniform(e, -1.0f, 3.0f)), t);
         }),
    Exact("along the axis, ending on a corner or an edge's middle",
          [](Engine& e) {
            const Triangle t = FlatTriangle(e);
            const Point end = CornerOrMiddle(e, t);
            return Inputs(Line(end + AxisOf(t) * (Sign(e) * RoundPositive(e, 3.0f)), end), t);
          }),
    Exact("along the axis, through or short",
          [](Engine& e) {
            const Triangle t = FlatTriangle(e);
            const Point at = CornerOrMiddle(e, t);
            const glm::vec3 side = AxisOf(t) * Sign(e);
            return Inputs(Line(at + side * RoundPositive(e, 3.0f), at + side * Round(e, 2.0f)), t);
          }),
    Kind("grazing an edge",
         [](Engine& e) {
           const Triangle t = UniformTriangle(e);
           const EdgePoint edge = OnAnEdge(e, t);
           const glm::vec3 from = UnitVector(e);
           const Point target = edge.point + edge.out * Uniform(e, -1e-3f, 1e-3f);
           return Inputs(Line(target + from * 2.0f, target - from * 2.0f), t);
         }),
    Exact("a zero-length segment",
          [](Engine& e) {
            const Triangle t = FlatTriangle(e);
            const Point at = Coin(e) ? CornerOrMiddle(e, t) : RoundPoint(e, 3.0f);
            return Inputs(Line(at, at), t);
          }),
    Exact("a degenerate triangle",
          [](Engine& e) {
            const Triangle t = DegenerateTriangle(e);
            const Point at = CornerOrMiddle(e, t);
            const glm::vec3 side = AxisVector(e);
            return Inputs(Line(at + side * 2.0f, at - side * 2.0f), t);
          }),
};

// ---- Where two triangles are within `amount` of the other answer, which jitter rarely finds for slivers that
// touch at a corner or an edge: apart, by their distance (in double); meeting, when b moved `amount` along any
// axis the separating-axis test could use (both normals, the edges' cross products, the in-plane edge normals)
// parts them, since the least move that parts two convex polyhedra is along one of those axes.
using DPoint = glm::dvec3;
DPoint ClosestOnSegment(const DPoint& p, const DPoint& a, const DPoint& b) {
  const DPoint ab = b - a;
  const double length2 = glm::dot(ab, ab);
  const double t = length2 > 0 ? glm::clamp(glm::dot(p - a, ab) / length2, 0.0, 1.0) : 0.0;
  return a + ab * t;
}
double SegmentDistance(const DPoint& p0, const DPoint& p1, const DPoint& q0, const DPoint& q1) {
  const DPoint d1 = p1 - p0, d2 = q1 - q0, r = p0 - q0;
  const double a = glm::dot(d1, d1), e = glm::dot(d2, d2), f = glm::dot(d2, r), c = glm::dot(d1, r);
  const double b = glm::dot(d1, d2), denominator = a * e - b * b;
  double s = 0, t = 0;
  if (a > 0 && e > 0) {
    s = denominator > 0 ? glm::clamp((b * f - c * e) / denominator, 0.0, 1.0) : 0.0;
    t = (b * s + f) / e;
    if (t < 0) {
      t = 0, s = glm::clamp(-c / a, 0.0, 1.0);
    } else if (t > 1) {
      t = 1, s = glm::clamp((b - c) / a, 0.0, 1.0);
    }
  } else if (a > 0) {
    s = glm::clamp(-c / a, 0.0, 1.0);
  } else if (e > 0) {
    t = glm::clamp(f / e, 0.0, 1.0);
  }
  return glm::length((p0 + d1 * s) - (q0 + d2 * t));
}
// The distance from p to a triangle: to its plane inside the edges, else to the nearest edge (a degenerate
// triangle is its edges).
double PointTriangleDistance(const DPoint& p, const std::array<DPoint, 3>& t) {
  const DPoint n = glm::cross(t[1] - t[0], t[2] - t[0]);
  const double n2 = glm::dot(n, n);
  if (n2 > 0) {
    bool inside = true;
    for (int i = 0; i < 3; ++i) {
      const DPoint& a = t[static_cast<std::size_t>(i)];
      const DPoint& b = t[static_cast<std::size_t>((i + 1) % 3)];
      if (glm::dot(glm::cross(b - a, p - a), n) < 0) inside = false;
    }
    if (inside) return std::abs(glm::dot(p - t[0], n)) / std::sqrt(n2);
  }
  double nearest = std::numeric_limits<double>::infinity();
  for (int i = 0; i < 3; ++i) {
    const DPoint& a = t[static_cast<std::size_t>(i)];
    nearest = std::min(nearest, glm::length(p - ClosestOnSegment(p, a, t[static_cast<std::size_t>((i + 1) % 3)])));
  }
  return nearest;
}
double TriangleDistance(const std::array<DPoint, 3>& a, const std::array<DPoint, 3>& b) {
  double nearest = std::numeric_limits<double>::infinity();
  for (std::size_t i = 0; i < 3; ++i) {
    nearest = std::min({nearest, PointTriangleDistance(a[i], b), PointTriangleDistance(b[i], a)});
    for (std::size_t j = 0; j < 3; ++j) {
      nearest = std::min(nearest, SegmentDistance(a[i], a[(i + 1) % 3], b[j], b[(j + 1) % 3]));
    }
  }
  return nearest;
}
bool TrianglesNearBoundary(std::string_view inputs, double amount) {
  std::tuple<Triangle, Triangle> pair;
  if (!ReadAll(inputs, pair)) return false;
  const auto& [a, b] = pair;
  const std::array<DPoint, 3> da = {DPoint(a.p0), DPoint(a.p1), DPoint(a.p2)};
  const std::array<DPoint, 3> db = {DPoint(b.p0), DPoint(b.p1), DPoint(b.p2)};
  if (!Collisions::Intersects(a, b)) return TriangleDistance(da, db) <= amount;  // NaN: not near
  std::vector<DPoint> axes;
  const DPoint na = glm::cross(da[1] - da[0], da[2] - da[0]), nb = glm::cross(db[1] - db[0], db[2] - db[0]);
  axes.push_back(na);
  axes.push_back(nb);
  for (std::size_t i = 0; i < 3; ++i) {
    const DPoint ea = da[(i + 1) % 3] - da[i], eb = db[(i + 1) % 3] - db[i];
    axes.push_back(glm::cross(na, ea));
    axes.push_back(glm::cross(nb, eb));
    for (std::size_t j = 0; j < 3; ++j) axes.push_back(glm::cross(ea, db[(j + 1) % 3] - db[j]));
  }
  for (const DPoint& axis : axes) {
    const double length = glm::length(axis);
    if (!(length > 0)) continue;
    for (const double sign : {1.0, -1.0}) {
      const glm::vec3 by(axis * (sign * amount / length));
      if (!Collisions::Intersects(a, Shifted(b, by))) return true;
    }
  }
  return false;
}
Spec WithNearBoundary(Spec spec, bool (*near_boundary)(std::string_view, double)) {
  spec.near_boundary = near_boundary;
  return spec;
}

[[maybe_unused]] const bool kRegistered = RegisterAll({
    MakeSpec<bool(const Triangle&, const Point&)>(Collisions::PointInTriangle, "PointInTriangle", kPointInTriangle),
    MakeSpec<Point(const Triangle&, const Point&)>(Collisions::ClosestPoint, "ClosestPoint", kClosestPoint),
    MakeSpec<bool(const Triangle&, const Sphere&)>(Collisions::Intersects, "Intersects", kTriangleSphere),
    MakeSpec<Collisions::Interval(const Triangle&, const glm::vec3&)>(Collisions::GetInterval, "GetInterval",
                                                                      kTriangleInterval),
    MakeSpec<Collisions::Interval(const AABB&, const glm::vec3&)>(Collisions::GetInterval, "GetInterval", kBoxInterval),
    MakeSpec<bool(const Triangle&, const Triangle&, const glm::vec3&)>(Collisions::TestAxis, "TestAxis",
                                                                       kTestAxisTriangles),
    MakeSpec<bool(const Triangle&, const AABB&, const glm::vec3&)>(Collisions::TestAxis, "TestAxis", kTestAxisBox),
    MakeSpec<bool(const Triangle&, const AABB&)>(Collisions::Intersects, "Intersects", kTriangleBox),
    MakeSpec<bool(const Triangle&, const Plane&)>(Collisions::Intersects, "Intersects", kTrianglePlane),
    WithNearBoundary(
        MakeSpec<bool(const Triangle&, const Triangle&)>(Collisions::Intersects, "Intersects", kTriangleTriangle),
        TrianglesNearBoundary),
    MakeSpec<bool(const Ray&, const Triangle&, float&)>(Collisions::Raycast, "Raycast", kRaycast),
    MakeSpec<bool(const Line&, const Triangle&, Point&)>(Collisions::LineTest, "LineTest", kLineTest),
});

}  // namespace
}  // namespace chapter4_triangles
}  // namespace lab::samples::random_cases
