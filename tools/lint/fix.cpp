#include "lint/fix.h"

#include <algorithm>
#include <filesystem>
#include <set>
#include <sstream>
#include <vector>

#include "bank/open_bank.h"
#include "core/fs.h"
#include "core/i18n.h"

namespace qbank {

bool is_safe_fix(const std::string& rule) {
  // A guessed question id is a guess: the author must confirm it.
  static const std::set<std::string, std::less<>> unsafe = {std::string(rule_name(RuleId::graph_dangling_link))};
  return !unsafe.count(rule);
}

FixPlan plan_fixes(const LintResult& result, bool unsafe) {
  struct Edit {
    std::size_t begin, end;
    std::string text;
  };
  // The fix of a finding may edit another file than the finding's (graph/one-way-link).
  std::map<std::string, std::vector<Edit>> edits;
  for (const auto& d : result.diagnostics) {
    if (!d.fix || (!unsafe && !is_safe_fix(d.rule))) continue;
    const std::string& file = d.fix->file.empty() ? d.file : d.fix->file;
    const auto src = result.sources.find(file);
    if (src == result.sources.end() || !d.fix->span.known()) continue;
    const std::size_t b = src->second->offset(d.fix->span.begin);
    const std::size_t e = src->second->offset(d.fix->span.end);
    if (b > e || e > src->second->text().size()) continue;
    edits[file].push_back({b, e, d.fix->replacement});
  }
  FixPlan plan;
  for (auto& [file, list] : edits) {
    std::stable_sort(list.begin(), list.end(), [](const Edit& a, const Edit& b) { return a.begin < b.begin; });
    const std::string& text = result.sources.at(file)->text();
    std::string out;
    std::size_t at = 0;
    bool changed = false;
    bool line_inserted_here = false;  // the last fix applied inserted whole lines, ending at `at`
    auto adds_lines = [](const Edit& e) { return e.begin == e.end && !e.text.empty() && e.text.back() == '\n'; };
    for (const Edit& e : list) {
      // Insertions of whole lines at one place wait for each other: each was written for the
      // file as it was (two back links that both add a `related` line would write the key twice).
      // Insertions within a line at one place are applied one after the other (two back links
      // appended to one `related` list).
      if (e.begin < at || (e.begin == at && line_inserted_here && adds_lines(e))) {
        ++plan.skipped_overlap;  // overlaps the previous fix: the next round sees it again
        continue;
      }
      out.append(text, at, e.begin - at);
      out += e.text;
      line_inserted_here = adds_lines(e);
      at = e.end;
      changed = changed || text.compare(e.begin, e.end - e.begin, e.text) != 0;
      ++plan.applied;
    }
    out.append(text, at, std::string::npos);
    if (!changed) continue;
    plan.before[file] = text;
    plan.after[file] = std::move(out);
  }
  return plan;
}

namespace {

std::vector<std::string> lines_of(const std::string& s) {
  std::vector<std::string> out;
  std::size_t at = 0;
  while (at < s.size()) {
    const std::size_t nl = s.find('\n', at);
    if (nl == std::string::npos) {
      out.push_back(s.substr(at));
      break;
    }
    out.push_back(s.substr(at, nl - at + 1));
    at = nl + 1;
  }
  return out;
}

// The shortest edit script from a[from, from + n) to b[from, from + m) (' ' kept, '-' removed,
// '+' added), by Myers' greedy algorithm: O((n + m) * D) time for D changed lines, where a table
// of the longest common subsequence took O(n * m) (quadratic for fixes far apart in a large file).
// Its memory grows with D squared, so beyond kMaxEdits changes the middle is replaced whole
// (still a correct diff, only not the shortest); the bound counts lines, never time.
std::vector<char> edit_script(const std::vector<std::string>& a, const std::vector<std::string>& b, std::size_t from,
                              std::size_t n, std::size_t m) {
  constexpr std::size_t kMaxEdits = 2048;
  std::vector<char> out;
  const long N = static_cast<long>(n), M = static_cast<long>(m);
  const long max_d = static_cast<long>(std::min(n + m, kMaxEdits));
  const long offset = max_d + 1;
  std::vector<long> v(static_cast<std::size_t>(2 * max_d + 3), 0);
  std::vector<std::vector<long>> trace;  // v before each round d
  long found = -1;
  for (long d = 0; d <= max_d && found < 0; ++d) {
    trace.push_back(std::vector<long>(v.begin() + (offset - d - 1), v.begin() + (offset + d + 2)));
    for (long k = -d; k <= d; k += 2) {
      long x =
          (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? v[offset + k + 1] : v[offset + k - 1] + 1;
      long y = x - k;
      while (x < N && y < M && a[from + x] == b[from + y]) ++x, ++y;
      v[offset + k] = x;
      if (x >= N && y >= M) {
        found = d;
        break;
      }
    }
  }
  if (found < 0) {
    out.assign(n, '-');
    out.insert(out.end(), m, '+');
    return out;
  }
  // Back from (N, M) through the rounds, collecting the script in reverse.
  long x = N, y = M;
  for (long d = found; d > 0; --d) {
    const std::vector<long>& pv = trace[static_cast<std::size_t>(d)];  // v before round d: indices -d-1 .. d+1
    auto at = [&](long k) { return pv[static_cast<std::size_t>(k + d + 1)]; };
    const long k = x - y;
    const bool down = k == -d || (k != d && at(k - 1) < at(k + 1));
    const long prev_k = down ? k + 1 : k - 1;
    const long prev_x = at(prev_k);
    const long prev_y = prev_x - prev_k;
    while (x > prev_x + (down ? 0 : 1) && y > prev_y + (down ? 1 : 0)) {
      out.push_back(' ');
      --x, --y;
    }
    out.push_back(down ? '+' : '-');
    x = prev_x;
    y = prev_y;
  }
  while (x > 0 && y > 0) {
    out.push_back(' ');
    --x, --y;
  }
  std::reverse(out.begin(), out.end());
  return out;
}

}  // namespace

std::string unified_diff(const std::string& path, const std::string& before, const std::string& after) {
  if (before == after) return {};
  const auto a = lines_of(before);
  const auto b = lines_of(after);
  // Common prefix and suffix, then a longest common subsequence of the middle (fixes touch few
  // lines, so the middle is small).
  std::size_t pre = 0;
  while (pre < a.size() && pre < b.size() && a[pre] == b[pre]) ++pre;
  std::size_t suf = 0;
  while (suf < a.size() - pre && suf < b.size() - pre && a[a.size() - 1 - suf] == b[b.size() - 1 - suf]) ++suf;
  const std::size_t n = a.size() - pre - suf, m = b.size() - pre - suf;
  std::vector<std::pair<char, std::string>> script;
  for (std::size_t i = 0; i < pre; ++i) script.emplace_back(' ', a[i]);
  const auto middle = edit_script(a, b, pre, n, m);
  std::size_t i = pre, j = pre;
  for (char op : middle) {
    if (op == ' ') {
      script.emplace_back(' ', a[i++]);
      ++j;
    } else if (op == '-') {
      script.emplace_back('-', a[i++]);
    } else {
      script.emplace_back('+', b[j++]);
    }
  }
  for (std::size_t k = a.size() - suf; k < a.size(); ++k) script.emplace_back(' ', a[k]);

  std::ostringstream out;
  out << "--- a/" << path << "\n+++ b/" << path << "\n";
  constexpr std::size_t kContext = 3;
  std::size_t k = 0;
  while (k < script.size()) {
    if (script[k].first == ' ') {
      ++k;
      continue;
    }
    // A hunk: from kContext lines before this change to kContext lines after the last change
    // that is no more than 2 * kContext unchanged lines away.
    const std::size_t start = k >= kContext ? k - kContext : 0;
    std::size_t end = k;
    std::size_t last_change = k;
    while (end < script.size()) {
      if (script[end].first != ' ') last_change = end;
      if (end - last_change > 2 * kContext) break;
      ++end;
    }
    end = std::min(script.size(), last_change + kContext + 1);
    std::size_t old_line = 1, new_line = 1;
    for (std::size_t x = 0; x < start; ++x) {
      if (script[x].first != '+') ++old_line;
      if (script[x].first != '-') ++new_line;
    }
    std::size_t old_count = 0, new_count = 0;
    for (std::size_t x = start; x < end; ++x) {
      if (script[x].first != '+') ++old_count;
      if (script[x].first != '-') ++new_count;
    }
    out << "@@ -" << (old_count ? old_line : old_line - 1) << "," << old_count << " +"
        << (new_count ? new_line : new_line - 1) << "," << new_count << " @@\n";
    for (std::size_t x = start; x < end; ++x) {
      out << script[x].first << script[x].second;
      if (script[x].second.empty() || script[x].second.back() != '\n') out << "\n\\ No newline at end of file\n";
    }
    k = end;
  }
  return out.str();
}

bool rewrite_bank_file(const std::string& file, const std::string& content, std::string* error) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (!fs::is_symlink(fs::symlink_status(file, ec))) return write_file_atomic(file, content, error);
  const fs::path target = fs::canonical(file, ec);
  if (ec) {
    *error = tr("de symbolische koppeling wijst naar niets");
    return false;
  }
  const fs::path root = fs::canonical(locate_bank(fs::path(file)).root, ec);
  const fs::path rel = ec ? fs::path("..") : target.lexically_relative(root);
  if (rel.empty() || *rel.begin() == "..") {
    *error = format_message(tr("het is een symbolische koppeling naar {}, buiten de bank; verbeter het doel zelf"),
                            {target.string()});
    return false;
  }
  return write_file_atomic(target, content, error);
}

FixRounds fix_in_rounds(const FileSystem& fs, const LintOptions& options, bool unsafe, LintResult& result) {
  FixRounds out;
  for (; out.rounds < kMaxFixRounds; ++out.rounds) {
    const FixPlan plan = plan_fixes(result, unsafe);
    if (plan.after.empty()) break;
    for (const auto& [file, after] : plan.after) {
      if (!rewrite_bank_file(file, after, &out.error)) {
        out.failed_file = file;
        return out;
      }
      out.files.insert(file);
    }
    out.applied += plan.applied;
    result = run_lint(fs, options);
  }
  return out;
}

}  // namespace qbank
