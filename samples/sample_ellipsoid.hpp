// What the chapter 7 samples share: worlds built from boxes and ramps, shaded drawing, and characters
// walked by script at the game's fixed time step.
#pragma once

#include <functional>
#include <vector>

#include <glm/geometric.hpp>
#include <glm/gtc/matrix_transform.hpp>

#include "collisions/ellipsoid.hpp"
#include "samples/sample.hpp"

namespace lab::samples {

// The chapter's walker: the controller's default settings, a 1.8 m person (radii 0.4, 0.9, 0.4), 45-degree
// slopes and 1 m jumps.
inline const CharacterController::Settings kPerson;

// The physics step: the window and the checks both advance characters by this much at a time, so what
// the checks assert is what a player gets.
inline constexpr float kPhysicsStep = 1.0f / 120.0f;

// A solid wedge rising along +x: its sloped top goes from height 0 at x = start.x to `height` at
// x = start.x + length, across z from start.z to start.z + width, standing on y = start.y.
inline std::vector<Triangle> RampTriangles(const Point& start, float length, float height, float width) {
  const Point a0 = start, a1 = start + glm::vec3(0, 0, width);
  const Point b0 = start + glm::vec3(length, 0, 0), b1 = start + glm::vec3(length, 0, width);
  const Point c0 = b0 + glm::vec3(0, height, 0), c1 = b1 + glm::vec3(0, height, 0);
  return {Triangle(a0, a1, c1), Triangle(a0, c1, c0),   // the slope
          Triangle(b0, c0, c1), Triangle(b0, c1, b1),   // the high end
          Triangle(a0, b0, b1), Triangle(a0, b1, a1),   // the bottom
          Triangle(a0, c0, b0), Triangle(a1, b1, c1)};  // the sides
}

// A collider made of one box, placed by world (identity: the box is in world space already).
inline Collider BoxCollider(const AABB& box, const glm::mat4& world = glm::mat4(1.0f)) {
  return Collider(Mesh::FromTriangles(BoxTriangles(box)), world);
}

// A light from above and to the side, so boxes read as solids without a lighting shader.
inline Color Shade(const Color& color, const Triangle& triangle) {
  const glm::vec3 normal = NormalizeOrZero(glm::cross(triangle.p1 - triangle.p0, triangle.p2 - triangle.p0));
  const float light = 0.45f + 0.55f * std::max(0.0f, glm::dot(normal, glm::normalize(glm::vec3(0.4f, 1.0f, 0.25f))));
  return Color(glm::vec3(color) * light, color.w);
}

inline void DrawCollider(DebugDraw& draw, const Collider& collider, const Color& color) {
  for (const Triangle& local : collider.mesh->triangles) {
    const Triangle triangle = TransformTriangle(collider.world, local);
    draw.DrawSolidTriangle(triangle, Shade(color, triangle));
  }
}

// Steps the character for `seconds` at kPhysicsStep, walking at walk_velocity (m/s). before_step(time)
// animates the world first (lifts, doors); trail, when given, collects the positions.
inline void Simulate(CharacterController& character, CollisionWorld& world, const glm::vec3& walk_velocity,
                     float seconds, std::vector<Point>* trail = nullptr,
                     const std::function<void(float)>& before_step = {}) {
  const int steps = static_cast<int>(seconds / kPhysicsStep + 0.5f);
  for (int i = 0; i < steps; ++i) {
    if (before_step) before_step(static_cast<float>(i) * kPhysicsStep);
    character.Step(world, walk_velocity, false, kPhysicsStep);
    if (trail) trail->push_back(character.Body().center);
  }
}

inline void DrawTrail(DebugDraw& draw, const std::vector<Point>& trail, const Color& color) {
  for (std::size_t i = 1; i < trail.size(); ++i) draw.DrawLine(trail[i - 1], trail[i], color);
}

}  // namespace lab::samples
