// What the samples on the model under test share (chapter 4's and MeshAgainstMesh): loading the model, the view
// around it, and the guard that checks and draws nothing of it when it could not be loaded (the loader's error is
// then the sample's failed check). Also the shipped cube their contracts' clauses are checked on.
#pragma once

#include <span>
#include <string_view>

#include "samples/sample_checks.hpp"
#include "samples/sample_models.hpp"

namespace lab::samples {

// The shipped cube, [-1, 1]^3 in its own space: the model functions' contracts (samples/contracts/models.txt) are
// checked on it, placed by position, rotation (degrees) and scale, because its answers can be worked out by hand.
class ShippedCube {
 public:
  // Null, with the loader's error logged as the sample's failed check, when cube.obj cannot be loaded.
  explicit ShippedCube(Application& app) : mesh_(LoadAsset(app, "cube.obj")) {}
  explicit operator bool() const { return mesh_ != nullptr; }

  Model Placed(glm::vec3 position, glm::vec3 rotation = glm::vec3(0.0f), glm::vec3 scale = glm::vec3(1.0f)) const {
    Model model(mesh_);
    model.position = position;
    model.rotation = rotation;
    model.scale = scale;
    return model;
  }

 private:
  std::shared_ptr<const Mesh> mesh_;
};

// A sample on the model under test: knot.obj, or the user's file (`--model FILE`). It sets the view's home from
// where it looks at the knot, and runs InitializeWithModel and RenderWithModel only when the model loaded.
class ModelSample : public Application {
 public:
  void Initialize(int, int) override {
    model_ = LoadModelUnderTest(*this);
    ViewCamera().SetHome(model_.Home(knot_home_));
    if (model_) InitializeWithModel();
  }

  void Render() final {
    Draw().DrawAxes();
    if (model_) RenderWithModel();
  }

 protected:
  explicit ModelSample(OrbitCamera::Pose knot_home) : knot_home_(knot_home) {}

  virtual void InitializeWithModel() = 0;
  virtual void RenderWithModel() = 0;

  const ModelUnderTest& UnderTest() const { return model_; }
  const Mesh& ModelMesh() const { return *model_.mesh; }

  // The cube for the contracts' clauses, which are about nothing in the scene (it is not drawn).
  ShippedCube ContractCube() {
    Check().About({});
    return ShippedCube(*this);
  }

 private:
  OrbitCamera::Pose knot_home_;
  ModelUnderTest model_;
};

// The model-intersection samples: shapes against the three tutorial models, each expected to meet some model or
// none. Checks both argument orders; draws a shape red when it meets a model, blue otherwise. Each shape is an
// item (its index) with handles; the models are context and stay where they are. Then the function's contract on
// the shipped cube (the sample's CheckContract) and its random cases against the reference.
template <class Shape, std::size_t N>
class ModelIntersectionSample : public ModelSample {
 public:
  // function: as the random cases name it, "Intersects(Model, AABB)".
  ModelIntersectionSample(std::array<Shape, N> shapes, std::array<bool, N> expected, std::string_view function)
      : ModelSample({.distance = 26.0f}), shapes_(shapes), expected_(expected), function_(function) {}

  void Initialize(int width, int height) override {
    ModelSample::Initialize(width, height);
    CheckContract();
    // Then the function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {function_});
  }

 protected:
  virtual const char* ShapeName() const = 0;
  virtual void DrawShape(const Shape& shape, const Color& color) = 0;
  virtual void CheckContract() = 0;

  // One case of a clause of the contract: Intersects(model, shape), the model named in words and the shape by its
  // values, or by shape_text ("y = 0.5" for a plane).
  void ExpectMeets(std::string_view clause, const Model& model, std::string_view model_text, const Shape& shape,
                   bool expected) {
    ExpectMeets(clause, model, model_text, shape, fmt::format("{}", shape), expected);
  }
  void ExpectMeets(std::string_view clause, const Model& model, std::string_view model_text, const Shape& shape,
                   std::string_view shape_text, bool expected) {
    ExpectClause(Check(), clause, fmt::format("Intersects({}, {} {})", model_text, ShapeName(), shape_text), expected,
                 Collisions::Intersects(model, shape));
  }

 private:
  void InitializeWithModel() override {
    const ModelUnderTest& model = UnderTest();
    models_ = TutorialModels(model);
    for (std::size_t i = 0; i < N; ++i) {
      // On the user's model: the knot's shapes carried to its space, and the answers by brute force.
      const char* answer = "";
      if (!model.is_knot) {
        shapes_[i] = model.Place(shapes_[i]);
        expected_[i] = BruteForceMeetsAny(models_, shapes_[i]);
        answer = ", as brute force over the triangles says";
      }
      Check().About(static_cast<int>(i));
      Check().Expect(fmt::format("{} {} ({}) meets a model{}", ShapeName(), i, shapes_[i], answer), expected_[i],
                     MeetsAnyModel(shapes_[i], false));
      Check().Expect(fmt::format("{} {}, the other argument order", ShapeName(), i), expected_[i],
                     MeetsAnyModel(shapes_[i], true));
    }
    Handles().AddAll(ShapeName(), std::span<Shape>(shapes_));
  }

  void RenderWithModel() override {
    Draw().About(DebugDraw::kSceneItem);
    for (const Model& model : models_) DrawModel(Draw(), model, palette::kShape);
    for (std::size_t i = 0; i < N; ++i) {
      Draw().About(static_cast<int>(i));
      DrawShape(shapes_[i], palette::ForShape(MeetsAnyModel(shapes_[i], false)));
    }
  }

  bool MeetsAnyModel(const Shape& shape, bool reversed) const {
    for (const Model& model : models_) {
      if (reversed ? Collisions::Intersects(shape, model) : Collisions::Intersects(model, shape)) return true;
    }
    return false;
  }

  std::array<Shape, N> shapes_;
  std::array<bool, N> expected_;
  std::string function_;
  std::array<Model, 3> models_;
};

}  // namespace lab::samples
