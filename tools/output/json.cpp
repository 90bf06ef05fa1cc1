// --format json: {"diagnostics": [...], "summary": {...}}. Keys keep a fixed order.
#include <nlohmann/json.hpp>

#include "output/render.h"

namespace qbank {

namespace {
using ojson = nlohmann::ordered_json;

void put_span(ojson& o, Span span) {
  const Position b = span.known() ? span.begin : Position{1, 1};
  const Position e = span.known() ? span.end : b;
  o["line"] = b.line;
  o["column"] = b.column;
  o["end_line"] = e.line;
  o["end_column"] = e.column;
}
}  // namespace

void render_json(const LintResult& result, std::ostream& out, const RenderOptions& options) {
  ojson doc;
  doc["diagnostics"] = ojson::array();
  for (const auto& d : result.diagnostics) {
    ojson o;
    o["file"] = d.file;
    put_span(o, d.span);
    o["rule"] = d.rule;
    o["severity"] = severity_name(d.severity);
    o["message"] = d.message;
    if (!d.other.empty()) o["other"] = d.other;
    if (!d.related.empty()) {
      o["related"] = ojson::array();
      for (const auto& r : d.related) {
        ojson rel;
        rel["file"] = r.file;
        put_span(rel, r.span);
        rel["message"] = r.message;
        o["related"].push_back(std::move(rel));
      }
    }
    if (d.fix) {
      ojson fix;
      put_span(fix, d.fix->span);
      fix["replacement"] = d.fix->replacement;
      o["fix"] = std::move(fix);
    }
    doc["diagnostics"].push_back(std::move(o));
  }
  ojson s;
  s["files"] = result.summary.files;
  s["questions"] = result.summary.questions;
  s["topics"] = result.summary.topics;
  s["errors"] = result.summary.errors;
  s["warnings"] = result.summary.warnings;
  s["infos"] = result.summary.infos;
  if (options.statistics) {
    ojson per_rule = ojson::object();
    std::map<std::string, std::size_t> counts;
    for (const auto& d : result.diagnostics) ++counts[d.rule];
    for (const auto& [rule, n] : counts) per_rule[rule] = n;
    s["rules"] = std::move(per_rule);
  }
  doc["summary"] = std::move(s);
  // Invalid UTF-8 never reaches here (files that are not UTF-8 are not parsed), but a message may
  // quote bytes; replace rather than throw.
  out << doc.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
}

}  // namespace qbank
