// Chapter 8's random cases (collisions/point_plane.cpp): which side of a plane a point is on, a point moving
// through a triangle, and the three inside tests.
#include "samples/random/generators.hpp"

namespace lab::samples::random_cases {
namespace chapter8 {  // this file's names, apart from the other chapters' it compiles beside
namespace {

using Collisions::PlaneSide;

constexpr float kInfinity = std::numeric_limits<float>::infinity();

Plane AnyPlane(Engine& e) { return Coin(e) ? RoundPlane(e) : UniformPlane(e); }
Triangle AnyTriangle(Engine& e) { return Coin(e) ? RoundTriangle(e) : UniformTriangle(e); }
// The triangle's unit normal (a degenerate triangle's: +z, so that a move still has somewhere to go).
glm::vec3 NormalOf(const Triangle& t) {
  const glm::vec3 n = glm::cross(t.p1 - t.p0, t.p2 - t.p0);
  return glm::dot(n, n) > 0.0f ? glm::normalize(n) : glm::vec3(0, 0, 1);
}
// A point of the triangle's plane: barycentric (a, b) from p0, any real numbers (outside when one is negative or
// they add up past 1).
Point InPlane(const Triangle& t, float a, float b) { return t.p0 + (t.p1 - t.p0) * a + (t.p2 - t.p0) * b; }
// A point of the triangle's plane near it, inside or outside.
Point AroundTriangle(Engine& e, const Triangle& t) {
  return InPlane(t, Uniform(e, -0.5f, 1.5f), Uniform(e, -0.5f, 1.5f));
}
// A point just outside the middle of an edge, by `by` of the triangle's size, in its plane.
Point JustOutsideAnEdge(Engine& e, const Triangle& t, float by) {
  const Point corners[3] = {t.p0, t.p1, t.p2};
  const int k = UniformInt(e, 0, 2);
  const Point a = corners[k], b = corners[(k + 1) % 3], opposite = corners[(k + 2) % 3];
  const Point middle = (a + b) * 0.5f;
  return middle + (middle - opposite) * by;
}

// ---- ClassifyPoint: kOn within kPointOnPlaneEpsilon (absolute), else the sign; a degenerate plane puts every
// point kOn. (A degenerate plane is drawn with distance 0, the plane of three points in a row.)
const std::vector<Generator> kClassify = {
    Kind("random", [](Engine& e) { return Inputs(UniformPoint(e, 4.0f), AnyPlane(e)); }),
    Exact("on an axis plane",
          [](Engine& e) {
            const Plane p = RoundPlane(e);
            return Inputs(PointOnPlane(e, p), p);
          }),
    Exact("in front or behind an axis plane",
          [](Engine& e) {
            const Plane p = RoundPlane(e);
            return Inputs(PointOnPlane(e, p) + p.normal * Round(e, 3.0f), p);
          }),
    Exact("within or just past the epsilon of an axis plane",
          [](Engine& e) {
            const Plane p = RoundPlane(e);
            const float by = (Coin(e) ? 0.5f : 2.0f) * (Coin(e) ? 1.0f : -1.0f) * Collisions::kPointOnPlaneEpsilon;
            return Inputs(PointOnPlane(e, p) + p.normal * by, p);
          }),
    Kind("within the epsilon",
         [](Engine& e) {
           const Plane p = AnyPlane(e);
           return Inputs(PointOnPlane(e, p) + p.normal * Uniform(e, -0.6f, 0.6f) * Collisions::kPointOnPlaneEpsilon, p);
         }),
    Kind("just past the epsilon",
         [](Engine& e) {
           const Plane p = AnyPlane(e);
           const float beyond = Uniform(e, 1.5f, 20.0f) * Collisions::kPointOnPlaneEpsilon;
           return Inputs(PointOnPlane(e, p) + p.normal * (Coin(e) ? beyond : -beyond), p);
         }),
    Kind("in front or behind",
         [](Engine& e) {
           const Plane p = UniformPlane(e);
           return Inputs(PointOnPlane(e, p) + p.normal * Uniform(e, -3.0f, 3.0f), p);
         }),
    Kind("far out, near the plane",
         [](Engine& e) {
           const Plane p = UniformPlane(e);
           const Point far = PointOnPlane(e, p) * 20.0f;
           return Inputs(far - p.normal * (glm::dot(p.normal, far) - p.distance - Uniform(e, -1e-3f, 1e-3f)), p);
         }),
    Exact("a degenerate plane", [](Engine& e) { return Inputs(RoundPoint(e), Plane(glm::vec3(0.0f), 0.0f)); }),
};

// ---- MovingPointTest: both ends classified, the crossing d1 / (d1 - d2) of the way, then barycentric inside;
// two-sided, touching counts, hit left alone on a miss.
// A move from `above` over the plane point q to `below` under it (the triangle's normal n).
std::string Move(const Point& q, const glm::vec3& n, float above, float below, const Triangle& t) {
  return Inputs(q + n * above, q - n * below, t);
}
std::string MoveThrough(Engine& e, const Triangle& t, const Point& q) {
  const float above = Uniform(e, 0.1f, 3.0f), below = Uniform(e, 0.1f, 3.0f);
  return Coin(e) ? Move(q, NormalOf(t), above, below, t) : Move(q, NormalOf(t), -above, -below, t);
}
const std::vector<Generator> kMovingPoint = {
    Kind("random", [](Engine& e) { return Inputs(UniformPoint(e, 4.0f), UniformPoint(e, 4.0f), AnyTriangle(e)); }),
    Kind("through the face",
         [](Engine& e) {
           const Triangle t = UniformTriangle(e);
           return MoveThrough(e, t, InPlane(t, Uniform(e, 0.05f, 0.45f), Uniform(e, 0.05f, 0.45f)));
         }),
    Kind("through the plane near the triangle",
         [](Engine& e) {
           const Triangle t = UniformTriangle(e);
           return MoveThrough(e, t, AroundTriangle(e, t));
         }),
    Exact("through an axis triangle's edge or corner, halfway",
          [](Engine& e) {
            const Triangle t = AxisTriangle(e);
            const float reach = RoundPositive(e, 2.0f) * (Coin(e) ? 1.0f : -1.0f);
            const Point q = UniformInt(e, 0, 1) == 0 ? t.p1 : (t.p1 + t.p2) * 0.5f;
            return Move(q, NormalOf(t), reach, reach, t);
          }),
    Exact("an end on an axis triangle",
          [](Engine& e) {
            const Triangle t = AxisTriangle(e);
            const Point q = PointInTriangle(e, t);
            const Point off = q + NormalOf(t) * Round(e, 2.0f);
            return Coin(e) ? Inputs(q, off, t) : Inputs(off, q, t);
          }),
    Exact("both ends on one side of an axis triangle",
          [](Engine& e) {
            const Triangle t = AxisTriangle(e);
            const glm::vec3 n = NormalOf(t) * (Coin(e) ? 1.0f : -1.0f);
            const Point start = PointInTriangle(e, t) + n * RoundPositive(e, 2.0f);
            return Inputs(start, InPlane(t, Round(e, 1.0f), Round(e, 1.0f)) + n * RoundPositive(e, 2.0f), t);
          }),
    Exact("within an axis triangle's plane",
          [](Engine& e) {
            const Triangle t = AxisTriangle(e);
            return Inputs(InPlane(t, Round(e, 1.0f), Round(e, 1.0f)), InPlane(t, Round(e, 1.0f), Round(e, 1.0f)), t);
          }),
    Kind("just beside an edge",
         [](Engine& e) {
           const Triangle t = UniformTriangle(e);
           return MoveThrough(e, t, JustOutsideAnEdge(e, t, Uniform(e, -1e-3f, 1e-3f)));
         }),
    Exact("a degenerate triangle",
          [](Engine& e) {
            const Triangle t = DegenerateTriangle(e);
            return Move(t.p1, glm::vec3(0, 0, 1), RoundPositive(e, 2.0f), RoundPositive(e, 2.0f), t);
          }),
    Exact("NaN",
          [](Engine& e) {
            const Triangle t = RoundTriangle(e);
            const Point a = RoundPoint(e), b = RoundPoint(e);
            return Coin(e) ? Inputs(WithNaN(e, a), b, t) : Inputs(a, WithNaN(e, b), t);
          }),
};

// ---- The inside tests: a point in the triangle's plane; edges and vertices count, the winding never decides, and
// a degenerate triangle, an infinite corner or NaN contains nothing.
const std::vector<Generator> kInside = {
    Kind("random in the plane",
         [](Engine& e) {
           const Triangle t = AnyTriangle(e);
           return Inputs(t, AroundTriangle(e, t));
         }),
    Kind("inside",
         [](Engine& e) {
           const Triangle t = UniformTriangle(e);
           return Inputs(t, InPlane(t, Uniform(e, 0.05f, 0.45f), Uniform(e, 0.05f, 0.45f)));
         }),
    Exact("a corner or an edge of an axis triangle",
          [](Engine& e) {
            const Triangle t = AxisTriangle(e);
            return Inputs(t, PointInTriangle(e, t));
          }),
    Exact("on an edge's line past an axis triangle",
          [](Engine& e) {
            const Triangle t = AxisTriangle(e);
            return Inputs(t, Coin(e) ? t.p1 + (t.p1 - t.p0) : t.p0 - (t.p2 - t.p0));
          }),
    Kind("just outside or inside an edge",
         [](Engine& e) {
           const Triangle t = UniformTriangle(e);
           return Inputs(t, JustOutsideAnEdge(e, t, Uniform(e, -1e-3f, 1e-3f)));
         }),
    Kind("near an edge",
         [](Engine& e) {
           const Triangle t = UniformTriangle(e);
           return Inputs(t, JustOutsideAnEdge(e, t, Uniform(e, -0.1f, 0.1f)));
         }),
    Kind("a sliver",
         [](Engine& e) {
           const Triangle t = SliverTriangle(e);
           return Inputs(t, AroundTriangle(e, t));
         }),
    Exact("a degenerate triangle",
          [](Engine& e) {
            const Triangle t = DegenerateTriangle(e);
            return Inputs(t, Coin(e) ? (t.p0 + t.p2) * 0.5f : t.p0);
          }),
    Exact("an infinite corner",
          [](Engine& e) {
            Triangle t = RoundTriangle(e);
            const Point inside = (t.p0 + t.p1 + t.p2) / 3.0f;
            t.p1[UniformInt(e, 0, 2)] = Coin(e) ? kInfinity : -kInfinity;
            return Inputs(t, inside);
          }),
    Exact("NaN",
          [](Engine& e) {
            const Triangle t = RoundTriangle(e);
            return Inputs(t, WithNaN(e, t.p0));
          }),
};

// The same cases with a tolerance: the seed's 0.1 mostly, or a tighter or a looser one.
std::vector<Generator> WithTolerance(std::vector<Generator> generators) {
  for (Generator& generator : generators) {
    generator.draw = [draw = generator.draw](Engine& e) {
      const float tolerances[] = {Collisions::kSeedAngleSumTolerance, Collisions::kSeedAngleSumTolerance, 1e-2f, 1e-3f,
                                  0.5f};
      return draw(e) + " ; " + Inputs(tolerances[UniformInt(e, 0, 4)]);
    };
  }
  return generators;
}

[[maybe_unused]] const bool kRegistered = RegisterAll({
    MakeSpec<PlaneSide(const Point&, const Plane&)>(Collisions::ClassifyPoint, "ClassifyPoint", kClassify),
    MakeSpec<bool(const Point&, const Point&, const Triangle&, Point&)>(Collisions::MovingPointTest, "MovingPointTest",
                                                                        kMovingPoint),
    // lab::Collisions's own function: the samples' traced one, for its default tolerance, is a template.
    MakeSpec<bool(const Triangle&, const Point&, float)>(::lab::Collisions::PointInTriangleAngleSum,
                                                         "PointInTriangleAngleSum", WithTolerance(kInside)),
    MakeSpec<bool(const Triangle&, const Point&)>(Collisions::PointInTriangleBarycentric, "PointInTriangleBarycentric",
                                                  kInside),
    MakeSpec<bool(const Triangle&, const Point&)>(Collisions::PointInTriangleEdgeSides, "PointInTriangleEdgeSides",
                                                  kInside),
});

}  // namespace
}  // namespace chapter8
}  // namespace lab::samples::random_cases
