// Computed answers (answer family): a question with a `[compute]` table states its answer as an
// expression and a unit. The expression must evaluate (answer/invalid-expression), some option
// must name a value in the unit (answer/computed-unit), the option nearest to the value must be
// the key and lie within the tolerance (answer/computed-mismatch), and no distractor may name
// that same value (answer/computed-duplicate).
#pragma once

#include "checks/check.h"

namespace qbank {

// Whether the `[compute]` table backs the key: its expression evaluates, the key names a value in
// its unit, and that value is the nearest option's and within the tolerance, so that
// answer/computed-mismatch is silent. A second reading of the question beside the explanation's.
bool computation_backs_key(const Question& q);

class ComputedAnswerCheck final : public Check {
 public:
  std::string_view name() const override { return "answer-computed"; }
  OwnedRules rules() const override;
  void check_question(const Question& question, const LintContext& context,
                      std::vector<Diagnostic>& out) const override;
};

}  // namespace qbank
