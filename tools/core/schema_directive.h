// The `#:schema` line of a file qbank writes (new, new-topic, import): editors that follow the
// convention (taplo, Even Better TOML) validate with it.
#pragma once

#include <filesystem>
#include <string>

namespace qbank {

// The line for a new file in `dir` pointing at `schema`, as a path relative to `dir`; empty when
// the schema lies outside the git repository that holds `dir` (or there is none): a path into an
// installation does not belong in a committed file.
std::string schema_directive_for(const std::filesystem::path& dir, const std::filesystem::path& schema);

}  // namespace qbank
