#include "core/strings.h"

#include <algorithm>
#include <numeric>

namespace qbank {

std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  std::iota(row.begin(), row.end(), 0);
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diag = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diag = up;
    }
  }
  return row[b.size()];
}

std::optional<std::string> closest_match(std::string_view word, const std::vector<std::string>& candidates) {
  std::optional<std::string> best;
  std::size_t best_distance = 0;
  for (const auto& c : candidates) {
    if (c == word) continue;
    const std::size_t d = edit_distance(word, c);
    const std::size_t limit = std::max<std::size_t>(1, std::max(word.size(), c.size()) / 3);
    if (d > limit) continue;
    if (!best || d < best_distance || (d == best_distance && c < *best)) {
      best = c;
      best_distance = d;
    }
  }
  return best;
}

std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> out;
  std::size_t from = 0;
  while (true) {
    const std::size_t at = text.find(separator, from);
    out.push_back(text.substr(from, at == std::string_view::npos ? std::string_view::npos : at - from));
    if (at == std::string_view::npos) return out;
    from = at + 1;
  }
}

std::string join(const std::vector<std::string>& parts, std::string_view separator) {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i) out += separator;
    out += parts[i];
  }
  return out;
}

std::string trim(std::string_view s) {
  const auto b = s.find_first_not_of(" \t\r\n");
  if (b == std::string_view::npos) return {};
  const auto e = s.find_last_not_of(" \t\r\n");
  return std::string(s.substr(b, e - b + 1));
}

bool glob_match(std::string_view p, std::string_view t) {
  std::size_t pi = 0, ti = 0, star = std::string_view::npos, mark = 0;
  while (ti < t.size()) {
    if (pi < p.size() && (p[pi] == '?' || p[pi] == t[ti])) {
      ++pi;
      ++ti;
    } else if (pi < p.size() && p[pi] == '*') {
      star = pi++;
      mark = ti;
    } else if (star != std::string_view::npos) {
      pi = star + 1;
      ti = ++mark;
    } else {
      return false;
    }
  }
  while (pi < p.size() && p[pi] == '*') ++pi;
  return pi == p.size();
}

std::string ascii_lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = ascii_lower(c);
  return out;
}

bool has_ascii_prefix_nocase(std::string_view s, std::size_t at, std::string_view lower_prefix) {
  if (at > s.size() || s.size() - at < lower_prefix.size()) return false;
  for (std::size_t k = 0; k < lower_prefix.size(); ++k) {
    if (ascii_lower(s[at + k]) != lower_prefix[k]) return false;
  }
  return true;
}

std::string camel_to_kebab(std::string_view camel) {
  std::string out;
  for (char c : camel) {
    if (c >= 'A' && c <= 'Z') {
      out += '-';
      out += ascii_lower(c);
    } else {
      out += c;
    }
  }
  return out;
}

}  // namespace qbank
