// Small text helpers for what the framework prints and parses (type names, compiler and sanitizer output),
// written out by hand where <regex> cost every file that used it 15 s of compile time under AddressSanitizer.
#pragma once

#include <cctype>
#include <cstddef>
#include <string>
#include <string_view>

namespace lab::text {

// text with every occurrence of from replaced by to, left to right.
inline std::string ReplaceAll(std::string text, std::string_view from, std::string_view to) {
  if (from.empty()) return text;
  for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) {
    text.replace(at, from.size(), to);
  }
  return text;
}

// text without its leading spaces and its trailing spaces and carriage returns (a line of a table file).
inline std::string TrimSpaces(std::string text) {
  text.erase(0, text.find_first_not_of(' '));
  text.erase(text.find_last_not_of(" \r") + 1);
  return text;
}

inline bool IsDigit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }
inline bool IsSpace(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

// The run of decimal digits at text[at...], if there is one (at most max_digits long), as its value and length.
inline bool ReadDigits(std::string_view text, std::size_t at, unsigned long& value, std::size_t& length,
                       std::size_t max_digits = 9) {
  length = 0;
  value = 0;
  while (at + length < text.size() && IsDigit(text[at + length]) && length < max_digits) {
    value = value * 10 + static_cast<unsigned long>(text[at + length] - '0');
    ++length;
  }
  return length > 0;
}

}  // namespace lab::text
