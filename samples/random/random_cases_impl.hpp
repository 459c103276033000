// MakeSpec's templates (samples/random/random_cases.hpp includes this at its end).
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "framework/harness/bench.hpp"
#include "framework/sample/calls.hpp"
#include "samples/random/stored.hpp"

namespace lab::samples::random_cases {

namespace detail {

// Where parameter I's value comes from: its index among the inputs, or -1 for an output.
template <class... P>
constexpr std::array<int, sizeof...(P)> InputIndices() {
  std::array<int, sizeof...(P)> indices{};
  int next = 0, i = 0;
  ((indices[i++] = kIsOutput<P> ? -1 : next++), ...);
  return indices;
}

// An output parameter's slot (its Unset value), or nothing for an input.
struct NoSlot {};
template <class P>
using Slot = std::conditional_t<kIsOutput<P>, Value<P>, NoSlot>;

template <class R, class... P, class Inputs, std::size_t... I>
std::string CallAndWrite(R (*function)(P...), Inputs& inputs, std::index_sequence<I...>) {
  constexpr std::array<int, sizeof...(P)> kFrom = InputIndices<P...>();
  std::tuple<Slot<P>...> slots{[] {
    if constexpr (kIsOutput<P>) {
      return Unset<Value<P>>();
    } else {
      return NoSlot{};
    }
  }()...};
  const auto argument = [&]<std::size_t K>(std::integral_constant<std::size_t, K>) -> decltype(auto) {
    if constexpr (kFrom[K] < 0) {
      return (std::get<K>(slots));
    } else {
      return Convert(std::get<static_cast<std::size_t>(kFrom[K] < 0 ? 0 : kFrom[K])>(inputs));
    }
  };
  std::string text;
  const auto add = [&text](const auto& value) { text += (text.empty() ? "" : " ; ") + ToText(value); };
  if constexpr (std::is_void_v<R>) {
    function(argument(std::integral_constant<std::size_t, I>{})...);
  } else {
    add(function(argument(std::integral_constant<std::size_t, I>{})...));
  }
  (
      [&] {
        if constexpr (kIsOutput<P>) add(std::get<I>(slots));
      }(),
      ...);
  return text;
}

// What a spec does with one input or output of type T, given as its text (one field of a case): showing it to a
// reader, scaling or jittering it, drawing it, moving it into a sample's shape. Defined once for each type, in
// samples/random/values.cpp, not compiled again in every chapter for every signature that takes the type; a
// type that no signature took before must be added to the list there (the link names it otherwise).
struct ValueOps;
template <class T>
const ValueOps& OpsOf();
template <class Tuple>
struct OpsOfAll;
template <class... T>
struct OpsOfAll<std::tuple<T...>> {
  static std::vector<const ValueOps*> Get() { return {&OpsOf<T>()...}; }
};
// The spec of a signature whose inputs and outputs have these operations: everything but its answer (MakeSpec).
Spec SpecOf(std::string signature, std::vector<const ValueOps*> inputs, std::vector<const ValueOps*> outputs,
            std::vector<Generator> generators);

// The manifest's signature of a function named `name` with these parameters ("Raycast(Ray, Sphere, float&)").
template <class R, class... P>
std::string SignatureOf(std::string_view name, R (*)(P...)) {
  return calls::Label(name, {bench::TypeName<Value<P>>()...});
}
}  // namespace detail

template <class Type>
Spec MakeSpec(Type* function, std::string_view name, std::vector<Generator> generators) {
  using Inputs = typename Signature<Type*>::Inputs;
  Spec spec = detail::SpecOf(detail::SignatureOf(name, function), detail::OpsOfAll<Inputs>::Get(),
                             detail::OpsOfAll<typename Signature<Type*>::Outputs>::Get(), std::move(generators));
  spec.answer = [function](std::string_view text) -> std::optional<std::string> {
    Inputs inputs;
    if (!ReadAll(text, inputs)) return std::nullopt;
    return detail::CallAndWrite(function, inputs, std::make_index_sequence<Signature<Type*>::kParameters>{});
  };
  return spec;
}

// The spec with its own comparison (for an answer that is not unique).
inline Spec WithAgreement(Spec spec, decltype(Spec::agrees) agrees) {
  spec.agrees = std::move(agrees);
  return spec;
}

// The inputs of one case as text, from values of the function's input types (a generator's result).
template <class... T>
std::string Inputs(const T&... values) {
  return WriteAll(std::tuple<T...>(values...));
}

}  // namespace lab::samples::random_cases
