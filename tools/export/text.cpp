#include "export/text.h"

#include <charconv>

#include "core/model.h"
#include "core/strings.h"
#include "core/utf8.h"

namespace qbank::exporttext {

namespace {

bool xml_char(char32_t cp) {
  if (cp == 0x9 || cp == 0xA || cp == 0xD) return true;
  if (cp < 0x20) return false;
  if (cp >= 0xD800 && cp <= 0xDFFF) return false;
  if (cp == 0xFFFE || cp == 0xFFFF) return false;
  return cp <= 0x10FFFF;
}

}  // namespace

std::string html(std::string_view text) {
  std::string out;
  out.reserve(text.size() + text.size() / 8);
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string xml_safe(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    char32_t cp;
    const std::size_t n = utf8::decode(text, i, cp);
    // decode() gives U+FFFD with length 1 for a bad byte; a real U+FFFD is three bytes.
    const bool bad = cp == 0xFFFD && n == 1;
    if (bad || !xml_char(cp)) {
      out += "\xEF\xBF\xBD";
    } else {
      out.append(text, i, n);
    }
    i += n;
  }
  return out;
}

std::string xml(std::string_view text) {
  const std::string safe = xml_safe(text);
  std::string out;
  out.reserve(safe.size() + safe.size() / 8);
  for (char c : safe) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&apos;";
        break;
      case '\r':
        out += "&#13;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string cdata(std::string_view text) {
  if (text.empty()) return "";
  const std::string safe = xml_safe(text);
  std::string out = "<![CDATA[";
  bool open = true;
  auto close = [&] {
    if (open) out += "]]>";
    open = false;
  };
  auto reopen = [&] {
    if (!open) out += "<![CDATA[";
    open = true;
  };
  for (std::size_t i = 0; i < safe.size(); ++i) {
    if (safe.compare(i, 3, "]]>") == 0) {
      // "]]" stays in this section; ">" starts the next one.
      reopen();
      out += "]]";
      close();
      out += "<![CDATA[>";
      open = true;
      i += 2;
    } else if (safe[i] == '\r') {
      close();
      out += "&#13;";
    } else {
      reopen();
      out += safe[i];
    }
  }
  close();
  return out;
}

std::vector<std::string> paragraphs(std::string_view text) {
  std::vector<std::string> out;
  std::string current;
  auto flush = [&] {
    std::string t = trim(current);
    if (!t.empty()) out.push_back(std::move(t));
    current.clear();
  };
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (trim(line).empty()) {
      flush();
    } else {
      if (!current.empty()) current += '\n';
      current += line;
    }
    start = end + 1;
  }
  flush();
  return out;
}

std::vector<std::string> lines(std::string_view text) {
  const std::vector<std::string_view> pieces = split(text, '\n');
  return {pieces.begin(), pieces.end()};
}

std::string category_name(std::string_view title) {
  std::string out;
  for (char c : title) {
    if (c == '/')
      out += "//";
    else if (c == '\n' || c == '\r')
      out += ' ';
    else
      out += c;
  }
  return out;
}

std::string letter(std::size_t index) { return std::string(1, option_letter(index % 26)); }

std::string number(double value) {
  char buf[64];
  auto r = std::to_chars(buf, buf + sizeof buf, value);
  return std::string(buf, r.ptr);
}

}  // namespace qbank::exporttext
