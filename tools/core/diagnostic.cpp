#include "core/diagnostic.h"

#include <algorithm>
#include <tuple>

namespace qbank {

std::string_view severity_name(Severity s) {
  switch (s) {
    case Severity::Info:
      return "info";
    case Severity::Warning:
      return "warning";
    case Severity::Error:
      return "error";
  }
  return "error";
}

std::optional<Severity> parse_severity(std::string_view text) {
  if (text == "error") return Severity::Error;
  if (text == "warning") return Severity::Warning;
  if (text == "info") return Severity::Info;
  return std::nullopt;
}

std::string_view rule_family(std::string_view rule_id) {
  auto slash = rule_id.find('/');
  return slash == std::string_view::npos ? rule_id : rule_id.substr(0, slash);
}

bool diagnostic_less(const Diagnostic& a, const Diagnostic& b) {
  return std::tie(a.file, a.span, a.rule, a.message) < std::tie(b.file, b.span, b.rule, b.message);
}

void sort_diagnostics(std::vector<Diagnostic>& diagnostics) {
  std::stable_sort(diagnostics.begin(), diagnostics.end(), diagnostic_less);
}

void count_severities(const std::vector<Diagnostic>& diagnostics, Summary& summary) {
  for (const auto& d : diagnostics) {
    switch (d.severity) {
      case Severity::Error:
        ++summary.errors;
        break;
      case Severity::Warning:
        ++summary.warnings;
        break;
      case Severity::Info:
        ++summary.infos;
        break;
    }
  }
}

}  // namespace qbank
