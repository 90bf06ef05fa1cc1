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

namespace {

// The stable order of diagnostic_less over `n` findings, as indices: each distinct file gets its
// rank once, and an array of (rank, index) is sorted instead of comparing file names over and over.
template <typename At>
std::vector<std::uint32_t> sorted_order(std::size_t n, At&& at) {
  // Findings grouped by file with the files in order (as a run builds them, file after file):
  // only each group is sorted.
  std::vector<std::uint32_t> order(n);
  for (std::size_t i = 0; i < n; ++i) order[i] = static_cast<std::uint32_t>(i);
  auto by_position = [&](std::uint32_t x, std::uint32_t y) {
    const Diagnostic& a = at(x);
    const Diagnostic& b = at(y);
    return std::tie(a.span, a.rule, a.message) < std::tie(b.span, b.rule, b.message);
  };
  bool grouped = true;
  std::vector<std::size_t> starts{0};
  for (std::size_t i = 1; i < n && grouped; ++i) {
    const std::string& previous = at(i - 1).file;
    const std::string& file = at(i).file;
    if (&previous == &file || previous == file) continue;
    grouped = previous < file;
    starts.push_back(i);
  }
  if (grouped) {
    starts.push_back(n);
    for (std::size_t g = 0; g + 1 < starts.size(); ++g) {
      const auto first = order.begin() + static_cast<std::ptrdiff_t>(starts[g]);
      const auto last = order.begin() + static_cast<std::ptrdiff_t>(starts[g + 1]);
      if (last - first > 1) std::stable_sort(first, last, by_position);
    }
    return order;
  }
  std::vector<std::string_view> files;
  files.reserve(n);
  for (std::size_t i = 0; i < n; ++i) {
    if (files.empty() || files.back() != at(i).file) files.push_back(at(i).file);
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
    if (i == 0 || at(i).file != at(i - 1).file) {
      rank = static_cast<std::uint32_t>(std::lower_bound(files.begin(), files.end(), std::string_view(at(i).file)) -
                                        files.begin());
    }
    keys[i] = {rank, static_cast<std::uint32_t>(i)};
  }
  std::stable_sort(keys.begin(), keys.end(), [&](const Key& x, const Key& y) {
    if (x.file != y.file) return x.file < y.file;
    return by_position(x.index, y.index);
  });
  for (std::size_t i = 0; i < n; ++i) order[i] = keys[i].index;
  return order;
}

}  // namespace

void sort_diagnostics(std::vector<Diagnostic>& diagnostics) {
  const std::size_t n = diagnostics.size();
  if (n < 2) return;
  // Findings from the cache come in order already: one pass of comparisons, no moves.
  if (std::is_sorted(diagnostics.begin(), diagnostics.end(), diagnostic_less)) return;
  const auto order = sorted_order(n, [&](std::size_t i) -> const Diagnostic& { return diagnostics[i]; });
  bool sorted = true;
  for (std::size_t i = 0; i < n && sorted; ++i) sorted = order[i] == i;
  if (sorted) return;
  // Position i takes finding order[i]. Applied in place, one cycle of the permutation at a time:
  // a sorted copy would hold a second array of every finding at the peak (50 MB at 100,000
  // questions).
  std::vector<bool> placed(n, false);
  for (std::size_t start = 0; start < n; ++start) {
    if (placed[start] || order[start] == start) continue;
    Diagnostic first = std::move(diagnostics[start]);
    std::size_t i = start;
    for (;;) {
      placed[i] = true;
      const std::size_t k = order[i];
      if (k == start) {
        diagnostics[i] = std::move(first);
        break;
      }
      diagnostics[i] = std::move(diagnostics[k]);
      i = k;
    }
  }
}

void sort_diagnostics(std::vector<const Diagnostic*>& diagnostics) {
  const std::size_t n = diagnostics.size();
  if (n < 2) return;
  const auto order = sorted_order(n, [&](std::size_t i) -> const Diagnostic& { return *diagnostics[i]; });
  std::vector<const Diagnostic*> out(n);
  for (std::size_t i = 0; i < n; ++i) out[i] = diagnostics[order[i]];
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
