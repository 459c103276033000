// The window's view of a random case that disagrees with the reference (samples/random): its inputs drawn in the
// scene, the reference's answer as a ghost beside the student's, and the inputs moved into the sample's own
// shapes when it has shapes of those kinds. The samples layer, which knows every function's types, installs the
// two; the framework only asks.
#pragma once

#include <string>
#include <string_view>

#include "framework/sample/debug_draw.hpp"
#include "framework/sample/handles.hpp"

namespace lab::counterexamples {

// Draws one counterexample of a function (a line of Checks::Case::counterexamples); false when it cannot.
using Drawer = bool (*)(DebugDraw& draw, std::string_view function, std::string_view counterexample);
// Puts the counterexample's inputs into the sample's shapes of the same kinds (HandleSet::Shapes); false when
// the sample has none of them.
using Loader = bool (*)(HandleSet& handles, std::string_view function, std::string_view counterexample);
// Says a counterexample in words: "from inside: Raycast(...): expected true, 1.73, got false, -1".
using Describer = std::string (*)(std::string_view function, std::string_view counterexample);
void Install(Drawer drawer, Loader loader, Describer describer);

bool Draw(DebugDraw& draw, std::string_view function, std::string_view counterexample);
bool Load(HandleSet& handles, std::string_view function, std::string_view counterexample);
std::string Describe(std::string_view function, std::string_view counterexample);

}  // namespace lab::counterexamples
