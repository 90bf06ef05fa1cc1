#include "checks/registry.h"

#include <algorithm>

#include "checks/answer/answer_key.h"
#include "checks/answer/computed_answer.h"
#include "checks/answer/near_duplicate_option.h"
#include "checks/answer/placeholder.h"
#include "checks/duplicate/duplicate_check.h"
#include "checks/explanation/explanation_check.h"
#include "checks/explanation/feedback_contradicts_key.h"
#include "checks/graph/link_check.h"
#include "checks/graph/topic_check.h"
#include "checks/schema/bank_structure.h"
#include "checks/schema/schema_file_check.h"
#include "checks/schema/stale_directive.h"
#include "checks/spelling/spelling_check.h"
#include "checks/style/clang_association.h"
#include "checks/style/data_rules_check.h"
#include "checks/style/key_position_bias.h"
#include "checks/style/longest_option_key.h"
#include "checks/style/numeric_order.h"
#include "checks/syntax/syntax_check.h"

namespace qbank {

std::vector<std::unique_ptr<Check>> make_checks() {
  std::vector<std::unique_ptr<Check>> checks;
  checks.push_back(std::make_unique<SyntaxCheck>());
  checks.push_back(std::make_unique<SchemaFileCheck>());
  checks.push_back(std::make_unique<BankStructureCheck>());
  checks.push_back(std::make_unique<GraphLinkCheck>());
  checks.push_back(std::make_unique<GraphTopicCheck>());
  checks.push_back(std::make_unique<DataRulesCheck>());
  checks.push_back(std::make_unique<LongestOptionKeyCheck>());
  checks.push_back(std::make_unique<ClangAssociationCheck>());
  checks.push_back(std::make_unique<KeyPositionBiasCheck>());
  checks.push_back(std::make_unique<NumericOrderCheck>());
  checks.push_back(std::make_unique<DuplicateCheck>());
  checks.push_back(std::make_unique<AnswerKeyCheck>());
  checks.push_back(std::make_unique<ComputedAnswerCheck>());
  checks.push_back(std::make_unique<ExplanationCheck>());
  checks.push_back(std::make_unique<SpellingCheck>());
  checks.push_back(std::make_unique<AnswerPlaceholderCheck>());
  checks.push_back(std::make_unique<SchemaStaleDirectiveCheck>());
  checks.push_back(std::make_unique<ExplanationFeedbackContradictsKeyCheck>());
  checks.push_back(std::make_unique<AnswerNearDuplicateOptionCheck>());
  return checks;
}

std::string rule_owner_file(std::string_view rule_id) {
  const std::optional<RuleId> id = find_rule_id(rule_id);
  if (!id) return {};
  for (const auto& check : make_checks()) {
    const OwnedRules owned = check->rules();
    if (std::find(owned.ids.begin(), owned.ids.end(), *id) != owned.ids.end()) return owned.file;
  }
  return {};
}

}  // namespace qbank
