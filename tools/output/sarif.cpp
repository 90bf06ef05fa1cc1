// --format sarif: SARIF 2.1.0 for code-scanning services (GitHub code scanning and others).
// One run; the rule metadata comes from the rule docs; columns are Unicode code points
// (columnKind unicodeCodePoints), the unit every qbank position uses.
#include <unistd.h>

#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>

#include "checks/fingerprint.h"
#include "core/hash.h"
#include "core/i18n.h"
#include "output/render.h"

namespace qbank {

namespace {
using ojson = nlohmann::ordered_json;

constexpr const char* kSchemaUri =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
constexpr const char* kRootBase = "%SRCROOT%";

// RFC 3986: keep unreserved characters and '/', percent-encode every other byte (UTF-8 too).
std::string percent_encode(std::string_view path) {
  static const char* hex = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : path) {
    const bool keep = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
                      c == '.' || c == '_' || c == '~' || c == '/';
    if (keep) {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  return out;
}

ojson artifact_location(const std::string& file) {
  ojson loc;
  if (!file.empty() && file[0] == '/') {
    loc["uri"] = "file://" + percent_encode(file);
  } else {
    loc["uri"] = percent_encode(file);
    loc["uriBaseId"] = kRootBase;
  }
  return loc;
}

ojson region(Span span) {
  ojson r;
  r["startLine"] = span.begin.line;
  r["startColumn"] = span.begin.column;
  r["endLine"] = span.end.line;
  r["endColumn"] = span.end.column;
  return r;
}

ojson physical_location(const std::string& file, Span span) {
  ojson p;
  p["artifactLocation"] = artifact_location(file);
  if (span.known()) p["region"] = region(span);
  return p;
}

std::string_view level(Severity s) {
  switch (s) {
    case Severity::Error:
      return "error";
    case Severity::Warning:
      return "warning";
    case Severity::Info:
      return "note";
  }
  return "error";
}

// The body of the doc's first section ("Wat de regel doet", "What it does"), else the whole doc.
std::string description_of(const RuleInfo& rule) {
  std::string heading = "## Wat de regel doet";
  auto at = rule.doc.find(heading);
  if (at == std::string::npos) {
    heading = "## What it does";
    at = rule.doc.find(heading);
  }
  if (at == std::string::npos) return rule.doc.empty() ? rule.summary : rule.doc;
  std::size_t begin = at + heading.size();
  while (begin < rule.doc.size() && rule.doc[begin] == '\n') ++begin;
  std::size_t end = rule.doc.find("\n## ", begin);
  if (end == std::string::npos) end = rule.doc.size();
  while (end > begin && rule.doc[end - 1] == '\n') --end;
  return rule.doc.substr(begin, end - begin);
}

// The text a finding points at, with white space collapsed: what the fingerprint is made of, so
// that it survives the finding moving to another line. Empty spans fall back to the message.
std::string working_directory_uri() {
  std::error_code ec;
  std::string cwd = std::filesystem::current_path(ec).generic_string();
  if (ec) return "file:///";
  if (cwd.empty() || cwd.back() != '/') cwd += '/';
  return "file://" + percent_encode(cwd);
}

}  // namespace

std::string sarif_fingerprint(const LintReport& result, const Diagnostic& d) {
  return finding_fingerprint(result, d, d.file);
}

void render_sarif(const LintReport& result, std::ostream& out, const RenderOptions&) {
  ojson driver;
  driver["name"] = "qbank";
  driver["version"] = QBANK_VERSION;
  driver["semanticVersion"] = QBANK_VERSION;
  driver["rules"] = ojson::array();
  std::map<std::string, std::size_t> rule_index;
  for (const RuleInfo* r : result.catalog.all()) {
    ojson rule;
    rule["id"] = r->id;
    rule["shortDescription"] = {{"text", r->summary.empty() ? r->id : r->summary}};
    rule["fullDescription"] = {{"text", description_of(*r)}};
    if (!r->doc.empty()) rule["help"] = {{"text", r->doc}, {"markdown", r->doc}};
    rule["defaultConfiguration"] = {{"level", level(r->severity)}};
    rule["properties"] = {{"tags", ojson::array({std::string(rule_family(r->id))})}};
    rule_index[r->id] = driver["rules"].size();
    driver["rules"].push_back(std::move(rule));
  }

  ojson results = ojson::array();
  std::map<std::string, std::size_t> occurrences;  // fingerprint -> count so far
  for (const auto& d : result.diagnostics) {
    ojson r;
    r["ruleId"] = d.rule;
    if (auto it = rule_index.find(d.rule); it != rule_index.end()) r["ruleIndex"] = it->second;
    r["level"] = level(d.severity);
    r["message"] = {{"text", d.message}};
    r["locations"] = ojson::array({{{"physicalLocation", physical_location(d.file, d.span)}}});
    if (!d.related.empty()) {
      ojson related = ojson::array();
      for (std::size_t i = 0; i < d.related.size(); ++i) {
        ojson rel;
        rel["id"] = i + 1;
        rel["physicalLocation"] = physical_location(d.related[i].file, d.related[i].span);
        rel["message"] = {{"text", d.related[i].message}};
        related.push_back(std::move(rel));
      }
      r["relatedLocations"] = std::move(related);
    }
    // Identical findings in one file are told apart by their order, as GitHub's own
    // line-hash fingerprints are.
    const std::string print = sarif_fingerprint(result, d);
    const std::size_t n = ++occurrences[print];
    r["partialFingerprints"] = {{"qbankFinding/v1", print + ":" + std::to_string(n)}};
    if (d.fix && d.fix->span.known()) {
      ojson replacement;
      replacement["deletedRegion"] = region(d.fix->span);
      replacement["insertedContent"] = {{"text", d.fix->replacement}};
      ojson change;
      change["artifactLocation"] = artifact_location(d.fix->file.empty() ? d.file : d.fix->file);
      change["replacements"] = ojson::array({std::move(replacement)});
      ojson fix;
      fix["description"] = {{"text", format_message(tr("vervang door `{}`"), {d.fix->replacement})}};
      fix["artifactChanges"] = ojson::array({std::move(change)});
      r["fixes"] = ojson::array({std::move(fix)});
    }
    if (!d.other.empty()) r["properties"] = {{"other", d.other}};
    results.push_back(std::move(r));
  }

  ojson run;
  run["tool"] = {{"driver", std::move(driver)}};
  run["originalUriBaseIds"] = {{kRootBase, {{"uri", working_directory_uri()}}}};
  run["results"] = std::move(results);
  run["columnKind"] = "unicodeCodePoints";

  ojson doc;
  doc["$schema"] = kSchemaUri;
  doc["version"] = "2.1.0";
  doc["runs"] = ojson::array({std::move(run)});
  out << doc.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
}

}  // namespace qbank
