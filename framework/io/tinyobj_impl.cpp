// tinyobjloader's parser, compiled from the Debian package's single header (libtinyobjloader-dev) into
// this program rather than used from its shared library, so the fuzz build instruments it too. Kept in
// its own file, built without the project's warning flags.
#define TINYOBJLOADER_IMPLEMENTATION
#include <tiny_obj_loader.h>
