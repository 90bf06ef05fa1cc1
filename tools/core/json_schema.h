// The one wrapper of the JSON Schema validator (valijson over nlohmann::json): a compiled schema
// and its errors as plain data. The schema checks of TOML files (core/schema_validator) and of
// the JSON exchange format (import/json_schema) both use it; no other file includes valijson.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace qbank {

class JsonSchema {
 public:
  // Compiles a JSON Schema (draft 7) document. Throws std::exception with valijson's reason when
  // the document is no schema it understands. `document` must outlive nothing: it is not kept.
  explicit JsonSchema(const nlohmann::json& document);
  ~JsonSchema();
  JsonSchema(const JsonSchema&) = delete;
  JsonSchema& operator=(const JsonSchema&) = delete;

  struct Error {
    std::vector<std::string> path;  // instance path: member names and array indexes ("options", "2")
    std::string description;        // valijson's text (English), classified by the caller
  };
  // Every error valijson reports, in its order (the failed branches of a combinator included).
  // Safe to call from several threads at once.
  std::vector<Error> validate(const nlohmann::json& instance) const;

  // The path as a JSON pointer: {"questions", "3"} is "/questions/3".
  static std::string pointer(const std::vector<std::string>& path);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace qbank
