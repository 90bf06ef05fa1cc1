// The duplicate family: the same question twice in the bank, a copy with a different key, a
// near-identical stem, the same options under another stem, and number-only variants. Each
// finding concerns a pair and is reported at both questions, naming the other one (its file and
// line as a related location, its id in Diagnostic::other so `[[suppress]] other = "<id>"` on
// either question allows the pair). The analysis is in duplicate_finder.h.
#pragma once

#include <memory>

#include "checks/check.h"
#include "checks/duplicate/duplicate_finder.h"

namespace qbank {

class DuplicateCheck final : public Check {
 public:
  DuplicateCheck();
  ~DuplicateCheck() override;
  std::string_view name() const override { return "duplicate"; }
  OwnedRules rules() const override;
  // Finds the pairs; with LintContext::incremental by what changed since the last run
  // (DuplicateTracker). check_bank reports them.
  void prepare(const LintContext& context) override;
  void check_bank(const LintContext& context, std::vector<Diagnostic>& out) const override;

 private:
  std::unique_ptr<DuplicateTracker> tracker_;
  std::vector<DuplicatePair> pairs_;  // of the last prepare()
};

}  // namespace qbank
