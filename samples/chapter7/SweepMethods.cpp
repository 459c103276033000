// Chapter 7, Fauerby's swept-sphere test next to the complete one.
#include <cmath>
#include <limits>

#include "samples/sample_checks.hpp"
#include "samples/sample_ellipsoid.hpp"

namespace lab::samples {
namespace {

struct SweepCase {
  const char* what;
  Point start;
  glm::vec3 velocity;
  float t;  // the complete test's time of impact (brute force agrees, tests/sweeps_test.cpp)
  Point contact;
  float seed_t;  // the seed's, or -1 for a miss
};

// A unit sphere against the floor triangle (0,0,0), (0,0,4), (4,0,0), facing up.
const Triangle kFloorTriangle(Point(0, 0, 0), Point(0, 0, 4), Point(4, 0, 0));

class SweepMethods final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.target = Point(9, 0, 4), .yaw_degrees = 180.0f, .pitch_degrees = -55.0f, .distance = 25.0f});
    ViewCamera().SetAutoRotate(false);
    for (std::size_t i = 0; i < kCases.size(); ++i) {
      const SweepCase& c = kCases[i];
      Check().About(static_cast<int>(i));
      const Sphere sphere(c.start, 1.0f);
      Collisions::SweepHit hit;
      const bool found = Collisions::SweepTest(sphere, c.velocity, kFloorTriangle, hit);
      const std::string what = fmt::format("{}: SweepTest(sphere {}, velocity {})", c.what, sphere, c.velocity);
      Check().Expect(what, true, found);
      Check().ExpectNear(what + ": t", c.t, hit.t, 1e-5f);
      Check().ExpectNear(what + ": contact", c.contact, hit.contact, 1e-4f);
      Collisions::SweepHit seed;
      const bool seed_found = Collisions::SweepTestPlaneFirst(sphere, c.velocity, kFloorTriangle, seed);
      const std::string seed_what =
          fmt::format("{}: SweepTestPlaneFirst(sphere {}, velocity {})", c.what, sphere, c.velocity);
      Check().Expect(seed_what, c.seed_t >= 0.0f, seed_found);
      Check().ExpectNear(seed_what + ": t", c.seed_t, seed.t, 1e-5f);
    }
    CheckSphereClauses();
    CheckEllipsoidClauses();
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"SweepTest(Sphere, glm::vec3, Triangle, SweepHit&)",
                               "SweepTestPlaneFirst(Sphere, glm::vec3, Triangle, SweepHit&)",
                               "SweepTest(Ellipsoid, glm::vec3, CollisionWorld, WorldHit&)"});
  }

  // The contracts' clauses (samples/contracts/sweeps.txt) of the two sphere sweeps, against the floor triangle
  // (y = 0, facing up) unless a clause needs another.
  void CheckSphereClauses() {
    Check().About({});
    const float nan = std::numeric_limits<float>::quiet_NaN();
    // One sweep by the complete test (or Fauerby's), hit.t NaN before the call: a hit's t and contact, or a
    // miss's hit.t = -1.
    const auto sweep = [&](std::string_view clause, bool complete, const Sphere& sphere, const glm::vec3& velocity,
                           bool hits, float t = -1.0f, const Point& contact = Point(0.0f),
                           const Triangle& triangle = kFloorTriangle) {
      Collisions::SweepHit hit{.t = nan, .contact = Point(nan)};
      const std::string call = fmt::format("{}(sphere {}, velocity {}, triangle {})",
                                           complete ? "SweepTest" : "SweepTestPlaneFirst", sphere, velocity, triangle);
      ExpectClause(Check(), clause, call, hits,
                   complete ? Collisions::SweepTest(sphere, velocity, triangle, hit)
                            : Collisions::SweepTestPlaneFirst(sphere, velocity, triangle, hit));
      if (hits) {
        ExpectClause(Check(), clause, call + ": t", t, hit.t);
        ExpectClause(Check(), clause, call + ": contact", contact, hit.contact);
      } else {
        ExpectClause(Check(), "on a miss it returns false and sets hit.t = -1", call + ": hit.t", -1.0f, hit.t);
      }
    };
    constexpr bool kComplete = true, kSeed = false;
    const char* face = "the face: t is when the sphere first touches it, contact the point of the face touched";
    sweep(face, kComplete, Sphere(Point(1, 3, 1), 1.0f), glm::vec3(0, -4, 0), true, 0.5f, Point(1, 0, 1));
    sweep(face, kComplete, Sphere(Point(1, 3, 1), 1.0f), glm::vec3(1, -4, 0), true, 0.5f, Point(1.5f, 0, 1));
    sweep("two-sided: the face is hit from behind too", kComplete, Sphere(Point(1, -3, 1), 1.0f), glm::vec3(0, 4, 0),
          true, 0.5f, Point(1, 0, 1));
    // sqrt(x^2 + 0.6^2) = 1 at x = -0.8, 2.2 of the 4 units.
    sweep("an edge: the first time the centre is a radius from the edge", kComplete, Sphere(Point(-3, 0.6f, 2), 1.0f),
          glm::vec3(4, 0, 0), true, 0.55f, Point(0, 0, 2));
    // Along the edge (4, 0, 0) - (0, 0, 0) to its end: the hypotenuse's line is a radius away sooner, but past
    // the end of that edge.
    const char* vertex = "a vertex: the first time the centre is a radius from the vertex";
    sweep(vertex, kComplete, Sphere(Point(7, 0, 0), 1.0f), glm::vec3(-4, 0, 0), true, 0.5f, Point(4, 0, 0));
    sweep(vertex, kComplete, Sphere(Point(8, 0, 0), 2.0f), glm::vec3(-4, 0, 0), true, 0.5f, Point(4, 0, 0));
    const char* grazing = "touching counts: passing exactly a radius from a vertex hits there";
    sweep(grazing, kComplete, Sphere(Point(-2, 0, -1), 1.0f), glm::vec3(4, 0, 0), true, 0.5f, Point(0, 0, 0));
    sweep(grazing, kComplete, Sphere(Point(-2, 0, -1.001f), 1.0f), glm::vec3(4, 0, 0), false);
    sweep("already overlapping and moving towards the closest point: t = 0 at the closest point", kComplete,
          Sphere(Point(1, 0.5f, 1), 1.0f), glm::vec3(0, -1, 0), true, 0.0f, Point(1, 0, 1));
    const char* escape = "already overlapping and moving away (or sideways) misses, so the sphere can always escape";
    sweep(escape, kComplete, Sphere(Point(1, 0.5f, 1), 1.0f), glm::vec3(0, 1, 0), false);
    sweep(escape, kComplete, Sphere(Point(1, 0.5f, 1), 1.0f), glm::vec3(1, 0, 0), false);
    sweep("exactly touching at the start and moving in: t = 0", kComplete, Sphere(Point(1, 1, 1), 1.0f),
          glm::vec3(0, -1, 0), true, 0.0f, Point(1, 0, 1));
    sweep("a move that ends before touching misses (t stays in [0, 1])", kComplete, Sphere(Point(1, 3, 1), 1.0f),
          glm::vec3(0, -1, 0), false);
    const char* away = "a move away, along or past the triangle misses";
    sweep(away, kComplete, Sphere(Point(1, 3, 1), 1.0f), glm::vec3(0, 4, 0), false);
    sweep(away, kComplete, Sphere(Point(1, 3, 1), 1.0f), glm::vec3(4, 0, 0), false);
    sweep(away, kComplete, Sphere(Point(6, 3, 6), 1.0f), glm::vec3(0, -4, 0), false);
    const char* unusable = "a zero velocity, NaN or a negative radius misses";
    sweep(unusable, kComplete, Sphere(Point(1, 0.5f, 1), 1.0f), glm::vec3(0), false);
    sweep(unusable, kComplete, Sphere(Point(1, 3, 1), 1.0f), glm::vec3(nan, -4, 0), false);
    sweep(unusable, kComplete, Sphere(Point(1, 3, 1), -1.0f), glm::vec3(0, -4, 0), false);
    sweep("a degenerate triangle is still tested as its edges and vertices", kComplete, Sphere(Point(2, 3, 0), 1.0f),
          glm::vec3(0, -4, 0), true, 0.5f, Point(2, 0, 0), Triangle(Point(0, 0, 0), Point(2, 0, 0), Point(4, 0, 0)));

    const char* lands =
        "the sphere's point nearest the plane, cast along the velocity, landing in the triangle is the contact";
    sweep(lands, kSeed, Sphere(Point(1, 3, 1), 1.0f), glm::vec3(0, -4, 0), true, 0.5f, Point(1, 0, 1));
    sweep(lands, kSeed, Sphere(Point(1, 3, 1), 1.0f), glm::vec3(1, -4, 0), true, 0.5f, Point(1.5f, 0, 1));
    sweep("one-sided: a centre behind the face misses", kSeed, Sphere(Point(1, -3, 1), 1.0f), glm::vec3(0, 4, 0),
          false);
    const char* cutting =
        "when the plane already cuts the sphere, the plane point is the centre's projection and t is 0";
    sweep(cutting, kSeed, Sphere(Point(1, 0.5f, 1), 1.0f), glm::vec3(0, -1, 0), true, 0.0f, Point(1, 0, 1));
    sweep(cutting, kSeed, Sphere(Point(1, 0.5f, 1), 1.0f), glm::vec3(1, 0, 0), true, 0.0f, Point(1, 0, 1));
    // The centre's projection (-3, 0, 2) is outside; the triangle's point nearest it, (0, 0, 2), cast back along
    // -x meets the sphere 2.2 behind it.
    sweep("landing outside, the triangle's closest point is cast back along -velocity onto the sphere", kSeed,
          Sphere(Point(-3, 0.6f, 2), 1.0f), glm::vec3(4, 0, 0), true, 0.55f, Point(0, 0, 2));
    sweep("it misses the edge and vertex hits whose cast back misses the sphere", kSeed,
          Sphere(Point(-1.5f, 2, -0.5f), 1.0f), glm::vec3(1.5f, -3, 4.5f), false);
    const char* short_move = "a move that ends before touching misses (t stays in [0, 1])";
    sweep(short_move, kSeed, Sphere(Point(1, 3, 1), 1.0f), glm::vec3(0, -1, 0), false);
    sweep(short_move, kSeed, Sphere(Point(-3, 0.6f, 2), 1.0f), glm::vec3(1, 0, 0), false);
    sweep("a move away from the plane misses", kSeed, Sphere(Point(1, 3, 1), 1.0f), glm::vec3(0, 4, 0), false);
    sweep("a move away from the plane misses", kSeed, Sphere(Point(1, 3, 1), 1.0f), glm::vec3(4, 0, 0), false);
    sweep("NaN never hits", kSeed, Sphere(Point(1, 3, 1), 1.0f), glm::vec3(nan, -4, 0), false);
    sweep("NaN never hits", kSeed, Sphere(Point(nan, 3, 1), 1.0f), glm::vec3(0, -4, 0), false);
  }

  // The ellipsoid's world sweep: worlds of boxes (and one triangle), each built here, not at load time.
  void CheckEllipsoidClauses() {
    Check().About({});
    const float nan = std::numeric_limits<float>::quiet_NaN();
    const auto world_of = [](std::initializer_list<Collider> colliders) {
      CollisionWorld world;
      world.colliders.assign(colliders.begin(), colliders.end());
      return world;
    };
    const Collider floor = BoxCollider(AABB(Point(-10, -1, -10), Point(10, 0, 10)));  // its top is y = 0
    // hit's fields NaN (collider -7) before the call; the clause of each expected field, or null to leave it.
    struct Expected {
      float t = -1.0f;
      const char* contact_clause = nullptr;
      Point contact{0.0f};
      const char* normal_clause = nullptr;
      glm::vec3 normal{0.0f};
      const char* face_clause = nullptr;
      glm::vec3 face_normal{0.0f};
      const char* collider_clause = nullptr;
      int collider = 0;
    };
    const auto sweep = [&](std::string_view clause, const Ellipsoid& body, const glm::vec3& velocity,
                           const CollisionWorld& world, std::string_view world_text, bool hits,
                           const Expected& expected = {}) {
      WorldHit hit;
      hit.t = nan;
      hit.contact = hit.normal = hit.face_normal = Point(nan);
      hit.collider = -7;
      const std::string call = fmt::format("SweepTest(ellipsoid {} radii {}, velocity {}, {})", body.center,
                                           body.radius, velocity, world_text);
      ExpectClause(Check(), clause, call, hits, Collisions::SweepTest(body, velocity, world, hit));
      if (!hits) {
        ExpectClause(Check(), "on a miss it returns false and sets hit.t = -1", call + ": hit.t", -1.0f, hit.t);
        return;
      }
      ExpectClause(Check(), clause, call + ": t", expected.t, hit.t);
      if (expected.contact_clause)
        ExpectClause(Check(), expected.contact_clause, call + ": contact", expected.contact, hit.contact);
      if (expected.normal_clause)
        ExpectClause(Check(), expected.normal_clause, call + ": normal", expected.normal, hit.normal);
      if (expected.face_clause) {
        ExpectClause(Check(), expected.face_clause, call + ": face_normal", expected.face_normal, hit.face_normal);
      }
      if (expected.collider_clause) {
        ExpectClause(Check(), expected.collider_clause, call + ": collider", static_cast<float>(expected.collider),
                     static_cast<float>(hit.collider));
      }
    };
    const char* unit = "in ellipsoid space the ellipsoid is a unit sphere: t is when its surface first touches";
    const char* contact = "contact is the world point touched, in world space";
    const char* normal =
        "normal is the ellipsoid's unit surface normal at the contact (not the unit sphere's), pointing away from the "
        "world";
    const char* face = "face_normal is the touched triangle's unit normal, turned to face the ellipsoid";
    const char* nearest = "the nearest contact over every collider wins; collider is its index";
    const glm::vec3 up(0, 1, 0);
    // Radii (1, 2, 1) at height 5: its lowest point lands on y = 0 after 3 of the 10 units.
    const Ellipsoid tall(Point(0.5f, 5, 0.5f), glm::vec3(1, 2, 1));
    sweep(unit, tall, glm::vec3(0, -10, 0), world_of({floor}), "the floor y = 0", true,
          {.t = 0.3f,
           .contact_clause = contact,
           .contact = Point(0.5f, 0, 0.5f),
           .normal_clause = normal,
           .normal = up,
           .face_clause = face,
           .face_normal = up,
           .collider_clause = nearest,
           .collider = 0});
    // The wall x = 2 (collider 1) is reached at t = 0.375, the floor (collider 0) only at 0.5.
    const CollisionWorld walled = world_of({floor, BoxCollider(AABB(Point(2, 0, -10), Point(3, 4, 10)))});
    sweep(nearest, Ellipsoid(Point(0, 1, 0), glm::vec3(0.5f)), glm::vec3(4, -1, 0), walled,
          "the floor y = 0 (collider 0) and the wall x = 2 (collider 1)", true,
          {.t = 0.375f,
           .contact_clause = contact,
           .contact = Point(2, 0.625f, 0),
           .normal_clause = normal,
           .normal = glm::vec3(-1, 0, 0),
           .face_clause = face,
           .face_normal = glm::vec3(-1, 0, 0),
           .collider_clause = nearest,
           .collider = 1});
    // A flattened ellipsoid meets the box's top edge at the origin when the unit sphere's centre is sqrt(0.75) to
    // its left, 0.5 above it: the world normal is that unit normal divided by the radii, normalized.
    const Ellipsoid flat(Point(-3, 0.5f, 0), glm::vec3(2, 1, 1));
    sweep("each triangle is swept by the complete SweepTest: two-sided, edges and vertices count", flat,
          glm::vec3(3, 0, 0), world_of({BoxCollider(AABB(Point(0, -5, -5), Point(5, 0, 5)))}),
          "the box (0, -5, -5) - (5, 0, 5)", true,
          {.t = (1.5f - std::sqrt(0.75f)) / 1.5f,
           .contact_clause = contact,
           .contact = Point(0.0f),
           .normal_clause = normal,
           .normal = glm::normalize(glm::vec3(-std::sqrt(0.75f), 0.5f, 0) / flat.radius)});
    // One triangle wound to face down (normal -y), met from above.
    const CollisionWorld facing_down = world_of({Collider(
        Mesh::FromTriangles({Triangle(Point(-10, 0, -10), Point(10, 0, -10), Point(0, 0, 10))}), glm::mat4(1.0f))});
    sweep("each triangle is swept by the complete SweepTest: two-sided, edges and vertices count", tall,
          glm::vec3(0, -10, 0), facing_down, "one triangle in y = 0 facing down", true,
          {.t = 0.3f, .normal_clause = normal, .normal = up, .face_clause = face, .face_normal = up});
    // The floor again, as a box scaled into place and as a thin box turned 90 degrees about z.
    const char* placed = "a collider's world matrix (scale, rotation) is exact";
    const glm::mat4 lowered = glm::translate(glm::mat4(1.0f), glm::vec3(0, -0.5f, 0));
    sweep(placed, tall, glm::vec3(0, -10, 0),
          world_of({BoxCollider(AABB(Point(-1), Point(1)), glm::scale(lowered, glm::vec3(10, 0.5f, 10)))}),
          "the box (-1, -1, -1) - (1, 1, 1) scaled (10, 0.5, 10), its top moved to y = 0", true,
          {.t = 0.3f, .contact_clause = placed, .contact = Point(0.5f, 0, 0.5f)});
    sweep(placed, tall, glm::vec3(0, -10, 0),
          world_of({BoxCollider(AABB(Point(-0.5f, -10, -10), Point(0.5f, 10, 10)),
                                glm::rotate(lowered, glm::radians(90.0f), glm::vec3(0, 0, 1)))}),
          "the box (-0.5, -10, -10) - (0.5, 10, 10) turned 90 degrees about z, its top moved to y = 0", true,
          {.t = 0.3f, .contact_clause = placed, .contact = Point(0.5f, 0, 0.5f)});
    sweep("a zero velocity or NaN misses", Ellipsoid(Point(0, 0.5f, 0), glm::vec3(1)), glm::vec3(0), world_of({floor}),
          "the floor y = 0", false);
    sweep("a zero velocity or NaN misses", tall, glm::vec3(0, nan, 0), world_of({floor}), "the floor y = 0", false);
    sweep("on a miss it returns false and sets hit.t = -1", tall, glm::vec3(0, -2.9f, 0), world_of({floor}),
          "the floor y = 0", false);
  }

  bool ShowsGrid() const override { return false; }

  void Render() override {
    for (std::size_t i = 0; i < kCases.size(); ++i) {
      const SweepCase& c = kCases[i];
      const glm::vec3 offset(9.0f * static_cast<float>(i % 3), 0.0f, 10.0f * static_cast<float>(i / 3));
      Draw().About(static_cast<int>(i));  // the case's index; the moving sphere first, where its label goes
      const Sphere start(c.start + offset, 1.0f);
      Draw().DrawWireSphere(start, palette::kGray, 16);
      const Triangle triangle(kFloorTriangle.p0 + offset, kFloorTriangle.p1 + offset, kFloorTriangle.p2 + offset);
      Draw().DrawSolidTriangle(triangle, Translucent(palette::kShape));
      Draw().DrawWireTriangle(triangle, palette::kShape);
      Draw().DrawLine(start.position, start.position + c.velocity, palette::kConstruction);

      // The complete test's answer: the sphere where it touches (red) and the contact (green).
      Collisions::SweepHit hit;
      if (Collisions::SweepTest(Sphere(c.start, 1.0f), c.velocity, kFloorTriangle, hit)) {
        Draw().DrawSphere(Sphere(start.position + hit.t * c.velocity, 1.0f), palette::kRayHit, 16);
        Draw().DrawPoint(hit.contact + offset, 9.0f, palette::kHitPoint);
      }
      // Fauerby's: where it stops when that is later (yellow: already through the edge), or, when it
      // misses, the sphere at the end of the move (blue: passed into the triangle).
      Collisions::SweepHit seed;
      if (!Collisions::SweepTestPlaneFirst(Sphere(c.start, 1.0f), c.velocity, kFloorTriangle, seed)) {
        Draw().DrawSphere(Sphere(start.position + c.velocity, 1.0f), palette::kRayMiss, 16);
      } else if (seed.t > hit.t + 1e-4f) {
        Draw().DrawWireSphere(Sphere(start.position + seed.t * c.velocity, 1.0f), palette::kClosestPoint, 16);
      }
    }
  }

 private:
  static constexpr std::array<SweepCase, 6> kCases = {{
      {"face, both agree", Point(1, 3, 1), glm::vec3(0, -4, 0), 0.5f, Point(1, 0, 1), 0.5f},
      {"edge, sphere cutting the plane, both agree", Point(-3, 0.6f, 2), glm::vec3(4, 0, 0), 0.55f, Point(0, 0, 2),
       0.55f},
      // (1.5t - 1.5)^2 + (2 - 3t)^2 = 1: t = 7/15, when z = -0.5 + 4.5 t = 1.6.
      {"edge Fauerby's method misses", Point(-1.5f, 2, -0.5f), glm::vec3(1.5f, -3, 4.5f), 7.0f / 15.0f,
       Point(0, 0, 1.6f), -1.0f},
      {"vertex Fauerby's method misses", Point(-3, 2, 2.5f), glm::vec3(4.5f, -3, 4), 0.512003f, Point(0, 0, 4), -1.0f},
      // |(-5 + 5.5t, 4 - 3.5t, -3 + 2.5t)| = 1 at t = 14/15.
      {"vertex Fauerby's method misses", Point(-1, 4, -3), glm::vec3(5.5f, -3.5f, 2.5f), 14.0f / 15.0f, Point(4, 0, 0),
       -1.0f},
      {"edge Fauerby's method finds too late", Point(-3, 2, 0), glm::vec3(3, -2.5f, 2), 0.681603f,
       Point(0, 0, 1.36321f), 0.8f},
  }};
};

}  // namespace
LAB_REGISTER_SAMPLE(SweepMethods, Chapter::kEllipsoids,
                    "A unit sphere swept at a floor triangle by Fauerby's method (plane point, then the closest "
                    "point cast back) and by the complete one (face, then every edge and vertex by quadratics). "
                    "Red: where the complete test touches, green its contact. Fauerby's method misses two vertex "
                    "hits and an edge hit (blue: it passes into the triangle) and finds one edge too late (yellow).");
}  // namespace lab::samples
