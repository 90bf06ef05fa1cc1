// Maps the decoded value of a TOML string back to the bytes of its literal in the source, so a
// finding inside a string (a misspelt word in an explanation) points at its exact column even
// across escapes, multi-line strings and a trimmed leading newline.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace qbank {

struct StringLiteral {
  std::size_t begin = 0;  // source byte offset of the opening delimiter
  std::size_t end = 0;    // source byte offset just after the closing delimiter
  std::string value;      // the decoded value
  // origin[i] is the source byte offset of the character that produced value byte i;
  // origin[value.size()] is the offset of the closing delimiter.
  std::vector<std::uint32_t> origin;
};

// Reads the TOML string literal (basic, literal, multi-line basic or multi-line literal) that
// starts at byte `offset` of `source`. Nullopt when there is no well-formed literal there.
std::optional<StringLiteral> read_string_literal(std::string_view source, std::size_t offset);

// Where that literal ends (read_string_literal's `end`), without decoding it: for a caller that
// only steps over strings. Nullopt exactly when read_string_literal gives nullopt.
std::optional<std::size_t> string_literal_end(std::string_view source, std::size_t offset);

}  // namespace qbank
