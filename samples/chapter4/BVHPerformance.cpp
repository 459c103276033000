// Chapter 4, "BVH raycast", raced: the book's BVH (the student's), the production BVH and brute force.
#include <chrono>
#include <random>

#include "collisions/bvh.hpp"
#include "samples/sample_models.hpp"

namespace lab::samples {
namespace {

// A sphere of radius 2 with gentle bumps, from a grid of `rings` by 2 * rings quads (about 4 * rings^2
// triangles): a closed mesh whose size one number sets.
std::shared_ptr<const Mesh> BumpySphere(int rings) {
  const auto at = [rings](int ring, int segment) {
    const float polar = glm::pi<float>() * static_cast<float>(ring) / static_cast<float>(rings);
    const float azimuth = glm::pi<float>() * static_cast<float>(segment) / static_cast<float>(rings);
    const float radius = 2.0f + 0.15f * std::sin(5.0f * polar) * std::sin(7.0f * azimuth);
    return Point(radius * std::sin(polar) * std::cos(azimuth), radius * std::cos(polar),
                 radius * std::sin(polar) * std::sin(azimuth));
  };
  std::vector<Triangle> triangles;
  for (int ring = 0; ring < rings; ++ring) {
    for (int segment = 0; segment < 2 * rings; ++segment) {
      const Point a = at(ring, segment), b = at(ring + 1, segment), c = at(ring + 1, segment + 1),
                  d = at(ring, segment + 1);
      if (ring > 0) triangles.emplace_back(a, c, d);  // the poles' quads are triangles
      if (ring < rings - 1) triangles.emplace_back(a, b, c);
    }
  }
  return Mesh::FromTriangles(std::move(triangles));
}

// Rays from a sphere of radius 5 around the model, each aimed at a point of its box: most hit, some miss.
std::vector<Ray> RaysAt(int count, std::uint32_t seed) {
  std::mt19937 engine(seed);
  std::normal_distribution<float> normal;
  std::uniform_real_distribution<float> inside(-2.2f, 2.2f);
  std::vector<Ray> rays;
  for (int i = 0; i < count; ++i) {
    const Point origin = 5.0f * NormalizeOrZero({normal(engine), normal(engine), normal(engine)});
    rays.emplace_back(origin, Point(inside(engine), inside(engine), inside(engine)) - origin);
  }
  return rays;
}

class BVHPerformance final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.distance = 11.0f});
    Grow(kCheckedLevel);
    // On this model, the three ways agree on every drawn ray: hit or miss, and the nearest t. The production BVH
    // (the lab's, with its own watertight triangle test) is the reference: your brute force (your
    // Raycast(Ray, Triangle) on every triangle) and your BVH (Raycast(Ray, Model)) must each find its answer, so a
    // failure names the function that differs.
    for (std::size_t i = 0; i < kDrawnRays; ++i) {
      const Ray& ray = rays_[i];
      TriangleHit production;
      const bool production_hit = RaycastModel(ray, model_, production);
      Check().About(static_cast<int>(i));
      const auto agrees = [&](bool hit, float t) {
        return hit == production_hit && (!hit || std::abs(t - production.t) <= kTolerance);
      };
      const auto answer = [](bool hit, float t) {
        return hit ? fmt::format("hits at t = {}", t) : std::string("misses");
      };
      const std::string truth = "the production BVH " + answer(production_hit, production.t);
      const float brute = BruteForce(ray);
      Check().ExpectTrue(fmt::format("ray {}: brute force with your Raycast(Ray, Triangle) finds the nearest hit", i),
                         agrees(std::isfinite(brute), brute),
                         fmt::format("{}; brute force {}", truth, answer(std::isfinite(brute), brute)));
      float book = -1.0f;
      const bool book_hit = Collisions::Raycast(ray, model_, book);
      Check().ExpectTrue(fmt::format("ray {}: your BVH (Raycast(Ray, Model)) finds the nearest hit", i),
                         agrees(book_hit, book), fmt::format("{}; yours {}", truth, answer(book_hit, book)));
    }
    Grow(0);  // the window's race starts small
  }

  // In the window: a slice of each frame races one way in turn on the same rays; once each has run long enough
  // at this size, its figures go in the table and the model grows.
  void Update(float dt) override {
    Application::Update(dt);
    if (level_ > kLastLevel || paused_) return;
    const std::size_t way = turn_;
    turn_ = (turn_ + 1) % methods_.size();
    Method& method = methods_[way];
    const auto start = Clock::now();
    std::chrono::duration<double> spent{};
    while (spent.count() < kSliceSeconds) {
      for (int i = 0; i < 4; ++i) {
        const Ray& ray = rays_[method.next_ray];
        method.next_ray = (method.next_ray + 1) % rays_.size();
        TriangleHit hit;
        float t = -1.0f;
        if (way == 0) BruteForce(ray);
        if (way == 1) Collisions::Raycast(ray, model_, t);
        if (way == 2) RaycastModel(ray, model_, hit);
        ++method.rays;
      }
      spent = Clock::now() - start;
    }
    method.seconds += spent.count();
    const bool enough = std::all_of(methods_.begin(), methods_.end(), [](const Method& m) {
      return m.seconds >= kSecondsPerSize || (m.rays >= 256 && m.seconds >= kSecondsPerSize / 4);
    });
    if (!enough) return;
    rows_.push_back({.triangles = model_.GetMesh().triangles.size(),
                     .brute_force = methods_[0].RaysPerSecond(),
                     .book = methods_[1].RaysPerSecond(),
                     .production = methods_[2].RaysPerSecond()});
    if (level_ < kLastLevel)
      Grow(level_ + 1);
    else
      ++level_;  // done
  }

  void Render() override {
    Draw().DrawAxes();
    const Mesh& mesh = model_.GetMesh();
    if (mesh.triangles.size() <= kMostTrianglesDrawn) {
      DrawModel(Draw(), model_, palette::kShape);
    } else {
      Draw().DrawWireBox(mesh.bounds, palette::kShape);
    }
    for (std::size_t i = 0; i < kDrawnRays; ++i) {
      TriangleHit hit;
      const bool hits = RaycastModel(rays_[i], model_, hit);
      Draw().About(static_cast<int>(i));
      Draw().DrawRayWithHit(rays_[i], hits, hits ? rays_[i].At(hit.t) : rays_[i].position);
    }
    Draw().About(DebugDraw::kNoItem);
    // At the bottom left, above the host's help line (the title and description are at the top).
    const std::vector<std::string> lines = TableLines();
    const float top = ViewSize().y - 92.0f - DebugDraw::kTextLineHeight * static_cast<float>(lines.size() - 1);
    for (std::size_t i = 0; i < lines.size(); ++i) {
      Draw().DrawText({12.0f, top + DebugDraw::kTextLineHeight * static_cast<float>(i)}, lines[i], palette::kText);
    }
  }

  // The table so far: a row per size, and what is being timed.
  std::vector<std::string> TableLines() const {
    std::vector<std::string> lines = {
        "rays per second (millions) on the same random rays",
        fmt::format("{:>10}  {:>10}  {:>10}  {:>11}", "triangles", "book BVH", "production", "brute force")};
    for (const Row& row : rows_) {
      lines.push_back(fmt::format("{:>10}  {:>10.3f}  {:>10.3f}  {:>11.4f}", WithThousands(row.triangles),
                                  row.book / 1e6, row.production / 1e6, row.brute_force / 1e6));
    }
    if (level_ <= kLastLevel) {
      lines.push_back(fmt::format("{:>10}  timing{}", WithThousands(model_.GetMesh().triangles.size()),
                                  paused_ ? " (paused)" : "..."));
    }
    return lines;
  }

  void DrawControls(Controls& ui) override {
    for (const std::string& line : TableLines()) ui.Text(line);
    ui.Checkbox("pause", paused_);
    if (ui.Button("start over")) {
      rows_.clear();
      Grow(0);
    }
    ui.Text("The book's BVH is yours (Raycast(Ray, Model)); brute force runs");
    ui.Text("your Raycast(Ray, Triangle) on every triangle.");
  }

 private:
  using Clock = std::chrono::steady_clock;
  struct Method {
    long rays = 0;
    std::size_t next_ray = 0;  // each way goes through the same rays in the same order
    double seconds = 0.0;
    double RaysPerSecond() const { return seconds > 0.0 ? static_cast<double>(rays) / seconds : 0.0; }
  };
  struct Row {
    std::size_t triangles;
    double brute_force, book, production;
  };

  // Levels of the model: rings 16 to 256, 960 to 261,120 triangles (4 rings^2 - 4 rings).
  static constexpr int kLastLevel = 4;
  static constexpr int kCheckedLevel = 1;
  static int RingsAt(int level) { return 16 << level; }
  static constexpr std::size_t kDrawnRays = 16;
  static constexpr std::size_t kMostTrianglesDrawn = 70000;
  // Of a frame, for one way: a quarter of a frame at 60 a second, so the window keeps 60 on llvmpipe (6 ms left it
  // at 16.1 ms a frame, the slowest sample).
  static constexpr double kSliceSeconds = 0.004;
  static constexpr double kSecondsPerSize = 0.5;  // each way, at each size
  // Brute force and the two BVHs test the same triangles; t differs in the last bits only.
  static constexpr float kTolerance = 1e-4f;

  void Grow(int level) {
    level_ = level;
    model_ = Model(BumpySphere(RingsAt(level)));
    methods_ = {};  // each way starts again at the first ray
    turn_ = 0;
  }

  // The nearest hit over every triangle with the student's Raycast(Ray, Triangle); infinity on a miss.
  float BruteForce(const Ray& ray) const {
    float best = std::numeric_limits<float>::infinity();
    for (const Triangle& triangle : model_.GetMesh().triangles) {
      float t = -1.0f;
      if (Collisions::Raycast(ray, triangle, t)) best = std::min(best, t);
    }
    return best;
  }

  Model model_;
  int level_ = 0;
  bool paused_ = false;
  std::array<Method, 3> methods_{};  // brute force, the book's BVH, the production BVH
  std::size_t turn_ = 0;
  std::vector<Ray> rays_ = RaysAt(1024, 4);
  std::vector<Row> rows_;
};

}  // namespace
LAB_REGISTER_SAMPLE(BVHPerformance, Chapter::kModels,
                    "Raycast(Ray, Model) three ways on a bumpy sphere that grows from 960 to 261,120 triangles: the "
                    "book's BVH (yours), the production BVH (collisions/bvh.hpp) and brute force over every triangle, "
                    "in rays per second on the same random rays (the table at the bottom left). The checks: on 3,968 "
                    "triangles, both BVHs find brute force's nearest hit on the 16 drawn rays.");
}  // namespace lab::samples
