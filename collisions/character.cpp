// Chapter 7 plumbing (no student functions here): colliders, the world's triangle search, the stuck test and
// the walking character built on Collisions::CollideAndSlide.
#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include <glm/geometric.hpp>
#include <glm/matrix.hpp>
#include <glm/trigonometric.hpp>

#include "collisions/bvh.hpp"
#include "collisions/ellipsoid.hpp"

namespace lab {

void Collider::MoveTo(const glm::mat4& world_matrix) {
  previous_world = world;
  world = world_matrix;
}

glm::vec3 Collider::Carry(const Point& point) const {
  const glm::vec4 local = glm::inverse(previous_world) * glm::vec4(point, 1.0f);
  return glm::vec3(world * local) - point;
}

namespace {

AABB TransformBox(const glm::mat4& transform, const AABB& box) {
  glm::vec3 low(INFINITY), high(-INFINITY);
  for (int corner = 0; corner < 8; ++corner) {
    const glm::vec3 p((corner & 1) ? box.max.x : box.min.x, (corner & 2) ? box.max.y : box.min.y,
                      (corner & 4) ? box.max.z : box.min.z);
    const glm::vec3 q(transform * glm::vec4(p, 1.0f));
    low = glm::min(low, q);
    high = glm::max(high, q);
  }
  return AABB(low, high);
}

Sphere WorldSphere(const Collider& collider) {
  const Sphere& local = collider.mesh->bounding_sphere;
  const glm::mat3 linear(collider.world);
  const float scale = std::max({glm::length(linear[0]), glm::length(linear[1]), glm::length(linear[2])});
  return Sphere(Point(collider.world * glm::vec4(local.position, 1.0f)), local.radius * scale);
}

}  // namespace

void ForEachTriangleNear(const CollisionWorld& world, const AABB& box,
                         const std::function<void(const Triangle&, int)>& visit) {
  std::vector<int> candidates;  // one collider's, its capacity kept for the next
  for (int index = 0; index < static_cast<int>(world.colliders.size()); ++index) {
    const Collider& collider = world.colliders[static_cast<std::size_t>(index)];
    if (!collider.mesh || collider.mesh->triangles.empty()) continue;
    if (!Collisions::Intersects(WorldSphere(collider), box)) continue;
    const AABB local_box = TransformBox(glm::inverse(collider.world), box);
    // In the mesh's order, not the tree's: where two triangles tie (a sweep's nearest contact on a shared edge),
    // the mesh breaks the tie, and the answers do not change with the tree's layout.
    candidates.clear();
    collider.mesh->tree->ForEachInBox(local_box, [&](int triangle) {
      candidates.push_back(triangle);
      return false;  // every candidate
    });
    std::sort(candidates.begin(), candidates.end());
    for (const int triangle : candidates) {
      visit(TransformTriangle(collider.world, collider.mesh->triangles[static_cast<std::size_t>(triangle)]), index);
    }
  }
}

bool Overlaps(const Ellipsoid& ellipsoid, const CollisionWorld& world, float depth) {
  if (ellipsoid.IsDegenerate()) return false;
  const glm::vec3 center = ellipsoid.ToEllipsoidSpace(ellipsoid.center);
  const float limit = (1.0f - depth) * (1.0f - depth);
  bool overlaps = false;
  ForEachTriangleNear(world, AABB(ellipsoid.center - ellipsoid.radius, ellipsoid.center + ellipsoid.radius),
                      [&](const Triangle& triangle, int) {
                        const Triangle unit(ellipsoid.ToEllipsoidSpace(triangle.p0),
                                            ellipsoid.ToEllipsoidSpace(triangle.p1),
                                            ellipsoid.ToEllipsoidSpace(triangle.p2));
                        const glm::vec3 offset = Collisions::ClosestPoint(unit, center) - center;
                        if (glm::dot(offset, offset) < limit) overlaps = true;
                      });
  return overlaps;
}

std::vector<Triangle> BoxTriangles(const AABB& box) {
  const auto corner = [&](int i) {
    return Point((i & 1) ? box.max.x : box.min.x, (i & 2) ? box.max.y : box.min.y, (i & 4) ? box.max.z : box.min.z);
  };
  // Each face as four corner indices, counter-clockwise seen from outside.
  static constexpr std::array<std::array<int, 4>, 6> kFaces = {{
      {0, 4, 6, 2},  // -x
      {1, 3, 7, 5},  // +x
      {0, 1, 5, 4},  // -y
      {2, 6, 7, 3},  // +y
      {0, 2, 3, 1},  // -z
      {4, 5, 7, 6},  // +z
  }};
  std::vector<Triangle> triangles;
  for (const auto& f : kFaces) {
    triangles.emplace_back(corner(f[0]), corner(f[1]), corner(f[2]));
    triangles.emplace_back(corner(f[0]), corner(f[2]), corner(f[3]));
  }
  return triangles;
}

// ---- CharacterController

namespace {
// Overlap deeper than this fraction of the radii is "stuck" (CollideAndSlide keeps a gap of very_close, so an
// honest step never comes near it; 1% is 9 mm for the default character).
constexpr float kStuckDepth = 0.01f;
}  // namespace

CharacterController::CharacterController(Point start, Settings settings)
    : settings_(settings), body_(start, settings.radius), last_safe_(start) {}

void CharacterController::Teleport(Point center) {
  body_.center = center;
  last_safe_ = center;
  vertical_speed_ = 0.0f;
  grounded_ = false;
  ground_collider_ = -1;
}

float CharacterController::WalkableNormalY() const { return std::cos(glm::radians(settings_.max_slope_degrees)); }

void CharacterController::Move(const CollisionWorld& world, const glm::vec3& displacement,
                               const SlideSettings& settings) {
  const SlideResult result = Collisions::CollideAndSlide(body_, displacement, world, settings);
  body_.center = result.position;
  if (result.collided) last_contact_ = result.last_hit;
}

void CharacterController::Step(const CollisionWorld& world, const glm::vec3& walk_velocity, bool jump, float dt) {
  if (!(dt > 0.0f)) return;
  last_contact_ = WorldHit{};
  const float walkable = WalkableNormalY();
  SlideSettings walk = settings_.slide;
  walk.steep_face_normal_y = walkable;

  // 1. Moving colliders: the one stood on carries the body; any other pushes it when its move reaches it
  // (found by sweeping the body against the collider's old place by the opposite of the collider's motion).
  for (int index = 0; index < static_cast<int>(world.colliders.size()); ++index) {
    const Collider& collider = world.colliders[static_cast<std::size_t>(index)];
    if (!collider.Moved() || !collider.mesh) continue;
    const glm::vec3 carry = collider.Carry(body_.center);
    if (grounded_ && index == ground_collider_) {
      Move(world, carry, settings_.slide);
      continue;
    }
    CollisionWorld before;
    before.colliders.emplace_back(collider.mesh, collider.previous_world);
    WorldHit hit;
    if (!Collisions::SweepTest(body_, -carry, before, hit)) continue;
    const float push = (1.0f - hit.t) * glm::dot(carry, hit.normal) + settings_.slide.very_close;
    if (push > 0.0f) Move(world, hit.normal * push, walk);
  }

  // 2. The walk, horizontal.
  const SlideResult walked =
      Collisions::CollideAndSlide(body_, glm::vec3(walk_velocity.x, 0.0f, walk_velocity.z) * dt, world, walk);
  body_.center = walked.position;
  if (walked.collided) last_contact_ = walked.last_hit;

  // 3. Jump, then gravity as its own pass (the seed's advice: stairs stay easy to climb). Standing on
  // walkable ground stops the pass instead of sliding down it. A body on the ground that walked freely
  // follows the ground down (within a walkable slope's drop for this step) instead of flying off slopes; one
  // whose walk met something (a step it is climbing) is left where the slide put it.
  if (jump && grounded_) {
    vertical_speed_ = settings_.jump_speed;
    grounded_ = false;
  }
  vertical_speed_ -= settings_.gravity * dt;
  float fall = vertical_speed_ * dt;
  if (grounded_ && vertical_speed_ <= 0.0f && !walked.collided) {
    const float horizontal = glm::length(glm::vec2(walk_velocity.x, walk_velocity.z)) * dt;
    const float snap =
        -(horizontal * std::tan(glm::radians(settings_.max_slope_degrees)) + 2.0f * settings_.slide.very_close);
    WorldHit ground;
    if (snap < fall && Collisions::SweepTest(body_, glm::vec3(0.0f, snap, 0.0f), world, ground) &&
        ground.normal.y >= walkable) {
      fall = snap;
    }
  }
  SlideSettings gravity = settings_.slide;
  gravity.stop_on_normal_y = walkable;
  gravity.stop_on_edges_below = true;
  const SlideResult fell = Collisions::CollideAndSlide(body_, glm::vec3(0.0f, fall, 0.0f), world, gravity);
  body_.center = fell.position;
  if (fell.collided) last_contact_ = fell.last_hit;
  grounded_ = fell.stopped;
  ground_collider_ = grounded_ ? fell.last_hit.collider : -1;
  if (grounded_ || (fell.collided && vertical_speed_ > 0.0f && fell.last_hit.normal.y < 0.0f)) {
    vertical_speed_ = 0.0f;  // landed, or hit the head
  }

  // 4. The seed's error handling: overlapping the world means float error let the body in; go back to where
  // it last stood safely.
  if (Overlaps(body_, world, kStuckDepth)) {
    body_.center = last_safe_;
    vertical_speed_ = 0.0f;
    ++stuck_count_;
  } else {
    last_safe_ = body_.center;
  }
}

}  // namespace lab
