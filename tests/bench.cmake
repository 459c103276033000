cmake_minimum_required(VERSION 3.25)
# --bench as a user runs it (PROGRAM is collision-lab, SWITCHABLE the build whose functions LAB_STUB and
# LAB_FAULT change): a table per sample, figures saved and set beside another run's, a reference program run
# on the same samples, a stub reported instead of timed, and a crash reported while the run goes on.
file(REMOVE_RECURSE "${WORKDIR}")
file(MAKE_DIRECTORY "${WORKDIR}")

function(run expected_code)
  execute_process(COMMAND ${ARGN} WORKING_DIRECTORY "${WORKDIR}" RESULT_VARIABLE code OUTPUT_VARIABLE out
                  ERROR_VARIABLE err)
  message(STATUS "$ ${ARGN}\nexit ${code}\n--- stdout\n${out}--- stderr\n${err}---")
  if(NOT "${code}" STREQUAL "${expected_code}")
    message(FATAL_ERROR "expected exit code ${expected_code}, got ${code}")
  endif()
  set(out "${out}" PARENT_SCOPE)
  set(err "${err}" PARENT_SCOPE)
endfunction()

function(expect text pattern)
  if(NOT text MATCHES "${pattern}")
    message(FATAL_ERROR "expected to match: ${pattern}")
  endif()
endfunction()

set(number "[0-9]+(\\.[0-9]+)? (ns|us|ms)")

# One sample: each function it calls, on its own calls (its checks' and first frame's, its random cases among
# them) and on 4096 random cases; the lab's convenience overload, which calls the student's, is named as such.
run(0 "${PROGRAM}" --bench RaycastSphere --save-figures figures.txt)
expect("${out}" "Raycast\\(Ray, Sphere, float&\\) +${number} \\([0-9]+\\) +${number} \\(4096\\)")
expect("${out}" "Raycast\\(Ray, Sphere, Point\\) \\(the lab's, around a student's\\) +${number} \\([0-9]+\\)")
if(NOT EXISTS "${WORKDIR}/figures.txt")
  message(FATAL_ERROR "--save-figures wrote nothing")
endif()

# Against those figures: a reference column and a ratio. --bench-records writes the same run as it goes, for the
# window's Performance panel; the terminal's table is the same with it.
run(0 "${PROGRAM}" --bench RaycastSphere --against figures.txt --bench-records records.tsv)
expect("${out}" "scaled by [0-9.]+ to this machine's speed")
expect("${out}" "Raycast\\(Ray, Sphere, float&\\) +${number} \\([0-9]+\\) +${number} +[0-9]+\\.[0-9]+x +${number} \\(4096\\) +${number} +[0-9]+\\.[0-9]+x")
file(READ "${WORKDIR}/records.tsv" records)
message(STATUS "records.tsv:\n${records}")
set(decimal "[0-9]+(\\.[0-9]+)?(e[-+][0-9]+)?")
expect("${records}" "^reference\tfigures.txt, scaled by [0-9.]+ to this machine's speed\n(note\t[^\n]*\n)?sample\tRaycastSphere\n")
expect("${records}" "\nprogress\ttiming Raycast\\(Ray, Sphere, float&\\) on random data\t0\t2\n")
expect("${records}" "\nfigure\tRaycastSphere\tRaycast\\(Ray, Sphere, float&\\)\t${decimal}\t[0-9]+\t${decimal}\t4096\t\t${decimal}\t${decimal}\n")
expect("${records}" "\ndone\t0\n$")

# Against a program: it is run on the same samples, now (a name without a slash is a file here, not on PATH).
file(RELATIVE_PATH relative_program "${WORKDIR}" "${PROGRAM}")
run(0 "${PROGRAM}" --bench AABBPlaneIntersection --against "${relative_program}")
expect("${out}" "timed just now on the same samples")
expect("${out}" "Intersects\\(AABB, Plane\\) +${number} \\([0-9]+\\) +${number} +[0-9]+\\.[0-9]+x")

# A file that is not figures (in the records too), and --against or --save-figures where they do not go.
file(WRITE "${WORKDIR}/bad.txt" "hello\n")
run(2 "${PROGRAM}" --bench RaycastSphere --against bad.txt --bench-records bad.tsv)
expect("${err}" "bad\\.txt: not a figures file")
file(READ "${WORKDIR}/bad.tsv" records)
expect("${records}" "error\t[^\n]*bad\\.txt: not a figures file[^\n]*\ndone\t2\n$")
run(2 "${PROGRAM}" --check --against figures.txt RaycastSphere)
expect("${err}" "--against goes with --bench or the window")
run(2 "${PROGRAM}" --save-figures figures.txt RaycastSphere)
expect("${err}" "--save-figures and --bench-records go with --bench")
run(2 "${PROGRAM}" --bench-records records.tsv RaycastSphere)
expect("${err}" "--save-figures and --bench-records go with --bench")
# Records that cannot be written (a full disk) are an output error, said as such.
run(3 "${PROGRAM}" --bench RaycastSphere --bench-records /dev/full)
expect("${err}" "cannot write the records to /dev/full: No space left on device")
run(2 "${PROGRAM}" --against no-such-figures.txt RaycastSphere)
expect("${err}" "--against no-such-figures.txt: no such file")
run(2 "${PROGRAM}" --against "${WORKDIR}" RaycastSphere)
expect("${err}" "--against ${WORKDIR}: not a file")
# With no display the sample renders offscreen, and says where --against would have gone.
run(0 "${CMAKE_COMMAND}" -E env --unset=DISPLAY --unset=WAYLAND_DISPLAY "${PROGRAM}" --against figures.txt RaycastSphere)
expect("${err}" "--against is the window's Performance panel's reference; with no window, time the sample in the terminal: collision-lab --bench RaycastSphere --against [^\n]*figures.txt")
run(2 "${PROGRAM}" --bench raycastsfere)
expect("${err}" "did you mean.*'RaycastSphere'")

# A sample whose callbacks call Collisions functions again while they are timed (they are not recorded then).
run(0 "${PROGRAM}" --bench Tunnelling)
expect("${out}" "LinearImpactSearch\\(OverlapsAt, int, int&\\) +${number}")

# A program that makes no figures, and a directory.
run(2 "${PROGRAM}" --bench RaycastSphere --against /bin/true)
expect("${err}" "made no figures")
run(2 "${PROGRAM}" --bench RaycastSphere --against "${WORKDIR}")
expect("${err}" "a directory")

# A stub is named, not timed; its sample's checks fail, so the exit status is 1.
set(ENV{LAB_STUB} "Raycast(Ray, Sphere, float&)")
run(1 "${SWITCHABLE}" --bench RaycastSphere)
expect("${out}" "Raycast\\(Ray, Sphere, float&\\) +still a stub \\(Raycast\\(Ray, Sphere, float&\\)\\)")
unset(ENV{LAB_STUB})

# A crash on the sample's own data: reported with its culprit, that sample not timed, the next one timed.
set(ENV{LAB_FAULT} "segv:Raycast(Ray, Sphere, float&)")
run(1 "${SWITCHABLE}" --bench RaycastSphere AABBPlaneIntersection --bench-records crash.tsv)
expect("${out}" "CRASH +RaycastSphere: .* in lab::Collisions::Raycast\\(lab::Ray const&, lab::Sphere const&.*\nRaycastSphere: not timed")
expect("${out}" "Intersects\\(AABB, Plane\\) +${number} \\([0-9]+\\)")
file(READ "${WORKDIR}/crash.tsv" records)
expect("${records}" "\nfailure\tRaycastSphere\tCRASH +RaycastSphere: [^\n]* in lab::Collisions::Raycast\\(lab::Ray const&")
expect("${records}" "\nfailure\tRaycastSphere\tRaycastSphere: not timed\nsample\tAABBPlaneIntersection\n")
expect("${records}" "\nfigure\tAABBPlaneIntersection\tIntersects\\(AABB, Plane\\)\t")
expect("${records}" "\ndone\t1\n$")
unset(ENV{LAB_FAULT})

# --help names the records and --against's use in the window.
run(0 "${PROGRAM}" --help)
expect("${out}" "--bench-records TEXT +With --bench: write its progress and figures")
expect("${out}" "--against TEXT +With --bench or the window \\(its Performance panel\\)")

# The window under watch times the code it shows: collision-lab-live, which has no samples of its own, loads
# them from the library it names (--code), then runs --bench as collision-lab does.
get_filename_component(build_dir "${PROGRAM}" DIRECTORY)
if(EXISTS "${build_dir}/collision-lab-live" AND EXISTS "${build_dir}/collision-lab-code.so")
  run(0 "${build_dir}/collision-lab-live" --code "${build_dir}/collision-lab-code.so" --bench RaycastSphere)
  expect("${out}" "Raycast\\(Ray, Sphere, float&\\) +${number} \\([0-9]+\\) +${number} \\(4096\\)")
else()
  message(STATUS "no collision-lab-live and collision-lab-code.so beside ${PROGRAM}: --code not tried")
endif()
