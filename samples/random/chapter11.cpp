// Chapter 11's random cases (collisions/moving.cpp): the exact swept tests (a sphere or a box against a plane, a
// sphere or a box), and the three searches on a slab moving past a wall (stored.hpp's SlabMotion).
#include "samples/random/generators.hpp"

namespace lab::samples::random_cases {
namespace chapter11 {  // this file's names, apart from the other chapters' it compiles beside
namespace {

constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();

Sphere AnySphere(Engine& e) { return Coin(e) ? RoundSphere(e) : UniformSphere(e); }
AABB AnyBox(Engine& e) { return Coin(e) ? RoundBox(e) : UniformBox(e); }
// A round motion along an axis: a multiple of 0.5 up to 8, either way.
glm::vec3 RoundMotion(Engine& e) { return AxisVector(e) * RoundPositive(e, 8.0f); }
// NaN in one of two vectors (a position or a velocity).
void PutNaN(Engine& e, glm::vec3& a, glm::vec3& b) {
  glm::vec3& v = Coin(e) ? a : b;
  v = WithNaN(e, v);
}
// An axis at right angles to the axis given (a unit axis vector).
glm::vec3 AcrossAxis(Engine& e, const glm::vec3& axis) {
  glm::vec3 across = AxisVector(e);
  while (glm::dot(across, axis) != 0.0f) across = AxisVector(e);
  return across;
}

// The same numbers within the tolerance (a fraction of the larger of 1 and the expected number), NaN as NaN.
bool NumbersNear(const std::vector<double>& expected, const std::vector<double>& actual, double tolerance) {
  if (expected.size() != actual.size()) return false;
  for (std::size_t i = 0; i < expected.size(); ++i) {
    const double want = expected[i], got = actual[i];
    if (std::isnan(want) || std::isnan(got)) {
      if (std::isnan(want) != std::isnan(got)) return false;
    } else if (!(std::abs(want - got) <= tolerance * std::max(1.0, std::abs(want)))) {
      return false;
    }
  }
  return true;
}

// ---- MovingSpherePlane: two-sided, t = 0 when it starts cutting the plane, a miss on parallel or receding motion,
// a degenerate plane, a negative radius or NaN. A sphere at distance `gap` beyond its radius from an axis plane
// (round) or any plane, in front or behind.
struct SphereByPlane {
  Sphere sphere;
  Plane plane;
  glm::vec3 towards;  // the unit direction from the sphere to the plane
};
SphereByPlane PlaceSphere(Engine& e, bool round, float gap) {
  const Plane plane = round ? RoundPlane(e) : UniformPlane(e);
  const Sphere drawn = round ? RoundSphere(e) : UniformSphere(e);
  const float side = Coin(e) ? 1.0f : -1.0f;
  const Point centre = PointOnPlane(e, plane) + plane.normal * side * (drawn.radius + gap);
  return {Sphere(centre, drawn.radius), plane, -side * plane.normal};
}
const std::vector<Generator> kSpherePlane = {
    Kind("random", [](Engine& e) { return Inputs(AnySphere(e), UniformPlane(e), UniformPoint(e, 8.0f)); }),
    Kind("aimed at the plane, reaching it or not",
         [](Engine& e) {
           const SphereByPlane s = PlaceSphere(e, false, Uniform(e, 0.1f, 4.0f));
           const float reach = glm::dot(s.towards, s.sphere.position - PointOnPlane(e, s.plane));
           return Inputs(s.sphere, s.plane,
                         s.towards * std::abs(reach) * Uniform(e, 0.3f, 2.5f) + UniformPoint(e, 2.0f));
         }),
    Exact("an axis plane, touching at the end",
          [](Engine& e) {
            const float gap = RoundPositive(e, 4.0f);
            const SphereByPlane s = PlaceSphere(e, true, gap);
            return Inputs(s.sphere, s.plane, s.towards * gap + AcrossAxis(e, s.towards) * Round(e));
          }),
    Exact("an axis plane, crossing it",
          [](Engine& e) {
            const float gap = RoundPositive(e, 4.0f);
            const SphereByPlane s = PlaceSphere(e, true, gap);
            return Inputs(s.sphere, s.plane, s.towards * (gap + RoundPositive(e, 4.0f)));
          }),
    Exact("already cutting the plane",
          [](Engine& e) {
            const SphereByPlane s = PlaceSphere(e, true, 0.0f);
            const Sphere cutting(s.sphere.position + s.towards * s.sphere.radius * 0.5f, s.sphere.radius);
            return Inputs(cutting, s.plane, Coin(e) ? RoundMotion(e) : glm::vec3(0.0f));
          }),
    Exact("touching at the start, not moving",
          [](Engine& e) {
            const SphereByPlane s = PlaceSphere(e, true, 0.0f);
            return Inputs(s.sphere, s.plane, glm::vec3(0.0f));
          }),
    Exact("parallel or away",
          [](Engine& e) {
            const SphereByPlane s = PlaceSphere(e, true, RoundPositive(e, 2.0f));
            return Inputs(s.sphere, s.plane,
                          Coin(e) ? AcrossAxis(e, s.towards) * Round(e, 8.0f) : -s.towards * RoundPositive(e, 8.0f));
          }),
    Exact("a degenerate plane or a negative radius",
          [](Engine& e) {
            const SphereByPlane s = PlaceSphere(e, true, 1.0f);
            return Coin(e) ? Inputs(s.sphere, Plane(glm::vec3(0.0f), Round(e)), s.towards * 4.0f)
                           : Inputs(Sphere(s.sphere.position, -s.sphere.radius), s.plane, s.towards * 4.0f);
          }),
    Exact("NaN",
          [](Engine& e) {
            const SphereByPlane s = PlaceSphere(e, true, 1.0f);
            glm::vec3 centre = s.sphere.position, velocity = s.towards * 4.0f;
            PutNaN(e, centre, velocity);
            return Inputs(Sphere(centre, s.sphere.radius), s.plane, velocity);
          }),
};

// ---- MovingSphereSphere: relative motion, t = 0 when they start touching, grazing touches.
const std::vector<Generator> kSphereSphere = {
    Kind("random",
         [](Engine& e) { return Inputs(AnySphere(e), UniformPoint(e, 8.0f), AnySphere(e), UniformPoint(e, 8.0f)); }),
    Kind("aimed at each other, meeting or passing",
         [](Engine& e) {
           const Sphere a = UniformSphere(e), b = UniformSphere(e);
           const glm::vec3 vb = UniformPoint(e, 3.0f);
           return Inputs(a, vb + (b.position - a.position) * Uniform(e, 0.3f, 2.0f) + UniformPoint(e, 1.5f), b, vb);
         }),
    Exact("grazing: passing exactly ra + rb apart",
          [](Engine& e) {
            const Sphere a = RoundSphere(e), b(RoundPoint(e, 3.0f), RoundPositive(e, 2.0f));
            const glm::vec3 axis = AxisVector(e);
            const Sphere start(b.position - axis * 4.0f + AcrossAxis(e, axis) * (a.radius + b.radius), a.radius);
            return Inputs(start, axis * RoundPositive(e, 8.0f), b, glm::vec3(0.0f));
          }),
    Exact("head on along an axis",
          [](Engine& e) {
            const Sphere b = RoundSphere(e);
            const glm::vec3 axis = AxisVector(e);
            const Sphere a(b.position - axis * (RoundPositive(e, 4.0f) + 4.0f), RoundPositive(e, 2.0f));
            return Inputs(a, axis * RoundPositive(e, 6.0f), b, -axis * RoundPositive(e, 6.0f));
          }),
    Exact("touching or overlapping at the start",
          [](Engine& e) {
            const Sphere a = RoundSphere(e);
            const float radius = RoundPositive(e, 2.0f);
            const float apart = Coin(e) ? a.radius + radius : 0.5f * static_cast<float>(UniformInt(e, 0, 1));
            return Inputs(a, RoundMotion(e), Sphere(a.position + AxisVector(e) * apart, radius), RoundMotion(e));
          }),
    Exact("equal velocities",
          [](Engine& e) {
            const glm::vec3 v = RoundPoint(e, 6.0f);
            return Inputs(RoundSphere(e), v, RoundSphere(e), v);
          }),
    Kind("only b moving",
         [](Engine& e) {
           const Sphere a = UniformSphere(e), b = UniformSphere(e);
           return Inputs(a, glm::vec3(0.0f), b,
                         (a.position - b.position) * Uniform(e, 0.3f, 2.0f) + UniformPoint(e, 1.5f));
         }),
    Kind("moving apart or too slow",
         [](Engine& e) {
           const Sphere a = UniformSphere(e), b = UniformSphere(e);
           const glm::vec3 towards = b.position - a.position;
           return Inputs(a, towards * (Coin(e) ? -Uniform(e, 0.1f, 2.0f) : Uniform(e, 0.0f, 0.2f)), b, glm::vec3(0.0f));
         }),
    Exact("NaN",
          [](Engine& e) {
            glm::vec3 centre = RoundPoint(e, 3.0f), velocity = RoundMotion(e);
            PutNaN(e, centre, velocity);
            return Coin(e) ? Inputs(Sphere(centre, 1.0f), velocity, RoundSphere(e), RoundMotion(e))
                           : Inputs(RoundSphere(e), RoundMotion(e), Sphere(centre, 1.0f), velocity);
          }),
};

// ---- MovingSphereAABB: the box grown by the radius with rounded edges and corners.
const std::vector<Generator> kSphereBox = {
    Kind("random", [](Engine& e) { return Inputs(AnySphere(e), UniformPoint(e, 8.0f), AnyBox(e)); }),
    Kind("aimed at the box",
         [](Engine& e) {
           const Sphere sphere(UniformPoint(e, 6.0f), Uniform(e, 0.2f, 2.0f));
           const AABB box = UniformBox(e);
           return Inputs(sphere, (box.Center() - sphere.position) * 1.3f + UniformPoint(e, 3.0f), box);
         }),
    // Along an axis, past a box's edge or corner within about a radius: the rounded edge, the rounded corner, or
    // the grown box's square corner, where it must miss.
    Kind("past an edge or a corner",
         [](Engine& e) {
           const AABB box = UniformBox(e);
           const float radius = Uniform(e, 0.2f, 1.5f);
           std::array<int, 3> axes = {0, 1, 2};
           std::shuffle(axes.begin(), axes.end(), e);
           const bool corner = Coin(e);
           Point centre = glm::mix(box.min, box.max, glm::vec3(Uniform(e, 0, 1), Uniform(e, 0, 1), Uniform(e, 0, 1)));
           centre[axes[0]] = box.min[axes[0]] - radius - Uniform(e, 0.5f, 3.0f);
           // Past a corner, 0.4 to 1 radius off both faces: beyond the rounding when more than a radius from the edge.
           centre[axes[1]] = box.max[axes[1]] + radius * (corner ? Uniform(e, 0.4f, 1.0f) : Uniform(e, -0.2f, 1.1f));
           if (corner) centre[axes[2]] = box.min[axes[2]] - radius * Uniform(e, 0.4f, 1.0f);
           glm::vec3 velocity(0.0f);
           velocity[axes[0]] = Uniform(e, 4.0f, 10.0f);
           return Inputs(Sphere(centre, radius), velocity, box);
         }),
    Exact("at a face along an axis",
          [](Engine& e) {
            const AABB box = RoundBox(e);
            const glm::vec3 axis = AxisVector(e);
            const Sphere sphere(
                box.Center() - axis * (glm::dot(glm::abs(axis), box.Extents()) + RoundPositive(e, 4.0f)),
                RoundPositive(e, 1.5f));
            return Inputs(sphere, axis * RoundPositive(e, 8.0f), box);
          }),
    Exact("inside or touching at the start",
          [](Engine& e) {
            const AABB box = RoundBox(e);
            const float radius = RoundPositive(e, 1.5f);
            Point centre = PointOnBoxSurface(e, box);
            if (Coin(e)) centre += AxisVector(e) * radius;  // from a face's middle out: touching (or an edge's)
            return Inputs(Sphere(centre, radius), Coin(e) ? RoundMotion(e) : glm::vec3(0.0f), box);
          }),
    Exact("no motion", [](Engine& e) { return Inputs(RoundSphere(e), glm::vec3(0.0f), RoundBox(e)); }),
    Exact("a zero radius: a moving point",
          [](Engine& e) { return Inputs(Sphere(RoundPoint(e), 0.0f), RoundPoint(e, 6.0f), RoundBox(e)); }),
    Kind("moving away or falling short",
         [](Engine& e) {
           const Sphere sphere(UniformPoint(e, 6.0f), Uniform(e, 0.2f, 1.0f));
           const AABB box = UniformBox(e);
           const glm::vec3 towards = box.Center() - sphere.position;
           return Inputs(sphere, towards * (Coin(e) ? -Uniform(e, 0.1f, 1.0f) : Uniform(e, 0.0f, 0.15f)), box);
         }),
    Exact("NaN",
          [](Engine& e) {
            glm::vec3 centre = RoundPoint(e, 3.0f), velocity = RoundMotion(e);
            PutNaN(e, centre, velocity);
            return Inputs(Sphere(centre, 1.0f), velocity, RoundBox(e));
          }),
};

// ---- MovingAABBAABB: relative motion, per axis the times the spans overlap; an inverted box is empty.
AABB Inverted(AABB box) {
  std::swap(box.min, box.max);
  return box;
}
const std::vector<Generator> kBoxBox = {
    Kind("random",
         [](Engine& e) { return Inputs(AnyBox(e), UniformPoint(e, 8.0f), AnyBox(e), UniformPoint(e, 8.0f)); }),
    Kind("aimed at each other",
         [](Engine& e) {
           const AABB a = UniformBox(e), b = UniformBox(e);
           const glm::vec3 vb = UniformPoint(e, 3.0f);
           return Inputs(a, vb + (b.Center() - a.Center()) * Uniform(e, 0.3f, 1.5f) + UniformPoint(e, 2.0f), b, vb);
         }),
    Exact("round boxes, round motions",
          [](Engine& e) { return Inputs(RoundBox(e), RoundPoint(e, 6.0f), RoundBox(e), RoundPoint(e, 6.0f)); }),
    Exact("touching or overlapping at the start",
          [](Engine& e) {
            const AABB a = RoundBox(e);
            AABB b = RoundBox(e);
            const int axis = UniformInt(e, 0, 2);
            const glm::vec3 shift = a.Center() - b.Center();  // b centred on a, then to a's face on one axis
            b = AABB(b.min + shift, b.max + shift);
            if (Coin(e)) {
              const float by = a.max[axis] - b.min[axis];
              b.min[axis] += by;
              b.max[axis] += by;
            }
            return Inputs(a, RoundMotion(e), b, RoundMotion(e));
          }),
    Exact("an axis without relative motion",
          [](Engine& e) {
            const AABB a = RoundBox(e), b = RoundBox(e);
            glm::vec3 va = RoundPoint(e, 6.0f), vb = RoundPoint(e, 6.0f);
            const int still = UniformInt(e, 0, 2);
            vb[still] = va[still];
            return Inputs(a, va, b, vb);
          }),
    Exact("an inverted box",
          [](Engine& e) {
            const AABB a = RoundBox(e), b = Inverted(RoundBox(e));
            return Coin(e) ? Inputs(a, RoundPoint(e, 6.0f), b, RoundPoint(e, 6.0f))
                           : Inputs(b, RoundPoint(e, 6.0f), a, RoundPoint(e, 6.0f));
          }),
    Exact("NaN",
          [](Engine& e) {
            AABB a = RoundBox(e);
            glm::vec3 va = RoundMotion(e);
            PutNaN(e, Coin(e) ? a.min : a.max, va);
            return Inputs(a, va, RoundBox(e), RoundMotion(e));
          }),
};

// ---- MovingAABBPlane: the box as a sphere of its projection radius, two-sided.
struct BoxByPlane {
  AABB box;
  Plane plane;
  glm::vec3 towards;
};
BoxByPlane PlaceBox(Engine& e, bool round, float gap) {
  const Plane plane = round ? RoundPlane(e) : UniformPlane(e);
  const AABB drawn = round ? RoundBox(e) : UniformBox(e);
  const float reach = glm::dot(drawn.Extents(), glm::abs(plane.normal));
  const float side = Coin(e) ? 1.0f : -1.0f;
  const Point centre = PointOnPlane(e, plane) + plane.normal * side * (reach + gap);
  return {AABB::FromCenterExtents(centre, drawn.Extents()), plane, -side * plane.normal};
}
const std::vector<Generator> kBoxPlane = {
    Kind("random", [](Engine& e) { return Inputs(AnyBox(e), UniformPoint(e, 8.0f), UniformPlane(e)); }),
    Kind("aimed at a tilted plane, reaching it or not",
         [](Engine& e) {
           const float gap = Uniform(e, 0.1f, 4.0f);
           const BoxByPlane b = PlaceBox(e, false, gap);
           return Inputs(b.box, b.towards * gap * Uniform(e, 0.3f, 2.5f) + UniformPoint(e, 2.0f), b.plane);
         }),
    Exact("an axis plane, touching at the end",
          [](Engine& e) {
            const float gap = RoundPositive(e, 4.0f);
            const BoxByPlane b = PlaceBox(e, true, gap);
            return Inputs(b.box, b.towards * gap, b.plane);
          }),
    Exact("an axis plane, crossing it",
          [](Engine& e) {
            const float gap = RoundPositive(e, 4.0f);
            const BoxByPlane b = PlaceBox(e, true, gap);
            return Inputs(b.box, b.towards * (gap + RoundPositive(e, 4.0f)), b.plane);
          }),
    Exact("already cutting the plane",
          [](Engine& e) {
            const BoxByPlane b = PlaceBox(e, true, -0.5f);
            return Inputs(b.box, Coin(e) ? RoundMotion(e) : glm::vec3(0.0f), b.plane);
          }),
    Exact("no motion",
          [](Engine& e) {
            const BoxByPlane b = PlaceBox(e, true, Round(e, 1.0f));
            return Inputs(b.box, glm::vec3(0.0f), b.plane);
          }),
    Exact("parallel or away",
          [](Engine& e) {
            const BoxByPlane b = PlaceBox(e, true, RoundPositive(e, 2.0f));
            return Inputs(b.box,
                          Coin(e) ? AcrossAxis(e, b.towards) * Round(e, 8.0f) : -b.towards * RoundPositive(e, 8.0f),
                          b.plane);
          }),
    Exact("a degenerate plane or an inverted box",
          [](Engine& e) {
            const BoxByPlane b = PlaceBox(e, true, 1.0f);
            return Coin(e) ? Inputs(b.box, b.towards * 4.0f, Plane(glm::vec3(0.0f), Round(e)))
                           : Inputs(Inverted(b.box), b.towards * 4.0f, b.plane);
          }),
    Exact("NaN",
          [](Engine& e) {
            BoxByPlane b = PlaceBox(e, true, 1.0f);
            glm::vec3 velocity = b.towards * 4.0f;
            PutNaN(e, Coin(e) ? b.box.min : b.box.max, velocity);
            return Inputs(b.box, velocity, b.plane);
          }),
};

// ---- The searches, on a segment of half length `half` moving from start to end past the wall [low, high].
SlabMotion AnySlab(Engine& e) {
  const float low = Uniform(e, -5.0f, 5.0f);
  return {Uniform(e, -10.0f, 10.0f), Uniform(e, -10.0f, 10.0f), Uniform(e, 0.05f, 1.0f), low,
          low + Uniform(e, 0.05f, 2.0f)};
}
// Fast, past a thin wall: it meets the wall for a short part of the motion (tunnelling).
SlabMotion ThinWall(Engine& e) {
  const float low = Uniform(e, -2.0f, 2.0f), start = Uniform(e, -12.0f, -8.0f);
  const SlabMotion slab{start, Uniform(e, 8.0f, 12.0f), Uniform(e, 0.05f, 0.5f), low, low + Uniform(e, 0.01f, 0.3f)};
  return Coin(e) ? slab : SlabMotion{slab.end, slab.start, slab.half, slab.wall_low, slab.wall_high};
}
// Multiples of 0.5 (exact positions at s = k / 2^n): touching at a sample's end is decided exactly.
SlabMotion RoundSlab(Engine& e) {
  const float low = Round(e, 4.0f);
  return {Round(e, 8.0f), Round(e, 8.0f), RoundPositive(e, 1.0f), low,
          low + 0.5f * static_cast<float>(UniformInt(e, 0, 4))};
}
// Meeting the wall at the start only, and gone from it by s = 1/64.
SlabMotion LeavingTheWall(Engine& e) {
  const float low = Round(e, 2.0f);
  return {low, low + (Coin(e) ? 100.0f : -100.0f), 0.5f, low, low + 0.5f};
}
SlabMotion NeverMeeting(Engine& e) {
  const float low = Round(e, 2.0f);
  return {low - 8.0f, low - 2.0f - Round(e, 1.0f) - 1.0f, 0.5f, low, low + 1.0f};
}
// 2^-k, k from 0 to 6.
float PowerOfTwoStep(Engine& e) { return std::ldexp(1.0f, -UniformInt(e, 0, 6)); }

const std::vector<Generator> kTimeSlicing = {
    Kind("random",
         [](Engine& e) {
           const float frame = Uniform(e, 0.1f, 2.0f);
           return Inputs(AnySlab(e), frame, frame * Uniform(e, 0.01f, 0.5f));
         }),
    Kind("a thin wall, fast",
         [](Engine& e) {
           const float frame = Uniform(e, 0.1f, 2.0f);
           return Inputs(ThinWall(e), frame, frame * Uniform(e, 0.005f, 0.2f));
         }),
    // The count of slices is decided exactly, and changes with any jitter of so thin a slice.
    Exact("thin slices: hundreds of tests",
          [](Engine& e) { return Inputs(Coin(e) ? ThinWall(e) : AnySlab(e), 1.0f, Uniform(e, 0.001f, 0.01f)); }),
    // 0.66 / 0.033 is 20.000001 in float: 20 slices (kSliceCountTolerance), which a jitter of the case would change.
    Exact("the book's frame: 0.66 s in slices of 0.033 s",
          [](Engine& e) { return Inputs(Coin(e) ? ThinWall(e) : AnySlab(e), 0.66f, 0.033f); }),
    Exact("round: a whole number of slices",
          [](Engine& e) {
            const float slice = PowerOfTwoStep(e);
            return Inputs(RoundSlab(e), slice * static_cast<float>(1 << UniformInt(e, 0, 3)), slice);
          }),
    // 1 / 0.6, 1 / 0.3, 1 / 0.14 and 1 / 0.0666 are 2, 4, 8 and 16 slices: a slice's end is exact.
    Exact("round: a frame that is not a whole number of slices",
          [](Engine& e) {
            const float slices[] = {0.6f, 0.3f, 0.14f, 0.0666f};
            return Inputs(RoundSlab(e), 1.0f, slices[UniformInt(e, 0, 3)]);
          }),
    Exact("a slice as long as the frame or longer",
          [](Engine& e) {
            const float frame = RoundPositive(e, 2.0f);
            return Inputs(RoundSlab(e), frame, frame * static_cast<float>(UniformInt(e, 1, 4)));
          }),
    Exact("meeting only at the start, or never",
          [](Engine& e) { return Inputs(Coin(e) ? LeavingTheWall(e) : NeverMeeting(e), 1.0f, PowerOfTwoStep(e)); }),
    Exact("no frame or no slice (zero, negative, NaN)",
          [](Engine& e) {
            const float none[] = {0.0f, -0.25f, kNaN};
            const float bad = none[UniformInt(e, 0, 2)];
            return Coin(e) ? Inputs(RoundSlab(e), bad, 0.25f) : Inputs(RoundSlab(e), 1.0f, bad);
          }),
};

const std::vector<Generator> kLinearSearch = {
    Kind("random", [](Engine& e) { return Inputs(AnySlab(e), UniformInt(e, 1, 64)); }),
    Kind("a thin wall, fast", [](Engine& e) { return Inputs(ThinWall(e), UniformInt(e, 2, 200)); }),
    Exact("round: steps a power of two", [](Engine& e) { return Inputs(RoundSlab(e), 1 << UniformInt(e, 0, 5)); }),
    Exact("meeting only at the start, or never",
          [](Engine& e) { return Inputs(Coin(e) ? LeavingTheWall(e) : NeverMeeting(e), UniformInt(e, 1, 16)); }),
    Exact("fewer than one step", [](Engine& e) { return Inputs(RoundSlab(e), -UniformInt(e, 0, 3)); }),
};

const std::vector<Generator> kBinarySearch = {
    Kind("random", [](Engine& e) { return Inputs(AnySlab(e), Uniform(e, 0.001f, 0.3f)); }),
    Kind("a thin wall, fast", [](Engine& e) { return Inputs(ThinWall(e), Uniform(e, 0.001f, 0.1f)); }),
    Exact("round: min_step a power of two", [](Engine& e) { return Inputs(RoundSlab(e), PowerOfTwoStep(e)); }),
    Exact("min_step the whole motion or more",
          [](Engine& e) { return Inputs(RoundSlab(e), RoundPositive(e, 2.0f) + 0.5f); }),
    Exact("meeting only at the start, or never",
          [](Engine& e) { return Inputs(Coin(e) ? LeavingTheWall(e) : NeverMeeting(e), PowerOfTwoStep(e)); }),
    Exact("no min_step (zero, negative, NaN): widened to 2^-20",
          [](Engine& e) {
            const float none[] = {0.0f, -0.25f, kNaN};
            return Inputs(RoundSlab(e), none[UniformInt(e, 0, 2)]);
          }),
};

// MovingSpherePlane's answer on a miss is happened = false and t = -1; its other fields say nothing then.
bool SpherePlaneAgrees(std::string_view, std::string_view expected, std::string_view actual, double tolerance) {
  Collisions::CollisionResult want, got;
  if (!FromText(expected, want) || !FromText(actual, got)) return false;
  if (!want.happened && !got.happened) return NumbersNear({want.t}, {got.t}, tolerance);
  return NumbersNear(NumbersOf(want), NumbersOf(got), tolerance);
}

// The searches by their own names: the samples' Collisions:: wrapper of a name (samples/traced.hpp) does not convert
// to a pointer to a function taking a callback.
[[maybe_unused]] const bool kRegistered = RegisterAll({
    WithAgreement(MakeSpec<Collisions::CollisionResult(const Sphere&, const Plane&, const glm::vec3&)>(
                      Collisions::MovingSpherePlane, "MovingSpherePlane", kSpherePlane),
                  SpherePlaneAgrees),
    MakeSpec<bool(const Sphere&, const glm::vec3&, const Sphere&, const glm::vec3&, float&)>(
        Collisions::MovingSphereSphere, "MovingSphereSphere", kSphereSphere),
    MakeSpec<bool(const Sphere&, const glm::vec3&, const AABB&, float&)>(Collisions::MovingSphereAABB,
                                                                         "MovingSphereAABB", kSphereBox),
    MakeSpec<bool(const AABB&, const glm::vec3&, const AABB&, const glm::vec3&, float&)>(Collisions::MovingAABBAABB,
                                                                                         "MovingAABBAABB", kBoxBox),
    MakeSpec<bool(const AABB&, const glm::vec3&, const Plane&, float&)>(Collisions::MovingAABBPlane, "MovingAABBPlane",
                                                                        kBoxPlane),
    MakeSpec<float(const Collisions::OverlapsAt&, float, float, int&)>(::lab::Collisions::TimeSlicingSearch,
                                                                       "TimeSlicingSearch", kTimeSlicing),
    MakeSpec<float(const Collisions::OverlapsAt&, int, int&)>(::lab::Collisions::LinearImpactSearch,
                                                              "LinearImpactSearch", kLinearSearch),
    MakeSpec<float(const Collisions::MayMeetBetween&, float, int&)>(::lab::Collisions::BinaryImpactSearch,
                                                                    "BinaryImpactSearch", kBinarySearch),
});

}  // namespace
}  // namespace chapter11
}  // namespace lab::samples::random_cases
