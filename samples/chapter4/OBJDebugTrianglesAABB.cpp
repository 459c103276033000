// Chapter 4, "Model bounding box".
#include "samples/sample_models.hpp"

namespace lab::samples {
namespace {

class OBJDebugTrianglesAABB final : public Application {
 public:
  void Initialize(int, int) override {
    const ModelUnderTest model = LoadModelUnderTest(*this);
    ViewCamera().SetHome(model.Home({.distance = 7.0f}));
    mesh_ = model.mesh;
    if (!mesh_) return;
    Check().About(kMeshItem);
    CheckTriangleCount(Check(), model);
    Check().About(kBoxItem);
    CheckBounds(Check(), model);
  }

  void Render() override {
    Draw().DrawAxes();
    if (!mesh_) return;
    Draw().About(kMeshItem);
    DrawWireMesh(Draw(), *mesh_, palette::kGreen);
    Draw().About(kBoxItem);
    Draw().DrawWireBox(mesh_->bounds, palette::kShape);
  }

 private:
  // The items: the mesh and its box, derived from the file, so neither has handles.
  static constexpr int kMeshItem = 0, kBoxItem = 1;

  std::shared_ptr<const Mesh> mesh_;
};

}  // namespace
LAB_REGISTER_MODEL_SAMPLE(OBJDebugTrianglesAABB, Chapter::kModels,
                          "The knot's bounding box (white) over its triangles. Erratum: the book's loop sets minY and "
                          "minZ from vertexData[i + 0]; they are [i + 1] and [i + 2].");
}  // namespace lab::samples
