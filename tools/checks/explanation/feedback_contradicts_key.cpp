#include "checks/explanation/feedback_contradicts_key.h"

#include <optional>
#include <string>
#include <vector>

#include "checks/explanation/reading.h"
#include "core/i18n.h"
#include "core/placeholder.h"
#include "core/strings.h"
#include "core/text/markup_mask.h"
#include "core/text_locator.h"
#include "core/utf8.h"

namespace qbank {

namespace {
constexpr RuleId kFeedbackContradictsKeyRule = RuleId::explanation_feedback_contradicts_key;
constexpr RuleId kFeedbackDoubtsKeyRule = RuleId::explanation_feedback_doubts_key;

struct VerdictPhrase {
  std::string_view words;  // lower case, one space between words
  FeedbackVerdict::Kind kind;
  bool truth;
};

// Longer phrases before the shorter ones they start with: the longest match wins.
constexpr VerdictPhrase kVerdictPhrases[] = {
    {"dat is het juiste antwoord", FeedbackVerdict::Right, false},
    {"dat is niet correct", FeedbackVerdict::Wrong, true},
    {"dat is niet juist", FeedbackVerdict::Wrong, true},
    {"dat is niet goed", FeedbackVerdict::Wrong, false},
    {"dat is verkeerd", FeedbackVerdict::Wrong, false},
    {"dat is onjuist", FeedbackVerdict::Wrong, true},
    {"dat is correct", FeedbackVerdict::Right, true},
    {"dat klopt niet", FeedbackVerdict::Wrong, true},
    {"dat is juist", FeedbackVerdict::Right, true},
    {"dat is fout", FeedbackVerdict::Wrong, true},
    {"dat is goed", FeedbackVerdict::Right, false},
    {"dat klopt", FeedbackVerdict::Right, true},
    {"het juiste antwoord", FeedbackVerdict::Right, false},
    {"helemaal correct", FeedbackVerdict::Right, true},
    {"helemaal juist", FeedbackVerdict::Right, true},
    {"helemaal goed", FeedbackVerdict::Right, false},
    {"klopt helemaal", FeedbackVerdict::Right, true},
    {"klopt niet", FeedbackVerdict::Wrong, true},
    {"niet helemaal", FeedbackVerdict::Wrong, false},
    {"niet correct", FeedbackVerdict::Wrong, true},
    {"niet juist", FeedbackVerdict::Wrong, true},
    {"niet goed", FeedbackVerdict::Wrong, false},
    {"niet waar", FeedbackVerdict::Wrong, true},
    {"helaas niet", FeedbackVerdict::Wrong, false},
    {"bijna goed", FeedbackVerdict::Wrong, false},
    {"goed antwoord", FeedbackVerdict::Right, false},
    {"goed gekozen", FeedbackVerdict::Right, false},
    {"goed gedaan", FeedbackVerdict::Right, false},
    {"goed gezien", FeedbackVerdict::Right, false},
    {"heel goed", FeedbackVerdict::Right, false},
    {"zeer goed", FeedbackVerdict::Right, false},
    {"goed zo", FeedbackVerdict::Right, false},
    {"nee hoor", FeedbackVerdict::Wrong, false},
    {"well done", FeedbackVerdict::Right, false},
    {"uitstekend", FeedbackVerdict::Right, false},
    {"inderdaad", FeedbackVerdict::Right, false},
    {"incorrect", FeedbackVerdict::Wrong, true},
    {"verkeerd", FeedbackVerdict::Wrong, false},
    {"terecht", FeedbackVerdict::Right, false},
    {"precies", FeedbackVerdict::Right, false},
    {"perfect", FeedbackVerdict::Right, false},
    {"correct", FeedbackVerdict::Right, true},
    {"onjuist", FeedbackVerdict::Wrong, true},
    {"helaas", FeedbackVerdict::Wrong, false},
    {"jammer", FeedbackVerdict::Wrong, false},
    {"onwaar", FeedbackVerdict::Wrong, true},
    {"bravo", FeedbackVerdict::Right, false},
    {"prima", FeedbackVerdict::Right, false},
    {"juist", FeedbackVerdict::Right, true},
    {"klopt", FeedbackVerdict::Right, true},
    {"bijna", FeedbackVerdict::Wrong, false},
    {"wrong", FeedbackVerdict::Wrong, false},
    {"right", FeedbackVerdict::Right, false},
    {"goed", FeedbackVerdict::Right, false},
    {"fout", FeedbackVerdict::Wrong, true},
    {"nee", FeedbackVerdict::Wrong, false},
    {"mis", FeedbackVerdict::Wrong, false},
};

// A feedback with its markup located: emphasis ("**Goed!**") and the HTML tags of an imported feedback
// ("<p><b>Goed!</b>") are the bytes mask_markup blanks.
struct Feedback {
  std::string_view text;
  std::string visible;
  explicit Feedback(std::string_view t) : text(t), visible(mask_markup(t, MaskOptions{true})) {}
  bool markup(std::size_t i) const { return visible[i] != text[i]; }
};

// Skips white space, quotes and markup before a verdict.
std::size_t skip_markup(const Feedback& f, std::size_t i) {
  const std::string_view s = f.text;
  while (i < s.size()) {
    const char c = s[i];
    if (f.markup(i) || c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '"' || c == '\'') {
      ++i;
    } else if (s.compare(i, 3, "\u201C") == 0 || s.compare(i, 3, "\u201D") == 0 || s.compare(i, 3, "\u2018") == 0 ||
               s.compare(i, 3, "\u2019") == 0 || s.compare(i, 3, "\u201E") == 0) {
      i += 3;
    } else {
      return i;
    }
  }
  return i;
}

// Whether what follows a verdict ends it: a punctuation mark, the end, or markup and then one of these
// ("**Goed**: ...", "<b>Juist</b>!").
bool closes_verdict(const Feedback& f, std::size_t i) {
  const std::string_view s = f.text;
  while (i < s.size() && f.markup(i)) ++i;
  if (i >= s.size()) return true;
  const char c = s[i];
  if (c == ',' || c == '.' || c == '!' || c == ':' || c == ';' || c == ')' || c == '\n') return true;
  // " - ", " – ", " — " after the verdict ("Goed – de ...").
  if (c == ' ') {
    const std::string_view rest = s.substr(i + 1);
    return rest.starts_with("- ") || rest.starts_with("\u2013") || rest.starts_with("\u2014");
  }
  return s.compare(i, 3, "\u2013") == 0 || s.compare(i, 3, "\u2014") == 0 || s.compare(i, 3, "\u2026") == 0;
}

// A hedge later in the verdict's sentence: "Goed, maar ...", "Juist, al geldt dat echter ...".
bool hedged(std::string_view s, std::size_t from) {
  std::size_t end = from;
  while (end < s.size() && s[end] != '.' && s[end] != '!' && s[end] != '?' && s[end] != '\n') ++end;
  std::size_t i = from;
  while (i < end) {
    while (i < end && !is_ascii_letter(s[i])) ++i;
    std::string word;
    while (i < end && is_ascii_letter(s[i])) word += ascii_lower(s[i++]);
    if (word == "maar" || word == "echter" || word == "toch" || word == "behalve") return true;
  }
  return false;
}

}  // namespace

FeedbackVerdict read_feedback_verdict(std::string_view s) {
  const Feedback f(s);
  const std::size_t start = skip_markup(f, 0);
  // The first words, lower case, with where each ends: only ASCII letters make a verdict word, and a
  // word glued to a letter outside ASCII ("Goedé") is none.
  std::string words;
  std::vector<std::size_t> word_end;  // byte offset in s after each word
  std::vector<std::size_t> word_len;  // length of `words` after each word
  std::size_t i = start;
  while (word_end.size() < 5 && i < s.size() && is_ascii_letter(s[i])) {
    if (!words.empty()) words += ' ';
    while (i < s.size() && is_ascii_letter(s[i])) words += ascii_lower(s[i++]);
    if (i < s.size() && static_cast<unsigned char>(s[i]) >= 0x80 && !closes_verdict(f, i)) return {};
    word_end.push_back(i);
    word_len.push_back(words.size());
    if (i + 1 < s.size() && s[i] == ' ' && is_ascii_letter(s[i + 1])) {
      ++i;
    } else {
      break;
    }
  }
  for (const VerdictPhrase& p : kVerdictPhrases) {
    for (std::size_t w = word_len.size(); w-- > 0;) {
      if (word_len[w] != p.words.size() || std::string_view(words).substr(0, word_len[w]) != p.words) continue;
      if (!closes_verdict(f, word_end[w]) || hedged(s, word_end[w])) return {};
      return FeedbackVerdict{p.kind, start, word_end[w], p.truth};
    }
  }
  return {};
}

OwnedRules ExplanationFeedbackContradictsKeyCheck::rules() const {
  return owns({RuleId::explanation_feedback_contradicts_key, RuleId::explanation_feedback_doubts_key});
}

void ExplanationFeedbackContradictsKeyCheck::check_question(const Question& q, const LintContext& context,
                                                            std::vector<Diagnostic>& out) const {
  const bool certain = context.enabled(kFeedbackContradictsKeyRule);
  const bool doubts = context.enabled(kFeedbackDoubtsKeyRule);
  if (!certain && !doubts) return;
  const int key = q.key_index();
  if (key < 0) return;  // answer/no-correct-option or answer/multiple-correct
  const auto k = static_cast<std::size_t>(key);

  std::optional<bool> negative;  // read only when a verdict on the statement needs it
  auto verdict_of = [&](const Option& o) -> FeedbackVerdict {
    const TextField& f = o.feedback();
    if (!f.present || is_placeholder(f.value)) return {};
    FeedbackVerdict v = read_feedback_verdict(f.value);
    if (v.kind == FeedbackVerdict::None) return v;
    // An option that is itself a verdict ("Nee", "Juist", "Niet waar"): its feedback may repeat it.
    if (read_feedback_verdict(std::string(o.text.value) + ".").kind != FeedbackVerdict::None) return {};
    // In a question after what does not hold, "Onjuist: ..." may call the statement untrue, which makes
    // it the right choice.
    if (v.about_truth && (negative ? *negative : *(negative = negative_stem(q, context.analyzer())))) return {};
    return v;
  };

  std::vector<FeedbackVerdict> verdicts;
  verdicts.reserve(q.options.size());
  for (const Option& o : q.options) verdicts.push_back(verdict_of(o));

  const std::string file = q.path();
  const Option& key_option = q.options[k];
  auto quoted = [&](const Option& o, const FeedbackVerdict& v) {
    return std::string(o.feedback().value.substr(v.begin, v.end - v.begin));
  };
  auto span_of = [&](const Option& o, const FeedbackVerdict& v) {
    return locate(*q.source, o.feedback(), v.begin, v.end);
  };
  const std::string key_letter(1, key_option.letter());

  std::vector<std::size_t> praised;  // distractors whose feedback says they are right
  for (std::size_t j = 0; j < q.options.size(); ++j) {
    if (j != k && verdicts[j].kind == FeedbackVerdict::Right) praised.push_back(j);
  }

  if (verdicts[k].kind == FeedbackVerdict::Wrong) {
    if (!praised.empty()) {
      if (!certain) return;
      // Two readings agree: the key's feedback rejects it and a distractor's accepts that one.
      const Option& d = q.options[praised.front()];
      auto diag = make_diagnostic(
          kFeedbackContradictsKeyRule, file, span_of(key_option, verdicts[k]),
          format_message(tr("de feedback bij de sleutel {} begint met ‘{}’ en die bij afleider {} met ‘{}’; staat "
                            "`correct = true` bij de verkeerde optie, of horen de feedbacks bij andere opties?"),
                         {key_letter, quoted(key_option, verdicts[k]), std::string(1, d.letter()),
                          quoted(d, verdicts[praised.front()])}));
      for (std::size_t j : praised) {
        diag.related.push_back(
            {file, span_of(q.options[j], verdicts[j]),
             format_message(tr("de feedback bij optie {}"), {std::string(1, q.options[j].letter())})});
      }
      diag.related.push_back({file, key_option.correct_span, tr("de sleutel")});
      out.push_back(std::move(diag));
      return;
    }
    if (!doubts) return;
    auto diag = make_diagnostic(
        kFeedbackDoubtsKeyRule, file, span_of(key_option, verdicts[k]),
        format_message(tr("de feedback bij de sleutel {} begint met ‘{}’, alsof die optie fout is; staat `correct = "
                          "true` bij de verkeerde optie, of hoort de feedback bij een andere optie? (dit leest alleen "
                          "het begin van de feedback en kan zich vergissen)"),
                       {key_letter, quoted(key_option, verdicts[k])}));
    diag.related.push_back({file, key_option.correct_span, tr("de sleutel")});
    out.push_back(std::move(diag));
    return;
  }
  if (!doubts) return;
  for (std::size_t j : praised) {
    const Option& d = q.options[j];
    auto diag = make_diagnostic(
        kFeedbackDoubtsKeyRule, file, span_of(d, verdicts[j]),
        format_message(verdicts[k].kind == FeedbackVerdict::Right
                           ? tr("de feedback bij afleider {} begint met ‘{}’, net als die bij de sleutel {}; telt "
                                "die afleider half mee, zeg dat dan in de feedback (dit leest alleen het begin van de "
                                "feedback en kan zich vergissen)")
                           : tr("de feedback bij afleider {} begint met ‘{}’, alsof die optie juist is, maar de "
                                "sleutel is {}; staat `correct = true` bij de verkeerde optie? (dit leest alleen het "
                                "begin van de feedback en kan zich vergissen)"),
                       {std::string(1, d.letter()), quoted(d, verdicts[j]), key_letter}));
    diag.related.push_back({file, key_option.correct_span, tr("de sleutel")});
    out.push_back(std::move(diag));
  }
}

}  // namespace qbank
