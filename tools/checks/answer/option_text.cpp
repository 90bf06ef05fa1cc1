#include "checks/answer/option_text.h"

#include <algorithm>
#include <cctype>
#include <initializer_list>
#include <string>
#include <vector>

#include "core/utf8.h"

namespace qbank {

std::string quote_option(std::string_view text, std::size_t max_chars) {
  std::string out;
  std::size_t chars = 0;
  bool pending_space = false;
  bool cut = false;
  for (std::size_t i = 0; i < text.size();) {
    char32_t cp;
    const std::size_t n = utf8::decode(text, i, cp);
    i += n;
    if (utf8::is_space(cp) || cp < 0x20 || cp == 0x7F) {
      pending_space = !out.empty();
      continue;
    }
    if (chars + (pending_space ? 1 : 0) >= max_chars) {
      cut = true;
      break;
    }
    if (pending_space) {
      out += ' ';
      ++chars;
      pending_space = false;
    }
    utf8::append(out, cp);
    ++chars;
  }
  if (cut) {
    while (!out.empty() && out.back() == ' ') out.pop_back();
    out += "…";
  }
  return "‘" + out + "’";
}

namespace {

// Characters that look different but read the same: typographic quotes, dashes used as minus,
// non-breaking spaces.
char32_t reading_form(char32_t cp) {
  switch (cp) {
    case 0x2018:
    case 0x2019:
    case 0x201A:
    case 0x201B:
    case 0x00B4:
    case 0x0060:
      return '\'';
    case 0x201C:
    case 0x201D:
    case 0x201E:
    case 0x201F:
    case 0x00AB:
    case 0x00BB:
      return '"';
    case 0x2212:
    case 0x2013:
    case 0x2010:
    case 0x2011:
      return '-';
    case 0x00A0:
    case 0x202F:
    case 0x2009:
    case 0x2007:
      return ' ';
    default:
      return cp;
  }
}

bool word_char(char32_t cp) { return utf8::is_letter(cp) || utf8::is_digit(cp) || utf8::is_mark(cp); }

}  // namespace

namespace {

// Character classes of normalise_points, inline for ASCII characters (all of an ASCII text, most
// of any other).
template <class C>
bool space_point(C cp) {
  if (sizeof(C) == 1 || static_cast<char32_t>(cp) < 0x80) {
    return cp == ' ' || cp == '\t' || cp == '\n' || cp == '\r' || cp == '\f' || cp == '\v';
  }
  return utf8::is_space(static_cast<char32_t>(cp));
}
template <class C>
bool letter_point(C cp) {
  if (sizeof(C) == 1 || static_cast<char32_t>(cp) < 0x80) {
    return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z');
  }
  return utf8::is_letter(static_cast<char32_t>(cp));
}
template <class C>
bool mark_point(C cp) {
  if (sizeof(C) == 1 || static_cast<char32_t>(cp) < 0x80) return false;
  return utf8::is_mark(static_cast<char32_t>(cp));
}
template <class C>
bool word_point(C cp) {
  if (sizeof(C) == 1 || static_cast<char32_t>(cp) < 0x80) {
    return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') || (cp >= '0' && cp <= '9');
  }
  return word_char(static_cast<char32_t>(cp));
}

// normalise_option over code points already folded and in their reading form: a std::string for
// ASCII text, a std::u32string otherwise; the same steps either way.
template <class Points>
Points normalise_points(const Points& cps, Quotes quotes) {
  using C = typename Points::value_type;
  // In code ("{'naam': 17}" against "{\"naam\": 17}", "x = 'a'") quotes delimit strings and are
  // content; in prose ("het woord 'fiets'") they are not.
  const bool code = quotes == Quotes::Code || std::any_of(cps.begin(), cps.end(), [](C cp) {
                      return cp == '{' || cp == '}' || cp == '[' || cp == ']' || cp == '=' || cp == '<' || cp == '>' ||
                             cp == ';' || cp == '(' || cp == ')';
                    });
  auto digit = [&](std::size_t k) { return k < cps.size() && cps[k] >= '0' && cps[k] <= '9'; };
  auto letter = [&](std::size_t k) { return k < cps.size() && letter_point(cps[k]); };
  auto blank = [](C cp) {
    return space_point(cp) || static_cast<char32_t>(cp) < 0x20 || cp == 0x7F || static_cast<char32_t>(cp) == 0x200B ||
           static_cast<char32_t>(cp) == 0xFEFF;
  };
  // Written by index into room for the longest result (a space before every point), then cut to
  // length: a push_back per point that is not inlined was a third of the cost.
  Points out(2 * cps.size() + 1, C{});
  std::size_t len = 0;
  auto put = [&](C cp) { out[len++] = cp; };
  bool pending_space = false;
  bool quoting = false;  // inside a quotation opened by a quote at the start of a word
  C in_string = 0;       // in code: the quote that opened the string literal being read
  for (std::size_t k = 0; k < cps.size(); ++k) {
    const C cp = cps[k];
    // In code a string literal is read as written, white space and punctuation included:
    // "\"tekst  \"" is not "\"tekst\"".
    if (in_string != 0) {
      put(cp);
      if (cp == '\\' && k + 1 < cps.size()) {
        put(cps[++k]);
      } else if (cp == in_string) {
        in_string = 0;
      }
      continue;
    }
    if (code && (cp == '\'' || cp == '"') && std::find(cps.begin() + k + 1, cps.end(), cp) != cps.end()) {
      pending_space = false;
      put(cp);
      in_string = cp;
      continue;
    }
    // An apostrophe after a letter that closes no quotation is part of the word: "it's" is not
    // "its", nor "its'" (English grammar asks exactly this), "z'n" is not "zn".
    if (cp == '\'' && !code) {
      bool at_start = true;  // only blanks before it in the word
      if (k > 0) at_start = blank(cps[k - 1]);
      const bool opens = at_start && letter(k + 1);
      const bool apostrophe = letter(k - 1) && !quoting && !opens;
      if (opens) quoting = true;
      if (apostrophe) {
        pending_space = false;
        put(cp);
        continue;
      }
      if (!opens && letter(k - 1)) quoting = false;
    }
    const bool space = blank(cp);
    // Sentence punctuation and quotes do not change what an option says ("A, B en C" reads as
    // "A B en C"), except a decimal sign between digits ("2,5" is not "25"); a hyphen between
    // letters joins words ("KV-cache" reads as "KV cache"), a minus sign stays.
    // Punctuation marks end a word: followed by white space or the end ("ja!" but not "!ingelogd",
    // "a != b" or "x.y"); quotes anywhere.
    const bool at_word_end = k + 1 >= cps.size() || space_point(cps[k + 1]) || cps[k + 1] == '\'' || cps[k + 1] == '"';
    const bool decimal = (cp == ',' || cp == '.') && k > 0 && digit(k - 1) && digit(k + 1);
    const bool quote = cp == '\'' || cp == '"';
    const bool punctuation =
        !decimal && ((at_word_end && (cp == ',' || cp == '.' || cp == ';' || cp == ':' || cp == '!' || cp == '?')) ||
                     (quote && !code));
    const bool joining_hyphen = cp == '-' && k > 0 && letter(k - 1) && letter(k + 1);
    // A hyphen between a name of two letters or more and its number is no minus: "UTF-16" reads as
    // "UTF16", "COVID-19" as "COVID19". After one letter it may be one ("x-1").
    if (cp == '-' && k > 1 && letter(k - 1) && letter(k - 2) && digit(k + 1)) continue;
    if (space || punctuation || joining_hyphen || mark_point(cp)) {
      pending_space = pending_space || len > 0;
      continue;
    }
    // A space counts only between two word characters: "3a + 2" reads as "3a+2", "km / u" as "km/u";
    // and not between a number and the letters after it: "90 Ω" reads as "90Ω".
    const bool unit_after_number = len > 0 && out[len - 1] >= '0' && out[len - 1] <= '9' && letter_point(cp);
    if (pending_space && word_point(cp) && word_point(out[len - 1]) && !unit_after_number) put(' ');
    pending_space = false;
    put(cp);
  }
  // An option of punctuation only ("?" against "!") is compared by what it has.
  if (len == 0) {
    for (C cp : cps) {
      if (!space_point(cp)) put(cp);
    }
  }
  out.resize(len);
  return out;
}

// Code in a text: a run of backticks, something else, and backticks again ("`\"5\" - 3`", "``a``",
// a fenced block), or an HTML <code>.
bool holds_code(std::string_view text) {
  std::size_t open = text.find('`');
  if (open != std::string_view::npos) {
    while (open < text.size() && text[open] == '`') ++open;
    const std::size_t close = text.find('`', open);
    if (close != std::string_view::npos && close > open) return true;
  }
  return text.find("<code") != std::string_view::npos;
}

}  // namespace

std::string normalise_option(std::string_view text, Accents accents, Quotes quotes) {
  // ASCII text: folding is lowering, and every character is its own reading form.
  if (utf8::is_ascii(text)) {
    std::string points = utf8::fold(text);
    std::replace(points.begin(), points.end(), '`', '\'');  // reading_form
    return normalise_points(points, quotes);
  }
  // Code points as read: folded, typographic variants plain, white space collapsed. With accents
  // kept, "ß" stays itself: case folding makes it "ss", but "daß" and "dass" are two spellings a
  // German question asks about.
  std::string folded;
  if (accents == Accents::Fold) {
    folded = utf8::fold(text);
    // Accents folded away ("één" is "een"): ASCII now, and read as above.
    if (utf8::is_ascii(folded)) {
      std::replace(folded.begin(), folded.end(), '`', '\'');
      return normalise_points(folded, quotes);
    }
  } else {
    for (std::size_t from = 0;;) {
      std::size_t at = text.find("\u00DF", from);
      const std::size_t capital = text.find("\u1E9E", from);
      const std::size_t width = capital < at ? 3 : 2;
      at = std::min(at, capital);
      folded += utf8::lower(text.substr(from, at == std::string_view::npos ? std::string_view::npos : at - from));
      if (at == std::string_view::npos) break;
      folded += "\u00DF";
      from = at + width;
    }
  }
  std::u32string cps(folded.size(), U'\0');  // a code point takes at least a byte; cut to length below
  std::size_t count = 0;
  for (std::size_t i = 0; i < folded.size();) {
    const auto byte = static_cast<unsigned char>(folded[i]);
    if (byte < 0x80) {
      cps[count++] = byte == '`' ? U'\'' : static_cast<char32_t>(byte);  // reading_form of ASCII
      ++i;
      continue;
    }
    char32_t cp;
    i += utf8::decode(folded, i, cp);
    // Invisible characters read as nothing: a soft hyphen ("Verlies\u00ADlatende"), zero-width
    // spaces and joiners, a word joiner, a byte order mark.
    if (cp == 0x00AD || (cp >= 0x200B && cp <= 0x200D) || cp == 0x2060 || cp == 0xFEFF) continue;
    cps[count++] = reading_form(cp);
  }
  cps.resize(count);
  const std::u32string points = normalise_points(cps, quotes);
  std::string result;
  result.reserve(points.size());
  for (const char32_t cp : points) {
    if (cp < 0x80) {
      result += static_cast<char>(cp);
    } else {
      utf8::append(result, cp);
    }
  }
  return result;
}

bool blank_option(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    char32_t cp;
    i += utf8::decode(text, i, cp);
    // Symbols are answers too ("==", "~", "%"); white space, invisible marks and placeholder
    // punctuation ("-", "…", "?", "_") are not.
    const bool placeholder = cp == '-' || cp == 0x2013 || cp == 0x2014 || cp == 0x2026 || cp == '.' || cp == '?' ||
                             cp == '_' || cp == 0x200B || cp == 0xFEFF;
    if (!utf8::is_space(cp) && !utf8::is_mark(cp) && !placeholder) return false;
  }
  return true;
}

bool genotype_like(std::string_view t) {
  if (t.size() < 2 || t.size() % 2 != 0) return false;
  for (std::size_t i = 0; i < t.size(); i += 2) {
    const auto x = static_cast<unsigned char>(t[i]);
    const auto y = static_cast<unsigned char>(t[i + 1]);
    if (!std::isalpha(x) || std::tolower(x) != std::tolower(y)) return false;
  }
  return true;
}

namespace {

// A symbol whose case is its content: at most four characters, or a genotype ("AaBbCc").
bool case_is_content(std::string_view t) { return utf8::count_code_points(t) <= 4 || genotype_like(t); }

// Upper and lower case after the first character ("mW", "kWh", "MHz"): no word's case.
bool mixed_case(std::string_view t) {
  bool upper = false;
  bool lower = false;
  for (std::size_t i = 0; i < t.size();) {
    char32_t cp;
    const bool first = i == 0;
    i += utf8::decode(t, i, cp);
    upper = upper || (!first && utf8::is_upper(cp));
    lower = lower || utf8::is_lower(cp);
  }
  return upper && lower;
}

// The same code points but for case: each pair equal, or an upper-case letter against its lower case
// ("MW" / "mW"); not other variants that lowering makes alike (the micro sign "µ" / the Greek "μ").
bool differs_in_case_only(std::string_view x, std::string_view y) {
  bool differs = false;
  std::size_t i = 0;
  std::size_t j = 0;
  while (i < x.size() && j < y.size()) {
    char32_t a;
    char32_t b;
    i += utf8::decode(x, i, a);
    j += utf8::decode(y, j, b);
    if (a == b) continue;
    if (utf8::to_lower(a) != utf8::to_lower(b) || utf8::is_upper(a) == utf8::is_upper(b)) return false;
    differs = true;
  }
  return differs && i == x.size() && j == y.size();
}

}  // namespace

bool symbols_differing_in_case(std::string_view a, std::string_view b) {
  // Several tokens: the same words but for the case of a unit after a number ("5 MW" / "5 mW") or of a
  // symbol in mixed case ("10 kB/s" / "10 KB/s").
  std::vector<std::string_view> ta;
  std::vector<std::string_view> tb;
  split_at_blanks(a, ta);
  split_at_blanks(b, tb);
  if (ta.size() > 1 && ta.size() == tb.size()) {
    bool differs = false;
    for (std::size_t k = 0; k < ta.size(); ++k) {
      if (ta[k] == tb[k]) continue;
      if (!differs_in_case_only(ta[k], tb[k])) return false;
      const bool unit = k > 0 && ta[k - 1].find_first_of("0123456789") != std::string_view::npos;
      if (!case_is_content(ta[k]) || !(unit || mixed_case(ta[k]) || mixed_case(tb[k]))) return false;
      differs = true;
    }
    return differs;
  }
  auto token = [](std::string_view t) {
    while (!t.empty() && (t.front() == ' ' || t.front() == '\t')) t.remove_prefix(1);
    while (!t.empty() && (t.back() == ' ' || t.back() == '\t')) t.remove_suffix(1);
    for (std::size_t i = 0; i < t.size();) {
      char32_t cp;
      i += utf8::decode(t, i, cp);
      if (utf8::is_space(cp)) return std::string_view();
    }
    return t;
  };
  const std::string_view sa = token(a);
  const std::string_view sb = token(b);
  if (sa.empty() || sb.empty() || sa == sb || utf8::lower(sa) != utf8::lower(sb)) return false;
  return case_is_content(sa);
}

void split_at_blanks(std::string_view t, std::vector<std::string_view>& out) {
  out.clear();
  for (std::size_t i = 0; i < t.size();) {
    while (i < t.size() && (t[i] == ' ' || t[i] == '\t')) ++i;
    std::size_t end = i;
    while (end < t.size() && t[end] != ' ' && t[end] != '\t') ++end;
    if (end > i) out.push_back(t.substr(i, end - i));
    i = end;
  }
}

bool options_may_read_alike(const Question& q) {
  thread_local std::vector<std::string> keys;
  keys.clear();
  for (const auto& o : q.options) {
    if (!o.text.present) continue;
    std::string key;
    std::string_view t = o.text.value;
    // Beyond ASCII, lowered as normalise_option lowers (NFC, full case mapping: "ﬁ" is "fi", "µ"
    // is "μ"), so that equal forms have equal keys.
    std::string lowered;
    if (!utf8::is_ascii(t)) {
      lowered = utf8::lower(t);
      t = lowered;
    }
    for (std::size_t i = 0; i < t.size();) {
      const auto b = static_cast<unsigned char>(t[i]);
      if (b < 0x80) {
        if (std::isalnum(b) != 0) key += static_cast<char>(std::tolower(b));
        ++i;
        continue;
      }
      char32_t cp;
      const std::size_t n = utf8::decode(t, i, cp);
      if (utf8::is_letter(cp) || utf8::is_digit(cp) || utf8::is_mark(cp)) key.append(t.substr(i, n));
      i += n;
    }
    for (const auto& k : keys) {
      if (k == key) return true;
    }
    keys.push_back(std::move(key));
  }
  return false;
}

std::vector<ReadOption> read_options(const Question& q) {
  bool code = q.stem.present && holds_code(q.stem.value);
  for (const auto& o : q.options) code = code || (o.text.present && holds_code(o.text.value));
  std::vector<ReadOption> out;
  out.reserve(q.options.size());
  for (const auto& o : q.options) {
    if (!o.text.present || blank_option(o.text.value)) continue;
    // Inline code around the whole option ("`(string | number)[]`"): its backticks are markup, not the
    // quotes of a string literal, so the white space inside reads as in any code.
    // Sentence punctuation after it reads as nothing ("`array_sum()`." is "`array_sum()`").
    std::string_view shown = o.text.value;
    std::string_view wrapped = shown;
    while (!wrapped.empty() && std::string_view(" \t\n.,;:!?").find(wrapped.back()) != std::string_view::npos) {
      wrapped.remove_suffix(1);
    }
    for (const std::size_t n : {std::size_t{2}, std::size_t{1}}) {
      const std::string_view ticks = std::string_view("``").substr(0, n);
      if (wrapped.size() > 2 * n && wrapped.starts_with(ticks) && wrapped.ends_with(ticks) &&
          wrapped.substr(n, wrapped.size() - 2 * n).find('`') == std::string_view::npos) {
        shown = wrapped.substr(n, wrapped.size() - 2 * n);
        break;
      }
    }
    out.push_back({&o, shown, normalise_option(shown, Accents::Keep, code ? Quotes::Code : Quotes::ByText), code});
  }
  return out;
}

std::string spelling_form(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    char32_t cp;
    const std::size_t n = utf8::decode(text, i, cp);
    if (utf8::is_letter(cp)) {
      out.append(text.substr(i, n));
    } else if (reading_form(cp) == '-' || (cp >= 0x2012 && cp <= 0x2015)) {
      out += '-';
    }
    i += n;
  }
  return out;
}

bool hex_literal(std::string_view t) {
  if (t.starts_with("0x") || t.starts_with("0X")) {
    t.remove_prefix(2);
  } else if (t.starts_with("#")) {
    t.remove_prefix(1);
  } else {
    return false;
  }
  return !t.empty() &&
         std::all_of(t.begin(), t.end(), [](char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; });
}

bool asks_spelling(const Question& q) {
  if (!q.stem.present) return false;
  const std::string stem = utf8::fold(q.stem.value);
  std::vector<std::string_view> words;
  for (std::size_t i = 0; i < stem.size();) {
    std::size_t end = i;
    while (end < stem.size() && (std::isalpha(static_cast<unsigned char>(stem[end])) != 0)) ++end;
    if (end == i) {
      ++i;
      continue;
    }
    words.push_back(std::string_view(stem).substr(i, end - i));
    i = end;
  }
  auto one_of = [](std::string_view w, std::initializer_list<std::string_view> list) {
    return std::find(list.begin(), list.end(), w) != list.end();
  };
  for (std::size_t k = 0; k < words.size(); ++k) {
    const std::string_view w = words[k];
    const std::string_view next = k + 1 < words.size() ? words[k + 1] : std::string_view();
    const std::string_view before = k > 0 ? words[k - 1] : std::string_view();
    // "spelling", "spellingregel", "schrijfwijze", "taalfout", "spelfout", "hoofdletter", "koppelteken",
    // "aaneen(geschreven)".
    for (const std::string_view prefix :
         {"spelling", "schrijfwijze", "taalfout", "spelfout", "hoofdletter", "koppelteken", "aaneen"}) {
      if (w.starts_with(prefix)) return true;
    }
    // "Hoe schrijf je ...", "Hoe spel je ...", "schrijft men", "juist gespeld", "goed geschreven",
    // "los of aan elkaar".
    if (one_of(w, {"schrijf", "schrijft", "spel", "spelt"}) && one_of(next, {"je", "jij", "u", "men"})) return true;
    if (one_of(w, {"gespeld", "geschreven"}) &&
        one_of(before, {"juist", "goed", "correct", "fout", "verkeerd", "foutief", "anders"})) {
      return true;
    }
    if (w == "los" && next == "of") return true;
  }
  return false;
}

}  // namespace qbank
