cmake_minimum_required(VERSION 3.25)
# Builds the student variant of SOURCE (every Collisions body its stub) in BINARY, as `cmake --preset
# student` does, and checks that it compiles without warnings, runs every sample, and reports the progress
# table with no function implemented. With REUSE (a built tree, the suite's own), the variant links that tree's
# framework and samples (LAB_REUSE_BUILD), which do not differ, and compiles only its collisions/ and stubs.
set(reuse)
if(REUSE)
  set(reuse -DLAB_REUSE_BUILD=${REUSE})
endif()
execute_process(
  COMMAND "${CMAKE_COMMAND}" -S "${SOURCE}" -B "${BINARY}" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DLAB_STUDENT=ON
          -DLAB_BUILD_TESTS=OFF -DLAB_WARNINGS_AS_ERRORS=ON ${reuse}
  RESULT_VARIABLE code OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "configuring the student build failed:\n${err}")
endif()
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${BINARY}" --target collision-lab
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "the student build does not compile:\n${out}\n${err}")
endif()
execute_process(COMMAND "${BINARY}/collision-lab" --check RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
message(STATUS "${out}")
if(NOT code EQUAL 1)
  message(FATAL_ERROR "collision-lab --check in the student build should exit 1 (cases fail), got ${code}\n${err}")
endif()
# The first stub to write is named with the line it starts on, and the rest are counted per file.
foreach(expected "Progress" "Still stubs \\(file:line to write them at\\):\n  collisions/point_tests.cpp:[0-9]+ +PointInSphere\\(Sphere, Point\\)\n"
        "\n  and [0-9]+ more: [0-9]+ in collisions/point_tests.cpp, " "\n[0-9]+ passed, [1-9][0-9]* failed\n$")
  if(NOT out MATCHES "${expected}")
    message(FATAL_ERROR "the student build's --check output lacks '${expected}'")
  endif()
endforeach()
# Every chapter of the manifest shows 0 of its functions implemented: each stub is reached by some check
# (a helper that only solutions call would wrongly count as implemented).
file(STRINGS "${MANIFEST}" rows REGEX "^LAB_COLLISIONS_FUNCTION")
set(chapters)
foreach(row IN LISTS rows)
  string(REGEX MATCH "\\(([0-9]+)," chapter "${row}")
  list(APPEND chapters ${CMAKE_MATCH_1})
endforeach()
list(REMOVE_DUPLICATES chapters)
foreach(chapter IN LISTS chapters)
  set(count 0)
  foreach(row IN LISTS rows)
    if(row MATCHES "^LAB_COLLISIONS_FUNCTION\\(${chapter},")
      math(EXPR count "${count} + 1")
    endif()
  endforeach()
  if(NOT out MATCHES "\n  ${chapter} [A-Za-z -]+ +0 / ${count} ")
    message(FATAL_ERROR "the progress table should show 0 / ${count} functions for chapter ${chapter}:\n${out}")
  endif()
endforeach()
if(NOT err MATCHES "FAIL RaycastPlane case 5: Raycast\\(ray P: \\(2, 2, 3\\)")
  message(FATAL_ERROR "the student build's failure lines are not as documented:\n${err}")
endif()
