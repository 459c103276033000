// Chapter 12's random cases (collisions/shapes.cpp): the oriented box, the capsule, the cylinder and the generic
// separating-axis test. The box pairs that only an edge-edge axis separates, and the triangles that only their
// normal or an edge's cross product does, are built on purpose: a test that forgets those axes answers the
// uniform draws right almost every time.
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <utility>
#include <vector>

#include <glm/geometric.hpp>
#include <glm/gtc/matrix_transform.hpp>

#include "samples/random/generators.hpp"

namespace lab::samples::random_cases {
namespace chapter12 {  // this file's names, apart from the other chapters' it compiles beside
namespace {

using Collisions::SatShape;
using glm::dvec3;

constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
constexpr float kTwoPi = 6.2831853f;

// ---- Boxes.

// A box whose axes are the world's, permuted and signed (a right-handed frame), its centre and half extents round:
// every coordinate in its frame is exact, so a touching case stays touching.
OBB AxisFrameObb(Engine& e) {
  std::array<int, 3> order = {0, 1, 2};
  std::shuffle(order.begin(), order.end(), e);
  glm::vec3 first(0.0f), second(0.0f);
  first[order[0]] = Coin(e) ? 1.0f : -1.0f;
  second[order[1]] = Coin(e) ? 1.0f : -1.0f;
  OBB box;
  box.center = RoundPoint(e, 3.0f);
  box.axes = glm::mat3(first, second, glm::cross(first, second));
  box.half_extents = {RoundPositive(e, 2.0f), RoundPositive(e, 2.0f), RoundPositive(e, 2.0f)};
  return box;
}
OBB AnyObb(Engine& e) {
  switch (UniformInt(e, 0, 2)) {
    case 0: return UniformObb(e);
    case 1: return TurnedObb(e);
    default: return AxisFrameObb(e);
  }
}
AABB AnyBox(Engine& e) { return Coin(e) ? RoundBox(e) : UniformBox(e); }
OBB AxisAlignedObb(Engine& e) {
  OBB box = UniformObb(e);
  box.axes = glm::mat3(1.0f);
  return box;
}
OBB WithNegativeExtent(Engine& e, OBB box) {
  box.half_extents[UniformInt(e, 0, 2)] *= -1.0f;
  return box;
}
OBB NaNCentred(Engine& e, OBB box) {
  box.center = WithNaN(e, box.center);
  return box;
}
AABB AsAabb(const OBB& axis_aligned) { return AABB::FromCenterExtents(axis_aligned.center, axis_aligned.half_extents); }

// The point at these local coordinates (along each of the box's axes).
Point AtLocal(const OBB& box, const glm::vec3& local) { return box.center + box.axes * local; }
// Local coordinates whose sizes are fractions in [low, high] of the half extents, each of either sign.
glm::vec3 Fractions(Engine& e, const OBB& box, float low, float high) {
  glm::vec3 local;
  for (int i = 0; i < 3; ++i) local[i] = box.half_extents[i] * Uniform(e, low, high) * (Coin(e) ? 1.0f : -1.0f);
  return local;
}
// A point of the surface of an AxisFrameObb, exactly: one to three local coordinates at an extent (a face, an edge,
// a corner), the others at a round fraction of theirs.
glm::vec3 RoundSurfaceLocal(Engine& e, const OBB& box) {
  glm::vec3 local;
  for (int i = 0; i < 3; ++i) local[i] = box.half_extents[i] * 0.5f * static_cast<float>(UniformInt(e, -1, 1));
  std::array<int, 3> axes = {0, 1, 2};
  std::shuffle(axes.begin(), axes.end(), e);
  for (int k = 0, fixed = UniformInt(e, 1, 3); k < fixed; ++k) {
    local[axes[k]] = Coin(e) ? box.half_extents[axes[k]] : -box.half_extents[axes[k]];
  }
  return local;
}

// The box's reach along an axis (half its projection's length), in double.
double Reach(const OBB& box, const dvec3& axis) {
  double reach = 0.0;
  for (int i = 0; i < 3; ++i) reach += double(box.half_extents[i]) * std::abs(glm::dot(dvec3(box.axes[i]), axis));
  return reach;
}
bool Separates(const OBB& a, const OBB& b, const dvec3& axis) {
  return std::abs(glm::dot(dvec3(b.center) - dvec3(a.center), axis)) > Reach(a, axis) + Reach(b, axis);
}
bool FaceAxesSeparate(const OBB& a, const OBB& b) {
  for (int i = 0; i < 3; ++i) {
    if (Separates(a, b, dvec3(a.axes[i])) || Separates(a, b, dvec3(b.axes[i]))) return true;
  }
  return false;
}
bool SeparatesFromTriangle(const OBB& box, const Triangle& triangle, const dvec3& axis) {
  const double centre = glm::dot(dvec3(box.center), axis), reach = Reach(box, axis);
  const double a = glm::dot(dvec3(triangle.p0), axis), b = glm::dot(dvec3(triangle.p1), axis),
               c = glm::dot(dvec3(triangle.p2), axis);
  return std::min({a, b, c}) > centre + reach || std::max({a, b, c}) < centre - reach;
}
bool BoxAxesSeparate(const OBB& box, const Triangle& triangle) {
  for (int i = 0; i < 3; ++i) {
    if (SeparatesFromTriangle(box, triangle, dvec3(box.axes[i]))) return true;
  }
  return false;
}
dvec3 NormalOf(const Triangle& t) { return glm::cross(dvec3(t.p1) - dvec3(t.p0), dvec3(t.p2) - dvec3(t.p0)); }

// Whether an axis other than those parallel to n (of the 15: both boxes' axes and their cross products)
// separates the boxes.
bool OtherAxisSeparates(const OBB& a, const OBB& b, const dvec3& n) {
  std::vector<dvec3> axes;
  for (int i = 0; i < 3; ++i) {
    axes.emplace_back(a.axes[i]);
    axes.emplace_back(b.axes[i]);
    for (int j = 0; j < 3; ++j) axes.push_back(glm::cross(dvec3(a.axes[i]), dvec3(b.axes[j])));
  }
  for (const dvec3& axis : axes) {
    const double length = glm::length(axis);
    if (length < 1e-6 || glm::length(glm::cross(axis / length, n)) < 1e-6) continue;
    if (Separates(a, b, axis / length)) return true;
  }
  return false;
}

// Two boxes that only a face axis of one of them (the second's when `second`) separates, by gap: b is placed along
// that axis at the sum of their reaches plus the gap, slid along the other two, and drawn again until no other axis
// separates them (in a common frame a cross product is often a face axis too, so the boxes are turned anyhow).
std::pair<OBB, OBB> FaceApart(Engine& e, bool second, float gap) {
  OBB a = UniformObb(e), b = UniformObb(e);
  for (int attempt = 0; attempt < 200; ++attempt) {
    a = UniformObb(e);
    b = UniformObb(e);
    const OBB& owner = second ? b : a;
    const int k = UniformInt(e, 0, 2);
    const dvec3 n(owner.axes[k]);
    const dvec3 slide = dvec3(owner.axes[(k + 1) % 3]) * double(Uniform(e, -0.5f, 0.5f)) +
                        dvec3(owner.axes[(k + 2) % 3]) * double(Uniform(e, -0.5f, 0.5f));
    b.center = Point(dvec3(a.center) + n * (Reach(a, n) + Reach(b, n) + gap) + slide);
    if (!OtherAxisSeparates(a, b, n)) break;
  }
  return {a, b};
}

// Two boxes that only a cross product of their axes separates, by gap (a negative gap overlaps by as much): b is
// placed along cross(a's axis i, b's axis j) at the sum of their reaches plus the gap, slid along both those axes
// (which keeps that distance), and drawn again until no face axis separates them.
std::pair<OBB, OBB> EdgeToEdge(Engine& e, OBB (*draw_a)(Engine&), OBB (*draw_b)(Engine&), float gap) {
  OBB a = draw_a(e), b = draw_b(e);
  for (int attempt = 0; attempt < 200; ++attempt) {
    a = draw_a(e);
    b = draw_b(e);
    const int i = UniformInt(e, 0, 2), j = UniformInt(e, 0, 2);
    const dvec3 cross = glm::cross(dvec3(a.axes[i]), dvec3(b.axes[j]));
    if (glm::length(cross) < 0.3) continue;
    const dvec3 n = glm::normalize(cross);
    const dvec3 slide = dvec3(a.axes[i]) * double(a.half_extents[i] * Uniform(e, -0.5f, 0.5f)) +
                        dvec3(b.axes[j]) * double(b.half_extents[j] * Uniform(e, -0.5f, 0.5f));
    b.center = Point(dvec3(a.center) + n * (Reach(a, n) + Reach(b, n) + gap) + slide);
    if (!FaceAxesSeparate(a, b)) break;
  }
  return {a, b};
}

// A triangle just past the box's corner farthest along a direction n (gap beyond it, in a plane normal to n), wide
// around the corner's projection: drawn again until no box axis separates them, so only its normal does.
std::pair<OBB, Triangle> PastACorner(Engine& e, float gap) {
  OBB box;
  Triangle triangle;
  for (int attempt = 0; attempt < 200; ++attempt) {
    box = AnyObb(e);
    const glm::vec3 n = UnitVector(e);
    glm::vec3 corner(0.0f);
    for (int i = 0; i < 3; ++i)
      corner[i] = glm::dot(n, box.axes[i]) >= 0.0f ? box.half_extents[i] : -box.half_extents[i];
    const Point on_plane = AtLocal(box, corner) + n * gap;
    const glm::vec3 u = Perpendicular(e, n), v = glm::cross(n, u);
    const float radius = Uniform(e, 2.0f, 4.0f), turn = Uniform(e, 0.0f, kTwoPi);
    const auto at = [&](int k) {
      const float angle = turn + kTwoPi * static_cast<float>(k) / 3.0f;
      return on_plane + radius * (std::cos(angle) * u + std::sin(angle) * v);
    };
    triangle = Triangle(at(0), at(1), at(2));
    if (!BoxAxesSeparate(box, triangle)) break;
  }
  return {box, triangle};
}

// A triangle with an edge crossing one of the box's edges, gap outside it along their cross product, the rest of it
// farther out: drawn again until neither a box axis nor its normal separates them, so only that cross product does.
std::pair<OBB, Triangle> EdgeAcrossEdge(Engine& e, float gap) {
  OBB box;
  Triangle triangle;
  for (int attempt = 0; attempt < 200; ++attempt) {
    box = AnyObb(e);
    const int i = UniformInt(e, 0, 2);
    const glm::vec3 along = UnitVector(e);
    const glm::vec3 cross = glm::cross(box.axes[i], along);
    if (glm::length(cross) < 0.3f) continue;
    const glm::vec3 n = glm::normalize(cross);
    // The box's edge farthest along n runs along axis i: at its extent on the other two axes, its sign n's.
    glm::vec3 local(0.0f);
    for (int k = 0; k < 3; ++k) {
      if (k != i) local[k] = glm::dot(n, box.axes[k]) >= 0.0f ? box.half_extents[k] : -box.half_extents[k];
    }
    local[i] = box.half_extents[i] * Uniform(e, -0.8f, 0.8f);
    const Point crossing = AtLocal(box, local) + n * gap;
    const Point p0 = crossing - along * Uniform(e, 0.5f, 2.0f), p1 = crossing + along * Uniform(e, 0.5f, 2.0f);
    const Point p2 = (p0 + p1) * 0.5f + n * Uniform(e, 0.5f, 2.0f) + box.axes[i] * Uniform(e, -1.5f, 1.5f);
    triangle = Triangle(p0, p1, p2);
    const dvec3 normal = NormalOf(triangle);
    if (!BoxAxesSeparate(box, triangle) &&
        !(glm::dot(normal, normal) > 0.0 && SeparatesFromTriangle(box, triangle, glm::normalize(normal)))) {
      break;
    }
  }
  return {box, triangle};
}

// Two boxes 2000 long at an angle of ~5e-5 about the common normal n of their long axes, their gap along n a few
// hundredths either way: only cross(a.x, b.x), of squared length ~2.5e-9, separates them (tests/shapes_test.cpp's
// case; a wider gap would let the face axes separate them too).
std::pair<OBB, OBB> LongBoxes(Engine& e) {
  OBB rod;
  rod.center = RoundPoint(e, 2.0f);
  rod.half_extents = {1000.0f, 0.5f, 0.5f};
  const dvec3 normal = glm::normalize(dvec3(0, 1, 1));
  OBB turned = rod;
  turned.axes = glm::mat3(glm::dmat3(glm::rotate(glm::dmat4(1.0), double(Uniform(e, 4e-5f, 6e-5f)), normal)));
  const double gap = (Coin(e) ? 1.0 : -1.0) * Uniform(e, 0.01f, 0.04f);
  turned.center = Point(dvec3(rod.center) + normal * (Reach(rod, normal) + Reach(turned, normal) + gap));
  return {rod, turned};
}

// ---- Boxes' generators.

Generator BoxAndPoint(std::string kind, bool exact, OBB (*box)(Engine&), Point (*where)(Engine&, const OBB&)) {
  Generator generator = Kind(std::move(kind), [box, where](Engine& e) {
    const OBB drawn = box(e);
    return Inputs(drawn, where(e, drawn));
  });
  generator.exact = exact;
  return generator;
}

std::vector<Generator> PointAndBox(bool with_nan) {
  std::vector<Generator> generators = {
      BoxAndPoint("random", false, AnyObb, [](Engine& e, const OBB&) { return UniformPoint(e, 4.0f); }),
      BoxAndPoint("on a face, edge or corner", true, AxisFrameObb,
                  [](Engine& e, const OBB& b) { return AtLocal(b, RoundSurfaceLocal(e, b)); }),
      BoxAndPoint("inside", false, AnyObb,
                  [](Engine& e, const OBB& b) { return AtLocal(b, Fractions(e, b, 0.0f, 0.95f)); }),
      BoxAndPoint("outside along one axis", false, AnyObb,
                  [](Engine& e, const OBB& b) {
                    glm::vec3 local = Fractions(e, b, 0.0f, 0.95f);
                    const int axis = UniformInt(e, 0, 2);
                    local[axis] = (Coin(e) ? 1.0f : -1.0f) * (b.half_extents[axis] + Uniform(e, 0.01f, 1.5f));
                    return AtLocal(b, local);
                  }),
      BoxAndPoint("outside past a corner", false, AnyObb,
                  [](Engine& e, const OBB& b) { return AtLocal(b, Fractions(e, b, 1.05f, 2.0f)); }),
      BoxAndPoint("near a face", false, AnyObb,
                  [](Engine& e, const OBB& b) {
                    glm::vec3 local = Fractions(e, b, 0.0f, 0.95f);
                    const int axis = UniformInt(e, 0, 2);
                    local[axis] = (Coin(e) ? 1.0f : -1.0f) * b.half_extents[axis] * (1.0f + Uniform(e, -1e-3f, 1e-3f));
                    return AtLocal(b, local);
                  }),
      // In the world box of the box's half extents about its centre, but outside the turned box itself.
      BoxAndPoint("turned: inside its unturned copy", false, TurnedObb,
                  [](Engine& e, const OBB& b) {
                    return b.center +
                           glm::vec3(Uniform(e, -1, 1), Uniform(e, -1, 1), Uniform(e, -1, 1)) * b.half_extents * 0.98f;
                  }),
      BoxAndPoint("near an edge", false, AnyObb,
                  [](Engine& e, const OBB& b) {
                    glm::vec3 local = Fractions(e, b, 0.0f, 0.95f);
                    const int axis = UniformInt(e, 0, 2);
                    for (const int k : {(axis + 1) % 3, (axis + 2) % 3}) {
                      local[k] = (Coin(e) ? 1.0f : -1.0f) * b.half_extents[k] * (1.0f + Uniform(e, -1e-3f, 1e-3f));
                    }
                    return AtLocal(b, local);
                  }),
      BoxAndPoint("the centre", true, AnyObb, [](Engine&, const OBB& b) { return b.center; }),
  };
  if (with_nan) {
    generators.push_back(
        BoxAndPoint("NaN", true, AxisFrameObb, [](Engine& e, const OBB& b) { return WithNaN(e, b.center); }));
    generators.push_back(Exact("a negative extent", [](Engine& e) {
      const OBB box = AxisFrameObb(e);
      return Inputs(WithNegativeExtent(e, box), box.center);
    }));
  }
  return generators;
}

// A sphere outside the box (beyond a face, an edge or a corner) whose distance to it is its radius times
// (1 + slack).
Sphere SphereAtDistance(Engine& e, const OBB& box, float slack) {
  glm::vec3 local = Fractions(e, box, 0.0f, 1.5f), clamped;
  const int axis = UniformInt(e, 0, 2);
  local[axis] = (Coin(e) ? 1.0f : -1.0f) * (box.half_extents[axis] + Uniform(e, 0.1f, 1.5f));
  clamped = glm::clamp(local, -box.half_extents, box.half_extents);
  return Sphere(AtLocal(box, local), glm::length(local - clamped) / (1.0f + slack));
}

const std::vector<Generator> kBoxSphere = {
    Kind("random", [](Engine& e) { return Inputs(AnyObb(e), UniformSphere(e)); }),
    // Touching a face: the centre the radius out from a round point of the face.
    Exact("touching a face",
          [](Engine& e) {
            const OBB box = AxisFrameObb(e);
            glm::vec3 local;
            for (int i = 0; i < 3; ++i)
              local[i] = box.half_extents[i] * 0.5f * static_cast<float>(UniformInt(e, -1, 1));
            const int axis = UniformInt(e, 0, 2);
            const float radius = RoundPositive(e, 1.5f), side = Coin(e) ? 1.0f : -1.0f;
            local[axis] = side * (box.half_extents[axis] + radius);
            return Inputs(box, Sphere(AtLocal(box, local), radius));
          }),
    // Touching an edge or a corner: the centre (3, 4) or (1, 2, 2) times a half out of it, 2.5 or 1.5 away.
    Exact("touching an edge or a corner",
          [](Engine& e) {
            const OBB box = AxisFrameObb(e);
            std::array<int, 3> axes = {0, 1, 2};
            std::shuffle(axes.begin(), axes.end(), e);
            glm::vec3 local(0.0f);
            const bool corner = Coin(e);
            const std::array<float, 3> out =
                corner ? std::array<float, 3>{0.5f, 1.0f, 1.0f} : std::array<float, 3>{1.5f, 2.0f, 0.0f};
            for (int k = 0; k < 3; ++k) {
              const int axis = axes[k];
              const float side = Coin(e) ? 1.0f : -1.0f;
              local[axis] = (k == 2 && !corner) ? 0.0f : side * (box.half_extents[axis] + out[k]);
            }
            const float radius = corner ? 1.5f : 2.5f;
            return Inputs(box, Sphere(AtLocal(box, local), Coin(e) ? radius : radius - 0.5f));
          }),
    Kind("near touching",
         [](Engine& e) {
           const OBB box = AnyObb(e);
           return Inputs(box, SphereAtDistance(e, box, Uniform(e, -1e-3f, 1e-3f)));
         }),
    // Past a corner, within its radius of each face's plane but not of the corner.
    Kind("past a corner",
         [](Engine& e) {
           const OBB box = AnyObb(e);
           const glm::vec3 out(Uniform(e, 0.3f, 1.0f), Uniform(e, 0.3f, 1.0f), Uniform(e, 0.3f, 1.0f));
           glm::vec3 local;
           for (int i = 0; i < 3; ++i) local[i] = (Coin(e) ? 1.0f : -1.0f) * (box.half_extents[i] + out[i]);
           const float farthest = std::max({out.x, out.y, out.z});
           return Inputs(box,
                         Sphere(AtLocal(box, local), glm::mix(farthest, glm::length(out), Uniform(e, 0.1f, 1.1f))));
         }),
    Kind("the centre inside",
         [](Engine& e) {
           const OBB box = AnyObb(e);
           return Inputs(box, Sphere(AtLocal(box, Fractions(e, box, 0.0f, 0.9f)), Uniform(e, 0.05f, 0.5f)));
         }),
    Kind("turned: beside its unturned copy",
         [](Engine& e) {
           const OBB box = TurnedObb(e);
           return Inputs(box, SphereAtDistance(e, box, Uniform(e, 0.1f, 0.8f)));
         }),
    Exact("NaN",
          [](Engine& e) {
            const OBB box = AxisFrameObb(e);
            return Coin(e) ? Inputs(box, Sphere(WithNaN(e, box.center), 1.0f))
                           : Inputs(NaNCentred(e, box), Sphere(box.center, 1.0f));
          }),
    Exact("a negative radius or extent",
          [](Engine& e) {
            const OBB box = AxisFrameObb(e);
            return Coin(e) ? Inputs(box, Sphere(box.center + glm::vec3(0.5f), -RoundPositive(e, 2.0f)))
                           : Inputs(WithNegativeExtent(e, box), Sphere(box.center, RoundPositive(e, 2.0f)));
          }),
};

const std::vector<Generator> kBoxPlane = {
    Kind("random", [](Engine& e) { return Inputs(AnyObb(e), UniformPlane(e)); }),
    // A face on the plane, or the plane half a unit past it, its normal either way.
    Exact("a face on the plane, or just past it",
          [](Engine& e) {
            const OBB box = AxisFrameObb(e);
            const int axis = UniformInt(e, 0, 2);
            const glm::vec3 normal = box.axes[axis] * (Coin(e) ? 1.0f : -1.0f);
            const float beyond = Coin(e) ? 0.0f : 0.5f, side = Coin(e) ? 1.0f : -1.0f;
            return Inputs(box, Plane(normal, glm::dot(normal, box.center) + side * (box.half_extents[axis] + beyond)));
          }),
    Exact("an axis plane through a round box", [](Engine& e) { return Inputs(AxisFrameObb(e), RoundPlane(e)); }),
    Kind("a corner near the plane",
         [](Engine& e) {
           const OBB box = AnyObb(e);
           const glm::vec3 normal = UnitVector(e);
           const float reach = static_cast<float>(Reach(box, dvec3(normal)));
           return Inputs(box, Plane(normal, glm::dot(normal, box.center) +
                                                (Coin(e) ? 1.0f : -1.0f) * reach * (1.0f + Uniform(e, -1e-3f, 1e-3f))));
         }),
    Kind("through the box",
         [](Engine& e) {
           const OBB box = AnyObb(e);
           const glm::vec3 normal = UnitVector(e);
           return Inputs(box, Plane(normal, glm::dot(normal, AtLocal(box, Fractions(e, box, 0.0f, 0.9f)))));
         }),
    Kind("turned, an axis plane beyond it",
         [](Engine& e) {
           const OBB box = TurnedObb(e);
           const glm::vec3 normal = AxisVector(e);
           const float reach = static_cast<float>(Reach(box, dvec3(normal)));
           return Inputs(box, Plane(normal, glm::dot(normal, box.center) +
                                                (Coin(e) ? 1.0f : -1.0f) * reach * Uniform(e, 0.5f, 1.5f)));
         }),
    Exact("a degenerate plane",
          [](Engine& e) { return Inputs(AxisFrameObb(e), Plane(glm::vec3(0.0f), Coin(e) ? 0.0f : Round(e))); }),
    Exact("NaN",
          [](Engine& e) {
            const OBB box = AxisFrameObb(e);
            return Coin(e) ? Inputs(box, Plane(glm::vec3(0, 1, 0), kNaN))
                           : Inputs(NaNCentred(e, box), Plane(glm::vec3(0, 1, 0), box.center.y));
          }),
    Exact("a negative extent",
          [](Engine& e) {
            const OBB box = AxisFrameObb(e);
            const glm::vec3 normal = AxisVector(e);
            return Inputs(WithNegativeExtent(e, box), Plane(normal, glm::dot(normal, box.center)));
          }),
};

// Face to face (touching, or half a unit apart) along one of a's axes; b's frame is a's permuted, so its reach is
// a round half extent too.
std::pair<OBB, OBB> FaceToFace(Engine& e) {
  const OBB a = AxisFrameObb(e);
  OBB b = AxisFrameObb(e);
  const int axis = UniformInt(e, 0, 2);
  const dvec3 along(a.axes[axis]);
  const float distance = a.half_extents[axis] + static_cast<float>(Reach(b, along)) + (Coin(e) ? 0.0f : 0.5f);
  glm::vec3 slide = a.axes[(axis + 1) % 3] * Round(e, 0.5f) + a.axes[(axis + 2) % 3] * Round(e, 0.5f);
  b.center = a.center + a.axes[axis] * (Coin(e) ? distance : -distance) + slide;
  return {a, b};
}

const std::vector<Generator> kBoxBox = {
    Kind("random", [](Engine& e) { return Inputs(AnyObb(e), AnyObb(e)); }),
    Exact("face to face, or half a unit apart",
          [](Engine& e) {
            const auto [a, b] = FaceToFace(e);
            return Inputs(a, b);
          }),
    Kind("apart only along an edge-edge axis",
         [](Engine& e) {
           const auto [a, b] = EdgeToEdge(e, AnyObb, UniformObb, Uniform(e, 0.01f, 0.3f));
           return Inputs(a, b);
         }),
    Kind("apart only along a face axis of one",
         [](Engine& e) {
           const auto [a, b] = FaceApart(e, Coin(e), Uniform(e, -0.05f, 0.3f));
           return Inputs(a, b);
         }),
    Kind("edge to edge, overlapping a little",
         [](Engine& e) {
           const auto [a, b] = EdgeToEdge(e, AnyObb, UniformObb, -Uniform(e, 0.01f, 0.1f));
           return Inputs(a, b);
         }),
    Kind("near touching",
         [](Engine& e) {
           const auto [a, b] = EdgeToEdge(e, AnyObb, UniformObb, Uniform(e, -1e-3f, 1e-3f));
           return Inputs(a, b);
         }),
    Kind("long boxes at a tiny angle",
         [](Engine& e) {
           const auto [a, b] = LongBoxes(e);
           return Inputs(a, b);
         }),
    Kind("turned, overlapping",
         [](Engine& e) {
           const OBB a = TurnedObb(e);
           OBB b = TurnedObb(e);
           b.center = AtLocal(a, Fractions(e, a, 0.5f, 1.5f));
           return Inputs(a, b);
         }),
    Exact("NaN",
          [](Engine& e) {
            const OBB a = AxisFrameObb(e), b = AxisFrameObb(e);
            return Coin(e) ? Inputs(NaNCentred(e, a), a) : Inputs(b, NaNCentred(e, b));
          }),
    Exact("a negative extent",
          [](Engine& e) {
            const OBB a = AxisFrameObb(e);
            return Coin(e) ? Inputs(WithNegativeExtent(e, a), a) : Inputs(a, WithNegativeExtent(e, a));
          }),
};

const std::vector<Generator> kBoxAabb = {
    Kind("random", [](Engine& e) { return Inputs(AnyObb(e), AnyBox(e)); }),
    Exact("face to face, or half a unit apart",
          [](Engine& e) {
            const OBB a = AxisFrameObb(e);
            const glm::vec3 extents = RoundBox(e).Extents();
            const int axis = UniformInt(e, 0, 2);
            const glm::vec3 along = a.axes[axis] * (Coin(e) ? 1.0f : -1.0f);
            const float distance = a.half_extents[axis] + glm::dot(glm::abs(along), extents) + (Coin(e) ? 0.0f : 0.5f);
            const glm::vec3 slide = a.axes[(axis + 1) % 3] * Round(e, 0.5f) + a.axes[(axis + 2) % 3] * Round(e, 0.5f);
            return Inputs(a, AABB::FromCenterExtents(a.center + along * distance + slide, extents));
          }),
    Kind("apart only along an edge-edge axis",
         [](Engine& e) {
           const auto [a, b] = EdgeToEdge(e, UniformObb, AxisAlignedObb, Uniform(e, 0.01f, 0.3f));
           return Inputs(a, AsAabb(b));
         }),
    Kind("edge to edge, overlapping a little",
         [](Engine& e) {
           const auto [a, b] = EdgeToEdge(e, UniformObb, AxisAlignedObb, -Uniform(e, 0.01f, 0.1f));
           return Inputs(a, AsAabb(b));
         }),
    // Inside the OBB's world bounds but past one of its own faces.
    Kind("turned: within its world bounds",
         [](Engine& e) {
           const OBB a = TurnedObb(e);
           const AABB box =
               AABB::FromCenterExtents(AtLocal(a, Fractions(e, a, 1.0f, 1.6f)), glm::vec3(Uniform(e, 0.1f, 0.4f)));
           return Inputs(a, box);
         }),
    Kind("near touching",
         [](Engine& e) {
           const auto [a, b] = EdgeToEdge(e, UniformObb, AxisAlignedObb, Uniform(e, -1e-3f, 1e-3f));
           return Inputs(a, AsAabb(b));
         }),
    Exact("NaN, an inverted box or a negative extent",
          [](Engine& e) {
            const OBB a = AxisFrameObb(e);
            AABB box = AABB::FromCenterExtents(a.center, glm::vec3(1.0f));
            switch (UniformInt(e, 0, 3)) {
              case 0: box.min = WithNaN(e, box.min); return Inputs(a, box);
              case 1: return Inputs(NaNCentred(e, a), box);
              case 2: std::swap(box.min, box.max); return Inputs(a, box);
              default: return Inputs(WithNegativeExtent(e, a), box);
            }
          }),
};

const std::vector<Generator> kBoxTriangle = {
    Kind("random", [](Engine& e) { return Inputs(AnyObb(e), UniformTriangle(e)); }),
    // A corner of the triangle on a round point of the surface, the others round and farther out (or half a unit
    // out): touching, or apart.
    Exact("a corner on the surface, or half a unit out",
          [](Engine& e) {
            const OBB box = AxisFrameObb(e);
            const int axis = UniformInt(e, 0, 2);
            const float side = Coin(e) ? 1.0f : -1.0f, out = Coin(e) ? 0.0f : 0.5f;
            glm::vec3 local;
            for (int i = 0; i < 3; ++i)
              local[i] = box.half_extents[i] * 0.5f * static_cast<float>(UniformInt(e, -1, 1));
            local[axis] = side * (box.half_extents[axis] + out);
            const Point corner = AtLocal(box, local);
            glm::vec3 away = box.axes[axis] * side;
            const auto farther = [&] {
              return corner + away * RoundPositive(e, 2.0f) + box.axes[(axis + 1) % 3] * Round(e, 2.0f) +
                     box.axes[(axis + 2) % 3] * Round(e, 2.0f);
            };
            return Inputs(box, Triangle(corner, farther(), farther()));
          }),
    Kind("apart only along its normal",
         [](Engine& e) {
           const auto [box, triangle] = PastACorner(e, Uniform(e, 0.01f, 0.3f));
           return Inputs(box, triangle);
         }),
    Kind("apart only along a box axis cross an edge",
         [](Engine& e) {
           const auto [box, triangle] = EdgeAcrossEdge(e, Uniform(e, 0.01f, 0.3f));
           return Inputs(box, triangle);
         }),
    Kind("near touching",
         [](Engine& e) {
           const auto [box, triangle] =
               Coin(e) ? PastACorner(e, Uniform(e, -1e-3f, 1e-3f)) : EdgeAcrossEdge(e, Uniform(e, -1e-3f, 1e-3f));
           return Inputs(box, triangle);
         }),
    Kind("through the box",
         [](Engine& e) {
           const OBB box = AnyObb(e);
           const Point inside = AtLocal(box, Fractions(e, box, 0.0f, 0.8f));
           return Inputs(box, Triangle(inside + UniformPoint(e, 3.0f), inside + UniformPoint(e, 3.0f), inside));
         }),
    // A segment's or a point's triangle: through the centre along an axis (exactly), or anywhere.
    Exact("a degenerate triangle",
          [](Engine& e) {
            const OBB box = AxisFrameObb(e);
            if (Coin(e)) return Inputs(box, DegenerateTriangle(e));
            const glm::vec3 through = box.axes[UniformInt(e, 0, 2)] * 4.0f;
            const Point beside = box.center + box.axes[UniformInt(e, 0, 2)] * (Coin(e) ? 0.0f : 3.0f);
            return Inputs(box, Triangle(beside - through, beside + through, beside + through));
          }),
    Exact("NaN",
          [](Engine& e) {
            const OBB box = AxisFrameObb(e);
            const Triangle triangle(box.center, box.center + glm::vec3(1, 0, 0), box.center + glm::vec3(0, 1, 0));
            return Coin(e) ? Inputs(box, Triangle(WithNaN(e, box.center), triangle.p1, triangle.p2))
                           : Inputs(NaNCentred(e, box), triangle);
          }),
    Exact("a negative extent",
          [](Engine& e) {
            const OBB box = AxisFrameObb(e);
            return Inputs(WithNegativeExtent(e, box),
                          Triangle(box.center, box.center + glm::vec3(1, 0, 0), box.center + glm::vec3(0, 1, 0)));
          }),
};

const std::vector<Generator> kRayBox = {
    Kind("random", [](Engine& e) { return Inputs(AimedRay(e), AnyObb(e)); }),
    Kind("aimed into the box",
         [](Engine& e) {
           const OBB box = AnyObb(e);
           const Point origin = box.center + UnitVector(e) * Uniform(e, 3.0f, 8.0f);
           return Inputs(Ray(origin, AtLocal(box, Fractions(e, box, 0.0f, 0.9f)) - origin), box);
         }),
    Kind("from inside",
         [](Engine& e) {
           const OBB box = AnyObb(e);
           return Inputs(Ray(AtLocal(box, Fractions(e, box, 0.0f, 0.9f)), UnitVector(e)), box);
         }),
    Kind("the box behind",
         [](Engine& e) {
           const OBB box = AnyObb(e);
           const Point origin = box.center + UnitVector(e) * Uniform(e, 3.0f, 8.0f);
           return Inputs(Ray(origin, origin - AtLocal(box, Fractions(e, box, 0.0f, 0.9f))), box);
         }),
    Kind("grazing an edge",
         [](Engine& e) {
           const OBB box = AnyObb(e);
           glm::vec3 local = Fractions(e, box, 0.0f, 0.9f);
           const int a = UniformInt(e, 0, 2), b = (a + 1) % 3;
           local[a] = (Coin(e) ? 1.0f : -1.0f) * box.half_extents[a] * (1.0f + Uniform(e, -1e-3f, 1e-3f));
           local[b] = (Coin(e) ? 1.0f : -1.0f) * box.half_extents[b] * (1.0f + Uniform(e, -1e-3f, 1e-3f));
           const Point target = AtLocal(box, local);
           const Point origin = target + Perpendicular(e, box.axes[(a + 2) % 3]) * Uniform(e, 3.0f, 6.0f);
           return Inputs(Ray(origin, target - origin), box);
         }),
    // Round origins along the world's axes against a round box: t exact, and origins on the surface give 0.
    Exact("round, along an axis", [](Engine& e) { return Inputs(RoundRay(e), AxisFrameObb(e)); }),
    // From a round point of the box (inside, or on its surface) backed off along an axis: the ray comes back at it.
    Exact("round, aimed along an axis",
          [](Engine& e) {
            const OBB box = AxisFrameObb(e);
            glm::vec3 local;
            for (int i = 0; i < 3; ++i)
              local[i] = box.half_extents[i] * 0.5f * static_cast<float>(UniformInt(e, -2, 2));
            const glm::vec3 along = AxisVector(e);
            return Inputs(Ray(AtLocal(box, local) - along * RoundPositive(e, 4.0f), along), box);
          }),
    Exact("the origin on the surface",
          [](Engine& e) {
            const OBB box = AxisFrameObb(e);
            return Inputs(Ray(AtLocal(box, RoundSurfaceLocal(e, box)), AxisVector(e)), box);
          }),
    Exact("NaN, a negative extent or a zero direction",
          [](Engine& e) {
            const OBB box = AxisFrameObb(e);
            const Ray ray(box.center - glm::vec3(5, 0, 0), glm::vec3(1, 0, 0));
            switch (UniformInt(e, 0, 2)) {
              case 0: return Inputs(ray, NaNCentred(e, box));
              case 1: return Inputs(ray, WithNegativeExtent(e, box));
              default: return Inputs(Ray(ray.position, glm::vec3(0.0f)), box);
            }
          }),
};

// ---- Segments, capsules and cylinders.

// A unit axis vector perpendicular to an axis vector.
glm::vec3 OtherAxis(Engine& e, const glm::vec3& axis) {
  for (;;) {
    const glm::vec3 other = AxisVector(e);
    if (glm::dot(other, axis) == 0.0f) return other;
  }
}
glm::vec3 Direction(const Line& l) { return glm::normalize(l.end - l.start); }

const std::vector<Generator> kSegments = {
    Kind("random", [](Engine& e) { return Inputs(UniformLine(e), UniformLine(e)); }),
    Exact("round", [](Engine& e) { return Inputs(RoundLine(e), RoundLine(e)); }),
    // Crossing: through a common point, one pushed off it along their common perpendicular.
    Kind("crossing",
         [](Engine& e) {
           const Point at = UniformPoint(e, 3.0f);
           const glm::vec3 u = UnitVector(e), v = UnitVector(e), off = glm::normalize(glm::cross(u, v));
           const Point other = at + off * Uniform(e, 0.0f, 2.0f);
           return Inputs(Line(at - u * Uniform(e, 0.2f, 2.0f), at + u * Uniform(e, 0.2f, 2.0f)),
                         Line(other - v * Uniform(e, 0.2f, 2.0f), other + v * Uniform(e, 0.2f, 2.0f)));
         }),
    // The lines meet beyond an end: the segments' closest points are clamped.
    Kind("the lines meeting past an end",
         [](Engine& e) {
           const Point at = UniformPoint(e, 3.0f);
           const glm::vec3 u = UnitVector(e), v = UnitVector(e);
           return Inputs(Line(at + u * Uniform(e, 0.5f, 2.0f), at + u * Uniform(e, 2.5f, 4.0f)),
                         Line(at + v * Uniform(e, -2.0f, 2.0f), at + v * Uniform(e, 2.5f, 4.0f)));
         }),
    // Parallel or antiparallel, shifted sideways and along: one of many closest pairs when they overlap.
    Exact("parallel",
          [](Engine& e) {
            const Line a = RoundLine(e);
            const glm::vec3 shift = RoundPoint(e, 2.0f), along = a.end - a.start;
            const float slide = Round(e, 1.0f);
            const Line b(a.start + shift + along * slide, a.end + shift + along * slide);
            return Inputs(a, Coin(e) ? b : Line(b.end, b.start));
          }),
    Kind("nearly parallel",
         [](Engine& e) {
           const Line a = UniformLine(e);
           const glm::vec3 tilt = UnitVector(e) * Uniform(e, 1e-4f, 1e-2f), shift = UniformPoint(e, 1.0f);
           return Inputs(a, Line(a.start + shift, a.end + shift + tilt * glm::length(a.end - a.start)));
         }),
    Exact("a zero-length segment",
          [](Engine& e) {
            const Point p = RoundPoint(e, 3.0f);
            switch (UniformInt(e, 0, 2)) {
              case 0: return Inputs(Line(p, p), RoundLine(e));
              case 1: return Inputs(RoundLine(e), Line(p, p));
              default: {
                const Point q = RoundPoint(e, 3.0f);
                return Inputs(Line(p, p), Line(q, q));
              }
            }
          }),
};

// The point of a segment nearest a point, in double (a zero-length segment: its start).
dvec3 NearestOnSegment(const Line& segment, const dvec3& point) {
  const dvec3 start(segment.start), along = dvec3(segment.end) - start;
  const double length_squared = glm::dot(along, along);
  if (!(length_squared > 0.0)) return start;
  return start + along * std::clamp(glm::dot(point - start, along) / length_squared, 0.0, 1.0);
}
// ClosestPoints agrees when the distance is the reference's and each point is on its segment, that distance from
// the other: parallel segments have many closest pairs, any of which is right.
bool ClosestPairAgrees(std::string_view inputs, std::string_view expected, std::string_view actual, double tolerance) {
  std::tuple<Line, Line> segments;
  std::tuple<float, Point, Point> want, got;
  if (!ReadAll(inputs, segments) || !ReadAll(expected, want) || !ReadAll(actual, got)) return false;
  const auto& [a, b] = segments;
  const auto& [distance, on_a, on_b] = got;
  const double scale = std::max({1.0, double(glm::length(a.start)), double(glm::length(a.end)),
                                 double(glm::length(b.start)), double(glm::length(b.end))});
  const double slack = tolerance * scale;
  const auto off = [](const Line& segment, const Point& p) {
    return glm::length(NearestOnSegment(segment, dvec3(p)) - dvec3(p));
  };
  return std::abs(double(distance) - double(std::get<0>(want))) <= slack && off(a, on_a) <= slack &&
         off(b, on_b) <= slack && std::abs(glm::length(dvec3(on_a) - dvec3(on_b)) - double(distance)) <= slack;
}

// ---- Capsules.

Capsule AnyCapsule(Engine& e) { return Coin(e) ? RoundCapsule(e) : UniformCapsule(e); }
Sphere AnySphere(Engine& e) { return Coin(e) ? RoundSphere(e) : UniformSphere(e); }
// The point of a capsule's segment at a round fraction of it (0, a half or 1 of a round capsule's length).
Point RoundAlong(Engine& e, const Capsule& c) {
  return c.start + (c.end - c.start) * (0.5f * static_cast<float>(UniformInt(e, 0, 2)));
}

const std::vector<Generator> kCapsuleSphere = {
    Kind("random", [](Engine& e) { return Inputs(AnyCapsule(e), AnySphere(e)); }),
    // Touching beside the segment or past an end, on a round capsule: the distance is the sum of radii exactly.
    Exact("touching",
          [](Engine& e) {
            const Capsule c = RoundCapsule(e);
            const float radius = RoundPositive(e, 1.5f), reach = c.radius + radius;
            const glm::vec3 axis = glm::normalize(c.end - c.start);
            const Point centre = Coin(e) ? RoundAlong(e, c) + OtherAxis(e, axis) * reach
                                         : (Coin(e) ? c.end + axis * reach : c.start - axis * reach);
            return Inputs(c, Sphere(centre, Coin(e) ? radius : radius - 0.25f));
          }),
    Kind("near touching",
         [](Engine& e) {
           const Capsule c = UniformCapsule(e);
           const float radius = Uniform(e, 0.2f, 1.5f);
           const Point on = glm::mix(c.start, c.end, Uniform(e, 0.0f, 1.0f));
           const glm::vec3 out = Perpendicular(e, Direction(Line(c.start, c.end)));
           return Inputs(c, Sphere(on + out * (c.radius + radius) * (1.0f + Uniform(e, -1e-3f, 1e-3f)), radius));
         }),
    // Past an end: within reach of the segment's line, not of the segment.
    Kind("past an end",
         [](Engine& e) {
           const Capsule c = UniformCapsule(e);
           const float radius = Uniform(e, 0.2f, 1.5f), reach = c.radius + radius;
           const glm::vec3 axis = Direction(Line(c.start, c.end));
           const Point centre =
               c.end + axis * reach * Uniform(e, 0.7f, 1.5f) + Perpendicular(e, axis) * reach * Uniform(e, 0.0f, 0.7f);
           return Inputs(c, Sphere(centre, radius));
         }),
    Kind("near the middle",
         [](Engine& e) {
           const Capsule c = UniformCapsule(e);
           const Point on = glm::mix(c.start, c.end, Uniform(e, 0.2f, 0.8f));
           return Inputs(c, Sphere(on + UnitVector(e) * (c.radius + 1.0f) * Uniform(e, 0.5f, 1.5f), 1.0f));
         }),
    Exact("a zero-length capsule",
          [](Engine& e) {
            const Point p = RoundPoint(e, 3.0f);
            const Capsule c{p, p, RoundPositive(e, 1.5f)};
            const float radius = RoundPositive(e, 1.5f);
            return Inputs(c, Sphere(p + AxisVector(e) * (c.radius + radius + (Coin(e) ? 0.0f : 0.5f)), radius));
          }),
    Exact("NaN or a negative radius",
          [](Engine& e) {
            Capsule c = RoundCapsule(e);
            const Point centre = RoundAlong(e, c) + glm::vec3(0.25f);
            switch (UniformInt(e, 0, 3)) {
              case 0: return Inputs(c, Sphere(WithNaN(e, c.start), 1.0f));
              case 1: c.end = WithNaN(e, c.end); return Inputs(c, Sphere(centre, 1.0f));
              case 2: return Inputs(c, Sphere(centre, -0.5f));
              default: c.radius = -c.radius; return Inputs(c, Sphere(centre, 2.0f * RoundPositive(e, 1.5f) + 1.0f));
            }
          }),
};

const std::vector<Generator> kCapsuleCapsule = {
    Kind("random", [](Engine& e) { return Inputs(AnyCapsule(e), AnyCapsule(e)); }),
    // Side by side (parallel, shifted along) or end to end, the sum of radii apart exactly.
    Exact("touching, side by side or end to end",
          [](Engine& e) {
            const Capsule a = RoundCapsule(e);
            const glm::vec3 axis = glm::normalize(a.end - a.start), other = OtherAxis(e, axis);
            const float radius = RoundPositive(e, 1.5f), reach = a.radius + radius + (Coin(e) ? 0.0f : 0.5f);
            if (Coin(e)) {
              const glm::vec3 shift = other * reach + axis * Round(e, 1.0f);
              return Inputs(a, Capsule{a.start + shift, a.end + shift, radius});
            }
            const Point start = a.end + axis * reach;
            return Inputs(a, Capsule{start, start + OtherAxis(e, axis) * RoundPositive(e, 2.0f), radius});
          }),
    Kind("crossing",
         [](Engine& e) {
           const Point at = UniformPoint(e, 3.0f);
           const glm::vec3 u = UnitVector(e), v = UnitVector(e);
           const auto around = [&](const glm::vec3& d) {
             return Capsule{at - d * Uniform(e, 0.2f, 2.0f), at + d * Uniform(e, 0.2f, 2.0f), Uniform(e, 0.0f, 0.1f)};
           };
           return Inputs(around(u), around(v));
         }),
    // Their lines pass close, but not within the segments.
    Kind("close lines, segments apart",
         [](Engine& e) {
           const Point at = UniformPoint(e, 3.0f);
           const glm::vec3 u = UnitVector(e), v = UnitVector(e);
           return Inputs(Capsule{at + u * Uniform(e, 1.0f, 2.0f), at + u * Uniform(e, 2.5f, 4.0f), 0.3f},
                         Capsule{at + v * Uniform(e, 1.0f, 2.0f), at + v * Uniform(e, 2.5f, 4.0f), 0.3f});
         }),
    // Their segments' nearest points inside both, the sum of radii apart give or take a thousandth: b crosses the
    // common perpendicular n of both at a point of a.
    Kind("near touching",
         [](Engine& e) {
           const Capsule a = UniformCapsule(e);
           const glm::vec3 axis = Direction(Line(a.start, a.end)), n = Perpendicular(e, axis), v = Perpendicular(e, n);
           const float radius = Uniform(e, 0.2f, 1.5f);
           const Point crossing = glm::mix(a.start, a.end, Uniform(e, 0.2f, 0.8f)) +
                                  n * (a.radius + radius) * (1.0f + Uniform(e, -1e-3f, 1e-3f));
           return Inputs(a,
                         Capsule{crossing - v * Uniform(e, 0.5f, 2.0f), crossing + v * Uniform(e, 0.5f, 2.0f), radius});
         }),
    Kind("parallel, side by side",
         [](Engine& e) {
           const Capsule a = UniformCapsule(e);
           const glm::vec3 shift = Perpendicular(e, Direction(Line(a.start, a.end))) * Uniform(e, 0.5f, 3.0f) +
                                   (a.end - a.start) * Uniform(e, -0.5f, 0.5f);
           return Inputs(a, Capsule{a.start + shift, a.end + shift, Uniform(e, 0.1f, 1.5f)});
         }),
    Exact("NaN or a negative radius",
          [](Engine& e) {
            const Capsule a = RoundCapsule(e);
            Capsule b = a;
            if (Coin(e)) {
              b.start = WithNaN(e, b.start);
            } else {
              b.radius = -b.radius * 0.5f;
            }
            return Coin(e) ? Inputs(a, b) : Inputs(b, a);
          }),
};

const std::vector<Generator> kCapsuleTriangle = {
    Kind("random", [](Engine& e) { return Inputs(AnyCapsule(e), UniformTriangle(e)); }),
    // Through the triangle's inside, thin or of no radius.
    Kind("through the triangle",
         [](Engine& e) {
           const Triangle t = UniformTriangle(e);
           const float a = Uniform(e, 0.1f, 0.8f), b = Uniform(e, 0.1f, 0.9f - a);
           const Point inside = t.p0 + (t.p1 - t.p0) * a + (t.p2 - t.p0) * b;
           const glm::vec3 through = UnitVector(e);
           return Inputs(Capsule{inside - through * Uniform(e, 0.5f, 2.0f), inside + through * Uniform(e, 0.5f, 2.0f),
                                 Uniform(e, 0.01f, 0.05f)},
                         t);
         }),
    // Straight out from a corner or an edge's middle of a round axis-plane triangle, its end the radius away (or
    // half a unit farther): touching, or apart.
    // Straight out from a corner of a round axis-plane triangle, its end the radius away (or half a unit farther):
    // touching, or apart.
    Exact("touching, or apart, straight out",
          [](Engine& e) {
            Triangle t = AxisTriangle(e);
            while (glm::dot(NormalOf(t), NormalOf(t)) == 0.0) t = AxisTriangle(e);
            const glm::vec3 out = glm::vec3(glm::normalize(NormalOf(t))) * (Coin(e) ? 1.0f : -1.0f);
            const int corner = UniformInt(e, 0, 2);
            const Point from = corner == 0 ? t.p0 : corner == 1 ? t.p1 : t.p2;
            const float radius = RoundPositive(e, 1.5f);
            const Point end = from + out * (radius + (Coin(e) ? 0.0f : 0.5f));
            return Inputs(Capsule{end + out * RoundPositive(e, 2.0f), end, radius}, t);
          }),
    // Beside an edge: the segment crosses the edge's outward side, near it, its ends far off.
    Kind("beside an edge",
         [](Engine& e) {
           const Triangle t = UniformTriangle(e);
           const Point on_edge = glm::mix(t.p1, t.p2, Uniform(e, 0.2f, 0.8f));
           const Point middle = (t.p0 + t.p1 + t.p2) / 3.0f;
           const glm::vec3 outward = glm::normalize(on_edge - middle);
           const float radius = Uniform(e, 0.1f, 1.0f);
           const Point near = on_edge + outward * radius * Uniform(e, 0.5f, 1.5f);
           const glm::vec3 along = Perpendicular(e, outward);
           return Inputs(Capsule{near - along * Uniform(e, 2.0f, 4.0f), near + along * Uniform(e, 2.0f, 4.0f), radius},
                         t);
         }),
    Kind("near touching",
         [](Engine& e) {
           const Triangle t = UniformTriangle(e);
           const Point on = PointInTriangle(e, t);
           const dvec3 normal = NormalOf(t);
           const glm::vec3 out = glm::dot(normal, normal) > 0.0 ? glm::vec3(glm::normalize(normal)) : UnitVector(e);
           const float radius = Uniform(e, 0.2f, 1.0f);
           const Point end = on + out * radius * (1.0f + Uniform(e, -1e-3f, 1e-3f));
           return Inputs(Capsule{end + out * Uniform(e, 0.5f, 2.0f) + Perpendicular(e, out) * Uniform(e, 0.0f, 0.5f),
                                 end, radius},
                         t);
         }),
    Kind("a degenerate triangle", [](Engine& e) { return Inputs(AnyCapsule(e), DegenerateTriangle(e)); }),
    Exact("NaN or a negative radius",
          [](Engine& e) {
            Capsule c = RoundCapsule(e);
            const Triangle t(c.start, c.start + glm::vec3(1, 0, 0), c.start + glm::vec3(0, 1, 0));
            switch (UniformInt(e, 0, 2)) {
              case 0: return Inputs(c, Triangle(WithNaN(e, t.p0), t.p1, t.p2));
              case 1: c.end = WithNaN(e, c.end); return Inputs(c, t);
              default: c.radius = -c.radius; return Inputs(c, t);
            }
          }),
};

// A capsule across an edge of a box, outside it: its segment's nearest point to the edge, in its middle, `reach`
// times its radius from it, its ends far off.
std::string AcrossAnEdge(Engine& e, float reach) {
  const AABB box = AnyBox(e);
  const int along = UniformInt(e, 0, 2), a = (along + 1) % 3, b = (along + 2) % 3;
  const float sa = Coin(e) ? 1.0f : -1.0f, sb = Coin(e) ? 1.0f : -1.0f;
  Point corner;
  corner[a] = sa > 0 ? box.max[a] : box.min[a];
  corner[b] = sb > 0 ? box.max[b] : box.min[b];
  corner[along] = glm::mix(box.min[along], box.max[along], Uniform(e, 0.1f, 0.9f));
  glm::vec3 out(0.0f), across(0.0f);
  out[a] = across[a] = sa;
  out[b] = sb;
  across[b] = -sb;
  const float radius = Uniform(e, 0.1f, 1.0f);
  const Point nearest = corner + glm::normalize(out) * radius * reach;
  across = glm::normalize(across);
  return Inputs(Capsule{nearest - across * Uniform(e, 2.0f, 4.0f), nearest + across * Uniform(e, 2.0f, 4.0f), radius},
                box);
}

const std::vector<Generator> kCapsuleBox = {
    Kind("random", [](Engine& e) { return Inputs(AnyCapsule(e), AnyBox(e)); }),
    Kind("through the box",
         [](Engine& e) {
           const AABB box = AnyBox(e);
           const Point inside = glm::mix(
               box.min, box.max, glm::vec3(Uniform(e, 0.1f, 0.9f), Uniform(e, 0.1f, 0.9f), Uniform(e, 0.1f, 0.9f)));
           const glm::vec3 through = UnitVector(e);
           return Inputs(Capsule{inside - through * Uniform(e, 3.0f, 5.0f), inside + through * Uniform(e, 3.0f, 5.0f),
                                 Uniform(e, 0.01f, 0.05f)},
                         box);
         }),
    // Straight out from a round point of a face, an edge or a corner, the end the radius away (or half a unit
    // farther): touching, or apart.
    Exact("touching, or apart, straight out",
          [](Engine& e) {
            const AABB box = RoundBox(e);
            const int axis = UniformInt(e, 0, 2);
            const float side = Coin(e) ? 1.0f : -1.0f;
            Point from = box.Center();
            for (int i = 0; i < 3; ++i) {
              const int pick = UniformInt(e, 0, 2);
              from[i] = pick == 0 ? box.min[i] : pick == 1 ? box.max[i] : from[i];
            }
            from[axis] = side > 0.0f ? box.max[axis] : box.min[axis];
            glm::vec3 out(0.0f);
            out[axis] = side;
            const float radius = RoundPositive(e, 1.5f);
            const Point end = from + out * (radius + (Coin(e) ? 0.0f : 0.5f));
            return Inputs(Capsule{end, end + out * RoundPositive(e, 2.0f), radius}, box);
          }),
    // Across an edge of the box, outside it, its ends far off: only the middle of the segment comes near.
    Kind("across an edge", [](Engine& e) { return AcrossAnEdge(e, Uniform(e, 0.5f, 1.5f)); }),
    Kind("across an edge, near touching", [](Engine& e) { return AcrossAnEdge(e, 1.0f + Uniform(e, -1e-3f, 1e-3f)); }),
    // Straight out from a face, the end the radius away give or take a thousandth.
    Kind("near touching",
         [](Engine& e) {
           const AABB box = AnyBox(e);
           const int axis = UniformInt(e, 0, 2);
           const bool high = Coin(e);
           Point on = glm::mix(box.min, box.max, glm::vec3(Uniform(e, 0, 1), Uniform(e, 0, 1), Uniform(e, 0, 1)));
           on[axis] = high ? box.max[axis] : box.min[axis];
           glm::vec3 out(0.0f);
           out[axis] = high ? 1.0f : -1.0f;
           const float radius = Uniform(e, 0.2f, 1.0f);
           const Point end = on + out * radius * (1.0f + Uniform(e, -1e-3f, 1e-3f));
           return Inputs(
               Capsule{end, end + glm::normalize(out + UnitVector(e) * 0.5f) * Uniform(e, 0.5f, 2.0f), radius}, box);
         }),
    Exact("an inverted box",
          [](Engine& e) {
            AABB box = RoundBox(e);
            const Capsule c{box.Center(), box.max, 4.0f};
            std::swap(box.min, box.max);
            return Inputs(c, box);
          }),
    Exact("NaN",
          [](Engine& e) {
            AABB box = RoundBox(e);
            Capsule c{box.min, box.max, 1.0f};
            if (Coin(e)) {
              c.start = WithNaN(e, c.start);
            } else {
              box.max = WithNaN(e, box.max);
            }
            return Inputs(c, box);
          }),
    Exact("a negative radius",
          [](Engine& e) {
            const AABB box = RoundBox(e);
            return Inputs(Capsule{box.min, box.max, -RoundPositive(e, 1.5f)}, box);
          }),
};

// A ray from outside aimed at a point of the solid around start-end (within radius of it), or just past it.
Ray AimedAtRound(Engine& e, const Point& start, const Point& end, float radius, float reach) {
  const Point target = glm::mix(start, end, Uniform(e, -0.3f, 1.3f)) + UnitVector(e) * radius * reach;
  const Point origin = (start + end) * 0.5f + UnitVector(e) * Uniform(e, 4.0f, 8.0f);
  return Ray(origin, target - origin);
}

// A round ray across the round solid around start-end (an axis-aligned segment): from a round point of the
// segment's line (within it or half a unit past an end), offset sideways by a round fraction of the radius (up to
// tangent or past it), backed off along a third axis.
Ray RoundAcross(Engine& e, const Point& start, const Point& end, float radius) {
  const glm::vec3 axis = glm::normalize(end - start), back = OtherAxis(e, axis), side = glm::cross(axis, back);
  const Point on = start + (end - start) * (0.5f * static_cast<float>(UniformInt(e, 0, 2))) +
                   axis * (0.5f * static_cast<float>(UniformInt(e, -1, 1)));
  const Point origin = on + side * radius * (0.5f * static_cast<float>(UniformInt(e, -3, 3))) + back * 4.0f;
  return Ray(origin, Coin(e) ? -back : back);
}

const std::vector<Generator> kRayCapsule = {
    Kind("random", [](Engine& e) { return Inputs(AimedRay(e), AnyCapsule(e)); }),
    Kind("aimed at it",
         [](Engine& e) {
           const Capsule c = UniformCapsule(e);
           return Inputs(AimedAtRound(e, c.start, c.end, c.radius, Uniform(e, 0.0f, 1.2f)), c);
         }),
    Kind("grazing",
         [](Engine& e) {
           const Capsule c = UniformCapsule(e);
           return Inputs(AimedAtRound(e, c.start, c.end, c.radius, 1.0f + Uniform(e, -1e-3f, 1e-3f)), c);
         }),
    Kind("down the axis",
         [](Engine& e) {
           const Capsule c = UniformCapsule(e);
           const glm::vec3 axis = c.end - c.start;
           const bool from_end = Coin(e);
           const Point origin = (from_end ? c.end : c.start) +
                                axis * (from_end ? 1.0f : -1.0f) * Uniform(e, 1.0f, 3.0f) +
                                Perpendicular(e, glm::normalize(axis)) * c.radius * Uniform(e, 0.0f, 0.9f);
           return Inputs(Ray(origin, from_end ? -axis : axis), c);
         }),
    Kind("from inside",
         [](Engine& e) {
           const Capsule c = UniformCapsule(e);
           return Inputs(
               Ray(glm::mix(c.start, c.end, Uniform(e, 0.0f, 1.0f)) + UnitVector(e) * c.radius * Uniform(e, 0.0f, 0.9f),
                   UnitVector(e)),
               c);
         }),
    Kind("behind",
         [](Engine& e) {
           const Capsule c = UniformCapsule(e);
           const Ray toward = AimedAtRound(e, c.start, c.end, c.radius, 0.5f);
           return Inputs(Ray(toward.position, -toward.direction), c);
         }),
    Exact("round, across it",
          [](Engine& e) {
            const Capsule c = RoundCapsule(e);
            return Inputs(RoundAcross(e, c.start, c.end, c.radius), c);
          }),
    Kind("a zero-length capsule",
         [](Engine& e) {
           const Point p = UniformPoint(e, 2.0f);
           const Capsule c{p, p, Uniform(e, 0.2f, 1.5f)};
           return Inputs(AimedAtRound(e, p, p, c.radius, Uniform(e, 0.0f, 1.2f)), c);
         }),
    Exact("a zero direction, NaN or a negative radius",
          [](Engine& e) {
            Capsule c = RoundCapsule(e);
            const Ray ray(c.start - glm::vec3(6, 0.25f, 0), glm::vec3(1, 0, 0));
            switch (UniformInt(e, 0, 2)) {
              case 0: return Inputs(Ray(ray.position, glm::vec3(0.0f)), c);
              case 1: c.end = WithNaN(e, c.end); return Inputs(ray, c);
              default: c.radius = -c.radius; return Inputs(ray, c);
            }
          }),
};

Cylinder AnyCylinder(Engine& e) { return Coin(e) ? RoundCylinder(e) : UniformCylinder(e); }

Generator CylinderAndPoint(std::string kind, bool exact, Cylinder (*cylinder)(Engine&),
                           Point (*where)(Engine&, const Cylinder&)) {
  Generator generator = Kind(std::move(kind), [cylinder, where](Engine& e) {
    const Cylinder drawn = cylinder(e);
    return Inputs(drawn, where(e, drawn));
  });
  generator.exact = exact;
  return generator;
}
// A point at a fraction along the axis (0 at start, 1 at end) and a fraction of the radius off it.
Point AroundAxis(Engine& e, const Cylinder& c, float along, float out) {
  const glm::vec3 axis = c.end - c.start;
  return c.start + axis * along + Perpendicular(e, glm::normalize(axis)) * c.radius * out;
}

const std::vector<Generator> kCylinderPoint = {
    CylinderAndPoint("random", false, AnyCylinder, [](Engine& e, const Cylinder&) { return UniformPoint(e, 4.0f); }),
    // On a round cylinder's side, or on a cap: exactly.
    CylinderAndPoint("on the side or a cap", true, RoundCylinder,
                     [](Engine& e, const Cylinder& c) {
                       const glm::vec3 axis = c.end - c.start, out = OtherAxis(e, glm::normalize(axis));
                       if (Coin(e))
                         return c.start + axis * (0.5f * static_cast<float>(UniformInt(e, 0, 2))) + out * c.radius;
                       return (Coin(e) ? c.start : c.end) +
                              out * c.radius * (0.5f * static_cast<float>(UniformInt(e, 0, 2)));
                     }),
    CylinderAndPoint("inside", false, AnyCylinder,
                     [](Engine& e, const Cylinder& c) {
                       return AroundAxis(e, c, Uniform(e, 0.05f, 0.95f), Uniform(e, 0.0f, 0.95f));
                     }),
    CylinderAndPoint("past a cap", false, AnyCylinder,
                     [](Engine& e, const Cylinder& c) {
                       return AroundAxis(e, c, Coin(e) ? Uniform(e, -0.5f, -0.02f) : Uniform(e, 1.02f, 1.5f),
                                         Uniform(e, 0.0f, 0.95f));
                     }),
    CylinderAndPoint("beyond the radius", false, AnyCylinder,
                     [](Engine& e, const Cylinder& c) {
                       return AroundAxis(e, c, Uniform(e, 0.05f, 0.95f), Uniform(e, 1.05f, 2.0f));
                     }),
    CylinderAndPoint("near the surface", false, AnyCylinder,
                     [](Engine& e, const Cylinder& c) {
                       return Coin(e) ? AroundAxis(e, c, Uniform(e, 0.05f, 0.95f), 1.0f + Uniform(e, -1e-3f, 1e-3f))
                                      : AroundAxis(e, c, (Coin(e) ? 0.0f : 1.0f) + Uniform(e, -1e-3f, 1e-3f),
                                                   Uniform(e, 0.0f, 0.95f));
                     }),
    Exact("a zero-length axis, NaN or a negative radius",
          [](Engine& e) {
            Cylinder c = RoundCylinder(e);
            const Point middle = (c.start + c.end) * 0.5f;
            switch (UniformInt(e, 0, 2)) {
              case 0: c.end = c.start; return Inputs(c, Coin(e) ? c.start : c.start + glm::vec3(0.5f, 0, 0));
              case 1: return Inputs(c, WithNaN(e, middle));
              default: c.radius = -c.radius; return Inputs(c, middle);
            }
          }),
};

const std::vector<Generator> kRayCylinder = {
    Kind("random", [](Engine& e) { return Inputs(AimedRay(e), AnyCylinder(e)); }),
    Kind("aimed at it",
         [](Engine& e) {
           const Cylinder c = UniformCylinder(e);
           return Inputs(AimedAtRound(e, c.start, c.end, c.radius, Uniform(e, 0.0f, 1.2f)), c);
         }),
    Kind("grazing the side",
         [](Engine& e) {
           const Cylinder c = UniformCylinder(e);
           const Point target = AroundAxis(e, c, Uniform(e, 0.05f, 0.95f), 1.0f + Uniform(e, -1e-3f, 1e-3f));
           const glm::vec3 axis = glm::normalize(c.end - c.start);
           const glm::vec3 radial = glm::normalize(target - c.start - axis * glm::dot(target - c.start, axis));
           const Point origin = target + glm::cross(axis, radial) * Uniform(e, 3.0f, 6.0f);
           return Inputs(Ray(origin, target - origin), c);
         }),
    Kind("along the axis, onto a cap",
         [](Engine& e) {
           const Cylinder c = UniformCylinder(e);
           const glm::vec3 axis = c.end - c.start;
           const bool from_end = Coin(e);
           const Point origin = (from_end ? c.end : c.start) +
                                axis * (from_end ? 1.0f : -1.0f) * Uniform(e, 0.5f, 2.0f) +
                                Perpendicular(e, glm::normalize(axis)) * c.radius * Uniform(e, 0.0f, 1.2f);
           return Inputs(Ray(origin, from_end ? -axis : axis), c);
         }),
    // Across the axis's line past a cap: within the radius of the line, outside the cylinder.
    Kind("past a cap",
         [](Engine& e) {
           const Cylinder c = UniformCylinder(e);
           const Point target = AroundAxis(e, c, Coin(e) ? Uniform(e, -0.6f, -0.05f) : Uniform(e, 1.05f, 1.6f), 0.0f);
           const Point origin = target + Perpendicular(e, glm::normalize(c.end - c.start)) * Uniform(e, 3.0f, 6.0f);
           return Inputs(Ray(origin, target - origin), c);
         }),
    Kind("from inside",
         [](Engine& e) {
           const Cylinder c = UniformCylinder(e);
           return Inputs(Ray(AroundAxis(e, c, Uniform(e, 0.05f, 0.95f), Uniform(e, 0.0f, 0.9f)), UnitVector(e)), c);
         }),
    Kind("behind",
         [](Engine& e) {
           const Cylinder c = UniformCylinder(e);
           const Ray toward = AimedAtRound(e, c.start, c.end, c.radius, 0.5f);
           return Inputs(Ray(toward.position, -toward.direction), c);
         }),
    Exact("round, across it",
          [](Engine& e) {
            const Cylinder c = RoundCylinder(e);
            return Inputs(RoundAcross(e, c.start, c.end, c.radius), c);
          }),
    Exact("a zero-length axis, a zero direction, NaN or a negative radius",
          [](Engine& e) {
            Cylinder c = RoundCylinder(e);
            const Ray ray(c.start - glm::vec3(6, 0.25f, 0), glm::vec3(1, 0, 0));
            switch (UniformInt(e, 0, 3)) {
              case 0: c.end = c.start; return Inputs(ray, c);
              case 1: return Inputs(Ray(ray.position, glm::vec3(0.0f)), c);
              case 2: c.start = WithNaN(e, c.start); return Inputs(ray, c);
              default: c.radius = -c.radius; return Inputs(ray, c);
            }
          }),
};

// ---- The generic separating-axis test.

// Whether two directions are the same up to sign (within tolerance of the sine between them); a zero vector is
// only the same as a zero vector.
bool SameDirection(const glm::vec3& a, const glm::vec3& b, double tolerance) {
  const dvec3 u(a), v(b);
  const double lu = glm::length(u), lv = glm::length(v);
  if (lu == 0.0 || lv == 0.0) return lu == lv;
  return glm::length(glm::cross(u / lu, v / lv)) <= tolerance;
}
// Whether each of `want` pairs off with a different one of `got` (as many of each) by `same`.
template <class T, class Same>
bool PairOff(const std::vector<T>& want, const std::vector<T>& got, Same same) {
  if (want.size() != got.size()) return false;
  std::vector<bool> taken(got.size(), false);
  for (const T& w : want) {
    bool found = false;
    for (std::size_t k = 0; k < got.size() && !found; ++k) {
      if (!taken[k] && same(w, got[k])) found = taken[k] = true;
    }
    if (!found) return false;
  }
  return true;
}
// The same shape: the same vertices, face-normal directions and edge directions (up to sign), whatever the order.
bool SameSatShape(const SatShape& want, const SatShape& got, double tolerance) {
  const auto same_point = [tolerance](const Point& a, const Point& b) {
    for (int i = 0; i < 3; ++i) {
      if (!(std::abs(double(a[i]) - double(b[i])) <= tolerance * std::max(1.0, std::abs(double(a[i]))))) return false;
    }
    return true;
  };
  const auto same_direction = [tolerance](const glm::vec3& a, const glm::vec3& b) {
    return SameDirection(a, b, 10.0 * tolerance);
  };
  const auto same_edge = [&](const Line& a, const Line& b) { return same_direction(a.ToVector(), b.ToVector()); };
  return PairOff(want.vertices, got.vertices, same_point) &&
         PairOff(want.face_normals, got.face_normals, same_direction) && PairOff(want.edges, got.edges, same_edge);
}
bool SatShapeAgrees(std::string_view, std::string_view expected, std::string_view actual, double tolerance) {
  SatShape want, got;
  return FromText(expected, want) && FromText(actual, got) && SameSatShape(want, got, tolerance);
}
bool SameAxesAgree(std::string_view, std::string_view expected, std::string_view actual, double tolerance) {
  std::vector<glm::vec3> want, got;
  return FromText(expected, want) && FromText(actual, got) &&
         PairOff(want, got,
                 [tolerance](const glm::vec3& a, const glm::vec3& b) { return SameDirection(a, b, 10.0 * tolerance); });
}

// A shape for the generic test, of a kind: 0 a box, 1 a turned box, 2 a triangle, 3 a segment, 4 an AABB.
SatShape ShapeOfKind(Engine& e, int kind) {
  switch (kind) {
    case 0: return Collisions::SatShapeOf(UniformObb(e));
    case 1: return Collisions::SatShapeOf(TurnedObb(e));
    case 2: return Collisions::SatShapeOf(Coin(e) ? UniformTriangle(e) : RoundTriangle(e));
    case 3: return Collisions::SatShapeOf(UniformLine(e));
    default: return Collisions::SatShapeOf(AnyBox(e));
  }
}
SatShape AnyShape(Engine& e) { return ShapeOfKind(e, UniformInt(e, 0, 4)); }
// A shape with at least one face (so that two of them never need the faceless fallback): not a segment.
SatShape AnyFacedShape(Engine& e) {
  const int kinds[] = {0, 1, 2, 4};
  return ShapeOfKind(e, kinds[UniformInt(e, 0, 3)]);
}
Point Middle(const SatShape& shape) {
  Point sum(0.0f);
  for (const Point& p : shape.vertices) sum += p;
  return sum / static_cast<float>(shape.vertices.size());
}
SatShape Shifted(SatShape shape, const glm::vec3& by) {
  for (Point& p : shape.vertices) p += by;
  for (Line& l : shape.edges) l = Line(l.start + by, l.end + by);
  return shape;
}

// Five kinds each at least: with four (or eight), every eighth case, the one before it scaled, would always take
// the place of the last kind's.
const std::vector<Generator> kSatShapeOfBox = {
    Kind("random", [](Engine& e) { return Inputs(UniformBox(e)); }),
    Exact("round", [](Engine& e) { return Inputs(RoundBox(e)); }),
    Exact("flat (no thickness on an axis)",
          [](Engine& e) {
            AABB box = RoundBox(e);
            const int axis = UniformInt(e, 0, 2);
            box.max[axis] = box.min[axis];
            return Inputs(box);
          }),
    Exact("a point",
          [](Engine& e) {
            const Point p = RoundPoint(e, 3.0f);
            return Inputs(AABB(p, p));
          }),
    Kind("far from the origin",
         [](Engine& e) {
           AABB box = UniformBox(e);
           const glm::vec3 away = UnitVector(e) * 100.0f;
           return Inputs(AABB(box.min + away, box.max + away));
         }),
};
const std::vector<Generator> kSatShapeOfObb = {
    Kind("random", [](Engine& e) { return Inputs(UniformObb(e)); }),
    Kind("turned about an axis", [](Engine& e) { return Inputs(TurnedObb(e)); }),
    Exact("an axis frame", [](Engine& e) { return Inputs(AxisFrameObb(e)); }),
    Exact("flat (a zero half extent)",
          [](Engine& e) {
            OBB box = AxisFrameObb(e);
            box.half_extents[UniformInt(e, 0, 2)] = 0.0f;
            return Inputs(box);
          }),
    Kind("long and thin",
         [](Engine& e) {
           OBB box = UniformObb(e);
           box.half_extents = {Uniform(e, 5.0f, 20.0f), Uniform(e, 0.01f, 0.1f), Uniform(e, 0.01f, 0.1f)};
           return Inputs(box);
         }),
};
const std::vector<Generator> kSatShapeOfTriangle = {
    Kind("random", [](Engine& e) { return Inputs(UniformTriangle(e)); }),
    Exact("round", [](Engine& e) { return Inputs(RoundTriangle(e)); }),
    Exact("degenerate", [](Engine& e) { return Inputs(DegenerateTriangle(e)); }),
    Kind("thin",
         [](Engine& e) {
           const Point a = UniformPoint(e, 2.0f), b = a + UnitVector(e) * Uniform(e, 1.0f, 3.0f);
           return Inputs(Triangle(a, b,
                                  glm::mix(a, b, Uniform(e, 0.1f, 0.9f)) +
                                      Perpendicular(e, glm::normalize(b - a)) * Uniform(e, 0.1f, 0.3f)));
         }),
    // So small that its cross product's square underflows in float.
    Kind("minute (1e-20 across)",
         [](Engine& e) {
           const Triangle t = UniformTriangle(e);
           return Inputs(Triangle(t.p0 * 1e-20f, t.p1 * 1e-20f, t.p2 * 1e-20f));
         }),
};
const std::vector<Generator> kSatShapeOfLine = {
    Kind("random", [](Engine& e) { return Inputs(UniformLine(e)); }),
    Exact("round", [](Engine& e) { return Inputs(RoundLine(e)); }),
    Exact("along an axis",
          [](Engine& e) {
            const Point p = RoundPoint(e, 3.0f);
            return Inputs(Line(p, p + AxisVector(e) * RoundPositive(e, 3.0f)));
          }),
    Exact("zero length",
          [](Engine& e) {
            const Point p = RoundPoint(e, 3.0f);
            return Inputs(Line(p, p));
          }),
    Kind("long",
         [](Engine& e) {
           const Point p = UniformPoint(e, 3.0f);
           return Inputs(Line(p, p + UnitVector(e) * Uniform(e, 20.0f, 100.0f)));
         }),
};

const std::vector<Generator> kInterval = {
    Kind("random", [](Engine& e) { return Inputs(AnyShape(e), UnitVector(e)); }),
    Exact("round, along a round axis",
          [](Engine& e) { return Inputs(Collisions::SatShapeOf(RoundBox(e)), glm::vec3(RoundPoint(e, 2.0f))); }),
    // All its vertices on one side of the origin along the axis: the interval must not reach 0.
    Kind("one side of the origin",
         [](Engine& e) {
           const glm::vec3 axis = UnitVector(e);
           return Inputs(Shifted(AnyShape(e), axis * (Coin(e) ? 8.0f : -8.0f)), axis);
         }),
    Kind("a long axis", [](Engine& e) { return Inputs(AnyShape(e), UnitVector(e) * Uniform(e, 2.0f, 10.0f)); }),
    Exact("a point",
          [](Engine& e) {
            const Point p = RoundPoint(e, 3.0f);
            return Inputs(Collisions::SatShapeOf(Line(p, p)), glm::vec3(RoundPoint(e, 2.0f)));
          }),
    // The vertices in a shuffled order, so the extremes are anywhere in the list (the last one too).
    Kind("shuffled vertices",
         [](Engine& e) {
           SatShape shape = AnyShape(e);
           std::shuffle(shape.vertices.begin(), shape.vertices.end(), e);
           return Inputs(shape, UnitVector(e));
         }),
};

// Each pair of kinds of the book's table, and a box against a box that shares an axis with it (directions that
// come out of several cross products, or antiparallel to a face normal).
const std::vector<Generator> kCandidateAxes = {
    Kind("random (faced shapes)", [](Engine& e) { return Inputs(AnyFacedShape(e), AnyFacedShape(e)); }),
    Kind("segment and a faced shape",
         [](Engine& e) {
           const SatShape segment = ShapeOfKind(e, 3), other = AnyFacedShape(e);
           return Coin(e) ? Inputs(segment, other) : Inputs(other, segment);
         }),
    Exact("AABB and AABB", [](Engine& e) { return Inputs(ShapeOfKind(e, 4), ShapeOfKind(e, 4)); }),
    Kind("turned about an axis, sharing directions",
         [](Engine& e) {
           return Inputs(Collisions::SatShapeOf(TurnedObb(e)),
                         Coin(e) ? Collisions::SatShapeOf(TurnedObb(e)) : ShapeOfKind(e, 4));
         }),
    Exact("round triangles",
          [](Engine& e) {
            return Inputs(Collisions::SatShapeOf(RoundTriangle(e)), Collisions::SatShapeOf(RoundTriangle(e)));
          }),
    // Tiny shapes: their cross products are tiny too, and still directions.
    Kind("tiny shapes",
         [](Engine& e) {
           const float scale = 1e-3f;
           const Triangle t = UniformTriangle(e);
           const Line l = UniformLine(e);
           return Inputs(Collisions::SatShapeOf(Triangle(t.p0 * scale, t.p1 * scale, t.p2 * scale)),
                         Collisions::SatShapeOf(Line(l.start * scale, l.end * scale)));
         }),
    Kind("a degenerate triangle and a box",
         [](Engine& e) { return Inputs(Collisions::SatShapeOf(DegenerateTriangle(e)), ShapeOfKind(e, 1)); }),
};

// A pair of shapes for Intersects: one shape and another pushed a small way off or into it.
const std::vector<Generator> kSatPairs = {
    Kind("random", [](Engine& e) { return Inputs(AnyShape(e), AnyShape(e)); }),
    // Side by side along an axis, touching or half a unit apart, overlapping across it.
    Exact("round AABBs: touching or apart",
          [](Engine& e) {
            const AABB a = RoundBox(e);
            const int axis = UniformInt(e, 0, 2);
            AABB b = AABB::FromCenterExtents(a.Center(),
                                             {RoundPositive(e, 2.0f), RoundPositive(e, 2.0f), RoundPositive(e, 2.0f)});
            const float shift = a.max[axis] - b.min[axis] + (Coin(e) ? 0.0f : 0.5f);
            b.min[axis] += shift;
            b.max[axis] += shift;
            return Coin(e) ? Inputs(Collisions::SatShapeOf(a), Collisions::SatShapeOf(b))
                           : Inputs(Collisions::SatShapeOf(b), Collisions::SatShapeOf(a));
          }),
    Kind("boxes apart only along an edge-edge axis",
         [](Engine& e) {
           const auto [a, b] = EdgeToEdge(e, AnyObb, UniformObb, Uniform(e, -0.1f, 0.3f));
           return Inputs(Collisions::SatShapeOf(a), Collisions::SatShapeOf(b));
         }),
    Kind("a box and a triangle, edge across edge",
         [](Engine& e) {
           const auto [box, triangle] = EdgeAcrossEdge(e, Uniform(e, -0.1f, 0.3f));
           return Coin(e) ? Inputs(Collisions::SatShapeOf(box), Collisions::SatShapeOf(triangle))
                          : Inputs(Collisions::SatShapeOf(triangle), Collisions::SatShapeOf(box));
         }),
    // In one plane: a round triangle and another triangle or a segment there, near it.
    Kind("coplanar",
         [](Engine& e) {
           const Triangle t = AxisTriangle(e);
           const int axis = t.p0.x == t.p1.x && t.p1.x == t.p2.x ? 0 : t.p0.y == t.p1.y && t.p1.y == t.p2.y ? 1 : 2;
           const auto in_plane = [&] {
             Point p = UniformPoint(e, 2.5f);
             p[axis] = t.p0[axis];
             return p;
           };
           const Point a = in_plane(), b = in_plane();
           return Inputs(Collisions::SatShapeOf(t), Coin(e) ? Collisions::SatShapeOf(Triangle(a, b, in_plane()))
                                                            : Collisions::SatShapeOf(Line(a, b)));
         }),
    // Segments and points on one line or in one plane.
    Kind("segments and points in a line or a plane",
         [](Engine& e) {
           const Point at = RoundPoint(e, 2.0f);
           const glm::vec3 u = AxisVector(e), v = OtherAxis(e, u);
           const auto segment = [&](float from, float to, float side) {
             return Collisions::SatShapeOf(Line(at + u * from + v * side, at + u * to + v * side));
           };
           const float side = Coin(e) ? 0.0f : Round(e, 1.0f);
           switch (UniformInt(e, 0, 2)) {
             case 0: return Inputs(segment(0.0f, 2.0f, 0.0f), segment(Round(e, 3.0f), Round(e, 3.0f) + 0.5f, side));
             case 1: return Inputs(segment(0.0f, 2.0f, 0.0f), segment(Round(e, 3.0f), Round(e, 3.0f), side));
             default: return Inputs(segment(0.0f, 0.0f, 0.0f), segment(Round(e, 1.0f), Round(e, 1.0f), side));
           }
         }),
    // A shape moved so that its middle is near the other's: mostly overlapping, some just apart.
    Kind("near each other",
         [](Engine& e) {
           const SatShape a = AnyShape(e), b = AnyShape(e);
           return Inputs(a, Shifted(b, Middle(a) - Middle(b) + UniformPoint(e, 1.0f)));
         }),
    Kind("a box and a segment past its edge",
         [](Engine& e) {
           const auto [box, triangle] = EdgeAcrossEdge(e, Uniform(e, -0.1f, 0.3f));
           const SatShape segment = Collisions::SatShapeOf(Line(triangle.p0, triangle.p1));
           return Coin(e) ? Inputs(Collisions::SatShapeOf(box), segment) : Inputs(segment, Collisions::SatShapeOf(box));
         }),
    Exact("NaN",
          [](Engine& e) {
            const SatShape a = Collisions::SatShapeOf(RoundBox(e));
            SatShape broken = a;
            broken.vertices[static_cast<std::size_t>(UniformInt(e, 0, 7))] = WithNaN(e, broken.vertices.front());
            return Coin(e) ? Inputs(a, broken) : Inputs(broken, a);
          }),
};

[[maybe_unused]] const bool kRegistered = RegisterAll({
    MakeSpec<bool(const OBB&, const Point&)>(Collisions::PointInOBB, "PointInOBB", PointAndBox(true)),
    MakeSpec<Point(const OBB&, const Point&)>(Collisions::ClosestPoint, "ClosestPoint", PointAndBox(false)),
    MakeSpec<bool(const OBB&, const Sphere&)>(Collisions::Intersects, "Intersects", kBoxSphere),
    MakeSpec<bool(const OBB&, const Plane&)>(Collisions::Intersects, "Intersects", kBoxPlane),
    MakeSpec<bool(const OBB&, const OBB&)>(Collisions::Intersects, "Intersects", kBoxBox),
    MakeSpec<bool(const OBB&, const AABB&)>(Collisions::Intersects, "Intersects", kBoxAabb),
    MakeSpec<bool(const OBB&, const Triangle&)>(Collisions::Intersects, "Intersects", kBoxTriangle),
    MakeSpec<bool(const Ray&, const OBB&, float&)>(Collisions::Raycast, "Raycast", kRayBox),
    WithAgreement(MakeSpec<float(const Line&, const Line&, Point&, Point&)>(Collisions::ClosestPoints, "ClosestPoints",
                                                                            kSegments),
                  ClosestPairAgrees),
    MakeSpec<bool(const Capsule&, const Sphere&)>(Collisions::Intersects, "Intersects", kCapsuleSphere),
    MakeSpec<bool(const Capsule&, const Capsule&)>(Collisions::Intersects, "Intersects", kCapsuleCapsule),
    MakeSpec<bool(const Capsule&, const Triangle&)>(Collisions::Intersects, "Intersects", kCapsuleTriangle),
    MakeSpec<bool(const Capsule&, const AABB&)>(Collisions::Intersects, "Intersects", kCapsuleBox),
    MakeSpec<bool(const Ray&, const Capsule&, float&)>(Collisions::Raycast, "Raycast", kRayCapsule),
    MakeSpec<bool(const Cylinder&, const Point&)>(Collisions::PointInCylinder, "PointInCylinder", kCylinderPoint),
    MakeSpec<bool(const Ray&, const Cylinder&, float&)>(Collisions::Raycast, "Raycast", kRayCylinder),
    WithAgreement(MakeSpec<SatShape(const AABB&)>(Collisions::SatShapeOf, "SatShapeOf", kSatShapeOfBox),
                  SatShapeAgrees),
    WithAgreement(MakeSpec<SatShape(const OBB&)>(Collisions::SatShapeOf, "SatShapeOf", kSatShapeOfObb), SatShapeAgrees),
    WithAgreement(MakeSpec<SatShape(const Triangle&)>(Collisions::SatShapeOf, "SatShapeOf", kSatShapeOfTriangle),
                  SatShapeAgrees),
    WithAgreement(MakeSpec<SatShape(const Line&)>(Collisions::SatShapeOf, "SatShapeOf", kSatShapeOfLine),
                  SatShapeAgrees),
    MakeSpec<Collisions::Interval(const SatShape&, const glm::vec3&)>(Collisions::GetInterval, "GetInterval",
                                                                      kInterval),
    WithAgreement(MakeSpec<std::vector<glm::vec3>(const SatShape&, const SatShape&)>(Collisions::CandidateAxes,
                                                                                     "CandidateAxes", kCandidateAxes),
                  SameAxesAgree),
    MakeSpec<bool(const SatShape&, const SatShape&)>(Collisions::Intersects, "Intersects", kSatPairs),
});

}  // namespace
}  // namespace chapter12
}  // namespace lab::samples::random_cases
