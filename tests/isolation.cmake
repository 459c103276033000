cmake_minimum_required(VERSION 3.25)
# A student's crashing and looping functions must not take --check down. PROGRAM is the switchable build;
# LAB_FAULT makes PointInSphere dereference a null pointer and PointOnRay loop for ever. The run must
# name the crash's function and file:line, report the hang, pass every other sample, exit 1, and say the same
# in its JSON report and in JUnit XML that XMLLINT validates against SCHEMA. WORKDIR holds the reports.
file(REMOVE_RECURSE "${WORKDIR}")
file(MAKE_DIRECTORY "${WORKDIR}")
set(ENV{LAB_FAULT} "segv:PointInSphere(Sphere, Point);hang:PointOnRay(Point, Ray)")
execute_process(COMMAND "${PROGRAM}" --check --timeout 15 --report "${WORKDIR}/results.json" --junit "${WORKDIR}/results.xml"
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
message(STATUS "stdout:\n${out}\nstderr:\n${err}")
if(NOT code EQUAL 1)
  message(FATAL_ERROR "--check with a crashing and a looping function should exit 1, got ${code}")
endif()

# The console: the culprit named with its file and line, the case before the crash, the hang with its limit.
foreach(expected
    "CRASH ClosestPointSample: (SIGSEGV \\(invalid memory access\\)|UndefinedBehaviorSanitizer: store to null pointer[^\n]*|AddressSanitizer: SEGV[^\n]*) in lab::Collisions::PointInSphere\\([^\n]*\\) at collisions/point_tests\\.cpp:[0-9]+, while checking, before its first case"
    "TIMEOUT PointOnRay: no answer within 15 s \\(a loop that never ends\\?\\); stopped in lab::Collisions::PointOnRay\\([^\n]*\\) at collisions/point_tests\\.cpp:[0-9]+, while checking"
    "PASS  RaycastPlane +[0-9]+ cases"
    "\n[0-9]+ passed, 0 failed, [0-9]+ samples crashed or timed out\n$")
  if(NOT out MATCHES "${expected}")
    message(FATAL_ERROR "the output lacks '${expected}'")
  endif()
endforeach()
if(NOT err MATCHES "stack, innermost first:\n.*-> #[0-9]+ +lab::Collisions::PointInSphere")
  message(FATAL_ERROR "the crash's stack trace does not point at PointInSphere")
endif()
# Every sample that reaches neither function still passes.
string(REGEX MATCHALL "\nPASS  " passes "\n${out}")
string(REGEX MATCHALL "\n(CRASH|TIMEOUT) " abnormal_lines "\n${out}")
string(REGEX MATCHALL "\nFAIL  " fails "\n${out}")
list(LENGTH passes pass_count)
list(LENGTH abnormal_lines abnormal_count)
list(LENGTH fails fail_count)
if(NOT fail_count EQUAL 0 OR pass_count LESS 60)
  message(FATAL_ERROR "the other samples should all pass: ${pass_count} passed, ${fail_count} failed")
endif()

# The JSON report says the same.
file(READ "${WORKDIR}/results.json" json)
string(JSON crashed GET "${json}" totals crashed)
string(JSON timed_out GET "${json}" totals timed_out)
math(EXPR reported "${crashed} + ${timed_out}")
if(NOT reported EQUAL abnormal_count OR crashed LESS 1 OR timed_out LESS 1)
  message(FATAL_ERROR "the JSON report counts ${crashed} crashes and ${timed_out} timeouts; the console ${abnormal_count}")
endif()
string(JSON sample_count LENGTH "${json}" samples)
math(EXPR last "${sample_count} - 1")
set(found_crash FALSE)
foreach(i RANGE ${last})
  string(JSON name GET "${json}" samples ${i} name)
  string(JSON status GET "${json}" samples ${i} status)
  if(name STREQUAL "ClosestPointSample")
    string(JSON function GET "${json}" samples ${i} abnormal function)
    string(JSON source GET "${json}" samples ${i} abnormal file)
    if(NOT status STREQUAL "crash" OR NOT function MATCHES "^lab::Collisions::PointInSphere" OR NOT source STREQUAL "collisions/point_tests.cpp")
      message(FATAL_ERROR "the JSON report has ClosestPointSample as ${status} in ${function} at ${source}")
    endif()
    set(found_crash TRUE)
  elseif(name STREQUAL "PointOnRay" AND NOT status STREQUAL "timeout")
    message(FATAL_ERROR "the JSON report has PointOnRay as ${status}, not timeout")
  elseif(name STREQUAL "RaycastPlane")
    string(JSON cases LENGTH "${json}" samples ${i} cases)
    if(NOT status STREQUAL "pass" OR cases LESS 13)
      message(FATAL_ERROR "the JSON report has RaycastPlane as ${status} with ${cases} cases")
    endif()
  endif()
endforeach()
if(NOT found_crash)
  message(FATAL_ERROR "the JSON report lacks ClosestPointSample")
endif()

# The JUnit XML is valid and counts the crash and the hang as errors.
execute_process(COMMAND "${XMLLINT}" --noout --schema "${SCHEMA}" "${WORKDIR}/results.xml" RESULT_VARIABLE code
                ERROR_VARIABLE lint)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "results.xml is not valid JUnit XML:\n${lint}")
endif()
file(READ "${WORKDIR}/results.xml" xml)
if(NOT xml MATCHES "<testsuites name=\"collision-lab\" tests=\"[0-9]+\" failures=\"0\" errors=\"${reported}\"")
  message(FATAL_ERROR "results.xml does not count ${reported} errors")
endif()
if(NOT xml MATCHES "<error type=\"crash\" message=\"[^\"]* in lab::Collisions::PointInSphere")
  message(FATAL_ERROR "results.xml does not name the crash")
endif()
