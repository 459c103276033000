// Chapter 10, the lecture's quadtree (2-D) next to chapter 5's octree (3-D), over the same boxes.
#include <random>
#include <vector>

#include "collisions/broad_phase.hpp"
#include "collisions/ellipsoid.hpp"
#include "collisions/scene.hpp"
#include "samples/sample_polygons.hpp"

namespace lab::samples {
namespace {

constexpr float kHalfWorld = 8.0f;
const glm::vec3 kOctreeShift(20, 0, 0);  // where the octree's copy is drawn

// A box's footprint in floor coordinates (x, -z), as OnFloor draws them.
Rectangle Footprint(const AABB& box) { return Rectangle({box.min.x, -box.max.z}, {box.max.x, -box.min.z}); }

class QuadtreeOctree final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome(
        {.target = Point(10, 0, 0), .yaw_degrees = kTopDownYaw, .pitch_degrees = -60.0f, .distance = 32.0f});
    ViewCamera().SetAutoRotate(false);
    std::mt19937 random(3);
    const auto unit = [&] { return static_cast<float>(random()) / 4294967296.0f; };
    quadtree_ = std::make_unique<Quadtree>(Rectangle(glm::vec2(-kHalfWorld), glm::vec2(kHalfWorld)), 5);
    octree_ = std::make_unique<Octree>(Point(0.0f), kHalfWorld, 3);
    for (int i = 0; i < 40; ++i) {
      // Crates on the floor, more of them towards one corner, so the trees split unevenly.
      const float x = kHalfWorld * (1.6f * unit() * unit() - 0.8f), z = kHalfWorld * (1.6f * unit() - 0.8f);
      const glm::vec3 half(0.3f + 0.5f * unit(), 0.3f + 1.2f * unit(), 0.3f + 0.5f * unit());
      boxes_.push_back(AABB(Point(x, 0, z) - half * glm::vec3(1, 0, 1), Point(x, 0, z) + half * glm::vec3(1, 2, 1)));
      quadtree_->Insert(i, Footprint(boxes_.back()));
      Model& model = scene_.Add(Mesh::FromTriangles(BoxTriangles(boxes_.back())));
      octree_->Insert(&model);
    }
    // Items: the crates by index, the regions from kRegionItem and the rays from kRayItem (the first of each
    // drawn bright and movable, the others faint).
    const std::vector<Rectangle> regions = Regions();
    for (std::size_t r = 0; r < regions.size(); ++r) {
      const Rectangle& region = regions[r];
      std::vector<int> expected;
      for (int i = 0; i < static_cast<int>(boxes_.size()); ++i) {
        if (Footprint(boxes_[i]).Overlaps(region)) expected.push_back(i);
      }
      // The region and the crates it finds, unless that is every crate.
      std::vector<int> items = {kRegionItem + static_cast<int>(r)};
      if (expected.size() < boxes_.size()) items.insert(items.end(), expected.begin(), expected.end());
      Check().About(items);
      const std::vector<int> found = quadtree_->Query(region);
      Check().ExpectTrue(fmt::format("Quadtree::Query({}) equals testing every footprint", region), found == expected,
                         fmt::format("{} found, expected {}", found.size(), expected.size()));
    }
    const std::vector<Ray> rays = Rays();
    for (std::size_t r = 0; r < rays.size(); ++r) {
      const Ray& ray = rays[r];
      float octree_t = -1.0f, scene_t = -1.0f;
      const Model* from_octree = octree_->Raycast(ray, octree_t);
      const Model* from_scene = scene_.Raycast(ray, scene_t);
      Check().About(RayItems(r, from_scene));
      Check().ExpectTrue(fmt::format("Octree::Raycast({}) finds the scene's nearest box", ray),
                         from_octree == from_scene, "a different box (or none)");
      Check().ExpectNear("and its distance", scene_t, octree_t, kVectorTolerance);
    }
    float t = -1.0f;
    Check().About(RayItems(0, scene_.Raycast(rays.front(), t)));
    Check().ExpectTrue("the drawn ray hits a crate (so the comparison above means something)",
                       scene_.Raycast(Rays().front(), t) != nullptr, "it misses every crate");
    // The drawn region's corners (2-D, so anchors on the floor) and the drawn ray, whose origin is drawn
    // shifted to the octree's side. The crates have none: both trees would have to be rebuilt.
    region_corners_ = {Anchor(OnFloor(regions.front().min)), Anchor(OnFloor(regions.front().max))};
    Handles().About(kRegionItem);
    Handles().AddPoint("region corner", region_corners_[0].at);
    Handles().AddPoint("region opposite corner", region_corners_[1].at);
    ray_origin_ = Anchor(rays.front().position + kOctreeShift);
    ray_direction_ = rays.front().direction;
    Handles().About(kRayItem);
    Handles().AddPoint("ray origin", ray_origin_.at);
    Handles().AddDirection("ray direction", ray_direction_, [this] { return ray_origin_.at; });
    Handles().About(DebugDraw::kNoItem);
  }

  bool ShowsGrid() const override { return false; }

  void Render() override {
    // Left: the quadtree's cells on the floor, the boxes' footprints, a query region and what it finds.
    const Rectangle book_region = Regions().front();
    const Rectangle region(book_region.min + region_corners_[0].MovedOnFloor(),
                           book_region.max + region_corners_[1].MovedOnFloor());
    const std::vector<int> found = quadtree_->Query(region);
    for (const int index : quadtree_->LiveNodes()) {
      const Quadtree::Node& node = quadtree_->Nodes()[static_cast<std::size_t>(index)];
      if (!node.children.empty()) continue;
      const glm::vec2 a = node.bounds.min, b = node.bounds.max;
      DrawPolygon2D(Draw(), Polygon2D({a, {b.x, a.y}, b, {a.x, b.y}}), {},
                    node.objects.empty() ? palette::kGrid : palette::kGray);
    }
    for (int i = 0; i < static_cast<int>(boxes_.size()); ++i) {
      const bool hit = std::find(found.begin(), found.end(), i) != found.end();
      Draw().About(i);
      Draw().DrawBox(boxes_[static_cast<std::size_t>(i)], hit ? palette::kIntersecting : palette::kShape);
    }
    Draw().About(kRegionItem);
    DrawPolygon2D(Draw(),
                  Polygon2D({region.min, {region.max.x, region.min.y}, region.max, {region.min.x, region.max.y}}), {},
                  palette::kQueryPoint);
    // Right: the octree's occupied leaves, the same boxes, and a ray with its nearest hit.
    Draw().About(DebugDraw::kNoItem);
    std::vector<const Octree::Node*> stack = {&octree_->Root()};
    while (!stack.empty()) {
      const Octree::Node* node = stack.back();
      stack.pop_back();
      if (node->children.empty() && !node->contents.empty()) {
        Draw().DrawWireBox(AABB(node->bounds.min + kOctreeShift, node->bounds.max + kOctreeShift), palette::kGray);
      }
      for (const auto& child : node->children) stack.push_back(child.get());
    }
    for (std::size_t i = 0; i < boxes_.size(); ++i) {
      Draw().About(static_cast<int>(i));
      Draw().DrawBox(AABB(boxes_[i].min + kOctreeShift, boxes_[i].max + kOctreeShift), palette::kShape);
    }
    Ray ray = Rays().front();
    ray.position += ray_origin_.Moved();
    ray.direction = ray_direction_;
    Draw().About(kRayItem);
    float t = -1.0f;
    const bool hit = octree_->Raycast(ray, t) != nullptr;
    Draw().DrawRayWithHit(Ray(ray.position + kOctreeShift, ray.direction), hit, ray.At(t) + kOctreeShift);
    // The other regions and rays the checks query, faint, so their cases have something to point at.
    const std::vector<Rectangle> regions = Regions();
    for (std::size_t r = 1; r < regions.size(); ++r) {
      const Rectangle& other = regions[r];
      Draw().About(kRegionItem + static_cast<int>(r));
      DrawPolygon2D(Draw(), Polygon2D({other.min, {other.max.x, other.min.y}, other.max, {other.min.x, other.max.y}}),
                    {}, palette::Translucent(palette::kQueryPoint));
    }
    const std::vector<Ray> rays = Rays();
    for (std::size_t r = 1; r < rays.size(); ++r) {
      Draw().About(kRayItem + static_cast<int>(r));
      Draw().DrawRay(Ray(rays[r].position + kOctreeShift, rays[r].direction), palette::Translucent(palette::kGray));
    }
    Draw().About(DebugDraw::kNoItem);
  }

 private:
  static std::vector<Rectangle> Regions() {
    return {Rectangle({-6, -2}, {-2, 3}), Rectangle({1, -7}, {7, -5}), Rectangle({-0.5f, -0.5f}, {0.5f, 0.5f}),
            Rectangle(glm::vec2(-kHalfWorld), glm::vec2(kHalfWorld))};
  }
  static std::vector<Ray> Rays() {
    return {Ray(Point(-7.5f, 1, -7), glm::vec3(1, 0, 0.9f)), Ray(Point(7.5f, 0.5f, 7), glm::vec3(-1, 0, -0.3f)),
            Ray(Point(0, 5, 0), glm::vec3(0.1f, -1, 0.2f)), Ray(Point(-7.9f, 6, -7.9f), glm::vec3(0, 1, 0))};
  }

  static constexpr int kRegionItem = 100, kRayItem = 200;
  // A ray's item and that of the crate it hits (a crate's item is its index, as is its model's in the scene).
  std::vector<int> RayItems(std::size_t ray, const Model* hit) const {
    std::vector<int> items = {kRayItem + static_cast<int>(ray)};
    int index = 0;
    for (const Model& model : scene_.Models()) {
      if (&model == hit) items.push_back(index);
      ++index;
    }
    return items;
  }
  std::vector<AABB> boxes_;
  // What the handles move and Render reads: the drawn region's corners, the drawn ray's origin and direction.
  std::array<Anchor, 2> region_corners_;
  Anchor ray_origin_;
  glm::vec3 ray_direction_{0.0f};
  Scene scene_;
  std::unique_ptr<Quadtree> quadtree_;
  std::unique_ptr<Octree> octree_;
};

}  // namespace
LAB_REGISTER_SAMPLE(QuadtreeOctree, Chapter::kLectureToolbox,
                    "The lecture's space splitting, in 2-D and 3-D: left, a quadtree of the crates' footprints (a "
                    "cell holding more than one is cut in four), with a query region (cyan) and what it finds "
                    "(red); right, chapter 5's octree of the same crates and a ray's nearest hit. Both asserted "
                    "against testing every crate.");
}  // namespace lab::samples
