// Chapter 10: polyhedra, the convex hull, convex decomposition, bounding volumes and the broad phase, against
// hand-made cases and brute force.
#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <numeric>
#include <random>
#include <set>

#include <glm/gtc/matrix_transform.hpp>
#include <gtest/gtest.h>

#include "collisions/broad_phase.hpp"
#include "collisions/models.hpp"
#include "tests/expect_near.hpp"

namespace lab::Collisions {
namespace {

constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
const Point kA(1, 1, 1), kB(-1, -1, 1), kC(-1, 1, -1), kD(1, -1, -1);

ConvexPolyhedron Transformed(const ConvexPolyhedron& shape, const glm::mat4& m) {
  std::vector<Point> vertices;
  for (const Point& v : shape.vertices) vertices.emplace_back(m * glm::vec4(v, 1.0f));
  return ConvexPolyhedron::FromFaces(vertices, shape.faces);
}

// Every face's plane has every vertex behind or on it, and the opposite one strictly behind somewhere.
void ExpectOutwardFaces(const ConvexPolyhedron& shape) {
  ASSERT_EQ(shape.planes.size(), shape.faces.size());
  for (const Plane& plane : shape.planes) {
    for (const Point& v : shape.vertices) EXPECT_LE(DistanceFromPlane(v, plane), 1e-4f) << fmt::format("{}", plane);
  }
}

TEST(ConvexPolyhedron, TetrahedronAndBoxFaceOutwards) {
  ExpectOutwardFaces(ConvexPolyhedron::Tetrahedron(kA, kB, kC, kD));
  ExpectOutwardFaces(ConvexPolyhedron::Tetrahedron(kA, kC, kB, kD));
  const ConvexPolyhedron box = ConvexPolyhedron::FromAABB(AABB(Point(-1, 0, 2), Point(3, 1, 5)));
  ExpectOutwardFaces(box);
  EXPECT_EQ(box.Edges().size(), 12u);
  EXPECT_EQ(ConvexPolyhedron::Tetrahedron(kA, kB, kC, kD).Edges().size(), 6u);
}

TEST(PointInPolyhedron, TheLecturesTetrahedron) {
  const ConvexPolyhedron tetrahedron = ConvexPolyhedron::Tetrahedron(kA, kB, kC, kD);
  EXPECT_FALSE(PointInPolyhedron(tetrahedron, Point(0.71f, 0.71f, 0)));
  // Only the face a, c, d (the plane x + y - z = 1, opposite b) has it in front.
  int in_front = 0;
  for (std::size_t i = 0; i < tetrahedron.faces.size(); ++i) {
    if (DistanceFromPlane(Point(0.71f, 0.71f, 0), tetrahedron.planes[i]) > 0.0f) {
      ++in_front;
      EXPECT_EQ(std::set<int>(tetrahedron.faces[i].begin(), tetrahedron.faces[i].end()), (std::set<int>{0, 2, 3}));
    }
  }
  EXPECT_EQ(in_front, 1);
  EXPECT_TRUE(PointInPolyhedron(tetrahedron, Point(0.5f, 0.5f, 0)));  // x + y - z = 1: on that face
  EXPECT_TRUE(PointInPolyhedron(tetrahedron, Point(0, 0, 0)));
  EXPECT_TRUE(PointInPolyhedron(tetrahedron, kB));
  EXPECT_FALSE(PointInPolyhedron(tetrahedron, Point(kNaN, 0, 0)));
  EXPECT_FALSE(PointInPolyhedron(ConvexPolyhedron(), Point(0, 0, 0)));
}

// A closed, concave prism: the polygon's convex pieces as caps, its edges as walls, from z = 0 to z = height.
std::shared_ptr<const Mesh> Prism(const Polygon2D& outline, float height) {
  std::vector<Triangle> triangles;
  for (const Polygon2D& piece : ConvexDecomposition(outline)) {
    for (std::size_t i = 1; i + 1 < piece.vertices.size(); ++i) {
      const auto at = [&](std::size_t k, float z) { return Point(piece.vertices[k].x, piece.vertices[k].y, z); };
      triangles.emplace_back(at(0, 0), at(i + 1, 0), at(i, 0));
      triangles.emplace_back(at(0, height), at(i, height), at(i + 1, height));
    }
  }
  const auto& v = outline.vertices;
  for (std::size_t i = 0; i < v.size(); ++i) {
    const glm::vec2 a = v[i], b = v[(i + 1) % v.size()];
    triangles.emplace_back(Point(a, 0), Point(b, 0), Point(b, height));
    triangles.emplace_back(Point(a, 0), Point(b, height), Point(a, height));
  }
  return Mesh::FromTriangles(std::move(triangles));
}

const Polygon2D kU({{0, 0}, {6, 0}, {6, 6}, {4, 6}, {4, 2}, {2, 2}, {2, 6}, {0, 6}});

TEST(PointInMesh, ConcavePrismAgreesWithItsOutline) {
  // A prism has T-junctions where the decomposition's cut meets the walls, so it is closed but not
  // edge-manifold; the cut ends lie on wall edges. Parity must still be right everywhere.
  const auto mesh = Prism(kU, 3.0f);
  std::mt19937 random(12);
  std::uniform_real_distribution<float> coordinate(-1.0f, 7.0f);
  int inside = 0;
  for (int i = 0; i < 3000; ++i) {
    // Coordinates on a 0.5 grid, so many points sit level with vertices and edges, where parity rays are
    // most likely to graze something.
    const Point p(std::round(coordinate(random) * 2) / 2, std::round(coordinate(random) * 2) / 2,
                  std::round(coordinate(random) * 2) / 4);
    const bool truth = PointInPolygon(kU, glm::vec2(p)) && p.z >= 0.0f && p.z <= 3.0f;
    inside += truth;
    EXPECT_EQ(PointInMesh(*mesh, p), truth) << fmt::format("{}", p);
  }
  EXPECT_GT(inside, 500);
}

TEST(PointInMesh, ARayThroughAnEdgeIsReplaced) {
  // The first parity direction aimed exactly at a vertex and at an edge's midpoint of a box.
  const auto mesh = Prism(Polygon2D({{0, 0}, {2, 0}, {2, 2}, {0, 2}}), 2.0f);
  const glm::vec3 first = glm::normalize(glm::vec3(0.5377f, 0.8622f, 0.3188f));
  for (const Point& target : {Point(2, 2, 2), Point(1, 2, 2), Point(2, 2, 1)}) {
    EXPECT_TRUE(PointInMesh(*mesh, target - first * 0.5f));
    EXPECT_FALSE(PointInMesh(*mesh, target - first * 5.0f));
  }
  EXPECT_TRUE(PointInMesh(*mesh, Point(2, 1, 1)));  // on the surface
  EXPECT_FALSE(PointInMesh(*Mesh::FromTriangles({}), Point(0, 0, 0)));
  EXPECT_FALSE(PointInMesh(*mesh, Point(kNaN, 1, 1)));
}

TEST(PolyhedronSphere, FaceEdgeVertexAndInside) {
  const ConvexPolyhedron box = ConvexPolyhedron::FromAABB(AABB(Point(0, 0, 0), Point(2, 2, 2)));
  EXPECT_TRUE(Intersects(box, Sphere(Point(1, 1, 1), 0.1f)));  // centre inside
  EXPECT_TRUE(Intersects(box, Sphere(Point(3, 1, 1), 1.0f)));  // touching a face
  EXPECT_FALSE(Intersects(box, Sphere(Point(3.01f, 1, 1), 1.0f)));
  EXPECT_TRUE(Intersects(Sphere(Point(3, 3, 1), 1.42f), box));  // over an edge: distance sqrt 2
  EXPECT_FALSE(Intersects(Sphere(Point(3, 3, 1), 1.41f), box));
  EXPECT_TRUE(Intersects(box, Sphere(Point(3, 3, 3), 1.74f)));  // over a corner: distance sqrt 3
  EXPECT_FALSE(Intersects(box, Sphere(Point(3, 3, 3), 1.73f)));
  EXPECT_FALSE(Intersects(box, Sphere(Point(1, 1, 1), -1.0f)));
  EXPECT_FALSE(Intersects(ConvexPolyhedron(), Sphere(Point(0, 0, 0), 5.0f)));
}

TEST(PolyhedronSphere, AgreesWithBoxSphere) {
  std::mt19937 random(13);
  std::uniform_real_distribution<float> coordinate(-3.0f, 3.0f);
  for (int i = 0; i < 2000; ++i) {
    const AABB box(Point(coordinate(random), coordinate(random), coordinate(random)),
                   Point(coordinate(random), coordinate(random), coordinate(random)));
    const Sphere sphere(Point(coordinate(random), coordinate(random), coordinate(random)),
                        std::abs(coordinate(random)) / 2);
    EXPECT_EQ(Intersects(ConvexPolyhedron::FromAABB(box), sphere), Intersects(box, sphere));
  }
}

// Face normals only: the lecture's slide, which misses edge-on separations.
bool FaceAxesOnly(const ConvexPolyhedron& a, const ConvexPolyhedron& b) {
  for (const auto* shape : {&a, &b}) {
    for (const Plane& plane : shape->planes) {
      float a_min = INFINITY, a_max = -INFINITY, b_min = INFINITY, b_max = -INFINITY;
      for (const Point& v : a.vertices)
        a_min = std::min(a_min, glm::dot(v, plane.normal)), a_max = std::max(a_max, glm::dot(v, plane.normal));
      for (const Point& v : b.vertices)
        b_min = std::min(b_min, glm::dot(v, plane.normal)), b_max = std::max(b_max, glm::dot(v, plane.normal));
      if (a_max < b_min || b_max < a_min) return false;
    }
  }
  return true;
}

TEST(PolyhedronPolyhedron, EdgeToEdgeNeedsTheCrossAxes) {
  // A: the cube [-1, 1]^3 turned 45 degrees about z (an edge along z at x = sqrt 2). B: the same cube
  // turned 45 degrees about y (an edge along y) and moved along x until its edge is `gap` past A's.
  const ConvexPolyhedron cube = ConvexPolyhedron::FromAABB(AABB(Point(-1.0f), Point(1.0f)));
  const ConvexPolyhedron a = Transformed(cube, glm::rotate(glm::mat4(1), std::numbers::pi_v<float> / 4, {0, 0, 1}));
  for (float gap : {0.01f, 0.0f, -0.01f}) {
    const glm::mat4 m = glm::rotate(glm::translate(glm::mat4(1), glm::vec3(2 * std::sqrt(2.0f) + gap, 0, 0)),
                                    std::numbers::pi_v<float> / 4, {0, 1, 0});
    const ConvexPolyhedron b = Transformed(cube, m);
    EXPECT_EQ(Intersects(a, b), gap <= 0.0f) << gap;
    EXPECT_EQ(Intersects(b, a), gap <= 0.0f) << gap;
    EXPECT_TRUE(FaceAxesOnly(a, b)) << "the face normals alone never separate these";
  }
}

TEST(PolyhedronPolyhedron, AgreesWithBoxBox) {
  std::mt19937 random(14);
  std::uniform_real_distribution<float> coordinate(-3.0f, 3.0f);
  for (int i = 0; i < 2000; ++i) {
    const auto box = [&] {
      return AABB(Point(coordinate(random), coordinate(random), coordinate(random)),
                  Point(coordinate(random), coordinate(random), coordinate(random)));
    };
    const AABB p = box(), q = box();
    EXPECT_EQ(Intersects(ConvexPolyhedron::FromAABB(p), ConvexPolyhedron::FromAABB(q)), Intersects(p, q));
  }
}

TEST(PolyhedronPolyhedron, FlatAndDegenerate) {
  const ConvexPolyhedron square = ConvexHull({{0, 0, 0}, {2, 0, 0}, {2, 2, 0}, {0, 2, 0}});
  ASSERT_EQ(square.faces.size(), 2u);
  const ConvexPolyhedron other = ConvexHull({{2.5f, 1, 0}, {4, 1, 0}, {4, 3, 0}});
  EXPECT_FALSE(Intersects(square, other));  // coplanar, apart: an in-plane edge normal separates them
  EXPECT_TRUE(Intersects(square, ConvexHull({{1.5f, 1, 0}, {4, 1, 0}, {4, 3, 0}})));
  EXPECT_TRUE(Intersects(square, ConvexPolyhedron::FromAABB(AABB(Point(1, 1, -1), Point(3, 3, 0)))));
  EXPECT_FALSE(Intersects(square, ConvexHull({{1, 1, 0}})));  // a point is degenerate
}

TEST(ConvexHull, CubeWithInteriorPoints) {
  std::vector<Point> points;
  for (int i = 0; i < 8; ++i) points.emplace_back(i & 1 ? 1 : -1, i & 2 ? 1 : -1, i & 4 ? 1 : -1);
  std::mt19937 random(15);
  std::uniform_real_distribution<float> inside(-0.99f, 0.99f);
  for (int i = 0; i < 200; ++i) points.emplace_back(inside(random), inside(random), inside(random));
  points.emplace_back(1, 0, 0);  // on a face
  points.emplace_back(1, 1, 0);  // on an edge
  std::shuffle(points.begin(), points.end(), random);
  const ConvexPolyhedron hull = ConvexHull(points);
  EXPECT_EQ(hull.vertices.size(), 8u);
  EXPECT_EQ(hull.faces.size(), 6u);  // coplanar triangles merged into quads
  ExpectOutwardFaces(hull);
}

TEST(ConvexHull, RandomPointsAreAllInsideAndEulerHolds) {
  std::mt19937 random(16);
  std::normal_distribution<float> normal(0.0f, 2.0f);
  for (int trial = 0; trial < 20; ++trial) {
    std::vector<Point> points(50 + 50 * trial);
    for (Point& p : points) p = Point(normal(random), normal(random), normal(random));
    const ConvexPolyhedron hull = ConvexHull(points);
    ASSERT_TRUE(hull.IsSolid());
    for (const Point& p : points) EXPECT_TRUE(PointInPolyhedron(hull, p)) << fmt::format("{}", p);
    for (const Point& v : hull.vertices) EXPECT_NE(std::find(points.begin(), points.end(), v), points.end());
    const long vertices = static_cast<long>(hull.vertices.size()), edges = static_cast<long>(hull.Edges().size());
    EXPECT_EQ(vertices - edges + static_cast<long>(hull.faces.size()), 2);
    ExpectOutwardFaces(hull);
  }
}

TEST(ConvexHull, DegenerateInputs) {
  EXPECT_TRUE(ConvexHull({}).vertices.empty());
  const ConvexPolyhedron one = ConvexHull({{1, 2, 3}, {1, 2, 3}, {kNaN, 0, 0}});
  EXPECT_EQ(one.vertices.size(), 1u);
  EXPECT_TRUE(one.IsDegenerate());
  const ConvexPolyhedron line = ConvexHull({{0, 0, 0}, {1, 1, 1}, {3, 3, 3}, {2, 2, 2}});
  ASSERT_EQ(line.vertices.size(), 2u);
  EXPECT_TRUE(line.IsDegenerate());
  EXPECT_EQ(std::min(line.vertices[0].x, line.vertices[1].x), 0.0f);
  EXPECT_EQ(std::max(line.vertices[0].x, line.vertices[1].x), 3.0f);
  // Coplanar up to rounding: a tilted grid of points with jitter far below the tolerance.
  std::vector<Point> grid;
  const glm::mat4 m = glm::rotate(glm::mat4(1), 0.7f, glm::normalize(glm::vec3(1, 1, 0)));
  for (int i = 0; i <= 4; ++i) {
    for (int j = 0; j <= 4; ++j) grid.emplace_back(m * glm::vec4(float(i), float(j), 1e-7f * float((i * j) % 3), 1));
  }
  const ConvexPolyhedron flat = ConvexHull(grid);
  EXPECT_EQ(flat.vertices.size(), 4u);
  ASSERT_EQ(flat.faces.size(), 2u);
  EXPECT_FALSE(flat.IsSolid());
  EXPECT_NEAR(glm::dot(flat.planes[0].normal, flat.planes[1].normal), -1.0f, 1e-5f);
  EXPECT_TRUE(PointInPolyhedron(flat, Point(m * glm::vec4(2, 2, 0, 1))));
  EXPECT_FALSE(PointInPolyhedron(flat, Point(m * glm::vec4(2, 2, 0.01f, 1))));
  const ConvexPolyhedron tetrahedron = ConvexHull({kA, kB, kC, kD});
  EXPECT_EQ(tetrahedron.faces.size(), 4u);
  ExpectOutwardFaces(tetrahedron);
}

bool IsConvexCounterClockwise(const Polygon2D& piece) {
  const auto& v = piece.vertices;
  for (std::size_t i = 0; i < v.size(); ++i) {
    const glm::vec2 a = v[i], b = v[(i + 1) % v.size()], c = v[(i + 2) % v.size()];
    const float turn = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (turn < -1e-4f * glm::length(b - a) * glm::length(c - b)) return false;
  }
  return piece.SignedArea() > 0.0f;
}

int ReflexCount(const Polygon2D& polygon) {
  int count = 0;
  const auto& v = polygon.vertices;
  const float sign = polygon.SignedArea() > 0 ? 1.0f : -1.0f;
  for (std::size_t i = 0; i < v.size(); ++i) {
    const glm::vec2 a = v[i], b = v[(i + 1) % v.size()], c = v[(i + 2) % v.size()];
    count += sign * ((b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)) < 0.0f;
  }
  return count;
}

void ExpectDecomposes(const Polygon2D& polygon) {
  const std::vector<Polygon2D> pieces = ConvexDecomposition(polygon);
  ASSERT_FALSE(pieces.empty());
  EXPECT_LE(static_cast<int>(pieces.size()), ReflexCount(polygon) + 1);
  float area = 0.0f;
  for (const Polygon2D& piece : pieces) {
    EXPECT_TRUE(IsConvexCounterClockwise(piece)) << fmt::format("{}", piece);
    area += piece.SignedArea();
  }
  EXPECT_NEAR(area, std::abs(polygon.SignedArea()), 1e-3f * std::abs(polygon.SignedArea()));
  // Points well inside the polygon are in some piece; points outside are in none.
  std::mt19937 random(17);
  std::uniform_real_distribution<float> coordinate(-6.0f, 8.0f);
  for (int i = 0; i < 500; ++i) {
    const glm::vec2 p(coordinate(random), coordinate(random));
    const bool in_piece =
        std::any_of(pieces.begin(), pieces.end(), [&](const Polygon2D& q) { return PointInPolygon(q, p); });
    EXPECT_EQ(in_piece, PointInPolygon(polygon, p)) << p.x << ", " << p.y;
  }
}

TEST(ConvexDecomposition, ConvexConcaveClockwise) {
  const Polygon2D square({{0, 0}, {2, 0}, {2, 2}, {0, 2}});
  ASSERT_EQ(ConvexDecomposition(square).size(), 1u);
  ExpectDecomposes(kU);
  EXPECT_EQ(ConvexDecomposition(kU).size(), 3u);  // two reflex vertices
  Polygon2D clockwise = kU;
  std::reverse(clockwise.vertices.begin(), clockwise.vertices.end());
  ExpectDecomposes(clockwise);
  ExpectDecomposes(Polygon2D({{0, 0}, {4, 0}, {4, 4}, {2, 1}, {0, 4}}));  // an arrow: one reflex vertex
  // A star: five reflex vertices whose bisectors run through the opposite ones.
  Polygon2D star;
  for (int i = 0; i < 10; ++i) {
    const float angle = static_cast<float>(i) * std::numbers::pi_v<float> / 5.0f;
    star.vertices.emplace_back((i % 2 ? 1.5f : 4.0f) * std::cos(angle), (i % 2 ? 1.5f : 4.0f) * std::sin(angle));
  }
  ExpectDecomposes(star);
  // A comb, and a polygon with a straight (collinear) vertex.
  ExpectDecomposes(
      Polygon2D({{0, 0}, {7, 0}, {7, 3}, {6, 3}, {6, 1}, {5, 1}, {5, 3}, {4, 3}, {4, 1}, {3, 1}, {3, 3}, {0, 3}}));
  ExpectDecomposes(Polygon2D({{0, 0}, {2, 0}, {4, 0}, {4, 4}, {2, 2}, {0, 4}}));
}

TEST(ConvexDecomposition, Degenerate) {
  EXPECT_TRUE(ConvexDecomposition(Polygon2D()).empty());
  EXPECT_TRUE(ConvexDecomposition(Polygon2D({{0, 0}, {1, 1}})).empty());
  EXPECT_TRUE(ConvexDecomposition(Polygon2D({{0, 0}, {1, 1}, {2, 2}})).empty());
  EXPECT_TRUE(ConvexDecomposition(Polygon2D({{0, 0}, {1, 0}, {kNaN, 1}})).empty());
  EXPECT_EQ(ConvexDecomposition(Polygon2D({{0, 0}, {1, 0}, {1, 0}, {1, 1}, {0, 0}})).size(), 1u);  // repeats
}

TEST(BoundingVolumes, ContainEveryPoint) {
  std::mt19937 random(18);
  std::normal_distribution<float> normal(0.0f, 3.0f);
  for (int trial = 0; trial < 50; ++trial) {
    std::vector<Point> points(10 + trial * 20);
    for (Point& p : points) p = Point(normal(random), normal(random) * 0.5f, normal(random)) + Point(5, -2, 1);
    const Sphere sphere = BoundingSphere(points);
    const AABB box = BoundingBox(points);
    float diameter = 0.0f;
    for (const Point& p : points) {
      EXPECT_LE(glm::length(p - sphere.position), sphere.radius);
      EXPECT_TRUE(glm::all(glm::lessThanEqual(box.min, p)) && glm::all(glm::lessThanEqual(p, box.max)));
      for (const Point& q : points) diameter = std::max(diameter, glm::length(p - q));
    }
    // No sphere is smaller than half the diameter, and the smallest is at most sqrt(3/8) times the diameter
    // (a regular tetrahedron's); Ritter's stays within 30% of half the diameter here.
    EXPECT_LE(sphere.radius, 1.3f * diameter / 2.0f);
    for (int axis = 0; axis < 3; ++axis) {
      EXPECT_TRUE(std::any_of(points.begin(), points.end(), [&](const Point& p) { return p[axis] == box.min[axis]; }));
      EXPECT_TRUE(std::any_of(points.begin(), points.end(), [&](const Point& p) { return p[axis] == box.max[axis]; }));
    }
  }
}

TEST(BoundingVolumes, Degenerate) {
  EXPECT_EQ(BoundingSphere({}).radius, 0.0f);
  const Sphere one = BoundingSphere({{1, 2, 3}, {kNaN, 0, 0}});
  ExpectNearPoint(Point(1, 2, 3), one.position);
  EXPECT_EQ(one.radius, 0.0f);
  const AABB box = BoundingBox({{kNaN, 0, 0}, {1, 2, 3}, {-1, 5, 0}});
  ExpectNearPoint(Point(-1, 2, 0), box.min);
  ExpectNearPoint(Point(1, 5, 3), box.max);
  const AABB none = BoundingBox({});
  ExpectNearPoint(Point(0.0f), none.min);
  ExpectNearPoint(Point(0.0f), none.max);
}

// ---- Broad phase.

std::vector<AABB> RandomBoxes(std::mt19937& random, int count, float world) {
  std::uniform_real_distribution<float> position(0.0f, world), size(0.2f, 2.0f);
  std::vector<AABB> boxes;
  for (int i = 0; i < count; ++i) {
    const Point low(position(random), position(random), position(random));
    boxes.emplace_back(low, low + Point(size(random), size(random), size(random)));
  }
  return boxes;
}

TEST(BoundingOBB, HoldsEveryPointAndFitsATurnedStretchedSetTightly) {
  // A 10 x 2 x 1 box's corners and inner points, turned 30 degrees about z and 20 about x.
  const glm::mat3 turn = glm::mat3(
      glm::rotate(glm::rotate(glm::mat4(1.0f), glm::radians(30.0f), {0, 0, 1}), glm::radians(20.0f), {1, 0, 0}));
  std::mt19937 random(31);
  std::uniform_real_distribution<float> unit(-1.0f, 1.0f);
  std::vector<Point> points;
  for (int i = 0; i < 8; ++i) points.push_back(turn * Point(i & 1 ? 5 : -5, i & 2 ? 1 : -1, i & 4 ? 0.5f : -0.5f));
  for (int i = 0; i < 200; ++i) points.push_back(turn * Point(5 * unit(random), unit(random), 0.5f * unit(random)));
  const OBB box = BoundingOBB(points);
  // Orthonormal, right-handed axes; every point inside (within rounding).
  EXPECT_NEAR(glm::determinant(box.axes), 1.0f, 1e-5f);
  for (int a = 0; a < 3; ++a) EXPECT_NEAR(glm::length(box.axes[a]), 1.0f, 1e-5f);
  for (const Point& p : points) {
    const glm::vec3 along = glm::transpose(box.axes) * (p - box.center);
    for (int a = 0; a < 3; ++a) EXPECT_LE(std::abs(along[a]), box.half_extents[a] + 1e-4f);
  }
  // The turned box itself: half extents 5, 1, 0.5 (largest spread first), volume 80 where the AABB's is far more.
  EXPECT_NEAR(box.half_extents.x, 5.0f, 1e-3f);
  EXPECT_NEAR(box.half_extents.y, 1.0f, 1e-3f);
  EXPECT_NEAR(box.half_extents.z, 0.5f, 1e-3f);
  const AABB aabb = BoundingBox(points);
  const glm::vec3 size = aabb.max - aabb.min;
  EXPECT_LT(box.Volume(), 0.5f * size.x * size.y * size.z);
  // Degenerate sets: nothing, one point, collinear points (a box flat in two directions).
  EXPECT_EQ(BoundingOBB({}).Volume(), 0.0f);
  EXPECT_EQ(BoundingOBB({Point(1, 2, 3)}).center, Point(1, 2, 3));
  const OBB line = BoundingOBB({Point(0, 0, 0), Point(1, 1, 1), Point(2, 2, 2)});
  EXPECT_NEAR(line.half_extents.x, std::sqrt(3.0f), 1e-5f);
  EXPECT_NEAR(line.half_extents.y + line.half_extents.z, 0.0f, 1e-5f);
  const float nan = std::numeric_limits<float>::quiet_NaN();
  EXPECT_EQ(BoundingOBB({Point(nan, 0, 0), Point(1, 2, 3)}).center, Point(1, 2, 3));
}

TEST(ContactNormal, FromTheFirstCentreToTheSecondAtAnyScale) {
  glm::vec3 normal(0.0f);
  ASSERT_TRUE(ContactNormal(Sphere(Point(-4, 0, 8), 1), Sphere(Point(-1, 4, 8), 4), normal));
  EXPECT_NEAR(glm::length(normal - glm::vec3(0.6f, 0.8f, 0.0f)), 0.0f, 1e-6f);
  ASSERT_TRUE(ContactNormal(Sphere(Point(-1, 4, 8), 4), Sphere(Point(-4, 0, 8), 1), normal));
  EXPECT_NEAR(glm::length(normal + glm::vec3(0.6f, 0.8f, 0.0f)), 0.0f, 1e-6f) << "the other order: reversed";
  // Apart or overlapping, the direction is the same; 1e-30 or 1e30 apart, it neither vanishes nor overflows.
  for (const float scale : {1e-30f, 1e-3f, 1e3f, 1e30f}) {
    ASSERT_TRUE(ContactNormal(Sphere(Point(0.0f), 1), Sphere(Point(0, 0, scale), 1), normal)) << scale;
    EXPECT_EQ(normal, glm::vec3(0, 0, 1)) << scale;
  }
  // No direction: concentric, or NaN. The normal is left alone.
  glm::vec3 unchanged(7.0f);
  EXPECT_FALSE(ContactNormal(Sphere(Point(1, 2, 3), 1), Sphere(Point(1, 2, 3), 5), unchanged));
  const float nan = std::numeric_limits<float>::quiet_NaN();
  EXPECT_FALSE(ContactNormal(Sphere(Point(nan, 0, 0), 1), Sphere(Point(1, 2, 3), 5), unchanged));
  EXPECT_EQ(unchanged, glm::vec3(7.0f));
}

TEST(SortAndSweep, MovingBoxesMatchBruteForce) {
  std::mt19937 random(19);
  std::vector<AABB> boxes = RandomBoxes(random, 300, 20.0f);
  boxes[1] = AABB(Point(boxes[0].max.x, boxes[0].min.y, boxes[0].min.z), boxes[0].max + Point(1.0f));  // touching
  std::uniform_real_distribution<float> step(-0.1f, 0.1f);
  SortAndSweep sweep;
  long first_swaps = -1;
  for (int frame = 0; frame < 30; ++frame) {
    sweep.Update(boxes);
    EXPECT_EQ(sweep.Pairs(), EveryOverlappingPair(boxes)) << "frame " << frame;
    if (frame == 0) {
      first_swaps = sweep.LastSwaps();
      EXPECT_NE(std::find(sweep.Pairs().begin(), sweep.Pairs().end(), ObjectPair(0, 1)), sweep.Pairs().end());
    } else {
      EXPECT_LT(sweep.LastSwaps() * 10, first_swaps) << "small moves should need few swaps";
    }
    EXPECT_LT(sweep.LastCandidates(), 300 * 299 / 2 / 4);
    for (AABB& box : boxes) {
      const Point move(step(random), step(random), step(random));
      box = AABB(box.min + move, box.max + move);
    }
  }
  sweep.Update({});
  EXPECT_TRUE(sweep.Pairs().empty());
}

TEST(SortAndSweep, InvertedAndNaNBoxesAreEmpty) {
  std::mt19937 random(21);
  std::vector<AABB> boxes = RandomBoxes(random, 60, 8.0f);
  const float nan = std::numeric_limits<float>::quiet_NaN();
  // Set field by field: the constructor would sort the corners.
  boxes[3].min = Point(5, 0, 0);  // min > max along x: crashed the sweep
  boxes[3].max = Point(3, 1, 1);
  boxes[7].min.x = nan;  // NaN: broke the other boxes' order
  boxes[9] = boxes[10];
  boxes[9].max.y = nan;  // NaN on another axis
  SortAndSweep sweep;
  for (int frame = 0; frame < 3; ++frame) {
    sweep.Update(boxes);
    EXPECT_EQ(sweep.Pairs(), EveryOverlappingPair(boxes));
    for (const ObjectPair& pair : sweep.Pairs()) {
      EXPECT_TRUE(pair.first != 3 && pair.first != 7 && pair.first != 9 && pair.second != 3 && pair.second != 7 &&
                  pair.second != 9);
    }
  }
  // The valid boxes' pairs are all still found.
  std::vector<AABB> valid = boxes;
  for (int empty : {3, 7, 9})
    valid[empty] = AABB(Point(1000.0f * static_cast<float>(empty)), Point(1000.0f * static_cast<float>(empty) + 0.5f));
  EXPECT_EQ(sweep.Pairs(), EveryOverlappingPair(valid));
}

TEST(SortAndSweep, SweepsAlongTheAxisOfGreatestSpreadWithHysteresis) {
  // Boxes in a column along y: sweeping x would test every pair.
  std::vector<AABB> boxes;
  for (float i = 0; i < 50; ++i) boxes.push_back(AABB::FromCenterExtents(Point(0, 3.0f * i, 0), Point(1.0f)));
  SortAndSweep sweep;
  sweep.Update(boxes);
  EXPECT_EQ(sweep.Axis(), 1);
  EXPECT_TRUE(sweep.LastSortedFromScratch());
  EXPECT_EQ(sweep.Pairs(), EveryOverlappingPair(boxes));
  EXPECT_EQ(sweep.LastCandidates(), 0) << "apart along y, no box overlaps another along the axis";
  // Spread along z too, but less than twice as much as along y: the axis stays.
  for (float i = 0; i < 50; ++i)
    boxes[static_cast<std::size_t>(i)] = AABB::FromCenterExtents(Point(0, 3.0f * i, 4.0f * i), Point(1.0f));
  sweep.Update(boxes);
  EXPECT_EQ(sweep.Axis(), 1);
  EXPECT_FALSE(sweep.LastSortedFromScratch());
  // Over twice as much: it changes, sorts anew, and still finds exactly the overlapping pairs.
  for (float i = 0; i < 50; ++i)
    boxes[static_cast<std::size_t>(i)] = AABB::FromCenterExtents(Point(0, 0.5f * i, 7.0f * i), Point(1.0f));
  sweep.Update(boxes);
  EXPECT_EQ(sweep.Axis(), 2);
  EXPECT_TRUE(sweep.LastSortedFromScratch());
  EXPECT_EQ(sweep.Pairs(), EveryOverlappingPair(boxes));
  // Huge coordinates neither overflow the spread nor lose the order.
  for (float i = 0; i < 50; ++i)
    boxes[static_cast<std::size_t>(i)] = AABB::FromCenterExtents(Point(1e15f * i, 0, 0), Point(1e14f));
  sweep.Update(boxes);
  EXPECT_EQ(sweep.Axis(), 0);
  EXPECT_EQ(sweep.Pairs(), EveryOverlappingPair(boxes));
}

TEST(BoundingVolumeTree, QueriesAndPairsMatchBruteForce) {
  std::mt19937 random(20);
  const std::vector<AABB> boxes = RandomBoxes(random, 150, 25.0f);
  const BoundingVolumeTree tree(boxes);
  EXPECT_EQ(tree.Nodes().size(), 2 * boxes.size() - 1);
  EXPECT_LT(tree.Depth(), 40);
  EXPECT_EQ(tree.Pairs(), EveryOverlappingPair(boxes));
  EXPECT_LT(tree.LastTests(), 150 * 149 / 2);
  for (const AABB& region : RandomBoxes(random, 50, 25.0f)) {
    std::vector<int> expected;
    for (int i = 0; i < static_cast<int>(boxes.size()); ++i) {
      if (Intersects(boxes[i], region)) expected.push_back(i);
    }
    EXPECT_EQ(tree.Query(region), expected);
  }
  EXPECT_EQ(BoundingVolumeTree(std::vector<AABB>{}).Root(), -1);
  EXPECT_TRUE(BoundingVolumeTree(std::vector<AABB>{}).Pairs().empty());
  EXPECT_EQ(BoundingVolumeTree({AABB()}).Depth(), 1);
  EXPECT_EQ(BoundingVolumeTree::BottomUp(boxes).Pairs(), EveryOverlappingPair(boxes));
}

// Every inner node's box is its children's joint box, each child points back to its parent, and the leaves
// are exactly the objects given.
void ExpectConsistent(const BoundingVolumeTree& tree, std::vector<int> objects) {
  std::vector<int> leaves, stack;
  if (tree.Root() >= 0) {
    stack.push_back(tree.Root());
    EXPECT_EQ(tree.Nodes()[tree.Root()].parent, -1);
  }
  while (!stack.empty()) {
    const int index = stack.back();
    stack.pop_back();
    const auto& node = tree.Nodes()[index];
    if (node.IsLeaf()) {
      leaves.push_back(node.object);
      continue;
    }
    const auto& left = tree.Nodes()[node.left];
    const auto& right = tree.Nodes()[node.right];
    EXPECT_EQ(left.parent, index);
    EXPECT_EQ(right.parent, index);
    EXPECT_EQ(node.bounds.min, glm::min(left.bounds.min, right.bounds.min));
    EXPECT_EQ(node.bounds.max, glm::max(left.bounds.max, right.bounds.max));
    stack.push_back(node.left);
    stack.push_back(node.right);
  }
  std::sort(leaves.begin(), leaves.end());
  std::sort(objects.begin(), objects.end());
  EXPECT_EQ(leaves, objects);
}

TEST(BoundingVolumeTree, InsertRemoveAndUpdateKeepItExact) {
  std::mt19937 random(23);
  std::vector<AABB> boxes = RandomBoxes(random, 400, 30.0f);
  BoundingVolumeTree tree(boxes);
  std::vector<bool> present(boxes.size(), true);
  std::uniform_int_distribution<int> pick(0, 399);
  std::uniform_real_distribution<float> step(-2.0f, 2.0f);
  for (int round = 0; round < 600; ++round) {
    const int object = pick(random);
    const auto i = static_cast<std::size_t>(object);
    if (round % 4 == 0) {
      EXPECT_EQ(tree.Remove(object), present[i]);
      present[i] = false;
    } else {
      const Point move(step(random), step(random), step(random));
      boxes[i] = AABB(boxes[i].min + move, boxes[i].max + move);
      EXPECT_TRUE(tree.Update(object, boxes[i]));
      present[i] = true;
    }
  }
  std::vector<int> objects;
  std::vector<AABB> remaining = boxes;
  for (std::size_t i = 0; i < boxes.size(); ++i) {
    if (present[i]) {
      objects.push_back(static_cast<int>(i));
    } else {
      remaining[i] =
          AABB(Point(1e6f + static_cast<float>(i) * 10.0f), Point(1e6f + static_cast<float>(i) * 10.0f + 1.0f));
    }
  }
  ExpectConsistent(tree, objects);
  EXPECT_EQ(tree.Pairs(), EveryOverlappingPair(remaining));
  const AABB region(Point(5, 5, 5), Point(15, 12, 20));
  std::vector<int> expected;
  for (const int object : objects) {
    if (Collisions::Intersects(boxes[static_cast<std::size_t>(object)], region)) expected.push_back(object);
  }
  EXPECT_EQ(tree.Query(region), expected);
  EXPECT_LE(tree.Nodes().size(), 2 * boxes.size()) << "removed nodes are reused";
  // Empty boxes get no leaf, and an object never inserted cannot be removed.
  AABB inverted;
  inverted.min = Point(1, 0, 0);
  inverted.max = Point(0, 1, 1);
  const int empty = tree.Insert(inverted);
  EXPECT_EQ(empty, 400);
  EXPECT_FALSE(tree.Remove(empty));
  EXPECT_FALSE(tree.Remove(401));
  ExpectConsistent(tree, objects);
}

TEST(BoundingVolumeTree, InsertionBuildsAShallowCheapTree) {
  std::mt19937 random(29);
  const std::vector<AABB> boxes = RandomBoxes(random, 200, 40.0f);
  const BoundingVolumeTree inserted(boxes), bottom_up = BoundingVolumeTree::BottomUp(boxes);
  ExpectConsistent(bottom_up, [] {
    std::vector<int> all(200);
    std::iota(all.begin(), all.end(), 0);
    return all;
  }());
  EXPECT_EQ(bottom_up.Pairs(), EveryOverlappingPair(boxes));
  // The lecture's greedy join is the better tree, but insertion with rotations comes close.
  EXPECT_LT(inserted.InnerSurfaceArea(), 1.5f * bottom_up.InnerSurfaceArea());
  EXPECT_LE(inserted.Depth(), 4 * 8) << "a balanced tree of 200 leaves is 8 deep";
  // Sorted input, the worst case for insertion without rotations (a chain), stays shallow.
  std::vector<AABB> row;
  for (float i = 0; i < 2000; ++i) row.push_back(AABB::FromCenterExtents(Point(2.0f * i, 0, 0), Point(0.5f)));
  EXPECT_LE(BoundingVolumeTree(row).Depth(), 3 * 11) << "2000 leaves: 11 levels when balanced";
  // Boxes whose costs all tie: identical boxes, and points on a line (every joint box has no area). Without
  // the height balance these made a chain as deep as the boxes are many.
  const std::vector<AABB> same(10000, AABB(Point(0.0f), Point(1.0f)));
  const BoundingVolumeTree identical(same);
  EXPECT_LE(identical.Depth(), 2 * 14) << "10,000 identical boxes: 14 levels when balanced";
  EXPECT_EQ(identical.Query(AABB(Point(0.5f), Point(0.6f))).size(), same.size());
  std::vector<AABB> points;
  for (float i = 0; i < 20000; ++i) points.emplace_back(Point(i, 0, 0), Point(i, 0, 0));
  const BoundingVolumeTree line(points);
  EXPECT_LE(line.Depth(), 2 * 15) << "20,000 points on a line: 15 levels when balanced";
  EXPECT_EQ(line.Query(AABB(Point(10, -1, -1), Point(12, 1, 1))), (std::vector<int>{10, 11, 12}));
  EXPECT_LT(line.LastTests(), 1000) << "a query visits a few paths, not the whole line (40,000 nodes)";
}

TEST(Quadtree, QueriesMatchBruteForce) {
  std::mt19937 random(21);
  std::uniform_real_distribution<float> position(0.0f, 30.0f), size(0.1f, 3.0f);
  Quadtree tree(Rectangle({0, 0}, {32, 32}), 6);
  std::vector<Rectangle> rectangles;
  for (int i = 0; i < 200; ++i) {
    const glm::vec2 low(position(random), position(random));
    rectangles.emplace_back(low, low + glm::vec2(size(random), size(random)));
    EXPECT_TRUE(tree.Insert(i, rectangles.back()));
  }
  EXPECT_FALSE(tree.Insert(200, Rectangle({40, 40}, {41, 41})));
  EXPECT_GT(tree.Nodes().size(), 20u);
  for (int q = 0; q < 100; ++q) {
    const glm::vec2 low(position(random), position(random));
    const Rectangle region(low, low + glm::vec2(size(random), size(random)) * 2.0f);
    std::vector<int> expected;
    for (int i = 0; i < 200; ++i) {
      if (rectangles[i].Overlaps(region)) expected.push_back(i);
    }
    EXPECT_EQ(tree.Query(region), expected);
  }
  // Objects leave and move: the queries still match, and the tree is the one inserting what is left builds.
  std::uniform_int_distribution<int> pick(0, 199);
  for (int step = 0; step < 300; ++step) {
    const int id = pick(random);
    if (step % 3 == 0) {
      const bool stored = tree.Contains(id);
      EXPECT_EQ(tree.Remove(id), stored) << "step " << step;
      EXPECT_FALSE(tree.Contains(id));
    } else {
      const glm::vec2 low(position(random), position(random));
      rectangles[static_cast<std::size_t>(id)] = Rectangle(low, low + glm::vec2(size(random), size(random)));
      EXPECT_TRUE(tree.Update(id, rectangles[static_cast<std::size_t>(id)]));
    }
  }
  Quadtree rebuilt(Rectangle({0, 0}, {32, 32}), 6);
  for (int i = 0; i < 200; ++i) {
    if (tree.Contains(i)) rebuilt.Insert(i, rectangles[static_cast<std::size_t>(i)]);
  }
  EXPECT_EQ(tree.LiveNodes().size(), rebuilt.LiveNodes().size()) << "the removals joined every sparse cell";
  EXPECT_LE(tree.Nodes().size(), 4 * tree.LiveNodes().size()) << "joined cells' nodes are reused";
  for (int q = 0; q < 100; ++q) {
    const glm::vec2 low(position(random), position(random));
    const Rectangle region(low, low + glm::vec2(size(random), size(random)) * 2.0f);
    EXPECT_EQ(tree.Query(region), rebuilt.Query(region));
  }
  for (int i = 0; i < 200; ++i) tree.Remove(i);
  EXPECT_EQ(tree.LiveNodes(), std::vector<int>{0}) << "empty again: the root alone";
  EXPECT_FALSE(tree.Remove(0));
  EXPECT_FALSE(tree.Update(3, Rectangle({40, 40}, {41, 41})));
  EXPECT_FALSE(tree.Contains(3));
  // Identical rectangles stop splitting at the depth limit.
  Quadtree same(Rectangle({0, 0}, {1, 1}), 3);
  for (int i = 0; i < 5; ++i) same.Insert(i, Rectangle({0.1f, 0.1f}, {0.15f, 0.15f}));
  EXPECT_EQ(same.Query(Rectangle({0, 0}, {1, 1})).size(), 5u);
  EXPECT_EQ(same.Nodes().size(), 1u + 4u + 4u + 4u);  // split at depths 0, 1 and 2, not at 3
}

// docs/ROBUSTNESS.md, "Magnitudes": the same figures scaled from 1e-15 to 1e15. ConvexHull, ConvexDecomposition and
// BoundingOBB have relative tolerances (or none), so they hold at every scale; PointInMesh's "on a triangle" band
// is kPointOnPlaneEpsilon (1e-5) wide at every scale, so it is held only where the points are farther than that
// from the surface (scales from 1e-3 here), and below that a point near the mesh is on it.
TEST(Magnitudes, HullDecompositionBoundingOBBAndMeshAtEveryScale) {
  for (const float scale : {1e-15f, 1e-10f, 1e-6f, 1e-3f, 1.0f, 1e3f, 1e6f, 1e10f, 1e15f}) {
    SCOPED_TRACE(scale);
    std::vector<Point> points;
    for (int i = 0; i < 8; ++i) points.push_back(scale * Point(i & 1 ? 1 : -1, i & 2 ? 1 : -1, i & 4 ? 1 : -1));
    for (int i = 0; i < 20; ++i) {
      points.push_back(scale * Point(0.1f * float(i % 7) - 0.3f, 0.05f * float(i % 5), -0.04f * float(i % 3)));
    }
    const ConvexPolyhedron hull = ConvexHull(points);
    EXPECT_EQ(hull.vertices.size(), 8u);
    EXPECT_EQ(hull.faces.size(), 6u);
    for (const Plane& plane : hull.planes) {
      EXPECT_NEAR(glm::length(plane.normal), 1.0f, 1e-5f);
      EXPECT_NEAR(plane.distance / scale, 1.0f, 1e-5f);
    }
    // An L of area 3: two pieces whose areas sum to it.
    const Polygon2D l_shape({scale * glm::vec2(0, 0), scale * glm::vec2(2, 0), scale * glm::vec2(2, 1),
                             scale * glm::vec2(1, 1), scale * glm::vec2(1, 2), scale * glm::vec2(0, 2)});
    const std::vector<Polygon2D> pieces = ConvexDecomposition(l_shape);
    ASSERT_EQ(pieces.size(), 2u);
    double area = 0.0;
    for (const Polygon2D& piece : pieces) area += double(piece.SignedArea()) / scale / scale;
    EXPECT_NEAR(area, 3.0, 1e-5);
    // A turned 10 x 1 sheet: the box's long half extent is 5.
    const glm::mat3 turn(glm::rotate(glm::mat4(1.0f), 0.4f, glm::vec3(1, 1, 0)));
    std::vector<Point> sheet;
    for (int i = 0; i < 200; ++i) {
      const float u = float(i % 20) / 19.0f - 0.5f, w = float(i / 20) / 9.0f - 0.5f;
      sheet.push_back(turn * (scale * Point(10 * u, w, 0.3f * u * w)));
    }
    const OBB box = BoundingOBB(sheet);
    EXPECT_NEAR(box.half_extents.x / scale, 5.0f, 0.1f);
    EXPECT_NEAR(glm::length(box.center) / scale, 0.0f, 1e-3f);
    for (const Point& p : sheet) EXPECT_LE(glm::length(ClosestPoint(box, p) - p) / scale, 1e-4f);
    if (scale >= 1e-3f) {
      const auto cube = Prism(Polygon2D({{0, 0}, {scale, 0}, {scale, scale}, {0, scale}}), scale);
      EXPECT_TRUE(PointInMesh(*cube, scale * Point(0.5f, 0.3f, 0.6f)));
      EXPECT_FALSE(PointInMesh(*cube, scale * Point(1.1f, 0.3f, 0.6f)));
      EXPECT_FALSE(PointInMesh(*cube, scale * Point(3.0f, 0.3f, 0.6f)));
    }
  }
}

TEST(Quadtree, InvertedAndNaNRectanglesAreEmpty) {
  // docs/ROBUSTNESS.md: as in sort-and-sweep, an inverted or NaN rectangle is empty. Set field by field: the
  // constructor would sort the corners. Rectangle::Overlaps alone reports the inverted one meeting its
  // neighbours (min.x 5 <= 4 fails, but 0 <= 10 and 5 <= 10 hold against the whole tree).
  const float nan = std::numeric_limits<float>::quiet_NaN();
  Rectangle inverted;
  inverted.min = {5, 5};
  inverted.max = {3, 8};
  Rectangle nan_corner({1, 1}, {2, 2});
  nan_corner.max.y = nan;
  Quadtree tree(Rectangle({0, 0}, {10, 10}), 4);
  EXPECT_TRUE(tree.Insert(0, Rectangle({2, 2}, {6, 6})));
  EXPECT_TRUE(tree.Insert(1, Rectangle({7, 7}, {9, 9})));
  EXPECT_FALSE(tree.Insert(2, inverted));
  EXPECT_FALSE(tree.Insert(3, nan_corner));
  EXPECT_FALSE(tree.Contains(2));
  EXPECT_FALSE(tree.Contains(3));
  EXPECT_EQ(tree.Query(Rectangle({0, 0}, {10, 10})), (std::vector<int>{0, 1}));
  EXPECT_EQ(tree.Query(Rectangle({3, 5}, {5, 8})), (std::vector<int>{0})) << "the inverted one's corners";
  // An empty region finds nothing, though Overlaps would let the inverted one meet object 0.
  EXPECT_TRUE(inverted.Overlaps(Rectangle({2, 2}, {6, 6})));
  EXPECT_EQ(tree.Query(inverted), std::vector<int>{});
  EXPECT_EQ(tree.Query(nan_corner), std::vector<int>{});
  // A stored object moved to an empty rectangle leaves the tree; moved back, it is found again.
  EXPECT_FALSE(tree.Update(0, inverted));
  EXPECT_FALSE(tree.Contains(0));
  EXPECT_EQ(tree.Query(Rectangle({0, 0}, {10, 10})), std::vector<int>{1});
  EXPECT_TRUE(tree.Update(0, Rectangle({2, 2}, {6, 6})));
  EXPECT_EQ(tree.Query(Rectangle({0, 0}, {10, 10})), (std::vector<int>{0, 1}));
}

}  // namespace
}  // namespace lab::Collisions
