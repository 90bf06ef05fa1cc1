// --format json: {"diagnostics": [...], "summary": {...}}. Keys keep a fixed order.
//
// Written as it goes (core/json_out.h) rather than built as one document: at 100,000 questions
// the findings run to 100 MB of JSON, and a document tree of them cost seconds and hundreds of
// megabytes. The layout is the one nlohmann's dump(2) gave before (two-space indentation, UTF-8
// kept as is); the tests compare whole outputs.
#include <map>
#include <string>

#include "core/json_out.h"
#include "output/render.h"

namespace qbank {

namespace {

using jsonout::Object;
using jsonout::object_array;
using jsonout::Out;

void put_span(Object& o, Span span) {
  const Position b = span.known() ? span.begin : Position{1, 1};
  const Position e = span.known() ? span.end : b;
  o.number("line", b.line);
  o.number("column", b.column);
  o.number("end_line", e.line);
  o.number("end_column", e.column);
}

}  // namespace

void render_json(const LintReport& result, std::ostream& stream, const RenderOptions& options) {
  Out out(stream);
  Object doc(out, 0);
  doc.key("diagnostics");
  object_array(out, result.diagnostics.size(), 2, [&](std::size_t i, int level) {
    const Diagnostic& d = result.diagnostics[i];
    Object o(out, level);
    o.text("file", d.file);
    put_span(o, d.span);
    o.text("rule", d.rule);
    o.text("severity", severity_name(d.severity));
    o.text("message", d.message);
    if (!d.other.empty()) o.text("other", d.other);
    if (!d.word.empty()) o.text("word", d.word);
    if (!d.related.empty()) {
      o.key("related");
      object_array(out, d.related.size(), level + 2, [&](std::size_t k, int rel_level) {
        const RelatedLocation& r = d.related[k];
        Object rel(out, rel_level);
        rel.text("file", r.file);
        put_span(rel, r.span);
        rel.text("message", r.message);
        rel.close();
      });
    }
    if (d.fix) {
      o.key("fix");
      Object fix(out, level + 2);
      if (!d.fix->file.empty()) fix.text("file", d.fix->file);
      put_span(fix, d.fix->span);
      fix.text("replacement", d.fix->replacement);
      fix.close();
    }
    o.close();
  });
  doc.key("summary");
  Object s(out, 2);
  s.number("files", result.summary.files);
  s.number("questions", result.summary.questions);
  s.number("topics", result.summary.topics);
  s.number("errors", result.summary.errors);
  s.number("warnings", result.summary.warnings);
  s.number("infos", result.summary.infos);
  if (options.statistics) {
    std::map<std::string, std::size_t> counts;
    for (const auto& d : result.diagnostics) ++counts[d.rule];
    s.key("rules");
    Object per_rule(out, 4);
    for (const auto& [rule, n] : counts) per_rule.number(rule, n);
    per_rule.close();
  }
  s.close();
  doc.close();
  out << '\n';
}

}  // namespace qbank
