#include "checks/syntax/syntax_check.h"

namespace qbank {

OwnedRules SyntaxCheck::rules() const {
  return owns({RuleId::syntax_unreadable, RuleId::syntax_too_large, RuleId::syntax_invalid_utf8,
               RuleId::syntax_empty_file, RuleId::syntax_too_deep, RuleId::syntax_parse_error,
               RuleId::syntax_duplicate_key});
}

}  // namespace qbank
