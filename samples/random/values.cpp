// What a random case's spec does with its values, once per type (random_cases_impl.hpp's ValueOps): the
// chapters' MakeSpec compiles only the call of each function; showing, scaling, jittering, drawing and loading
// an input or an output are compiled here, for every type a signature takes or gives.
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <vector>

#include <fmt/format.h>

#include "framework/sample/calls.hpp"
#include "primitives/format.hpp"
#include "samples/random/draw.hpp"
#include "samples/random/random_cases.hpp"

namespace lab::samples::random_cases {

std::vector<std::string_view> SplitFields(std::string_view text) {
  std::vector<std::string_view> fields;
  for (std::size_t start = 0;;) {
    const std::size_t end = text.find(';', start);
    fields.push_back(text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  return fields;
}

}  // namespace lab::samples::random_cases

namespace lab::samples::random_cases::detail {

struct ValueOps {
  bool (*reads)(std::string_view text);
  std::string (*show)(std::string_view text);
  std::string (*scale)(std::string_view text, float factor);  // a number of its own stays as it is
  std::string (*jitter)(std::string_view text, Engine& engine, double amount);
  void (*draw_input)(DebugDraw& draw, AnswerPlace& place, std::string_view text);  // and where its answer goes
  void (*draw_answer)(DebugDraw& draw, const AnswerPlace& place, std::string_view text, bool reference);
  bool (*load)(const HandleSet& handles, std::string_view text, std::vector<const void*>& used);
};

namespace {

// A value for a reader: its fmt form where it has one, else its numbers.
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

template <class T>
T Read(std::string_view text) {
  T value{};
  FromText(text, value);
  return value;
}

// The fields of a " ; "-separated list, when there are as many as operations and each reads as its type.
std::optional<std::vector<std::string_view>> Fields(std::string_view text, const std::vector<const ValueOps*>& ops) {
  std::vector<std::string_view> fields = SplitFields(text);
  if (fields.size() != ops.size()) return std::nullopt;
  for (std::size_t i = 0; i < fields.size(); ++i) {
    if (!ops[i]->reads(fields[i])) return std::nullopt;
  }
  return fields;
}

std::string Joined(const std::vector<std::string>& texts, std::string_view separator) {
  std::string text;
  for (const std::string& item : texts) text += (text.empty() ? "" : std::string(separator)) + item;
  return text;
}

}  // namespace

template <class T>
const ValueOps& OpsOf() {
  static const ValueOps kOps{
      .reads =
          [](std::string_view text) {
            T value{};
            return FromText(text, value);
          },
      .show = [](std::string_view text) { return Show(Read<T>(text)); },
      .scale =
          [](std::string_view text, float factor) {
            if constexpr (std::is_arithmetic_v<T>) {
              return ToText(Read<T>(text));
            } else {
              return ToText(Codec<T>::Scale(Read<T>(text), factor));
            }
          },
      .jitter = [](std::string_view text, Engine& engine,
                   double amount) { return ToText(Codec<T>::Jitter(Read<T>(text), engine, amount)); },
      .draw_input =
          [](DebugDraw& draw, AnswerPlace& place, std::string_view text) {
            const T value = Read<T>(text);
            DrawInput(draw, value);
            Place(place, value);
          },
      .draw_answer = [](DebugDraw& draw, const AnswerPlace& place, std::string_view text,
                        bool reference) { DrawAnswer(draw, place, Read<T>(text), reference); },
      .load = [](const HandleSet& handles, std::string_view text,
                 std::vector<const void*>& used) { return LoadInto(handles, Read<T>(text), used); },
  };
  return kOps;
}

// Every type a registered signature takes (as it is stored) or gives.
template const ValueOps& OpsOf<bool>();
template const ValueOps& OpsOf<int>();
template const ValueOps& OpsOf<float>();
template const ValueOps& OpsOf<glm::vec2>();
template const ValueOps& OpsOf<glm::vec3>();
template const ValueOps& OpsOf<std::vector<glm::vec3>>();
template const ValueOps& OpsOf<Sphere>();
template const ValueOps& OpsOf<AABB>();
template const ValueOps& OpsOf<OBB>();
template const ValueOps& OpsOf<Line>();
template const ValueOps& OpsOf<Ray>();
template const ValueOps& OpsOf<Plane>();
template const ValueOps& OpsOf<Collisions::PlaneSide>();
template const ValueOps& OpsOf<Triangle>();
template const ValueOps& OpsOf<Capsule>();
template const ValueOps& OpsOf<Cylinder>();
template const ValueOps& OpsOf<Ellipsoid>();
template const ValueOps& OpsOf<Frustum>();
template const ValueOps& OpsOf<Polygon2D>();
template const ValueOps& OpsOf<std::vector<Polygon2D>>();
template const ValueOps& OpsOf<Polygon>();
template const ValueOps& OpsOf<ConvexPolyhedron>();
template const ValueOps& OpsOf<Collisions::Interval>();
template const ValueOps& OpsOf<Collisions::SweepHit>();
template const ValueOps& OpsOf<Collisions::CollisionResult>();
template const ValueOps& OpsOf<Collisions::Penetration>();
template const ValueOps& OpsOf<Collisions::GjkResult>();
template const ValueOps& OpsOf<Collisions::SatShape>();
template const ValueOps& OpsOf<Collisions::SegmentClass>();
template const ValueOps& OpsOf<WorldHit>();
template const ValueOps& OpsOf<SlideSettings>();
template const ValueOps& OpsOf<SlideResult>();
template const ValueOps& OpsOf<ConvexPoints>();
template const ValueOps& OpsOf<SlabMotion>();
template const ValueOps& OpsOf<PlacedModel>();
template const ValueOps& OpsOf<ShippedMesh>();
template const ValueOps& OpsOf<TriangleWorld>();

Spec SpecOf(std::string signature, std::vector<const ValueOps*> inputs, std::vector<const ValueOps*> outputs,
            std::vector<Generator> generators) {
  Spec spec;
  spec.signature = std::move(signature);
  spec.generators = std::move(generators);
  spec.describe = [signature = spec.signature, inputs](std::string_view text) {
    const std::optional<std::vector<std::string_view>> fields = Fields(text, inputs);
    if (!fields) return signature + " on inputs that do not read: " + std::string(text);
    const std::vector<std::string> names = calls::Parameters(signature);
    std::string described(signature.substr(0, signature.find('(') + 1));
    std::size_t input = 0;
    for (const std::string& name : names) {
      if (name.ends_with("&")) continue;  // an output: not an input
      const std::string shown = input < fields->size() ? inputs[input]->show((*fields)[input]) : "";
      described += (input == 0 ? "" : ", ") + name + " " + shown;
      ++input;
    }
    return described + ")";
  };
  spec.show_outputs = [outputs](std::string_view text) {
    const std::optional<std::vector<std::string_view>> fields = Fields(text, outputs);
    if (!fields) return std::string(text);
    std::vector<std::string> shown;
    for (std::size_t i = 0; i < fields->size(); ++i) shown.push_back(outputs[i]->show((*fields)[i]));
    return Joined(shown, ", ");
  };
  spec.draw = [inputs, outputs](DebugDraw& draw, std::string_view inputs_text, std::string_view expected_text,
                                std::string_view actual_text) {
    const std::optional<std::vector<std::string_view>> given = Fields(inputs_text, inputs);
    if (!given) return;
    AnswerPlace place;
    for (std::size_t i = 0; i < given->size(); ++i) inputs[i]->draw_input(draw, place, (*given)[i]);
    for (const auto& [text, reference] : {std::pair{expected_text, true}, std::pair{actual_text, false}}) {
      if (const std::optional<std::vector<std::string_view>> answer = Fields(text, outputs)) {
        for (std::size_t i = 0; i < answer->size(); ++i) outputs[i]->draw_answer(draw, place, (*answer)[i], reference);
      }
    }
  };
  spec.load = [inputs](const HandleSet& handles, std::string_view text) {
    const std::optional<std::vector<std::string_view>> fields = Fields(text, inputs);
    if (!fields) return false;
    std::vector<const void*> used;
    bool any = false;
    for (std::size_t i = 0; i < fields->size(); ++i) any = inputs[i]->load(handles, (*fields)[i], used) || any;
    return any;
  };
  spec.scale = [inputs](std::string_view text, float factor) {
    const std::optional<std::vector<std::string_view>> fields = Fields(text, inputs);
    if (!fields) return std::string(text);
    std::vector<std::string> scaled;
    for (std::size_t i = 0; i < fields->size(); ++i) scaled.push_back(inputs[i]->scale((*fields)[i], factor));
    return Joined(scaled, " ; ");
  };
  spec.jitter = [inputs](std::string_view text, Engine& engine, double amount) {
    const std::optional<std::vector<std::string_view>> fields = Fields(text, inputs);
    if (!fields) return std::string(text);
    std::vector<std::string> jittered;
    for (std::size_t i = 0; i < fields->size(); ++i) {
      jittered.push_back(inputs[i]->jitter((*fields)[i], engine, amount));
    }
    return Joined(jittered, " ; ");
  };
  return spec;
}

}  // namespace lab::samples::random_cases::detail
