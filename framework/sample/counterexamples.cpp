#include "framework/sample/counterexamples.hpp"

namespace lab::counterexamples {

namespace {
Drawer g_drawer = nullptr;
Loader g_loader = nullptr;
Describer g_describer = nullptr;
}  // namespace

void Install(Drawer drawer, Loader loader, Describer describer) {
  g_drawer = drawer;
  g_loader = loader;
  g_describer = describer;
}

bool Draw(DebugDraw& draw, std::string_view function, std::string_view counterexample) {
  return g_drawer != nullptr && g_drawer(draw, function, counterexample);
}

bool Load(HandleSet& handles, std::string_view function, std::string_view counterexample) {
  return g_loader != nullptr && g_loader(handles, function, counterexample);
}

std::string Describe(std::string_view function, std::string_view counterexample) {
  return g_describer != nullptr ? g_describer(function, counterexample) : std::string(counterexample);
}

}  // namespace lab::counterexamples
