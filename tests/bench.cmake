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

# One sample: each function it calls, on its own 7 calls and on 4096 random cases; the lab's convenience
# overload, which calls the student's, is named as such.
run(0 "${PROGRAM}" --bench RaycastSphere --save-figures figures.txt)
expect("${out}" "Raycast\\(Ray, Sphere, float&\\) +${number} \\(7\\) +${number} \\(4096\\)")
expect("${out}" "Raycast\\(Ray, Sphere, Point\\) \\(the lab's, around a student's\\) +${number} \\(7\\)")
if(NOT EXISTS "${WORKDIR}/figures.txt")
  message(FATAL_ERROR "--save-figures wrote nothing")
endif()

# Against those figures: a reference column and a ratio.
run(0 "${PROGRAM}" --bench RaycastSphere --against figures.txt)
expect("${out}" "scaled by [0-9.]+ to this machine's speed")
expect("${out}" "Raycast\\(Ray, Sphere, float&\\) +${number} \\(7\\) +${number} +[0-9]+\\.[0-9]+x +${number} \\(4096\\) +${number} +[0-9]+\\.[0-9]+x")

# Against a program: it is run on the same samples, now (a name without a slash is a file here, not on PATH).
file(RELATIVE_PATH relative_program "${WORKDIR}" "${PROGRAM}")
run(0 "${PROGRAM}" --bench AABBPlaneIntersection --against "${relative_program}")
expect("${out}" "timed just now on the same samples")
expect("${out}" "Intersects\\(AABB, Plane\\) +${number} \\(8\\) +${number} +[0-9]+\\.[0-9]+x")

# A file that is not figures, and --against without --bench.
file(WRITE "${WORKDIR}/bad.txt" "hello\n")
run(2 "${PROGRAM}" --bench RaycastSphere --against bad.txt)
expect("${err}" "bad\\.txt: not a figures file")
run(2 "${PROGRAM}" --against figures.txt RaycastSphere)
expect("${err}" "--against and --save-figures go with --bench")
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
run(1 "${SWITCHABLE}" --bench RaycastSphere AABBPlaneIntersection)
expect("${out}" "CRASH +RaycastSphere: .* in lab::Collisions::Raycast\\(lab::Ray const&, lab::Sphere const&.*\nRaycastSphere: not timed")
expect("${out}" "Intersects\\(AABB, Plane\\) +${number} \\(8\\)")
unset(ENV{LAB_FAULT})
