#include <glad/gl.h>

#include <cerrno>
#include <cstring>

#include <fmt/format.h>
#include <stb_image_write.h>

#include "framework/hosts.hpp"

namespace lab {

void ReadPixels(glm::ivec2 size, std::vector<unsigned char>& bottom_up_rgba) {
  bottom_up_rgba.resize(static_cast<std::size_t>(size.x) * static_cast<std::size_t>(size.y) * 4);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(0, 0, size.x, size.y, GL_RGBA, GL_UNSIGNED_BYTE, bottom_up_rgba.data());
}

bool WritePng(const std::string& path, glm::ivec2 size, const std::vector<unsigned char>& bottom_up_rgba,
              std::string& error) {
  // GL's first row is the bottom one; start at the last row and step backwards to write top-down.
  const int stride = size.x * 4;
  const unsigned char* last_row = bottom_up_rgba.data() + static_cast<std::size_t>(stride) * (size.y - 1);
  errno = 0;
  if (stbi_write_png(path.c_str(), size.x, size.y, 4, last_row, -stride) == 0) {
    error = fmt::format("could not write '{}': {}", path, errno ? std::strerror(errno) : "PNG encoding failed");
    return false;
  }
  return true;
}

}  // namespace lab
