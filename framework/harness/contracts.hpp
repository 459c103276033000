// Every clause of every student function's contract (touching or strict, one- or two-sided, behind the origin,
// inside, parallel, degenerate input, NaN, the value on a miss), listed in samples/contracts/*.txt, and the cases
// that check each: a case names its clause with Checks::Clause, and it must call the function
// (framework/sample/calls.hpp) so that its failure names the function. collision-lab --contracts prints the table
// (docs/CONTRACTS.md is one); a clause with no case, or a case whose clause is listed for none of the functions it
// calls, fails it.
#pragma once

#include <string>
#include <vector>

#include "framework/harness/reports.hpp"

namespace lab {

// samples/contracts/ of the source tree, a file per collisions/ source (LAB_CONTRACTS in the environment overrides it).
std::string ContractsPath();

// The table, in Markdown, from a run of every sample's checks; problems counts the clauses with no case and the
// cases whose clause is unknown (each listed in the table).
std::string ContractsTable(const std::vector<SampleResult>& results, int& problems);

}  // namespace lab
