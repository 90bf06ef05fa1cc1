// Where edits of a question file can put a new key (the fixes of the checks, the language
// server's code actions).
#pragma once

#include <cstddef>
#include <optional>

#include "core/model.h"

namespace qbank {

// Where a new top-level key can go in `q`'s file: the start of the line of its first table header
// (any `[table]` or `[[array]]` the file defines, found by parsing it), or the end of the file.
// nullopt when the file does not parse.
std::optional<std::size_t> top_level_end(const Question& q);

}  // namespace qbank
