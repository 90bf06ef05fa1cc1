// The kinds of data rule (`kind = "..."` in rules/style/<name>.toml), one file each, as Vale keeps
// one file per rule kind: existence.cpp, substitution.cpp, occurrence.cpp, capitalization.cpp.
// A kind says which keys of a rule file are its own and reads them (`read`), builds the rule's
// matcher from them (`build`), and finds what the rule reports in a text (`apply`). The loader
// (data_rules.cpp) reads what every kind shares: id, message, scope, `when`, examples, the doc.
#pragma once

#include <toml++/toml.h>
#include <functional>
#include <initializer_list>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "checks/style/data_rules.h"
#include "core/source.h"

namespace qbank {

// At most this many findings of one rule in one text: enough for any real text, and a bound on
// the work a pattern that matches everywhere can cause.
inline constexpr std::size_t kMaxHitsPerText = 100;

// What the loader lends a kind while it reads one rule file.
struct KindReader {
  const SourceFile& source;
  const toml::table& table;
  bool ignore_case = true;  // `ignore_case`, default true
  bool whole_words = true;  // `whole_words`, default true
  // Reports a problem at `span` of the rule file.
  std::function<void(Span, std::string)> problem;
  // Builds a matcher from the words, patterns and exceptions of `table`; false on a problem.
  std::function<bool(const toml::table&, bool ignore_case, bool whole_words, Matcher&)> matcher;

  // Where the value of `key` is, or where its key is written; unknown when absent.
  Span value_span(const char* key) const;
  Span key_span(const char* key) const;
  // The string value of `key`, or empty.
  std::string text(const char* key) const;
  // A problem at each of `keys` that is present: `message` has the key and the kind as its
  // placeholders.
  void forbid(std::initializer_list<const char*> keys, const std::string& message, std::string_view kind) const;
};

class DataRuleKind {
 public:
  virtual ~DataRuleKind() = default;
  virtual std::string_view name() const = 0;
  // The placeholders its messages may use.
  virtual const std::set<std::string>& placeholders() const = 0;
  // Checks which of its keys are present and reads them into `rule`.
  virtual void read(const KindReader& in, DataRule& rule) const = 0;
  // Builds rule.matcher (the default: from `words` and `patterns`, with the file's settings).
  virtual void build(const KindReader& in, DataRule& rule) const;
  // The findings of `rule` in one text of its scope.
  virtual std::vector<RuleHit> apply(const DataRule& rule, std::string_view text) const = 0;
};

const DataRuleKind& data_rule_kind(RuleKind kind);

// A finding at bytes [begin, end) of `text`.
RuleHit hit_at(std::string_view text, std::size_t begin, std::size_t end);

}  // namespace qbank
