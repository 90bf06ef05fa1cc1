// A check: one class that reports one or more rules of one family. Checks are created by the
// registry (registry.cpp), prepared once per run, then called per question (concurrently, from
// several threads) and once for the whole bank.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "checks/catalog.h"
#include "core/config.h"
#include "core/diagnostic.h"
#include "core/model.h"

namespace qbank {

class CacheStore;
class TextAnalyzer;

class LintContext {
 public:
  LintContext(const Bank& bank, const Config& config, const RuleCatalog& catalog);
  ~LintContext();

  const Bank& bank;
  const Config& config;
  const RuleCatalog& catalog;
  unsigned jobs = 1;            // threads a check may use in prepare()/check_bank()
  bool suggestions = true;      // spelling suggestions (off with --no-suggest)
  CacheStore* cache = nullptr;  // the store kept between runs (core/cache_store.h); null: none
  // The same checks run again on this bank after an edit (the language server): a check may keep
  // what it computed per question or topic and reuse it while the item's source (its SourceFile,
  // never shared between two texts) is the same object. The findings must equal a fresh run's.
  bool incremental = false;

  // False when the rule (or its family) is turned off in qbank.toml; checks skip its work.
  bool enabled(RuleId rule) const;
  // The same for a rule defined at run time (a data rule of rules/, owned by DataRulesCheck).
  bool enabled_runtime(std::string_view rule) const;
  // The shared Dutch text analyser (NFC, folding, stop words, Snowball stemming), created on
  // first use. Throws ConfigError when its data in rules/ is broken.
  const TextAnalyzer& analyzer() const;
  // TextAnalyzer::forget_words on the analyser, if one was loaded: between runs of a long-lived context.
  void forget_words(std::size_t max_words) const;

 private:
  struct Lazy;
  std::unique_ptr<Lazy> lazy_;
};

// Builds a diagnostic; the run sets its final severity from the catalog and qbank.toml.
Diagnostic make_diagnostic(RuleId rule, const std::string& file, Span span, std::string message);
// The same for a rule defined at run time (a data rule of rules/).
Diagnostic make_runtime_diagnostic(std::string_view rule, const std::string& file, Span span, std::string message);

// The built-in rules a check reports, and the file that writes the list (the check's .cpp, which
// `qbank explain` names). ArchitectureTest.EveryRuleHasExactlyOneOwner holds each rule of the
// catalog to exactly one check.
struct OwnedRules {
  std::vector<RuleId> ids;
  std::string file;  // "tools/checks/<family>/<file>.cpp"
};
// Called in the check's .cpp: `return owns({RuleId::answer_empty_option, ...});` records that file
// (__builtin_FILE, which GCC and Clang evaluate where the call is written; Clang 14, which builds
// the sanitizer and clang-tidy runs, has no std::source_location with libstdc++ 12).
OwnedRules owns(std::initializer_list<RuleId> ids, const char* file = __builtin_FILE());

class Check {
 public:
  virtual ~Check() = default;
  // A short name for profiles and errors ("spelling", "answer-key").
  virtual std::string_view name() const = 0;
  // The built-in rules this check reports (data rules come from runtime_rules()).
  virtual OwnedRules rules() const = 0;
  // Rules this check defines at run time (data rules loaded from rules/); built-in rules come
  // from their docs. Called before prepare(). `how` says how far to read them (catalog.h): a
  // lint that finds its result in the cache reads them as Describe, since it needs no more; one
  // that checks reads them as Full (or Trusted, when the cache vouches for them) before
  // prepare(), which needs them compiled.
  virtual std::vector<RuleInfo> runtime_rules(const Config& config, RuleLoading how) { return {}; }
  // SHA-256 of the files the rules are read from (empty: no such rules). Reads them, once per
  // run: runtime_rules() then loads these very bytes. Part of the cache key, so a folder of rules
  // behind a link is covered too; called before runtime_rules() when the cache is used.
  virtual std::string runtime_rules_digest(const Config& config) { return {}; }
  // Whole-bank preparation before the per-question pass (indexes, IDF tables, dictionaries).
  // May throw ConfigError.
  virtual void prepare(const LintContext& context) {}
  // One question. Called concurrently: must not modify shared state.
  virtual void check_question(const Question& question, const LintContext& context,
                              std::vector<Diagnostic>& out) const {}
  // One topic (also concurrently).
  virtual void check_topic(const Topic& topic, const LintContext& context, std::vector<Diagnostic>& out) const {}
  // The whole bank, after the per-question pass. Single call.
  virtual void check_bank(const LintContext& context, std::vector<Diagnostic>& out) const {}
};

}  // namespace qbank
