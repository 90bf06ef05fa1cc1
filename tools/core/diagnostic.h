// A diagnostic: one finding at one place in one file, under a stable rule id.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/boxed.h"
#include "core/rule_id.h"

namespace qbank {

enum class Severity : std::uint8_t { Info = 0, Warning = 1, Error = 2 };

std::string_view severity_name(Severity s);
// Parses "error", "warning" or "info". "off" and anything else give nullopt.
std::optional<Severity> parse_severity(std::string_view text);

// A place in a source file. Lines and columns are 1-based; columns count Unicode code points
// (a tab is one column). Line 0 means "the whole file / no position".
struct Position {
  std::uint32_t line = 0;
  std::uint32_t column = 0;
  friend auto operator<=>(const Position&, const Position&) = default;
};

// A half-open range [begin, end): `end` is the position just after the last character.
struct Span {
  Position begin;
  Position end;
  bool known() const { return begin.line != 0; }
  friend auto operator<=>(const Span&, const Span&) = default;
};

// A second place that explains a diagnostic ("the other copy is here").
struct RelatedLocation {
  std::string file;
  Span span;
  std::string message;
};

// A machine-applicable replacement of `span` by `replacement` (same file).
struct Fix {
  Span span;
  std::string replacement;
  // The file the edit is in, when it is not the finding's own (graph/one-way-link adds the back
  // link in the other question); empty: the finding's file.
  std::string file;
};

struct Diagnostic {
  std::string rule;  // "family/name"
  Severity severity = Severity::Error;
  std::string file;  // path as shown to the user
  Span span;
  std::string message;
  std::vector<RelatedLocation> related;
  Boxed<Fix> fix;  // absent in most findings: one pointer, not 88 bytes
  // Pairwise rules (duplicate/*, graph links): the other question's id, so that a suppression
  // naming it (`[[suppress]] other = "..."`) can allow this one pair.
  std::string other;
  // spelling/*: the word as written (the wrong part of a compound) when adding it to the
  // vocabulary is a remedy; what `--format words` lists.
  std::string word;

  // Whether this is a finding of the built-in rule `id`.
  bool is(RuleId id) const { return rule == rule_name(id); }
};

// The rule family: the part of a rule id before the slash.
std::string_view rule_family(std::string_view rule_id);

// Deterministic report order: file, position, rule, message.
bool diagnostic_less(const Diagnostic& a, const Diagnostic& b);
void sort_diagnostics(std::vector<Diagnostic>& diagnostics);
// The same order for findings held elsewhere.
void sort_diagnostics(std::vector<const Diagnostic*>& diagnostics);

struct Summary {
  std::size_t files = 0;
  std::size_t questions = 0;
  std::size_t topics = 0;
  std::size_t errors = 0;
  std::size_t warnings = 0;
  std::size_t infos = 0;
  // The files the command named, when it named files and not folders (`qbank lint a.toml`): the
  // findings are theirs, the rest of the bank was read for links and duplicates. 0: a whole bank
  // or folder was asked for.
  std::size_t requested_files = 0;
  bool only_requested_files = false;
};
void count_severities(const std::vector<Diagnostic>& diagnostics, Summary& summary);

}  // namespace qbank
