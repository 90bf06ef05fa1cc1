// The duplicate family: the same question twice in the bank, a copy with a different key, a
// near-identical stem, the same options under another stem, and number-only variants. Each
// finding concerns a pair and is reported at both questions, naming the other one (its file and
// line as a related location, its id in Diagnostic::other so `[[suppress]] other = "<id>"` on
// either question allows the pair). The analysis is in duplicate_finder.h.
#pragma once

#include "checks/check.h"

namespace qbank {

class DuplicateCheck final : public Check {
 public:
  std::string_view name() const override { return "duplicate"; }
  void check_bank(const LintContext& context, std::vector<Diagnostic>& out) const override;
};

}  // namespace qbank
