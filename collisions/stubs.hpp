// Stubs for the student kit. In a student build every Collisions body is replaced by its stub, which
// begins with LAB_STUB("Name(Args)"): the call records that the function is still a stub, so
// `collision-lab --check` can show which functions are implemented. Delete the line when you implement it.
#pragma once

#include <set>
#include <span>
#include <string>
#include <string_view>

#define LAB_STUB(signature) ::lab::Collisions::stubs::Called(signature)

namespace lab::Collisions::stubs {

// One function a student implements (collisions/functions.inc, generated from the sources, lists them all).
struct Function {
  int chapter;
  const char* signature;  // e.g. "Raycast(Ray, Sphere, float&)"
  const char* file;       // where to implement it, e.g. "collisions/raycasts.cpp"
  int line;               // the line its definition starts on
};

// The function with this signature, or null.
const Function* Find(std::string_view signature);

// Every Collisions function with a stub, in chapter order.
std::span<const Function> All();

// Records that a stub ran.
void Called(std::string_view signature);
// Called with a stub's signature the first time it runs (the isolated --check passes it to its parent).
using CalledHook = void (*)(std::string_view signature);
void SetCalledHook(CalledHook hook);
// Forgets which stubs have run (before the checks run again on rebuilt code).
void ForgetCalled();
// The signatures of the stubs that have run in this process.
const std::set<std::string, std::less<>>& CalledSignatures();

// True in a student build (-DLAB_STUDENT=ON, or a hand-out tree with no solutions in it).
bool IsStudentBuild();

// For the stub-coverage test's build only: whether the stub of `signature` replaces the solution in this run
// (the environment variable LAB_STUB names one signature, several parted by ";", or "all").
bool Enabled(std::string_view signature);
// For the same build: whether the catalogued mutant `key` ("Signature#number", collisions/mutants/*.mutants)
// replaces the solution in this run (the environment variable LAB_MUTANT names one).
bool MutantActive(std::string_view key);

// For the isolation tests' build (the switchable one) only: makes `signature` misbehave the way a student's
// first attempt can. The environment variable LAB_FAULT lists "kind:signature" entries separated by ';', with
// kind one of segv (a null pointer), abort, throw, hang (a loop that never ends), recurse (runaway
// recursion), memory (allocation without end) or fpe (an integer division by zero).
void InjectFault(std::string_view signature);

}  // namespace lab::Collisions::stubs
