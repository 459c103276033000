// Chapter 13, GJK and EPA (beyond the tutorial): one algorithm for every pair of convex shapes, known only by
// their support functions. Each pair's distance, closest points and depth against hand-worked answers, and
// GJK's simplex stepped through one iteration at a time in the Minkowski difference drawn below the row.
#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <variant>
#include <vector>

#include "samples/cases/gjk.hpp"
#include "samples/sample.hpp"
#include "samples/sample_checks.hpp"
#include "samples/sample_polygons.hpp"

namespace lab::samples {
namespace {

// The twelve pairs in three rows of four, kSpacing apart, so that each is large enough to read (in one row they
// were small and ran off the view); the selected pair's A - B below the grid's middle.
constexpr std::size_t kColumns = 4;
constexpr float kSpacing = 7.0f;
glm::vec3 PairOffset(std::size_t pair) {
  return {kSpacing * static_cast<float>(pair % kColumns), -kSpacing * static_cast<float>(pair / kColumns), 0.0f};
}
const Point kDifferenceOrigin(10.5f, -22.5f, 0.0f);

Collisions::ConvexShape ShapeOf(const cases::AnyConvex& shape) {
  return std::visit([](const auto& s) { return Collisions::ConvexShapeOf(s); }, shape);
}

// The contract's convex shapes, with the sample's own support functions, so that its GJK and EPA cases depend on
// nothing of the student's but Gjk and Epa: a point set (its hull), a ball, and no shape at all (NaN).
Collisions::ConvexShape PointsShape(const std::vector<Point>& points) {
  Point centre(0.0f);
  for (const Point& p : points) centre += p / static_cast<float>(points.size());
  return {[points](const glm::vec3& d) {
            return *std::max_element(points.begin(), points.end(),
                                     [&](const Point& p, const Point& q) { return glm::dot(p, d) < glm::dot(q, d); });
          },
          centre};
}
Collisions::ConvexShape BallShape(const Point& centre, float radius) {
  return {[=](const glm::vec3& d) { return centre + glm::normalize(d) * radius; }, centre};
}
Collisions::ConvexShape NoShape() {
  return {[](const glm::vec3&) { return Point(std::numeric_limits<float>::quiet_NaN()); }, Point(0.0f)};
}
std::vector<Point> BoxCorners(const Point& low, const Point& high) {
  std::vector<Point> corners;
  for (int i = 0; i < 8; ++i) {
    corners.emplace_back((i & 1) ? high.x : low.x, (i & 2) ? high.y : low.y, (i & 4) ? high.z : low.z);
  }
  return corners;
}
// How far b must move along the unit n to leave a (both point sets): a's reach along n less b's.
float SeparationAlong(const std::vector<Point>& a, const std::vector<Point>& b, const glm::vec3& n) {
  float a_reach = -std::numeric_limits<float>::infinity(), b_low = std::numeric_limits<float>::infinity();
  for (const Point& p : a) a_reach = std::max(a_reach, glm::dot(p, n));
  for (const Point& p : b) b_low = std::min(b_low, glm::dot(p, n));
  return a_reach - b_low;
}
bool IsFinite(const Point& p) { return std::isfinite(p.x) && std::isfinite(p.y) && std::isfinite(p.z); }

void DrawShape(DebugDraw& draw, const cases::AnyConvex& shape, const glm::vec3& offset, const Color& color) {
  std::visit(
      [&](const auto& s) {
        using S = std::decay_t<decltype(s)>;
        if constexpr (std::is_same_v<S, Sphere>) {
          draw.DrawSphere(Sphere(s.position + offset, s.radius), color, 20);
        } else if constexpr (std::is_same_v<S, AABB>) {
          draw.DrawBox(AABB(s.min + offset, s.max + offset), color);
        } else if constexpr (std::is_same_v<S, OBB>) {
          OBB moved = s;
          moved.center += offset;
          draw.DrawBox(moved, color);
        } else if constexpr (std::is_same_v<S, Capsule>) {
          draw.DrawCapsule(Capsule{s.start + offset, s.end + offset, s.radius}, color);
        } else if constexpr (std::is_same_v<S, Cylinder>) {
          draw.DrawCylinder(Cylinder{s.start + offset, s.end + offset, s.radius}, color);
        } else if constexpr (std::is_same_v<S, Triangle>) {
          draw.DrawWireTriangle(Triangle(s.p0 + offset, s.p1 + offset, s.p2 + offset), color);
        } else if constexpr (std::is_same_v<S, ConvexPolyhedron>) {
          DrawPolyhedron(draw, Moved(s, offset), color);
        } else {
          for (std::size_t i = 0; i < s.size(); ++i) {
            for (std::size_t j = i + 1; j < s.size(); ++j) draw.DrawLine(s[i] + offset, s[j] + offset, color);
          }
        }
      },
      shape);
}

class GjkAndEpa final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome(
        {.target = Point(10.5f, -9.0f, 0), .yaw_degrees = 180.0f, .pitch_degrees = -10.0f, .distance = 46.0f});
    cases_ = cases::GjkCases();
    Check().About({});  // the support checks are about no drawn item
    for (const cases::SupportCase& c : cases::SupportCases()) {
      const Point farthest = std::visit([&](const auto& s) { return Collisions::Support(s, c.direction); }, c.shape);
      Check().ExpectNear(fmt::format("Support, {}", c.what), c.farthest, farthest, 1e-6f);
    }
    for (std::size_t i = 0; i < cases_.size(); ++i) {
      const cases::GjkCase& c = cases_[i];
      const Collisions::ConvexShape a = ShapeOf(c.a), b = ShapeOf(c.b);
      const Collisions::GjkResult gjk = Collisions::Gjk(a, b, true);
      Check().About(static_cast<int>(i));
      Check().Expect(fmt::format("GJK, {}: they meet", c.what), c.intersects, gjk.intersects);
      Check().Expect("... the other way round too", c.intersects, Collisions::Intersects(b, a));
      Check().ExpectNear("... the distance", c.distance, gjk.distance,
                         cases::kGjkDistanceTolerance * std::max(c.distance, 1e-3f));
      if (!c.intersects) {
        Check().ExpectNear("... the closest points are that far apart", c.distance, glm::distance(gjk.on_a, gjk.on_b),
                           cases::kGjkDistanceTolerance * c.distance);
      }
      Check().ExpectTrue("... within the iteration cap", gjk.iterations <= Collisions::kGjkMaxIterations,
                         fmt::format("{} iterations", gjk.iterations));
      // GJK's descent: each simplex is nearer the origin than the one before.
      bool descends = !gjk.steps.empty();
      for (std::size_t s = 1; s < gjk.steps.size(); ++s) {
        descends = descends && glm::length(gjk.steps[s].closest) <= glm::length(gjk.steps[s - 1].closest);
      }
      Check().ExpectTrue("... every step nearer the origin", descends, fmt::format("{} steps", gjk.steps.size()));
      const Collisions::Penetration epa = Collisions::Epa(a, b);
      Check().Expect("EPA: they meet", c.intersects, epa.intersects);
      Check().ExpectNear("EPA: the depth", c.depth, epa.depth, cases::kEpaDepthTolerance);
      if (c.depth > 0.0f) {
        // Moving b by the depth along the normal leaves the shapes just touching: their distance is then zero
        // and, a little further, positive.
        const auto moved = [&](float by) {
          Collisions::ConvexShape shifted = b;
          shifted.support = [b, by, n = epa.normal](const glm::vec3& d) { return b.support(d) + by * n; };
          shifted.centre = b.centre + by * epa.normal;
          return Collisions::Gjk(a, shifted).distance;
        };
        Check().ExpectTrue("EPA: b moved by depth + 0.01 along the normal is 0.01 away",
                           std::abs(moved(epa.depth + 0.01f) - 0.01f) < cases::kEpaDepthTolerance,
                           fmt::format("{}", moved(epa.depth + 0.01f)));
      }
    }
    // The contracts' clauses (samples/contracts/gjk.txt).
    Check().About({});
    CheckSupportContract();
    CheckGjkContract();
    CheckEpaContract();
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(),
                     {"Support(Sphere, glm::vec3)", "Support(AABB, glm::vec3)", "Support(OBB, glm::vec3)",
                      "Support(Capsule, glm::vec3)", "Support(Cylinder, glm::vec3)", "Support(Triangle, glm::vec3)",
                      "Support(ConvexPolyhedron, glm::vec3)", "Support(std::vector<Point>, glm::vec3)",
                      "Gjk(ConvexShape, ConvexShape, bool)", "Epa(ConvexShape, ConvexShape)"});
  }

  bool ShowsGrid() const override { return false; }  // the difference hangs below the row

  void Update(float dt) override {
    if (!playing_) return;
    clock_ += dt;
    if (clock_ < 0.8f) return;
    clock_ = 0.0f;
    ++step_;
  }

  void DrawControls(Controls& ui) override {
    ui.Slider("pair", pair_, 0, static_cast<int>(cases_.size()) - 1);
    ui.Checkbox("step through GJK", playing_);
    ui.Slider("GJK step", step_, 0, Collisions::kGjkMaxIterations);
  }

  void Render() override {
    for (std::size_t i = 0; i < cases_.size(); ++i) {
      const cases::GjkCase& c = cases_[i];
      const glm::vec3 offset = PairOffset(i);
      const Collisions::ConvexShape a = ShapeOf(c.a), b = ShapeOf(c.b);
      const Collisions::GjkResult gjk = Collisions::Gjk(a, b);
      Draw().About(static_cast<int>(i));
      DrawShape(Draw(), c.a, offset, palette::kShape);
      DrawShape(Draw(), c.b, offset, palette::ForShape(gjk.intersects));
      if (!gjk.intersects) {
        Draw().DrawLine(gjk.on_a + offset, gjk.on_b + offset, palette::kConstruction);
        Draw().DrawPoint(gjk.on_a + offset, 8.0f, palette::kClosestPoint);
        Draw().DrawPoint(gjk.on_b + offset, 8.0f, palette::kClosestPoint);
      } else {
        const Collisions::Penetration epa = Collisions::Epa(a, b);
        Draw().DrawLine(epa.on_b + offset, epa.on_a + offset, palette::kConstruction);  // the depth, along the normal
        Draw().DrawPoint(epa.on_a + offset, 8.0f, palette::kClosestPoint);
      }
    }
    DrawDifference();
  }

 private:
  // A case whose answer may be any of several points (a tie, or a zero direction): the point given must be one.
  void ExpectOneOf(std::string_view clause, const std::string& call, const Point& actual, bool holds,
                   std::string_view which) {
    Check().Clause(clause);
    Check().ExpectTrue(call, holds, fmt::format("got {}, which is not {}", actual, which));
  }

  void CheckSupportContract() {
    const float nan = std::numeric_limits<float>::quiet_NaN();
    constexpr float kNear = 1e-5f;
    const auto near = [](float a, float b) { return std::abs(a - b) <= kNear; };
    const auto zero_and_nan = [&](std::string_view call, const auto& shape, const auto& is_point_of,
                                  std::string_view which) {
      const std::string zero_call = fmt::format("Support({}, (0, 0, 0))", call);
      const Point zero = Collisions::Support(shape, glm::vec3(0.0f));
      ExpectOneOf("a zero or NaN direction gives some point of the shape", zero_call, zero,
                  IsFinite(zero) && is_point_of(zero), which);
      const std::string nan_call = fmt::format("Support({}, (NaN, 1, 0))", call);
      const Point from_nan = Collisions::Support(shape, glm::vec3(nan, 1.0f, 0.0f));
      ExpectOneOf("a zero or NaN direction gives some point of the shape", nan_call, from_nan,
                  IsFinite(from_nan) && is_point_of(from_nan), which);
    };

    const Sphere sphere(Point(1, 2, 3), 2);
    ExpectClause(Check(), "the centre plus radius along the unit direction", "Support((1, 2, 3) r 2, (0, 3, 0))",
                 Point(1, 4, 3), Collisions::Support(sphere, glm::vec3(0, 3, 0)));
    ExpectClause(Check(), "the centre plus radius along the unit direction", "Support((1, 2, 3) r 2, (3, 0, 4))",
                 Point(2.2f, 2, 4.6f), Collisions::Support(sphere, glm::vec3(3, 0, 4)));
    zero_and_nan(
        "(1, 2, 3) r 2", sphere,
        [&](const Point& p) { return glm::distance(p, sphere.position) <= sphere.radius + kNear; }, "in the sphere");

    const AABB box(Point(-1, 0, 2), Point(3, 1, 4));
    const auto in_box = [&](const Point& p) {
      return glm::all(glm::greaterThanEqual(p, box.min - kNear)) && glm::all(glm::lessThanEqual(p, box.max + kNear));
    };
    ExpectClause(Check(), "the corner farthest along the direction", "Support((-1, 0, 2)-(3, 1, 4), (1, -1, 1))",
                 Point(3, 0, 4), Collisions::Support(box, glm::vec3(1, -1, 1)));
    ExpectClause(Check(), "the corner farthest along the direction", "Support((-1, 0, 2)-(3, 1, 4), (-2, 5, -0.5))",
                 Point(-1, 1, 2), Collisions::Support(box, glm::vec3(-2, 5, -0.5f)));
    const Point box_face = Collisions::Support(box, glm::vec3(1, 0, 0));
    ExpectOneOf("on a tie (a zero component), any one of the farthest", "Support((-1, 0, 2)-(3, 1, 4), (1, 0, 0))",
                box_face, in_box(box_face) && near(box_face.x, 3), "on the face x = 3");
    const Point box_edge = Collisions::Support(box, glm::vec3(0, -2, 1));
    ExpectOneOf("on a tie (a zero component), any one of the farthest", "Support((-1, 0, 2)-(3, 1, 4), (0, -2, 1))",
                box_edge, in_box(box_edge) && near(box_edge.y, 0) && near(box_edge.z, 4), "on the edge y = 0, z = 4");
    zero_and_nan("(-1, 0, 2)-(3, 1, 4)", box, in_box, "in the box");

    // Half extents (1, 2, 0.5) along the x and y axes turned 45 degrees about z, around (2, 1, 0).
    const float c = std::sqrt(0.5f);
    OBB obb;
    obb.center = Point(2, 1, 0);
    obb.axes = glm::mat3(glm::vec3(c, c, 0), glm::vec3(-c, c, 0), glm::vec3(0, 0, 1));
    obb.half_extents = glm::vec3(1, 2, 0.5f);
    const auto in_obb = [&](const Point& p) {
      const glm::vec3 local = glm::transpose(obb.axes) * (p - obb.center);
      return glm::all(glm::lessThanEqual(glm::abs(local), obb.half_extents + kNear));
    };
    ExpectClause(Check(), "the corner farthest along the direction, by the box's own axes",
                 "Support(the box turned 45 degrees, (0, 1, 1))", Point(2 - c, 1 + 3 * c, 0.5f),
                 Collisions::Support(obb, glm::vec3(0, 1, 1)));
    ExpectClause(Check(), "the corner farthest along the direction, by the box's own axes",
                 "Support(the box turned 45 degrees, (1, 0, -1))", Point(2 + 3 * c, 1 - c, -0.5f),
                 Collisions::Support(obb, glm::vec3(1, 0, -1)));
    const Point obb_top = Collisions::Support(obb, glm::vec3(0, 0, 1));
    ExpectOneOf("on a tie (across an axis), any one of the farthest", "Support(the box turned 45 degrees, (0, 0, 1))",
                obb_top, in_obb(obb_top) && near(obb_top.z, 0.5f), "on the top face z = 0.5");
    zero_and_nan("the box turned 45 degrees", obb, in_obb, "in the box");

    const Capsule capsule{Point(1, -3, 0), Point(1, -1, 0), 0.5f};
    const auto in_capsule = [&](const Point& p) {
      return glm::distance(p, Point(1, std::clamp(p.y, -3.0f, -1.0f), 0)) <= 0.5f + kNear;
    };
    ExpectClause(Check(), "the end farther along the direction, plus radius along it",
                 "Support((1, -3, 0)-(1, -1, 0) r 0.5, (0, -1, 0))", Point(1, -3.5f, 0),
                 Collisions::Support(capsule, glm::vec3(0, -1, 0)));
    ExpectClause(Check(), "the end farther along the direction, plus radius along it",
                 "Support((1, -3, 0)-(1, -1, 0) r 0.5, (3, 4, 0))", Point(1.3f, -0.6f, 0),
                 Collisions::Support(capsule, glm::vec3(3, 4, 0)));
    const Point capsule_side = Collisions::Support(capsule, glm::vec3(2, 0, 0));
    ExpectOneOf("on a tie (across the axis), any one of the farthest",
                "Support((1, -3, 0)-(1, -1, 0) r 0.5, (2, 0, 0))", capsule_side,
                in_capsule(capsule_side) && near(capsule_side.x, 1.5f), "on the line x = 1.5, z = 0");
    zero_and_nan("(1, -3, 0)-(1, -1, 0) r 0.5", capsule, in_capsule, "in the capsule");

    const Cylinder cylinder{Point(0), Point(0, 2, 0), 1};
    const auto in_cylinder = [&](const Point& p) {
      return p.y >= -kNear && p.y <= 2 + kNear && std::hypot(p.x, p.z) <= 1 + kNear;
    };
    ExpectClause(Check(), "a point on the farther cap's rim", "Support((0, 0, 0)-(0, 2, 0) r 1, (1, 1, 0))",
                 Point(1, 2, 0), Collisions::Support(cylinder, glm::vec3(1, 1, 0)));
    ExpectClause(Check(), "a point on the farther cap's rim", "Support((0, 0, 0)-(0, 2, 0) r 1, (3, -1, 4))",
                 Point(0.6f, 0, 0.8f), Collisions::Support(cylinder, glm::vec3(3, -1, 4)));
    const Point cap = Collisions::Support(cylinder, glm::vec3(0, 1, 0));
    ExpectOneOf("on a tie (along or across the axis), any one of the farthest",
                "Support((0, 0, 0)-(0, 2, 0) r 1, (0, 1, 0))", cap, in_cylinder(cap) && near(cap.y, 2),
                "on the top cap");
    const Point side = Collisions::Support(cylinder, glm::vec3(1, 0, 0));
    ExpectOneOf("on a tie (along or across the axis), any one of the farthest",
                "Support((0, 0, 0)-(0, 2, 0) r 1, (1, 0, 0))", side, in_cylinder(side) && near(side.x, 1),
                "on the side's line x = 1, z = 0");
    zero_and_nan("(0, 0, 0)-(0, 2, 0) r 1", cylinder, in_cylinder, "in the cylinder");

    const Triangle triangle(Point(0, 0, 1), Point(2, 0, 1), Point(0, 3, 1));
    const auto in_triangle = [&](const Point& p) {
      return near(p.z, 1) && p.x >= -kNear && p.y >= -kNear && p.x / 2 + p.y / 3 <= 1 + kNear;
    };
    ExpectClause(Check(), "the corner farthest along the direction",
                 "Support((0, 0, 1), (2, 0, 1), (0, 3, 1), (0, 1, 0))", Point(0, 3, 1),
                 Collisions::Support(triangle, glm::vec3(0, 1, 0)));
    ExpectClause(Check(), "the corner farthest along the direction",
                 "Support((0, 0, 1), (2, 0, 1), (0, 3, 1), (1, -1, 0))", Point(2, 0, 1),
                 Collisions::Support(triangle, glm::vec3(1, -1, 0)));
    ExpectClause(Check(), "the corner farthest along the direction",
                 "Support((0, 0, 1), (2, 0, 1), (0, 3, 1), (-1, -1, 0))", Point(0, 0, 1),
                 Collisions::Support(triangle, glm::vec3(-1, -1, 0)));
    // p1 farther than p2, which is farther than p0: the farthest so far is what a corner must beat.
    ExpectClause(Check(), "the corner farthest along the direction",
                 "Support((0, 0, 1), (2, 0, 1), (0, 3, 1), (2, 1, 0))", Point(2, 0, 1),
                 Collisions::Support(triangle, glm::vec3(2, 1, 0)));
    const Point edge = Collisions::Support(triangle, glm::vec3(0, -1, 0));
    ExpectOneOf("on a tie (an edge or the face), any one of the farthest",
                "Support((0, 0, 1), (2, 0, 1), (0, 3, 1), (0, -1, 0))", edge, in_triangle(edge) && near(edge.y, 0),
                "on the edge y = 0");
    const Point face = Collisions::Support(triangle, glm::vec3(0, 0, 1));
    ExpectOneOf("on a tie (an edge or the face), any one of the farthest",
                "Support((0, 0, 1), (2, 0, 1), (0, 3, 1), (0, 0, 1))", face, in_triangle(face), "on the triangle");
    zero_and_nan("(0, 0, 1), (2, 0, 1), (0, 3, 1)", triangle, in_triangle, "on the triangle");

    const auto one_of = [](const std::vector<Point>& points) {
      return [points](const Point& p) { return std::find(points.begin(), points.end(), p) != points.end(); };
    };
    // Every vertex has a negative support value along x, y and z: the farthest is still one of them.
    const ConvexPolyhedron behind =
        ConvexPolyhedron::Tetrahedron(Point(-3, -3, -3), Point(-2, -3, -3), Point(-3, -2, -3), Point(-3, -3, -2));
    ExpectClause(Check(), "the vertex farthest along the direction",
                 "Support(tetrahedron (-3, -3, -3) + unit axes, (0, 0, 2))", Point(-3, -3, -2),
                 Collisions::Support(behind, glm::vec3(0, 0, 2)));
    ExpectClause(Check(), "the vertex farthest along the direction",
                 "Support(tetrahedron (-3, -3, -3) + unit axes, (-1, -1, -1))", Point(-3, -3, -3),
                 Collisions::Support(behind, glm::vec3(-1, -1, -1)));
    ExpectClause(Check(), "the farthest even when every vertex is behind the origin",
                 "Support(tetrahedron (-3, -3, -3) + unit axes, (1, 0, 0))", Point(-2, -3, -3),
                 Collisions::Support(behind, glm::vec3(1, 0, 0)));
    const ConvexPolyhedron cube = ConvexPolyhedron::FromAABB(AABB(Point(0), Point(2)));
    const Point cube_vertex = Collisions::Support(cube, glm::vec3(1, 0, 0));
    ExpectOneOf("on a tie, any one of the farthest vertices", "Support(the cube 0..2, (1, 0, 0))", cube_vertex,
                one_of(cube.vertices)(cube_vertex) && near(cube_vertex.x, 2), "a vertex with x = 2");
    zero_and_nan("the cube 0..2", cube, one_of(cube.vertices), "one of its vertices");

    const std::vector<Point> points = {Point(0), Point(3, 1, 0), Point(-2, 5, 1)};
    ExpectClause(Check(), "the point farthest along the direction",
                 "Support({(0, 0, 0), (3, 1, 0), (-2, 5, 1)}, (0, 1, 0))", Point(-2, 5, 1),
                 Collisions::Support(points, glm::vec3(0, 1, 0)));
    ExpectClause(Check(), "the point farthest along the direction",
                 "Support({(0, 0, 0), (3, 1, 0), (-2, 5, 1)}, (1, 0, 0))", Point(3, 1, 0),
                 Collisions::Support(points, glm::vec3(1, 0, 0)));
    ExpectClause(Check(), "the point farthest along the direction",
                 "Support({(0, 0, 0), (4, 0, 0), (2, 1, 0)}, (1, 0, 0))", Point(4, 0, 0),
                 Collisions::Support(std::vector<Point>{Point(0), Point(4, 0, 0), Point(2, 1, 0)}, glm::vec3(1, 0, 0)));
    const std::vector<Point> behind_points = {Point(-5, -1, 0), Point(-4, -2, 0), Point(-6, 0, 0)};
    ExpectClause(Check(), "the farthest even when every point is behind the origin",
                 "Support({(-5, -1, 0), (-4, -2, 0), (-6, 0, 0)}, (1, 0, 0))", Point(-4, -2, 0),
                 Collisions::Support(behind_points, glm::vec3(1, 0, 0)));
    const std::vector<Point> tied = {Point(1, 0, 0), Point(0, 1, 0), Point(1, 2, 0)};
    const Point tied_point = Collisions::Support(tied, glm::vec3(1, 0, 0));
    ExpectOneOf("on a tie, any one of the farthest points", "Support({(1, 0, 0), (0, 1, 0), (1, 2, 0)}, (1, 0, 0))",
                tied_point, tied_point == tied[0] || tied_point == tied[2], "(1, 0, 0) or (1, 2, 0)");
    zero_and_nan("{(0, 0, 0), (3, 1, 0), (-2, 5, 1)}", points, one_of(points), "one of the points");
  }

  void CheckGjkContract() {
    const std::vector<Point> cube = BoxCorners(Point(0), Point(1));
    const Collisions::ConvexShape a = PointsShape(cube);
    // Edge to edge, (1, 1, 0) apart: the closest points may be anywhere along z from 0.5 to 1, their difference
    // may not; A - B's nearest point is inside its edge, not at a vertex.
    const Collisions::ConvexShape diagonal = PointsShape(BoxCorners(Point(2, 2, 0.5f), Point(3, 3, 1.5f)));
    const std::string edges = "Gjk(the cube 0..1, the box (2, 2, 0.5)-(3, 3, 1.5))";
    const Collisions::GjkResult apart = Collisions::Gjk(a, diagonal);
    ExpectClause(Check(), "apart: the distance between the shapes", edges + ": intersects", false, apart.intersects);
    ExpectClause(Check(), "apart: the distance between the shapes", edges + ": distance", std::sqrt(2.0f),
                 apart.distance);
    ExpectClause(Check(), "apart: on_a and on_b are the closest points, on_b - on_a of length distance",
                 edges + ": on_b - on_a", glm::vec3(1, 1, 0), apart.on_b - apart.on_a);
    ExpectClause(Check(), "apart: on_a and on_b are the closest points, on_b - on_a of length distance",
                 edges + ": on_a's x and y (on the cube's edge)", glm::vec3(1, 1, 0),
                 glm::vec3(apart.on_a.x, apart.on_a.y, 0));
    const Collisions::GjkResult faces = Collisions::Gjk(a, PointsShape(BoxCorners(Point(3, 0, 0), Point(4, 1, 1))));
    ExpectClause(Check(), "apart: the distance between the shapes", "Gjk(the cube 0..1, the box (3, 0, 0)-(4, 1, 1))",
                 2.0f, faces.distance);
    const Collisions::GjkResult other_way = Collisions::Gjk(diagonal, a);
    ExpectClause(Check(), "the argument order does not matter", "Gjk(the box (2, 2, 0.5)-(3, 3, 1.5), the cube 0..1)",
                 std::sqrt(2.0f), other_way.distance);
    ExpectClause(Check(), "the argument order does not matter",
                 "Gjk(the box (2, 2, 0.5)-(3, 3, 1.5), the cube 0..1): on_b - on_a", glm::vec3(-1, -1, 0),
                 other_way.on_b - other_way.on_a);

    const Collisions::GjkResult balls = Collisions::Gjk(BallShape(Point(0), 1), BallShape(Point(5, 0, 0), 1.5f));
    Check().Clause("curved shapes: the distance within kGjkRelativeTolerance");
    Check().ExpectNear("Gjk(ball (0, 0, 0) r 1, ball (5, 0, 0) r 1.5)", 2.5f, balls.distance,
                       cases::kGjkDistanceTolerance * 2.5f);
    ExpectClause(Check(), "apart: on_a and on_b are the closest points, on_b - on_a of length distance",
                 "Gjk(ball (0, 0, 0) r 1, ball (5, 0, 0) r 1.5): on_a", Point(1, 0, 0), balls.on_a);
    ExpectClause(Check(), "apart: on_a and on_b are the closest points, on_b - on_a of length distance",
                 "Gjk(ball (0, 0, 0) r 1, ball (5, 0, 0) r 1.5): on_b", Point(3.5f, 0, 0), balls.on_b);
    Check().Clause("at most kGjkMaxIterations support points");
    Check().ExpectTrue("Gjk(ball (0, 0, 0) r 1, ball (5, 0, 0) r 1.5): iterations",
                       balls.iterations >= 1 && balls.iterations <= Collisions::kGjkMaxIterations,
                       fmt::format("{} iterations", balls.iterations));
    // From (3, 3, 1), the cube -1..1's nearest point is its edge point (1, 1, 1).
    const float off_edge = 2.0f * std::sqrt(2.0f) - 1.0f;
    Check().Clause("curved shapes: the distance within kGjkRelativeTolerance");
    Check().ExpectNear(
        "Gjk(the cube -1..1, ball (3, 3, 1) r 1)", off_edge,
        Collisions::Gjk(PointsShape(BoxCorners(Point(-1), Point(1))), BallShape(Point(3, 3, 1), 1)).distance,
        cases::kGjkDistanceTolerance * off_edge);
    Check().Clause("the tolerance is relative: tiny shapes keep their accuracy");
    Check().ExpectNear("Gjk(ball (0, 0, 0) r 1e-4, ball (3e-4, 0, 0) r 1e-4)", 1e-4f,
                       Collisions::Gjk(BallShape(Point(0), 1e-4f), BallShape(Point(3e-4f, 0, 0), 1e-4f)).distance,
                       cases::kGjkDistanceTolerance * 1e-4f);
    Check().Clause("the tolerance is relative: tiny shapes keep their accuracy");
    Check().ExpectNear("Gjk(the cube 0..1e-6, the box (3e-6, 0, 0)-(4e-6, 1e-6, 1e-6))", 2e-6f,
                       Collisions::Gjk(PointsShape(BoxCorners(Point(0), Point(1e-6f))),
                                       PointsShape(BoxCorners(Point(3e-6f, 0, 0), Point(4e-6f, 1e-6f, 1e-6f))))
                           .distance,
                       cases::kGjkDistanceTolerance * 2e-6f);

    const Collisions::GjkResult touching = Collisions::Gjk(a, PointsShape(BoxCorners(Point(1, 0, 0), Point(2, 1, 1))));
    ExpectClause(Check(), "touching counts: intersects, distance 0", "Gjk(the cube 0..1, the box (1, 0, 0)-(2, 1, 1))",
                 true, touching.intersects);
    ExpectClause(Check(), "touching counts: intersects, distance 0",
                 "Gjk(the cube 0..1, the box (1, 0, 0)-(2, 1, 1)): distance", 0.0f, touching.distance);
    const Collisions::GjkResult on_ball = Collisions::Gjk(BallShape(Point(0), 1), PointsShape({Point(0, 1, 0)}));
    ExpectClause(Check(), "touching counts: intersects, distance 0", "Gjk(ball (0, 0, 0) r 1, the point (0, 1, 0))",
                 true, on_ball.intersects);
    const Collisions::GjkResult overlapping = Collisions::Gjk(a, PointsShape(BoxCorners(Point(0.5f), Point(1.5f))));
    ExpectClause(Check(), "overlapping: intersects, distance 0", "Gjk(the cube 0..1, the cube 0.5..1.5)", true,
                 overlapping.intersects);
    ExpectClause(Check(), "overlapping: intersects, distance 0", "Gjk(the cube 0..1, the cube 0.5..1.5): distance",
                 0.0f, overlapping.distance);
    const Collisions::GjkResult none = Collisions::Gjk(a, NoShape());
    ExpectClause(Check(), "NaN meets nothing: distance NaN", "Gjk(the cube 0..1, a shape of NaN)", false,
                 none.intersects);
    ExpectClause(Check(), "NaN meets nothing: distance NaN", "Gjk(the cube 0..1, a shape of NaN): distance is NaN",
                 true, std::isnan(none.distance));
    ExpectClause(Check(), "the steps are filled only when asked for",
                 "Gjk(the cube 0..1, the box (2, 2, 0.5)-(3, 3, 1.5), false): no steps", true,
                 Collisions::Gjk(a, diagonal, false).steps.empty());
    ExpectClause(Check(), "the steps are filled only when asked for",
                 "Gjk(the cube 0..1, the box (2, 2, 0.5)-(3, 3, 1.5), true): some steps", true,
                 !Collisions::Gjk(a, diagonal, true).steps.empty());
  }

  void CheckEpaContract() {
    // b pokes 1 into a's face x = 4; along y or z it would have to move 2.
    const std::vector<Point> big = BoxCorners(Point(0), Point(4)), poking = BoxCorners(Point(3, 1, 1), Point(5, 2, 2));
    const std::string call = "Epa(the cube 0..4, the box (3, 1, 1)-(5, 2, 2))";
    const Collisions::Penetration pen = Collisions::Epa(PointsShape(big), PointsShape(poking));
    ExpectClause(Check(), "overlapping: the depth, the shortest way out", call + ": intersects", true, pen.intersects);
    ExpectClause(Check(), "overlapping: the depth, the shortest way out", call + ": depth", 1.0f, pen.depth);
    ExpectClause(Check(), "the normal is unit, and moving b by depth * normal separates them", call + ": normal",
                 glm::vec3(1, 0, 0), pen.normal);
    ExpectClause(Check(), "the deepest points: on_b + depth * normal = on_a", call + ": on_a - on_b",
                 glm::vec3(1, 0, 0), pen.on_a - pen.on_b);
    ExpectClause(Check(), "the deepest points: on_b + depth * normal = on_a", call + ": on_a.x (a's face) and on_b.x",
                 glm::vec3(4, 3, 0), glm::vec3(pen.on_a.x, pen.on_b.x, 0));
    // A box at the middle of a bigger one: out through any face, 2 + 0.5.
    const std::vector<Point> outer = BoxCorners(Point(-2), Point(2)), inner = BoxCorners(Point(-0.5f), Point(0.5f));
    const std::string deep_call = "Epa(the cube -2..2, the cube -0.5..0.5)";
    const Collisions::Penetration deep = Collisions::Epa(PointsShape(outer), PointsShape(inner));
    ExpectClause(Check(), "overlapping: the depth, the shortest way out", deep_call + ": depth", 2.5f, deep.depth);
    ExpectClause(Check(), "the normal is unit, and moving b by depth * normal separates them", deep_call + ": |normal|",
                 1.0f, glm::length(deep.normal));
    ExpectClause(Check(), "the normal is unit, and moving b by depth * normal separates them",
                 deep_call + ": how far b must move along it", 2.5f, SeparationAlong(outer, inner, deep.normal));

    // Two unit balls 1.5 apart: b must move 2 - 1.5 n.x along a unit n to leave, 0.5 along +x. EPA approaches a
    // round shape face by face: the depth within its relative tolerance, and so the normal's separation.
    const float epa_tolerance = 2.0f * static_cast<float>(Collisions::kEpaRelativeTolerance);
    const std::string balls_call = "Epa(ball (0, 0, 0) r 1, ball (1.5, 0, 0) r 1)";
    const Collisions::Penetration balls = Collisions::Epa(BallShape(Point(0), 1), BallShape(Point(1.5f, 0, 0), 1));
    Check().Clause("curved shapes: the depth within kEpaRelativeTolerance");
    Check().ExpectNear(balls_call + ": depth", 0.5f, balls.depth, epa_tolerance * 0.5f);
    Check().Clause("the normal is unit, and moving b by depth * normal separates them");
    Check().ExpectNear(balls_call + ": how far b must move along the normal", 0.5f,
                       2.0f - 1.5f * balls.normal.x / glm::length(balls.normal), epa_tolerance * 0.5f);
    ExpectClause(Check(), "the normal is unit, and moving b by depth * normal separates them",
                 balls_call + ": |normal|", 1.0f, glm::length(balls.normal));
    // Near-concentric: the small ball must move 2.9 along +x to leave the big one.
    const std::string concentric_call = "Epa(ball (0, 0, 0) r 2, ball (0.1, 0, 0) r 1)";
    const Collisions::Penetration concentric = Collisions::Epa(BallShape(Point(0), 2), BallShape(Point(0.1f, 0, 0), 1));
    Check().Clause("curved shapes: the depth within kEpaRelativeTolerance");
    Check().ExpectNear(concentric_call + ": depth", 2.9f, concentric.depth, epa_tolerance * 2.9f);
    const std::vector<Point> cube = BoxCorners(Point(0), Point(1));
    const Collisions::Penetration touching =
        Collisions::Epa(PointsShape(cube), PointsShape(BoxCorners(Point(1, 0, 0), Point(2, 1, 1))));
    ExpectClause(Check(), "touching: intersects, depth 0", "Epa(the cube 0..1, the box (1, 0, 0)-(2, 1, 1))", true,
                 touching.intersects);
    ExpectClause(Check(), "touching: intersects, depth 0", "Epa(the cube 0..1, the box (1, 0, 0)-(2, 1, 1)): depth",
                 0.0f, touching.depth);
    const Collisions::Penetration flat = Collisions::Epa(PointsShape({Point(0), Point(2, 0, 0), Point(0, 2, 0)}),
                                                         PointsShape({Point(1, 0, 0), Point(3, 0, 0), Point(1, 2, 0)}));
    const std::string flat_call =
        "Epa(triangle (0, 0, 0), (2, 0, 0), (0, 2, 0), triangle (1, 0, 0), (3, 0, 0), (1, 2, 0))";
    ExpectClause(Check(), "flat shapes in one plane penetrate by 0", flat_call, true, flat.intersects);
    ExpectClause(Check(), "flat shapes in one plane penetrate by 0", flat_call + ": depth", 0.0f, flat.depth);
    const std::string apart_call = "Epa(the cube 0..1, the box (3, 0, 0)-(4, 1, 1))";
    const Collisions::Penetration apart =
        Collisions::Epa(PointsShape(cube), PointsShape(BoxCorners(Point(3, 0, 0), Point(4, 1, 1))));
    ExpectClause(Check(), "apart: not intersecting, and the rest zero", apart_call, false, apart.intersects);
    ExpectClause(Check(), "apart: not intersecting, and the rest zero", apart_call + ": depth", 0.0f, apart.depth);
    ExpectClause(Check(), "apart: not intersecting, and the rest zero", apart_call + ": normal", glm::vec3(0),
                 apart.normal);
    ExpectClause(Check(), "apart: not intersecting, and the rest zero", apart_call + ": on_a and on_b", glm::vec3(0),
                 glm::abs(apart.on_a) + glm::abs(apart.on_b));
    ExpectClause(Check(), "NaN meets nothing", "Epa(the cube 0..1, a shape of NaN)", false,
                 Collisions::Epa(PointsShape(cube), NoShape()).intersects);
  }

  // The selected pair's A - B (its support points in many directions), the origin, and the simplex of GJK's
  // step; the step wraps around when it runs past the last.
  void DrawDifference() {
    const std::size_t index = static_cast<std::size_t>(std::clamp(pair_, 0, static_cast<int>(cases_.size()) - 1));
    const Collisions::ConvexShape a = ShapeOf(cases_[index].a), b = ShapeOf(cases_[index].b);
    const Collisions::GjkResult gjk = Collisions::Gjk(a, b, true);
    Draw().About(static_cast<int>(index));
    constexpr int kRings = 12, kAround = 24;
    for (int ring = 0; ring <= kRings; ++ring) {
      const float polar = 3.14159265f * static_cast<float>(ring) / kRings;
      for (int k = 0; k < kAround; ++k) {
        const float azimuth = 6.2831853f * static_cast<float>(k) / kAround;
        const glm::vec3 d(std::sin(polar) * std::cos(azimuth), std::cos(polar), std::sin(polar) * std::sin(azimuth));
        Draw().DrawPoint(kDifferenceOrigin + a.support(d) - b.support(-d), 3.0f, palette::kGray);
      }
    }
    Draw().DrawPoint(kDifferenceOrigin, 10.0f, palette::kQueryPoint);  // the origin of A - B
    if (gjk.steps.empty()) return;
    const std::size_t shown = static_cast<std::size_t>(step_) % gjk.steps.size();
    const Collisions::GjkStep& step = gjk.steps[shown];
    for (std::size_t p = 0; p < step.simplex.size(); ++p) {
      Draw().DrawPoint(kDifferenceOrigin + step.simplex[p], 8.0f, palette::kOrange);
      for (std::size_t q = p + 1; q < step.simplex.size(); ++q) {
        Draw().DrawLine(kDifferenceOrigin + step.simplex[p], kDifferenceOrigin + step.simplex[q], palette::kOrange);
      }
    }
    Draw().DrawLine(kDifferenceOrigin, kDifferenceOrigin + step.closest, palette::kClosestPoint);
    // On two short lines under A - B, so that it stays in the view between the panels.
    Draw().DrawLabel(kDifferenceOrigin + glm::vec3(-3.0f, -3.5f, 0),
                     fmt::format("pair {}: GJK step {} of {}\nsimplex of {}, {:.4g} from the origin", index, shown + 1,
                                 gjk.steps.size(), step.simplex.size(), glm::length(step.closest)),
                     palette::kWhite);
  }

  std::vector<cases::GjkCase> cases_;
  int pair_ = 0;
  int step_ = 0;
  bool playing_ = true;
  float clock_ = 0.0f;
};

}  // namespace
LAB_REGISTER_SAMPLE(
    GjkAndEpa, Chapter::kGjkAndEpa,
    "GJK and EPA on twelve pairs, from spheres to a point set's hull: apart (blue, closest points yellow), touching "
    "and overlapping (red, EPA's depth in magenta). Below, the selected pair's Minkowski difference A - B (grey), "
    "its origin (cyan) and GJK's simplex (orange) stepping towards it, one iteration every 0.8 s.");
}  // namespace lab::samples
