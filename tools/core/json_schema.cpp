#include "core/json_schema.h"

#include <nlohmann/json.hpp>
#include <valijson/adapters/nlohmann_json_adapter.hpp>
#include <valijson/schema.hpp>
#include <valijson/schema_parser.hpp>
#include <valijson/validator.hpp>

#include <map>
#include <mutex>
#include <thread>

namespace qbank {

struct JsonSchema::Impl {
  valijson::Schema schema;
  // valijson's validator keeps a cache of compiled patterns and is not thread-safe: one per
  // thread that validates with this schema, freed with it.
  std::mutex mutex;
  std::map<std::thread::id, std::unique_ptr<valijson::Validator>> validators;
};

JsonSchema::JsonSchema(const nlohmann::json& document) : impl_(std::make_unique<Impl>()) {
  valijson::SchemaParser parser(valijson::SchemaParser::kDraft7);
  valijson::adapters::NlohmannJsonAdapter adapter(document);
  parser.populateSchema(adapter, impl_->schema);
}

JsonSchema::~JsonSchema() = default;

std::vector<JsonSchema::Error> JsonSchema::validate(const nlohmann::json& instance) const {
  valijson::Validator* validator = nullptr;
  {
    std::lock_guard lock(impl_->mutex);
    auto& slot = impl_->validators[std::this_thread::get_id()];
    if (!slot) slot = std::make_unique<valijson::Validator>();
    validator = slot.get();
  }
  valijson::ValidationResults results;
  valijson::adapters::NlohmannJsonAdapter adapter(instance);
  std::vector<Error> out;
  if (validator->validate(impl_->schema, adapter, &results)) return out;
  for (const auto& e : results) {
    Error error;
    error.description = e.description;
    // The context starts with "<root>"; array indexes come as "[3]".
    for (std::size_t i = 1; i < e.context.size(); ++i) {
      const std::string& c = e.context[i];
      error.path.push_back(c.size() >= 2 && c.front() == '[' && c.back() == ']' ? c.substr(1, c.size() - 2) : c);
    }
    out.push_back(std::move(error));
  }
  return out;
}

std::string JsonSchema::pointer(const std::vector<std::string>& path) {
  std::string out;
  for (const auto& p : path) out += "/" + p;
  return out;
}

}  // namespace qbank
