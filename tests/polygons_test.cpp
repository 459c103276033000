// Chapter 9: flipcode's polygons, in 2-D and 3-D, against hand-made cases and brute force.
#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <random>

#include <glm/gtc/matrix_transform.hpp>
#include <gtest/gtest.h>

#include "collisions/collisions.hpp"
#include "tests/expect_near.hpp"

namespace lab::Collisions {
namespace {

constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
using glm::vec2;

Polygon2D Square(vec2 low, vec2 high) { return Polygon2D({low, {high.x, low.y}, high, {low.x, high.y}}); }
// A U: the outer square 0..6 with a notch from x = 2 to 4, y = 2 up to the top.
const Polygon2D kU({{0, 0}, {6, 0}, {6, 6}, {4, 6}, {4, 2}, {2, 2}, {2, 6}, {0, 6}});

// Crossing segments, touching counts (for the brute force).
bool SegmentsMeet(vec2 a, vec2 b, vec2 c, vec2 d) {
  const auto orient = [](vec2 p, vec2 q, vec2 r) {
    const double v = double(q.x - p.x) * (r.y - p.y) - double(q.y - p.y) * (r.x - p.x);
    return (v > 0) - (v < 0);
  };
  const auto on = [](vec2 p, vec2 q, vec2 r) {
    return std::min(p.x, q.x) <= r.x && r.x <= std::max(p.x, q.x) && std::min(p.y, q.y) <= r.y &&
           r.y <= std::max(p.y, q.y);
  };
  const int o1 = orient(a, b, c), o2 = orient(a, b, d), o3 = orient(c, d, a), o4 = orient(c, d, b);
  if (o1 != o2 && o3 != o4) return true;
  return (o1 == 0 && on(a, b, c)) || (o2 == 0 && on(a, b, d)) || (o3 == 0 && on(c, d, a)) || (o4 == 0 && on(c, d, b));
}

// A random convex polygon: points on a circle at sorted random angles.
Polygon2D RandomConvex(std::mt19937& random) {
  std::uniform_real_distribution<float> unit(0.0f, 1.0f);
  const vec2 centre(unit(random) * 10.0f, unit(random) * 10.0f);
  const float radius = 0.5f + 2.5f * unit(random);
  std::vector<float> angles(3 + random() % 6);
  for (float& a : angles) a = unit(random) * 2.0f * std::numbers::pi_v<float>;
  std::sort(angles.begin(), angles.end());
  Polygon2D polygon;
  for (float a : angles) polygon.vertices.push_back(centre + radius * vec2(std::cos(a), std::sin(a)));
  return polygon;
}

TEST(Polygon2DIntersects, SeparatedTouchingOverlapping) {
  const Polygon2D a = Square({0, 0}, {2, 2});
  EXPECT_TRUE(Intersects(a, Square({1, 1}, {3, 3})));
  EXPECT_TRUE(Intersects(a, Square({2, 0.5f}, {3, 1})));  // sharing part of an edge
  EXPECT_TRUE(Intersects(a, Square({2, 2}, {3, 3})));     // sharing a corner
  EXPECT_FALSE(Intersects(a, Square({2.001f, 0}, {3, 2})));
  // Only the triangle's slanted edge separates these two.
  const Polygon2D triangle({{2.5f, -1}, {5, -1}, {5, 1.5f}});
  EXPECT_FALSE(Intersects(Square({0, 0}, {3, 1}), triangle));
  EXPECT_FALSE(Intersects(triangle, Square({0, 0}, {3, 1})));
}

TEST(Polygon2DIntersects, DegeneratePolygons) {
  const Polygon2D square = Square({0, 0}, {2, 2});
  EXPECT_TRUE(Intersects(square, Polygon2D({{-1, 1}, {3, 1}})));   // a segment across it
  EXPECT_FALSE(Intersects(square, Polygon2D({{-1, 3}, {3, 3}})));  // a segment above it
  EXPECT_TRUE(Intersects(square, Polygon2D({{1, 1}})));            // a point in it
  EXPECT_FALSE(Intersects(square, Polygon2D({{3, 1}})));
  // Collinear segments along a diagonal: apart, then overlapping.
  EXPECT_FALSE(Intersects(Polygon2D({{0, 0}, {1, 1}}), Polygon2D({{2, 2}, {3, 3}})));
  EXPECT_TRUE(Intersects(Polygon2D({{0, 0}, {2, 2}}), Polygon2D({{1, 1}, {3, 3}})));
  EXPECT_FALSE(Intersects(square, Polygon2D()));
  EXPECT_FALSE(Intersects(square, Polygon2D({{kNaN, 1}, {1, 1}, {1, 2}})));
}

TEST(Polygon2DIntersects, AgreesWithBruteForce) {
  std::mt19937 random(9);
  int meeting = 0;
  for (int i = 0; i < 3000; ++i) {
    const Polygon2D a = RandomConvex(random), b = RandomConvex(random);
    bool truth = PointInPolygon(a, b.vertices[0]) || PointInPolygon(b, a.vertices[0]);
    for (std::size_t j = 0; j < a.vertices.size() && !truth; ++j) {
      for (std::size_t k = 0; k < b.vertices.size() && !truth; ++k) {
        truth = SegmentsMeet(a.vertices[j], a.vertices[(j + 1) % a.vertices.size()], b.vertices[k],
                             b.vertices[(k + 1) % b.vertices.size()]);
      }
    }
    meeting += truth;
    EXPECT_EQ(Intersects(a, b), truth) << fmt::format("{} and {}", a, b);
  }
  EXPECT_GT(meeting, 300);
  EXPECT_LT(meeting, 2700);
}

TEST(PointInPolygon2D, ConcaveAndBoundary) {
  EXPECT_TRUE(PointInPolygon(kU, {1, 5}));
  EXPECT_TRUE(PointInPolygon(kU, {5, 5}));
  EXPECT_FALSE(PointInPolygon(kU, {3, 5}));  // in the notch: its ray crosses two edges
  EXPECT_TRUE(PointInPolygon(kU, {3, 1}));
  EXPECT_TRUE(PointInPolygon(kU, {3, 2}));   // on the notch's floor
  EXPECT_TRUE(PointInPolygon(kU, {6, 3}));   // on the outer edge
  EXPECT_TRUE(PointInPolygon(kU, {4, 6}));   // a vertex
  EXPECT_FALSE(PointInPolygon(kU, {7, 0}));  // on the line of the bottom edge, beyond it
}

TEST(PointInPolygon2D, RaysThroughVertices) {
  // A diamond: a ray from (-1, 0) passes through the left and right vertices, where the boundary passes
  // through; it must count one crossing for each, so a point inside at y = 0 counts once.
  const Polygon2D diamond({{0, -2}, {2, 0}, {0, 2}, {-2, 0}});
  EXPECT_TRUE(PointInPolygon(diamond, {-1, 0}));
  EXPECT_FALSE(PointInPolygon(diamond, {-3, 0}));  // two vertices passed: even
  // A zig-zag whose vertex (2, 1) only touches the ray from (0, 1): zero or two crossings, never one.
  const Polygon2D zigzag({{-1, -1}, {5, -1}, {5, 3}, {3, 3}, {2, 1}, {1, 3}, {-1, 3}});
  EXPECT_TRUE(PointInPolygon(zigzag, {0, 1}));
  EXPECT_TRUE(PointInPolygon(zigzag, {4, 1}));
  EXPECT_FALSE(PointInPolygon(zigzag, {2, 2}));  // above the touching vertex, in the notch
  EXPECT_FALSE(PointInPolygon(zigzag, {-2, 1}));
  // The inclusive rule the seed warns against ("one <= 0 and the other >= 0") would count the touching
  // vertex twice for (0, 1) on one edge pair and once for the diamond: this implementation does neither.
}

TEST(PointInPolygon2D, AgreesWithWindingNumberOnAStar) {
  Polygon2D star;
  for (int i = 0; i < 10; ++i) {
    const float angle = static_cast<float>(i) * std::numbers::pi_v<float> / 5.0f;
    const float radius = i % 2 ? 1.5f : 4.0f;
    star.vertices.emplace_back(radius * std::cos(angle), radius * std::sin(angle));
  }
  std::mt19937 random(10);
  std::uniform_real_distribution<float> coordinate(-5.0f, 5.0f);
  for (int i = 0; i < 4000; ++i) {
    const vec2 p(coordinate(random), coordinate(random));
    double winding = 0.0;
    for (std::size_t j = 0; j < star.vertices.size(); ++j) {
      const vec2 a = star.vertices[j] - p, b = star.vertices[(j + 1) % star.vertices.size()] - p;
      winding += std::atan2(double(a.x) * b.y - double(a.y) * b.x, double(a.x) * b.x + double(a.y) * b.y);
    }
    EXPECT_EQ(PointInPolygon(star, p), std::abs(winding) > std::numbers::pi) << p.x << ", " << p.y;
  }
  // And its vertices' own heights: rays through the inner vertices.
  for (const vec2& v : star.vertices) EXPECT_TRUE(PointInPolygon(star, v * 0.999f));
}

TEST(PointInPolygon2D, Degenerate) {
  EXPECT_FALSE(PointInPolygon(Polygon2D({{0, 0}, {1, 0}}), {0.5f, 0}));
  EXPECT_FALSE(PointInPolygon(kU, {kNaN, 1}));
  EXPECT_FALSE(PointInPolygon(Polygon2D(), {0, 0}));
}

TEST(ClassifySegment, InsideOutsidePartly) {
  EXPECT_EQ(ClassifySegment(kU, {1, 1}, {5, 1}), SegmentClass::kInside);
  EXPECT_EQ(ClassifySegment(kU, {1, 5}, {5, 5}), SegmentClass::kPartlyInside);  // both ends in, across the notch
  EXPECT_EQ(ClassifySegment(kU, {3, 3}, {3, 5}), SegmentClass::kOutside);       // in the notch
  EXPECT_EQ(ClassifySegment(kU, {-1, 3}, {1, 3}), SegmentClass::kPartlyInside);
  EXPECT_EQ(ClassifySegment(kU, {0, 1}, {0, 5}), SegmentClass::kInside);         // along an edge
  EXPECT_EQ(ClassifySegment(kU, {-1, 7}, {1, 5}), SegmentClass::kPartlyInside);  // through the corner (0, 6)
  EXPECT_EQ(ClassifySegment(kU, {-1, 5}, {0, 6}), SegmentClass::kPartlyInside);  // touching a vertex from outside
  EXPECT_EQ(ClassifySegment(kU, {-2, 5}, {-1, 6}), SegmentClass::kOutside);
  EXPECT_EQ(ClassifySegment(kU, {2, 6}, {4, 6}), SegmentClass::kPartlyInside);  // across the notch's mouth
  EXPECT_EQ(ClassifySegment(kU, {3, 1}, {3, 1}), SegmentClass::kInside);        // zero length
  EXPECT_EQ(ClassifySegment(kU, {kNaN, 1}, {3, 1}), SegmentClass::kOutside);
  EXPECT_EQ(ClassifySegment(Polygon2D(), {0, 0}, {1, 1}), SegmentClass::kOutside);
}

// The square 0..2 in the plane, carried by a rotation and a shift.
Polygon Carried(const glm::mat4& m, const Polygon2D& flat) {
  Polygon polygon;
  for (const vec2& v : flat.vertices) polygon.vertices.emplace_back(m * glm::vec4(v.x, v.y, 0, 1));
  return polygon;
}

TEST(PointInPolygon3D, PolygonsFacingZBreakTheSeedsPlane) {
  // The seed builds its cutting plane from the polygon's normal with 1 added to c: (0, 0, 1) gives a plane
  // parallel to the polygon and (0, 0, -1) none at all (a polygon in a z = const plane, either winding). Both
  // must work here.
  const Polygon up({{0, 0, 0}, {2, 0, 0}, {2, 2, 0}, {0, 2, 0}});
  const Polygon down({{0, 2, 0}, {2, 2, 0}, {2, 0, 0}, {0, 0, 0}});
  for (const Polygon& p : {up, down}) {
    EXPECT_TRUE(PointInPolygon(p, Point(1, 1, 0)));
    EXPECT_TRUE(PointInPolygon(p, Point(2, 1, 0)));
    EXPECT_FALSE(PointInPolygon(p, Point(3, 1, 0)));
    EXPECT_FALSE(PointInPolygon(p, Point(1, 1, 0.01f)));
  }
}

TEST(PointInPolygon3D, AnyOrientation) {
  const glm::mat4 m =
      glm::rotate(glm::translate(glm::mat4(1), glm::vec3(3, -1, 2)), 1.1f, glm::normalize(glm::vec3(1, 2, 3)));
  const Polygon u = Carried(m, kU);
  const auto at = [&](float x, float y) { return Point(m * glm::vec4(x, y, 0, 1)); };
  EXPECT_TRUE(PointInPolygon(u, at(1, 5)));
  EXPECT_FALSE(PointInPolygon(u, at(3, 5)));
  EXPECT_TRUE(PointInPolygon(u, at(4, 4)));  // on the notch's side
  EXPECT_FALSE(PointInPolygon(u, at(1, 5) + u.GetPlane().normal * 0.01f));
  EXPECT_FALSE(PointInPolygon(Polygon({{0, 0, 0}, {1, 1, 1}, {2, 2, 2}}), Point(1, 1, 1)));  // no area
}

TEST(MovingPointTestPolygon, TheSeedsCamera) {
  const Polygon wall({{0, 0, 5}, {4, 0, 5}, {4, 3, 5}, {0, 3, 5}});
  Point hit(-7.0f);
  // From z = 1 to z = 9: d1 = -4, d2 = 4 (the wall faces +z), so d1 / (d1 - d2) = 1/2.
  ASSERT_TRUE(MovingPointTest(Point(1, 1, 1), Point(3, 2, 9), wall, hit));
  ExpectNearPoint(Point(2, 1.5f, 5), hit);
  EXPECT_FALSE(MovingPointTest(Point(5, 1, 1), Point(5, 1, 9), wall, hit));  // beside the wall
  EXPECT_FALSE(MovingPointTest(Point(1, 1, 1), Point(1, 1, 4), wall, hit));  // short of it
  ExpectNearPoint(Point(2, 1.5f, 5), hit);
  // Through the notch of a U standing in the same plane: it misses.
  Polygon u;
  for (const vec2& v : kU.vertices) u.vertices.emplace_back(v.x, v.y, 5.0f);
  EXPECT_FALSE(MovingPointTest(Point(3, 4, 0), Point(3, 4, 10), u, hit));
  EXPECT_TRUE(MovingPointTest(Point(1, 4, 0), Point(1, 4, 10), u, hit));
}

TEST(Polygon3DIntersects, CrossingSpansAndCoplanar) {
  const Polygon floor({{0, 0, 0}, {4, 0, 0}, {4, 0, 4}, {0, 0, 4}});
  const auto wall = [](float x0, float x1, float z, float y0, float y1) {
    return Polygon({{x0, y0, z}, {x1, y0, z}, {x1, y1, z}, {x0, y1, z}});
  };
  EXPECT_TRUE(Intersects(floor, wall(1, 3, 2, -1, 1)));  // through the middle
  EXPECT_TRUE(Intersects(floor, wall(1, 3, 2, 0, 1)));   // standing on it (touching)
  EXPECT_FALSE(Intersects(floor, wall(1, 3, 2, 0.01f, 1)));
  EXPECT_FALSE(Intersects(floor, wall(5, 7, 2, -1, 1)));  // the planes meet, the spans do not
  EXPECT_TRUE(Intersects(floor, wall(4, 7, 2, -1, 1)));   // spans touching at the floor's edge
  // Coplanar: the 2-D test.
  EXPECT_TRUE(Intersects(floor, Polygon({{3, 0, 3}, {6, 0, 3}, {6, 0, 6}})));
  EXPECT_FALSE(Intersects(floor, Polygon({{5, 0, 5}, {6, 0, 5}, {6, 0, 6}})));
  // Parallel and apart; degenerate.
  EXPECT_FALSE(Intersects(floor, Polygon({{0, 1, 0}, {4, 1, 0}, {4, 1, 4}})));
  EXPECT_FALSE(Intersects(floor, Polygon({{1, -1, 1}, {2, 0, 2}, {3, 1, 3}})));
}

TEST(Polygon3DIntersects, AgreesWithTriangleTriangle) {
  // Triangles are convex planar polygons: the span method must agree with chapter 4's separating axes.
  std::mt19937 random(11);
  std::uniform_real_distribution<float> coordinate(-2.0f, 2.0f);
  const auto point = [&] { return Point(coordinate(random), coordinate(random), coordinate(random)); };
  int meeting = 0;
  for (int i = 0; i < 3000; ++i) {
    const Triangle a(point(), point(), point()), b(point(), point(), point());
    const bool truth = Intersects(a, b);
    meeting += truth;
    EXPECT_EQ(Intersects(Polygon({a.p0, a.p1, a.p2}), Polygon({b.p0, b.p1, b.p2})), truth)
        << fmt::format("{} / {}", a, b);
  }
  EXPECT_GT(meeting, 300);
}

}  // namespace
}  // namespace lab::Collisions
