// Hints from known slips. tools/mutants.py runs the mutant catalogue (collisions/mutants: realistic wrong bodies of
// each student function) and writes, for each mutant with a hint, the cases it fails (samples/hints.txt). When a
// student's failing cases of a function are exactly a mutant's (among the samples that ran), --check, the JSON
// report and the window show its hint beside the failure.
#pragma once

#include <string>
#include <vector>

#include "framework/harness/reports.hpp"

namespace lab {

struct Hint {
  std::string function;  // "PointInSphere(Sphere, Point)"
  std::string text;      // what to tell the student
};

// The hints table's path: LAB_HINTS in the environment, else samples/hints.txt of the source tree.
std::string HintsPath();

// The hints whose mutant fails exactly the cases these results fail, function by function (a function's random
// cases aside: another seed changes them; crashes count as "Sample!kind").
std::vector<Hint> MatchHints(const std::vector<SampleResult>& results);

}  // namespace lab
