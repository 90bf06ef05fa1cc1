// answer/near-duplicate-option: see near-duplicate-option.md beside this file.
#pragma once

#include "checks/check.h"

namespace qbank {

// Two options that answer/duplicate-option keeps apart but a student most likely reads as one
// answer: they differ only in where a word or a number is split ("Verlieslatende" /
// "Verlies-latende", "0900-8844" / "0900 8844") or only in the case of a plain word of three letters
// or more ("Gent" / "gent", "NTFS" / "ntfs") or of a hexadecimal number ("0x1E" / "0x1e"), in a
// number or unit written in words or in digits ("tien keer" / "10 keer", "In watt" / "In W"), or in
// an abbreviation against its words ("De VN" / "De Verenigde Naties"), or in a tussen-n ("Kippengraan" /
// "Kippegraan"), or in the order of two things named ("De Rijn en de Maas" / "De Maas en de Rijn"). A
// warning, not an error: "kleinkind" is not "klein kind", a stem may ask about spelling in words the
// check does not know, and a notation question may ask for one case. See near-duplicate-option.md.
class AnswerNearDuplicateOptionCheck final : public Check {
 public:
  std::string_view name() const override { return "answer-near-duplicate-option"; }
  OwnedRules rules() const override;
  void check_question(const Question& question, const LintContext& context,
                      std::vector<Diagnostic>& out) const override;
};

}  // namespace qbank
