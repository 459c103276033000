// Chapter 5, "Picking": the mouse turned into a ray.
#include "samples/sample_scene.hpp"

namespace lab::samples {
namespace {

class SceneSample04 final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome({.target = Point(3, -7, -1), .distance = 30.0f});
    ViewCamera().SetAutoRotate(false);  // the book's picking sample does not orbit
    const auto cube = LoadAsset(*this, "cube.obj");
    if (!cube) return;
    Model& model = scene_.Add(cube);
    model.position = Point(3, -7, -1);
    model.scale = glm::vec3(7, 5, 4);
    box_ = model.WorldBounds();
    Check().About(kBox);
    Check().ExpectNear("the cube's world box min", Point(-4, -12, -5), box_.min, 1e-4f);
    Check().ExpectNear("the cube's world box max", Point(10, -2, 3), box_.max, 1e-4f);
    // Fixed clicks, for the camera's home view in an 800 x 600 window.
    const glm::vec2 size(800, 600);
    const glm::mat4 view = ViewCamera().View(), projection = ViewCamera().Projection();
    const Ray centre = PickRay(size * 0.5f, size, view, projection);
    const Point target = ViewCamera().Current().target;
    const float off_ray = glm::length(target - Collisions::ClosestPoint(centre, target));
    Check().About({});  // the click's ray, which is not drawn: it runs from the eye into the view's centre
    Check().ExpectTrue("a click at the window's centre picks the ray through the camera's target", off_ray < 1e-3f,
                       fmt::format("the ray passes {:g} from it", off_ray));
    Check().ExpectNear("... starting from the eye's near plane", OrbitCamera::kNear,
                       glm::length(centre.position - ViewCamera().Eye()), 1e-3f);
    Point hit(0.0f);
    Check().About(kBox);
    Check().Expect("that ray hits the cube's box", true, Collisions::Raycast(centre, box_, hit));
    Check().ExpectTrue("... at a point on its surface",
                       std::abs(glm::length(Collisions::ClosestPoint(box_, hit) - hit)) < 1e-3f, "off the surface");
    Check().Expect("a click in the window's top-left corner misses it", false,
                   Collisions::Raycast(PickRay(glm::vec2(0.0f), size, view, projection), box_, hit));
    mouse_ = size * 0.5f;
  }

  void OnMouseMove(glm::vec2 position) override { mouse_ = position; }

  void Render() override {
    Draw().DrawAxes();
    Draw().About(kBox);
    DrawScene(Draw(), scene_);
    Draw().DrawBox(box_, palette::kShape);
    Draw().About(DebugDraw::kNoItem);
    const Ray ray = PickRay(mouse_, ViewSize(), ViewCamera().View(), ViewCamera().Projection());
    Point hit(0.0f);
    if (Collisions::Raycast(ray, box_, hit)) Draw().DrawWireSphere(Sphere(hit, 0.5f), palette::kRed);
  }

 private:
  static constexpr int kBox = 0;  // the item: the cube and its world box
  Scene scene_;
  AABB box_;
  glm::vec2 mouse_{0.0f};
};

}  // namespace
LAB_REGISTER_SAMPLE(SceneSample04, Chapter::kScenes,
                    "Picking: the mouse position unprojected into a ray; a red sphere marks where it meets the "
                    "cube's box (move the mouse in the window). There is no SceneSample03 in the book.");
}  // namespace lab::samples
