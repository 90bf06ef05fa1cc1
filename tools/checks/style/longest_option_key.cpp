#include "checks/style/longest_option_key.h"

#include "checks/style/cue_util.h"
#include "core/i18n.h"

namespace qbank {

namespace {
constexpr RuleId kLongestOptionRule = RuleId::style_longest_option_key;
}

void LongestOptionKeyCheck::prepare(const LintContext& ctx) {
  enabled_ = ctx.enabled(kLongestOptionRule);
  ratio_ = ctx.config.settings.number("style.longest_option_ratio");
  margin_ = static_cast<std::size_t>(ctx.config.settings.integer("style.longest_option_margin"));
}

void LongestOptionKeyCheck::check_question(const Question& q, const LintContext&, std::vector<Diagnostic>& out) const {
  if (!enabled_) return;
  const int key = q.key_index();
  if (key < 0 || q.options.size() < 2) return;
  const Option& k = q.options[static_cast<std::size_t>(key)];
  if (!k.text.present) return;
  const std::size_t key_len = style::visible_length(k.text.value);
  std::size_t longest = 0;
  const Option* longest_option = nullptr;
  for (const auto& o : q.options) {
    if (static_cast<int>(o.index) == key) continue;
    if (!o.text.present) return;  // the schema reports it; lengths are not comparable
    const std::size_t n = style::visible_length(o.text.value);
    if (!longest_option || n > longest) {
      longest = n;
      longest_option = &o;
    }
  }
  if (!longest_option) return;
  if (static_cast<double>(key_len) < ratio_ * static_cast<double>(longest) || key_len < longest + margin_) return;
  const std::string times =
      style::ui_number(longest > 0 ? static_cast<double>(key_len) / static_cast<double>(longest) : 0, 1);
  auto d = make_diagnostic(
      kLongestOptionRule, q.path(), style::value_span(q, k.text),
      format_message(
          tr("de sleutel ({}) is met {} tekens veel langer dan de langste afleider ({}, {} tekens; {} keer "
             "zo lang): wie twijfelt kiest de langste optie; maak de afleiders even precies en uitgebreid, of "
             "schrijf de sleutel korter"),
          {std::string(1, k.letter()), std::to_string(key_len), std::string(1, longest_option->letter()),
           std::to_string(longest), times}));
  d.related.push_back({q.path(), style::value_span(q, longest_option->text), tr("de langste afleider")});
  out.push_back(std::move(d));
}

OwnedRules LongestOptionKeyCheck::rules() const { return owns({RuleId::style_longest_option_key}); }

}  // namespace qbank
