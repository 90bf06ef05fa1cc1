# Writes a C++ header that holds a text file as a string constant, so that a file kept in the
# source tree as what it is (tools/export/oefenen.js) can be embedded in the tool.
#   cmake -DIN=file -DOUT=header.h -DNAME=kConstant -P embed_text.cmake
file(READ "${IN}" text)
string(FIND "${text}" ")qbank_embed\"" clash)
if(NOT clash EQUAL -1)
  message(FATAL_ERROR "${IN} contains the raw-string delimiter )qbank_embed\"")
endif()
get_filename_component(source "${IN}" NAME)
file(WRITE "${OUT}.tmp"
  "// Generated from ${source} by tools/scripts/embed_text.cmake. Do not edit.\n"
  "#pragma once\n#include <string_view>\n"
  "inline constexpr std::string_view ${NAME} = R\"qbank_embed(${text})qbank_embed\";\n")
file(RENAME "${OUT}.tmp" "${OUT}")
