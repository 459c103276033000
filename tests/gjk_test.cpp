// Chapter 13: GJK and EPA. The sample's hand-worked pairs, then thousands of seeded random pairs of every kind
// against the specialised tests of chapters 2 to 12 and the generic SAT (and exact distances and depths where
// they have closed forms), with
// the iteration counts printed and held under the caps, and the degenerate cases engines stumble on.
#include "samples/cases/gjk.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <glm/geometric.hpp>
#include <glm/gtc/matrix_transform.hpp>
#include <gtest/gtest.h>

#include "collisions/collisions.hpp"

namespace lab::Collisions {
namespace {

constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();

ConvexShape ShapeOf(const cases::AnyConvex& shape) {
  return std::visit([](const auto& s) { return ConvexShapeOf(s); }, shape);
}

TEST(Gjk, TheSamplesCases) {
  for (const cases::GjkCase& c : cases::GjkCases()) {
    const ConvexShape a = ShapeOf(c.a), b = ShapeOf(c.b);
    const GjkResult gjk = Gjk(a, b);
    EXPECT_EQ(gjk.intersects, c.intersects) << c.what;
    EXPECT_EQ(Intersects(b, a), c.intersects) << c.what;
    EXPECT_NEAR(gjk.distance, c.distance, cases::kGjkDistanceTolerance * std::max(c.distance, 1e-3f)) << c.what;
    if (!c.intersects) {
      EXPECT_NEAR(glm::distance(gjk.on_a, gjk.on_b), c.distance, cases::kGjkDistanceTolerance * c.distance) << c.what;
    }
    const Penetration epa = Epa(a, b);
    EXPECT_EQ(epa.intersects, c.intersects) << c.what;
    EXPECT_NEAR(epa.depth, c.depth, cases::kEpaDepthTolerance) << c.what;
    if (c.depth > 0.0f) {
      EXPECT_NEAR(glm::length(epa.normal), 1.0f, 1e-5f) << c.what;
      EXPECT_NEAR(glm::distance(epa.on_b + epa.depth * epa.normal, epa.on_a), 0.0f, cases::kEpaDepthTolerance)
          << c.what;
    }
  }
}

TEST(Gjk, ClosestPointsAndNormalsOfSpheres) {
  const GjkResult apart = Gjk(ConvexShapeOf(Sphere(Point(0), 1.0f)), ConvexShapeOf(Sphere(Point(5, 0, 0), 1.5f)));
  EXPECT_NEAR(apart.on_a.x, 1.0f, 1e-5f);
  EXPECT_NEAR(apart.on_b.x, 3.5f, 1e-5f);
  const Penetration deep = Epa(ConvexShapeOf(Sphere(Point(0), 1.0f)), ConvexShapeOf(Sphere(Point(1.5f, 0, 0), 1.0f)));
  EXPECT_NEAR(deep.normal.x, 1.0f, 1e-3f);  // b moves on along +x to leave
  EXPECT_NEAR(deep.on_a.x, 1.0f, 2e-3f);
  EXPECT_NEAR(deep.on_b.x, 0.5f, 2e-3f);
}

TEST(Gjk, SupportPointsAreTheFarthestPoints) {
  for (const cases::SupportCase& c : cases::SupportCases()) {
    const Point farthest = std::visit([&](const auto& s) { return Support(s, c.direction); }, c.shape);
    EXPECT_NEAR(glm::distance(farthest, c.farthest), 0.0f, 1e-6f) << c.what;
  }
  EXPECT_EQ(Support(Cylinder(Point(0), Point(0, 2, 0), 1.0f), glm::vec3(0, -1, 0)), Point(0, 0, 0));  // a cap's centre
  // A zero or NaN direction still gives a point of the shape.
  EXPECT_EQ(Support(Sphere(Point(1, 2, 3), 1.0f), glm::vec3(0.0f)), Point(1, 2, 3));
  EXPECT_EQ(Support(Sphere(Point(1, 2, 3), 1.0f), glm::vec3(kNaN)), Point(1, 2, 3));
}

TEST(Gjk, DegenerateAndNaN) {
  const ConvexShape sphere = ConvexShapeOf(Sphere(Point(0), 1.0f));
  // NaN anywhere: no hit, and a NaN distance rather than a made-up one.
  EXPECT_FALSE(Intersects(sphere, ConvexShapeOf(Sphere(Point(kNaN), 1.0f))));
  EXPECT_TRUE(std::isnan(Gjk(sphere, ConvexShapeOf(AABB(Point(kNaN), Point(1)))).distance));
  EXPECT_FALSE(Epa(sphere, ConvexShapeOf(Sphere(Point(0.5f, kNaN, 0), 1.0f))).intersects);
  // No points is no shape.
  EXPECT_FALSE(Intersects(sphere, ConvexShapeOf(std::vector<Point>{})));
  // Points and segments (a sphere of radius 0, a zero-area triangle) are what they are.
  EXPECT_TRUE(Intersects(sphere, ConvexShapeOf(Sphere(Point(1, 0, 0), 0.0f))));  // on the surface: touching
  EXPECT_NEAR(Gjk(sphere, ConvexShapeOf(Sphere(Point(3, 0, 0), 0.0f))).distance, 2.0f, 1e-5f);
  const Triangle segment(Point(-1, 2, 0), Point(0, 2, 0), Point(1, 2, 0));
  EXPECT_NEAR(Gjk(sphere, ConvexShapeOf(segment)).distance, 1.0f, 1e-5f);
  // The same point twice: distance 0, touching, no depth.
  const ConvexShape point = ConvexShapeOf(Sphere(Point(2, 3, 4), 0.0f));
  EXPECT_TRUE(Intersects(point, point));
  EXPECT_EQ(Epa(point, point).depth, 0.0f);
  // Coplanar faces: two boxes sharing a face, and one resting on another offset sideways.
  EXPECT_TRUE(Intersects(ConvexShapeOf(AABB(Point(0), Point(1))), ConvexShapeOf(AABB(Point(0.5f, 1, 0.5f), Point(3)))));
  EXPECT_FALSE(
      Intersects(ConvexShapeOf(AABB(Point(0), Point(1))), ConvexShapeOf(AABB(Point(0.5f, 1.001f, 0.5f), Point(3)))));
  // Shapes far from the world's origin: GJK works in A - B, which does not move.
  const glm::vec3 far(1e6f, -1e6f, 1e6f);
  EXPECT_NEAR(Gjk(ConvexShapeOf(Sphere(far, 1.0f)), ConvexShapeOf(Sphere(far + glm::vec3(4, 0, 0), 1.0f))).distance,
              2.0f,
              0.2f);  // float's spacing at 1e6 is 0.0625
}

// docs/ROBUSTNESS.md, "Magnitudes": GJK's distances and EPA's depths keep their relative accuracy from 1e-15 to
// 1e15 (their tolerances are relative and they work in double), and stay finite up to float's largest values.
TEST(Gjk, DistancesAndDepthsAtEveryScale) {
  for (const float scale : {1e-15f, 1e-10f, 1e-6f, 1.0f, 1e6f, 1e10f, 1e15f, 1e30f, 1e38f}) {
    SCOPED_TRACE(scale);
    const auto at = [scale](float x, float y, float z) { return scale * Point(x, y, z); };
    const GjkResult spheres = Gjk(ConvexShapeOf(Sphere(at(0, 0, 0), scale)), ConvexShapeOf(Sphere(at(3, 0, 0), scale)));
    EXPECT_FALSE(spheres.intersects);
    EXPECT_NEAR(spheres.distance / scale, 1.0f, 1e-5f);
    EXPECT_NEAR(spheres.on_b.x / scale - spheres.on_a.x / scale, 1.0f, 1e-5f);
    const AABB unit(at(0, 0, 0), at(1, 1, 1));
    const GjkResult boxes = Gjk(ConvexShapeOf(unit), ConvexShapeOf(AABB(at(1.5f, 0.2f, 0.1f), at(2, 0.9f, 0.8f))));
    EXPECT_NEAR(boxes.distance / scale, 0.5f, 1e-5f);
    const Capsule a{at(0, 0, 0), at(0, 2, 0), 0.5f * scale}, b{at(2, 1, -1), at(2, 1, 1), 0.25f * scale};
    EXPECT_NEAR(Gjk(ConvexShapeOf(a), ConvexShapeOf(b)).distance / scale, 1.25f, 1e-5f);
    const Penetration depth = Epa(ConvexShapeOf(unit), ConvexShapeOf(AABB(at(0.75f, 0.2f, 0.1f), at(2, 0.9f, 0.8f))));
    ASSERT_TRUE(depth.intersects);
    EXPECT_NEAR(depth.depth / scale, 0.25f, 1e-5f);
    EXPECT_NEAR(depth.normal.x, 1.0f, 1e-5f);
    const Penetration round =
        Epa(ConvexShapeOf(Sphere(at(0, 0, 0), scale)), ConvexShapeOf(Sphere(at(1.5f, 0, 0), scale)));
    EXPECT_NEAR(round.depth / scale, 0.5f, 2.0f * static_cast<float>(kEpaRelativeTolerance) * 2.0f);
  }
}

// ---- Random pairs against the specialised tests ---------------------------------------------------------

class RandomPairs : public ::testing::Test {
 protected:
  std::mt19937 random_{20261124u};
  float Uniform(float lo, float hi) { return std::uniform_real_distribution<float>(lo, hi)(random_); }
  glm::vec3 Vector(float range) { return {Uniform(-range, range), Uniform(-range, range), Uniform(-range, range)}; }
  Sphere MakeSphere() { return Sphere(Vector(3.0f), Uniform(0.2f, 1.5f)); }
  AABB MakeBox() {
    const Point c = Vector(3.0f);
    const glm::vec3 h(Uniform(0.2f, 1.5f), Uniform(0.2f, 1.5f), Uniform(0.2f, 1.5f));
    return AABB(c - h, c + h);
  }
  OBB MakeOBB() {
    OBB box;
    box.center = Vector(3.0f);
    box.axes = glm::mat3(glm::rotate(glm::mat4(1.0f), Uniform(0.0f, 6.3f), Vector(1.0f) + glm::vec3(0, 0, 1e-3f)));
    box.half_extents = glm::vec3(Uniform(0.2f, 1.5f), Uniform(0.2f, 1.5f), Uniform(0.2f, 1.5f));
    return box;
  }
  Capsule MakeCapsule() {
    const Point c = Vector(3.0f);
    return Capsule(c, c + Vector(2.0f), Uniform(0.1f, 1.0f));
  }
  Triangle MakeTriangle() {
    const Point c = Vector(3.0f);
    return Triangle(c + Vector(2.0f), c + Vector(2.0f), c + Vector(2.0f));
  }
  static constexpr int kPairs = 1500;      // of each kind
  static constexpr float kMargin = 1e-3f;  // pairs closer than this to touching are not compared

  // Every pair: GJK's answer against the specialised one, except within kMargin of touching (by GJK's distance
  // when apart, EPA's depth when they meet), both argument orders, and the iterations counted.
  template <class A, class B, class Specialised>
  void Compare(const char* kind, A make_a, B make_b, Specialised specialised) {
    std::vector<int> iterations;
    int compared = 0;
    for (int i = 0; i < kPairs; ++i) {
      const auto a = make_a(), b = make_b();
      const ConvexShape sa = ConvexShapeOf(a), sb = ConvexShapeOf(b);
      const GjkResult gjk = Gjk(sa, sb);
      iterations.push_back(gjk.iterations);
      ASSERT_LE(gjk.iterations, kGjkMaxIterations) << kind << " pair " << i;
      ASSERT_EQ(Gjk(sb, sa).intersects, gjk.intersects) << kind << " pair " << i << ": the argument order matters";
      ASSERT_NEAR(Gjk(sb, sa).distance, gjk.distance, 1e-4f * std::max(gjk.distance, 1.0f)) << kind << " pair " << i;
      if (gjk.intersects) {
        const Penetration epa = Epa(sa, sb);
        ASSERT_TRUE(epa.intersects) << kind << " pair " << i;
        if (epa.depth < kMargin) continue;
      } else if (gjk.distance < kMargin) {
        continue;
      }
      ++compared;
      ASSERT_EQ(specialised(a, b), gjk.intersects)
          << kind << " pair " << i << ": GJK says " << gjk.intersects << " at distance " << gjk.distance;
    }
    std::sort(iterations.begin(), iterations.end());
    const std::string line = fmt::format(
        "{}: {} of {} pairs compared; GJK iterations median {}, 99th percentile {}, max {}", kind, compared, kPairs,
        iterations[iterations.size() / 2], iterations[iterations.size() * 99 / 100], iterations.back());
    std::printf("%s\n", line.c_str());
    std::fflush(stdout);
    RecordProperty(kind, line);
    EXPECT_GT(compared, kPairs * 9 / 10) << kind;
  }
};

TEST_F(RandomPairs, AgreeWithTheSpecialisedTests) {
  auto sphere = [&] { return MakeSphere(); };
  auto box = [&] { return MakeBox(); };
  auto obb = [&] { return MakeOBB(); };
  auto capsule = [&] { return MakeCapsule(); };
  auto triangle = [&] { return MakeTriangle(); };
  const auto test = [](const auto& a, const auto& b) { return Intersects(a, b); };
  Compare("sphere-sphere", sphere, sphere, test);
  Compare("sphere-AABB", sphere, box, test);
  Compare("AABB-AABB", box, box, test);
  Compare("OBB-sphere", obb, sphere, test);
  Compare("OBB-AABB", obb, box, test);
  Compare("OBB-OBB", obb, obb, test);
  Compare("OBB-triangle", obb, triangle, test);
  Compare("capsule-sphere", capsule, sphere, test);
  Compare("capsule-capsule", capsule, capsule, test);
  Compare("capsule-AABB", capsule, box, test);
  Compare("capsule-triangle", capsule, triangle, test);
  Compare("triangle-AABB", triangle, box, test);
  Compare("triangle-triangle", triangle, triangle, test);
  Compare("sphere-triangle", sphere, triangle, test);
  // And the generic separating-axis test of chapter 12, on the shapes it describes.
  const auto sat = [](const auto& a, const auto& b) { return Intersects(SatShapeOf(a), SatShapeOf(b)); };
  Compare("AABB-AABB, generic SAT", box, box, sat);
  Compare("OBB-AABB, generic SAT", obb, box, sat);
  Compare("OBB-OBB, generic SAT", obb, obb, sat);
  Compare("OBB-triangle, generic SAT", obb, triangle, sat);
  Compare("triangle-AABB, generic SAT", triangle, box, sat);
  Compare("triangle-triangle, generic SAT", triangle, triangle, sat);
  // Point sets against their convex hulls' polyhedron test (the SAT of chapter 10).
  auto cloud = [&] {
    const Point c = Vector(3.0f);
    std::vector<Point> points;
    for (int i = 0; i < 8; ++i) points.push_back(c + Vector(1.2f));
    return points;
  };
  Compare("hull-hull", cloud, cloud, [](const std::vector<Point>& a, const std::vector<Point>& b) {
    return Intersects(ConvexHull(a), ConvexHull(b));
  });
  // Polyhedra (hulls of 8 points, and tetrahedra, whose faces are all triangles) against spheres: chapter 10's
  // Intersects(ConvexPolyhedron, Sphere), in both argument orders.
  auto hull = [&] { return ConvexHull(cloud()); };
  auto tetrahedron = [&] {
    const Point c = Vector(3.0f);
    return ConvexPolyhedron::Tetrahedron(c + Vector(1.5f), c + Vector(1.5f), c + Vector(1.5f), c + Vector(1.5f));
  };
  Compare("polyhedron-sphere", hull, sphere, test);
  Compare("sphere-polyhedron", sphere, hull, test);
  Compare("tetrahedron-sphere", tetrahedron, sphere, test);
}

// Distances with closed forms: spheres, capsules (segment distance less the radii), and a point to a cylinder.
TEST_F(RandomPairs, DistancesAreExact) {
  for (int i = 0; i < kPairs; ++i) {
    const Capsule a = MakeCapsule(), b = MakeCapsule();
    Point on_a, on_b;
    const float exact =
        std::max(ClosestPoints(Line(a.start, a.end), Line(b.start, b.end), on_a, on_b) - a.radius - b.radius, 0.0f);
    const GjkResult gjk = Gjk(ConvexShapeOf(a), ConvexShapeOf(b));
    ASSERT_NEAR(gjk.distance, exact, 1e-4f * std::max(exact, 1.0f)) << "capsules " << i;
  }
  for (int i = 0; i < kPairs; ++i) {
    const Cylinder cylinder(Vector(1.0f), Vector(1.0f) + glm::vec3(0, 2, 0), Uniform(0.3f, 1.5f));
    const Point p = Vector(4.0f);
    const glm::vec3 axis = cylinder.end - cylinder.start;
    const float length = glm::length(axis);
    const float along = glm::dot(p - cylinder.start, axis / length);
    const float radial = glm::length(p - cylinder.start - along * axis / length);
    const float outside_side = std::max(radial - cylinder.radius, 0.0f);
    const float outside_caps = std::max({-along, along - length, 0.0f});
    const float exact = std::sqrt(outside_side * outside_side + outside_caps * outside_caps);
    const GjkResult gjk = Gjk(ConvexShapeOf(cylinder), ConvexShapeOf(Sphere(p, 0.0f)));
    ASSERT_NEAR(gjk.distance, exact, 1e-4f * std::max(exact, 1.0f)) << "cylinder " << i << " point " << p.x;
    ASSERT_EQ(gjk.intersects, exact == 0.0f || PointInCylinder(cylinder, p)) << "cylinder " << i;
  }
}

// EPA against depths with closed forms: spheres (the sum of radii less the distance) and boxes (the shortest
// way out along the three axes).
TEST_F(RandomPairs, DepthsAreExact) {
  std::vector<int> iterations;
  for (int i = 0; i < kPairs; ++i) {
    const Sphere a = MakeSphere(), b = MakeSphere();
    const float depth = a.radius + b.radius - glm::distance(a.position, b.position);
    if (depth < kMargin) continue;
    const Penetration epa = Epa(ConvexShapeOf(a), ConvexShapeOf(b));
    iterations.push_back(epa.iterations);
    ASSERT_NEAR(epa.depth, depth, 2.0f * static_cast<float>(kEpaRelativeTolerance) * (a.radius + b.radius))
        << "spheres " << i;
  }
  for (int i = 0; i < kPairs; ++i) {
    const AABB a = MakeBox(), b = MakeBox();
    // Along each axis, the shorter way out: b moved up past a's top, or down past its bottom.
    const glm::vec3 way_out = glm::min(a.max - b.min, b.max - a.min);
    const float depth = std::min({way_out.x, way_out.y, way_out.z});
    if (depth < kMargin) continue;
    const Penetration epa = Epa(ConvexShapeOf(a), ConvexShapeOf(b));
    iterations.push_back(epa.iterations);
    ASSERT_NEAR(epa.depth, depth, 1e-4f) << "boxes " << i;
  }
  std::sort(iterations.begin(), iterations.end());
  ASSERT_FALSE(iterations.empty());
  std::printf("EPA (with GJK's) support points: median %d, max %d over %zu overlapping pairs\n",
              iterations[iterations.size() / 2], iterations.back(), iterations.size());
  EXPECT_LE(iterations.back(), kGjkMaxIterations + 14 + kEpaMaxIterations);
}

// Near-concentric round shapes (centres within a tenth of the summed radii): every face of EPA's polytope is
// about equally near the origin, so EPA must refine the whole surface of A - B. The depth must still be within
// kEpaRelativeTolerance and never long (the polytope lies inside A - B), reached before the cap, and moving b a
// little more than it along the normal must separate them. Spheres and capsules against closed forms (the summed
// radii less the distance of the centres or of the segments), cylinders against the least support of A - B over
// directions (a search that can only come out above the true depth).
TEST_F(RandomPairs, NearConcentricDepthsMeetTheTolerance) {
  constexpr int kEach = 20;
  std::vector<int> iterations;
  const auto check = [&](const ConvexShape& a, const ConvexShape& b, double exact, double size,
                         const std::string& what) {
    const Penetration epa = Epa(a, b);
    iterations.push_back(epa.iterations);
    ASSERT_TRUE(epa.intersects) << what;
    ASSERT_LT(epa.iterations, kGjkMaxIterations + 14 + kEpaMaxIterations) << what << ": EPA stopped at its cap";
    const double rounding = 1e-5 * size;  // the shapes' and the depth's float rounding
    EXPECT_GE(epa.depth, exact * (1.0 - kEpaRelativeTolerance) - rounding) << what << ": the depth is short";
    EXPECT_LE(epa.depth, exact + rounding) << what << ": the depth is long";
    const glm::vec3 push = epa.normal * static_cast<float>(epa.depth * (1.0 + 3.0 * kEpaRelativeTolerance) + rounding);
    ConvexShape moved = b;
    moved.support = [&b, push](const glm::vec3& d) { return b.support(d) + push; };
    moved.centre = b.centre + push;
    EXPECT_FALSE(Intersects(a, moved)) << what << ": moved by " << push.x << ", " << push.y << ", " << push.z
                                       << " they still meet";
  };
  const auto direction = [&] {
    glm::vec3 d(0.0f);
    while (!(glm::length(d) > 0.1f)) d = Vector(1.0f);
    return glm::normalize(d);
  };
  // The least support of A - B over directions, an upper bound of the depth: the best of a spiral of directions
  // and of EPA's normal, each improved by a pattern search (turning its directions each round, as the support of
  // a cylinder has ridges a fixed pattern can stall on).
  const auto least_support = [](const ConvexShape& a, const ConvexShape& b, const glm::vec3& hint) {
    const auto support = [&](const glm::dvec3& n) {
      const glm::vec3 d(glm::normalize(n));
      return glm::dot(glm::dvec3(a.support(d) - b.support(-d)), glm::normalize(n));
    };
    std::vector<std::pair<double, glm::dvec3>> starts{{support(glm::dvec3(hint)), glm::dvec3(hint)}};
    constexpr int kSpiral = 4000;
    for (int i = 0; i < kSpiral; ++i) {
      const double z = 1.0 - (2.0 * i + 1.0) / kSpiral, r = std::sqrt(1.0 - z * z), turn = 2.39996322972865332 * i;
      const glm::dvec3 n(r * std::cos(turn), r * std::sin(turn), z);
      starts.emplace_back(support(n), n);
    }
    std::partial_sort(starts.begin(), starts.begin() + 8, starts.end(),
                      [](const auto& x, const auto& y) { return x.first < y.first; });
    double least = starts.front().first;
    for (int start = 0; start < 8; ++start) {
      auto [h, best] = starts[static_cast<std::size_t>(start)];
      int round = 0;
      for (double step = 0.05; step > 1e-9; ++round) {
        const glm::dvec3 u =
            glm::normalize(glm::cross(best, std::abs(best.x) < 0.9 ? glm::dvec3(1, 0, 0) : glm::dvec3(0, 1, 0)));
        const glm::dvec3 v = glm::cross(best, u);
        bool moved = false;
        for (int k = 0; k < 12; ++k) {
          const double angle = (k + 0.37 * round) * (2.0 * 3.14159265358979 / 12.0);
          const glm::dvec3 n = glm::normalize(best + step * (std::cos(angle) * u + std::sin(angle) * v));
          if (const double hn = support(n); hn < h) h = hn, best = n, moved = true;
        }
        if (!moved) step *= 0.5;
      }
      least = std::min(least, h);
    }
    return least;
  };
  for (int i = 0; i < kEach; ++i) {
    const Sphere a(Vector(3.0f), Uniform(0.2f, 2.5f));
    const float radii = a.radius + Uniform(0.2f, 2.5f);
    const Sphere b(a.position + direction() * Uniform(0.0f, 0.1f) * radii, radii - a.radius);
    check(ConvexShapeOf(a), ConvexShapeOf(b), radii - glm::distance(glm::dvec3(a.position), glm::dvec3(b.position)),
          radii, fmt::format("spheres {}", i));
  }
  for (int i = 0; i < kEach; ++i) {
    const Point centre = Vector(3.0f);
    const glm::vec3 half_a = direction() * Uniform(0.1f, 1.0f), half_b = direction() * Uniform(0.1f, 1.0f);
    const Capsule a{centre - half_a, centre + half_a, Uniform(0.2f, 2.5f)};
    const float radii = a.radius + Uniform(0.2f, 2.5f);
    const Point other = centre + direction() * Uniform(0.0f, 0.1f) * radii;
    const Capsule b{other - half_b, other + half_b, radii - a.radius};
    Point on_a, on_b;
    const double apart = ClosestPoints(Line(a.start, a.end), Line(b.start, b.end), on_a, on_b);
    check(ConvexShapeOf(a), ConvexShapeOf(b), radii - apart, radii + 2.0f, fmt::format("capsules {}", i));
  }
  for (int i = 0; i < kEach; ++i) {
    const Point centre = Vector(3.0f);
    const glm::vec3 half_a = direction() * Uniform(0.1f, 1.0f), half_b = direction() * Uniform(0.1f, 1.0f);
    const Cylinder a(centre - half_a, centre + half_a, Uniform(0.2f, 2.5f));
    const float radius = Uniform(0.2f, 2.5f);
    const Point other = centre + direction() * Uniform(0.0f, 0.1f) * (a.radius + radius);
    const Cylinder b(other - half_b, other + half_b, radius);
    const ConvexShape shape_a = ConvexShapeOf(a), shape_b = ConvexShapeOf(b);
    const glm::vec3 hint = Epa(shape_a, shape_b).normal;
    check(shape_a, shape_b, least_support(shape_a, shape_b, hint), a.radius + radius + 2.0f,
          fmt::format("cylinders {}", i));
  }
  std::sort(iterations.begin(), iterations.end());
  std::printf("EPA (with GJK's) support points on near-concentric pairs: median %d, max %d over %zu pairs\n",
              iterations[iterations.size() / 2], iterations.back(), iterations.size());
}

}  // namespace
}  // namespace lab::Collisions
