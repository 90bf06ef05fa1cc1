#include "import/toml_writer.h"

#include <charconv>
#include <cstdio>

#include "core/utf8.h"

namespace qbank {

namespace {

void escape_control(std::string& out, unsigned char c) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "\\u%04X", c);
  out += buf;
}

std::string number(double v) {
  char buf[64];
  auto r = std::to_chars(buf, buf + sizeof buf, v);
  std::string s(buf, r.ptr);
  // TOML floats need a fraction or exponent ("1" would be an integer).
  if (s.find_first_of(".eE") == std::string::npos && s.find("inf") == std::string::npos &&
      s.find("nan") == std::string::npos) {
    s += ".0";
  }
  return s;
}

std::string string_array(const std::vector<std::string>& values) {
  std::string out = "[";
  for (std::size_t i = 0; i < values.size(); ++i) out += (i ? ", " : "") + toml_basic_string(values[i]);
  return out + "]";
}

// Invalid UTF-8 cannot be written into TOML: each bad byte becomes U+FFFD.
std::string valid_utf8(std::string_view text) {
  if (utf8::valid(text)) return std::string(text);
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    char32_t cp;
    const std::size_t n = utf8::decode(text, i, cp);
    if (cp == 0xFFFD && n == 1) out += "\xEF\xBF\xBD";
    else out.append(text, i, n);
    i += n;
  }
  return out;
}

}  // namespace

std::string toml_basic_string(std::string_view raw) {
  const std::string text = valid_utf8(raw);
  std::string out = "\"";
  for (unsigned char c : text) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      case '\b': out += "\\b"; break;
      case '\f': out += "\\f"; break;
      default:
        if (c < 0x20 || c == 0x7F) escape_control(out, c);
        else out += static_cast<char>(c);
    }
  }
  return out + "\"";
}

std::string toml_multiline_string(std::string_view raw) {
  const std::string text = valid_utf8(raw);
  // The newline right after the opening quotes is not part of the value.
  std::string out = "\"\"\"\n";
  for (std::size_t i = 0; i < text.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    switch (c) {
      case '\\': out += "\\\\"; break;
      case '"':
        // A quote next to another quote, or the last character, could close the string early.
        if (i + 1 == text.size() || text[i + 1] == '"') out += "\\\"";
        else out += '"';
        break;
      case '\n': out += '\n'; break;
      case '\t': out += '\t'; break;
      case '\r': out += "\\r"; break;
      case '\b': out += "\\b"; break;
      case '\f': out += "\\f"; break;
      default:
        if (c < 0x20 || c == 0x7F) escape_control(out, c);
        else out += static_cast<char>(c);
    }
  }
  return out + "\"\"\"";
}

std::string question_toml(const ImportedQuestion& q) {
  std::string out = "#:schema ../../schema/question.schema.json\n";
  out += "stem = " + toml_basic_string(q.stem) + "\n";
  if (q.explanation) out += "explanation = " + toml_multiline_string(*q.explanation) + "\n";
  if (!q.related.empty()) out += "related = " + string_array(q.related) + "\n";
  if (!q.tags.empty()) out += "tags = " + string_array(q.tags) + "\n";
  if (!q.words.empty()) out += "words = " + string_array(q.words) + "\n";
  for (const auto& o : q.options) {
    out += "\n[[options]]\ntext = " + toml_basic_string(o.text) + "\n";
    if (o.correct) out += "correct = true\n";
    if (!o.feedback.empty()) out += "feedback = " + toml_basic_string(o.feedback) + "\n";
  }
  if (q.compute) {
    out += "\n[compute]\nexpression = " + toml_basic_string(q.compute->expression) + "\nunit = " +
           toml_basic_string(q.compute->unit) + "\n";
    if (q.compute->tolerance != 0.05) out += "tolerance = " + number(q.compute->tolerance) + "\n";
  }
  for (const auto& s : q.suppress) {
    out += "\n[[suppress]]\nrule = " + toml_basic_string(s.rule) + "\n";
    if (!s.other.empty()) out += "other = " + toml_basic_string(s.other) + "\n";
    out += "reason = " + toml_basic_string(s.reason) + "\n";
  }
  return out;
}

std::string topic_toml(const ImportedTopic& t) {
  std::string out = "#:schema ../../schema/topic.schema.json\n";
  out += "title = " + toml_basic_string(t.title) + "\n";
  if (t.description) out += "description = " + toml_basic_string(*t.description) + "\n";
  if (!t.parent.empty()) out += "parent = " + toml_basic_string(t.parent) + "\n";
  if (!t.prerequisites.empty()) out += "prerequisites = " + string_array(t.prerequisites) + "\n";
  return out;
}

}  // namespace qbank
