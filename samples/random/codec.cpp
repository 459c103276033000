// The random cases' codecs (samples/random/codec.hpp), each defined once. Per type: what makes it up, and what
// scales with the shape (a position or a length) and what does not (a direction, a normal, a count, a fraction).
#include "samples/random/codec.hpp"

#include <charconv>
#include <cmath>
#include <limits>
#include <system_error>

#include "samples/random/random_cases.hpp"  // and stored.hpp, which needs it first

namespace lab::samples::random_cases {

// ---- Numbers.

void WriteNumber(std::string& out, double value) {
  char buffer[40];
  const auto written = std::to_chars(buffer, buffer + sizeof buffer, value);
  out.append(buffer, written.ptr);
  out += ' ';
}

void WriteNumber(std::string& out, float value) {
  char buffer[40];
  const auto written = std::to_chars(buffer, buffer + sizeof buffer, value);  // shortest text that reads back
  out.append(buffer, written.ptr);
  out += ' ';
}

bool ReadNumber(std::string_view& in, double& value) {
  while (!in.empty() && (in.front() == ' ' || in.front() == '\t')) in.remove_prefix(1);
  if (in.empty()) return false;
  std::size_t length = 0;
  while (length < in.size() && in[length] != ' ' && in[length] != ';' && in[length] != '\t') ++length;
  const std::string_view word = in.substr(0, length);
  in.remove_prefix(length);
  if (word == "nan" || word == "-nan") {
    value = std::numeric_limits<double>::quiet_NaN();
    return true;
  }
  if (word == "inf" || word == "-inf") {
    value = word[0] == '-' ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
    return true;
  }
  const auto read = std::from_chars(word.data(), word.data() + word.size(), value);
  return read.ec == std::errc() && read.ptr == word.data() + word.size();
}

namespace {

double Wobble(Engine& engine, double amount) {
  return amount * std::uniform_real_distribution<double>(-1.0, 1.0)(engine);
}

}  // namespace

// A float parameter of its own (a tolerance, a time) is left as it is by MakeSpec; a shape's float field is a
// length when its field list says it scales.
void Codec<float>::Write(std::string& out, const float& v) { WriteNumber(out, v); }
bool Codec<float>::Read(std::string_view& in, float& v) {
  double d = 0;
  if (!ReadNumber(in, d)) return false;
  v = static_cast<float>(d);
  return true;
}
void Codec<float>::Numbers(std::vector<double>& out, const float& v) { out.push_back(v); }
float Codec<float>::Scale(const float& v, float factor) { return v * factor; }
float Codec<float>::Jitter(const float& v, Engine& engine, double amount) {
  return static_cast<float>(v + Wobble(engine, amount));
}

void Codec<double>::Write(std::string& out, const double& v) { WriteNumber(out, v); }
bool Codec<double>::Read(std::string_view& in, double& v) { return ReadNumber(in, v); }
void Codec<double>::Numbers(std::vector<double>& out, const double& v) { out.push_back(v); }
double Codec<double>::Scale(const double& v, float) { return v; }
double Codec<double>::Jitter(const double& v, Engine& engine, double amount) { return v + Wobble(engine, amount); }

void Codec<int>::Write(std::string& out, const int& v) { WriteNumber(out, static_cast<double>(v)); }
bool Codec<int>::Read(std::string_view& in, int& v) {
  double d = 0;
  if (!ReadNumber(in, d) || !(std::abs(d) < 2e9)) return false;
  v = static_cast<int>(d);
  return true;
}
void Codec<int>::Numbers(std::vector<double>& out, const int& v) { out.push_back(v); }
int Codec<int>::Scale(const int& v, float) { return v; }
int Codec<int>::Jitter(const int& v, Engine&, double) { return v; }

void Codec<bool>::Write(std::string& out, const bool& v) { out += v ? "1 " : "0 "; }
bool Codec<bool>::Read(std::string_view& in, bool& v) {
  double d = 0;
  if (!ReadNumber(in, d)) return false;
  v = d != 0;
  return true;
}
void Codec<bool>::Numbers(std::vector<double>& out, const bool& v) { out.push_back(v ? 1 : 0); }
bool Codec<bool>::Scale(const bool& v, float) { return v; }
bool Codec<bool>::Jitter(const bool& v, Engine&, double) { return v; }

// ---- Values made of fields, each visited with whether it scales with the shape. A point or a vector is its
// components; Point and glm::vec3 are one type, so a direction (a ray's, a normal) is kept unscaled by the shape
// that holds it.

namespace {

template <class T>
struct Fields;

template <class T>
void WriteFields(std::string& out, const T& v) {
  Fields<T>::ForEach(v, [&](const auto& f, bool) { Codec<std::remove_cvref_t<decltype(f)>>::Write(out, f); });
}
template <class T>
bool ReadFields(std::string_view& in, T& v) {
  bool ok = true;
  Fields<T>::ForEach(v, [&](auto& f, bool) { ok = ok && Codec<std::remove_cvref_t<decltype(f)>>::Read(in, f); });
  return ok;
}
template <class T>
void FieldNumbers(std::vector<double>& out, const T& v) {
  Fields<T>::ForEach(v, [&](const auto& f, bool) { Codec<std::remove_cvref_t<decltype(f)>>::Numbers(out, f); });
}
template <class T>
T ScaleFields(T v, float factor) {
  Fields<T>::ForEach(v, [&](auto& f, bool scales) {
    if (scales) f = Codec<std::remove_cvref_t<decltype(f)>>::Scale(f, factor);
  });
  return v;
}
template <class T>
T JitterFields(T v, Engine& engine, double amount) {
  Fields<T>::ForEach(v, [&](auto& f, bool scales) {
    if (scales) f = Codec<std::remove_cvref_t<decltype(f)>>::Jitter(f, engine, amount);
  });
  return v;
}

}  // namespace

#define LAB_CODEC_FIELDS(Type, ...)                                                            \
  namespace {                                                                                  \
  template <>                                                                                  \
  struct Fields<Type> {                                                                        \
    template <class V, class F>                                                                \
    static void ForEach(V& v, F&& visit) {                                                     \
      __VA_ARGS__                                                                              \
    }                                                                                          \
  };                                                                                           \
  }                                                                                            \
  void Codec<Type>::Write(std::string& out, const Type& v) { WriteFields(out, v); }            \
  bool Codec<Type>::Read(std::string_view& in, Type& v) { return ReadFields(in, v); }          \
  void Codec<Type>::Numbers(std::vector<double>& out, const Type& v) { FieldNumbers(out, v); } \
  Type Codec<Type>::Scale(const Type& v, float factor) { return ScaleFields(v, factor); }      \
  Type Codec<Type>::Jitter(const Type& v, Engine& engine, double amount) { return JitterFields(v, engine, amount); }

LAB_CODEC_FIELDS(glm::vec2, visit(v.x, true); visit(v.y, true);)
LAB_CODEC_FIELDS(glm::vec3, visit(v.x, true); visit(v.y, true); visit(v.z, true);)
// A box's axes are directions: they neither scale nor jitter.
LAB_CODEC_FIELDS(glm::mat3, visit(v[0], false); visit(v[1], false); visit(v[2], false);)
LAB_CODEC_FIELDS(Sphere, visit(v.position, true); visit(v.radius, true);)
LAB_CODEC_FIELDS(AABB, visit(v.min, true); visit(v.max, true);)
LAB_CODEC_FIELDS(OBB, visit(v.center, true); visit(v.axes, false); visit(v.half_extents, true);)
LAB_CODEC_FIELDS(Line, visit(v.start, true); visit(v.end, true);)
LAB_CODEC_FIELDS(Ray, visit(v.position, true); visit(v.direction, false);)
LAB_CODEC_FIELDS(Plane, visit(v.normal, false); visit(v.distance, true);)
LAB_CODEC_FIELDS(Triangle, visit(v.p0, true); visit(v.p1, true); visit(v.p2, true);)
LAB_CODEC_FIELDS(Capsule, visit(v.start, true); visit(v.end, true); visit(v.radius, true);)
LAB_CODEC_FIELDS(Cylinder, visit(v.start, true); visit(v.end, true); visit(v.radius, true);)
LAB_CODEC_FIELDS(Ellipsoid, visit(v.center, true); visit(v.radius, true);)
// A frustum's planes scale as planes do (their distances).
LAB_CODEC_FIELDS(Frustum, for (auto& plane : v.planes) visit(plane, true);)
LAB_CODEC_FIELDS(Polygon2D, visit(v.vertices, true);)
LAB_CODEC_FIELDS(Polygon, visit(v.vertices, true);)
LAB_CODEC_FIELDS(Collisions::Interval, visit(v.min, true); visit(v.max, true);)
LAB_CODEC_FIELDS(Collisions::SweepHit, visit(v.t, false); visit(v.contact, true);)
LAB_CODEC_FIELDS(Collisions::CollisionResult, visit(v.happened, false); visit(v.point, true); visit(v.incident, false);
                 visit(v.t, false); visit(v.normal, false);)
LAB_CODEC_FIELDS(Collisions::Penetration, visit(v.intersects, false); visit(v.normal, false); visit(v.depth, true);
                 visit(v.on_a, true); visit(v.on_b, true);)
LAB_CODEC_FIELDS(Collisions::GjkResult, visit(v.intersects, false); visit(v.distance, true); visit(v.on_a, true);
                 visit(v.on_b, true);)
LAB_CODEC_FIELDS(WorldHit, visit(v.t, false); visit(v.contact, true); visit(v.normal, false);
                 visit(v.face_normal, false); visit(v.collider, false);)
LAB_CODEC_FIELDS(SlideSettings, visit(v.max_iterations, false); visit(v.very_close, true);
                 visit(v.stop_on_normal_y, false); visit(v.stop_on_edges_below, false);
                 visit(v.steep_face_normal_y, false); visit(v.project_in_ellipsoid_space, false);)
LAB_CODEC_FIELDS(SlideResult, visit(v.position, true); visit(v.collided, false); visit(v.stopped, false);
                 visit(v.last_hit, true); visit(v.iterations, false);)
LAB_CODEC_FIELDS(ConvexPoints, visit(v.points, true);)
LAB_CODEC_FIELDS(SlabMotion, visit(v.start, true); visit(v.end, true); visit(v.half, true); visit(v.wall_low, true);
                 visit(v.wall_high, true);)
LAB_CODEC_FIELDS(TriangleWorld, visit(v.triangles, true);)

#undef LAB_CODEC_FIELDS

// ---- Values with more to them than their fields.

// A polyhedron as its vertices and faces; its planes are made again from them when it is read. Its faces would no
// longer be planar if its vertices moved apart: it scales as a whole and is not jittered.
void Codec<ConvexPolyhedron>::Write(std::string& out, const ConvexPolyhedron& v) {
  Codec<std::vector<Point>>::Write(out, v.vertices);
  Codec<std::vector<std::vector<int>>>::Write(out, v.faces);
}
bool Codec<ConvexPolyhedron>::Read(std::string_view& in, ConvexPolyhedron& v) {
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
void Codec<ConvexPolyhedron>::Numbers(std::vector<double>& out, const ConvexPolyhedron& v) {
  Codec<std::vector<Point>>::Numbers(out, v.vertices);
  Codec<std::vector<std::vector<int>>>::Numbers(out, v.faces);
}
ConvexPolyhedron Codec<ConvexPolyhedron>::Scale(const ConvexPolyhedron& v, float factor) {
  return ConvexPolyhedron::FromFaces(Codec<std::vector<Point>>::Scale(v.vertices, factor), v.faces);
}
ConvexPolyhedron Codec<ConvexPolyhedron>::Jitter(const ConvexPolyhedron& v, Engine&, double) { return v; }

// A shape for the separating-axis test: its face normals are directions; its edges scale with its vertices, and
// only its vertices are jittered.
void Codec<Collisions::SatShape>::Write(std::string& out, const Collisions::SatShape& v) {
  Codec<std::vector<Point>>::Write(out, v.vertices);
  Codec<std::vector<glm::vec3>>::Write(out, v.face_normals);
  Codec<std::vector<Line>>::Write(out, v.edges);
}
bool Codec<Collisions::SatShape>::Read(std::string_view& in, Collisions::SatShape& v) {
  return Codec<std::vector<Point>>::Read(in, v.vertices) && Codec<std::vector<glm::vec3>>::Read(in, v.face_normals) &&
         Codec<std::vector<Line>>::Read(in, v.edges);
}
void Codec<Collisions::SatShape>::Numbers(std::vector<double>& out, const Collisions::SatShape& v) {
  Codec<std::vector<Point>>::Numbers(out, v.vertices);
  Codec<std::vector<glm::vec3>>::Numbers(out, v.face_normals);
  Codec<std::vector<Line>>::Numbers(out, v.edges);
}
Collisions::SatShape Codec<Collisions::SatShape>::Scale(const Collisions::SatShape& v, float factor) {
  Collisions::SatShape scaled = v;
  scaled.vertices = Codec<std::vector<Point>>::Scale(v.vertices, factor);
  scaled.edges = Codec<std::vector<Line>>::Scale(v.edges, factor);
  return scaled;
}
Collisions::SatShape Codec<Collisions::SatShape>::Jitter(const Collisions::SatShape& v, Engine& engine, double amount) {
  Collisions::SatShape jittered = v;
  jittered.vertices = Codec<std::vector<Point>>::Jitter(v.vertices, engine, amount);
  return jittered;
}

// A shipped model by its asset number (checked when read), placed: its position and scale grow with the case,
// its turn does not; only its position is jittered.
void Codec<PlacedModel>::Write(std::string& out, const PlacedModel& v) {
  Codec<int>::Write(out, v.asset);
  Codec<glm::vec3>::Write(out, v.position);
  Codec<glm::vec3>::Write(out, v.rotation);
  Codec<glm::vec3>::Write(out, v.scale);
}
bool Codec<PlacedModel>::Read(std::string_view& in, PlacedModel& v) {
  return Codec<int>::Read(in, v.asset) && v.asset >= 0 && v.asset < kShippedAssets &&
         Codec<glm::vec3>::Read(in, v.position) && Codec<glm::vec3>::Read(in, v.rotation) &&
         Codec<glm::vec3>::Read(in, v.scale);
}
void Codec<PlacedModel>::Numbers(std::vector<double>& out, const PlacedModel& v) {
  out.push_back(v.asset);
  Codec<glm::vec3>::Numbers(out, v.position);
  Codec<glm::vec3>::Numbers(out, v.rotation);
  Codec<glm::vec3>::Numbers(out, v.scale);
}
PlacedModel Codec<PlacedModel>::Scale(const PlacedModel& v, float factor) {
  PlacedModel scaled = v;
  scaled.position *= factor;
  scaled.scale *= factor;
  return scaled;
}
PlacedModel Codec<PlacedModel>::Jitter(const PlacedModel& v, Engine& engine, double amount) {
  PlacedModel jittered = v;
  jittered.position = Codec<glm::vec3>::Jitter(v.position, engine, amount);
  return jittered;
}

// A mesh in its own space keeps its size.
void Codec<ShippedMesh>::Write(std::string& out, const ShippedMesh& v) { Codec<int>::Write(out, v.asset); }
bool Codec<ShippedMesh>::Read(std::string_view& in, ShippedMesh& v) {
  return Codec<int>::Read(in, v.asset) && v.asset >= 0 && v.asset < kShippedAssets;
}
void Codec<ShippedMesh>::Numbers(std::vector<double>& out, const ShippedMesh& v) { out.push_back(v.asset); }
ShippedMesh Codec<ShippedMesh>::Scale(const ShippedMesh& v, float) { return v; }
ShippedMesh Codec<ShippedMesh>::Jitter(const ShippedMesh& v, Engine&, double) { return v; }

}  // namespace lab::samples::random_cases
