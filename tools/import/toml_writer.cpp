#include "import/toml_writer.h"

#include <charconv>
#include <cstdio>

#include "core/utf8.h"
#include "format/formatter.h"

namespace qbank {

namespace {

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

// Invalid UTF-8 cannot be written into TOML: each bad byte becomes U+FFFD.
std::string valid_utf8(std::string_view text) {
  if (utf8::valid(text)) return std::string(text);
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    char32_t cp;
    const std::size_t n = utf8::decode(text, i, cp);
    if (cp == 0xFFFD && n == 1)
      out += "\xEF\xBF\xBD";
    else
      out.append(text, i, n);
    i += n;
  }
  return out;
}

std::string basic(std::string_view raw) { return toml_basic_string(valid_utf8(raw)); }
std::string multiline(std::string_view raw) { return toml_multiline_string(valid_utf8(raw)); }

std::string string_array(const std::vector<std::string>& values) {
  std::string out = "[";
  for (std::size_t i = 0; i < values.size(); ++i) out += (i ? ", " : "") + basic(values[i]);
  return out + "]";
}

// The canonical layout is qbank fmt's (format/formatter.h): what import writes, fmt leaves alone.
std::string canonical(std::string text, TomlFileKind kind, const std::string& display) {
  FormatResult r = format_toml(display, text, kind);
  return r.ok ? r.text : text;
}

}  // namespace

std::string question_toml(const ImportedQuestion& q, const std::string& directive) {
  std::string out = directive.empty() ? std::string() : directive + "\n";
  out += "stem = " + basic(q.stem) + "\n";
  if (q.explanation) out += "explanation = " + multiline(*q.explanation) + "\n";
  if (!q.related.empty()) out += "related = " + string_array(q.related) + "\n";
  if (!q.markup.empty()) out += "markup = " + basic(q.markup) + "\n";
  if (!q.tags.empty()) out += "tags = " + string_array(q.tags) + "\n";
  if (!q.words.empty()) out += "words = " + string_array(q.words) + "\n";
  for (const auto& o : q.options) {
    out += "\n[[options]]\ntext = " + basic(o.text) + "\n";
    if (o.correct) out += "correct = true\n";
    if (!o.feedback.empty()) out += "feedback = " + basic(o.feedback) + "\n";
  }
  if (q.compute) {
    out += "\n[compute]\nexpression = " + basic(q.compute->expression) + "\nunit = " + basic(q.compute->unit) + "\n";
    if (q.compute->tolerance != 0.05) out += "tolerance = " + number(q.compute->tolerance) + "\n";
  }
  for (const auto& s : q.suppress) {
    out += "\n[[suppress]]\nrule = " + basic(s.rule) + "\n";
    if (!s.other.empty()) out += "other = " + basic(s.other) + "\n";
    out += "reason = " + basic(s.reason) + "\n";
  }
  return canonical(std::move(out), TomlFileKind::Question, "question.toml");
}

std::string topic_toml(const ImportedTopic& t, const std::string& directive) {
  std::string out = directive.empty() ? std::string() : directive + "\n";
  out += "title = " + basic(t.title) + "\n";
  if (t.description) out += "description = " + basic(*t.description) + "\n";
  if (!t.parent.empty()) out += "parent = " + basic(t.parent) + "\n";
  if (!t.prerequisites.empty()) out += "prerequisites = " + string_array(t.prerequisites) + "\n";
  return canonical(std::move(out), TomlFileKind::Topic, "topic.toml");
}

}  // namespace qbank
