// answer/near-duplicate-option: see near-duplicate-option.md beside this file.
#pragma once

#include "checks/check.h"

namespace qbank {

// Two options that answer/duplicate-option keeps apart but a student most likely reads as one
// answer: they differ only in where a word or a number is split ("Verlieslatende" /
// "Verlies-latende", "0900-8844" / "0900 8844") or only in the case of a word of three letters or
// more ("Gent" / "gent", "NTFS" / "ntfs"). A warning, not an error: a spelling question asks
// exactly this, and in "True" / "true" the case can be the point.
class AnswerNearDuplicateOptionCheck final : public Check {
 public:
  std::string_view name() const override { return "answer-near-duplicate-option"; }
  OwnedRules rules() const override;
  void check_question(const Question& question, const LintContext& context,
                      std::vector<Diagnostic>& out) const override;
};

}  // namespace qbank
