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
  // One function per rule, each called only when its rule is on.
  void option_count(const Question& q, std::vector<Diagnostic>& out) const;
  void multiple_correct(const Question& q, std::vector<Diagnostic>& out) const;
  void no_correct_option(const Question& q, std::vector<Diagnostic>& out) const;
  void empty_option(const Question& q, std::vector<Diagnostic>& out) const;
  void duplicate_option(const Question& q, std::vector<Diagnostic>& out) const;
  void letter_prefix(const Question& q, const LintContext& ctx, std::vector<Diagnostic>& out) const;

  std::int64_t min_options_ = 3;
  std::int64_t max_options_ = 5;
};

// Per option: 1 when its text starts with its own letter glued to a word ("AOmdat") that
// answer/letter-prefix reports, 0 otherwise ("CPython", "AI-hardware"). The spelling check reads
// such a word without the letter, and only then.
std::vector<char> glued_option_letters(const Question& question, const TextAnalyzer* analyzer);

}  // namespace qbank
