// How the chapter 1 samples that test points against one shape (a line or a ray) draw them. Point i is item i of
// the sample's checks; the shared shape is context.
#pragma once

#include <span>

#include "samples/sample.hpp"

namespace lab::samples {

// Each point (cyan) joined by a white line to its closest point on the shape (yellow).
template <class Shape>
void DrawClosestPoints(DebugDraw& draw, const Shape& shape, std::span<const Point> points) {
  for (std::size_t i = 0; i < points.size(); ++i) {
    draw.About(static_cast<int>(i));
    draw.DrawPoint(points[i], 7.0f, palette::kQueryPoint);
    const Point closest = Collisions::ClosestPoint(shape, points[i]);
    draw.DrawLine(points[i], closest, palette::kWhite);
    draw.DrawPoint(closest, 7.0f, palette::kClosestPoint);
  }
  draw.About(DebugDraw::kNoItem);
}

// Each point red where is_on (PointOnLine or PointOnRay against the shape) says it lies on the shape, else blue.
template <class IsOn>
void DrawPointsOn(DebugDraw& draw, std::span<const Point> points, IsOn is_on) {
  for (std::size_t i = 0; i < points.size(); ++i) {
    draw.About(static_cast<int>(i));
    draw.DrawPoint(points[i], 7.0f, palette::ForShape(is_on(points[i])));
  }
  draw.About(DebugDraw::kNoItem);
}

}  // namespace lab::samples
