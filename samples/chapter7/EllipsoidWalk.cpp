// Chapter 7, a small level walked by an ellipsoid: Fauerby's tutorial's system as a game ships it.
#include <cmath>
#include <set>

#include "samples/sample_ellipsoid.hpp"

namespace lab::samples {
namespace {

constexpr float kWalkSpeed = 4.0f;       // m/s
constexpr float kRampHeight = 1.8652f;   // 4 m at 25 degrees: 4 tan 25
constexpr float kSteepHeight = 2.0785f;  // 1.2 m at 60 degrees: 1.2 tan 60
constexpr float kDoorOpenDegrees = 100.0f;
constexpr float kDoorDegreesPerSecond = 120.0f;
constexpr float kLiftTop = 3.0f;
const Point kSpawn(-1.0f, kPerson.radius.y + 0.01f, -3.0f);

// The lift waits 2 s at the bottom, rises 3 m in 3 s, waits 2 s at the top and comes down in 3 s.
float LiftHeight(float time) {
  const float t = std::fmod(time, 10.0f);
  if (t < 2.0f) return 0.0f;
  if (t < 5.0f) return (t - 2.0f) * (kLiftTop / 3.0f);
  if (t < 7.0f) return kLiftTop;
  return kLiftTop - (t - 7.0f) * (kLiftTop / 3.0f);
}

// What the checks are about (their Checks::About keys): the level's features, each one or more colliders.
struct WalkItem {
  enum : int { kStairs, kLedge, kRamp, kSteepRamp, kDoor, kLift, kUpperFloor };
};

// The level, its moving parts and their clocks.
struct Level {
  enum Part : int { kDoor = 0, kLift = 1 };  // indices into world.colliders; the static geometry follows
  CollisionWorld world;
  std::vector<Color> colors;
  std::vector<int> items;  // each collider's WalkItem, or DebugDraw::kNoItem (floor, walls)
  float door_degrees = 0.0f;
  bool door_open = false;
  float lift_time = 0.0f;

  Level() {
    const auto add = [&](std::vector<Triangle> triangles, const Color& color, int item = DebugDraw::kNoItem) {
      world.colliders.emplace_back(Mesh::FromTriangles(std::move(triangles)), glm::mat4(1.0f));
      colors.push_back(color);
      items.push_back(item);
    };
    // the door, hinged at x = 0, and the lift's platform
    add(BoxTriangles(AABB(Point(0, 0, 0), Point(2, 2.4f, 0.3f))), palette::kYellow, WalkItem::kDoor);
    add(BoxTriangles(AABB(Point(-1, -0.3f, -1), Point(1, 0, 1))), palette::kCyan, WalkItem::kLift);
    Animate(0.0f);
    Animate(0.0f);  // no motion yet: previous == world

    add(BoxTriangles(AABB(Point(-12, -0.5f, -12), Point(12, 0, 12))), palette::kGray);  // floor
    for (const AABB& wall :
         {AABB(Point(-12.5f, 0, -12.5f), Point(-12, 3, 12.5f)), AABB(Point(12, 0, -12.5f), Point(12.5f, 3, 12.5f)),
          AABB(Point(-12, 0, -12.5f), Point(12, 3, -12)), AABB(Point(-12, 0, 12), Point(12, 3, 12.5f)),
          // the inner wall with its doorway from x = -1 to 1, and the lintel over it
          AABB(Point(-12, 0, 6), Point(-1, 3, 6.3f)), AABB(Point(1, 0, 6), Point(12, 3, 6.3f)),
          AABB(Point(-1, 2.4f, 6), Point(1, 3, 6.3f))}) {
      add(BoxTriangles(wall), palette::kGray);
    }
    for (int step = 0; step < 6; ++step) {  // 0.25 m steps, 0.5 m deep; the last is the landing, to the wall
      const float x = 2.0f + 0.5f * static_cast<float>(step);
      add(BoxTriangles(AABB(Point(x, 0, -10), Point(12, 0.25f * static_cast<float>(step + 1), -7))), palette::kOlive,
          WalkItem::kStairs);
    }
    // a 1.2 m ledge: too high; a 25-degree ramp: walkable, to its plateau; a 60-degree one: slides
    add(BoxTriangles(AABB(Point(-3, 0, -10), Point(-1, 1.2f, -7))), palette::kMagenta, WalkItem::kLedge);
    add(RampTriangles(Point(-10, 0, -4), 4.0f, kRampHeight, 3.0f), palette::kOlive, WalkItem::kRamp);
    add(BoxTriangles(AABB(Point(-6, 0, -4), Point(-2, kRampHeight, -1))), palette::kOlive, WalkItem::kRamp);
    add(RampTriangles(Point(-10, 0, 1), 1.2f, kSteepHeight, 3.0f), palette::kMagenta, WalkItem::kSteepRamp);
    add(BoxTriangles(AABB(Point(-8.8f, 0, 1), Point(-7.5f, kSteepHeight, 4))), palette::kMagenta, WalkItem::kSteepRamp);
    add(BoxTriangles(AABB(Point(8, kLiftTop - 0.3f, 0), Point(12, kLiftTop, 4))), palette::kOlive,
        WalkItem::kUpperFloor);
  }

  // Advances the door towards open or shut and the lift along its cycle by dt, moving their colliders.
  void Animate(float dt) {
    const float target = door_open ? kDoorOpenDegrees : 0.0f;
    const float step = kDoorDegreesPerSecond * dt;
    door_degrees =
        std::abs(target - door_degrees) <= step ? target : door_degrees + std::copysign(step, target - door_degrees);
    lift_time += dt;
    world.colliders[kDoor].MoveTo(glm::rotate(glm::translate(glm::mat4(1.0f), glm::vec3(-1, 0, 6)),
                                              glm::radians(-door_degrees), glm::vec3(0, 1, 0)));
    world.colliders[kLift].MoveTo(glm::translate(glm::mat4(1.0f), glm::vec3(7, LiftHeight(lift_time), 2)));
  }
};

class EllipsoidWalk final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.target = kSpawn, .yaw_degrees = 225.0f, .pitch_degrees = -28.0f, .distance = 9.0f});
    ViewCamera().SetAutoRotate(false);
    KeepOwnHome();  // a third-person view that follows the walker, not the whole level
    CheckTheLevel();
  }

  bool ShowsGrid() const override { return false; }
  bool WantsKey(int key) const override {
    return key == keys::kSpace || key == keys::kW || key == keys::kA || key == keys::kS || key == keys::kD ||
           key == keys::kE;
  }

  void OnKey(int key, bool pressed) override {
    if (pressed) {
      held_.insert(key);
      if (key == keys::kSpace) jump_ = true;
      if (key == keys::kE) level_.door_open = !level_.door_open;
    } else {
      held_.erase(key);
    }
  }

  void Update(float dt) override {
    Application::Update(dt);
    // Fixed physics steps, so the window plays exactly what the checks assert; at most 0.1 s of catching up.
    pending_ = std::min(pending_ + dt, 0.1f);
    while (pending_ >= kPhysicsStep) {
      pending_ -= kPhysicsStep;
      level_.Animate(kPhysicsStep);
      player_.Step(level_.world, WalkVelocity(), jump_, kPhysicsStep);
      jump_ = false;
      if (player_.LastContact().t >= 0.0f) last_contact_ = player_.LastContact();
    }
    ViewCamera().SetTarget(player_.Body().center + glm::vec3(0, 0.5f, 0));
  }

  void Render() override {
    for (std::size_t i = 0; i < level_.world.colliders.size(); ++i) {
      Draw().About(level_.items[i]);
      DrawCollider(Draw(), level_.world.colliders[i], level_.colors[i]);
    }
    Draw().About(DebugDraw::kNoItem);
    Draw().DrawEllipsoid(player_.Body(), palette::kShape, 20);
    if (last_contact_.t >= 0.0f) {
      Draw().DrawPoint(last_contact_.contact, 9.0f, palette::kHitPoint);
      Draw().DrawLine(last_contact_.contact, last_contact_.contact + 0.6f * last_contact_.normal, palette::kHitPoint);
    }
    const float bottom = ViewSize().y - 92.0f;  // above the host's help line
    Draw().DrawText({10.0f, bottom}, "WASD walk, left-drag look, Space jump, E door, wheel zoom", palette::kText);
    Draw().DrawText(
        {10.0f, bottom + DebugDraw::kTextLineHeight},
        fmt::format("{}   feet at {:.2f} m   door {}   stuck resets {}",
                    player_.Grounded() ? (player_.GroundCollider() == Level::kLift ? "on the lift" : "on ground")
                                       : "in the air",
                    player_.Feet().y, level_.door_open ? "open" : "shut", player_.StuckCount()),
        palette::kText);
  }

  // The walker's build and physics (the checks walk the book's person; these change only the player).
  void DrawControls(Controls& ui) override {
    bool changed = false;
    changed |= ui.Slider("radius x", settings_.radius.x, 0.1f, 1.5f);
    changed |= ui.Slider("radius y (half the height)", settings_.radius.y, 0.2f, 2.0f);
    changed |= ui.Slider("radius z", settings_.radius.z, 0.1f, 1.5f);
    changed |= ui.Slider("gravity (m/s^2)", settings_.gravity, 0.0f, 50.0f);
    changed |= ui.Slider("jump speed (m/s)", settings_.jump_speed, 0.0f, 15.0f);
    changed |= ui.Slider("steepest walkable slope (degrees)", settings_.max_slope_degrees, 0.0f, 89.0f);
    ui.Slider("walk speed (m/s)", walk_speed_, 0.5f, 12.0f);
    if (ui.Button("the book's person")) {
      settings_ = kPerson;
      walk_speed_ = kWalkSpeed;
      changed = true;
    }
    // The controller takes its settings when made: a new one, feet where they were, a little above.
    if (changed) player_ = CharacterController(player_.Feet() + glm::vec3(0, settings_.radius.y + 0.01f, 0), settings_);
  }

 private:
  // The horizontal walk the held keys ask for, relative to where the camera looks.
  glm::vec3 WalkVelocity() const {
    glm::vec3 forward = ViewCamera().Current().target - ViewCamera().Eye();
    forward.y = 0.0f;
    if (glm::dot(forward, forward) < 1e-8f) return glm::vec3(0.0f);
    forward = glm::normalize(forward);
    const glm::vec3 right(-forward.z, 0.0f, forward.x);
    glm::vec3 wish(0.0f);
    if (held_.contains(keys::kW)) wish += forward;
    if (held_.contains(keys::kS)) wish -= forward;
    if (held_.contains(keys::kD)) wish += right;
    if (held_.contains(keys::kA)) wish -= right;
    return glm::dot(wish, wish) > 0.0f ? glm::normalize(wish) * walk_speed_ : wish;
  }

  // Scripted walks through fresh copies of the level: every feature does what the level promises.
  void CheckTheLevel() {
    int stuck = 0;
    const auto walk = [&](Level& level, Point start, glm::vec3 direction, float seconds) {
      CharacterController person(start, kPerson);
      Simulate(person, level.world, direction * kWalkSpeed, seconds, nullptr,
               [&](float) { level.Animate(kPhysicsStep); });
      stuck += person.StuckCount();
      return person;
    };
    const glm::vec3 east(1, 0, 0), north(0, 0, 1);
    const float standing = kPerson.radius.y + 0.01f;
    {
      Level level;
      Check().About(WalkItem::kStairs);
      const CharacterController p = walk(level, Point(0.5f, standing, -8.5f), east, 3.0f);
      Check().ExpectNear("up the stairs (0.25 m steps): feet on the 1.5 m landing", 1.5f, p.Feet().y, 0.02f);
    }
    {
      Level level;
      Check().About(WalkItem::kLedge);
      const CharacterController p = walk(level, Point(-5, standing, -8.5f), east, 2.0f);
      Check().ExpectTrue("into the 1.2 m ledge: blocked", p.Body().center.x < -3.0f - 0.39f,
                         fmt::format("centre at {}", p.Body().center));
      Check().ExpectNear("into the 1.2 m ledge: feet on the floor", 0.0f, p.Feet().y, 0.02f);
    }
    {
      Level level;
      Check().About(WalkItem::kRamp);
      const CharacterController p = walk(level, Point(-11, standing, -2.5f), east, 2.0f);
      Check().ExpectNear("up the 25-degree ramp: feet on the plateau", kRampHeight, p.Feet().y, 0.02f);
    }
    {
      Level level;
      Check().About(WalkItem::kSteepRamp);
      const CharacterController p = walk(level, Point(-11.5f, standing, 2.5f), east, 2.0f);
      Check().ExpectNear("into the 60-degree ramp: cannot walk up it", 0.0f, p.Feet().y, 0.05f);
      Level again;
      const CharacterController slid = walk(again, Point(-9.4f, 2.2f, 2.5f), glm::vec3(0), 2.5f);
      Check().ExpectNear("dropped onto the 60-degree ramp: slides down to the floor", 0.0f, slid.Feet().y, 0.05f);
    }
    {
      Level level;
      Check().About(WalkItem::kDoor);
      const CharacterController shut = walk(level, Point(0, standing, 4), north, 2.0f);
      Check().ExpectTrue("into the shut door: blocked", shut.Body().center.z < 6.0f - 0.39f,
                         fmt::format("centre at {}", shut.Body().center));
      level.door_open = true;
      const CharacterController through = walk(level, shut.Body().center, north, 3.0f);
      Check().ExpectTrue("the door swung open: through the doorway", through.Body().center.z > 7.0f,
                         fmt::format("centre at {}", through.Body().center));
    }
    {
      Level level;  // standing where the door swings: it pushes the body out of its way
      Check().About(WalkItem::kDoor);
      level.door_open = true;
      const Point start(0.6f, standing, 6.9f);
      const CharacterController p = walk(level, start, glm::vec3(0), 1.5f);
      Check().ExpectTrue("standing in the door's swing: pushed aside, not overlapped",
                         glm::distance(p.Body().center, start) > 0.2f && !Overlaps(p.Body(), level.world, 0.01f),
                         fmt::format("centre at {}", p.Body().center));
    }
    {
      Level level;
      Check().About(WalkItem::kLift);
      CharacterController p(Point(7, standing, 2), kPerson);
      Simulate(p, level.world, glm::vec3(0), 5.5f, nullptr, [&](float) { level.Animate(kPhysicsStep); });
      Check().ExpectNear("riding the lift: feet at the top after 5.5 s", kLiftTop, p.Feet().y, 0.02f);
      Simulate(p, level.world, east * kWalkSpeed, 1.0f, nullptr, [&](float) { level.Animate(kPhysicsStep); });
      Check().About({WalkItem::kLift, WalkItem::kUpperFloor});
      Check().ExpectTrue("off the lift onto the upper floor",
                         p.Body().center.x > 8.5f && std::abs(p.Feet().y - kLiftTop) < 0.02f,
                         fmt::format("feet at {}", p.Feet()));
      stuck += p.StuckCount();
    }
    Check().About({});  // every walk
    Check().ExpectTrue("no walk needed the stuck reset", stuck == 0, fmt::format("{} resets", stuck));
  }

  Level level_;
  CharacterController::Settings settings_ = kPerson;
  float walk_speed_ = kWalkSpeed;
  CharacterController player_{kSpawn, kPerson};
  std::set<int> held_;
  bool jump_ = false;
  float pending_ = 0.0f;
  WorldHit last_contact_;
};

}  // namespace
LAB_REGISTER_SAMPLE(
    EllipsoidWalk, Chapter::kEllipsoids,
    "Walk a level as a 1.8 m ellipsoid: 0.25 m stairs to climb, a 1.2 m ledge that blocks, a "
    "25-degree ramp to walk up, a 60-degree one that slides you down, a door (E) and a lift. The "
    "checks walk each by script at the game's 120 Hz step; green marks the last contact. The view follows the "
    "walker from behind, as a game's would, rather than framing the whole level.");
}  // namespace lab::samples
