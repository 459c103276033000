// MakeSpec's templates (samples/random/random_cases.hpp includes this at its end).
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

#include <fmt/format.h>

#include "framework/bench.hpp"
#include "framework/calls.hpp"
#include "primitives/format.hpp"
#include "samples/random/draw.hpp"
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

template <class T>
std::string Show(const T& value) {
  if constexpr (fmt::is_formattable<T>::value && !std::is_same_v<T, float>) {
    return fmt::format("{}", value);
  } else if constexpr (std::is_same_v<T, float>) {
    return fmt::format("{:g}", value);
  } else {
    return "[" + ToText(value) + "]";
  }
}

// The parameter list of a signature as the manifest writes it: "PointInSphere(Sphere, Point)" -> {"Sphere",
// "Point"}.
std::vector<std::string> ParameterNames(std::string_view signature);

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

template <class Inputs, std::size_t... I>
std::string Describe(std::string_view signature, const Inputs& inputs, std::index_sequence<I...>) {
  const std::vector<std::string> names = ParameterNames(signature);
  std::string text(signature.substr(0, signature.find('(') + 1));
  std::size_t input = 0;
  for (std::size_t k = 0; k < names.size(); ++k) {
    if (names[k].ends_with("&")) continue;  // an output: not an input
    std::string shown;
    std::size_t j = 0;
    ((j++ == input ? (shown = Show(std::get<I>(inputs)), 0) : 0), ...);
    text += (input == 0 ? "" : ", ") + names[k] + " " + shown;
    ++input;
  }
  return text + ")";
}

// Every input made bigger or smaller; a number of its own (a tolerance, a time, a count) is left as it is.
template <class Inputs, std::size_t... I>
std::string ScaleAll(const Inputs& inputs, float factor, std::index_sequence<I...>) {
  Inputs scaled = inputs;
  (
      [&] {
        using T = std::tuple_element_t<I, Inputs>;
        if constexpr (!std::is_arithmetic_v<T>) std::get<I>(scaled) = Codec<T>::Scale(std::get<I>(inputs), factor);
      }(),
      ...);
  return WriteAll(scaled);
}
template <class Inputs, std::size_t... I>
std::string JitterAll(const Inputs& inputs, Engine& engine, double amount, std::index_sequence<I...>) {
  Inputs jittered;
  ((std::get<I>(jittered) = Codec<std::tuple_element_t<I, Inputs>>::Jitter(std::get<I>(inputs), engine, amount)), ...);
  return WriteAll(jittered);
}

}  // namespace detail

namespace detail {
// The manifest's signature of a function named `name` with these parameters ("Raycast(Ray, Sphere, float&)").
template <class R, class... P>
std::string SignatureOf(std::string_view name, R (*)(P...)) {
  return calls::Label(name, {bench::TypeName<Value<P>>()...});
}
}  // namespace detail

template <class Type>
Spec MakeSpec(Type* function, std::string_view name, std::vector<Generator> generators) {
  using Inputs = typename Signature<Type*>::Inputs;
  constexpr std::size_t kInputs = std::tuple_size_v<Inputs>;
  Spec spec;
  spec.signature = detail::SignatureOf(name, function);
  spec.generators = std::move(generators);
  spec.answer = [function](std::string_view text) -> std::optional<std::string> {
    Inputs inputs;
    if (!ReadAll(text, inputs)) return std::nullopt;
    return detail::CallAndWrite(function, inputs, std::make_index_sequence<Signature<Type*>::kParameters>{});
  };
  spec.describe = [signature = spec.signature](std::string_view text) {
    Inputs inputs;
    if (!ReadAll(text, inputs)) return signature + " on inputs that do not read: " + std::string(text);
    return detail::Describe(signature, inputs, std::make_index_sequence<kInputs>{});
  };
  spec.show_outputs = [](std::string_view text) {
    typename Signature<Type*>::Outputs outputs;
    if (!ReadAll(text, outputs)) return std::string(text);
    std::string shown;
    std::apply([&](const auto&... value) { ((shown += (shown.empty() ? "" : ", ") + detail::Show(value)), ...); },
               outputs);
    return shown;
  };
  spec.draw = [](DebugDraw& draw, std::string_view inputs_text, std::string_view expected_text,
                 std::string_view actual_text) {
    Inputs inputs;
    if (!ReadAll(inputs_text, inputs)) return;
    AnswerPlace place;
    std::apply([&](const auto&... value) { ((DrawInput(draw, value), Place(place, value)), ...); }, inputs);
    typename Signature<Type*>::Outputs expected, actual;
    if (ReadAll(expected_text, expected)) {
      std::apply([&](const auto&... value) { (DrawAnswer(draw, place, value, true), ...); }, expected);
    }
    if (ReadAll(actual_text, actual)) {
      std::apply([&](const auto&... value) { (DrawAnswer(draw, place, value, false), ...); }, actual);
    }
  };
  spec.load = [](const HandleSet& handles, std::string_view text) {
    Inputs inputs;
    if (!ReadAll(text, inputs)) return false;
    std::vector<const void*> used;
    bool any = false;
    std::apply([&](const auto&... value) { ((any = LoadInto(handles, value, used) || any), ...); }, inputs);
    return any;
  };
  spec.scale = [](std::string_view text, float factor) {
    Inputs inputs;
    if (!ReadAll(text, inputs)) return std::string(text);
    return detail::ScaleAll(inputs, factor, std::make_index_sequence<kInputs>{});
  };
  spec.jitter = [](std::string_view text, Engine& engine, double amount) {
    Inputs inputs;
    if (!ReadAll(text, inputs)) return std::string(text);
    return detail::JitterAll(inputs, engine, amount, std::make_index_sequence<kInputs>{});
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
