cmake_minimum_required(VERSION 3.25)
# Every way a student's function can go wrong is reported, not fatal: PROGRAM (the switchable build) runs
# ClosestPointSample's checks with PointInSphere throwing, aborting, recursing without end, allocating without
# end and dividing by zero, one at a time. Each run must exit 1 with the kind of failure named. Then the same
# sample rendered to a PNG (the window's path, offscreen) must still produce a picture: the crash report.
set(kinds throw abort recurse memory fpe)
set(expect_throw "CRASH ClosestPointSample: uncaught std::out_of_range: PointInSphere\\(Sphere, Point\\): index 7 is out of range in lab::Collisions::PointInSphere")
set(expect_abort "CRASH ClosestPointSample: SIGABRT \\(abort: a failed assert, or abort\\(\\)\\)")
set(expect_recurse "CRASH ClosestPointSample: SIGSEGV \\(stack overflow: a function that calls itself without end\\)")
set(expect_memory "CRASH ClosestPointSample: (over the 256 MiB memory limit|uncaught std::bad_alloc)")
set(expect_fpe "CRASH ClosestPointSample: (SIGFPE \\(arithmetic error|UndefinedBehaviorSanitizer: division by zero)")
foreach(kind IN LISTS kinds)
  set(ENV{LAB_FAULT} "${kind}:PointInSphere(Sphere, Point)")
  execute_process(COMMAND "${PROGRAM}" --check ClosestPointSample RaycastPlane --memory 256 --timeout 60
                  RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
  message(STATUS "${kind}:\n${out}${err}")
  if(NOT code EQUAL 1)
    message(FATAL_ERROR "with PointInSphere doing '${kind}', --check should exit 1, got ${code}")
  endif()
  if(NOT out MATCHES "${expect_${kind}}")
    message(FATAL_ERROR "with PointInSphere doing '${kind}', the output lacks '${expect_${kind}}'")
  endif()
  if(NOT out MATCHES "PASS  RaycastPlane +[0-9]+ cases")
    message(FATAL_ERROR "with PointInSphere doing '${kind}', the next sample did not run")
  endif()
endforeach()

# The window's path: the sample crashes before it can be drawn, so the crash report is drawn instead.
set(ENV{LAB_FAULT} "segv:PointInSphere(Sphere, Point)")
file(REMOVE "${WORKDIR}/report.png")
file(MAKE_DIRECTORY "${WORKDIR}")
execute_process(COMMAND "${PROGRAM}" --screenshot "${WORKDIR}/report.png" ClosestPointSample
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 1 OR NOT EXISTS "${WORKDIR}/report.png" OR NOT out MATCHES "CRASH ClosestPointSample: [^\n]* in lab::Collisions::PointInSphere")
  message(FATAL_ERROR "the crash report was not drawn (exit ${code}):\n${out}\n${err}")
endif()
