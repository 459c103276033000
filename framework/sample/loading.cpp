#include "framework/sample/loading.hpp"

#include <vector>

#include <fmt/format.h>

namespace lab {

std::string UnknownSampleMessage(std::string_view name) {
  std::string message = fmt::format("unknown sample '{}'", name);
  const std::vector<std::string> suggestions = SuggestSamples(name);
  if (suggestions.size() == 1) {
    message += fmt::format("; did you mean '{}'?", suggestions[0]);
  } else if (!suggestions.empty()) {
    message += "; did you mean one of: ";
    for (std::size_t i = 0; i < suggestions.size(); ++i)
      message += fmt::format("{}'{}'", i ? ", " : "", suggestions[i]);
    message += "?";
  } else {
    message += " (collision-lab --list shows every sample)";
  }
  return message;
}

std::unique_ptr<LoadedSample> LoadSample(const SampleInfo& info) {
  auto loaded = std::make_unique<LoadedSample>();
  loaded->info = &info;
  loaded->app = info.create();
  loaded->app->Attach(info.name, loaded->draw);
  loaded->app->Initialize(kDefaultWindowSize.x, kDefaultWindowSize.y);
  loaded->app->Resize(kDefaultWindowSize.x, kDefaultWindowSize.y);
  return loaded;
}

}  // namespace lab
