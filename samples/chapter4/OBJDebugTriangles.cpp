// Chapter 4, "Adding triangles to the model".
#include "samples/sample_models.hpp"

namespace lab::samples {
namespace {

class OBJDebugTriangles final : public Application {
 public:
  void Initialize(int, int) override {
    const ModelUnderTest model = LoadModelUnderTest(*this);
    ViewCamera().SetHome(model.Home({.distance = 7.0f}));
    mesh_ = model.mesh;
    if (!mesh_) return;
    Check().About(kMeshItem);
    CheckTriangleCount(Check(), model);
  }

  void Render() override {
    Draw().DrawAxes();
    if (!mesh_) return;
    Draw().About(kMeshItem);
    DrawWireMesh(Draw(), *mesh_, palette::kGreen);
  }

 private:
  static constexpr int kMeshItem = 0;  // the one item: the mesh, which stays where it is

  std::shared_ptr<const Mesh> mesh_;
};

}  // namespace
LAB_REGISTER_MODEL_SAMPLE(
    OBJDebugTriangles, Chapter::kModels,
    "The knot's collision triangles: its 960 quads fanned into 1920 triangles (the book's suzanne "
    "has 968; we ship our own model).");
}  // namespace lab::samples
