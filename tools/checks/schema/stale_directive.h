// schema/stale-directive: see stale-directive.md beside this file.
#pragma once

#include "checks/check.h"

namespace qbank {

class SchemaStaleDirectiveCheck final : public Check {
 public:
  std::string_view name() const override { return "schema-stale-directive"; }
  OwnedRules rules() const override;
  void check_question(const Question& question, const LintContext& context,
                      std::vector<Diagnostic>& out) const override;
  void check_topic(const Topic& topic, const LintContext& context, std::vector<Diagnostic>& out) const override;
};

}  // namespace qbank
