// answer/placeholder: see placeholder.md beside this file.
#pragma once

#include "checks/check.h"

namespace qbank {

class AnswerPlaceholderCheck final : public Check {
 public:
  std::string_view name() const override { return "answer-placeholder"; }
  OwnedRules rules() const override;
  void check_question(const Question& question, const LintContext& context,
                      std::vector<Diagnostic>& out) const override;
};

}  // namespace qbank
