// The named palette. Samples use these names, never RGB literals, so a colour always means one thing.
#pragma once

#include <array>
#include <type_traits>
#include <utility>

#include <glm/vec4.hpp>

namespace lab {

using Color = glm::vec4;  // linear RGBA in [0, 1]

namespace palette {
// Plain colour names (the tutorial's GL.Color3 calls), for shapes whose colour carries no verdict.
inline constexpr Color kRed{1.0f, 0.0f, 0.0f, 1.0f};
inline constexpr Color kGreen{0.0f, 1.0f, 0.0f, 1.0f};
inline constexpr Color kBlue{0.0f, 0.0f, 1.0f, 1.0f};
inline constexpr Color kYellow{1.0f, 1.0f, 0.0f, 1.0f};
inline constexpr Color kMagenta{1.0f, 0.0f, 1.0f, 1.0f};
inline constexpr Color kCyan{0.0f, 1.0f, 1.0f, 1.0f};
inline constexpr Color kWhite{1.0f, 1.0f, 1.0f, 1.0f};
inline constexpr Color kOlive{0.5f, 0.7f, 0.2f, 1.0f};  // RaySample's fifth ray
inline constexpr Color kGray{0.55f, 0.58f, 0.62f, 1.0f};
inline constexpr Color kOrange{1.0f, 0.55f, 0.0f, 1.0f};

// Meanings. A ray or segment that hits is red, one that misses is blue, the hit point is green.
inline constexpr Color kRayHit = kRed;
inline constexpr Color kRayMiss = kBlue;
inline constexpr Color kHitPoint = kGreen;
// A shape that intersects something / does not (the tutorial's red and blue verdicts for shapes).
inline constexpr Color kIntersecting = kRed;
inline constexpr Color kSeparate = kBlue;
// Points inside / on a shape versus outside it.
inline constexpr Color kInside = kRed;
inline constexpr Color kOutside = kGreen;
// A segment or shape partly inside a region and partly outside it (it straddles the boundary).
inline constexpr Color kStraddling = kOrange;
// Which side of a plane a point lies on (the tutorial's PointOnPlane sample): on it, behind it, in front.
inline constexpr Color kOnPlane = kGreen;
inline constexpr Color kBehindPlane = kRed;
inline constexpr Color kInFrontOfPlane = kBlue;
// The kinds of verdict a frame's colours carry. Each helper below notes its kind as a sample draws, where the
// host asks it to (NotingVerdicts), so the window's legend says what the colours of this sample mean.
enum class Verdict : unsigned { kRay = 1, kShape = 2, kPoint = 4 };
inline thread_local unsigned* noted_verdicts = nullptr;  // a set of Verdict bits, or null: nothing noted
constexpr void Note(Verdict verdict) {
  if (!std::is_constant_evaluated() && noted_verdicts != nullptr) *noted_verdicts |= static_cast<unsigned>(verdict);
}
// Notes the helpers' verdicts into `noted` while it lives.
class NotingVerdicts {
 public:
  explicit NotingVerdicts(unsigned& noted) : previous_(std::exchange(noted_verdicts, &noted)) {}
  ~NotingVerdicts() { noted_verdicts = previous_; }
  NotingVerdicts(const NotingVerdicts&) = delete;
  NotingVerdicts& operator=(const NotingVerdicts&) = delete;

 private:
  unsigned* previous_;
};
// The verdict colours, chosen by the answer; every sample colours its verdicts through these.
constexpr Color ForRay(bool hit) {
  Note(Verdict::kRay);
  return hit ? kRayHit : kRayMiss;
}
constexpr Color ForShape(bool meets) {  // or a point on a line
  Note(Verdict::kShape);
  return meets ? kIntersecting : kSeparate;
}
constexpr Color ForPoint(bool inside) {
  Note(Verdict::kPoint);
  return inside ? kInside : kOutside;
}
// The shape under test, and closest-point constructions.
inline constexpr Color kShape = kWhite;
inline constexpr Color kClosestPoint = kYellow;
inline constexpr Color kQueryPoint = kCyan;
inline constexpr Color kConstruction = kMagenta;
// The origin axes: x red, y green, z blue.
inline constexpr Color kAxisX = kRed;
inline constexpr Color kAxisY = kGreen;
inline constexpr Color kAxisZ = kBlue;
// Framework chrome.
inline constexpr Color kGrid{0.32f, 0.35f, 0.40f, 1.0f};
inline constexpr Color kBackground{0.13f, 0.14f, 0.17f, 1.0f};
inline constexpr Color kText{0.92f, 0.93f, 0.95f, 1.0f};
inline constexpr Color kTextPass{0.45f, 0.90f, 0.45f, 1.0f};
inline constexpr Color kTextFail{1.0f, 0.40f, 0.35f, 1.0f};

// Pieces of one whole (a convex decomposition's parts, a tree's levels), told apart by colour only.
inline constexpr std::array<Color, 6> kPieces = {kYellow, kCyan, kMagenta, kOlive, kGreen, kBlue};

// The same colour at half opacity, for filled planes that should not hide what lies behind them.
constexpr Color Translucent(const Color& color) { return {color.x, color.y, color.z, 0.5f}; }
}  // namespace palette

}  // namespace lab
