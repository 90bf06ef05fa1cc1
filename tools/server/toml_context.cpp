#include "server/toml_context.h"

namespace qbank::server {

namespace {

bool word_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '/' || c == '_';
}

std::string_view trim_toml(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

std::string unquote_key(std::string_view k) {
  k = trim_toml(k);
  if (k.size() >= 2 && (k.front() == '"' || k.front() == '\'') && k.back() == k.front()) k = k.substr(1, k.size() - 2);
  return std::string(k);
}

// A line no value continues into: a table header or a `key =`. An array left open above it (the
// author is still typing it) ends there.
bool starts_anew(std::string_view line) {
  line = trim_toml(line);
  if (line.starts_with("[")) {
    const std::size_t close = line.find(']');
    if (close == std::string_view::npos) return false;
    const std::string_view name =
        trim_toml(line.substr(line.starts_with("[[") ? 2 : 1, close - (line.starts_with("[[") ? 2 : 1)));
    return !name.empty() && name.find_first_of("\"',") == std::string_view::npos;
  }
  std::size_t i = 0;
  while (i < line.size() && (word_char(line[i]) || line[i] == '.')) ++i;
  if (i == 0) return false;
  while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
  return i < line.size() && line[i] == '=';
}

}  // namespace

TomlContext toml_context(std::string_view text, std::size_t offset) {
  TomlContext c;
  if (offset > text.size()) offset = text.size();
  int depth = 0;   // open [ and { inside a value
  char quote = 0;  // the open string's quote character
  bool triple = false;
  bool line_start = true;
  for (std::size_t i = 0; i < offset;) {
    const char ch = text[i];
    if (quote) {
      if (quote == '"' && ch == '\\') {
        i += 2;
        continue;
      }
      if (ch == quote) {
        if (!triple) {
          quote = 0;
        } else if (text.substr(i, 3) == std::string(3, quote)) {
          quote = 0;
          i += 3;
          continue;
        }
      } else if (ch == '\n' && !triple) {
        quote = 0;  // an unterminated one-line string ends with its line
        line_start = true;
      }
      ++i;
      continue;
    }
    if (ch == '\n') {
      line_start = true;
      ++i;
      if (depth == 0) {
        c.key.clear();
        c.in_value = false;
      }
      continue;
    }
    if (ch == ' ' || ch == '\t' || ch == '\r') {
      ++i;
      continue;
    }
    if (ch == '#') {
      while (i < offset && text[i] != '\n') ++i;
      continue;
    }
    const bool first = line_start;
    line_start = false;
    if (first && depth > 0) {
      const std::size_t eol = std::min(text.find('\n', i), text.size());
      if (starts_anew(text.substr(i, eol - i))) depth = 0;
    }
    if (first && depth == 0) {
      if (ch == '[') {
        // A table header: up to its closing bracket on this line.
        const std::size_t eol = std::min(text.find('\n', i), text.size());
        std::string_view header = text.substr(i, eol - i);
        const std::size_t hash = header.find('#');
        if (hash != std::string_view::npos) header = header.substr(0, hash);
        header = trim_toml(header);
        while (!header.empty() && header.front() == '[') header.remove_prefix(1);
        while (!header.empty() && header.back() == ']') header.remove_suffix(1);
        c.table = unquote_key(header);
        c.key.clear();
        c.in_value = false;
        i = eol;
        continue;
      }
      // A key: up to its `=`.
      const std::size_t eq = text.find('=', i);
      const std::size_t eol = std::min(text.find('\n', i), text.size());
      if (eq != std::string_view::npos && eq < eol && eq < offset) {
        c.key = unquote_key(text.substr(i, eq - i));
        c.in_value = true;
        i = eq + 1;
        continue;
      }
      c.key = unquote_key(text.substr(i, std::min(offset, eol) - i));
      c.in_value = false;
      i = std::min(offset, eol);
      continue;
    }
    if (ch == '"' || ch == '\'') {
      quote = ch;
      triple = text.substr(i, 3) == std::string(3, ch);
      i += triple ? 3 : 1;
      continue;
    }
    if (ch == '[' || ch == '{') ++depth;
    if ((ch == ']' || ch == '}') && depth > 0) --depth;
    ++i;
  }
  c.in_string = quote != 0;
  std::size_t b = offset, e = offset;
  while (b > 0 && word_char(text[b - 1])) --b;
  while (e < text.size() && word_char(text[e])) ++e;
  c.word_begin = b;
  c.word_end = e;
  return c;
}

}  // namespace qbank::server
