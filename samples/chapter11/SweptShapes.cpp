// Chapter 11, the exact swept tests: a sphere against a plane (the book's MovingSpherePlane and its
// CollisionResult), a sphere against a sphere and a box, a box against a box (relative motion) and a plane.
#include <functional>
#include <string>
#include <vector>

#include "samples/cases/moving.hpp"
#include "samples/sample.hpp"

namespace lab::samples {
namespace {

AABB Moved(const AABB& box, const glm::vec3& by) { return AABB(box.min + by, box.max + by); }

// One case, laid out on a grid: its checks and what it draws, with everything shifted by offset.
struct SweepCase {
  std::string what;
  float expected;
  std::function<float()> sweep;  // the Collisions function's t, or -1
  std::function<void(DebugDraw&, const glm::vec3& offset, float t)> draw;
};

class SweptShapes final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome(
        {.target = Point(15, 0, 8), .yaw_degrees = 180.0f, .pitch_degrees = -70.0f, .distance = 52.0f});
    ViewCamera().SetAutoRotate(false);
    AddSpherePlaneCases();
    for (const cases::SphereSphereSweep& c : cases::SphereSphereSweeps()) {
      cases_.push_back({fmt::format("MovingSphereSphere, {}", c.what), c.t,
                        [c] {
                          float t = -1.0f;
                          Collisions::MovingSphereSphere(c.a, c.velocity_a, c.b, c.velocity_b, t);
                          return t;
                        },
                        [c](DebugDraw& draw, const glm::vec3& at, float t) {
                          DrawMovingSphere(draw, c.a, c.velocity_a, at, t);
                          DrawMovingSphere(draw, c.b, c.velocity_b, at, t);
                        }});
    }
    for (const cases::SphereBoxSweep& c : cases::SphereBoxSweeps()) {
      cases_.push_back({fmt::format("MovingSphereAABB, {}", c.what), c.t,
                        [c] {
                          float t = -1.0f;
                          Collisions::MovingSphereAABB(c.sphere, c.velocity, c.box, t);
                          return t;
                        },
                        [c](DebugDraw& draw, const glm::vec3& at, float t) {
                          draw.DrawWireBox(Moved(c.box, at), palette::kShape);
                          DrawMovingSphere(draw, c.sphere, c.velocity, at, t);
                          if (t >= 0.0f) {
                            const Point centre = c.sphere.position + t * c.velocity;
                            draw.DrawPoint(Collisions::ClosestPoint(c.box, centre) + at, 9.0f, palette::kHitPoint);
                          }
                        }});
    }
    for (const cases::BoxBoxSweep& c : cases::BoxBoxSweeps()) {
      cases_.push_back({fmt::format("MovingAABBAABB, {}", c.what), c.t,
                        [c] {
                          float t = -1.0f;
                          Collisions::MovingAABBAABB(c.a, c.velocity_a, c.b, c.velocity_b, t);
                          return t;
                        },
                        [c](DebugDraw& draw, const glm::vec3& at, float t) {
                          DrawMovingBox(draw, c.a, c.velocity_a, at, t);
                          DrawMovingBox(draw, c.b, c.velocity_b, at, t);
                        }});
    }
    for (const cases::BoxPlaneSweep& c : cases::BoxPlaneSweeps()) {
      cases_.push_back({fmt::format("MovingAABBPlane, {}", c.what), c.t,
                        [c] {
                          float t = -1.0f;
                          Collisions::MovingAABBPlane(c.box, c.velocity, c.plane, t);
                          return t;
                        },
                        [c](DebugDraw& draw, const glm::vec3& at, float t) {
                          DrawPlaneAt(draw, c.plane, at);
                          DrawMovingBox(draw, c.box, c.velocity, at, t);
                        }});
    }
    for (std::size_t i = 0; i < cases_.size(); ++i) {
      Check().About(static_cast<int>(i));
      Check().ExpectNear(cases_[i].what + ": t (-1: no contact in the frame)", cases_[i].expected, cases_[i].sweep(),
                         1e-6f);
    }
  }

  bool ShowsGrid() const override { return false; }

  void Render() override {
    for (std::size_t i = 0; i < cases_.size(); ++i) {
      const glm::vec3 at(10.0f * static_cast<float>(i % 4), 0.0f, 10.0f * static_cast<float>(i / 4));
      Draw().About(static_cast<int>(i));
      cases_[i].draw(Draw(), at, cases_[i].sweep());
    }
  }

 private:
  // The sphere against the plane, checked field by field: the book's happened, point and incident.
  void AddSpherePlaneCases() {
    const auto spheres = cases::SpherePlaneSweeps();
    for (std::size_t i = 0; i < spheres.size(); ++i) {
      const cases::SpherePlaneSweep& c = spheres[i];
      const Collisions::CollisionResult result = Collisions::MovingSpherePlane(c.sphere, c.plane, c.velocity);
      Check().About(static_cast<int>(i));
      const std::string what = fmt::format("MovingSpherePlane, {}", c.what);
      Check().Expect(what + ": happened", c.t >= 0.0f, result.happened);
      if (c.t >= 0.0f && result.happened) {
        Check().ExpectNear(what + ": the point of the plane it touches", c.point, result.point, 1e-5f);
        Check().ExpectNear(what + ": incident, the direction it strikes along", glm::normalize(c.velocity),
                           result.incident, 1e-5f);
      }
      cases_.push_back({what, c.t, [c] { return Collisions::MovingSpherePlane(c.sphere, c.plane, c.velocity).t; },
                        [c](DebugDraw& draw, const glm::vec3& at, float t) {
                          DrawPlaneAt(draw, c.plane, at);
                          DrawMovingSphere(draw, c.sphere, c.velocity, at, t);
                          if (t >= 0.0f) {
                            draw.DrawPoint(Collisions::MovingSpherePlane(c.sphere, c.plane, c.velocity).point + at,
                                           9.0f, palette::kHitPoint);
                          }
                        }});
    }
  }

  // Start (white), the motion (magenta), and where it touches (red) or, when it does not, the end (blue).
  static void DrawMovingSphere(DebugDraw& draw, const Sphere& sphere, const glm::vec3& velocity, const glm::vec3& at,
                               float t) {
    draw.DrawWireSphere(Sphere(sphere.position + at, sphere.radius), palette::kShape, 16);
    draw.DrawLine(sphere.position + at, sphere.position + velocity + at, palette::kConstruction);
    const float s = t >= 0.0f ? t : 1.0f;
    draw.DrawWireSphere(Sphere(sphere.position + s * velocity + at, sphere.radius),
                        t >= 0.0f ? palette::kIntersecting : palette::kSeparate, 16);
  }
  static void DrawMovingBox(DebugDraw& draw, const AABB& box, const glm::vec3& velocity, const glm::vec3& at, float t) {
    draw.DrawWireBox(Moved(box, at), palette::kShape);
    draw.DrawLine(box.Center() + at, box.Center() + velocity + at, palette::kConstruction);
    const float s = t >= 0.0f ? t : 1.0f;
    draw.DrawWireBox(Moved(box, s * velocity + at), t >= 0.0f ? palette::kIntersecting : palette::kSeparate);
  }
  static void DrawPlaneAt(DebugDraw& draw, const Plane& plane, const glm::vec3& at) {
    draw.DrawPlane(Plane(plane.normal, plane.distance + glm::dot(plane.normal, at)), 2.5f, palette::kShape);
  }

  std::vector<SweepCase> cases_;
};

}  // namespace
LAB_REGISTER_SAMPLE(
    SweptShapes, Chapter::kMovingObjects,
    "The exact swept tests, each over one frame's motion (t: the fraction done at first contact). The book's "
    "MovingSpherePlane with its CollisionResult (happened, point, incident), two-sided; two spheres and two boxes "
    "by relative motion (the book's 'subtract A's motion'); a sphere against a box's face, edge and corner, and "
    "past the square corner of the grown box, where it must miss; a box against a level and a tilted plane. White: "
    "the start; red: where they touch (green: the contact); blue: the end, when they never do. The book leaves "
    "CollisionResult's fields undefined: incident here is the unit direction of motion.");
}  // namespace lab::samples
