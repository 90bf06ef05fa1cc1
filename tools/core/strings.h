// Small string helpers shared by the checks.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace qbank {

// Levenshtein distance counted in bytes (ids and keys are ASCII).
std::size_t edit_distance(std::string_view a, std::string_view b);

// The candidate closest to `word` by edit distance, when it is close enough to be a plausible
// typo (at most a third of the longer word's length, and at least one edit).
std::optional<std::string> closest_match(std::string_view word, const std::vector<std::string>& candidates);

std::string join(const std::vector<std::string>& parts, std::string_view separator);
// The pieces of `text` between occurrences of `separator`; an empty text is one empty piece.
std::vector<std::string_view> split(std::string_view text, char separator);
std::string trim(std::string_view s);
// camelCase as kebab-case, as QTI 3.0 renames QTI 2 names: "choiceInteraction" -> "choice-interaction".
std::string camel_to_kebab(std::string_view camel);
bool glob_match(std::string_view pattern, std::string_view text);  // '*' and '?'

// ASCII letters in lower case; every other byte (UTF-8 included) as it is.
constexpr char ascii_lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }
std::string ascii_lower(std::string_view s);
// An ASCII letter, a-z or A-Z (the fast paths of the text scanners classify ASCII bytes themselves).
constexpr bool is_ascii_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
// Whether `s` holds `lower_prefix` (lower-case ASCII) at byte `at`, ignoring ASCII case.
bool has_ascii_prefix_nocase(std::string_view s, std::size_t at, std::string_view lower_prefix);

}  // namespace qbank
