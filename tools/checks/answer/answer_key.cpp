#include "checks/answer/answer_key.h"

#include <algorithm>
#include <map>
#include <unordered_set>

#include "checks/answer/dutch_number.h"
#include "checks/answer/option_text.h"
#include "core/i18n.h"
#include "core/text/analyzer.h"
#include "core/text_locator.h"
#include "core/utf8.h"

namespace qbank {
namespace {

std::string letter_name(const Option& o) { return std::string(1, o.letter()); }

// The first code point of `text` and its length.
char32_t first_cp(std::string_view text, std::size_t at, std::size_t* len) {
  char32_t cp = 0;
  *len = at < text.size() ? utf8::decode(text, at, cp) : 0;
  return cp;
}

// The word (letters only) that starts at byte `at`.
std::string_view word_at(std::string_view text, std::size_t at) {
  std::size_t i = at;
  while (i < text.size()) {
    char32_t cp;
    const std::size_t n = utf8::decode(text, i, cp);
    if (!utf8::is_letter(cp) && !utf8::is_mark(cp)) break;
    i += n;
  }
  return text.substr(at, i - at);
}

enum class Glue { None, Word, Number, Marker };

// How an option text starts with its own letter: glued on, "AOmdat" (the letter, then a capital
// and a lower-case letter), "C7 ms" (the letter, then a digit); or as a list marker, "A. UDP",
// "B) Omdat", "C: 7 ms".
Glue glued_letter(const Option& o) {
  const std::string_view t = o.text.value;
  if (t.size() < 2 || t[0] != o.letter()) return Glue::None;
  if ((t[1] == '.' || t[1] == ')' || t[1] == ':') && t.size() > 3 && t[2] == ' ' && t[3] != ' ') return Glue::Marker;
  std::size_t n1;
  const char32_t second = first_cp(t, 1, &n1);
  if (utf8::is_digit(second)) return Glue::Number;
  if (!utf8::is_upper(second)) return Glue::None;
  std::size_t n2;
  const char32_t third = first_cp(t, 1 + n1, &n2);
  // A capital after the letter ("AUDP", but also "DRAM", "BERT") is left alone: an acronym with
  // its own letter in front cannot be told from a copied letter.
  return utf8::is_lower(third) ? Glue::Word : Glue::None;
}

// The length in bytes of the marker or glued letter at the start ("A. " is 3, "A" is 1).
std::size_t prefix_length(Glue g) { return g == Glue::Marker ? 3 : g == Glue::None ? 0 : 1; }

// Of the options whose text is their letter glued to a capital-led word ("AOmdat"), those where
// the letter is a copied one: the word is a stop word or a word this question writes in lower
// case, or two options are so glued. "AI-hardware" and "CPython" are words, not glued letters.
std::vector<char> glued_words_reported(const Question& q, const std::vector<Glue>& glue, const TextAnalyzer* analyzer) {
  std::vector<char> out(q.options.size(), 0);
  std::size_t glued_words = 0;
  for (Glue g : glue) glued_words += g == Glue::Word ? 1 : 0;
  if (glued_words == 0) return out;
  std::unordered_set<std::string> vocabulary;  // folded words written in lower case in this question
  bool vocabulary_built = false;
  auto collect = [&](const TextField& f) {
    if (!f.present) return;
    const std::string_view t = f.value;
    char32_t prev = 0;
    for (std::size_t i = 0; i < t.size();) {
      char32_t cp;
      const std::size_t n = utf8::decode(t, i, cp);
      if (utf8::is_lower(cp) && !utf8::is_letter(prev)) {
        const std::string_view w = word_at(t, i);
        vocabulary.insert(utf8::fold(w));
        i += w.size();
        prev = 'a';
      } else {
        i += n;
        prev = cp;
      }
    }
  };
  auto known_word = [&](const std::string& word) {
    if (!vocabulary_built) {
      vocabulary_built = true;
      collect(q.stem);
      collect(q.explanation);
      for (const auto& o : q.options) collect(o.text);
    }
    return vocabulary.count(word) > 0;
  };
  for (std::size_t i = 0; i < q.options.size() && i < glue.size(); ++i) {
    if (glue[i] != Glue::Word) continue;
    const std::string word = utf8::fold(word_at(std::string_view(q.options[i].text.value).substr(1), 0));
    out[i] = glued_words >= 2 || (analyzer && analyzer->is_stop_word(word)) || known_word(word);
  }
  return out;
}

// The units that follow numbers in an option text ("7 ms" -> "ms").
std::vector<std::string> units_of(std::string_view text) {
  std::vector<std::string> out;
  for (const auto& m : find_numbers(text)) {
    if (!m.unit.empty()) out.push_back(m.unit);
  }
  return out;
}

bool starts_with_digit(std::string_view text) {
  std::size_t n;
  return utf8::is_digit(first_cp(text, 0, &n));
}

}  // namespace

void AnswerKeyCheck::prepare(const LintContext& ctx) {
  min_options_ = ctx.config.settings.integer("answer.min_options");
  max_options_ = ctx.config.settings.integer("answer.max_options");
}

void AnswerKeyCheck::check_question(const Question& q, const LintContext& ctx, std::vector<Diagnostic>& out) const {
  if (!q.options_present) return;  // schema/required reports it
  if (ctx.enabled(RuleId::answer_option_count)) option_count(q, out);
  if (ctx.enabled(RuleId::answer_multiple_correct)) multiple_correct(q, out);
  if (ctx.enabled(RuleId::answer_no_correct_option)) no_correct_option(q, out);
  if (ctx.enabled(RuleId::answer_empty_option)) empty_option(q, out);
  if (ctx.enabled(RuleId::answer_duplicate_option)) duplicate_option(q, out);
  if (ctx.enabled(RuleId::answer_letter_prefix)) letter_prefix(q, ctx, out);
}

// answer/option-count: fewer options than answer.min_options or more than answer.max_options.
void AnswerKeyCheck::option_count(const Question& q, std::vector<Diagnostic>& out) const {
  const std::size_t count = q.options.size();
  const bool too_many = static_cast<std::int64_t>(count) > max_options_;
  if (static_cast<std::int64_t>(count) >= min_options_ && !too_many) return;
  Span where = q.options_key;
  if (too_many) where = q.options[static_cast<std::size_t>(max_options_)].header;
  const std::string msg =
      too_many ? format_message(trn("de vraag heeft {} optie, maar hoogstens {} (answer.max_options in qbank.toml); "
                                    "schrap de minst aannemelijke afleiders",
                                    "de vraag heeft {} opties, maar hoogstens {} (answer.max_options in qbank.toml); "
                                    "schrap de minst aannemelijke afleiders",
                                    count),
                                {std::to_string(count), std::to_string(max_options_)})
               : format_message(trn("de vraag heeft {} optie, maar minstens {} (answer.min_options in qbank.toml); "
                                    "voeg aannemelijke afleiders toe",
                                    "de vraag heeft {} opties, maar minstens {} (answer.min_options in qbank.toml); "
                                    "voeg aannemelijke afleiders toe",
                                    count),
                                {std::to_string(count), std::to_string(min_options_)});
  out.push_back(make_diagnostic(RuleId::answer_option_count, q.path(), where, msg));
}

// answer/multiple-correct: each `correct = true` after the first.
void AnswerKeyCheck::multiple_correct(const Question& q, std::vector<Diagnostic>& out) const {
  const std::string& file = q.path();
  const Option* first_key = nullptr;
  for (const auto& o : q.options) {
    if (!o.correct) continue;
    if (!first_key) {
      first_key = &o;
      continue;
    }
    auto d = make_diagnostic(
        RuleId::answer_multiple_correct, file, o.correct_span,
        format_message(tr("optie {} is ook als juist gemarkeerd, naast optie {}; een vraag heeft "
                          "precies één sleutel: laat `correct = true` alleen bij de juiste optie staan"),
                       {letter_name(o), letter_name(*first_key)}));
    d.related.push_back({file, first_key->correct_span, tr("de eerste optie met `correct = true`")});
    out.push_back(std::move(d));
  }
}

// answer/no-correct-option: options, none of them marked correct.
void AnswerKeyCheck::no_correct_option(const Question& q, std::vector<Diagnostic>& out) const {
  if (q.options.empty()) return;
  for (const auto& o : q.options) {
    if (o.correct) return;
  }
  out.push_back(make_diagnostic(RuleId::answer_no_correct_option, q.path(), q.options_key,
                                tr("geen enkele optie is als juist gemarkeerd; zet `correct = true` bij de sleutel")));
}

// answer/empty-option: an option text with nothing to read.
void AnswerKeyCheck::empty_option(const Question& q, std::vector<Diagnostic>& out) const {
  for (const auto& o : q.options) {
    if (!o.text.present || !blank_option(o.text.value)) continue;  // schema/required reports a missing one
    out.push_back(make_diagnostic(RuleId::answer_empty_option, q.path(), o.text.span,
                                  format_message(o.correct ? tr("optie {} heeft geen tekst; schrijf de sleutel uit of "
                                                                "verwijder de optie")
                                                           : tr("optie {} heeft geen tekst; schrijf de afleider uit of "
                                                                "verwijder de optie"),
                                                 {letter_name(o)})));
  }
}

// answer/duplicate-option: an option that reads the same as an earlier one (read_options). In a
// question about code quotes delimit strings: "8 en \"2\"" is not "8 en 2".
void AnswerKeyCheck::duplicate_option(const Question& q, std::vector<Diagnostic>& out) const {
  if (!options_may_read_alike(q)) return;
  const std::string& file = q.path();
  const std::vector<ReadOption> read = read_options(q);
  // In a question about how a word is written, a hyphen and a capital are content: "ten minste" /
  // "ten-minste", "e-mail" / "E-mail".
  const bool spelling = asks_spelling(q);
  for (std::size_t i = 0; i < read.size(); ++i) {
    // The first earlier option this one copies: not a symbol that differs from it in case ("Pp" and
    // "PP" are two genotypes, but a second "PP" copies the first).
    const Option* copied = nullptr;
    for (std::size_t j = 0; j < i && !copied; ++j) {
      if (read[j].norm == read[i].norm && !symbols_differing_in_case(read[i].shown, read[j].shown) &&
          !(spelling && spelling_form(read[i].shown) != spelling_form(read[j].shown))) {
        copied = read[j].option;
      }
    }
    if (!copied) continue;
    const Option& o = *read[i].option;
    auto d = make_diagnostic(RuleId::answer_duplicate_option, file, o.text.span,
                             format_message(tr("optie {} {} is gelijk aan optie {} (op hoofdletters, spaties en "
                                               "leestekens na); vervang een van beide door een andere afleider"),
                                            {letter_name(o), quote_option(o.text.value), letter_name(*copied)}));
    d.related.push_back({file, copied->text.span, format_message(tr("optie {}"), {letter_name(*copied)})});
    out.push_back(std::move(d));
  }
}

// answer/letter-prefix: glued letters, "AOmdat", "BDe", "C7 ms". A capital-led word must be a real
// word of this question or a stop word ("AI-hardware", "CPython" are not glued letters); a glued
// number needs other options that are numbers too.
void AnswerKeyCheck::letter_prefix(const Question& q, const LintContext& ctx, std::vector<Diagnostic>& out) const {
  const std::string& file = q.path();
  const std::size_t count = q.options.size();
  std::vector<Glue> glue(count, Glue::None);
  std::size_t glued_words = 0;
  std::size_t markers = 0;
  for (std::size_t i = 0; i < count; ++i) {
    if (q.options[i].text.present) glue[i] = glued_letter(q.options[i]);
    if (glue[i] == Glue::Word) ++glued_words;
    if (glue[i] == Glue::Marker) ++markers;
  }
  const TextAnalyzer* analyzer = nullptr;
  if (glued_words > 0) {
    try {
      analyzer = &ctx.analyzer();
    } catch (...) {
      analyzer = nullptr;  // without word lists, the question's own words must do
    }
  }
  const std::vector<char> word_reported = glued_words_reported(q, glue, analyzer);

  for (std::size_t i = 0; i < count; ++i) {
    const Option& o = q.options[i];
    bool report = false;
    const std::string rest(o.text.value.substr(prefix_length(glue[i])));
    if (glue[i] == Glue::Word) {
      report = word_reported[i] != 0;
    } else if (glue[i] == Glue::Marker) {
      // "A. UDP", "B) Omdat": a list marker copied with the text. A period after one letter is
      // also an initial ("A. Einstein", "C. F. Gauss"), so it counts only when every option
      // starts with its own letter so.
      std::size_t with_text = 0;
      for (const auto& other : q.options) with_text += other.text.present ? 1 : 0;
      report = o.text.value[1] != '.' || (markers >= 2 && markers == with_text);
    } else if (glue[i] == Glue::Number) {
      const auto rest_units = units_of(rest);
      for (std::size_t j = 0; j < count && !report; ++j) {
        if (j == i || !q.options[j].text.present) continue;
        std::string other = q.options[j].text.value.str();
        if (glue[j] != Glue::None) other.erase(0, prefix_length(glue[j]));
        if (starts_with_digit(other)) report = true;
        for (const auto& u : units_of(other)) {
          if (!rest_units.empty() && rest_units.front() == u) report = true;
        }
      }
    }
    if (!report) continue;
    const Span letter = locate(*q.source, o.text, 0, prefix_length(glue[i]));
    const bool marker = glue[i] == Glue::Marker;
    auto d = make_diagnostic(
        RuleId::answer_letter_prefix, file, letter,
        format_message(marker ? tr("optie {} begint met haar eigen letter {} als opsommingsteken "
                                   "({}), een restant van een gekopieerde quizpagina; verwijder "
                                   "het opsommingsteken: {}")
                              : tr("optie {} begint met haar eigen letter {} vastgeplakt aan de "
                                   "tekst ({}), een restant van een gekopieerde quizpagina; "
                                   "verwijder de letter: {}"),
                       {letter_name(o), letter_name(o), quote_option(o.text.value, 24), quote_option(rest, 24)}));
    // The fix: the literal without the letter's source character.
    const std::string& src = q.source->text();
    const std::size_t lit_begin = q.source->offset(o.text.span.begin);
    const std::size_t lit_end = q.source->offset(o.text.span.end);
    const std::size_t letter_begin = q.source->offset(letter.begin);
    const std::size_t letter_end = q.source->offset(letter.end);
    if (lit_begin <= letter_begin && letter_end <= lit_end && lit_end <= src.size()) {
      d.fix = Fix{o.text.span,
                  src.substr(lit_begin, letter_begin - lit_begin) + src.substr(letter_end, lit_end - letter_end),
                  {}};
    }
    out.push_back(std::move(d));
  }
}

std::vector<char> glued_option_letters(const Question& q, const TextAnalyzer* analyzer) {
  std::vector<Glue> glue(q.options.size(), Glue::None);
  for (std::size_t i = 0; i < q.options.size(); ++i) {
    if (q.options[i].text.present) glue[i] = glued_letter(q.options[i]);
  }
  return glued_words_reported(q, glue, analyzer);
}

OwnedRules AnswerKeyCheck::rules() const {
  return owns({RuleId::answer_option_count, RuleId::answer_multiple_correct, RuleId::answer_no_correct_option,
               RuleId::answer_empty_option, RuleId::answer_duplicate_option, RuleId::answer_letter_prefix});
}

}  // namespace qbank
