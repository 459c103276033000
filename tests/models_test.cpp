// Chapter 4 models: the OBJ loader (formats and every error path), the shipped knot's figures checked
// independently of the loader, the model samples' expectations by brute force, the BVH against brute force
// under random transforms, and the tutorial's suzanne figures when ../shared/data/suzanne.obj is present.
#include "collisions/models.hpp"

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <limits>
#include <random>
#include <sstream>
#include <vector>

#include <fmt/format.h>
#include <glm/gtc/matrix_transform.hpp>
#include <gtest/gtest.h>
#include <sys/stat.h>

#include "brute_force.hpp"
#include "collisions/bvh.hpp"
#include "framework/io/obj_loader.hpp"
#include "samples/sample_models.hpp"

namespace lab {
namespace {

// ---- The loader

TEST(ObjLoader, CubeQuadsAreFanned) {
  const ObjLoadResult cube = LoadObjFile(AssetPath("cube.obj"));
  ASSERT_TRUE(cube) << cube.error;
  EXPECT_EQ(cube.mesh->triangles.size(), 12u);
  EXPECT_EQ(cube.mesh->bounds.min, Point(-1.0f));
  EXPECT_EQ(cube.mesh->bounds.max, Point(1.0f));
}

TEST(ObjLoader, AllIndexFormsAndNegativeIndices) {
  const ObjLoadResult result = ParseObj(
      "v 0 0 0\nv 1 0 0\nv 0 1 0\nv 1 1 0\nvt 0 0\nvn 0 0 1\n"
      "f 1 2 3\nf 1/1 2/1 3/1\nf 1//1 2//1 3//1\nf 1/1/1 2/1/1 3/1/1\nf -4 -3 -2\n",
      "forms.obj");
  ASSERT_TRUE(result) << result.error;
  ASSERT_EQ(result.mesh->triangles.size(), 5u);
  for (const Triangle& t : result.mesh->triangles) {
    EXPECT_EQ(t.p0, Point(0, 0, 0));
    EXPECT_EQ(t.p1, Point(1, 0, 0));
    EXPECT_EQ(t.p2, Point(0, 1, 0));
  }
}

TEST(ObjLoader, PolygonsBecomeAFanAroundTheirFirstVertex) {
  const ObjLoadResult result = ParseObj("v 0 0 0\nv 1 0 0\nv 2 1 0\nv 1 2 0\nv 0 1 0\nf 1 2 3 4 5\n", "pentagon.obj");
  ASSERT_TRUE(result) << result.error;
  ASSERT_EQ(result.mesh->triangles.size(), 3u);
  EXPECT_EQ(result.mesh->triangles[1].p0, Point(0, 0, 0));
  EXPECT_EQ(result.mesh->triangles[1].p1, Point(2, 1, 0));
  EXPECT_EQ(result.mesh->triangles[1].p2, Point(1, 2, 0));
}

TEST(ObjLoader, MissingFileNamesIt) {
  const ObjLoadResult result = LoadObjFile("/nonexistent/dir/model.obj");
  EXPECT_FALSE(result);
  EXPECT_NE(result.error.find("/nonexistent/dir/model.obj: cannot open"), std::string::npos) << result.error;
}

TEST(ObjLoader, ParserErrorsNameTheFileAndLine) {
  const ObjLoadResult zero = ParseObj("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 0 1 2\n", "zero.obj");
  EXPECT_FALSE(zero);
  EXPECT_EQ(zero.error.rfind("zero.obj:4: ", 0), 0u) << zero.error;
  const ObjLoadResult past = ParseObj("v 0 0 0\nv 1 0 0\nv 0 1 0\n# a comment\nf 1 2 9\n", "past.obj");
  EXPECT_FALSE(past);
  EXPECT_EQ(past.error, "past.obj:5: face corner '9': the file has 3 vertices");
  const ObjLoadResult before = ParseObj("v 0 0 0\nv 1 0 0\nf 1 2 -3\nv 0 1 0\n", "before.obj");
  EXPECT_EQ(before.error, "before.obj:3: face corner '-3': only 2 vertices come before it");
  const ObjLoadResult word = ParseObj("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 two/2 3\n", "word.obj");
  EXPECT_EQ(word.error, "word.obj:4: face corner 'two/2' is not a vertex index");
  // A face may name a vertex the file gives later (tinyobjloader resolves indices at the end).
  EXPECT_TRUE(ParseObj("f 1 2 3\nv 0 0 0\nv 1 0 0\nv 0 1 0\n", "later.obj"));
}

TEST(ObjLoader, CoordinatesBeyondTheDocumentedRangeAreErrors) {
  // docs/ROBUSTNESS.md: the functions are accurate up to 1e15; a model past it is refused, not checked wrongly.
  EXPECT_TRUE(ParseObj("v 1e15 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n", "edge.obj"));
  const ObjLoadResult far = ParseObj("v 0 0 0\nv 1 0 0\nv 0 -2e15 0\nf 1 2 3\n", "far.obj");
  EXPECT_FALSE(far);
  EXPECT_EQ(far.error.rfind("far.obj:3: vertex 3: -2e15 is beyond ±1e15", 0), 0u) << far.error;
}

TEST(ObjLoader, BadFacesAndEmptyFilesAreErrors) {
  const ObjLoadResult two = ParseObj("v 0 0 0\nv 1 0 0\nf 1 2\n", "two.obj");
  EXPECT_EQ(two.error, "two.obj:3: a face with 2 corners; a face needs 3 or more");
  const ObjLoadResult empty = ParseObj("", "empty.obj");
  EXPECT_FALSE(empty);
  EXPECT_NE(empty.error.find("empty.obj: no faces"), std::string::npos) << empty.error;
  const ObjLoadResult points_only = ParseObj("v 0 0 0\nv 1 0 0\n", "points.obj");
  EXPECT_FALSE(points_only);
}

TEST(ObjLoader, NonFiniteVerticesAreErrors) {
  const ObjLoadResult huge = ParseObj("v 1e39 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n", "huge.obj");
  EXPECT_FALSE(huge);
  EXPECT_NE(huge.error.find("huge.obj:1: vertex 1 is not a finite number ('1e39')"), std::string::npos) << huge.error;
  // tinyobjloader reads these as zeros without a word.
  for (const char* coordinates : {"nan nan nan", "a b c", "inf 0 0", "0 0"}) {
    const ObjLoadResult bad =
        ParseObj(fmt::format("v 0 0 0\nv 1 0 0\n# the third\nv {}\nf 1 2 3\n", coordinates), "bad.obj");
    EXPECT_FALSE(bad) << coordinates;
    EXPECT_EQ(bad.error.rfind("bad.obj:4: vertex 3", 0), 0u) << bad.error;
  }
}

TEST(ObjLoader, FacesOfMoreThan255CornersAreErrorsNotWrongTriangles) {
  std::string text;
  for (int i = 0; i < 300; ++i) text += fmt::format("v {} {} 0\n", std::cos(i * 0.02), std::sin(i * 0.02));
  text += "f";
  for (int i = 1; i <= 256; ++i) text += fmt::format(" {}", i);
  text += "\n";
  const ObjLoadResult wide = ParseObj(text, "wide.obj");
  EXPECT_FALSE(wide);
  EXPECT_EQ(wide.error.rfind("wide.obj:301: a face with 256 corners; at most 255", 0), 0u) << wide.error;
}

TEST(ObjLoader, OnlyRegularFilesAreRead) {
  for (const char* special : {"/dev/zero", "/dev/null", "/tmp"}) {
    const ObjLoadResult result = LoadObjFile(special);
    EXPECT_FALSE(result) << special;
    EXPECT_NE(result.error.find("not a regular file"), std::string::npos) << result.error;
  }
  const std::string fifo = ::testing::TempDir() + "lab_model_fifo.obj";
  std::remove(fifo.c_str());
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  const ObjLoadResult piped = LoadObjFile(fifo);  // would block for ever waiting for a writer
  EXPECT_FALSE(piped);
  EXPECT_NE(piped.error.find("not a regular file"), std::string::npos) << piped.error;
  std::remove(fifo.c_str());
}

TEST(ObjLoader, VertexLinesTakeWAndColoursAndNothingElse) {
  // x y z, x y z w, x y z r g b (a common extension) and x y z w r g b all load.
  const ObjLoadResult forms =
      ParseObj("v 0 0 0\nv 1 0 0 1\nv 0 1 0 1 0.5 0\nv 1 1 0 1 1 0 0\nf 1 2 3\nf 2 4 3\n", "forms.obj");
  ASSERT_TRUE(forms) << forms.error;
  EXPECT_EQ(forms.mesh->triangles[1].p1, Point(1, 1, 0));
  const std::pair<const char*, const char*> bad[] = {
      {"1 0 0 1 2", "bad.obj:2: vertex 2 has 5 numbers; it takes x y z, then optionally w"},
      {"1 0 0 1 2 3 4 5", "bad.obj:2: vertex 2 has 8 numbers"},
      {"1 0 0 w", "bad.obj:2: vertex 2's w: 'w' is not a number"},
      {"1 0 0 1 0 nan", "bad.obj:2: vertex 2's b: 'nan' is not a number"},
      {"1 0 0 1 0 1 1e39", "bad.obj:2: vertex 2's b: '1e39' is not a finite number"},
      {"1 0 0 2 0 red 1", "bad.obj:2: vertex 2's g: 'red' is not a number"},
      {"0x10 0 0", "bad.obj:2: vertex 2: '0x10' is not a number"},  // strtod's 16; tinyobjloader's 0
      {"1abc 0 0", "bad.obj:2: vertex 2: '1abc' is not a number"},  // tinyobjloader's 1
      {"\f1 0 0", "bad.obj:2: vertex 2: '\f1' is not a number"},    // not a word separator
  };
  for (const auto& [vertex, message] : bad) {
    const ObjLoadResult result = ParseObj(fmt::format("v 0 0 0\nv {}\nv 0 1 0\nf 1 2 3\n", vertex), "bad.obj");
    EXPECT_EQ(result.error.rfind(message, 0), 0u) << vertex << " gave: " << result.error;
  }
}

TEST(ObjLoader, TextureCoordinateAndNormalLinesAreChecked) {
  EXPECT_TRUE(
      ParseObj("v 0 0 0\nv 1 0 0\nv 0 1 0\nvt 0.5\nvt 0 1\nvt 0 1 0\nvn 0 0 1\nf 1/3/1 2/2/1 3/1/1\n", "ok.obj"));
  const std::pair<const char*, const char*> bad[] = {
      {"vt", "bad.obj:2: texture coordinate 1 has 0 numbers; it needs 1 to 3"},
      {"vt 0 0 0 0", "bad.obj:2: texture coordinate 1 has 4 numbers; it needs 1 to 3"},
      {"vt 0 u", "bad.obj:2: texture coordinate 1: 'u' is not a number"},
      {"vt inf 0", "bad.obj:2: texture coordinate 1: 'inf' is not a number"},
      {"vt 1e39 0", "bad.obj:2: texture coordinate 1: '1e39' is not a finite number"},
      {"vn 0 1", "bad.obj:2: normal 1 has 2 numbers; it needs 3"},
      {"vn 0 0 1 0", "bad.obj:2: normal 1 has 4 numbers; it needs 3"},
      {"vn nan 0 1", "bad.obj:2: normal 1: 'nan' is not a number"},
      {"vn 0 0 -1e400", "bad.obj:2: normal 1: '-1e400' is not a finite number"},
  };
  for (const auto& [line, message] : bad) {
    const ObjLoadResult result = ParseObj(fmt::format("v 0 0 0\n{}\nv 1 0 0\nv 0 1 0\nf 1 2 3\n", line), "bad.obj");
    EXPECT_EQ(result.error, message) << line;
  }
}

TEST(ObjLoader, FaceCornersTextureAndNormalIndicesAreChecked) {
  const std::string head = "v 0 0 0\nv 1 0 0\nv 0 1 0\nvt 0 0\nvt 1 0\nvn 0 0 1\n";
  EXPECT_TRUE(ParseObj(head + "f 1/-2/-1 2/2 3//1\nf 1/1/1 2/2/1 -1/-1/-1\n", "ok.obj"));
  // A face may name a texture coordinate or normal the file gives later, as it may a vertex.
  EXPECT_TRUE(ParseObj("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1/1/1 2/1/1 3/1/1\nvt 0 0\nvn 0 0 1\n", "later.obj"));
  const std::pair<const char*, const char*> bad[] = {
      {"f 1/3 2/1 3/1", "bad.obj:7: face corner '1/3': the file has 2 texture coordinates"},
      {"f 1/1/2 2/1/1 3/1/1", "bad.obj:7: face corner '1/1/2': the file has 1 normals"},
      {"f 1//2 2//1 3//1", "bad.obj:7: face corner '1//2': the file has 1 normals"},
      {"f 1/-3 2/1 3/1", "bad.obj:7: face corner '1/-3': only 2 texture coordinates come before it"},
      {"f 1//1 2//-2 3//1", "bad.obj:7: face corner '2//-2': only 1 normals come before it"},
      {"f 1/0 2/1 3/1", "bad.obj:7: face corner '1/0': texture coordinate indices count from 1"},
      {"f 1/1/0 2/1/1 3/1/1", "bad.obj:7: face corner '1/1/0': normal indices count from 1"},
      {"f 1/a 2/1 3/1", "bad.obj:7: face corner '1/a': 'a' is not a texture coordinate index"},
      {"f 1/1/1.5 2/1/1 3/1/1", "bad.obj:7: face corner '1/1/1.5': '1.5' is not a normal index"},
      {"f 1/ 2 3", "bad.obj:7: face corner '1/' has an empty index; it is v, v/vt, v//vn or v/vt/vn"},
      {"f 1// 2 3", "bad.obj:7: face corner '1//' has an empty index; it is v, v/vt, v//vn or v/vt/vn"},
      {"f 1/1/ 2 3", "bad.obj:7: face corner '1/1/' has an empty normal index; it is v, v/vt, v//vn or v/vt/vn"},
      {"f 1/1/1/1 2 3", "bad.obj:7: face corner '1/1/1/1' has more than 3 parts; it is v, v/vt, v//vn or v/vt/vn"},
      {"f /1/1 2 3", "bad.obj:7: face corner '/1/1' is not a vertex index"},
      {"f 1.0 2 3", "bad.obj:7: face corner '1.0' is not a vertex index"},
      {"f 1/99999999999999999999 2 3",
       "bad.obj:7: face corner '1/99999999999999999999': '99999999999999999999' is "
       "not a texture coordinate index"},
  };
  for (const auto& [face, message] : bad) {
    const ObjLoadResult result = ParseObj(head + face + "\n", "bad.obj");
    EXPECT_EQ(result.error, message) << face;
  }
}

TEST(ObjLoader, LinesEndAsTheParserEndsThem) {
  // A lone "\r" ends a line for tinyobjloader, so it does here: the line numbers agree and a vertex line is
  // not read as one with the next line's words.
  EXPECT_TRUE(ParseObj("v 0 0 0\rv 1 0 0\r\nv 0 1 0\rf 1 2 3\r", "mac.obj"));
  const ObjLoadResult bad = ParseObj("v 0 0 0\r\nv 1 0 0\rv 0 one 0\nf 1 2 3\n", "bad.obj");
  EXPECT_EQ(bad.error, "bad.obj:3: vertex 3: 'one' is not a number");
  // A form feed is no separator for tinyobjloader: "v\f1 2 3" is no vertex line to it, nor here, so a face
  // naming a third vertex is an error before it is parsed.
  const ObjLoadResult feed = ParseObj("v 0 0 0\nv 1 0 0\nv\f0 1 0\nf 1 2 3\n", "feed.obj");
  EXPECT_EQ(feed.error, "feed.obj:4: face corner '3': the file has 2 vertices");
}

TEST(ObjLoader, NumbersTheParserReadsWronglyAreErrors) {
  // Plain decimals that strtod reads exactly and tinyobjloader does not (NaN, or digits lost to underflow).
  const std::string tiny_then_huge = "0." + std::string(330, '0') + "1e331";  // 1
  for (const std::string& number : {std::string("0e500"), tiny_then_huge}) {
    const ObjLoadResult result = ParseObj(fmt::format("v 0 0 0\nv 1 0 0\n\nv {} 1 0\nf 1 2 3\n", number), "odd.obj");
    EXPECT_FALSE(result) << number;
    EXPECT_EQ(result.error.rfind(fmt::format("odd.obj:4: vertex 3: tinyobjloader reads '{}' as", number), 0), 0u)
        << result.error;
  }
}

TEST(ObjLoader, FilesOverTheSizeCapAreRefusedBeforeReading) {
  // A sparse file: 256 MiB and one byte of zeros that takes no disk space; the loader refuses it by its size
  // (read, it would be 256 MiB of NULs and "no faces").
  const std::string big = ::testing::TempDir() + "lab_model_too_big.obj";
  { std::ofstream(big).put('\0'); }
  std::filesystem::resize_file(big, (std::uintmax_t{256} << 20) + 1);
  const ObjLoadResult result = LoadObjFile(big);
  EXPECT_FALSE(result);
  EXPECT_EQ(result.error, big + ": 257 MiB; a model may have at most 256 MiB");
  std::filesystem::remove(big);
}

TEST(ObjLoader, GarbageGivesAnErrorOrAMeshNeverACrash) {
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> byte(0, 255);
  for (int i = 0; i < 200; ++i) {
    std::string text = "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n";
    for (int j = 0; j < 64; ++j) text[static_cast<std::size_t>(byte(rng)) % text.size()] = static_cast<char>(byte(rng));
    const ObjLoadResult result = ParseObj(text, "garbage.obj");
    EXPECT_TRUE(result || !result.error.empty());
  }
}

// ---- The shipped knot, checked against the file's text and the knot's curve

struct ObjText {
  std::vector<Point> vertices;
  std::vector<std::vector<int>> faces;
};

ObjText ReadObjText(const std::string& path) {
  ObjText text;
  std::ifstream file(path);
  std::string line;
  while (std::getline(file, line)) {
    std::istringstream words(line);
    std::string kind;
    words >> kind;
    if (kind == "v") {
      Point p;
      words >> p.x >> p.y >> p.z;
      text.vertices.push_back(p);
    } else if (kind == "f") {
      std::vector<int> face;
      int index = 0;
      while (words >> index) face.push_back(index - 1);
      text.faces.push_back(face);
    }
  }
  return text;
}

Point KnotCentreLine(double t) {
  const double s = 0.5;
  return Point(static_cast<float>(s * (std::sin(t) + 2 * std::sin(2 * t))),
               static_cast<float>(s * (std::cos(t) - 2 * std::cos(2 * t))), static_cast<float>(-s * std::sin(3 * t)));
}

TEST(Knot, FiguresMatchTheFileText) {
  const ObjText text = ReadObjText(AssetPath(samples::knot::kFile));
  int triangles = 0;
  for (const auto& face : text.faces) triangles += static_cast<int>(face.size()) - 2;
  EXPECT_EQ(triangles, samples::knot::kTriangleCount);
  Point lo(std::numeric_limits<float>::max()), hi(std::numeric_limits<float>::lowest());
  for (const Point& p : text.vertices) {
    lo = glm::min(lo, p);
    hi = glm::max(hi, p);
  }
  EXPECT_EQ(lo, samples::knot::kMin);
  EXPECT_EQ(hi, samples::knot::kMax);
}

TEST(Knot, CentreLineFacts) {
  std::vector<Point> line;
  for (int i = 0; i < 7200; ++i) line.push_back(KnotCentreLine(2 * M_PI * i / 7200));
  EXPECT_NEAR(glm::length(line[0] - samples::knot::kCentreLinePoint), 0.0f, 1e-6f);
  float to_z_axis = std::numeric_limits<float>::max();
  for (const Point& p : line) to_z_axis = std::min(to_z_axis, std::hypot(p.x, p.y));
  EXPECT_NEAR(to_z_axis, samples::knot::kCentreLineToZAxis, 1e-3f);
  // Straight down from (0, -0.5, 5): march until within the tube's radius of the centre line.
  auto distance = [&](const Point& p) {
    float d = std::numeric_limits<float>::max();
    for (const Point& q : line) d = std::min(d, glm::length(p - q));
    return d;
  };
  float lo = 3.0f, hi = 5.0f;
  for (int i = 0; i < 40; ++i) {
    const float mid = (lo + hi) / 2;
    (distance(Point(0, -0.5f, 5 - mid)) > samples::knot::kTubeRadius ? lo : hi) = mid;
  }
  EXPECT_NEAR(hi, samples::knot::kDownwardHitT, 2e-3f);
}

// ---- The model samples' expectations, by brute force over world-space triangles (no BVH, no model queries)

TEST(Knot, SampleExpectationsHoldByBruteForce) {
  const ObjLoadResult knot = LoadObjFile(AssetPath(samples::knot::kFile));
  ASSERT_TRUE(knot) << knot.error;
  const auto models = samples::TutorialModels(knot.mesh);
  for (std::size_t i = 0; i < samples::knot::kSpheres.size(); ++i) {
    EXPECT_EQ(testing::BruteForceMeetsAny(models, samples::knot::kSpheres[i]), samples::knot::kSpheresMeet[i])
        << "sphere " << i;
  }
  for (std::size_t i = 0; i < samples::knot::kBoxes.size(); ++i) {
    EXPECT_EQ(testing::BruteForceMeetsAny(models, samples::knot::kBoxes[i]), samples::knot::kBoxesMeet[i])
        << "box " << i;
  }
  for (std::size_t i = 0; i < samples::knot::kPlanes.size(); ++i) {
    EXPECT_EQ(testing::BruteForceMeetsAny(models, samples::knot::kPlanes[i]), samples::knot::kPlanesMeet[i])
        << "plane " << i;
  }
  for (std::size_t i = 0; i < samples::knot::kTriangles.size(); ++i) {
    EXPECT_EQ(testing::BruteForceMeetsAny(models, samples::knot::kTriangles[i]), samples::knot::kTrianglesMeet[i])
        << "triangle " << i;
  }
}

// ---- The BVH and the transforms against brute force

class RandomModels : public ::testing::Test {
 protected:
  void SetUp() override {
    const ObjLoadResult knot = LoadObjFile(AssetPath(samples::knot::kFile));
    ASSERT_TRUE(knot) << knot.error;
    mesh_ = knot.mesh;
  }
  float Uniform(float lo, float hi) { return std::uniform_real_distribution<float>(lo, hi)(rng_); }
  Point RandomPoint(float range) {
    return Point(Uniform(-range, range), Uniform(-range, range), Uniform(-range, range));
  }
  Model RandomModel() {
    Model model(mesh_);
    model.position = RandomPoint(2);
    model.rotation = RandomPoint(180);
    model.scale = glm::vec3(Uniform(0.3f, 2), Uniform(0.3f, 2), Uniform(0.3f, 2));  // non-uniform
    return model;
  }
  std::shared_ptr<const Mesh> mesh_;
  std::mt19937 rng_{1234};
};

TEST_F(RandomModels, RaycastFindsTheNearestHitInWorldUnits) {
  int hits = 0, mismatches = 0;
  constexpr int kRays = 600;
  for (int i = 0; i < kRays; ++i) {
    const Model model = RandomModel();
    const Point origin = RandomPoint(6);
    const Ray aimed(origin, model.position + RandomPoint(1.5f) - origin);  // towards the model, roughly
    float t = -1.0f;
    const bool hit = Collisions::Raycast(aimed, model, t);
    const float expected = testing::BruteForceRaycast(model, aimed);
    // The model raycast works in model space and the brute force in world space: a ray grazing an edge
    // may be decided differently by float rounding, nothing more.
    if (hit != std::isfinite(expected) || (hit && std::abs(t - expected) > 1e-3f * std::max(1.0f, expected))) {
      ++mismatches;
      continue;
    }
    hits += hit;
  }
  EXPECT_GT(hits, kRays / 4);
  EXPECT_LE(mismatches, kRays / 200) << "more than grazing-edge disagreements";
}

TEST_F(RandomModels, IntersectsAgreesWithBruteForce) {
  int mismatches = 0, meets = 0;
  constexpr int kCases = 300;
  for (int i = 0; i < kCases; ++i) {
    const std::array<Model, 3> one = {RandomModel(), Model(), Model()};
    const Sphere sphere(RandomPoint(3), Uniform(0.05f, 1.5f));
    const AABB box =
        AABB::FromCenterExtents(RandomPoint(3), glm::vec3(Uniform(0.05f, 1), Uniform(0.05f, 1), Uniform(0.05f, 1)));
    const Plane plane(RandomPoint(1), Uniform(-3, 3));
    const Triangle triangle(RandomPoint(3), RandomPoint(3), RandomPoint(3));
    const bool answers[4] = {Collisions::Intersects(one[0], sphere), Collisions::Intersects(one[0], box),
                             Collisions::Intersects(one[0], plane), Collisions::Intersects(one[0], triangle)};
    const bool expected[4] = {testing::BruteForceMeetsAny(one, sphere), testing::BruteForceMeetsAny(one, box),
                              testing::BruteForceMeetsAny(one, plane), testing::BruteForceMeetsAny(one, triangle)};
    for (int k = 0; k < 4; ++k) {
      mismatches += answers[k] != expected[k];
      meets += expected[k];
    }
  }
  EXPECT_EQ(mismatches, 0);  // the same world-space triangle tests: the BVH may only cull, never decide
  EXPECT_GT(meets, kCases / 2);
}

TEST_F(RandomModels, ModelAgainstModelAgreesWithBruteForce) {
  // Every 8th of the knot's triangles (240), so that every pair can be tried: 57,600 a case.
  std::vector<Triangle> some;
  for (std::size_t i = 0; i < mesh_->triangles.size(); i += 8) some.push_back(mesh_->triangles[i]);
  mesh_ = Mesh::FromTriangles(some);
  int meets = 0, mismatches = 0;
  constexpr int kCases = 30;
  for (int i = 0; i < kCases; ++i) {
    const Model a = RandomModel(), b = RandomModel();
    std::vector<Triangle> world_b;
    for (const Triangle& tb : mesh_->triangles) world_b.push_back(TransformTriangle(b.WorldMatrix(), tb));
    const bool expected = std::any_of(mesh_->triangles.begin(), mesh_->triangles.end(), [&](const Triangle& ta) {
      const Triangle world_a = TransformTriangle(a.WorldMatrix(), ta);
      return std::any_of(world_b.begin(), world_b.end(),
                         [&](const Triangle& tb) { return Collisions::Intersects(world_a, tb); });
    });
    meets += expected;
    mismatches += Collisions::Intersects(a, b) != expected;
    mismatches += Collisions::Intersects(b, a) != expected;
  }
  EXPECT_EQ(mismatches, 0) << "the same world-space triangle tests: the BVHs may only cull, never decide";
  EXPECT_GT(meets, kCases / 4);
  EXPECT_LT(meets, kCases) << "some pairs should miss";
  // Far apart, the world boxes alone answer.
  Model far_a = RandomModel(), far_b = RandomModel();
  far_b.position += glm::vec3(100.0f);
  EXPECT_FALSE(Collisions::Intersects(far_a, far_b));
}

TEST(Models, EmptyAndDegenerateModelsMeetNothing) {
  const Model empty;
  float t = 0.0f;
  EXPECT_FALSE(Collisions::Raycast(Ray(Point(0, 0, 5), glm::vec3(0, 0, -1)), empty, t));
  EXPECT_EQ(t, -1.0f);
  EXPECT_FALSE(Collisions::Intersects(empty, Sphere(Point(0.0f), 100.0f)));
  const ObjLoadResult cube = LoadObjFile(AssetPath("cube.obj"));
  ASSERT_TRUE(cube);
  Model flat(cube.mesh);
  flat.scale = glm::vec3(0.0f);  // a singular world matrix: no NaN may decide anything
  EXPECT_FALSE(Collisions::Raycast(Ray(Point(0, 0, 5), glm::vec3(0, 0, -1)), flat, t));
  EXPECT_FALSE(Collisions::Intersects(flat, AABB(Point(5.0f), Point(6.0f))));
  // Mesh against mesh: an empty or flattened model meets no model, in either order, even where it lies.
  const Model whole(cube.mesh);
  EXPECT_TRUE(Collisions::Intersects(whole, Model(cube.mesh)));
  EXPECT_FALSE(Collisions::Intersects(whole, empty));
  EXPECT_FALSE(Collisions::Intersects(empty, whole));
  EXPECT_FALSE(Collisions::Intersects(whole, flat));
  EXPECT_FALSE(Collisions::Intersects(flat, whole));
}

// A model's own scale from 1e-30 to 1e30: the inverse world matrix is taken in double, so the ray still meets
// the cube where it should (in float its determinant, the scale cubed, leaves the range past 1e12).
TEST(Models, RaysMeetModelsScaledFar) {
  const ObjLoadResult cube = LoadObjFile(AssetPath("cube.obj"));
  ASSERT_TRUE(cube);
  const AABB local = cube.mesh->bounds;
  for (const float scale : {1e-30f, 1e-20f, 1e-13f, 1e-6f, 1.0f, 1e6f, 1e13f, 1e20f, 1e30f}) {
    Model model(cube.mesh);
    model.scale = glm::vec3(scale);
    // From 3 sizes off the cube's -x face, through the middle of that face.
    const Point origin(scale * (local.min.x - 3.0f), scale * local.Center().y, scale * local.Center().z);
    const Ray ray(origin, glm::vec3(1, 0, 0));
    float t = -1.0f;
    EXPECT_TRUE(Collisions::Raycast(ray, model, t)) << "scale " << scale;
    EXPECT_NEAR(t / scale, 3.0f, 1e-4f) << "scale " << scale;
    TriangleHit hit;
    EXPECT_TRUE(RaycastModel(ray, model, hit)) << "scale " << scale;
    EXPECT_NEAR(hit.t / scale, 3.0f, 1e-4f) << "scale " << scale;
    const Sphere touching(origin + glm::vec3(2.0f * scale, 0, 0), 1.5f * scale);
    EXPECT_TRUE(Collisions::Intersects(model, touching)) << "scale " << scale;
    EXPECT_TRUE(
        Collisions::Intersects(model, AABB(origin, origin + glm::vec3(3.5f * scale, 0.1f * scale, 0.1f * scale))))
        << "scale " << scale;
  }
}

// Intersects(Triangle, Plane) counts a triangle within kPointOnPlaneEpsilon as touching; through a model's BVH
// the same triangle must count too, though its box does not touch the plane, at any placement.
TEST(Models, TrianglesWithinThePlanesBandTouchItThroughTheModel) {
  const float gap = 0.5f * Collisions::kPointOnPlaneEpsilon;
  for (const float scale : {1.0f, 0.25f, 4.0f}) {
    const auto mesh =
        Mesh::FromTriangles({Triangle(Point(0, gap / scale, 0), Point(1, gap / scale, 0), Point(0, gap / scale, 1))});
    Model model(mesh);
    model.scale = glm::vec3(scale);
    model.position = glm::vec3(3, 0, -2);
    const Plane floor(glm::vec3(0, 1, 0), 0.0f);
    const Triangle placed = TransformTriangle(model.WorldMatrix(), mesh->triangles[0]);
    ASSERT_TRUE(Collisions::Intersects(placed, floor)) << "the triangle alone, at scale " << scale;
    EXPECT_TRUE(Collisions::Intersects(model, floor)) << "scale " << scale;
    EXPECT_TRUE(Collisions::Intersects(floor, model)) << "scale " << scale;
    // Beyond the band it is apart, through the model too.
    EXPECT_FALSE(Collisions::Intersects(model, Plane(glm::vec3(0, 1, 0), -3.0f * Collisions::kPointOnPlaneEpsilon)));
  }
}

TEST(Models, ParentTransformsCompose) {
  const ObjLoadResult cube = LoadObjFile(AssetPath("cube.obj"));
  ASSERT_TRUE(cube);
  Model parent(cube.mesh), child(cube.mesh);
  parent.position = Point(10, 0, 0);
  parent.rotation = glm::vec3(0, 90, 0);  // child's +z goes to +x
  child.position = Point(0, 0, 3);
  child.parent = &parent;
  const AABB bounds = child.WorldBounds();
  EXPECT_NEAR(bounds.Center().x, 13.0f, 1e-4f);
  EXPECT_NEAR(bounds.Center().z, 0.0f, 1e-4f);
  float t = 0.0f;
  ASSERT_TRUE(Collisions::Raycast(Ray(Point(13, 5, 0), glm::vec3(0, -1, 0)), child, t));
  EXPECT_NEAR(t, 4.0f, 1e-4f);
}

// The world matrix the model's fields describe, computed here from scratch as WorldMatrix's contract says.
glm::mat4 ExpectedWorld(const Model& model) {
  glm::mat4 local = glm::translate(glm::mat4(1.0f), model.position);
  local = glm::rotate(local, glm::radians(model.rotation.z), glm::vec3(0, 0, 1));
  local = glm::rotate(local, glm::radians(model.rotation.x), glm::vec3(1, 0, 0));
  local = glm::rotate(local, glm::radians(model.rotation.y), glm::vec3(0, 1, 0));
  local = glm::scale(local, model.scale);
  return model.parent != nullptr ? ExpectedWorld(*model.parent) * local : local;
}

// WorldMatrix and InverseWorldMatrix keep the last placement's matrices (a ray query asks on every ray): every
// change to the model, to a parent up its chain, or to which model is asked about must show at once.
TEST(Models, WorldMatricesFollowEveryChangeToThePlacement) {
  auto mesh = Mesh::FromTriangles({Triangle(Point(0, 0, 0), Point(1, 0, 0), Point(0, 1, 0))});
  Model grandparent(mesh), parent(mesh), child(mesh), other(mesh);
  parent.parent = &grandparent;
  child.parent = &parent;
  int checked = 0;
  const auto expect_current = [&](const Model& model, const char* after) {
    const glm::mat4 world = ExpectedWorld(model);
    EXPECT_EQ(model.WorldMatrix(), world) << "after " << after;
    EXPECT_EQ(model.InverseWorldMatrix(), glm::mat4(glm::inverse(glm::dmat4(world)))) << "after " << after;
    EXPECT_EQ(model.WorldMatrix(), world) << "asked again after " << after;
    ++checked;
  };
  expect_current(child, "nothing");
  child.position = Point(1, 2, 3);
  expect_current(child, "moving the model");
  child.rotation = glm::vec3(10, 20, 30);
  expect_current(child, "turning it");
  child.scale = glm::vec3(2, 0.5f, 3);
  expect_current(child, "scaling it");
  grandparent.rotation.y = 45.0f;
  expect_current(child, "turning its grandparent");
  parent.scale.x = -1.0f;
  expect_current(child, "mirroring its parent");
  other.position = Point(-4, 0, 0);
  expect_current(other, "asking about another model");
  expect_current(child, "coming back to the first");
  child.parent = &other;
  expect_current(child, "re-parenting it");
  child.parent = nullptr;
  expect_current(child, "taking its parent away");
  // A parent chain deeper than any cache keeps is computed every time, and right.
  std::vector<Model> chain(9, Model(mesh));
  for (std::size_t i = 1; i < chain.size(); ++i) {
    chain[i].parent = &chain[i - 1];
    chain[i].position = Point(static_cast<float>(i), 0, 0);
    chain[i].rotation.z = 10.0f;
  }
  expect_current(chain.back(), "a chain of nine");
  chain.front().position.y = 5.0f;
  expect_current(chain.back(), "moving the chain's root");
  // And a ray through the model sees where it is now.
  child.position = Point(0, 0, 0);
  child.rotation = glm::vec3(0.0f);
  child.scale = glm::vec3(1.0f);
  TriangleHit hit;
  ASSERT_TRUE(RaycastModel(Ray(Point(0.2f, 0.2f, -1), glm::vec3(0, 0, 1)), child, hit));
  EXPECT_FLOAT_EQ(hit.t, 1.0f);
  child.position.z = 4.0f;
  ASSERT_TRUE(RaycastModel(Ray(Point(0.2f, 0.2f, -1), glm::vec3(0, 0, 1)), child, hit));
  EXPECT_FLOAT_EQ(hit.t, 5.0f);
  child.position.x = 7.0f;
  EXPECT_FALSE(RaycastModel(Ray(Point(0.2f, 0.2f, -1), glm::vec3(0, 0, 1)), child, hit));
  EXPECT_EQ(checked, 12);
}

// ---- The tutorial's suzanne.obj (not shipped; used when the shared data is there)

class Suzanne : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!std::filesystem::exists(LAB_SUZANNE_PATH)) GTEST_SKIP() << LAB_SUZANNE_PATH << " is not present";
    const ObjLoadResult result = LoadObjFile(LAB_SUZANNE_PATH);
    ASSERT_TRUE(result) << result.error;
    mesh_ = result.mesh;
  }
  std::shared_ptr<const Mesh> mesh_;
};

TEST_F(Suzanne, CatalogFigures) {
  EXPECT_EQ(mesh_->triangles.size(), 968u);
  EXPECT_EQ(mesh_->bounds.min, Point(-1.367188f, -0.984375f, -0.851562f));
  EXPECT_EQ(mesh_->bounds.max, Point(1.367188f, 0.984375f, 0.851562f));
  EXPECT_NEAR(mesh_->bounding_sphere.radius, 1.88768506f, 1e-5f);
  EXPECT_NEAR(glm::length(mesh_->bounding_sphere.position), 0.0f, 1e-6f);
}

TEST_F(Suzanne, ChapterFourRays) {
  // OBJRaycast's two rays against the tutorial's three models: the first meets models 0 and 1, the second none.
  const auto models = samples::TutorialModels(mesh_);
  const Ray diagonal(Point(-1, -1, -1), glm::vec3(1, 1, 1));
  const Ray sideways(Point(-2, 1, 1), glm::vec3(0, 1, 0));
  float t = 0.0f;
  EXPECT_TRUE(Collisions::Raycast(diagonal, models[0], t));
  EXPECT_TRUE(Collisions::Raycast(diagonal, models[1], t));
  EXPECT_FALSE(Collisions::Raycast(diagonal, models[2], t));
  for (const Model& model : models) EXPECT_FALSE(Collisions::Raycast(sideways, model, t));
}

TEST_F(Suzanne, ChapterFiveRayNearestHit) {
  // SceneSample01's ray 0 meets suz2 (world centre (0, -1, 0), turned 90 degrees about x, scale 0.5): in
  // suz2's model space the ray runs from (0, 0, -2) along +z and meets the back of the head at model-space
  // t = 1.213235 (the book's 2.730469 is a farther surface, found first). World distance = 0.5 * that + 0.
  Model suz1(mesh_), suz2(mesh_);
  suz1.position = Point(2, 0, 0);
  suz2.position = Point(-2, -1, 0);
  suz2.scale = glm::vec3(0.5f);
  suz2.rotation = glm::vec3(90, 0, 0);
  suz2.parent = &suz1;
  float t = 0.0f;
  ASSERT_TRUE(Collisions::Raycast(Ray(Point(0.0f), glm::vec3(0, -1, 0)), suz2, t));
  EXPECT_NEAR(t, 1.213235f * 0.5f, 1e-3f);
}

}  // namespace
}  // namespace lab

namespace lab {
namespace {

TEST(Bvh, SplitsThatSeparateNothingAreNotMade) {
  // One triangle per octant of a box keeps splitting; many copies of one big triangle through the
  // centre would land in every child, so the root stays a leaf holding them all.
  std::vector<Triangle> big(50, Triangle(Point(-10, -10, 0), Point(10, -10, 0), Point(0, 10, 0)));
  big.emplace_back(Point(-10, -10, -10), Point(-9, -10, -10), Point(-10, -9, -10));
  big.emplace_back(Point(10, 10, 10), Point(9, 10, 10), Point(10, 9, 10));
  const auto mesh = Mesh::FromTriangles(big);
  EXPECT_LE(mesh->bvh->TriangleCount(), static_cast<int>(big.size()) * 4);
  const auto knot = LoadObjFile(AssetPath("knot.obj"));
  ASSERT_TRUE(knot);
  EXPECT_GT(knot.mesh->bvh->NodeCount(), 50);  // a real mesh still splits 3 levels deep
  EXPECT_LT(knot.mesh->bvh->TriangleCount(), samples::knot::kTriangleCount * 3);
}

}  // namespace
}  // namespace lab
