#include "checks/answer/near_duplicate_option.h"

#include <cctype>

#include "checks/answer/option_text.h"
#include "core/i18n.h"
#include "core/utf8.h"

namespace qbank {
namespace {

// The reading form with the splits inside words and numbers taken out: a space between two words of
// two letters or more ("verlies latende" is "verlieslatende"; not "n m", newton metre, against
// "nm"), and a space before a group of three digits ("1 000" is "1000"). Any other space or hyphen
// between digits becomes one mark, so that "0900-8844" meets "0900 8844" but "1-12" does not meet
// "11-2". (normalise_option already reads a hyphen between letters as a space.)
std::string joined(std::string_view norm) {
  std::string out;
  out.reserve(norm.size());
  auto letter_at = [&](std::size_t at, std::size_t* len) {
    char32_t cp = 0;
    *len = utf8::decode(norm, at, cp);
    return utf8::is_letter(cp) || utf8::is_mark(cp);
  };
  auto is_digit = [&](std::size_t at) { return at < norm.size() && norm[at] >= '0' && norm[at] <= '9'; };
  // Letters in the word that ends just before byte `at`, and in the one that starts at `at`.
  auto letters_before = [&](std::size_t at) {
    std::size_t count = 0;
    std::size_t i = at;
    while (i > 0) {
      std::size_t start = i - 1;
      while (start > 0 && (static_cast<unsigned char>(norm[start]) & 0xC0) == 0x80) --start;
      std::size_t len;
      if (!letter_at(start, &len)) break;
      ++count;
      i = start;
    }
    return count;
  };
  auto letters_after = [&](std::size_t at) {
    std::size_t count = 0;
    std::size_t len = 0;
    for (std::size_t i = at; i < norm.size() && letter_at(i, &len); i += len) ++count;
    return count;
  };
  for (std::size_t i = 0; i < norm.size(); ++i) {
    const char c = norm[i];
    if ((c == ' ' || c == '-') && i > 0 && is_digit(i - 1) && is_digit(i + 1)) {
      std::size_t digits = 0;
      while (is_digit(i + 1 + digits)) ++digits;
      if (!(c == ' ' && digits == 3)) out += '|';
      continue;
    }
    if (c == ' ' && i > 0 && letters_before(i) >= 2 && letters_after(i + 1) >= 2) continue;
    out += c;
  }
  return out;
}

// The names of programming languages, and of a language that writes nouns with a capital: in a
// question that names one, the case of a word is what it asks ("True" / "true", "Haus" / "haus").
bool names_cased_language(const Question& q) {
  if (!q.stem.present) return false;
  const std::string_view stem = q.stem.value;
  for (std::size_t i = 0; i < stem.size();) {
    std::size_t end = i;
    while (end < stem.size() &&
           (std::isalnum(static_cast<unsigned char>(stem[end])) != 0 || stem[end] == '+' || stem[end] == '#')) {
      ++end;
    }
    if (end == i) {
      ++i;
      continue;
    }
    const std::string_view w = stem.substr(i, end - i);
    i = end;
    for (const std::string_view name :
         {"Python", "Java", "JavaScript", "TypeScript", "Kotlin", "Rust",  "Go",    "C",     "C++",
          "C#",     "PHP",  "Ruby",       "Haskell",    "Bash",   "SQL",   "Swift", "Scala", "Perl",
          "Lua",    "JSON", "YAML",       "HTML",       "CSS",    "Duits", "Duitse"}) {
      if (w == name) return true;
    }
  }
  return false;
}

// One word of three letters or more in one of the usual cases: all lower, all capitals or a
// capital first ("gent", "GENT", "Gent"; not "MBps" or "iPad", whose case is a name's own).
bool plain_case_word(std::string_view t) {
  std::size_t letters = 0;
  bool first_upper = false;
  bool later_upper = false;
  bool later_lower = false;
  for (std::size_t i = 0; i < t.size();) {
    char32_t cp;
    i += utf8::decode(t, i, cp);
    if (!utf8::is_letter(cp)) return false;
    if (letters == 0) {
      first_upper = utf8::is_upper(cp);
    } else if (utf8::is_upper(cp)) {
      later_upper = true;
    } else {
      later_lower = true;
    }
    ++letters;
  }
  if (letters < 3) return false;
  return !(later_upper && later_lower) && !(later_upper && !first_upper);
}

enum class Kind { None, Split, Case };

}  // namespace

OwnedRules AnswerNearDuplicateOptionCheck::rules() const { return owns({RuleId::answer_near_duplicate_option}); }

void AnswerNearDuplicateOptionCheck::check_question(const Question& q, const LintContext& context,
                                                    std::vector<Diagnostic>& out) const {
  if (!context.enabled(RuleId::answer_near_duplicate_option) || !q.options_present || !options_may_read_alike(q) ||
      asks_spelling(q)) {
    return;
  }
  const std::vector<ReadOption> read = read_options(q);
  const std::size_t n = read.size();
  const bool cased_language = names_cased_language(q);
  std::vector<std::string> join(n);
  for (std::size_t i = 0; i < n; ++i) join[i] = joined(read[i].norm);
  // How option j is close to option i (i < j). Copies (answer/duplicate-option) are not.
  auto kind = [&](std::size_t i, std::size_t j) {
    if (read[i].norm == read[j].norm) {
      if (!symbols_differing_in_case(read[i].shown, read[j].shown)) return Kind::None;  // a copy
      // Not in code or a question that names a language where case is content.
      if (read[i].code || cased_language) return Kind::None;
      const bool words =
          plain_case_word(read[i].shown) && plain_case_word(read[j].shown) && !genotype_like(read[i].shown);
      // "0x1E" / "0x1e" is one number, unless the question asks for a notation in one case.
      const bool hex = hex_literal(read[i].shown) && hex_literal(read[j].shown);
      return words || hex ? Kind::Case : Kind::None;
    }
    // In code a space splits tokens: `3 4` is not `34`. A fraction is no split: "1 1/2" is not "11/2".
    if (read[i].code || read[i].norm.find('/') != std::string::npos || read[j].norm.find('/') != std::string::npos) {
      return Kind::None;
    }
    return join[i] == join[j] ? Kind::Split : Kind::None;
  };
  // The one pair of options that read alike. More than one such pair (three variants of one word,
  // or two pairs) is a question about exactly these differences: "ten minste" / "tenminste" / "ten
  // minsten" / "tenminsten", "RR" / "Rr" / "rr".
  std::size_t pairs = 0;
  std::size_t i = 0;
  std::size_t j = 0;
  Kind found = Kind::None;
  for (std::size_t b = 0; b < n; ++b) {
    for (std::size_t a = 0; a < b; ++a) {
      const Kind k = kind(a, b);
      if (k == Kind::None) continue;
      if (++pairs == 1) {
        i = a;
        j = b;
        found = k;
      }
    }
  }
  if (pairs != 1) return;
  const Option& o = *read[j].option;
  const Option& first = *read[i].option;
  const std::string letter(1, o.letter());
  const std::string first_letter(1, first.letter());
  const std::string message =
      found == Kind::Case
          ? format_message(tr("optie {} {} verschilt van optie {} {} alleen in hoofdletters; een student leest "
                              "waarschijnlijk twee keer hetzelfde antwoord. Vervang een van beide door een andere "
                              "afleider, of onderdruk de melding als de vraag juist naar de hoofdletters vraagt"),
                           {letter, quote_option(o.text.value), first_letter, quote_option(first.text.value)})
          : format_message(tr("optie {} {} verschilt van optie {} {} alleen in een spatie of koppelteken binnen "
                              "een woord of getal; een student leest waarschijnlijk twee keer hetzelfde antwoord. "
                              "Vervang een van beide door een andere afleider, of onderdruk de melding als de vraag "
                              "juist naar die schrijfwijze vraagt"),
                           {letter, quote_option(o.text.value), first_letter, quote_option(first.text.value)});
  auto d = make_diagnostic(RuleId::answer_near_duplicate_option, q.path(), o.text.span, message);
  d.related.push_back({q.path(), first.text.span, format_message(tr("optie {}"), {first_letter})});
  out.push_back(std::move(d));
}

}  // namespace qbank
