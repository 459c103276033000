// Chapter 13, GJK and EPA (beyond the tutorial): one algorithm for every pair of convex shapes, known only by
// their support functions. Each pair's distance, closest points and depth against hand-worked answers, and
// GJK's simplex stepped through one iteration at a time in the Minkowski difference drawn below the row.
#include <algorithm>
#include <cmath>
#include <variant>

#include "samples/cases/gjk.hpp"
#include "samples/sample.hpp"

namespace lab::samples {
namespace {

constexpr float kSpacing = 7.0f;                    // between the pairs, along x
const Point kDifferenceOrigin(38.5f, -7.0f, 0.0f);  // where the selected pair's A - B is drawn: below the middle

Collisions::ConvexShape ShapeOf(const cases::AnyConvex& shape) {
  return std::visit([](const auto& s) { return Collisions::ConvexShapeOf(s); }, shape);
}

// Two rings (at the ends) and four lines between them: a capsule's body or a cylinder's side.
void DrawTube(DebugDraw& draw, const Point& start, const Point& end, float radius, const Color& color) {
  const glm::vec3 axis = glm::normalize(end - start);
  const glm::vec3 u =
      glm::normalize(glm::cross(axis, std::abs(axis.x) < 0.9f ? glm::vec3(1, 0, 0) : glm::vec3(0, 1, 0)));
  const glm::vec3 v = glm::cross(axis, u);
  constexpr int kSegments = 24;
  for (int i = 0; i < kSegments; ++i) {
    const float a0 = 6.2831853f * static_cast<float>(i) / kSegments,
                a1 = 6.2831853f * static_cast<float>(i + 1) / kSegments;
    const glm::vec3 r0 = radius * (std::cos(a0) * u + std::sin(a0) * v),
                    r1 = radius * (std::cos(a1) * u + std::sin(a1) * v);
    draw.DrawLine(start + r0, start + r1, color);
    draw.DrawLine(end + r0, end + r1, color);
    if (i % 6 == 0) draw.DrawLine(start + r0, end + r0, color);
  }
}
void DrawShape(DebugDraw& draw, const cases::AnyConvex& shape, const glm::vec3& offset, const Color& color) {
  std::visit(
      [&](const auto& s) {
        using S = std::decay_t<decltype(s)>;
        if constexpr (std::is_same_v<S, Sphere>) {
          draw.DrawWireSphere(Sphere(s.position + offset, s.radius), color, 20);
        } else if constexpr (std::is_same_v<S, AABB>) {
          draw.DrawWireBox(AABB(s.min + offset, s.max + offset), color);
        } else if constexpr (std::is_same_v<S, OBB>) {
          OBB moved = s;
          moved.center += offset;
          draw.DrawWireBox(moved, color);
        } else if constexpr (std::is_same_v<S, Capsule>) {
          DrawTube(draw, s.start + offset, s.end + offset, s.radius, color);
          draw.DrawWireSphere(Sphere(s.start + offset, s.radius), color, 16);
          draw.DrawWireSphere(Sphere(s.end + offset, s.radius), color, 16);
        } else if constexpr (std::is_same_v<S, Cylinder>) {
          DrawTube(draw, s.start + offset, s.end + offset, s.radius, color);
        } else if constexpr (std::is_same_v<S, Triangle>) {
          draw.DrawWireTriangle(Triangle(s.p0 + offset, s.p1 + offset, s.p2 + offset), color);
        } else if constexpr (std::is_same_v<S, ConvexPolyhedron>) {
          for (const auto& [from, to] : s.Edges()) {
            draw.DrawLine(s.vertices[static_cast<std::size_t>(from)] + offset,
                          s.vertices[static_cast<std::size_t>(to)] + offset, color);
          }
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
        {.target = Point(38.5f, -3, 0), .yaw_degrees = 180.0f, .pitch_degrees = -10.0f, .distance = 42.0f});
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
      const glm::vec3 offset(kSpacing * static_cast<float>(i), 0.0f, 0.0f);
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
    Draw().DrawLabel(kDifferenceOrigin + glm::vec3(0, 2.5f, 0),
                     fmt::format("pair {}: GJK step {} of {}, simplex of {}, {:.4g} from the origin", index, shown + 1,
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
