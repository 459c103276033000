// Chapter 4, "AABB to triangle".
#include <limits>

#include "samples/cases/triangles.hpp"
#include "samples/sample_checks.hpp"

namespace lab::samples {
namespace {

class TriangleAABBIntersection final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 22.0f});
    constexpr std::array<bool, 6> kExpected = {true, true, true, true, false, false};
    // Each box is an item; the triangle, shared by every case, is context.
    for (std::size_t i = 0; i < boxes_.size(); ++i) {
      Check().About(static_cast<int>(i));
      ExpectIntersects(Check(), "triangle", triangle_, fmt::format("box {}", i), boxes_[i], kExpected[i]);
    }
    // The separating-axis pieces on their own: box 4 spans z in [1, 3], the triangle z in [-3, 0]. They show
    // box 4's separation (the last, box 0's lack of one), so they are about that box.
    const glm::vec3 z(0, 0, 1);
    Check().About(4);
    const Collisions::Interval box_span = Collisions::GetInterval(boxes_[4], z),
                               triangle_span = Collisions::GetInterval(triangle_, z);
    Check().ExpectNear("GetInterval(box 4, z axis) min", 1.0f, box_span.min, 1e-5f);
    Check().ExpectNear("GetInterval(box 4, z axis) max", 3.0f, box_span.max, 1e-5f);
    Check().ExpectNear("GetInterval(triangle, z axis) min", -3.0f, triangle_span.min, 1e-5f);
    Check().ExpectNear("GetInterval(triangle, z axis) max", 0.0f, triangle_span.max, 1e-5f);
    Check().Expect("TestAxis(triangle, box 4, z axis) separates them", true,
                   Collisions::TestAxis(triangle_, boxes_[4], z));
    Check().About(0);
    Check().Expect("TestAxis(triangle, box 0, z axis) does not", false, Collisions::TestAxis(triangle_, boxes_[0], z));
    Handles().Add("triangle", triangle_);
    Handles().AddAll("box", std::span<AABB>(boxes_));
    CheckContracts();
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(
        Check(), {"Intersects(Triangle, AABB)", "GetInterval(AABB, glm::vec3)", "TestAxis(Triangle, AABB, glm::vec3)"});
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawWireTriangle(triangle_, palette::kShape);
    for (std::size_t i = 0; i < boxes_.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Draw().DrawBox(boxes_[i], palette::ForShape(Collisions::Intersects(triangle_, boxes_[i])));
    }
  }

 private:
  // The contracts' clauses (samples/contracts/), against boxes of their own.
  void CheckContracts() {
    Check().About({});
    // GetInterval on the box (-1, 0, 2)-(3, 1, 4).
    const AABB box(Point(-1, 0, 2), Point(3, 1, 4));
    const auto interval = [&](std::string_view clause, const glm::vec3& axis, float min, float max) {
      const Collisions::Interval span = Collisions::GetInterval(box, axis);
      const std::string call = fmt::format("GetInterval((-1, 0, 2)-(3, 1, 4), {})", axis);
      ExpectClause(Check(), clause, call + " min", min, span.min);
      ExpectClause(Check(), clause, call + " max", max, span.max);
    };
    interval("[min, max] of the eight corners' projections", glm::vec3(1, 0, 0), -1.0f, 3.0f);
    interval("[min, max] of the eight corners' projections", glm::vec3(1, 2, 3), 5.0f, 17.0f);
    interval("a negative axis component takes the other corner on that axis", glm::vec3(1, -1, 0), -2.0f, 3.0f);
    interval("a negative axis component takes the other corner on that axis", glm::vec3(0, 1, -1), -4.0f, -1.0f);
    interval("the axis is not normalized: the projections scale with its length", glm::vec3(0, 0, 2), 4.0f, 8.0f);
    // TestAxis and Intersects against the cube (-1, -1, -1)-(1, 1, 1).
    const AABB cube(Point(-1), Point(1));
    const auto separates = [&](std::string_view clause, const Triangle& t, const AABB& b, const glm::vec3& axis,
                               bool expected) {
      ExpectClause(Check(), clause, fmt::format("TestAxis({}, {}, {})", t, b, axis), expected,
                   Collisions::TestAxis(t, b, axis));
    };
    const glm::vec3 x(1, 0, 0);
    separates("intervals apart separate, on either side of the box",
              Triangle(Point(2, 0, 0), Point(3, 0, 0), Point(2, 1, 0)), cube, x, true);
    separates("intervals apart separate, on either side of the box",
              Triangle(Point(-3, 0, 0), Point(-2, 0, 0), Point(-2, 1, 0)), cube, x, true);
    separates("overlapping intervals do not separate", Triangle(Point(0, 0, 0), Point(3, 0, 0), Point(2, 1, 0)), cube,
              x, false);
    separates("touching intervals overlap: they do not separate",
              Triangle(Point(1, 0, 0), Point(3, 0, 0), Point(2, 1, 0)), cube, x, false);
    separates("touching intervals overlap: they do not separate",
              Triangle(Point(-3, 0, 0), Point(-1, 0, 0), Point(-2, 1, 0)), cube, x, false);
    // A NaN coordinate that min and max could drop: apart on x by the other corners.
    separates("NaN separates nothing", Triangle(Point(2, 0, 0), Point(kNaN, 0, 0), Point(2, 1, 0)), cube, x, false);
    separates("NaN separates nothing", Triangle(Point(2, 0, 0), Point(3, 0, 0), Point(2, 1, 0)),
              AABB(Point(-1, kNaN, -1), Point(1)), x, false);
    const auto meets = [&](std::string_view clause, const Triangle& t, bool expected) {
      ExpectClause(Check(), clause, fmt::format("Intersects({}, (-1, -1, -1)-(1, 1, 1))", t), expected,
                   Collisions::Intersects(t, cube));
    };
    meets("a triangle through the box meets it", Triangle(Point(-5, -5, 0), Point(5, -5, 0), Point(0, 5, 0)), true);
    // Tilted, with a normal along (1, -1, -1): a reach without abs() would be negative.
    meets("a triangle through the box meets it", Triangle(Point(-4, -4, 0), Point(4, 4, 0), Point(0, 4, -4)), true);
    meets("a triangle wholly inside the box meets it",
          Triangle(Point(-0.5f, -0.5f, -0.5f), Point(0.5f, 0, 0), Point(0, 0.5f, 0)), true);
    meets("touching counts: a vertex, an edge or the face on the box's surface",
          Triangle(Point(1, 0, 0), Point(3, 0, 0), Point(2, 2, 0)), true);
    meets("touching counts: a vertex, an edge or the face on the box's surface",
          Triangle(Point(-5, -5, 1), Point(5, -5, 1), Point(0, 5, 1)), true);
    meets("touching counts: a vertex, an edge or the face on the box's surface",
          Triangle(Point(2, 0, 0), Point(0, 0, 2), Point(2, 0, 2)), true);  // an edge across the box's edge
    meets("touching counts: a vertex, an edge or the face on the box's surface",
          Triangle(Point(2, 0, 1), Point(0, 2, 1), Point(3, 3, 3)), true);  // an edge through the corner (1, 1, 1)
    meets("apart on a box axis misses", Triangle(Point(2, 0, 0), Point(3, 0, 0), Point(2, 1, 0)), false);
    // Over the corner (1, 1, 1): x + y + z = 3.5 against the corner's 3.
    meets("apart on the triangle's normal misses", Triangle(Point(3.5f, 0, 0), Point(0, 3.5f, 0), Point(0, 0, 3.5f)),
          false);
    // Beyond the edge x = y = 1 in z = 0: x + y >= 3.5, only cross(edge, z) separates.
    meets("apart on an edge cross product only misses", Triangle(Point(0.5f, 3, 0), Point(3, 0.5f, 0), Point(3, 3, 0)),
          false);
    meets("a degenerate triangle is tested as the segment it is",
          Triangle(Point(-2, 0, 0), Point(0, 0, 0), Point(2, 0, 0)), true);
    meets("a degenerate triangle is tested as the segment it is",
          Triangle(Point(3, 0, 0), Point(1.5f, 1.5f, 0), Point(0, 3, 0)), false);
    meets("a degenerate triangle is tested as the segment it is",
          Triangle(Point(2, 0, 0), Point(1, 1, 0), Point(0, 2, 0)), true);
    meets("NaN misses", Triangle(Point(kNaN, 0, 0), Point(1, 0, 0), Point(0, 1, 0)), false);
    ExpectClause(Check(), "NaN misses", "Intersects((0, 0, 0) (1, 0, 0) (0, 1, 0), (NaN, -1, -1)-(1, 1, 1))", false,
                 Collisions::Intersects(Triangle(Point(0, 0, 0), Point(1, 0, 0), Point(0, 1, 0)),
                                        AABB(Point(kNaN, -1, -1), Point(1))));
  }

  Triangle triangle_ = cases::TriangleT1();
  std::array<AABB, 6> boxes_ = {AABB::FromCenterExtents(Point(2, 4, -1), glm::vec3(0.5f)),
                                AABB::FromCenterExtents(Point(-1, 5, 0), glm::vec3(0.5f)),
                                AABB::FromCenterExtents(Point(0, 0, 0), glm::vec3(5, 7, 5)),
                                AABB::FromCenterExtents(Point(2, 3, -3), glm::vec3(3, 0.5f, 2)),
                                AABB::FromCenterExtents(Point(2, 2, 2), glm::vec3(1)),
                                AABB::FromCenterExtents(Point(-2, -2, -2), glm::vec3(1))};
};

}  // namespace
LAB_REGISTER_SAMPLE(TriangleAABBIntersection, Chapter::kModels,
                    "Intersects(Triangle, AABB) by 13 separating axes, both argument orders: 6 boxes, red where "
                    "they meet the triangle, blue otherwise (the book: green and red). Errata: the book builds "
                    "axis_u1_f2 from u2, and says "
                    "'9 separating axes' where there are 13.");
}  // namespace lab::samples
