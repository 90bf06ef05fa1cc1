#include "import/json_schema.h"

#include <nlohmann/json.hpp>
#include <valijson/adapters/nlohmann_json_adapter.hpp>
#include <valijson/schema.hpp>
#include <valijson/schema_parser.hpp>
#include <valijson/validator.hpp>

#include <fstream>
#include <sstream>

#include "core/i18n.h"

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
  valijson::Schema schema;
  try {
    valijson::SchemaParser parser(valijson::SchemaParser::kDraft7);
    valijson::adapters::NlohmannJsonAdapter schema_adapter(schema_doc);
    parser.populateSchema(schema_adapter, schema);
  } catch (const std::exception& e) {
    out.push_back({"", format_message(tr("ongeldig schema: {}"), {e.what()})});
    return out;
  }
  valijson::Validator validator;
  valijson::ValidationResults results;
  valijson::adapters::NlohmannJsonAdapter adapter(doc);
  if (validator.validate(schema, adapter, &results)) return out;
  valijson::ValidationResults::Error e;
  while (results.popError(e)) {
    std::string pointer;
    for (std::size_t i = 1; i < e.context.size(); ++i) {
      std::string c = e.context[i];
      if (c.size() >= 2 && c.front() == '[' && c.back() == ']') c = c.substr(1, c.size() - 2);
      pointer += "/" + c;
    }
    out.push_back({pointer, e.description});
  }
  return out;
}

}  // namespace qbank
