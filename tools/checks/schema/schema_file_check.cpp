#include "checks/schema/schema_file_check.h"

namespace qbank {

OwnedRules SchemaFileCheck::rules() const {
  return owns({RuleId::schema_required, RuleId::schema_unknown_key, RuleId::schema_type, RuleId::schema_enum,
               RuleId::schema_pattern, RuleId::schema_length, RuleId::schema_items, RuleId::schema_unique_items,
               RuleId::schema_range, RuleId::schema_const, RuleId::schema_invalid, RuleId::schema_invalid_schema,
               RuleId::schema_text_too_long, RuleId::schema_unexpected_file, RuleId::schema_missing_topic_file,
               RuleId::schema_missing_data, RuleId::schema_missing_folder, RuleId::schema_unknown_rule,
               RuleId::schema_unused_suppression});
}

}  // namespace qbank
