// Rules kept as data: rules/style/<name>.toml, one rule per file, id style/<name>. A few C++
// kinds (existence, substitution, occurrence, capitalization) run any number of data rules;
// docs/rules.md explains how to write one.
//
// A RuleBook is loaded once per run: every file is validated against schema/rule.schema.json,
// its patterns are compiled, all patterns of all rules go into one RE2::Set, and every rule's
// examples are run. Any problem is a ConfigError pointing into the rule file. After loading, a
// RuleBook is immutable and safe to use from several threads.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "checks/catalog.h"
#include "checks/style/re.h"
#include "core/config.h"
#include "core/diagnostic.h"

namespace qbank {

// Which texts of a question a rule reads.
enum class RuleScope : std::uint8_t { Stem, Options, Key, Distractors, Explanation, Text };
enum class RuleKind : std::uint8_t { Existence, Substitution, Occurrence, Capitalization };
enum class LetterCase : std::uint8_t { Upper, Lower, Capitalized };
enum class CountUnit : std::uint8_t { Words, Characters, Matches };

// One text field of a question, as the rules see it.
enum class FieldKind : std::uint8_t { Stem, Option, Feedback, Explanation };

// Words, patterns and exceptions: finds whole words and pattern matches in a text.
class Matcher {
 public:
  bool empty() const { return patterns_.empty(); }
  // Matches left to right, without overlap, outside every exception; at most `limit`.
  std::vector<re::Range> find(std::string_view text, std::size_t limit = SIZE_MAX) const;
  bool any(std::string_view text) const { return !find(text, 1).empty(); }
  // Each pattern, and whether its matches must be whole words.
  struct Entry {
    std::shared_ptr<const re::Pattern> pattern;
    bool whole_words = true;
  };
  const std::vector<Entry>& patterns() const { return patterns_; }

 private:
  friend class RuleLoader;
  std::vector<Entry> patterns_;
  std::shared_ptr<const re::Pattern> exceptions_;  // whole words
};

// A finding of one rule in one text: bytes [begin, end) of the text.
struct RuleHit {
  std::size_t begin = 0;
  std::size_t end = 0;
  std::string match;        // the text found
  std::string replacement;  // substitution and capitalization: the text to write instead
  std::size_t count = 0;    // occurrence: what was counted
};

struct DataRule {
  std::string id;
  std::string summary;
  std::string message;
  Severity severity = Severity::Warning;
  RuleScope scope = RuleScope::Text;
  RuleKind kind = RuleKind::Existence;
  Matcher matcher;
  std::map<std::string, std::string> swap;  // substitution: folded wrong form -> preferred form
  LetterCase letter_case = LetterCase::Upper;
  CountUnit count = CountUnit::Words;
  std::optional<std::int64_t> min;
  std::optional<std::int64_t> max;
  // The condition on another text of the question (`when`).
  struct Condition {
    RuleScope scope = RuleScope::Stem;
    Matcher matcher;
    bool present = true;
  };
  std::optional<Condition> when;
  std::string file;  // the rule file as shown to the user
  std::string doc;   // Markdown for `qbank explain`

  // The findings of this rule in one text of its scope; the condition is the caller's business.
  std::vector<RuleHit> apply(std::string_view text) const;
  // The message of a finding; `where` names the text ("afleider A").
  std::string format(const RuleHit& hit, std::string_view where) const;
  // True when the rule reads this field of a question whose key is at `key_index` (-1: none or
  // several keys).
  bool covers(FieldKind field, int option_index, int key_index) const;
};

// One rule file as read: shown as `display`, named `name` (its id is style/<name>).
struct RuleSource {
  std::string display;
  std::string name;
  std::string content;
};

class RuleBook {
 public:
  // The files of rules_dirs/style/*.toml that load() reads: by file name, the first folder's file
  // replacing a later folder's; in name order. Throws ConfigError for a file it cannot read.
  static std::vector<RuleSource> read_files(const std::vector<std::filesystem::path>& rules_dirs);
  // SHA-256 over the files as read (names and bytes): what the rules are.
  static std::string digest(const std::vector<RuleSource>& files);
  // The rules of files read before (read_files), loaded as `how` says (below).
  static std::shared_ptr<const RuleBook> load(const std::vector<RuleSource>& files, const SchemaValidator& schema,
                                              const std::function<bool(std::string_view)>& builtin, RuleLoading how);
  // Loads rules_dir/style/*.toml (a missing folder gives an empty book). `builtin` tells which
  // ids belong to built-in rules (a data rule may not reuse them). Throws ConfigError with every
  // problem found, each pointing into its rule file. Fully: validated, compiled, examples run.
  static std::shared_ptr<const RuleBook> load(const std::filesystem::path& rules_dir, const SchemaValidator& schema,
                                              const std::function<bool(std::string_view)>& builtin);
  // The same for several rules folders (the bank's first): a bank's file replaces the built-in
  // file of the same name. `how`:
  //  - Describe: no pattern compiled and no example run; the book has the rules' catalog entries
  //    (infos()) but matches nothing. Validated against the schema.
  //  - Trusted: compiled for use, with neither the schema nor the examples checked (the caller
  //    knows that these files passed a Full load).
  //  - Full: as the single-folder load.
  // Describe and Trusted see fewer problems than Full; when they see one, they load Full, so that
  // what is thrown is always what a Full load throws.
  static std::shared_ptr<const RuleBook> load(const std::vector<std::filesystem::path>& rules_dirs,
                                              const SchemaValidator& schema,
                                              const std::function<bool(std::string_view)>& builtin,
                                              RuleLoading how = RuleLoading::Full);
  // Builds a book from rule files given as text (tests); `path` is shown in diagnostics.
  static std::shared_ptr<const RuleBook> from_sources(const std::vector<std::pair<std::string, std::string>>& files,
                                                      const SchemaValidator& schema,
                                                      const std::function<bool(std::string_view)>& builtin);

  const std::vector<DataRule>& rules() const { return rules_; }
  std::vector<RuleInfo> infos() const;
  // Indices of the rules that may find something in `text`: those with a pattern that matches
  // it (one RE2::Set pass) and those that count words or characters. Sorted.
  std::vector<std::size_t> candidates(std::string_view text) const;
  // The findings of rule `index` in `text`, through the same path a lint run takes (set, then
  // the rule); the condition (`when`) is taken as met.
  std::vector<RuleHit> hits(std::size_t index, std::string_view text) const;

 private:
  friend class RuleLoader;
  std::vector<DataRule> rules_;
  re::PatternSet set_;
  std::vector<std::size_t> set_owner_;  // set pattern index -> rule index
  std::vector<std::size_t> always_;     // rules that run on every text
};

std::string_view scope_name(RuleScope scope);

}  // namespace qbank
