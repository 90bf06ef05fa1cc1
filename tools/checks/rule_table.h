// The built-in rules, generated at build time from tools/checks/<family>/<rule>.md by
// tools/scripts/rule_table.cmake: one doc per rule is the registry.
#pragma once

#include <string_view>
#include <vector>

namespace qbank {

struct BuiltinRuleDoc {
  std::string_view id;        // family/name, from the doc's path
  std::string_view severity;  // error | warning | info
  std::string_view summary;   // one sentence
  std::string_view doc;       // Markdown: What it does / Why it matters / Example / How to fix
};

const std::vector<BuiltinRuleDoc>& builtin_rule_docs();

}  // namespace qbank
