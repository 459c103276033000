cmake_minimum_required(VERSION 3.25)
# collision-lab --contracts FILE: every clause of samples/contracts/ has a case (exit 0), and the table it writes
# is docs/CONTRACTS.md as committed (./lab.sh random-cases writes it again).
file(MAKE_DIRECTORY "${WORKDIR}")
execute_process(COMMAND "${PROGRAM}" --contracts "${WORKDIR}/CONTRACTS.md" RESULT_VARIABLE code OUTPUT_VARIABLE out
                ERROR_VARIABLE err)
if(NOT code EQUAL 0)
  file(READ "${WORKDIR}/CONTRACTS.md" table)
  string(REGEX MATCHALL "[^\n]*\\*\\*[^\n]*" gaps "${table}")
  string(REPLACE ";" "\n" gaps "${gaps}")
  message(FATAL_ERROR "collision-lab --contracts exited ${code}: a clause has no case, or a case names an unknown "
                      "clause:\n${gaps}\n${err}")
endif()
file(READ "${WORKDIR}/CONTRACTS.md" made)
file(READ "${EXPECTED}" committed)
if(NOT made STREQUAL committed)
  message(FATAL_ERROR "docs/CONTRACTS.md is out of date: ./lab.sh random-cases writes it again "
                      "(or collision-lab --contracts docs/CONTRACTS.md)")
endif()
