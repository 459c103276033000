// The page's report viewer: a `collision-lab --check --report FILE` JSON file (File > Open a report, or a file
// dropped on the page), each sample's failed cases with their inputs, expected and actual values; a case's
// counterexamples (its random cases' inputs, in structured form) drawn in the scene, and any case's sample opened
// on that case.
#pragma once

#include <string>
#include <vector>

#include "framework/window/lab.hpp"
#include "framework/window/lab_ui.hpp"

namespace lab {

class ReportViewer {
 public:
  // Reads the report; false, with the reason, when it is not one (the viewer keeps what it had).
  bool Load(const std::string& path, const std::string& name, std::string& error);
  // Its window, while a report is open.
  void Draw(Lab& lab, LabUi& ui);
  bool Open() const { return open_; }

 private:
  struct Case {
    long number = 0;  // 0: a case without a number
    std::string what, expected, actual, message, file, clause;
    unsigned line = 0;
    std::vector<std::string> functions, counterexamples;
    int random_cases = 0, random_disagree = 0;
  };
  struct Sample {
    std::string name, status, abnormal;
    int passed = 0, failed = 0;
    std::vector<Case> failures;
  };

  std::string name_, summary_;
  std::vector<Sample> samples_;  // those that failed or crashed, in the report's order
  int clean_samples_ = 0;        // and how many passed
  bool open_ = false;
};

}  // namespace lab
