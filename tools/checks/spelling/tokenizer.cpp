#include "checks/spelling/tokenizer.h"

#include <algorithm>
#include <array>
#include <cstdint>

#include "core/strings.h"
#include "core/utf8.h"

namespace qbank {
namespace {

struct Cp {
  char32_t c;
  std::uint32_t at;   // byte offset in the text
  std::uint32_t len;  // bytes
};

bool is_superscript(char32_t c) {
  return c == 0xB2 || c == 0xB3 || c == 0xB9 || c == 0x2070 || (c >= 0x2074 && c <= 0x207B);
}
// Small raised letters (U+1D2C-U+1D6A, U+2071, U+207F, U+02B0-U+02B8): notation, not spelling.
bool is_modifier_letter(char32_t c) {
  return (c >= 0x1D2C && c <= 0x1D6A) || c == 0x2071 || c == 0x207F || (c >= 0x2B0 && c <= 0x2B8);
}
bool is_apostrophe(char32_t c) { return c == '\'' || c == 0x2019; }
bool is_hyphen(char32_t c) { return c == '-' || c == 0x2010 || c == 0x2011; }
constexpr char32_t kSoftHyphen = 0xAD;

bool is_letter(char32_t c) {
  if (c < 0x80) return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  return utf8::is_letter(c);
}
bool is_digit(char32_t c) {
  if (c < 0x80) return c >= '0' && c <= '9';
  return utf8::is_digit(c);
}
// Characters a word is made of. Marks keep a decomposed ë in one word (NFC comes after).
bool is_word_char(char32_t c) {
  if (c < 0x80) return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
  return c == kSoftHyphen || is_superscript(c) || utf8::is_letter(c) || utf8::is_digit(c) || utf8::is_mark(c);
}
// Characters that join two word characters into one word.
bool is_joiner(char32_t c) { return is_hyphen(c) || c == '/' || is_apostrophe(c) || c == '.' || c == ','; }
bool is_space(char32_t c) {
  if (c < 0x80) return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
  return utf8::is_space(c);
}

bool ascii_alnum(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'); }

// Top-level domains that mark a bare host name (opentaal.org). Deliberately short: a word such as
// "d.w.z" must never look like a domain.
bool is_tld(std::string_view label) {
  static constexpr std::array<std::string_view, 16> tlds = {"com", "org", "net", "nl",   "be",  "eu", "io", "dev",
                                                            "ai",  "edu", "gov", "info", "app", "de", "uk", "fr"};
  for (auto t : tlds) {
    if (label == t) return true;
  }
  return false;
}

bool is_bare_domain(std::string_view s) {
  const std::string_view host = s.substr(0, s.find('/'));
  std::size_t labels = 0;
  std::size_t start = 0;
  std::string_view last;
  while (start <= host.size()) {
    const std::size_t dot = host.find('.', start);
    const std::string_view label =
        host.substr(start, dot == std::string_view::npos ? std::string_view::npos : dot - start);
    if (label.empty()) return false;
    for (char c : label) {
      if (!ascii_alnum(c) && c != '-') return false;
    }
    ++labels;
    last = label;
    if (dot == std::string_view::npos) break;
    start = dot + 1;
  }
  return labels >= 2 && is_tld(last);
}

// True when a whitespace-delimited chunk (opening and closing punctuation trimmed) is a URL, an
// e-mail address or a file path.
bool is_link_like(std::string_view s) {
  // Each form below needs one of these characters: most chunks are plain words and end here.
  if (std::none_of(s.begin(), s.end(), [](char c) { return c == ':' || c == '@' || c == '/' || c == '.'; })) {
    return false;
  }
  const std::size_t scheme = s.find("://");
  if (scheme != std::string_view::npos && scheme > 0) {
    bool ok = (s[0] >= 'a' && s[0] <= 'z') || (s[0] >= 'A' && s[0] <= 'Z');
    for (std::size_t i = 0; ok && i < scheme; ++i) ok = ascii_alnum(s[i]) || s[i] == '+' || s[i] == '.' || s[i] == '-';
    if (ok) return true;
  }
  if (has_ascii_prefix_nocase(s, 0, "www.") || has_ascii_prefix_nocase(s, 0, "mailto:")) return true;
  const std::size_t at = s.find('@');
  if (at != std::string_view::npos && at > 0 && at + 1 < s.size() && ascii_alnum(s[at + 1]) &&
      s.find('.', at) != std::string_view::npos) {
    return true;
  }
  if (s.size() > 1 && s[0] == '/' && s.find('/', 1) != std::string_view::npos) return true;
  if (s.rfind("./", 0) == 0 || s.rfind("../", 0) == 0 || s.rfind("~/", 0) == 0) return true;
  return is_bare_domain(s);
}

bool opening_punct(char32_t c) {
  return c == '(' || c == '[' || c == '{' || c == '<' || c == '"' || c == '\'' || c == 0xAB || c == 0x201E ||
         c == 0x201C || c == 0x2018 || c == 0x2019 || c == 0x201D;
}
bool closing_punct(char32_t c) {
  return c == ')' || c == ']' || c == '}' || c == '>' || c == '"' || c == '\'' || c == 0xBB || c == 0x201D ||
         c == 0x2019 || c == '.' || c == ',' || c == ';' || c == ':' || c == '!' || c == '?';
}

class Scanner {
 public:
  Scanner(std::string_view text, std::vector<SpellToken>& out) : text_(text), out_(out), cps_(buffer()) {
    cps_.clear();
    cps_.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
      const auto byte = static_cast<unsigned char>(text[i]);
      if (byte < 0x80) {  // most of the text: one byte, its own code point
        cps_.push_back({byte, static_cast<std::uint32_t>(i), 1});
        ++i;
        continue;
      }
      char32_t c;
      const std::size_t n = utf8::decode(text, i, c);
      cps_.push_back({c, static_cast<std::uint32_t>(i), static_cast<std::uint32_t>(n)});
      i += n;
    }
  }

  void run() {
    const std::size_t n = cps_.size();
    std::size_t i = 0;
    while (i < n) {
      const char32_t c = cps_[i].c;
      if (c == '`') {
        i = skip_code(i);
        continue;
      }
      if (is_space(c)) {
        ++i;
        continue;
      }
      std::size_t j = i;
      while (j < n && !is_space(cps_[j].c) && cps_[j].c != '`') ++j;
      if (!plain_word(i, j) && !link_like(i, j)) words(i, j);
      i = j;
    }
  }

 private:
  // Most chunks are one plain word: ASCII letters, perhaps after an opening bracket or quote and
  // before closing punctuation ("(woord", "woord.", "woord),"). Such a chunk is no link and gives
  // exactly the token that words() would give; it is pushed here without the general rules.
  bool plain_word(std::size_t a, std::size_t b) {
    auto letter = [](char32_t c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
    std::size_t s = a;
    while (s < b && (cps_[s].c == '(' || cps_[s].c == '"' || cps_[s].c == '[')) ++s;
    std::size_t e = s;
    while (e < b && letter(cps_[e].c)) ++e;
    if (e == s) return false;
    for (std::size_t k = e; k < b; ++k) {
      const char32_t c = cps_[k].c;
      if (c != ')' && c != '"' && c != ']' && c != '.' && c != ',' && c != ';' && c != ':' && c != '!' && c != '?') {
        return false;
      }
    }
    SpellToken t;
    t.begin = cps_[s].at;
    t.end = bytes_at(e);
    t.dot_after = e < b && cps_[e].c == '.';
    t.word.assign(text_.substr(t.begin, t.end - t.begin));
    out_.push_back(std::move(t));
    return true;
  }

  std::size_t bytes_at(std::size_t k) const { return k < cps_.size() ? cps_[k].at : text_.size(); }

  // A run of r backticks opens inline code that ends at the next run of exactly r backticks.
  std::size_t skip_code(std::size_t i) const {
    const std::size_t n = cps_.size();
    std::size_t r = 0;
    while (i + r < n && cps_[i + r].c == '`') ++r;
    for (std::size_t k = i + r; k < n;) {
      if (cps_[k].c != '`') {
        ++k;
        continue;
      }
      std::size_t run = 0;
      while (k + run < n && cps_[k + run].c == '`') ++run;
      if (run == r) return k + run;
      k += run;
    }
    return i + r;  // no closing run: the backticks are plain punctuation
  }

  bool link_like(std::size_t a, std::size_t b) const {
    while (a < b && opening_punct(cps_[a].c)) ++a;
    while (b > a && closing_punct(cps_[b - 1].c)) --b;
    if (a >= b) return false;
    return is_link_like(text_.substr(bytes_at(a), bytes_at(b) - bytes_at(a)));
  }

  void words(std::size_t a, std::size_t b) {
    std::size_t k = a;
    while (k < b) {
      const char32_t c = cps_[k].c;
      const std::size_t start = k;
      if (is_apostrophe(c) && k + 1 < b && (cps_[k + 1].c == 's' || cps_[k + 1].c == 't' || cps_[k + 1].c == 'n') &&
          (k + 2 >= b || !is_word_char(cps_[k + 2].c)) && (k == a || !is_word_char(cps_[k - 1].c))) {
        k += 2;  // 's, 't, 'n ("'s avonds", "'s-Hertogenbosch")
      } else if (is_word_char(c) && c != kSoftHyphen) {
        ++k;
      } else {
        ++k;
        continue;
      }
      while (k < b) {
        const char32_t d = cps_[k].c;
        if (is_word_char(d)) {
          ++k;
          continue;
        }
        if (is_joiner(d) && k + 1 < b && is_word_char(cps_[k + 1].c) && cps_[k + 1].c != kSoftHyphen) {
          if (d == ',' && !(is_digit(cps_[k - 1].c) && is_digit(cps_[k + 1].c))) break;
          ++k;
          continue;
        }
        // A hyphen before an apostrophe word: rock-'n-roll.
        if (is_hyphen(d) && k + 2 < b && is_apostrophe(cps_[k + 1].c) && is_word_char(cps_[k + 2].c)) {
          k += 2;
          continue;
        }
        break;
      }
      emit(start, k, b);
    }
  }

  // Emits cps_[s, e) (a chunk ends at b) as one word, or as several when dots separate words.
  void emit(std::size_t s, std::size_t e, std::size_t b) {
    bool letters = false;
    for (std::size_t k = s; k < e; ++k) letters = letters || is_letter(cps_[k].c);
    if (!letters) return;  // a number: 14, 2,5, 10⁹, 24/7
    // Superscripts after letters are exponents of a unit: m², cm³.
    while (e > s && is_superscript(cps_[e - 1].c)) --e;
    // One between two word characters is a formula, not a word: sin²x, a²b ("m²-prijs" is a word
    // with a unit in it); and so is a letter raised as a modifier letter (the genotype Iᴬi, Xᵃ).
    for (std::size_t k = s; k < e; ++k) {
      const char32_t c = cps_[k].c;
      if (c < 0x80) continue;
      if (is_modifier_letter(c)) return;
      if (is_superscript(c) && k + 1 < e && is_word_char(cps_[k + 1].c) && !is_superscript(cps_[k + 1].c)) return;
    }
    // A single accented letter (with its combining marks, before NFC) is a character named, not a
    // word to spell ("de é van café"); single ASCII letters ("s", "m", "x") go to the dictionary.
    if (cps_[s].c >= 0x80 || (e - s > 1 && utf8::is_mark(cps_[s + 1].c))) {
      std::size_t k = s + 1;
      while (k < e && utf8::is_mark(cps_[k].c)) ++k;
      if (k == e) return;
    }

    std::vector<std::size_t> dots;
    for (std::size_t k = s; k < e; ++k) {
      if (cps_[k].c == '.') dots.push_back(k);
    }
    if (!dots.empty()) {
      // d.w.z, i.p.v, o.a: short letter groups joined by dots are one abbreviation.
      bool abbreviation = true;
      std::size_t from = s;
      for (std::size_t i = 0; i <= dots.size() && abbreviation; ++i) {
        const std::size_t to = i < dots.size() ? dots[i] : e;
        abbreviation = to > from && to - from <= 3;
        for (std::size_t k = from; abbreviation && k < to; ++k) abbreviation = is_letter(cps_[k].c);
        from = to + 1;
      }
      if (!abbreviation) {
        // Words or numbers joined by dots ("einde.Begin", "v1.2"): each on its own.
        from = s;
        for (std::size_t i = 0; i <= dots.size(); ++i) {
          const std::size_t to = i < dots.size() ? dots[i] : e;
          if (to > from) emit(from, to, i < dots.size() ? to + 1 : b);
          from = to + 1;
        }
        return;
      }
      push(s, e, b, true);
      return;
    }
    push(s, e, b, false);
  }

  void push(std::size_t s, std::size_t e, std::size_t b, bool abbreviation) {
    SpellToken t;
    t.begin = cps_[s].at;
    t.end = bytes_at(e);
    t.abbreviation = abbreviation;
    t.dot_after = e < b && cps_[e].c == '.';
    t.hyphen_after = e < b && is_hyphen(cps_[e].c);
    bool ascii = true;
    for (std::size_t k = s; k < e && ascii; ++k) ascii = cps_[k].c < 0x80;
    if (ascii) {
      t.word.assign(text_.substr(t.begin, t.end - t.begin));
    } else {
      t.word.reserve(t.end - t.begin);
      for (std::size_t k = s; k < e; ++k) {
        const char32_t c = cps_[k].c;
        if (c == kSoftHyphen) continue;
        if (c == 0x2019) {
          t.word += '\'';
        } else if (c == 0x2010 || c == 0x2011) {
          t.word += '-';
        } else {
          t.word.append(text_.substr(cps_[k].at, cps_[k].len));
        }
      }
    }
    if (!ascii) t.word = utf8::nfc(t.word);
    if (is_number_word(t.word)) return;
    out_.push_back(std::move(t));
  }

  // The code points of the text, in a buffer each thread reuses (looked up once per text).
  static std::vector<Cp>& buffer() {
    static thread_local std::vector<Cp> cps;
    return cps;
  }

  std::string_view text_;
  std::vector<SpellToken>& out_;
  std::vector<Cp>& cps_;
};

bool all_digits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s) {
    if (c < '0' || c > '9') return false;
  }
  return true;
}

// Digits with optional thousands or decimal separators: 14, 2,5, 1.000.000.
bool plain_number(std::string_view s) {
  if (s.empty() || s[0] < '0' || s[0] > '9') return false;
  bool last_sep = false;
  for (char c : s) {
    if (c >= '0' && c <= '9') {
      last_sep = false;
    } else if ((c == '.' || c == ',') && !last_sep) {
      last_sep = true;
    } else {
      return false;
    }
  }
  return !last_sep;
}

}  // namespace

void spelling_tokens(std::string_view text, std::vector<SpellToken>& out) {
  Scanner scanner(text, out);
  scanner.run();
}

std::vector<SpellToken> spelling_tokens(std::string_view text) {
  std::vector<SpellToken> out;
  spelling_tokens(text, out);
  return out;
}

std::vector<std::pair<std::size_t, std::size_t>> word_parts(std::string_view word) {
  std::vector<std::pair<std::size_t, std::size_t>> parts;
  std::size_t start = 0;
  std::size_t i = 0;
  while (i < word.size()) {
    std::size_t sep = 0;
    if (word[i] == '-' || word[i] == '/') {
      sep = 1;
    } else if (word.compare(i, 3, "\u2010") == 0 || word.compare(i, 3, "\u2011") == 0) {
      sep = 3;
    }
    if (sep) {
      parts.emplace_back(start, i);
      i += sep;
      start = i;
    } else {
      ++i;
    }
  }
  parts.emplace_back(start, word.size());
  return parts;
}

bool is_number_word(std::string_view w) {
  bool letter = false;
  for (std::size_t i = 0; i < w.size() && !letter;) {
    const auto byte = static_cast<unsigned char>(w[i]);
    if (byte < 0x80) {
      letter = (byte >= 'a' && byte <= 'z') || (byte >= 'A' && byte <= 'Z');
      ++i;
      continue;
    }
    char32_t c;
    i += utf8::decode(w, i, c);
    letter = is_letter(c);
  }
  if (!letter) return true;
  // 1e9, 2,5e-3, 14E9: a number starts with a digit.
  if (w.empty() || w[0] < '0' || w[0] > '9') return false;
  const std::size_t e = w.find_first_of("eE");
  if (e != std::string_view::npos && e > 0 && plain_number(w.substr(0, e))) {
    std::string_view exp = w.substr(e + 1);
    if (!exp.empty() && (exp[0] == '-' || exp[0] == '+')) exp.remove_prefix(1);
    if (all_digits(exp)) return true;
  }
  // 3x, 2,5x: a multiplier
  if (w.size() > 1 && (w.back() == 'x' || w.back() == 'X') && plain_number(w.substr(0, w.size() - 1))) return true;
  return false;
}

}  // namespace qbank
