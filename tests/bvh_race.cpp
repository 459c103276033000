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

// ---- Embree: one triangle geometry in one scene, built at medium quality on one thread; or a scene holding one
// instance of such a scene, placed by a world matrix (what RaycastModel's placed model is to Embree).

struct EmbreeScene {
  EmbreeScene(RTCDevice device, const testing::IndexedMesh& mesh) {
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
  EmbreeScene(RTCDevice device, const EmbreeScene& placed, const glm::mat4& world) {
    scene = rtcNewScene(device);
    rtcSetSceneBuildQuality(scene, RTC_BUILD_QUALITY_MEDIUM);
    RTCGeometry instance = rtcNewGeometry(device, RTC_GEOMETRY_TYPE_INSTANCE);
    rtcSetGeometryInstancedScene(instance, placed.scene);
    rtcSetGeometryTransform(instance, 0, RTC_FORMAT_FLOAT4X4_COLUMN_MAJOR, &world[0][0]);  // GLM's layout
    rtcCommitGeometry(instance);
    rtcAttachGeometry(scene, instance);
    rtcReleaseGeometry(instance);
    rtcCommitScene(scene);
  }
  ~EmbreeScene() { rtcReleaseScene(scene); }
  EmbreeScene(const EmbreeScene&) = delete;
  EmbreeScene& operator=(const EmbreeScene&) = delete;

  static RTCRay ToEmbree(const Ray& ray, float t_max) {
    RTCRay out{};
    out.org_x = ray.position.x;
    out.org_y = ray.position.y;
    out.org_z = ray.position.z;
    out.dir_x = ray.direction.x;
    out.dir_y = ray.direction.y;
    out.dir_z = ray.direction.z;
    out.tnear = 0.0f;
    out.tfar = t_max;
    out.mask = ~0u;
    return out;
  }
  // The nearest hit's t, or infinity.
  float Raycast(const Ray& ray) const {
    RTCIntersectContext context;
    rtcInitIntersectContext(&context);
    RTCRayHit hit{};
    hit.ray = ToEmbree(ray, std::numeric_limits<float>::infinity());
    hit.hit.geomID = RTC_INVALID_GEOMETRY_ID;
    rtcIntersect1(scene, &context, &hit);
    return hit.hit.geomID == RTC_INVALID_GEOMETRY_ID ? std::numeric_limits<float>::infinity() : hit.ray.tfar;
  }
  // Whether the ray meets a triangle with t <= t_max (rtcOccluded1 sets tfar to -inf when it does).
  bool Occluded(const Ray& ray, float t_max) const {
    RTCIntersectContext context;
    rtcInitIntersectContext(&context);
    RTCRay shadow = ToEmbree(ray, t_max);
    rtcOccluded1(scene, &context, &shadow);
    return shadow.tfar < 0.0f;
  }
  // Whether some triangle meets the shape: Embree's point query over the sphere `around` it (Embree has no box or
  // triangle query), each triangle it reaches tested exactly by `meets` (Collisions::Intersects, as the lab's
  // queries test their leaves), stopping at the first that meets it.
  template <class Shape>
  bool Meets(const Sphere& around, const Shape& shape, const std::vector<Triangle>& triangles) const {
    struct Query {
      const Shape* shape;
      const std::vector<Triangle>* triangles;
      bool found;
    } query{&shape, &triangles, false};
    RTCPointQuery point{};
    point.x = around.position.x;
    point.y = around.position.y;
    point.z = around.position.z;
    point.radius = around.radius;
    RTCPointQueryContext context;
    rtcInitPointQueryContext(&context);
    rtcPointQuery(
        scene, &point, &context,
        [](RTCPointQueryFunctionArguments* args) {
          auto* q = static_cast<Query*>(args->userPtr);
          if (q->found || !Collisions::Intersects((*q->triangles)[args->primID], *q->shape)) return false;
          q->found = true;
          args->query->radius = 0.0f;  // the answer is known: visit as little more as Embree allows
          return true;
        },
        &query);
    return query.found;
  }

  RTCScene scene;
};

// The bytes Embree holds (its memory monitor's running total).
long long embree_bytes = 0;
bool CountBytes(void*, ssize_t bytes, bool) {
  embree_bytes += bytes;
  return true;
}

// ---- Rays and shapes.

// Rays from a sphere around the box (twice its half-diagonal) to points inside it, and each one's distance to its
// point: the shadow rays' t_max (a point inside a closed mesh is in its shadow, one outside it may not be).
struct IncoherentRays {
  IncoherentRays(const AABB& box, int count) {
    std::mt19937 rng(1);
    std::uniform_real_distribution<float> unit(0.0f, 1.0f);
    std::normal_distribution<float> normal;
    const Point centre = box.Center();
    const float radius = 2.0f * glm::length(box.Extents());
    rays.reserve(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) {
      glm::vec3 d(normal(rng), normal(rng), normal(rng));
      const Point origin = centre + radius * glm::normalize(d);
      const Point target = box.min + (box.max - box.min) * glm::vec3(unit(rng), unit(rng), unit(rng));
      rays.emplace_back(origin, target - origin);
      to_target.push_back(glm::length(target - origin));
    }
  }
  std::vector<Ray> rays;
  std::vector<float> to_target;
};

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

// Spheres, boxes and triangles scattered through the box, each about a fiftieth of its size (some meet the
// surface, some lie inside or outside it), with the sphere around each for Embree's point query.
struct Shapes {
  Shapes(const AABB& box, int count) {
    std::mt19937 rng(2);
    std::uniform_real_distribution<float> unit(0.0f, 1.0f);
    const glm::vec3 size = box.max - box.min;
    const float reach = 0.02f * glm::length(size);
    const auto inside = [&] { return box.min + size * glm::vec3(unit(rng), unit(rng), unit(rng)); };
    const auto offset = [&] { return reach * (2.0f * glm::vec3(unit(rng), unit(rng), unit(rng)) - 1.0f); };
    // A sphere a little larger than the half-diagonal, so that rounding never leaves a corner outside it.
    const auto around = [](const Point& lo, const Point& hi) {
      return Sphere((lo + hi) * 0.5f, 0.5f * glm::length(hi - lo) * (1.0f + 1e-5f) + 1e-6f);
    };
    for (int i = 0; i < count; ++i) {
      spheres.emplace_back(inside(), reach * unit(rng));
      const Point centre = inside();
      const glm::vec3 half = glm::abs(offset());
      boxes.emplace_back(centre - half, centre + half);
      box_spheres.push_back(around(boxes.back().min, boxes.back().max));
      const Point corner = inside();
      triangles.emplace_back(corner, corner + offset(), corner + offset());
      const Triangle& t = triangles.back();
      triangle_spheres.push_back(around(glm::min(glm::min(t.p0, t.p1), t.p2), glm::max(glm::max(t.p0, t.p1), t.p2)));
    }
  }
  std::vector<Sphere> spheres, box_spheres, triangle_spheres;
  std::vector<AABB> boxes;
  std::vector<Triangle> triangles;
};

bool Close(double a, double b) {
  if (std::isinf(a) || std::isinf(b)) return a == b;
  return std::abs(a - b) <= 1e-5 * std::max(1.0, std::abs(b));
}

// Times each lane over items 0 to count - 1 (a lane maps an index to a number, summed so that nothing is
// optimized away): the median over rounds of millions of items per second, the lanes interleaved round by round.
template <class... Lanes>
std::vector<double> RaceRounds(std::size_t count, int rounds, Lanes&&... lanes) {
  std::vector<std::vector<double>> rates(sizeof...(Lanes));
  volatile float sink = 0.0f;
  for (int round = 0; round < rounds; ++round) {
    std::size_t lane_index = 0;
    (
        [&](auto& lane) {
          const double start = ThreadSeconds();
          float sum = 0.0f;
          for (std::size_t i = 0; i < count; ++i) sum += static_cast<float>(lane(i));
          sink = sink + sum;
          rates[lane_index++].push_back(static_cast<double>(count) / (ThreadSeconds() - start) / 1e6);
        }(lanes),
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

// "lab Embree ratio" for one lane pair.
std::string Rates(const std::vector<double>& rates) {
  char text[48];
  std::snprintf(text, sizeof text, "%8.2f %8.2f %5.2fx", rates[0], rates[1], rates[0] / rates[1]);
  return text;
}

// A placement of the race's mesh: the model the lab's lanes ask (RaycastModel, AnyHitModel) and the Embree scene
// its lanes ask (the mesh itself for the identity, an instance of it otherwise).
struct Placement {
  const char* name;
  Model model;
  const EmbreeScene* embree;
};

struct Counts {
  int disagree = 0, lab_right = 0, checked = 0, wrong = 0;
};

// Whether the lab's hit at t lies on the surface the brute force hit at `exact`, on `triangle`, within the rounding
// of a placed model's ray: a placement carries the ray into the model's space in float (as Embree's instances do),
// which moves it by a few ulps of its coordinates; along a grazing ray that moves t by those ulps over the cosine of
// its angle to the surface. So a t within 1e-3 of the exact one whose point lies within 1e-5 (relative to its
// coordinates, as Close's t) of the hit triangle's plane is right. Misses and hits are never traded.
bool OnTheSurface(const Ray& ray, double t, double exact, const Triangle* triangle) {
  if (triangle == nullptr || std::isinf(t) || std::abs(t - exact) > 1e-3 * std::max(1.0, exact)) return false;
  const glm::dvec3 point = glm::dvec3(ray.position) + t * glm::dvec3(ray.direction);
  const glm::dvec3 p0(triangle->p0);
  const glm::dvec3 normal = glm::normalize(glm::cross(glm::dvec3(triangle->p1) - p0, glm::dvec3(triangle->p2) - p0));
  const double size = std::max({1.0, std::abs(point.x), std::abs(point.y), std::abs(point.z)});
  return std::abs(glm::dot(point - p0, normal)) <= 1e-5 * size;
}

// Every ray's nearest t against Embree's, and a sample against the double brute force over the world triangles;
// where the lab and Embree disagree, the brute force says who is right.
void CheckNearest(const Placement& placement, const std::vector<Triangle>& world, const std::vector<Ray>& incoherent,
                  const std::vector<Ray>& camera, int brute_rays, Counts& counts) {
  const auto ours = [&](const Ray& ray) {
    TriangleHit hit;
    return RaycastModel(ray, placement.model, hit) ? double{hit.t} : std::numeric_limits<double>::infinity();
  };
  const auto judge = [&](const Ray& ray, double lab) {
    ++counts.checked;
    int index = -1;
    const double exact = testing::DoubleNearestHit(world, ray, &index);
    // Only a placed model's ray is carried through float arithmetic; the identity's is the world ray itself.
    const bool placed = std::string(placement.name) != "identity";
    if (Close(lab, exact) ||
        (placed && OnTheSurface(ray, lab, exact, index < 0 ? nullptr : &world[static_cast<std::size_t>(index)])))
      return true;
    ++counts.wrong;
    ReportWrong(ray, lab, exact, placement.embree->Raycast(ray));
    return false;
  };
  for (const std::vector<Ray>* rays : {&incoherent, &camera}) {
    for (const Ray& ray : *rays) {
      const double lab = ours(ray);
      if (Close(lab, placement.embree->Raycast(ray))) continue;
      ++counts.disagree;
      counts.lab_right += judge(ray, lab) ? 1 : 0;
    }
  }
  for (int i = 0; i < brute_rays; ++i) {
    const Ray& ray = i % 2 ? incoherent[static_cast<std::size_t>(i) * 37 % incoherent.size()]
                           : camera[static_cast<std::size_t>(i) * 7919 % camera.size()];
    judge(ray, ours(ray));
  }
}

// Every shadow ray's answer against Embree's, and a sample of them against the brute force; where the two
// disagree, the brute force says who is right. The lab is right when the brute force puts the nearest hit on its
// side of t_max, or too close to it to call.
void CheckShadows(const Placement& placement, const std::vector<Triangle>& world, const IncoherentRays& rays,
                  int brute_rays, Counts& counts) {
  const auto judge = [&](std::size_t i, bool lab) {
    ++counts.checked;
    const Ray& ray = rays.rays[i];
    const float t_max = rays.to_target[i];
    const double exact = testing::DoubleNearestHit(world, ray);
    if ((exact <= t_max) == lab || Close(exact, t_max)) return true;
    ++counts.wrong;
    std::printf("  wrong shadow ray %zu (t_max %.9g): lab %s, brute force's nearest t %.9g\n", i, double{t_max},
                lab ? "blocked" : "clear", exact);
    return false;
  };
  for (std::size_t i = 0; i < rays.rays.size(); ++i) {
    const bool lab = AnyHitModel(rays.rays[i], placement.model, rays.to_target[i]);
    if (lab == placement.embree->Occluded(rays.rays[i], rays.to_target[i])) continue;
    ++counts.disagree;
    counts.lab_right += judge(i, lab) ? 1 : 0;
  }
  for (int k = 0; k < brute_rays; ++k) {
    const std::size_t i = static_cast<std::size_t>(k) * 53 % rays.rays.size();
    judge(i, AnyHitModel(rays.rays[i], placement.model, rays.to_target[i]));
  }
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
  const int shape_count = quick ? 1 << 14 : 1 << 16;
  std::printf(
      "BVH race: single thread%s, medians of %d interleaved rounds (in thread CPU time); %d incoherent rays, a %dx%d "
      "camera, through RaycastModel (Embree: the mesh, or an instance of it where the model is placed: turned, "
      "scaled by (1.5, 0.6, 2.2) and moved)\n",
      pinned ? ", pinned to core 0" : "", rounds, incoherent_count, camera_side, camera_side);
  std::printf("%-9s %9s %-9s | %-8s %8s %8s %6s | %-8s %8s %8s %6s | %-9s %9s %7s | %s\n", "mesh", "triangles",
              "placement", "incoh.", "lab", "Embree", "ratio", "coherent", "lab", "Embree", "ratio", "build ms",
              "lab/Embree", "B/tri", "book BVH Mrays/s, t checks");
  std::vector<int> sizes = quick ? std::vector<int>{10'000, 100'000} : std::vector<int>{10'000, 100'000, 1'000'000};
  // LAB_RACE_SIZE=1000000 (or 10000, 100000) races that size alone, for quick comparisons while tuning.
  if (const char* only = std::getenv("LAB_RACE_SIZE")) sizes = {std::atoi(only)};
  int failures = 0;
  std::vector<std::string> shadow_rows, shape_rows;
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
      const std::shared_ptr<const Mesh> shared = Mesh::FromTriangles(triangles);
      const TriangleBvh& tree = *shared->tree;
      const EmbreeScene embree(device, mesh);
      Model placed_model(shared);
      placed_model.position = glm::vec3(3.0f, -1.0f, 2.0f);
      placed_model.rotation = glm::vec3(20.0f, 35.0f, -10.0f);
      placed_model.scale = glm::vec3(1.5f, 0.6f, 2.2f);
      const EmbreeScene embree_placed(device, embree, placed_model.WorldMatrix());
      const AABB mesh_box = tree.Bounds();
      const Point eye = sphere ? mesh_box.Center() + glm::vec3(0.3f, 0.4f, 2.6f) : Point(0.0f, 1.4f, 2.2f);
      const int brute_rays = size >= 1'000'000 ? 256 : (size >= 100'000 ? 1024 : 4096);
      for (const Placement& placement :
           {Placement{"identity", Model(shared), &embree}, Placement{"placed", placed_model, &embree_placed}}) {
        const glm::mat4 world = placement.model.WorldMatrix();
        const AABB box = placement.model.WorldBounds();
        const IncoherentRays incoherent(box, incoherent_count);
        const std::vector<Ray> camera = CameraRays(box, glm::vec3(world * glm::vec4(eye, 1.0f)), camera_side);
        const auto lanes = [&](const std::vector<Ray>& rays) {
          return RaceRounds(
              rays.size(), rounds,
              [&](std::size_t i) {
                TriangleHit hit;
                return RaycastModel(rays[i], placement.model, hit) ? hit.t : 0.0f;
              },
              [&](std::size_t i) {
                const float t = placement.embree->Raycast(rays[i]);
                return std::isinf(t) ? 0.0f : t;
              });
        };
        const std::vector<double> incoherent_rates = lanes(incoherent.rays);
        const std::vector<double> camera_rates = lanes(camera);
        const std::vector<double> shadow_rates = RaceRounds(
            incoherent.rays.size(), rounds,
            [&](std::size_t i) { return AnyHitModel(incoherent.rays[i], placement.model, incoherent.to_target[i]); },
            [&](std::size_t i) { return placement.embree->Occluded(incoherent.rays[i], incoherent.to_target[i]); });
        std::vector<Triangle> world_triangles;
        for (const Triangle& t : triangles) world_triangles.push_back(TransformTriangle(world, t));
        Counts nearest, shadows;
        CheckNearest(placement, world_triangles, incoherent.rays, camera, brute_rays, nearest);
        CheckShadows(placement, world_triangles, incoherent, brute_rays / 2, shadows);
        failures += nearest.wrong + shadows.wrong;
        const bool identity = std::string(placement.name) == "identity";
        // The book's BVH on the incoherent rays, where it finishes in time (its leaves grow with the mesh).
        std::string book = "-";
        if (identity && size <= 100'000) {
          const std::size_t some = size <= 10'000 ? 20'000 : 4'000;
          const auto rate = RaceRounds(some, 3, [&](std::size_t i) {
            float t = 0.0f;
            return Collisions::Raycast(incoherent.rays[i], placement.model, t) ? t : 0.0f;
          });
          char text[32];
          std::snprintf(text, sizeof text, "%.3f", rate[0]);
          book = text;
        }
        char build[64] = "";
        if (identity) {
          std::snprintf(build, sizeof build, "%4.0f/%-4.0f %7.2fx %3.0f/%-3.0f", Median(lab_build),
                        Median(embree_build), Median(lab_build) / Median(embree_build),
                        static_cast<double>(lab_bytes) / static_cast<double>(triangles.size()),
                        static_cast<double>(embree_scene_bytes) / static_cast<double>(triangles.size()));
        }
        std::printf(
            "%-9s %9zu %-9s | %-8s %s | %-8s %s | %-28s | %s; %d disagree with Embree (brute force sides with the lab "
            "on %d), %d of %d wrong against brute force\n",
            kind, triangles.size(), placement.name, "Mrays/s", Rates(incoherent_rates).c_str(), "Mrays/s",
            Rates(camera_rates).c_str(), build, book.c_str(), nearest.disagree, nearest.lab_right, nearest.wrong,
            nearest.checked);
        char row[400];
        std::snprintf(row, sizeof row,
                      "%-9s %9zu %-9s | %s | %d disagree with Embree (brute force sides with the lab on %d), %d of "
                      "%d wrong against brute force",
                      kind, triangles.size(), placement.name, Rates(shadow_rates).c_str(), shadows.disagree,
                      shadows.lab_right, shadows.wrong, shadows.checked);
        shadow_rows.push_back(row);
        std::fflush(stdout);
      }
      // The shape queries on the tree (Embree: a point query over the sphere around each shape).
      const Shapes shapes(mesh_box, shape_count);
      const auto race = [&](const auto& items, const std::vector<Sphere>& around) {
        const std::vector<double> rates = RaceRounds(
            items.size(), rounds, [&](std::size_t i) { return tree.Intersects(items[i]); },
            [&](std::size_t i) { return embree.Meets(around[i], items[i], triangles); });
        int disagree = 0, met = 0;
        for (std::size_t i = 0; i < items.size(); ++i) {
          const bool lab = tree.Intersects(items[i]);
          met += lab ? 1 : 0;
          disagree += lab != embree.Meets(around[i], items[i], triangles) ? 1 : 0;
        }
        failures += disagree;
        char text[96];
        std::snprintf(text, sizeof text, "%s %3.0f%% %3d", Rates(rates).c_str(),
                      100.0 * met / static_cast<double>(items.size()), disagree);
        return std::string(text);
      };
      const std::string spheres = race(shapes.spheres, shapes.spheres);
      const std::string boxes = race(shapes.boxes, shapes.box_spheres);
      const std::string shape_triangles = race(shapes.triangles, shapes.triangle_spheres);
      char row[400];
      std::snprintf(row, sizeof row, "%-9s %9zu | %s | %s | %s", kind, triangles.size(), spheres.c_str(), boxes.c_str(),
                    shape_triangles.c_str());
      shape_rows.push_back(row);
    }
  }
  std::printf("\nShadow rays: AnyHitModel against rtcOccluded1 on the incoherent rays, each to its point (Mrays/s)\n");
  std::printf("%-9s %9s %-9s | %8s %8s %6s | %s\n", "mesh", "triangles", "placement", "lab", "Embree", "ratio",
              "checks");
  for (const std::string& row : shadow_rows) std::printf("%s\n", row.c_str());
  std::printf(
      "\nShape queries: TriangleBvh::Intersects against Embree's rtcPointQuery over the sphere around the shape, each "
      "triangle it reaches tested exactly (Mqueries/s; met: the share that meets the mesh; differ: answers that "
      "differ)\n");
  std::printf("%-9s %9s | %-35s | %-35s | %s\n", "mesh", "triangles", "spheres: lab Embree ratio met differ", "boxes",
              "triangles");
  for (const std::string& row : shape_rows) std::printf("%s\n", row.c_str());
  rtcReleaseDevice(device);
  std::printf("%d answers wrong against the double-precision brute force or Embree\n", failures);
  return failures == 0 ? 0 : 1;
}

}  // namespace lab
