// Chapter 7, the seed's swept-sphere test next to the complete one.
#include "samples/sample_ellipsoid.hpp"

namespace lab::samples {
namespace {

struct SweepCase {
  const char* what;
  Point start;
  glm::vec3 velocity;
  float t;  // the complete test's time of impact (brute force agrees, tests/sweeps_test.cpp)
  Point contact;
  float seed_t;  // the seed's, or -1 for a miss
};

// A unit sphere against the floor triangle (0,0,0), (0,0,4), (4,0,0), facing up.
const Triangle kFloorTriangle(Point(0, 0, 0), Point(0, 0, 4), Point(4, 0, 0));

class SweepMethods final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.target = Point(9, 0, 4), .yaw_degrees = 180.0f, .pitch_degrees = -55.0f, .distance = 25.0f});
    ViewCamera().SetAutoRotate(false);
    for (std::size_t i = 0; i < kCases.size(); ++i) {
      const SweepCase& c = kCases[i];
      Check().About(static_cast<int>(i));
      const Sphere sphere(c.start, 1.0f);
      Collisions::SweepHit hit;
      const bool found = Collisions::SweepTest(sphere, c.velocity, kFloorTriangle, hit);
      const std::string what = fmt::format("{}: SweepTest(sphere {}, velocity {})", c.what, sphere, c.velocity);
      Check().Expect(what, true, found);
      Check().ExpectNear(what + ": t", c.t, hit.t, 1e-5f);
      Check().ExpectNear(what + ": contact", c.contact, hit.contact, 1e-4f);
      Collisions::SweepHit seed;
      const bool seed_found = Collisions::SweepTestPlaneFirst(sphere, c.velocity, kFloorTriangle, seed);
      const std::string seed_what =
          fmt::format("{}: SweepTestPlaneFirst(sphere {}, velocity {})", c.what, sphere, c.velocity);
      Check().Expect(seed_what, c.seed_t >= 0.0f, seed_found);
      Check().ExpectNear(seed_what + ": t", c.seed_t, seed.t, 1e-5f);
    }
  }

  bool ShowsGrid() const override { return false; }

  void Render() override {
    for (std::size_t i = 0; i < kCases.size(); ++i) {
      const SweepCase& c = kCases[i];
      const glm::vec3 offset(9.0f * static_cast<float>(i % 3), 0.0f, 10.0f * static_cast<float>(i / 3));
      Draw().About(static_cast<int>(i));  // the case's index; the moving sphere first, where its label goes
      const Sphere start(c.start + offset, 1.0f);
      Draw().DrawWireSphere(start, palette::kGray, 16);
      const Triangle triangle(kFloorTriangle.p0 + offset, kFloorTriangle.p1 + offset, kFloorTriangle.p2 + offset);
      Draw().DrawSolidTriangle(triangle, Translucent(palette::kShape));
      Draw().DrawWireTriangle(triangle, palette::kShape);
      Draw().DrawLine(start.position, start.position + c.velocity, palette::kConstruction);

      // The complete test's answer: the sphere where it touches (red) and the contact (green).
      Collisions::SweepHit hit;
      if (Collisions::SweepTest(Sphere(c.start, 1.0f), c.velocity, kFloorTriangle, hit)) {
        Draw().DrawWireSphere(Sphere(start.position + hit.t * c.velocity, 1.0f), palette::kRayHit, 16);
        Draw().DrawPoint(hit.contact + offset, 9.0f, palette::kHitPoint);
      }
      // The seed's: where it stops when that is later (yellow: already through the edge), or, when it
      // misses, the sphere at the end of the move (blue: passed into the triangle).
      Collisions::SweepHit seed;
      if (!Collisions::SweepTestPlaneFirst(Sphere(c.start, 1.0f), c.velocity, kFloorTriangle, seed)) {
        Draw().DrawWireSphere(Sphere(start.position + c.velocity, 1.0f), palette::kRayMiss, 16);
      } else if (seed.t > hit.t + 1e-4f) {
        Draw().DrawWireSphere(Sphere(start.position + seed.t * c.velocity, 1.0f), palette::kClosestPoint, 16);
      }
    }
  }

 private:
  static constexpr std::array<SweepCase, 6> kCases = {{
      {"face, both agree", Point(1, 3, 1), glm::vec3(0, -4, 0), 0.5f, Point(1, 0, 1), 0.5f},
      {"edge, sphere cutting the plane, both agree", Point(-3, 0.6f, 2), glm::vec3(4, 0, 0), 0.55f, Point(0, 0, 2),
       0.55f},
      // (1.5t - 1.5)^2 + (2 - 3t)^2 = 1: t = 7/15, when z = -0.5 + 4.5 t = 1.6.
      {"edge the seed misses", Point(-1.5f, 2, -0.5f), glm::vec3(1.5f, -3, 4.5f), 7.0f / 15.0f, Point(0, 0, 1.6f),
       -1.0f},
      {"vertex the seed misses", Point(-3, 2, 2.5f), glm::vec3(4.5f, -3, 4), 0.512003f, Point(0, 0, 4), -1.0f},
      // |(-5 + 5.5t, 4 - 3.5t, -3 + 2.5t)| = 1 at t = 14/15.
      {"vertex the seed misses", Point(-1, 4, -3), glm::vec3(5.5f, -3.5f, 2.5f), 14.0f / 15.0f, Point(4, 0, 0), -1.0f},
      {"edge the seed finds too late", Point(-3, 2, 0), glm::vec3(3, -2.5f, 2), 0.681603f, Point(0, 0, 1.36321f), 0.8f},
  }};
};

}  // namespace
LAB_REGISTER_SAMPLE(SweepMethods, Chapter::kEllipsoids,
                    "A unit sphere swept at a floor triangle by the seed's method (plane point, then the closest "
                    "point cast back) and by the complete one (face, then every edge and vertex by quadratics). "
                    "Red: where the complete test touches, green its contact. The seed misses two vertex hits and "
                    "an edge hit (blue: it passes into the triangle) and finds one edge too late (yellow).");
}  // namespace lab::samples
