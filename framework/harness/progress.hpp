// The student's progress shown after --check: which Collisions functions ran as stubs, and per chapter how many
// are implemented and how many cases pass. The only part of the launcher that knows about the stubs.
#pragma once

#include "framework/harness/isolation.hpp"
#include "framework/harness/reports.hpp"

namespace lab {

// Forgets the stubs earlier runs reached: each --check reports its own (`watch` runs the checks after each
// rebuild).
void ForgetStubsReached();

// Counts the stubs a sample's child process reached.
void RecordStubsReached(const IsolatedRun& run);

// True when there is progress to show: in a student build, or when any stub ran.
bool ProgressToShow();

// The progress table on stdout: per chapter, functions implemented (no stub ran) and cases passing, then the
// functions still stubs.
void PrintProgress(const Progress& progress);

}  // namespace lab
