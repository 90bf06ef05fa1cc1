#include "checks/catalog.h"

#include "checks/rule_table.h"
#include "core/i18n.h"

namespace qbank {

RuleCatalog RuleCatalog::builtin() {
  RuleCatalog c;
  const bool english = ui_language() == UiLanguage::English;
  for (const auto& d : builtin_rule_docs()) {
    RuleInfo r;
    r.id = std::string(d.id);
    r.severity = parse_severity(d.severity).value_or(Severity::Error);
    r.summary = std::string(english ? d.summary_en : d.summary);
    r.doc = std::string(english ? d.doc_en : d.doc);
    r.origin = "built-in";
    c.add(std::move(r));
  }
  return c;
}

void RuleCatalog::add(RuleInfo rule) {
  std::string id = rule.id;
  rules_[id] = std::move(rule);
}

const RuleInfo* RuleCatalog::find(std::string_view id) const {
  auto it = rules_.find(id);
  return it == rules_.end() ? nullptr : &it->second;
}

bool RuleCatalog::has_family(std::string_view family) const {
  for (const auto& [id, _] : rules_) {
    if (rule_family(id) == family) return true;
  }
  return false;
}

std::vector<const RuleInfo*> RuleCatalog::all() const {
  std::vector<const RuleInfo*> out;
  for (const auto& [_, r] : rules_) out.push_back(&r);
  return out;
}

std::vector<std::string> RuleCatalog::ids() const {
  std::vector<std::string> out;
  for (const auto& [id, _] : rules_) out.push_back(id);
  return out;
}

}  // namespace qbank
