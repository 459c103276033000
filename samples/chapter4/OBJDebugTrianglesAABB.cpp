// Chapter 4, "Model bounding box".
#include "samples/sample_models.hpp"

namespace lab::samples {
namespace {

class OBJDebugTrianglesAABB final : public Application {
 public:
  void Initialize(int, int) override {
    Camera().SetHome({.distance = 7.0f});
    mesh_ = LoadAsset(*this, knot::kFile);
    if (!mesh_) return;
    CheckKnotTriangleCount(Check(), *mesh_);
    CheckKnotBounds(Check(), *mesh_);
  }

  void Render() override {
    Draw().Axes();
    if (!mesh_) return;
    DrawWireMesh(Draw(), *mesh_, palette::kGreen);
    Draw().WireBox(mesh_->bounds, palette::kShape);
  }

 private:
  std::shared_ptr<const Mesh> mesh_;
};

}  // namespace
LAB_REGISTER_SAMPLE(OBJDebugTrianglesAABB, Chapter::kModels,
                    "The knot's bounding box (white) over its triangles. Erratum: the book's loop sets minY and "
                    "minZ from vertexData[i + 0]; they are [i + 1] and [i + 2].");
}  // namespace lab::samples
