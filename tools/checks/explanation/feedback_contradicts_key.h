// explanation/feedback-contradicts-key: see feedback-contradicts-key.md beside this file.
#pragma once

#include <cstddef>
#include <string_view>

#include "checks/check.h"

namespace qbank {

// The verdict an option's feedback opens with: "Goed zo!", "Juist: ...", "Nee, ...", "Helaas, ...".
struct FeedbackVerdict {
  enum Kind { None, Right, Wrong } kind = None;
  std::size_t begin = 0;  // bytes of the verdict words in the feedback
  std::size_t end = 0;
  // "Juist", "Onjuist", "Klopt", "Fout": words that may judge the option's statement rather than the
  // choice, which differ in a question after what does not hold.
  bool about_truth = false;
};

// The verdict `feedback` opens with: one of a fixed list of words and phrases, after any markup,
// followed by a punctuation mark or the end, and not hedged later in its sentence ("Goed, maar ...").
FeedbackVerdict read_feedback_verdict(std::string_view feedback);

class ExplanationFeedbackContradictsKeyCheck final : public Check {
 public:
  std::string_view name() const override { return "explanation-feedback-contradicts-key"; }
  OwnedRules rules() const override;
  void check_question(const Question& question, const LintContext& context,
                      std::vector<Diagnostic>& out) const override;
};

}  // namespace qbank
