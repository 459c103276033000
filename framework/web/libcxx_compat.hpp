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
// std::to_chars and std::from_chars for floating point (samples/random/codec.cpp), as the standard has them: the
// fewest significant digits that read back to the same value (printf's %e, tried from 1 digit up, read back by
// strtod), written fixed or scientific, whichever is shorter (fixed on a tie; a whole number fixed has its exact
// digits); the reader takes no leading space, '+' or hexadecimal, as std::from_chars takes none.
namespace std {
namespace lab_compat {
template <class Float>
to_chars_result ShortestChars(char* first, char* last, Float value) {
  string text;
  if (value != value || value - value != value - value) {  // NaN or infinity: printf's words, as to_chars's
    char word[8];
    text.assign(word, static_cast<size_t>(snprintf(word, sizeof word, "%g", static_cast<double>(value))));
  } else {
    char scientific[64];
    int digits = 1;
    for (; digits < 17; ++digits) {
      snprintf(scientific, sizeof scientific, "%.*e", digits - 1, static_cast<double>(value));
      if (static_cast<Float>(strtod(scientific, nullptr)) == value) break;
    }
    snprintf(scientific, sizeof scientific, "%.*e", digits - 1, static_cast<double>(value));
    // The digits and the exponent of the scientific form, and the same digits written fixed.
    const string written = scientific;
    const bool negative = written[0] == '-';
    const size_t e = written.find('e');
    string mantissa;
    for (size_t i = negative ? 1 : 0; i < e; ++i) {
      if (written[i] != '.') mantissa += written[i];
    }
    const int exponent = atoi(written.c_str() + e + 1);
    string fixed = negative ? "-" : "";
    const int count = static_cast<int>(mantissa.size());
    if (exponent >= count - 1) {  // a whole number: its exact digits (the nearest of the texts that read back)
      char whole[400];
      snprintf(whole, sizeof whole, "%.0f", static_cast<double>(value));
      fixed = whole;
    } else if (exponent >= 0) {
      fixed += mantissa.substr(0, static_cast<size_t>(exponent + 1)) + "." +
               mantissa.substr(static_cast<size_t>(exponent + 1));
    } else {
      fixed += "0." + string(static_cast<size_t>(-exponent - 1), '0') + mantissa;
    }
    text = fixed.size() <= written.size() ? fixed : written;
  }
  if (static_cast<ptrdiff_t>(text.size()) > last - first) return {last, errc::value_too_large};
  for (size_t i = 0; i < text.size(); ++i) first[i] = text[i];
  return {first + text.size(), errc()};
}
template <class Float>
from_chars_result ReadChars(const char* first, const char* last, Float& value) {
  const string text(first, last);
  const size_t digits = text.starts_with('-') ? 1 : 0;
  if (text.size() <= digits || text[digits] == ' ' || text[digits] == '+' || text[digits] == '\t' ||
      (text.size() > digits + 1 && text[digits] == '0' && (text[digits + 1] == 'x' || text[digits + 1] == 'X'))) {
    return {first, errc::invalid_argument};
  }
  char* end = nullptr;
  errno = 0;
  const double read = strtod(text.c_str(), &end);
  if (end == text.c_str()) return {first, errc::invalid_argument};
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
