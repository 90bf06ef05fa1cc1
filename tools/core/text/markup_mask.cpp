#include "core/text/markup_mask.h"
#include "core/strings.h"

#include <array>
#include <cstddef>
#include <string_view>

namespace qbank {
namespace {

bool ascii_digit(char c) { return c >= '0' && c <= '9'; }
bool blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

void blank_out(std::string& s, std::size_t from, std::size_t to) {
  for (std::size_t i = from; i < to && i < s.size(); ++i) {
    if (s[i] != '\n') s[i] = ' ';
  }
}

bool starts_with(std::string_view s, std::size_t at, std::string_view prefix) {
  return s.size() - at >= prefix.size() && s.substr(at, prefix.size()) == prefix;
}

// The end of a URL that starts at `at`: up to white space or an unbalanced closing bracket, then
// without trailing sentence punctuation.
std::size_t url_end(std::string_view s, std::size_t at) {
  std::size_t i = at;
  int parens = 0;
  while (i < s.size() && !blank(s[i]) && s[i] != '<' && s[i] != '>' && s[i] != '"' && s[i] != ']') {
    if (s[i] == '(') ++parens;
    if (s[i] == ')') {
      if (parens == 0) break;
      --parens;
    }
    ++i;
  }
  while (i > at && (s[i - 1] == '.' || s[i - 1] == ',' || s[i - 1] == ';' || s[i - 1] == ':' || s[i - 1] == '!' ||
                    s[i - 1] == '?' || s[i - 1] == '\'')) {
    --i;
  }
  return i;
}

bool url_start(std::string_view s, std::size_t i) {
  const bool boundary = i == 0 || !(is_ascii_letter(s[i - 1]) || ascii_digit(s[i - 1]) || s[i - 1] == '/');
  return boundary && (has_ascii_prefix_nocase(s, i, "http://") || has_ascii_prefix_nocase(s, i, "https://") ||
                      has_ascii_prefix_nocase(s, i, "ftp://") || has_ascii_prefix_nocase(s, i, "www."));
}

// The offset just after the `close` that balances the `open` at `at` on the same paragraph;
// npos when there is none.
std::size_t matching(std::string_view s, std::size_t at, char open, char close) {
  int depth = 0;
  for (std::size_t i = at; i < s.size(); ++i) {
    if (s[i] == '\\') {
      ++i;
      continue;
    }
    if (s[i] == '\n' && i + 1 < s.size() && s[i + 1] == '\n') return std::string_view::npos;
    if (s[i] == open) ++depth;
    if (s[i] == close && --depth == 0) return i + 1;
  }
  return std::string_view::npos;
}

// An HTML tag, comment or autolink starting with '<' at `at`: its end, or npos.
std::size_t angle_end(std::string_view s, std::size_t at) {
  if (at + 1 >= s.size()) return std::string_view::npos;
  const char next = s[at + 1];
  if (starts_with(s, at, "<!--")) {
    const auto end = s.find("-->", at + 4);
    return end == std::string_view::npos ? end : end + 3;
  }
  if (!(is_ascii_letter(next) || next == '/' || next == '!')) return std::string_view::npos;
  for (std::size_t i = at + 1; i < s.size(); ++i) {
    if (s[i] == '>') return i + 1;
    if (s[i] == '<' || s[i] == '\n') return std::string_view::npos;
  }
  return std::string_view::npos;
}

// Line-level markers: headings, bullets, ordered-list numbers, block quotes, code fences.
// Returns the string with them masked and code blocks handled; inline markup is done afterwards.
void mask_lines(std::string& out, std::string_view text, bool keep_code, std::string& code_map) {
  bool in_fence = false;
  std::string fence;
  std::size_t line = 0;
  while (line < text.size()) {
    std::size_t end = text.find('\n', line);
    if (end == std::string_view::npos) end = text.size();
    std::size_t i = line;
    while (i < end && (text[i] == ' ' || text[i] == '\t') && i - line < 4) ++i;
    const bool fence_line = (starts_with(text, i, "```") || starts_with(text, i, "~~~"));
    if (fence_line && (!in_fence || starts_with(text, i, fence))) {
      if (!in_fence) fence = std::string(text.substr(i, 3));
      in_fence = !in_fence;
      blank_out(out, line, end);
    } else if (in_fence) {
      if (!keep_code) blank_out(out, line, end);
      for (std::size_t k = line; k < end; ++k) code_map[k] = 1;
    } else {
      // Block quotes, then headings or list markers.
      while (i < end && text[i] == '>') {
        out[i] = ' ';
        ++i;
        while (i < end && text[i] == ' ') ++i;
      }
      std::size_t h = i;
      while (h < end && text[h] == '#' && h - i < 6) ++h;
      if (h > i && (h == end || text[h] == ' ')) {
        blank_out(out, i, h);
      } else if (i + 1 < end && (text[i] == '-' || text[i] == '*' || text[i] == '+') && text[i + 1] == ' ') {
        out[i] = ' ';
      } else {
        std::size_t d = i;
        while (d < end && ascii_digit(text[d]) && d - i < 3) ++d;
        if (d > i && d + 1 < end && (text[d] == '.' || text[d] == ')') && text[d + 1] == ' ') blank_out(out, i, d + 1);
      }
    }
    line = end + 1;
  }
}

}  // namespace

std::string mask_markup(std::string_view text, MaskOptions options) {
  std::string out(text);
  std::string code(text.size(), 0);  // 1: inside a fenced block (already handled)
  mask_lines(out, text, options.keep_code, code);

  // The bytes where inline markup, an entity or a URL can start; every other byte is skipped.
  static constexpr auto kMayStart = [] {
    std::array<bool, 256> may{};
    for (const unsigned char c : std::string_view("\\`[!<&*_~hHfFwW")) may[c] = true;
    return may;
  }();
  std::size_t i = 0;
  while (i < text.size()) {
    if (code[i] || !kMayStart[static_cast<unsigned char>(text[i])]) {
      ++i;
      continue;
    }
    const char c = text[i];
    if (c == '\\' && i + 1 < text.size() &&
        (text[i + 1] == '*' || text[i + 1] == '_' || text[i + 1] == '`' || text[i + 1] == '[' || text[i + 1] == ']' ||
         text[i + 1] == '<' || text[i + 1] == '#' || text[i + 1] == '\\')) {
      out[i] = ' ';
      i += 2;
      continue;
    }
    if (c == '`') {
      std::size_t run = i;
      while (run < text.size() && text[run] == '`') ++run;
      const std::size_t n = run - i;
      std::size_t close = text.find(std::string(n, '`'), run);
      while (close != std::string_view::npos && close + n < text.size() && text[close + n] == '`') {
        close = text.find(std::string(n, '`'), close + n + 1);
      }
      if (close == std::string_view::npos) {
        i = run;
        continue;
      }
      blank_out(out, i, run);
      if (!options.keep_code) blank_out(out, run, close);
      blank_out(out, close, close + n);
      i = close + n;
      continue;
    }
    if (c == '[' || (c == '!' && i + 1 < text.size() && text[i + 1] == '[')) {
      const std::size_t open = c == '!' ? i + 1 : i;
      const std::size_t close = matching(text, open, '[', ']');
      if (close != std::string_view::npos && close < text.size() && (text[close] == '(' || text[close] == '[')) {
        const std::size_t target_end = matching(text, close, text[close], text[close] == '(' ? ')' : ']');
        if (target_end != std::string_view::npos) {
          blank_out(out, i, open + 1);            // "[" or "!["
          blank_out(out, close - 1, target_end);  // "](target)"
          i = open + 1;
          continue;
        }
      }
      ++i;
      continue;
    }
    if (c == '<') {
      const std::size_t end = angle_end(text, i);
      if (end != std::string_view::npos) {
        blank_out(out, i, end);
        i = end;
        continue;
      }
      ++i;
      continue;
    }
    if (c == '&') {
      std::size_t j = i + 1;
      if (j < text.size() && text[j] == '#') ++j;
      const std::size_t name = j;
      while (j < text.size() && (is_ascii_letter(text[j]) || ascii_digit(text[j])) && j - name < 10) ++j;
      if (j > name && j < text.size() && text[j] == ';') {
        blank_out(out, i, j + 1);
        i = j + 1;
        continue;
      }
      ++i;
      continue;
    }
    // URLs start with "http", "ftp" or "www", in either case: the second letter is 't' or 'w'.
    const char lower = static_cast<char>(c | 0x20);
    const char second = i + 1 < text.size() ? static_cast<char>(text[i + 1] | 0x20) : 0;
    if ((lower == 'h' || lower == 'f' || lower == 'w') && (second == 't' || second == 'w') && url_start(text, i)) {
      const std::size_t end = url_end(text, i);
      blank_out(out, i, end);
      i = std::max(end, i + 1);
      continue;
    }
    if (c == '*' || c == '_' || c == '~') {
      std::size_t run = i;
      while (run < text.size() && text[run] == c) ++run;
      const bool before_blank = i == 0 || blank(text[i - 1]);
      const bool after_blank = run >= text.size() || blank(text[run]);
      // "a * b" (arithmetic) keeps its star; "~" alone is a symbol; "snake_case" keeps its "_".
      bool emphasis = !(before_blank && after_blank);
      if (c == '~' && run - i < 2) emphasis = false;
      if (c == '_') {
        const bool word_before = i > 0 && (is_ascii_letter(text[i - 1]) || ascii_digit(text[i - 1]));
        const bool word_after = run < text.size() && (is_ascii_letter(text[run]) || ascii_digit(text[run]));
        if (word_before && word_after) emphasis = false;
      }
      if (emphasis) blank_out(out, i, run);
      i = run;
      continue;
    }
    ++i;
  }
  return out;
}

}  // namespace qbank
