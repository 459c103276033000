// The fault injection of collisions/stubs.cpp compiled with optimization (tests/CMakeLists.txt builds this with
// -O2, whatever the build type): LAB_FAULT="fpe:Probe()" must end the process with SIGFPE, as in a Debug build.
// (GCC once turned the injected 1 / zero into a comparison at -O2, and a Release build's isolation test then saw
// no fault at all.)
#include <cstdio>

#include "collisions/stubs.hpp"

int main() {
  lab::Collisions::stubs::InjectFault("Probe()");
  std::puts("no fault happened");
  return 0;
}
