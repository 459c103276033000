// Chapter 1's random cases (collisions/point_tests.cpp): points against spheres, boxes, planes, segments and rays.
#include "samples/random/generators.hpp"

namespace lab::samples::random_cases {
namespace chapter1 {  // this file's names, apart from the other chapters' it compiles beside
namespace {

// A shape drawn by `shape` and a point placed against it by `where`, the shape first (or the point first).
template <class Shape>
Generator ShapeAndPoint(std::string kind, bool exact, Shape (*shape)(Engine&), Point (*where)(Engine&, const Shape&),
                        bool point_first = false) {
  Generator generator = Kind(std::move(kind), [shape, where, point_first](Engine& e) {
    const Shape drawn = shape(e);
    const Point point = where(e, drawn);
    return point_first ? Inputs(point, drawn) : Inputs(drawn, point);
  });
  generator.exact = exact;
  return generator;
}
Sphere AnySphere(Engine& e) { return Coin(e) ? RoundSphere(e) : UniformSphere(e); }
AABB AnyBox(Engine& e) { return Coin(e) ? RoundBox(e) : UniformBox(e); }
Plane AnyPlane(Engine& e) { return Coin(e) ? RoundPlane(e) : UniformPlane(e); }
Line AnyLine(Engine& e) { return Coin(e) ? RoundLine(e) : UniformLine(e); }
Ray AnyRay(Engine& e) { return Coin(e) ? RoundRay(e) : AimedRay(e); }

// ---- Spheres: PointInSphere is strict (the surface is outside); ClosestPoint maps the centre to the top.
const std::vector<Generator> kSpherePoint = {
    ShapeAndPoint<Sphere>("random", false, AnySphere, [](Engine& e, const Sphere&) { return UniformPoint(e, 4.0f); }),
    ShapeAndPoint<Sphere>("on the surface", true, RoundSphere,
                          [](Engine& e, const Sphere& s) { return PointOnSphere(e, s, true); }),
    ShapeAndPoint<Sphere>("near the surface", false, AnySphere,
                          [](Engine& e, const Sphere& s) {
                            return s.position + UnitVector(e) * s.radius * (1.0f + Uniform(e, -1e-3f, 1e-3f));
                          }),
    ShapeAndPoint<Sphere>(
        "inside", false, AnySphere,
        [](Engine& e, const Sphere& s) { return s.position + UnitVector(e) * s.radius * Uniform(e, 0.0f, 0.9f); }),
    ShapeAndPoint<Sphere>("the centre", true, AnySphere, [](Engine&, const Sphere& s) { return s.position; }),
    ShapeAndPoint<Sphere>(
        "outside", false, AnySphere,
        [](Engine& e, const Sphere& s) { return s.position + UnitVector(e) * s.radius * Uniform(e, 1.1f, 4.0f); }),
    ShapeAndPoint<Sphere>("NaN", true, RoundSphere, [](Engine& e, const Sphere& s) { return WithNaN(e, s.position); }),
    ShapeAndPoint<Sphere>(
        "zero radius", true, [](Engine& e) { return Sphere(RoundPoint(e), 0.0f); },
        [](Engine& e, const Sphere& s) { return Coin(e) ? s.position : RoundPoint(e); }),
};

// ---- Boxes: PointInAABB is strict (a face is outside); ClosestPoint clamps.
const std::vector<Generator> kBoxPoint = {
    ShapeAndPoint<AABB>("random", false, AnyBox, [](Engine& e, const AABB&) { return UniformPoint(e, 4.0f); }),
    ShapeAndPoint<AABB>("on a face, edge or corner", true, AnyBox, PointOnBoxSurface),
    ShapeAndPoint<AABB>("inside", false, AnyBox,
                        [](Engine& e, const AABB& b) {
                          return glm::mix(
                              b.min, b.max,
                              glm::vec3(Uniform(e, 0.05f, 0.95f), Uniform(e, 0.05f, 0.95f), Uniform(e, 0.05f, 0.95f)));
                        }),
    ShapeAndPoint<AABB>("outside one face", false, AnyBox,
                        [](Engine& e, const AABB& b) {
                          Point p =
                              glm::mix(b.min, b.max, glm::vec3(Uniform(e, 0, 1), Uniform(e, 0, 1), Uniform(e, 0, 1)));
                          const int axis = UniformInt(e, 0, 2);
                          p[axis] =
                              Coin(e) ? b.max[axis] + Uniform(e, 0.01f, 2.0f) : b.min[axis] - Uniform(e, 0.01f, 2.0f);
                          return p;
                        }),
    ShapeAndPoint<AABB>("the centre", true, RoundBox, [](Engine&, const AABB& b) { return b.Center(); }),
    ShapeAndPoint<AABB>("NaN", true, RoundBox, [](Engine& e, const AABB& b) { return WithNaN(e, b.Center()); }),
};

// ---- Planes: PointOnPlane within kPointOnPlaneEpsilon; a degenerate plane holds no point.
template <bool kPlaneFirst>
std::vector<Generator> PlaneAndPoint() {
  return {
      ShapeAndPoint<Plane>(
          "random", false, AnyPlane, [](Engine& e, const Plane&) { return UniformPoint(e, 4.0f); }, !kPlaneFirst),
      ShapeAndPoint<Plane>("on an axis plane", true, RoundPlane, PointOnPlane, !kPlaneFirst),
      ShapeAndPoint<Plane>("on the plane", false, UniformPlane, PointOnPlane, !kPlaneFirst),
      ShapeAndPoint<Plane>(
          "just off the plane", false, AnyPlane,
          [](Engine& e, const Plane& p) {
            return PointOnPlane(e, p) + p.normal * (Coin(e) ? 1.0f : -1.0f) * Uniform(e, 2e-6f, 5e-5f);
          },
          !kPlaneFirst),
      ShapeAndPoint<Plane>(
          "behind", false, AnyPlane,
          [](Engine& e, const Plane& p) { return PointOnPlane(e, p) - p.normal * Uniform(e, 0.1f, 3.0f); },
          !kPlaneFirst),
      ShapeAndPoint<Plane>(
          "in front", false, AnyPlane,
          [](Engine& e, const Plane& p) { return PointOnPlane(e, p) + p.normal * Uniform(e, 0.1f, 3.0f); },
          !kPlaneFirst),
      ShapeAndPoint<Plane>(
          "a degenerate plane", true, [](Engine& e) { return Plane(glm::vec3(0.0f), Round(e)); },
          [](Engine& e, const Plane&) { return RoundPoint(e); }, !kPlaneFirst),
      ShapeAndPoint<Plane>(
          "NaN", true, RoundPlane, [](Engine& e, const Plane& p) { return WithNaN(e, PointOnPlane(e, p)); },
          !kPlaneFirst),
  };
}

// ---- Three planes: a single point, or none (two parallel, or the normals in one plane); the result is left
// alone when there is none.
const std::vector<Generator> kThreePlanes = {
    Kind("random", [](Engine& e) { return Inputs(UniformPlane(e), UniformPlane(e), UniformPlane(e)); }),
    Exact("three axis planes",
          [](Engine& e) {
            return Inputs(Plane({1, 0, 0}, Round(e)), Plane({0, 1, 0}, Round(e)), Plane({0, 0, 1}, Round(e)));
          }),
    Exact("two parallel",
          [](Engine& e) {
            const Plane p = RoundPlane(e);
            return Inputs(p, Plane(p.normal * (Coin(e) ? 1.0f : -1.0f), Round(e)), UniformPlane(e));
          }),
    Kind("the normals in one plane",
         [](Engine& e) {
           const glm::vec3 axis = UnitVector(e), a = Perpendicular(e, axis), b = Perpendicular(e, axis);
           return Inputs(Plane(a, Round(e)), Plane(b, Round(e)), Plane(glm::normalize(a + 2.0f * b), Round(e)));
         }),
    Kind("nearly parallel",
         [](Engine& e) {
           const glm::vec3 n = UnitVector(e);
           return Inputs(Plane(n, 1.0f), Plane(glm::normalize(n + UnitVector(e) * 1e-3f), 1.0f), UniformPlane(e));
         }),
    Exact("a degenerate plane",
          [](Engine& e) { return Inputs(RoundPlane(e), Plane(glm::vec3(0.0f), 1.0f), RoundPlane(e)); }),
};

// ---- Segments: PointOnLine within kPointOnLineEpsilon, ends included; a zero-length segment is its start.
template <bool kLineFirst>
std::vector<Generator> LineAndPoint() {
  return {
      ShapeAndPoint<Line>(
          "random", false, AnyLine, [](Engine& e, const Line&) { return UniformPoint(e, 4.0f); }, !kLineFirst),
      ShapeAndPoint<Line>(
          "the middle", true, RoundLine, [](Engine&, const Line& l) { return (l.start + l.end) * 0.5f; }, !kLineFirst),
      ShapeAndPoint<Line>(
          "an end", true, AnyLine, [](Engine& e, const Line& l) { return Coin(e) ? l.start : l.end; }, !kLineFirst),
      ShapeAndPoint<Line>(
          "on the line, past an end", true, RoundLine,
          [](Engine& e, const Line& l) { return Coin(e) ? l.end + (l.end - l.start) : l.start - (l.end - l.start); },
          !kLineFirst),
      ShapeAndPoint<Line>(
          "along the segment", false, AnyLine,
          [](Engine& e, const Line& l) { return glm::mix(l.start, l.end, Uniform(e, 0, 1)); }, !kLineFirst),
      ShapeAndPoint<Line>(
          "just off the segment", false, AnyLine,
          [](Engine& e, const Line& l) {
            const glm::vec3 along = l.ToVector() + glm::vec3(1e-9f);
            return glm::mix(l.start, l.end, Uniform(e, 0, 1)) +
                   Perpendicular(e, glm::normalize(along)) * Uniform(e, 1e-6f, 1e-3f);
          },
          !kLineFirst),
      ShapeAndPoint<Line>(
          "a zero-length segment", true,
          [](Engine& e) {
            const Point p = RoundPoint(e);
            return Line(p, p);
          },
          [](Engine& e, const Line& l) { return Coin(e) ? l.start : RoundPoint(e); }, !kLineFirst),
  };
}

// ---- Rays: PointOnRay holds the origin and nothing behind it; ClosestPoint maps what is behind to the origin.
template <bool kRayFirst>
std::vector<Generator> RayAndPoint() {
  return {
      ShapeAndPoint<Ray>(
          "random", false, AnyRay, [](Engine& e, const Ray&) { return UniformPoint(e, 6.0f); }, !kRayFirst),
      ShapeAndPoint<Ray>(
          "the origin", true, AnyRay, [](Engine&, const Ray& r) { return r.position; }, !kRayFirst),
      ShapeAndPoint<Ray>(
          "ahead on the ray", true, RoundRay, [](Engine& e, const Ray& r) { return r.At(RoundPositive(e, 4.0f)); },
          !kRayFirst),
      ShapeAndPoint<Ray>(
          "behind the origin", true, RoundRay, [](Engine& e, const Ray& r) { return r.At(-RoundPositive(e, 4.0f)); },
          !kRayFirst),
      ShapeAndPoint<Ray>(
          "just off the ray", false, AimedRay,
          [](Engine& e, const Ray& r) {
            return r.At(Uniform(e, 0.5f, 4.0f)) + Perpendicular(e, r.direction) * Uniform(e, 1e-6f, 1e-3f);
          },
          !kRayFirst),
      ShapeAndPoint<Ray>(
          "a zero direction", true, [](Engine& e) { return Ray(RoundPoint(e), glm::vec3(0.0f)); },
          [](Engine& e, const Ray& r) { return Coin(e) ? r.position : RoundPoint(e); }, !kRayFirst),
  };
}

// Every generator of a list but those named.
std::vector<Generator> Without(std::vector<Generator> generators, std::initializer_list<std::string_view> kinds) {
  std::erase_if(generators,
                [&](const Generator& g) { return std::find(kinds.begin(), kinds.end(), g.kind) != kinds.end(); });
  return generators;
}

[[maybe_unused]] const bool kRegistered = RegisterAll({
    MakeSpec<bool(const Sphere&, const Point&)>(Collisions::PointInSphere, "PointInSphere", kSpherePoint),
    MakeSpec<Point(const Sphere&, const Point&)>(Collisions::ClosestPoint, "ClosestPoint",
                                                 Without(kSpherePoint, {"NaN"})),
    MakeSpec<bool(const AABB&, const Point&)>(Collisions::PointInAABB, "PointInAABB", kBoxPoint),
    MakeSpec<Point(const AABB&, const Point&)>(Collisions::ClosestPoint, "ClosestPoint", Without(kBoxPoint, {"NaN"})),
    MakeSpec<bool(const Point&, const Plane&)>(Collisions::PointOnPlane, "PointOnPlane", PlaneAndPoint<false>()),
    MakeSpec<float(const Point&, const Plane&)>(Collisions::DistanceFromPlane, "DistanceFromPlane",
                                                Without(PlaneAndPoint<false>(), {"NaN"})),
    MakeSpec<Point(const Plane&, const Point&)>(Collisions::ClosestPoint, "ClosestPoint",
                                                Without(PlaneAndPoint<true>(), {"NaN"})),
    MakeSpec<bool(const Plane&, const Plane&, const Plane&, Point&)>(Collisions::Intersection, "Intersection",
                                                                     kThreePlanes),
    MakeSpec<bool(const Point&, const Line&)>(Collisions::PointOnLine, "PointOnLine", LineAndPoint<false>()),
    MakeSpec<Point(const Line&, const Point&, float&)>(Collisions::ClosestPoint, "ClosestPoint", LineAndPoint<true>()),
    MakeSpec<bool(const Point&, const Ray&)>(Collisions::PointOnRay, "PointOnRay", RayAndPoint<false>()),
    MakeSpec<Point(const Ray&, const Point&)>(Collisions::ClosestPoint, "ClosestPoint", RayAndPoint<true>()),
});

}  // namespace
}  // namespace chapter1
}  // namespace lab::samples::random_cases
