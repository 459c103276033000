// `collision-lab --model FILE`: the user's own OBJ file, which the model samples run on in place of the
// shipped knot.obj. The launcher reads the file once, before any sample runs, through the reader the samples
// register (the framework itself builds no meshes); the samples' child processes are forked from the launcher
// and the window's background checks are passed --model again, so every process sees the same model.
#pragma once

#include <string>

namespace lab {

// Reads and checks the file at path. On success returns true with message a short description of the model
// ("my.obj (1,234 triangles)"); on failure false with message the error ("my.obj:12: ...").
using UserModelReader = bool (*)(const std::string& path, std::string& message);

// Registered by the samples (samples/sample_models.hpp) at start-up, and again by code `watch` reloads (which
// then reads the model in use again); returns true so it can initialise a static.
bool SetUserModelReader(UserModelReader reader);

// Reads the file through the registered reader and, when it reads, makes it the model in use and names it in
// every model sample's description. False, with error naming the file (and line), when it does not.
bool SetUserModel(const std::string& path, std::string& error);

// The path given to --model, as given; empty when the samples use their shipped models.
const std::string& UserModelPath();
// The reader's description of it ("my.obj (1,234 triangles)"); empty with no --model.
const std::string& UserModelSummary();
// Why the file could not be read again when `watch` reloaded the code (it was edited into a malformed one, or
// removed); empty when it was, or was never re-read. The model samples fail with it.
const std::string& UserModelRereadError();

}  // namespace lab
