// How the tutorial's line-test samples (chapter 3, reused in chapter 4) check and draw their segments
// (samples/cases/raycasts.hpp), and how its raycast samples draw their rays. Line or ray i is item i of the
// sample's checks.
#pragma once

#include <span>

#include "samples/cases/raycasts.hpp"
#include "samples/sample.hpp"

namespace lab::samples {

// Checks LineTest(line, shape) for each of the table's lines: two cases per line, about item i.
template <class Shape, std::size_t N>
void CheckLineTests(Checks& checks, const cases::LinesAgainst<Shape, N>& table, std::string_view shape_name) {
  const auto& [shape, lines, expected] = table;
  for (std::size_t i = 0; i < N; ++i) {
    checks.About(static_cast<int>(i));
    Point result(0.0f);
    const bool hit = Collisions::LineTest(lines[i], shape, result);
    const std::string what = fmt::format("LineTest(line {} {}, {})", i, lines[i], shape_name);
    checks.Expect(what, expected[i].hit, hit);
    if (expected[i].hit) {
      checks.ExpectNear(what + ": first point", expected[i].point, result, kVectorTolerance);
    } else {
      checks.ExpectTrue(what + ": result left unchanged on a miss", hit || result == Point(0.0f),
                        fmt::format("result became {}", result));
    }
  }
  checks.About({});
}

// Draws the lines, line i tagged with item i: red with a green point where they meet the shape, blue
// otherwise.
template <class Shape>
void DrawLineTests(DebugDraw& draw, const Shape& shape, std::span<const Line> lines) {
  for (std::size_t i = 0; i < lines.size(); ++i) {
    draw.About(static_cast<int>(i));
    Point result(0.0f);
    const bool hit = Collisions::LineTest(lines[i], shape, result);
    draw.DrawSegment(lines[i], palette::ForRay(hit));
    if (hit) draw.DrawPoint(result, 7.0f, palette::kHitPoint);
  }
  draw.About(DebugDraw::kNoItem);
}

// Draws the rays, ray i tagged with item i: red with a green hit point where they hit the shape, blue otherwise.
template <class Shape>
void DrawRaycasts(DebugDraw& draw, const Shape& shape, std::span<const Ray> rays) {
  for (std::size_t i = 0; i < rays.size(); ++i) {
    draw.About(static_cast<int>(i));
    Point hit_point(0.0f);
    const bool hit = Collisions::Raycast(rays[i], shape, hit_point);
    draw.DrawRayWithHit(rays[i], hit, hit_point);
  }
  draw.About(DebugDraw::kNoItem);
}

}  // namespace lab::samples
