#include "checks/duplicate/duplicate_check.h"

#include <cmath>
#include <cstdio>

#include "checks/duplicate/duplicate_finder.h"
#include "core/i18n.h"
#include "core/text/analyzer.h"
#include "core/text_locator.h"
#include "core/utf8.h"

namespace qbank {
namespace {

constexpr DuplicateKind kKinds[] = {DuplicateKind::Exact, DuplicateKind::ConflictingKey, DuplicateKind::NumericVariant,
                                    DuplicateKind::Near, DuplicateKind::SameOptions};

Span text_span(const Question& q, const TextField& field, std::size_t begin, std::size_t end) {
  if (!q.source) return field.span;
  return locate(*q.source, field, begin, end);
}

Span stem_span(const Question& q) { return text_span(q, q.stem, 0, q.stem.value.size()); }

// The `correct = true` of the key, else the options header, else the stem.
Span key_span(const Question& q) {
  const int k = q.key_index();
  if (k >= 0 && q.options[static_cast<std::size_t>(k)].correct_span.known()) {
    return q.options[static_cast<std::size_t>(k)].correct_span;
  }
  return q.options_key.known() ? q.options_key : stem_span(q);
}

// A text for a message: one line, at most 60 characters, in quotes.
std::string in_quotes(std::string_view text) {
  std::string out = "“";
  std::size_t count = 0;
  bool space = false;
  for (std::size_t i = 0; i < text.size();) {
    char32_t cp;
    const std::size_t n = utf8::decode(text, i, cp);
    i += n;
    if (utf8::is_space(cp) || cp < 0x20) {
      space = true;
      continue;
    }
    if (count >= 60) {
      out += "…";
      break;
    }
    if (space && count > 0) {
      out += ' ';
      ++count;
    }
    space = false;
    utf8::append(out, cp);
    ++count;
  }
  return out + "”";
}

std::string key_description(const Question& q) {
  const int k = q.key_index();
  if (k >= 0) return in_quotes(q.options[static_cast<std::size_t>(k)].text.value);
  return q.correct_count() == 0 ? std::string(tr("geen sleutel")) : std::string(tr("meer dan één sleutel"));
}

// 0.8666 -> "0,86": rounded down, so a reported value never shows below the threshold.
std::string decimal(double x) { return ui_fixed(x, 2, Rounding::Down); }

// “a”, “a” en “b”, “a”, “b” en “c”; beyond four items “a”, “b”, “c” en nog 2.
std::string enumerate(const std::vector<std::string>& items) {
  std::string out;
  const std::size_t shown = items.size() > 4 ? 3 : items.size();
  for (std::size_t i = 0; i < shown; ++i) {
    if (i > 0) out += (i + 1 == shown && shown == items.size()) ? tr(" en ") : ", ";
    out += items[i];
  }
  if (shown < items.size()) out += format_message(tr(" en nog {}"), {std::to_string(items.size() - shown)});
  return out;
}

// Where two stems of a numeric variant differ: the byte range in each stem and the differing
// words of each, as written.
struct NumericDifference {
  std::size_t begin[2] = {0, 0};
  std::size_t end[2] = {0, 0};
  std::string words[2];
  bool found = false;
};

NumericDifference numeric_difference(const TextAnalyzer& analyzer, const Question& x, const Question& y) {
  NumericDifference d;
  const auto tx = analyzer.tokenize(x.stem.value);
  const auto ty = analyzer.tokenize(y.stem.value);
  if (tx.size() != ty.size()) return d;
  std::vector<std::string> words[2];
  for (std::size_t i = 0; i < tx.size(); ++i) {
    if (tx[i].folded == ty[i].folded) continue;
    if (!d.found) {
      d.begin[0] = tx[i].begin;
      d.begin[1] = ty[i].begin;
      d.found = true;
    }
    d.end[0] = tx[i].end;
    d.end[1] = ty[i].end;
    words[0].push_back(in_quotes(std::string_view(x.stem.value).substr(tx[i].begin, tx[i].end - tx[i].begin)));
    words[1].push_back(in_quotes(std::string_view(y.stem.value).substr(ty[i].begin, ty[i].end - ty[i].begin)));
  }
  for (int side = 0; side < 2; ++side) d.words[side] = enumerate(words[side]);
  return d;
}

std::string suppress_hint(RuleId rule, const std::string& other) {
  return format_message(tr(" (bewust zo? zet bij een van beide `[[suppress]]` met rule = \"{}\", other = \"{}\" en een "
                           "reason)"),
                        {rule_name(rule), other});
}

// The finding at `q` about the pair (q, o).
Diagnostic describe(const DuplicatePair& pair, const Question& q, const Question& o, double threshold,
                    const TextAnalyzer& analyzer) {
  const RuleId rule = duplicate_rule(pair.kind);
  const std::string other = "`" + o.id + "`";
  Span here = stem_span(q);
  Span there = stem_span(o);
  std::string message;
  std::string related = format_message(tr("de andere vraag, {}"), {other});
  switch (pair.kind) {
    case DuplicateKind::Exact:
      message = format_message(tr("dezelfde vraag als {}: stam en opties zijn gelijk (volgorde, hoofdletters, accenten "
                                  "en leestekens tellen niet mee); verwijder een van beide en laat `related` naar de "
                                  "overgebleven vraag wijzen"),
                               {other});
      break;
    case DuplicateKind::ConflictingKey:
      here = key_span(q);
      there = key_span(o);
      message = format_message(tr("dezelfde stam en opties als {}, maar een andere sleutel: hier {}, daar {}; zoek uit "
                                  "welke sleutel klopt, zet die goed en verwijder daarna een van beide vragen"),
                               {other, key_description(q), key_description(o)});
      related = format_message(tr("de sleutel van {}"), {other});
      break;
    case DuplicateKind::NumericVariant: {
      const NumericDifference d = numeric_difference(analyzer, q, o);
      if (d.found) {
        here = text_span(q, q.stem, d.begin[0], d.end[0]);
        there = text_span(o, o.stem, d.begin[1], d.end[1]);
        message = format_message(tr("de stam verschilt van die van {} alleen in getallen of eenheden (hier {}, daar "
                                    "{}): een variant, geen dubbel; controleer dat de sleutel bij deze getallen past"),
                                 {other, d.words[0], d.words[1]});
      } else {
        message = format_message(tr("de stam verschilt van die van {} alleen in getallen of eenheden: een variant, "
                                    "geen dubbel; controleer dat de sleutel bij deze getallen past"),
                                 {other});
      }
      related = format_message(tr("de getallen van {}"), {other});
      break;
    }
    case DuplicateKind::Near:
      if (normalize_text(q.stem.value) == normalize_text(o.stem.value)) {
        message = format_message(tr("de stam is gelijk aan die van {} (gelijkenis 1,00), alleen de opties verschillen: "
                                    "verwijder een van beide vragen, of herschrijf de stam zodat hij zegt wat deze "
                                    "vraag anders vraagt{}"),
                                 {other, suppress_hint(rule, o.id)});
      } else {
        message = format_message(tr("de stam lijkt sterk op die van {} (gelijkenis {}, drempel {}): waarschijnlijk "
                                    "dezelfde vraag; verwijder een van beide, of herschrijf de stam zodat hij zegt wat "
                                    "deze vraag anders vraagt{}"),
                                 {other, decimal(pair.similarity), decimal(threshold), suppress_hint(rule, o.id)});
      }
      break;
    case DuplicateKind::SameOptions:
      message =
          format_message(tr("dezelfde opties en sleutel als {}, onder een andere stam: mogelijk dezelfde vraag in "
                            "andere woorden; voeg de twee samen, of geef deze vraag opties die bij haar eigen stam "
                            "horen{}"),
                         {other, suppress_hint(rule, o.id)});
      break;
  }
  Diagnostic d = make_diagnostic(rule, q.path(), here, std::move(message));
  d.related.push_back({o.path(), there, related});
  d.other = o.id;
  return d;
}

}  // namespace

namespace {

bool any_enabled(const LintContext& ctx) {
  bool any = false;
  for (DuplicateKind k : kKinds) any = any || ctx.enabled(duplicate_rule(k));
  return any;
}

DuplicateSettings settings_of(const LintContext& ctx) {
  const Settings& s = ctx.config.settings;
  DuplicateSettings settings;
  settings.near_threshold = s.number("duplicate.near_threshold");
  settings.near_min_words = static_cast<std::size_t>(std::max<std::int64_t>(0, s.integer("duplicate.near_min_words")));
  settings.same_options_min_words =
      static_cast<std::size_t>(std::max<std::int64_t>(0, s.integer("duplicate.same_options_min_words")));
  settings.max_text_chars = static_cast<std::size_t>(std::max<std::int64_t>(0, s.integer("limits.max_text_chars")));
  for (const auto& unit : s.list("duplicate.units")) settings.units.insert(utf8::fold(unit));
  settings.near = ctx.enabled(RuleId::duplicate_near);
  return settings;
}

}  // namespace

DuplicateCheck::DuplicateCheck() = default;
DuplicateCheck::~DuplicateCheck() = default;

void DuplicateCheck::prepare(const LintContext& ctx) {
  pairs_.clear();
  if (!any_enabled(ctx)) return;
  if (ctx.incremental) {
    if (!tracker_) tracker_ = std::make_unique<DuplicateTracker>();
    pairs_ = tracker_->update(ctx.bank.questions, settings_of(ctx), ctx.analyzer(), ctx.jobs);
  } else if (ctx.bank.questions.size() >= 2) {
    // Here rather than in check_bank: the analysis of every question is the largest transient
    // memory of a run, and before the per-question pass its pages are free again for the
    // findings that pass makes (at 100,000 questions, 150 MB less at the peak).
    pairs_ = find_duplicates(ctx.bank.questions, settings_of(ctx), ctx.analyzer(), ctx.jobs);
  }
}

void DuplicateCheck::check_bank(const LintContext& ctx, std::vector<Diagnostic>& out) const {
  if (!any_enabled(ctx) || ctx.bank.questions.size() < 2) return;
  const DuplicateSettings settings = settings_of(ctx);
  const TextAnalyzer& analyzer = ctx.analyzer();
  const auto& questions = ctx.bank.questions;
  for (const DuplicatePair& p : pairs_) {
    if (!ctx.enabled(duplicate_rule(p.kind))) continue;
    out.push_back(describe(p, questions[p.a], questions[p.b], settings.near_threshold, analyzer));
    out.push_back(describe(p, questions[p.b], questions[p.a], settings.near_threshold, analyzer));
  }
}

OwnedRules DuplicateCheck::rules() const {
  return owns({RuleId::duplicate_exact, RuleId::duplicate_conflicting_key, RuleId::duplicate_numeric_variant,
               RuleId::duplicate_near, RuleId::duplicate_same_options});
}

}  // namespace qbank
