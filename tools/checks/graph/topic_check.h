// graph family, topics: empty topics, parent and prerequisite cycles (each reported once with its
// whole path), topics that no root or learning path reaches, and the depth of the topic tree.
#pragma once

#include "checks/check.h"

namespace qbank {

class GraphTopicCheck final : public Check {
 public:
  std::string_view name() const override { return "graph-topics"; }
  OwnedRules rules() const override;
  void check_bank(const LintContext& context, std::vector<Diagnostic>& out) const override;
};

}  // namespace qbank
