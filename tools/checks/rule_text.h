// What `qbank explain` shows of a rule, shared by the command and the language server's hover.
#pragma once

#include <string>
#include <vector>

#include "checks/catalog.h"
#include "core/config.h"

namespace qbank {

// "ingebouwd" for a rule in qbank's code; for a data rule its file, among the built-ins
// ("ingebouwd: style/x.toml") or the bank's own ("bank: rules/style/x.toml").
std::string rule_origin(const RuleInfo& rule, const Config& config);

// A rule by its id, or by its name alone when one family has it ("multiple-correct"); the ids
// that share the name go into *candidates.
const RuleInfo* resolve_rule(const RuleCatalog& catalog, const std::string& name, std::vector<std::string>* candidates);

// The rule's documentation followed by its default severity and origin, as `qbank explain` prints it.
std::string explain_text(const RuleInfo& rule, const Config& config);

}  // namespace qbank
