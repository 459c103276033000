# What the framework links, found once for every directory (the top level includes this): the framework's targets
# name these, and so do the imported ones of a tree that links another tree's framework (LAB_REUSE_BUILD).
find_package(OpenGL REQUIRED COMPONENTS OpenGL EGL)
find_package(glfw3 3.3 REQUIRED)
find_package(CLI11 CONFIG REQUIRED)
find_package(PkgConfig REQUIRED)
pkg_check_modules(STB REQUIRED IMPORTED_TARGET stb)
# Stack traces for crash reports: backward-cpp (one header) symbolizing with elfutils' libdw.
find_path(LAB_BACKWARD_INCLUDE_DIR backward.hpp REQUIRED)
pkg_check_modules(LIBDW REQUIRED IMPORTED_TARGET libdw)
# The window's panels: Debian's Dear ImGui 1.86, one static library with the GLFW and OpenGL 3 back ends.
pkg_check_modules(IMGUI REQUIRED IMPORTED_TARGET imgui>=1.86)

find_package(tinyobjloader CONFIG REQUIRED)
# JSON: the --report file and the window's state file for the tests (header-only).
find_package(nlohmann_json 3 CONFIG REQUIRED)
# The framework's own link dependencies beyond the lab's libraries (lab_glad is its generated GL loader).
set(LAB_FRAMEWORK_LINK_DEPENDENCIES lab_glad glfw OpenGL::OpenGL OpenGL::EGL CLI11::CLI11 PkgConfig::STB PkgConfig::LIBDW
    PkgConfig::IMGUI nlohmann_json::nlohmann_json)
