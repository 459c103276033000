// Chapter 4, "Raycast triangle".
#include <limits>

#include "samples/cases/triangles.hpp"
#include "samples/sample_checks.hpp"
#include "samples/sample_lines.hpp"

namespace lab::samples {
namespace {

class RaycastTriangle final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 16.0f});
    constexpr std::array<bool, 7> kExpectedHit = {false, false, true, false, true, true, false};
    constexpr std::array<float, 7> kExpectedT = {-1, -1, 1.0f, -1, 0.585786f, 2.23936f, -1};
    // Each ray is an item; the triangle, shared by every case, is context. t is checked on misses too (-1).
    for (std::size_t i = 0; i < rays_.size(); ++i) {
      Check().About(static_cast<int>(i));
      ExpectRaycast(Check(), rays_[i], "triangle", triangle_, kExpectedHit[i], kExpectedT[i], std::nullopt, 1e-4f);
    }
    Handles().Add("triangle", triangle_);
    Handles().AddAll("ray", std::span<Ray>(rays_));
    // The contracts' clauses (samples/contracts/), against a triangle of their own in z = 0, facing +z: (0, 0, 0),
    // (4, 0, 0), (0, 4, 0). Each ray's hit, then its t (NaN until the function writes it).
    Check().About({});
    const Triangle triangle(Point(0, 0, 0), Point(4, 0, 0), Point(0, 4, 0));
    const auto cast = [&](std::string_view clause, const Triangle& target, const Ray& ray, bool hit, float t) {
      float actual_t = std::numeric_limits<float>::quiet_NaN();
      const std::string call = fmt::format("Raycast(ray {}, {})", ray, target);
      ExpectClause(Check(), clause, call, hit, Collisions::Raycast(ray, target, actual_t));
      ExpectClause(Check(), clause, call + ": t", t, actual_t);
    };
    const auto expect = [&](std::string_view clause, const Ray& ray, bool hit, float t) {
      cast(clause, triangle, ray, hit, t);
    };
    const glm::vec3 down(0, 0, -1), up(0, 0, 1);
    expect("a ray through the face hits at its distance t", Ray(Point(1, 1, 5), down), true, 5.0f);
    expect("a ray through the face hits at its distance t", Ray(Point(1, -2, 4), glm::vec3(0, 3, -4)), true, 5.0f);
    expect("two-sided: a ray from behind hits the back face", Ray(Point(1, 1, -2), up), true, 2.0f);
    expect("two-sided: a ray from behind hits the back face", Ray(Point(-2, 1, -4), glm::vec3(3, 0, 4)), true, 5.0f);
    expect("edges and vertices count", Ray(Point(2, 0, 5), down), true, 5.0f);
    expect("edges and vertices count", Ray(Point(2, 2, -1), up), true, 1.0f);
    expect("edges and vertices count", Ray(Point(4, 0, 2), down), true, 2.0f);
    expect("edges and vertices count", Ray(Point(0, 4, -3), up), true, 3.0f);
    // Beyond the hypotenuse, inside the parallelogram that u, v <= 1 alone would accept.
    expect("a ray beside the triangle misses, t = -1", Ray(Point(3, 3, 5), down), false, -1.0f);
    expect("a ray beside the triangle misses, t = -1", Ray(Point(-1, 1, 5), down), false, -1.0f);
    expect("a triangle behind the origin is missed, t = -1", Ray(Point(1, 1, 5), up), false, -1.0f);
    expect("a triangle behind the origin is missed, t = -1", Ray(Point(1, 1, -5), down), false, -1.0f);
    expect("an origin on the triangle hits at t = 0", Ray(Point(1, 1, 0), glm::vec3(0, 3, 4)), true, 0.0f);
    expect("an origin on the triangle hits at t = 0", Ray(Point(1, 1, 0), glm::vec3(0, 3, -4)), true, 0.0f);
    expect("a ray in the triangle's plane misses", Ray(Point(-1, 1, 0), glm::vec3(1, 0, 0)), false, -1.0f);
    expect("a ray in the triangle's plane misses", Ray(Point(1, 1, 0), glm::vec3(1, 1, 0)), false, -1.0f);
    cast("a degenerate triangle is never hit", Triangle(Point(0, 0, 0), Point(2, 2, 0), Point(4, 4, 0)),
         Ray(Point(2, 2, 5), down), false, -1.0f);
    cast("a degenerate triangle is never hit", Triangle(Point(1, 1, 0), Point(1, 1, 0), Point(1, 1, 0)),
         Ray(Point(1, 1, 5), down), false, -1.0f);
    expect("a zero direction or NaN misses", Ray(Point(1, 1, 0), glm::vec3(0.0f)), false, -1.0f);
    expect("a zero direction or NaN misses", Ray(Point(std::numeric_limits<float>::quiet_NaN(), 1, 5), down), false,
           -1.0f);
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"Raycast(Ray, Triangle, float&)"});
  }

  void Render() override {
    Draw().DrawAxes();
    Draw().DrawSolidTriangle(triangle_, palette::kShape);
    DrawRaycasts(Draw(), triangle_, rays_);
  }

 private:
  Triangle triangle_ = cases::TriangleT2();
  std::array<Ray, 7> rays_ = cases::RaycastPlaneRays();
};

}  // namespace
LAB_REGISTER_SAMPLE(RaycastTriangle, Chapter::kModels,
                    "Raycast(Ray, Triangle), two-sided, on RaycastPlane's seven rays, t included: rays 4 and 5 hit "
                    "the back face. Hits red with a green point, misses blue.");
}  // namespace lab::samples
