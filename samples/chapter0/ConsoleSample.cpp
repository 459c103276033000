// The tutorial's first program: a sample that only prints and opens no window.
#include "framework/sample/registry.hpp"

namespace {

class ConsoleSample final : public lab::Application {
 public:
  void Initialize(int, int) override {
    Print("Testing, testing");
    Print("No window should pop up");
  }
  bool UsesWindow() const override { return false; }
};

}  // namespace

LAB_REGISTER_SAMPLE(ConsoleSample, lab::Chapter::kFramework,
                    "Prints two lines and opens no window: the framework's console-only sample.");
