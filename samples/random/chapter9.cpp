// Chapter 9's random cases (collisions/polygons.cpp): convex and concave polygons in the plane, points and
// segments against them, and planar polygons in 3-D, alone and in pairs.
#include <algorithm>

#include "samples/random/generators.hpp"

namespace lab::samples::random_cases {
namespace chapter9 {  // this file's names, apart from the other chapters' it compiles beside
namespace {

using glm::vec2;

// ---- Polygons in the plane.

// Concave outlines with round corners, counter-clockwise: rays level with their vertices pass through them, and
// some of those vertices only touch such a ray.
const std::vector<std::vector<vec2>> kConcave = {
    {{0, 0}, {6, 0}, {6, 6}, {4, 6}, {4, 2}, {2, 2}, {2, 6}, {0, 6}},                                  // a U
    {{0, 1}, {3, 0}, {6, 1}, {7, 4}, {5, 4}, {4, 5}, {3, 4}, {2, 2}, {1, 4}, {0, 4}},                  // a zig-zag
    {{0, 0}, {5, 0}, {5, 3}, {4, 3}, {4, 1}, {3, 1}, {3, 3}, {2, 3}, {2, 1}, {1, 1}, {1, 3}, {0, 3}},  // a comb
    {{0, 0}, {4, 0}, {4, 4}, {2, 1}, {0, 4}},                                                          // an arrow
    {{0, 0}, {2, 0}, {2, 1}, {1, 1}, {1, 2}, {0, 2}},                                                  // an L
};

vec2 Round2(Engine& e, float half = 3.0f) { return {Round(e, half), Round(e, half)}; }
vec2 Uniform2(Engine& e, float half) { return {Uniform(e, -half, half), Uniform(e, -half, half)}; }

// Its vertices maybe reversed (clockwise) and starting at any of them.
Polygon2D AnyWinding(Engine& e, std::vector<vec2> v) {
  if (Coin(e)) std::reverse(v.begin(), v.end());
  std::rotate(v.begin(), v.begin() + UniformInt(e, 0, static_cast<int>(v.size()) - 1), v.end());
  return Polygon2D(std::move(v));
}
// One of the outlines, at full or half size, maybe mirrored, moved by a round offset: every coordinate stays a
// multiple of 0.25, so a point on an edge is exactly on it.
Polygon2D RoundConcave(Engine& e) {
  std::vector<vec2> v = kConcave[static_cast<std::size_t>(UniformInt(e, 0, static_cast<int>(kConcave.size()) - 1))];
  const float scale = Coin(e) ? 1.0f : 0.5f;
  const float mirror = Coin(e) ? -1.0f : 1.0f;
  const vec2 offset = Round2(e, 2.0f) - vec2(mirror * 2.0f * scale, 2.0f * scale);
  for (vec2& p : v) p = vec2(mirror * p.x, p.y) * scale + offset;
  return AnyWinding(e, std::move(v));
}
Polygon2D RoundBox2D(Engine& e) {
  const vec2 centre = Round2(e, 2.0f), half(RoundPositive(e, 2.0f), RoundPositive(e, 2.0f));
  const vec2 low = centre - half, high = centre + half;
  return AnyWinding(e, {low, {high.x, low.y}, high, {low.x, high.y}});
}
// Points on a circle at sorted random angles: convex, 3 to 8 vertices.
Polygon2D UniformConvex(Engine& e, vec2 centre, float radius) {
  std::vector<float> angles(static_cast<std::size_t>(UniformInt(e, 3, 8)));
  for (float& a : angles) a = Uniform(e, 0.0f, 6.2831853f);
  std::sort(angles.begin(), angles.end());
  std::vector<vec2> v;
  for (float a : angles) v.push_back(centre + radius * vec2(std::cos(a), std::sin(a)));
  return AnyWinding(e, std::move(v));
}
Polygon2D AnyConvex(Engine& e) {
  return Coin(e) ? RoundBox2D(e) : UniformConvex(e, Uniform2(e, 2.5f), Uniform(e, 0.5f, 2.5f));
}
Polygon2D AnyPolygon(Engine& e) { return Coin(e) ? RoundConcave(e) : AnyConvex(e); }

void Bounds(const Polygon2D& polygon, vec2& low, vec2& high) {
  low = high = polygon.vertices.front();
  for (const vec2& v : polygon.vertices) {
    low = glm::min(low, v);
    high = glm::max(high, v);
  }
}
// A point in the polygon's bounds widened by `margin`: uniform, or round (a multiple of 0.5).
vec2 UniformNear(Engine& e, const Polygon2D& polygon, float margin = 1.0f) {
  vec2 low, high;
  Bounds(polygon, low, high);
  return {Uniform(e, low.x - margin, high.x + margin), Uniform(e, low.y - margin, high.y + margin)};
}
vec2 RoundNear(Engine& e, const Polygon2D& polygon) {
  vec2 low, high;
  Bounds(polygon, low, high);
  return {std::round(Uniform(e, low.x - 1, high.x + 1) * 2) / 2, std::round(Uniform(e, low.y - 1, high.y + 1) * 2) / 2};
}
std::pair<vec2, vec2> AnyEdge(Engine& e, const Polygon2D& polygon) {
  const std::size_t count = polygon.vertices.size();
  const std::size_t i = static_cast<std::size_t>(UniformInt(e, 0, static_cast<int>(count) - 1));
  return {polygon.vertices[i], polygon.vertices[(i + 1) % count]};
}
// A vertex, or a quarter, half or three quarters along an edge: exactly on the boundary of a round polygon.
vec2 OnEdge(Engine& e, const Polygon2D& polygon) {
  const auto [a, b] = AnyEdge(e, polygon);
  return a + (b - a) * (0.25f * static_cast<float>(UniformInt(e, 0, 3)));
}
// Level with a vertex: the ray along +x runs through it.
vec2 LevelWithVertex(Engine& e, const Polygon2D& polygon) {
  const vec2 vertex = AnyEdge(e, polygon).first;
  return {RoundNear(e, polygon).x, vertex.y};
}
// Beside an edge, either side, by about kPointOnLineEpsilon.
vec2 NearEdge(Engine& e, const Polygon2D& polygon) {
  const auto [a, b] = AnyEdge(e, polygon);
  const vec2 along = b - a, normal = glm::normalize(vec2(-along.y, along.x));
  return a + along * Uniform(e, 0.0f, 1.0f) + normal * (Coin(e) ? 1.0f : -1.0f) * Uniform(e, 1e-6f, 1e-4f);
}
// On an edge's line, past one of its ends.
vec2 PastAnEnd(Engine& e, const Polygon2D& polygon) {
  const auto [a, b] = AnyEdge(e, polygon);
  return Coin(e) ? b + (b - a) * 0.5f : a - (b - a) * 0.5f;
}
// Beside an edge along an axis, outside it by 5e-6 (within kPointOnLineEpsilon: inside) or by 2e-5 (outside).
vec2 HairOffAxisEdge(Engine& e, const Polygon2D& polygon) {
  const float winding = polygon.SignedArea() > 0.0f ? 1.0f : -1.0f;
  for (;;) {
    const auto [a, b] = AnyEdge(e, polygon);
    if (a.x != b.x && a.y != b.y) continue;
    const vec2 along = glm::normalize(b - a), outward = winding * vec2(along.y, -along.x);
    return a + (b - a) * (0.25f * static_cast<float>(UniformInt(e, 1, 3))) + outward * (Coin(e) ? 5e-6f : 2e-5f);
  }
}
// Through a convex corner whose edges run along the axes, along the line that only touches the polygon there
// (the sum of its edges' unit directions), or ending at the corner.
std::pair<vec2, vec2> TouchingACorner(Engine& e, const Polygon2D& polygon) {
  const float winding = polygon.SignedArea() > 0.0f ? 1.0f : -1.0f;
  const std::size_t n = polygon.vertices.size();
  for (;;) {
    const std::size_t i = static_cast<std::size_t>(UniformInt(e, 0, static_cast<int>(n) - 1));
    const vec2 v = polygon.vertices[i];
    const vec2 in = v - polygon.vertices[(i + n - 1) % n], out = polygon.vertices[(i + 1) % n] - v;
    if ((in.x != 0.0f && in.y != 0.0f) || (out.x != 0.0f && out.y != 0.0f)) continue;
    if (!(winding * (in.x * out.y - in.y * out.x) > 0.0f)) continue;  // reflex
    const vec2 along = glm::normalize(in) + glm::normalize(out);
    const vec2 from = v - along * (0.5f * static_cast<float>(UniformInt(e, 1, 3)));
    return {from, Coin(e) ? v : v + along * (0.5f * static_cast<float>(UniformInt(e, 1, 3)))};
  }
}
// Strictly inside by the crossing count (to aim the generators only; the polygon's boundary is never drawn).
bool Inside(const Polygon2D& polygon, vec2 p) {
  bool inside = false;
  const auto& v = polygon.vertices;
  for (std::size_t i = 0, j = v.size() - 1; i < v.size(); j = i++) {
    if ((v[i].y > p.y) != (v[j].y > p.y) && p.x < v[i].x + (p.y - v[i].y) * (v[j].x - v[i].x) / (v[j].y - v[i].y)) {
      inside = !inside;
    }
  }
  return inside;
}
vec2 UniformInside(Engine& e, const Polygon2D& polygon) {
  for (int tries = 0; tries < 100; ++tries) {
    const vec2 p = UniformNear(e, polygon, 0.0f);
    if (Inside(polygon, p)) return p;
  }
  return polygon.vertices.front();
}
// Fewer than 3 vertices: none, a point, or a segment (round).
Polygon2D FewVertices(Engine& e) {
  std::vector<vec2> v(static_cast<std::size_t>(UniformInt(e, 0, 2)));
  for (vec2& p : v) p = Round2(e, 2.0f);
  return Polygon2D(std::move(v));
}

// ---- Convex polygon against convex polygon: touching counts; a polygon with no area is its point or segment.

// Two round boxes side by side along x or y: sharing part of an edge, a corner, or `gap` apart.
std::string BoxesSideBySide(Engine& e, float gap, bool corner) {
  const vec2 low = Round2(e, 2.0f), size(RoundPositive(e, 2.0f), RoundPositive(e, 2.0f));
  const vec2 other_size(RoundPositive(e, 2.0f), RoundPositive(e, 2.0f));
  const int axis = UniformInt(e, 0, 1);
  vec2 other_low;
  other_low[axis] = low[axis] + size[axis] + gap;
  other_low[1 - axis] = corner ? low[1 - axis] + size[1 - axis] : low[1 - axis] + Round(e, 1.0f);
  const auto box = [&](vec2 l, vec2 s) { return AnyWinding(e, {l, {l.x + s.x, l.y}, l + s, {l.x, l.y + s.y}}); };
  const Polygon2D a = box(low, size), b = box(other_low, other_size);
  return Coin(e) ? Inputs(a, b) : Inputs(b, a);
}

const std::vector<Generator> kPolygons2D = {
    Kind("random",
         [](Engine& e) {
           const vec2 centre = Uniform2(e, 1.5f);
           return Inputs(UniformConvex(e, centre, Uniform(e, 0.5f, 2.0f)),
                         UniformConvex(e, centre + Uniform2(e, 3.0f), Uniform(e, 0.5f, 2.0f)));
         }),
    Exact("sharing an edge or a corner", [](Engine& e) { return BoxesSideBySide(e, 0.0f, Coin(e)); }),
    Exact("apart", [](Engine& e) { return BoxesSideBySide(e, RoundPositive(e, 1.0f), Coin(e)); }),
    Kind("just apart or overlapping", [](Engine& e) { return BoxesSideBySide(e, Uniform(e, -1e-3f, 1e-3f), false); }),
    // A box and a triangle whose boxes overlap: only the triangle's slanted edge separates them (or, turned a
    // quarter, mirrored or moved closer, meets).
    Kind("separated only by a slanted edge",
         [](Engine& e) {
           std::vector<vec2> box = {{0, 0}, {3, 0}, {3, 1}, {0, 1}};
           std::vector<vec2> triangle = {{2.5f, -1}, {5, -1}, {5, 1.5f}};
           const vec2 shift = Round2(e, 2.0f), closer = vec2(-1, 1) * Uniform(e, 0.0f, 0.5f);
           const bool turn = Coin(e), mirror = Coin(e);
           const auto place = [&](vec2 p) {
             p = turn ? vec2(-p.y, p.x) : p;
             return vec2(mirror ? -p.x : p.x, p.y) + shift;
           };
           for (vec2& p : box) p = place(p);
           for (vec2& p : triangle) p = place(p + closer);
           const Polygon2D a = AnyWinding(e, box), b = AnyWinding(e, triangle);
           return Coin(e) ? Inputs(a, b) : Inputs(b, a);
         }),
    Exact("a segment",
          [](Engine& e) {
            const vec2 a = Round2(e, 3.0f), b = Round2(e, 3.0f);
            const Polygon2D segment = Coin(e) ? Polygon2D({a, b}) : Polygon2D({a, (a + b) * 0.5f, b});
            const Polygon2D box = RoundBox2D(e);
            return Coin(e) ? Inputs(segment, box) : Inputs(box, segment);
          }),
    Exact("a point",
          [](Engine& e) {
            const Polygon2D box = RoundBox2D(e);
            const Polygon2D point({Coin(e) ? OnEdge(e, box) : RoundNear(e, box)});
            const Polygon2D other = Coin(e) ? box : Polygon2D({Coin(e) ? point.vertices[0] : Round2(e, 2.0f)});
            return Coin(e) ? Inputs(point, other) : Inputs(other, point);
          }),
    Exact("collinear segments",
          [](Engine& e) {
            const vec2 along = std::array<vec2, 4>{vec2(1, 0), vec2(0, 1), vec2(1, 1),
                                                   vec2(1, -1)}[static_cast<std::size_t>(UniformInt(e, 0, 3))];
            const vec2 origin = Round2(e, 2.0f);
            const float a0 = Round(e, 2.0f), a1 = a0 + RoundPositive(e, 2.0f);
            const float b0 = a1 + Round(e, 1.0f), b1 = b0 + RoundPositive(e, 2.0f);
            return Inputs(Polygon2D({origin + along * a0, origin + along * a1}),
                          Polygon2D({origin + along * b0, origin + along * b1}));
          }),
    Exact("an empty polygon",
          [](Engine& e) { return Coin(e) ? Inputs(Polygon2D(), AnyConvex(e)) : Inputs(AnyConvex(e), Polygon2D()); }),
};

// ---- Point in polygon: crossing number with the seed's vertex rule; the boundary (kPointOnLineEpsilon) is in.
template <class Where>
Generator PolygonAndPoint(std::string kind, bool exact, Polygon2D (*shape)(Engine&), Where where) {
  Generator generator = Kind(std::move(kind), [shape, where](Engine& e) {
    const Polygon2D polygon = shape(e);
    return Inputs(polygon, where(e, polygon));
  });
  generator.exact = exact;
  return generator;
}

const std::vector<Generator> kPointInPolygon2D = {
    PolygonAndPoint("random", false, AnyPolygon, [](Engine& e, const Polygon2D& p) { return UniformNear(e, p); }),
    PolygonAndPoint("round", true, RoundConcave, RoundNear),
    PolygonAndPoint("level with a vertex", true, RoundConcave, LevelWithVertex),
    PolygonAndPoint("on an edge or a vertex", true, AnyPolygon, OnEdge),
    PolygonAndPoint("near an edge", false, AnyPolygon, NearEdge),
    PolygonAndPoint("a hair off an edge along an axis", true, RoundConcave, HairOffAxisEdge),
    PolygonAndPoint("on an edge's line, past its end", true, RoundConcave, PastAnEnd),
    PolygonAndPoint("inside", false, AnyPolygon, UniformInside),
    PolygonAndPoint("fewer than 3 vertices", true, FewVertices,
                    [](Engine& e, const Polygon2D& p) {
                      return p.vertices.empty() || Coin(e) ? Round2(e, 2.0f) : p.vertices.back();
                    }),
};

// ---- A segment against a polygon: inside, outside or partly; the boundary counts as in.
template <class Ends>
Generator PolygonAndSegment(std::string kind, bool exact, Polygon2D (*shape)(Engine&), Ends ends) {
  Generator generator = Kind(std::move(kind), [shape, ends](Engine& e) {
    const Polygon2D polygon = shape(e);
    const std::pair<vec2, vec2> segment = ends(e, polygon);
    return Inputs(polygon, segment.first, segment.second);
  });
  generator.exact = exact;
  return generator;
}

const std::vector<Generator> kSegments = {
    PolygonAndSegment("random", false, AnyPolygon,
                      [](Engine& e, const Polygon2D& p) { return std::pair(UniformNear(e, p), UniformNear(e, p)); }),
    PolygonAndSegment("round", true, RoundConcave,
                      [](Engine& e, const Polygon2D& p) { return std::pair(RoundNear(e, p), RoundNear(e, p)); }),
    PolygonAndSegment(
        "both ends inside", false, RoundConcave,
        [](Engine& e, const Polygon2D& p) { return std::pair(UniformInside(e, p), UniformInside(e, p)); }),
    // Part of an edge, the whole edge, or on past a vertex along its line.
    PolygonAndSegment("along an edge", true, RoundConcave,
                      [](Engine& e, const Polygon2D& p) {
                        const auto [a, b] = AnyEdge(e, p);
                        const float from = 0.25f * static_cast<float>(UniformInt(e, -2, 2));
                        const float to = from + 0.25f * static_cast<float>(UniformInt(e, 1, 4));
                        return std::pair(a + (b - a) * from, a + (b - a) * to);
                      }),
    // From a vertex outwards (it touches there, or runs back in across a notch), or on through it.
    PolygonAndSegment("through or from a vertex", true, RoundConcave,
                      [](Engine& e, const Polygon2D& p) {
                        const std::size_t n = p.vertices.size();
                        const std::size_t i = static_cast<std::size_t>(UniformInt(e, 0, static_cast<int>(n) - 1));
                        const vec2 v = p.vertices[i];
                        const vec2 out = 2.0f * v - p.vertices[(i + 1) % n] - p.vertices[(i + n - 1) % n];
                        const vec2 end = v + out * 0.5f * static_cast<float>(UniformInt(e, 1, 2));
                        return Coin(e) ? std::pair(v, end) : std::pair(2.0f * v - end, end);
                      }),
    PolygonAndSegment("touching a corner from outside", true, RoundConcave, TouchingACorner),
    PolygonAndSegment("between two points of the boundary", true, RoundConcave,
                      [](Engine& e, const Polygon2D& p) { return std::pair(OnEdge(e, p), OnEdge(e, p)); }),
    PolygonAndSegment("a zero-length segment", true, RoundConcave,
                      [](Engine& e, const Polygon2D& p) {
                        const vec2 at = Coin(e) ? OnEdge(e, p) : RoundNear(e, p);
                        return std::pair(at, at);
                      }),
    PolygonAndSegment("an end near the boundary", false, AnyPolygon,
                      [](Engine& e, const Polygon2D& p) { return std::pair(NearEdge(e, p), UniformNear(e, p)); }),
};

// ---- Planar polygons in 3-D.

// Where a 2-D outline is put: its x along u, its y along v (scaled by scale), the plane's normal w, around origin.
struct Placement {
  glm::vec3 u, v, w;
  Point origin;
  float scale = 1.0f;
  Point At(vec2 p, float off = 0.0f) const { return origin + (u * p.x + v * p.y) * scale + w * off; }
  Polygon Of(const Polygon2D& outline) const {
    Polygon polygon;
    for (const vec2& p : outline.vertices) polygon.vertices.push_back(At(p));
    return polygon;
  }
};
// In a plane x, y or z = a round level, either way round: every coordinate exact.
Placement AxisPlacement(Engine& e) {
  const int axis = UniformInt(e, 0, 2);
  glm::vec3 u(0.0f), v(0.0f), w(0.0f);
  u[(axis + 1) % 3] = Coin(e) ? 1.0f : -1.0f;
  v[(axis + 2) % 3] = 1.0f;
  w = glm::cross(u, v);
  Point origin = RoundPoint(e, 2.0f);
  return {u, v, w, origin};
}
Placement TurnedPlacement(Engine& e) {
  const glm::mat3 turn = glm::mat3_cast(
      glm::normalize(glm::quat(Uniform(e, -1, 1), Uniform(e, -1, 1), Uniform(e, -1, 1), Uniform(e, -1, 1))));
  return {turn[0], turn[1], turn[2], UniformPoint(e, 2.0f)};
}
Placement AnyPlacement(Engine& e) { return Coin(e) ? AxisPlacement(e) : TurnedPlacement(e); }
// Within 0.4 of the origin, so that the jitter that finds boundary cases (a relative 1e-5 of the largest
// coordinate) moves a point off the plane by less than kPointOnPlaneEpsilon.
Placement SmallPlacement(Engine& e) {
  Placement placement = AnyPlacement(e);
  placement.origin = UniformPoint(e, 0.05f);
  placement.scale = 0.04f;
  return placement;
}

// A point in the placed polygon's plane, off it by `off` along its normal.
template <class Where>
Generator PlacedPolygonAndPoint(std::string kind, bool exact, Placement (*place)(Engine&), Polygon2D (*shape)(Engine&),
                                Where where) {
  Generator generator = Kind(std::move(kind), [place, shape, where](Engine& e) {
    const Placement placement = place(e);
    const Polygon2D outline = shape(e);
    float off = 0.0f;
    const vec2 at = where(e, outline, off);
    return Inputs(placement.Of(outline), placement.At(at, off));
  });
  generator.exact = exact;
  return generator;
}
// A polygon with no area: three or four round points in a row.
Polygon2D Collinear(Engine& e) {
  const vec2 a = Round2(e, 2.0f), b = Round2(e, 2.0f);
  return Coin(e) ? Polygon2D({a, (a + b) * 0.5f, b}) : Polygon2D({a, b, (a + b) * 0.5f, a});
}

const std::vector<Generator> kPointInPolygon3D = {
    PlacedPolygonAndPoint("random", false, SmallPlacement, AnyPolygon,
                          [](Engine& e, const Polygon2D& p, float&) { return UniformNear(e, p); }),
    PlacedPolygonAndPoint("in an axis plane, round", true, AxisPlacement, RoundConcave,
                          [](Engine& e, const Polygon2D& p, float&) { return RoundNear(e, p); }),
    PlacedPolygonAndPoint("on an edge or a vertex", true, AxisPlacement, RoundConcave,
                          [](Engine& e, const Polygon2D& p, float&) { return OnEdge(e, p); }),
    // Strictly inside, and in the plane up to rounding: inside whatever the rounding (so never jittered).
    PlacedPolygonAndPoint("inside, turned", true, TurnedPlacement, AnyPolygon,
                          [](Engine& e, const Polygon2D& p, float&) { return UniformInside(e, p); }),
    PlacedPolygonAndPoint("just off the plane", false, SmallPlacement, AnyPolygon,
                          [](Engine& e, const Polygon2D& p, float& off) {
                            off = (Coin(e) ? 1.0f : -1.0f) * Uniform(e, 2e-6f, 5e-5f);
                            return UniformInside(e, p);
                          }),
    PlacedPolygonAndPoint("off the plane", true, AxisPlacement, RoundConcave,
                          [](Engine& e, const Polygon2D& p, float& off) {
                            off = (Coin(e) ? 1.0f : -1.0f) * RoundPositive(e, 1.0f);
                            return OnEdge(e, p);
                          }),
    PlacedPolygonAndPoint("no area", true, AxisPlacement, Collinear,
                          [](Engine& e, const Polygon2D& p, float&) { return OnEdge(e, p); }),
};

// ---- A point moving through a polygon: two-sided, touching counts, hit unchanged on a miss.
template <class Move>
Generator MoveThrough(std::string kind, bool exact, Placement (*place)(Engine&), Polygon2D (*shape)(Engine&),
                      Move move) {
  Generator generator = Kind(std::move(kind), [place, shape, move](Engine& e) {
    const Placement placement = place(e);
    const Polygon2D outline = shape(e);
    vec2 from, to;
    float from_off = 0.0f, to_off = 0.0f;
    move(e, outline, from, from_off, to, to_off);
    return Inputs(placement.At(from, from_off), placement.At(to, to_off), placement.Of(outline));
  });
  generator.exact = exact;
  return generator;
}
float Side(Engine& e) { return Coin(e) ? 1.0f : -1.0f; }

const std::vector<Generator> kMovingPoint = {
    MoveThrough("random", false, TurnedPlacement, AnyPolygon,
                [](Engine& e, const Polygon2D& p, vec2& from, float& from_off, vec2& to, float& to_off) {
                  from = UniformNear(e, p);
                  to = UniformNear(e, p);
                  from_off = Uniform(e, -3.0f, 3.0f);
                  to_off = Uniform(e, -3.0f, 3.0f);
                }),
    // Straight across the plane at a round point: the crossing is exactly that point.
    MoveThrough("straight across an axis plane", true, AxisPlacement, RoundConcave,
                [](Engine& e, const Polygon2D& p, vec2& from, float& from_off, vec2& to, float& to_off) {
                  from = to = Coin(e) ? RoundNear(e, p) : OnEdge(e, p);
                  const float side = Side(e);
                  from_off = side * RoundPositive(e, 2.0f);
                  to_off = -side * RoundPositive(e, 2.0f);
                }),
    MoveThrough("slanting across", false, AnyPlacement, AnyPolygon,
                [](Engine& e, const Polygon2D& p, vec2& from, float& from_off, vec2& to, float& to_off) {
                  from = UniformNear(e, p);
                  to = Coin(e) ? UniformInside(e, p) : UniformNear(e, p);
                  const float side = Side(e);
                  from_off = side * Uniform(e, 0.1f, 3.0f);
                  to_off = -side * Uniform(e, 0.1f, 3.0f);
                }),
    MoveThrough("an end on the plane", true, AxisPlacement, RoundConcave,
                [](Engine& e, const Polygon2D& p, vec2& from, float& from_off, vec2& to, float& to_off) {
                  from = Coin(e) ? OnEdge(e, p) : RoundNear(e, p);
                  to = RoundNear(e, p);
                  to_off = Side(e) * RoundPositive(e, 2.0f);
                  if (Coin(e)) {
                    std::swap(from, to);
                    std::swap(from_off, to_off);
                  }
                }),
    MoveThrough("both ends on the plane", true, AxisPlacement, RoundConcave,
                [](Engine& e, const Polygon2D& p, vec2& from, float&, vec2& to, float&) {
                  from = RoundNear(e, p);
                  to = RoundNear(e, p);
                }),
    MoveThrough("both ends on one side", true, AxisPlacement, RoundConcave,
                [](Engine& e, const Polygon2D& p, vec2& from, float& from_off, vec2& to, float& to_off) {
                  from = RoundNear(e, p);
                  to = RoundNear(e, p);
                  const float side = Side(e);
                  from_off = side * RoundPositive(e, 2.0f);
                  to_off = side * RoundPositive(e, 2.0f);
                }),
    MoveThrough("stopping just short or just past", false, AnyPlacement, AnyPolygon,
                [](Engine& e, const Polygon2D& p, vec2& from, float& from_off, vec2& to, float& to_off) {
                  from = to = UniformInside(e, p);
                  const float side = Side(e);
                  from_off = side * Uniform(e, 0.5f, 2.0f);
                  to_off = side * Uniform(e, -2e-4f, 2e-4f);
                }),
};

// ---- Two convex polygons in 3-D: coplanar ones by the 2-D test, others by their spans; touching counts.
Polygon2D RoundTriangle2D(Engine& e) {
  for (;;) {
    const Polygon2D t({Round2(e, 2.0f), Round2(e, 2.0f), Round2(e, 2.0f)});
    if (t.SignedArea() != 0.0f) return AnyWinding(e, t.vertices);
  }
}
Polygon2D RoundConvex(Engine& e) { return Coin(e) ? RoundBox2D(e) : RoundTriangle2D(e); }
Polygon Rectangle3D(Point origin, glm::vec3 u, glm::vec3 v) {
  return Polygon({origin, origin + u, origin + u + v, origin + v});
}

const std::vector<Generator> kPolygons3D = {
    Kind("random",
         [](Engine& e) {
           const Placement a = TurnedPlacement(e);
           Placement b = TurnedPlacement(e);
           b.origin = a.origin + UniformPoint(e, 1.5f);
           return Inputs(a.Of(UniformConvex(e, vec2(0.0f), Uniform(e, 0.5f, 2.0f))),
                         b.Of(UniformConvex(e, vec2(0.0f), Uniform(e, 0.5f, 2.0f))));
         }),
    // A floor y = level and a wall z = c across it: through it, standing on it, above it, or beside it, where
    // the planes' line meets the floor but the spans along it are apart or touch.
    Exact("a wall and a floor",
          [](Engine& e) {
            const float level = Round(e, 2.0f);
            const Point floor_low(Round(e, 2.0f), level, Round(e, 2.0f));
            const glm::vec3 floor_size(RoundPositive(e, 2.0f), 0.0f, RoundPositive(e, 2.0f));
            const Polygon floor = Rectangle3D(floor_low, glm::vec3(0, 0, floor_size.z), glm::vec3(floor_size.x, 0, 0));
            const int depth = static_cast<int>(2.0f * floor_size.z), width = static_cast<int>(2.0f * floor_size.x);
            const float z = floor_low.z + 0.5f * static_cast<float>(UniformInt(e, -1, depth + 1));
            const float x = floor_low.x + 0.5f * static_cast<float>(UniformInt(e, -4, width + 1));
            const float y = level + 0.5f * static_cast<float>(UniformInt(e, -2, 1));
            const Polygon wall = Rectangle3D(Point(x, y, z), glm::vec3(RoundPositive(e, 2.0f), 0, 0),
                                             glm::vec3(0, RoundPositive(e, 2.0f), 0));
            return Coin(e) ? Inputs(floor, wall) : Inputs(wall, floor);
          }),
    Exact("coplanar",
          [](Engine& e) {
            const Placement plane = AxisPlacement(e);
            return Inputs(plane.Of(RoundConvex(e)), plane.Of(RoundConvex(e)));
          }),
    Exact("parallel",
          [](Engine& e) {
            const Placement plane = AxisPlacement(e);
            Placement other = plane;
            other.origin += plane.w * Round(e, 2.0f);
            return Inputs(plane.Of(RoundConvex(e)), other.Of(RoundConvex(e)));
          }),
    Kind("nearly coplanar",
         [](Engine& e) {
           const Placement plane = AnyPlacement(e);
           Placement tilted = plane;
           tilted.v = glm::normalize(plane.v + plane.w * Uniform(e, -1e-3f, 1e-3f));
           tilted.w = glm::cross(tilted.u, tilted.v);
           return Inputs(plane.Of(AnyConvex(e)), tilted.Of(AnyConvex(e)));
         }),
    Kind("turned, near each other",
         [](Engine& e) {
           const Placement a = TurnedPlacement(e);
           Placement b = TurnedPlacement(e);
           b.origin = a.origin + UniformPoint(e, 1.0f);
           return Inputs(a.Of(AnyConvex(e)), b.Of(AnyConvex(e)));
         }),
};

[[maybe_unused]] const bool kRegistered = RegisterAll({
    MakeSpec<bool(const Polygon2D&, const Polygon2D&)>(Collisions::Intersects, "Intersects", kPolygons2D),
    MakeSpec<bool(const Polygon2D&, const glm::vec2&)>(Collisions::PointInPolygon, "PointInPolygon", kPointInPolygon2D),
    MakeSpec<Collisions::SegmentClass(const Polygon2D&, const glm::vec2&, const glm::vec2&)>(
        Collisions::ClassifySegment, "ClassifySegment", kSegments),
    MakeSpec<bool(const Polygon&, const Point&)>(Collisions::PointInPolygon, "PointInPolygon", kPointInPolygon3D),
    MakeSpec<bool(const Point&, const Point&, const Polygon&, Point&)>(Collisions::MovingPointTest, "MovingPointTest",
                                                                       kMovingPoint),
    MakeSpec<bool(const Polygon&, const Polygon&)>(Collisions::Intersects, "Intersects", kPolygons3D),
});

}  // namespace
}  // namespace chapter9
}  // namespace lab::samples::random_cases
