// The Dutch wording of schema/* findings: what a TOML value is and what the schema wanted, said
// the way an author reads it. The validator (schema_validator.cpp) finds and locates; this file
// words.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "core/toml_document.h"

namespace qbank {

// "een tekst", "een lijst", ...: the type of a TOML value.
std::string toml_type_name(const toml::node& node);
// The same for a JSON Schema type ("string", "integer", ...), with how to write it.
std::string schema_type_name(const std::string& type);

// The message of a finding of `rule` (schema/type, enum, pattern, length, items, range, const or
// invalid) about `what` (the value as spoken: "optie B", "`text` van optie B"), whose TOML value is
// `node` and subschema `schema` (either may be null); `description` is valijson's text and `desc`
// the schema's own description of the value, in the UI language.
std::string schema_value_message(RuleId rule, const std::string& what, const toml::node* node,
                                 const nlohmann::json* schema, const std::string& description, const std::string& desc);

}  // namespace qbank
