// The shipped random cases (samples/random/data, the reference's answers that a student's functions must give)
// against CGAL's exact rational arithmetic: every stored yes-or-no answer that CGAL can decide exactly must be
// CGAL's, unless the case is marked "either" (its answer changed when make-cases moved its inputs by a rounding
// error, so float may decide it either way). A wrong stored answer would fail a right student function.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include <CGAL/Gmpq.h>
#include <CGAL/Simple_cartesian.h>
#include <CGAL/intersections.h>
#include <CGAL/squared_distance_3.h>
#include <gtest/gtest.h>

namespace {

using Kernel = CGAL::Simple_cartesian<CGAL::Gmpq>;
using Q = CGAL::Gmpq;
using QPoint = Kernel::Point_3;

// One stored case: its inputs (each parameter's numbers), the reference's answer, and how it is compared.
struct StoredCase {
  std::string line;
  std::vector<std::vector<float>> inputs;
  std::string answer, comparison;
};

std::string Trim(const std::string& text) {
  const auto first = text.find_first_not_of(' ');
  return first == std::string::npos ? "" : text.substr(first, text.find_last_not_of(' ') - first + 1);
}

std::vector<std::string> Split(const std::string& text, char separator) {
  std::vector<std::string> parts;
  std::stringstream in(text);
  for (std::string part; std::getline(in, part, separator);) parts.push_back(Trim(part));
  return parts;
}

// Every function's cases in one data file, by signature.
std::map<std::string, std::vector<StoredCase>> Read(const std::string& file) {
  std::ifstream in(std::string(LAB_RANDOM_CASES_DIR) + "/" + file);
  EXPECT_TRUE(in) << "cannot read " << file;
  std::map<std::string, std::vector<StoredCase>> cases;
  std::string signature;
  for (std::string line; std::getline(in, line);) {
    if (line.starts_with("@ ")) signature = line.substr(2);
    if (line.empty() || line[0] == '#' || line[0] == '@') continue;
    const std::vector<std::string> fields = Split(line, '|');
    if (fields.size() < 4) continue;
    StoredCase c{line, {}, fields[2], fields[3]};
    for (const std::string& parameter : Split(fields[1], ';')) {
      std::vector<float> numbers;
      std::stringstream words(parameter);
      for (std::string word; words >> word;) numbers.push_back(std::strtof(word.c_str(), nullptr));
      c.inputs.push_back(numbers);
    }
    cases[signature].push_back(c);
  }
  return cases;
}

Q ToQ(float f) { return Q(static_cast<double>(f)); }
QPoint PointAt(const std::vector<float>& v, std::size_t i = 0) { return {ToQ(v[i]), ToQ(v[i + 1]), ToQ(v[i + 2])}; }
Kernel::Triangle_3 TriangleOf(const std::vector<float>& v) { return {PointAt(v, 0), PointAt(v, 3), PointAt(v, 6)}; }
Kernel::Iso_cuboid_3 BoxOf(const std::vector<float>& v) { return {PointAt(v, 0), PointAt(v, 3)}; }
bool Finite(const std::vector<std::vector<float>>& inputs) {
  for (const auto& parameter : inputs) {
    for (const float x : parameter) {
      if (!std::isfinite(x)) return false;
    }
  }
  return true;
}
bool Ordered(const std::vector<float>& box) { return box[0] <= box[3] && box[1] <= box[4] && box[2] <= box[5]; }
bool Flat(const std::vector<float>& triangle) {
  return CGAL::collinear(PointAt(triangle, 0), PointAt(triangle, 3), PointAt(triangle, 6));
}
Q SquaredDistanceToBox(const QPoint& p, const std::vector<float>& box) {
  Q total = 0;
  for (int axis = 0; axis < 3; ++axis) {
    const Q x = p[axis], low = ToQ(box[static_cast<std::size_t>(axis)]),
            high = ToQ(box[static_cast<std::size_t>(axis) + 3]);
    const Q out = x < low ? low - x : (x > high ? x - high : Q(0));
    total += out * out;
  }
  return total;
}

// The exact answer of a case of the function, or nothing when CGAL cannot say (input outside the predicate's
// domain: NaN, a negative radius, an inverted box, a flat triangle; the contract's own clauses cover those).
using Exact = std::function<std::optional<bool>(const std::vector<std::vector<float>>&)>;

// Checks one function's stored cases against the exact answers; at least `least` of them must be decidable.
void CheckFunction(const std::map<std::string, std::vector<StoredCase>>& file, const std::string& signature,
                   const Exact& exact, int least, const char* whose = "exact") {
  SCOPED_TRACE(signature);
  const auto found = file.find(signature);
  ASSERT_NE(found, file.end()) << "no cases of " << signature;
  int checked = 0, boundary = 0;
  for (const StoredCase& c : found->second) {
    if (c.comparison == "either") {
      ++boundary;
      continue;
    }
    if (!Finite(c.inputs)) continue;
    const std::optional<bool> answer = exact(c.inputs);
    if (!answer) continue;
    ++checked;
    EXPECT_EQ(c.answer, *answer ? "1" : "0") << "the stored answer is not the " << whose << " one: " << c.line;
  }
  std::printf("%-40s %3d stored answers %s, %3d on a boundary (either)\n", signature.c_str(), checked, whose, boundary);
  EXPECT_GE(checked, least) << "too few cases CGAL can decide: the test would check little";
}

TEST(RandomCasesExact, PointTests) {
  const auto file = Read("point_tests.cases");
  CheckFunction(
      file, "PointInSphere(Sphere, Point)",
      [](const auto& in) -> std::optional<bool> {
        if (in[0][3] < 0) return std::nullopt;
        return CGAL::squared_distance(PointAt(in[0]), PointAt(in[1])) < ToQ(in[0][3]) * ToQ(in[0][3]);
      },
      100);
  CheckFunction(
      file, "PointInAABB(AABB, Point)",
      [](const auto& in) -> std::optional<bool> {
        for (std::size_t axis = 0; axis < 3; ++axis) {
          if (!(in[0][axis] < in[1][axis] && in[1][axis] < in[0][axis + 3])) return false;
        }
        return true;
      },
      100);
}

TEST(RandomCasesExact, StaticIntersections) {
  const auto file = Read("static_intersections.cases");
  CheckFunction(
      file, "Intersects(Sphere, Sphere)",
      [](const auto& in) -> std::optional<bool> {
        if (in[0][3] < 0 || in[1][3] < 0) return std::nullopt;
        const Q radii = ToQ(in[0][3]) + ToQ(in[1][3]);
        return CGAL::squared_distance(PointAt(in[0]), PointAt(in[1])) <= radii * radii;
      },
      100);
  CheckFunction(
      file, "Intersects(Sphere, AABB)",
      [](const auto& in) -> std::optional<bool> {
        if (in[0][3] < 0 || !Ordered(in[1])) return std::nullopt;
        return SquaredDistanceToBox(PointAt(in[0]), in[1]) <= ToQ(in[0][3]) * ToQ(in[0][3]);
      },
      100);
  CheckFunction(
      file, "Intersects(AABB, AABB)",
      [](const auto& in) -> std::optional<bool> {
        if (!Ordered(in[0]) || !Ordered(in[1])) return std::nullopt;
        for (std::size_t axis = 0; axis < 3; ++axis) {
          if (in[0][axis] > in[1][axis + 3] || in[1][axis] > in[0][axis + 3]) return false;
        }
        return true;
      },
      100);
}

TEST(RandomCasesExact, Triangles) {
  const auto file = Read("triangles.cases");
  CheckFunction(
      file, "Intersects(Triangle, Sphere)",
      [](const auto& in) -> std::optional<bool> {
        if (Flat(in[0]) || in[1][3] < 0) return std::nullopt;
        return CGAL::squared_distance(TriangleOf(in[0]), PointAt(in[1])) < ToQ(in[1][3]) * ToQ(in[1][3]);
      },
      100);
  CheckFunction(
      file, "Intersects(Triangle, AABB)",
      [](const auto& in) -> std::optional<bool> {
        if (Flat(in[0]) || !Ordered(in[1])) return std::nullopt;
        return CGAL::do_intersect(TriangleOf(in[0]), BoxOf(in[1]));
      },
      100);
  CheckFunction(
      file, "Intersects(Triangle, Triangle)",
      [](const auto& in) -> std::optional<bool> {
        if (Flat(in[0]) || Flat(in[1])) return std::nullopt;
        return CGAL::do_intersect(TriangleOf(in[0]), TriangleOf(in[1]));
      },
      100);
}

// A right function in float, as a student writes it from the book: the separating-axis test of
// GamePhysicsCookbook (both normals, the nine edge cross products, a parallel pair's edge replaced by the normal
// of the plane through it and the other edge's start, touching counts), plus the in-plane edge normals for
// coplanar pairs. It rounds where the reference is exact, so it answers cases on a boundary either way: those must
// be stored as "either" (make-cases finds them by jitter and, for these pairs, by distance), or a right student
// function fails. Degenerate triangles are left out: the textbook test treats them as their plane's, not as the
// segments and points the contract says they are.
using Vec = std::array<float, 3>;
Vec Minus(const Vec& a, const Vec& b) { return {a[0] - b[0], a[1] - b[1], a[2] - b[2]}; }
Vec Cross(const Vec& a, const Vec& b) {
  return {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
}
float Dot(const Vec& a, const Vec& b) { return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]; }
std::array<Vec, 3> CornersOf(const std::vector<float>& v) {
  return {Vec{v[0], v[1], v[2]}, Vec{v[3], v[4], v[5]}, Vec{v[6], v[7], v[8]}};
}
bool OverlapOn(const std::array<Vec, 3>& a, const std::array<Vec, 3>& b, const Vec& axis) {
  if (Dot(axis, axis) == 0.0f) return true;  // no axis: separates nothing
  const auto interval = [&](const std::array<Vec, 3>& t) {
    return std::minmax({Dot(t[0], axis), Dot(t[1], axis), Dot(t[2], axis)});
  };
  const auto [a_low, a_high] = interval(a);
  const auto [b_low, b_high] = interval(b);
  return b_low <= a_high && a_low <= b_high;
}
// The cookbook's SatCrossEdge: the edges' cross product, or for parallel edges a perpendicular in their plane.
Vec CrossEdge(const Vec& a, const Vec& b, const Vec& c, const Vec& d) {
  const Vec ab = Minus(b, a), cross = Cross(ab, Minus(d, c));
  if (Dot(cross, cross) > 1e-12f * Dot(ab, ab) * Dot(Minus(d, c), Minus(d, c))) return cross;
  return Cross(ab, Cross(ab, Minus(c, a)));
}
bool TextbookIntersects(const std::array<Vec, 3>& a, const std::array<Vec, 3>& b) {
  const Vec na = Cross(Minus(a[1], a[0]), Minus(a[2], a[0])), nb = Cross(Minus(b[1], b[0]), Minus(b[2], b[0]));
  if (!OverlapOn(a, b, na) || !OverlapOn(a, b, nb)) return false;
  for (std::size_t i = 0; i < 3; ++i) {
    for (std::size_t j = 0; j < 3; ++j) {
      if (!OverlapOn(a, b, CrossEdge(a[i], a[(i + 1) % 3], b[j], b[(j + 1) % 3]))) return false;
    }
    if (!OverlapOn(a, b, Cross(na, Minus(a[(i + 1) % 3], a[i])))) return false;
    if (!OverlapOn(a, b, Cross(nb, Minus(b[(i + 1) % 3], b[i])))) return false;
  }
  return true;
}

TEST(RandomCasesFloat, TextbookTriangleTriangleAgreesWithEveryStrictCase) {
  const auto file = Read("triangles.cases");
  CheckFunction(
      file, "Intersects(Triangle, Triangle)",
      [](const auto& in) -> std::optional<bool> {
        if (Flat(in[0]) || Flat(in[1])) return std::nullopt;
        return TextbookIntersects(CornersOf(in[0]), CornersOf(in[1]));
      },
      100, "textbook float SAT's");
}

}  // namespace
