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

namespace qbank {
namespace {

// --- The document as written ------------------------------------------------------------------

struct Entry {                     // key = value
  std::vector<std::string> key;    // decoded segments
  std::string raw_value;           // as written (line ends normalised)
  bool inner_comments = false;     // the value holds comments (a multi-line array)
  std::vector<std::string> above;  // comment lines above it ("" marks a blank line between blocks)
  std::string trailing;            // the comment at the end of its line, or ""
  std::size_t order = 0;
};

struct Section {
  bool array = false;  // [[...]]
  bool root = false;   // the keys before the first header
  std::vector<std::string> key;
  std::vector<std::string> above;
  std::string trailing;
  std::vector<Entry> entries;
  std::size_t order = 0;
};

struct Document {
  std::string directive;            // "#:schema ..." or ""
  std::vector<std::string> header;  // comment lines at the top, before a blank line
  Section root;
  std::vector<Section> sections;
  std::vector<std::string> footer;  // comment lines after the last key
};

class ParseFailure {};

class Scanner {
 public:
  explicit Scanner(std::string_view text) : s_(text) {
    if (s_.starts_with("\xEF\xBB\xBF")) i_ = 3;
  }

  Document scan() {
    Document doc;
    doc.root.root = true;
    Section* current = &doc.root;
    bool seen_statement = false;
    std::vector<std::string> pending;  // comments and "" for blank lines, since the last statement
    std::size_t order = 0;

    auto take_pending = [&](bool first) {
      // Drop blank lines at both ends; at the first statement, everything up to the last blank
      // line is the file's header.
      while (!pending.empty() && pending.back().empty()) pending.pop_back();
      std::vector<std::string> above;
      if (first) {
        std::size_t split = 0;
        for (std::size_t k = 0; k < pending.size(); ++k) {
          if (pending[k].empty()) split = k + 1;
        }
        bool trailing_blank = blank_before_statement_;
        if (trailing_blank) split = pending.size();
        for (std::size_t k = 0; k < split; ++k) doc.header.push_back(pending[k]);
        above.assign(pending.begin() + static_cast<std::ptrdiff_t>(split), pending.end());
      } else {
        above = pending;
      }
      while (!doc.header.empty() && doc.header.back().empty()) doc.header.pop_back();
      while (!doc.header.empty() && doc.header.front().empty()) doc.header.erase(doc.header.begin());
      while (!above.empty() && above.front().empty()) above.erase(above.begin());
      pending.clear();
      return above;
    };

    while (i_ < s_.size()) {
      skip_spaces();
      if (at_eol()) {
        skip_eol();
        if (!pending.empty() && !pending.back().empty()) pending.push_back("");
        blank_before_statement_ = true;
        continue;
      }
      if (s_[i_] == '#') {
        std::string comment = read_comment();
        skip_eol();
        // A file-level directive wherever it stands: rendered as the first line.
        if (doc.directive.empty() && comment.starts_with("#:schema")) {
          doc.directive = comment;
        } else {
          pending.push_back(std::move(comment));
        }
        blank_before_statement_ = false;
        continue;
      }
      const bool first = !seen_statement;
      seen_statement = true;
      if (s_[i_] == '[') {
        Section sec;
        sec.above = take_pending(first);
        sec.order = order++;
        ++i_;
        if (i_ < s_.size() && s_[i_] == '[') {
          sec.array = true;
          ++i_;
        }
        sec.key = read_key(']');
        expect(']');
        if (sec.array) expect(']');
        sec.trailing = read_line_end();
        doc.sections.push_back(std::move(sec));
        current = &doc.sections.back();
      } else {
        Entry e;
        e.above = take_pending(first);
        e.order = order++;
        e.key = read_key('=');
        expect('=');
        skip_spaces();
        read_value(e);
        e.trailing = read_line_end();
        current->entries.push_back(std::move(e));
      }
      blank_before_statement_ = false;
    }
    while (!pending.empty() && pending.back().empty()) pending.pop_back();
    while (!pending.empty() && pending.front().empty()) pending.erase(pending.begin());
    doc.footer = std::move(pending);
    return doc;
  }

 private:
  bool at_eol() const {
    return i_ >= s_.size() || s_[i_] == '\n' || (s_[i_] == '\r' && i_ + 1 < s_.size() && s_[i_ + 1] == '\n');
  }
  void skip_eol() {
    if (i_ < s_.size() && s_[i_] == '\r') ++i_;
    if (i_ < s_.size() && s_[i_] == '\n') ++i_;
  }
  void skip_spaces() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t')) ++i_;
  }
  void expect(char c) {
    skip_spaces();
    if (i_ >= s_.size() || s_[i_] != c) throw ParseFailure();
    ++i_;
  }
  std::string read_comment() {
    const std::size_t start = i_;
    while (i_ < s_.size() && s_[i_] != '\n') ++i_;
    std::size_t end = i_;
    if (end > start && s_[end - 1] == '\r') --end;
    while (end > start && (s_[end - 1] == ' ' || s_[end - 1] == '\t')) --end;
    return std::string(s_.substr(start, end - start));
  }
  // After a statement: spaces, an optional comment, the line end.
  std::string read_line_end() {
    skip_spaces();
    std::string comment;
    if (i_ < s_.size() && s_[i_] == '#') comment = read_comment();
    if (!at_eol()) throw ParseFailure();
    skip_eol();
    return comment;
  }
  std::vector<std::string> read_key(char terminator) {
    std::vector<std::string> key;
    while (true) {
      skip_spaces();
      if (i_ >= s_.size()) throw ParseFailure();
      if (s_[i_] == '"' || s_[i_] == '\'') {
        auto lit = read_string_literal(s_, i_);
        if (!lit) throw ParseFailure();
        key.push_back(lit->value);
        i_ = lit->end;
      } else {
        const std::size_t start = i_;
        while (i_ < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[i_])) || s_[i_] == '_' || s_[i_] == '-'))
          ++i_;
        if (i_ == start) throw ParseFailure();
        key.emplace_back(s_.substr(start, i_ - start));
      }
      skip_spaces();
      if (i_ < s_.size() && s_[i_] == '.') {
        ++i_;
        continue;
      }
      if (i_ < s_.size() && s_[i_] == terminator) return key;
      throw ParseFailure();
    }
  }
  void read_value(Entry& e) {
    const std::size_t start = i_;
    if (i_ >= s_.size()) throw ParseFailure();
    const char c = s_[i_];
    if (c == '"' || c == '\'') {
      auto end = string_literal_end(s_, i_);
      if (!end) throw ParseFailure();
      i_ = *end;
    } else if (c == '[' || c == '{') {
      int depth = 0;
      while (i_ < s_.size()) {
        const char d = s_[i_];
        if (d == '"' || d == '\'') {
          auto end = string_literal_end(s_, i_);
          if (!end) throw ParseFailure();
          i_ = *end;
          continue;
        }
        if (d == '#') {
          e.inner_comments = true;
          while (i_ < s_.size() && s_[i_] != '\n') ++i_;
          continue;
        }
        if (d == '[' || d == '{') ++depth;
        if (d == ']' || d == '}') {
          --depth;
          if (depth == 0) {
            ++i_;
            break;
          }
        }
        ++i_;
      }
      if (depth != 0) throw ParseFailure();
    } else {
      while (i_ < s_.size() && s_[i_] != '#' && s_[i_] != '\n') ++i_;
      std::size_t end = i_;
      while (end > start && (s_[end - 1] == ' ' || s_[end - 1] == '\t' || s_[end - 1] == '\r')) --end;
      i_ = end;
    }
    std::string raw(s_.substr(start, i_ - start));
    // Line ends inside a value: LF.
    if (raw.find('\r') == std::string::npos) {
      e.raw_value = std::move(raw);
      return;
    }
    std::string normal;
    for (std::size_t k = 0; k < raw.size(); ++k) {
      if (raw[k] == '\r' && k + 1 < raw.size() && raw[k + 1] == '\n') continue;
      normal += raw[k];
    }
    e.raw_value = std::move(normal);
  }

  std::string_view s_;
  std::size_t i_ = 0;
  bool blank_before_statement_ = false;
};

// --- Canonical order --------------------------------------------------------------------------

int rank(const std::vector<std::string>& order, const std::string& key) {
  auto it = std::find(order.begin(), order.end(), key);
  return it == order.end() ? static_cast<int>(order.size()) : static_cast<int>(it - order.begin());
}

const std::vector<std::string>& root_order(TomlFileKind kind) {
  static const std::vector<std::string> question = {"stem", "explanation", "related", "status",  "markup",
                                                    "tags", "words",       "options", "compute", "suppress"};
  static const std::vector<std::string> topic = {"title", "description", "parent", "prerequisites"};
  return kind == TomlFileKind::Question ? question : topic;
}

const std::vector<std::string>& table_order(const std::vector<std::string>& key) {
  static const std::vector<std::string> options = {"text", "correct", "feedback"};
  static const std::vector<std::string> compute = {"expression", "unit", "tolerance"};
  static const std::vector<std::string> suppress = {"rule", "other", "reason"};
  static const std::vector<std::string> none;
  if (key.size() == 1 && key[0] == "options") return options;
  if (key.size() == 1 && key[0] == "compute") return compute;
  if (key.size() == 1 && key[0] == "suppress") return suppress;
  return none;
}

int section_rank(const Section& s, TomlFileKind kind) {
  if (kind != TomlFileKind::Question) return 0;
  static const std::vector<std::string> order = {"options", "compute", "suppress"};
  return rank(order, s.key.front());
}

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
    for (const auto& e : sorted_entries(std::move(s.entries), table_order(s.key))) render_entry(e, false, out);
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
    doc = Scanner(text).scan();
  } catch (const ParseFailure&) {
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
