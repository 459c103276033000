// Chapter 1 functions: the tutorial's cases plus boundaries, degenerate input and NaN.
#include "samples/cases/point_tests.hpp"

#include <cmath>
#include <limits>

#include <glm/geometric.hpp>
#include <gtest/gtest.h>

#include "collisions/collisions.hpp"
#include "tests/expect_near.hpp"

namespace lab::Collisions {
namespace {

constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();

bool HasNaN(const Point& p) { return std::isnan(p.x) || std::isnan(p.y) || std::isnan(p.z); }

TEST(PointInSphere, StrictInside) {
  const cases::SpherePoints book = cases::PointInSphere();  // shared with the ClosestPointSample sample
  for (std::size_t i = 0; i < book.points.size(); ++i) {
    EXPECT_EQ(PointInSphere(book.sphere, book.points[i]), book.inside[i]) << fmt::format("{}", book.points[i]);
  }
  const Sphere& sphere = book.sphere;
  EXPECT_TRUE(PointInSphere(sphere, Point(1, 1, 0)));                   // the centre
  EXPECT_FALSE(PointInSphere(sphere, Point(3, 1, 0)));                  // on the surface: outside
  EXPECT_FALSE(PointInSphere(Sphere(Point(0.0f), 0.0f), Point(0.0f)));  // zero radius contains nothing
  EXPECT_FALSE(PointInSphere(sphere, Point(kNaN, 1, 0)));
}

TEST(ClosestPointSphere, TutorialCaseAndCentre) {
  const cases::SpherePoints book = cases::PointInSphere();  // shared with the ClosestPointSample sample
  ExpectNearPoint(book.closest, ClosestPoint(book.sphere, book.far_point));
  // A point inside maps outward to the surface too.
  ExpectNearPoint(Point(3, 0, 0), ClosestPoint(Sphere(Point(0.0f), 3), Point(1, 0, 0)));
  // The centre maps to the top, never NaN.
  ExpectNearPoint(Point(1, 3, 0), ClosestPoint(Sphere(Point(1, 1, 0), 2), Point(1, 1, 0)));
  ExpectNearPoint(Point(5, 5, 5), ClosestPoint(Sphere(Point(5.0f), 0.0f), Point(9, 9, 9)));
}

TEST(PointInAABB, StrictInside) {
  const cases::BoxPoints book = cases::PointInAABB();  // shared with the AABBPointSample sample
  for (std::size_t i = 0; i < book.points.size(); ++i) {
    const Point& point = book.points[i];  // point 2 is a corner of box 1: outside
    EXPECT_EQ(PointInAABB(book.boxes[0], point) || PointInAABB(book.boxes[1], point), book.inside_either[i])
        << fmt::format("{}", point);
  }
  const AABB& box = book.boxes[1];                    // [-0.5, 0.5]^3
  EXPECT_FALSE(PointInAABB(box, Point(0.5f, 0, 0)));  // face: outside
  EXPECT_FALSE(PointInAABB(box, Point(0, kNaN, 0)));
  EXPECT_FALSE(PointInAABB(AABB(Point(0.0f), Point(0.0f)), Point(0.0f)));  // a point-sized box
}

TEST(ClosestPointAABB, ClampsAndKeepsInsidePoints) {
  const cases::BoxPoints book = cases::PointInAABB();  // shared with the AABBPointSample sample
  for (std::size_t b = 0; b < book.boxes.size(); ++b) {
    ExpectNearPoint(book.far_closest[b], ClosestPoint(book.boxes[b], book.far_point));
  }
  ExpectNearPoint(book.second_far_closest, ClosestPoint(book.boxes[0], book.second_far_point));  // inside: itself
  ExpectNearPoint(Point(3, 6, 3), ClosestPoint(book.boxes[0], Point(10, 10, 10)));               // a corner
}

TEST(PointOnPlane, TutorialCases) {
  const auto book = cases::PointOnPlane();  // shared with the PointOnPlaneSample sample
  const Plane& plane = book.shape;
  for (std::size_t i = 0; i < book.points.size(); ++i) {
    const Point& point = book.points[i];  // point 8 is 7e-7 off the plane
    const cases::SideOfPlane side = PointOnPlane(point, plane)               ? cases::SideOfPlane::kOn
                                    : DistanceFromPlane(point, plane) < 0.0f ? cases::SideOfPlane::kBehind
                                                                             : cases::SideOfPlane::kInFront;
    EXPECT_EQ(static_cast<int>(side), static_cast<int>(book.expected[i])) << fmt::format("{}", point);
  }
  EXPECT_NEAR(DistanceFromPlane(book.points[1], plane), -0.325765f, 1e-5f);  // (2, 6, 1): 0.33 behind
  EXPECT_NEAR(DistanceFromPlane(book.points[4], plane), 1.71548f, 1e-4f);    // (7, 7, -7)
}

TEST(PointOnPlane, EpsilonBoundaryAndDegenerate) {
  const Plane ground({0, 1, 0}, 0.0f);
  EXPECT_TRUE(PointOnPlane(Point(5, kPointOnPlaneEpsilon * 0.5f, 5), ground));
  EXPECT_FALSE(PointOnPlane(Point(5, kPointOnPlaneEpsilon * 2.0f, 5), ground));
  EXPECT_FALSE(PointOnPlane(Point(0.0f), Plane(Point(0.0f), Point(1.0f), Point(2.0f))));  // degenerate plane
  EXPECT_FALSE(PointOnPlane(Point(kNaN), ground));
}

TEST(DistanceFromPlane, SignedAndNoTolerance) {
  const Plane plane({0, 0, 2}, 3.0f);  // z = 3
  EXPECT_FLOAT_EQ(DistanceFromPlane(Point(0, 0, 5), plane), 2.0f);
  EXPECT_FLOAT_EQ(DistanceFromPlane(Point(0, 0, 1), plane), -2.0f);
  EXPECT_FLOAT_EQ(DistanceFromPlane(Point(9, 9, 3), plane), 0.0f);
}

TEST(ClosestPointPlane, ProjectsAlongTheNormal) {
  const cases::PlanePoint book = cases::ClosestPointPlane();  // shared with the ClosestPointPlaneSample sample
  const Point closest = ClosestPoint(book.plane, book.point);
  ExpectNearPoint(book.closest, closest, 1e-4f);
  EXPECT_TRUE(PointOnPlane(closest, book.plane));
  // A point on the plane is its own closest point; a degenerate plane returns the point.
  ExpectNearPoint(Point(0, 0, 3), ClosestPoint(Plane({0, 0, 1}, 3.0f), Point(0, 0, 3)));
  ExpectNearPoint(Point(1, 2, 3), ClosestPoint(Plane(Point(0.0f), Point(1.0f), Point(2.0f)), Point(1, 2, 3)));
}

TEST(ThreePlanes, MeetAtOnePoint) {
  const cases::ThreePlanes book = cases::ThreePlaneIntersection();  // shared with ThreePlaneIntersectionSample
  Point result(9.0f);
  ASSERT_TRUE(Intersection(book.planes[0], book.planes[1], book.planes[2], result));
  ExpectNearPoint(book.meet, result);
  ASSERT_TRUE(Intersection(Plane({1, 0, 0}, 1), Plane({0, 1, 0}, 2), Plane({0, 0, 1}, 3), result));
  ExpectNearPoint(Point(1, 2, 3), result);
  // Oblique planes: the point lies on each.
  const Plane d({1, 2, 3}, 4), e({-2, 1, 0}, 1), f({0, 1, -1}, -2);
  ASSERT_TRUE(Intersection(d, e, f, result));
  EXPECT_NEAR(DistanceFromPlane(result, d), 0.0f, 1e-5f);
  EXPECT_NEAR(DistanceFromPlane(result, e), 0.0f, 1e-5f);
  EXPECT_NEAR(DistanceFromPlane(result, f), 0.0f, 1e-5f);
}

TEST(ThreePlanes, ParallelOrRepeatedPlanesHaveNoSinglePoint) {
  Point result(7.0f);
  EXPECT_FALSE(Intersection(Plane({1, 0, 0}, 0), Plane({1, 0, 0}, 2), Plane({0, 0, 1}, 0), result));
  const cases::ThreePlanes book = cases::ThreePlaneIntersection();  // the sample's x = 0 twice, then z = 0
  EXPECT_FALSE(Intersection(book.planes[0], book.planes[0], book.planes[2], result));
  EXPECT_FALSE(Intersection(Plane({1, 0, 0}, 0), Plane({0, 1, 0}, 0), Plane({1, 1, 0}, 0), result));  // share z
  // Normals (1,1,0), (0,1,1), (1,0,-1) are coplanar: the first minus the second is the third.
  EXPECT_FALSE(Intersection(Plane({1, 1, 0}, 2), Plane({0, 1, 1}, -1), Plane({1, 0, -1}, 0.5f), result));
  EXPECT_FALSE(Intersection(Plane({1, 0, 0}, kNaN), Plane({kNaN, 1, 0}, 0), Plane({0, 0, 1}, 0), result));
  EXPECT_EQ(result, Point(7.0f));  // untouched
}

TEST(PointOnLine, TutorialCasesIn3D) {
  const auto book = cases::PointOnLine();  // shared with the PointOnLine sample
  const Line& line = book.shape;
  for (std::size_t i = 0; i < book.points.size(); ++i) {
    EXPECT_EQ(PointOnLine(book.points[i], line), book.expected[i]) << fmt::format("{}", book.points[i]);
  }
  EXPECT_FALSE(PointOnLine(Point(6, 4, 2), line));     // on the infinite line, past the end
  EXPECT_FALSE(PointOnLine(Point(0, 0, 0.5f), line));  // the book's 2-D test would accept this: z ignored
}

TEST(PointOnLine, VerticalAndZeroLengthSegments) {
  // The book's slope test divides by zero here.
  const Line vertical(Point(1, -5, 0), Point(1, 5, 0));
  EXPECT_TRUE(PointOnLine(Point(1, 2, 0), vertical));
  EXPECT_FALSE(PointOnLine(Point(1.1f, 2, 0), vertical));
  const Line dot(Point(2, 2, 2), Point(2, 2, 2));
  EXPECT_TRUE(PointOnLine(Point(2, 2, 2), dot));
  EXPECT_FALSE(PointOnLine(Point(2, 2, 2.5f), dot));
  EXPECT_FALSE(PointOnLine(Point(kNaN), vertical));
}

TEST(ClosestPointLine, ClampsToTheEnds) {
  const auto book = cases::ClosestPointLine();  // shared with the ClosestPointLine sample
  for (std::size_t i = 0; i < book.points.size(); ++i) {
    const cases::OnSegment& expected = book.expected[i];
    float t = -1.0f;
    ExpectNearPoint(expected.closest, ClosestPoint(book.shape, book.points[i], t), 1e-5f);
    ExpectNearPoint(expected.closest, ClosestPoint(book.shape, book.points[i]), 1e-5f);
    EXPECT_NEAR(t, expected.t, 1e-5f) << fmt::format("{}", book.points[i]);
    // Clamped to an end: exactly 0 or 1.
    if (expected.t == 0.0f || expected.t == 1.0f) {
      EXPECT_EQ(t, expected.t) << fmt::format("{}", book.points[i]);
    }
  }
}

TEST(ClosestPointLine, ZeroLengthSegmentReturnsStart) {
  float t = 0.5f;
  const Point closest = ClosestPoint(Line(Point(1, 1, 1), Point(1, 1, 1)), Point(4, 5, 6), t);
  EXPECT_EQ(closest, Point(1, 1, 1));
  EXPECT_EQ(t, 0.0f);
  EXPECT_FALSE(HasNaN(closest));
}

TEST(PointOnRay, TutorialCasesAndBehind) {
  const auto book = cases::PointOnRay();  // shared with the PointOnRay sample; 3 and 10 are on the line, behind
  for (std::size_t i = 0; i < book.points.size(); ++i) {
    EXPECT_EQ(PointOnRay(book.points[i], book.shape), book.expected[i]) << fmt::format("{}", book.points[i]);
  }
  EXPECT_FALSE(PointOnRay(Point(0, 0, 0.01f), book.shape));
}

TEST(PointOnRay, ZeroDirectionContainsOnlyItsOrigin) {
  const Ray ray(Point(1, 2, 3), glm::vec3(0.0f));
  EXPECT_TRUE(PointOnRay(Point(1, 2, 3), ray));
  EXPECT_FALSE(PointOnRay(Point(1, 2, 4), ray));
  EXPECT_FALSE(PointOnRay(Point(kNaN), ray));
}

TEST(ClosestPointRay, BehindMapsToOrigin) {
  const auto book = cases::ClosestPointRay();  // shared with the ClosestRayLine sample
  for (std::size_t i = 0; i < book.points.size(); ++i) {
    ExpectNearPoint(book.expected[i], ClosestPoint(book.shape, book.points[i]), 1e-4f);
  }
  ExpectNearPoint(Point(1, 2, 3), ClosestPoint(Ray(Point(1, 2, 3), glm::vec3(0.0f)), Point(9, 9, 9)));
}

}  // namespace
}  // namespace lab::Collisions
