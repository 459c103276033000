// What samples call as Collisions::Name: each student function, passed straight through to lab::Collisions, and
// kept (with copies of its arguments) while `collision-lab --bench` records the sample, so the bench can time
// the very calls the sample makes, and the same calls on random shapes. When nothing records, a call costs one
// test of a thread-local pointer. Every other name of lab::Collisions (types, constants, helpers) is reached
// through the using-directive, unchanged.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <random>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include <glm/gtc/quaternion.hpp>

#include "collisions/collisions.hpp"
#include "collisions/ellipsoid.hpp"
#include "collisions/models.hpp"
#include "framework/harness/bench.hpp"
#include "framework/sample/calls.hpp"

namespace lab::samples::traced {
using namespace ::lab::Collisions;

// ---- Random arguments for the bench's "random data": shapes in a cube of half-size 4 around the origin, the
// scale of the tutorial's scenes, with rays from a sphere of radius 8 aimed into the middle, so that hits and
// misses both occur. Arguments of any other type (a model, a number, a callback) keep the sample's value.
namespace random {
using Engine = std::mt19937;
inline float Uniform(Engine& engine, float low, float high) {
  return std::uniform_real_distribution<float>(low, high)(engine);
}
inline glm::vec3 InCube(Engine& engine, float half) {
  return {Uniform(engine, -half, half), Uniform(engine, -half, half), Uniform(engine, -half, half)};
}
inline glm::vec3 UnitVector(Engine& engine) {
  std::normal_distribution<float> normal;
  return NormalizeOrZero({normal(engine), normal(engine), normal(engine)});
}
inline void Randomize(Engine& engine, glm::vec3& point) { point = InCube(engine, 4.0f); }
inline void Randomize(Engine& engine, Ray& ray) {
  const glm::vec3 origin = 8.0f * UnitVector(engine);
  ray = Ray(origin, InCube(engine, 2.0f) - origin);
}
inline void Randomize(Engine& engine, Line& line) {
  const glm::vec3 start = InCube(engine, 4.0f);
  line = Line(start, start + InCube(engine, 3.0f));
}
inline void Randomize(Engine& engine, Sphere& sphere) {
  sphere = Sphere(InCube(engine, 4.0f), Uniform(engine, 0.2f, 2.0f));
}
inline void Randomize(Engine& engine, AABB& box) {
  box = AABB::FromCenterExtents(
      InCube(engine, 4.0f), {Uniform(engine, 0.1f, 2.0f), Uniform(engine, 0.1f, 2.0f), Uniform(engine, 0.1f, 2.0f)});
}
inline void Randomize(Engine& engine, OBB& box) {
  const glm::quat rotation = glm::normalize(
      glm::quat(Uniform(engine, -1, 1), Uniform(engine, -1, 1), Uniform(engine, -1, 1), Uniform(engine, -1, 1)));
  box.center = InCube(engine, 4.0f);
  box.axes = glm::mat3_cast(rotation);
  box.half_extents = {Uniform(engine, 0.1f, 2.0f), Uniform(engine, 0.1f, 2.0f), Uniform(engine, 0.1f, 2.0f)};
}
inline void Randomize(Engine& engine, Plane& plane) { plane = Plane(UnitVector(engine), Uniform(engine, -3.0f, 3.0f)); }
inline void Randomize(Engine& engine, Triangle& triangle) {
  const glm::vec3 centre = InCube(engine, 4.0f);
  triangle = Triangle(centre + InCube(engine, 1.5f), centre + InCube(engine, 1.5f), centre + InCube(engine, 1.5f));
}
inline void Randomize(Engine& engine, Capsule& capsule) {
  capsule.start = InCube(engine, 4.0f);
  capsule.end = capsule.start + InCube(engine, 2.0f);
  capsule.radius = Uniform(engine, 0.1f, 1.5f);
}
inline void Randomize(Engine& engine, Cylinder& cylinder) {
  cylinder.start = InCube(engine, 4.0f);
  cylinder.end = cylinder.start + InCube(engine, 2.0f);
  cylinder.radius = Uniform(engine, 0.1f, 1.5f);
}
// A point set keeps its size; each point is drawn anew.
inline void Randomize(Engine& engine, std::vector<Point>& points) {
  for (Point& point : points) Randomize(engine, point);
}
template <class T>
concept Randomizable = requires(Engine& engine, T& value) {
  Randomize(engine, value);
};
}  // namespace random

// How a recorded call holds an argument: by value when it is cheap to copy (a shape, a number, a lambda); else
// through the Recording's one shared copy of that object (a mesh, a world, a point set), so that a sample's
// thousand calls on one mesh, and the random cases made from them, do not copy it a thousand times.
template <class T>
inline constexpr bool kHeldByValue = std::is_trivially_copyable_v<T> && sizeof(T) <= 256;
template <class T>
using Held = std::conditional_t<kHeldByValue<T>, T, std::shared_ptr<T>>;
template <class T>
Held<T> Hold(const T& value) {
  if constexpr (kHeldByValue<T>) {
    return value;
  } else {
    return bench::Recording::Current()->Keep(value);
  }
}
template <class T>
T& Unwrap(T& value) {
  return value;
}
template <class T>
T& Unwrap(std::shared_ptr<T>& value) {
  return *value;
}
// A random case's argument: a shape drawn at random (a shared one gets a copy of its own first).
template <class T>
void RandomizeIfYouCan(random::Engine& engine, T& value) {
  if constexpr (random::Randomizable<T>) random::Randomize(engine, value);
}
template <class T>
void RandomizeIfYouCan(random::Engine& engine, std::shared_ptr<T>& value) {
  if constexpr (random::Randomizable<T>) {
    value = std::make_shared<T>(*value);
    random::Randomize(engine, *value);
  }
}

// Makes the call on one set of held arguments, keeping its result from the optimizer.
template <class Call, class Arguments>
void CallAndKeep(const Call& call, Arguments& arguments) {
  const auto make = [&call](auto&... held) -> decltype(auto) { return call(Unwrap(held)...); };
  if constexpr (std::is_void_v<decltype(std::apply(make, arguments))>) {
    std::apply(make, arguments);
  } else {
    bench::KeepResult(std::apply(make, arguments));
  }
}

// Keeps one call: its name, its arguments' types (for the label) and two ways to make it again. Call is the
// name's function object; Values are the arguments' types without reference or const, so that calls differing
// only in those share one instantiation. Its body is defined out of the class, not inline, so that the
// signatures of collisions/function_signatures.inc are instantiated once for all samples (samples/traced_shard.inc,
// compiled in four shards; extern below): instantiated in every sample file, they took three quarters of the
// samples' compile time.
template <class Call, class... Values>
struct Recorder {
  [[gnu::cold]] static void Record(std::string_view name, const Values&... args);
  // The arguments' types as the labels read them ({"Ray", "Sphere", "float"}), made once.
  static const std::vector<std::string>& Types();
};

template <class Call, class... Values>
const std::vector<std::string>& Recorder<Call, Values...>::Types() {
  static const std::vector<std::string> types = {bench::TypeName<Values>()...};
  return types;
}

template <class Call, class... Values>
void Recorder<Call, Values...>::Record(std::string_view name, const Values&... args) {
  if constexpr ((std::is_copy_constructible_v<Values> && ...)) {
    using Arguments = std::tuple<Held<Values>...>;
    std::vector<std::string> types = Types();
    if (!bench::Recording::Current()->Wants(name, types)) return;
    bench::RecordedCall recorded;
    recorded.name = name;
    recorded.argument_types = std::move(types);
    auto arguments = std::make_shared<Arguments>(Hold(args)...);
    recorded.again = [arguments] { CallAndKeep(Call{}, *arguments); };
    if constexpr ((random::Randomizable<Values> || ...)) {
      recorded.on_random = [arguments](std::uint32_t seed, int count) -> std::function<void()> {
        random::Engine engine(seed);
        std::vector<Arguments> cases(static_cast<std::size_t>(count), *arguments);
        for (Arguments& one : cases) {
          std::apply([&](auto&... field) { (RandomizeIfYouCan(engine, field), ...); }, one);
        }
        return [cases = std::move(cases)]() mutable {
          for (Arguments& one : cases) CallAndKeep(Call{}, one);
        };
      };
    }
    bench::Recording::Current()->Add(std::move(recorded));
  }
}

// Each student function's name (collisions/function_names.inc, generated beside the manifest, lists them): a template
// that forwards to every overload of lab::Collisions::name, default arguments included, and notes the call (the
// next case recorded names the function, framework/sample/calls.hpp).
#define LAB_COLLISIONS_NAME(name)                                                               \
  struct name##Call {                                                                           \
    template <class... Args>                                                                    \
    decltype(auto) operator()(Args&... args) const {                                            \
      return ::lab::Collisions::name(args...);                                                  \
    }                                                                                           \
  };                                                                                            \
  template <class... Args>                                                                      \
  requires requires(Args && ... args) { ::lab::Collisions::name(std::forward<Args>(args)...); } \
  decltype(auto) name(Args&&... args) {                                                         \
    ::lab::calls::Note(#name, &Recorder<name##Call, std::decay_t<Args>...>::Types);             \
    if (::lab::bench::Recording::Current() != nullptr) [[unlikely]] {                           \
      Recorder<name##Call, std::decay_t<Args>...>::Record(#name, args...);                      \
    }                                                                                           \
    return ::lab::Collisions::name(std::forward<Args>(args)...);                                \
  }
#include "collisions/function_names.inc"
#undef LAB_COLLISIONS_NAME

// The recorders of the student functions' own signatures: instantiated once, in samples/traced.cpp.
#define LAB_COLLISIONS_SIGNATURE(shard, name, ...) extern template struct Recorder<name##Call, __VA_ARGS__>;
#include "collisions/function_signatures.inc"
#undef LAB_COLLISIONS_SIGNATURE

}  // namespace lab::samples::traced
