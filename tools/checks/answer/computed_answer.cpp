#include "checks/answer/computed_answer.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "checks/answer/dutch_number.h"
#include "checks/answer/expression.h"
#include "checks/answer/option_text.h"
#include "core/i18n.h"
#include "core/strings.h"
#include "core/text_locator.h"

namespace qbank {
namespace {

std::string percent(double fraction) {
  // "12,5 %" in Dutch, "12.5%" in English.
  return format_message(tr("{} %"), {format_ui_number(std::round(fraction * 1000) / 10)});
}

std::string with_unit(double value, const std::string& unit) {
  return format_ui_number(value) + (unit.empty() ? "" : " " + unit);
}

// Relative distance of `v` from `x` (absolute when x is 0).
double relative(double v, double x) { return x == 0 ? std::fabs(v) : std::fabs(v - x) / std::fabs(x); }

// The option whose value is nearest to `x` (values.size() when none has one); on a tie the key wins.
std::size_t nearest_option(const std::vector<std::optional<NumberMention>>& values, double x, std::size_t key) {
  std::size_t nearest = values.size();
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (!values[i]) continue;
    if (nearest == values.size()) {
      nearest = i;
      continue;
    }
    const double di = std::fabs(values[i]->value - x);
    const double dn = std::fabs(values[nearest]->value - x);
    if (di < dn || (di == dn && i == key)) nearest = i;
  }
  return nearest;
}

// Whether two options give one amount in opposite directions ("€ 1,2 miljoen winst" against
// "€ 1,2 miljoen verlies"): then the value alone does not make the distractor a second answer.
bool opposite_directions(std::string_view a, std::string_view b) {
  static constexpr std::pair<std::string_view, std::string_view> kPairs[] = {
      {"winst", "verlies"},    {"overschot", "tekort"},  {"stijging", "daling"},   {"toename", "afname"},
      {"hoger", "lager"},      {"meer", "minder"},       {"boven", "onder"},       {"positief", "negatief"},
      {"voordeel", "nadeel"},  {"stijgt", "daalt"},      {"groei", "krimp"},       {"omhoog", "omlaag"},
      {"ontvangt", "betaalt"}, {"ontvangen", "betalen"}, {"warmer", "kouder"},     {"sneller", "langzamer"},
      {"zwaarder", "lichter"}, {"groter", "kleiner"},    {"duurder", "goedkoper"}, {"later", "eerder"},
  };
  auto words = [](std::string_view s) {
    std::vector<std::string> out;
    std::string w;
    for (const char c : s) {
      if (is_ascii_letter(c)) {
        w += ascii_lower(c);
      } else if (!w.empty()) {
        out.push_back(std::move(w));
        w.clear();
      }
    }
    if (!w.empty()) out.push_back(std::move(w));
    return out;
  };
  const auto wa = words(a);
  const auto wb = words(b);
  auto has = [](const std::vector<std::string>& ws, std::string_view w) {
    return std::find(ws.begin(), ws.end(), w) != ws.end();
  };
  for (const auto& [up, down] : kPairs) {
    if ((has(wa, up) && has(wb, down) && !has(wa, down) && !has(wb, up)) ||
        (has(wa, down) && has(wb, up) && !has(wa, up) && !has(wb, down))) {
      return true;
    }
  }
  return false;
}

}  // namespace

bool computation_backs_key(const Question& q) {
  if (!q.compute || !q.compute->expression.present) return false;
  const int key = q.key_index();
  if (key < 0) return false;
  const ExpressionResult r = evaluate_expression(q.compute->expression.value);
  if (!r.ok) return false;
  const std::string unit = q.compute->unit.present ? q.compute->unit.value.str() : std::string();
  std::vector<std::optional<NumberMention>> values(q.options.size());
  for (std::size_t i = 0; i < q.options.size(); ++i) {
    if (q.options[i].text.present) values[i] = mention_in_unit(q.options[i].text.value, unit);
  }
  const auto k = static_cast<std::size_t>(key);
  return values[k] && nearest_option(values, r.value, k) == k &&
         relative(values[k]->value, r.value) <= q.compute->tolerance;
}

void ComputedAnswerCheck::check_question(const Question& q, const LintContext& ctx,
                                         std::vector<Diagnostic>& out) const {
  if (!q.compute || !q.compute->expression.present) return;  // schema/required reports a missing expression
  const Computation& c = *q.compute;
  const std::string& file = q.path();

  const ExpressionResult r = evaluate_expression(c.expression.value);
  if (!r.ok) {
    if (ctx.enabled(RuleId::answer_invalid_expression)) {
      out.push_back(make_diagnostic(
          RuleId::answer_invalid_expression, file, locate(*q.source, c.expression, r.begin, r.end),
          format_message(tr("[compute] expression, kolom {}: {}"), {std::to_string(r.column), r.error})));
    }
    return;
  }
  const int key = q.key_index();
  if (key < 0) return;  // answer/no-correct-option or answer/multiple-correct reports it
  const std::string unit = c.unit.present ? c.unit.value.str() : std::string();
  const double x = r.value;
  const std::string computed = with_unit(x, unit);

  std::vector<std::optional<NumberMention>> values(q.options.size());
  bool any = false;
  for (std::size_t i = 0; i < q.options.size(); ++i) {
    if (!q.options[i].text.present) continue;
    values[i] = mention_in_unit(q.options[i].text.value, unit);
    any = any || values[i].has_value();
  }
  if (!any) {
    if (ctx.enabled(RuleId::answer_computed_unit)) {
      const Span where = c.unit.present ? c.unit.span : c.header;
      out.push_back(make_diagnostic(
          RuleId::answer_computed_unit, file, where,
          unit.empty()
              ? format_message(tr("geen enkele optie noemt een getal in de eenheid van [compute] (de uitkomst is {}); "
                                  "schrijf de opties met deze eenheid, zoals {}, of zet in `unit` de eenheid die de "
                                  "opties gebruiken"),
                               {computed, quote_option(format_message(tr("ongeveer {}"), {computed}))})
              : format_message(
                    tr("geen enkele optie noemt een getal in `{}` (de uitkomst is {}); schrijf de opties met "
                       "deze eenheid, zoals {}, of zet in `unit` de eenheid die de opties gebruiken"),
                    {unit, computed, quote_option(format_message(tr("ongeveer {}"), {computed}))})));
    }
    return;
  }

  const std::size_t nearest = nearest_option(values, x, static_cast<std::size_t>(key));

  const Option& k = q.options[static_cast<std::size_t>(key)];
  const auto& kv = values[static_cast<std::size_t>(key)];
  const Span key_where =
      kv ? locate(*q.source, k.text, kv->begin, kv->unit_end > kv->end ? kv->unit_end : kv->end) : k.text.span;
  const double tolerance = c.tolerance;
  if (static_cast<int>(nearest) != key) {
    if (ctx.enabled(RuleId::answer_computed_mismatch)) {
      const Option& n = q.options[nearest];
      const std::string key_letter(1, k.letter());
      const std::string near_letter(1, n.letter());
      const std::string near_text = quote_option(n.text.value);
      std::string msg;
      if (kv) {
        msg = format_message(tr("[compute] geeft {}, maar de sleutel {} noemt {}; optie {} {} ligt er het dichtst bij. "
                                "Zet `correct = true` bij de optie met de juiste waarde, of verbeter de sleutel of de "
                                "uitdrukking"),
                             {computed, key_letter, with_unit(kv->value, unit), near_letter, near_text});
      } else if (unit.empty()) {
        msg = format_message(tr("[compute] geeft {}, maar de sleutel {} noemt geen getal in deze eenheid; optie {} {} "
                                "ligt er het dichtst bij. Zet `correct = true` bij de optie met de juiste waarde, of "
                                "verbeter de sleutel of de uitdrukking"),
                             {computed, key_letter, near_letter, near_text});
      } else {
        msg =
            format_message(tr("[compute] geeft {}, maar de sleutel {} noemt geen getal in {}; optie {} {} ligt er het "
                              "dichtst bij. Zet `correct = true` bij de optie met de juiste waarde, of verbeter de "
                              "sleutel of de uitdrukking"),
                           {computed, key_letter, unit, near_letter, near_text});
      }
      auto d = make_diagnostic(RuleId::answer_computed_mismatch, file, key_where, msg);
      d.related.push_back({file, n.text.span, tr("de optie die het dichtst bij de uitkomst ligt")});
      d.related.push_back({file, c.expression.span, tr("de berekening")});
      out.push_back(std::move(d));
    }
    return;
  }
  const double off = relative(kv->value, x);
  if (off > tolerance) {
    if (ctx.enabled(RuleId::answer_computed_mismatch)) {
      auto d = make_diagnostic(RuleId::answer_computed_mismatch, file, key_where,
                               format_message(tr("de sleutel {} noemt {}, maar [compute] geeft {}: {} verschil, meer "
                                                 "dan de tolerantie van {}; schrijf in de sleutel de uitkomst van de "
                                                 "berekening, of verbeter de uitdrukking"),
                                              {std::string(1, k.letter()), with_unit(kv->value, unit), computed,
                                               percent(off), percent(tolerance)}));
      d.related.push_back({file, c.expression.span, tr("de berekening")});
      out.push_back(std::move(d));
    }
    return;
  }
  if (!ctx.enabled(RuleId::answer_computed_duplicate)) return;
  // A distractor is a second answer when it is within the tolerance and no farther from the result
  // than the key, or than half a unit of its own last written digit ("111,8 GB" beside the key
  // "112 GB" for 111,8): a student who computes 350 tells "340px" from the key "350px".
  const double key_off = std::fabs(kv->value - x);
  for (std::size_t i = 0; i < q.options.size(); ++i) {
    if (static_cast<int>(i) == key || !values[i]) continue;
    if (relative(values[i]->value, x) > tolerance) continue;
    const std::string_view written =
        std::string_view(q.options[i].text.value).substr(values[i]->begin, values[i]->end - values[i]->begin);
    const double half_unit = 0.5 * std::pow(10.0, -written_decimals(written));
    const double off_i = std::fabs(values[i]->value - x);
    if (off_i > std::max(key_off, half_unit) * (1 + 1e-9) + 1e-12) continue;
    if (opposite_directions(k.text.value, q.options[i].text.value)) continue;
    const Option& o = q.options[i];
    const auto& v = *values[i];
    auto d = make_diagnostic(RuleId::answer_computed_duplicate, file,
                             locate(*q.source, o.text, v.begin, v.unit_end > v.end ? v.unit_end : v.end),
                             format_message(tr("afleider {} {} is {}, binnen de tolerantie gelijk aan de uitkomst {} "
                                               "van [compute] en aan de sleutel {}; zo zijn er twee juiste antwoorden: "
                                               "geef deze afleider een andere waarde"),
                                            {std::string(1, o.letter()), quote_option(o.text.value),
                                             with_unit(v.value, unit), computed, std::string(1, k.letter())}));
    d.related.push_back({file, k.text.span, tr("de sleutel")});
    out.push_back(std::move(d));
  }
}

OwnedRules ComputedAnswerCheck::rules() const {
  return owns({RuleId::answer_invalid_expression, RuleId::answer_computed_unit, RuleId::answer_computed_mismatch,
               RuleId::answer_computed_duplicate});
}

}  // namespace qbank
