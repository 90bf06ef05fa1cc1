#include "core/text_locator.h"

#include <algorithm>

#include "core/toml_string.h"
#include "core/utf8.h"

namespace qbank {
namespace {

std::size_t after_source_char(std::string_view text, std::size_t at) {
  if (at >= text.size()) return text.size();
  const char c = text[at];
  std::size_t len = 1;
  if (c == '\\' && at + 1 < text.size()) {
    len = text[at + 1] == 'u' ? 6 : text[at + 1] == 'U' ? 10 : 2;
  } else if (c == '\r' && at + 1 < text.size() && text[at + 1] == '\n') {
    len = 2;
  } else {
    char32_t cp;
    len = utf8::decode(text, at, cp);
  }
  return std::min(text.size(), at + len);
}

}  // namespace

Span locate(const SourceFile& source, const TextField& field, std::size_t begin, std::size_t end) {
  if (field.literal_offset == TextField::kNoOffset) return field.span;
  auto lit = read_string_literal(source.text(), field.literal_offset);
  if (!lit || lit->value != field.value) return field.span;
  begin = std::min(begin, lit->value.size());
  end = std::clamp(end, begin, lit->value.size());
  const std::size_t from = lit->origin[begin];
  std::size_t to;
  if (end == begin) {
    to = from;
  } else {
    // Just after the source character (or escape sequence) that produced the last byte.
    to = after_source_char(source.text(), lit->origin[end - 1]);
  }
  return source.span(from, to);
}

}  // namespace qbank
