// `collision-lab --bench SAMPLE`: times the student functions a sample calls, on the sample's own data (the
// very calls its checks and its first frame make) and on random shapes of the same kinds, and sets the figures
// beside the reference's (another build's program, or figures it saved).
//
// Samples call Collisions functions through samples/traced.hpp, which hands each call to the Recording
// alive on its thread, if any; that is how the bench knows what a sample uses, in any build.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <typeindex>
#include <utility>
#include <vector>

#include "framework/harness/isolation.hpp"

namespace lab::bench {

// One call a sample made to a Collisions function, kept so that it can be made again.
struct RecordedCall {
  std::string name;                         // "Raycast"
  std::vector<std::string> argument_types;  // {"Ray", "Sphere", "float"}, as TypeName gives them
  std::function<void()> again;              // the same call on copies of the same arguments
  // Prepares `count` calls whose shape arguments (points, rays, boxes...) are random, drawn from seed up
  // front, and the rest the sample's (a model, a number); returns what makes them. Empty when no argument is a
  // shape.
  std::function<std::function<void()>(std::uint32_t seed, int count)> on_random;
};

// While a Recording is alive, the calls samples make on its thread are kept in it (the first kMaxCallsPerKind of
// each function and argument types).
class Recording {
 public:
  static constexpr std::size_t kMaxCallsPerKind = 4096;
  Recording();
  ~Recording();
  Recording(const Recording&) = delete;
  Recording& operator=(const Recording&) = delete;

  static Recording* Current() { return current_; }
  // Counts a call of this name with these argument types; false once kMaxCallsPerKind have been counted, so the
  // caller need not copy its arguments.
  bool Wants(std::string_view name, const std::vector<std::string>& argument_types);
  void Add(RecordedCall call);
  const std::vector<RecordedCall>& Calls() const { return calls_; }
  // Ends the recording (no call is kept after it, on this thread) and hands over the calls kept.
  std::vector<RecordedCall> Finish();

  // One copy of an argument that is dear to copy (a mesh, a world, a point set), shared by every call that
  // passed the same object: keyed by its address and type, and copied again when the object there has changed
  // (its bytes differ, as a new temporary's at a reused address do).
  template <class T>
  std::shared_ptr<T> Keep(const T& value);

 private:
  struct Kept {
    std::shared_ptr<void> copy;
    std::vector<std::byte> bytes;  // the object's own bytes when it was copied
  };
  static thread_local Recording* current_;
  Recording* previous_ = nullptr;
  bool finished_ = false;
  std::vector<RecordedCall> calls_;
  std::map<std::string, std::size_t, std::less<>> per_kind_;
  std::map<std::pair<const void*, std::type_index>, Kept> kept_;
};

template <class T>
std::shared_ptr<T> Recording::Keep(const T& value) {
  const auto* first = reinterpret_cast<const std::byte*>(&value);
  Kept& kept = kept_[{&value, std::type_index(typeid(T))}];
  if (kept.copy == nullptr || !std::equal(kept.bytes.begin(), kept.bytes.end(), first)) {
    kept.copy = std::make_shared<T>(value);
    kept.bytes.assign(first, first + sizeof(T));
  }
  return std::static_pointer_cast<T>(kept.copy);
}

// A short name for an argument's type: "Ray", "Point" (glm::vec3), "std::vector<Point>", "callback" (a lambda
// or a std::function), from the compiler's own spelling of T.
std::string ShortTypeName(std::string_view compiler_name);
template <class T>
const std::string& TypeName() {
  static const std::string name = ShortTypeName(__PRETTY_FUNCTION__);
  return name;
}

// Keeps the optimizer from dropping a call whose result is unused.
template <class T>
inline void KeepResult(const T& value) {
  asm volatile("" : : "r"(&value) : "memory");
}

// The label of a recorded call: the signature the manifest gives its function (collisions/functions.inc,
// "Raycast(Ray, Sphere, float&)"), or, for a function that is no student's, its name and argument types.
std::string Label(const RecordedCall& call);

// A time as the table shows it ("3.10 ns", "412 ns", "1.5 us"; "-" for none), and yours over the reference's
// ("1.29x"; empty when either is missing).
std::string Nanoseconds(double ns);
std::string Ratio(double yours, double reference);

struct Options {
  std::vector<std::string> names;  // the samples; empty for every sample
  std::string against;             // a program (another build's collision-lab) or a figures file; empty: none
  std::string save_path;           // where to save this build's figures; empty: nowhere
  std::string model_path;          // --model: passed on to a reference program
  std::string records_path;        // --bench-records: progress and figures as tab-separated lines; empty: none
  IsolationLimits limits;          // each sample's checks run isolated first, with these limits
};

// --bench-records FILE: the bench as it goes, one line of tab-separated fields per record, flushed at once (the
// window's Performance panel reads them on a pipe, /dev/fd/3). The records:
//   note      TEXT                                  e.g. that the build is not optimized
//   reference TEXT                                  what the reference is (figures scaled, or a program run now)
//   sample    NAME                                  a sample's turn begins
//   progress  TEXT  FUNCTIONS_DONE  FUNCTIONS      what it is doing (FUNCTIONS: 0 until known)
//   figure    SAMPLE LABEL OWN_NS OWN_CALLS RANDOM_NS RANDOM_CASES STUB REFERENCE_OWN_NS REFERENCE_RANDOM_NS
//             (as --save-figures writes them, then the reference's, scaled; nan where there is none)
//   failure   SAMPLE TEXT                           a line of a crash, hang or failing checks' report
//   error     TEXT                                  why nothing could be timed (an unknown sample, a bad reference)
//   done      EXIT_STATUS                           the last record of a run that ended on its own
inline constexpr std::string_view kRecordsOption = "--bench-records";

// The fields of a records line or a figures file's line (a trailing tab ends an empty last field).
std::vector<std::string> SplitTabs(const std::string& line);

// How a process ended, from its wait status: "exit status 2", "SIGSEGV (Segmentation fault)".
std::string DescribeStatus(int status);

// Runs the bench; returns an exit status: 0, 1 when a sample crashed or hung, 2 for an unknown sample or
// reference figures that cannot be read or made, 3 when the figures could not be saved.
int Run(const Options& options);

}  // namespace lab::bench
