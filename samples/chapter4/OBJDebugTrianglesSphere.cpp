// Chapter 4, "Model bounding sphere".
#include "samples/sample_models.hpp"

namespace lab::samples {
namespace {

class OBJDebugTrianglesSphere final : public Application {
 public:
  void Initialize(int, int) override {
    const ModelUnderTest model = LoadModelUnderTest(*this);
    ViewCamera().SetHome(model.Home({.distance = 8.0f}));
    mesh_ = model.mesh;
    if (!mesh_) return;
    Check().About(kMeshItem);
    CheckTriangleCount(Check(), model);
    Check().About(kBoxItem);
    CheckBounds(Check(), model);
    // The tutorial's sphere: centred on the box, radius half its diagonal.
    const Point min = model.expected_bounds.min, max = model.expected_bounds.max;
    const Point centre = (min + max) * 0.5f;
    Check().About(kSphereItem);
    Check().ExpectNear("bounding sphere centre", centre, mesh_->bounding_sphere.position, model.Tolerance(1e-5f));
    Check().ExpectNear("bounding sphere radius", glm::length(max - centre), mesh_->bounding_sphere.radius,
                       model.Tolerance(1e-5f));
    // And it holds every vertex.
    float farthest = 0.0f;
    for (const Triangle& t : mesh_->triangles) {
      for (const Point& p : {t.p0, t.p1, t.p2})
        farthest = std::max(farthest, glm::length(p - mesh_->bounding_sphere.position));
    }
    Check().About({kSphereItem, kMeshItem});
    Check().ExpectTrue("the bounding sphere contains every vertex", farthest <= mesh_->bounding_sphere.radius,
                       fmt::format("a vertex is {:g} from the centre", farthest));
  }

  void Render() override {
    Draw().DrawAxes();
    if (!mesh_) return;
    Draw().About(kMeshItem);
    DrawWireMesh(Draw(), *mesh_, palette::kGreen);
    Draw().About(kBoxItem);
    Draw().DrawWireBox(mesh_->bounds, palette::kShape);
    Draw().About(kSphereItem);
    Draw().DrawWireSphere(mesh_->bounding_sphere, palette::kYellow, 32);
  }

 private:
  // The items: the mesh, its box and its sphere, derived from the file, so none has handles.
  static constexpr int kMeshItem = 0, kBoxItem = 1, kSphereItem = 2;

  std::shared_ptr<const Mesh> mesh_;
};

}  // namespace
LAB_REGISTER_MODEL_SAMPLE(OBJDebugTrianglesSphere, Chapter::kModels,
                          "The knot's bounding sphere (yellow): centred on its box (white), radius half the box's "
                          "diagonal, so it holds every vertex.");
}  // namespace lab::samples
