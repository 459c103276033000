#include "framework/harness/model_option.hpp"

#include <fmt/format.h>

#include "framework/sample/registry.hpp"

namespace lab {
namespace {

UserModelReader& Reader() {
  static UserModelReader reader = nullptr;
  return reader;
}
std::string& Path() {
  static std::string path;
  return path;
}
std::string& Summary() {
  static std::string summary;
  return summary;
}
std::string& RereadError() {
  static std::string error;
  return error;
}

}  // namespace

bool SetUserModelReader(UserModelReader reader) {
  Reader() = reader;
  // Code that `watch` loads again registers its reader afresh, with its own (empty) copy of the model: it reads
  // the model in use again, so an edit to the file shows too.
  if (std::string message; reader != nullptr && !Path().empty()) {
    if (reader(Path(), message)) {
      Summary() = std::move(message);
      RereadError().clear();
    } else {
      // The reloaded code has no triangles: its model samples fail with this instead of passing on nothing.
      fmt::print(stderr, "error: reading the model again: {}\n", message);
      RereadError() = std::move(message);
    }
  }
  return true;
}

bool SetUserModel(const std::string& path, std::string& error) {
  if (Reader() == nullptr) {
    error = fmt::format("{}: this program has no samples that load models", path);
    return false;
  }
  std::string message;
  if (!Reader()(path, message)) {
    error = std::move(message);
    return false;
  }
  Path() = path;
  Summary() = std::move(message);
  NoteModelSamples(
      fmt::format("On {} in place of knot.obj, checked against brute force over its triangles. ", Summary()));
  return true;
}

const std::string& UserModelPath() { return Path(); }
const std::string& UserModelSummary() { return Summary(); }
const std::string& UserModelRereadError() { return RereadError(); }

}  // namespace lab
