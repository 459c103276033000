cmake_minimum_required(VERSION 3.25)
# Runs PROGRAM with ARGS ('|'-separated) in WORKDIR, feeding INPUT (with \n escapes) on standard input,
# then checks the exit code (EXIT), regular expressions on standard output and error (STDOUT, STDERR) and
# that FILE was written. Used by the cli.* tests.
string(REPLACE "|" ";" args "${ARGS}")
file(REMOVE_RECURSE "${WORKDIR}")
file(MAKE_DIRECTORY "${WORKDIR}")
string(REPLACE "\\n" "\n" input "${INPUT}")
file(WRITE "${WORKDIR}/stdin.txt" "${input}")
execute_process(COMMAND "${PROGRAM}" ${args}
  WORKING_DIRECTORY "${WORKDIR}"
  INPUT_FILE "${WORKDIR}/stdin.txt"
  RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
message(STATUS "exit ${code}\n--- stdout\n${out}--- stderr\n${err}---")
if(NOT "${code}" STREQUAL "${EXIT}")
  message(FATAL_ERROR "expected exit code ${EXIT}, got ${code}")
endif()
foreach(stream STDOUT STDERR)
  if(stream STREQUAL "STDOUT")
    set(text "${out}")
  else()
    set(text "${err}")
  endif()
  if(NOT "${${stream}}" STREQUAL "" AND NOT text MATCHES "${${stream}}")
    message(FATAL_ERROR "${stream} does not match: ${${stream}}")
  endif()
endforeach()
if(NOT "${FILE}" STREQUAL "" AND NOT EXISTS "${WORKDIR}/${FILE}")
  message(FATAL_ERROR "expected the program to write ${FILE}")
endif()
