// Generated test meshes with exactly shared vertices, for the BVH's leak tests and the race against Embree:
// a jittered icosphere (closed) and a jittered terrain (a height field). Both are indexed: each vertex is computed
// once, from a canonical key, so two triangles that share an edge share its two corners to the bit.
#pragma once

#include <array>
#include <cmath>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include <glm/geometric.hpp>
#include <glm/vec3.hpp>

#include "primitives/primitives.hpp"

namespace lab::testing {

struct IndexedMesh {
  std::vector<glm::vec3> vertices;
  std::vector<std::array<std::uint32_t, 3>> faces;

  std::vector<Triangle> Triangles() const {
    std::vector<Triangle> triangles;
    triangles.reserve(faces.size());
    for (const auto& f : faces) triangles.emplace_back(vertices[f[0]], vertices[f[1]], vertices[f[2]]);
    return triangles;
  }
};

// A deterministic value in [-1, 1] for a key.
inline double Jitter(std::uint64_t key) {
  key ^= key >> 33;
  key *= 0xff51afd7ed558ccdULL;
  key ^= key >> 33;
  key *= 0xc4ceb9fe1a85ec53ULL;
  key ^= key >> 33;
  return static_cast<double>(key >> 11) * 0x1p-52 - 1.0;
}

// The unit icosahedron with each face cut into subdivisions^2 triangles (20 subdivisions^2 in all), every
// vertex pushed out to radius 1 +- jitter times the triangles' edge length (about 1.05 / subdivisions), so the
// surface is as rough at every size and never folds over. Outward-facing, counter-clockwise.
inline IndexedMesh Icosphere(int subdivisions, double jitter = 0.25) {
  const double g = (1.0 + std::sqrt(5.0)) / 2.0;
  const std::array<glm::dvec3, 12> corners = {glm::dvec3(-1, g, 0),  glm::dvec3(1, g, 0),   glm::dvec3(-1, -g, 0),
                                              glm::dvec3(1, -g, 0),  glm::dvec3(0, -1, g),  glm::dvec3(0, 1, g),
                                              glm::dvec3(0, -1, -g), glm::dvec3(0, 1, -g),  glm::dvec3(g, 0, -1),
                                              glm::dvec3(g, 0, 1),   glm::dvec3(-g, 0, -1), glm::dvec3(-g, 0, 1)};
  const std::array<std::array<int, 3>, 20> base = {{{0, 11, 5}, {0, 5, 1},  {0, 1, 7},   {0, 7, 10}, {0, 10, 11},
                                                    {1, 5, 9},  {5, 11, 4}, {11, 10, 2}, {10, 7, 6}, {7, 1, 8},
                                                    {3, 9, 4},  {3, 4, 2},  {3, 2, 6},   {3, 6, 8},  {3, 8, 9},
                                                    {4, 9, 5},  {2, 4, 11}, {6, 2, 10},  {8, 6, 7},  {9, 8, 1}}};
  const int m = subdivisions;
  const double edge = 1.0515 / m;  // the icosahedron's edge on the unit sphere, cut m times
  IndexedMesh mesh;
  std::unordered_map<std::uint64_t, std::uint32_t> index_of;
  // The vertex with weights (wa, wb, wc) on face f: keyed by where it lies (a corner, an edge, or inside).
  const auto vertex = [&](int f, int wa, int wb, int wc) -> std::uint32_t {
    const std::array<int, 3> c = base[static_cast<std::size_t>(f)];
    std::array<std::pair<int, int>, 3> weights = {{{c[0], wa}, {c[1], wb}, {c[2], wc}}};
    std::uint64_t key;
    glm::dvec3 p;
    int nonzero = (wa > 0) + (wb > 0) + (wc > 0);
    if (nonzero == 1) {
      const int corner = wa > 0 ? c[0] : (wb > 0 ? c[1] : c[2]);
      key = static_cast<std::uint64_t>(corner);
      p = corners[static_cast<std::size_t>(corner)];
    } else if (nonzero == 2) {
      std::pair<int, int> lo{-1, 0}, hi{-1, 0};
      for (const auto& w : weights) {
        if (w.second == 0) continue;
        if (lo.first < 0) {
          lo = w;
        } else {
          hi = w;
        }
      }
      if (lo.first > hi.first) std::swap(lo, hi);
      key = (1ULL << 62) | (static_cast<std::uint64_t>(lo.first) << 40) | (static_cast<std::uint64_t>(hi.first) << 32) |
            static_cast<std::uint64_t>(lo.second);
      p = (static_cast<double>(lo.second) * corners[static_cast<std::size_t>(lo.first)] +
           static_cast<double>(hi.second) * corners[static_cast<std::size_t>(hi.first)]) /
          static_cast<double>(m);
    } else {
      key = (2ULL << 62) | (static_cast<std::uint64_t>(f) << 40) | (static_cast<std::uint64_t>(wb) << 20) |
            static_cast<std::uint64_t>(wc);
      p = (static_cast<double>(wa) * corners[static_cast<std::size_t>(c[0])] +
           static_cast<double>(wb) * corners[static_cast<std::size_t>(c[1])] +
           static_cast<double>(wc) * corners[static_cast<std::size_t>(c[2])]) /
          static_cast<double>(m);
    }
    const auto [it, added] = index_of.try_emplace(key, static_cast<std::uint32_t>(mesh.vertices.size()));
    if (added) mesh.vertices.emplace_back(glm::vec3(glm::normalize(p) * (1.0 + edge * jitter * Jitter(key))));
    return it->second;
  };
  mesh.faces.reserve(static_cast<std::size_t>(20 * m * m));
  for (int f = 0; f < 20; ++f) {
    for (int i = 0; i < m; ++i) {
      for (int j = 0; j < m - i; ++j) {
        // Grid point (i, j) has weights (m - i - j, i, j) on the face's corners a, b, c.
        const std::uint32_t p00 = vertex(f, m - i - j, i, j), p10 = vertex(f, m - i - j - 1, i + 1, j),
                            p01 = vertex(f, m - i - j - 1, i, j + 1);
        mesh.faces.push_back({p00, p10, p01});
        if (j < m - i - 1) mesh.faces.push_back({p10, vertex(f, m - i - j - 2, i + 1, j + 1), p01});
      }
    }
  }
  return mesh;
}

// A height field over [-1, 1]^2 in x and z with cells x cells squares, each cut into two triangles (2 cells^2
// in all): rolling hills with heights jittered by jitter times a cell's size.
inline IndexedMesh Terrain(int cells, double jitter = 0.25) {
  IndexedMesh mesh;
  const int n = cells + 1;
  mesh.vertices.reserve(static_cast<std::size_t>(n * n));
  for (int z = 0; z < n; ++z) {
    for (int x = 0; x < n; ++x) {
      const double u = -1.0 + 2.0 * x / cells, v = -1.0 + 2.0 * z / cells;
      const double height =
          0.15 * std::sin(3.0 * u) * std::cos(2.0 * v) + 0.05 * std::sin(11.0 * u + 7.0 * v) +
          jitter * (2.0 / cells) * Jitter(static_cast<std::uint64_t>(z) * 1000003ULL + static_cast<std::uint64_t>(x));
      mesh.vertices.emplace_back(static_cast<float>(u), static_cast<float>(height), static_cast<float>(v));
    }
  }
  mesh.faces.reserve(static_cast<std::size_t>(2 * cells * cells));
  for (int z = 0; z < cells; ++z) {
    for (int x = 0; x < cells; ++x) {
      const auto at = [n](int i, int j) { return static_cast<std::uint32_t>(j * n + i); };
      mesh.faces.push_back({at(x, z), at(x, z + 1), at(x + 1, z)});
      mesh.faces.push_back({at(x + 1, z), at(x, z + 1), at(x + 1, z + 1)});
    }
  }
  return mesh;
}

}  // namespace lab::testing
