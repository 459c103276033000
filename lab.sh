#!/usr/bin/env bash
# Collision Lab's one set-up script, for Debian and Ubuntu. It installs the Debian packages the verb needs
# (apt-get as root, sudo otherwise, or it prints the exact command), configures once and builds incrementally.
#
#   ./lab.sh run [SAMPLE] [collision-lab options]   build the program (release) and run a sample; no SAMPLE
#                                                   lists them
#   ./lab.sh test                                   build everything with sanitizers and run the whole test suite
#   ./lab.sh watch [SAMPLE...] [--model FILE]       open the window (no display: the terminal) and keep it open:
#                                                   each save under collisions/ or samples/ rebuilds and
#                                                   reloads the code, and the checks run again (--model: the
#                                                   model samples on your OBJ file, read again on each reload)
#   ./lab.sh build                                  just build the program (release)
#   ./lab.sh student [NAME...]                      build the student variant (every Collisions function a
#                                                   stub) and run its checks with the progress table
#   ./lab.sh handout DIR [--assignment FILE.toml]   instructors: write a student hand-out repository to DIR (with
#                                                   an assignment, docs/ASSIGNMENT.md: its functions as stubs, its
#                                                   points, and a GitHub Classroom workflow)
#   ./lab.sh grade OUT.csv SUBMISSION... [-j N]     instructors: build and check each hand-in (a hand-out tree
#                                                   or its collisions/ folder), one CSV row each
#                  [--assignment FILE.toml]         (with an assignment: its hand-out and points, its hidden cases)
#   ./lab.sh gradescope OUT.zip --assignment FILE.toml
#                                                   instructors: write the assignment's Gradescope autograder
#   ./lab.sh open-handin SUBMISSION [-- ARGS...]     instructors: build one hand-in as grade does and run its
#                                                   program in grade's sandbox: its window on this display, or
#                                                   what collision-lab ARGS ask (--check, --screenshot FILE NAME)
#   ./lab.sh web [--build-only]                     build the lab to WebAssembly (build/web) and serve it on
#                                                   http://127.0.0.1:8080/ (index.html?sample=NAME, ?check)
#   ./lab.sh web --budgets                          the page's size, first frame and frames a second, in Chromium
#   ./lab.sh fuzz [SECONDS]                         fuzz the OBJ loader with clang's libFuzzer (default 60 s)
#   ./lab.sh bench [benchmark options]              run the Google Benchmark suite (release build)
#   ./lab.sh bench --race [--quick]                 race the production BVH against Embree (10k-1M triangles)
#   ./lab.sh bench-build [RUNS]                     time clean builds of run and student, and edit -> verdict,
#                                                   in a temporary copy (medians of RUNS, default 3)
#   ./lab.sh test-times [-n N]                      the slowest tests of the last ./lab.sh test, with their timeouts
#   ./lab.sh mutants [FUNCTION...] [--write-hints]  run the mutant catalogue (collisions/mutants): the mutation score
#                                                   and every survivor; --write-hints rewrites samples/hints.txt
#   ./lab.sh random-cases                           instructors: make the random cases again from the reference
#                                                   (samples/random/data) and the contracts' table (docs/CONTRACTS.md)
#   ./lab.sh packages [VERB]                        print the Debian packages VERB installs (default run)
set -euo pipefail
shopt -s inherit_errexit  # a build that fails inside $(...) stops the script too
cd "$(dirname "$0")"

# What each verb installs, and why. Every file under /usr that a build reads must come from one of these or
# from a package they depend on: the test setup.packages checks it (tests/setup_check.py).
# To build and run the program (run, build, student, and the base of every other verb):
RUN_PACKAGES=(
  cmake ninja-build g++ pkg-config  # the toolchain
  python3-glad                      # generates the OpenGL 3.3 core loader at build time
  libglfw3-dev                      # the window
  libegl-dev libgl-dev libopengl-dev libegl-mesa0 libgl1-mesa-dri  # OpenGL, and EGL for offscreen PNGs
  libglm-dev libfmt-dev libcli11-dev libstb-dev libtinyobjloader-dev  # maths, text, command line, PNG, OBJ
  nlohmann-json3-dev                # JSON: the --report file and the window's state file for its tests
  libbackward-cpp-dev libdw-dev     # stack traces with file:line when a sample crashes
  libimgui-dev                      # the window's panels (Dear ImGui 1.86 with its GLFW and OpenGL 3 back ends)
  fonts-dejavu-core                 # the panels' font (DejaVu Sans, crisp at any scale; the built-in one if missing)
  lld                               # links in a third of GNU ld's time, after every edit (used when installed)
)
# The test suite adds: GoogleTest (GTest's CMake files read GMock's), CGAL for the exact differential tests,
# git and python3 for the student hand-out test, xmllint to validate the JUnit reports, clang-format for
# the formatting test, an X server with no screen (Xvfb) and xdotool to test the window as a user works it, and
# JSON Schema and YAML for Python, to check a Gradescope results.json and a GitHub Classroom workflow, and
# ccache, which the suite's tree and the page compile through (a fresh clone takes what an earlier one compiled).
TEST_PACKAGES=(libgtest-dev libgmock-dev libcgal-dev git python3 libxml2-utils clang-format xvfb xdotool
               python3-jsonschema python3-yaml ccache)
BENCH_PACKAGES=(libbenchmark-dev libembree-dev)    # Google Benchmark; Embree 3, the BVH race's reference
FUZZ_PACKAGES=(clang libclang-rt-14-dev)           # libFuzzer
# The lab in a browser: emscripten (with its clang, binaryen and Node.js) and the header-only libraries the page
# compiles in; Dear ImGui comes from Debian's source package (web_imgui_source). Chromium runs the page's tests.
WEB_PACKAGES=(cmake ninja-build python3 emscripten libglm-dev libfmt-dev nlohmann-json3-dev libstb-dev
              libtinyobjloader-dev fonts-dejavu-core xz-utils ccache)
WEB_TEST_PACKAGES=(chromium)
HANDOUT_PACKAGES=(git python3)
GRADE_PACKAGES=(bubblewrap strace)  # the sandbox each hand-in is compiled and checked in (tools/sandbox.py), and
                                   # the trace of what its checks tried and were refused

# The packages a verb installs (its own list after the run list).
packages_for() {
  case "$1" in
    run|build|student|watch) echo "${RUN_PACKAGES[@]}" ;;
    grade|open-handin) echo "${RUN_PACKAGES[@]}" "${HANDOUT_PACKAGES[@]}" "${GRADE_PACKAGES[@]}" ;;  # copies the tree
    bench-build) echo "${RUN_PACKAGES[@]}" "${HANDOUT_PACKAGES[@]}" ;;  # copies the tree with git
    test) echo "${RUN_PACKAGES[@]}" "${TEST_PACKAGES[@]}" "${GRADE_PACKAGES[@]}" "${WEB_PACKAGES[@]}" \
               "${WEB_TEST_PACKAGES[@]}" ;;  # the suite grades, and opens the page in a browser
    web) echo "${WEB_PACKAGES[@]}" ;;
    web-budgets) echo "${WEB_PACKAGES[@]}" "${WEB_TEST_PACKAGES[@]}" ;;  # ./lab.sh web --budgets: in Chromium
    bench) echo "${RUN_PACKAGES[@]}" "${BENCH_PACKAGES[@]}" ;;
    fuzz) echo "${RUN_PACKAGES[@]}" "${FUZZ_PACKAGES[@]}" ;;
    handout) echo "${HANDOUT_PACKAGES[@]}" ;;
    *) echo "no package list for '$1'" >&2; return 2 ;;
  esac
}

say() { printf '\033[1m%s\033[0m\n' "$*" >&2; }
# --against PROGRAM runs another build's program, someone else's code: in grade's sandbox, so with its packages.
sandbox_if_against() {
  local argument
  for argument in "$@"; do
    case "$argument" in --against|--against=*) ensure_packages grade; return ;; esac
  done
}

ensure_packages() {
  local missing=() package wanted installed
  wanted=$(packages_for "$1")
  # One dpkg-query for them all (one a package costs a quarter of a second on every ./lab.sh run).
  # shellcheck disable=SC2086
  installed=" $(dpkg-query -W -f='${db:Status-Status} ${Package}\n' $wanted 2>/dev/null |
    awk '$1 == "installed" { printf "%s ", $2 }')"
  for package in $wanted; do
    [[ "$installed" == *" $package "* ]] || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  say "Installing Debian packages: ${missing[*]}"
  local apt=(apt-get)
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
      apt=(sudo apt-get)
    else
      echo "These Debian packages are missing. Install them as root, then run this again:" >&2
      echo "  apt-get update && apt-get install -y ${missing[*]}" >&2
      exit 1
    fi
  fi
  "${apt[@]}" update -qq
  DEBIAN_FRONTEND=noninteractive "${apt[@]}" install -y -qq --no-install-recommends "${missing[@]}"
}

# build PRESET [TARGET...]: configures once, then builds the targets (all when none are named). LAB_REUSE_BUILD
# in the environment (the student verb's, the test suite's) configures the tree to link that built tree's framework
# and samples. One build at a time in a tree: ninja keeps no lock of its own, and `watch` rebuilds in the release
# tree on every save while `run` or `student` may build there from another terminal (the same lock as watch's,
# framework/cli/live.cpp).
build() {
  local preset=$1
  shift
  mkdir -p "build/$preset"
  local lock=build/$preset/.lab-build.lock
  # Again when the presets changed since (their settings reach a configured tree only through --preset; the tree
  # keeps a copy of the presets it was configured with).
  if [ ! -f "build/$preset/build.ninja" ] || ! cmp -s CMakePresets.json "build/$preset/lab-presets.json"; then
    say "Configuring ($preset)"
    flock "$lock" cmake --preset "$preset" ${LAB_REUSE_BUILD:+"-DLAB_REUSE_BUILD=$LAB_REUSE_BUILD"} >/dev/null
    cp CMakePresets.json "build/$preset/lab-presets.json"
  fi
  say "Building ($preset${1:+: $*})"
  flock "$lock" cmake --build --preset "$preset" ${1:+--target "$@"}
}

# The reference's program that resolves an assignment (its checks count each function's cases), built when it is
# missing; LAB_REFERENCE_BUILD names another built tree (the test suite's).
reference_program() {
  if [ -n "${LAB_REFERENCE_BUILD:-}" ]; then
    echo "$LAB_REFERENCE_BUILD/collision-lab"
  else
    release_program
  fi
}

# The release build's program, built (its progress on stderr), and its path.
release_program() {
  ensure_packages build >&2
  build release collision-lab >&2
  echo "$PWD/build/release/collision-lab"
}

# The switchable build (every function's stub and catalogued mutant in it, LAB_STUB and LAB_MUTANT choose), linking
# the release build's framework and samples; LAB_SWITCHABLE_PROGRAM names another (the test suite's).
switchable_program() {
  if [ -n "${LAB_SWITCHABLE_PROGRAM:-}" ]; then
    echo "$LAB_SWITCHABLE_PROGRAM"
    return
  fi
  release_program >/dev/null
  if [ ! -f build/mutants/build.ninja ]; then
    cmake -S . -B build/mutants -G Ninja -DCMAKE_BUILD_TYPE=Release -DLAB_BUILD_TESTS=OFF -DLAB_SWITCHABLE=ON \
      -DLAB_REUSE_BUILD="$PWD/build/release" >/dev/null
  fi
  cmake --build build/mutants --target collision-lab-switchable >&2
  echo "$PWD/build/mutants/collision-lab-switchable"
}

usage() {
  awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0" >&2
  exit 2
}

# The hand-out: this working tree (the files git tracks or would track), with every Collisions solution replaced by its stub and the
# solution-only helpers removed, committed as a fresh repository. Students build it like this one.
handout() {
  local target=${1:?usage: ./lab.sh handout DIR [--assignment FILE.toml]}
  local assignment=
  if [ $# -ge 2 ]; then
    [ "$2" = --assignment ] && [ $# -eq 3 ] || { echo "usage: ./lab.sh handout DIR [--assignment FILE.toml]" >&2; exit 2; }
    assignment=$3
    [ -f "$assignment" ] || { echo "$assignment: no such file" >&2; exit 2; }
  fi
  if [ -e "$target" ] && [ -n "$(ls -A "$target" 2>/dev/null)" ]; then
    echo "$target exists and is not empty; choose a new directory" >&2
    exit 2
  fi
  command -v git >/dev/null && command -v python3 >/dev/null || { echo "handout needs git and python3" >&2; exit 1; }
  mkdir -p "$target"
  # A tracked file deleted in the work tree (not yet committed) is left out, as the work tree has it. An
  # assignment's hand-out takes the tracked files only: an assignment file, a Gradescope zip or its hidden cases
  # left in the tree are the instructor's.
  local untracked=(--others --exclude-standard)
  [ -z "$assignment" ] || untracked=()
  git ls-files -z --cached "${untracked[@]}" |
    while IFS= read -r -d '' file; do
      if [ -e "$file" ]; then cp --parents "$file" "$target"; fi
    done
  local sources=()
  for source in "$target"/collisions/*.cpp; do
    [ "$(basename "$source")" = stubs.cpp ] || sources+=("$source")
  done
  # An assignment (docs/ASSIGNMENT.md): the functions it does not ask for keep the reference's bodies (or their
  # stubs, with their samples left out); the hand-out carries the resolved file (no seed) and a GitHub Classroom
  # workflow that gives the points.
  local given=()
  if [ -n "$assignment" ]; then
    local reference switchable
    reference=$(reference_program)
    switchable=$(switchable_program)
    python3 tools/assignment.py resolve "$assignment" "$target/assignment.json" --program "$reference" \
      --switchable "$switchable" >&2
    for signature in $(python3 -c 'import json, sys; print("\n".join(json.load(open(sys.argv[1]))["given"]))' \
                         "$target/assignment.json" | tr ' ' '~'); do
      given+=(--given "${signature//\~/ }")
    done
    python3 tools/assignment.py workflow "$target/assignment.json" "$target/.github/workflows/classroom.yml"
    printf '# The checks'"'"' reports (./lab.sh student --report report.json --junit junit.xml): never committed\n%s\n%s\n' \
      /report.json /junit.xml >>"$target/.gitignore"
  fi
  python3 collisions/stubs.py handout "${given[@]}" "${sources[@]}" "$target"/collisions/*.hpp
  # The hand-out has no markers left to list its functions from, so it gets the list once, from its stubs.
  local ordered=()
  for name in $(sed -n 's/^LAB_CHAPTER([0-9]*, *k[A-Za-z]*, *"[^"]*", *"\([^"]*\)")$/\1/p' collisions/chapters.def); do
    ordered+=("$target/collisions/$name")
  done
  python3 collisions/stubs.py manifest --chapters collisions/chapters.def --output "$target"/collisions/functions.inc \
    "${ordered[@]}"
  # The mutant catalogue holds lines of the solutions: instructors keep it (the hints it made ship, samples/hints.txt).
  rm -rf "$target/collisions/mutants"
  if grep -l "SOLUTION \(BEGIN\|END\|HELPER\)" "$target"/collisions/*.cpp "$target"/collisions/*.hpp >/dev/null; then
    echo "a solution marker survived in $target/collisions; not a clean hand-out" >&2
    exit 1
  fi
  (cd "$target" && git init -q && git add -A &&
    git -c user.name="Collision Lab" -c user.email="lab@localhost" commit -qm "Collision Lab: student hand-out")
  say "Wrote the student hand-out to $target ($(grep -c 'LAB_STUB("' "${sources[@]}" | awk -F: '{n += $2} END {print n}') stubs to implement)"
}

verb=${1:-}
[ $# -gt 0 ] && shift
# Dear ImGui's sources for the page (the same 1.86 as libimgui-dev), from Debian's source package: apt-get source
# with a sources list of its own (deb-src of the system's release), so the system's apt configuration is untouched.
web_imgui_source() {
  local dir=build/web-deps
  [ -f "$dir/imgui/imgui.cpp" ] && return 0
  local id codename uri keyring components
  id=$(. /etc/os-release && echo "$ID")
  codename=$(. /etc/os-release && echo "$VERSION_CODENAME")
  case "$id" in
    ubuntu) uri=http://archive.ubuntu.com/ubuntu keyring=/usr/share/keyrings/ubuntu-archive-keyring.gpg
            components="main universe" ;;
    *) uri=http://deb.debian.org/debian keyring=/usr/share/keyrings/debian-archive-keyring.gpg components=main ;;
  esac
  say "Fetching Dear ImGui's source package ($id $codename)"
  rm -rf "$dir/apt" "$dir/imgui"
  mkdir -p "$dir/apt/lists/partial" "$dir/apt/cache/archives/partial"
  echo "deb-src [signed-by=$keyring] $uri $codename $components" > "$dir/apt/sources.list"
  local options=(-o "Dir::Etc::SourceList=$PWD/$dir/apt/sources.list" -o Dir::Etc::SourceParts=/nonexistent
                 -o "Dir::State::Lists=$PWD/$dir/apt/lists" -o "Dir::Cache=$PWD/$dir/apt/cache" -o Debug::NoLocking=1)
  apt-get "${options[@]}" -qq update
  (cd "$dir/apt" && apt-get "${options[@]}" -qq source --download-only imgui 2>&1 | grep -v "unsandboxed" >&2 || true)
  local tarball
  tarball=$(ls "$dir"/apt/imgui_*.orig.tar.* 2>/dev/null | head -n 1)
  [ -n "$tarball" ] || { echo "could not fetch Dear ImGui's source package (apt-get source imgui)" >&2; exit 1; }
  mkdir -p "$dir/unpack"
  tar -xf "$tarball" -C "$dir/unpack"
  mv "$dir"/unpack/imgui-* "$dir/imgui"
  rm -rf "$dir/unpack"
}

case "$verb" in
  run)
    ensure_packages run
    sandbox_if_against "$@"
    build release collision-lab
    exec build/release/collision-lab "$@"
    ;;
  watch)
    ensure_packages watch
    sandbox_if_against "$@"
    build release collision-lab-live collision-lab-code
    exec build/release/collision-lab-live "$@"
    ;;
  test)
    ensure_packages test
    build asan
    ctest --preset asan
    ;;
  build)
    ensure_packages build
    build release collision-lab
    ;;
  student)
    ensure_packages student
    # The student variant differs from the release build only in collisions/: it links the release tree's
    # framework and samples (LAB_REUSE_BUILD, built first), so after ./lab.sh run it compiles just the student's
    # code. A caller's LAB_REUSE_BUILD names another built tree (the test suite's).
    [ -n "${LAB_REUSE_BUILD:-}" ] || build release lab_reused
    reused=$(realpath -ms "${LAB_REUSE_BUILD:-build/release}")  # as CMake keeps a path: absolute, normalized
    # A student tree configured on its own (before ./lab.sh student reused the release tree) or with another tree's
    # is configured again.
    grep -qsxF "LAB_REUSE_BUILD:PATH=$reused" build/student/CMakeCache.txt || rm -f build/student/build.ninja
    LAB_REUSE_BUILD=$reused build student collision-lab
    exec build/student/collision-lab --check "$@"
    ;;
  handout)
    ensure_packages handout
    handout "$@"
    ;;
  grade)
    ensure_packages grade
    # The reference: its random-case maker draws each grading run's cases afresh; its checks resolve an assignment.
    [[ " $* " == *" --reuse-build "* ]] || build release collision-lab collision-lab-make-cases >&2
    exec python3 tools/grade.py "$@"
    ;;
  gradescope)
    ensure_packages grade
    # The reference's checks count each function's cases, its maker draws the hidden random cases, its bench
    # times the leaderboard's reference.
    build release collision-lab collision-lab-make-cases >&2
    exec python3 tools/gradescope.py make "$@"
    ;;
  open-handin)
    ensure_packages open-handin
    exec python3 tools/grade.py --open "$@"
    ;;
  bench)
    ensure_packages bench
    build bench lab_benchmarks
    exec build/bench/tests/lab_benchmarks "$@"
    ;;
  bench-build)
    ensure_packages bench-build
    exec python3 tools/bench_build.py "$@"
    ;;
  packages) packages_for "${1:-run}" | tr ' ' '\n' ;;
  switchable-path) switchable_program ;;  # for tools/: builds the switchable reference, prints its path
  test-times) exec python3 tools/test_times.py build/asan "$@" ;;
  mutants)
    switchable=$(LAB_SWITCHABLE_PROGRAM= switchable_program)
    hints=(--hints samples/hints.txt)
    for argument in "$@"; do [ "$argument" = --write-hints ] && hints=(); done
    args=()
    for argument in "$@"; do
      if [ "$argument" = --write-hints ]; then args+=(--write-hints samples/hints.txt); else args+=("$argument"); fi
    done
    exec python3 tools/mutants.py "$switchable" "${hints[@]}" "${args[@]}"
    ;;
  random-cases)
    ensure_packages build
    build release collision-lab collision-lab-make-cases
    build/release/collision-lab-make-cases samples/random/data
    exec build/release/collision-lab --contracts docs/CONTRACTS.md
    ;;
  web)
    ensure_packages web
    web_imgui_source
    # emscripten's tools run under Debian's Node.js and its modules (acorn), whatever node comes first on PATH.
    export NODE_PATH=/usr/share/nodejs
    build web collision-lab
    [ "${1:-}" = --build-only ] && exit 0
    if [ "${1:-}" = --budgets ]; then
      ensure_packages web-budgets
      exec python3 tools/web_budgets.py build/web "${@:2}"
    fi
    say "Collision Lab in a browser: http://127.0.0.1:${LAB_WEB_PORT:-8080}/ (Ctrl+C stops the server)"
    exec python3 -m http.server "${LAB_WEB_PORT:-8080}" --bind 127.0.0.1 --directory build/web
    ;;
  fuzz)
    ensure_packages fuzz
    if [ ! -f build/fuzz/CMakeCache.txt ]; then
      CC=clang CXX=clang++ cmake -S . -B build/fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DLAB_FUZZ=ON >/dev/null
    fi
    cmake --build build/fuzz --target obj_fuzz
    mkdir -p build/fuzz/corpus
    # New interesting inputs go to build/fuzz/corpus; the shipped seeds stay as they are.
    exec build/fuzz/tests/obj_fuzz -max_total_time="${1:-60}" -max_len=4096 -timeout=10 build/fuzz/corpus tests/fuzz/corpus
    ;;
  -h|--help|help|"") usage ;;
  *)
    echo "unknown command '$verb'" >&2
    usage
    ;;
esac
