#include "checks/answer/near_duplicate_option.h"

#include <algorithm>
#include <cctype>
#include <span>

#include "checks/answer/dutch_number.h"
#include "checks/answer/option_text.h"
#include "core/i18n.h"
#include "core/strings.h"
#include "core/utf8.h"

namespace qbank {
namespace {

// The reading form with the splits inside words and numbers taken out: a space between two words of
// two letters or more ("verlies latende" is "verlieslatende"; not "n m", newton metre, against
// "nm"), a space between such a word and a number ("type 2" is "type2", as "Type-2" reads), and a
// space or a thousands point before a group of three digits ("1 000" and "1.000" are "1000"). Any other space or hyphen
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
    // A name of two letters or more and its number: "Type 2" is "Type-2" (read "type2"), "UTF 16" "UTF16".
    if (c == ' ' && i > 0 && letters_before(i) >= 2 && is_digit(i + 1)) continue;
    // A thousands point, before a group of three digits: "1.500" is "1500" (a decimal comma stays).
    if (c == '.' && i > 0 && is_digit(i - 1) && is_digit(i + 1) && is_digit(i + 2) && is_digit(i + 3) &&
        !is_digit(i + 4)) {
      continue;
    }
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

bool has_digit(std::string_view t) { return t.find_first_of("0123456789") != std::string_view::npos; }

// A number written in words, in digits: "tien" as "10", "een half" as "0,5", and with a scale word
// kept as a word, as digits are written before one ("drie miljoen" as "3 miljoen").
std::string spoken_number(std::string_view number, double value) {
  for (const auto& [word, scale] :
       {std::pair<std::string_view, double>{"miljoen", 1e6}, {"miljard", 1e9}, {"biljoen", 1e12}}) {
    if (number.size() > word.size() && number.ends_with(word) && number[number.size() - word.size() - 1] == ' ') {
      return format_dutch_number(value / scale) + " " + std::string(word);
    }
  }
  return format_dutch_number(value);
}

// The option as a student hears it: a number written in words in digits (spoken_number: "tien keer"
// and "10 keer" alike, "drie miljoen" and "3 miljoen") and a unit written as a word after a number
// as its symbol ("0,25 hertz" as "0,25 Hz"), then in the reading form of answer/duplicate-option. A
// number with a digit stays as written: "10,0 m" and "10 m" differ in precision, "4/8" and "0,5" in
// what a question about fractions asks. The reading form lowers case, so the units' symbols are kept
// apart (`units`) and compared as written.
std::string spoken(std::string_view shown, Quotes quotes, std::vector<std::string>& units) {
  std::string out;
  units.clear();
  std::size_t at = 0;
  for (const NumberMention& m : find_all_numbers(shown)) {
    if (m.begin < at || m.end > shown.size()) continue;
    out.append(shown.substr(at, m.begin - at));
    const std::string_view number = shown.substr(m.begin, m.end - m.begin);
    // A number with a digit stays as written, with its precision ("10,0", "3,00 × 10⁸", "8,0 miljard").
    out += has_digit(number) ? std::string(number) : spoken_number(number, m.value);
    at = m.end;
    if (!m.unit.empty() && m.unit_begin >= at && m.unit_end <= shown.size() && m.unit_end > m.unit_begin) {
      out.append(shown.substr(at, m.unit_begin - at));
      units.push_back(unit_symbol(shown.substr(m.unit_begin, m.unit_end - m.unit_begin)));
      out += units.back();
      at = m.unit_end;
    }
  }
  out.append(shown.substr(at));
  return normalise_option(out, Accents::Keep, quotes);
}

// A stem about notation: how a number or unit is written ("Welk eenheidssymbool ...", "Hoe noteer
// je ...", "volgens de stijlregel", "voluit of in cijfers"). Then a number in words and in digits,
// or a unit as a word and as a symbol, is what the options differ in on purpose.
bool asks_notation(const Question& q) {
  if (!q.stem.present) return false;
  const std::string stem = utf8::fold(q.stem.value);
  std::string_view before;
  for (std::size_t i = 0; i < stem.size();) {
    std::size_t end = i;
    while (end < stem.size() && std::isalpha(static_cast<unsigned char>(stem[end])) != 0) ++end;
    if (end == i) {
      ++i;
      continue;
    }
    const std::string_view w = std::string_view(stem).substr(i, end - i);
    i = end;
    for (const std::string_view part : {"notatie", "noteer", "noteren", "genoteerd", "symbo", "voluit", "stijlregel",
                                        "stijlgids", "schrijfregel", "taalregel", "afkort", "verkort"}) {
      if (w.find(part) != std::string_view::npos) return true;
    }
    if (before == "in" && (w == "cijfers" || w == "letters" || w == "woorden")) return true;
    // "Welke letter gebruik je voor de eenheid ...?", "Wat is het eenheidsteken ...?"
    if (w == "letter" || w.ends_with("teken") || w.ends_with("tekens")) return true;
    before = w;
  }
  return false;
}

using Words = std::vector<std::string_view>;

// A cheap test before spoken(): two options that differ in how a number or unit is written agree
// in every word but a few in the middle ("Die wordt ongeveer [tien] keer zo groot" against "[10]"),
// and what differs, or the word before it, holds a number on one side, in digits or in words
// ("0,25 [hertz]" and "0,25 [Hz]", "tien [hertz]" and "tien [Hz]").
bool may_differ_in_notation(const Words& x, const Words& y) {
  std::size_t front = 0;
  while (front < x.size() && front < y.size() && x[front] == y[front]) ++front;
  std::size_t back = 0;
  while (back < x.size() - front && back < y.size() - front && x[x.size() - 1 - back] == y[y.size() - 1 - back]) {
    ++back;
  }
  const std::size_t dx = x.size() - front - back;
  const std::size_t dy = y.size() - front - back;
  if (dx == 0 || dy == 0 || dx > 3 || dy > 3) return false;
  auto numeric = [&](const Words& w, std::size_t n) {
    std::string joined;
    for (std::size_t k = front > 0 ? front - 1 : 0; k < front + n; ++k) {
      if (has_digit(w[k])) return true;
      joined.append(w[k]).push_back(' ');
    }
    return !find_number_words(joined).empty();
  };
  return numeric(x, dx) || numeric(y, dy);
}

// A word without the sentence punctuation after it.
std::string_view bare(std::string_view w) {
  while (!w.empty() && std::string_view(".,;:!?").find(w.back()) != std::string_view::npos) w.remove_suffix(1);
  return w;
}

// Two words equal but for the case of the first letter (the start of an option).
bool same_word(std::string_view a, std::string_view b) {
  a = bare(a);
  b = bare(b);
  if (a.size() != b.size()) return false;
  if (a.empty()) return true;
  return std::tolower(static_cast<unsigned char>(a[0])) == std::tolower(static_cast<unsigned char>(b[0])) &&
         a.substr(1) == b.substr(1);
}

// The number of words two options share at the front and at the back (not overlapping).
std::pair<std::size_t, std::size_t> common_ends(std::span<const std::string_view> x,
                                                std::span<const std::string_view> y) {
  std::size_t front = 0;
  while (front < x.size() && front < y.size() && same_word(x[front], y[front])) ++front;
  std::size_t back = 0;
  while (back < x.size() - front && back < y.size() - front &&
         same_word(x[x.size() - 1 - back], y[y.size() - 1 - back])) {
    ++back;
  }
  return {front, back};
}

// Two options that differ in one word only, a unit written out in one and as its symbol in the other,
// without a number before it ("In watt" / "In W"). The symbol is compared as written: "W" is watt,
// "w" is nothing.
bool unit_word_pair(const Words& x, const Words& y) {
  const auto [front, back] = common_ends(x, y);
  if (x.size() != front + back + 1 || y.size() != front + back + 1) return false;
  const std::string_view a = bare(x[front]);
  const std::string_view b = bare(y[front]);
  auto written_out = [](std::string_view word, std::string_view symbol) {
    if (word.size() < 3 || symbol.empty() || word == symbol) return false;
    for (const char c : word) {
      if (std::isalpha(static_cast<unsigned char>(c)) == 0 && (static_cast<unsigned char>(c) & 0x80) == 0) return false;
    }
    const std::string written = unit_symbol(word);
    if (written == symbol) return true;
    // The litre has two symbols: "l" and "L" ("ml", "mL").
    return !written.empty() && (written.back() == 'L' || written.back() == 'l') && written.size() == symbol.size() &&
           written.substr(0, written.size() - 1) == symbol.substr(0, symbol.size() - 1) &&
           (symbol.back() == 'l' || symbol.back() == 'L');
  };
  return written_out(a, b) || written_out(b, a);
}

// An abbreviation: two capitals or more, the first letter a capital, letters only, no more small
// letters than capitals ("DNS", "PyPI", "PvdA", "EU"; not the name "IJssel"). Its capitals are the
// initials it stands for.
std::string capitals_of(std::string_view w) {
  w = bare(w);
  if (w.size() < 2 || w.size() > 8 || std::isupper(static_cast<unsigned char>(w[0])) == 0) return {};
  std::string caps;
  for (const char c : w) {
    if (std::isalpha(static_cast<unsigned char>(c)) == 0) return {};
    if (std::isupper(static_cast<unsigned char>(c)) != 0) caps += c;
  }
  return caps.size() >= 2 && 2 * caps.size() >= w.size() ? caps : std::string();
}

bool article(std::string_view w) {
  w = bare(w);
  return w == "de" || w == "De" || w == "het" || w == "Het" || w == "een" || w == "Een";
}

// Small words an abbreviation leaves out: "Partij van de Arbeid" is "PvdA" (its capitals "PA"),
// "Centraal Bureau voor de Statistiek" is "CBS".
bool linking_word(std::string_view w) {
  w = bare(w);
  return w == "van" || w == "de" || w == "der" || w == "den" || w == "het" || w == "voor" || w == "en" || w == "of" ||
         w == "for" || w == "and" || w == "the";
}

// Option x names an abbreviation where option y writes it out, the rest alike: "Uit PyPI" / "Uit de
// Python Package Index", "De EU" / "De Europese Unie". The words written out each start with the
// capital the abbreviation has in that place; an article may come before them.
bool abbreviation_of(const Words& x_in, const Words& y_in) {
  // An article at the start of either option: "De VN" is "Verenigde Naties".
  const std::span<const std::string_view> x =
      std::span<const std::string_view>(x_in).subspan(x_in.size() > 1 && article(x_in[0]) ? 1 : 0);
  const std::span<const std::string_view> y =
      std::span<const std::string_view>(y_in).subspan(y_in.size() > 1 && article(y_in[0]) ? 1 : 0);
  const auto [front, back] = common_ends(x, y);
  if (x.size() != front + back + 1 || y.size() < front + back + 2) return false;
  // "QR-code" for "Quick Response-code": the abbreviation before a hyphen, the same ending on the last word.
  std::string_view abbreviated = bare(x[front]);
  std::string_view ending;
  if (const std::size_t hyphen = abbreviated.find('-'); hyphen != std::string_view::npos && hyphen >= 2) {
    ending = abbreviated.substr(hyphen);
    abbreviated = abbreviated.substr(0, hyphen);
  }
  const std::string caps = capitals_of(abbreviated);
  if (caps.empty()) return false;
  if (!ending.empty()) {
    const std::string_view last = bare(y[y.size() - back - 1]);
    if (last.size() <= ending.size() + 1 || !last.ends_with(ending)) return false;
  }
  std::size_t from = front;
  const std::size_t to = y.size() - back;
  if (article(y[from])) ++from;
  // The words written out, each with the next capital, small linking words between them.
  std::size_t k = 0;
  for (std::size_t at = from; at < to; ++at) {
    const std::string_view w = bare(y[at]);
    if (k < caps.size() && w.size() >= 2 && w[0] == caps[k]) {
      ++k;
    } else if (k == 0 || k == caps.size() || !linking_word(w)) {
      return false;
    }
  }
  return k == caps.size();
}

// Whether the stem, folded, holds one of `parts`.
bool stem_mentions(const Question& q, std::initializer_list<std::string_view> parts) {
  if (!q.stem.present) return false;
  const std::string stem = utf8::fold(q.stem.value);
  return std::any_of(parts.begin(), parts.end(), [&](std::string_view p) { return stem.find(p) != std::string::npos; });
}

// A stem about abbreviations ("Waar staat de afkorting ... voor?", "Welk letterwoord ..."): then an
// abbreviation beside the words it stands for is what the options differ in on purpose.
bool asks_abbreviation(const Question& q) {
  if (!q.stem.present) return false;
  const std::string stem = utf8::fold(q.stem.value);
  for (const std::string_view part :
       {"afkort", "acroniem", "letterwoord", "initiaalwoord", "voluit", "betekent ", "betekenen "}) {
    if (stem.find(part) != std::string::npos) return true;
  }
  // "Waar staat VN voor?", "Waar staan de letters ... voor?": the question ends in "voor".
  std::string_view end = stem;
  while (!end.empty() && (end.back() == '?' || end.back() == ' ' || end.back() == '.')) end.remove_suffix(1);
  return end.ends_with(" voor") &&
         (stem.find("staat ") != std::string::npos || stem.find("staan ") != std::string::npos);
}

// Two texts that differ only in a tussen-n inside a word ("Kippengraan" / "Kippegraan",
// "pannenkoek" / "pannekoek"): the longer has an "n" after an "e" where the shorter has none, with a
// letter after it and two letters or more before the "e". Compared with ASCII letters lowered.
bool differs_in_tussen_n(std::string_view a, std::string_view b) {
  if (a.size() == b.size() + 1) std::swap(a, b);
  if (b.size() != a.size() + 1) return false;
  auto lower = [](char c) { return ascii_lower(c); };
  auto letter = [](char c) { return is_ascii_letter(c); };
  std::size_t p = 0;
  while (p < a.size() && lower(a[p]) == lower(b[p])) ++p;
  if (p < 3 || p + 1 >= b.size() || lower(b[p]) != 'n' || lower(b[p - 1]) != 'e' || !letter(b[p + 1]) ||
      !letter(b[p - 2]) || !letter(b[p - 3])) {
    return false;
  }
  for (std::size_t k = p; k < a.size(); ++k) {
    if (lower(a[k]) != lower(b[k + 1])) return false;
  }
  return true;
}

// The two items of an option that names two things joined by "en" or "&" ("Frankrijk en
// Groot-Brittannië", "De Rijn en de Maas"), lowered, as written and sorted; empty otherwise. Not a
// longer list, a formula ("kracht / massa") or anything with a digit: the order of steps, throws or
// words in a quotation is content ("Ik kwam, ik zag, ik overwon"; "Enkel 20, enkel 20 en triple 20").
struct Listing {
  std::vector<std::string> items;
  std::vector<std::string> sorted;
};
Listing listing_of(std::string_view text) {
  if (text.find_first_of("0123456789,;/") != std::string_view::npos) return {};
  std::vector<std::string_view> words;
  split_at_blanks(text, words);
  std::vector<std::string> items(1);
  for (std::string_view w : words) {
    while (!w.empty() && (w.back() == '.' || w.back() == '!' || w.back() == '?')) w.remove_suffix(1);
    const std::string lowered = ascii_lower(w);
    if (lowered == "en" || lowered == "&") {
      items.emplace_back();
      continue;
    }
    if (!items.back().empty()) items.back() += ' ';
    items.back() += lowered;
  }
  auto words_in = [](const std::string& item) { return std::count(item.begin(), item.end(), ' ') + 1; };
  if (items.size() != 2 || items[0].empty() || items[1].empty() || words_in(items[0]) > 4 || words_in(items[1]) > 4) {
    return {};
  }
  Listing out{items, items};
  std::sort(out.sorted.begin(), out.sorted.end());
  return out;
}

// Two options that list the same items in another order ("Frankrijk en Groot-Brittannië" /
// "Groot-Brittannië en Frankrijk").
bool same_items_other_order(const Listing& a, const Listing& b) {
  return !a.items.empty() && a.items != b.items && a.sorted == b.sorted;
}

// A stem about an order ("In welke volgorde ...", "Wat komt eerst ...", "chronologisch"): then the
// same items in another order are different answers.
bool asks_order(const Question& q) {
  return stem_mentions(q, {"volgorde", "eerst", "achtereenvolgens", "rangorde", "chronologisch", "oplopend", "aflopend",
                           "rangschik", "sorteer", "gesorteerd", "eerste", "laatst"});
}

enum class Kind { None, Split, Case, Notation, Abbreviation, TussenN, Order };

}  // namespace

OwnedRules AnswerNearDuplicateOptionCheck::rules() const { return owns({RuleId::answer_near_duplicate_option}); }

void AnswerNearDuplicateOptionCheck::check_question(const Question& q, const LintContext& context,
                                                    std::vector<Diagnostic>& out) const {
  if (!context.enabled(RuleId::answer_near_duplicate_option) || !q.options_present) return;
  const bool alike = options_may_read_alike(q);
  // Two options that may differ only in how a number or unit is written.
  const std::size_t count = q.options.size();
  bool notation = false;
  thread_local std::vector<Words> words;
  words.resize(count);
  for (std::size_t a = 0; a < count; ++a) {
    words[a].clear();
    if (q.options[a].text.present) split_at_blanks(q.options[a].text.value, words[a]);
  }
  bool abbreviation = false;
  bool tussen_n = false;
  bool order = false;
  thread_local std::vector<Listing> listings;
  listings.resize(count);
  for (std::size_t a = 0; a < count; ++a) listings[a] = listing_of(q.options[a].text.value);
  for (std::size_t a = 0; a < count; ++a) {
    for (std::size_t b = a + 1; b < count; ++b) {
      order = order || same_items_other_order(listings[a], listings[b]);
      tussen_n = tussen_n || differs_in_tussen_n(q.options[a].text.value, q.options[b].text.value);
      notation = notation || may_differ_in_notation(words[a], words[b]) || unit_word_pair(words[a], words[b]);
      abbreviation = abbreviation || abbreviation_of(words[a], words[b]) || abbreviation_of(words[b], words[a]);
    }
  }
  if ((!alike && !notation && !abbreviation && !tussen_n && !order) || asks_spelling(q)) return;
  order = order && !asks_order(q);
  notation = notation && !asks_notation(q);
  abbreviation = abbreviation && !asks_abbreviation(q);
  if (!alike && !notation && !abbreviation && !tussen_n && !order) return;
  const std::vector<ReadOption> read = read_options(q);
  const std::size_t n = read.size();
  const bool cased_language = names_cased_language(q);
  std::vector<std::string> join(n);
  for (std::size_t i = 0; i < n && alike; ++i) join[i] = joined(read[i].norm);
  // Options as read (without blank ones, and inline code unwrapped) split into words.
  std::vector<Words> shown_words(notation || abbreviation ? n : 0);
  for (std::size_t i = 0; i < shown_words.size(); ++i) split_at_blanks(read[i].shown, shown_words[i]);
  auto notation_pair = [&](std::size_t i, std::size_t j) {
    return notation && may_differ_in_notation(shown_words[i], shown_words[j]);
  };
  auto unit_pair = [&](std::size_t i, std::size_t j) {
    return notation && unit_word_pair(shown_words[i], shown_words[j]);
  };
  // Spoken forms only of options that may pair up that way.
  std::vector<std::string> heard(n);
  std::vector<std::vector<std::string>> units(n);
  for (std::size_t i = 0; i < n && notation; ++i) {
    for (std::size_t j = i + 1; j < n; ++j) {
      if (read[i].code || !notation_pair(i, j)) continue;
      if (heard[i].empty()) heard[i] = spoken(read[i].shown, Quotes::ByText, units[i]);
      if (heard[j].empty()) heard[j] = spoken(read[j].shown, Quotes::ByText, units[j]);
    }
  }
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
    // Also in a question about code: an abbreviation and its words are prose ("Uit PyPI").
    if (abbreviation &&
        (abbreviation_of(shown_words[i], shown_words[j]) || abbreviation_of(shown_words[j], shown_words[i]))) {
      return Kind::Abbreviation;
    }
    // Not in code, where "tien" and "10" are different tokens.
    if (read[i].code) return Kind::None;
    if (tussen_n && differs_in_tussen_n(read[i].shown, read[j].shown)) return Kind::TussenN;
    if (order && same_items_other_order(listing_of(read[i].shown), listing_of(read[j].shown))) return Kind::Order;
    // The units' symbols as written: "5 megabyte" (MB) is not "5 Mb" (megabit).
    if (notation && !heard[i].empty() && !heard[j].empty() && heard[i] == heard[j] && units[i] == units[j] &&
        notation_pair(i, j)) {
      return Kind::Notation;
    }
    if (unit_pair(i, j)) return Kind::Notation;
    if (!alike) return Kind::None;
    // In code a space splits tokens: `3 4` is not `34`. A fraction is no split: "1 1/2" is not "11/2".
    if (read[i].norm.find('/') != std::string::npos || read[j].norm.find('/') != std::string::npos) {
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
  auto template_of = [](Kind k) -> const char* {
    switch (k) {
      case Kind::Order:
        return tr(
            "optie {} {} noemt dezelfde onderdelen als optie {} {}, in een andere volgorde; een student leest "
            "waarschijnlijk twee keer hetzelfde antwoord. Vervang een van beide door een andere afleider, of "
            "onderdruk de melding als de vraag juist naar de volgorde vraagt");
      case Kind::TussenN:
        return tr(
            "optie {} {} verschilt van optie {} {} alleen in een tussen-n (‘pannenkoek’ of ‘pannekoek’); een "
            "student leest waarschijnlijk twee keer hetzelfde antwoord. Vervang een van beide door een andere "
            "afleider, of onderdruk de melding als de vraag juist naar die spelling vraagt");
      case Kind::Abbreviation:
        return tr(
            "optie {} {} en optie {} {} verschillen alleen doordat de ene een afkorting noemt en de andere de "
            "woorden waar die voor staat; een student leest waarschijnlijk twee keer hetzelfde antwoord. Vervang "
            "een van beide door een andere afleider, of onderdruk de melding als de vraag juist naar de "
            "afkorting vraagt");
      case Kind::Notation:
        return tr(
            "optie {} {} verschilt van optie {} {} alleen in hoe een getal of eenheid is geschreven (in woorden "
            "of in cijfers, of als symbool); een student leest waarschijnlijk twee keer hetzelfde antwoord. "
            "Vervang een van beide door een andere afleider, of onderdruk de melding als de vraag juist naar die "
            "schrijfwijze vraagt");
      case Kind::Case:
        return tr(
            "optie {} {} verschilt van optie {} {} alleen in hoofdletters; een student leest waarschijnlijk "
            "twee keer hetzelfde antwoord. Vervang een van beide door een andere afleider, of onderdruk de "
            "melding als de vraag juist naar de hoofdletters vraagt");
      case Kind::Split:
      case Kind::None:
        break;
    }
    return tr(
        "optie {} {} verschilt van optie {} {} alleen in een spatie, koppelteken of punt binnen een woord of "
        "getal; een student leest waarschijnlijk twee keer hetzelfde antwoord. Vervang een van beide door een "
        "andere afleider, of onderdruk de melding als de vraag juist naar die schrijfwijze vraagt");
  };
  const std::string message = format_message(
      template_of(found), {letter, quote_option(o.text.value), first_letter, quote_option(first.text.value)});
  auto d = make_diagnostic(RuleId::answer_near_duplicate_option, q.path(), o.text.span, message);
  d.related.push_back({q.path(), first.text.span, format_message(tr("optie {}"), {first_letter})});
  out.push_back(std::move(d));
}

}  // namespace qbank
