// framework_tests' main: GoogleTest's, except when the Lab under test starts this program again as its
// background checker (as collision-lab's main does).
#include <gtest/gtest.h>

#include "framework/harness/background_checks.hpp"

int main(int argc, char** argv) {
  if (lab::IsBackgroundChecksCall(argc, argv)) return lab::RunBackgroundChecks(argc, argv);
  testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
