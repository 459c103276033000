// OpenGL for the renderer and the hosts: 3.3 core through glad's loader natively, OpenGL ES 3.0 (WebGL 2) in a
// browser (framework/web), whose shading language needs its own first lines; the shaders are written in the part
// the two share.
#pragma once

#if defined(__EMSCRIPTEN__)
#include <GLES3/gl3.h>
#define LAB_GLSL_VERSION "#version 300 es\nprecision highp float;\n"
#else
#include <glad/gl.h>
#define LAB_GLSL_VERSION "#version 330 core\n"
#endif
