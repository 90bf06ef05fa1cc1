#include "checks/check.h"

#include <mutex>

#include "core/text/analyzer.h"

namespace qbank {

struct LintContext::Lazy {
  std::once_flag analyzer_once;
  std::shared_ptr<const TextAnalyzer> analyzer;
};

LintContext::LintContext(const Bank& b, const Config& c, const RuleCatalog& cat)
    : bank(b), config(c), catalog(cat), lazy_(std::make_unique<Lazy>()) {}

LintContext::~LintContext() = default;

bool LintContext::enabled(RuleId rule) const { return enabled_runtime(rule_name(rule)); }

bool LintContext::enabled_runtime(std::string_view rule) const {
  std::optional<Severity> family_setting;
  bool family_set = false;
  for (const auto& o : config.overrides) {
    if (o.rule == rule) return o.severity.has_value();
    if (o.rule == rule_family(rule)) {
      family_set = true;
      family_setting = o.severity;
    }
  }
  return !family_set || family_setting.has_value();
}

const TextAnalyzer& LintContext::analyzer() const {
  std::call_once(lazy_->analyzer_once,
                 [&] { lazy_->analyzer = TextAnalyzer::load(config.rules_dirs(), config.language); });
  return *lazy_->analyzer;
}

void LintContext::forget_words(std::size_t max_words) const {
  if (lazy_->analyzer) lazy_->analyzer->forget_words(max_words);
}

OwnedRules owns(std::initializer_list<RuleId> ids, const char* where) {
  // The compiler's path of the file, from its tools/ folder on: the same on every machine.
  std::string_view file = where;
  if (const auto at = file.rfind("tools/checks/"); at != std::string_view::npos) file.remove_prefix(at);
  return {std::vector<RuleId>(ids), std::string(file)};
}

Diagnostic make_diagnostic(RuleId rule, const std::string& file, Span span, std::string message) {
  return make_runtime_diagnostic(rule_name(rule), file, span, std::move(message));
}

Diagnostic make_runtime_diagnostic(std::string_view rule, const std::string& file, Span span, std::string message) {
  Diagnostic d;
  d.rule = std::string(rule);
  d.file = file;
  d.span = span;
  d.message = std::move(message);
  return d;
}

}  // namespace qbank
