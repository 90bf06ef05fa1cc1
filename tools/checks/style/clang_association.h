// style/clang-association: a content word of the stem reappears in the key and in no distractor.
#pragma once

#include "checks/check.h"

namespace qbank {

class ClangAssociationCheck final : public Check {
 public:
  std::string_view name() const override { return "style-clang"; }
  OwnedRules rules() const override;
  void prepare(const LintContext& context) override;
  void check_question(const Question& question, const LintContext& context,
                      std::vector<Diagnostic>& out) const override;

 private:
  bool enabled_ = false;
  std::size_t min_letters_ = 5;
};

}  // namespace qbank
