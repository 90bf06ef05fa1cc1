// Does the explanation back the key? (explanation family). Scores every option by how much of
// its distinctive content the explanation supports (support.h) and applies the decision list:
// explanation/supports-distractor, explanation/no-distinctive-terms, explanation/no-support,
// explanation/weak-support; and explanation/names-other-option when the explanation calls another
// letter right ("B is juist"). Term statistics over the whole bank are computed once in prepare().
#pragma once

#include <memory>
#include <vector>

#include "checks/check.h"
#include "checks/explanation/support.h"

namespace qbank {

class ExplanationCheck final : public Check {
 public:
  std::string_view name() const override { return "explanation"; }
  void prepare(const LintContext& context) override;
  void check_question(const Question& question, const LintContext& context,
                      std::vector<Diagnostic>& out) const override;

 private:
  bool scoring_ = false;  // any of the support rules enabled
  SupportThresholds thresholds_;
  double min_fragment_overlap_ = 0.6;
  std::size_t max_chars_ = 20000;
  std::size_t max_options_ = 5;      // letters up to this many options can be option letters
  TermStatistics statistics_;
};

}  // namespace qbank
