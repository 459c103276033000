// The common shapes of check, so samples state their tables instead of writing the loops: an intersection
// in both argument orders, a raycast with its distance and hit point. Each call records one case per fact,
// numbered by the framework, about the items set with Checks::About.
#pragma once

#include <limits>
#include <optional>
#include <string_view>

#include "samples/sample.hpp"

namespace lab::samples {

// A quiet NaN, for the cases of a contract's NaN clause (no NaN makes a hit).
inline constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();

// Intersects(a, b) == expected and, when the other order exists, Intersects(b, a) == expected: one case each,
// both named for `clause` of the contract when one is given (samples/contracts/).
template <class A, class B>
void ExpectIntersects(Checks& checks, std::string_view a_name, const A& a, std::string_view b_name, const B& b,
                      bool expected, std::string_view clause = {},
                      std::source_location where = std::source_location::current()) {
  if (!clause.empty()) checks.Clause(clause);
  checks.Expect(fmt::format("Intersects({} {}, {} {})", a_name, a, b_name, b), expected, Collisions::Intersects(a, b),
                where);
  if constexpr (!std::is_same_v<A, B> && requires { Collisions::Intersects(b, a); }) {
    if (!clause.empty()) checks.Clause(clause);
    checks.Expect(fmt::format("Intersects({} {}, {} {}) (the other argument order)", b_name, b, a_name, a), expected,
                  Collisions::Intersects(b, a), where);
  }
}

// Raycast(ray, shape, t): one case for the hit, then one for t and one for the hit point when they are given
// (the book does not always give them); the point through the Point& overload where the shape has one, else
// ray.At(t).
template <class Shape>
void ExpectRaycast(Checks& checks, const Ray& ray, std::string_view shape_name, const Shape& shape, bool hit,
                   std::optional<float> expected_t = {}, std::optional<Point> expected_point = {},
                   float tolerance = kVectorTolerance, std::source_location where = std::source_location::current()) {
  // NaN until the function writes t: a raycast that leaves t alone fails its t case (a miss must set -1).
  float t = std::numeric_limits<float>::quiet_NaN();
  const std::string what = fmt::format("Raycast(ray {}, {} {})", ray, shape_name, shape);
  checks.Expect(what, hit, Collisions::Raycast(ray, shape, t), where);
  if (expected_t) checks.ExpectNear(what + ": t", *expected_t, t, tolerance, where);
  if (expected_point) {
    Point point(0.0f);
    if constexpr (requires { Collisions::Raycast(ray, shape, point); }) {
      Collisions::Raycast(ray, shape, point);
    } else {
      point = ray.At(t);
    }
    checks.ExpectNear(what + ": hit point", *expected_point, point, tolerance, where);
  }
}

// Raycast(ray, shape, t) for a clause of its contract: the hit, then t (on a miss, -1: every raycast sets it).
template <class Shape>
void ExpectRaycastClause(Checks& checks, std::string_view clause, const Ray& ray, std::string_view shape_name,
                         const Shape& shape, bool hit, float expected_t,
                         std::source_location where = std::source_location::current()) {
  float t = std::numeric_limits<float>::quiet_NaN();
  const std::string what = fmt::format("Raycast(ray {}, {} {})", ray, shape_name, shape);
  checks.Clause(clause);
  checks.Expect(what, hit, Collisions::Raycast(ray, shape, t), where);
  checks.Clause(clause);
  checks.ExpectNear(what + ": t", hit ? expected_t : -1.0f, t, kVectorTolerance, where);
}

// One case of a function's contract: the clause it checks (one of samples/contracts/'s, so the failure line
// and collision-lab --contracts name it), the call with its inputs as text, and the answer the contract requires
// against the function's (a point or a number within kVectorTolerance).
template <class T>
bool ExpectClause(Checks& checks, std::string_view clause, std::string_view call, const T& expected, const T& actual,
                  std::source_location where = std::source_location::current()) {
  checks.Clause(clause);
  if constexpr (std::is_same_v<T, bool>) {
    return checks.Expect(call, expected, actual, where);
  } else {
    return checks.ExpectNear(call, expected, actual, kVectorTolerance, where);
  }
}

}  // namespace lab::samples
