#include "core/schema_errors.h"

#include <array>

#include "core/i18n.h"

namespace qbank {
namespace {

struct ErrorRow {
  std::string_view prefix;  // how valijson's description starts
  std::string_view rule;    // empty: a wrapper line, skipped
};

// In order: the first row whose prefix starts the description decides.
constexpr std::array<ErrorRow, 20> kErrorTable{{
    {"Failed to validate against schema associated with property name", ""},
    {"Failed to validate item #", ""},
    {"Failed to validate against child schema", ""},
    {"Failed to validate against additional properties schema", ""},
    {"Failed to validate against schema associated with pattern", ""},
    {"Cannot validate item #", ""},
    {"Failed to validate against additional items", ""},
    {"Missing required property", "schema/required"},
    {"Object contains a property that could not be validated", "schema/unknown-key"},
    {"Value type not permitted", "schema/type"},
    {"Failed to match against any enum", "schema/enum"},
    {"Failed to match regex", "schema/pattern"},
    {"String should be no", "schema/length"},
    {"Array should contain no", "schema/items"},
    {"Array contains more items", "schema/items"},
    {"Elements at indexes", "schema/unique-items"},
    {"Expected number", "schema/range"},
    {"Failed to match expected value set by 'const'", "schema/const"},
    {"Failed to validate against any schemas allowed by anyOf", "schema/invalid"},
    {"Failed to validate against exactly one", "schema/invalid"},
}};

}  // namespace

std::optional<std::string> classify_schema_error(std::string_view description) {
  for (const ErrorRow& row : kErrorTable) {
    if (!description.starts_with(row.prefix)) continue;
    if (row.rule.empty()) return std::nullopt;
    return std::string(row.rule);
  }
  return std::string("schema/invalid");
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
