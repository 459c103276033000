// Chapter 4, "Model bounding sphere".
#include "samples/model_sample.hpp"

namespace lab::samples {
namespace {

class OBJDebugTrianglesSphere final : public ModelSample {
 public:
  OBJDebugTrianglesSphere() : ModelSample({.distance = 8.0f}) {}

 protected:
  void InitializeWithModel() override {
    const ModelUnderTest& model = UnderTest();
    const Mesh& mesh = ModelMesh();
    CheckTrianglesAndBox(Check(), model, kMeshItem, kBoxItem);
    // The tutorial's sphere: centred on the box, radius half its diagonal.
    const Point min = model.expected_bounds.min, max = model.expected_bounds.max;
    const Point centre = (min + max) * 0.5f;
    Check().About(kSphereItem);
    Check().ExpectNear("bounding sphere centre", centre, mesh.bounding_sphere.position, model.Tolerance(1e-5f));
    Check().ExpectNear("bounding sphere radius", glm::length(max - centre), mesh.bounding_sphere.radius,
                       model.Tolerance(1e-5f));
    // And it holds every vertex.
    float farthest = 0.0f;
    for (const Triangle& t : mesh.triangles) {
      for (const Point& p : {t.p0, t.p1, t.p2})
        farthest = std::max(farthest, glm::length(p - mesh.bounding_sphere.position));
    }
    Check().About({kSphereItem, kMeshItem});
    Check().ExpectTrue("the bounding sphere contains every vertex", farthest <= mesh.bounding_sphere.radius,
                       fmt::format("a vertex is {:g} from the centre", farthest));
  }

  void RenderWithModel() override {
    DrawTrianglesAndBox(Draw(), ModelMesh(), kMeshItem, kBoxItem);
    Draw().About(kSphereItem);
    Draw().DrawWireSphere(ModelMesh().bounding_sphere, palette::kYellow, 32);
  }

 private:
  // The items: the mesh, its box and its sphere, derived from the file, so none has handles.
  static constexpr int kMeshItem = 0, kBoxItem = 1, kSphereItem = 2;
};

}  // namespace
LAB_REGISTER_MODEL_SAMPLE(OBJDebugTrianglesSphere, Chapter::kModels,
                          "The knot's bounding sphere (yellow): centred on its box (white), radius half the box's "
                          "diagonal, so it holds every vertex.");
}  // namespace lab::samples
