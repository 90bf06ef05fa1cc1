#include "lint/baseline.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <tuple>

#include "checks/fingerprint.h"
#include "core/i18n.h"

namespace qbank {
namespace fs = std::filesystem;

namespace {

constexpr const char* kBaselineFormat = "qbank-baseline-1";

// The path of a shown file relative to the baseline's folder (both made absolute first).
std::string relative_to(const std::string& shown, const fs::path& baseline_file) {
  std::error_code ec;
  const fs::path base = fs::absolute(baseline_file, ec).parent_path().lexically_normal();
  const fs::path file = fs::absolute(shown, ec).lexically_normal();
  const fs::path rel = file.lexically_relative(base);
  return (rel.empty() ? file : rel).generic_string();
}

bool entry_less(const BaselineEntry& a, const BaselineEntry& b) {
  return std::tie(a.file, a.rule, a.fingerprint) < std::tie(b.file, b.rule, b.fingerprint);
}

// Each finding's (file, fingerprint) key, numbered per file and print in report order.
std::vector<BaselineEntry> keyed(const LintResult& result, const fs::path& baseline_file) {
  std::vector<BaselineEntry> out;
  std::map<std::pair<std::string, std::string>, std::size_t> seen;
  for (const auto& d : result.diagnostics) {
    BaselineEntry e;
    e.file = relative_to(d.file, baseline_file);
    e.rule = d.rule;
    const std::string print = finding_fingerprint(result, d, e.file);
    e.fingerprint = print + ":" + std::to_string(++seen[{e.file, print}]);
    e.line = d.span.begin.line;
    e.message = d.message;
    out.push_back(std::move(e));
  }
  return out;
}

}  // namespace

std::vector<BaselineEntry> baseline_entries(const LintResult& result, const fs::path& baseline_file) {
  std::vector<BaselineEntry> out = keyed(result, baseline_file);
  std::sort(out.begin(), out.end(), entry_less);
  return out;
}

std::string baseline_text(const std::vector<BaselineEntry>& entries) {
  std::ostringstream out;
  out << "{\n  \"format\": \"" << kBaselineFormat << "\",\n"
      << "  \"comment\": "
      << nlohmann::json(tr("qbank lint --baseline toont deze meldingen niet; maak het bestand opnieuw met qbank lint "
                           "--write-baseline"))
             .dump()
      << ",\n"
      << "  \"findings\": [";
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const auto& e = entries[i];
    nlohmann::ordered_json j;
    j["file"] = e.file;
    j["rule"] = e.rule;
    j["fingerprint"] = e.fingerprint;
    j["line"] = e.line;
    j["message"] = e.message;
    out << (i ? ",\n    " : "\n    ") << j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  }
  out << (entries.empty() ? "]\n}\n" : "\n  ]\n}\n");
  return out.str();
}

std::vector<BaselineEntry> read_baseline(const fs::path& baseline_file) {
  std::ifstream in(baseline_file, std::ios::binary);
  if (!in) throw BaselineError(format_message(tr("kan de baseline {} niet lezen"), {baseline_file.string()}));
  std::vector<BaselineEntry> out;
  try {
    const auto j = nlohmann::json::parse(in);
    if (!j.is_object() || j.value("format", std::string()) != kBaselineFormat || !j.contains("findings")) {
      throw BaselineError(format_message(tr("{} is geen qbank-baseline (verwacht \"format\": \"{}\"); maak er een met "
                                            "qbank lint --write-baseline"),
                                         {baseline_file.string(), kBaselineFormat}));
    }
    for (const auto& f : j.at("findings")) {
      BaselineEntry e;
      e.file = f.at("file").get<std::string>();
      e.rule = f.at("rule").get<std::string>();
      e.fingerprint = f.at("fingerprint").get<std::string>();
      e.line = f.value("line", 0u);
      e.message = f.value("message", std::string());
      out.push_back(std::move(e));
    }
  } catch (const nlohmann::json::exception& e) {
    throw BaselineError(format_message(tr("{} is geen geldige baseline: {}"), {baseline_file.string(), e.what()}));
  }
  return out;
}

BaselineOutcome apply_baseline(LintResult& result, const std::vector<BaselineEntry>& baseline,
                               const fs::path& baseline_file) {
  BaselineOutcome outcome;
  std::set<std::tuple<std::string, std::string, std::string>> known;
  for (const auto& e : baseline) known.emplace(e.file, e.rule, e.fingerprint);
  const std::vector<BaselineEntry> keys = keyed(result, baseline_file);
  std::set<std::tuple<std::string, std::string, std::string>> matched;
  std::vector<Diagnostic> kept;
  for (std::size_t i = 0; i < result.diagnostics.size(); ++i) {
    const auto key = std::make_tuple(keys[i].file, keys[i].rule, keys[i].fingerprint);
    if (known.count(key)) {
      matched.insert(key);
      ++outcome.suppressed;
    } else {
      kept.push_back(std::move(result.diagnostics[i]));
    }
  }
  result.diagnostics = std::move(kept);
  for (const auto& e : baseline) {
    if (!matched.count(std::make_tuple(e.file, e.rule, e.fingerprint))) outcome.stale.push_back(e);
  }
  std::sort(outcome.stale.begin(), outcome.stale.end(), entry_less);
  result.summary.errors = result.summary.warnings = result.summary.infos = 0;
  count_severities(result.diagnostics, result.summary);
  return outcome;
}

}  // namespace qbank
