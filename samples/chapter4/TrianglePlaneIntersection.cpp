// Chapter 4, "Plane to triangle".
#include <limits>

#include "samples/cases/triangles.hpp"
#include "samples/sample_checks.hpp"

namespace lab::samples {
namespace {

class TrianglePlaneIntersection final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 18.0f});
    constexpr std::array<bool, 4> kExpected = {false, true, false, true};
    // Each triangle is an item; the plane, shared by every case, is context.
    for (std::size_t i = 0; i < triangles_.size(); ++i) {
      Check().About(static_cast<int>(i));
      ExpectIntersects(Check(), "plane", plane_, fmt::format("triangle {}", i), triangles_[i], kExpected[i]);
    }
    Handles().Add("plane", plane_);
    Handles().AddAll("triangle", std::span<Triangle>(triangles_));
    // The contracts' clauses (samples/contracts/), against the plane z = 0 (normal +z).
    Check().About({});
    const Plane ground(glm::vec3(0, 0, 1), 0.0f);
    constexpr float kNear = 0.5f * Collisions::kPointOnPlaneEpsilon, kBeyond = 2.0f * Collisions::kPointOnPlaneEpsilon;
    const auto expect = [&](std::string_view clause, const Triangle& t, bool expected) {
      ExpectClause(Check(), clause, fmt::format("Intersects({}, z = 0)", t), expected,
                   Collisions::Intersects(t, ground));
    };
    expect("a triangle crossing the plane meets it", Triangle(Point(0, 0, -1), Point(1, 0, 1), Point(0, 1, 1)), true);
    expect("a vertex on the plane counts (touching)", Triangle(Point(0, 0, 0), Point(1, 0, 1), Point(0, 1, 1)), true);
    expect("a vertex on the plane counts (touching)", Triangle(Point(0, 0, 0), Point(1, 0, -1), Point(0, 1, -1)), true);
    expect("a triangle lying in the plane meets it", Triangle(Point(0, 0, 0), Point(1, 0, 0), Point(0, 1, 0)), true);
    expect("a vertex within kPointOnPlaneEpsilon counts as on the plane",
           Triangle(Point(0, 0, kNear), Point(1, 0, 1), Point(0, 1, 1)), true);
    expect("a vertex within kPointOnPlaneEpsilon counts as on the plane",
           Triangle(Point(0, 0, -kNear), Point(1, 0, -1), Point(0, 1, -1)), true);
    expect("all three vertices beyond the epsilon on one side miss, in front or behind",
           Triangle(Point(0, 0, kBeyond), Point(1, 0, 1), Point(0, 1, 1)), false);
    expect("all three vertices beyond the epsilon on one side miss, in front or behind",
           Triangle(Point(0, 0, -kBeyond), Point(1, 0, -1), Point(0, 1, -1)), false);
    ExpectClause(
        Check(), "a degenerate plane meets nothing", "Intersects((0, 0, 0) (1, 0, 0) (0, 1, 0), normal 0 d 0)", false,
        Collisions::Intersects(Triangle(Point(0, 0, 0), Point(1, 0, 0), Point(0, 1, 0)), Plane(glm::vec3(0.0f), 0.0f)));
    expect("NaN misses",
           Triangle(Point(std::numeric_limits<float>::quiet_NaN(), 0, 0), Point(1, 0, 1), Point(0, 1, -1)), false);
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"Intersects(Triangle, Plane)"});
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawPlane(plane_, 4.0f, Translucent(palette::kShape));
    for (std::size_t i = 0; i < triangles_.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Draw().DrawSolidTriangle(triangles_[i], palette::ForShape(Collisions::Intersects(plane_, triangles_[i])));
    }
  }

 private:
  Plane plane_{Point(5, 6, 7), Point(6, 5, 4), Point(1, 2, 3)};
  std::array<Triangle, 4> triangles_ = cases::PlaneTestTriangles();
};

}  // namespace
LAB_REGISTER_SAMPLE(TrianglePlaneIntersection, Chapter::kModels,
                    "Intersects(Plane, Triangle), both argument orders: 4 triangles, red where they meet the plane, "
                    "blue otherwise (the book: green and red). Triangle 3 lies in the plane; its vertex distances (0, "
                    "3.6e-7, 2.4e-7) need the "
                    "1e-5 tolerance the book leaves undefined.");
}  // namespace lab::samples
