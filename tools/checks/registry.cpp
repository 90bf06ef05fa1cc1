#include "checks/registry.h"

#include "checks/duplicate/duplicate_check.h"
#include "checks/schema/bank_structure.h"

namespace qbank {

std::vector<std::unique_ptr<Check>> make_checks() {
  std::vector<std::unique_ptr<Check>> checks;
  checks.push_back(std::make_unique<BankStructureCheck>());
  checks.push_back(std::make_unique<DuplicateCheck>());
  return checks;
}

}  // namespace qbank
