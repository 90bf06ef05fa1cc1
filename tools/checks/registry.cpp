#include "checks/registry.h"

#include "checks/answer/answer_key.h"
#include "checks/answer/computed_answer.h"
#include "checks/explanation/explanation_check.h"
#include "checks/schema/bank_structure.h"

namespace qbank {

std::vector<std::unique_ptr<Check>> make_checks() {
  std::vector<std::unique_ptr<Check>> checks;
  checks.push_back(std::make_unique<BankStructureCheck>());
  checks.push_back(std::make_unique<AnswerKeyCheck>());
  checks.push_back(std::make_unique<ComputedAnswerCheck>());
  checks.push_back(std::make_unique<ExplanationCheck>());
  return checks;
}

}  // namespace qbank
