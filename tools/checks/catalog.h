// Every rule a run knows: the built-in ones (from their docs) and the data rules loaded from
// rules/. Severity overrides and suppressions are resolved against it.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/diagnostic.h"

namespace qbank {

// How far a check reads the rules it defines at run time (the data rules of rules/).
enum class RuleLoading : std::uint8_t {
  Describe,  // what the catalog needs (ids, severities, docs); nothing compiled or run
  Trusted,   // compiled for use but not checked again: the cache vouches for these very files
  Full,      // validated, compiled, every example run; a ConfigError lists every problem
};

struct RuleInfo {
  std::string id;
  Severity severity = Severity::Error;
  std::string summary;
  std::string doc;     // Markdown
  std::string origin;  // "built-in" or the rule file that defines it
};

class RuleCatalog {
 public:
  // The built-in rules.
  static RuleCatalog builtin();
  // Adds or replaces a rule.
  void add(RuleInfo rule);
  const RuleInfo* find(std::string_view id) const;
  bool has_family(std::string_view family) const;
  // All rules sorted by id.
  std::vector<const RuleInfo*> all() const;
  std::vector<std::string> ids() const;

 private:
  std::map<std::string, RuleInfo, std::less<>> rules_;
};

}  // namespace qbank
