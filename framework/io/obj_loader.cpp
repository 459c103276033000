#include "framework/io/obj_loader.hpp"

#include <array>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <limits>
#include <span>
#include <unistd.h>
#include <vector>

#include <fmt/format.h>
#include <sys/stat.h>
#include <tiny_obj_loader.h>

#include "framework/io/build_info.hpp"

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
  // The first number after the first "line" ("line 7", "(line: 7.)").
  const std::size_t line = message.find("line");
  const std::size_t digits = line == std::string::npos ? line : message.find_first_of("0123456789", line + 4);
  if (digits == std::string::npos) return fmt::format("{}: {}", name, message);
  const std::size_t end = message.find_first_not_of("0123456789", digits);
  return fmt::format("{}:{}: {}", name, message.substr(digits, end - digits), message);
}

// Calls visit(line_number, words) for each line of text that has words, comments removed. Lines and words are
// split as tinyobjloader splits them (lines end at "\n", "\r\n" or "\r"; words are parted by spaces and tabs),
// so that a line checked here is the line it reads, with the same number: any other byte (a form feed, a NUL)
// stays inside its word, where no number or keyword check accepts it.
template <class Visit>
void ForEachLine(std::string_view text, Visit visit) {
  std::size_t line_number = 0;
  std::vector<std::string_view> words;
  for (std::size_t start = 0; start < text.size();) {
    std::size_t end = text.find_first_of("\r\n", start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    start = end + (text.substr(end, 2) == "\r\n" ? 2 : 1);
    ++line_number;
    line = line.substr(0, line.find('#'));
    words.clear();
    for (std::size_t i = 0; i < line.size();) {
      while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
      const std::size_t word = i;
      while (i < line.size() && line[i] != ' ' && line[i] != '\t') ++i;
      if (i > word) words.push_back(line.substr(word, i - word));
    }
    if (!words.empty() && !visit(line_number, words)) return;
  }
}

bool IsDigit(char c) { return c >= '0' && c <= '9'; }

// Whether word is a plain decimal number, [+-]digits[.digits][(e|E)[+-]digits] (either side of the point may be
// empty, not both): the forms tinyobjloader and strtod read alike. Not hex, "inf" or "nan", which strtod would
// take and tinyobjloader reads as 0, nor a number with anything after it ("1abc", which tinyobjloader reads as 1).
bool IsDecimal(std::string_view word) {
  std::size_t i = 0;
  if (i < word.size() && (word[i] == '+' || word[i] == '-')) ++i;
  std::size_t digits = 0;
  for (; i < word.size() && IsDigit(word[i]); ++i) ++digits;
  if (i < word.size() && word[i] == '.') {
    for (++i; i < word.size() && IsDigit(word[i]); ++i) ++digits;
  }
  if (digits == 0) return false;
  if (i < word.size() && (word[i] == 'e' || word[i] == 'E')) {
    ++i;
    if (i < word.size() && (word[i] == '+' || word[i] == '-')) ++i;
    const std::size_t exponent = i;
    while (i < word.size() && IsDigit(word[i])) ++i;
    if (i == exponent) return false;
  }
  return i == word.size();
}

// A number word's value, or why it is not one: what is wrong reads "'{word}' is not a number" and the like.
struct Number {
  double value = 0;
  std::string problem;
};

Number ReadNumber(std::string_view word) {
  if (!IsDecimal(word)) return {0, fmt::format("'{}' is not a number", word)};
  const std::string text(word);
  const double value = std::strtod(text.c_str(), nullptr);
  if (!std::isfinite(value) || std::abs(value) > std::numeric_limits<float>::max())
    return {value, fmt::format("'{}' is not a finite number", word)};
  return {value, {}};
}

// A vertex as CheckLines read it: where it is, and its coordinates' words and values.
struct VertexLine {
  std::size_t line_number = 0;
  std::array<std::string_view, 3> words;
  std::array<double, 3> values{};
};

// Why a vertex line is wrong, or empty: x, y and z, each a number within the lab's range; then optionally w, and
// optionally the r g b colours of a common extension (3, 4, 6 or 7 numbers in all), each a finite number.
std::string CheckVertex(std::span<const std::string_view> words, std::size_t vertex_number, VertexLine& vertex) {
  const std::size_t count = words.size() - 1;
  if (count < 3) return fmt::format("vertex {} has {} coordinates; it needs x, y and z", vertex_number, count);
  if (count == 5 || count > 7) {
    return fmt::format(
        "vertex {} has {} numbers; it takes x y z, then optionally w, then optionally r g b (3, 4, 6 or 7)",
        vertex_number, count);
  }
  for (std::size_t k = 1; k <= 3; ++k) {
    const std::string word(words[k]);
    if (!IsDecimal(word)) return fmt::format("vertex {}: '{}' is not a number", vertex_number, word);
    const double value = std::strtod(word.c_str(), nullptr);
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
    vertex.words[k - 1] = words[k];
    vertex.values[k - 1] = value;
  }
  static constexpr std::array<const char*, 4> kExtra = {"w", "r", "g", "b"};
  for (std::size_t k = 4; k < words.size(); ++k) {
    const Number number = ReadNumber(words[k]);
    if (!number.problem.empty()) {
      const std::size_t extra = count == 6 ? k - 3 : k - 4;  // x y z r g b, or x y z w r g b
      return fmt::format("vertex {}'s {}: {}", vertex_number, kExtra.at(extra), number.problem);
    }
  }
  return {};
}

// Why a texture coordinate (vt: u, then optionally v and w) or normal (vn: x y z) line is wrong, or empty.
std::string CheckNumbers(std::span<const std::string_view> words, std::string_view what, std::size_t number,
                         std::size_t least, std::size_t most) {
  const std::size_t count = words.size() - 1;
  if (count < least || count > most) {
    return fmt::format("{} {} has {} number{}; it needs {}", what, number, count, count == 1 ? "" : "s",
                       least == most ? fmt::format("{}", least) : fmt::format("{} to {}", least, most));
  }
  for (std::size_t k = 1; k < words.size(); ++k) {
    const Number value = ReadNumber(words[k]);
    if (!value.problem.empty()) return fmt::format("{} {}: {}", what, number, value.problem);
  }
  return {};
}

// How many of each kind of line: the whole file's, or those read so far.
struct Counts {
  std::size_t vertices = 0;
  std::size_t texture_coordinates = 0;
  std::size_t normals = 0;
};

// Why one index of a face corner (its vertex, texture coordinate or normal part) is wrong, or empty: it names a
// line of its kind the file has, counting from 1, or back from the last one read when negative.
std::string CheckIndex(std::string_view corner, std::string_view text, std::string_view kind, std::size_t so_far,
                       std::size_t total) {
  const std::size_t sign = !text.empty() && (text[0] == '-' || text[0] == '+') ? 1 : 0;
  long long index = 0;
  bool valid = text.size() > sign && text.size() - sign <= 18;  // no overflow below
  for (std::size_t i = sign; valid && i < text.size(); ++i) {
    valid = IsDigit(text[i]);
    index = index * 10 + (text[i] - '0');
  }
  if (!valid) {
    return kind == "vertex" ? fmt::format("face corner '{}' is not a vertex index", corner)
                            : fmt::format("face corner '{}': '{}' is not a {} index", corner, text, kind);
  }
  if (text[0] == '-') index = -index;
  if (index == 0) return fmt::format("face corner '{}': {} indices count from 1", corner, kind);
  const std::string_view plural = kind == "vertex" ? "vertices" : kind == "normal" ? "normals" : "texture coordinates";
  if (index > 0 && static_cast<unsigned long long>(index) > total) {
    return fmt::format("face corner '{}': the file has {} {}", corner, total, plural);
  }
  if (index < 0 && static_cast<unsigned long long>(-index) > so_far) {
    return fmt::format("face corner '{}': only {} {} come before it", corner, so_far, plural);
  }
  return {};
}

// Why a face line is wrong, or empty: 3 to kMaxFaceCorners corners, each v, v/vt, v//vn or v/vt/vn, where every
// index names a line of its kind the file has (CheckIndex).
std::string CheckFace(std::span<const std::string_view> words, const Counts& so_far, const Counts& total) {
  const std::size_t corners = words.size() - 1;
  if (corners < 3)
    return fmt::format("a face with {} corner{}; a face needs 3 or more", corners, corners == 1 ? "" : "s");
  if (corners > kMaxFaceCorners) {
    return fmt::format("a face with {} corners; at most {} are supported (split it)", corners, kMaxFaceCorners);
  }
  for (std::size_t k = 1; k < words.size(); ++k) {
    const std::string_view corner = words[k];
    std::array<std::string_view, 3> parts;  // v, vt, vn
    std::size_t count = 0;
    for (std::size_t start = 0;; ++count) {
      const std::size_t slash = corner.find('/', start);
      if (count == parts.size()) {
        return fmt::format("face corner '{}' has more than 3 parts; it is v, v/vt, v//vn or v/vt/vn", corner);
      }
      parts[count] = corner.substr(start, slash == std::string_view::npos ? slash : slash - start);
      if (slash == std::string_view::npos) break;
      start = slash + 1;
    }
    if (count > 0 && parts[1].empty() && (count == 1 || parts[2].empty())) {
      return fmt::format("face corner '{}' has an empty index; it is v, v/vt, v//vn or v/vt/vn", corner);
    }
    if (count == 2 && parts[2].empty()) {
      return fmt::format("face corner '{}' has an empty normal index; it is v, v/vt, v//vn or v/vt/vn", corner);
    }
    std::string problem = CheckIndex(corner, parts[0], "vertex", so_far.vertices, total.vertices);
    if (problem.empty() && count >= 1 && !parts[1].empty()) {
      problem =
          CheckIndex(corner, parts[1], "texture coordinate", so_far.texture_coordinates, total.texture_coordinates);
    }
    if (problem.empty() && count == 2) problem = CheckIndex(corner, parts[2], "normal", so_far.normals, total.normals);
    if (!problem.empty()) return problem;
  }
  return {};
}

// What tinyobjloader gets wrong without a word: a number that is not one ("a", "nan", "inf", "0x10", "1abc")
// reads as 0 or as its first digits, a face of 256 or more corners wraps around (it counts corners in an unsigned
// char), and a face's missing vertex, texture coordinate or normal is found only after parsing, with no line (or
// not at all). This checks the v, vt, vn and f lines first, so each is an error with its line, and keeps the
// vertices it read (ParseObjTriangles compares tinyobjloader's with them). Empty when all is well.
std::string CheckLines(std::string_view text, std::string_view name, std::vector<VertexLine>& vertices) {
  Counts total;
  ForEachLine(text, [&](std::size_t, std::span<const std::string_view> words) {
    total.vertices += words[0] == "v" ? 1 : 0;
    total.texture_coordinates += words[0] == "vt" ? 1 : 0;
    total.normals += words[0] == "vn" ? 1 : 0;
    return true;
  });
  vertices.clear();
  vertices.reserve(total.vertices);
  Counts so_far;
  std::string problem;
  ForEachLine(text, [&](std::size_t line_number, std::span<const std::string_view> words) {
    if (words[0] == "v") {
      VertexLine& vertex = vertices.emplace_back();
      vertex.line_number = line_number;
      problem = CheckVertex(words, ++so_far.vertices, vertex);
    } else if (words[0] == "vt") {
      problem = CheckNumbers(words, "texture coordinate", ++so_far.texture_coordinates, 1, 3);
    } else if (words[0] == "vn") {
      problem = CheckNumbers(words, "normal", ++so_far.normals, 3, 3);
    } else if (words[0] == "f") {
      problem = CheckFace(words, so_far, total);
    }
    if (!problem.empty()) problem = fmt::format("{}:{}: {}", name, line_number, problem);
    return problem.empty();
  });
  return problem;
}

}  // namespace

ObjReadResult ParseObjTriangles(std::string_view text, std::string_view name) {
  std::vector<VertexLine> checked;
  if (std::string problem = CheckLines(text, name, checked); !problem.empty()) return Fail(std::move(problem));
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
  // CheckLines read every vertex's numbers with strtod; tinyobjloader's own parser loses extreme forms that are
  // plain decimals all the same ("0e500" reads as NaN, "0.<330 zeros>1e330" as 0), so its values must match.
  if (checked.size() != vertex_count)
    return Fail(fmt::format("{}: {} vertex lines, but the parser read {}", name, checked.size(), vertex_count));
  for (std::size_t i = 0; i < positions.size(); ++i) {
    const VertexLine& line = checked[i / 3];
    const double expected = line.values[i % 3];
    const double got = positions[i];
    const double tolerance = 4 * std::numeric_limits<float>::epsilon() * std::abs(expected) +
                             static_cast<double>(std::numeric_limits<float>::min());
    if (!(std::abs(got - expected) <= tolerance)) {
      return Fail(fmt::format("{}:{}: vertex {}: tinyobjloader reads '{}' as {}; write it as a plainer number", name,
                              line.line_number, i / 3 + 1, line.words[i % 3], got));
    }
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
    const auto mebibytes = (static_cast<std::size_t>(status.st_size) + (std::size_t{1} << 20) - 1) >> 20;  // up
    return Fail(fmt::format("{}: {} MiB; a model may have at most {} MiB", path, mebibytes, kMaxObjBytes >> 20));
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
  const std::string dir = override_dir != nullptr && *override_dir != '\0' ? override_dir : build_info::AssetsDir();
  return fmt::format("{}/{}", dir, file_name);
}

}  // namespace lab
