// Chapter 7: an ellipsoid moving through a world of triangle meshes, after Fauerby's tutorial (Kasper Fauerby's
// collision detection and response for an ellipsoid; docs/API.md names it). Detection works in ellipsoid space, where
// the ellipsoid is the unit sphere; the response slides along what it hits. GLM only.
#pragma once

#include <functional>
#include <memory>
#include <vector>

#include <glm/mat4x4.hpp>

#include "collisions/collisions.hpp"
#include "collisions/models.hpp"

namespace lab {

// One object of a collision world: a mesh placed by an affine world matrix. Moving it with MoveTo keeps the
// previous matrix, so whatever stands on it can be carried along (a lift) or pushed (a swinging door).
struct Collider {
  std::shared_ptr<const Mesh> mesh;
  glm::mat4 world{1.0f};
  glm::mat4 previous_world{1.0f};

  Collider() = default;
  Collider(std::shared_ptr<const Mesh> mesh_in, const glm::mat4& world_matrix)
      : mesh(std::move(mesh_in)), world(world_matrix), previous_world(world_matrix) {}

  // Places the collider at world_matrix; its last matrix becomes previous_world.
  void MoveTo(const glm::mat4& world_matrix);
  // How far the collider's last move carried the material at point: world * inverse(previous) * p - p.
  glm::vec3 Carry(const Point& point) const;
  bool Moved() const { return world != previous_world; }
};

struct CollisionWorld {
  std::vector<Collider> colliders;
};

// Calls visit(triangle, collider_index) for every triangle of the world that may meet box (world space):
// a collider is skipped unless box meets its bounding sphere carried to world space, then its production BVH
// (TriangleBvh) is searched with box carried into the collider's space. Triangles arrive in world space, each
// once, collider by collider and in each mesh's order (so ties do not depend on the tree's layout).
void ForEachTriangleNear(const CollisionWorld& world, const AABB& box,
                         const std::function<void(const Triangle&, int)>& visit);

// The nearest contact of a moving ellipsoid with a world, in world space.
struct WorldHit {
  float t = -1.0f;              // fraction of the velocity travelled before touching, in [0, 1]
  Point contact{0.0f};          // the point of the world touched
  glm::vec3 normal{0.0f};       // unit: the ellipsoid's surface normal at the contact, pointing away from the world
  glm::vec3 face_normal{0.0f};  // unit normal of the touched triangle, turned to face the ellipsoid
  int collider = -1;            // index into CollisionWorld::colliders
};

// How CollideAndSlide responds to contacts.
struct SlideSettings {
  // Fauerby's recursion limit: at most this many contacts are slid along in one move.
  int max_iterations = 5;
  // The "very close" distance (world units): the ellipsoid stops this far from what it hits, measured along
  // the contact normal, so the next sweep never starts touching. Far below what anyone can see (1 mm for a
  // 1.8 m character) and far above float rounding at level coordinates (~1e-6 at 20 units).
  float very_close = 0.001f;
  // A contact whose normal has y >= this ends the move instead of sliding: gravity's pass stands on walkable
  // ground rather than creeping down it. The default (above 1) never stops.
  float stop_on_normal_y = 2.0f;
  // When true, an edge or vertex contact below the centre (normal.y > 0) also ends the move: gravity's pass
  // rests on a stair's nose instead of sliding back off it, so the lift a walk gets from the nose adds up.
  bool stop_on_edges_below = false;
  // A contact with the inside of a face whose normal has 0 < y < this slides as if the face were vertical:
  // walking does not climb slopes too steep to stand on. Edge and vertex contacts (a stair's nose) keep
  // their tilted normal, which is what lifts the ellipsoid up a step. The default (0) treats nothing so.
  float steep_face_normal_y = 0.0f;
  // Fauerby's tutorial projects the rest of the move onto the sliding plane in ellipsoid space, where the ellipsoid is
  // a unit sphere; the lab (false) projects in world space. Both slide within the same plane, but along
  // different directions: the same for a sphere, different for a stretched ellipsoid against a slope
  // (SlidingScenarios shows both). A crease between two planes is followed in world space either way.
  bool project_in_ellipsoid_space = false;
};

struct SlideResult {
  Point position{0.0f};  // the ellipsoid's new centre
  bool collided = false;
  bool stopped = false;  // a contact met stop_on_normal_y or stop_on_edges_below
  WorldHit last_hit;     // the last contact (t is within its own iteration)
  int iterations = 0;    // sweeps made
};

namespace Collisions {

// The nearest contact of the ellipsoid moving by velocity (world units) with any collider's triangles. Each
// collider is skipped unless the swept box of the move meets its bounding sphere (Fauerby's per-mesh cull),
// then culled by its BVH with the swept box carried into the collider's space; the surviving triangles are
// carried out to world space and then to ellipsoid space, so any world matrix (scale, rotation) is exact.
// Each triangle uses the complete SweepTest. On a miss returns false and sets hit.t = -1.
bool SweepTest(const Ellipsoid& ellipsoid, const glm::vec3& velocity, const CollisionWorld& world, WorldHit& hit);

// Fauerby's response: move until a contact, stop settings.very_close short of it, project what is left of
// the move onto the sliding plane (the ellipsoid's tangent plane at the contact, in world space), and repeat
// up to settings.max_iterations. A second contact slides along the crease of the two planes; a third, or a
// slide that would turn back against the original move, stops (no jitter in corners). A degenerate ellipsoid
// or a NaN velocity does not move.
SlideResult CollideAndSlide(const Ellipsoid& ellipsoid, const glm::vec3& velocity, const CollisionWorld& world,
                            const SlideSettings& settings);

}  // namespace Collisions

// True when the ellipsoid overlaps some triangle of the world by more than depth, as a fraction of its radii
// (in ellipsoid space the triangle comes closer than 1 - depth to the centre): Fauerby's "stuck" test.
// Touching is not overlapping. Engine plumbing, not a student function.
bool Overlaps(const Ellipsoid& ellipsoid, const CollisionWorld& world, float depth);

// A walking character built on CollideAndSlide: Fauerby's separate gravity pass, standing on walkable
// ground, jumping, being carried by what it stands on, pushed by what moves into it, and the last safe
// position when it gets stuck anyway.
class CharacterController {
 public:
  struct Settings {
    glm::vec3 radius{0.4f, 0.9f, 0.4f};  // a 1.8 m person
    float gravity = 20.0f;               // m/s^2, a little over Earth's for a snappier jump
    float jump_speed = 6.5f;             // m/s upwards: about a 1 m jump
    float max_slope_degrees = 45.0f;     // steeper ground cannot be stood on or walked up
    SlideSettings slide;
  };

  CharacterController(Point start, Settings settings);

  // Advances dt seconds: carried or pushed by moving colliders, then the walk (walk_velocity is the
  // horizontal speed wanted, m/s), then the jump and gravity pass, then the stuck check.
  void Step(const CollisionWorld& world, const glm::vec3& walk_velocity, bool jump, float dt);

  const Ellipsoid& Body() const { return body_; }
  Point Feet() const { return body_.center - glm::vec3(0.0f, body_.radius.y, 0.0f); }
  bool Grounded() const { return grounded_; }
  int GroundCollider() const { return ground_collider_; }
  float VerticalSpeed() const { return vertical_speed_; }
  // The last contact of the last step (t < 0 when nothing was touched).
  const WorldHit& LastContact() const { return last_contact_; }
  // Times Step found the body overlapping the world and put it back to the last safe position.
  int StuckCount() const { return stuck_count_; }
  const Settings& GetSettings() const { return settings_; }
  // Moves the body without collision (a respawn); it becomes the last safe position.
  void Teleport(Point center);

 private:
  void Move(const CollisionWorld& world, const glm::vec3& displacement, const SlideSettings& settings);
  float WalkableNormalY() const;

  Settings settings_;
  Ellipsoid body_;
  Point last_safe_;
  float vertical_speed_ = 0.0f;
  bool grounded_ = false;
  int ground_collider_ = -1;
  WorldHit last_contact_;
  int stuck_count_ = 0;
};

// The 12 triangles of a box's surface, counter-clockwise seen from outside (normals point out).
std::vector<Triangle> BoxTriangles(const AABB& box);

}  // namespace lab
