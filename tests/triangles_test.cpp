// Chapter 4 triangle functions: the tutorial's cases plus coplanar, edge-on, vertex-touching, parallel edges,
// degenerate triangles and NaN.
#include "samples/cases/triangles.hpp"

#include <cstddef>
#include <limits>

#include <glm/geometric.hpp>
#include <gtest/gtest.h>

#include "collisions/collisions.hpp"
#include "tests/expect_near.hpp"

namespace lab::Collisions {
namespace {

constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
const Triangle kUnit(Point(0, 0, 0), Point(1, 0, 0), Point(0, 1, 0));  // in z = 0, facing +z
const Triangle kDegenerate(Point(0, 0, 0), Point(1, 1, 1), Point(2, 2, 2));

// ROBUSTNESS.md: NaN anywhere makes every boolean test false. These four said true.
TEST(NaNRule, BoxAndTriangleTestsAndThreePlanes) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  const Triangle triangle(Point(-1, 0, 0), Point(1, 0, 0), Point(0, 1, 0));
  const Triangle with_nan(Point(-1, 0, 0), Point(nan, 0, 0), Point(0, 1, 0));
  const AABB box(Point(-2), Point(2));
  const AABB nan_box(Point(-2, nan, -2), Point(2));
  EXPECT_TRUE(Intersects(Sphere(Point(0), 1.0f), box));
  EXPECT_FALSE(Intersects(Sphere(Point(0), 1.0f), nan_box));
  EXPECT_FALSE(Intersects(nan_box, Sphere(Point(0), 1.0f)));
  EXPECT_TRUE(Intersects(triangle, box));
  EXPECT_FALSE(Intersects(with_nan, box));
  EXPECT_FALSE(Intersects(triangle, nan_box));
  EXPECT_TRUE(Intersects(triangle, Triangle(Point(0, 0.5f, -1), Point(0, 0.5f, 1), Point(0, 2, 0))));
  EXPECT_FALSE(Intersects(triangle, with_nan));
  EXPECT_FALSE(Intersects(with_nan, triangle));
  Point point(7.0f);
  EXPECT_TRUE(Intersection(Plane(glm::vec3(1, 0, 0), 1.0f), Plane(glm::vec3(0, 1, 0), 2.0f),
                           Plane(glm::vec3(0, 0, 1), 3.0f), point));
  point = Point(7.0f);
  EXPECT_FALSE(Intersection(Plane(glm::vec3(1, 0, 0), nan), Plane(glm::vec3(0, 1, 0), 2.0f),
                            Plane(glm::vec3(0, 0, 1), 3.0f), point));
  EXPECT_EQ(point, Point(7.0f)) << "a miss leaves the result alone";
}

TEST(PointInTriangle, VerticesEdgesAndInterior) {
  EXPECT_TRUE(PointInTriangle(kUnit, Point(0, 0, 0)));        // a vertex
  EXPECT_TRUE(PointInTriangle(kUnit, Point(0.5f, 0, 0)));     // on an edge
  EXPECT_TRUE(PointInTriangle(kUnit, Point(0.5f, 0.5f, 0)));  // on the hypotenuse
  EXPECT_TRUE(PointInTriangle(kUnit, Point(0.2f, 0.2f, 0)));
  EXPECT_FALSE(PointInTriangle(kUnit, Point(0.6f, 0.6f, 0)));
}

TEST(PointInTriangle, CollinearWithAnEdgeButOutside) {
  // The book's two-check version accepts these: they lie on the line of an edge.
  EXPECT_FALSE(PointInTriangle(kUnit, Point(2, 0, 0)));
  EXPECT_FALSE(PointInTriangle(kUnit, Point(-1, 0, 0)));
  EXPECT_FALSE(PointInTriangle(kUnit, Point(0, -3, 0)));
  EXPECT_FALSE(PointInTriangle(kUnit, Point(-1, 2, 0)));  // on the hypotenuse's line
}

TEST(PointInTriangle, OffThePlane) {
  EXPECT_TRUE(PointInTriangle(kUnit, Point(0.2f, 0.2f, kPointOnPlaneEpsilon * 0.5f)));
  EXPECT_FALSE(PointInTriangle(kUnit, Point(0.2f, 0.2f, kPointOnPlaneEpsilon * 2.0f)));
  EXPECT_FALSE(PointInTriangle(kUnit, Point(0.2f, 0.2f, 1.0f)));  // above the interior
}

TEST(PointInTriangle, DegenerateAndNaN) {
  EXPECT_FALSE(PointInTriangle(kDegenerate, Point(1, 1, 1)));
  EXPECT_FALSE(PointInTriangle(kUnit, Point(kNaN, 0, 0)));
}

TEST(ClosestPointTriangle, EveryVoronoiRegion) {
  ExpectNearPoint(Point(0, 0, 0), ClosestPoint(kUnit, Point(-1, -1, 3)));                // vertex A
  ExpectNearPoint(Point(1, 0, 0), ClosestPoint(kUnit, Point(2, -1, 0)));                 // vertex B
  ExpectNearPoint(Point(0, 1, 0), ClosestPoint(kUnit, Point(-0.5f, 3, 0)));              // vertex C
  ExpectNearPoint(Point(0.5f, 0, 0), ClosestPoint(kUnit, Point(0.5f, -2, 1)));           // edge AB
  ExpectNearPoint(Point(0, 0.5f, 0), ClosestPoint(kUnit, Point(-2, 0.5f, 0)));           // edge AC
  ExpectNearPoint(Point(0.5f, 0.5f, 0), ClosestPoint(kUnit, Point(1, 1, -4)));           // edge BC
  ExpectNearPoint(Point(0.25f, 0.25f, 0), ClosestPoint(kUnit, Point(0.25f, 0.25f, 7)));  // face
}

TEST(ClosestPointTriangle, TutorialCases) {
  const auto book = cases::ClosestPointTriangle();        // shared with the ClosestPointTriangle sample
  for (std::size_t i = 0; i < book.points.size(); ++i) {  // point 1 is the book's I-23 case
    ExpectNearPoint(book.expected[i], ClosestPoint(book.shape, book.points[i]), 1e-4f);
  }
}

TEST(ClosestPointTriangle, DegenerateTriangleIsASegment) {
  ExpectNearPoint(Point(1, 1, 1), ClosestPoint(kDegenerate, Point(2, 0, 1)));
  ExpectNearPoint(Point(2, 2, 2), ClosestPoint(kDegenerate, Point(9, 9, 9)));
  const Triangle dot(Point(1, 2, 3), Point(1, 2, 3), Point(1, 2, 3));
  ExpectNearPoint(Point(1, 2, 3), ClosestPoint(dot, Point(0.0f)));
}

TEST(TriangleSphere, StrictTouchingDoesNotCount) {
  EXPECT_TRUE(Intersects(kUnit, Sphere(Point(0.2f, 0.2f, 0.5f), 0.6f)));
  EXPECT_FALSE(Intersects(kUnit, Sphere(Point(0.2f, 0.2f, 0.5f), 0.5f)));  // exactly touching the face
  EXPECT_FALSE(Intersects(Sphere(Point(0.2f, 0.2f, 0.5f), 0.4f), kUnit));
  EXPECT_TRUE(Intersects(Sphere(Point(-1, -1, 0), 1.5f), kUnit));  // near the vertex
  EXPECT_FALSE(Intersects(kUnit, Sphere(Point(kNaN), 5.0f)));
}

TEST(TriangleAABB, FaceEdgeAndVertexContact) {
  const AABB box;                                                                          // [-1, 1]^3
  EXPECT_TRUE(Intersects(Triangle(Point(1, 0, 0), Point(3, 0, 0), Point(2, 2, 0)), box));  // a vertex on a face
  EXPECT_FALSE(Intersects(Triangle(Point(1.01f, 0, 0), Point(3, 0, 0), Point(2, 2, 0)), box));
  EXPECT_TRUE(Intersects(Triangle(Point(-5, -5, 1), Point(5, -5, 1), Point(0, 5, 1)), box));  // lies on the top face
  EXPECT_TRUE(Intersects(Triangle(Point(-5, -5, 0), Point(5, -5, 0), Point(0, 5, 0)), box));  // cuts through
  EXPECT_TRUE(Intersects(box, Triangle(Point(-0.1f, -0.1f, -0.1f), Point(0.1f, 0, 0), Point(0, 0.1f, 0))));  // inside
  // Beyond the box's (1, 1) corner in z = 0: it overlaps the box on x, y, z and its normal; only the axis
  // cross(edge, z) = (1, 1, 0) separates it.
  const Triangle beyond_corner(Point(0.9f, 3, 0), Point(3, 0.9f, 0), Point(3, 3, 0));
  EXPECT_FALSE(Intersects(beyond_corner, box));
  EXPECT_FALSE(TestAxis(beyond_corner, box, glm::vec3(1, 0, 0)));
  EXPECT_TRUE(TestAxis(beyond_corner, box, glm::vec3(1, 1, 0)));
  EXPECT_FALSE(Intersects(kDegenerate, AABB(Point(5.0f), Point(6.0f))));
}

TEST(TriangleAABB, ABoxsOwnFacesTouchItsOctants) {
  // A face lying in x = -3 against boxes with a face there: the normal axis (-3.6, 0, 0) must give both the
  // same projection. centre +- extent rounded 1.2f * 3 differently and dropped a box mesh's faces from its
  // own BVH. Checked for every octant that shares the face.
  const Triangle face(Point(-3, 0, -10), Point(-3, 0, -7), Point(-3, 1.2f, -7));
  for (const float y : {0.0f, 0.6f}) {
    for (const float z : {-10.0f, -8.5f}) {
      EXPECT_TRUE(Intersects(face, AABB(Point(-3, y, z), Point(-2, y + 0.6f, z + 1.5f)))) << y << ", " << z;
    }
  }
}

TEST(TrianglePlane, CoplanarTouchingAndStraddling) {
  const Plane ground({0, 0, 1}, 0.0f);
  EXPECT_TRUE(Intersects(kUnit, ground));                                                      // coplanar
  EXPECT_TRUE(Intersects(Triangle(Point(0, 0, 0), Point(1, 0, 1), Point(0, 1, 1)), ground));   // one vertex on it
  EXPECT_TRUE(Intersects(Triangle(Point(0, 0, -1), Point(1, 0, 1), Point(0, 1, 1)), ground));  // straddles
  EXPECT_FALSE(Intersects(Triangle(Point(0, 0, 0.1f), Point(1, 0, 1), Point(0, 1, 1)), ground));
  EXPECT_FALSE(Intersects(ground, Triangle(Point(0, 0, -0.1f), Point(1, 0, -1), Point(0, 1, -1))));
  EXPECT_FALSE(Intersects(kUnit, Plane(Point(0.0f), Point(1.0f), Point(2.0f))));  // degenerate plane
  EXPECT_FALSE(Intersects(Triangle(Point(kNaN), Point(1, 0, 0), Point(0, 1, 0)), ground));
}

TEST(TriangleTriangle, CrossingAndSeparated) {
  EXPECT_TRUE(Intersects(kUnit, Triangle(Point(0.2f, 0.2f, -1), Point(0.2f, 0.2f, 1), Point(2, 2, 0.5f))));
  EXPECT_FALSE(Intersects(kUnit, Triangle(Point(0, 0, 1), Point(1, 0, 1), Point(0, 1, 1))));  // parallel planes
  EXPECT_FALSE(Intersects(kUnit, Triangle(Point(2, 2, -1), Point(2, 2, 1), Point(3, 3, 0))));
}

TEST(TriangleTriangle, CoplanarCases) {
  // Overlapping, touching at a vertex, sharing an edge, and apart: the book's robust test would call the
  // last one intersecting (its coplanar axes come from the first triangle's edges only).
  EXPECT_TRUE(Intersects(kUnit, Triangle(Point(0.2f, 0.2f, 0), Point(2, 0.2f, 0), Point(0.2f, 2, 0))));
  EXPECT_TRUE(Intersects(kUnit, Triangle(Point(1, 0, 0), Point(2, 0, 0), Point(2, 1, 0))));
  EXPECT_TRUE(Intersects(kUnit, Triangle(Point(1, 0, 0), Point(0, 1, 0), Point(1, 1, 0))));
  EXPECT_FALSE(Intersects(kUnit, Triangle(Point(0.6f, 0.6f, 0), Point(2, 0.6f, 0), Point(0.6f, 2, 0))));
  // Apart, and separated only by an edge normal of the SECOND triangle.
  const Triangle wide(Point(-10, -10, 0), Point(10, -10, 0), Point(0, 10, 0));
  const Triangle sliver(Point(0, 10.5f, 0), Point(10.2f, -9.5f, 0), Point(20, 10, 0));
  EXPECT_FALSE(Intersects(sliver, wide));
  EXPECT_FALSE(Intersects(wide, sliver));
}

TEST(TriangleTriangle, EdgeOnAndParallelEdges) {
  // Edge to edge, crossing at one point.
  EXPECT_TRUE(Intersects(kUnit, Triangle(Point(0.5f, -1, 0), Point(0.5f, 1, 0), Point(0.5f, 0, 1))));
  // A triangle standing on kUnit's edge AB (parallel, collinear edges).
  EXPECT_TRUE(Intersects(kUnit, Triangle(Point(0.2f, 0, 0), Point(0.8f, 0, 0), Point(0.5f, 0, 1))));
  // Its twin lifted off that edge: parallel edges, separated only by the fallback axis.
  EXPECT_FALSE(Intersects(kUnit, Triangle(Point(0.2f, -0.1f, 0.1f), Point(0.8f, -0.1f, 0.1f), Point(0.5f, -0.1f, 1))));
}

// A zero-area triangle is the segment (or point) it is, in both argument orders.
void ExpectMeet(const Triangle& a, const Triangle& b, bool meet) {
  EXPECT_EQ(Intersects(a, b), meet);
  EXPECT_EQ(Intersects(b, a), meet);
}
Triangle SegmentTriangle(Point from, Point to) { return Triangle(from, (from + to) * 0.5f, to); }
Triangle PointTriangle(Point at) { return Triangle(at, at, at); }

TEST(TriangleTriangle, SegmentsAndPointsAreWhatTheyAre) {
  // Segment against segment: parallel 1 apart, collinear and overlapping, crossing, touching at an end,
  // coplanar in an L apart, skew apart.
  ExpectMeet(SegmentTriangle(Point(0, 0, 0), Point(2, 0, 0)), SegmentTriangle(Point(0, 1, 0), Point(2, 1, 0)), false);
  ExpectMeet(SegmentTriangle(Point(0, 0, 0), Point(2, 0, 0)), SegmentTriangle(Point(1, 0, 0), Point(3, 0, 0)), true);
  ExpectMeet(SegmentTriangle(Point(0, 0, 0), Point(2, 2, 0)), SegmentTriangle(Point(0, 2, 0), Point(2, 0, 0)), true);
  ExpectMeet(SegmentTriangle(Point(0, 0, 0), Point(1, 0, 0)), SegmentTriangle(Point(1, 0, 0), Point(1, 1, 0)), true);
  ExpectMeet(SegmentTriangle(Point(0, 0, 0), Point(1, 0, 0)), SegmentTriangle(Point(1.5f, 0.5f, 0), Point(1.5f, 2, 0)),
             false);
  ExpectMeet(SegmentTriangle(Point(0, 0, 0), Point(2, 0, 0)), SegmentTriangle(Point(1, -1, 1), Point(1, 1, 1)), false);
  // Points: two apart, two at the same place, a point on a segment and off it.
  ExpectMeet(PointTriangle(Point(1, 2, 3)), PointTriangle(Point(1, 2, 3.5f)), false);
  ExpectMeet(PointTriangle(Point(1, 2, 3)), PointTriangle(Point(1, 2, 3)), true);
  ExpectMeet(PointTriangle(Point(0.5f, 0, 0)), SegmentTriangle(Point(0, 0, 0), Point(1, 0, 0)), true);
  ExpectMeet(PointTriangle(Point(0.5f, 0.1f, 0)), SegmentTriangle(Point(0, 0, 0), Point(1, 0, 0)), false);
  // Against a real triangle: a point inside it, beside it in its plane, above it; a segment through it, lying
  // across it in its plane, lying beside it in its plane, parallel above it.
  ExpectMeet(PointTriangle(Point(0.2f, 0.2f, 0)), kUnit, true);
  ExpectMeet(PointTriangle(Point(0.8f, 0.8f, 0)), kUnit, false);
  ExpectMeet(PointTriangle(Point(0.2f, 0.2f, 0.1f)), kUnit, false);
  ExpectMeet(SegmentTriangle(Point(0.2f, 0.2f, -1), Point(0.2f, 0.2f, 1)), kUnit, true);
  ExpectMeet(SegmentTriangle(Point(-1, 0.3f, 0), Point(2, 0.3f, 0)), kUnit, true);
  ExpectMeet(SegmentTriangle(Point(0.6f, 0.6f, 0), Point(2, 2, 0)), kUnit, false);
  ExpectMeet(SegmentTriangle(Point(-1, 0.3f, 0.5f), Point(2, 0.3f, 0.5f)), kUnit, false);
}

TEST(TriangleTriangle, ASliversRoundedNormalDoesNotDecide) {
  // a is a sliver (the sine of its angle at p1 is 2.1e-4), whose normal float's cross product of its edges tilts
  // by 1.2e-4: by it b's corners are 3.7e-3, 4.3e-3 and 1.8e-4 above a's plane. In exact arithmetic the third is
  // 1.26e-4 below it, and b meets a (CGAL's exact test, as in tests/differential_test.cpp; still so with b moved
  // 1e-4 along any axis, or either one scaled by 1e-3). Moller's filter took the float distances as clear of the
  // plane when they were clear of it by more than the clearance times |n|, a sliver's short normal: "apart".
  const Triangle a(Point(-0.675585508f, 1.69498491f, 1.42823029f), Point(1.23131716f, 0.21375668f, 4.47151232f),
                   Point(0.384947032f, 0.871609271f, 3.12018943f));
  const Triangle b(Point(0.0653625429f, -0.256604075f, 4.52121735f), Point(2.98895097f, 1.2311511f, 3.98569059f),
                   Point(0.806673825f, 0.547347069f, 3.78841138f));
  ExpectMeet(a, b, true);
}

TEST(TriangleTriangle, Intervals) {
  const Interval interval = GetInterval(kUnit, glm::vec3(1, 1, 0));
  EXPECT_FLOAT_EQ(interval.min, 0.0f);
  EXPECT_FLOAT_EQ(interval.max, 1.0f);
  const Interval box = GetInterval(AABB(), glm::vec3(1, 2, -3));
  EXPECT_FLOAT_EQ(box.min, -6.0f);
  EXPECT_FLOAT_EQ(box.max, 6.0f);
  EXPECT_TRUE(TestAxis(kUnit, Triangle(Point(2, 0, 0), Point(3, 0, 0), Point(2, 1, 0)), glm::vec3(1, 0, 0)));
  EXPECT_FALSE(
      TestAxis(kUnit, Triangle(Point(1, 0, 0), Point(3, 0, 0), Point(2, 1, 0)), glm::vec3(1, 0, 0)));  // touching
}

TEST(RaycastTriangle, TwoSidedWithEdgesAndVertices) {
  float t = 0.0f;
  EXPECT_TRUE(Raycast(Ray(Point(0.2f, 0.2f, 5), glm::vec3(0, 0, -1)), kUnit, t));  // front face
  EXPECT_FLOAT_EQ(t, 5.0f);
  EXPECT_TRUE(Raycast(Ray(Point(0.2f, 0.2f, -5), glm::vec3(0, 0, 1)), kUnit, t));  // back face
  EXPECT_FLOAT_EQ(t, 5.0f);
  EXPECT_TRUE(Raycast(Ray(Point(0.5f, 0, 5), glm::vec3(0, 0, -1)), kUnit, t));  // on an edge
  EXPECT_TRUE(Raycast(Ray(Point(1, 0, 5), glm::vec3(0, 0, -1)), kUnit, t));     // at a vertex
  EXPECT_FALSE(Raycast(Ray(Point(0.6f, 0.6f, 5), glm::vec3(0, 0, -1)), kUnit, t));
  EXPECT_FALSE(Raycast(Ray(Point(0.2f, 0.2f, 5), glm::vec3(0, 0, 1)), kUnit, t));  // behind
  EXPECT_EQ(t, -1.0f);
}

TEST(RaycastTriangle, OriginOnTheTriangleAndInItsPlane) {
  float t = -5.0f;
  EXPECT_TRUE(Raycast(Ray(Point(0.2f, 0.2f, 0), glm::vec3(0, 1, 1)), kUnit, t));
  EXPECT_EQ(t, 0.0f);
  EXPECT_FALSE(Raycast(Ray(Point(-1, 0.2f, 0), glm::vec3(1, 0, 0)), kUnit, t));  // in the plane: edge-on
}

TEST(RaycastTriangle, DegenerateInputsMiss) {
  float t = 0.0f;
  EXPECT_FALSE(Raycast(Ray(Point(0, 0, 5), glm::vec3(1, 1, -5)), kDegenerate, t));
  EXPECT_FALSE(Raycast(Ray(Point(0.2f, 0.2f, 5), glm::vec3(0.0f)), kUnit, t));
  EXPECT_FALSE(Raycast(Ray(Point(kNaN), glm::vec3(0, 0, -1)), kUnit, t));
  EXPECT_FALSE(Raycast(Ray(Point(0.2f, 0.2f, 5), glm::vec3(0, 0, -1)),
                       Triangle(Point(kNaN), Point(1, 0, 0), Point(0, 1, 0)), t));
  EXPECT_EQ(t, -1.0f);
}

TEST(LineTestTriangle, TutorialCases) {
  const auto book = cases::LineTestTriangle();           // shared with the LinetestTriangle sample
  for (std::size_t i = 0; i < book.lines.size(); ++i) {  // line 4 crosses from behind: two-sided
    const cases::LineHit& expected = book.expected[i];
    Point result(9.0f);
    EXPECT_EQ(LineTest(book.lines[i], book.shape, result), expected.hit) << fmt::format("line {}", book.lines[i]);
    ExpectNearPoint(expected.hit ? expected.point : Point(9.0f), result, 1e-4f);  // a miss leaves it alone
  }
  Point result(0.0f);
  EXPECT_FALSE(LineTest(Line(Point(0, 0, 0), Point(3.4f, 0, 0)), book.shape, result));  // stops short
}

}  // namespace
}  // namespace lab::Collisions
