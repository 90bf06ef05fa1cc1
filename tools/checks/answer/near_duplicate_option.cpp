#include "checks/answer/near_duplicate_option.h"

#include "checks/answer/option_text.h"
#include "core/i18n.h"
#include "core/utf8.h"

namespace qbank {
namespace {

// The reading form with every split inside a word or a number taken out: a space between two
// letters or digits, and a hyphen between two digits (normalise_option already reads a hyphen
// between letters as a space). "verlies latende" and "verlieslatende" meet, so do "0900-8844" and
// "0900 8844".
std::string joined(std::string_view norm) {
  std::string out;
  out.reserve(norm.size());
  auto alnum_before = [&](std::size_t at) {
    if (at == 0) return false;
    std::size_t i = at - 1;
    while (i > 0 && (static_cast<unsigned char>(norm[i]) & 0xC0) == 0x80) --i;
    char32_t cp;
    utf8::decode(norm, i, cp);
    return utf8::is_letter(cp) || utf8::is_digit(cp) || utf8::is_mark(cp);
  };
  auto alnum_after = [&](std::size_t at) {
    if (at + 1 >= norm.size()) return false;
    char32_t cp;
    utf8::decode(norm, at + 1, cp);
    return utf8::is_letter(cp) || utf8::is_digit(cp);
  };
  auto digit = [&](std::size_t at) { return at < norm.size() && norm[at] >= '0' && norm[at] <= '9'; };
  for (std::size_t i = 0; i < norm.size(); ++i) {
    const char c = norm[i];
    if (c == ' ' && alnum_before(i) && alnum_after(i)) continue;
    if (c == '-' && i > 0 && digit(i - 1) && digit(i + 1)) continue;
    out += c;
  }
  return out;
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
  std::vector<std::string> join(n);
  for (std::size_t i = 0; i < n; ++i) join[i] = joined(read[i].norm);
  // How option j is close to option i (i < j). Copies (answer/duplicate-option) are not.
  auto kind = [&](std::size_t i, std::size_t j) {
    if (read[i].norm == read[j].norm) {
      if (!symbols_differing_in_case(read[i].shown, read[j].shown)) return Kind::None;  // a copy
      return plain_case_word(read[i].shown) && plain_case_word(read[j].shown) && !genotype_like(read[i].shown)
                 ? Kind::Case
                 : Kind::None;
    }
    // In code a space splits tokens: `3 4` is not `34`.
    return !read[i].code && join[i] == join[j] ? Kind::Split : Kind::None;
  };
  std::vector<std::pair<std::size_t, std::size_t>> pairs;
  std::vector<Kind> kinds;
  for (std::size_t j = 0; j < n; ++j) {
    for (std::size_t i = 0; i < j; ++i) {
      const Kind k = kind(i, j);
      if (k == Kind::None) continue;
      pairs.emplace_back(i, j);
      kinds.push_back(k);
    }
  }
  // More than one such pair (three variants of one word, or two pairs) is a question about
  // exactly these differences: "ten minste" / "tenminste" / "ten minsten" / "tenminsten", "RR" /
  // "Rr" / "rr".
  if (pairs.size() != 1) return;
  const auto [i, j] = pairs.front();
  const Option& o = *read[j].option;
  const Option& first = *read[i].option;
  const std::string letter(1, o.letter());
  const std::string first_letter(1, first.letter());
  const std::string message =
      kinds.front() == Kind::Case
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
