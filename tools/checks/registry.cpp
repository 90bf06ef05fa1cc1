#include "checks/registry.h"

#include "checks/schema/bank_structure.h"

namespace qbank {

std::vector<std::unique_ptr<Check>> make_checks() {
  std::vector<std::unique_ptr<Check>> checks;
  checks.push_back(std::make_unique<BankStructureCheck>());
  return checks;
}

}  // namespace qbank
