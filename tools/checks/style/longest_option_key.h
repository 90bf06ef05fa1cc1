// style/longest-option-key: the key is conspicuously longer than every distractor.
#pragma once

#include "checks/check.h"

namespace qbank {

class LongestOptionKeyCheck final : public Check {
 public:
  std::string_view name() const override { return "style-longest-option"; }
  OwnedRules rules() const override;
  void prepare(const LintContext& context) override;
  void check_question(const Question& question, const LintContext& context,
                      std::vector<Diagnostic>& out) const override;

 private:
  bool enabled_ = false;
  double ratio_ = 0;
  std::size_t margin_ = 0;
};

}  // namespace qbank
