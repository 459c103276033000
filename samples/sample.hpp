// What every sample file includes: the shapes, the Collisions functions, the framework and the palette.
#pragma once

#include <array>
#include <cstddef>

#include "collisions/collisions.hpp"
#include "framework/sample/registry.hpp"
#include "primitives/format.hpp"
#include "samples/random/check.hpp"
#include "samples/traced.hpp"

namespace lab::samples {
// Collisions::Name reaches lab::Collisions through traced, which lets --bench record the calls.
namespace Collisions = traced;
namespace palette = lab::palette;
using palette::Translucent;

// The tolerance of the tutorial's Vector3 ==, which its samples use to compare points.
inline constexpr float kVectorTolerance = 1e-4f;
}  // namespace lab::samples
