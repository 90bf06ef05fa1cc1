#include "checks/answer/dutch_number.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <utility>

#include "core/i18n.h"
#include "core/strings.h"
#include "core/utf8.h"

namespace qbank {
namespace {

// Scale words after a number, and units that are only one ("miljard").
constexpr std::array<std::pair<std::string_view, double>, 4> kScales{
    {{"duizend", 1e3}, {"miljoen", 1e6}, {"miljard", 1e9}, {"biljoen", 1e12}}};

bool digit(char c) { return c >= '0' && c <= '9'; }

char32_t cp_at(std::string_view s, std::size_t i, std::size_t* len = nullptr) {
  char32_t cp = 0;
  const std::size_t n = i < s.size() ? utf8::decode(s, i, cp) : 0;
  if (len) *len = n;
  return cp;
}

// The code point just before byte offset i (0 when none).
char32_t cp_before(std::string_view s, std::size_t i) {
  if (i == 0) return 0;
  std::size_t j = i - 1;
  while (j > 0 && (static_cast<unsigned char>(s[j]) & 0xC0) == 0x80) --j;
  return cp_at(s, j);
}

// The bytes of the space that separates a group of three digits at byte `at` ("30 000", also a
// no-break, narrow or thin space), or 0 when none starts there.
std::size_t group_gap(std::string_view s, std::size_t at) {
  if (at < s.size() && s[at] == ' ') return 1;
  if (s.substr(at, 2) == "\u00A0") return 2;
  if (s.substr(at, 3) == "\u202F" || s.substr(at, 3) == "\u2009") return 3;
  return 0;
}

// The currency sign that ends right before byte offset `at`, across spaces and tabs ("€ 605",
// "£9 500"): its offset, or npos. One list for the unit of a number and for reading an amount.
std::size_t currency_before(std::string_view s, std::size_t at) {
  while (at > 0 && (s[at - 1] == ' ' || s[at - 1] == '\t')) --at;
  for (std::string_view sign : {"€", "$", "£", "¥"}) {
    if (at >= sign.size() && s.substr(at - sign.size(), sign.size()) == sign) return at - sign.size();
  }
  return std::string_view::npos;
}
// The currency sign itself ("€"), or "" when none comes before `at`.
std::string_view currency_sign_before(std::string_view s, std::size_t at) {
  const std::size_t sign = currency_before(s, at);
  if (sign == std::string_view::npos) return {};
  std::size_t end = sign + 1;
  while (end < s.size() && (static_cast<unsigned char>(s[end]) & 0xC0) == 0x80) ++end;
  return s.substr(sign, end - sign);
}

bool space(char32_t cp) {
  return cp == ' ' || cp == '\t' || cp == 0xA0 || cp == 0x202F || cp == 0x2009 || utf8::is_space(cp);
}

std::size_t skip_spaces(std::string_view s, std::size_t i) {
  while (i < s.size()) {
    std::size_t n;
    if (!space(cp_at(s, i, &n))) break;
    i += n;
  }
  return i;
}

// Case-insensitive ASCII word at i followed by a non-letter.
bool word_at(std::string_view s, std::size_t i, std::string_view word) {
  if (!has_ascii_prefix_nocase(s, i, word)) return false;
  const std::size_t after = i + word.size();
  return after >= s.size() || !utf8::is_letter(cp_at(s, after));
}

// "× 10⁹", "x 10^9", "· 10^-3" after a number: returns the exponent and moves i past it.
std::optional<int> times_ten_power(std::string_view s, std::size_t& i) {
  std::size_t j = skip_spaces(s, i);
  std::size_t n;
  const char32_t op = cp_at(s, j, &n);
  if (op != U'×' && op != U'·' && op != U'⋅' && op != '*' && op != 'x') return std::nullopt;
  j = skip_spaces(s, j + n);
  if (s.substr(j, 2) != "10") return std::nullopt;
  j += 2;
  int sign = 1;
  int exponent = 0;
  int digits = 0;
  if (j < s.size() && s[j] == '^') {
    ++j;
    if (j < s.size() && (s[j] == '-' || s[j] == '+')) sign = s[j++] == '-' ? -1 : 1;
    while (j < s.size() && digit(s[j]) && digits < 4) exponent = exponent * 10 + (s[j++] - '0'), ++digits;
  } else {
    std::size_t m;
    char32_t c = cp_at(s, j, &m);
    if (c == U'⁻') {
      sign = -1;
      j += m;
      c = cp_at(s, j, &m);
    }
    while (superscript_digit(c) >= 0 && digits < 4) {
      exponent = exponent * 10 + superscript_digit(c);
      ++digits;
      j += m;
      c = cp_at(s, j, &m);
    }
  }
  if (digits == 0) return std::nullopt;
  i = j;
  return sign * exponent;
}

struct Prefix {
  std::string_view symbol;
  double factor;
};
constexpr std::array<Prefix, 15> kPrefixes{{{"k", 1e3},
                                            {"K", 1e3},
                                            {"M", 1e6},
                                            {"G", 1e9},
                                            {"T", 1e12},
                                            {"P", 1e15},
                                            {"E", 1e18},
                                            {"d", 1e-1},
                                            {"c", 1e-2},
                                            {"m", 1e-3},
                                            {"µ", 1e-6},
                                            {"μ", 1e-6},
                                            {"u", 1e-6},
                                            {"n", 1e-9},
                                            {"p", 1e-12}}};

// The power a unit raises its prefix to: 2 for an area ("cm²" is (10⁻²)² m²), 3 for a volume; a
// square in a denominator is not the prefixed unit's ("kg/m²" is 10³ g/m²).
int prefix_power(std::string_view base) {
  if (base.find('/') != std::string_view::npos) return 1;
  if (base.ends_with("²")) return 2;
  if (base.ends_with("³")) return 3;
  return 1;
}

// "d" is a prefix only of lengths, volumes and masses ("dm", "dL", "dg"), not of bytes ("dB" is a
// decibel).
bool deci_base(std::string_view base) {
  return base == "m" || base == "m²" || base == "m³" || base == "L" || base == "l" || base == "g";
}

// The readings of a unit as (factor, base): itself, and an SI prefix plus the rest; a reading in
// litres also reads in cubic metres (a litre is a cubic decimetre), so that 1 cm³ is 1 mL; minutes,
// hours and days read in seconds.
std::vector<std::pair<double, std::string_view>> readings(std::string_view unit) {
  std::vector<std::pair<double, std::string_view>> out{{1.0, unit}};
  if (unit == "min") out.emplace_back(60.0, "s");
  if (unit == "h") out.emplace_back(3600.0, "s");
  if (unit == "d") out.emplace_back(86400.0, "s");
  for (const auto& p : kPrefixes) {
    if (unit.size() > p.symbol.size() && unit.substr(0, p.symbol.size()) == p.symbol) {
      const std::string_view base = unit.substr(p.symbol.size());
      if (p.symbol == "d" && !deci_base(base)) continue;
      out.emplace_back(std::pow(p.factor, prefix_power(base)), base);
    }
  }
  const std::size_t n = out.size();
  for (std::size_t i = 0; i < n; ++i) {
    if (out[i].second == "L") out.emplace_back(out[i].first * 1e-3, "m³");
  }
  return out;
}

// The unit after a number mention (the next token up to white space, without trailing
// punctuation or the Markdown that closes a code span or emphasis: "`22,05 kHz`", "**12 kg**"),
// or a currency sign before it ("€ 605").
void read_unit(std::string_view s, NumberMention& m) {
  // A unit is in the number's paragraph: "€ 9,00" at the end of one takes no unit from the next
  // ("Het ..."); a line break inside a paragraph ("384 400\nkm") keeps it.
  std::size_t k = skip_spaces(s, m.end);
  const std::string_view gap = s.substr(m.end, k - m.end);
  const std::size_t first_break = gap.find('\n');
  if (first_break != std::string_view::npos && gap.find('\n', first_break + 1) != std::string_view::npos) k = s.size();
  std::size_t u = k;
  while (u < s.size()) {
    std::size_t n;
    const char32_t cp = cp_at(s, u, &n);
    if (space(cp)) break;
    u += n;
  }
  while (u > k) {
    const char c = s[u - 1];
    if (c == ',' || c == '.' || c == ';' || c == ':' || c == '!' || c == '?' || c == ')' || c == ']' || c == '"' ||
        c == '\'' || c == '`' || c == '*') {
      --u;
    } else {
      break;
    }
  }
  if (u > k && !digit(s[k]) && s[k] != '(' && s[k] != '-' && s[k] != '+') {
    // "450 graden Celsius": the scale after the degrees is part of the unit.
    const std::string first = ascii_lower(s.substr(k, u - k));
    if (first == "graden" || first == "graad") {
      const std::size_t c = skip_spaces(s, u);
      if (word_at(s, c, "Celsius") || word_at(s, c, "celsius")) u = c + 7;
    }
    m.unit = std::string(s.substr(k, u - k));
    m.unit_begin = k;
    m.unit_end = u;
  }
  if (m.unit.empty()) {
    const std::string_view sign = currency_sign_before(s, m.begin);
    if (!sign.empty()) {
      m.unit = std::string(sign);
      m.unit_begin = static_cast<std::size_t>(sign.data() - s.data());
      m.unit_end = m.unit_begin + sign.size();
    }
  }
}

}  // namespace

int superscript_digit(char32_t cp) {
  switch (cp) {
    case U'⁰':
      return 0;
    case U'¹':
      return 1;
    case U'²':
      return 2;
    case U'³':
      return 3;
    case U'⁴':
      return 4;
    case U'⁵':
      return 5;
    case U'⁶':
      return 6;
    case U'⁷':
      return 7;
    case U'⁸':
      return 8;
    case U'⁹':
      return 9;
    default:
      return -1;
  }
}

std::vector<NumberMention> find_numbers(std::string_view s) {
  std::vector<NumberMention> out;
  std::size_t i = 0;
  while (i < s.size()) {
    if (!digit(s[i])) {
      if (static_cast<unsigned char>(s[i]) < 0x80) {
        ++i;
        continue;
      }
      std::size_t n;
      cp_at(s, i, &n);
      i += std::max<std::size_t>(n, 1);
      continue;
    }
    // Digits glued to a letter before them belong to a name (FP16, A100).
    const char32_t before = cp_before(s, i);
    if (utf8::is_letter(before) || before == '.' || before == ',' || before == '_') {
      while (i < s.size() && (digit(s[i]) || s[i] == '.' || s[i] == ',')) ++i;
      continue;
    }
    NumberMention m;
    m.begin = i;
    bool negative = false;
    if (before == '-' || before == U'−') {
      const std::size_t sign_len = before == '-' ? 1 : 3;
      const char32_t before_sign = i >= sign_len ? cp_before(s, i - sign_len) : 0;
      if (before_sign == 0 || space(before_sign) || before_sign == '(') {
        negative = true;
        m.begin = i - sign_len;
      }
    }
    // Integer part with optional thousands groups ("1.000.000").
    std::string digits;
    std::size_t j = i;
    std::size_t first_group = 0;
    while (j < s.size() && digit(s[j])) digits += s[j++], ++first_group;
    while (first_group <= 3 && j + 3 < s.size() && s[j] == '.' && digit(s[j + 1]) && digit(s[j + 2]) &&
           digit(s[j + 3]) && (j + 4 >= s.size() || !digit(s[j + 4]))) {
      digits.append(s.substr(j + 1, 3));
      j += 4;
    }
    // Or groups of three after a space, as Dutch and SI write them: "30 000 Wh", "1 000 000"; a
    // single digit needs two groups ("7 100 vragen" is two numbers, as four-digit numbers take no
    // space), unless its one group is "000" ("9 000") or a currency sign comes before it ("€9 500"):
    // those are how an amount is written, not two numbers side by side.
    if (j == i + first_group) {
      const std::size_t start = j;
      std::size_t groups = 0;
      for (;;) {
        const std::size_t gap = group_gap(s, j);
        const std::size_t g = j + gap;
        if (first_group > 3 || gap == 0 || g + 2 >= s.size() || !digit(s[g]) || !digit(s[g + 1]) || !digit(s[g + 2]) ||
            (g + 3 < s.size() && digit(s[g + 3]))) {
          break;
        }
        digits.append(s.substr(g, 3));
        j = g + 3;
        ++groups;
      }
      const bool amount = currency_before(s, i) != std::string_view::npos;
      if (first_group == 1 && groups == 1 && !amount && s.substr(j - 3, 3) != "000") {
        digits.resize(digits.size() - 3);
        j = start;
      }
    }
    // Decimal part: a comma (Dutch) or a point not followed by a group of three.
    if (j + 1 < s.size() && (s[j] == ',' || s[j] == '.') && digit(s[j + 1])) {
      digits += '.';
      ++j;
      while (j < s.size() && digit(s[j])) digits += s[j++];
    }
    double value = std::strtod(digits.c_str(), nullptr);
    // A fraction written with a slash and no spaces: "1/8", "3/4" (not "24 / 8", a division, and
    // not "1/s", a unit).
    if (digits.find('.') == std::string::npos && j + 1 < s.size() && s[j] == '/' && digit(s[j + 1])) {
      std::size_t d = j + 1;
      std::string denominator;
      while (d < s.size() && digit(s[d])) denominator += s[d++];
      const char32_t after = cp_at(s, d);
      const double below = std::strtod(denominator.c_str(), nullptr);
      const bool decimal_after = (after == ',' || after == '.') && d + 1 < s.size() && digit(s[d + 1]);
      if (below > 0 && denominator.size() <= 4 && !utf8::is_letter(after) && after != '/' && !decimal_after) {
        value /= below;
        j = d;
      }
    }
    if (auto e = times_ten_power(s, j)) value *= std::pow(10.0, *e);
    // Scale words.
    std::size_t k = skip_spaces(s, j);
    for (const auto& [word, factor] : kScales) {
      if (k < s.size() && word_at(s, k, word)) {
        value *= factor;
        j = k + word.size();
        break;
      }
    }
    m.value = negative ? -value : value;
    m.end = j;
    read_unit(s, m);
    out.push_back(std::move(m));
    i = std::max(j, i + 1);
  }
  return out;
}

namespace {

// Dutch number words: the units and tens, and the words that are numbers on their own.
struct NumberWord {
  std::string_view word;
  int value;
};
constexpr std::array<NumberWord, 20> kUnits{{{"nul", 0},      {"een", 1},        {"twee", 2},      {"drie", 3},
                                             {"vier", 4},     {"vijf", 5},       {"zes", 6},       {"zeven", 7},
                                             {"acht", 8},     {"negen", 9},      {"tien", 10},     {"elf", 11},
                                             {"twaalf", 12},  {"dertien", 13},   {"veertien", 14}, {"vijftien", 15},
                                             {"zestien", 16}, {"zeventien", 17}, {"achttien", 18}, {"negentien", 19}}};
constexpr std::array<NumberWord, 8> kTens{{{"twintig", 20},
                                           {"dertig", 30},
                                           {"veertig", 40},
                                           {"vijftig", 50},
                                           {"zestig", 60},
                                           {"zeventig", 70},
                                           {"tachtig", 80},
                                           {"negentig", 90}}};

bool strip(std::string_view& w, std::string_view prefix) {
  if (w.substr(0, prefix.size()) != prefix) return false;
  w.remove_prefix(prefix.size());
  return true;
}

// 1-99 written as one word: "drie", "twintig", "eenentwintig", "tweeënveertig".
std::optional<int> below_hundred(std::string_view w) {
  for (const auto& t : kTens) {
    if (w == t.word) return t.value;
  }
  for (const auto& u : kUnits) {
    if (w == u.word) return u.value;
  }
  for (const auto& u : kUnits) {
    if (u.value == 0 || u.value > 9) continue;
    std::string_view rest = w;
    if (!strip(rest, u.word)) continue;
    if (!strip(rest, "en") && !strip(rest, "ën")) continue;
    for (const auto& t : kTens) {
      if (rest == t.word) return t.value + u.value;
    }
  }
  return std::nullopt;
}

// A number below a thousand written as one word: "honderd", "tweehonderdvijftig", "zeventien".
std::optional<double> below_thousand(std::string_view w) {
  constexpr std::string_view kHundred = "honderd";
  double total = 0;
  std::string_view rest = w;
  const std::size_t at = rest.find(kHundred);
  if (at != std::string_view::npos) {
    double count = 1;
    if (at > 0) {
      const auto c = below_hundred(rest.substr(0, at));
      if (!c) return std::nullopt;
      count = *c;
    }
    total += count * 100;
    rest.remove_prefix(at + kHundred.size());
  }
  if (!rest.empty()) {
    const auto r = below_hundred(rest);
    if (!r) return std::nullopt;
    total += *r;
  } else if (at == std::string_view::npos) {
    return std::nullopt;
  }
  return total;
}

// A whole number written as one word, up to the hundreds of thousands: "honderd",
// "tweehonderdvijftig", "drieduizend", "honderdduizend". "een" alone is the article and is not read.
std::optional<double> whole_number_word(std::string_view w) {
  if (w == "een") return std::nullopt;
  if (w == "één" || w == "eén") return 1.0;
  constexpr std::string_view kThousand = "duizend";
  const std::size_t at = w.find(kThousand);
  if (at == std::string_view::npos) return below_thousand(w);
  double count = 1;
  if (at > 0) {
    const auto c = below_thousand(w.substr(0, at));
    if (!c) return std::nullopt;
    count = *c;
  }
  const std::string_view rest = w.substr(at + kThousand.size());
  if (rest.empty()) return count * 1000;
  const auto r = below_thousand(rest);
  if (!r) return std::nullopt;
  return count * 1000 + *r;
}

// Fractions and multiples written as words.
std::optional<double> fraction_word(std::string_view w) {
  if (w == "half" || w == "halve" || w == "helft") return 0.5;
  if (w == "anderhalf" || w == "anderhalve") return 1.5;
  if (w == "kwart") return 0.25;
  if (w == "driekwart") return 0.75;
  if (w == "dubbel" || w == "dubbele") return 2.0;
  if (w == "tweemaal") return 2.0;
  if (w == "driemaal") return 3.0;
  if (w == "viermaal") return 4.0;
  return std::nullopt;
}

// The denominator an ordinal gives a fraction: "derde" 3 in "twee derde", "achtste" 8 in "een
// achtste".
std::optional<int> ordinal_denominator(std::string_view w) {
  static constexpr std::array<std::pair<std::string_view, int>, 14> kOrdinals{{{"derde", 3},
                                                                               {"vierde", 4},
                                                                               {"vijfde", 5},
                                                                               {"zesde", 6},
                                                                               {"zevende", 7},
                                                                               {"achtste", 8},
                                                                               {"negende", 9},
                                                                               {"tiende", 10},
                                                                               {"elfde", 11},
                                                                               {"twaalfde", 12},
                                                                               {"twintigste", 20},
                                                                               {"honderdste", 100},
                                                                               {"duizendste", 1000},
                                                                               {"zestiende", 16}}};
  for (const auto& [word, value] : kOrdinals) {
    if (w == word) return value;
  }
  return std::nullopt;
}

// Whether a word can be a number word (whole_number_word or fraction_word): every one starts with
// a unit, a ten, "honderd", "duizend" or a fraction word, so with one of these three letters, or
// with an accented letter ("één", "eén"). A cheap test that most words fail.
constexpr std::uint32_t three_letters(char a, char b, char c) {
  return static_cast<std::uint32_t>(static_cast<unsigned char>(a)) << 16 |
         static_cast<std::uint32_t>(static_cast<unsigned char>(b)) << 8 | static_cast<unsigned char>(c);
}

bool number_word_start(std::string_view w) {
  if (w.size() < 3) return false;
  if (static_cast<unsigned char>(w[0]) >= 0x80 || static_cast<unsigned char>(w[1]) >= 0x80) return true;
  static constexpr std::array<std::uint32_t, 24> kStarts{
      three_letters('a', 'c', 'h'), three_letters('a', 'n', 'd'), three_letters('d', 'e', 'r'),
      three_letters('d', 'r', 'i'), three_letters('d', 'u', 'b'), three_letters('d', 'u', 'i'),
      three_letters('e', 'e', 'n'), three_letters('e', 'l', 'f'), three_letters('h', 'a', 'l'),
      three_letters('h', 'e', 'l'), three_letters('h', 'o', 'n'), three_letters('k', 'w', 'a'),
      three_letters('n', 'e', 'g'), three_letters('n', 'u', 'l'), three_letters('t', 'a', 'c'),
      three_letters('t', 'i', 'e'), three_letters('t', 'w', 'a'), three_letters('t', 'w', 'e'),
      three_letters('t', 'w', 'i'), three_letters('v', 'e', 'e'), three_letters('v', 'i', 'e'),
      three_letters('v', 'i', 'j'), three_letters('z', 'e', 's'), three_letters('z', 'e', 'v')};
  static_assert(std::is_sorted(kStarts.begin(), kStarts.end()));
  const std::uint32_t key =
      three_letters(static_cast<char>(w[0] | 0x20), static_cast<char>(w[1] | 0x20), static_cast<char>(w[2] | 0x20));
  return std::binary_search(kStarts.begin(), kStarts.end(), key);
}

// "een" or "één": the article before "half" or "kwart".
bool is_article_one(std::string_view lowered) { return lowered == "een" || lowered == "één"; }

std::string lower_ascii_word(std::string_view s, std::size_t begin, std::size_t end) {
  std::string w = ascii_lower(s.substr(begin, end - begin));
  // "Één" at the start of a sentence.
  if (w.rfind("\xc3\x89", 0) == 0) w.replace(0, 2, "\xc3\xa9");
  return w;
}

}  // namespace

std::vector<NumberMention> find_number_words(std::string_view s) {
  std::vector<NumberMention> out;
  std::size_t i = 0;
  std::size_t previous_word_begin = std::string_view::npos;
  std::size_t previous_word_end = 0;
  // ASCII bytes are classified here, the rest by utf8: the same classes, without a call per byte.
  while (i < s.size()) {
    std::size_t n;
    if (static_cast<unsigned char>(s[i]) < 0x80) {
      if (!is_ascii_letter(s[i])) {
        ++i;
        continue;
      }
    } else if (!utf8::is_letter(cp_at(s, i, &n))) {
      i += std::max<std::size_t>(n, 1);
      continue;
    }
    const std::size_t begin = i;
    while (i < s.size()) {
      if (static_cast<unsigned char>(s[i]) < 0x80) {
        if (!is_ascii_letter(s[i])) break;
        ++i;
        continue;
      }
      const char32_t c = cp_at(s, i, &n);
      if (!utf8::is_letter(c) && !utf8::is_mark(c)) break;
      i += n;
    }
    // Most words are no number: number words start with one of a few syllables.
    {
      const bool candidate = i - begin <= 40 && number_word_start(s.substr(begin, i - begin));
      if (!candidate) {
        previous_word_begin = begin;
        previous_word_end = i;
        continue;
      }
    }
    // A word glued to a hyphen or digit is part of a name ("drie-eenheid" is not 3).
    const char32_t before = cp_before(s, begin);
    const char32_t after = cp_at(s, i);
    const std::size_t word_end = i;  // before a scale word that may follow
    const std::string w = lower_ascii_word(s, begin, i);
    std::optional<double> value;
    if (before != '-' && after != '-' && !utf8::is_digit(before) && !utf8::is_digit(after)) {
      value = whole_number_word(w);
      if (!value) value = fraction_word(w);
    }
    // "een achtste", "twee derde": a number word and an ordinal make a fraction, when what follows
    // is no noun the ordinal counts ("een derde optie" is the third one).
    bool fraction = false;
    if (!value && previous_word_begin != std::string_view::npos) {
      if (const auto below = ordinal_denominator(w)) {
        const std::string previous = lower_ascii_word(s, previous_word_begin, previous_word_end);
        std::optional<double> above =
            is_article_one(previous) ? std::optional<double>(1.0) : whole_number_word(previous);
        const std::size_t k = skip_spaces(s, i);
        std::size_t e = k;
        while (e < s.size() && is_ascii_letter(s[e])) ++e;
        const std::string next = lower_ascii_word(s, k, e);
        static constexpr std::array<std::string_view, 14> kAfter{"",     "van",   "deel",   "gedeelte", "is",
                                                                 "zijn", "was",   "over",   "en",       "of",
                                                                 "dus",  "ervan", "blijft", "daarvan"};
        const bool free = std::find(kAfter.begin(), kAfter.end(), next) != kAfter.end();
        if (above && *above >= 1 && *above < *below && free) {
          value = *above / *below;
          fraction = true;
          // "twee" was read as 2 on its own: it is the numerator.
          if (!out.empty() && out.back().begin == previous_word_begin) out.pop_back();
        }
      }
    }
    if (value) {
      NumberMention m;
      m.begin = begin;
      m.value = *value;
      // "een half", "een kwart": the article belongs to the fraction.
      if (fraction || (*value < 1 && previous_word_begin != std::string_view::npos &&
                       is_article_one(lower_ascii_word(s, previous_word_begin, previous_word_end)))) {
        m.begin = previous_word_begin;
      }
      m.end = i;
      // Scale words after a number word: "drie miljoen".
      std::size_t k = skip_spaces(s, i);
      static constexpr std::array<std::pair<std::string_view, double>, 3> kWordScales{
          {{"miljoen", 1e6}, {"miljard", 1e9}, {"biljoen", 1e12}}};
      for (const auto& [scale, factor] : kWordScales) {
        if (k < s.size() && word_at(s, k, scale)) {
          m.value *= factor;
          m.end = k + scale.size();
          i = m.end;
          break;
        }
      }
      read_unit(s, m);
      out.push_back(std::move(m));
    }
    previous_word_begin = begin;
    previous_word_end = word_end;
  }
  return out;
}

int written_decimals(std::string_view written) {
  const std::size_t mark = written.find_last_of(",.");
  if (mark == std::string_view::npos) return 0;
  int n = 0;
  for (std::size_t i = mark + 1; i < written.size() && written[i] >= '0' && written[i] <= '9'; ++i) ++n;
  if (written[mark] == '.' && n == 3 && written.find(',') == std::string_view::npos) return 0;
  return n;
}

std::vector<NumberMention> find_all_numbers(std::string_view text) {
  auto out = find_numbers(text);
  auto words = find_number_words(text);
  out.insert(out.end(), std::make_move_iterator(words.begin()), std::make_move_iterator(words.end()));
  std::sort(out.begin(), out.end(), [](const NumberMention& a, const NumberMention& b) { return a.begin < b.begin; });
  return out;
}

std::string unit_symbol(std::string_view unit) {
  const std::string u = ascii_lower(unit);
  static const std::array<std::pair<std::string_view, std::string_view>, 72> kWords{{
      {"dollars", "$"},
      {"usd", "$"},
      {"pond", "£"},
      {"seconde", "s"},
      {"seconden", "s"},
      {"sec", "s"},
      {"milliseconde", "ms"},
      {"milliseconden", "ms"},
      {"microseconde", "µs"},
      {"microseconden", "µs"},
      {"nanoseconde", "ns"},
      {"nanoseconden", "ns"},
      {"minuut", "min"},
      {"minuten", "min"},
      {"uur", "h"},
      {"uren", "h"},
      {"dag", "d"},
      {"dagen", "d"},
      {"volt", "V"},
      {"ampère", "A"},
      {"ampere", "A"},
      {"ohm", "Ω"},
      {"watt", "W"},
      {"kilowatt", "kW"},
      {"kilowattuur", "kWh"},
      {"joule", "J"},
      {"kilojoule", "kJ"},
      {"newton", "N"},
      {"hertz", "Hz"},
      {"meter", "m"},
      {"kilometer", "km"},
      {"centimeter", "cm"},
      {"millimeter", "mm"},
      {"decimeter", "dm"},
      {"gram", "g"},
      {"kilogram", "kg"},
      {"milligram", "mg"},
      {"kilo", "kg"},
      {"liter", "L"},
      {"l", "L"},
      {"milliliter", "mL"},
      {"ml", "mL"},
      {"centiliter", "cL"},
      {"cl", "cL"},
      {"deciliter", "dL"},
      {"dl", "dL"},
      {"procent", "%"},
      {"volumeprocent", "%"},  // of alcohol: "5,3 vol%", "12 vol.%"
      {"vol%", "%"},
      {"vol.%", "%"},
      {"graden celsius", "°C"},
      {"graad celsius", "°C"},
      {"euro", "€"},
      {"euro's", "€"},
      {"eur", "€"},
      {"dollar", "$"},
      {"graden", "°"},
      {"graad", "°"},
      {"byte", "B"},
      {"bytes", "B"},
      {"kilobyte", "kB"},
      {"kilobytes", "kB"},
      {"megabyte", "MB"},
      {"megabytes", "MB"},
      {"gigabyte", "GB"},
      {"gigabytes", "GB"},
      {"terabyte", "TB"},
      {"terabytes", "TB"},
      {"bit", "bit"},
      {"bits", "bit"},
      {"km/uur", "km/h"},
      {"km/u", "km/h"},
  }};
  for (const auto& [word, symbol] : kWords) {
    if (u == word) return std::string(symbol);
  }
  if (unit == "°C" || u == "°c") return "°C";
  return std::string(unit);
}

namespace {
// A unit as a factor and a symbol: a scale word before it ("miljoen euro" is 10⁶ €), a word as its
// symbol ("euro" is €, "procent" %).
std::pair<double, std::string> scaled_symbol(std::string_view unit) {
  for (const auto& [word, factor] : kScales) {
    if (unit.size() > word.size() + 1 && unit[word.size()] == ' ' && ascii_lower(unit.substr(0, word.size())) == word) {
      return {factor, unit_symbol(unit.substr(word.size() + 1))};
    }
  }
  return {1.0, unit_symbol(unit)};
}
}  // namespace

std::optional<double> unit_factor(std::string_view from_unit, std::string_view to_unit) {
  if (from_unit == to_unit) return 1.0;
  if (from_unit.empty() || to_unit.empty()) return std::nullopt;
  const auto [from_scale, from] = scaled_symbol(from_unit);
  const auto [to_scale, to] = scaled_symbol(to_unit);
  for (const auto& [f_factor, f_base] : readings(from)) {
    for (const auto& [t_factor, t_base] : readings(to)) {
      if (f_base == t_base) return from_scale * f_factor / (to_scale * t_factor);
    }
  }
  return std::nullopt;
}

namespace {
// The factor of a unit that is only a scale word ("miljard": 10⁹); nullopt for any other unit.
std::optional<double> pure_scale(std::string_view unit) {
  const std::string u = ascii_lower(unit);
  for (const auto& [word, factor] : kScales) {
    if (u == word) return factor;
  }
  return std::nullopt;
}
// Whether `unit` is written right after byte `from` of `text` (after white space), as a whole:
// case aside when the unit has several words, and with any run of white space in the unit
// matching any run, or none, in the text.
// A unit of several words ("inwoners per km²", "% vol") is more than the one token the reader
// takes as a number's unit.
bool unit_written_at(std::string_view text, std::size_t from, std::string_view unit) {
  auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
  // Case counts in a unit of one word, as in SI symbols ("Mb" is not "MB"); not in words.
  const bool words = unit.find(' ') != std::string_view::npos;
  auto lower = [&](char c) { return words && c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
  std::size_t t = from;
  while (t < text.size() && blank(text[t])) ++t;
  std::size_t u = 0;
  while (u < unit.size() && blank(unit[u])) ++u;
  if (u == unit.size()) return false;
  while (u < unit.size()) {
    if (blank(unit[u])) {
      while (u < unit.size() && blank(unit[u])) ++u;
      while (t < text.size() && blank(text[t])) ++t;
      continue;
    }
    if (t >= text.size() || lower(text[t]) != lower(unit[u])) return false;
    ++t;
    ++u;
  }
  // Then the end of the unit: white space, the end, or punctuation ("GB/s" is not "GB", "km²" not "km").
  if (t >= text.size() || blank(text[t])) return true;
  const char c = text[t];
  return c == ',' || c == '.' || c == ';' || c == ':' || c == '!' || c == '?' || c == ')' || c == ']' || c == '"' ||
         c == '\'' || c == '`' || c == '*';
}

}  // namespace

std::optional<NumberMention> mention_in_unit(std::string_view text, std::string_view unit) {
  // An option gives one value: "2 400 inwoners per km²" is 2400, though find_numbers keeps a single
  // digit and one group apart in running text ("hoofdstuk 7 100 vragen"). A digit 1-9 on its own
  // (a sign before it may be), one space (also a no-break or narrow one), then three digits and
  // perhaps decimals ("−2 400,5"); not a scale word after the group ("2 400 miljoen").
  std::vector<NumberMention> numbers;
  for (auto& n : find_numbers(text)) {
    if (!numbers.empty()) {
      NumberMention& p = numbers.back();
      const std::string_view sign = text.substr(p.begin, p.end - p.begin - 1);
      const bool digit_alone = p.end > p.begin && text[p.end - 1] >= '1' && text[p.end - 1] <= '9' && p.unit.empty() &&
                               (sign.empty() || sign == "-" || sign == "+" || sign == "\u2212");
      const bool spaced = n.begin > p.end && group_gap(text, p.end) == n.begin - p.end;
      bool group = spaced && n.end >= n.begin + 3 &&
                   (n.end == n.begin + 3 || text[n.begin + 3] == ',' || text[n.begin + 3] == '.');
      for (std::size_t k = n.begin; group && k < n.end; ++k) {
        const bool decimal_sign = k == n.begin + 3;
        group = decimal_sign || (text[k] >= '0' && text[k] <= '9');
      }
      if (digit_alone && group) {
        p.value = p.value < 0 ? p.value * 1000 - n.value : p.value * 1000 + n.value;
        p.end = n.end;
        p.unit = n.unit;
        p.unit_begin = n.unit_begin;
        p.unit_end = n.unit_end;
        continue;
      }
    }
    numbers.push_back(std::move(n));
  }
  const std::optional<double> scale = pure_scale(unit);
  for (auto& n : numbers) {
    if (unit.empty()) return n;
    // `unit = "miljard"`: the reader multiplied "209 miljard" by its scale word; read it back in
    // miljarden. A number without the word ("209") is in the unit already.
    if (scale && n.unit.empty()) {
      const std::string written = ascii_lower(text.substr(n.begin, n.end - n.begin));
      if (written.ends_with(ascii_lower(unit))) n.value /= *scale;
      return n;
    }
    if (auto f = unit_factor(n.unit, unit)) {
      n.value *= *f;
      return n;
    }
    if (unit_written_at(text, n.end, unit)) return n;
    // "€ 1,2 miljoen winst": the word after the amount is no unit; the currency sign before it is.
    if (const std::string_view sign = currency_sign_before(text, n.begin); !sign.empty()) {
      if (auto f = unit_factor(sign, unit)) {
        n.value *= *f;
        return n;
      }
    }
  }
  if (numbers.size() == 1 && numbers[0].unit.empty()) return numbers[0];
  return std::nullopt;
}

std::optional<double> value_in_unit(std::string_view text, std::string_view unit) {
  if (auto m = mention_in_unit(text, unit)) return m->value;
  return std::nullopt;
}

std::string format_dutch_number(double value) {
  const double a = std::fabs(value);
  char buf[64];
  if (a != 0 && (a < 1e-4 || a >= 1e9)) {
    std::snprintf(buf, sizeof buf, "%.4g", value);
  } else {
    // Six significant digits, rounded, trailing zeros trimmed.
    const int magnitude = a == 0 ? 0 : static_cast<int>(std::floor(std::log10(a)));
    std::snprintf(buf, sizeof buf, "%.*f", std::max(0, 5 - magnitude), value);
  }
  std::string s(buf);
  if (s.find('.') != std::string::npos && s.find('e') == std::string::npos) {
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
  }
  for (char& c : s) {
    if (c == '.') c = ',';
  }
  if (s == "-0") s = "0";
  return s;
}

std::string format_ui_number(double value) {
  std::string s = format_dutch_number(value);
  for (char& c : s) {
    if (c == ',') c = '.';
  }
  return ui_decimal(std::move(s));
}

}  // namespace qbank
