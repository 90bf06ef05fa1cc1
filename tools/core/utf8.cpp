#include "core/utf8.h"
#include "core/strings.h"

#include <utf8proc.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>

namespace qbank::utf8 {

std::size_t decode(std::string_view s, std::size_t i, char32_t& cp) {
  const auto* p = reinterpret_cast<const unsigned char*>(s.data()) + i;
  const std::size_t left = s.size() - i;
  const unsigned char c = p[0];
  cp = 0xFFFD;
  if (c < 0x80) {
    cp = c;
    return 1;
  }
  std::size_t len = 0;
  char32_t value = 0;
  char32_t min = 0;
  if ((c & 0xE0) == 0xC0) {
    len = 2;
    value = c & 0x1F;
    min = 0x80;
  } else if ((c & 0xF0) == 0xE0) {
    len = 3;
    value = c & 0x0F;
    min = 0x800;
  } else if ((c & 0xF8) == 0xF0) {
    len = 4;
    value = c & 0x07;
    min = 0x10000;
  } else {
    return 1;
  }
  if (left < len) return 1;
  for (std::size_t k = 1; k < len; ++k) {
    if ((p[k] & 0xC0) != 0x80) return 1;
    value = (value << 6) | (p[k] & 0x3F);
  }
  if (value < min || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF)) return 1;
  cp = value;
  return len;
}

bool valid(std::string_view s, std::size_t* bad_offset) {
  std::size_t i = 0;
  while (i < s.size()) {
    // Eight ASCII bytes at a time: most of a bank is ASCII, and every file and every imported
    // question passes through here (twice in `fmt`).
    if (s.size() - i >= 8) {
      std::uint64_t word;
      std::memcpy(&word, s.data() + i, sizeof word);
      if ((word & 0x8080808080808080ULL) == 0) {
        i += 8;
        continue;
      }
    }
    const auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) {
      ++i;
      continue;
    }
    char32_t cp;
    const std::size_t n = decode(s, i, cp);
    if (cp == 0xFFFD && n == 1) {
      if (bad_offset) *bad_offset = i;
      return false;
    }
    i += n;
  }
  return true;
}

std::vector<std::string> code_points(std::string_view s) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < s.size();) {
    char32_t c;
    const std::size_t n = decode(s, i, c);
    out.emplace_back(s.substr(i, n));
    i += n;
  }
  return out;
}

std::size_t count_code_points(std::string_view s) {
  std::size_t n = 0;
  for (char c : s) {
    if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++n;
  }
  return n;
}

void append(std::string& out, char32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

bool is_ascii(std::string_view s) {
  for (char c : s) {
    if (static_cast<unsigned char>(c) >= 0x80) return false;
  }
  return true;
}

namespace {

std::string map(std::string_view s, int options) {
  utf8proc_uint8_t* out = nullptr;
  const auto n = utf8proc_map(reinterpret_cast<const utf8proc_uint8_t*>(s.data()),
                              static_cast<utf8proc_ssize_t>(s.size()), &out, static_cast<utf8proc_option_t>(options));
  if (n < 0) return std::string(s);  // invalid UTF-8: leave as is; callers validate first
  std::unique_ptr<utf8proc_uint8_t, decltype(&std::free)> guard(out, &std::free);
  return std::string(reinterpret_cast<const char*>(out), static_cast<std::size_t>(n));
}

}  // namespace

std::string nfc(std::string_view s) {
  if (is_ascii(s)) return std::string(s);
  return map(s, UTF8PROC_STABLE | UTF8PROC_COMPOSE);
}

std::string lower(std::string_view s) {
  if (is_ascii(s)) return ascii_lower(s);
  if (!valid(s)) return std::string(s);  // as utf8proc leaves it; callers validate first
  // Only the runs of non-ASCII characters go through utf8proc, each with the ASCII character
  // before it: a combining mark composes with that character ("e" + U+0308 is "ë", "<" + U+0338
  // is "≮"), and no composition has an ASCII character second, so nothing else joins across the
  // boundary of a run. Case folding of ASCII is lowering.
  constexpr int kOptions = UTF8PROC_STABLE | UTF8PROC_COMPOSE | UTF8PROC_CASEFOLD;
  std::string out;
  out.reserve(s.size());
  std::size_t i = 0;
  while (i < s.size()) {
    const auto c = static_cast<unsigned char>(s[i]);
    const bool run_starts = c >= 0x80 || (i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) >= 0x80);
    if (!run_starts) {
      out += ascii_lower(static_cast<char>(c));
      ++i;
      continue;
    }
    std::size_t j = i + 1;
    while (j < s.size() && static_cast<unsigned char>(s[j]) >= 0x80) ++j;
    out += map(s.substr(i, j - i), kOptions);
    i = j;
  }
  return out;
}

std::string fold(std::string_view s) {
  if (is_ascii(s)) return lower(s);
  // Only the runs of non-ASCII characters go through utf8proc; ASCII is lowered in place. This is
  // the same as folding the whole text: every canonical composition with an ASCII first
  // character takes a combining mark as its second, and folding strips marks, so nothing joins
  // across the boundary of a run.
  constexpr int kOptions = UTF8PROC_STABLE | UTF8PROC_COMPOSE | UTF8PROC_CASEFOLD | UTF8PROC_STRIPMARK;
  std::string out;
  out.reserve(s.size());
  std::size_t i = 0;
  while (i < s.size()) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) {
      out += ascii_lower(static_cast<char>(c));
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < s.size() && static_cast<unsigned char>(s[j]) >= 0x80) ++j;
    out += map(s.substr(i, j - i), kOptions);
    i = j;
  }
  return out;
}

namespace {
utf8proc_category_t category(char32_t cp) { return utf8proc_category(static_cast<utf8proc_int32_t>(cp)); }
}  // namespace

bool is_letter(char32_t cp) {
  if (cp < 0x80) return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z');
  const auto c = category(cp);
  return c >= UTF8PROC_CATEGORY_LU && c <= UTF8PROC_CATEGORY_LO;
}

bool is_digit(char32_t cp) {
  if (cp < 0x80) return cp >= '0' && cp <= '9';
  return category(cp) == UTF8PROC_CATEGORY_ND;
}

bool is_upper(char32_t cp) {
  if (cp < 0x80) return cp >= 'A' && cp <= 'Z';
  return category(cp) == UTF8PROC_CATEGORY_LU || category(cp) == UTF8PROC_CATEGORY_LT;
}

bool is_lower(char32_t cp) {
  if (cp < 0x80) return cp >= 'a' && cp <= 'z';
  return category(cp) == UTF8PROC_CATEGORY_LL;
}

char32_t to_upper(char32_t cp) {
  if (cp < 0x80) return cp >= 'a' && cp <= 'z' ? cp - 'a' + 'A' : cp;
  return static_cast<char32_t>(utf8proc_toupper(static_cast<utf8proc_int32_t>(cp)));
}

char32_t to_lower(char32_t cp) {
  if (cp < 0x80) return cp >= 'A' && cp <= 'Z' ? cp - 'A' + 'a' : cp;
  return static_cast<char32_t>(utf8proc_tolower(static_cast<utf8proc_int32_t>(cp)));
}

bool is_space(char32_t cp) {
  if (cp < 0x80) return cp == ' ' || cp == '\t' || cp == '\n' || cp == '\r' || cp == '\f' || cp == '\v';
  const auto c = category(cp);
  return c == UTF8PROC_CATEGORY_ZS || c == UTF8PROC_CATEGORY_ZL || c == UTF8PROC_CATEGORY_ZP || cp == 0x85;
}

bool is_punct(char32_t cp) {
  const auto c = category(cp);
  return c >= UTF8PROC_CATEGORY_PC && c <= UTF8PROC_CATEGORY_PO;
}

bool is_mark(char32_t cp) {
  if (cp < 0x300) return false;  // combining marks start at U+0300
  const auto c = category(cp);
  return c == UTF8PROC_CATEGORY_MN || c == UTF8PROC_CATEGORY_MC || c == UTF8PROC_CATEGORY_ME;
}

}  // namespace qbank::utf8
