// Chapter 3's random cases (collisions/raycasts.cpp): rays and segments against spheres, boxes and planes.
#include "samples/random/generators.hpp"

namespace lab::samples::random_cases {
namespace chapter3 {  // this file's names, apart from the other chapters' it compiles beside
namespace {

Sphere AnySphere(Engine& e) { return Coin(e) ? RoundSphere(e) : UniformSphere(e); }
AABB AnyBox(Engine& e) { return Coin(e) ? RoundBox(e) : UniformBox(e); }
Plane AnyPlane(Engine& e) { return Coin(e) ? RoundPlane(e) : UniformPlane(e); }
// Where a segment through the shape's middle aims: its centre (a plane's point nearest the origin).
Point CentreOf(const Sphere& s) { return s.position; }
Point CentreOf(const AABB& b) { return b.Center(); }
Point CentreOf(const Plane& p) { return p.normal * p.distance; }

// ---- Raycast(Ray, Sphere): touching counts; behind misses; inside gives the exit point.
const std::vector<Generator> kRaySphere = {
    Kind("aimed at random", [](Engine& e) { return Inputs(AimedRay(e), UniformSphere(e)); }),
    Exact("through the centre, along an axis",
          [](Engine& e) {
            const Sphere s = RoundSphere(e);
            const glm::vec3 d = AxisVector(e);
            return Inputs(Ray(s.position - d * (s.radius + RoundPositive(e, 3.0f)), d), s);
          }),
    Exact("tangent, along an axis",
          [](Engine& e) {
            const Sphere s = RoundSphere(e);
            const glm::vec3 d = AxisVector(e);
            glm::vec3 side(0.0f);
            side[(static_cast<int>(glm::dot(glm::abs(d), glm::vec3(0, 1, 2))) + 1) % 3] = Coin(e) ? 1.0f : -1.0f;
            return Inputs(Ray(s.position + side * s.radius - d * RoundPositive(e, 3.0f), d), s);
          }),
    Kind("grazing",
         [](Engine& e) {
           const Sphere s = AnySphere(e);
           const glm::vec3 d = UnitVector(e);
           const glm::vec3 side = Perpendicular(e, d);
           return Inputs(Ray(s.position + side * s.radius * Uniform(e, 0.99f, 1.01f) - d * Uniform(e, 1, 5), d), s);
         }),
    Kind("behind the origin",
         [](Engine& e) {
           const Sphere s = AnySphere(e);
           const glm::vec3 d = UnitVector(e);
           return Inputs(Ray(s.position + d * (s.radius + Uniform(e, 0.1f, 3.0f)), d), s);
         }),
    Kind("from inside",
         [](Engine& e) {
           const Sphere s = AnySphere(e);
           return Inputs(Ray(s.position + UnitVector(e) * s.radius * Uniform(e, 0, 0.9f), UnitVector(e)), s);
         }),
    Exact("from inside, along an axis",
          [](Engine& e) {
            const Sphere s = RoundSphere(e);
            return Inputs(Ray(s.position + AxisVector(e) * s.radius * 0.5f, AxisVector(e)), s);
          }),
    Exact("from the surface",
          [](Engine& e) {
            const Sphere s = RoundSphere(e);
            return Inputs(Ray(PointOnSphere(e, s, true), AxisVector(e)), s);
          }),
    Exact("a zero direction", [](Engine& e) { return Inputs(Ray(RoundPoint(e), glm::vec3(0.0f)), RoundSphere(e)); }),
    Exact("NaN", [](Engine& e) { return Inputs(Ray(WithNaN(e, RoundPoint(e)), AxisVector(e)), RoundSphere(e)); }),
};

// ---- Raycast(Ray, AABB): faces count; zero direction components; inside gives the exit point.
const std::vector<Generator> kRayBox = {
    Kind("aimed at random", [](Engine& e) { return Inputs(AimedRay(e), UniformBox(e)); }),
    Exact("along an axis, through or beside",
          [](Engine& e) {
            const AABB box = RoundBox(e);
            const glm::vec3 d = AxisVector(e);
            Point origin = box.Center() + glm::vec3(Round(e, 2.0f), Round(e, 2.0f), Round(e, 2.0f));
            const int axis = static_cast<int>(glm::dot(glm::abs(d), glm::vec3(0, 1, 2)));
            origin[axis] =
                d[axis] > 0 ? box.min[axis] - RoundPositive(e, 3.0f) : box.max[axis] + RoundPositive(e, 3.0f);
            return Inputs(Ray(origin, d), box);
          }),
    Exact("along a face",
          [](Engine& e) {
            const AABB box = RoundBox(e);
            const glm::vec3 d = AxisVector(e);
            const int axis = static_cast<int>(glm::dot(glm::abs(d), glm::vec3(0, 1, 2))),
                      face = (axis + 1 + UniformInt(e, 0, 1)) % 3;
            Point origin = box.Center();
            origin[face] = Coin(e) ? box.min[face] : box.max[face];
            origin[axis] -= d[axis] * (box.max[axis] - box.min[axis] + 1.0f);
            return Inputs(Ray(origin, d), box);
          }),
    Kind("through an edge or a corner",
         [](Engine& e) {
           const AABB box = AnyBox(e);
           const Point corner(Coin(e) ? box.min.x : box.max.x, Coin(e) ? box.min.y : box.max.y,
                              Coin(e) ? box.min.z : box.max.z);
           const glm::vec3 d = UnitVector(e);
           return Inputs(Ray(corner - d * Uniform(e, 1, 4), d), box);
         }),
    Kind("behind the origin",
         [](Engine& e) {
           const AABB box = AnyBox(e);
           const glm::vec3 d = UnitVector(e);
           return Inputs(Ray(box.Center() + d * (glm::length(box.Extents()) + Uniform(e, 0.1f, 2.0f)), d), box);
         }),
    Kind("from inside",
         [](Engine& e) {
           const AABB box = AnyBox(e);
           return Inputs(
               Ray(glm::mix(box.min, box.max,
                            glm::vec3(Uniform(e, 0.1f, 0.9f), Uniform(e, 0.1f, 0.9f), Uniform(e, 0.1f, 0.9f))),
                   UnitVector(e)),
               box);
         }),
    Exact("from inside, along an axis",
          [](Engine& e) {
            const AABB box = RoundBox(e);
            return Inputs(Ray(box.Center(), AxisVector(e)), box);
          }),
    Exact("from a face",
          [](Engine& e) {
            const AABB box = RoundBox(e);
            return Inputs(Ray(PointOnBoxSurface(e, box), AxisVector(e)), box);
          }),
    Exact("a zero direction", [](Engine& e) { return Inputs(Ray(RoundPoint(e), glm::vec3(0.0f)), RoundBox(e)); }),
    Exact("NaN", [](Engine& e) { return Inputs(Ray(WithNaN(e, RoundPoint(e)), AxisVector(e)), RoundBox(e)); }),
};

// ---- Raycast(Ray, Plane): one-sided; parallel misses; behind misses; on the plane hits at 0.
const std::vector<Generator> kRayPlane = {
    Kind("aimed at random", [](Engine& e) { return Inputs(AimedRay(e), UniformPlane(e)); }),
    Exact("along the normal, either way",
          [](Engine& e) {
            const Plane plane = RoundPlane(e);
            const float side = Coin(e) ? 1.0f : -1.0f;
            return Inputs(Ray(PointOnPlane(e, plane) + plane.normal * side * RoundPositive(e, 3.0f),
                              plane.normal * (Coin(e) ? 1.0f : -1.0f)),
                          plane);
          }),
    Kind("parallel",
         [](Engine& e) {
           const Plane plane = AnyPlane(e);
           return Inputs(Ray(UniformPoint(e), Perpendicular(e, plane.normal)), plane);
         }),
    Kind("nearly parallel",
         [](Engine& e) {
           const Plane plane = UniformPlane(e);
           return Inputs(
               Ray(UniformPoint(e), Perpendicular(e, plane.normal) + plane.normal * Uniform(e, -1e-3f, 1e-3f)), plane);
         }),
    Exact("from the plane",
          [](Engine& e) {
            const Plane plane = RoundPlane(e);
            return Inputs(Ray(PointOnPlane(e, plane), -plane.normal), plane);
          }),
    Exact("a degenerate plane",
          [](Engine& e) { return Inputs(Ray(RoundPoint(e), AxisVector(e)), Plane(glm::vec3(0.0f), 1.0f)); }),
    Exact("a zero direction", [](Engine& e) { return Inputs(Ray(RoundPoint(e), glm::vec3(0.0f)), RoundPlane(e)); }),
};

// ---- LineTest: the segment's first surface point; inside meets nothing; short of the shape meets nothing.
template <class Shape>
std::vector<Generator> SegmentsAgainst(Shape (*shape)(Engine&), Shape (*round_shape)(Engine&)) {
  return {
      Kind("random", [shape](Engine& e) { return Inputs(UniformLine(e), shape(e)); }),
      Exact("round", [round_shape](Engine& e) { return Inputs(RoundLine(e), round_shape(e)); }),
      Kind("long, through the middle",
           [shape](Engine& e) {
             const Shape s = shape(e);
             const Point middle = CentreOf(s);
             const glm::vec3 d = UnitVector(e);
             return Inputs(Line(middle - d * 6.0f, middle + d * Uniform(e, -2, 6)), s);
           }),
      Kind("from inside",
           [shape](Engine& e) {
             const Shape s = shape(e);
             return Inputs(Line(CentreOf(s), CentreOf(s) + UnitVector(e) * Uniform(e, 0.1f, 6.0f)), s);
           }),
      Exact("zero length",
            [round_shape](Engine& e) {
              const Point p = RoundPoint(e);
              return Inputs(Line(p, p), round_shape(e));
            }),
  };
}

[[maybe_unused]] const bool kRegistered = RegisterAll({
    MakeSpec<bool(const Ray&, const Sphere&, float&)>(Collisions::Raycast, "Raycast", kRaySphere),
    MakeSpec<bool(const Ray&, const AABB&, float&)>(Collisions::Raycast, "Raycast", kRayBox),
    MakeSpec<bool(const Ray&, const Plane&, float&)>(Collisions::Raycast, "Raycast", kRayPlane),
    MakeSpec<bool(const Line&, const Sphere&, Point&)>(Collisions::LineTest, "LineTest",
                                                       SegmentsAgainst<Sphere>(AnySphere, RoundSphere)),
    MakeSpec<bool(const Line&, const AABB&, Point&)>(Collisions::LineTest, "LineTest",
                                                     SegmentsAgainst<AABB>(AnyBox, RoundBox)),
    MakeSpec<bool(const Line&, const Plane&, Point&)>(Collisions::LineTest, "LineTest",
                                                      SegmentsAgainst<Plane>(AnyPlane, RoundPlane)),
});
}  // namespace
}  // namespace chapter3

}  // namespace lab::samples::random_cases
