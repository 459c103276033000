// Shared by the chapter 2 samples that test every ordered pair of one list (self-pairs included), as the
// tutorial does: the k-th case from 0 is the pair (i, j) = (k / n, k % n), about items i and j (shape i is
// item i).
#pragma once

#include <span>

#include "samples/sample.hpp"

namespace lab::samples {

// Checks Intersects(shapes[i], shapes[j]) against expected[i * n + j] for every ordered pair.
template <class Shape>
void CheckAllPairs(Checks& checks, std::span<const Shape> shapes, std::span<const bool> expected,
                   std::string_view noun) {
  const std::size_t n = shapes.size();
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t j = 0; j < n; ++j) {
      const int a = static_cast<int>(i), b = static_cast<int>(j);
      checks.About(a == b ? std::vector<int>{a} : std::vector<int>{a, b});
      checks.Expect(fmt::format("Intersects({} {}, {} {})", noun, i, noun, j), expected[i * n + j],
                    Collisions::Intersects(shapes[i], shapes[j]));
    }
  }
  checks.About({});
}

// True when shapes[i] intersects any other shape of the list (the colour the samples draw it in).
template <class Shape>
bool IntersectsAnyOther(std::span<const Shape> shapes, std::size_t i) {
  for (std::size_t j = 0; j < shapes.size(); ++j) {
    if (j != i && Collisions::Intersects(shapes[i], shapes[j])) return true;
  }
  return false;
}

}  // namespace lab::samples
