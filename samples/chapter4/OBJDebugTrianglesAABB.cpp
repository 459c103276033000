// Chapter 4, "Model bounding box".
#include "samples/model_sample.hpp"

namespace lab::samples {
namespace {

class OBJDebugTrianglesAABB final : public ModelSample {
 public:
  OBJDebugTrianglesAABB() : ModelSample({.distance = 7.0f}) {}

 protected:
  void InitializeWithModel() override { CheckTrianglesAndBox(Check(), UnderTest(), kMeshItem, kBoxItem); }

  void RenderWithModel() override { DrawTrianglesAndBox(Draw(), ModelMesh(), kMeshItem, kBoxItem); }

 private:
  // The items: the mesh and its box, derived from the file, so neither has handles.
  static constexpr int kMeshItem = 0, kBoxItem = 1;
};

}  // namespace
LAB_REGISTER_MODEL_SAMPLE(OBJDebugTrianglesAABB, Chapter::kModels,
                          "The knot's bounding box (white) over its triangles. Erratum: the book's loop sets minY and "
                          "minZ from vertexData[i + 0]; they are [i + 1] and [i + 2].");
}  // namespace lab::samples
