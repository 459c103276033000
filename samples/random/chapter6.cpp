// Chapter 6's random cases (collisions/frustum.cpp): points, spheres and boxes against view frustums. A perspective
// frustum comes from a random camera (Frustum::FromMatrix); a box frustum has round axis planes, where a point on a
// face, a sphere touching one and a box against one are exact.
#include <glm/gtc/matrix_transform.hpp>

#include "samples/random/generators.hpp"

namespace lab::samples::random_cases {
namespace chapter6 {  // this file's names, apart from the other chapters' it compiles beside
namespace {

// A camera's frustum and where it looks: from `eye` along `forward`, between `near` and `far`.
struct View {
  Frustum frustum;
  Point eye;
  glm::vec3 forward;
  float near = 0.0f, far = 0.0f;
  // A point of the view's axis between its near and far planes, moved sideways by up to `spread` of the distance.
  Point Along(Engine& e, float spread) const {
    const float distance = Uniform(e, near, far);
    return eye + forward * distance + Perpendicular(e, forward) * (distance * Uniform(e, 0.0f, spread));
  }
};
View PerspectiveView(Engine& e) {
  View view;
  view.eye = UniformPoint(e, 3.0f);
  view.forward = UnitVector(e);
  view.near = Uniform(e, 0.1f, 1.0f);
  view.far = Uniform(e, 4.0f, 12.0f);
  const glm::vec3 up = Perpendicular(e, view.forward);
  const glm::dmat4 projection = glm::perspective(glm::radians(double(Uniform(e, 30.0f, 100.0f))),
                                                 double(Uniform(e, 0.5f, 2.0f)), double(view.near), double(view.far));
  const glm::dmat4 look = glm::lookAt(glm::dvec3(view.eye), glm::dvec3(view.eye + view.forward), glm::dvec3(up));
  view.frustum = Frustum::FromMatrix(projection * look);
  return view;
}
// A round box as a frustum (an orthographic view): its six planes face inwards, normals along the axes.
Frustum BoxFrustum(const AABB& box) {
  Frustum frustum;
  for (int axis = 0; axis < 3; ++axis) {
    glm::vec3 normal(0.0f);
    normal[axis] = 1.0f;
    frustum.planes[static_cast<std::size_t>(2 * axis)] = Plane(normal, box.min[axis]);
    frustum.planes[static_cast<std::size_t>(2 * axis + 1)] = Plane(-normal, -box.max[axis]);
  }
  return frustum;
}
// A point of one of the frustum's planes near `near`, and that plane's inward normal.
struct OnAPlane {
  Point point;
  glm::vec3 inward;
};
OnAPlane ProjectedOnAPlane(Engine& e, const Frustum& frustum, const Point& near) {
  const Plane& plane = frustum.planes[static_cast<std::size_t>(UniformInt(e, 0, 5))];
  return {near - plane.normal * (glm::dot(plane.normal, near) - plane.distance), plane.normal};
}

// ---- Points: inside means on the inner side of all six planes, touching included; NaN is outside.
const std::vector<Generator> kPoints = {
    Kind("random",
         [](Engine& e) {
           const View view = PerspectiveView(e);
           return Inputs(view.frustum, view.eye + view.forward * (0.5f * view.far) + UniformPoint(e, 0.5f * view.far));
         }),
    Kind("along the view",
         [](Engine& e) {
           const View view = PerspectiveView(e);
           return Inputs(view.frustum, view.Along(e, 1.0f));
         }),
    Kind("near a plane",
         [](Engine& e) {
           const View view = PerspectiveView(e);
           const OnAPlane on = ProjectedOnAPlane(e, view.frustum, view.Along(e, 0.5f));
           return Inputs(view.frustum, on.point + on.inward * Uniform(e, -1e-3f, 1e-3f));
         }),
    Exact("on a face of a box frustum",
          [](Engine& e) {
            const AABB box = RoundBox(e);
            return Inputs(BoxFrustum(box), PointOnBoxSurface(e, box));
          }),
    Exact("round, a box frustum",
          [](Engine& e) {
            const AABB box = RoundBox(e);
            return Inputs(BoxFrustum(box), box.Center() + RoundPoint(e, 2.5f));
          }),
    Exact("NaN",
          [](Engine& e) {
            const AABB box = RoundBox(e);
            return Inputs(BoxFrustum(box), WithNaN(e, box.Center()));
          }),
};

// ---- Spheres: outside only when wholly outside one plane; touching counts.
const std::vector<Generator> kSpheres = {
    Kind("random",
         [](Engine& e) {
           const View view = PerspectiveView(e);
           return Inputs(view.frustum, Sphere(view.eye + UniformPoint(e, view.far), Uniform(e, 0.1f, 3.0f)));
         }),
    Kind("along the view",
         [](Engine& e) {
           const View view = PerspectiveView(e);
           return Inputs(view.frustum, Sphere(view.Along(e, 1.5f), Uniform(e, 0.1f, 2.0f)));
         }),
    Kind("nearly touching a plane from outside",
         [](Engine& e) {
           const View view = PerspectiveView(e);
           const OnAPlane on = ProjectedOnAPlane(e, view.frustum, view.Along(e, 0.5f));
           const float radius = Uniform(e, 0.1f, 2.0f);
           return Inputs(view.frustum, Sphere(on.point - on.inward * radius * Uniform(e, 0.999f, 1.001f), radius));
         }),
    Exact("touching a face of a box frustum from outside",
          [](Engine& e) {
            const AABB box = RoundBox(e);
            const OnAPlane on = ProjectedOnAPlane(e, BoxFrustum(box), box.Center() + RoundPoint(e, 1.0f));
            const float radius = RoundPositive(e, 2.0f);
            return Inputs(
                BoxFrustum(box),
                Sphere(on.point - on.inward * (radius + 0.5f * static_cast<float>(UniformInt(e, -1, 1))), radius));
          }),
    Kind("around the view",
         [](Engine& e) {
           const View view = PerspectiveView(e);
           return Inputs(view.frustum, Sphere(view.Along(e, 0.2f), view.far * Uniform(e, 1.5f, 3.0f)));
         }),
    Exact("NaN",
          [](Engine& e) {
            const AABB box = RoundBox(e);
            return Inputs(BoxFrustum(box), Sphere(WithNaN(e, box.Center()), 1.0f));
          }),
};

// ---- Boxes: outside only when wholly outside one plane (conservative near the frustum's edges); touching counts.
AABB BoxAround(Engine& e, const Point& centre, float most) {
  return AABB::FromCenterExtents(centre, {Uniform(e, 0.05f, most), Uniform(e, 0.05f, most), Uniform(e, 0.05f, most)});
}
const std::vector<Generator> kBoxes = {
    Kind("random",
         [](Engine& e) {
           const View view = PerspectiveView(e);
           return Inputs(view.frustum, BoxAround(e, view.eye + UniformPoint(e, view.far), 2.0f));
         }),
    Kind("along the view",
         [](Engine& e) {
           const View view = PerspectiveView(e);
           return Inputs(view.frustum, BoxAround(e, view.Along(e, 1.5f), 1.5f));
         }),
    // Past the frustum's side beyond its far plane or off a corner: not wholly outside any one plane, so kept.
    Kind("outside near an edge",
         [](Engine& e) {
           const View view = PerspectiveView(e);
           const Point corner = view.eye + view.forward * view.far + Perpendicular(e, view.forward) * view.far;
           return Inputs(view.frustum, BoxAround(e, corner, 1.0f));
         }),
    Kind("nearly touching a plane from outside",
         [](Engine& e) {
           const View view = PerspectiveView(e);
           const OnAPlane on = ProjectedOnAPlane(e, view.frustum, view.Along(e, 0.5f));
           const glm::vec3 half(Uniform(e, 0.05f, 1.0f), Uniform(e, 0.05f, 1.0f), Uniform(e, 0.05f, 1.0f));
           const float reach = glm::dot(half, glm::abs(on.inward));  // the box's radius across the plane
           return Inputs(view.frustum,
                         AABB::FromCenterExtents(on.point - on.inward * reach * Uniform(e, 0.999f, 1.001f), half));
         }),
    Exact("against a face of a box frustum",
          [](Engine& e) {
            const AABB frame = RoundBox(e), box = RoundBox(e);
            // Moved along one axis so that the two boxes touch, overlap or part by 0.5 there.
            const int axis = UniformInt(e, 0, 2);
            glm::vec3 by(0.0f);
            by[axis] = Coin(e) ? frame.max[axis] - box.min[axis] + 0.5f * static_cast<float>(UniformInt(e, -1, 1))
                               : frame.min[axis] - box.max[axis] - 0.5f * static_cast<float>(UniformInt(e, -1, 1));
            return Inputs(BoxFrustum(frame), AABB(box.min + by, box.max + by));
          }),
    Exact("NaN",
          [](Engine& e) {
            const AABB frame = RoundBox(e);
            return Inputs(BoxFrustum(frame), AABB(WithNaN(e, frame.min), frame.max));
          }),
};

[[maybe_unused]] const bool kRegistered = RegisterAll({
    MakeSpec<bool(const Frustum&, const Point&)>(Collisions::Intersects, "Intersects", kPoints),
    MakeSpec<bool(const Frustum&, const Sphere&)>(Collisions::Intersects, "Intersects", kSpheres),
    MakeSpec<bool(const Frustum&, const AABB&)>(Collisions::Intersects, "Intersects", kBoxes),
});

}  // namespace
}  // namespace chapter6
}  // namespace lab::samples::random_cases
