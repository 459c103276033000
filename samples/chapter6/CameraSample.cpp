// Chapter 6, "Camera", "Frustum", "Point / sphere / AABB in frustum" and "Culling".
#include <limits>
#include <memory>
#include <set>

#include <glm/gtc/matrix_transform.hpp>

#include "samples/sample_checks.hpp"
#include "samples/sample_scene.hpp"

namespace lab::samples {
namespace {

float MaxDifference(const glm::mat4& a, const glm::mat4& b) {
  float difference = 0.0f;
  for (int c = 0; c < 4; ++c) {
    for (int r = 0; r < 4; ++r) difference = std::max(difference, std::abs(a[c][r] - b[c][r]));
  }
  return difference;
}

class CameraSample final : public Application {
 public:
  void Initialize(int, int) override {
    // The orbit camera's home is the book's camera: at (50, 20, 50), looking at the origin.
    ViewCamera().SetHome({.yaw_degrees = 225.0f, .pitch_degrees = -15.7932f, .distance = 73.4847f});
    ViewCamera().SetAutoRotate(false);
    KeepOwnHome();  // the view is the camera under test: it culls the city, so it is not fitted to the cases
    CheckCameraAndFrustum();
    BuildCityAndCheckCulling();
    CheckContracts();
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(),
                     {"Intersects(Frustum, Point)", "Intersects(Frustum, Sphere)", "Intersects(Frustum, AABB)"});
  }

  void Render() override {
    Draw().DrawAxes(5.0f);
    if (!octree_) return;
    const Frustum frustum = Frustum::FromMatrix(CullingProjection() * ViewCamera().View());
    // The checks' shapes (most lie in the ground or off screen), red inside the culling frustum, green not.
    const auto colour = [](bool inside) { return palette::ForPoint(inside); };
    for (std::size_t i = 0; i < kPoints.size(); ++i) {
      Draw().About(static_cast<int>(kFirstPoint + i));
      Draw().DrawPoint(kPoints[i].first, 8.0f, colour(Collisions::Intersects(frustum, kPoints[i].first)));
    }
    for (std::size_t i = 0; i < kSpheres.size(); ++i) {
      Draw().About(static_cast<int>(kFirstSphere + i));
      Draw().DrawSphere(kSpheres[i].first, colour(Collisions::Intersects(frustum, kSpheres[i].first)));
    }
    for (std::size_t i = 0; i < kBoxes.size(); ++i) {
      Draw().About(static_cast<int>(kFirstBox + i));
      Draw().DrawBox(kBoxes[i].first, colour(Collisions::Intersects(frustum, kBoxes[i].first)));
    }
    Draw().About(kCity);
    const auto visible = octree_->Visible(frustum);
    const Model* ground = &scene_.Models().front();
    for (const Model* model : visible) DrawModel(Draw(), *model, model == ground ? palette::kGray : palette::kGreen);
    Draw().About(DebugDraw::kNoItem);
    Draw().DrawText(
        {12.0f, ViewSize().y - 60.0f},
        fmt::format("rendered {} of {} models (octree frustum culling)", visible.size(), scene_.Models().size()),
        palette::kText);
  }
  bool ShowsGrid() const override { return false; }

  // The culling frustum's own projection: narrow it or pull its far plane in to watch the octree drop models
  // (the view itself keeps the tutorial's projection).
  void DrawControls(Controls& ui) override {
    ui.Text("culling frustum");
    ui.Slider("field of view (degrees)", field_of_view_, 5.0f, 120.0f);
    ui.Slider("near", near_, OrbitCamera::kNear, 50.0f);
    ui.Slider("far", far_, 1.0f, OrbitCamera::kFar);
    if (ui.Button("the view's frustum")) {
      field_of_view_ = OrbitCamera::kFieldOfViewDegrees;
      near_ = OrbitCamera::kNear;
      far_ = OrbitCamera::kFar;
    }
  }

 private:
  // Items: the checks' points, spheres and boxes by index from kFirstPoint..., and the city as one.
  static constexpr std::size_t kFirstPoint = 0, kFirstSphere = 3, kFirstBox = 6;
  static constexpr int kCity = 9;

  glm::mat4 CullingProjection() const {
    if (field_of_view_ == OrbitCamera::kFieldOfViewDegrees && near_ == OrbitCamera::kNear && far_ == OrbitCamera::kFar)
      return ViewCamera().Projection();  // exactly the view's
    const glm::vec2 size = ViewSize();
    return glm::perspective(glm::radians(field_of_view_), size.y > 0.0f ? size.x / size.y : 4.0f / 3.0f, near_,
                            std::max(far_, near_ + 0.01f));
  }

  void CheckCameraAndFrustum() {
    lab::Camera camera;
    camera.LookAt(Point(50, 20, 50), Point(0.0f), glm::vec3(0, 1, 0));
    const glm::mat4 expected_translation = glm::translate(glm::mat4(1.0f), glm::vec3(50, 20, 50));
    Check().ExpectTrue("camera.Translation", MaxDifference(expected_translation, camera.Translation()) < 1e-5f,
                       fmt::format("differs by {:g}", MaxDifference(expected_translation, camera.Translation())));
    glm::mat4 expected_orientation(1.0f);  // columns right, up, -forward
    expected_orientation[0] = glm::vec4(0.7071068f, 0, -0.7071068f, 0);
    expected_orientation[1] = glm::vec4(-0.1924501f, 0.9622504f, -0.1924501f, 0);
    expected_orientation[2] = glm::vec4(0.6804138f, 0.2721655f, 0.6804138f, 0);
    Check().ExpectTrue("camera.Orientation", MaxDifference(expected_orientation, camera.Orientation()) < 1e-5f,
                       fmt::format("differs by {:g}", MaxDifference(expected_orientation, camera.Orientation())));
    const glm::mat4 look_at = glm::lookAt(glm::vec3(50, 20, 50), glm::vec3(0.0f), glm::vec3(0, 1, 0));
    Check().ExpectTrue("camera.ViewMatrix equals LookAt (all 16 elements)",
                       MaxDifference(look_at, camera.ViewMatrix()) < 1e-5f,
                       fmt::format("differs by {:g}", MaxDifference(look_at, camera.ViewMatrix())));

    // The book's frustum, normals as it gives them (unnormalized). Distances here are the negatives of the
    // book's (one plane convention everywhere). The far plane is the exact one: normal -forward, distance
    // n.eye - 1000 = -926.5153; the book's float values (normal (1.364946e-05, 5.453825e-06, 1.364946e-05)
    // unnormalized, distance 923.8687) are rounding noise.
    const Frustum frustum = camera.GetFrustum(glm::perspective(glm::radians(60.0), 800.0 / 600.0, 0.01, 1000.0));
    const std::array<glm::vec3, 6> normals = {
        glm::vec3(0.2381448f, -0.2721655f, -1.598973f), glm::vec3(-1.598973f, -0.2721655f, 0.2381448f),
        glm::vec3(-1.013747f, 1.394501f, -1.013747f),   glm::vec3(-0.3470805f, -1.938832f, -0.3470805f),
        glm::vec3(-1.360841f, -0.5443366f, -1.360841f), glm::vec3(0.6804138f, 0.2721655f, 0.6804138f)};
    const std::array<float, 6> distances = {-44.82524f, -44.82524f, -36.74234f, -36.74234f, -73.4747f, -926.5153f};
    const char* names[6] = {"left", "right", "bottom", "top", "near", "far"};
    Check().About({});  // the book's camera and its frustum are the view's own, so not drawn
    for (std::size_t i = 0; i < 6; ++i) {
      Check().ExpectNear(fmt::format("frustum {} plane normal", names[i]), glm::normalize(normals[i]),
                         frustum.planes[i].normal, 1e-4f);
      Check().ExpectNear(fmt::format("frustum {} plane distance", names[i]), distances[i], frustum.planes[i].distance,
                         i == 5 ? 1e-2f : 1e-4f);
    }
    for (std::size_t i = 0; i < kPoints.size(); ++i) {
      const auto& [point, inside] = kPoints[i];
      Check().About(static_cast<int>(kFirstPoint + i));
      Check().Expect(fmt::format("point {} in the frustum", point), inside, Collisions::Intersects(frustum, point));
    }
    for (std::size_t i = 0; i < kSpheres.size(); ++i) {
      const auto& [sphere, inside] = kSpheres[i];
      Check().About(static_cast<int>(kFirstSphere + i));
      Check().Expect(fmt::format("sphere {} in the frustum", sphere), inside, Collisions::Intersects(frustum, sphere));
    }
    for (std::size_t i = 0; i < kBoxes.size(); ++i) {
      const auto& [box, inside] = kBoxes[i];
      Check().About(static_cast<int>(kFirstBox + i));
      Check().Expect(fmt::format("box {} in the frustum", box), inside, Collisions::Intersects(frustum, box));
    }
  }

  void BuildCityAndCheckCulling() {
    const auto cube = LoadAsset(*this, "cube.obj");
    if (!cube) return;
    auto add = [&](glm::vec3 position, glm::vec3 scale) {
      Model& model = scene_.Add(cube);
      model.position = position;
      model.scale = scale;
    };
    add(glm::vec3(0.0f), glm::vec3(50, 1, 50));  // the ground
    for (int i = 0; i < 10; ++i) {
      for (int j = 0; j < 10; ++j)
        add(glm::vec3(25.0f - static_cast<float>(i) * 5.0f, 0.0f, 25.0f - static_cast<float>(j) * 5.0f),
            glm::vec3(1, 5, 1));
    }
    octree_ = std::make_unique<Octree>(Point(0.0f), 70.0f, 3);
    for (const Model& model : scene_.Models()) octree_->Insert(&model);
    // Culling through the octree must keep exactly the models whose bounding spheres the frustum touches:
    // from the book's camera that is all 101; looking out from a corner of the city, only some.
    lab::Camera corner;
    corner.LookAt(Point(20, 4, 20), Point(30, 0, 22), glm::vec3(0, 1, 0));
    const glm::dmat4 projection = glm::perspective(glm::radians(60.0), 800.0 / 600.0, 0.01, 1000.0);
    const std::array<std::pair<const char*, Frustum>, 2> views = {
        {{"the book's camera", Frustum::FromMatrix(ViewCamera().Projection() * ViewCamera().View())},
         {"a camera in the city's corner", corner.GetFrustum(projection)}}};
    Check().About(kCity);
    for (const auto& [name, frustum] : views) {
      const auto visible = octree_->Visible(frustum);
      std::size_t expected = 0;
      for (const Model& model : scene_.Models())
        expected += Collisions::Intersects(frustum, WorldBoundingSphere(model));
      Check().ExpectTrue(fmt::format("octree culling from {} keeps exactly the models its frustum touches", name),
                         visible.size() == expected,
                         fmt::format("{} visible, brute force says {}", visible.size(), expected));
    }
    Check().ExpectTrue(
        "from the corner some models are culled and some kept",
        !octree_->Visible(views[1].second).empty() && octree_->Visible(views[1].second).size() < scene_.Models().size(),
        fmt::format("{} visible", octree_->Visible(views[1].second).size()));
  }

  // The contracts' clauses (samples/contracts/), in the frustum of perspective(90 degrees, square, near 1, far 10)
  // looking down -z, its planes written out: |x| <= -z, |y| <= -z, -10 <= z <= -1 (planes of the lab's
  // convention, inside where dot(n, p) - d >= 0). A point with x = -z is exactly on a side plane.
  void CheckContracts() {
    Check().About({});
    Frustum frustum;
    frustum.planes = {Plane(glm::vec3(1, 0, -1), 0.0f), Plane(glm::vec3(-1, 0, -1), 0.0f),
                      Plane(glm::vec3(0, 1, -1), 0.0f), Plane(glm::vec3(0, -1, -1), 0.0f),
                      Plane(glm::vec3(0, 0, -1), 1.0f), Plane(glm::vec3(0, 0, 1), -10.0f)};
    const auto point = [&](std::string_view clause, const Point& p, bool expected) {
      ExpectClause(Check(), clause, fmt::format("Intersects(90-degree frustum, {})", p), expected,
                   Collisions::Intersects(frustum, p));
    };
    point("a point on the inner side of all six planes is inside", Point(1, 2, -5), true);
    point("a point on a plane is inside (touching counts)", Point(5, 0, -5), true);    // right
    point("a point on a plane is inside (touching counts)", Point(0, 0, -1), true);    // near
    point("a point on a plane is inside (touching counts)", Point(2, -3, -10), true);  // far
    point("a point on a plane is inside (touching counts)", Point(-4, 4, -4), true);   // left and top
    for (const Point& outside :
         {Point(-6, 0, -5), Point(6, 0, -5), Point(0, -6, -5), Point(0, 6, -5), Point(0, 0, -0.5f), Point(0, 0, -11)}) {
      point("a point outside any one of the six planes is outside", outside, false);
    }
    point("NaN is outside", Point(kNaN, 0, -5), false);
    const auto sphere = [&](std::string_view clause, const Sphere& s, bool expected) {
      ExpectClause(Check(), clause,
                   fmt::format("Intersects(90-degree frustum, centre {} r {:g})", s.position, s.radius), expected,
                   Collisions::Intersects(frustum, s));
    };
    sphere("a sphere inside is inside", Sphere(Point(0, 0, -5), 1.0f), true);
    sphere("a sphere straddling a plane is inside", Sphere(Point(5, 0, -5), 1.0f), true);
    sphere("a sphere straddling a plane is inside", Sphere(Point(0, 0, -10.5f), 1.0f), true);
    sphere("a sphere touching a plane from outside is inside (touching counts)", Sphere(Point(0, 0, -12), 2.0f), true);
    sphere("a sphere touching a plane from outside is inside (touching counts)", Sphere(Point(0, 0, 1), 2.0f), true);
    for (const Sphere& outside :
         {Sphere(Point(-20, 0, -5), 1.0f), Sphere(Point(20, 0, -5), 1.0f), Sphere(Point(0, -20, -5), 1.0f),
          Sphere(Point(0, 20, -5), 1.0f), Sphere(Point(0, 0, 1.5f), 2.0f), Sphere(Point(0, 0, -12.5f), 2.0f)}) {
      sphere("a sphere wholly outside one plane is outside, whichever plane", outside, false);
    }
    sphere("a sphere around the whole frustum is inside", Sphere(Point(0, 0, -5), 100.0f), true);
    sphere("NaN is outside", Sphere(Point(kNaN, 0, -5), 1.0f), false);
    const auto box = [&](std::string_view clause, const AABB& b, bool expected) {
      ExpectClause(Check(), clause, fmt::format("Intersects(90-degree frustum, {}-{})", b.min, b.max), expected,
                   Collisions::Intersects(frustum, b));
    };
    box("a box inside is inside", AABB(Point(-1, -1, -6), Point(1, 1, -4)), true);
    box("a box straddling a plane is inside", AABB(Point(4, -1, -6), Point(6, 1, -4)), true);
    box("a box straddling a plane is inside", AABB(Point(-1, -1, -11), Point(1, 1, -9)), true);
    box("a box straddling a plane is inside", AABB(Point(-1, 4.5f, -6), Point(1, 7, -4)), true);  // the top
    box("a box touching a plane from outside is inside (touching counts)", AABB(Point(-1, -1, -12), Point(1, 1, -10)),
        true);
    box("a box touching a plane from outside is inside (touching counts)", AABB(Point(-1, -1, -1), Point(1, 1, 0)),
        true);
    for (const AABB& outside :
         {AABB(Point(-21, -1, -6), Point(-20, 1, -4)), AABB(Point(20, -1, -6), Point(21, 1, -4)),
          AABB(Point(-1, -21, -6), Point(1, -20, -4)), AABB(Point(-1, 20, -6), Point(1, 21, -4)),
          AABB(Point(-1, -1, -0.5f), Point(1, 1, 0)), AABB(Point(-1, -1, -12), Point(1, 1, -10.5f))}) {
      box("a box wholly outside one plane is outside, whichever plane", outside, false);
    }
    // Beyond the far right edge (x >= 10.5 needs z <= -10.5, past the far plane), yet not wholly outside either.
    box("conservative: a box outside near an edge but not wholly outside any one plane is inside",
        AABB(Point(10.5f, -1, -11.5f), Point(12, 1, -9.75f)), true);
    box("NaN is outside", AABB(Point(kNaN, -1, -6), Point(1, 1, -4)), false);
  }

  static inline const std::array<std::pair<Point, bool>, 3> kPoints = {
      {{Point(0.0f), true}, {Point(-5000.0f), false}, {Point(2, 30, 4), true}}};
  static inline const std::array<std::pair<Sphere, bool>, 3> kSpheres = {
      {{Sphere(), true}, {Sphere(Point(-5000.0f), 1.0f), false}, {Sphere(Point(2, 30, 4), 4.0f), true}}};
  static inline const std::array<std::pair<AABB, bool>, 3> kBoxes = {
      {{AABB(), true},
       {AABB(Point(-650.0f), Point(-600.0f)), false},
       {AABB(Point(2, 30, 4), Point(25, 35, 45)), true}}};

  Scene scene_;
  std::unique_ptr<Octree> octree_;
  float field_of_view_ = OrbitCamera::kFieldOfViewDegrees;
  float near_ = OrbitCamera::kNear;
  float far_ = OrbitCamera::kFar;
};

}  // namespace
LAB_REGISTER_SAMPLE(CameraSample, Chapter::kCamera,
                    "Camera matrices, frustum planes and point/sphere/box-in-frustum tests from the camera at "
                    "(50, 20, 50), and octree culling of a 101-model city (orbit it to watch the count). The view "
                    "opens at that camera, which does the culling, rather than framing the cases. Errata: "
                    "the book's far distance 923.8687 is float noise (exactly 926.5153); its HalfSpaceTest text "
                    "has the sign backwards, and the Matrix4 == it uses never compares translations.");
}  // namespace lab::samples
