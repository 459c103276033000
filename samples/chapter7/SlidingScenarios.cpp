// Chapter 7, the sliding response's scenarios: what a player must be able to count on.
#include <cmath>
#include <limits>
#include <optional>
#include <random>

#include "samples/sample_checks.hpp"
#include "samples/sample_ellipsoid.hpp"

namespace lab::samples {
namespace {

const glm::vec3 kPersonRadius = kPerson.radius;
// Built when a scenario is, never at load time: a student's crash in the collider's code must happen where the
// checks are isolated.
Collider SlidingFloor() { return BoxCollider(AABB(Point(-4, -0.5f, -4), Point(4, 0, 4))); }

// Each scenario sits in its own patch of the world, `spacing` apart along x, drawn with its trail.
struct Scenario {
  CollisionWorld world;
  std::vector<Point> trail;
  Ellipsoid body;
  // A second body with its trail, drawn beside the first in another colour (Fauerby's slide in ellipsoid
  // space), when there is one.
  std::vector<Point> other_trail;
  std::optional<Ellipsoid> other_body;
};

class SlidingScenarios final : public Application {
 public:
  void Initialize(int, int) override {
    scenarios_.reserve(9);
    ViewCamera().SetHome(
        {.target = Point(12, 0, 12), .yaw_degrees = 180.0f, .pitch_degrees = -50.0f, .distance = 45.0f});
    ViewCamera().SetAutoRotate(false);
    WallAt45Degrees();
    Steps();
    StandingStill();
    Lift();
    RandomMovesInAClosedRoom();
    SlideSpaces();
    CombinedOrSeparate();
    CheckClauses();
    // Then the function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"CollideAndSlide(Ellipsoid, glm::vec3, CollisionWorld, SlideSettings)"});
  }

  bool ShowsGrid() const override { return false; }

  void Render() override {
    for (std::size_t i = 0; i < scenarios_.size(); ++i) {
      const Scenario& s = scenarios_[i];
      Draw().About(static_cast<int>(i));  // the scenario's index, as its checks are about
      Draw().DrawEllipsoid(Ellipsoid(s.body.center + Offset(i), s.body.radius), palette::kShape, 16);
      const glm::mat4 place = glm::translate(glm::mat4(1.0f), Offset(i));
      for (const Collider& collider : s.world.colliders) {
        Collider shown = collider;
        shown.world = place * collider.world;
        DrawCollider(Draw(), shown, collider.mesh == room_walls_ ? Translucent(palette::kGray) : palette::kGray);
      }
      std::vector<Point> trail;
      for (const Point& p : s.trail) trail.push_back(p + Offset(i));
      DrawTrail(Draw(), trail, palette::kConstruction);
      if (s.other_body) {
        Draw().DrawEllipsoid(Ellipsoid(s.other_body->center + Offset(i), s.other_body->radius), palette::kQueryPoint,
                             16);
        std::vector<Point> other;
        for (const Point& p : s.other_trail) other.push_back(p + Offset(i));
        DrawTrail(Draw(), other, palette::kQueryPoint);
      }
    }
    Draw().About(static_cast<int>(room_index_));
    for (const Point& end : room_ends_) Draw().DrawPoint(end + Offset(room_index_), 3.0f, palette::kQueryPoint);
  }

 private:
  // The scenarios in rows of three, 12 m apart, so that each is large enough to read (in one row of nine they
  // were a thin strip across the view).
  static constexpr std::size_t kPerRow = 3;
  static glm::vec3 Offset(std::size_t index) {
    return 12.0f * glm::vec3(static_cast<float>(index % kPerRow), 0.0f, static_cast<float>(index / kPerRow));
  }

  // A new scenario, which the checks that follow are about (its index).
  Scenario& NewScenario() {
    Check().About(static_cast<int>(scenarios_.size()));
    Scenario& scenario = scenarios_.emplace_back();
    scenario.world.colliders.push_back(SlidingFloor());
    return scenario;
  }

  // CollideAndSlide into a wall at 45 degrees: the part of the move along the wall is kept in full, and the
  // body stops very_close from the wall.
  void WallAt45Degrees() {
    Scenario& s = NewScenario();
    s.world.colliders.push_back(BoxCollider(AABB(Point(2, 0, -4), Point(2.5f, 3, 4))));
    const SlideSettings settings;
    const Ellipsoid start(Point(0, 1.5f, -2.5f), kPersonRadius);
    const glm::vec3 move(4, 0, 4);
    const SlideResult result = Collisions::CollideAndSlide(start, move, s.world, settings);
    s.trail = {start.center, result.position};
    s.body = Ellipsoid(result.position, kPersonRadius);
    Check().ExpectNear("a 45-degree move into the wall x = 2: distance moved along the wall", move.z,
                       result.position.z - start.center.z, 1e-4f);
    Check().ExpectNear("a 45-degree move into the wall x = 2: stops very_close from it",
                       2.0f - kPersonRadius.x - settings.very_close, result.position.x, 1e-4f);
  }

  // The slide projected in world space (the lab) and in ellipsoid space (Fauerby's), side by side: a move along
  // +x into a 30-degree slope. For a sphere they agree; the 0.4 x 0.9 x 0.4 person ends elsewhere on the slope
  // with Fauerby's projection, neither one inside it.
  void SlideSpaces() {
    for (const glm::vec3 radius : {glm::vec3(0.5f), kPersonRadius}) {
      Scenario& s = NewScenario();
      s.world.colliders.clear();  // the slope alone
      s.world.colliders.push_back(BoxCollider(AABB(Point(-5, -1, -2), Point(5, 0, 2)),
                                              glm::rotate(glm::mat4(1.0f), glm::radians(30.0f), glm::vec3(0, 0, 1))));
      const Ellipsoid start(Point(-3, 0, 0), radius);
      const glm::vec3 move(6, 0, 0);
      SlideSettings world_space, ellipsoid_space;
      ellipsoid_space.project_in_ellipsoid_space = true;
      const SlideResult lab = Collisions::CollideAndSlide(start, move, s.world, world_space);
      const SlideResult seed = Collisions::CollideAndSlide(start, move, s.world, ellipsoid_space);
      s.trail = {start.center, lab.position};
      s.body = Ellipsoid(lab.position, radius);
      s.other_trail = {start.center, seed.position};
      s.other_body = Ellipsoid(seed.position, radius);
      const bool sphere = radius.x == radius.y;
      const std::string what = fmt::format("radii {}: a move along +x into a 30-degree slope", radius);
      Check().ExpectTrue(what + " slides up it", lab.collided && lab.position.y > start.center.y + 0.5f,
                         fmt::format("ends at {}", lab.position));
      const float apart = glm::length(lab.position - seed.position);
      if (sphere) {
        Check().ExpectNear(what + ": the world-space and ellipsoid-space slides agree", 0.0f, apart, 1e-4f);
      } else {
        Check().ExpectTrue(what + ": the ellipsoid-space slide (Fauerby's) ends elsewhere", apart > 0.1f,
                           fmt::format("{} apart: world {}, ellipsoid space {}", apart, lab.position, seed.position));
      }
      Check().ExpectTrue(what + ": neither ends inside the slope",
                         !Overlaps(s.body, s.world, 0.01f) && !Overlaps(*s.other_body, s.world, 0.01f),
                         "one overlaps it");
    }
  }

  // Fauerby's other way, one CollideAndSlide a step with the walk and gravity added together: standing on
  // walkable ground ends the fall, as in the controller; steep faces slide as walls.
  static Ellipsoid CombinedWalk(const CollisionWorld& world, Point start, const glm::vec3& walk, float seconds,
                                std::vector<Point>& trail) {
    Ellipsoid body(start, kPersonRadius);
    const float walkable = std::cos(glm::radians(kPerson.max_slope_degrees));
    SlideSettings settings = kPerson.slide;
    settings.steep_face_normal_y = walkable;
    float vertical_speed = 0.0f;
    const int steps = static_cast<int>(seconds / kPhysicsStep + 0.5f);
    for (int i = 0; i < steps; ++i) {
      vertical_speed -= kPerson.gravity * kPhysicsStep;
      const SlideResult moved = Collisions::CollideAndSlide(
          body, (walk + glm::vec3(0.0f, vertical_speed, 0.0f)) * kPhysicsStep, world, settings);
      body.center = moved.position;
      if (moved.collided && moved.last_hit.normal.y >= walkable) vertical_speed = 0.0f;
      trail.push_back(body.center);
    }
    return body;
  }

  // Fauerby's claim, asserted: walking 2 s into a 0.4 m step, the controller's separate walk and gravity
  // passes climb it; the combined move is blocked at the riser, because its downward part eats the lift the
  // slide off the step's nose gives. (Measured: the separate passes climb 0.3 to 0.8 m steps, the combined
  // move none of them.)
  void CombinedOrSeparate() {
    Scenario& s = NewScenario();
    constexpr float kHeight = 0.4f;
    s.world.colliders.push_back(BoxCollider(AABB(Point(0, 0, -4), Point(8, kHeight, 4))));  // long: no falling off
    const Point start(-3, kPersonRadius.y + 0.001f, 0);
    CharacterController person(start, kPerson);
    Simulate(person, s.world, glm::vec3(4, 0, 0), 2.0f, &s.trail);
    s.body = person.Body();
    s.other_body = CombinedWalk(s.world, start, glm::vec3(4, 0, 0), 2.0f, s.other_trail);
    const std::string what = fmt::format("walking 2 s into a {} m step", kHeight);
    Check().ExpectTrue(what + " with separate walk and gravity passes: climbed",
                       person.Body().center.x > 1.0f && std::abs(person.Feet().y - kHeight) < 0.01f,
                       fmt::format("centre at {}", person.Body().center));
    const Point combined = s.other_body->center;
    Check().ExpectTrue(what + " with walk and gravity combined (Fauerby's warning): blocked at the riser",
                       combined.x < -kPersonRadius.x + 0.1f && combined.y - kPersonRadius.y < kHeight / 4,
                       fmt::format("centre at {}", combined));
  }

  // A step lower than the lower radius is climbed by walking into it; a higher one blocks.
  void Steps() {
    for (const float height : {0.6f, 1.0f}) {
      Scenario& s = NewScenario();
      s.world.colliders.push_back(BoxCollider(AABB(Point(0, 0, -4), Point(4, height, 4))));
      CharacterController person(Point(-3, kPersonRadius.y + 0.001f, 0), kPerson);
      Simulate(person, s.world, glm::vec3(4, 0, 0), 2.0f, &s.trail);
      s.body = person.Body();
      const bool climbable = height < kPersonRadius.y;
      const std::string what = fmt::format("walking 2 s into a {} m step (lower radius {} m)", height, kPersonRadius.y);
      if (climbable) {
        Check().ExpectNear(what + ": feet on top", height, person.Feet().y, 0.01f);
        Check().ExpectTrue(what + ": climbed", person.Body().center.x > 1.0f,
                           fmt::format("centre at {}", person.Body().center));
      } else {
        Check().ExpectNear(what + ": feet still on the floor", 0.0f, person.Feet().y, 0.01f);
        Check().ExpectTrue(what + ": blocked at the riser", person.Body().center.x < -kPersonRadius.x + 0.01f,
                           fmt::format("centre at {}", person.Body().center));
      }
    }
  }

  // Ten seconds of gravity on a flat floor: no sinking, no creeping.
  void StandingStill() {
    Scenario& s = NewScenario();
    const Point start(0, kPersonRadius.y + 0.02f, 0);
    CharacterController person(start, kPerson);
    Simulate(person, s.world, glm::vec3(0), 0.5f);  // land
    const Point landed = person.Body().center;
    Simulate(person, s.world, glm::vec3(0), 10.0f, &s.trail);
    s.body = person.Body();
    Check().ExpectNear("standing still for 10 s: centre unchanged (no sinking or drifting)", landed,
                       person.Body().center, 1e-6f);
    Check().ExpectNear("standing still: feet very_close above the floor", kPerson.slide.very_close, person.Feet().y,
                       1e-4f);
    Check().Expect("standing still: on the ground", true, person.Grounded());
  }

  // A lift rising 3 m in 3 s carries the person standing on it, who ends standing on it.
  void Lift() {
    Scenario& s = NewScenario();
    s.world.colliders.clear();  // the lift alone
    const int lift = 0;
    s.world.colliders.push_back(BoxCollider(AABB(Point(-1, -0.3f, -1), Point(1, 0, 1))));
    CharacterController person(Point(0, kPersonRadius.y + 0.02f, 0), kPerson);
    auto rise = [&](float time) {
      const float height = std::min(time, 3.0f);  // 1 m/s for 3 s, then holds
      s.world.colliders[static_cast<std::size_t>(lift)].MoveTo(
          glm::translate(glm::mat4(1.0f), glm::vec3(0, height, 0)));
    };
    Simulate(person, s.world, glm::vec3(0), 0.25f);  // settle on the lift
    Simulate(person, s.world, glm::vec3(0), 4.0f, &s.trail, rise);
    s.body = person.Body();
    Check().ExpectNear("a lift rising 3 m: the feet rise with it", 3.0f, person.Feet().y, 0.01f);
    Check().Expect("the lift has risen: standing on it", true, person.Grounded() && person.GroundCollider() == lift);
    Check().ExpectNear("the lift has risen: not moved sideways", glm::vec3(0),
                       person.Body().center * glm::vec3(1, 0, 1), 1e-4f);
  }

  // The property test: 2,000 seeded random moves in a closed room with a pillar; after every move the body
  // is still wholly inside the room and overlaps no wall (checked against the boxes, not the triangles).
  void RandomMovesInAClosedRoom() {
    Scenario& s = NewScenario();
    s.world.colliders.clear();
    const AABB inside(Point(-3.5f, 0, -3.5f), Point(3.5f, 3, 3.5f));
    std::vector<AABB> solids = {AABB(Point(-4, -0.5f, -4), Point(4, 0, 4)),
                                AABB(Point(-4, 3, -4), Point(4, 3.5f, 4)),
                                AABB(Point(-4, 0, -4), Point(-3.5f, 3, 4)),
                                AABB(Point(3.5f, 0, -4), Point(4, 3, 4)),
                                AABB(Point(-3.5f, 0, -4), Point(3.5f, 3, -3.5f)),
                                AABB(Point(-3.5f, 0, 3.5f), Point(3.5f, 3, 4)),
                                AABB(Point(-0.75f, 0, -0.75f), Point(0.75f, 3, 0.75f))};  // the pillar
    std::vector<Triangle> walls;
    for (std::size_t i = 0; i + 1 < solids.size(); ++i) {
      for (const Triangle& t : BoxTriangles(solids[i])) walls.push_back(t);
    }
    room_walls_ = Mesh::FromTriangles(walls);
    s.world.colliders.emplace_back(room_walls_, glm::mat4(1.0f));
    s.world.colliders.push_back(BoxCollider(solids.back()));

    std::mt19937 random(20261122);
    std::uniform_real_distribution<float> component(-3.0f, 3.0f);
    const SlideSettings settings;
    Ellipsoid body(Point(2, 1.5f, 2), kPersonRadius);
    int collided = 0;
    std::string first_failure;
    constexpr int kMoves = 2000;  // 10,000 pass too, but took 30 s of every --check under ASan
    for (int move = 0; move < kMoves && first_failure.empty(); ++move) {
      const glm::vec3 velocity(component(random), component(random), component(random));
      const SlideResult result = Collisions::CollideAndSlide(body, velocity, s.world, settings);
      collided += result.collided ? 1 : 0;
      const Ellipsoid moved(result.position, kPersonRadius);
      const std::string problem = Escaped(moved, inside, solids);
      if (!problem.empty()) {
        first_failure =
            fmt::format("move {} from {} by {} ends at {}: {}", move, body.center, velocity, moved.center, problem);
      }
      body = moved;
      if (move % 50 == 0) room_ends_.push_back(body.center);
    }
    s.body = body;
    room_index_ = scenarios_.size() - 1;
    Check().ExpectTrue("2,000 random moves in a closed room: never inside a wall, never outside the room",
                       first_failure.empty(), first_failure);
    Check().ExpectTrue("2,000 random moves: most of them hit something", collided > kMoves / 2,
                       fmt::format("{} collided", collided));
  }

  // The contracts' clauses (samples/contracts/sweeps.txt): small worlds of boxes, built here, not at load time. Not
  // drawn, so about nothing in the scene.
  void CheckClauses() {
    Check().About({});
    const float nan = std::numeric_limits<float>::quiet_NaN();
    const SlideSettings defaults;
    const float close = defaults.very_close;
    const auto world_of = [](std::initializer_list<Collider> colliders) {
      CollisionWorld world;
      world.colliders.assign(colliders.begin(), colliders.end());
      return world;
    };
    const Collider floor = BoxCollider(AABB(Point(-10, -1, -10), Point(10, 0, 10)));  // top y = 0
    const Collider wall_x = BoxCollider(AABB(Point(2, 0, -10), Point(3, 4, 10)));     // face x = 2
    const Collider wall_z = BoxCollider(AABB(Point(-10, 0, 2), Point(10, 4, 3)));     // face z = 2
    const CollisionWorld walled = world_of({floor, wall_x});
    const Ellipsoid ball(Point(0, 1, 0), glm::vec3(0.5f));
    // One slide: its end within `tolerance`, and whether it collided or stopped where the clause says.
    const auto slide = [&](std::string_view clause, const Ellipsoid& body, const glm::vec3& move,
                           const CollisionWorld& world, std::string_view world_text, const SlideSettings& settings,
                           std::string_view settings_text, const Point& expected, float tolerance = 1e-4f) {
      const std::string call = fmt::format("CollideAndSlide(ellipsoid {} radii {}, move {}, {}{})", body.center,
                                           body.radius, move, world_text, settings_text);
      const SlideResult result = Collisions::CollideAndSlide(body, move, world, settings);
      Check().Clause(clause);
      Check().ExpectNear(call + ": position", expected, result.position, tolerance);
      return result;
    };

    SlideResult result = slide("a move that touches nothing goes the whole way (collided false)", ball,
                               glm::vec3(1, 0, 0), world_of({floor}), "the floor y = 0", defaults, "", Point(1, 1, 0));
    const char* touched = "collided says whether anything was touched; last_hit is the last contact";
    ExpectClause(Check(), touched, "... collided", false, result.collided);
    const char* short_of = "it stops very_close short of a contact, measured along the contact normal";
    result = slide(short_of, ball, glm::vec3(4, 0, 0), walled, "the floor y = 0 and the wall x = 2", defaults, "",
                   Point(1.5f - close, 1, 0));
    ExpectClause(Check(), touched, "... collided", true, result.collided);
    ExpectClause(Check(), touched, "... last_hit.normal", glm::vec3(-1, 0, 0), result.last_hit.normal);
    ExpectClause(Check(), touched, "... last_hit.contact", Point(2, 1, 0), result.last_hit.contact);
    // At 45 degrees: backed off along the move by very_close / cos 45, so very_close from the wall along its
    // normal; the part of the move along the wall kept in full.
    slide(short_of, ball, glm::vec3(4, 0, 4), walled, "the floor y = 0 and the wall x = 2", defaults, "",
          Point(1.5f - close, 1, 4));
    slide("the rest of the move is projected onto the sliding plane, in world space (the tangential part kept)", ball,
          glm::vec3(4, 0, 4), walled, "the floor y = 0 and the wall x = 2", defaults, "", Point(1.5f - close, 1, 4));
    const SlideSettings once{.max_iterations = 1};
    result =
        slide("at most max_iterations contacts are slid along", ball, glm::vec3(4, 0, 4), walled,
              "the floor y = 0 and the wall x = 2", once, ", max_iterations 1", Point(1.5f - close, 1, 1.5f - close));

    // A 45-degree slope (the plane y = x) met by a stretched ellipsoid moving along +x: the contact and the rest of
    // the move worked out here, then the rest projected in world space and in ellipsoid space.
    const Ellipsoid person(Point(-3, 0, 0), glm::vec3(0.5f, 1, 0.5f));
    const glm::vec3 slope_move(4, 0, 0), n = glm::normalize(glm::vec3(-1, 1, 0));
    const CollisionWorld slope =
        world_of({Collider(Mesh::FromTriangles({Triangle(Point(-10, -10, -10), Point(-10, -10, 10), Point(10, 10, 10)),
                                                Triangle(Point(-10, -10, -10), Point(10, 10, 10), Point(10, 10, -10))}),
                           glm::mat4(1.0f))});
    const float reach = glm::length(n * person.radius);  // the ellipsoid's extent along n
    const float contact_t = (glm::dot(n, person.center) - reach) / -glm::dot(n, slope_move);
    const float approach = -glm::dot(glm::normalize(slope_move), n);
    const Point stopped_at =
        person.center + glm::normalize(slope_move) * (contact_t * glm::length(slope_move) - close / approach);
    const glm::vec3 rest = person.center + slope_move - stopped_at;
    const glm::vec3 world_slide = rest - glm::dot(rest, n) * n;
    const glm::vec3 n_e = glm::normalize(n * person.radius), rest_e = rest / person.radius;
    const glm::vec3 ellipsoid_slide = (rest_e - glm::dot(rest_e, n_e) * n_e) * person.radius;
    slide("the rest of the move is projected onto the sliding plane, in world space (the tangential part kept)", person,
          slope_move, slope, "the slope y = x", defaults, "", stopped_at + world_slide);
    SlideSettings seed_space;
    seed_space.project_in_ellipsoid_space = true;
    slide("project_in_ellipsoid_space: the rest is projected in ellipsoid space, where the ellipsoid is a unit sphere",
          person, slope_move, slope, "the slope y = x", seed_space, ", project_in_ellipsoid_space",
          stopped_at + ellipsoid_slide);

    // The wall x = 2, then a slanted wall z = x + 1 that turns the slide back towards the first: along their
    // crease (vertical) the rise of the move goes on. Three contacts at most, so the crease's is the last slide.
    const Collider slanted(Mesh::FromTriangles({Triangle(Point(-10, -10, -9), Point(10, -10, 11), Point(10, 10, 11)),
                                                Triangle(Point(-10, -10, -9), Point(10, 10, 11), Point(-10, 10, -9))}),
                           glm::mat4(1.0f));
    const SlideSettings thrice{.max_iterations = 3};
    slide("a second contact slides along the crease of the two planes", ball, glm::vec3(6, 1, 5),
          world_of({wall_x, slanted}), "the walls x = 2 and z = x + 1", thrice, ", max_iterations 3",
          Point(1.5f - close, 2, 1.5f - close + 1 - (0.5f + close) * std::sqrt(2.0f)), 2e-3f);
    slide("a third contact, or a slide that would turn back against the move, stops (no jitter in corners)", ball,
          glm::vec3(6, -1, 5), world_of({floor, wall_x, wall_z}), "the floor y = 0 and the walls x = 2 and z = 2",
          defaults, "", Point(1.5f - close, 0.5f + close, 1.5f - close));

    // Landing on the floor: radii (0.5, 1, 0.5) moving (1, -3, 0) from height 2 stop very_close above it, a third
    // of the way along.
    const char* stop_y = "stop_on_normal_y: a contact whose normal has y >= it ends the move (stopped)";
    const Ellipsoid standing(Point(0, 2, 0), glm::vec3(0.5f, 1, 0.5f));
    const SlideSettings walkable{.stop_on_normal_y = 0.7f};
    result = slide(stop_y, standing, glm::vec3(1, -3, 0), world_of({floor}), "the floor y = 0", walkable,
                   ", stop_on_normal_y 0.7", Point((1 - close) / 3, 1 + close, 0));
    ExpectClause(Check(), stop_y, "... stopped", true, result.stopped);
    const SlideSettings level_only{.stop_on_normal_y = 1.0f};
    result = slide(stop_y, standing, glm::vec3(0, -3, 0), world_of({floor}), "the floor y = 0", level_only,
                   ", stop_on_normal_y 1", Point(0, 1 + close, 0));
    ExpectClause(Check(), stop_y, "... stopped", true, result.stopped);
    result = slide(stop_y, standing, glm::vec3(1, -3, 0), world_of({floor}), "the floor y = 0", defaults, "",
                   Point(1, 1 + close, 0), 2e-3f);
    ExpectClause(Check(), stop_y, "... (the default never stops) stopped", false, result.stopped);

    // A ball dropped 0.3 beside the top edge x = 0 of a box meets the edge when its centre is 0.4 above it: the
    // normal (-0.6, 0.8, 0) is below the centre. Moving along +x into a vertical edge, the normal is level.
    const char* edges =
        "stop_on_edges_below: an edge or vertex contact below the centre ends the move; one beside or above does not";
    const SlideSettings on_edges{.stop_on_edges_below = true};
    result = slide(edges, Ellipsoid(Point(-0.3f, 2, 0), glm::vec3(0.5f)), glm::vec3(0, -3, 0),
                   world_of({BoxCollider(AABB(Point(0, -1, -2), Point(2, 0, 2)))}), "the box (0, -1, -2) - (2, 0, 2)",
                   on_edges, ", stop_on_edges_below", Point(-0.3f, 0.4f + close / 0.8f, 0));
    ExpectClause(Check(), edges, "... stopped", true, result.stopped);
    result = Collisions::CollideAndSlide(Ellipsoid(Point(0, 0, -0.3f), glm::vec3(0.5f)), glm::vec3(4, 0, 0),
                                         world_of({BoxCollider(AABB(Point(2, -5, 0), Point(4, 5, 4)))}), on_edges);
    Check().Clause(edges);
    Check().ExpectTrue(
        "CollideAndSlide(ellipsoid (0, 0, -0.3) radii 0.5, move (4, 0, 0), the box (2, -5, 0) - (4, 5, "
        "4), stop_on_edges_below) slides on round the vertical edge x = 2, z = 0",
        result.position.x > 2.0f, fmt::format("it ends at {}", result.position));
    ExpectClause(Check(), edges, "... stopped", false, result.stopped);

    // A 60-degree ramp (y = sqrt(3) x, normal y 0.5) met by a level move: too steep for 0.7, it is a wall.
    const float root3 = std::sqrt(3.0f);
    const CollisionWorld ramp = world_of(
        {Collider(Mesh::FromTriangles({Triangle(Point(0, 0, -5), Point(0, 0, 5), Point(3, 3 * root3, 5)),
                                       Triangle(Point(0, 0, -5), Point(3, 3 * root3, 5), Point(3, 3 * root3, -5))}),
                  glm::mat4(1.0f))});
    const char* steep = "steep_face_normal_y: a face with 0 < normal.y < it slides as if it were vertical";
    const SlideSettings too_steep{.steep_face_normal_y = 0.7f};
    // The ball's centre is 0.5 from the ramp at x = 0.5 / (sqrt(3) / 2); it backs off very_close / (sqrt(3) / 2).
    slide(steep, Ellipsoid(Point(-2, 2, 0), glm::vec3(0.5f)), glm::vec3(4, 0, 0), ramp, "the ramp y = sqrt(3) x",
          too_steep, ", steep_face_normal_y 0.7", Point((0.5f - close) / (root3 / 2), 2, 0));
    result =
        Collisions::CollideAndSlide(Ellipsoid(Point(-2, 2, 0), glm::vec3(0.5f)), glm::vec3(4, 0, 0), ramp, defaults);
    Check().Clause(steep);
    Check().ExpectTrue(
        "CollideAndSlide(ellipsoid (-2, 2, 0) radii 0.5, move (4, 0, 0), the ramp y = sqrt(3) x) "
        "climbs it (steep_face_normal_y 0, the default)",
        result.position.y > 2.5f, fmt::format("it ends at {}", result.position));

    const char* degenerate = "a degenerate ellipsoid or a NaN velocity does not move";
    slide(degenerate, Ellipsoid(Point(0, 2, 0), glm::vec3(0, 1, 1)), glm::vec3(1, 0, 0), world_of({floor}),
          "the floor y = 0", defaults, "", Point(0, 2, 0), 0.0f);
    result = slide(degenerate, Ellipsoid(Point(0, 2, 0), glm::vec3(1)), glm::vec3(nan, 0, 0), world_of({floor}),
                   "the floor y = 0", defaults, "", Point(0, 2, 0), 0.0f);
    ExpectClause(Check(), degenerate, "... collided", false, result.collided);
  }

  // Why the body is not wholly in the room and clear of the solids (within 1e-4 of the radii), or "".
  static std::string Escaped(const Ellipsoid& body, const AABB& inside, const std::vector<AABB>& solids) {
    const glm::vec3 slack(1e-4f);
    if (glm::any(glm::lessThan(body.center - body.radius, inside.min - slack)) ||
        glm::any(glm::greaterThan(body.center + body.radius, inside.max + slack))) {
      return "outside the room";
    }
    const Point center = body.ToEllipsoidSpace(body.center);
    for (const AABB& solid : solids) {
      const AABB scaled(body.ToEllipsoidSpace(solid.min), body.ToEllipsoidSpace(solid.max));
      const glm::vec3 offset = Collisions::ClosestPoint(scaled, center) - center;
      if (glm::dot(offset, offset) < (1.0f - 1e-4f) * (1.0f - 1e-4f)) return fmt::format("inside the box {}", solid);
    }
    return "";
  }

  std::vector<Scenario> scenarios_;
  std::shared_ptr<const Mesh> room_walls_;
  std::vector<Point> room_ends_;
  std::size_t room_index_ = 0;
};

}  // namespace
LAB_REGISTER_SAMPLE(SlidingScenarios, Chapter::kEllipsoids,
                    "The sliding response's promises, in rows of three from the top left: a 45-degree move into a wall "
                    "keeps all of its "
                    "move along the wall; a 0.6 m step is climbed and a 1 m one blocks (the lower radius is 0.9 m); "
                    "standing still under gravity neither sinks nor drifts; a lift carries its rider up 3 m; and "
                    "2,000 random moves in a closed room never end in a wall or outside (cyan: every 50th end). "
                    "The slide is projected in world space, not Fauerby's ellipsoid space; the last two compare "
                    "both on a 30-degree slope (cyan: Fauerby's): they agree for a sphere and part for the "
                    "stretched person, neither sinking in. Last, Fauerby's warning: walk and gravity in one move "
                    "stop at a 0.4 m step the controller's two passes climb (cyan: the combined move).");
}  // namespace lab::samples
