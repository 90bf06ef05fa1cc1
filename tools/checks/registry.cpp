#include "checks/registry.h"

#include "checks/schema/bank_structure.h"
#include "checks/spelling/spelling_check.h"

namespace qbank {

std::vector<std::unique_ptr<Check>> make_checks() {
  std::vector<std::unique_ptr<Check>> checks;
  checks.push_back(std::make_unique<BankStructureCheck>());
  checks.push_back(std::make_unique<SpellingCheck>());
  return checks;
}

}  // namespace qbank
