#include "checks/rule_text.h"

#include <filesystem>

#include "checks/registry.h"
#include "core/i18n.h"

namespace qbank {

std::string rule_origin(const RuleInfo& r, const Config& config) {
  if (r.origin == "built-in") return tr("ingebouwd");
  namespace fs = std::filesystem;
  const fs::path file = fs::absolute(r.origin).lexically_normal();
  auto under = [&](const fs::path& dir) {
    if (dir.empty()) return fs::path();
    const fs::path rel = file.lexically_relative(fs::absolute(dir).lexically_normal());
    return !rel.empty() && *rel.begin() != ".." ? rel : fs::path();
  };
  if (const fs::path rel = under(config.rules_dir); !rel.empty()) {
    return tr("bank: ") + (config.rules_dir / rel).lexically_relative(config.root).generic_string();
  }
  if (const fs::path rel = under(config.builtin_rules_dir); !rel.empty())
    return tr("ingebouwd: ") + rel.generic_string();
  return r.origin;
}

const RuleInfo* resolve_rule(const RuleCatalog& catalog, const std::string& name,
                             std::vector<std::string>* candidates) {
  if (const RuleInfo* r = catalog.find(name)) return r;
  if (name.find('/') != std::string::npos) return nullptr;
  const RuleInfo* found = nullptr;
  for (const RuleInfo* r : catalog.all()) {
    if (r->id.size() > name.size() && r->id.ends_with("/" + name)) {
      candidates->push_back(r->id);
      found = r;
    }
  }
  return candidates->size() == 1 ? found : nullptr;
}

std::string explain_text(const RuleInfo& r, const Config& config) {
  std::string out = r.doc;
  if (!r.doc.empty() && r.doc.back() != '\n') out += "\n";
  out += "\n";
  out += format_message(tr("Standaardernst: {}. Gedefinieerd in: {}."),
                        {severity_name(r.severity), rule_origin(r, config)});
  out += "\n";
  if (const std::string owner = rule_owner_file(r.id); !owner.empty()) {
    out += format_message(tr("Code: {}. Documentatie: tools/checks/{}.md."), {owner, r.id});
    out += "\n";
  }
  return out;
}

}  // namespace qbank
