// Loading Wavefront OBJ files into meshes, through tinyobjloader. Polygons are fanned into triangles;
// `v`, `v/vt`, `v//vn` and `v/vt/vn` indices and negative (relative) indices are accepted; a `v` line is
// x y z with an optional w and optional r g b colours (3, 4, 6 or 7 plain decimal numbers), `vt` 1 to 3 and
// `vn` 3. Materials, normals and texture coordinates are checked (numbers, indices in range) and then ignored.
// Any input gives a mesh or one clear error ("file.obj:LINE: ..." whenever a line is to blame), never a crash.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "collisions/models.hpp"

namespace lab {

struct ObjLoadResult {
  std::shared_ptr<const Mesh> mesh;  // null on failure
  std::string error;                 // "file.obj:12: what is wrong" (the line when the parser gives one)
  explicit operator bool() const { return mesh != nullptr; }
};

// A file's triangles, as its faces fan into them, with no Mesh (so no BVH, no Collisions code run).
struct ObjReadResult {
  std::vector<Triangle> triangles;  // empty on failure
  std::string error;                // as ObjLoadResult's
  explicit operator bool() const { return error.empty(); }
};

// Reads and parses the file at path.
ObjLoadResult LoadObjFile(const std::string& path);
// Parses OBJ text; name stands for the file in error messages.
ObjLoadResult ParseObj(std::string_view text, std::string_view name);
// The same checks and errors, stopping short of the Mesh: what `--model FILE` validates up front.
ObjReadResult ReadObjTriangles(const std::string& path);
ObjReadResult ParseObjTriangles(std::string_view text, std::string_view name);

// The path of a model shipped in assets/ (LAB_ASSETS_DIR in the environment overrides the built-in one).
std::string AssetPath(std::string_view file_name);

}  // namespace lab
