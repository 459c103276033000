// Chapter 4, "Model vs ray" and "BVH raycast".
#include "samples/sample_models.hpp"

namespace lab::samples {
namespace {

class OBJRaycast final : public Application {
 public:
  void Initialize(int, int) override {
    const ModelUnderTest model = LoadModelUnderTest(*this);
    ViewCamera().SetHome(model.Home({.distance = 26.0f}));
    mesh_ = model.mesh;
    if (!mesh_) return;
    models_ = TutorialModels(model);
    if (!model.is_knot) {
      CheckAgainstBruteForce(model);
    } else {
      CheckKnot();
    }
    Handles().AddAll("ray", std::span<Ray>(rays_));
  }

  // The knot's hand-worked hits. Each ray is an item; the models are context.
  void CheckKnot() {
    float t = -1.0f;
    Check().About(0);
    Check().Expect("the ray down onto the centre line hits model 0", true,
                   Collisions::Raycast(rays_[0], models_[0], t));
    Check().ExpectNear("... at the tube's top (world distance)", knot::kDownwardHitT, t, knot::kDownwardHitTolerance);
    Check().About(1);
    Check().Expect("the ray down the z axis passes through model 0's hole", false,
                   Collisions::Raycast(rays_[1], models_[0], t));
    Check().About(2);
    Check().Expect("the scaled ray hits model 1", true, Collisions::Raycast(rays_[2], models_[1], t));
    Check().ExpectNear("... at 1.5 times the distance: t is in world units", knot::kDownwardHitT * 1.5f, t,
                       knot::kDownwardHitTolerance * 1.5f);
    Check().About(3);
    Check().Expect("the ray up the same line hits model 0", true, Collisions::Raycast(rays_[3], models_[0], t));
    Check().ExpectNear("... at the tube's bottom, the nearest hit", knot::kDownwardHitT, t,
                       knot::kDownwardHitTolerance);
  }

  // The user's model: the same rays carried to its space, each against the model it was aimed at, hit or miss
  // and the nearest t as brute force over its world-space triangles finds them.
  void CheckAgainstBruteForce(const ModelUnderTest& model) {
    constexpr std::array<std::size_t, 4> kAimedAt = {0, 0, 1, 0};
    for (std::size_t i = 0; i < rays_.size(); ++i) {
      rays_[i] = model.Place(rays_[i]);
      const Model& target = models_[kAimedAt[i]];
      const float expected = BruteForceRaycast(target, rays_[i]);
      float t = -1.0f;
      Check().About(static_cast<int>(i));
      const bool hit = Collisions::Raycast(rays_[i], target, t);
      Check().Expect(fmt::format("ray {} ({}) on model {}: a hit where brute force over the triangles finds one", i,
                                 rays_[i], kAimedAt[i]),
                     std::isfinite(expected), hit);
      if (hit && std::isfinite(expected)) {
        Check().ExpectNear("... at brute force's nearest t (world distance)", expected, t, model.Tolerance(1e-3f));
      }
    }
  }

  void Render() override {
    Draw().DrawAxes();
    if (!mesh_) return;
    for (const Model& model : models_) DrawModel(Draw(), model, palette::kShape);
    for (std::size_t i = 0; i < rays_.size(); ++i) {
      const Ray& ray = rays_[i];
      float nearest = std::numeric_limits<float>::infinity();
      for (const Model& model : models_) {
        float t = 0.0f;
        if (Collisions::Raycast(ray, model, t)) nearest = std::min(nearest, t);
      }
      const bool hit = std::isfinite(nearest);
      Draw().About(static_cast<int>(i));
      Draw().DrawRayWithHit(ray, hit, hit ? ray.At(nearest) : ray.position);
    }
  }

 private:
  static constexpr Point kDownOntoCentreLine = knot::kCentreLinePoint + glm::vec3(0, 0, 5);

  std::shared_ptr<const Mesh> mesh_;
  std::array<Model, 3> models_;
  std::array<Ray, 4> rays_ = {
      Ray(kDownOntoCentreLine, glm::vec3(0, 0, -1)), Ray(Point(0, 0, 5), glm::vec3(0, 0, -1)),
      // Model 1 is model 0 scaled by 1.5 about (6, 6, 6): ray 0, scaled, hits at 1.5 times the distance.
      Ray(glm::vec3(6.0f) + kDownOntoCentreLine * 1.5f, glm::vec3(0, 0, -1)),
      // Nearest, not first: from below, ray 0's line meets the tube's bottom first.
      Ray(Point(0, -0.5f, -5), glm::vec3(0, 0, 1))};
};

}  // namespace
LAB_REGISTER_MODEL_SAMPLE(
    OBJRaycast, Chapter::kModels,
    "Raycast(Ray, Model) through the BVH: the nearest hit, t in world units. Errata: the book "
    "returns the first triangle found, not the nearest, and t in model space (wrong under scale).");
}  // namespace lab::samples
