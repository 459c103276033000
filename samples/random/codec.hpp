// The random cases' values as text (samples/random/data/*.cases): every shape, number and answer a Collisions
// function takes or gives, written as the numbers that make it up (floats with 9 significant digits, so they read
// back to the same float), a list's length first. Each type has Write, Read, its Numbers (what is compared, with
// a tolerance), Scale (a shape made bigger or smaller about the origin: lengths scale, directions and normals do
// not) and Jitter (each position and length moved by up to `amount`, to find the cases whose answer a rounding
// could change).
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "collisions/collisions.hpp"
#include "collisions/ellipsoid.hpp"
#include "collisions/frustum.hpp"

namespace lab::samples::random_cases {

using Engine = std::mt19937;

// ---- Numbers: the leaves of every value.

// Writes a number as the shortest text that reads back to it, and a blank.
void WriteNumber(std::string& out, double value);
void WriteNumber(std::string& out, float value);
// Reads the next number (any blank before it skipped); false at the end of the text or on a malformed number.
bool ReadNumber(std::string_view& in, double& value);

// ---- Per type: Write, Read, Numbers (appended as doubles), Scale and Jitter.

template <class T>
struct Codec;

// Each type's codec is defined once, in samples/random/codec.cpp, which says per type what scales (a position or
// a length) and what does not (a direction, a normal, a count); the chapters' specs call them rather than
// compiling them again each.
#define LAB_CODEC(Type)                                               \
  template <>                                                         \
  struct Codec<Type> {                                                \
    static void Write(std::string& out, const Type& v);               \
    static bool Read(std::string_view& in, Type& v);                  \
    static void Numbers(std::vector<double>& out, const Type& v);     \
    static Type Scale(const Type& v, float factor);                   \
    static Type Jitter(const Type& v, Engine& engine, double amount); \
  };
LAB_CODEC(float)
LAB_CODEC(double)
LAB_CODEC(int)
LAB_CODEC(bool)
LAB_CODEC(glm::vec2)
LAB_CODEC(glm::vec3)
LAB_CODEC(glm::mat3)
LAB_CODEC(Sphere)
LAB_CODEC(AABB)
LAB_CODEC(OBB)
LAB_CODEC(Line)
LAB_CODEC(Ray)
LAB_CODEC(Plane)
LAB_CODEC(Triangle)
LAB_CODEC(Capsule)
LAB_CODEC(Cylinder)
LAB_CODEC(Ellipsoid)
LAB_CODEC(Frustum)
LAB_CODEC(Polygon2D)
LAB_CODEC(Polygon)
LAB_CODEC(ConvexPolyhedron)
LAB_CODEC(Collisions::Interval)
LAB_CODEC(Collisions::SweepHit)
LAB_CODEC(Collisions::CollisionResult)
LAB_CODEC(Collisions::Penetration)
LAB_CODEC(Collisions::GjkResult)
LAB_CODEC(Collisions::SatShape)
LAB_CODEC(WorldHit)
LAB_CODEC(SlideSettings)
LAB_CODEC(SlideResult)

// Enumerations as their numbers.
template <class E>
requires std::is_enum_v<E>
struct Codec<E> {
  static void Write(std::string& out, E v) { Codec<int>::Write(out, static_cast<int>(v)); }
  static bool Read(std::string_view& in, E& v) {
    int i = 0;
    if (!Codec<int>::Read(in, i)) return false;
    v = static_cast<E>(i);
    return true;
  }
  static void Numbers(std::vector<double>& out, E v) { out.push_back(static_cast<int>(v)); }
  static E Scale(E v, float) { return v; }
  static E Jitter(E v, Engine&, double) { return v; }
};

// A list: its length, then its items.
template <class T>
struct Codec<std::vector<T>> {
  static constexpr std::size_t kMaxItems = 1u << 16;
  static void Write(std::string& out, const std::vector<T>& v) {
    Codec<int>::Write(out, static_cast<int>(v.size()));
    for (const T& item : v) Codec<T>::Write(out, item);
  }
  static bool Read(std::string_view& in, std::vector<T>& v) {
    int count = 0;
    if (!Codec<int>::Read(in, count) || count < 0 || static_cast<std::size_t>(count) > kMaxItems) return false;
    v.assign(static_cast<std::size_t>(count), T{});
    for (T& item : v) {
      if (!Codec<T>::Read(in, item)) return false;
    }
    return true;
  }
  static void Numbers(std::vector<double>& out, const std::vector<T>& v) {
    out.push_back(static_cast<double>(v.size()));
    for (const T& item : v) Codec<T>::Numbers(out, item);
  }
  static std::vector<T> Scale(std::vector<T> v, float factor) {
    for (T& item : v) item = Codec<T>::Scale(item, factor);
    return v;
  }
  static std::vector<T> Jitter(std::vector<T> v, Engine& engine, double amount) {
    for (T& item : v) item = Codec<T>::Jitter(item, engine, amount);
    return v;
  }
};

// How an input is kept in a case: as itself, or as what stands for it (samples/random/stored.hpp: a convex shape
// as its points, a model as its file and placement).
template <class T>
struct StoredAs {
  using Type = T;
};

// ---- Whole values.

template <class T>
std::string ToText(const T& value) {
  std::string text;
  Codec<T>::Write(text, value);
  if (!text.empty() && text.back() == ' ') text.pop_back();
  return text;
}
template <class T>
bool FromText(std::string_view text, T& value) {
  if (!Codec<T>::Read(text, value)) return false;
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  return text.empty();
}
template <class T>
std::vector<double> NumbersOf(const T& value) {
  std::vector<double> numbers;
  Codec<T>::Numbers(numbers, value);
  return numbers;
}

}  // namespace lab::samples::random_cases
