// Chapter 4, "Model class": models placed with a translation, rotation and scale.
#include "samples/model_sample.hpp"

namespace lab::samples {
namespace {

class OBJClassSample final : public ModelSample {
 public:
  OBJClassSample() : ModelSample({.distance = 30.0f}) {}

 protected:
  void InitializeWithModel() override {
    const ModelUnderTest& model = UnderTest();
    const std::shared_ptr<const Mesh>& mesh = model.mesh;
    models_ = {Model(mesh), Model(mesh), Model(mesh)};
    models_[0].scale = glm::vec3(3.0f);
    models_[1].scale = glm::vec3(1.5f);
    models_[2].rotation = glm::vec3(90.0f, 0.0f, 0.0f);
    model.PlaceModel(models_[0], glm::vec3(0.0f));
    model.PlaceModel(models_[1], glm::vec3(6.0f));
    model.PlaceModel(models_[2], glm::vec3(-6.0f));
    // World boxes, worked out by hand from the mesh's box: scaled, moved, and for the last one turned 90
    // degrees about x, which takes (x, y, z) to (x, -z, y). Each model (with its box) is an item.
    const Point min = model.expected_bounds.min, max = model.expected_bounds.max;
    const float tolerance = model.Tolerance(1e-4f);
    Check().About(0);
    Check().ExpectNear("model 0 world box min", models_[0].position + min * 3.0f, models_[0].WorldBounds().min,
                       tolerance);
    Check().ExpectNear("model 0 world box max", models_[0].position + max * 3.0f, models_[0].WorldBounds().max,
                       tolerance);
    Check().About(1);
    Check().ExpectNear("model 1 world box min", models_[1].position + min * 1.5f, models_[1].WorldBounds().min,
                       tolerance);
    Check().ExpectNear("model 1 world box max", models_[1].position + max * 1.5f, models_[1].WorldBounds().max,
                       tolerance);
    const Point turned_min(min.x, -max.z, min.y), turned_max(max.x, -min.z, max.y);
    Check().About(2);
    Check().ExpectNear("model 2 world box min", models_[2].position + turned_min, models_[2].WorldBounds().min,
                       tolerance);
    Check().ExpectNear("model 2 world box max", models_[2].position + turned_max, models_[2].WorldBounds().max,
                       tolerance);
  }

  void RenderWithModel() override {
    const std::array<Color, 3> colours = {palette::kGreen, palette::kCyan, palette::kMagenta};
    for (std::size_t i = 0; i < models_.size(); ++i) {
      Draw().About(static_cast<int>(i));
      DrawModel(Draw(), models_[i], colours[i]);
      Draw().DrawWireBox(models_[i].WorldBounds(), palette::kShape);
    }
  }

 private:
  std::array<Model, 3> models_;
};

}  // namespace
LAB_REGISTER_MODEL_SAMPLE(
    OBJClassSample, Chapter::kModels,
    "Three placed models: scaled by 3; moved to (6, 6, 6) and scaled by 1.5; moved to (-6, -6, -6) "
    "and turned 90 degrees about x, with their world boxes (white). Errata: the book sets objs[1]"
    ".Scale twice and never objs[2]'s, and its WorldMatrix never clears its dirty flag.");
}  // namespace lab::samples
