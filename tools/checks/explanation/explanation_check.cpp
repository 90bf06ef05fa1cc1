#include "checks/explanation/explanation_check.h"

#include <algorithm>
#include <cstdio>

#include "checks/answer/option_text.h"
#include "checks/explanation/letter_claims.h"
#include "core/parallel.h"
#include "core/text/analyzer.h"
#include "core/text_locator.h"

namespace qbank {
namespace {

std::string two_decimals(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", v);
  std::string s(buf);
  for (char& c : s) {
    if (c == '.') c = ',';
  }
  return s == "-0,00" ? "0,00" : s;
}

std::string letter(std::size_t index) { return std::string(1, static_cast<char>('A' + index)); }

constexpr const char* kSupportRules[] = {"explanation/supports-distractor", "explanation/no-distinctive-terms",
                                         "explanation/no-support", "explanation/weak-support"};

}  // namespace

void ExplanationCheck::prepare(const LintContext& ctx) {
  const Settings& s = ctx.config.settings;
  thresholds_.margin = s.number("explanation.margin");
  thresholds_.similarity_margin = s.number("explanation.similarity_margin");
  thresholds_.min_support = s.number("explanation.min_support");
  thresholds_.min_similarity = s.number("explanation.min_similarity");
  min_fragment_overlap_ = s.number("explanation.min_fragment_overlap");
  max_chars_ = static_cast<std::size_t>(s.integer("limits.max_text_chars"));
  max_options_ = static_cast<std::size_t>(std::max<std::int64_t>(0, s.integer("answer.max_options")));

  scoring_ = false;
  for (const char* rule : kSupportRules) scoring_ = scoring_ || ctx.enabled(rule);
  statistics_ = TermStatistics();
  const auto& questions = ctx.bank.questions;
  if (!scoring_ || questions.empty()) return;

  // The document frequencies over the bank, per block of questions and merged, so the bank-wide
  // statistics cost one parallel pass. The terms themselves are not kept: each question's are
  // computed again when it is scored, which costs a little time (the analyser's word cache makes
  // the second analysis cheap) and saves some 2.5 KB per question (250 MB at 100,000 questions).
  const TextAnalyzer& analyzer = ctx.analyzer();
  const std::size_t blocks = std::max<std::size_t>(1, std::min<std::size_t>(ctx.jobs * 4, questions.size()));
  std::vector<TermStatistics> partial(blocks);
  parallel_for(blocks, ctx.jobs, [&](std::size_t b) {
    const std::size_t from = questions.size() * b / blocks;
    const std::size_t to = questions.size() * (b + 1) / blocks;
    for (std::size_t i = from; i < to; ++i) partial[b].add(analyse_question(questions[i], analyzer, max_chars_));
  });
  for (const auto& p : partial) statistics_.merge(p);
}

void ExplanationCheck::check_question(const Question& q, const LintContext& ctx, std::vector<Diagnostic>& out) const {
  if (!q.explanation.present) return;  // schema/required reports it
  const int key = q.key_index();
  if (key < 0) return;                 // answer/no-correct-option or answer/multiple-correct
  const std::string& file = q.path();
  const Option& k = q.options[static_cast<std::size_t>(key)];

  if (ctx.enabled("explanation/names-other-option") && q.explanation.value.size() <= max_chars_) {
    for (const auto& claim : find_letter_claims(q.explanation.value, ctx.analyzer())) {
      const std::size_t index = static_cast<std::size_t>(claim.letter - 'A');
      if (static_cast<int>(index) == key) continue;
      // Letters far past the options are words ("U is juist degene die..."), not stale letters.
      if (index >= std::max(q.options.size(), max_options_)) continue;
      std::string msg;
      if (index >= q.options.size()) {
        msg = "de toelichting noemt " + std::string(1, claim.letter) + " het juiste antwoord, maar die optie bestaat niet (de vraag heeft " +
              std::to_string(q.options.size()) + " opties) en de sleutel is " + letter(static_cast<std::size_t>(key)) +
              "; noem in de toelichting de inhoud van de sleutel in plaats van een letter";
      } else {
        msg = "de toelichting noemt " + std::string(1, claim.letter) + " het juiste antwoord, maar de sleutel is " +
              letter(static_cast<std::size_t>(key)) + "; zet `correct = true` bij de juiste optie of verbeter de toelichting " +
              "(noem liever de inhoud dan een letter: letters verschuiven als opties van volgorde wisselen)";
      }
      auto d = make_diagnostic("explanation/names-other-option", file, locate(*q.source, q.explanation, claim.begin, claim.end), msg);
      d.related.push_back({file, k.correct_span, "de sleutel"});
      out.push_back(std::move(d));
    }
  }

  if (!scoring_ || q.options.size() < 2) return;
  const QuestionTerms terms = analyse_question(q, ctx.analyzer(), max_chars_);
  if (!terms.usable) return;
  // Copies of one option (answer/duplicate-option) leave the key without terms of its own; the
  // duplicate is the problem to fix first.
  // Equal normalised texts have equal terms, so only options with equal terms are compared.
  for (std::size_t i = 0; i < terms.options.size(); ++i) {
    for (std::size_t j = i + 1; j < terms.options.size(); ++j) {
      if (terms.options[i] != terms.options[j]) continue;
      const std::string a = normalise_option(q.options[i].text.value);
      if (!a.empty() && a == normalise_option(q.options[j].text.value)) return;
    }
  }

  const auto scores = score_options(terms, statistics_, min_fragment_overlap_);
  const Decision decision = decide(scores, static_cast<std::size_t>(key), thresholds_);
  const OptionScore& ks = scores[static_cast<std::size_t>(key)];
  const std::string key_name = "sleutel " + letter(static_cast<std::size_t>(key)) + " " + quote_option(k.text.value);
  auto measures = [&](const OptionScore& s) {
    return "steun " + two_decimals(s.support) + ", gelijkenis " + two_decimals(s.similarity);
  };

  switch (decision.verdict) {
    case SupportVerdict::Fine:
      return;
    case SupportVerdict::SupportsDistractor: {
      if (!ctx.enabled("explanation/supports-distractor")) return;
      const auto r = static_cast<std::size_t>(decision.rival);
      const OptionScore& rs = scores[r];
      const Option& rival = q.options[r];
      const Span where = rs.evidence_end > rs.evidence_begin
                             ? locate(*q.source, q.explanation, rs.evidence_begin, rs.evidence_end)
                             : q.explanation.span;
      auto d = make_diagnostic(
          "explanation/supports-distractor", file, where,
          "de toelichting onderbouwt afleider " + letter(r) + " " + quote_option(rival.text.value) + " (" + measures(rs) +
              ") in plaats van de " + key_name + " (" + measures(ks) +
              "); staat `correct = true` bij de verkeerde optie, of legt de toelichting de afleider uit? Laat de toelichting " +
              "uitleggen waarom de sleutel juist is");
      d.related.push_back({file, rival.text.span, "de afleider die de toelichting onderbouwt"});
      d.related.push_back({file, k.correct_span, "de sleutel"});
      out.push_back(std::move(d));
      return;
    }
    case SupportVerdict::NoDistinctiveTerms:
      if (!ctx.enabled("explanation/no-distinctive-terms")) return;
      out.push_back(make_diagnostic(
          "explanation/no-distinctive-terms", file, k.text.span,
          "de " + key_name + " heeft geen eigen woorden: alles wat zij zegt, staat ook in de stam of in een afleider, dus " +
              "kan niet worden nagegaan of de toelichting haar onderbouwt; formuleer de sleutel met de inhoud die haar juist maakt"));
      return;
    case SupportVerdict::NoSupport:
      if (!ctx.enabled("explanation/no-support")) return;
      out.push_back(make_diagnostic(
          "explanation/no-support", file, q.explanation.span,
          "de toelichting zegt vrijwel niets over de " + key_name + " (" + measures(ks) + "; minimaal steun " +
              two_decimals(thresholds_.min_support) + " of gelijkenis " + two_decimals(thresholds_.min_similarity) +
              "); leg uit waarom de sleutel juist is, met de begrippen die zij noemt"));
      return;
    case SupportVerdict::WeakSupport: {
      if (!ctx.enabled("explanation/weak-support")) return;
      const auto r = static_cast<std::size_t>(decision.rival);
      const OptionScore& rs = scores[r];
      const Span where = rs.evidence_end > rs.evidence_begin
                             ? locate(*q.source, q.explanation, rs.evidence_begin, rs.evidence_end)
                             : q.explanation.span;
      auto d = make_diagnostic(
          "explanation/weak-support", file, where,
          "de toelichting onderbouwt afleider " + letter(r) + " " + quote_option(q.options[r].text.value) + " (" +
              measures(rs) + ") minstens zo goed als de " + key_name + " (" + measures(ks) +
              "); noem in de toelichting wat de sleutel onderscheidt, of leg uit waarom de afleider niet klopt");
      d.related.push_back({file, q.options[r].text.span, "de afleider"});
      out.push_back(std::move(d));
      return;
    }
  }
}

}  // namespace qbank
