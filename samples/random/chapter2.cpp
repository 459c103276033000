// Chapter 2's random cases (collisions/static_intersections.cpp): spheres, boxes and planes against each other.
// Touching counts in every one of them.
#include "samples/random/generators.hpp"

namespace lab::samples::random_cases {
namespace chapter2 {  // this file's names, apart from the other chapters' it compiles beside
namespace {

Sphere AnySphere(Engine& e) { return Coin(e) ? RoundSphere(e) : UniformSphere(e); }
AABB AnyBox(Engine& e) { return Coin(e) ? RoundBox(e) : UniformBox(e); }

const std::vector<Generator> kSpheres = {
    Kind("random", [](Engine& e) { return Inputs(UniformSphere(e), UniformSphere(e)); }),
    Exact("touching along an axis",
          [](Engine& e) {
            const Sphere a = RoundSphere(e);
            const float radius = RoundPositive(e, 2.0f);
            return Inputs(a, Sphere(a.position + AxisVector(e) * (a.radius + radius), radius));
          }),
    Kind("nearly touching",
         [](Engine& e) {
           const Sphere a = AnySphere(e);
           const float radius = Uniform(e, 0.2f, 2.0f);
           return Inputs(
               a,
               Sphere(a.position + UnitVector(e) * (a.radius + radius) * (1.0f + Uniform(e, -1e-3f, 1e-3f)), radius));
         }),
    Kind("one inside the other",
         [](Engine& e) {
           const Sphere a = AnySphere(e);
           return Inputs(a, Sphere(a.position + UnitVector(e) * a.radius * 0.3f, a.radius * 0.5f));
         }),
    Exact("the same centre",
          [](Engine& e) {
            const Sphere a = RoundSphere(e);
            return Inputs(a, Sphere(a.position, RoundPositive(e, 2.0f)));
          }),
    Exact("NaN", [](Engine& e) { return Inputs(RoundSphere(e), Sphere(WithNaN(e, RoundPoint(e)), 1.0f)); }),
};

const std::vector<Generator> kSphereBox = {
    Kind("random", [](Engine& e) { return Inputs(UniformSphere(e), UniformBox(e)); }),
    Exact("touching a face",
          [](Engine& e) {
            const AABB box = RoundBox(e);
            const float radius = RoundPositive(e, 2.0f);
            const int axis = UniformInt(e, 0, 2);
            Point centre = box.Center();
            centre[axis] = Coin(e) ? box.max[axis] + radius : box.min[axis] - radius;
            return Inputs(Sphere(centre, radius), box);
          }),
    Kind("near an edge or a corner",
         [](Engine& e) {
           const AABB box = AnyBox(e);
           const Point corner(Coin(e) ? box.min.x : box.max.x, Coin(e) ? box.min.y : box.max.y,
                              Coin(e) ? box.min.z : box.max.z);
           const glm::vec3 outward = glm::normalize(corner - box.Center());
           const float radius = Uniform(e, 0.2f, 1.5f);
           return Inputs(Sphere(corner + outward * radius * Uniform(e, 0.9f, 1.2f), radius), box);
         }),
    Kind("in the corner of its bounding box",
         [](Engine& e) {
           const AABB box = AnyBox(e);
           const float radius = Uniform(e, 0.3f, 1.5f);
           // Nearer than the radius on every axis, farther than it from the corner itself.
           const glm::vec3 sign(Coin(e) ? 1 : -1, Coin(e) ? 1 : -1, Coin(e) ? 1 : -1);
           const Point corner = box.Center() + sign * box.Extents();
           return Inputs(Sphere(corner + sign * radius * Uniform(e, 0.62f, 0.95f), radius), box);
         }),
    Kind("inside the box",
         [](Engine& e) {
           const AABB box = AnyBox(e);
           return Inputs(Sphere(box.Center(), std::min({box.Extents().x, box.Extents().y, box.Extents().z}) * 0.5f),
                         box);
         }),
    Kind("around the box",
         [](Engine& e) {
           const AABB box = AnyBox(e);
           return Inputs(Sphere(box.Center(), glm::length(box.Extents()) * Uniform(e, 1.0f, 2.0f)), box);
         }),
    Exact("NaN", [](Engine& e) { return Inputs(Sphere(WithNaN(e, RoundPoint(e)), 1.0f), RoundBox(e)); }),
};

const std::vector<Generator> kSpherePlane = {
    Kind("random", [](Engine& e) { return Inputs(UniformSphere(e), UniformPlane(e)); }),
    Exact("tangent, in front or behind",
          [](Engine& e) {
            const Plane plane = RoundPlane(e);
            const float radius = RoundPositive(e, 2.0f);
            return Inputs(Sphere(PointOnPlane(e, plane) + plane.normal * (Coin(e) ? radius : -radius), radius), plane);
          }),
    Kind("near tangent",
         [](Engine& e) {
           const Plane plane = UniformPlane(e);
           const float radius = Uniform(e, 0.2f, 2.0f);
           const float side = Coin(e) ? 1.0f : -1.0f;
           return Inputs(
               Sphere(PointOnPlane(e, plane) + plane.normal * side * radius * Uniform(e, 0.999f, 1.001f), radius),
               plane);
         }),
    Kind("wholly behind",
         [](Engine& e) {
           const Plane plane = UniformPlane(e);
           const float radius = Uniform(e, 0.2f, 2.0f);
           return Inputs(Sphere(PointOnPlane(e, plane) - plane.normal * radius * Uniform(e, 1.1f, 3.0f), radius),
                         plane);
         }),
    Exact("a degenerate plane",
          [](Engine& e) { return Inputs(RoundSphere(e), Plane(glm::vec3(0.0f), Round(e, 1.0f))); }),
};

const std::vector<Generator> kBoxes = {
    Kind("random", [](Engine& e) { return Inputs(UniformBox(e), UniformBox(e)); }),
    Exact("sharing a face, an edge or a corner",
          [](Engine& e) {
            const AABB a = RoundBox(e);
            glm::vec3 offset(0.0f);
            const int touching = UniformInt(e, 1, 3);
            for (int axis = 0; axis < touching; ++axis) offset[axis] = Coin(e) ? 1.0f : -1.0f;
            AABB b = RoundBox(e);
            const glm::vec3 half = b.Extents();
            Point centre = a.Center();
            for (int axis = 0; axis < 3; ++axis) {
              if (offset[axis] > 0) centre[axis] = a.max[axis] + half[axis];
              if (offset[axis] < 0) centre[axis] = a.min[axis] - half[axis];
            }
            return Inputs(a, AABB::FromCenterExtents(centre, half));
          }),
    Kind("apart on one axis",
         [](Engine& e) {
           const AABB a = AnyBox(e);
           const int axis = UniformInt(e, 0, 2);
           AABB b = a;
           const float shift = (a.max[axis] - a.min[axis]) + Uniform(e, 1e-3f, 1.0f);
           b.min[axis] += shift;
           b.max[axis] += shift;
           return Inputs(a, b);
         }),
    Kind("crossing, no corner inside",
         [](Engine& e) {
           const AABB a = AnyBox(e);
           AABB b = a;
           const int axis = UniformInt(e, 0, 2), other = (axis + 1) % 3;
           b.min[axis] -= Uniform(e, 0.5f, 2.0f);
           b.max[axis] += Uniform(e, 0.5f, 2.0f);
           const float middle = (a.min[other] + a.max[other]) * 0.5f, half = (a.max[other] - a.min[other]) * 0.25f;
           b.min[other] = middle - half;
           b.max[other] = middle + half;
           return Inputs(a, b);
         }),
    Exact("NaN",
          [](Engine& e) {
            AABB b = RoundBox(e);
            b.min = WithNaN(e, b.min);
            return Inputs(RoundBox(e), b);
          }),
};

const std::vector<Generator> kBoxPlane = {
    Kind("random", [](Engine& e) { return Inputs(UniformBox(e), UniformPlane(e)); }),
    Exact("a face on an axis plane",
          [](Engine& e) {
            const AABB box = RoundBox(e);
            const int axis = UniformInt(e, 0, 2);
            glm::vec3 normal(0.0f);
            normal[axis] = Coin(e) ? 1.0f : -1.0f;
            const float level = Coin(e) ? box.max[axis] : box.min[axis];
            return Inputs(box, Plane(normal, normal[axis] * level));
          }),
    Kind("through a corner, tilted",
         [](Engine& e) {
           const AABB box = AnyBox(e);
           const glm::vec3 sign(Coin(e) ? 1 : -1, Coin(e) ? 1 : -1, Coin(e) ? 1 : -1);
           const Point corner = box.Center() + sign * box.Extents();
           const glm::vec3 normal =
               glm::normalize(sign * glm::vec3(Uniform(e, 0.2f, 1), Uniform(e, 0.2f, 1), Uniform(e, 0.2f, 1)));
           return Inputs(box, Plane(normal, glm::dot(normal, corner) + Uniform(e, -1e-3f, 1e-3f)));
         }),
    Kind("near, normals of both signs",
         [](Engine& e) {
           const AABB box = AnyBox(e);
           const glm::vec3 normal = UnitVector(e);
           const float reach = glm::dot(box.Extents(), glm::abs(normal));
           return Inputs(box, Plane(normal, glm::dot(normal, box.Center()) + reach * Uniform(e, -1.3f, 1.3f)));
         }),
    Exact("a degenerate plane", [](Engine& e) { return Inputs(RoundBox(e), Plane(glm::vec3(0.0f), Round(e, 1.0f))); }),
};

const std::vector<Generator> kPlanes = {
    Kind("random", [](Engine& e) { return Inputs(UniformPlane(e), UniformPlane(e)); }),
    Exact("axis planes", [](Engine& e) { return Inputs(RoundPlane(e), RoundPlane(e)); }),
    Exact("parallel or antiparallel",
          [](Engine& e) {
            const Plane a = RoundPlane(e);
            return Inputs(a, Plane(a.normal * (Coin(e) ? 1.0f : -1.0f), Round(e)));
          }),
    Kind("nearly parallel",
         [](Engine& e) {
           const Plane a = UniformPlane(e);
           return Inputs(a, Plane(a.normal + Perpendicular(e, a.normal) * Uniform(e, 0.0f, 0.03f), Uniform(e, -3, 3)));
         }),
    Exact("a plane and itself",
          [](Engine& e) {
            const Plane a = RoundPlane(e);
            return Inputs(a, a);
          }),
    Exact("a degenerate plane", [](Engine& e) { return Inputs(RoundPlane(e), Plane(glm::vec3(0.0f), Round(e))); }),
};

[[maybe_unused]] const bool kRegistered = RegisterAll({
    MakeSpec<bool(const Sphere&, const Sphere&)>(Collisions::Intersects, "Intersects", kSpheres),
    MakeSpec<bool(const Sphere&, const AABB&)>(Collisions::Intersects, "Intersects", kSphereBox),
    MakeSpec<bool(const Sphere&, const Plane&)>(Collisions::Intersects, "Intersects", kSpherePlane),
    MakeSpec<bool(const AABB&, const AABB&)>(Collisions::Intersects, "Intersects", kBoxes),
    MakeSpec<bool(const AABB&, const Plane&)>(Collisions::Intersects, "Intersects", kBoxPlane),
    MakeSpec<bool(const Plane&, const Plane&)>(Collisions::Intersects, "Intersects", kPlanes),
});

}  // namespace
}  // namespace chapter2
}  // namespace lab::samples::random_cases
