// Where a position lies in a TOML file, as far as completion, hover and go to definition need
// it: the table, the key whose value it is in, whether it is inside a string, and the id-like
// word around it. A small scan of the text, so that it works while the file is half written and
// does not parse.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace qbank::server {

struct TomlContext {
  std::string table;           // the last [table] or [[array]] header before the position ("" at the top)
  std::string key;             // the key whose value holds the position ("" when none)
  bool in_value = false;       // after the `=` of `key`
  bool in_string = false;      // inside a quoted string
  std::size_t word_begin = 0;  // the id-like word ([a-z0-9/_-]) around the position
  std::size_t word_end = 0;
};

TomlContext toml_context(std::string_view text, std::size_t offset);

}  // namespace qbank::server
