# What the page links (./lab.sh web; the native build's list is framework/dependencies.cmake). emscripten brings
# GLFW (its own JavaScript library) and WebGL 2; the header-only libraries come from this machine's Debian packages
# through a folder of links, since emscripten's compiler has system headers of its own and must not read
# /usr/include whole: GLM, fmt (header-only), nlohmann's JSON, stb and tinyobjloader. Dear ImGui is compiled from
# Debian's source package (LAB_IMGUI_SOURCE: lab.sh fetches it with apt-get source).
set(LAB_IMGUI_SOURCE "" CACHE PATH "Dear ImGui's sources (Debian's imgui source package, unpacked)")
if(NOT EXISTS "${LAB_IMGUI_SOURCE}/imgui.cpp")
  message(FATAL_ERROR "LAB_IMGUI_SOURCE='${LAB_IMGUI_SOURCE}' holds no imgui.cpp (./lab.sh web fetches it)")
endif()

set(host_include ${CMAKE_BINARY_DIR}/host-include)
file(MAKE_DIRECTORY ${host_include})
foreach(item glm fmt nlohmann stb tiny_obj_loader.h)
  if(NOT EXISTS /usr/include/${item})
    message(FATAL_ERROR "/usr/include/${item} is missing (./lab.sh web installs its Debian package)")
  endif()
  file(CREATE_LINK /usr/include/${item} ${host_include}/${item} SYMBOLIC)
endforeach()
add_library(lab_host_headers INTERFACE)
target_include_directories(lab_host_headers SYSTEM INTERFACE ${host_include} ${host_include}/stb)

add_library(glm::glm ALIAS lab_host_headers)
add_library(lab_web_fmt INTERFACE)
target_link_libraries(lab_web_fmt INTERFACE lab_host_headers)
target_compile_definitions(lab_web_fmt INTERFACE FMT_HEADER_ONLY)
add_library(fmt::fmt ALIAS lab_web_fmt)
add_library(tinyobjloader::tinyobjloader ALIAS lab_host_headers)
add_library(nlohmann_json::nlohmann_json ALIAS lab_host_headers)

add_library(lab_imgui STATIC
  ${LAB_IMGUI_SOURCE}/imgui.cpp ${LAB_IMGUI_SOURCE}/imgui_draw.cpp ${LAB_IMGUI_SOURCE}/imgui_tables.cpp
  ${LAB_IMGUI_SOURCE}/imgui_widgets.cpp ${LAB_IMGUI_SOURCE}/misc/cpp/imgui_stdlib.cpp
  ${LAB_IMGUI_SOURCE}/backends/imgui_impl_glfw.cpp ${LAB_IMGUI_SOURCE}/backends/imgui_impl_opengl3.cpp)
target_include_directories(lab_imgui SYSTEM PUBLIC ${LAB_IMGUI_SOURCE} ${LAB_IMGUI_SOURCE}/misc/cpp)
target_compile_definitions(lab_imgui PUBLIC IMGUI_IMPL_OPENGL_ES3)  # WebGL 2

# C++20 that emscripten's libc++ lacks, for every file: std::bit_cast, and <source_location> (searched after the
# system's headers, -idirafter).
add_compile_options("SHELL:-include ${CMAKE_CURRENT_LIST_DIR}/libcxx_compat.hpp"
                    "SHELL:-idirafter ${CMAKE_CURRENT_LIST_DIR}/include")
# The exceptions a sample's checks throw are caught in the page (web/in_page.cpp), as a child process's would be.
add_compile_options(-fexceptions)
add_link_options(-fexceptions)
set(LAB_FRAMEWORK_LINK_DEPENDENCIES lab_imgui lab_host_headers)
