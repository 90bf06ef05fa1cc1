// Validation of a JSON document against a JSON Schema file (valijson), for the JSON export
// format (schema/export.schema.json): the import checks its input with it, the tests the export.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace qbank {

struct JsonSchemaError {
  std::string pointer;  // where in the document ("/questions/3/options")
  std::string message;  // valijson's description
};

// Parses `json_text` and validates it against the schema in `schema_file`. A parse error or an
// unreadable schema is one error with an empty pointer.
std::vector<JsonSchemaError> validate_json_text(const std::string& json_text, const std::filesystem::path& schema_file);

}  // namespace qbank
