// The random cases' values as text (samples/random/data/*.cases): every shape, number and answer a Collisions
// function takes or gives, written as the numbers that make it up (floats with 9 significant digits, so they read
// back to the same float), a list's length first. Each type has Write, Read, its Numbers (what is compared, with
// a tolerance), Scale (a shape made bigger or smaller about the origin: lengths scale, directions and normals do
// not) and Jitter (each position and length moved by up to `amount`, to find the cases whose answer a rounding
// could change).
#pragma once

#include <charconv>
#include <cmath>
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

inline void WriteNumber(std::string& out, double value) {
  char buffer[40];
  const auto written = std::to_chars(buffer, buffer + sizeof buffer, value);
  out.append(buffer, written.ptr);
  out += ' ';
}
inline void WriteNumber(std::string& out, float value) {
  char buffer[40];
  const auto written = std::to_chars(buffer, buffer + sizeof buffer, value);  // shortest text that reads back
  out.append(buffer, written.ptr);
  out += ' ';
}

// Reads the next number (any blank before it skipped); false at the end of the text or on a malformed number.
bool ReadNumber(std::string_view& in, double& value);

// ---- Per type: Write, Read, Numbers (appended as doubles), Scale.
// A value that is not a shape (a count, an answer of yes or no) scales as it is.

template <class T>
struct Codec;

template <>
struct Codec<float> {
  static void Write(std::string& out, float v) { WriteNumber(out, v); }
  static bool Read(std::string_view& in, float& v) {
    double d = 0;
    if (!ReadNumber(in, d)) return false;
    v = static_cast<float>(d);
    return true;
  }
  static void Numbers(std::vector<double>& out, float v) { out.push_back(v); }
  // A length scales (a shape's field says which do; a float parameter of its own, a tolerance or a time, is
  // left as it is by MakeSpec).
  static float Scale(float v, float factor) { return v * factor; }
  static float Jitter(float v, Engine& engine, double amount) {
    return static_cast<float>(v + amount * std::uniform_real_distribution<double>(-1.0, 1.0)(engine));
  }
};
template <>
struct Codec<double> {
  static void Write(std::string& out, double v) { WriteNumber(out, v); }
  static bool Read(std::string_view& in, double& v) { return ReadNumber(in, v); }
  static void Numbers(std::vector<double>& out, double v) { out.push_back(v); }
  static double Scale(double v, float) { return v; }
  static double Jitter(double v, Engine& engine, double amount) {
    return v + amount * std::uniform_real_distribution<double>(-1.0, 1.0)(engine);
  }
};
template <>
struct Codec<int> {
  static void Write(std::string& out, int v) { WriteNumber(out, static_cast<double>(v)); }
  static bool Read(std::string_view& in, int& v) {
    double d = 0;
    if (!ReadNumber(in, d) || !(std::abs(d) < 2e9)) return false;
    v = static_cast<int>(d);
    return true;
  }
  static void Numbers(std::vector<double>& out, int v) { out.push_back(v); }
  static int Scale(int v, float) { return v; }
  static int Jitter(int v, Engine&, double) { return v; }
};
template <>
struct Codec<bool> {
  static void Write(std::string& out, bool v) { out += v ? "1 " : "0 "; }
  static bool Read(std::string_view& in, bool& v) {
    double d = 0;
    if (!ReadNumber(in, d)) return false;
    v = d != 0;
    return true;
  }
  static void Numbers(std::vector<double>& out, bool v) { out.push_back(v ? 1 : 0); }
  static bool Scale(bool v, float) { return v; }
  static bool Jitter(bool v, Engine&, double) { return v; }
};
// Enumerations as their numbers.
template <class E>
requires std::is_enum_v<E>
struct Codec<E> {
  static void Write(std::string& out, E v) { WriteNumber(out, static_cast<double>(static_cast<int>(v))); }
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

// A point or a vector: its components. Point and glm::vec3 are one type, so a direction (a ray's, a normal) is
// kept unscaled by the shape that holds it.
template <>
struct Codec<glm::vec3> {
  static void Write(std::string& out, const glm::vec3& v) {
    for (int i = 0; i < 3; ++i) WriteNumber(out, v[i]);
  }
  static bool Read(std::string_view& in, glm::vec3& v) {
    for (int i = 0; i < 3; ++i) {
      if (!Codec<float>::Read(in, v[i])) return false;
    }
    return true;
  }
  static void Numbers(std::vector<double>& out, const glm::vec3& v) {
    for (int i = 0; i < 3; ++i) out.push_back(v[i]);
  }
  static glm::vec3 Scale(const glm::vec3& v, float factor) { return v * factor; }
  static glm::vec3 Jitter(glm::vec3 v, Engine& engine, double amount) {
    for (int i = 0; i < 3; ++i) v[i] = Codec<float>::Jitter(v[i], engine, amount);
    return v;
  }
};
template <>
struct Codec<glm::vec2> {
  static void Write(std::string& out, const glm::vec2& v) {
    WriteNumber(out, v.x);
    WriteNumber(out, v.y);
  }
  static bool Read(std::string_view& in, glm::vec2& v) {
    return Codec<float>::Read(in, v.x) && Codec<float>::Read(in, v.y);
  }
  static void Numbers(std::vector<double>& out, const glm::vec2& v) {
    out.push_back(v.x);
    out.push_back(v.y);
  }
  static glm::vec2 Scale(const glm::vec2& v, float factor) { return v * factor; }
  static glm::vec2 Jitter(glm::vec2 v, Engine& engine, double amount) {
    return {Codec<float>::Jitter(v.x, engine, amount), Codec<float>::Jitter(v.y, engine, amount)};
  }
};

// A struct, field by field: ForEach visits each field with whether it scales with the shape (a position or a
// length) or not (a direction, a count, a fraction).
#define LAB_CODEC_FIELDS(Type, ...)                                                                        \
  template <>                                                                                              \
  struct Codec<Type> {                                                                                     \
    static void Write(std::string& out, const Type& v) {                                                   \
      ForEach(v, [&](const auto& f, bool) { Codec<std::remove_cvref_t<decltype(f)>>::Write(out, f); });    \
    }                                                                                                      \
    static bool Read(std::string_view& in, Type& v) {                                                      \
      bool ok = true;                                                                                      \
      ForEach(v, [&](auto& f, bool) { ok = ok && Codec<std::remove_cvref_t<decltype(f)>>::Read(in, f); }); \
      return ok;                                                                                           \
    }                                                                                                      \
    static void Numbers(std::vector<double>& out, const Type& v) {                                         \
      ForEach(v, [&](const auto& f, bool) { Codec<std::remove_cvref_t<decltype(f)>>::Numbers(out, f); });  \
    }                                                                                                      \
    static Type Scale(Type v, float factor) {                                                              \
      ForEach(v, [&](auto& f, bool scales) {                                                               \
        if (scales) f = Codec<std::remove_cvref_t<decltype(f)>>::Scale(f, factor);                         \
      });                                                                                                  \
      return v;                                                                                            \
    }                                                                                                      \
    static Type Jitter(Type v, Engine& engine, double amount) {                                            \
      ForEach(v, [&](auto& f, bool scales) {                                                               \
        if (scales) f = Codec<std::remove_cvref_t<decltype(f)>>::Jitter(f, engine, amount);                \
      });                                                                                                  \
      return v;                                                                                            \
    }                                                                                                      \
    template <class V, class F>                                                                            \
    static void ForEach(V& v, F&& visit) {                                                                 \
      __VA_ARGS__                                                                                          \
    }                                                                                                      \
  };

// Field lists: visit(field, whether it scales with the shape).
LAB_CODEC_FIELDS(Sphere, visit(v.position, true); visit(v.radius, true);)
LAB_CODEC_FIELDS(AABB, visit(v.min, true); visit(v.max, true);)
LAB_CODEC_FIELDS(Line, visit(v.start, true); visit(v.end, true);)
LAB_CODEC_FIELDS(Ray, visit(v.position, true); visit(v.direction, false);)
LAB_CODEC_FIELDS(Plane, visit(v.normal, false); visit(v.distance, true);)
LAB_CODEC_FIELDS(Triangle, visit(v.p0, true); visit(v.p1, true); visit(v.p2, true);)
LAB_CODEC_FIELDS(Capsule, visit(v.start, true); visit(v.end, true); visit(v.radius, true);)
LAB_CODEC_FIELDS(Cylinder, visit(v.start, true); visit(v.end, true); visit(v.radius, true);)
LAB_CODEC_FIELDS(Ellipsoid, visit(v.center, true); visit(v.radius, true);)
LAB_CODEC_FIELDS(Collisions::Interval, visit(v.min, true); visit(v.max, true);)
LAB_CODEC_FIELDS(Collisions::SweepHit, visit(v.t, false); visit(v.contact, true);)
LAB_CODEC_FIELDS(Collisions::CollisionResult, visit(v.happened, false); visit(v.point, true); visit(v.incident, false);
                 visit(v.t, false); visit(v.normal, false);)
LAB_CODEC_FIELDS(WorldHit, visit(v.t, false); visit(v.contact, true); visit(v.normal, false);
                 visit(v.face_normal, false); visit(v.collider, false);)
LAB_CODEC_FIELDS(Collisions::Penetration, visit(v.intersects, false); visit(v.normal, false); visit(v.depth, true);
                 visit(v.on_a, true); visit(v.on_b, true);)
LAB_CODEC_FIELDS(Collisions::GjkResult, visit(v.intersects, false); visit(v.distance, true); visit(v.on_a, true);
                 visit(v.on_b, true);)
LAB_CODEC_FIELDS(SlideSettings, visit(v.max_iterations, false); visit(v.very_close, true);
                 visit(v.stop_on_normal_y, false); visit(v.stop_on_edges_below, false);
                 visit(v.steep_face_normal_y, false); visit(v.project_in_ellipsoid_space, false);)
LAB_CODEC_FIELDS(SlideResult, visit(v.position, true); visit(v.collided, false); visit(v.stopped, false);
                 visit(v.last_hit, true); visit(v.iterations, false);)
#undef LAB_CODEC_FIELDS

template <>
struct Codec<glm::mat3> {
  static void Write(std::string& out, const glm::mat3& m) {
    for (int c = 0; c < 3; ++c) Codec<glm::vec3>::Write(out, m[c]);
  }
  static bool Read(std::string_view& in, glm::mat3& m) {
    for (int c = 0; c < 3; ++c) {
      if (!Codec<glm::vec3>::Read(in, m[c])) return false;
    }
    return true;
  }
  static void Numbers(std::vector<double>& out, const glm::mat3& m) {
    for (int c = 0; c < 3; ++c) Codec<glm::vec3>::Numbers(out, m[c]);
  }
  static glm::mat3 Scale(const glm::mat3& m, float) { return m; }  // axes are directions
  static glm::mat3 Jitter(const glm::mat3& m, Engine&, double) { return m; }
};
template <>
struct Codec<OBB> {
  static void Write(std::string& out, const OBB& v) {
    Codec<glm::vec3>::Write(out, v.center);
    Codec<glm::mat3>::Write(out, v.axes);
    Codec<glm::vec3>::Write(out, v.half_extents);
  }
  static bool Read(std::string_view& in, OBB& v) {
    return Codec<glm::vec3>::Read(in, v.center) && Codec<glm::mat3>::Read(in, v.axes) &&
           Codec<glm::vec3>::Read(in, v.half_extents);
  }
  static void Numbers(std::vector<double>& out, const OBB& v) {
    Codec<glm::vec3>::Numbers(out, v.center);
    Codec<glm::mat3>::Numbers(out, v.axes);
    Codec<glm::vec3>::Numbers(out, v.half_extents);
  }
  static OBB Scale(OBB v, float factor) {
    v.center *= factor;
    v.half_extents *= factor;
    return v;
  }
  static OBB Jitter(OBB v, Engine& engine, double amount) {
    v.center = Codec<glm::vec3>::Jitter(v.center, engine, amount);
    v.half_extents = Codec<glm::vec3>::Jitter(v.half_extents, engine, amount);
    return v;
  }
};

// A list: its length, then its items.
template <class T>
struct Codec<std::vector<T>> {
  static constexpr std::size_t kMaxItems = 1u << 16;
  static void Write(std::string& out, const std::vector<T>& v) {
    WriteNumber(out, static_cast<double>(v.size()));
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

template <>
struct Codec<Polygon2D> {
  static void Write(std::string& out, const Polygon2D& v) { Codec<std::vector<glm::vec2>>::Write(out, v.vertices); }
  static bool Read(std::string_view& in, Polygon2D& v) { return Codec<std::vector<glm::vec2>>::Read(in, v.vertices); }
  static void Numbers(std::vector<double>& out, const Polygon2D& v) {
    Codec<std::vector<glm::vec2>>::Numbers(out, v.vertices);
  }
  static Polygon2D Scale(Polygon2D v, float factor) {
    v.vertices = Codec<std::vector<glm::vec2>>::Scale(v.vertices, factor);
    return v;
  }
  static Polygon2D Jitter(Polygon2D v, Engine& engine, double amount) {
    v.vertices = Codec<std::vector<glm::vec2>>::Jitter(v.vertices, engine, amount);
    return v;
  }
};
template <>
struct Codec<Polygon> {
  static void Write(std::string& out, const Polygon& v) { Codec<std::vector<Point>>::Write(out, v.vertices); }
  static bool Read(std::string_view& in, Polygon& v) { return Codec<std::vector<Point>>::Read(in, v.vertices); }
  static void Numbers(std::vector<double>& out, const Polygon& v) {
    Codec<std::vector<Point>>::Numbers(out, v.vertices);
  }
  static Polygon Scale(Polygon v, float factor) {
    v.vertices = Codec<std::vector<Point>>::Scale(v.vertices, factor);
    return v;
  }
  static Polygon Jitter(Polygon v, Engine& engine, double amount) {
    v.vertices = Codec<std::vector<Point>>::Jitter(v.vertices, engine, amount);
    return v;
  }
};
// A polyhedron as its vertices and faces; its planes are made again from them when it is read.
template <>
struct Codec<ConvexPolyhedron> {
  static void Write(std::string& out, const ConvexPolyhedron& v) {
    Codec<std::vector<Point>>::Write(out, v.vertices);
    Codec<std::vector<std::vector<int>>>::Write(out, v.faces);
  }
  static bool Read(std::string_view& in, ConvexPolyhedron& v) {
    std::vector<Point> vertices;
    std::vector<std::vector<int>> faces;
    if (!Codec<std::vector<Point>>::Read(in, vertices) || !Codec<std::vector<std::vector<int>>>::Read(in, faces)) {
      return false;
    }
    for (const std::vector<int>& face : faces) {
      for (int index : face) {
        if (index < 0 || static_cast<std::size_t>(index) >= vertices.size()) return false;
      }
    }
    v = ConvexPolyhedron::FromFaces(std::move(vertices), std::move(faces));
    return true;
  }
  static void Numbers(std::vector<double>& out, const ConvexPolyhedron& v) {
    Codec<std::vector<Point>>::Numbers(out, v.vertices);
    Codec<std::vector<std::vector<int>>>::Numbers(out, v.faces);
  }
  static ConvexPolyhedron Scale(const ConvexPolyhedron& v, float factor) {
    return ConvexPolyhedron::FromFaces(Codec<std::vector<Point>>::Scale(v.vertices, factor), v.faces);
  }
  // Its faces would no longer be planar: a polyhedron is not jittered.
  static ConvexPolyhedron Jitter(const ConvexPolyhedron& v, Engine&, double) { return v; }
};
template <>
struct Codec<Collisions::SatShape> {
  static void Write(std::string& out, const Collisions::SatShape& v) {
    Codec<std::vector<Point>>::Write(out, v.vertices);
    Codec<std::vector<glm::vec3>>::Write(out, v.face_normals);
    Codec<std::vector<Line>>::Write(out, v.edges);
  }
  static bool Read(std::string_view& in, Collisions::SatShape& v) {
    return Codec<std::vector<Point>>::Read(in, v.vertices) && Codec<std::vector<glm::vec3>>::Read(in, v.face_normals) &&
           Codec<std::vector<Line>>::Read(in, v.edges);
  }
  static void Numbers(std::vector<double>& out, const Collisions::SatShape& v) {
    Codec<std::vector<Point>>::Numbers(out, v.vertices);
    Codec<std::vector<glm::vec3>>::Numbers(out, v.face_normals);
    Codec<std::vector<Line>>::Numbers(out, v.edges);
  }
  static Collisions::SatShape Scale(Collisions::SatShape v, float factor) {
    v.vertices = Codec<std::vector<Point>>::Scale(v.vertices, factor);
    v.edges = Codec<std::vector<Line>>::Scale(v.edges, factor);
    return v;
  }
  static Collisions::SatShape Jitter(Collisions::SatShape v, Engine& engine, double amount) {
    v.vertices = Codec<std::vector<Point>>::Jitter(v.vertices, engine, amount);
    return v;
  }
};
template <>
struct Codec<Frustum> {
  static void Write(std::string& out, const Frustum& v) {
    for (const Plane& plane : v.planes) Codec<Plane>::Write(out, plane);
  }
  static bool Read(std::string_view& in, Frustum& v) {
    for (Plane& plane : v.planes) {
      if (!Codec<Plane>::Read(in, plane)) return false;
    }
    return true;
  }
  static void Numbers(std::vector<double>& out, const Frustum& v) {
    for (const Plane& plane : v.planes) Codec<Plane>::Numbers(out, plane);
  }
  static Frustum Scale(Frustum v, float factor) {
    for (Plane& plane : v.planes) plane = Codec<Plane>::Scale(plane, factor);
    return v;
  }
  static Frustum Jitter(Frustum v, Engine& engine, double amount) {
    for (Plane& plane : v.planes) plane = Codec<Plane>::Jitter(plane, engine, amount);
    return v;
  }
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
