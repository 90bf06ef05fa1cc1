# Registers one CTest test per GoogleTest suite of a test program (tests/CMakeLists.txt runs this
# after every link of qbank_tests). A suite runs in one process: under the sanitizers a process of
# the test program takes about a quarter of a second to start and stop, and a test per process
# made that some 900 times per run. `ctest -R Suite` still selects by suite name; a failing test
# is named in the suite's output.
#
#   cmake -D TEST_EXECUTABLE=... -D OUTPUT=... -D WORKING_DIRECTORY=... -D ENVIRONMENT=...
#         [-D NO_SANITIZER_SUITES=a,b] -P gtest_suites.cmake
#
# NO_SANITIZER_SUITES get the label no-sanitizer, which the sanitizer run skips.
execute_process(
  COMMAND "${TEST_EXECUTABLE}" --gtest_list_tests
  WORKING_DIRECTORY "${WORKING_DIRECTORY}"
  OUTPUT_VARIABLE listing
  ERROR_VARIABLE errors
  RESULT_VARIABLE result
  TIMEOUT 120)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "${TEST_EXECUTABLE} --gtest_list_tests failed (${result}): ${errors}")
endif()
string(REPLACE "," ";" no_sanitizer "${NO_SANITIZER_SUITES}")
string(REPLACE "\n" ";" lines "${listing}")
set(script "")
set(suite "")
set(count 0)
macro(flush_suite)
  if(NOT suite STREQUAL "")
    # COST: CTest starts the suites with more tests first, so a long one does not run last alone.
    string(APPEND script
      "add_test([=[${suite}]=] [==[${TEST_EXECUTABLE}]==] [==[--gtest_filter=${suite}.*]==])\n"
      "set_tests_properties([=[${suite}]=] PROPERTIES WORKING_DIRECTORY [==[${WORKING_DIRECTORY}]==] "
      "TIMEOUT 1200 COST ${count} ENVIRONMENT [==[${ENVIRONMENT}]==])\n")
    list(FIND no_sanitizer "${suite}" at)
    if(NOT at EQUAL -1)
      string(APPEND script "set_tests_properties([=[${suite}]=] PROPERTIES LABELS no-sanitizer)\n")
    endif()
  endif()
endmacro()
foreach(line IN LISTS lines)
  if(line MATCHES "^([^ #][^ ]*)\\.( .*)?$")
    flush_suite()
    set(suite "${CMAKE_MATCH_1}")
    set(count 0)
  elseif(line MATCHES "^  [^ ]")
    math(EXPR count "${count} + 1")
  endif()
endforeach()
flush_suite()
file(WRITE "${OUTPUT}" "${script}")
