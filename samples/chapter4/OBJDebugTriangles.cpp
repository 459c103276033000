// Chapter 4, "Adding triangles to the model".
#include "samples/model_sample.hpp"

namespace lab::samples {
namespace {

class OBJDebugTriangles final : public ModelSample {
 public:
  OBJDebugTriangles() : ModelSample({.distance = 7.0f}) {}

 protected:
  void InitializeWithModel() override {
    Check().About(kMeshItem);
    CheckTriangleCount(Check(), UnderTest());
  }

  void RenderWithModel() override {
    Draw().About(kMeshItem);
    DrawWireMesh(Draw(), ModelMesh(), palette::kGreen);
  }

 private:
  static constexpr int kMeshItem = 0;  // the one item: the mesh, which stays where it is
};

}  // namespace
LAB_REGISTER_MODEL_SAMPLE(
    OBJDebugTriangles, Chapter::kModels,
    "The knot's collision triangles: its 960 quads fanned into 1920 triangles (the book's suzanne "
    "has 968; we ship our own model).");
}  // namespace lab::samples
