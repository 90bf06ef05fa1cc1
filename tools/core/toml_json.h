// TOML as JSON, for the JSON Schema validator and for `settings`: tables become objects, arrays
// arrays, and dates and times strings in TOML's own notation.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "core/toml_document.h"

namespace qbank {

nlohmann::json toml_to_json(const toml::node& node);
// The same as indented JSON text.
std::string toml_to_json_text(const toml::table& table);

}  // namespace qbank
