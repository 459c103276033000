#include "framework/model_option.hpp"

#include <fmt/format.h>

#include "framework/registry.hpp"

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

}  // namespace

bool SetUserModelReader(UserModelReader reader) {
  Reader() = reader;
  // Code that `watch` loads again registers its reader afresh, with its own (empty) copy of the model: it reads
  // the model in use again, so an edit to the file shows too.
  if (std::string message; reader != nullptr && !Path().empty()) {
    if (reader(Path(), message)) {
      Summary() = std::move(message);
    } else {
      fmt::print(stderr, "error: reading the model again: {}\n", message);
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

}  // namespace lab
