#include "primitives/primitives.hpp"

#include <cmath>
#include <limits>

#include <glm/geometric.hpp>
#include <gtest/gtest.h>

#include "collisions/collisions.hpp"

namespace lab {
namespace {

TEST(Ray, NormalizesDirection) {
  const Ray ray({1, 2, 3}, {3, 0, 4});
  EXPECT_FLOAT_EQ(ray.direction.x, 0.6f);
  EXPECT_FLOAT_EQ(ray.direction.z, 0.8f);
  EXPECT_EQ(ray.position, Point(1, 2, 3));
  EXPECT_EQ(ray.At(5.0f), Point(4, 2, 7));
}

TEST(Ray, DefaultLooksAlongPlusZ) {
  const Ray ray;
  EXPECT_EQ(ray.position, Point(0.0f));
  EXPECT_EQ(ray.direction, glm::vec3(0, 0, 1));
}

TEST(Ray, ZeroOrNaNDirectionStaysZeroNotNaN) {
  EXPECT_EQ(Ray({0, 0, 0}, {0, 0, 0}).direction, glm::vec3(0.0f));
  const float nan = std::numeric_limits<float>::quiet_NaN();
  EXPECT_EQ(Ray({0, 0, 0}, {nan, 0, 0}).direction, glm::vec3(0.0f));
}

// Squared lengths overflow above about 1e19 and underflow below about 1e-19 in float; the normalization
// scales first, so a ray keeps its direction at any finite magnitude.
TEST(Ray, HugeAndTinyDirectionsKeepTheirWay) {
  for (const float scale : {1e-30f, 1e-20f, 1.0f, 1e20f, 3e38f}) {
    const Ray ray({0, 0, 0}, glm::vec3(scale, 0.0f, 0.0f));
    EXPECT_EQ(ray.direction, glm::vec3(1, 0, 0)) << scale;
    const Ray diagonal({0, 0, 0}, glm::vec3(scale, scale, 0.0f));
    EXPECT_NEAR(diagonal.direction.x, 0.70710678f, 1e-6f) << scale;
    EXPECT_NEAR(diagonal.direction.y, 0.70710678f, 1e-6f) << scale;
  }
  EXPECT_FLOAT_EQ(Line(Point(0.0f), Point(3e20f, 4e20f, 0.0f)).Length(), 5e20f);
  EXPECT_FLOAT_EQ(Line(Point(0.0f), Point(3e-25f, 4e-25f, 0.0f)).Length(), 5e-25f);
  EXPECT_TRUE(std::isinf(Length(glm::vec3(std::numeric_limits<float>::infinity(), 0.0f, 0.0f))));
  EXPECT_EQ(Plane(glm::vec3(0.0f, 1e-30f, 0.0f), 2.0f).normal, glm::vec3(0, 1, 0));
  float t = -1.0f;
  EXPECT_TRUE(Collisions::Raycast(Ray(Point(-5, 0, 0), glm::vec3(1e-30f, 0.0f, 0.0f)), Sphere(), t));
  EXPECT_NEAR(t, 4.0f, 1e-5f);
  EXPECT_TRUE(Collisions::Raycast(Ray(Point(-5, 0, 0), glm::vec3(1e20f, 0.0f, 0.0f)), Sphere(), t));
  EXPECT_NEAR(t, 4.0f, 1e-5f);
}

TEST(Plane, NormalIsNormalizedDistanceKept) {
  const Plane plane({1, 1, 0}, 1.0f);
  EXPECT_NEAR(glm::length(plane.normal), 1.0f, 1e-6f);
  EXPECT_NEAR(plane.normal.x, 0.7071068f, 1e-6f);
  EXPECT_FLOAT_EQ(plane.distance, 1.0f);
  EXPECT_FALSE(plane.IsDegenerate());
}

TEST(Plane, FromThreePointsIsCounterClockwise) {
  const Plane plane(Point(0, 0, 2), Point(1, 1, 2), Point(2, 0, 2));
  // cross((1,1,0), (2,0,0)) = (0,0,-2): the normal is -z and the plane is z = 2, so distance is -2.
  EXPECT_EQ(plane.normal, glm::vec3(0, 0, -1));
  EXPECT_FLOAT_EQ(plane.distance, -2.0f);
}

TEST(Plane, TutorialThreePointPlane) {
  const Plane plane(Point(5, 6, 7), Point(6, 5, 4), Point(1, 2, 3));
  EXPECT_NEAR(plane.normal.x, -0.4082483f, 1e-6f);
  EXPECT_NEAR(plane.normal.y, 0.8164966f, 1e-6f);
  EXPECT_NEAR(plane.normal.z, -0.4082483f, 1e-6f);
  EXPECT_NEAR(plane.distance, 0.0f, 1e-5f);
}

TEST(Plane, CollinearPointsGiveDegeneratePlane) {
  const Plane plane(Point(0, 0, 0), Point(1, 1, 1), Point(2, 2, 2));
  EXPECT_TRUE(plane.IsDegenerate());
  EXPECT_EQ(plane.normal, glm::vec3(0.0f));
}

TEST(Plane, DefaultIsXYPlane) {
  const Plane plane;
  EXPECT_EQ(plane.normal, glm::vec3(0, 0, 1));
  EXPECT_EQ(plane.distance, 0.0f);
}

TEST(AABB, CornersInAnyOrderAreFixed) {
  const AABB box(Point(-1, -1, -2), Point(-3, -2, -3));
  EXPECT_EQ(box.min, Point(-3, -2, -3));
  EXPECT_EQ(box.max, Point(-1, -1, -2));
  EXPECT_EQ(box.Center(), Point(-2, -1.5f, -2.5f));
  EXPECT_EQ(box.Extents(), glm::vec3(1, 0.5f, 0.5f));
  EXPECT_TRUE(box.IsValid());
}

TEST(AABB, CenterExtentsAndDefault) {
  const AABB box = AABB::FromCenterExtents(Point(5, 5, 5), glm::vec3(2, 4, 3));
  EXPECT_EQ(box.min, Point(3, 1, 2));
  EXPECT_EQ(box.max, Point(7, 9, 8));
  EXPECT_EQ(AABB().min, Point(-1.0f));
  EXPECT_EQ(AABB().max, Point(1.0f));
  EXPECT_FALSE(AABB(Point(0.0f), Point(0, 1, 1)).IsValid());  // flat
}

TEST(Line, LengthAndVector) {
  const Line line(Point(1, 1, 1), Point(4, 5, 1));
  EXPECT_FLOAT_EQ(line.Length(), 5.0f);
  EXPECT_FLOAT_EQ(line.LengthSquared(), 25.0f);
  EXPECT_EQ(line.ToVector(), glm::vec3(3, 4, 0));
}

TEST(Formatting, ShapesFormatForLogMessages) {
  EXPECT_EQ(fmt::format("{}", Ray({0, 0, 0}, {0, -2, 0})), "P: (0, 0, 0), D: (0, -1, 0)");
  EXPECT_EQ(fmt::format("{}", Plane({0, 0, 1}, 2.5f)), "N: (0, 0, 1), D: 2.5");
  EXPECT_EQ(fmt::format("{}", Sphere()), "Position: (0, 0, 0), Radius: 1");
  EXPECT_EQ(fmt::format("{}", AABB()), "Min: (-1, -1, -1), Max: (1, 1, 1)");
  EXPECT_EQ(fmt::format("{}", Line(Point(1, 2, 3), Point(4, 5, 6))), "Start: (1, 2, 3), End: (4, 5, 6)");
  EXPECT_EQ(fmt::format("{}", Triangle(Point(0.0f), Point(1, 0, 0), Point(0, 1, 0))),
            "p0: (0, 0, 0), p1: (1, 0, 0), p2: (0, 1, 0)");
}

}  // namespace
}  // namespace lab
