// The BVH race against Embree (tests/bvh_race.cpp), run by `lab_benchmarks --race [--quick]`.
#pragma once

namespace lab {

// Prints the race's table; returns 0 when every ray agreed with Embree and the brute force, 1 otherwise.
int RunBvhRace(bool quick);

}  // namespace lab
