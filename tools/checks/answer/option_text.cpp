#include "checks/answer/option_text.h"

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

std::string normalise_option(std::string_view text) {
  const std::string folded = utf8::fold(text);
  std::string out;
  bool pending_space = false;
  for (std::size_t i = 0; i < folded.size();) {
    char32_t cp;
    const std::size_t n = utf8::decode(folded, i, cp);
    if (utf8::is_letter(cp) || utf8::is_digit(cp)) {
      if (pending_space && !out.empty()) out += ' ';
      pending_space = false;
      out.append(folded, i, n);
    } else if (!utf8::is_mark(cp)) {
      pending_space = true;
    }
    i += n;
  }
  // An option of symbols only ("==" against "!=") is compared by its symbols.
  if (out.empty()) {
    for (std::size_t i = 0; i < folded.size();) {
      char32_t cp;
      const std::size_t n = utf8::decode(folded, i, cp);
      if (!utf8::is_space(cp)) out.append(folded, i, n);
      i += n;
    }
  }
  return out;
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

}  // namespace qbank
