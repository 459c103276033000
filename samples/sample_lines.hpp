// The six segments shared by the tutorial's line tests (chapter 3, reused in chapter 4), and how those
// samples check and draw them. Line i is item i of the sample's checks.
#pragma once

#include <span>

#include "samples/sample.hpp"

namespace lab::samples {

inline const std::array<Line, 6> kTutorialLines = {
    Line(Point(2.5f, 2.5f, 2.5f), Point(4, 4, 4)), Line(Point(1, 1, 0), Point(0, 0, 0)),
    Line(Point(-1, -1, 0), Point(-3, 0, 0)),       Line(Point(-5, 0, 0), Point(5, 0, 0)),
    Line(Point(7, 0, 1), Point(-7, 0, 1)),         Line(Point(0.5f, 0.5f, 0.5f), Point(0.5f, 0.5f, 2)),
};

// The first N tutorial lines, as a sample's own (movable) copy.
template <std::size_t N>
std::array<Line, N> FirstTutorialLines() {
  static_assert(N <= std::tuple_size_v<decltype(kTutorialLines)>);
  std::array<Line, N> lines{};
  for (std::size_t i = 0; i < N; ++i) lines[i] = kTutorialLines[i];
  return lines;
}

// What one line is expected to do: hit or not, and where.
struct LineExpectation {
  bool hit;
  Point point{0.0f};  // checked only on a hit
};

// Checks LineTest(kTutorialLines[i], shape) for the first expected.size() lines: two cases per line, about
// item i.
template <class Shape, std::size_t N>
void CheckLineTests(Checks& checks, const Shape& shape, std::string_view shape_name,
                    const std::array<LineExpectation, N>& expected) {
  for (std::size_t i = 0; i < N; ++i) {
    checks.About(static_cast<int>(i));
    Point result(0.0f);
    const bool hit = Collisions::LineTest(kTutorialLines[i], shape, result);
    const std::string what = fmt::format("LineTest(line {} {}, {})", i, kTutorialLines[i], shape_name);
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

// The first `count` tutorial lines, as the book placed them.
template <class Shape>
void DrawLineTests(DebugDraw& draw, const Shape& shape, std::size_t count) {
  DrawLineTests(draw, shape, std::span<const Line>(kTutorialLines.data(), count));
}

}  // namespace lab::samples
