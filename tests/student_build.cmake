cmake_minimum_required(VERSION 3.25)
# Builds the student variant of SOURCE (every Collisions body its stub) in BINARY, as `cmake --preset
# student` does, and checks that it compiles without warnings, runs every sample, and reports the progress
# table with no function implemented.
execute_process(
  COMMAND "${CMAKE_COMMAND}" -S "${SOURCE}" -B "${BINARY}" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DLAB_STUDENT=ON
          -DLAB_BUILD_TESTS=OFF -DLAB_WARNINGS_AS_ERRORS=ON
  RESULT_VARIABLE code OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "configuring the student build failed:\n${err}")
endif()
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${BINARY}" RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "the student build does not compile:\n${out}\n${err}")
endif()
execute_process(COMMAND "${BINARY}/collision-lab" --check RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
message(STATUS "${out}")
if(NOT code EQUAL 1)
  message(FATAL_ERROR "collision-lab --check in the student build should exit 1 (cases fail), got ${code}\n${err}")
endif()
file(STRINGS "${MANIFEST}" rows REGEX "^LAB_COLLISIONS_FUNCTION")
list(LENGTH rows total)
foreach(expected "Progress" "1 Shapes and points +0 / [0-9]+" "3 Lines and rays +0 / [0-9]+" "Still stubs:\n  PointInSphere\\(Sphere, Point\\), "
                 "\n[0-9]+ passed, [1-9][0-9]* failed\n$")
  if(NOT out MATCHES "${expected}")
    message(FATAL_ERROR "the student build's --check output lacks '${expected}'")
  endif()
endforeach()
if(NOT err MATCHES "FAIL RaycastPlane case 4: Raycast\\(ray P: \\(2, 2, 3\\)")
  message(FATAL_ERROR "the student build's failure lines are not as documented:\n${err}")
endif()
