// Chapter 7: swept spheres against triangles (hand-computed times of impact for the face, edge and vertex
// cases, and brute force), the ellipsoid world sweep and the sliding response.
#include <cmath>
#include <limits>
#include <random>

#include <glm/geometric.hpp>
#include <glm/gtc/matrix_transform.hpp>
#include <gtest/gtest.h>

#include "collisions/ellipsoid.hpp"
#include "tests/expect_near.hpp"

namespace lab::Collisions {
namespace {

constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
// In z = 0, facing +z; the right angle at the origin, legs of 4 along +x and +y.
const Triangle kTriangle(Point(0, 0, 0), Point(4, 0, 0), Point(0, 4, 0));

TEST(SweepTest, FaceInterior) {
  // The sphere's lowest point (1, 1, 2) reaches z = 0 after 2 of the 4 units.
  SweepHit hit;
  ASSERT_TRUE(SweepTest(Sphere(Point(1, 1, 3), 1), glm::vec3(0, 0, -4), kTriangle, hit));
  EXPECT_NEAR(hit.t, 0.5f, 1e-6f);
  ExpectNearPoint(Point(1, 1, 0), hit.contact);
  // Two-sided: the same from behind. The seed's method is one-sided.
  ASSERT_TRUE(SweepTest(Sphere(Point(1, 1, -3), 1), glm::vec3(0, 0, 4), kTriangle, hit));
  EXPECT_NEAR(hit.t, 0.5f, 1e-6f);
  EXPECT_FALSE(SweepTestPlaneFirst(Sphere(Point(1, 1, -3), 1), glm::vec3(0, 0, 4), kTriangle, hit));
  EXPECT_EQ(hit.t, -1.0f);
  ASSERT_TRUE(SweepTestPlaneFirst(Sphere(Point(1, 1, 3), 1), glm::vec3(0, 0, -4), kTriangle, hit));
  EXPECT_NEAR(hit.t, 0.5f, 1e-6f);
}

TEST(SweepTest, SlantedFaceHit) {
  // Moving along (1, 0, -1): the lowest point (1, 1, 3) meets z = 0 after travelling 3 units down, t = 3/4.
  SweepHit hit;
  ASSERT_TRUE(SweepTest(Sphere(Point(-2, 1, 4), 1), glm::vec3(4, 0, -4), kTriangle, hit));
  EXPECT_NEAR(hit.t, 0.75f, 1e-6f);
  ExpectNearPoint(Point(1, 1, 0), hit.contact);
}

TEST(SweepTest, EdgeHitWhileTheSphereCutsThePlane) {
  // The centre at height 0.6 moves along +x towards the edge on the y axis: it touches when the centre's
  // distance to that line, sqrt(x^2 + 0.6^2), is 1, at x = -0.8: t = 2.2 / 4.
  SweepHit hit;
  ASSERT_TRUE(SweepTest(Sphere(Point(-3, 2, 0.6f), 1), glm::vec3(4, 0, 0), kTriangle, hit));
  EXPECT_NEAR(hit.t, 0.55f, 1e-6f);
  ExpectNearPoint(Point(0, 2, 0), hit.contact);
}

TEST(SweepTest, VertexHitAlongTheDiagonal) {
  // Towards the right-angle vertex along (1, 1, 0): |(-2 + 2t)(1, 1)| = 1 at t = (2 - 1/sqrt 2) / 2. The
  // edges' lines are reached earlier (t = 0.5), but beyond the edges' ends, so they do not count.
  SweepHit hit;
  ASSERT_TRUE(SweepTest(Sphere(Point(-2, -2, 0), 1), glm::vec3(2, 2, 0), kTriangle, hit));
  EXPECT_NEAR(hit.t, (2.0f - std::sqrt(0.5f)) / 2.0f, 1e-6f);
  ExpectNearPoint(Point(0, 0, 0), hit.contact);
}

TEST(SweepTest, GrazingAVertexCountsAsTouching) {
  // Along y = -1 in the plane: exactly radius 1 from the vertex at the origin when x = 0, t = 3/4.
  SweepHit hit;
  ASSERT_TRUE(SweepTest(Sphere(Point(-3, -1, 0), 1), glm::vec3(4, 0, 0), kTriangle, hit));
  EXPECT_NEAR(hit.t, 0.75f, 1e-6f);
  ExpectNearPoint(Point(0, 0, 0), hit.contact);
  // A hair farther away misses.
  EXPECT_FALSE(SweepTest(Sphere(Point(-3, -1.001f, 0), 1), glm::vec3(4, 0, 0), kTriangle, hit));
}

TEST(SweepTest, OverlapAtTheStart) {
  SweepHit hit;
  // Overlapping and moving deeper: t = 0 at the closest point.
  ASSERT_TRUE(SweepTest(Sphere(Point(1, 1, 0.5f), 1), glm::vec3(0, 0, -1), kTriangle, hit));
  EXPECT_EQ(hit.t, 0.0f);
  ExpectNearPoint(Point(1, 1, 0), hit.contact);
  // Overlapping and moving away (or sideways) misses, so the sphere can always get out.
  EXPECT_FALSE(SweepTest(Sphere(Point(1, 1, 0.5f), 1), glm::vec3(0, 0, 1), kTriangle, hit));
  EXPECT_FALSE(SweepTest(Sphere(Point(1, 1, 0.5f), 1), glm::vec3(1, 0, 0), kTriangle, hit));
  // Exactly touching and moving in: t = 0.
  ASSERT_TRUE(SweepTest(Sphere(Point(1, 1, 1), 1), glm::vec3(0, 0, -1), kTriangle, hit));
  EXPECT_EQ(hit.t, 0.0f);
}

TEST(SweepTest, Misses) {
  SweepHit hit;
  EXPECT_FALSE(SweepTest(Sphere(Point(1, 1, 3), 1), glm::vec3(0, 0, 4), kTriangle, hit));      // away
  EXPECT_FALSE(SweepTest(Sphere(Point(1, 1, 3), 1), glm::vec3(0, 0, -1.9f), kTriangle, hit));  // too short
  EXPECT_FALSE(SweepTest(Sphere(Point(-1, 1, 1.5f), 1), glm::vec3(9, 0, 0), kTriangle, hit));  // above
  EXPECT_FALSE(SweepTest(Sphere(Point(6, 6, 0), 1), glm::vec3(0, 0, -9), kTriangle, hit));     // beside
  EXPECT_FALSE(SweepTest(Sphere(Point(1, 1, 3), 1), glm::vec3(0), kTriangle, hit));            // no motion
  EXPECT_FALSE(SweepTest(Sphere(Point(1, 1, 3), -1), glm::vec3(0, 0, -4), kTriangle, hit));    // bad radius
  EXPECT_FALSE(SweepTest(Sphere(Point(1, kNaN, 3), 1), glm::vec3(0, 0, -4), kTriangle, hit));
  EXPECT_FALSE(SweepTest(Sphere(Point(1, 1, 3), 1), glm::vec3(0, kNaN, -4), kTriangle, hit));
  EXPECT_EQ(hit.t, -1.0f);
}

TEST(SweepTest, DegenerateTriangleIsItsSegment) {
  const Triangle segment(Point(0, 0, 0), Point(2, 0, 0), Point(4, 0, 0));
  SweepHit hit;
  ASSERT_TRUE(SweepTest(Sphere(Point(2, 3, 0), 1), glm::vec3(0, -4, 0), segment, hit));
  EXPECT_NEAR(hit.t, 0.5f, 1e-6f);
  ExpectNearPoint(Point(2, 0, 0), hit.contact);
  EXPECT_FALSE(SweepTestPlaneFirst(Sphere(Point(2, 3, 0), 1), glm::vec3(0, -4, 0), segment, hit));
  const Triangle point(Point(1, 1, 1), Point(1, 1, 1), Point(1, 1, 1));
  ASSERT_TRUE(SweepTest(Sphere(Point(1, 4, 1), 1), glm::vec3(0, -4, 0), point, hit));
  EXPECT_NEAR(hit.t, 0.5f, 1e-6f);
}

// The first time the sphere's distance to the triangle falls to its radius, found by fine sampling and
// bisection (ClosestPoint is independent of the sweep's algebra); -1 when it never does.
float BruteForceTimeOfImpact(const Sphere& sphere, const glm::vec3& velocity, const Triangle& triangle) {
  const auto gap = [&](float t) {
    const Point center = sphere.position + t * velocity;
    return glm::length(ClosestPoint(triangle, center) - center) - sphere.radius;
  };
  constexpr int kSamples = 4000;
  float previous = 0.0f;
  for (int i = 1; i <= kSamples; ++i) {
    const float t = static_cast<float>(i) / kSamples;
    if (gap(t) <= 0.0f) {
      float low = previous, high = t;
      for (int k = 0; k < 40; ++k) {
        const float mid = 0.5f * (low + high);
        (gap(mid) <= 0.0f ? high : low) = mid;
      }
      return high;
    }
    previous = t;
  }
  return -1.0f;
}

TEST(SweepTest, AgreesWithBruteForce) {
  std::mt19937 random(7);
  std::uniform_real_distribution<float> coordinate(-3.0f, 3.0f);
  const auto point = [&] { return Point(coordinate(random), coordinate(random), coordinate(random)); };
  int hits = 0, face_hits = 0, edge_hits = 0, vertex_hits = 0;
  for (int i = 0; i < 1500; ++i) {
    const Triangle triangle(point(), point(), point());
    const Sphere sphere(point() * 2.0f, 0.3f + std::abs(coordinate(random)) / 3.0f);
    // Aimed near the triangle, so that face, edge and vertex hits all come up.
    const Point centroid = (triangle.p0 + triangle.p1 + triangle.p2) / 3.0f;
    const glm::vec3 velocity = (centroid + point() * 0.6f - sphere.position) * (1.0f + coordinate(random) / 6.0f);
    if (glm::length(ClosestPoint(triangle, sphere.position) - sphere.position) < sphere.radius) continue;
    SweepHit hit;
    const bool found = SweepTest(sphere, velocity, triangle, hit);
    const float expected = BruteForceTimeOfImpact(sphere, velocity, triangle);
    SCOPED_TRACE(fmt::format("case {}: sphere {}, velocity {}, triangle {}", i, sphere, velocity, triangle));
    // A grazing pass touches for an instant that sampling can miss; allow a sliver either way.
    if (expected < 0.0f) {
      if (found) {
        const Point center = sphere.position + hit.t * velocity;
        EXPECT_NEAR(glm::length(ClosestPoint(triangle, center) - center), sphere.radius, 1e-3f);
      }
      continue;
    }
    ASSERT_TRUE(found);
    EXPECT_NEAR(hit.t, expected, 1e-3f);
    ++hits;
    const bool at_vertex = hit.contact == triangle.p0 || hit.contact == triangle.p1 || hit.contact == triangle.p2;
    const glm::vec3 face = glm::cross(triangle.p1 - triangle.p0, triangle.p2 - triangle.p0);
    const bool face_on = std::abs(glm::dot(glm::normalize(face), hit.contact - sphere.position - hit.t * velocity)) >
                         sphere.radius * 0.9999f;
    (at_vertex ? vertex_hits : face_on ? face_hits : edge_hits) += 1;
    // The contact is on the triangle and at the radius from the centre at t.
    EXPECT_NEAR(glm::length(hit.contact - (sphere.position + hit.t * velocity)), sphere.radius, 1e-3f);
    EXPECT_NEAR(glm::length(ClosestPoint(triangle, hit.contact) - hit.contact), 0.0f, 1e-3f);
  }
  // The random cases really exercise every kind of contact.
  EXPECT_GT(hits, 500);
  EXPECT_GT(face_hits, 50);
  EXPECT_GT(edge_hits, 50);
  EXPECT_GT(vertex_hits, 50);
}

// ---- The ellipsoid world.

CollisionWorld FloorWorld() {
  CollisionWorld world;
  world.colliders.emplace_back(Mesh::FromTriangles(BoxTriangles(AABB(Point(-10, -1, -10), Point(10, 0, 10)))),
                               glm::mat4(1.0f));
  return world;
}

TEST(EllipsoidSweep, IsAUnitSphereInEllipsoidSpace) {
  // Radius 2 tall: its lowest point, 2 below the centre at y = 5, lands on y = 0 after 3 of the 10 units.
  const CollisionWorld world = FloorWorld();
  WorldHit hit;
  ASSERT_TRUE(SweepTest(Ellipsoid(Point(0.5f, 5, 0.5f), glm::vec3(1, 2, 1)), glm::vec3(0, -10, 0), world, hit));
  EXPECT_NEAR(hit.t, 0.3f, 1e-6f);
  ExpectNearPoint(Point(0.5f, 0, 0.5f), hit.contact);
  ExpectNearPoint(glm::vec3(0, 1, 0), hit.normal);
  ExpectNearPoint(glm::vec3(0, 1, 0), hit.face_normal);
  EXPECT_EQ(hit.collider, 0);
  EXPECT_FALSE(SweepTest(Ellipsoid(Point(0, 5, 0), glm::vec3(1, 2, 1)), glm::vec3(0, -2.9f, 0), world, hit));
  EXPECT_EQ(hit.t, -1.0f);
  EXPECT_FALSE(SweepTest(Ellipsoid(Point(0, 5, 0), glm::vec3(1, 0, 1)), glm::vec3(0, -10, 0), world, hit));
}

TEST(EllipsoidSweep, EllipsoidNormalIsNotTheSphereNormal) {
  // A 45-degree edge hit on a flattened ellipsoid: the world normal is the ellipsoid's surface normal.
  CollisionWorld world;
  world.colliders.emplace_back(Mesh::FromTriangles(BoxTriangles(AABB(Point(0, -5, -5), Point(5, 0, 5)))),
                               glm::mat4(1.0f));
  const Ellipsoid body(Point(-3, 0.5f, 0), glm::vec3(2, 1, 1));  // ellipsoid space: unit sphere at (-1.5, .5, 0)
  WorldHit hit;
  ASSERT_TRUE(SweepTest(body, glm::vec3(3, 0, 0), world, hit));
  // The box's top edge at x = 0, y = 0 is touched when the unit sphere's centre is sqrt(0.75) left of it.
  EXPECT_NEAR(hit.t, (1.5f - std::sqrt(0.75f)) / 1.5f, 1e-5f);
  EXPECT_NEAR(hit.contact.x, 0.0f, 1e-5f);
  EXPECT_NEAR(hit.contact.y, 0.0f, 1e-5f);
  const glm::vec3 unit_normal(-std::sqrt(0.75f), 0.5f, 0.0f);
  ExpectNearPoint(glm::normalize(unit_normal / body.radius), hit.normal);
}

TEST(EllipsoidSweep, MovedCollidersAreExact) {
  // The same box placed by a rotation and translation, and built in place: identical hits.
  const AABB local(Point(-1, -1, -1), Point(1, 1, 1));
  const glm::mat4 world_matrix =
      glm::rotate(glm::translate(glm::mat4(1.0f), glm::vec3(5, 1, 0)), glm::radians(30.0f), glm::vec3(0, 1, 0));
  CollisionWorld moved;
  moved.colliders.emplace_back(Mesh::FromTriangles(BoxTriangles(local)), world_matrix);
  std::vector<Triangle> placed;
  for (const Triangle& t : BoxTriangles(local)) placed.push_back(TransformTriangle(world_matrix, t));
  CollisionWorld built;
  built.colliders.emplace_back(Mesh::FromTriangles(placed), glm::mat4(1.0f));
  const Ellipsoid body(Point(0, 1.2f, 0.3f), glm::vec3(0.5f, 1.0f, 0.5f));
  WorldHit a, b;
  ASSERT_TRUE(SweepTest(body, glm::vec3(8, 0, 0), moved, a));
  ASSERT_TRUE(SweepTest(body, glm::vec3(8, 0, 0), built, b));
  EXPECT_NEAR(a.t, b.t, 1e-6f);
  ExpectNearPoint(a.contact, b.contact, 1e-5f);
}

// ---- CollideAndSlide.

CollisionWorld WallWorld() {  // a floor and a wall whose face is the plane x = 2
  CollisionWorld world = FloorWorld();
  world.colliders.emplace_back(Mesh::FromTriangles(BoxTriangles(AABB(Point(2, 0, -10), Point(3, 4, 10)))),
                               glm::mat4(1.0f));
  return world;
}

TEST(CollideAndSlide, KeepsTheTangentialComponentAlongAWall) {
  const SlideSettings settings;
  const Ellipsoid ball(Point(0, 1, 0), glm::vec3(0.5f));
  const SlideResult result = CollideAndSlide(ball, glm::vec3(4, 0, 4), WallWorld(), settings);
  EXPECT_TRUE(result.collided);
  EXPECT_NEAR(result.position.x, 1.5f - settings.very_close, 1e-5f);  // stopped very_close from the wall
  EXPECT_NEAR(result.position.z, 4.0f, 1e-5f);                        // all of the tangential move kept
  EXPECT_NEAR(result.position.y, 1.0f, 1e-6f);
  EXPECT_EQ(result.iterations, 2);
}

TEST(CollideAndSlide, CornerStopsWithoutTurningBack) {
  CollisionWorld world = WallWorld();
  world.colliders.emplace_back(Mesh::FromTriangles(BoxTriangles(AABB(Point(-10, 0, 2), Point(10, 4, 3)))),
                               glm::mat4(1.0f));
  const SlideSettings settings;
  const SlideResult result =
      CollideAndSlide(Ellipsoid(Point(0, 1, 0), glm::vec3(0.5f)), glm::vec3(6, -1, 5), world, settings);
  EXPECT_NEAR(result.position.x, 1.5f - settings.very_close, 1e-4f);
  EXPECT_NEAR(result.position.z, 1.5f - settings.very_close, 1e-4f);
  EXPECT_NEAR(result.position.y, 0.5f + settings.very_close, 1e-4f);  // the floor's crease too
  EXPECT_FALSE(Overlaps(Ellipsoid(result.position, glm::vec3(0.5f)), world, 0.0f));
}

TEST(CollideAndSlide, StopsOnWalkableGroundWhenAsked) {
  SlideSettings settings;
  settings.stop_on_normal_y = 0.7f;
  const SlideResult result =
      CollideAndSlide(Ellipsoid(Point(0, 2, 0), glm::vec3(0.5f, 1, 0.5f)), glm::vec3(0, -3, 0), FloorWorld(), settings);
  EXPECT_TRUE(result.stopped);
  EXPECT_NEAR(result.position.y, 1.0f + settings.very_close, 1e-5f);
}

TEST(CollideAndSlide, DegenerateInputDoesNotMove) {
  const SlideSettings settings;
  EXPECT_EQ(CollideAndSlide(Ellipsoid(Point(0, 2, 0), glm::vec3(0, 1, 1)), glm::vec3(1, 0, 0), FloorWorld(), settings)
                .position,
            Point(0, 2, 0));
  const SlideResult nan =
      CollideAndSlide(Ellipsoid(Point(0, 2, 0), glm::vec3(1)), glm::vec3(kNaN, 0, 0), FloorWorld(), settings);
  EXPECT_EQ(nan.position, Point(0, 2, 0));
  EXPECT_FALSE(nan.collided);
}

// Past the documented range no NaN comes out: a 1e30 world and move slides as at human scale (|move|^2 would
// overflow float), and a move that leaves float's range altogether does not move.
TEST(CollideAndSlide, HugeCoordinatesGiveNoNaN) {
  const float huge = 1e30f;
  CollisionWorld world;
  world.colliders.emplace_back(
      Mesh::FromTriangles(BoxTriangles(AABB(Point(-10, -1, -10) * huge, Point(10, 0, 10) * huge))), glm::mat4(1.0f));
  const SlideSettings settings{.very_close = 0.001f * huge};
  const SlideResult landed = CollideAndSlide(Ellipsoid(Point(0, 2, 0) * huge, glm::vec3(0.5f * huge)),
                                             glm::vec3(1, -3, 0) * huge, world, settings);
  EXPECT_TRUE(landed.collided);
  EXPECT_NEAR(landed.position.y / huge, 0.5f + 0.001f, 1e-4f);  // on the floor, very_close above it
  EXPECT_NEAR(landed.position.x / huge, 1.0f, 1e-4f);           // the slide kept all of the x move
  const Point start(3e38f, 0, 0);
  const SlideResult overflow =
      CollideAndSlide(Ellipsoid(start, glm::vec3(1)), glm::vec3(3e38f, 0, 0), FloorWorld(), SlideSettings{});
  EXPECT_EQ(overflow.position, start);
}

// Fauerby's stuck test ("Collision detection and response", the ellipsoid tutorial) and its remedy: a collider that
// appears inside the body (teleported there, so it does not push) makes the step find the body overlapping the world,
// and the body goes back to the last safe position, counted.
TEST(CharacterController, StuckBodyReturnsToTheLastSafePosition) {
  CollisionWorld world = FloorWorld();
  CharacterController::Settings settings;
  CharacterController person(Point(0, settings.radius.y + 0.01f, 0), settings);
  for (int step = 0; step < 60; ++step) person.Step(world, glm::vec3(1, 0, 0), false, 1.0f / 60.0f);
  ASSERT_EQ(person.StuckCount(), 0);
  const Point safe = person.Body().center;
  // A crate appears around the person's middle, the same at its previous and its current place.
  const AABB crate(safe - glm::vec3(0.2f, 0.3f, 0.2f), safe + glm::vec3(0.2f, 0.3f, 0.2f));
  world.colliders.emplace_back(Mesh::FromTriangles(BoxTriangles(crate)), glm::mat4(1.0f));
  ASSERT_TRUE(Overlaps(person.Body(), world, 0.0f));
  person.Step(world, glm::vec3(0.0f), false, 1.0f / 60.0f);
  EXPECT_EQ(person.StuckCount(), 1);
  ExpectNearPoint(safe, person.Body().center);
}

// Fauerby's own example of ellipsoid space: with radii (2, 2, 2), the world point (2, 2, 2) is (1, 1, 1),
// and a sweep in that space is the unit sphere's.
TEST(EllipsoidSweep, SeedsEllipsoidSpaceExample) {
  const glm::vec3 radius(2, 2, 2);
  ExpectNearPoint(Point(1, 1, 1), Point(2, 2, 2) / radius);
  const CollisionWorld world = FloorWorld();
  WorldHit hit;
  // The radius-2 sphere at height 4 falls 4: it lands after 2, half of the move, as the unit sphere at height
  // 2 falling 2 would in ellipsoid space.
  ASSERT_TRUE(SweepTest(Ellipsoid(Point(2, 4, 2), radius), glm::vec3(0, -4, 0), world, hit));
  EXPECT_NEAR(hit.t, 0.5f, 1e-6f);
  ExpectNearPoint(Point(2, 0, 2), hit.contact);
}

TEST(Overlaps, TouchingIsNotOverlapping) {
  const CollisionWorld world = FloorWorld();
  EXPECT_FALSE(Overlaps(Ellipsoid(Point(0, 1, 0), glm::vec3(0.5f, 1, 0.5f)), world, 0.0f));
  EXPECT_TRUE(Overlaps(Ellipsoid(Point(0, 0.9f, 0), glm::vec3(0.5f, 1, 0.5f)), world, 0.0f));
  EXPECT_FALSE(Overlaps(Ellipsoid(Point(0, 0.995f, 0), glm::vec3(0.5f, 1, 0.5f)), world, 0.01f));
}

}  // namespace
}  // namespace lab::Collisions
