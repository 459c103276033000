// Which student functions a sample's cases call. samples/traced.hpp notes every call a sample makes to a
// Collisions function; each case the checks record takes the functions noted since the case before it (Take),
// so a failure names the function it caught, and the tools that stub or mutate one function know which samples
// call it.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace lab::calls {

// The argument types of one kind of call ({"Ray", "Sphere", "float"}), made when first asked for.
using ArgumentTypes = const std::vector<std::string>& (*)();

// Notes a call on this thread: two pointers, each kind once until the next Take.
void Note(std::string_view name, ArgumentTypes types);
// The functions noted on this thread since the last Take, as Label gives them, each once, in the order first
// called; forgets them.
std::vector<std::string> Take();
// Forgets this thread's notes without reading them: before the code that made them is unloaded (live reload),
// as each holds a pointer into it.
void Forget();

// The label of a call: the signature the manifest gives its function (collisions/functions.inc,
// "Raycast(Ray, Sphere, float&)"), or, for a function that is no student's, its name and argument types with
// " (the lab's, around a student's)".
std::string Label(std::string_view name, const std::vector<std::string>& argument_types);
// The parameters of a manifest signature as written: "Raycast(Ray, Sphere, float&)" -> {"Ray", "Sphere", "float&"}.
std::vector<std::string> Parameters(std::string_view signature);
// Whether Label found the call in the manifest: a student's own function.
bool IsStudentFunction(std::string_view label);

}  // namespace lab::calls
