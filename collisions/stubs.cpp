#include "collisions/stubs.hpp"

#include <algorithm>
#include <csignal>
#include <cstdlib>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace lab::Collisions::stubs {

namespace {
constexpr Function kFunctions[] = {
#define LAB_COLLISIONS_FUNCTION(chapter, signature, file, line) {chapter, signature, file, line},
#include "collisions/functions.inc"
#undef LAB_COLLISIONS_FUNCTION
};

CalledHook g_called_hook = nullptr;

std::set<std::string, std::less<>>& Called() {
  static std::set<std::string, std::less<>> called;
  return called;
}
}  // namespace

std::span<const Function> All() { return kFunctions; }

const Function* Find(std::string_view signature) {
  for (const Function& function : kFunctions) {
    if (signature == function.signature) return &function;
  }
  return nullptr;
}

void SetCalledHook(CalledHook hook) { g_called_hook = hook; }

void Called(std::string_view signature) {
  // LAB_STUB_UNMARKED (the switchable build only, never a student's): the stubs answer as if written and record
  // nothing, as a stub whose LAB_STUB line a student deleted. tools/assignment.py counts what their answers pass.
  static const bool unmarked = !IsStudentBuild() && std::getenv("LAB_STUB_UNMARKED") != nullptr;
  if (unmarked) return;
  if (Called().emplace(signature).second && g_called_hook != nullptr) g_called_hook(signature);
}

void ForgetCalled() { Called().clear(); }

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
  if (std::string_view(wanted) == "all") return true;
  // One signature, or several parted by ';' (an assignment's hand-out: every function it leaves a stub).
  std::string_view rest = wanted;
  while (!rest.empty()) {
    const std::size_t end = rest.find(';');
    if (rest.substr(0, end) == signature) return true;
    rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 1);
  }
  return false;
}

bool MutantActive(std::string_view key) {
  static const char* const wanted = std::getenv("LAB_MUTANT");
  return wanted != nullptr && std::string_view(wanted) == key;
}

namespace {
// Each kind of fault, kept out of line and opaque to the optimizer so that it really happens.
// Stops only when `until` says so, which it never does; the compiler cannot tell.
[[gnu::noinline]] int Recurse(int depth, const volatile bool& until) {
  volatile char frame[256];
  frame[0] = static_cast<char>(depth);
  if (until) return frame[0];
  return Recurse(depth + 1, until) + frame[0];
}
volatile bool g_never = false;
#if defined(__x86_64__) || defined(__i386__)
volatile int g_zero = 0;  // the divisor of "fpe"
#endif
}  // namespace

void InjectFault(std::string_view signature) {
  static const char* const faults = std::getenv("LAB_FAULT");
  if (faults == nullptr) return;
  std::string_view rest(faults);
  while (!rest.empty()) {
    const std::string_view entry = rest.substr(0, rest.find(';'));
    rest.remove_prefix(std::min(rest.size(), entry.size() + 1));
    const std::size_t colon = entry.find(':');
    if (colon == std::string_view::npos || entry.substr(colon + 1) != signature) continue;
    const std::string_view kind = entry.substr(0, colon);
    if (kind == "segv") {
      volatile int* volatile nowhere = nullptr;
      *nowhere = 1;
    } else if (kind == "abort") {
      std::abort();
    } else if (kind == "throw") {
      throw std::out_of_range(std::string(signature) + ": index 7 is out of range");
    } else if (kind == "hang") {
      volatile unsigned spin = 0;
      while (!g_never) spin = spin + 1u;
    } else if (kind == "recurse") {
      Recurse(0, g_never);
    } else if (kind == "memory") {
      std::vector<std::unique_ptr<char[]>> hoard;
      while (true) {
        hoard.emplace_back(new char[1 << 20]);
        std::fill_n(hoard.back().get(), 1 << 20, 'x');  // touched, so it is resident
      }
    } else if (kind == "fpe") {
      // An integer division by zero the optimizer cannot see through: GCC turns 1 / x into a comparison at -O2
      // (no division, so no SIGFPE), so on x86 the division is written out (idiv traps on a zero divisor).
#if defined(__x86_64__) || defined(__i386__)
      int quotient = 1;
      const int divisor = g_zero;
      asm volatile("cltd\n\tidivl %[divisor]" : "+a"(quotient) : [divisor] "r"(divisor) : "edx", "cc");
#else
      std::raise(SIGFPE);
#endif
    }
  }
}

}  // namespace lab::Collisions::stubs
