#include "checks/style/cue_util.h"

#include <cstdio>

#include "core/i18n.h"
#include "core/text_locator.h"
#include "core/utf8.h"

namespace qbank::style {

std::size_t visible_length(std::string_view text) {
  std::size_t n = 0, pending_space = 0;
  bool started = false;
  std::size_t i = 0;
  while (i < text.size()) {
    char32_t cp;
    i += utf8::decode(text, i, cp);
    if (utf8::is_space(cp)) {
      if (started) ++pending_space;
      continue;
    }
    started = true;
    n += pending_space + 1;
    pending_space = 0;
  }
  return n;
}

Span value_span(const Question& q, const TextField& field) { return locate(*q.source, field, 0, field.value.size()); }

std::string ui_number(double value, int decimals) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, value);
  return ui_decimal(buf);
}

}  // namespace qbank::style
