// Chapter 10, the lecture's a priori versus a posteriori collision detection: a fast sphere and a thin wall.
#include <vector>

#include "samples/sample_polygons.hpp"

namespace lab::samples {
namespace {

constexpr float kRadius = 0.3f;
constexpr float kStartX = -2.5f;
constexpr int kSteps = 8;

struct Run {
  const char* what;
  float step;           // distance moved per simulation step
  int posteriori_step;  // the step after which the overlap is first seen, or -1 if never
  float priori_t;       // the swept test's fraction of the first step that hits, over the step that hits
  int priori_step;
};

class APrioriAPosteriori final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.target = Point(0, 1, 0), .yaw_degrees = 90.0f, .pitch_degrees = -20.0f, .distance = 10.0f});
    for (std::size_t r = 0; r < kRuns.size(); ++r) {
      const Run& run = kRuns[r];
      Check().About(static_cast<int>(r));  // the run, drawn in its lane; the wall is both runs'
      // A posteriori: move, then look for an overlap.
      int seen = -1;
      for (int step = 1; step <= kSteps && seen < 0; ++step) {
        if (Overlaps(Centre(run, static_cast<float>(step)), kRadius, kWall)) seen = step;
      }
      Check().ExpectTrue(fmt::format("{}: a posteriori, the first step ending in the wall", run.what),
                         seen == run.posteriori_step, fmt::format("expected {}, got {}", run.posteriori_step, seen));
      // A priori: sweep each step's move before making it.
      int swept_step = -1;
      float swept_t = -1.0f;
      for (int step = 0; step < kSteps && swept_step < 0; ++step) {
        if (const float t = Sweep(Centre(run, static_cast<float>(step)), run.step, kRadius, kWall); t >= 0.0f) {
          swept_step = step;
          swept_t = t;
        }
      }
      Check().ExpectTrue(fmt::format("{}: a priori, the step whose move hits", run.what), swept_step == run.priori_step,
                         fmt::format("expected {}, got {}", run.priori_step, swept_step));
      Check().ExpectNear(fmt::format("{}: a priori, the fraction of that step", run.what), run.priori_t, swept_t,
                         1e-4f);
    }
    Handles().AddPoint("wall", wall_anchor_.at);
    Handles().AddScalar("sphere radius", radius_, 0.05f, 2.0f);
    for (std::size_t r = 0; r < runs_.size(); ++r) {
      Handles().About(static_cast<int>(r));
      Handles().AddScalar(fmt::format("run {} distance per step", r), runs_[r].step, 0.1f, 6.0f);
    }
    Handles().About(DebugDraw::kNoItem);
  }

  void Update(float dt) override {
    Application::Update(dt);
    time_ += dt;
  }

  void Render() override {
    std::array<Triangle, 2> wall = kWall;
    for (Triangle& half : wall) {
      for (Point* p : {&half.p0, &half.p1, &half.p2}) *p += wall_anchor_.Moved();
      Draw().DrawSolidTriangle(half, Translucent(palette::kShape));
      Draw().DrawWireTriangle(half, palette::kShape);
    }
    for (std::size_t r = 0; r < runs_.size(); ++r) {
      const Run& run = runs_[r];
      Draw().About(static_cast<int>(r));
      const glm::vec3 lane(0, 0, 1.2f * static_cast<float>(r) - 0.6f);
      // Every step's position (blue: the a posteriori test sees nothing there; red: it sees an overlap).
      for (int step = 0; step <= kSteps; ++step) {
        const Point centre = Centre(run, static_cast<float>(step));
        if (centre.x > 4.0f) break;
        Draw().DrawSphere(Sphere(centre + lane, radius_), palette::ForShape(Overlaps(centre, radius_, wall)), 12);
      }
      // The swept test's contact (green) and the ball moving now.
      for (int step = 0; step < kSteps; ++step) {
        const Point from = Centre(run, static_cast<float>(step));
        if (const float t = Sweep(from, run.step, radius_, wall); t >= 0.0f) {
          Draw().DrawSphere(Sphere(from + glm::vec3(t * run.step, 0, 0) + lane, radius_), palette::kHitPoint, 12);
          break;
        }
      }
      const float phase = std::fmod(time_ * 2.0f, static_cast<float>(kSteps));
      Draw().DrawPoint(Centre(run, std::floor(phase)) + lane, 8.0f, palette::kQueryPoint);
    }
  }

 private:
  static Point Centre(const Run& run, float step) { return Point(kStartX + run.step * step, 1.0f, 0.0f); }
  // The wall at x = 0 has no thickness: the sphere overlaps it when its centre is nearer than its radius.
  static bool Overlaps(const Point& centre, float radius, const std::array<Triangle, 2>& wall) {
    return Collisions::Intersects(Sphere(centre, radius), wall[0]) ||
           Collisions::Intersects(Sphere(centre, radius), wall[1]);
  }
  // The earliest fraction of the move that touches the wall, or -1.
  static float Sweep(const Point& from, float distance, float radius, const std::array<Triangle, 2>& wall) {
    float best = -1.0f;
    for (const Triangle& half : wall) {
      Collisions::SweepHit hit;
      if (Collisions::SweepTest(Sphere(from, radius), glm::vec3(distance, 0, 0), half, hit) &&
          (best < 0.0f || hit.t < best))
        best = hit.t;
    }
    return best;
  }

  // A wall in the plane x = 0, 3 wide and 2 high.
  static inline const std::array<Triangle, 2> kWall = {
      Triangle(Point(0, 0, -1.5f), Point(0, 2, -1.5f), Point(0, 2, 1.5f)),
      Triangle(Point(0, 0, -1.5f), Point(0, 2, 1.5f), Point(0, 0, 1.5f))};
  // Fast: 4 per step, from -2.5 to 1.5: it never overlaps the wall at the end of a step. The sweep of the first
  // step touches it when the centre reaches -0.3: (2.5 - 0.3) / 4 = 0.55. Slow: 0.5 per step; at step 5 the
  // centre is at 0 (an overlap, already half inside); the sweep of step 4 (from -0.5) touches at 0.2 / 0.5.
  static constexpr std::array<Run, 2> kRuns = {{
      {"fast (4 per step)", 4.0f, -1, 0.55f, 0},
      {"slow (0.5 per step)", 0.5f, 5, 0.4f, 4},
  }};
  float time_ = 0.0f;
  // What the handles change and Render reads: the wall (moved whole, by its centre), the sphere's radius
  // and each run's distance per step.
  Anchor wall_anchor_{Point(0, 1, 0)};
  float radius_ = kRadius;
  std::array<Run, 2> runs_ = kRuns;
};

}  // namespace
LAB_REGISTER_SAMPLE(APrioriAPosteriori, Chapter::kLectureToolbox,
                    "The lecture's a priori versus a posteriori detection: a sphere stepping at a thin wall. A "
                    "posteriori (test after moving) the fast one is never caught (blue steps): it tunnels. A priori "
                    "(sweep each move first) catches it 55% into its first step (green). The slow one is caught both "
                    "ways, a posteriori only once already inside (red).");
}  // namespace lab::samples
