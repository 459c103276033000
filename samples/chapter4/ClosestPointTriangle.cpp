// Chapter 4, "Closest point on triangle".
#include "samples/cases/triangles.hpp"
#include "samples/sample.hpp"
#include "samples/sample_checks.hpp"

namespace lab::samples {
namespace {

class ClosestPointTriangle final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 16.0f});
    // Each point is an item; the triangle, shared by every case, is context.
    for (std::size_t i = 0; i < case_.points.size(); ++i) {
      Check().About(static_cast<int>(i));
      Check().ExpectNear(fmt::format("ClosestPoint(triangle, {})", case_.points[i]), case_.expected[i],
                         Collisions::ClosestPoint(case_.shape, case_.points[i]), kVectorTolerance);
    }
    Handles().Add("triangle", case_.shape);
    Handles().AddAll("point", std::span<Point>(case_.points));
    // The contracts' clauses (samples/contracts/), on a triangle of their own in z = 0: A (0, 0, 0), B (4, 0, 0),
    // C (0, 4, 0); every vertex and edge region once, off the edges' middles (which either end reaches alike).
    Check().About({});
    const Triangle triangle(Point(0, 0, 0), Point(4, 0, 0), Point(0, 4, 0));
    const auto closest = [&](const Point& p) { return Collisions::ClosestPoint(triangle, p); };
    const auto expect = [&](std::string_view clause, const Point& p, const Point& expected) {
      ExpectClause(Check(), clause, fmt::format("ClosestPoint((0, 0, 0) (4, 0, 0) (0, 4, 0), {})", p), expected,
                   closest(p));
    };
    expect("a point over the face projects onto the face", Point(1, 1, 5), Point(1, 1, 0));
    expect("a point over the face projects onto the face", Point(1, 2, -3), Point(1, 2, 0));
    expect("a point beyond an edge maps onto that edge", Point(1, -3, 1), Point(1, 0, 0));    // AB
    expect("a point beyond an edge maps onto that edge", Point(-2, 1, 0), Point(0, 1, 0));    // CA
    expect("a point beyond an edge maps onto that edge", Point(4, 2, -2), Point(3, 1, 0));    // BC
    expect("a point beyond a vertex maps to that vertex", Point(-1, -1, 2), Point(0, 0, 0));  // A
    expect("a point beyond a vertex maps to that vertex", Point(6, -1, 0), Point(4, 0, 0));   // B
    expect("a point beyond a vertex maps to that vertex", Point(-1, 6, 1), Point(0, 4, 0));   // C
    expect("a point of the triangle is its own closest point", Point(1, 2, 0), Point(1, 2, 0));
    expect("a point of the triangle is its own closest point", Point(2, 2, 0), Point(2, 2, 0));
    ExpectClause(Check(), "a degenerate triangle gives the closest point of its segment",
                 "ClosestPoint((0, 0, 0) (2, 0, 0) (4, 0, 0), (3, 2, 0))", Point(3, 0, 0),
                 Collisions::ClosestPoint(Triangle(Point(0, 0, 0), Point(2, 0, 0), Point(4, 0, 0)), Point(3, 2, 0)));
    ExpectClause(Check(), "a degenerate triangle gives the closest point of its segment",
                 "ClosestPoint((1, 1, 1) (1, 1, 1) (3, 1, 1), (2, 5, 1))", Point(2, 1, 1),
                 Collisions::ClosestPoint(Triangle(Point(1, 1, 1), Point(1, 1, 1), Point(3, 1, 1)), Point(2, 5, 1)));
    ExpectClause(Check(), "a degenerate triangle gives the closest point of its segment",
                 "ClosestPoint((1, 2, 3) (1, 2, 3) (1, 2, 3), (0, 0, 0))", Point(1, 2, 3),
                 Collisions::ClosestPoint(Triangle(Point(1, 2, 3), Point(1, 2, 3), Point(1, 2, 3)), Point(0, 0, 0)));
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"ClosestPoint(Triangle, Point)"});
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawWireTriangle(case_.shape, palette::kShape);
    for (std::size_t i = 0; i < case_.points.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Draw().DrawPoint(case_.points[i], 7.0f, palette::kGreen);
      Draw().DrawLine(case_.points[i], Collisions::ClosestPoint(case_.shape, case_.points[i]), palette::kRed);
    }
  }

 private:
  cases::PointsAgainst<Triangle, Point, 5> case_ = cases::ClosestPointTriangle();  // movable copies of the table
};

}  // namespace
LAB_REGISTER_SAMPLE(ClosestPointTriangle, Chapter::kModels,
                    "ClosestPoint(Triangle, Point) for 5 points (green), each joined to its closest point (red). "
                    "Erratum: with the book's two-check PointInTriangle, point 1 projects onto edge BC's line "
                    "outside the triangle and comes back as (-1, -1, -6); the true answer (asserted) is (2, 2, -3).");
}  // namespace lab::samples
