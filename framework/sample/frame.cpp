#include "framework/sample/frame.hpp"

#include <algorithm>
#include <string>

#include <fmt/format.h>

#include "framework/sample/framing.hpp"

namespace lab {

namespace {
constexpr float kMargin = 12.0f;
constexpr float kLineHeight = DebugDraw::kTextLineHeight;
// The fallback font's widest common advance (6 px at scale 2) plus slack; DejaVu Sans is narrower.
constexpr float kAverageGlyphWidth = 12.5f;

// Splits text at spaces into lines of at most `columns` characters.
std::vector<std::string> Wrap(std::string_view text, std::size_t columns) {
  std::vector<std::string> lines(1);
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find(' ', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view word = text.substr(start, end - start);
    if (!lines.back().empty() && lines.back().size() + 1 + word.size() > columns) lines.emplace_back();
    if (!lines.back().empty()) lines.back() += ' ';
    lines.back() += word;
    start = end + 1;
  }
  return lines;
}
}  // namespace

std::string ControlsHelp(const Application& app) {
  std::string help = "drag: orbit, right-drag: pan, wheel: zoom, ";
  if (!app.WantsKey(keys::kSpace)) help += "Space: auto-rotate, ";
  const bool home = !app.WantsKey(keys::kHome), r = !app.WantsKey(keys::kR);
  if (home || r) help += fmt::format("{}: reset view, ", home && r ? "Home/R" : home ? "Home" : "R");
  return help + "F12: screenshot, F1: hide help, Esc: quit";
}

void ComposeFrame(Application& app, const SampleInfo& info, RecordingDraw& draw, glm::vec2 logical_size,
                  const HudOptions& hud) {
  draw.Clear();
  if (app.ShowsGrid()) draw.DrawGrid();
  app.Render();
  draw.About(DebugDraw::kNoItem);

  const auto columns = static_cast<std::size_t>(std::max(20.0f, (logical_size.x - 2 * kMargin) / kAverageGlyphWidth));
  std::vector<std::pair<std::string, Color>> title;
  if (hud.show_title) {
    title.emplace_back(fmt::format("{}  ({})", info.name, ChapterTitle(info.chapter)), palette::kText);
    for (std::string& line : Wrap(info.description, columns)) title.emplace_back(std::move(line), palette::kText);
    const Checks& checks = app.Check();
    if (checks.Total() > 0 && checks.Failed() == 0) {
      title.emplace_back(fmt::format("all {} checks passed", checks.Total()), palette::kTextPass);
    } else if (checks.Total() > 0) {
      title.emplace_back(fmt::format("{} of {} checks FAILED (see the console)", checks.Failed(), checks.Total()),
                         palette::kTextFail);
    }
  }
  // On the first frame (and when the view's shape changes): the home fitted to the cases, below the text.
  const float text_bottom = title.empty() ? 0.0f : 2 * kMargin + kLineHeight * static_cast<float>(title.size());
  FrameHome(app, draw, text_bottom / std::max(logical_size.y, 1.0f));
  for (std::size_t i = 0; i < title.size(); ++i) {
    draw.DrawText({kMargin, kMargin + kLineHeight * static_cast<float>(i)}, title[i].first, title[i].second);
  }
  if (hud.show_help) {
    const std::vector<std::string> help = Wrap(ControlsHelp(app), columns);
    float help_y = logical_size.y - kMargin - kLineHeight * static_cast<float>(help.size()) + kLineHeight * 0.4f;
    for (const std::string& line : help) {
      draw.DrawText({kMargin, help_y}, line, palette::kGray);
      help_y += kLineHeight;
    }
  }
}

}  // namespace lab
