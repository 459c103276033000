// Fuzz target for the OBJ loading path: any bytes must give a mesh or an error, never a crash, a hang or a
// sanitizer report. Built with clang's libFuzzer by `./lab.sh fuzz`; every normal build also replays the
// corpus through the same entry point (obj_fuzz_replay.cpp).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "framework/io/obj_loader.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const lab::ObjLoadResult result =
      lab::ParseObj(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.obj");
  if (!result && result.error.empty()) __builtin_trap();  // a failure must say why
  if (result) {
    for (const lab::Triangle& t : result.mesh->triangles) {
      if (!(t.p0.x == t.p0.x)) __builtin_trap();  // no NaN vertex gets through
    }
  }
  return 0;
}
