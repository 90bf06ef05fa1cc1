// The answer key and the options of one question (answer family): exactly one option marked
// correct, an option count inside the configured range, no empty or duplicate options, and no
// option letter glued to its text by a copy from a quiz page ("AOmdat ...").
#pragma once

#include "checks/check.h"

namespace qbank {

class AnswerKeyCheck final : public Check {
 public:
  std::string_view name() const override { return "answer-key"; }
  OwnedRules rules() const override;
  void prepare(const LintContext& context) override;
  void check_question(const Question& question, const LintContext& context,
                      std::vector<Diagnostic>& out) const override;

 private:
  std::int64_t min_options_ = 3;
  std::int64_t max_options_ = 5;
};

// Per option: 1 when its text starts with its own letter glued to a word ("AOmdat") that
// answer/letter-prefix reports, 0 otherwise ("CPython", "AI-hardware"). The spelling check reads
// such a word without the letter, and only then.
std::vector<char> glued_option_letters(const Question& question, const TextAnalyzer* analyzer);

}  // namespace qbank
