// Chapter 2 functions: the tutorial's cases plus touching, containment, both argument orders, degenerate
// input and NaN.
#include "samples/cases/static_intersections.hpp"

#include <limits>

#include <gtest/gtest.h>

#include "collisions/collisions.hpp"

namespace lab::Collisions {
namespace {

constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();

// The book's scenes (samples/cases/static_intersections.hpp, shared with the chapter 2 samples), in both
// argument orders where the two differ in type.
template <typename Shape, std::size_t N>
void ExpectAllPairs(const cases::AllPairs<Shape, N>& scene) {
  for (std::size_t i = 0; i < N; ++i) {
    for (std::size_t j = 0; j < N; ++j) {
      EXPECT_EQ(Intersects(scene.shapes[i], scene.shapes[j]), scene.expected[i * N + j]) << i << " against " << j;
    }
  }
}

template <typename One, typename Each, std::size_t N>
void ExpectOneAgainstEach(const cases::OneAgainstEach<One, Each, N>& scene) {
  for (std::size_t i = 0; i < N; ++i) {
    EXPECT_EQ(Intersects(scene.one, scene.each[i]), scene.expected[i]) << "against " << i;
    EXPECT_EQ(Intersects(scene.each[i], scene.one), scene.expected[i]) << i << " against it";
  }
}

TEST(StaticIntersections, TutorialScenes) {
  ExpectAllPairs(cases::SphereSphere());
  ExpectOneAgainstEach(cases::SphereAABB());
  ExpectOneAgainstEach(cases::SpherePlane());
  ExpectAllPairs(cases::AABBAABB());
  ExpectOneAgainstEach(cases::AABBPlane());
  ExpectAllPairs(cases::PlanePlane());
}

TEST(SphereSphere, TouchingCounts) {
  EXPECT_TRUE(Intersects(Sphere(Point(0, 0, 0), 2), Sphere(Point(0, -3, 0), 1)));  // exactly touching
  EXPECT_FALSE(Intersects(Sphere(Point(0, 0, 0), 2), Sphere(Point(0, 3.5f, 0), 1)));
  EXPECT_TRUE(Intersects(Sphere(Point(0, 0, 0), 2), Sphere(Point(1, 0, 0), 1)));  // one inside the other
  EXPECT_TRUE(Intersects(Sphere(), Sphere()));                                    // itself
  EXPECT_TRUE(Intersects(Sphere(Point(1, 0, 0), 0), Sphere(Point(0.0f), 1)));     // a point on the surface
  EXPECT_FALSE(Intersects(Sphere(Point(kNaN), 1), Sphere()));
}

TEST(SphereAABB, TouchingAFace) {
  EXPECT_TRUE(Intersects(Sphere(Point(3, 0, 0), 2), AABB()));  // touching a face
  EXPECT_FALSE(Intersects(Sphere(Point(3.01f, 0, 0), 2), AABB()));
  EXPECT_FALSE(Intersects(Sphere(Point(kNaN), 2), AABB()));
}

TEST(SpherePlane, TangentCountsBothSides) {
  const Sphere sphere(Point(1, 0, 1), 2.0f);
  EXPECT_TRUE(Intersects(sphere, Plane({0, -1, 0}, 2.0f)));                        // tangent, the normal turned away
  EXPECT_FALSE(Intersects(sphere, Plane({0, 1, 0}, -2.01f)));                      // just clear of it
  EXPECT_FALSE(Intersects(sphere, Plane(Point(0.0f), Point(1.0f), Point(2.0f))));  // degenerate plane
  EXPECT_FALSE(Intersects(Sphere(Point(kNaN), 2), Plane()));
}

TEST(AABBAABB, InclusiveOnEveryAxis) {
  EXPECT_TRUE(Intersects(AABB(), AABB(Point(1, 1, 1), Point(3, 3, 3))));    // a shared corner
  EXPECT_TRUE(Intersects(AABB(), AABB(Point(1, -1, -1), Point(3, 1, 1))));  // a shared face
  EXPECT_FALSE(Intersects(AABB(), AABB(Point(1.001f, 0, 0), Point(3, 3, 3))));
  EXPECT_TRUE(Intersects(AABB(Point(-0.5f, -2, -0.5f), Point(0.5f, 2, 0.5f)), AABB()));  // crossing
  EXPECT_TRUE(Intersects(AABB(Point(-5.0f), Point(5.0f)), AABB()));                      // containment
  EXPECT_FALSE(Intersects(AABB(Point(-3.0f), Point(-4.0f)), AABB()));
  EXPECT_FALSE(Intersects(AABB(Point(kNaN), Point(1.0f)), AABB()));
}

TEST(AABBPlane, TouchingAFaceOrACorner) {
  EXPECT_TRUE(Intersects(AABB(), Plane({0, 1, 0}, 1.0f)));        // the top face lies in the plane
  EXPECT_TRUE(Intersects(AABB(), Plane({1, 1, 1}, 1.7320508f)));  // only the corner (1,1,1) touches
  EXPECT_FALSE(Intersects(AABB(), Plane({0, 1, 0}, 1.001f)));
  EXPECT_FALSE(Intersects(AABB(), Plane(Point(0.0f), Point(1.0f), Point(2.0f))));  // degenerate plane
  EXPECT_FALSE(Intersects(AABB(Point(kNaN), Point(1.0f)), Plane()));
}

TEST(PlanePlane, ParallelAndCoincidentAreFalse) {
  EXPECT_TRUE(Intersects(Plane(), Plane({2, 0, 1}, 0.0f)));
  EXPECT_FALSE(Intersects(Plane(), Plane()));                                   // itself
  EXPECT_FALSE(Intersects(Plane({2, 0, 1}, 0.0f), Plane({1, 0, 0.5f}, 3.0f)));  // parallel
  EXPECT_FALSE(Intersects(Plane({0, 1, 0}, 0.0f), Plane({0, -1, 0}, 4.0f)));    // opposite normals
  // The parallel threshold: half a degree apart counts as parallel, a few degrees does not.
  EXPECT_FALSE(Intersects(Plane({0, 1, 0}, 0.0f), Plane({0.0087f, 1, 0}, 0.0f)));
  EXPECT_TRUE(Intersects(Plane({0, 1, 0}, 0.0f), Plane({0.05f, 1, 0}, 0.0f)));
  EXPECT_FALSE(Intersects(Plane(), Plane(Point(0.0f), Point(1.0f), Point(2.0f))));
  EXPECT_FALSE(Intersects(Plane({kNaN, 0, 1}, 0.0f), Plane({0, 1, 0}, 0.0f)));
}

}  // namespace
}  // namespace lab::Collisions
