#include "format/key_order.h"

#include <nlohmann/json.hpp>

#include "format/question_schema_json.h"
#include "format/topic_schema_json.h"

namespace qbank::fmt {

namespace {

using ordered = nlohmann::ordered_json;  // keeps the properties in the order the file lists them

// The definition a property's value refers to ("#/definitions/<name>"), itself or as its items.
const ordered* definition_of(const ordered& schema, const ordered& property) {
  const ordered* ref = nullptr;
  if (property.contains("$ref")) {
    ref = &property["$ref"];
  } else if (property.contains("items") && property["items"].is_object() && property["items"].contains("$ref")) {
    ref = &property["items"]["$ref"];
  }
  if (!ref || !ref->is_string()) return nullptr;
  const std::string path = ref->get<std::string>();
  const std::string prefix = "#/definitions/";
  if (path.rfind(prefix, 0) != 0 || !schema.contains("definitions")) return nullptr;
  const ordered& defs = schema["definitions"];
  const std::string name = path.substr(prefix.size());
  return defs.contains(name) ? &defs[name] : nullptr;
}

}  // namespace

const std::vector<std::string>& KeyOrder::keys_of(const std::string& name) const {
  static const std::vector<std::string> none;
  for (const auto& t : table_keys) {
    if (t.name == name) return t.keys;
  }
  return none;
}

KeyOrder key_order_of(std::string_view schema_text) {
  KeyOrder order;
  const ordered schema = ordered::parse(schema_text, nullptr, /*allow_exceptions=*/false);
  if (!schema.is_object() || !schema.contains("properties") || !schema["properties"].is_object()) return order;
  for (const auto& [name, property] : schema["properties"].items()) {
    const ordered* def = definition_of(schema, property);
    const bool table = def && def->value("type", std::string()) == "object";
    if (!table) {
      order.keys.push_back(name);
      continue;
    }
    order.tables.push_back(name);
    KeyOrder::Table t{name, {}};
    if (def->contains("properties") && (*def)["properties"].is_object()) {
      for (const auto& [key, _] : (*def)["properties"].items()) t.keys.push_back(key);
    }
    order.table_keys.push_back(std::move(t));
  }
  return order;
}

const KeyOrder& question_key_order() {
  static const KeyOrder order = key_order_of(kQuestionSchemaText);
  return order;
}

const KeyOrder& topic_key_order() {
  static const KeyOrder order = key_order_of(kTopicSchemaText);
  return order;
}

}  // namespace qbank::fmt
