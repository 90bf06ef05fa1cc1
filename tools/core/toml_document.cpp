#include "core/toml_document.h"

#include <algorithm>
#include <string>

#include "core/utf8.h"

namespace qbank {
namespace {

Diagnostic syntax(const SourceFile& source, std::string rule, Span span, std::string message) {
  Diagnostic d;
  d.rule = std::move(rule);
  d.severity = Severity::Error;
  d.file = source.path();
  d.span = span;
  d.message = std::move(message);
  return d;
}

Span point(const SourceFile& source, std::size_t offset) {
  const Position p = source.position(offset);
  return {p, {p.line, p.column + 1}};
}

// Finds the deepest nesting of arrays and inline tables and the longest dotted key or table
// header, skipping strings and comments. Returns the byte offset where a limit is crossed.
std::optional<std::size_t> find_excessive_nesting(std::string_view s) {
  std::vector<char> stack;       // '[' array, '{' inline table, 'h' table header
  bool key_context = true;       // reading a key (line start, after '{' or ',' in a table)
  bool line_start = true;
  int segments = 1;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (c == '#') {
      while (i < s.size() && s[i] != '\n') ++i;
      --i;
      continue;
    }
    if (c == '"' || c == '\'') {
      const bool multi = s.substr(i, 3) == std::string(3, c);
      const std::string close = multi ? std::string(3, c) : std::string(1, c);
      std::size_t j = i + close.size();
      while (j < s.size()) {
        if (c == '"' && s[j] == '\\') {
          j += 2;
          continue;
        }
        if (!multi && s[j] == '\n') break;
        if (s.compare(j, close.size(), close) == 0) break;
        ++j;
      }
      i = std::min(s.size(), j + close.size()) - 1;
      line_start = false;
      continue;
    }
    if (c == '\n') {
      if (stack.empty() || stack.back() == 'h') {
        stack.clear();
        key_context = true;
        segments = 1;
      }
      line_start = true;
      continue;
    }
    if (c == ' ' || c == '\t' || c == '\r') continue;
    if (c == '[' && line_start && stack.empty()) {
      stack.push_back('h');
      key_context = true;
      segments = 1;
    } else if (c == '[' && !stack.empty() && stack.back() == 'h' && s[i - 1] == '[') {
      // the second bracket of [[array.of.tables]]
    } else if (c == '[') {
      stack.push_back('[');
      key_context = false;
    } else if (c == '{') {
      stack.push_back('{');
      key_context = true;
      segments = 1;
    } else if (c == ']' || c == '}') {
      if (!stack.empty()) stack.pop_back();
      key_context = false;
    } else if (c == '=') {
      key_context = false;
    } else if (c == ',' && !stack.empty() && stack.back() == '{') {
      key_context = true;
      segments = 1;
    } else if (c == '.' && key_context) {
      if (++segments > kMaxTomlDepth) return i;
    }
    line_start = false;
    if (static_cast<int>(stack.size()) > kMaxTomlDepth) return i;
  }
  return std::nullopt;
}

std::string describe(std::string_view description) {
  std::string d(description);
  // tomlplusplus prefixes "Error while parsing <thing>: "; keep the thing, drop the ceremony.
  constexpr std::string_view prefix = "Error while parsing ";
  if (d.starts_with(prefix)) {
    const auto colon = d.find(": ");
    if (colon != std::string::npos) d = d.substr(colon + 2) + " (bij " + d.substr(prefix.size(), colon - prefix.size()) + ")";
  }
  return d;
}

}  // namespace

Span to_span(const toml::source_region& region) {
  return {{region.begin.line, region.begin.column}, {region.end.line, region.end.column}};
}

std::vector<std::pair<const toml::key*, const toml::node*>> in_source_order(const toml::table& table) {
  std::vector<std::pair<const toml::key*, const toml::node*>> out;
  out.reserve(table.size());
  for (const auto& [k, v] : table) out.emplace_back(&k, &v);
  std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) {
    const auto& ra = a.first->source().begin;
    const auto& rb = b.first->source().begin;
    return std::pair(ra.line, ra.column) < std::pair(rb.line, rb.column);
  });
  return out;
}

std::optional<toml::table> parse_toml(const SourceFile& source, std::vector<Diagnostic>& out, bool allow_empty) {
  const std::string& text = source.text();
  std::size_t bad = 0;
  if (!utf8::valid(text, &bad)) {
    out.push_back(syntax(source, "syntax/invalid-utf8", point(source, bad),
                         "het bestand is geen geldige UTF-8 (ongeldige byte 0x" +
                             [&] {
                               static const char* hex = "0123456789ABCDEF";
                               const auto b = static_cast<unsigned char>(text[bad]);
                               return std::string{hex[b >> 4], hex[b & 15]};
                             }() +
                             "); sla het op als UTF-8"));
    return std::nullopt;
  }
  const bool blank = std::all_of(text.begin(), text.end(), [](char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
  });
  if (blank && !allow_empty) {
    out.push_back(syntax(source, "syntax/empty-file", {{1, 1}, {1, 1}}, "het bestand is leeg"));
    return std::nullopt;
  }
  if (auto at = find_excessive_nesting(text)) {
    out.push_back(syntax(source, "syntax/too-deep", point(source, *at),
                         "nesting dieper dan " + std::to_string(kMaxTomlDepth) +
                             " niveaus (lijsten, inline tabellen, gestippelde sleutels of tabelkoppen); het bestand wordt niet gelezen"));
    return std::nullopt;
  }
  try {
    return toml::parse(text, std::string_view{source.path()});
  } catch (const toml::parse_error& e) {
    const auto& b = e.source().begin;
    Position p{b.line, b.column};
    if (p.line == 0) p = {1, 1};
    std::string rule = "syntax/parse-error";
    std::string message = "ongeldige TOML: " + describe(e.description());
    const std::string_view desc = e.description();
    const std::size_t at = source.offset(p);
    if (desc.find("cannot redefine existing") != std::string_view::npos) {
      rule = "syntax/duplicate-key";
      // Point at the key on that line rather than after it.
      const auto q1 = desc.rfind('\'');
      const auto q0 = q1 == std::string_view::npos ? q1 : desc.rfind('\'', q1 - 1);
      if (q0 != std::string_view::npos && q1 > q0) {
        const std::string name(desc.substr(q0 + 1, q1 - q0 - 1));
        const std::string_view line = source.line(p.line);
        auto k = line.find(name);
        const std::string leaf = name.substr(name.rfind('.') == std::string::npos ? 0 : name.rfind('.') + 1);
        if (k == std::string_view::npos) k = line.find(leaf);
        if (k != std::string_view::npos) {
          const auto col = static_cast<std::uint32_t>(utf8::count_code_points(line.substr(0, k)) + 1);
          out.push_back(syntax(source, rule, {{p.line, col}, {p.line, col + static_cast<std::uint32_t>(utf8::count_code_points(leaf))}},
                               "dubbele sleutel `" + name + "`: die staat al eerder in dit bestand"));
          return std::nullopt;
        }
      }
      message = "dubbele sleutel: " + describe(desc);
    } else if (desc.find("control characters") != std::string_view::npos &&
               (at >= text.size() || text[at] == '\n' || text[at] == '\r')) {
      message = "onafgesloten tekst: het sluitende aanhalingsteken ontbreekt vóór het einde van de regel";
    } else if (desc.find("control characters") != std::string_view::npos && at < text.size() && text[at] == '\0') {
      message = "ongeldige TOML: een NUL-byte (U+0000) is niet toegestaan; verwijder hem";
    }
    out.push_back(syntax(source, rule, {p, {p.line, p.column + 1}}, std::move(message)));
    return std::nullopt;
  }
}

}  // namespace qbank
