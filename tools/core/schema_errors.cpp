#include "core/schema_errors.h"

#include <array>

#include "core/i18n.h"

namespace qbank {
namespace {

struct ErrorRow {
  std::string_view prefix;     // how valijson's description starts
  std::optional<RuleId> rule;  // none: a wrapper line, skipped
};

// In order: the first row whose prefix starts the description decides.
constexpr std::array<ErrorRow, 20> kErrorTable{{
    {"Failed to validate against schema associated with property name", std::nullopt},
    {"Failed to validate item #", std::nullopt},
    {"Failed to validate against child schema", std::nullopt},
    {"Failed to validate against additional properties schema", std::nullopt},
    {"Failed to validate against schema associated with pattern", std::nullopt},
    {"Cannot validate item #", std::nullopt},
    {"Failed to validate against additional items", std::nullopt},
    {"Missing required property", RuleId::schema_required},
    {"Object contains a property that could not be validated", RuleId::schema_unknown_key},
    {"Value type not permitted", RuleId::schema_type},
    {"Failed to match against any enum", RuleId::schema_enum},
    {"Failed to match regex", RuleId::schema_pattern},
    {"String should be no", RuleId::schema_length},
    {"Array should contain no", RuleId::schema_items},
    {"Array contains more items", RuleId::schema_items},
    {"Elements at indexes", RuleId::schema_unique_items},
    {"Expected number", RuleId::schema_range},
    {"Failed to match expected value set by 'const'", RuleId::schema_const},
    {"Failed to validate against any schemas allowed by anyOf", RuleId::schema_invalid},
    {"Failed to validate against exactly one", RuleId::schema_invalid},
}};

}  // namespace

std::optional<RuleId> classify_schema_error(std::string_view description) {
  for (const ErrorRow& row : kErrorTable) {
    if (description.starts_with(row.prefix)) return row.rule;
  }
  return RuleId::schema_invalid;
}

std::string combinator_message(std::string_view v, const std::string& what) {
  if (v.starts_with("Failed to validate against any schemas allowed by anyOf")) {
    return format_message(tr("{} voldoet aan geen van de toegestane varianten (anyOf)"), {what});
  }
  if (v.starts_with("Failed to validate against exactly one")) {
    return format_message(tr("{} voldoet niet aan precies één van de toegestane varianten (oneOf)"), {what});
  }
  if (v.starts_with("Target should not validate")) {
    return format_message(tr("{} heeft een vorm die het schema uitsluit (not)"), {what});
  }
  if (v.starts_with("Failed to validate against a conditional schema")) {
    return format_message(tr("{} voldoet niet aan de voorwaardelijke eis van het schema (if/then/else)"), {what});
  }
  if (v.starts_with("Missing dependency '")) {
    const std::size_t from = std::string_view("Missing dependency '").size();
    return format_message(tr("{} mist de sleutel `{}`, die hier vereist is"),
                          {what, v.substr(from, v.find('\'', from) - from)});
  }
  return format_message(tr("{} voldoet niet aan het schema: {}"), {what, v});
}

}  // namespace qbank
