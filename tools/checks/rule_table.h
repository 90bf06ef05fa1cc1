// The built-in rules, generated at build time from tools/checks/<family>/<rule>.md (Dutch) and
// <rule>.en.md (English) by tools/scripts/rule_table.cmake: one doc per rule is the registry.
#pragma once

#include <string_view>
#include <vector>

namespace qbank {

struct BuiltinRuleDoc {
  std::string_view id;        // family/name, from the doc's path
  std::string_view severity;  // error | warning | info
  std::string_view summary;   // one sentence, in Dutch
  std::string_view doc;       // Markdown: Wat de regel doet / Waarom het ertoe doet / Voorbeeld / Zo los je het op
  std::string_view summary_en;
  std::string_view doc_en;  // What it does / Why it matters / Example / How to fix
};

const std::vector<BuiltinRuleDoc>& builtin_rule_docs();

}  // namespace qbank
