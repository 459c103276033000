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
    Check().ExpectTrue(0, "knot.obj triangle count", static_cast<int>(mesh_->triangles.size()) == knot::kTriangleCount,
                       fmt::format("got {}", mesh_->triangles.size()));
    // The parsed file text is exact, so the bounds are compared exactly (the book's AlmostEqual with C#'s
    // float.Epsilon is exact comparison too, catalog I-30).
    Check().ExpectNear(1, "bounding box min", knot::kMin, mesh_->bounds.min, 0.0f);
    Check().ExpectNear(2, "bounding box max", knot::kMax, mesh_->bounds.max, 0.0f);
  }

  void Render() override {
    Draw().Axes();
    if (!mesh_) return;
    for (const Triangle& triangle : mesh_->triangles) Draw().WireTriangle(triangle, palette::kGreen);
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
