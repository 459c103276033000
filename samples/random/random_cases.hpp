// Random cases against the reference: for every student function, a few hundred inputs drawn by edge-aware
// generators (touching, tangent, grazing, inside, behind, parallel, degenerate, tiny and huge), with the answers
// the reference solution gave, stored as data (samples/random/data/*.cases) that a hand-out ships. The sample
// that owns a function runs them after its book and contract cases (CheckRandomCases): one case per function,
// which fails with the simplest disagreeing input, the reference's answer and the student's. A reference build
// makes the data (collision-lab --make-random-cases DIR): ./lab.sh grade makes it afresh, with a new seed, so a
// hand-in cannot be tuned to the shipped cases.
//
// Each function's generators are registered once (samples/random/chapterN.cpp, LAB_RANDOM_CASES); everything
// else (reading and writing its values, calling it, comparing its answers) comes from its C++ signature.
#pragma once

#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "collisions/epsilon.hpp"
#include "framework/sample/checks.hpp"
#include "framework/sample/debug_draw.hpp"
#include "framework/sample/handles.hpp"
#include "samples/random/check.hpp"
#include "samples/random/codec.hpp"

namespace lab::samples::random_cases {

// How near two answers must be: numbers (a t, a point's coordinates, a distance) agree within this fraction of
// the larger of 1 and the reference's value. Two correct functions computing the same formula in another order
// differ by a few ulps; a wrong one by far more. A case whose answer a rounding could change gets a wider one
// (kJitter, below).
inline constexpr double kAnswerTolerance = 1e-4;
// How far each position and length is moved, as a fraction of the case's largest coordinate, to find the cases
// that lie on a boundary: when moving its inputs this little changes a yes to a no, either answer is accepted
// ("either"); when it moves a number by more than kAnswerTolerance allows, that number's tolerance widens, up to
// kWidestTolerance, past which the case is "either" too (a closest point that jumps across a ridge).
inline constexpr double kJitter = 1e-5;
inline constexpr double kWidestTolerance = 1e-2;
// Jittered copies tried for each case when it is made: a boundary that half the directions cross is missed once
// in 65,536 cases (with 4, three of 200 triangle pairs were kept strict that a right float test answers otherwise).
inline constexpr int kJitterTries = 16;

// One case of a data file: what its generator aimed at ("touching", "behind", "random"), the inputs and the
// reference's outputs as text (codec.hpp), and how it is compared ("" strict, "either", "tolerance 0.003").
struct StoredCase {
  std::string kind;
  std::string inputs;
  std::string expected;
  std::string compare;
};

// A disagreement found by CheckRandomCases: the case, and what the student's function answered.
struct Disagreement {
  StoredCase stored;
  std::string actual;
  std::string call;  // "PointInSphere(sphere Position: (0, 0, 0), Radius: 1, point (1, 0, 0))"
};

// One generator: a kind and how it draws one case's inputs as text. An exact one draws cases whose answer the
// contract decides exactly (a point exactly on a round sphere's surface, the centre of a sphere): they are
// compared strictly, never found "on a boundary" by jittering.
struct Generator {
  std::string kind;
  std::function<std::string(Engine&)> draw;
  bool exact = false;
};

// What a function's random cases need, from its signature (MakeSpec) and its generators.
struct Spec {
  std::string signature;  // as the manifest gives it: "PointInSphere(Sphere, Point)"
  std::vector<Generator> generators;
  // Calls the function on inputs (text): its outputs as text (the return value, then each output parameter);
  // nullopt when the inputs do not read.
  std::function<std::optional<std::string>(std::string_view inputs)> answer;
  // The call with its inputs, and an answer (outputs as text), for a reader.
  std::function<std::string(std::string_view inputs)> describe;
  std::function<std::string(std::string_view outputs)> show_outputs;
  // The window: draws a case (inputs, the reference's answer as a ghost, the student's beside it), and moves its
  // inputs into a sample's own shapes of the same kinds (false when it has none).
  std::function<void(DebugDraw& draw, std::string_view inputs, std::string_view expected, std::string_view actual)>
      draw;
  std::function<bool(const HandleSet& handles, std::string_view inputs)> load;
  // The inputs scaled by a factor about the origin (lengths and positions, not directions), or jittered.
  std::function<std::string(std::string_view inputs, float factor)> scale;
  std::function<std::string(std::string_view inputs, Engine& engine, double amount)> jitter;
  // Whether actual agrees with expected for these inputs (default: number by number, kAnswerTolerance); a
  // function whose answer is not unique (a hull's vertex order, a closest pair on parallel faces) has its own.
  std::function<bool(std::string_view inputs, std::string_view expected, std::string_view actual, double tolerance)>
      agrees;
  // Optional: whether a yes or no lies within `amount` of the other answer by a geometric measure, for a function
  // whose boundary random jitter rarely crosses (two slivers touching at a corner: few jittered copies meet); such
  // a case is "either", as when a jittered copy changes its answer.
  std::function<bool(std::string_view inputs, double amount)> near_boundary;
};

// Registered specs (one per student function that has random cases).
void Register(Spec spec);
const Spec* Find(std::string_view signature);
const std::vector<Spec>& All();

// ---- Making specs from a function's C++ type.

template <class T>
using Value = std::remove_cvref_t<T>;
// An input: a value or a const reference. An output: a non-const lvalue reference (t, a hit point, a count).
template <class P>
inline constexpr bool kIsOutput = std::is_lvalue_reference_v<P> && !std::is_const_v<std::remove_reference_t<P>>;

// What an output parameter holds before the call: something no correct function leaves there by accident, so a
// function that must set it and does not is seen (NaN for a number), and one that must leave it alone is too.
template <class T>
T Unset() {
  if constexpr (std::is_floating_point_v<T>) {
    return std::numeric_limits<T>::quiet_NaN();
  } else if constexpr (std::is_same_v<T, int>) {
    return -7;
  } else if constexpr (std::is_same_v<T, glm::vec3>) {
    return glm::vec3(std::numeric_limits<float>::quiet_NaN());
  } else if constexpr (std::is_same_v<T, Collisions::SweepHit>) {
    return {.t = std::numeric_limits<float>::quiet_NaN(), .contact = Unset<glm::vec3>()};
  } else if constexpr (std::is_same_v<T, WorldHit>) {
    WorldHit hit;
    hit.t = std::numeric_limits<float>::quiet_NaN();
    hit.contact = hit.normal = hit.face_normal = Unset<glm::vec3>();
    hit.collider = -7;
    return hit;
  } else {
    return T{};
  }
}

// The fields of a " ; "-separated list of values, each as written (blanks included).
std::vector<std::string_view> SplitFields(std::string_view text);
// Reads a " ; "-separated list of values into a tuple.
template <class Tuple, std::size_t... I>
bool ReadFields(std::string_view text, Tuple& values, std::index_sequence<I...>) {
  const std::vector<std::string_view> fields = SplitFields(text);
  if (fields.size() != sizeof...(I)) return false;
  return (FromText(fields[I], std::get<I>(values)) && ...);
}
template <class... T>
bool ReadAll(std::string_view text, std::tuple<T...>& values) {
  return ReadFields(text, values, std::index_sequence_for<T...>{});
}
template <class... T>
std::string WriteAll(const std::tuple<T...>& values) {
  std::string text;
  std::apply([&](const auto&... value) { ((text += (text.empty() ? "" : " ; ") + ToText(value)), ...); }, values);
  return text;
}

template <class T>
using Stored = typename StoredAs<T>::Type;

// The stored inputs of a function type (its non-output parameters, in order).
template <class Function>
struct Signature;
template <class R, class... P>
struct Signature<R (*)(P...)> {
  static constexpr std::size_t kParameters = sizeof...(P);
  // What it answers: its return value (unless void), then each output parameter.
  using Outputs =
      decltype(std::tuple_cat(std::declval<std::conditional_t<std::is_void_v<R>, std::tuple<>, std::tuple<Value<R>>>>(),
                              std::declval<std::conditional_t<kIsOutput<P>, std::tuple<Value<P>>, std::tuple<>>>()...));
  using Inputs = decltype(std::tuple_cat(
      std::declval<std::conditional_t<kIsOutput<P>, std::tuple<>, std::tuple<Stored<Value<P>>>>>()...));
};

// The text of one value for a reader: its fmt form where it has one, else its numbers.
std::string Show(std::string_view text_of_numbers);

// Makes the spec of a function from its pointer and name: its manifest signature, how to read its inputs, call
// it and write its outputs. The type picks the overload: MakeSpec<bool(const Sphere&, const Point&)>(...).
template <class Type>
Spec MakeSpec(Type* function, std::string_view name, std::vector<Generator> generators);
// Registers specs at start-up: `[[maybe_unused]] const bool kRegistered = RegisterAll({MakeSpec...});`.
inline bool RegisterAll(std::vector<Spec> specs) {
  for (Spec& spec : specs) Register(std::move(spec));
  return true;
}

// Draws the inputs of `count` cases from a spec's generators, round-robin, plus scaled copies (tiny, huge) of
// some of them; the reference answers them, and jittered copies decide how each is compared.
std::vector<StoredCase> MakeCases(const Spec& spec, std::uint32_t seed, int count);

// ---- Running them.

// The data's folder: LAB_RANDOM_CASES in the environment, else samples/random/data of the source tree.
std::string DataFolder();
// The stored cases of a function (from every *.cases file of the folder, read once), or null when it has none.
const std::vector<StoredCase>* StoredCasesOf(std::string_view signature);

// CheckRandomCases (samples/random/check.hpp) records one case for each function: passed when every stored case
// agrees with the reference, else failed with the count and the simplest disagreement; a function that is still
// a stub fails with that said, its cases not run.

// The simplest of a function's disagreements (fewest, smallest, roundest numbers), for the failure line.
const Disagreement& Simplest(const std::vector<Disagreement>& disagreements);

}  // namespace lab::samples::random_cases

#include "samples/random/random_cases_impl.hpp"
