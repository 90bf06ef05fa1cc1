#include "checks/answer/placeholder.h"

#include "core/i18n.h"
#include "core/placeholder.h"
#include "core/text_locator.h"

namespace qbank {

namespace {
constexpr RuleId kAnswerPlaceholderRule = RuleId::answer_placeholder;
}  // namespace

void AnswerPlaceholderCheck::check_question(const Question& q, const LintContext& context,
                                            std::vector<Diagnostic>& out) const {
  if (!context.enabled(kAnswerPlaceholderRule)) return;
  auto check = [&](const TextField& field, const std::string& what) {
    if (!field.present) return;
    const std::size_t at = find_placeholder(field.value);
    if (at == std::string::npos) return;
    out.push_back(make_diagnostic(kAnswerPlaceholderRule, q.path(), locate(*q.source, field, at, field.value.size()),
                                  format_message(tr("`{}` is een plaatshouder van `qbank new`: schrijf hier {} in "
                                                    "plaats van de plaatshouder"),
                                                 {kPlaceholderMarker, what})));
  };
  check(q.stem, tr("de stam"));
  check(q.explanation, tr("de toelichting"));
  for (const Option& o : q.options) {
    const std::string letter(1, o.letter());
    check(o.text, o.correct ? format_message(tr("de sleutel (optie {})"), {letter})
                            : format_message(tr("afleider {}"), {letter}));
    check(o.feedback(), format_message(tr("de feedback bij optie {}"), {letter}));
  }
}

OwnedRules AnswerPlaceholderCheck::rules() const { return owns({RuleId::answer_placeholder}); }

}  // namespace qbank
