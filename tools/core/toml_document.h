// Parsing TOML with tomlplusplus, defended against input that would crash or mislead it, and
// the conversion of its source regions to qbank spans. Include only where TOML is parsed.
#pragma once

#include <toml++/toml.h>

#include <optional>
#include <vector>

#include "core/diagnostic.h"
#include "core/source.h"

namespace qbank {

// Nesting of arrays and inline tables, and segments of a dotted key or table header, above
// which a file is refused before parsing (tomlplusplus recurses on dotted keys without a limit).
inline constexpr int kMaxTomlDepth = 128;

// Parses a whole file. On failure appends one syntax/* diagnostic (invalid UTF-8, an empty file,
// nesting too deep, or the parser's own error with a clearer message) and returns nullopt.
std::optional<toml::table> parse_toml(const SourceFile& source, std::vector<Diagnostic>& out, bool allow_empty = false);

Span to_span(const toml::source_region& region);

// The nodes of a table in source order (tomlplusplus iterates in key order).
std::vector<std::pair<const toml::key*, const toml::node*>> in_source_order(const toml::table& table);

}  // namespace qbank
