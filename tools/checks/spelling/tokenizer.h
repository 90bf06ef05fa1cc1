// The spelling tokenizer: splits Dutch technical text into the words the spell checker looks up.
// Hunspell's own notion of a word (nl.aff counts digits, '.', '-', '/' and apostrophes as word
// characters) is meant for a word processor; this tokenizer decides instead, and docs/spelling.md
// describes every rule with examples.
//
// Skipped entirely: inline code in backticks, URLs (scheme://, www., bare domains such as
// opentaal.org), e-mail addresses, file paths, numbers (14, 2,5, 1.000, 1e9, 10⁹, 10⁻³, 3x).
// Kept as one word and judged by the checker: hyphenated and slashed words (KV-cache, TB/s),
// apostrophe forms (GPU's, zo'n, 's), abbreviations with inner dots (d.w.z.), letters with
// digits (FP16, 7B).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace qbank {

struct SpellToken {
  std::size_t begin = 0;  // byte offsets of the word in the text as written
  std::size_t end = 0;
  std::string word;           // the form looked up: NFC, ’ -> ', U+2010/U+2011 -> '-', no soft hyphens
  bool dot_after = false;     // a '.' follows directly: an abbreviation (bijv.) or the end of a sentence
  bool hyphen_after = false;  // an elision hyphen follows: "reken- en geheugeneenheden"
  bool abbreviation = false;  // inner dots (d.w.z): the following dot belongs to the word
};

// Appends the words of `text` to `out` in order. Thread-safe; `text` should be valid UTF-8
// (invalid bytes act as separators).
void spelling_tokens(std::string_view text, std::vector<SpellToken>& out);
std::vector<SpellToken> spelling_tokens(std::string_view text);

// The parts of a word split at hyphens and slashes ('-', '/', U+2010, U+2011), as byte ranges of
// `word`. The same split applies to the looked-up form and to the text as written, so part k of
// one is part k of the other. A word without separators is one part.
std::vector<std::pair<std::size_t, std::size_t>> word_parts(std::string_view word);

// True for a number the checker skips: digits with separators (2,5  1.000), scientific
// notation (1e9, 2E-3), powers with superscripts (10⁹), multipliers (3x).
bool is_number_word(std::string_view word);

}  // namespace qbank
