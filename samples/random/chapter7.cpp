// Chapter 7's random cases (collisions/sweeps.cpp): a sphere swept against a triangle (the complete test and the
// seed's), an ellipsoid swept through a world of triangles, and the sliding response.
#include <cmath>

#include <glm/gtc/matrix_transform.hpp>

#include "collisions/ellipsoid.hpp"
#include "samples/random/generators.hpp"

namespace lab::samples::random_cases {
namespace chapter7 {  // this file's names, apart from the other chapters' it compiles beside
namespace {

using Collisions::SweepHit;

// ---- Comparing answers whose miss leaves fields the contract does not fix.

bool Close(double expected, double actual, double tolerance) {
  if (std::isnan(expected) || std::isnan(actual)) return std::isnan(expected) && std::isnan(actual);
  return std::abs(expected - actual) <= tolerance * std::max(1.0, std::abs(expected));
}
bool Close(const glm::vec3& expected, const glm::vec3& actual, double tolerance) {
  return Close(expected.x, actual.x, tolerance) && Close(expected.y, actual.y, tolerance) &&
         Close(expected.z, actual.z, tolerance);
}

// A sweep of a sphere: the same yes or no; a hit at the same t and contact, a miss with hit.t = -1 (its contact is
// not the contract's).
bool SweepsAgree(std::string_view, std::string_view expected, std::string_view actual, double tolerance) {
  std::tuple<bool, SweepHit> want, got;
  if (!ReadAll(expected, want) || !ReadAll(actual, got)) return false;
  const auto& [want_hit, want_sweep] = want;
  const auto& [got_hit, got_sweep] = got;
  if (want_hit != got_hit || !Close(want_sweep.t, got_sweep.t, tolerance)) return false;
  return !want_hit || Close(want_sweep.contact, got_sweep.contact, tolerance);
}

// Whether face_normal is the unit normal, either way round, of some triangle of the world that the contact lies
// on, turned to face the ellipsoid (not against its normal): a contact on an edge two triangles share may name
// either.
bool IsFaceNormalAt(const TriangleWorld& world, const WorldHit& hit, double tolerance) {
  double size = 1.0;
  for (const Triangle& t : world.triangles) {
    for (const Point& p : {t.p0, t.p1, t.p2}) size = std::max<double>(size, glm::length(p));
  }
  const float slack = static_cast<float>(tolerance * size);
  if (glm::dot(hit.face_normal, hit.normal) < -slack) return false;
  for (const Triangle& t : world.triangles) {
    const glm::vec3 cross = glm::cross(t.p1 - t.p0, t.p2 - t.p0);
    if (!(glm::dot(cross, cross) > 0.0f)) continue;
    const glm::vec3 n = glm::normalize(cross);
    const Point low = glm::min(glm::min(t.p0, t.p1), t.p2) - slack, high = glm::max(glm::max(t.p0, t.p1), t.p2) + slack;
    const bool on_it = std::abs(glm::dot(n, hit.contact - t.p0)) <= slack &&
                       glm::all(glm::lessThanEqual(low, hit.contact)) &&
                       glm::all(glm::lessThanEqual(hit.contact, high));
    if (on_it && (Close(n, hit.face_normal, tolerance) || Close(-n, hit.face_normal, tolerance))) return true;
  }
  return false;
}
// Two contacts of an ellipsoid with a world: the same t, contact, normal and collider, and a face normal of the
// world at the contact.
bool SameContact(const TriangleWorld& world, const WorldHit& want, const WorldHit& got, double tolerance) {
  return Close(want.t, got.t, tolerance) && Close(want.contact, got.contact, tolerance) &&
         Close(want.normal, got.normal, tolerance) && want.collider == got.collider &&
         IsFaceNormalAt(world, got, tolerance);
}
// The world sweep: on a miss only hit.t = -1 is the contract's.
bool WorldSweepsAgree(std::string_view inputs, std::string_view expected, std::string_view actual, double tolerance) {
  std::tuple<Ellipsoid, glm::vec3, TriangleWorld> given;
  std::tuple<bool, WorldHit> want, got;
  if (!ReadAll(inputs, given) || !ReadAll(expected, want) || !ReadAll(actual, got)) return false;
  const auto& [want_hit, want_contact] = want;
  const auto& [got_hit, got_contact] = got;
  if (want_hit != got_hit || !Close(want_contact.t, got_contact.t, tolerance)) return false;
  return !want_hit || SameContact(std::get<2>(given), want_contact, got_contact, tolerance);
}
// The slide: where it ends, whether it collided or stopped, and its last contact when it collided. How many sweeps
// it took is not compared: collisions.hpp does not say when a remainder is too short to sweep.
bool SlidesAgree(std::string_view inputs, std::string_view expected, std::string_view actual, double tolerance) {
  std::tuple<Ellipsoid, glm::vec3, TriangleWorld, SlideSettings> given;
  std::tuple<SlideResult> want, got;
  if (!ReadAll(inputs, given) || !ReadAll(expected, want) || !ReadAll(actual, got)) return false;
  const SlideResult& w = std::get<0>(want);
  const SlideResult& g = std::get<0>(got);
  if (!Close(w.position, g.position, tolerance) || w.collided != g.collided || w.stopped != g.stopped) return false;
  return !w.collided || SameContact(std::get<2>(given), w.last_hit, g.last_hit, tolerance);
}

// ---- Sphere sweeps: the complete test (two-sided, edges and vertices) and the seed's (one-sided, plane first).

glm::vec3 NormalOf(const Triangle& t) {
  const glm::vec3 n = glm::cross(t.p1 - t.p0, t.p2 - t.p0);
  return glm::dot(n, n) > 0.0f ? glm::normalize(n) : glm::vec3(0, 1, 0);
}
// A point of the triangle's boundary: a corner, or a point along an edge.
Point OnTheBoundary(Engine& e, const Triangle& t) {
  const Point corners[3] = {t.p0, t.p1, t.p2};
  const int k = UniformInt(e, 0, 2);
  return Coin(e) ? corners[k] : glm::mix(corners[k], corners[(k + 1) % 3], Uniform(e, 0.0f, 1.0f));
}
// A sphere of radius r starting `away` radii from target and moving towards it by `reach` times the distance.
std::string AimedSweep(Engine& e, const Triangle& t, const Point& target, float r, float away, float reach) {
  const Point start = target + UnitVector(e) * r * away;
  return Inputs(Sphere(start, r), (target - start) * reach, t);
}

const std::vector<Generator> kSphereSweeps = {
    Kind("random", [](Engine& e) { return Inputs(UniformSphere(e), UniformPoint(e, 4.0f), UniformTriangle(e)); }),
    Kind("aimed at the triangle",
         [](Engine& e) {
           const Triangle t = UniformTriangle(e);
           return AimedSweep(e, t, PointInTriangle(e, t), Uniform(e, 0.2f, 1.5f), Uniform(e, 1.2f, 4.0f),
                             Uniform(e, 0.3f, 1.5f));
         }),
    Exact("along an axis triangle's normal",
          [](Engine& e) {
            const Triangle t = AxisTriangle(e);
            const glm::vec3 n = NormalOf(t) * (Coin(e) ? 1.0f : -1.0f);
            const float r = RoundPositive(e, 1.5f);
            const Point start = PointInTriangle(e, t) + n * (r + RoundPositive(e, 2.0f));
            return Inputs(Sphere(start, r), -n * RoundPositive(e, 4.0f), t);
          }),
    Kind("grazing an edge or a corner",
         [](Engine& e) {
           const Triangle t = UniformTriangle(e);
           const float r = Uniform(e, 0.2f, 1.5f);
           const glm::vec3 off = UnitVector(e), along = Perpendicular(e, off);
           const Point passing = OnTheBoundary(e, t) + off * r * (1.0f + Uniform(e, -1e-3f, 1e-3f));
           const float length = Uniform(e, 1.0f, 6.0f);
           return Inputs(Sphere(passing - along * length * Uniform(e, 0.2f, 0.8f), r), along * length, t);
         }),
    Kind("overlapping at the start",
         [](Engine& e) {
           const Triangle t = UniformTriangle(e);
           const float r = Uniform(e, 0.2f, 1.5f);
           return Inputs(Sphere(PointInTriangle(e, t) + UnitVector(e) * r * Uniform(e, 0.0f, 0.95f), r),
                         UnitVector(e) * Uniform(e, 0.1f, 3.0f), t);
         }),
    Exact("touching an axis triangle at the start, moving in",
          [](Engine& e) {
            const Triangle t = AxisTriangle(e);
            const glm::vec3 n = NormalOf(t) * (Coin(e) ? 1.0f : -1.0f);
            const float r = RoundPositive(e, 1.5f);
            const Point inside = t.p0 + (t.p1 - t.p0) * 0.25f + (t.p2 - t.p0) * 0.25f;
            const glm::vec3 sideways = RoundPoint(e, 2.0f) * (glm::vec3(1.0f) - glm::abs(NormalOf(t)));
            return Inputs(Sphere(inside + n * r, r), sideways - n * RoundPositive(e, 2.0f), t);
          }),
    Kind("along an edge",
         [](Engine& e) {
           const Triangle t = UniformTriangle(e);
           const float r = Uniform(e, 0.2f, 1.5f);
           const glm::vec3 edge = t.p1 - t.p0;
           const glm::vec3 side = Perpendicular(e, glm::normalize(edge + glm::vec3(1e-6f)));
           const Point start = t.p0 - edge * Uniform(e, 0.2f, 1.0f) + side * r * Uniform(e, 0.0f, 1.2f);
           return Inputs(Sphere(start, r), edge * Uniform(e, 0.5f, 2.5f), t);
         }),
    Kind("a sliver",
         [](Engine& e) {
           const Triangle t = SliverTriangle(e);
           return AimedSweep(e, t, PointInTriangle(e, t), Uniform(e, 0.2f, 1.5f), Uniform(e, 1.2f, 4.0f),
                             Uniform(e, 0.5f, 1.5f));
         }),
    Kind("a degenerate triangle",
         [](Engine& e) {
           const Triangle t = DegenerateTriangle(e);
           return AimedSweep(e, t, t.p1, Uniform(e, 0.2f, 1.5f), Uniform(e, 1.2f, 4.0f), Uniform(e, 0.5f, 1.5f));
         }),
    Exact("a zero velocity, NaN or a negative radius",
          [](Engine& e) {
            const Triangle t = RoundTriangle(e);
            const Sphere s = RoundSphere(e);
            switch (UniformInt(e, 0, 2)) {
              case 0: return Inputs(s, glm::vec3(0.0f), t);
              case 1: return Inputs(s, WithNaN(e, RoundPoint(e)), t);
              default: return Inputs(Sphere(s.position, -s.radius), t.p0 - s.position, t);
            }
          }),
};

// The seed's method: the same draws, but for what collisions.hpp leaves to the complete test alone (a zero
// velocity, a negative radius, a triangle with no plane); NaN misses, as everywhere.
std::vector<Generator> SeedSweeps() {
  std::vector<Generator> generators;
  for (const Generator& g : kSphereSweeps) {
    if (g.kind != "a zero velocity, NaN or a negative radius" && g.kind != "a degenerate triangle") {
      generators.push_back(g);
    }
  }
  generators.push_back(Exact("NaN", [](Engine& e) {
    const Triangle t = RoundTriangle(e);
    const Sphere s = RoundSphere(e);
    return Coin(e) ? Inputs(s, WithNaN(e, t.p0 - s.position), t)
                   : Inputs(Sphere(WithNaN(e, s.position), s.radius), t.p0 - s.position, t);
  }));
  return generators;
}

// ---- Worlds: boxes, slopes and soups of triangles (one collider), and ellipsoids moving through them.

glm::vec3 UniformRadii(Engine& e) { return {Uniform(e, 0.2f, 1.2f), Uniform(e, 0.2f, 1.2f), Uniform(e, 0.2f, 1.2f)}; }
glm::vec3 RoundRadii(Engine& e) { return {RoundPositive(e, 1.5f), RoundPositive(e, 1.5f), RoundPositive(e, 1.5f)}; }
TriangleWorld WorldOf(std::initializer_list<AABB> boxes) {
  TriangleWorld world;
  for (const AABB& box : boxes) {
    for (const Triangle& t : BoxTriangles(box)) world.triangles.push_back(t);
  }
  return world;
}
// A floor: the box below y = 0, 8 across, with its top at y = 0.
AABB Floor() { return AABB(Point(-4, -1, -4), Point(4, 0, 4)); }
// A box turned about a random axis through its centre (a slope, a tilted crate).
TriangleWorld TurnedBox(Engine& e, const AABB& box, float most_degrees) {
  const glm::mat4 turn =
      glm::translate(glm::mat4(1.0f), box.Center()) *
      glm::rotate(glm::mat4(1.0f), glm::radians(Uniform(e, -most_degrees, most_degrees)), UnitVector(e)) *
      glm::translate(glm::mat4(1.0f), -box.Center());
  TriangleWorld world;
  for (const Triangle& t : BoxTriangles(box)) {
    world.triangles.emplace_back(Point(turn * glm::vec4(t.p0, 1.0f)), Point(turn * glm::vec4(t.p1, 1.0f)),
                                 Point(turn * glm::vec4(t.p2, 1.0f)));
  }
  return world;
}
// An ellipsoid above the floor by `clear` of its lower radius, somewhere over it.
Ellipsoid AboveTheFloor(Engine& e, float clear) {
  const glm::vec3 radii = UniformRadii(e);
  return Ellipsoid(Point(Uniform(e, -3, 3), radii.y * (1.0f + clear), Uniform(e, -3, 3)), radii);
}

const std::vector<Generator> kWorldSweeps = {
    Kind("onto a floor, falling and moving",
         [](Engine& e) {
           return Inputs(AboveTheFloor(e, Uniform(e, 0.1f, 2.0f)),
                         glm::vec3(Uniform(e, -2, 2), -Uniform(e, 0.5f, 5.0f), Uniform(e, -2, 2)), WorldOf({Floor()}));
         }),
    Exact("falling straight onto an axis box's top",
          [](Engine& e) {
            const AABB box = RoundBox(e);
            const glm::vec3 radii = RoundRadii(e);
            const Point over(Round(e, 3.0f), box.max.y + radii.y + RoundPositive(e, 2.0f), Round(e, 3.0f));
            return Inputs(Ellipsoid(over, radii), glm::vec3(0, -RoundPositive(e, 4.0f), 0), WorldOf({box}));
          }),
    Kind("between two boxes, the nearer first",
         [](Engine& e) {
           const AABB a = UniformBox(e), b = UniformBox(e);
           const Ellipsoid body(UniformPoint(e, 3.0f), UniformRadii(e));
           return Inputs(body, ((Coin(e) ? a : b).Center() - body.center) * Uniform(e, 0.3f, 1.5f), WorldOf({a, b}));
         }),
    Kind("a soup of triangles",
         [](Engine& e) {
           TriangleWorld world;
           for (int i = UniformInt(e, 2, 6); i > 0; --i) world.triangles.push_back(UniformTriangle(e));
           const Ellipsoid body(UniformPoint(e, 4.0f), UniformRadii(e));
           const Triangle& aim = world.triangles[static_cast<std::size_t>(UniformInt(e, 0, 1))];
           return Inputs(body, (PointInTriangle(e, aim) - body.center) * Uniform(e, 0.3f, 1.5f), world);
         }),
    Kind("grazing a box's top edge",
         [](Engine& e) {
           const AABB box = RoundBox(e);
           const glm::vec3 radii = UniformRadii(e);
           // Level with the top edge x = max.x, one lower radius (within a hair) above it, moving along z.
           const Point start(box.max.x + radii.x * Uniform(e, -0.5f, 0.5f),
                             box.max.y + radii.y * (1.0f + Uniform(e, -1e-3f, 1e-3f)), box.min.z - 2.0f * radii.z);
           return Inputs(Ellipsoid(start, radii), glm::vec3(0, 0, box.max.z - box.min.z + 4.0f * radii.z),
                         WorldOf({box}));
         }),
    Kind("a turned box",
         [](Engine& e) {
           const AABB box = RoundBox(e);
           const Ellipsoid body(UniformPoint(e, 5.0f), UniformRadii(e));
           return Inputs(body, (box.Center() - body.center) * Uniform(e, 0.3f, 1.2f), TurnedBox(e, box, 60.0f));
         }),
    Kind("overlapping at the start",
         [](Engine& e) {
           const Ellipsoid body = AboveTheFloor(e, Uniform(e, -0.9f, -0.05f));
           return Inputs(body, UnitVector(e) * Uniform(e, 0.2f, 2.0f), WorldOf({Floor()}));
         }),
    Kind("along a box's side, just clear of it or just touching",
         [](Engine& e) {
           const AABB box = RoundBox(e);
           const glm::vec3 radii = UniformRadii(e);
           // Beside the face x = max.x, one radius (within a hair) from it, moving along z past the box.
           const Point start(box.max.x + radii.x * (1.0f + Uniform(e, -1e-3f, 1e-3f)), box.Center().y,
                             box.min.z - 2.0f * radii.z);
           return Inputs(Ellipsoid(start, radii), glm::vec3(Uniform(e, -0.1f, 0.0f), 0, box.max.z - box.min.z),
                         WorldOf({box}));
         }),
    Exact("a zero velocity or NaN",
          [](Engine& e) {
            const Ellipsoid body = AboveTheFloor(e, Uniform(e, -0.5f, 1.0f));
            return Inputs(body, Coin(e) ? glm::vec3(0.0f) : WithNaN(e, glm::vec3(0, -2, 0)), WorldOf({Floor()}));
          }),
};

// ---- The slide: the settings drawn too (each of the contract's switches, now and then).

SlideSettings AnySettings(Engine& e) {
  SlideSettings settings;
  settings.max_iterations = UniformInt(e, 1, 5);
  settings.very_close = Coin(e) ? 0.001f : 0.01f;
  if (UniformInt(e, 0, 3) == 0) settings.stop_on_normal_y = 0.7f;
  settings.stop_on_edges_below = UniformInt(e, 0, 3) == 0;
  if (UniformInt(e, 0, 3) == 0) settings.steep_face_normal_y = 0.7f;
  settings.project_in_ellipsoid_space = UniformInt(e, 0, 3) == 0;
  return settings;
}

const std::vector<Generator> kSlides = {
    Kind("onto a floor, across and down",
         [](Engine& e) {
           return Inputs(AboveTheFloor(e, Uniform(e, 0.05f, 1.0f)),
                         glm::vec3(Uniform(e, -3, 3), -Uniform(e, 0.5f, 4.0f), Uniform(e, -3, 3)), WorldOf({Floor()}),
                         AnySettings(e));
         }),
    Kind("into a wall",
         [](Engine& e) {
           const Ellipsoid body = AboveTheFloor(e, Uniform(e, 0.0f, 0.5f));
           const AABB wall(Point(body.center.x + body.radius.x + Uniform(e, 0.1f, 1.5f), 0, -4),
                           Point(body.center.x + 5.0f, 3, 4));
           return Inputs(body, glm::vec3(Uniform(e, 1, 4), Uniform(e, -1, 0.5f), Uniform(e, -3, 3)),
                         WorldOf({Floor(), wall}), AnySettings(e));
         }),
    Kind("into a corner",
         [](Engine& e) {
           const Ellipsoid body(Point(Uniform(e, -1, 0.5f), 1.5f, Uniform(e, -1, 0.5f)), UniformRadii(e));
           return Inputs(
               body, glm::vec3(Uniform(e, 1, 5), Uniform(e, -2, 0.5f), Uniform(e, 1, 5)),
               WorldOf({Floor(), AABB(Point(2, 0, -4), Point(3, 3, 4)), AABB(Point(-4, 0, 2), Point(4, 3, 3))}),
               AnySettings(e));
         }),
    Kind("up a slope",
         [](Engine& e) {
           // A slab rising along +x at 20 to 70 degrees, its foot at the origin.
           const float degrees = Uniform(e, 20.0f, 70.0f);
           const glm::mat4 tilt = glm::rotate(glm::mat4(1.0f), glm::radians(degrees), glm::vec3(0, 0, 1));
           TriangleWorld world;
           for (const Triangle& t : BoxTriangles(AABB(Point(0, -1, -4), Point(8, 0, 4)))) {
             world.triangles.emplace_back(Point(tilt * glm::vec4(t.p0, 1.0f)), Point(tilt * glm::vec4(t.p1, 1.0f)),
                                          Point(tilt * glm::vec4(t.p2, 1.0f)));
           }
           const Ellipsoid body(Point(-2.5f, Uniform(e, 0.5f, 2.0f), Uniform(e, -1, 1)), UniformRadii(e));
           return Inputs(body, glm::vec3(Uniform(e, 3, 6), Uniform(e, -1, 0.5f), Uniform(e, -1, 1)), world,
                         AnySettings(e));
         }),
    Kind("into a step",
         [](Engine& e) {
           const Ellipsoid body = AboveTheFloor(e, Uniform(e, 0.0f, 0.3f));
           const AABB step(Point(body.center.x + body.radius.x + Uniform(e, 0.0f, 1.0f), 0, -4),
                           Point(body.center.x + 6.0f, Uniform(e, 0.1f, 1.5f), 4));
           return Inputs(body, glm::vec3(Uniform(e, 1, 4), Uniform(e, -1, 0), Uniform(e, -1, 1)),
                         WorldOf({Floor(), step}), AnySettings(e));
         }),
    Kind("a soup of triangles",
         [](Engine& e) {
           TriangleWorld world;
           for (int i = UniformInt(e, 2, 5); i > 0; --i) world.triangles.push_back(UniformTriangle(e));
           const Ellipsoid body(UniformPoint(e, 4.0f), UniformRadii(e));
           return Inputs(body, (PointInTriangle(e, world.triangles[0]) - body.center) * Uniform(e, 0.5f, 2.0f), world,
                         AnySettings(e));
         }),
    Kind("onto a turned crate on the floor",
         [](Engine& e) {
           TriangleWorld world = TurnedBox(e, AABB(Point(-1, 0, -1), Point(1, 2, 1)), 45.0f);
           for (const Triangle& t : BoxTriangles(Floor())) world.triangles.push_back(t);
           const Ellipsoid body(Point(Uniform(e, -2, 2), Uniform(e, 3, 4), Uniform(e, -2, 2)), UniformRadii(e));
           return Inputs(body, glm::vec3(Uniform(e, -2, 2), -Uniform(e, 2, 5), Uniform(e, -2, 2)), world,
                         AnySettings(e));
         }),
    Kind("nothing in the way",
         [](Engine& e) {
           return Inputs(AboveTheFloor(e, Uniform(e, 0.5f, 2.0f)),
                         glm::vec3(Uniform(e, -3, 3), Uniform(e, 0.0f, 2.0f), Uniform(e, -3, 3)), WorldOf({Floor()}),
                         AnySettings(e));
         }),
    Exact("a degenerate ellipsoid or a NaN velocity",
          [](Engine& e) {
            Ellipsoid body = AboveTheFloor(e, 0.5f);
            glm::vec3 move = RoundPoint(e, 2.0f);
            if (Coin(e)) {
              body.radius[UniformInt(e, 0, 2)] = Coin(e) ? 0.0f : -1.0f;
            } else {
              move = WithNaN(e, move);
            }
            return Inputs(body, move, WorldOf({Floor()}), AnySettings(e));
          }),
};

using SphereSweep = bool(const Sphere&, const glm::vec3&, const Triangle&, SweepHit&);

[[maybe_unused]] const bool kRegistered = RegisterAll({
    WithAgreement(MakeSpec<SphereSweep>(Collisions::SweepTest, "SweepTest", kSphereSweeps), SweepsAgree),
    WithAgreement(MakeSpec<SphereSweep>(Collisions::SweepTestPlaneFirst, "SweepTestPlaneFirst", SeedSweeps()),
                  SweepsAgree),
    WithAgreement(MakeSpec<bool(const Ellipsoid&, const glm::vec3&, const CollisionWorld&, WorldHit&)>(
                      Collisions::SweepTest, "SweepTest", kWorldSweeps),
                  WorldSweepsAgree),
    WithAgreement(
        MakeSpec<SlideResult(const Ellipsoid&, const glm::vec3&, const CollisionWorld&, const SlideSettings&)>(
            Collisions::CollideAndSlide, "CollideAndSlide", kSlides),
        SlidesAgree),
});

}  // namespace
}  // namespace chapter7
}  // namespace lab::samples::random_cases
