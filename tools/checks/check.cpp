#include "checks/check.h"

#include <atomic>
#include <mutex>
#include <set>

#include "core/text/analyzer.h"

namespace qbank {

struct LintContext::Lazy {
  std::once_flag analyzer_once;
  std::shared_ptr<const TextAnalyzer> analyzer;
};

LintContext::LintContext(const Bank& b, const Config& c, const RuleCatalog& cat)
    : bank(b), config(c), catalog(cat), lazy_(std::make_unique<Lazy>()) {}

LintContext::~LintContext() = default;

namespace {

std::atomic<bool> recording{false};
std::mutex unknown_mutex;
std::set<std::string>& unknown_ids() {
  static std::set<std::string> ids;
  return ids;
}

}  // namespace

void record_unknown_rule_ids(bool on) {
  recording = on;
  std::lock_guard<std::mutex> lock(unknown_mutex);
  unknown_ids().clear();
}

bool recording_unknown_rule_ids() { return recording; }

void note_rule_id(std::string_view rule, const RuleCatalog& catalog) {
  if (!recording) return;
  if (catalog.find(rule)) return;
  // "family" or "family/*": a family some rule of the catalog belongs to.
  std::string_view family = rule;
  if (family.ends_with("/*")) family.remove_suffix(2);
  if (family.find('/') == std::string_view::npos && catalog.has_family(std::string(family))) return;
  std::lock_guard<std::mutex> lock(unknown_mutex);
  unknown_ids().emplace(rule);
}

std::vector<std::string> unknown_rule_ids() {
  std::lock_guard<std::mutex> lock(unknown_mutex);
  return {unknown_ids().begin(), unknown_ids().end()};
}

bool LintContext::enabled(std::string_view rule) const {
  if (recording) note_rule_id(rule, catalog);
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

Diagnostic make_diagnostic(std::string_view rule, const std::string& file, Span span, std::string message) {
  Diagnostic d;
  d.rule = std::string(rule);
  d.file = file;
  d.span = span;
  d.message = std::move(message);
  return d;
}

}  // namespace qbank
