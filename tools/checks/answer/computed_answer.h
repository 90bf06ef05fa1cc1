// Computed answers (answer family): a question with a `[compute]` table states its answer as an
// expression and a unit. The expression must evaluate (answer/invalid-expression), some option
// must name a value in the unit (answer/computed-unit), the option nearest to the value must be
// the key and lie within the tolerance (answer/computed-mismatch), and no distractor may name
// that same value (answer/computed-duplicate).
#pragma once

#include "checks/check.h"

namespace qbank {

class ComputedAnswerCheck final : public Check {
 public:
  std::string_view name() const override { return "answer-computed"; }
  OwnedRules rules() const override;
  void check_question(const Question& question, const LintContext& context,
                      std::vector<Diagnostic>& out) const override;
};

}  // namespace qbank
