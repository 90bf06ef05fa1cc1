// --format json: {"diagnostics": [...], "summary": {...}}. Keys keep a fixed order.
//
// Written as it goes rather than built as one document: at 100,000 questions the findings run to
// 100 MB of JSON, and a document tree of them cost seconds and hundreds of megabytes. The bytes
// are those of nlohmann::ordered_json's dump(2) (two-space indent, UTF-8 kept as is), which
// still writes any string that is not valid UTF-8 (U+FFFD for the bad bytes) and the statistics.
#include <nlohmann/json.hpp>

#include <map>
#include <string>

#include "core/utf8.h"
#include "output/render.h"

namespace qbank {

namespace {

class Writer {
 public:
  explicit Writer(std::ostream& out) : out_(out) { buf_.reserve(1 << 16); }
  ~Writer() { flush(); }

  void raw(std::string_view s) { buf_.append(s); }
  void indent(int level) { buf_.append(static_cast<std::size_t>(level) * 2, ' '); }

  void string(std::string_view s) {
    if (!utf8::valid(s)) {
      buf_ += nlohmann::json(std::string(s)).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
      return;
    }
    buf_ += '"';
    for (const char c : s) {
      const auto u = static_cast<unsigned char>(c);
      switch (c) {
        case '"': buf_ += "\\\""; break;
        case '\\': buf_ += "\\\\"; break;
        case '\b': buf_ += "\\b"; break;
        case '\f': buf_ += "\\f"; break;
        case '\n': buf_ += "\\n"; break;
        case '\r': buf_ += "\\r"; break;
        case '\t': buf_ += "\\t"; break;
        default:
          if (u < 0x20) {
            static const char* const hex = "0123456789abcdef";
            buf_ += "\\u00";
            buf_ += hex[u >> 4];
            buf_ += hex[u & 0xF];
          } else {
            buf_ += c;
          }
      }
    }
    buf_ += '"';
  }

  // `"key": ` at `level`, after a comma when it is not the first member.
  void key(int level, std::string_view k, bool& first) {
    buf_ += first ? "\n" : ",\n";
    first = false;
    indent(level);
    string(k);
    buf_ += ": ";
  }

  void member(int level, std::string_view k, std::string_view value, bool& first) {
    key(level, k, first);
    string(value);
  }

  void member(int level, std::string_view k, std::size_t value, bool& first) {
    key(level, k, first);
    buf_ += std::to_string(value);
  }

  void flush_if_full() {
    if (buf_.size() >= (1 << 16)) flush();
  }

  void flush() {
    out_.write(buf_.data(), static_cast<std::streamsize>(buf_.size()));
    buf_.clear();
  }

 private:
  std::ostream& out_;
  std::string buf_;
};

void put_span(Writer& w, int level, Span span, bool& first) {
  const Position b = span.known() ? span.begin : Position{1, 1};
  const Position e = span.known() ? span.end : b;
  w.member(level, "line", static_cast<std::size_t>(b.line), first);
  w.member(level, "column", static_cast<std::size_t>(b.column), first);
  w.member(level, "end_line", static_cast<std::size_t>(e.line), first);
  w.member(level, "end_column", static_cast<std::size_t>(e.column), first);
}

// Closes an object whose "{" is written; an empty one stays "{}".
void close_object(Writer& w, int level, bool empty) {
  if (empty) {
    w.raw("}");
    return;
  }
  w.raw("\n");
  w.indent(level);
  w.raw("}");
}

}  // namespace

void render_json(const LintResult& result, std::ostream& out, const RenderOptions& options) {
  Writer w(out);
  w.raw("{");
  bool top = true;
  w.key(1, "diagnostics", top);
  if (result.diagnostics.empty()) {
    w.raw("[]");
  } else {
    w.raw("[");
    bool first_item = true;
    for (const auto& d : result.diagnostics) {
      w.raw(first_item ? "\n" : ",\n");
      first_item = false;
      w.indent(2);
      w.raw("{");
      bool first = true;
      w.member(3, "file", d.file, first);
      put_span(w, 3, d.span, first);
      w.member(3, "rule", d.rule, first);
      w.member(3, "severity", severity_name(d.severity), first);
      w.member(3, "message", d.message, first);
      if (!d.other.empty()) w.member(3, "other", d.other, first);
      if (!d.related.empty()) {
        w.key(3, "related", first);
        w.raw("[");
        bool first_rel = true;
        for (const auto& r : d.related) {
          w.raw(first_rel ? "\n" : ",\n");
          first_rel = false;
          w.indent(4);
          w.raw("{");
          bool f = true;
          w.member(5, "file", r.file, f);
          put_span(w, 5, r.span, f);
          w.member(5, "message", r.message, f);
          close_object(w, 4, false);
        }
        w.raw("\n");
        w.indent(3);
        w.raw("]");
      }
      if (d.fix) {
        w.key(3, "fix", first);
        w.raw("{");
        bool f = true;
        put_span(w, 4, d.fix->span, f);
        w.member(4, "replacement", d.fix->replacement, f);
        close_object(w, 3, false);
      }
      close_object(w, 2, false);
      w.flush_if_full();
    }
    w.raw("\n");
    w.indent(1);
    w.raw("]");
  }
  w.key(1, "summary", top);
  w.raw("{");
  bool first = true;
  w.member(2, "files", result.summary.files, first);
  w.member(2, "questions", result.summary.questions, first);
  w.member(2, "topics", result.summary.topics, first);
  w.member(2, "errors", result.summary.errors, first);
  w.member(2, "warnings", result.summary.warnings, first);
  w.member(2, "infos", result.summary.infos, first);
  if (options.statistics) {
    std::map<std::string, std::size_t> counts;
    for (const auto& d : result.diagnostics) ++counts[d.rule];
    w.key(2, "rules", first);
    w.raw("{");
    bool f = true;
    for (const auto& [rule, n] : counts) w.member(3, rule, n, f);
    close_object(w, 2, counts.empty());
  }
  close_object(w, 1, false);
  close_object(w, 0, false);
  w.raw("\n");
}

}  // namespace qbank
