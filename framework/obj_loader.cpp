#include "framework/obj_loader.hpp"

#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <limits>
#include <regex>
#include <span>
#include <unistd.h>
#include <vector>

#include <fmt/format.h>
#include <sys/stat.h>
#include <tiny_obj_loader.h>

namespace lab {
namespace {

// tinyobjloader keeps a face's corner count in an unsigned char.
constexpr std::size_t kMaxFaceCorners = 255;
// A model is read whole into memory; past this it is surely not a model for the lab.
constexpr std::size_t kMaxObjBytes = std::size_t{256} << 20;
// The largest coordinate a model may have: the top of the range where docs/ROBUSTNESS.md says the lab's
// functions are accurate (its "Magnitudes" section). Past it the checks' answers would not mean anything.
constexpr double kMaxModelCoordinate = 1e15;

ObjReadResult Fail(std::string message) { return {{}, std::move(message)}; }

ObjLoadResult ToMesh(ObjReadResult read) {
  if (!read) return {nullptr, std::move(read.error)};
  return {Mesh::FromTriangles(std::move(read.triangles)), {}};
}

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

// Calls visit(line_number, words) for each line of text that has words, comments removed.
template <class Visit>
void ForEachLine(std::string_view text, Visit visit) {
  std::size_t line_number = 0;
  std::vector<std::string_view> words;
  for (std::size_t start = 0; start < text.size();) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    start = end + 1;
    ++line_number;
    line = line.substr(0, line.find('#'));
    words.clear();
    for (std::size_t i = 0; i < line.size();) {
      while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i]))) ++i;
      const std::size_t word = i;
      while (i < line.size() && !std::isspace(static_cast<unsigned char>(line[i]))) ++i;
      if (i > word) words.push_back(line.substr(word, i - word));
    }
    if (!words.empty() && !visit(line_number, words)) return;
  }
}

// Why a vertex line is wrong, or empty: three coordinates, each a number within the lab's range.
std::string CheckVertex(std::span<const std::string_view> words, std::size_t vertex_number) {
  if (words.size() < 4)
    return fmt::format("vertex {} has {} coordinates; it needs x, y and z", vertex_number, words.size() - 1);
  for (std::size_t k = 1; k <= 3; ++k) {
    const std::string word(words[k]);
    char* parsed_end = nullptr;
    const double value = std::strtod(word.c_str(), &parsed_end);
    if (parsed_end != word.c_str() + word.size())
      return fmt::format("vertex {}: '{}' is not a number", vertex_number, word);
    if (!std::isfinite(value) || std::abs(value) > std::numeric_limits<float>::max()) {
      return fmt::format("vertex {} is not a finite number ('{}')", vertex_number, word);
    }
    if (std::abs(value) > kMaxModelCoordinate) {
      static_assert(kMaxModelCoordinate == 1e15, "the message names the limit");
      return fmt::format(
          "vertex {}: {} is beyond ±1e15, where the lab's functions stop being accurate "
          "(docs/ROBUSTNESS.md, Magnitudes); scale the model down",
          vertex_number, word);
    }
  }
  return {};
}

// Why a face line is wrong, or empty: 3 to kMaxFaceCorners corners, each naming a vertex the file has (counting
// from 1, or back from the last vertex read when negative).
std::string CheckFace(std::span<const std::string_view> words, std::size_t vertices_so_far, std::size_t vertex_total) {
  const std::size_t corners = words.size() - 1;
  if (corners < 3)
    return fmt::format("a face with {} corner{}; a face needs 3 or more", corners, corners == 1 ? "" : "s");
  if (corners > kMaxFaceCorners) {
    return fmt::format("a face with {} corners; at most {} are supported (split it)", corners, kMaxFaceCorners);
  }
  for (std::size_t k = 1; k < words.size(); ++k) {
    const std::string index_text(words[k].substr(0, words[k].find('/')));
    char* parsed_end = nullptr;
    errno = 0;
    const long long index = std::strtoll(index_text.c_str(), &parsed_end, 10);
    if (index_text.empty() || parsed_end != index_text.c_str() + index_text.size() || errno == ERANGE) {
      return fmt::format("face corner '{}' is not a vertex index", words[k]);
    }
    if (index == 0) return fmt::format("face corner '{}': vertex indices count from 1", words[k]);
    if (index > 0 && static_cast<unsigned long long>(index) > vertex_total) {
      return fmt::format("face corner '{}': the file has {} vertices", words[k], vertex_total);
    }
    if (index < 0 && static_cast<unsigned long long>(-(index + 1)) >= vertices_so_far) {
      return fmt::format("face corner '{}': only {} vertices come before it", words[k], vertices_so_far);
    }
  }
  return {};
}

// What tinyobjloader gets wrong without a word: a vertex coordinate that is not a number ("a", "nan", "inf")
// reads as 0, a face of 256 or more corners wraps around (it counts corners in an unsigned char), and a face's
// missing vertex is found only after parsing, with no line. This checks the vertex and face lines first, so
// each is an error with its line. Empty when all is well.
std::string CheckLines(std::string_view text, std::string_view name) {
  std::size_t vertex_total = 0;
  ForEachLine(text, [&](std::size_t, std::span<const std::string_view> words) {
    vertex_total += words[0] == "v" ? 1 : 0;
    return true;
  });
  std::size_t vertex_number = 0;
  std::string problem;
  ForEachLine(text, [&](std::size_t line_number, std::span<const std::string_view> words) {
    if (words[0] == "v") problem = CheckVertex(words, ++vertex_number);
    if (words[0] == "f") problem = CheckFace(words, vertex_number, vertex_total);
    if (!problem.empty()) problem = fmt::format("{}:{}: {}", name, line_number, problem);
    return problem.empty();
  });
  return problem;
}

}  // namespace

ObjReadResult ParseObjTriangles(std::string_view text, std::string_view name) {
  if (std::string problem = CheckLines(text, name); !problem.empty()) return Fail(std::move(problem));
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
  return {std::move(triangles), {}};
}

ObjLoadResult ParseObj(std::string_view text, std::string_view name) { return ToMesh(ParseObjTriangles(text, name)); }

ObjLoadResult LoadObjFile(const std::string& path) { return ToMesh(ReadObjTriangles(path)); }

ObjReadResult ReadObjTriangles(const std::string& path) {
  // Non-blocking, so that a FIFO cannot stall the open; then only a regular file of sane size is read (not a
  // directory, a pipe or /dev/zero).
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return Fail(fmt::format("{}: cannot open: {}", path, std::strerror(errno)));
  struct stat status {};
  if (::fstat(fd, &status) != 0 || !S_ISREG(status.st_mode)) {
    ::close(fd);
    return Fail(fmt::format("{}: not a regular file (a directory, a pipe or a device); give an .obj file", path));
  }
  if (static_cast<std::size_t>(status.st_size) > kMaxObjBytes) {
    ::close(fd);
    return Fail(
        fmt::format("{}: {} MiB; a model may have at most {} MiB", path, status.st_size >> 20, kMaxObjBytes >> 20));
  }
  std::string text(static_cast<std::size_t>(status.st_size), '\0');
  std::size_t got = 0;
  while (got < text.size()) {
    const ssize_t n = ::read(fd, text.data() + got, text.size() - got);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      const int read_errno = errno;
      ::close(fd);
      return Fail(fmt::format("{}: cannot read: {}", path, std::strerror(read_errno)));
    }
    if (n == 0) break;  // shorter than it said: take what is there
    got += static_cast<std::size_t>(n);
  }
  ::close(fd);
  text.resize(got);
  return ParseObjTriangles(text, path);
}

std::string AssetPath(std::string_view file_name) {
  const char* override_dir = std::getenv("LAB_ASSETS_DIR");
  const std::string dir = override_dir != nullptr && *override_dir != '\0' ? override_dir : LAB_ASSETS_DIR;
  return fmt::format("{}/{}", dir, file_name);
}

}  // namespace lab
