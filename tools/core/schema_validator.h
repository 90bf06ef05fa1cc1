// JSON Schema validation of TOML files. The schemas in schema/ are the single source of truth for
// every field; this class only maps the validator's findings (valijson over nlohmann::json) back
// to TOML source regions and words them for authors, one diagnostic per offending node.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/diagnostic.h"
#include "core/source.h"
#include "core/toml_document.h"
#include "core/toml_json.h"

namespace qbank {

class SchemaValidator {
 public:
  // Loads and compiles a schema file. Throws ConfigError pointing into the file when it is not
  // valid JSON or not a schema the validator understands.
  static std::shared_ptr<const SchemaValidator> load(const std::filesystem::path& file);
  ~SchemaValidator();

  // Validates `table` (parsed from `source`) and appends schema/* diagnostics.
  void validate(const toml::table& table, const SourceFile& source, std::vector<Diagnostic>& out) const;

  const std::filesystem::path& file() const { return file_; }

  // The `default` declared for a property path such as {"explanation", "margin"}.
  std::optional<std::string> default_json(const std::vector<std::string>& path) const;
  // A string in the schema document by JSON pointer ("/definitions/id/pattern").
  std::optional<std::string> string_at(const std::string& json_pointer) const;
  // The names of the properties a (nested) object may have, for suggestions.
  std::vector<std::string> property_names(const std::vector<std::string>& path) const;

 private:
  SchemaValidator() = default;
  static std::shared_ptr<const SchemaValidator> load_uncached(const std::filesystem::path& file);
  struct Impl;
  std::unique_ptr<Impl> impl_;
  std::filesystem::path file_;
};

}  // namespace qbank
