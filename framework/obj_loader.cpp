#include "framework/obj_loader.hpp"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <regex>
#include <sstream>

#include <fmt/format.h>
#include <tiny_obj_loader.h>

namespace lab {
namespace {

ObjLoadResult Fail(std::string message) { return {nullptr, std::move(message)}; }

// tinyobjloader ends its messages with "line N.)" or "(line N.)"; put the line where editors expect it.
std::string FormatParserError(std::string_view name, std::string message) {
  while (!message.empty() && (message.back() == '\n' || message.back() == ' ')) message.pop_back();
  const auto first_line = message.find('\n');
  if (first_line != std::string::npos) message.resize(first_line);
  static const std::regex kLine(R"(line[^0-9]*([0-9]+))");
  std::smatch match;
  if (std::regex_search(message, match, kLine)) return fmt::format("{}:{}: {}", name, match[1].str(), message);
  return fmt::format("{}: {}", name, message);
}

}  // namespace

ObjLoadResult ParseObj(std::string_view text, std::string_view name) {
  tinyobj::ObjReaderConfig config;
  config.triangulate = false;  // we fan polygons ourselves, so every face is handled the same way
  config.vertex_color = false;
  tinyobj::ObjReader reader;
  // Parsing from a string (with no material text) never touches the file system.
  if (!reader.ParseFromString(std::string(text), std::string(), config)) {
    return Fail(FormatParserError(name, reader.Error().empty() ? "not a valid OBJ file" : reader.Error()));
  }
  const std::vector<tinyobj::real_t>& positions = reader.GetAttrib().vertices;
  const std::size_t vertex_count = positions.size() / 3;
  for (std::size_t i = 0; i < positions.size(); ++i) {
    if (!std::isfinite(positions[i])) return Fail(fmt::format("{}: vertex {} is not a finite number", name, i / 3 + 1));
  }
  std::vector<Triangle> triangles;
  for (const tinyobj::shape_t& shape : reader.GetShapes()) {
    const auto& indices = shape.mesh.indices;
    std::size_t offset = 0;
    for (const auto face_size : shape.mesh.num_face_vertices) {
      const std::size_t corners = face_size;
      if (offset + corners > indices.size()) return Fail(fmt::format("{}: a face refers past the index list", name));
      if (corners < 3)
        return Fail(fmt::format("{}: a face in '{}' has {} vertices; faces need 3 or more", name, shape.name, corners));
      auto vertex = [&](std::size_t corner, Point& out) {
        const int index = indices[offset + corner].vertex_index;
        if (index < 0 || static_cast<std::size_t>(index) >= vertex_count) return false;
        const std::size_t base = static_cast<std::size_t>(index) * 3;
        out = Point(positions[base], positions[base + 1], positions[base + 2]);
        return true;
      };
      Point first, previous, current;
      if (!vertex(0, first) || !vertex(1, previous)) {
        return Fail(fmt::format("{}: a face in '{}' uses a vertex that does not exist", name, shape.name));
      }
      for (std::size_t corner = 2; corner < corners; ++corner) {  // the fan (0, k - 1, k)
        if (!vertex(corner, current)) {
          return Fail(fmt::format("{}: a face in '{}' uses a vertex that does not exist", name, shape.name));
        }
        triangles.emplace_back(first, previous, current);
        previous = current;
      }
      offset += corners;
    }
  }
  if (triangles.empty()) return Fail(fmt::format("{}: no faces, so no triangles to collide with", name));
  return {Mesh::FromTriangles(std::move(triangles)), {}};
}

ObjLoadResult LoadObjFile(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) return Fail(fmt::format("{}: cannot open: {}", path, std::strerror(errno)));
  std::ostringstream text;
  text << file.rdbuf();
  if (file.bad()) return Fail(fmt::format("{}: cannot read: {}", path, std::strerror(errno)));
  return ParseObj(text.str(), path);
}

std::string AssetPath(std::string_view file_name) {
  const char* override_dir = std::getenv("LAB_ASSETS_DIR");
  const std::string dir = override_dir != nullptr && *override_dir != '\0' ? override_dir : LAB_ASSETS_DIR;
  return fmt::format("{}/{}", dir, file_name);
}

}  // namespace lab
