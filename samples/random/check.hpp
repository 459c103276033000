// What a sample calls to run its functions' random cases against the reference (samples/random/random_cases.hpp
// says how they are made and compared): after its book and contract cases, one case per function.
#pragma once

#include <initializer_list>
#include <source_location>
#include <string_view>

#include "framework/sample/checks.hpp"

namespace lab::samples::random_cases {

// Runs the stored random cases of each function (by its manifest signature) and records one case for each.
void CheckRandomCases(Checks& checks, std::initializer_list<std::string_view> signatures,
                      std::source_location where = std::source_location::current());

}  // namespace lab::samples::random_cases

namespace lab::samples {
using random_cases::CheckRandomCases;
}  // namespace lab::samples
