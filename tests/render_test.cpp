// Offscreen rendering (EGL surfaceless, no display): the PNG a user gets has the right content, the right way up.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <vector>

#include <gtest/gtest.h>
#include <stb_image.h>

#include "framework/window/hosts.hpp"
#include "sample_harness.hpp"

namespace lab {
namespace {

struct PixelCounts {
  int red = 0, blue = 0, green = 0, white = 0, pass_text_top = 0, pass_text_bottom = 0;
};

PixelCounts RenderAndCount(std::string_view sample_name, glm::ivec2 size) {
  auto sample = testing::LoadSample(sample_name);
  if (!sample) return {};
  const std::string path =
      (std::filesystem::temp_directory_path() / fmt::format("lab_render_test_{}.png", sample_name)).string();
  std::string error;
  EXPECT_TRUE(RenderOffscreenPng(*sample->app, *sample->info, sample->draw, size, path, error)) << error;
  int width = 0, height = 0, channels = 0;
  unsigned char* pixels = stbi_load(path.c_str(), &width, &height, &channels, 3);
  EXPECT_NE(pixels, nullptr) << "could not read back " << path;
  if (pixels == nullptr) return {};
  EXPECT_EQ(width, size.x);
  EXPECT_EQ(height, size.y);
  PixelCounts counts;
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      const unsigned char* p = pixels + (y * width + x) * 3;
      const int r = p[0], g = p[1], b = p[2];
      counts.red += r > 180 && g < 70 && b < 70;
      counts.blue += b > 180 && r < 70 && g < 70;
      counts.green += g > 180 && r < 70 && b < 70;
      counts.white += r > 235 && g > 235 && b > 235;
      // The HUD's "all checks passed" line is kTextPass, drawn at the top of the image.
      const bool pass_text = std::abs(r - 115) < 20 && g > 210 && std::abs(b - 115) < 20;
      (y < height / 2 ? counts.pass_text_top : counts.pass_text_bottom) += pass_text;
    }
  }
  stbi_image_free(pixels);
  std::remove(path.c_str());
  return counts;
}

TEST(OffscreenRender, RaycastPlaneShowsHitsMissesAndPoints) {
  const int total = 800 * 600;
  const PixelCounts counts = RenderAndCount("RaycastPlane", {800, 600});
  // Three red rays (and the red x axis), four blue rays (and the z axis), three green hit points (and the
  // y axis), a large white plane; each a visible amount, none flooding the image.
  EXPECT_GT(counts.red, 300);
  EXPECT_GT(counts.blue, 300);
  EXPECT_GT(counts.green, 60);
  EXPECT_GT(counts.white, total / 20);
  EXPECT_LT(counts.red, total / 20);
  EXPECT_LT(counts.blue, total / 20);
  EXPECT_LT(counts.green, total / 50);
  // The right way up: the HUD's green verdict text is at the top, not the bottom (where a few pixels of a green hit
  // point's edge over the white plane share its colour).
  EXPECT_GT(counts.pass_text_top, 50);
  EXPECT_LT(counts.pass_text_bottom, 20);
}

TEST(OffscreenRender, HonoursTheRequestedSize) {
  const PixelCounts counts = RenderAndCount("RaycastPlane", {320, 200});
  EXPECT_GT(counts.white, 100);
}

// Chapters 8 to 10: each sample's verdict colours appear, so what it draws follows what it asserts.
TEST(OffscreenRender, ConvexPolygons2DShowsMeetingAndSeparatePairs) {
  const PixelCounts counts = RenderAndCount("ConvexPolygons2D", {800, 600});
  EXPECT_GT(counts.red, 250);   // five pairs meet (their outlines; the fills are translucent)
  EXPECT_GT(counts.blue, 120);  // four are apart
  EXPECT_GT(counts.pass_text_top, 50);
}

TEST(OffscreenRender, APrioriAPosterioriShowsTunnellingCaughtAndOverlap) {
  const PixelCounts counts = RenderAndCount("APrioriAPosteriori", {800, 600});
  EXPECT_GT(counts.blue, 100);  // the steps the a posteriori test sees nothing at
  EXPECT_GT(counts.green, 50);  // where the swept test catches each sphere
  EXPECT_GT(counts.red, 20);    // the slow sphere's overlapping steps
}

TEST(OffscreenRender, PointInConcaveMeshShowsInsideAndOutsidePoints) {
  const PixelCounts counts = RenderAndCount("PointInConcaveMesh", {800, 600});
  EXPECT_GT(counts.red, 300);     // inside the tube
  EXPECT_GT(counts.green, 1000);  // outside, the hole included
}

// A volume is a lit, translucent solid under its outline: against the same frame in wireframe, SphereSample's red
// sphere tints the pixels inside its outline red, most where its surface faces the eye (the middle) and least at
// its rim, and nothing outside it.
TEST(OffscreenRender, VolumesAreLitTranslucentSolids) {
  auto sample = testing::LoadSample("SphereSample");
  ASSERT_NE(sample, nullptr);
  const glm::ivec2 size(800, 600);
  std::vector<glm::ivec3> images[2];
  for (const bool wireframe : {false, true}) {
    const std::string path = (std::filesystem::temp_directory_path() /
                              fmt::format("lab_render_test_volumes_{}.png", wireframe ? "wire" : "solid"))
                                 .string();
    std::string error;
    ASSERT_TRUE(RenderOffscreenPng(*sample->app, *sample->info, sample->draw, size, path, error, wireframe)) << error;
    int width = 0, height = 0, channels = 0;
    unsigned char* pixels = stbi_load(path.c_str(), &width, &height, &channels, 3);
    ASSERT_NE(pixels, nullptr);
    ASSERT_EQ(glm::ivec2(width, height), size);
    for (int i = 0; i < width * height; ++i)
      images[wireframe].emplace_back(pixels[3 * i], pixels[3 * i + 1], pixels[3 * i + 2]);
    stbi_image_free(pixels);
    std::remove(path.c_str());
  }
  const OrbitCamera& camera = sample->app->ViewCamera();
  const glm::mat4 view_projection = camera.Projection() * camera.View();
  const auto project = [&](const Point& p) {
    const glm::vec4 clip = view_projection * glm::vec4(p, 1.0f);
    const glm::vec2 ndc = glm::vec2(clip) / clip.w;
    return glm::vec2((ndc.x * 0.5f + 0.5f) * static_cast<float>(size.x),
                     (0.5f - ndc.y * 0.5f) * static_cast<float>(size.y));
  };
  const glm::vec2 centre = project(Point(4, 0, 0));                     // the red sphere's, radius 3
  const float radius = glm::distance(centre, project(Point(4, 3, 0)));  // its outline's, near enough
  ASSERT_GT(radius, 40.0f) << "the sphere is too small in the view to test";
  std::vector<int> middle_gain, rim_gain;
  int inside = 0, tinted = 0, outside = 0, changed_outside = 0;
  for (int y = 0; y < size.y; ++y) {
    for (int x = 0; x < size.x; ++x) {
      const float d = glm::distance(glm::vec2(static_cast<float>(x), static_cast<float>(y)), centre) / radius;
      const glm::ivec3 gain = images[0][y * size.x + x] - images[1][y * size.x + x];
      const bool changed = glm::any(glm::greaterThan(glm::abs(gain), glm::ivec3(6)));
      if (d < 0.9f) {
        ++inside;
        tinted += changed && gain.x > gain.y + 10 && gain.x > gain.z + 10;
        if (d < 0.3f) middle_gain.push_back(gain.x);
        if (d > 0.7f) rim_gain.push_back(gain.x);
      } else if (d > 1.1f && d < 1.6f && static_cast<float>(x) > centre.x) {  // beside it, away from the blue one
        ++outside;
        changed_outside += changed;
      }
    }
  }
  const auto median = [](std::vector<int> values) {
    std::nth_element(values.begin(), values.begin() + static_cast<long>(values.size() / 2), values.end());
    return values[values.size() / 2];
  };
  EXPECT_GT(tinted, inside * 6 / 10) << "the sphere's inside should be tinted red";
  EXPECT_GT(median(middle_gain), median(rim_gain) + 8) << "the face turned to the eye should be the brightest";
  EXPECT_LT(changed_outside, outside / 50) << "nothing outside the sphere should change";
}

}  // namespace
}  // namespace lab

namespace lab {
namespace {

// The window's panels offscreen (--screenshot --ui): the browser is as wide as the scale says, the scene
// starts right after it, and the menu bar's verdict and the browser's PASS badges are drawn.
TEST(OffscreenLab, PanelsScaleWithTheUiScale) {
  for (const float scale : {1.0f, 2.0f}) {
    const glm::ivec2 size(static_cast<int>(1280 * scale), static_cast<int>(720 * scale));
    Lab lab;
    const SampleInfo* info = FindSample("RaycastSphere");
    ASSERT_NE(info, nullptr);
    lab.Select(static_cast<std::size_t>(info - Samples().data()));
    lab.StartBackgroundChecks(info);
    const std::string path =
        (std::filesystem::temp_directory_path() / fmt::format("lab_ui_test_{}.png", scale)).string();
    std::string error;
    ASSERT_TRUE(RenderLabOffscreenPng(lab, size, scale, path, error)) << error;
    int width = 0, height = 0, channels = 0;
    unsigned char* pixels = stbi_load(path.c_str(), &width, &height, &channels, 3);
    ASSERT_NE(pixels, nullptr);
    ASSERT_EQ(width, size.x);
    auto pixel = [&](float x, float y) {
      const unsigned char* p = pixels + (static_cast<int>(y * scale) * width + static_cast<int>(x * scale)) * 3;
      return glm::ivec3(p[0], p[1], p[2]);
    };
    const glm::ivec3 background(glm::vec3(palette::kBackground) * 255.0f + 0.5f);
    // Row 45 (logical pixels) is below the menu, by the filter box and above the scene's grid: the browser's
    // dark panel up to x = 270, then the scene's sky.
    EXPECT_LT(pixel(265, 45).z, background.z - 8) << "the browser should reach x = 265 at scale " << scale;
    const glm::ivec3 scene = pixel(275, 45);
    EXPECT_LE(glm::length(glm::vec3(scene - background)), 6.0f)
        << "the scene should start at x = 270 at scale " << scale;
    // Green PASS badges: text of kPassColour in the browser's column.
    int green = 0;
    for (int y = 0; y < height; ++y) {
      for (int x = 0; x < static_cast<int>(60 * scale); ++x) {
        const unsigned char* p = pixels + (y * width + x) * 3;
        green += p[1] > 180 && p[0] < 150 && p[2] < 150;
      }
    }
    EXPECT_GT(green, static_cast<int>(200 * scale * scale)) << "no PASS badges at scale " << scale;
    stbi_image_free(pixels);
    std::remove(path.c_str());
  }
}

}  // namespace
}  // namespace lab
