#include "format/formatter.h"

#include <toml++/toml.h>
#include <algorithm>
#include <map>
#include <optional>

#include "core/i18n.h"
#include "core/source.h"
#include "core/toml_document.h"
#include "core/toml_string.h"
#include "core/utf8.h"
#include "format/key_order.h"
#include "format/toml_layout_scan.h"

namespace qbank {
namespace {

using fmt::Document;
using fmt::Entry;
using fmt::KeyOrder;
using fmt::question_key_order;
using fmt::Section;
using fmt::topic_key_order;

// --- Canonical order --------------------------------------------------------------------------

int rank(const std::vector<std::string>& order, const std::string& key) {
  auto it = std::find(order.begin(), order.end(), key);
  return it == order.end() ? static_cast<int>(order.size()) : static_cast<int>(it - order.begin());
}

const KeyOrder& key_order(TomlFileKind kind) {
  return kind == TomlFileKind::Question ? question_key_order() : topic_key_order();
}

// The top-level keys: the plain keys, then the tables written inline (options = [...]).
const std::vector<std::string>& root_order(TomlFileKind kind) {
  static const auto join = [](const KeyOrder& o) {
    std::vector<std::string> all = o.keys;
    all.insert(all.end(), o.tables.begin(), o.tables.end());
    return all;
  };
  static const std::vector<std::string> question = join(question_key_order());
  static const std::vector<std::string> topic = join(topic_key_order());
  return kind == TomlFileKind::Question ? question : topic;
}

const std::vector<std::string>& table_order(const std::vector<std::string>& key, TomlFileKind kind) {
  static const std::vector<std::string> none;
  return key.size() == 1 ? key_order(kind).keys_of(key[0]) : none;
}

int section_rank(const Section& s, TomlFileKind kind) { return rank(key_order(kind).tables, s.key.front()); }

// --- Rendering --------------------------------------------------------------------------------

bool bare_key(const std::string& k) {
  return !k.empty() && std::all_of(k.begin(), k.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
  });
}

std::string render_key(const std::vector<std::string>& key) {
  std::string out;
  for (std::size_t i = 0; i < key.size(); ++i) {
    if (i) out += '.';
    out += bare_key(key[i]) ? key[i] : toml_basic_string(key[i]);
  }
  return out;
}

void append_escape(std::string& out, char32_t cp) {
  switch (cp) {
    case '\b':
      out += "\\b";
      return;
    case '\t':
      out += "\\t";
      return;
    case '\n':
      out += "\\n";
      return;
    case '\f':
      out += "\\f";
      return;
    case '\r':
      out += "\\r";
      return;
    default: {
      static const char* hex = "0123456789ABCDEF";
      out += "\\u00";
      out += hex[(cp >> 4) & 15];
      out += hex[cp & 15];
    }
  }
}

bool is_control(char32_t cp) { return cp < 0x20 || cp == 0x7F; }

// The value of `raw` (a TOML value as written), parsed on its own.
std::optional<toml::table> parse_value(const std::string& raw) {
  try {
    return toml::parse("v = " + raw, std::string_view{"value"});
  } catch (const toml::parse_error&) {
    return std::nullopt;
  }
}

std::string render_value(const Entry& e, bool explanation) {
  if (e.inner_comments) return e.raw_value;
  auto parsed = parse_value(e.raw_value);
  if (!parsed) return e.raw_value;
  const toml::node* node = parsed->get("v");
  if (!node) return e.raw_value;
  if (const auto* s = node->as_string()) {
    const std::string& v = s->get();
    const bool multi = v.find('\n') != std::string::npos || (explanation && utf8::count_code_points(v) > 80);
    return multi ? toml_multiline_string(v) : toml_basic_string(v);
  }
  if (const auto* b = node->as_boolean()) return b->get() ? "true" : "false";
  if (const auto* arr = node->as_array()) {
    const bool strings = std::all_of(arr->begin(), arr->end(), [](const toml::node& n) { return n.is_string(); });
    if (!strings) return e.raw_value;
    std::string out = "[";
    bool first = true;
    for (const auto& n : *arr) {
      if (!first) out += ", ";
      first = false;
      out += toml_basic_string(n.as_string()->get());
    }
    return out + "]";
  }
  return e.raw_value;  // numbers, dates, inline tables: as written
}

void render_comments(const std::vector<std::string>& lines, std::string& out) {
  for (const auto& l : lines) out += l + "\n";
}

void render_entry(const Entry& e, bool explanation, std::string& out) {
  render_comments(e.above, out);
  out += render_key(e.key) + " = " + render_value(e, explanation);
  if (!e.trailing.empty()) out += " " + e.trailing;
  out += "\n";
}

std::vector<Entry> sorted_entries(std::vector<Entry> entries, const std::vector<std::string>& order) {
  std::stable_sort(entries.begin(), entries.end(), [&](const Entry& a, const Entry& b) {
    return rank(order, a.key.front()) < rank(order, b.key.front());
  });
  return entries;
}

// One blank line between blocks, never two, none at the top.
void blank_line(std::string& out) {
  if (!out.empty() && !out.ends_with("\n\n")) out += "\n";
}

std::string render(Document doc, TomlFileKind kind) {
  std::string out;
  if (!doc.directive.empty()) out += doc.directive + "\n";
  if (!doc.header.empty()) {
    render_comments(doc.header, out);
    out += "\n";
  }
  for (const auto& e : sorted_entries(std::move(doc.root.entries), root_order(kind))) {
    const bool explanation = kind == TomlFileKind::Question && e.key.size() == 1 && e.key[0] == "explanation";
    render_entry(e, explanation, out);
  }
  std::stable_sort(doc.sections.begin(), doc.sections.end(),
                   [&](const Section& a, const Section& b) { return section_rank(a, kind) < section_rank(b, kind); });
  for (auto& s : doc.sections) {
    blank_line(out);
    render_comments(s.above, out);
    out += (s.array ? "[[" : "[") + render_key(s.key) + (s.array ? "]]" : "]");
    if (!s.trailing.empty()) out += " " + s.trailing;
    out += "\n";
    for (const auto& e : sorted_entries(std::move(s.entries), table_order(s.key, kind))) render_entry(e, false, out);
  }
  if (!doc.footer.empty()) {
    blank_line(out);
    render_comments(doc.footer, out);
  }
  while (out.ends_with("\n\n")) out.pop_back();
  return out;
}

Diagnostic problem(const std::string& file, RuleId rule, std::string message) {
  Diagnostic d;
  d.rule = rule_name(rule);
  d.severity = Severity::Error;
  d.file = file;
  d.span = {{1, 1}, {1, 1}};
  d.message = std::move(message);
  return d;
}

}  // namespace

// Both writers copy the text run by run and stop only at a byte that needs an escape. That is
// the same as going character by character: every byte of a multi-byte (or invalid) UTF-8
// sequence is >= 0x80, so none is a quote, a backslash, a line break or a control character.
std::string toml_basic_string(std::string_view value) {
  std::string out = "\"";
  std::size_t run = 0;  // the first byte not yet written
  for (std::size_t i = 0; i < value.size(); ++i) {
    const char32_t b = static_cast<unsigned char>(value[i]);
    if (b != '"' && b != '\\' && !is_control(b)) continue;
    out.append(value, run, i - run);
    if (b == '"')
      out += "\\\"";
    else if (b == '\\')
      out += "\\\\";
    else
      append_escape(out, b);
    run = i + 1;
  }
  out.append(value, run);
  return out + "\"";
}

std::string toml_multiline_string(std::string_view value) {
  std::string out = "\"\"\"\n";
  int quotes = 0;       // unescaped quotes just written
  std::size_t run = 0;  // the first byte not yet written
  for (std::size_t i = 0; i < value.size(); ++i) {
    const char32_t b = static_cast<unsigned char>(value[i]);
    if (b == '"') {
      // Never three quotes in a row, and none right before the closing delimiter.
      if (quotes == 2 || i + 1 == value.size()) {
        out.append(value, run, i - run);
        out += "\\\"";
        run = i + 1;
        quotes = 0;
      } else {
        ++quotes;
      }
      continue;
    }
    quotes = 0;
    if (b != '\\' && (b == '\n' || !is_control(b))) continue;
    out.append(value, run, i - run);
    if (b == '\\')
      out += "\\\\";
    else
      append_escape(out, b);
    run = i + 1;
  }
  out.append(value, run);
  return out + "\"\"\"";
}

std::vector<std::string> toml_comments(std::string_view s) {
  std::vector<std::string> out;
  if (s.find('#') == std::string_view::npos) return out;  // no comment can start anywhere
  std::size_t i = 0;
  while (i < s.size()) {
    const char c = s[i];
    if (c == '"' || c == '\'') {
      auto end = string_literal_end(s, i);
      if (!end) {  // not a string after all (cannot happen in valid TOML): step over the quote
        ++i;
        continue;
      }
      i = *end;
      continue;
    }
    if (c == '#') {
      std::size_t end = s.find('\n', i);
      if (end == std::string_view::npos) end = s.size();
      std::size_t e = end;
      while (e > i && (s[e - 1] == '\r' || s[e - 1] == ' ' || s[e - 1] == '\t')) --e;
      out.emplace_back(s.substr(i, e - i));
      i = end;
      continue;
    }
    ++i;
  }
  return out;
}

TomlFileKind toml_file_kind(const std::string& path) {
  const auto slash = path.find_last_of('/');
  const std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
  return name == "topic.toml" ? TomlFileKind::Topic : TomlFileKind::Question;
}

FormatResult format_toml(const std::string& display, std::string_view text, TomlFileKind kind) {
  FormatResult result;
  SourceFile source(display, std::string(text));
  auto original = parse_toml(source, result.problems);
  if (!original) return result;

  Document doc;
  try {
    doc = fmt::scan_layout(text);
  } catch (const fmt::LayoutScanFailure&) {
    result.problems.push_back(
        problem(display, RuleId::syntax_parse_error,
                tr("qbank fmt kan de opbouw van dit bestand niet volgen; het blijft ongewijzigd")));
    return result;
  }
  std::string formatted = render(std::move(doc), kind);

  // The safety net: same data, same comments.
  SourceFile again(display, formatted);
  std::vector<Diagnostic> ignored;
  auto reparsed = parse_toml(again, ignored);
  std::vector<std::string> before = toml_comments(text);
  std::vector<std::string> after = toml_comments(formatted);
  std::sort(before.begin(), before.end());
  std::sort(after.begin(), after.end());
  if (!reparsed || *reparsed != *original || before != after) {
    result.problems.push_back(problem(display, RuleId::syntax_parse_error,
                                      tr("qbank fmt zou de inhoud of het commentaar van dit bestand veranderen; het "
                                         "blijft ongewijzigd (meld dit als fout in qbank)")));
    return result;
  }
  result.ok = true;
  result.text = std::move(formatted);
  return result;
}

}  // namespace qbank
