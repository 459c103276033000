#include <cerrno>
#include <cstdio>
#include <cstring>

#include <fmt/format.h>
#include <stb_image_write.h>

#include "framework/window/gl.hpp"
#include "framework/window/hosts.hpp"

namespace lab {

void ReadPixels(glm::ivec2 size, std::vector<unsigned char>& bottom_up_rgba) {
  bottom_up_rgba.resize(static_cast<std::size_t>(size.x) * static_cast<std::size_t>(size.y) * 4);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(0, 0, size.x, size.y, GL_RGBA, GL_UNSIGNED_BYTE, bottom_up_rgba.data());
}

bool WritePng(const std::string& path, glm::ivec2 size, const std::vector<unsigned char>& bottom_up_rgba,
              std::string& error) {
  // GL's first row is the bottom one; start at the last row and step backwards to write top-down. Encoded in
  // memory first, so that a short write (a full disk) is an error and not a truncated file reported as written.
  const int stride = size.x * 4;
  const unsigned char* last_row = bottom_up_rgba.data() + static_cast<std::size_t>(stride) * (size.y - 1);
  std::string encoded;
  auto append = [](void* context, void* data, int bytes) {
    static_cast<std::string*>(context)->append(static_cast<const char*>(data), static_cast<std::size_t>(bytes));
  };
  if (stbi_write_png_to_func(append, &encoded, size.x, size.y, 4, last_row, -stride) == 0) {
    error = fmt::format("could not write '{}': PNG encoding failed", path);
    return false;
  }
  std::FILE* file = std::fopen(path.c_str(), "wb");
  if (file == nullptr) {
    error = fmt::format("could not write '{}': {}", path, std::strerror(errno));
    return false;
  }
  const bool written = std::fwrite(encoded.data(), 1, encoded.size(), file) == encoded.size();
  const int write_errno = errno;
  const bool closed = std::fclose(file) == 0;
  if (!written || !closed) {
    error = fmt::format("could not write '{}': {}", path, std::strerror(written ? errno : write_errno));
    std::remove(path.c_str());  // no truncated picture left behind
    return false;
  }
  return true;
}

}  // namespace lab
