// Bank-wide structure (schema family): ids unique across the bank and equal to a valid file
// name, and topics that name existing topics as parent or prerequisite.
#pragma once

#include "checks/check.h"

namespace qbank {

class BankStructureCheck final : public Check {
 public:
  std::string_view name() const override { return "schema-bank"; }
  OwnedRules rules() const override;
  void check_bank(const LintContext& context, std::vector<Diagnostic>& out) const override;
};

}  // namespace qbank
