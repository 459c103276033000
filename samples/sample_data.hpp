// Data the tutorial reuses across samples, defined once.
#pragma once

#include "samples/sample.hpp"

namespace lab::samples {

// RaycastPlane's seven rays; RaycastTriangle casts the same ones.
inline const std::array<Ray, 7> kRaycastPlaneRays = {
    Ray({0.0f, 0.0f, 0.0f}, {0.0f, -1.0f, 0.0f}),  Ray({0.5f, 0.5f, 0.0f}, {-1.0f, -1.0f, 0.0f}),
    Ray({1.0f, 1.0f, 0.0f}, {1.0f, 1.0f, 0.0f}),   Ray({1.0f, 1.0f, -3.0f}, {0.0f, 0.0f, 1.0f}),
    Ray({2.0f, 2.0f, 3.0f}, {0.0f, -1.0f, 0.0f}),  Ray({3.0f, 3.0f, 3.0f}, {-3.0f, -3.0f, -3.0f}),
    Ray({1.0f, 1.0f, 3.0f}, {-2.0f, -3.0f, 1.0f}),
};

// The chapter 4 triangle "T1" (closest point, sphere and box tests) and "T2" (raycast and line test, in
// the plane x + y = 3.414214).
inline const Triangle kTriangleT1(Point(-1, 5, 0), Point(2, 2, -3), Point(5, 5, 0));
inline const Triangle kTriangleT2(Point(5.207108f, -1.792894f, -3.949748f), Point(5.207108f, -1.792894f, 5.949748f),
                                  Point(-1.792894f, 5.207108f, 1));

// The four triangles of the plane and triangle-triangle samples; the last lies in the plane through
// (5, 6, 7), (6, 5, 4), (1, 2, 3).
inline const std::array<Triangle, 4> kPlaneTestTriangles = {
    kTriangleT1, Triangle(Point(-1, -1, 0), Point(0, 1, 0), Point(1, -1, 0)),
    Triangle(Point(-1, -5, 0), Point(2, -2, -3), Point(5, -5, 0)),
    Triangle(Point(5, 6, 7), Point(6, 5, 4), Point(1, 2, 3))};

}  // namespace lab::samples
