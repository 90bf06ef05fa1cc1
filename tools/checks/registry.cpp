#include "checks/registry.h"

#include "checks/graph/link_check.h"
#include "checks/graph/topic_check.h"
#include "checks/schema/bank_structure.h"

namespace qbank {

std::vector<std::unique_ptr<Check>> make_checks() {
  std::vector<std::unique_ptr<Check>> checks;
  checks.push_back(std::make_unique<BankStructureCheck>());
  checks.push_back(std::make_unique<GraphLinkCheck>());
  checks.push_back(std::make_unique<GraphTopicCheck>());
  return checks;
}

}  // namespace qbank
