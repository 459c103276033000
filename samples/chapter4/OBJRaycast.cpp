// Chapter 4, "Model vs ray" and "BVH raycast".
#include <limits>

#include "samples/model_sample.hpp"

namespace lab::samples {
namespace {

class OBJRaycast final : public ModelSample {
 public:
  OBJRaycast() : ModelSample({.distance = 26.0f}) {}

 protected:
  void InitializeWithModel() override {
    const ModelUnderTest& model = UnderTest();
    models_ = TutorialModels(model);
    if (!model.is_knot) {
      CheckAgainstBruteForce(model);
    } else {
      CheckKnot();
    }
    Handles().AddAll("ray", std::span<Ray>(rays_));
    CheckClauses();
    // Then the function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"Raycast(Ray, Model, float&)"});
  }

  void RenderWithModel() override {
    Draw().About(DebugDraw::kSceneItem);
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
  // The contract's clauses (samples/contracts/models.txt), on the shipped cube.
  void CheckClauses() {
    const ShippedCube cube = ContractCube();
    if (!cube) return;
    // t is NaN before the call, so that a miss that leaves it alone is seen.
    const auto cast = [&](std::string_view clause, const Ray& ray, const Model& model, std::string_view model_text,
                          bool hits, float expected_t = -1.0f) {
      float t = std::numeric_limits<float>::quiet_NaN();
      const std::string call = fmt::format("Raycast(ray {}, {})", ray, model_text);
      ExpectClause(Check(), clause, call, hits, Collisions::Raycast(ray, model, t));
      ExpectClause(Check(), hits ? clause : "on a miss it returns false and sets t = -1", call + ": t", expected_t, t);
    };
    const Model unit = cube.Placed(glm::vec3(0.0f));
    const char* at_origin = "the cube at the origin";
    const glm::vec3 x(1, 0, 0), y(0, 1, 0), z(0, 0, 1);
    // Down the z axis the face z = -1 comes first in the file and z = 1 first along the ray.
    const char* nearest = "the nearest hit over all the model's triangles, not the first found";
    cast(nearest, Ray(Point(0, 0, 5), -z), unit, at_origin, true, 4.0f);
    cast(nearest, Ray(Point(0, 0, -5), z), unit, at_origin, true, 4.0f);
    const char* world = "t is the world distance along the ray, under any scale";
    cast(world, Ray(Point(0, 0, -5), z), cube.Placed(glm::vec3(0.0f), glm::vec3(0.0f), glm::vec3(2.0f)),
         "the cube scaled 2", true, 3.0f);
    const Model long_x = cube.Placed(glm::vec3(0.0f), glm::vec3(0.0f), glm::vec3(3, 1, 1));
    cast(world, Ray(Point(-5, 0, 0), x), long_x, "the cube scaled (3, 1, 1)", true, 2.0f);
    cast(world, Ray(Point(0.5f, -5, 0), y), long_x, "the cube scaled (3, 1, 1)", true, 4.0f);
    cast("two-sided: from inside the model the ray hits a face from behind", Ray(Point(0, 0, 0), x), unit, at_origin,
         true, 1.0f);
    cast("two-sided: from inside the model the ray hits a face from behind", Ray(Point(0, 0.5f, 0), -y), long_x,
         "the cube scaled (3, 1, 1)", true, 1.5f);
    cast("an origin on the surface hits at t = 0", Ray(Point(0, 0, -1), z), unit, at_origin, true, 0.0f);
    cast("hits behind the origin never count", Ray(Point(0, 0, 5), z), unit, at_origin, false);
    const char* placement = "the model's placement counts: position and rotation";
    const Model moved = cube.Placed(glm::vec3(10, 0, 0));
    cast(placement, Ray(Point(10, 0, -5), z), moved, "the cube at (10, 0, 0)", true, 4.0f);
    cast(placement, Ray(Point(0, 0, -5), z), moved, "the cube at (10, 0, 0)", false);
    // Scaled (1, 1, 3) and turned 90 degrees about x: its long side lies along y.
    const Model standing = cube.Placed(glm::vec3(0.0f), glm::vec3(90, 0, 0), glm::vec3(1, 1, 3));
    const char* standing_text = "the cube scaled (1, 1, 3), turned 90 degrees about x";
    cast(placement, Ray(Point(0, -5, 0), y), standing, standing_text, true, 2.0f);
    cast(placement, Ray(Point(0, 0, -5), z), standing, standing_text, true, 4.0f);
    const char* unusable = "a ray with a zero direction or NaN meets nothing";
    cast(unusable, Ray(Point(0, 0, -5), glm::vec3(0.0f)), unit, at_origin, false);
    cast(unusable, Ray(Point(0, 0, -5), glm::vec3(0, std::numeric_limits<float>::quiet_NaN(), 1)), unit, at_origin,
         false);
    cast("an empty model meets nothing", Ray(Point(0, 0, -5), z), Model(), "an empty model", false);
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

  static constexpr Point kDownOntoCentreLine = knot::kCentreLinePoint + glm::vec3(0, 0, 5);

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
