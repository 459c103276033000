// Included before every file of the page (framework/web/dependencies.cmake): what the C++20 the lab is written in
// needs and emscripten 3.1.6's libc++ (Debian 12's) does not have yet. Each is the standard's, from the compiler's
// own builtin, and goes away with a newer emscripten.
#pragma once

#include <bit>
#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <system_error>
#include <type_traits>

#if !defined(__cpp_lib_bit_cast)
namespace std {
template <class To, class From>
requires(sizeof(To) == sizeof(From) && is_trivially_copyable_v<To> && is_trivially_copyable_v<From>) constexpr To
    bit_cast(const From& from) noexcept {
  return __builtin_bit_cast(To, from);
}
}  // namespace std
#endif

#if !defined(__cpp_lib_to_chars)
// std::to_chars and std::from_chars for floating point (samples/random/codec.cpp): the shortest text that reads
// back, as the fewest significant digits printf's %g needs for strtod to give the same value.
namespace std {
namespace lab_compat {
template <class Float>
to_chars_result ShortestChars(char* first, char* last, Float value) {
  char text[64];
  int length = 0;
  for (int digits = 1; digits <= 17; ++digits) {
    length = snprintf(text, sizeof text, "%.*g", digits, static_cast<double>(value));
    const Float back = static_cast<Float>(strtod(text, nullptr));
    if (back == value || value != value) break;
  }
  if (length > last - first) return {last, errc::value_too_large};
  for (int i = 0; i < length; ++i) first[i] = text[i];
  return {first + length, errc()};
}
template <class Float>
from_chars_result ReadChars(const char* first, const char* last, Float& value) {
  const string text(first, last);
  char* end = nullptr;
  errno = 0;
  const double read = strtod(text.c_str(), &end);
  if (end == text.c_str()) return {first, errc::invalid_argument};
  if (errno == ERANGE) return {first + (end - text.c_str()), errc::result_out_of_range};
  value = static_cast<Float>(read);
  return {first + (end - text.c_str()), errc()};
}
}  // namespace lab_compat
inline to_chars_result to_chars(char* first, char* last, float value) {
  return lab_compat::ShortestChars(first, last, value);
}
inline to_chars_result to_chars(char* first, char* last, double value) {
  return lab_compat::ShortestChars(first, last, value);
}
inline from_chars_result from_chars(const char* first, const char* last, float& value) {
  return lab_compat::ReadChars(first, last, value);
}
inline from_chars_result from_chars(const char* first, const char* last, double& value) {
  return lab_compat::ReadChars(first, last, value);
}
}  // namespace std
#endif
