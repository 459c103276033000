// Chapter 6: the camera's basis and matrices, frustum extraction (and its far-plane precision), and the
// point, sphere and box frustum tests at their boundaries.
#include "collisions/frustum.hpp"

#include <limits>

#include <glm/geometric.hpp>
#include <glm/gtc/matrix_transform.hpp>
#include <gtest/gtest.h>

namespace lab {
namespace {

// Looking down -z from the origin, 90 degrees wide, square, near 1, far 10: the side planes are x = +-(-z)
// and y = +-(-z).
Frustum SimpleFrustum() { return Frustum::FromMatrix(glm::perspective(glm::radians(90.0), 1.0, 1.0, 10.0)); }

TEST(Frustum, PlanesOfASimplePerspective) {
  const Frustum f = SimpleFrustum();
  EXPECT_NEAR(f.planes[4].normal.z, -1.0f, 1e-6f);  // near: inside is -z of z = -1
  EXPECT_NEAR(f.planes[4].distance, 1.0f, 1e-5f);
  EXPECT_NEAR(f.planes[5].normal.z, 1.0f, 1e-6f);  // far: z >= -10
  EXPECT_NEAR(f.planes[5].distance, -10.0f, 1e-5f);
  for (const Plane& plane : f.planes) EXPECT_NEAR(glm::length(plane.normal), 1.0f, 1e-6f);
}

TEST(Frustum, PointsInsideOnAndOutside) {
  const Frustum f = SimpleFrustum();
  EXPECT_TRUE(Collisions::Intersects(f, Point(0, 0, -5)));
  EXPECT_TRUE(Collisions::Intersects(Point(0, 0, -1), f));  // on the near plane: touching counts
  EXPECT_TRUE(Collisions::Intersects(f, Point(5, 0, -5)));  // on a side plane
  EXPECT_FALSE(Collisions::Intersects(f, Point(5.01f, 0, -5)));
  EXPECT_FALSE(Collisions::Intersects(f, Point(0, 0, -10.01f)));
  EXPECT_FALSE(Collisions::Intersects(f, Point(0, 0, 0)));  // the eye is in front of the near plane
  EXPECT_FALSE(Collisions::Intersects(f, Point(std::numeric_limits<float>::quiet_NaN(), 0, -5)));
}

TEST(Frustum, SpheresTouchingCountAndBoxesAreConservative) {
  const Frustum f = SimpleFrustum();
  EXPECT_TRUE(Collisions::Intersects(f, Sphere(Point(0, 0, -12), 2.0f)));  // touches the far plane
  EXPECT_FALSE(Collisions::Intersects(f, Sphere(Point(0, 0, -12.1f), 2.0f)));
  EXPECT_TRUE(Collisions::Intersects(Sphere(Point(0, 0, 3), 100.0f), f));  // contains the frustum
  EXPECT_TRUE(Collisions::Intersects(f, AABB(Point(-1, -1, -6), Point(1, 1, -4))));
  EXPECT_FALSE(Collisions::Intersects(f, AABB(Point(20, -1, -6), Point(21, 1, -4))));  // wholly outside x = -z
  // Outside the frustum beyond its far right edge (x >= 10.5 needs z <= -10.5, past the far plane), yet
  // not wholly outside any one plane: kept (conservative, as documented).
  EXPECT_TRUE(Collisions::Intersects(AABB(Point(10.5f, -1, -11.5f), Point(12, 1, -9.8f)), f));
}

TEST(Frustum, FarPlaneNeedsADoubleProjection) {
  // The tutorial's camera: eye (50, 20, 50) looking at the origin, near 0.01, far 1000. The far plane lies
  // 1000 from the eye: distance n.eye - 1000 = 73.4847 - 1000.
  Camera camera;
  camera.LookAt(Point(50, 20, 50), Point(0.0f), glm::vec3(0, 1, 0));
  const Frustum exact = camera.GetFrustum(glm::perspective(glm::radians(60.0), 800.0 / 600.0, 0.01, 1000.0));
  EXPECT_NEAR(exact.planes[5].distance, 73.48469f - 1000.0f, 1e-2f);
  const Frustum from_float =
      Frustum::FromMatrix(glm::perspective(glm::radians(60.0f), 800.0f / 600.0f, 0.01f, 1000.0f) * camera.ViewMatrix());
  EXPECT_GT(std::abs(from_float.planes[5].distance - exact.planes[5].distance), 1.0f);  // why the overload exists
}

TEST(Camera, LookAtGivesAnOrthonormalBasisAndInverseMatrices) {
  Camera camera;
  camera.LookAt(Point(3, 4, 5), Point(0, 1, 0), glm::vec3(0, 1, 0));
  EXPECT_NEAR(glm::dot(camera.Forward(), camera.Right()), 0.0f, 1e-6f);
  EXPECT_NEAR(glm::dot(camera.Forward(), camera.Up()), 0.0f, 1e-6f);
  EXPECT_NEAR(glm::length(camera.Right()), 1.0f, 1e-6f);
  EXPECT_NEAR(glm::length(camera.Up()), 1.0f, 1e-6f);
  const glm::mat4 product = camera.ViewMatrix() * camera.WorldMatrix();
  for (int c = 0; c < 4; ++c) {
    for (int r = 0; r < 4; ++r) EXPECT_NEAR(product[c][r], c == r ? 1.0f : 0.0f, 1e-5f);
  }
  const glm::mat4 look_at = glm::lookAt(glm::vec3(3, 4, 5), glm::vec3(0, 1, 0), glm::vec3(0, 1, 0));
  for (int c = 0; c < 4; ++c) {
    for (int r = 0; r < 4; ++r) EXPECT_NEAR(camera.ViewMatrix()[c][r], look_at[c][r], 1e-5f);
  }
}

TEST(Camera, PanZoomAndPivot) {
  Camera camera;
  camera.LookAt(Point(0, 0, 10), Point(0.0f), glm::vec3(0, 1, 0));  // forward -z, right +x
  camera.Pan(2, 3);
  EXPECT_NEAR(glm::length(camera.Position() - Point(2, 3, 10)), 0.0f, 1e-5f);
  camera.Zoom(4);
  EXPECT_NEAR(camera.Position().z, 6.0f, 1e-5f);
  camera.Pivot(90, 0);  // turn left about up: forward -z becomes -x
  EXPECT_NEAR(camera.Forward().x, -1.0f, 1e-5f);
  EXPECT_NEAR(glm::dot(camera.Forward(), camera.Right()), 0.0f, 1e-5f);
}

}  // namespace
}  // namespace lab
