#include "core/toml_document.h"

#include <algorithm>
#include <string>

#include "core/i18n.h"
#include "core/utf8.h"

namespace qbank {
namespace {

Diagnostic syntax(const SourceFile& source, RuleId rule, Span span, std::string message) {
  Diagnostic d;
  d.rule = rule_name(rule);
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

// How often `c` occurs in `s`, counted up to `limit` (with find, that is memchr).
std::size_t count_up_to(std::string_view s, char c, std::size_t limit) {
  std::size_t n = 0;
  for (std::size_t i = s.find(c); i != std::string_view::npos && n < limit; i = s.find(c, i + 1)) ++n;
  return n;
}

// Finds the deepest nesting of arrays and inline tables and the longest dotted key or table
// header, skipping strings and comments. Returns the byte offset where a limit is crossed.
std::optional<std::size_t> find_excessive_nesting(std::string_view s) {
  // Crossing a limit takes more than kMaxTomlDepth brackets and braces, or kMaxTomlDepth dots,
  // in the whole text; a text with fewer (almost every file, every imported question) is
  // answered without the walk below.
  const auto limit = static_cast<std::size_t>(kMaxTomlDepth);
  if (count_up_to(s, '.', limit) < limit && count_up_to(s, '[', limit + 1) + count_up_to(s, '{', limit + 1) <= limit) {
    return std::nullopt;
  }
  std::vector<char> stack;  // '[' array, '{' inline table, 'h' table header
  bool key_context = true;  // reading a key (line start, after '{' or ',' in a table)
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
      // Compared byte by byte: this runs on every string of every file (and twice per `fmt`).
      const bool multi = i + 2 < s.size() && s[i + 1] == c && s[i + 2] == c;
      const std::size_t close = multi ? 3 : 1;
      std::size_t j = i + close;
      while (j < s.size()) {
        if (c == '"' && s[j] == '\\') {
          j += 2;
          continue;
        }
        if (!multi && s[j] == '\n') break;
        if (s[j] == c && (!multi || (j + 2 < s.size() && s[j + 1] == c && s[j + 2] == c))) break;
        ++j;
      }
      i = std::min(s.size(), j + close) - 1;
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

// What toml++ calls the construct it was reading, in the UI language.
std::string construct_name(std::string_view thing) {
  static const std::pair<std::string_view, const char*> names[] = {
      {"key-value pair", N_("een sleutel = waarde")},
      {"value", N_("een waarde")},
      {"table header", N_("een tabelkop")},
      {"array-of-tables", N_("een [[tabelkop]]")},
      {"array", N_("een lijst")},
      {"inline table", N_("een inline tabel")},
      {"string", N_("een tekst")},
      {"literal string", N_("een tekst tussen enkele aanhalingstekens")},
      {"key", N_("een sleutel")},
      {"keys", N_("een sleutel")},
      {"comment", N_("commentaar")},
      {"boolean", N_("true of false")},
      {"date-time", N_("een datum en tijd")},
      {"date", N_("een datum")},
      {"time", N_("een tijd")},
      {"decimal integer", N_("een getal")},
      {"floating-point", N_("een kommagetal")},
      {"hexadecimal integer", N_("een hexadecimaal getal")},
      {"octal integer", N_("een octaal getal")},
      {"binary integer", N_("een binair getal")},
      {"root table", N_("het bestand")},
  };
  for (const auto& [en, nl] : names) {
    if (thing == en) return tr(nl);
  }
  return "TOML";
}

// toml++'s description of a parse error ("Error while parsing value: could not determine value
// type") as a Dutch message that says what is wrong and how to fix it; the position stays.
std::string describe(std::string_view description) {
  std::string d(description);
  std::string thing;
  constexpr std::string_view prefix = "Error while parsing ";
  if (d.starts_with(prefix)) {
    const auto colon = d.find(": ");
    if (colon != std::string::npos) {
      thing = d.substr(prefix.size(), colon - prefix.size());
      d = d.substr(colon + 2);
    }
  }
  // 'X' in "saw 'X'": the character found, shown as code.
  std::string saw;
  if (const auto at = d.find(", saw '"); at != std::string::npos) {
    saw = d.substr(at + 7);
    if (!saw.empty() && saw.back() == '\'') saw.pop_back();
    saw = "`" + saw + "`";
  }
  auto starts = [&](std::string_view p) { return d.rfind(p, 0) == 0; };
  const bool line_end = saw == "`\n`" || saw == "`\\n`" || saw == "`\r`";
  // What stands where the parser stopped, continuing the message: ", maar er staat `\"`".
  const std::string found = saw.empty() ? std::string()
                            : line_end  ? std::string(tr(", maar de regel houdt daar op"))
                                        : format_message(tr(", maar er staat {}"), {saw});
  auto with_found = [&](const char* pattern) { return format_message(pattern, {found}); };
  if (starts("expected '='")) {
    return with_found(
        tr("na een sleutel hoort `=` te staan{}; schrijf `sleutel = waarde`, met de waarde tussen "
           "aanhalingstekens als het tekst is"));
  }
  if (starts("could not determine value type")) {
    return tr(
        "hier hoort een waarde te staan: tekst tussen aanhalingstekens, een getal, true of false, een lijst "
        "`[...]` of een tabel `{...}`; staat er tekst zonder aanhalingstekens?");
  }
  if (starts("expected comma or closing ']'")) {
    return with_found(
        tr("in een lijst hoort na elke waarde een komma of de sluitende `]` te staan{}; ontbreekt er een "
           "komma of een aanhalingsteken?"));
  }
  if (starts("expected comma or closing '}'")) {
    return with_found(tr("in een inline tabel hoort na elke waarde een komma of de sluitende `}` te staan{}"));
  }
  if (starts("expected key-value pair, saw closing '}'")) {
    return tr("na de laatste komma in een inline tabel staat niets meer; haal die komma weg");
  }
  if (starts("expected key-value pair or closing '}', saw comma")) {
    return tr("twee komma's na elkaar in een inline tabel; haal er een weg");
  }
  if (starts("expected key or closing '}'")) {
    return with_found(tr("in een inline tabel hoort hier een sleutel of de sluitende `}`{}"));
  }
  if (starts("expected value or closing ']', saw comma"))
    return tr("twee komma's na elkaar in een lijst; haal er een weg");
  if (starts("expected value,")) return with_found(tr("hier hoort een waarde te staan{}"));
  if (starts("expected value-terminator")) {
    return with_found(
        tr("na de waarde hoort de regel te eindigen of een komma of haakje te volgen{}; staat er tekst na "
           "het sluitende aanhalingsteken?"));
  }
  if (starts("expected keys, tables, whitespace or comments")) {
    return with_found(tr("hier hoort een sleutel, een tabelkop of commentaar (`#`) te beginnen{}"));
  }
  if (starts("expected a comment or whitespace")) {
    return with_found(
        tr("na de waarde mag op deze regel alleen nog commentaar (`#`) staan{}; zet het op een nieuwe "
           "regel"));
  }
  if (starts("expected ']'")) return with_found(tr("de tabelkop wordt niet gesloten met `]`{}"));
  if (d.find("encountered end-of-file") != std::string::npos) {
    return format_message(tr("het bestand houdt op midden in {}; ontbreekt er een sluitend aanhalingsteken of haakje?"),
                          {construct_name(thing)});
  }
  if (starts("unknown escape sequence")) {
    const auto q = d.find('\'');
    if (q == std::string::npos) {
      return tr(
          "onbekende escape in een tekst; schrijf een backslash als `\\\\`, of zet de tekst tussen enkele "
          "aanhalingstekens");
    }
    return format_message(tr("onbekende escape `{}` in een tekst; schrijf een backslash als `\\\\`, of zet de tekst "
                             "tussen enkele aanhalingstekens"),
                          {d.substr(q + 1, d.size() - q - 2)});
  }
  if (d.find("escape sequence") != std::string::npos && d.find("not supported") != std::string::npos) {
    return tr("deze escape bestaat niet in TOML 1.0; schrijf het teken zelf of als `\\uXXXX`");
  }
  if (starts("leading zeroes are prohibited")) {
    return tr("een getal mag niet met een 0 beginnen; schrijf 7 in plaats van 07, of zet het tussen aanhalingstekens");
  }
  if (d.find("underscores") != std::string::npos) return tr("een `_` in een getal hoort tussen twee cijfers te staan");
  if (d.find("control character") != std::string::npos) {
    return tr("een besturingsteken (anders dan tab) is hier niet toegestaan; verwijder het");
  }
  if (d.find("surrogates") != std::string::npos || d.find("U+10FFFF") != std::string::npos) {
    return tr("geen geldig Unicode-teken (surrogaat of boven U+10FFFF); verwijder of vervang het");
  }
  if (starts("multi-line strings are prohibited")) return tr("een sleutel kan geen tekst over meer regels zijn");
  if (starts("line-ending backslashes")) {
    return tr("een backslash aan het eind van een regel moet het laatste teken zijn; haal wat erna staat weg");
  }
  if (starts("tables with blank bare keys")) return tr("een tabelkop mag niet leeg zijn");
  if (d.find("2-digit") != std::string::npos || d.find("4-digit") != std::string::npos ||
      d.find(" between ") != std::string::npos || starts("expected space, 'T'")) {
    return with_found(
        tr("ongeldige datum of tijd{}; schrijf 2026-12-01 of 2026-12-01T09:30:00, of zet het tussen "
           "aanhalingstekens"));
  }
  if (d.find("digit") != std::string::npos || starts("missing exponent") || d.find("exponent") != std::string::npos ||
      d.find("precision") != std::string::npos || d.find("length limit") != std::string::npos ||
      starts("expected 'x'") || starts("expected '0'") || starts("expected '.'")) {
    return with_found(tr("ongeldig getal{}; zet het tussen aanhalingstekens als het tekst is"));
  }
  if (starts("expected space or tab")) return with_found(tr("hier hoort een spatie of tab te staan{}"));
  return format_message(tr("ongeldige TOML in {}{}; kijk op deze plek de aanhalingstekens, komma's en haakjes na"),
                        {construct_name(thing), found});
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
    out.push_back(syntax(
        source, RuleId::syntax_invalid_utf8, point(source, bad),
        format_message(tr("het bestand is geen geldige UTF-8 (ongeldige byte 0x{}); sla het op als UTF-8"), {[&] {
                         static const char* hex = "0123456789ABCDEF";
                         const auto b = static_cast<unsigned char>(text[bad]);
                         return std::string{hex[b >> 4], hex[b & 15]};
                       }()})));
    return std::nullopt;
  }
  const bool blank =
      std::all_of(text.begin(), text.end(), [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; });
  if (blank && !allow_empty) {
    out.push_back(syntax(source, RuleId::syntax_empty_file, {{1, 1}, {1, 1}}, tr("het bestand is leeg")));
    return std::nullopt;
  }
  if (auto at = find_excessive_nesting(text)) {
    out.push_back(
        syntax(source, RuleId::syntax_too_deep, point(source, *at),
               format_message(tr("nesting dieper dan {} niveaus (lijsten, inline tabellen, gestippelde sleutels "
                                 "of tabelkoppen); het bestand wordt niet gelezen"),
                              {std::to_string(kMaxTomlDepth)})));
    return std::nullopt;
  }
  try {
    return toml::parse(text, std::string_view{source.path()});
  } catch (const toml::parse_error& e) {
    const auto& b = e.source().begin;
    Position p{b.line, b.column};
    if (p.line == 0) p = {1, 1};
    RuleId rule = RuleId::syntax_parse_error;
    std::string message = format_message(tr("ongeldige TOML: {}"), {describe(e.description())});
    const std::string_view desc = e.description();
    const std::size_t at = source.offset(p);
    if (desc.find("cannot redefine existing") != std::string_view::npos) {
      rule = RuleId::syntax_duplicate_key;
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
          out.push_back(syntax(
              source, rule, {{p.line, col}, {p.line, col + static_cast<std::uint32_t>(utf8::count_code_points(leaf))}},
              format_message(tr("dubbele sleutel `{}`: die staat al eerder in dit bestand"), {name})));
          return std::nullopt;
        }
      }
      message =
          tr("dubbele sleutel: deze sleutel of tabel staat al eerder in dit bestand; voeg de twee samen of haal er een "
             "weg");
    } else if (desc.find("control characters") != std::string_view::npos &&
               (at >= text.size() || text[at] == '\n' || text[at] == '\r')) {
      message = tr("onafgesloten tekst: het sluitende aanhalingsteken ontbreekt vóór het einde van de regel");
    } else if (desc.find("control characters") != std::string_view::npos && at < text.size() && text[at] == '\0') {
      message = tr("ongeldige TOML: een NUL-byte (U+0000) is niet toegestaan; verwijder hem");
    }
    out.push_back(syntax(source, rule, {p, {p.line, p.column + 1}}, std::move(message)));
    return std::nullopt;
  }
}

}  // namespace qbank
