// Chapter 12: the oriented box, the capsule, the cylinder and the generic separating-axis test. The samples'
// hand-computed tables, then every function against an independent answer on seeded random cases: the convex
// hull's polyhedron tests for the box, dense sampling for the segment distances and the raycasts, and the
// specialised tests for the generic one.
#include "samples/cases/shapes.hpp"

#include <cmath>
#include <limits>
#include <random>

#include <glm/geometric.hpp>
#include <glm/gtc/matrix_transform.hpp>
#include <gtest/gtest.h>

#include "collisions/collisions.hpp"
#include "tests/expect_near.hpp"

namespace lab::Collisions {
namespace {

constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();

TEST(OBB, TheSamplesCases) {
  const OBB box = cases::TurnedBox();
  for (const cases::PointCase& c : cases::TurnedBoxPoints()) {
    EXPECT_EQ(PointInOBB(box, c.point), c.inside) << c.what;
    ExpectNearPoint(c.closest, ClosestPoint(box, c.point), 1e-5f);
  }
  for (const cases::SphereCase& c : cases::TurnedBoxSpheres()) EXPECT_EQ(Intersects(box, c.sphere), c.meets) << c.what;
  for (const cases::PlaneCase& c : cases::TurnedBoxPlanes()) EXPECT_EQ(Intersects(box, c.plane), c.meets) << c.what;
  for (const cases::BoxCase& c : cases::TurnedBoxBoxes()) EXPECT_EQ(Intersects(box, c.other), c.meets) << c.what;
  for (const cases::TriangleCase& c : cases::TurnedBoxTriangles()) {
    EXPECT_EQ(Intersects(box, c.triangle), c.meets) << c.what;
  }
  float t = 0.0f;
  EXPECT_TRUE(Raycast(cases::kTurnedBoxRay, box, t));
  EXPECT_NEAR(t, cases::kTurnedBoxRayT, 1e-5f);
}

TEST(OBB, BoundariesNaNAndNegativeExtents) {
  const OBB box = cases::AxisAlignedBox(Point(0), glm::vec3(1));
  EXPECT_FALSE(PointInOBB(box, Point(1, 0, 0)));                                      // on a face: outside
  EXPECT_TRUE(Intersects(box, Sphere(Point(2, 0, 0), 1.0f)));                         // touching
  EXPECT_TRUE(Intersects(box, cases::AxisAlignedBox(Point(2, 0, 0), glm::vec3(1))));  // face to face
  EXPECT_TRUE(Intersects(box, Plane(glm::vec3(1, 0, 0), 1.0f)));                      // a face on the plane
  EXPECT_FALSE(Intersects(box, Sphere(Point(kNaN), 1.0f)));
  EXPECT_FALSE(Intersects(box, cases::AxisAlignedBox(Point(kNaN), glm::vec3(1))));
  EXPECT_FALSE(Intersects(cases::AxisAlignedBox(Point(0), glm::vec3(-1)), Sphere(Point(0), 1.0f)));
  float t = 0.0f;
  EXPECT_TRUE(Raycast(Ray(Point(0), glm::vec3(0, 1, 0)), box, t));  // from inside: the exit
  EXPECT_FLOAT_EQ(t, 1.0f);
  EXPECT_FALSE(Raycast(Ray(Point(0, 3, 0), glm::vec3(0, 1, 0)), box, t));
  EXPECT_EQ(t, -1.0f);
}

// Two rods 2000 long at 5e-5 rad, 0.04 apart along their common normal: only cross(a.x, b.x), whose squared
// length 2.5e-9 is below kParallelAxisSinSquared, separates them (a reviewer's case; it used to be skipped).
TEST(OBB, LongBoxesAtATinyAngleAreSeparatedByTheirEdgeAxis) {
  const double angle = 5e-5;
  const glm::dvec3 normal = glm::normalize(glm::dvec3(0, 1, 1));
  const OBB rod = cases::AxisAlignedBox(Point(0), glm::vec3(1000, 0.5f, 0.5f));
  for (const double gap : {0.04, -0.04}) {
    OBB turned = rod;
    turned.axes = glm::mat3(glm::dmat3(glm::rotate(glm::dmat4(1.0), angle, normal)));
    // Each rod reaches 0.5 (|n.y| + |n.z|) = 0.707 along the normal.
    turned.center = Point(normal * (2.0 * 0.5 * std::sqrt(2.0) + gap));
    EXPECT_EQ(Intersects(rod, turned), gap < 0.0) << "gap " << gap;
    EXPECT_EQ(Intersects(turned, rod), gap < 0.0) << "gap " << gap;
    EXPECT_EQ(Intersects(AABB(Point(-1000, -0.5f, -0.5f), Point(1000, 0.5f, 0.5f)), turned), gap < 0.0);
    // A triangle on the turned rod's -z face, along its edge nearest the first rod (corners 0 and 1: -y, -z):
    // the same edge axis, cross(a.x, that edge), separates it.
    const std::array<Point, 8> corners = turned.Corners();
    EXPECT_EQ(Intersects(rod, Triangle(corners[0], corners[1], corners[2])), gap < 0.0) << "gap " << gap;
  }
}

class RandomShapes : public ::testing::Test {
 protected:
  std::mt19937 random_{20261124u};
  float Uniform(float lo, float hi) { return std::uniform_real_distribution<float>(lo, hi)(random_); }
  glm::vec3 Vector(float range) { return {Uniform(-range, range), Uniform(-range, range), Uniform(-range, range)}; }
  OBB Box(float spread) {
    OBB box;
    box.center = Vector(spread);
    box.axes = glm::mat3(glm::rotate(glm::mat4(1.0f), Uniform(0.0f, 6.3f), Vector(1.0f) + glm::vec3(0, 0, 1e-3f)));
    box.half_extents = glm::abs(Vector(1.5f)) + 0.1f;
    return box;
  }
  static OBB Grown(OBB box, float by) {
    box.half_extents += by;
    return box;
  }
  static ConvexPolyhedron Hull(const OBB& box) {
    const std::array<Point, 8> corners = box.Corners();
    return ConvexHull(std::vector<Point>(corners.begin(), corners.end()));
  }
  Triangle RandomTriangle(float spread) {
    const Point c = Vector(spread);
    return Triangle(c + Vector(2.0f), c + Vector(2.0f), c + Vector(2.0f));
  }
  static constexpr int kCases = 2000;
  static constexpr float kMargin = 1e-3f;  // a case this close to touching is not compared
};

TEST_F(RandomShapes, BoxesAgreeWithTheirConvexHulls) {
  int compared = 0, meetings = 0;
  for (int i = 0; i < kCases; ++i) {
    const OBB a = Box(2.0f), b = Box(2.0f);
    const bool meets = Intersects(a, b);
    if (meets != Intersects(Grown(a, -kMargin), Grown(b, -kMargin)) ||
        meets != Intersects(Grown(a, kMargin), Grown(b, kMargin))) {
      continue;  // at the boundary
    }
    ++compared;
    meetings += meets ? 1 : 0;
    EXPECT_EQ(meets, Intersects(Hull(a), Hull(b))) << "case " << i;
    EXPECT_EQ(meets, Intersects(b, a)) << "case " << i;
    EXPECT_EQ(meets, Intersects(SatShapeOf(a), SatShapeOf(b))) << "case " << i;
    const Sphere sphere(Vector(3.0f), Uniform(0.2f, 2.0f));
    const bool sphere_meets = Intersects(a, sphere);
    if (sphere_meets == Intersects(Grown(a, kMargin), sphere) &&
        sphere_meets == Intersects(Grown(a, -kMargin), sphere)) {
      EXPECT_EQ(sphere_meets, Intersects(Hull(a), sphere)) << "case " << i;
    }
  }
  EXPECT_GT(compared, kCases * 9 / 10);
  EXPECT_GT(meetings, compared / 5);
  EXPECT_LT(meetings, compared * 4 / 5);
}

TEST_F(RandomShapes, AxisAlignedBoxesAgreeWithTheAABBTests) {
  for (int i = 0; i < kCases; ++i) {
    const AABB a = AABB::FromCenterExtents(Vector(3.0f), glm::abs(Vector(1.5f)) + 0.1f);
    const AABB b = AABB::FromCenterExtents(Vector(3.0f), glm::abs(Vector(1.5f)) + 0.1f);
    const OBB as_box = cases::AxisAlignedBox(a.Center(), a.Extents());
    EXPECT_EQ(Intersects(as_box, b), Intersects(a, b)) << "case " << i;
    const Triangle triangle = RandomTriangle(3.0f);
    EXPECT_EQ(Intersects(as_box, triangle), Intersects(triangle, a)) << "case " << i;
    EXPECT_EQ(Intersects(SatShapeOf(triangle), SatShapeOf(a)), Intersects(triangle, a)) << "case " << i;
    const Triangle other = RandomTriangle(3.0f);
    const bool triangles_meet = Intersects(triangle, other);
    // The generic test against the specialised one, where a small shrink of one triangle does not flip it.
    const Point c = (other.p0 + other.p1 + other.p2) / 3.0f;
    const auto scaled = [&](float f) {
      return Triangle(c + (other.p0 - c) * f, c + (other.p1 - c) * f, c + (other.p2 - c) * f);
    };
    if (triangles_meet == Intersects(triangle, scaled(1.001f)) &&
        triangles_meet == Intersects(triangle, scaled(0.999f))) {
      EXPECT_EQ(Intersects(SatShapeOf(triangle), SatShapeOf(other)), triangles_meet) << "case " << i;
    }
  }
}

TEST_F(RandomShapes, RaycastOBBFindsTheFirstPointOfTheBox) {
  for (int i = 0; i < kCases; ++i) {
    const OBB box = Box(1.0f);
    const Ray ray(Vector(5.0f), Vector(1.0f) - Vector(5.0f) * 0.1f);
    float t = -1.0f;
    const bool hit = Raycast(ray, box, t);
    // March along the ray: the first point inside (grown by the margin) is the hit, within the step.
    constexpr float kStep = 0.01f;
    float first = -1.0f;
    for (float s = 0.0f; s < 20.0f; s += kStep) {
      if (glm::length(ClosestPoint(box, ray.At(s)) - ray.At(s)) <= kMargin) {
        first = s;
        break;
      }
    }
    if (hit) {
      EXPECT_LT(glm::length(ClosestPoint(box, ray.At(t)) - ray.At(t)), 1e-4f) << "case " << i;
      if (!PointInOBB(box, ray.position)) {
        EXPECT_GE(first, 0.0f) << "case " << i;
        EXPECT_NEAR(first, t, 2 * kStep) << "case " << i;
      }
    } else {
      EXPECT_LT(first, 0.0f) << "case " << i << ": the march enters the box at " << first;
    }
  }
}

// ---- Capsules and cylinders.

TEST(Capsule, TheSamplesCases) {
  for (const cases::SegmentPairCase& c : cases::SegmentPairs()) {
    Point on_a, on_b;
    EXPECT_NEAR(ClosestPoints(c.a, c.b, on_a, on_b), c.distance, 1e-5f) << c.what;
    ExpectNearPoint(c.on_a, on_a, 1e-5f);
    ExpectNearPoint(c.on_b, on_b, 1e-5f);
  }
  EXPECT_TRUE(Intersects(cases::kCapsule, cases::kSphereTouchingCapsule));
  EXPECT_FALSE(Intersects(cases::kCapsule, cases::kCapsuleApart));
  EXPECT_TRUE(Intersects(cases::kCapsule, cases::kCapsuleAcross));
  EXPECT_TRUE(Intersects(cases::kCapsuleAcross, cases::kCapsule));
  EXPECT_TRUE(Intersects(cases::kCapsule, cases::kTriangleUnderCapsule));
  EXPECT_TRUE(Intersects(cases::kCapsule, cases::kBoxByCapsuleEnd));
  for (const cases::RayCase& c : cases::CapsuleCylinderRays()) {
    float t = 0.0f;
    EXPECT_EQ(Raycast(c.ray, cases::kCapsule, t), c.capsule_t >= 0.0f) << c.what;
    EXPECT_NEAR(t, c.capsule_t, 1e-5f) << c.what;
    EXPECT_EQ(Raycast(c.ray, cases::kCylinder, t), c.cylinder_t >= 0.0f) << c.what;
    EXPECT_NEAR(t, c.cylinder_t, 1e-5f) << c.what;
  }
  for (const cases::PointInCylinderCase& c : cases::CylinderPoints()) {
    EXPECT_EQ(PointInCylinder(cases::kCylinder, c.point), c.inside) << c.what;
  }
}

TEST(Capsule, DegenerateAndNaN) {
  const Capsule ball{Point(0), Point(0), 1.0f};  // a zero-length capsule is a sphere
  EXPECT_TRUE(Intersects(ball, Sphere(Point(2, 0, 0), 1.0f)));
  EXPECT_FALSE(Intersects(ball, Sphere(Point(2.01f, 0, 0), 1.0f)));
  float t = 0.0f;
  EXPECT_TRUE(Raycast(Ray(Point(-5, 0, 0), glm::vec3(1, 0, 0)), ball, t));
  EXPECT_NEAR(t, 4.0f, 1e-6f);
  EXPECT_FALSE(Intersects(Capsule{Point(kNaN), Point(0), 1.0f}, Sphere(Point(0), 1.0f)));
  EXPECT_FALSE(Intersects(Capsule{Point(0), Point(1), -1.0f}, Sphere(Point(0), 1.0f)));
  EXPECT_FALSE(Raycast(Ray(Point(-5, 0, 0), glm::vec3(1, 0, 0)), Cylinder{Point(0), Point(0), 1.0f}, t));
  EXPECT_EQ(t, -1.0f);
  EXPECT_FALSE(PointInCylinder(Cylinder{Point(0), Point(0), 1.0f}, Point(0)));
}

class RandomCapsules : public RandomShapes {
 protected:
  static constexpr int kSamples = 400;  // points along a segment
  // The least of distance(p) over points of the segment, by sampling (too high by at most the step's worth).
  template <class Distance>
  static float SampledMinimum(const Line& segment, const Distance& distance) {
    float least = std::numeric_limits<float>::infinity();
    for (int k = 0; k <= kSamples; ++k) {
      least = std::min(least, distance(segment.start + segment.ToVector() * (static_cast<float>(k) / kSamples)));
    }
    return least;
  }
};

TEST_F(RandomCapsules, DistancesAgreeWithSampling) {
  for (int i = 0; i < 500; ++i) {
    const Line a(Vector(3.0f), Vector(3.0f)), b(Vector(3.0f), Vector(3.0f));
    Point on_a, on_b;
    const float distance = ClosestPoints(a, b, on_a, on_b);
    EXPECT_NEAR(glm::length(on_a - on_b), distance, 1e-4f) << "case " << i;
    EXPECT_LT(glm::length(ClosestPoint(a, on_a) - on_a), 1e-4f) << "case " << i;
    EXPECT_LT(glm::length(ClosestPoint(b, on_b) - on_b), 1e-4f) << "case " << i;
    const float step = (a.Length() + b.Length()) / kSamples;
    const float sampled = SampledMinimum(a, [&](const Point& p) { return glm::length(ClosestPoint(b, p) - p); });
    EXPECT_LE(distance, sampled + 1e-4f) << "case " << i;
    EXPECT_GE(distance, sampled - step) << "case " << i;

    const float radius = Uniform(0.1f, 1.5f);
    const Capsule capsule{a.start, a.end, radius};
    // Each shape's distance from the segment, sampled; compared where it is not within the step of the radius.
    const auto compare = [&](bool answer, float sampled_distance, const char* what) {
      if (std::abs(sampled_distance - radius) > step + 1e-3f) {
        EXPECT_EQ(answer, sampled_distance <= radius) << what << " case " << i << ": sampled " << sampled_distance;
      }
    };
    const Triangle triangle = RandomTriangle(3.0f);
    compare(Intersects(capsule, triangle),
            SampledMinimum(a, [&](const Point& p) { return glm::length(ClosestPoint(triangle, p) - p); }), "triangle");
    const AABB box = AABB::FromCenterExtents(Vector(3.0f), glm::abs(Vector(1.0f)) + 0.1f);
    compare(Intersects(capsule, box),
            SampledMinimum(a, [&](const Point& p) { return glm::length(ClosestPoint(box, p) - p); }), "box");
  }
}

TEST_F(RandomCapsules, RaycastsAgreeWithMarching) {
  for (int i = 0; i < 500; ++i) {
    const Capsule capsule{Vector(1.5f), Vector(1.5f), Uniform(0.2f, 1.2f)};
    const Cylinder cylinder{capsule.start, capsule.end, capsule.radius};
    const Ray ray(Vector(5.0f), Vector(1.0f) - Vector(5.0f) * 0.1f);
    const auto in_capsule = [&](const Point& p) {
      return glm::length(ClosestPoint(Line(capsule.start, capsule.end), p) - p) <= capsule.radius;
    };
    const auto in_cylinder = [&](const Point& p) { return PointInCylinder(cylinder, p); };
    constexpr float kStep = 0.005f;
    const auto march = [&](const auto& inside) {
      for (float s = 0.0f; s < 20.0f; s += kStep) {
        if (inside(ray.At(s))) return s;
      }
      return -1.0f;
    };
    float t = -1.0f;
    if (!in_capsule(ray.position)) {
      const bool hit = Raycast(ray, capsule, t);
      const float first = march(in_capsule);
      if (hit) {
        EXPECT_NEAR(first, t, 2 * kStep) << "capsule case " << i;
      } else {
        EXPECT_LT(first, 0.0f) << "capsule case " << i;
      }
    }
    if (!in_cylinder(ray.position)) {
      const bool hit = Raycast(ray, cylinder, t);
      const float first = march(in_cylinder);
      if (hit) {
        EXPECT_NEAR(first, t, 2 * kStep) << "cylinder case " << i;
      } else {
        EXPECT_LT(first, 0.0f) << "cylinder case " << i;
      }
    }
  }
}

// ---- The generic separating-axis test: the book's counts, for shapes in general position.

TEST(GenericSAT, TheBooksAxisCounts) {
  const auto box = [](float angle, const glm::vec3& about) {
    OBB b;
    b.axes = glm::mat3(glm::rotate(glm::mat4(1.0f), angle, about));
    b.half_extents = glm::vec3(1.0f);
    return b;
  };
  const Line segment(Point(0.1f, 0.2f, 0.3f), Point(1.3f, -0.7f, 2.9f));
  const Triangle triangle(Point(0, 0, 0), Point(3, 0.4f, 0.2f), Point(0.5f, 2.7f, -0.6f));
  const Triangle other(Point(1, 1, 1), Point(-0.7f, 2.3f, 0.4f), Point(0.9f, -1.1f, 2.2f));
  const std::array<std::pair<SatShape, SatShape>, 6> pairs = {{
      {SatShapeOf(segment), SatShapeOf(triangle)},
      {SatShapeOf(segment), SatShapeOf(box(0.7f, glm::vec3(1, 2, 3)))},
      {SatShapeOf(AABB(Point(0), Point(1))), SatShapeOf(AABB(Point(0.5f), Point(2)))},
      {SatShapeOf(box(0.7f, glm::vec3(1, 2, 3))), SatShapeOf(box(1.9f, glm::vec3(-3, 1, 2)))},
      {SatShapeOf(triangle), SatShapeOf(other)},
      {SatShapeOf(triangle), SatShapeOf(box(0.7f, glm::vec3(1, 2, 3)))},
  }};
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    EXPECT_EQ(static_cast<int>(CandidateAxes(pairs[i].first, pairs[i].second).size()),
              cases::kBookAxisCounts[i].book_count)
        << cases::kBookAxisCounts[i].what;
  }
}

TEST(GenericSAT, CoplanarAndParallelShapes) {
  const Triangle floor(Point(0, 0, 0), Point(4, 0, 0), Point(0, 4, 0));
  EXPECT_FALSE(Intersects(SatShapeOf(floor), SatShapeOf(Triangle(Point(5, 0, 0), Point(7, 1, 0), Point(5, 3, 0)))));
  EXPECT_TRUE(Intersects(SatShapeOf(floor), SatShapeOf(Triangle(Point(1, 1, 0), Point(7, 1, 0), Point(5, 3, 0)))));
  // A segment in the floor's plane beside it, and two parallel segments 1 apart (the fallback axis).
  EXPECT_FALSE(Intersects(SatShapeOf(floor), SatShapeOf(Line(Point(3, 3, 0), Point(5, 1.5f, 0)))));
  EXPECT_FALSE(
      Intersects(SatShapeOf(Line(Point(0, 0, 0), Point(2, 0, 0))), SatShapeOf(Line(Point(0, 1, 0), Point(2, 1, 0)))));
  EXPECT_TRUE(
      Intersects(SatShapeOf(Line(Point(0, 0, 0), Point(2, 0, 0))), SatShapeOf(Line(Point(1, 0, 0), Point(3, 0, 0)))));
  // Shapes with no faces that share a line or a plane: no cross product separates them (a reviewer's cases).
  const Line segment(Point(0, 0, 0), Point(2, 0, 0));
  EXPECT_FALSE(Intersects(SatShapeOf(segment), SatShapeOf(Line(Point(3, 0, 0), Point(5, 0, 0)))));   // collinear
  EXPECT_TRUE(Intersects(SatShapeOf(segment), SatShapeOf(Line(Point(2, 0, 0), Point(5, 0, 0)))));    // touching
  EXPECT_FALSE(Intersects(SatShapeOf(segment), SatShapeOf(Line(Point(3, -1, 0), Point(3, 1, 0)))));  // a T, apart
  EXPECT_TRUE(Intersects(SatShapeOf(segment), SatShapeOf(Line(Point(1, -1, 0), Point(1, 1, 0)))));   // a cross
  const auto point = [](float x, float y, float z) { return SatShapeOf(Line(Point(x, y, z), Point(x, y, z))); };
  EXPECT_FALSE(Intersects(point(0, 0, 0), point(1, 2, 3)));
  EXPECT_TRUE(Intersects(point(1, 2, 3), point(1, 2, 3)));
  EXPECT_FALSE(Intersects(SatShapeOf(segment), point(1, 0.5f, 0)));  // beside the segment
  EXPECT_FALSE(Intersects(SatShapeOf(segment), point(3, 0, 0)));     // on its line, beyond its end
  EXPECT_TRUE(Intersects(SatShapeOf(segment), point(1, 0, 0)));
  // A zero-area triangle is the segment it spans.
  const Triangle flat(Point(0, 0, 0), Point(1, 1, 0), Point(2, 2, 0));
  EXPECT_FALSE(Intersects(SatShapeOf(flat), SatShapeOf(Line(Point(1, 0, 0), Point(2, 1, 0)))));
  EXPECT_TRUE(Intersects(SatShapeOf(flat), SatShapeOf(Line(Point(2, 0, 0), Point(0, 2, 0)))));
  SatShape broken = SatShapeOf(floor);
  broken.vertices[0].x = kNaN;
  EXPECT_FALSE(Intersects(broken, SatShapeOf(floor)));
}

}  // namespace
}  // namespace lab::Collisions
