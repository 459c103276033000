// The BVH race (issue 20): the production TriangleBvh against Embree 3 in the same process, and the book's BVH
// (Collisions::Raycast(Ray, Model)) where it finishes in time. Single thread, pinned to one core; jittered
// icosphere and terrain meshes; incoherent rays (origins around the mesh, targets inside its box) and coherent
// ones (a 1024^2 camera). Prints medians of interleaved rounds (timed in the thread's CPU time) and the
// ratio to Embree; checks every ray's nearest t against Embree's within 1e-5 relative, each ray where they differ
// and a sample of the others against a double-precision brute force, which must agree with the lab's.
// Run: ./lab.sh bench --race [--quick]
#include "bvh_race.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <limits>
#include <random>
#include <sched.h>
#include <string>
#include <vector>

#include <embree3/rtcore.h>

#include "brute_force.hpp"
#include "collisions/bvh.hpp"
#include "collisions/models.hpp"
#include "meshes.hpp"

namespace lab {
namespace {

// The thread's own CPU time: rays and builds are timed by it, so that other processes sharing the core (a
// compiler on a two-core machine) slow neither lane's figure. Embree's device has one thread, the caller's (its
// builds run on it: the process shows no other thread), so its builds count here in full.
double ThreadSeconds() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + 1e-9 * static_cast<double>(now.tv_nsec);
}

double Median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

// ---- Embree: one triangle geometry in one scene, built at medium quality on one thread.

struct EmbreeScene {
  explicit EmbreeScene(RTCDevice device, const testing::IndexedMesh& mesh) {
    scene = rtcNewScene(device);
    rtcSetSceneBuildQuality(scene, RTC_BUILD_QUALITY_MEDIUM);
    RTCGeometry geometry = rtcNewGeometry(device, RTC_GEOMETRY_TYPE_TRIANGLE);
    auto* vertices = static_cast<float*>(rtcSetNewGeometryBuffer(geometry, RTC_BUFFER_TYPE_VERTEX, 0, RTC_FORMAT_FLOAT3,
                                                                 3 * sizeof(float), mesh.vertices.size()));
    for (std::size_t i = 0; i < mesh.vertices.size(); ++i) {
      vertices[3 * i] = mesh.vertices[i].x;
      vertices[3 * i + 1] = mesh.vertices[i].y;
      vertices[3 * i + 2] = mesh.vertices[i].z;
    }
    auto* indices = static_cast<unsigned*>(rtcSetNewGeometryBuffer(geometry, RTC_BUFFER_TYPE_INDEX, 0, RTC_FORMAT_UINT3,
                                                                   3 * sizeof(unsigned), mesh.faces.size()));
    for (std::size_t i = 0; i < mesh.faces.size(); ++i) {
      for (int k = 0; k < 3; ++k)
        indices[3 * i + static_cast<std::size_t>(k)] = mesh.faces[i][static_cast<std::size_t>(k)];
    }
    rtcCommitGeometry(geometry);
    rtcAttachGeometry(scene, geometry);
    rtcReleaseGeometry(geometry);
    rtcCommitScene(scene);
  }
  ~EmbreeScene() { rtcReleaseScene(scene); }
  EmbreeScene(const EmbreeScene&) = delete;
  EmbreeScene& operator=(const EmbreeScene&) = delete;

  // The nearest hit's t, or infinity.
  float Raycast(const Ray& ray) const {
    RTCIntersectContext context;
    rtcInitIntersectContext(&context);
    RTCRayHit hit{};
    hit.ray.org_x = ray.position.x;
    hit.ray.org_y = ray.position.y;
    hit.ray.org_z = ray.position.z;
    hit.ray.dir_x = ray.direction.x;
    hit.ray.dir_y = ray.direction.y;
    hit.ray.dir_z = ray.direction.z;
    hit.ray.tnear = 0.0f;
    hit.ray.tfar = std::numeric_limits<float>::infinity();
    hit.ray.mask = ~0u;
    hit.hit.geomID = RTC_INVALID_GEOMETRY_ID;
    rtcIntersect1(scene, &context, &hit);
    return hit.hit.geomID == RTC_INVALID_GEOMETRY_ID ? std::numeric_limits<float>::infinity() : hit.ray.tfar;
  }

  RTCScene scene;
};

// The bytes Embree holds (its memory monitor's running total).
long long embree_bytes = 0;
bool CountBytes(void*, ssize_t bytes, bool) {
  embree_bytes += bytes;
  return true;
}

// ---- Rays.

std::vector<Ray> IncoherentRays(const AABB& box, int count) {
  std::mt19937 rng(1);
  std::uniform_real_distribution<float> unit(0.0f, 1.0f);
  std::normal_distribution<float> normal;
  const Point centre = box.Center();
  const float radius = 2.0f * glm::length(box.Extents());
  std::vector<Ray> rays;
  rays.reserve(static_cast<std::size_t>(count));
  for (int i = 0; i < count; ++i) {
    glm::vec3 d(normal(rng), normal(rng), normal(rng));
    const Point origin = centre + radius * glm::normalize(d);
    const Point target = box.min + (box.max - box.min) * glm::vec3(unit(rng), unit(rng), unit(rng));
    rays.emplace_back(origin, target - origin);
  }
  return rays;
}

// A pinhole camera of side x side pixels at `eye`, looking at the box's centre, its view just holding the box.
std::vector<Ray> CameraRays(const AABB& box, const Point& eye, int side) {
  const Point centre = box.Center();
  const glm::vec3 forward = glm::normalize(centre - eye);
  const glm::vec3 right = glm::normalize(glm::cross(forward, glm::vec3(0, 1, 0)));
  const glm::vec3 up = glm::cross(right, forward);
  const float half = glm::length(box.Extents()) / glm::length(centre - eye);  // tan of the half angle
  std::vector<Ray> rays;
  rays.reserve(static_cast<std::size_t>(side) * static_cast<std::size_t>(side));
  for (int y = 0; y < side; ++y) {
    for (int x = 0; x < side; ++x) {
      const float u = (2.0f * (static_cast<float>(x) + 0.5f) / static_cast<float>(side) - 1.0f) * half;
      const float v = (1.0f - 2.0f * (static_cast<float>(y) + 0.5f) / static_cast<float>(side)) * half;
      rays.emplace_back(eye, forward + u * right + v * up);
    }
  }
  return rays;
}

bool Close(double a, double b) {
  if (std::isinf(a) || std::isinf(b)) return a == b;
  return std::abs(a - b) <= 1e-5 * std::max(1.0, std::abs(b));
}

// Times `trace` over the rays: the median over rounds of rays per second, interleaved with the other lanes.
template <class... Traces>
std::vector<double> RaceRounds(const std::vector<Ray>& rays, int rounds, Traces&&... traces) {
  std::vector<std::vector<double>> rates(sizeof...(Traces));
  volatile float sink = 0.0f;
  for (int round = 0; round < rounds; ++round) {
    std::size_t lane = 0;
    (
        [&](auto& trace) {
          const double start = ThreadSeconds();
          float sum = 0.0f;
          for (const Ray& ray : rays) sum += trace(ray);
          sink = sink + sum;
          rates[lane++].push_back(static_cast<double>(rays.size()) / (ThreadSeconds() - start) / 1e6);
        }(traces),
        ...);
  }
  std::vector<double> medians;
  for (auto& r : rates) medians.push_back(Median(r));
  return medians;
}

void ReportWrong(const Ray& ray, double ours, double exact, double embree) {
  std::printf("  wrong: ray (%.9g, %.9g, %.9g) + t (%.9g, %.9g, %.9g): lab %.9g, brute force %.9g, Embree %.9g\n",
              ray.position.x, ray.position.y, ray.position.z, ray.direction.x, ray.direction.y, ray.direction.z, ours,
              exact, embree);
}

}  // namespace

int RunBvhRace(bool quick) {
  cpu_set_t one;
  CPU_ZERO(&one);
  CPU_SET(0, &one);
  const bool pinned = sched_setaffinity(0, sizeof(one), &one) == 0;
  RTCDevice device = rtcNewDevice("threads=1,set_affinity=1");
  if (device == nullptr) {
    std::fprintf(stderr, "Embree could not start a device\n");
    return 1;
  }
  rtcSetDeviceMemoryMonitorFunction(device, CountBytes, nullptr);
  const int rounds = quick ? 3 : 5;
  const int incoherent_count = quick ? 1 << 16 : 1 << 18;
  const int camera_side = quick ? 512 : 1024;
  std::printf(
      "BVH race: single thread%s, medians of %d interleaved rounds (in thread CPU time); "
      "%d incoherent rays, a %dx%d camera\n",
      pinned ? ", pinned to core 0" : "", rounds, incoherent_count, camera_side, camera_side);
  std::printf("%-9s %9s | %-10s %9s %9s %7s | %-10s %9s %9s %7s | %-9s %9s %7s | %s\n", "mesh", "triangles",
              "incoherent", "lab", "Embree", "ratio", "coherent", "lab", "Embree", "ratio", "build ms", "lab/Embree",
              "B/tri", "book BVH Mrays/s, t checks");
  std::vector<int> sizes = quick ? std::vector<int>{10'000, 100'000} : std::vector<int>{10'000, 100'000, 1'000'000};
  // LAB_RACE_SIZE=1000000 (or 10000, 100000) races that size alone, for quick comparisons while tuning.
  if (const char* only = std::getenv("LAB_RACE_SIZE")) sizes = {std::atoi(only)};
  int failures = 0;
  for (const char* kind : {"icosphere", "terrain"}) {
    for (const int size : sizes) {
      const bool sphere = std::string(kind) == "icosphere";
      const testing::IndexedMesh mesh = sphere ? testing::Icosphere(size == 10'000    ? 22
                                                                    : size == 100'000 ? 71
                                                                                      : 224)
                                               : testing::Terrain(size == 10'000    ? 71
                                                                  : size == 100'000 ? 224
                                                                                    : 707);
      const std::vector<Triangle> triangles = mesh.Triangles();
      // Builds, interleaved.
      std::vector<double> lab_build, embree_build;
      std::size_t lab_bytes = 0;
      long long embree_scene_bytes = 0;
      for (int round = 0; round < rounds; ++round) {
        double start = ThreadSeconds();
        const TriangleBvh built(triangles);
        lab_build.push_back((ThreadSeconds() - start) * 1e3);
        lab_bytes = built.Bytes();
        const long long before = embree_bytes;
        start = ThreadSeconds();
        {
          const EmbreeScene scene(device, mesh);
          embree_build.push_back((ThreadSeconds() - start) * 1e3);
          embree_scene_bytes = embree_bytes - before;
        }
      }
      const TriangleBvh tree(triangles);
      const EmbreeScene embree(device, mesh);
      const AABB box = tree.Bounds();
      const std::vector<Ray> incoherent = IncoherentRays(box, incoherent_count);
      const Point eye = sphere ? box.Center() + glm::vec3(0.3f, 0.4f, 2.6f) : Point(0.0f, 1.4f, 2.2f);
      const std::vector<Ray> camera = CameraRays(box, eye, camera_side);
      const auto lab = [&](const Ray& ray) {
        TriangleHit hit;
        return tree.Raycast(ray, hit) ? hit.t : 0.0f;
      };
      const auto reference = [&](const Ray& ray) {
        const float t = embree.Raycast(ray);
        return std::isinf(t) ? 0.0f : t;
      };
      const std::vector<double> incoherent_rates = RaceRounds(incoherent, rounds, lab, reference);
      const std::vector<double> camera_rates = RaceRounds(camera, rounds, lab, reference);
      // Agreement: every ray with Embree (hit or miss, and t within 1e-5), a sample with double brute force.
      // Where the two disagree, the brute force says who is right.
      int disagree = 0, lab_right = 0, brute_checked = 0, brute_wrong = 0;
      for (const std::vector<Ray>* rays : {&incoherent, &camera}) {
        for (const Ray& ray : *rays) {
          TriangleHit hit;
          const double ours = tree.Raycast(ray, hit) ? hit.t : std::numeric_limits<double>::infinity();
          if (Close(ours, embree.Raycast(ray))) continue;
          ++disagree;
          ++brute_checked;
          const double exact = testing::DoubleNearestHit(triangles, ray);
          if (Close(ours, exact)) {
            ++lab_right;
          } else {
            ++brute_wrong;
            ReportWrong(ray, ours, exact, embree.Raycast(ray));
          }
        }
      }
      const int brute_rays = size >= 1'000'000 ? 256 : (size >= 100'000 ? 1024 : 4096);
      for (int i = 0; i < brute_rays; ++i) {
        const Ray& ray = i % 2 ? incoherent[static_cast<std::size_t>(i) * 37 % incoherent.size()]
                               : camera[static_cast<std::size_t>(i) * 7919 % camera.size()];
        TriangleHit hit;
        const double ours = tree.Raycast(ray, hit) ? hit.t : std::numeric_limits<double>::infinity();
        ++brute_checked;
        const double exact = testing::DoubleNearestHit(triangles, ray);
        if (!Close(ours, exact)) {
          ++brute_wrong;
          ReportWrong(ray, ours, exact, embree.Raycast(ray));
        }
      }
      failures += brute_wrong;
      // The book's BVH on the incoherent rays, where it finishes in time (its leaves grow with the mesh).
      std::string book = "-";
      if (size <= 100'000) {
        const Model model(Mesh::FromTriangles(triangles));
        const std::vector<Ray> some(incoherent.begin(), incoherent.begin() + (size <= 10'000 ? 20'000 : 4'000));
        const auto rate = RaceRounds(some, 3, [&](const Ray& ray) {
          float t = 0.0f;
          return Collisions::Raycast(ray, model, t) ? t : 0.0f;
        });
        char text[32];
        std::snprintf(text, sizeof text, "%.3f", rate[0]);
        book = text;
      }
      std::printf(
          "%-9s %9zu | %-10s %9.2f %9.2f %6.2fx | %-10s %9.2f %9.2f %6.2fx | %4.0f/%-4.0f %7.2fx %3.0f/%-3.0f | %s; "
          "%d disagree with Embree (brute force sides with the lab on %d), %d of %d wrong against brute force\n",
          kind, triangles.size(), "Mrays/s", incoherent_rates[0], incoherent_rates[1],
          incoherent_rates[0] / incoherent_rates[1], "Mrays/s", camera_rates[0], camera_rates[1],
          camera_rates[0] / camera_rates[1], Median(lab_build), Median(embree_build),
          Median(lab_build) / Median(embree_build),
          static_cast<double>(lab_bytes) / static_cast<double>(triangles.size()),
          static_cast<double>(embree_scene_bytes) / static_cast<double>(triangles.size()), book.c_str(), disagree,
          lab_right, brute_wrong, brute_checked);
      std::fflush(stdout);
    }
  }
  rtcReleaseDevice(device);
  std::printf("%d rays wrong against the double-precision brute force\n", failures);
  return failures == 0 ? 0 : 1;
}

}  // namespace lab
