// The window's state file, for the tests that drive a real window (tests/window_test.py, watch's): what it shows
// and where, as JSON. A test hook: LAB_UI_STATE=FILE makes the command line install UiStateWriter as the
// window's after_frame, so the frame loop itself writes nothing.
#pragma once

#include <functional>
#include <string>

#include "framework/window/hosts.hpp"

namespace lab {

// Writes FILE after every frame (through a temporary file and a rename, so a reader never sees half of it).
std::function<void(const Lab&, const LabUi&, const FrameFacts&)> UiStateWriter(std::string path);

}  // namespace lab
