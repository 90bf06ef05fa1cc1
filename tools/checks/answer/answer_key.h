// The answer key and the options of one question (answer family): exactly one option marked
// correct, an option count inside the configured range, no empty or duplicate options, and no
// option letter glued to its text by a copy from a quiz page ("AOmdat ...").
#pragma once

#include "checks/check.h"

namespace qbank {

class AnswerKeyCheck final : public Check {
 public:
  std::string_view name() const override { return "answer-key"; }
  void prepare(const LintContext& context) override;
  void check_question(const Question& question, const LintContext& context,
                      std::vector<Diagnostic>& out) const override;

 private:
  std::int64_t min_options_ = 3;
  std::int64_t max_options_ = 5;
};

}  // namespace qbank
