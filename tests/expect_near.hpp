// The unit tests' point comparison: every component within tolerance, each reported on its own.
#pragma once

#include <gtest/gtest.h>

#include "primitives/primitives.hpp"

namespace lab {

inline void ExpectNearPoint(const Point& expected, const Point& actual, float tolerance = 1e-5f) {
  EXPECT_NEAR(expected.x, actual.x, tolerance);
  EXPECT_NEAR(expected.y, actual.y, tolerance);
  EXPECT_NEAR(expected.z, actual.z, tolerance);
}

}  // namespace lab
