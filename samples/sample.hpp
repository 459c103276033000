// What every sample file includes: the shapes, the Collisions functions, the framework and the palette.
#pragma once

#include <array>
#include <cstddef>

#include <fmt/format.h>

#include "collisions/collisions.hpp"
#include "framework/registry.hpp"

namespace lab::samples {
namespace Collisions = lab::Collisions;
namespace palette = lab::palette;
using palette::Translucent;

// The tolerance of the tutorial's Vector3 ==, which its samples use to compare points.
inline constexpr float kVectorTolerance = 1e-4f;
}  // namespace lab::samples
