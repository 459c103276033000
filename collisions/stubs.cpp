#include "collisions/stubs.hpp"

#include <cstdlib>

namespace lab::Collisions::stubs {

namespace {
constexpr Function kFunctions[] = {
#define LAB_COLLISIONS_FUNCTION(chapter, signature) {chapter, signature},
#include "collisions/functions.inc"
#undef LAB_COLLISIONS_FUNCTION
};

std::set<std::string, std::less<>>& Called() {
  static std::set<std::string, std::less<>> called;
  return called;
}
}  // namespace

std::span<const Function> All() { return kFunctions; }

void Called(std::string_view signature) { Called().emplace(signature); }

const std::set<std::string, std::less<>>& CalledSignatures() { return Called(); }

bool IsStudentBuild() {
#if defined(LAB_STUDENT_BUILD)
  return true;
#else
  return false;
#endif
}

bool Enabled(std::string_view signature) {
  static const char* const wanted = std::getenv("LAB_STUB");
  if (wanted == nullptr) return false;
  return std::string_view(wanted) == "all" || std::string_view(wanted) == signature;
}

}  // namespace lab::Collisions::stubs
