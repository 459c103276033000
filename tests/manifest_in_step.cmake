cmake_minimum_required(VERSION 3.25)
# collisions/functions.inc (the list the progress table counts) must match the functions that the sources
# mark as solutions, in the same order.
execute_process(COMMAND "${PYTHON}" "${SCRIPT}" manifest ${SOURCES} RESULT_VARIABLE code OUTPUT_VARIABLE generated
                ERROR_VARIABLE err)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "stubs.py manifest failed:\n${err}")
endif()
file(STRINGS "${MANIFEST}" listed REGEX "^LAB_COLLISIONS_FUNCTION")
string(REPLACE "\n" ";" generated "${generated}")
list(FILTER generated INCLUDE REGEX "^LAB_COLLISIONS_FUNCTION")
if(NOT "${listed}" STREQUAL "${generated}")
  string(REPLACE ";" "\n" generated "${generated}")
  message(FATAL_ERROR "collisions/functions.inc is out of step with the sources. It should read:\n${generated}")
endif()
