#include "core/diagnostic.h"

#include <algorithm>
#include <cstdint>
#include <string_view>
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
  // The order of diagnostic_less, stable, without comparing file names over and over: each
  // distinct file gets its rank once, and an array of (rank, index) is sorted instead of the
  // findings themselves, which are then moved once into place.
  const std::size_t n = diagnostics.size();
  if (n < 2) return;
  std::vector<std::string_view> files;
  files.reserve(n);
  for (const auto& d : diagnostics) {
    if (files.empty() || files.back() != d.file) files.push_back(d.file);
  }
  std::sort(files.begin(), files.end());
  files.erase(std::unique(files.begin(), files.end()), files.end());
  struct Key {
    std::uint32_t file;
    std::uint32_t index;
  };
  std::vector<Key> keys(n);
  std::uint32_t rank = 0;
  for (std::size_t i = 0; i < n; ++i) {
    if (i == 0 || diagnostics[i].file != diagnostics[i - 1].file) {
      rank = static_cast<std::uint32_t>(
          std::lower_bound(files.begin(), files.end(), std::string_view(diagnostics[i].file)) - files.begin());
    }
    keys[i] = {rank, static_cast<std::uint32_t>(i)};
  }
  std::stable_sort(keys.begin(), keys.end(), [&](const Key& x, const Key& y) {
    if (x.file != y.file) return x.file < y.file;
    const Diagnostic& a = diagnostics[x.index];
    const Diagnostic& b = diagnostics[y.index];
    return std::tie(a.span, a.rule, a.message) < std::tie(b.span, b.rule, b.message);
  });
  bool sorted = true;
  for (std::size_t i = 0; i < n && sorted; ++i) sorted = keys[i].index == i;
  if (sorted) return;
  std::vector<Diagnostic> out;
  out.reserve(n);
  for (const Key& k : keys) out.push_back(std::move(diagnostics[k.index]));
  diagnostics = std::move(out);
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
