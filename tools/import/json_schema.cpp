#include "import/json_schema.h"

#include <nlohmann/json.hpp>

#include <fstream>
#include <memory>
#include <sstream>

#include "core/i18n.h"
#include "core/json_schema.h"

namespace qbank {

std::vector<JsonSchemaError> validate_json_text(const std::string& json_text,
                                                const std::filesystem::path& schema_file) {
  std::vector<JsonSchemaError> out;
  std::ifstream in(schema_file, std::ios::binary);
  if (!in) {
    out.push_back({"", format_message(tr("kan het schema {} niet lezen"), {schema_file.string()})});
    return out;
  }
  std::stringstream buffer;
  buffer << in.rdbuf();
  nlohmann::json schema_doc = nlohmann::json::parse(buffer.str(), nullptr, false);
  if (schema_doc.is_discarded()) {
    out.push_back({"", format_message(tr("het schema {} is geen geldige JSON"), {schema_file.string()})});
    return out;
  }
  nlohmann::json doc = nlohmann::json::parse(json_text, nullptr, false);
  if (doc.is_discarded()) {
    out.push_back({"", tr("geen geldige JSON")});
    return out;
  }
  std::unique_ptr<JsonSchema> schema;
  try {
    schema = std::make_unique<JsonSchema>(schema_doc);
  } catch (const std::exception& e) {
    out.push_back({"", format_message(tr("ongeldig schema: {}"), {e.what()})});
    return out;
  }
  for (auto& e : schema->validate(doc)) out.push_back({JsonSchema::pointer(e.path), std::move(e.description)});
  return out;
}

}  // namespace qbank
