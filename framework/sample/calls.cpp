#include "framework/sample/calls.hpp"

#include <algorithm>
#include <cstddef>
#include <utility>

#include "collisions/stubs.hpp"

namespace lab::calls {

namespace {

struct Noted {
  std::string_view name;
  ArgumentTypes types;
};
thread_local std::vector<Noted> t_noted;

// A manifest parameter as a call's argument type reads: no '&', glm::vec3 as Point.
std::string ComparableParameter(std::string parameter) {
  std::erase(parameter, '&');
  while (!parameter.empty() && parameter.back() == ' ') parameter.pop_back();
  return parameter == "glm::vec3" ? "Point" : parameter;
}

std::vector<std::string> ManifestParameters(std::string_view signature) {
  std::vector<std::string> parameters = Parameters(signature);
  for (std::string& parameter : parameters) parameter = ComparableParameter(std::move(parameter));
  return parameters;
}

constexpr std::string_view kNotAStudentsFunction = " (the lab's, around a student's)";

}  // namespace

void Note(std::string_view name, ArgumentTypes types) {
  for (const Noted& noted : t_noted) {
    if (noted.types == types && noted.name.data() == name.data()) return;
  }
  t_noted.push_back({name, types});
}

std::vector<std::string> Take() {
  std::vector<std::string> labels;
  for (const Noted& noted : t_noted) {
    std::string label = Label(noted.name, noted.types());
    if (std::find(labels.begin(), labels.end(), label) == labels.end()) labels.push_back(std::move(label));
  }
  t_noted.clear();
  return labels;
}

void Forget() { t_noted.clear(); }

std::vector<std::string> Parameters(std::string_view signature) {
  std::vector<std::string> parameters;
  const std::size_t open = signature.find('('), close = signature.rfind(')');
  std::string_view rest = signature.substr(open + 1, close - open - 1);
  while (!rest.empty()) {
    const std::size_t comma = rest.find(", ");
    parameters.emplace_back(rest.substr(0, comma));
    if (comma == std::string_view::npos) break;
    rest.remove_prefix(comma + 2);
  }
  return parameters;
}

std::string Label(std::string_view name, const std::vector<std::string>& argument_types) {
  for (const Collisions::stubs::Function& function : Collisions::stubs::All()) {
    const std::string_view signature = function.signature;
    if (!signature.starts_with(name) || signature.substr(name.size(), 1) != "(") continue;
    const std::vector<std::string> parameters = ManifestParameters(signature);
    if (parameters.size() < argument_types.size()) continue;
    // A parameter left out must have a default: an output (a reference) never has one here.
    const auto left_out = parameters.begin() + static_cast<std::ptrdiff_t>(argument_types.size());
    if (std::any_of(left_out, parameters.end(), [&](const std::string& parameter) {
          return signature.find(parameter + "&") != std::string_view::npos;
        })) {
      continue;
    }
    bool same = true;
    for (std::size_t i = 0; i < argument_types.size() && same; ++i) {
      const std::string& given = argument_types[i];
      // A callback parameter has an alias's name (OverlapsAt); a lambda is given.
      same = given == parameters[i] || (given == "callback" && parameters[i].find(' ') == std::string::npos &&
                                        parameters[i] != "float" && parameters[i] != "int");
    }
    if (same) return std::string(signature);
  }
  std::string label = std::string(name) + "(";
  for (std::size_t i = 0; i < argument_types.size(); ++i) {
    label += (i == 0 ? "" : ", ") + argument_types[i];
  }
  return label + ")" + std::string(kNotAStudentsFunction);
}

bool IsStudentFunction(std::string_view label) { return !label.ends_with(kNotAStudentsFunction); }

}  // namespace lab::calls
