#include "core/json_out.h"

#include <cmath>
#include <cstdio>

#include "core/utf8.h"

namespace qbank::jsonout {

std::string string(std::string_view text) {
  std::string out = "\"";
  out.reserve(text.size() + 2);
  const bool valid = utf8::valid(text);  // the usual case: runs of plain bytes are copied whole
  std::size_t plain = 0;                 // start of the run not yet copied
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c >= 0x20 && c != '"' && c != '\\' && (c < 0x80 || valid)) continue;
    out.append(text, plain, i - plain);
    plain = i + 1;
    if (c >= 0x80) {  // not valid UTF-8: keep the sequences that are, replace the bytes that are not
      char32_t cp;
      const std::size_t n = utf8::decode(text, i, cp);
      if (n == 1)
        utf8::append(out, 0xFFFD);
      else
        out.append(text, i, n);
      i += n - 1;
      plain = i + 1;
      continue;
    }
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\b':
        out += "\\b";
        break;
      case '\f':
        out += "\\f";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      default: {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
        out += buf;
      }
    }
  }
  out.append(text, plain, text.size() - plain);
  return out + "\"";
}

std::string decimal(double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.2f", std::round(v * 100.0) / 100.0);
  std::string s = buf;
  while (s.size() > 1 && s.back() == '0' && s[s.size() - 2] != '.') s.pop_back();
  return s;
}

void string_array(Out& out, const std::vector<std::string>& items, int level) {
  if (items.empty()) {
    out << "[]";
    return;
  }
  out << '[';
  for (std::size_t i = 0; i < items.size(); ++i) {
    out << (i ? ",\n" : "\n");
    out.indent(level + 2);
    out << string(items[i]);
  }
  out << '\n';
  out.indent(level);
  out << ']';
}

}  // namespace qbank::jsonout
