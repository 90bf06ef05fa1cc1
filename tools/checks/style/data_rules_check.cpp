#include "checks/style/data_rules_check.h"

#include "core/model.h"
#include "core/text_locator.h"
#include "core/utf8.h"

namespace qbank {
namespace {

// One text field of a question.
struct FieldRef {
  const TextField* field;
  FieldKind kind;
  int option;  // option index for options and feedback; -1 otherwise
};

std::vector<FieldRef> fields_of(const Question& q) {
  std::vector<FieldRef> out;
  if (q.stem.present) out.push_back({&q.stem, FieldKind::Stem, -1});
  for (const auto& o : q.options) {
    if (o.text.present) out.push_back({&o.text, FieldKind::Option, static_cast<int>(o.index)});
    if (o.feedback().present) out.push_back({&o.feedback(), FieldKind::Feedback, static_cast<int>(o.index)});
  }
  if (q.explanation.present) out.push_back({&q.explanation, FieldKind::Explanation, -1});
  return out;
}

bool in_scope(RuleScope scope, const FieldRef& f, int key) {
  DataRule probe;
  probe.scope = scope;
  return probe.covers(f.kind, f.option, key);
}

std::string where(const DataRule& rule, const FieldRef& f) {
  const std::string letter(1, option_letter(f.option));
  switch (f.kind) {
    case FieldKind::Stem:
      return "de stam";
    case FieldKind::Explanation:
      return "de toelichting";
    case FieldKind::Feedback:
      return "de feedback bij optie " + letter;
    case FieldKind::Option:
      if (rule.scope == RuleScope::Key) return "de sleutel (" + letter + ")";
      if (rule.scope == RuleScope::Distractors) return "afleider " + letter;
      return "optie " + letter;
  }
  return "";
}

// A fix is offered only when the replaced characters are written literally in the file (no
// escapes) and the replacement needs no escaping in any TOML string.
bool safe_fix(const SourceFile& source, Span span, const RuleHit& hit) {
  for (char c : hit.replacement) {
    if (c == '"' || c == '\'' || c == '\\' || c == '\n' || c == '\r') return false;
  }
  const std::size_t b = source.offset(span.begin), e = source.offset(span.end);
  return e >= b && source.text().compare(b, e - b, hit.match) == 0;
}

bool builtin_ids(std::string_view id) {
  static const RuleCatalog builtin = RuleCatalog::builtin();
  return builtin.find(id) != nullptr;
}

}  // namespace

void DataRulesCheck::read(const Config& config) {
  if (read_ && loaded_from_ == config.rules_dirs()) return;
  files_ = RuleBook::read_files(config.rules_dirs());
  digest_ = RuleBook::digest(files_);
  loaded_from_ = config.rules_dirs();
  read_ = true;
  book_.reset();
  compiled_ = false;
}

std::string DataRulesCheck::runtime_rules_digest(const Config& config) {
  read(config);
  return digest_;
}

const RuleBook& DataRulesCheck::book(const Config& config, RuleLoading how) {
  const bool compile = how != RuleLoading::Describe;
  read(config);
  if (!book_ || (compile && !compiled_)) {
    book_ = RuleBook::load(files_, *config.schemas.rule, builtin_ids, how);
    compiled_ = compile;
  }
  return *book_;
}

std::vector<RuleInfo> DataRulesCheck::runtime_rules(const Config& config, RuleLoading how) {
  return book(config, how).infos();
}

void DataRulesCheck::prepare(const LintContext& context) {
  const RuleBook& b = book(context.config, RuleLoading::Full);
  enabled_.clear();
  for (const auto& r : b.rules()) enabled_.push_back(context.enabled_runtime(r.id));
  max_text_chars_ = static_cast<std::size_t>(context.config.settings.integer("limits.max_text_chars"));
}

void DataRulesCheck::check_question(const Question& q, const LintContext& context, std::vector<Diagnostic>& out) const {
  if (!book_ || book_->rules().empty() || enabled_.size() != book_->rules().size()) return;
  const auto& rules = book_->rules();
  const int key = q.key_index();
  const auto fields = fields_of(q);
  // Conditions (`when`) are evaluated at most once per rule and question: -1 unknown.
  std::vector<signed char> condition(rules.size(), -1);
  auto condition_holds = [&](std::size_t i) {
    if (!rules[i].when) return true;
    if (condition[i] < 0) {
      const auto& c = *rules[i].when;
      bool found = false;
      for (const auto& f : fields) {
        if (in_scope(c.scope, f, key) && c.matcher.any(f.field->value)) {
          found = true;
          break;
        }
      }
      condition[i] = found == c.present ? 1 : 0;
    }
    return condition[i] == 1;
  };

  for (const auto& f : fields) {
    const std::string_view text = f.field->value;
    if (text.empty() || utf8::count_code_points(text) > max_text_chars_) continue;
    for (std::size_t i : book_->candidates(text)) {
      const DataRule& rule = rules[i];
      if (!enabled_[i] || !rule.covers(f.kind, f.option, key) || !condition_holds(i)) continue;
      for (const auto& hit : rule.apply(text)) {
        const Span span = locate(*q.source, *f.field, hit.begin, hit.end);
        auto d = make_runtime_diagnostic(rule.id, q.path(), span, rule.format(hit, where(rule, f)));
        if (!hit.replacement.empty() && safe_fix(*q.source, span, hit)) d.fix = Fix{span, hit.replacement, {}};
        out.push_back(std::move(d));
      }
    }
  }
}

OwnedRules DataRulesCheck::rules() const { return owns({RuleId::style_invalid_rule}); }

}  // namespace qbank
