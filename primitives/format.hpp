// fmt formatting of every shape, for log messages: fmt::format("{}", ray) -> "P: (0, 0, 0), D: (0, -1, 0)".
// Include as "primitives/format.hpp" where shapes are printed; primitives.hpp itself stays free of fmt, so
// that the Collisions sources (and a student's edit to one) do not parse it.
#pragma once

#include <cstddef>

#include <fmt/format.h>

#include "primitives/primitives.hpp"

namespace lab::detail {
struct PlainFormatter {
  constexpr auto parse(fmt::format_parse_context& ctx) { return ctx.begin(); }
};
}  // namespace lab::detail

template <>
struct fmt::formatter<glm::vec2> : lab::detail::PlainFormatter {
  auto format(const glm::vec2& v, format_context& ctx) const {
    return fmt::format_to(ctx.out(), "({:g}, {:g})", v.x, v.y);
  }
};
template <>
struct fmt::formatter<glm::vec3> : lab::detail::PlainFormatter {
  auto format(const glm::vec3& v, format_context& ctx) const {
    return fmt::format_to(ctx.out(), "({:g}, {:g}, {:g})", v.x, v.y, v.z);
  }
};
template <>
struct fmt::formatter<lab::Line> : lab::detail::PlainFormatter {
  auto format(const lab::Line& l, format_context& ctx) const {
    return fmt::format_to(ctx.out(), "Start: {}, End: {}", l.start, l.end);
  }
};
template <>
struct fmt::formatter<lab::Ray> : lab::detail::PlainFormatter {
  auto format(const lab::Ray& r, format_context& ctx) const {
    return fmt::format_to(ctx.out(), "P: {}, D: {}", r.position, r.direction);
  }
};
template <>
struct fmt::formatter<lab::Plane> : lab::detail::PlainFormatter {
  auto format(const lab::Plane& p, format_context& ctx) const {
    return fmt::format_to(ctx.out(), "N: {}, D: {:g}", p.normal, p.distance);
  }
};
template <>
struct fmt::formatter<lab::Sphere> : lab::detail::PlainFormatter {
  auto format(const lab::Sphere& s, format_context& ctx) const {
    return fmt::format_to(ctx.out(), "Position: {}, Radius: {:g}", s.position, s.radius);
  }
};
template <>
struct fmt::formatter<lab::AABB> : lab::detail::PlainFormatter {
  auto format(const lab::AABB& b, format_context& ctx) const {
    return fmt::format_to(ctx.out(), "Min: {}, Max: {}", b.min, b.max);
  }
};
template <>
struct fmt::formatter<lab::Capsule> : lab::detail::PlainFormatter {
  auto format(const lab::Capsule& c, format_context& ctx) const {
    return fmt::format_to(ctx.out(), "Start: {}, End: {}, Radius: {}", c.start, c.end, c.radius);
  }
};
template <>
struct fmt::formatter<lab::Cylinder> : lab::detail::PlainFormatter {
  auto format(const lab::Cylinder& c, format_context& ctx) const {
    return fmt::format_to(ctx.out(), "Start: {}, End: {}, Radius: {}", c.start, c.end, c.radius);
  }
};
template <>
struct fmt::formatter<lab::OBB> : lab::detail::PlainFormatter {
  auto format(const lab::OBB& b, format_context& ctx) const {
    return fmt::format_to(ctx.out(), "Center: {}, Axes: {} {} {}, HalfExtents: {}", b.center, b.axes[0], b.axes[1],
                          b.axes[2], b.half_extents);
  }
};
template <>
struct fmt::formatter<lab::Triangle> : lab::detail::PlainFormatter {
  auto format(const lab::Triangle& t, format_context& ctx) const {
    return fmt::format_to(ctx.out(), "p0: {}, p1: {}, p2: {}", t.p0, t.p1, t.p2);
  }
};
template <>
struct fmt::formatter<lab::Ellipsoid> : lab::detail::PlainFormatter {
  auto format(const lab::Ellipsoid& e, format_context& ctx) const {
    return fmt::format_to(ctx.out(), "Center: {}, Radius: {}", e.center, e.radius);
  }
};
// Both polygons print their vertices as a list, "[(0, 0), (1, 0), (0, 1)]".
namespace lab::detail {
struct VertexListFormatter : PlainFormatter {
  template <class Polygon>
  auto format(const Polygon& polygon, fmt::format_context& ctx) const {
    auto out = fmt::format_to(ctx.out(), "[");
    for (std::size_t i = 0; i < polygon.vertices.size(); ++i) {
      out = fmt::format_to(out, "{}{}", i ? ", " : "", polygon.vertices[i]);
    }
    return fmt::format_to(out, "]");
  }
};
}  // namespace lab::detail
template <>
struct fmt::formatter<lab::Polygon2D> : lab::detail::VertexListFormatter {};
template <>
struct fmt::formatter<lab::Polygon> : lab::detail::VertexListFormatter {};
template <>
struct fmt::formatter<lab::ConvexPolyhedron> : lab::detail::PlainFormatter {
  auto format(const lab::ConvexPolyhedron& p, format_context& ctx) const {
    return fmt::format_to(ctx.out(), "polyhedron of {} vertices, {} faces", p.vertices.size(), p.faces.size());
  }
};
template <>
struct fmt::formatter<lab::Rectangle> : lab::detail::PlainFormatter {
  auto format(const lab::Rectangle& r, format_context& ctx) const {
    return fmt::format_to(ctx.out(), "Min: {}, Max: {}", r.min, r.max);
  }
};
