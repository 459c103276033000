#include "framework/sample/registry.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace lab {
namespace {

// Function-local statics: samples register during static initialisation, in any translation unit order.
std::vector<SampleInfo>& Entries() {
  static std::vector<SampleInfo> entries;
  return entries;
}
bool& Sorted() {
  static bool sorted = false;
  return sorted;
}
std::string& ModelNote() {
  static std::string note;
  return note;
}

std::string Lower(std::string_view text) {
  std::string lower(text);
  for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return lower;
}

std::size_t EditDistance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0u : 1u)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

}  // namespace

std::string_view ChapterTitle(Chapter chapter) {
  switch (chapter) {
#define LAB_CHAPTER(number, identifier, title, sources) \
  case Chapter::identifier:                             \
    return title;
#include "collisions/chapters.def"
#undef LAB_CHAPTER
  }
  return "?";
}

bool RegisterSample(std::string name, Chapter chapter, std::string description,
                    std::function<std::unique_ptr<Application>()> create, std::string source_file, bool uses_model) {
  if (uses_model) description = ModelNote() + description;
  Entries().push_back(
      {std::move(name), chapter, std::move(description), std::move(create), std::move(source_file), uses_model});
  Sorted() = false;
  return true;
}

std::vector<std::string> ModelSampleNames() {
  std::vector<std::string> names;
  for (const SampleInfo& info : Samples()) {
    if (info.uses_model) names.push_back(info.name);
  }
  return names;
}

void NoteModelSamples(std::string note) {
  for (SampleInfo& info : Entries()) {
    if (info.uses_model) info.description = note + info.description.substr(ModelNote().size());
  }
  ModelNote() = std::move(note);
}

std::vector<SampleInfo> ForgetSamples() {
  std::vector<SampleInfo> forgotten = std::move(Entries());
  Entries().clear();
  Sorted() = false;
  return forgotten;
}

void RestoreSamples(std::vector<SampleInfo> samples) {
  Entries() = std::move(samples);
  Sorted() = false;
}

const std::vector<SampleInfo>& Samples() {
  if (!Sorted()) {
    std::sort(Entries().begin(), Entries().end(), [](const SampleInfo& a, const SampleInfo& b) {
      if (a.chapter != b.chapter) return a.chapter < b.chapter;
      return Lower(a.name) < Lower(b.name);
    });
    Sorted() = true;
  }
  return Entries();
}

const SampleInfo* FindSample(std::string_view name_or_number) {
  const auto& samples = Samples();
  std::size_t number = 0;
  const char* end = name_or_number.data() + name_or_number.size();
  if (auto [ptr, ec] = std::from_chars(name_or_number.data(), end, number); ec == std::errc() && ptr == end) {
    return number >= 1 && number <= samples.size() ? &samples[number - 1] : nullptr;
  }
  const std::string wanted = Lower(name_or_number);
  for (const SampleInfo& sample : samples) {
    if (Lower(sample.name) == wanted) return &sample;
  }
  return nullptr;
}

std::vector<std::string> SuggestSamples(std::string_view wrong_name) {
  const std::string wanted = Lower(wrong_name);
  if (wanted.empty()) return {};
  // Close enough: a few typos for the name's length, or the text appearing inside a name.
  const std::size_t max_distance = std::max<std::size_t>(2, wanted.size() / 3);
  std::vector<std::pair<std::size_t, std::string>> scored;
  for (const SampleInfo& sample : Samples()) {
    const std::string name = Lower(sample.name);
    // The distance is at least the difference in length: skip what cannot be close (a pasted 20 MB line
    // would otherwise cost an edit distance of 20 million by 30 per sample).
    const std::size_t length_gap =
        wanted.size() > name.size() ? wanted.size() - name.size() : name.size() - wanted.size();
    const std::size_t distance = length_gap > max_distance ? length_gap : EditDistance(wanted, name);
    if (distance <= max_distance) {
      scored.emplace_back(distance, sample.name);
    } else if (wanted.size() >= 3 && name.find(wanted) != std::string::npos) {
      scored.emplace_back(max_distance + 1, sample.name);
    }
  }
  std::stable_sort(scored.begin(), scored.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<std::string> names;
  for (std::size_t i = 0; i < scored.size() && i < 3; ++i) names.push_back(scored[i].second);
  return names;
}

}  // namespace lab
